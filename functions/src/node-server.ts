import { serve, type ServerType } from '@hono/node-server'
import type { AddressInfo } from 'node:net'

/** What `serve` needs of the app: Hono's fetch, which takes the Node bindings as its `env`. */
interface FetchApp {
  fetch: (request: Request, env: unknown) => Response | Promise<Response>
}

export interface NodeServerOptions {
  port: number
  /** Bind address; default all interfaces, as `serve` does. */
  hostname?: string
  /** The page sent when a failure escapes the app itself. */
  fallbackPage: string
  onListening?: (info: AddressInfo) => void
}

/**
 * Serves the app on Node. The adapter's bindings (`{ incoming, outgoing }`) are passed on as the
 * app's `env`: the client's socket address is read from them (security/client-address.ts), and
 * a wrapper that dropped them made every client look alike.
 */
export function startNodeServer(app: FetchApp, options: NodeServerOptions): ServerType {
  return serve(
    {
      fetch: (request, env) => {
        // Failures outside the app (a bug in a middleware's own error path) still get a page.
        const failed = (error: unknown) => {
          console.error('unhandled failure outside the app', error)
          return new Response(options.fallbackPage, { status: 500, headers: { 'Content-Type': 'text/html; charset=utf-8' } })
        }
        try {
          // A cached page's fast path answers at once: handed back as it is (no promise), the
          // adapter writes it without another turn of the event loop.
          const response = app.fetch(request, env)
          return response instanceof Promise ? response.catch(failed) : response
        } catch (error) {
          return failed(error)
        }
      },
      port: options.port,
      ...(options.hostname ? { hostname: options.hostname } : {}),
    },
    options.onListening,
  )
}
