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
import { SideLayout } from '../components/side-column'

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
      {office.phone || office.email ? (
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
        </dl>
      ) : null}
      {office.hours.length > 0 ? (
        <dl className="office-hours">
          {office.hours.map((row) => (
            <div key={row.days}>
              <dt>{row.days}</dt>
              <dd>{row.time}</dd>
            </div>
          ))}
        </dl>
      ) : null}
      {/* Offices are not translated (decision 30): their note stays as staff wrote it. */}
      {office.hoursNote ? <p lang={lang === 'id' ? undefined : 'id'}>{office.hoursNote}</p> : null}
    </section>
  )
}

/**
 * The panel beside the form on a wide screen, kept in view while the form and the offices
 * scroll (after them on a phone): the firm's quickest ways in, the main office's telephone
 * and hours first.
 */
function DirectPanel({ site }: { site: SiteView }) {
  const { t } = useLang()
  const ui = t.contact
  const main = site.main
  return (
    <>
      <h2 id="direct-title" className="aside-title">
        {ui.direct}
      </h2>
      {main?.phone ? (
        <p className="direct-phone">
          <PhoneLink number={main.phone.shown} href={main.phone.href} />
        </p>
      ) : null}
      {site.email || site.whatsapp || site.careerEmail ? (
        <dl className="contact-list direct-list">
          {site.email ? (
            <div>
              <dt>{ui.email}</dt>
              <dd>
                <a href={`mailto:${site.email}`}>{site.email}</a>
              </dd>
            </div>
          ) : null}
          {site.whatsapp ? (
            <div>
              <dt>WhatsApp</dt>
              <dd>
                <a href={site.whatsapp.href} rel="noopener">
                  {site.whatsapp.shown.replace(/ /g, '\u00a0')}
                </a>
              </dd>
            </div>
          ) : null}
          {site.careerEmail ? (
            <div>
              <dt>{ui.careers}</dt>
              <dd>
                <a href={`mailto:${site.careerEmail}`}>{site.careerEmail}</a>
              </dd>
            </div>
          ) : null}
        </dl>
      ) : null}
      {main && main.hours.length > 0 ? (
        <div className="direct-hours">
          <h3 className="aside-title direct-hours-title">{site.offices.length > 1 ? `${ui.hours} · ${main.name}` : ui.hours}</h3>
          <dl className="office-hours">
            {main.hours.map((row) => (
              <div key={row.days}>
                <dt>{row.days}</dt>
                <dd>{row.time}</dd>
              </div>
            ))}
          </dl>
        </div>
      ) : null}
    </>
  )
}

export function ContactPage({ breadcrumbs, site, page, blocks }: { breadcrumbs: Breadcrumb[]; site: SiteView; page: WithFallbacks<PageData<'contact'>> | null; blocks?: readonly BlockView[] }) {
  const { t } = useLang()
  const ui = t.contact
  const several = site.offices.length > 1
  const reach = Boolean(site.main?.phone || site.email || site.careerEmail || site.whatsapp)
  return (
    <div className="container page">
      <Breadcrumbs items={breadcrumbs} />
      <h1>{ui.heading}</h1>
      {page?.contactIntro ? (
        <p className="lead" lang={fallbackLang(page, 'contactIntro')}>
          {page.contactIntro}
        </p>
      ) : null}
      {/* The form and the offices at the text's measure; the quickest ways in beside them. */}
      <SideLayout className="contact-layout" sticky asideLabelledBy={reach ? 'direct-title' : undefined} aside={reach ? <DirectPanel site={site} /> : null}>
        <InquiryForm idPrefix="contact" />
        {site.offices.length > 0 ? (
          <div className="contact-grid">
            {site.offices.map((office, index) => (
              <OfficeCard key={office.id} office={office} several={several} index={index} />
            ))}
          </div>
        ) : null}
      </SideLayout>
      {site.offices.length === 0 && !reach ? (
        <div className="empty-state">
          <p>{ui.empty}</p>
        </div>
      ) : null}
      <ExtraBlocks blocks={blocks} />
    </div>
  )
}
