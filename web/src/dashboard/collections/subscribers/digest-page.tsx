import { formatStamp } from '../inquiries/paths'
import { DIGEST_PATH, SUBSCRIBERS_PATH } from './paths'

export interface DigestPageProps {
  /** Recent published items, newest first. */
  offers: { ref: string; kind: 'blogs' | 'publications'; title: string; publishedAt: string; hasEnglish: boolean }[]
  areas: { id: string; name: string }[]
  form: { intro: string; items: string[]; practiceAreaIds: string[] }
  errors: { items?: string; practiceAreaIds?: string; intro?: string }
  /** Once checked: who it reaches, and the email in each language. */
  preview: { reach: { id: number; en: number }; emails: { lang: 'id' | 'en'; subject: string; text: string }[] } | null
}

const KIND = { blogs: 'Blog', publications: 'Publikasi' } as const

function FieldError({ id, message }: { id: string; message: string | undefined }) {
  return message ? (
    <p className="field-error" id={id}>
      {message}
    </p>
  ) : null
}

/** Buletin: pick recent items, write an intro, choose the lists, preview, send. */
export default function DigestPage({ props }: { props: DigestPageProps }) {
  const { offers, areas, form, errors, preview } = props
  const total = preview ? preview.reach.id + preview.reach.en : 0
  return (
    <div className="page-stack">
      <div className="page-head">
        <h1>Buletin</h1>
        <div className="profile-head-actions">
          <a className="btn" href={SUBSCRIBERS_PATH}>
            Pelanggan
          </a>
        </div>
      </div>
      <p>
        Kumpulkan blog dan publikasi terbaru dalam satu email untuk pelanggan bidang praktik yang dipilih. Pelanggan berbahasa Inggris menerima versi Inggris bila ada. Setiap email memuat tautan
        berhenti berlangganan, dan hasil pengirimannya tampil di laporan peringatan.
      </p>
      <form method="post" action={DIGEST_PATH} className="panel">
        <fieldset aria-describedby={errors.items ? 'digest-items-error' : undefined}>
          <legend>Item (terbaru di atas)</legend>
          <FieldError id="digest-items-error" message={errors.items} />
          {offers.length === 0 ? <p>Belum ada blog atau publikasi yang terbit dalam 90 hari terakhir.</p> : null}
          {offers.map((offer) => (
            <div className="checkbox-row" key={offer.ref}>
              <input type="checkbox" id={`item-${offer.ref}`} name="items" value={offer.ref} defaultChecked={form.items.includes(offer.ref)} />
              <label htmlFor={`item-${offer.ref}`}>
                {offer.title}
                <span className="inbox-meta">{` · ${KIND[offer.kind]} · ${formatStamp(offer.publishedAt)}${offer.hasEnglish ? ' · ada versi Inggris' : ''}`}</span>
              </label>
            </div>
          ))}
        </fieldset>
        <div className="form-field">
          <label htmlFor="digest-intro">Pengantar</label>
          <textarea id="digest-intro" name="intro" rows={5} defaultValue={form.intro} aria-describedby={errors.intro ? 'digest-intro-error' : undefined} />
          <FieldError id="digest-intro-error" message={errors.intro} />
        </div>
        <fieldset aria-describedby={errors.practiceAreaIds ? 'digest-areas-error' : undefined}>
          <legend>Daftar bidang praktik</legend>
          <p className="field-help">Pelanggan yang memilih bidang praktik ini, dan yang tidak memilih minat apa pun. Tanpa pilihan: semua pelanggan aktif.</p>
          <FieldError id="digest-areas-error" message={errors.practiceAreaIds} />
          {areas.map((area) => (
            <div className="checkbox-row" key={area.id}>
              <input type="checkbox" id={`area-${area.id}`} name="practiceAreaIds" value={area.id} defaultChecked={form.practiceAreaIds.includes(area.id)} />
              <label htmlFor={`area-${area.id}`}>{area.name}</label>
            </div>
          ))}
        </fieldset>
        <div className="inline-actions">
          <button type="submit" className="btn" name="intent" value="preview">
            Pratinjau
          </button>
          {preview ? (
            <button type="submit" className="btn btn-primary" name="intent" value="send">
              {`Kirim ke ${total} pelanggan`}
            </button>
          ) : null}
        </div>
      </form>
      {preview ? (
        <section className="panel" aria-labelledby="digest-preview-title">
          <h2 id="digest-preview-title">Pratinjau</h2>
          <p>{`Akan dikirim ke ${total} pelanggan: ${preview.reach.id} Bahasa Indonesia, ${preview.reach.en} English.`}</p>
          {preview.emails.map((email) => (
            <article key={email.lang} aria-label={email.lang === 'id' ? 'Email Bahasa Indonesia' : 'Email English'}>
              <h3>{email.lang === 'id' ? 'Bahasa Indonesia' : 'English'}</h3>
              <p>
                <strong>{email.subject}</strong>
              </p>
              <pre className="mail-preview">{email.text}</pre>
            </article>
          ))}
        </section>
      ) : null}
    </div>
  )
}
