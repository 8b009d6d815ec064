/**
 * Routes whose modules load with their first request, not when the app is made: the dashboard's
 * (about 500 KB of route modules, their forms and their helpers, which no public page runs), so a
 * new instance starts with what the public site needs (docs/decisions/0057-scale-and-cold-start.md).
 *
 * The app registers the paths at its start with `handler`. The first request to one imports the
 * module and builds its routes; each request is then handed to them with what the app's
 * middleware set on its context (the backend, the session, the language…), in a Hono app that
 * renders pages and errors as the app does. The answer is the one the routes gave when they were
 * mounted with `app.route`, the app's middleware around it as before (headers, compression,
 * caching rules). A path under these that no route takes is not found there: it never reaches a
 * route registered after them.
 */
import { Hono, type Context, type Handler } from 'hono'
import type { AppEnv, AppVariables } from '../app-env'
import { errorHandler, notFoundHandler } from '../render/error-handling'
import { pageRenderer } from '../render/page-renderer'

export interface LazyRoutes {
  /** The app's handler for the routes' paths: the routes' answer to the request. */
  handler: Handler<AppEnv>
  /** The routes, built once (also what tests list); a failed import is tried again by the next request. */
  load: () => Promise<Hono<AppEnv>>
}

/** The app's context of each request handed over, for its variables. */
const handedOver = new WeakMap<Request, Context<AppEnv>>()

export function lazyRoutes(build: () => Promise<Hono<AppEnv>>): LazyRoutes {
  let built: Promise<Hono<AppEnv>> | undefined
  const load = () =>
    (built ??= build().then(withAppContext, (error: unknown) => {
      built = undefined
      throw error
    }))
  return {
    load,
    handler: async (c) => {
      const routes = await load()
      handedOver.set(c.req.raw, c)
      const answer = await routes.fetch(c.req.raw, c.env, executionContextOf(c))
      // Through the app's context: the headers its middleware set before (X-Request-Id) go with it.
      return c.newResponse(answer.body, answer)
    },
  }
}

/** The routes behind the app's variables and its page renderer, with its not-found and error pages. */
function withAppContext(routes: Hono<AppEnv>): Hono<AppEnv> {
  const app = new Hono<AppEnv>()
  app.use('*', async (c, next) => {
    const parent = handedOver.get(c.req.raw)
    if (parent) for (const [name, value] of Object.entries(parent.var)) c.set(name as keyof AppVariables, value as never)
    await next()
  })
  app.use('*', pageRenderer)
  app.route('/', routes)
  app.notFound(notFoundHandler)
  app.onError(errorHandler)
  return app
}

/** Hono's getter throws where the runtime gave none (Node's server gives none). */
function executionContextOf(c: Context<AppEnv>) {
  try {
    return c.executionCtx
  } catch {
    return undefined
  }
}
