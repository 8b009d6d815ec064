import { MenuLink, useMenus } from './menu-link'
import type { SiteView } from '../../../shared/site-view'
import { PhoneLink } from './phone-link'
import { useLang } from '../i18n/lang-context'
import { SITE_PATHS } from '../../../shared/urls'
import { SubscribeCompact } from './subscribe-compact'

/**
 * The footer of every page: the firm and its main office, how to reach it, the navigation, and
 * the disclaimer, from the site settings and offices, and the link columns arranged in Navigasi. What has not been entered yet is
 * left out, so a fresh site shows its navigation and nothing half-filled.
 */
export function Footer({ site }: { site: SiteView }) {
  const { t, href } = useLang()
  const menus = useMenus(site)
  const year = new Date().getFullYear()
  const main = site.main
  const firstHours = main?.hours[0]
  const reachable = Boolean(main?.phone || site.email || site.whatsapp || firstHours || site.social.length)
  return (
    <footer className="site-footer">
      <div className="container footer-grid">
        {site.name || main ? (
          <section aria-labelledby="footer-firm">
            <h2 id="footer-firm" className="footer-title">
              {site.name || main!.name}
            </h2>
            {main ? (
              <address>
                {main.addressLines.map((line, index) => (
                  <span key={index}>
                    {index > 0 ? <br /> : null}
                    {line}
                  </span>
                ))}
              </address>
            ) : null}
          </section>
        ) : null}
        {reachable ? (
          <section aria-labelledby="footer-contact">
            <h2 id="footer-contact" className="footer-title">
              {t.footer.contact}
            </h2>
            {main?.phone || site.email ? (
              <p>
                {main?.phone ? <PhoneLink number={main.phone.shown} href={main.phone.href} /> : null}
                {main?.phone && site.email ? <br /> : null}
                {site.email ? <a href={`mailto:${site.email}`}>{site.email}</a> : null}
              </p>
            ) : null}
            {/* WhatsApp is a link wherever its number shows: wa.me opens the chat. */}
            {site.whatsapp ? (
              <p>
                {'WhatsApp '}
                <a href={site.whatsapp.href} rel="noopener">
                  {site.whatsapp.shown.replace(/ /g, '\u00a0')}
                </a>
              </p>
            ) : null}
            {firstHours ? <p>{`${firstHours.days}, ${firstHours.time}`}</p> : null}
            {site.social.length ? (
              <ul className="footer-links" aria-label={t.footer.social}>
                {site.social.map((link) => (
                  <li key={link.network}>
                    <a href={link.url} rel="noopener me">
                      {link.label}
                    </a>
                  </li>
                ))}
              </ul>
            ) : null}
          </section>
        ) : null}
        {menus.footer.map((column, index) => (
          <nav key={index} aria-labelledby={`footer-nav-${index}`}>
            <h2 id={`footer-nav-${index}`} className="footer-title">
              {column.href ? <MenuLink href={column.href}>{column.label}</MenuLink> : column.label}
            </h2>
            <ul className="footer-links">
              {column.children.map((link, linkIndex) => (
                <li key={linkIndex}>
                  <MenuLink href={link.href}>{link.label}</MenuLink>
                </li>
              ))}
            </ul>
          </nav>
        ))}
      </div>
      {/* One line here; the whole form is on articles and on /subscribe. */}
      <SubscribeCompact />
      {site.legalName || site.disclaimer ? (
        <div className="container footer-bottom">
          <p>
            {site.legalName ? `© ${year} ${site.legalName}.` : ''}
            {site.legalName && site.disclaimer ? ' ' : ''}
            {/* On an English page a disclaimer with no English text is shown in Indonesian, marked so (decision 30). */}
            {site.disclaimer ? <span lang={site.untranslated?.includes('disclaimer') ? 'id' : undefined}>{site.disclaimer}</span> : null}{' '}
            {/* The short text stays; the whole disclaimer is its own page, edited under Halaman (decision 48). */}
            <a href={href(SITE_PATHS.disclaimer)}>{t.footer.disclaimer}</a>
          </p>
        </div>
      ) : null}
    </footer>
  )
}
