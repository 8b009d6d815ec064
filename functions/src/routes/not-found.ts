import { HTTPException } from 'hono/http-exception'

/**
 * A page that does not exist: a bare 404 whose page (and its "Page not found: {path}" line)
 * the app's error handler alone writes, so every route says it the same way.
 */
export function notFound(): never {
  throw new HTTPException(404)
}
