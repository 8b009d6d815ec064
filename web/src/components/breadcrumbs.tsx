import type { Breadcrumb } from './head'
import { useLang } from '../i18n/lang-context'

/** Visible breadcrumbs (Indonesian paths, in the page's language); the same list feeds the BreadcrumbList JSON-LD. */
export function Breadcrumbs({ items }: { items: Breadcrumb[] }) {
  const { t, href } = useLang()
  return (
    <nav className="breadcrumbs" aria-label={t.breadcrumb}>
      <ol>
        {items.map((item, index) => (
          <li key={item.path}>
            {index === items.length - 1 ? (
              <span aria-current="page">{item.name}</span>
            ) : (
              <a href={href(item.path)}>{item.name}</a>
            )}
          </li>
        ))}
      </ol>
    </nav>
  )
}
