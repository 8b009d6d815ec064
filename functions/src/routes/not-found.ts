import { HTTPException } from 'hono/http-exception'

/**
 * A page that does not exist: a bare 404 whose page (and its "Page not found: {path}" line)
 * the app's error handler alone writes, so every route says it the same way.
 */
export function notFound(): never {
  throw new HTTPException(404)
}

/** How long a requested page number may be when it is repeated on the error page. */
const SHOWN_PAGE_MAX = 12

/**
 * A page of a paginated list that does not exist (`/blogs?page=99`, `?page=0`, `?page=dua`): a
 * 404 whose page names the page asked for and links to the list's last page, in the
 * request's language. The error handler renders it (render/error-handling.tsx).
 */
export class PageOutOfRange extends HTTPException {
  /** The page as asked for, cut short (it is the visitor's text). */
  readonly requested: string
  constructor(
    requested: string,
    /** The list's last page (1 for an empty list). */
    readonly last: number,
    /** The address of that page, in the request's language. */
    readonly lastHref: string,
  ) {
    super(404)
    this.requested = requested.length > SHOWN_PAGE_MAX ? `${requested.slice(0, SHOWN_PAGE_MAX)}…` : requested
  }
}

export function pageOutOfRange(requested: string, last: number, lastHref: string): never {
  throw new PageOutOfRange(requested, last, lastHref)
}
