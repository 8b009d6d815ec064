import type { Breadcrumb } from '../components/head'
import { Breadcrumbs } from '../components/breadcrumbs'
import { PhoneLink } from '../components/phone-link'
import { FIRM } from '../firm'

export function ContactPage({ breadcrumbs }: { breadcrumbs: Breadcrumb[] }) {
  return (
    <div className="container page">
      <Breadcrumbs items={breadcrumbs} />
      <h1>Hubungi kami</h1>
      <p className="lead">
        Ceritakan kebutuhan hukum Anda. Tim kami akan menghubungi Anda kembali dalam satu hari kerja untuk menjadwalkan
        konsultasi.
      </p>
      <div className="contact-grid">
        <section aria-labelledby="office-title" className="contact-card">
          <h2 id="office-title">Kantor</h2>
          <address>
            {FIRM.legalName}
            <br />
            {FIRM.address.building}
            <br />
            {FIRM.address.street}
            <br />
            {FIRM.address.locality}, {FIRM.address.region} {FIRM.address.postalCode}
          </address>
          <p>
            <a href={FIRM.mapUrl} rel="noopener">
              Buka di peta
            </a>
          </p>
        </section>
        <section aria-labelledby="reach-title" className="contact-card">
          <h2 id="reach-title">Telepon dan email</h2>
          <dl className="contact-list">
            <dt>Telepon</dt>
            <dd>
              <PhoneLink number={FIRM.phone} href={FIRM.phoneHref} />
            </dd>
            <dt>WhatsApp</dt>
            <dd>{FIRM.whatsapp.replace(/ /g, '\u00a0')}</dd>
            <dt>Email</dt>
            <dd>
              <a href={`mailto:${FIRM.email}`}>{FIRM.email}</a>
            </dd>
            <dt>Karier</dt>
            <dd>
              <a href={`mailto:${FIRM.careerEmail}`}>{FIRM.careerEmail}</a>
            </dd>
          </dl>
        </section>
        <section aria-labelledby="hours-title" className="contact-card">
          <h2 id="hours-title">Jam kerja</h2>
          <dl className="contact-list">
            {FIRM.hours.map((entry) => (
              <div key={entry.days}>
                <dt>{entry.days}</dt>
                <dd>{entry.time}</dd>
              </div>
            ))}
          </dl>
        </section>
      </div>
    </div>
  )
}
