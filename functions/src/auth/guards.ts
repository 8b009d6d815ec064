import type { Context, MiddlewareHandler } from 'hono'
import { HTTPException } from 'hono/http-exception'
import { mayDo, type StaffAction } from '../../../shared/collections/access'
import type { CollectionName } from '../../../shared/schemas/types'
import type { AppEnv } from '../app-env'

/** The login page's address for a path that needs a session. */
export function loginRedirect(path: string): string {
  return `/login?next=${encodeURIComponent(path)}`
}

/** Any signed-in staff member; others are sent to /login?next={path}. */
const auth: MiddlewareHandler<AppEnv> = async (c, next) => {
  if (!c.get('session')) {
    const url = new URL(c.req.url)
    // A form sent after the session ended goes back to its page after sign-in; the browser
    // kept the input as a draft for that path, so nothing typed is lost.
    return c.redirect(loginRedirect(url.pathname + url.search), c.req.method === 'GET' || c.req.method === 'HEAD' ? 302 : 303)
  }
  await next()
}

/** What an editor is told on a route for admins only. */
export const ADMIN_ONLY_MESSAGE = 'Halaman ini hanya untuk admin.'

/** Admins only (staff accounts); editors get 403. */
const admin: MiddlewareHandler<AppEnv> = async (c, next) => {
  const session = c.get('session')
  if (!session) return auth(c, next)
  if (session.user.role !== 'admin') {
    throw new HTTPException(403, { message: ADMIN_ONLY_MESSAGE })
  }
  await next()
}

/** Signed-in staff visiting /login go straight to the dashboard's Ringkasan. */
const guest: MiddlewareHandler<AppEnv> = async (c, next) => {
  if (c.get('session')) return c.redirect('/dashboard', 302)
  await next()
}

export const GUARDS = { auth, admin, guest } as const
export type GuardName = keyof typeof GUARDS

/**
 * Route guards by name, as a page's metadata lists them. An unknown name throws when the
 * route is declared, so a typo stops the server at start-up instead of leaving a page open
 * (spec section 8: "Unknown middleware name: an error is thrown").
 */
export function guards(...names: string[]): MiddlewareHandler<AppEnv> {
  const list = names.map((name) => {
    const guard = (GUARDS as Record<string, MiddlewareHandler<AppEnv>>)[name]
    if (!guard) throw new Error(`Unknown middleware "${name}". Known: ${Object.keys(GUARDS).join(', ')}`)
    return guard
  })
  // Runs the guards in order; the first one that answers (a redirect, an error) stops the chain.
  return async function guarded(c, next) {
    const run = async (index: number): Promise<Response | void> => {
      const guard = list[index]
      if (!guard) return next()
      return guard(c, () => run(index + 1).then(() => undefined))
    }
    return run(0)
  }
}

/**
 * The guard of `action` on the items of `collections` (shared/collections/access.ts): admins
 * only when any of them says so, else any staff member. Every route of a collection takes its
 * guard from here, so the table is the one place a role is decided.
 */
export function collectionGuard(action: StaffAction, ...collections: CollectionName[]): MiddlewareHandler<AppEnv> {
  return collections.every((collection) => mayDo('editor', action, collection)) ? guards('auth') : guards('auth', 'admin')
}

/**
 * For a route that learns the collection from the item it acts on (Sampah): refuses, as the
 * admin guard does, a staff member who may not `action` items of `collection` in their own
 * routes. Call it after the route's own guard.
 */
export function requireAccess(c: Context<AppEnv>, action: StaffAction, collection: CollectionName): void {
  const session = c.get('session')
  if (!session || !mayDo(session.user.role, action, collection)) throw new HTTPException(403, { message: ADMIN_ONLY_MESSAGE })
}
