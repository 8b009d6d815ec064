import type { PageData } from '../../../shared/collections/pages'
import type { Breadcrumb } from '../components/head'
import { Breadcrumbs } from '../components/breadcrumbs'
import { InquiryForm } from '../components/inquiry-form'
import { PhoneLink } from '../components/phone-link'
import type { OfficeView, SiteView } from '../lib/site-view'

/** One office: its address and map, phone and email, and opening hours. */
function OfficeCard({ office, several, index }: { office: OfficeView; several: boolean; index: number }) {
  const titleId = `office-${index}-title`
  return (
    <section aria-labelledby={titleId} className="contact-card">
      <h2 id={titleId}>{office.name}</h2>
      {several && office.main ? (
        <p>
          <strong>Kantor utama</strong>
        </p>
      ) : null}
      <address>
        {office.addressLines.map((line, lineIndex) => (
          <span key={lineIndex}>
            {lineIndex > 0 ? <br /> : null}
            {line}
          </span>
        ))}
        {office.region ? (
          <>
            <br />
            {office.region}
          </>
        ) : null}
      </address>
      {office.mapUrl ? (
        <p>
          <a href={office.mapUrl} rel="noopener">
            Buka di peta<span className="visually-hidden">: {office.name}</span>
          </a>
        </p>
      ) : null}
      <dl className="contact-list">
        {office.phone ? (
          <>
            <dt>Telepon</dt>
            <dd>
              <PhoneLink number={office.phone.shown} href={office.phone.href} />
            </dd>
          </>
        ) : null}
        {office.email ? (
          <>
            <dt>Email</dt>
            <dd>
              <a href={`mailto:${office.email}`}>{office.email}</a>
            </dd>
          </>
        ) : null}
        {office.hours.map((row) => (
          <div key={row.days}>
            <dt>{row.days}</dt>
            <dd>{row.time}</dd>
          </div>
        ))}
      </dl>
      {office.hoursNote ? <p>{office.hoursNote}</p> : null}
    </section>
  )
}

export function ContactPage({ breadcrumbs, site, page }: { breadcrumbs: Breadcrumb[]; site: SiteView; page: PageData<'contact'> | null }) {
  const several = site.offices.length > 1
  const reach = Boolean(site.email || site.careerEmail || site.whatsapp)
  return (
    <div className="container page">
      <Breadcrumbs items={breadcrumbs} />
      <h1>Hubungi kami</h1>
      {page?.contactIntro ? <p className="lead">{page.contactIntro}</p> : null}
      <InquiryForm idPrefix="contact" />
      <div className="contact-grid">
        {site.offices.map((office, index) => (
          <OfficeCard key={office.id} office={office} several={several} index={index} />
        ))}
        {reach ? (
          <section aria-labelledby="reach-title" className="contact-card">
            <h2 id="reach-title">Email dan WhatsApp</h2>
            <dl className="contact-list">
              {site.email ? (
                <>
                  <dt>Email</dt>
                  <dd>
                    <a href={`mailto:${site.email}`}>{site.email}</a>
                  </dd>
                </>
              ) : null}
              {site.whatsapp ? (
                <>
                  <dt>WhatsApp</dt>
                  <dd>
                    <a href={site.whatsapp.href} rel="noopener">
                      {site.whatsapp.shown.replace(/ /g, '\u00a0')}
                    </a>
                  </dd>
                </>
              ) : null}
              {site.careerEmail ? (
                <>
                  <dt>Karier</dt>
                  <dd>
                    <a href={`mailto:${site.careerEmail}`}>{site.careerEmail}</a>
                  </dd>
                </>
              ) : null}
            </dl>
          </section>
        ) : null}
      </div>
      {site.offices.length === 0 && !reach ? (
        <div className="empty-state">
          <p>Alamat dan kontak kantor belum tersedia. Silakan kembali lagi nanti.</p>
        </div>
      ) : null}
    </div>
  )
}
