import { MAX_SEARCH_QUERY_LENGTH } from '../../../shared/search'
import { FIRM, NAV_LINKS } from '../firm'

/** Site header: the firm's name and the main navigation, the current section marked. */
export function Header({ section }: { section?: string }) {
  return (
    <header className="site-header">
      <div className="container header-inner">
        {/* Named by its visible text (no aria-label that would differ from what is seen). */}
        <a className="brand" href="/">
          <span className="brand-mark" aria-hidden="true">
            {FIRM.shortName}
          </span>
          <span className="brand-name">{FIRM.name}</span>
          <span className="visually-hidden">, beranda</span>
        </a>
        <nav className="main-nav" aria-label="Navigasi utama">
          <ul>
            {NAV_LINKS.filter((link) => link.href !== '/').map((link) => (
              <li key={link.href}>
                <a href={link.href} aria-current={section === link.href ? 'page' : undefined}>
                  {link.label}
                </a>
              </li>
            ))}
          </ul>
        </nav>
        <form className="header-search" method="get" action="/search" role="search" aria-label="Cari di situs">
          <label className="visually-hidden" htmlFor="site-search">
            Cari advokat, blog, atau publikasi
          </label>
          <input id="site-search" type="search" name="q" placeholder="Cari…" maxLength={MAX_SEARCH_QUERY_LENGTH} autoComplete="off" />
          <button type="submit" className="header-search-button">
            Cari
          </button>
        </form>
      </div>
    </header>
  )
}
