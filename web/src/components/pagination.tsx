import { withQuery } from '../../../shared/urls'
import { useLang } from '../i18n/lang-context'

interface PaginationProps {
  page: number
  pages: number
  path: string
  params?: Record<string, string | undefined>
}

/** Page links that work without JavaScript; `?page=1` is never written (one URL per page). */
export function Pagination({ page, pages, path, params = {} }: PaginationProps) {
  const { t } = useLang()
  if (pages <= 1) return null
  const href = (p: number) => withQuery(path, { ...params, page: p > 1 ? p : undefined })
  const numbers = pageWindow(page, pages)
  return (
    <nav className="pagination" aria-label={t.pagination.label}>
      <ul>
        <li>
          {page > 1 ? (
            <a href={href(page - 1)} rel="prev">
              {t.pagination.previous}
            </a>
          ) : (
            <span className="disabled">{t.pagination.previous}</span>
          )}
        </li>
        {numbers.map((n, i) =>
          n === null ? (
            <li key={`gap-${i}`} aria-hidden="true">
              …
            </li>
          ) : (
            <li key={n}>
              {n === page ? (
                <span aria-current="page" className="current">
                  <span className="visually-hidden">{t.pagination.page}</span>
                  {n}
                </span>
              ) : (
                <a href={href(n)}>
                  <span className="visually-hidden">{t.pagination.page}</span>
                  {n}
                </a>
              )}
            </li>
          ),
        )}
        <li>
          {page < pages ? (
            <a href={href(page + 1)} rel="next">
              {t.pagination.next}
            </a>
          ) : (
            <span className="disabled">{t.pagination.next}</span>
          )}
        </li>
      </ul>
    </nav>
  )
}

/** 1 … 4 5 6 … 12 */
export function pageWindow(page: number, pages: number): (number | null)[] {
  const out: (number | null)[] = []
  for (let n = 1; n <= pages; n++) {
    if (n === 1 || n === pages || Math.abs(n - page) <= 1) out.push(n)
    else if (out[out.length - 1] !== null) out.push(null)
  }
  return out
}
