import { MAX_SEARCH_QUERY_LENGTH } from '../../../shared/search'
import type { StoredFile } from '../../../shared/schemas/types'
import { MenuLink, useMenus } from './menu-link'
import type { SiteView } from '../../../shared/site-view'
import { IMAGE_WIDTHS, imageUrl, type ImageWidth, SITE_PATHS } from '../../../shared/urls'
import { useLang } from '../i18n/lang-context'
import { HTML_LANG, otherLang } from '../../../shared/i18n/langs'

/** The logo's height in the header (CSS pixels); its width follows its proportions. */
const LOGO_HEIGHT = 40

/** The narrowest resized width that covers `pixels` (the largest there is otherwise). */
function widthFor(pixels: number): ImageWidth {
  return IMAGE_WIDTHS.find((width) => width >= pixels) ?? IMAGE_WIDTHS[IMAGE_WIDTHS.length - 1]!
}

/** The logo at the header's height, sharp on screens of 1× and 2× density. */
function Logo({ logo }: { logo: StoredFile }) {
  const width = Math.max(1, Math.round((LOGO_HEIGHT * (logo.width ?? 1)) / (logo.height ?? 1)))
  const one = imageUrl(logo, widthFor(width))
  const two = imageUrl(logo, widthFor(width * 2))
  return <img className="brand-logo" src={one} srcSet={`${one} 1x, ${two} 2x`} width={width} height={LOGO_HEIGHT} alt="" />
}

/**
 * Site header: the firm's logo (or initials) and name, the main navigation, the current section
 * marked, search, and the switch to the same page in the other language (`switchHref`: the
 * page's counterpart, or the section's list there when the item has no translation).
 */
export function Header({ section, site, switchHref }: { section?: string; site: SiteView; switchHref: string }) {
  const { lang, t, href } = useLang()
  const other = otherLang(lang)
  const menus = useMenus(site)
  return (
    <header className="site-header">
      <div className="container header-inner">
        {/* Named by its visible text (no aria-label that would differ from what is seen). */}
        <a className="brand" href={href('/')}>
          {site.logo?.width && site.logo.height ? (
            <Logo logo={site.logo} />
          ) : site.initials ? (
            <span className="brand-mark" aria-hidden="true">
              {site.initials}
            </span>
          ) : null}
          {site.name ? <span className="brand-name">{site.name}</span> : null}
          <span className={site.name ? 'visually-hidden' : 'brand-name'}>{site.name ? t.header.homeSuffix : t.nav.home}</span>
        </a>
        {/*
          Below 768 px the navigation and the search fold behind a Menu button: a <details>
          disclosure, so it opens without JavaScript and is a button with its expanded state
          for keyboards and screen readers. Wider, the CSS shows its content in the row and
          hides the button (site.css, "Header").
        */}
        <details className="site-menu">
          <summary className="menu-button">{t.header.menu}</summary>
          <div className="menu-panel">
            <nav className="main-nav" aria-label={t.header.mainNav}>
              <ul>
                {menus.header.map((item, index) =>
                  item.children.length ? (
                    <li key={index} className="has-submenu">
                      {/* One level of children: a disclosure of its own, so it opens without scripts too. */}
                      <details className="submenu">
                        <summary>{item.label}</summary>
                        <ul>
                          {item.href ? (
                            <li>
                              <MenuLink href={item.href} current={section === item.href}>
                                {item.label}
                              </MenuLink>
                            </li>
                          ) : null}
                          {item.children.map((child, childIndex) => (
                            <li key={childIndex}>
                              <MenuLink href={child.href} current={section === child.href}>
                                {child.label}
                              </MenuLink>
                            </li>
                          ))}
                        </ul>
                      </details>
                    </li>
                  ) : (
                    <li key={index}>
                      <MenuLink href={item.href} current={section === item.href}>
                        {item.label}
                      </MenuLink>
                    </li>
                  ),
                )}
              </ul>
            </nav>
            <form className="header-search" method="get" action={href(SITE_PATHS.search)} role="search" aria-label={t.header.searchRegion}>
              <label className="visually-hidden" htmlFor="site-search">
                {t.header.searchLabel}
              </label>
              <input id="site-search" type="search" name="q" placeholder={t.header.searchPlaceholder} maxLength={MAX_SEARCH_QUERY_LENGTH} autoComplete="off" />
              <button type="submit" className="header-search-button">
                {t.header.search}
              </button>
            </form>
          </div>
        </details>
        {/* Said in the language it leads to, and marked so (WCAG 3.1.2). */}
        {/* Short on screen (EN / ID), named in full for screen readers, its visible code first (WCAG 2.5.3). */}
        <a className="lang-switch" href={switchHref} hrefLang={HTML_LANG[other]} lang={HTML_LANG[other]} title={t.header.switchTitle}>
          {other.toUpperCase()}
          <span className="visually-hidden">{` (${t.header.switchTo})`}</span>
        </a>
      </div>
    </header>
  )
}
