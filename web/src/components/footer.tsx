import { FIRM, NAV_LINKS } from '../firm'
import { PhoneLink } from './phone-link'

export function Footer() {
  const year = new Date().getFullYear()
  return (
    <footer className="site-footer">
      <div className="container footer-grid">
        <section aria-labelledby="footer-firm">
          <h2 id="footer-firm" className="footer-title">
            {FIRM.name}
          </h2>
          <address>
            {FIRM.address.building}
            <br />
            {FIRM.address.street}
            <br />
            {`${FIRM.address.locality} ${FIRM.address.postalCode}`}
          </address>
        </section>
        <section aria-labelledby="footer-contact">
          <h2 id="footer-contact" className="footer-title">
            Hubungi kami
          </h2>
          <p>
            <PhoneLink number={FIRM.phone} href={FIRM.phoneHref} />
            <br />
            <a href={`mailto:${FIRM.email}`}>{FIRM.email}</a>
          </p>
          <p>{`${FIRM.hours[0].days}, ${FIRM.hours[0].time}`}</p>
        </section>
        <nav aria-labelledby="footer-nav">
          <h2 id="footer-nav" className="footer-title">
            Jelajahi
          </h2>
          <ul className="footer-links">
            {NAV_LINKS.map((link) => (
              <li key={link.href}>
                <a href={link.href}>{link.label}</a>
              </li>
            ))}
            <li>
              <a href="/blogs/feed.xml">RSS Blog</a>
            </li>
            <li>
              <a href="/publications/feed.xml">RSS Publikasi</a>
            </li>
          </ul>
        </nav>
      </div>
      <div className="container footer-bottom">
        <p>
          {`© ${year} ${FIRM.legalName}. Informasi di situs ini bersifat umum dan bukan merupakan nasihat hukum.`}
        </p>
      </div>
    </footer>
  )
}
