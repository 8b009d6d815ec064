import type { PageData } from '../../../shared/collections/pages'
import type { Breadcrumb } from '../components/head'
import { Breadcrumbs } from '../components/breadcrumbs'
import { InquiryForm } from '../components/inquiry-form'
import { PhoneLink } from '../components/phone-link'
import type { OfficeView, SiteView } from '../../../shared/site-view'
import { fallbackLang, type WithFallbacks } from '../../../shared/i18n/fallbacks'
import { ExtraBlocks } from './blocks/extra-blocks'
import type { BlockView } from './blocks/page-block'
import { useLang } from '../i18n/lang-context'

/** One office: its address and map, phone and email, and opening hours. */
function OfficeCard({ office, several, index }: { office: OfficeView; several: boolean; index: number }) {
  const { lang, t } = useLang()
  const ui = t.contact
  const titleId = `office-${index}-title`
  return (
    <section aria-labelledby={titleId} className="contact-card">
      <h2 id={titleId}>{office.name}</h2>
      {several && office.main ? (
        <p>
          <strong>{ui.mainOffice}</strong>
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
            {ui.map}<span className="visually-hidden">: {office.name}</span>
          </a>
        </p>
      ) : null}
      <dl className="contact-list">
        {office.phone ? (
          <>
            <dt>{ui.phone}</dt>
            <dd>
              <PhoneLink number={office.phone.shown} href={office.phone.href} />
            </dd>
          </>
        ) : null}
        {office.email ? (
          <>
            <dt>{ui.email}</dt>
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
      {/* Offices are not translated (decision 30): their note stays as staff wrote it. */}
      {office.hoursNote ? <p lang={lang === 'id' ? undefined : 'id'}>{office.hoursNote}</p> : null}
    </section>
  )
}

export function ContactPage({ breadcrumbs, site, page, blocks }: { breadcrumbs: Breadcrumb[]; site: SiteView; page: WithFallbacks<PageData<'contact'>> | null; blocks?: readonly BlockView[] }) {
  const { t } = useLang()
  const ui = t.contact
  const several = site.offices.length > 1
  const reach = Boolean(site.email || site.careerEmail || site.whatsapp)
  return (
    <div className="container page">
      <Breadcrumbs items={breadcrumbs} />
      <h1>{ui.heading}</h1>
      {page?.contactIntro ? (
        <p className="lead" lang={fallbackLang(page, 'contactIntro')}>
          {page.contactIntro}
        </p>
      ) : null}
      <InquiryForm idPrefix="contact" />
      <div className="contact-grid">
        {site.offices.map((office, index) => (
          <OfficeCard key={office.id} office={office} several={several} index={index} />
        ))}
        {reach ? (
          <section aria-labelledby="reach-title" className="contact-card">
            <h2 id="reach-title">{ui.reach}</h2>
            <dl className="contact-list">
              {site.email ? (
                <>
                  <dt>{ui.email}</dt>
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
                  <dt>{ui.careers}</dt>
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
          <p>{ui.empty}</p>
        </div>
      ) : null}
      <ExtraBlocks blocks={blocks} />
    </div>
  )
}
