import { Breadcrumbs } from '../components/breadcrumbs'
import type { Breadcrumb } from '../components/head'
import { InquiryForm, type InquiryFormProps } from '../components/inquiry-form'

/**
 * The contact form shown again after a refusal without JavaScript: what was typed, a message
 * next to each field, and a fresh token (issue 14: nothing typed is lost).
 */
export function InquiryRetryPage({ breadcrumbs, form, limited }: { breadcrumbs: Breadcrumb[]; form: InquiryFormProps; limited?: boolean }) {
  return (
    <div className="container page">
      <Breadcrumbs items={breadcrumbs} />
      <h1>{limited ? 'Tunggu sebentar sebelum mengirim lagi' : 'Periksa kembali pesan Anda'}</h1>
      <p className="lead">
        {limited
          ? 'Pesan Anda belum terkirim. Isian Anda tetap di bawah ini.'
          : 'Pesan Anda belum terkirim: perbaiki isian yang ditandai, lalu kirim lagi. Isian Anda tetap di bawah ini.'}
      </p>
      <InquiryForm {...form} heading={form.heading ?? 'Pesan Anda'} />
    </div>
  )
}

/** Where a sent form lands (POST, then redirect, then this GET: refreshing sends nothing again). */
export function InquiryThanksPage({ breadcrumbs, email }: { breadcrumbs: Breadcrumb[]; email: string }) {
  return (
    <div className="container page">
      <Breadcrumbs items={breadcrumbs} />
      <div className="inquiry-thanks" role="status">
        <h1>Terima kasih, pesan Anda telah terkirim</h1>
        <p className="lead">
          Tim kami akan membaca pesan Anda dan menghubungi Anda kembali, biasanya dalam satu hari kerja. Kami juga mengirim email konfirmasi ke
          alamat yang Anda tulis.
        </p>
        <p>
          {email ? (
            <>
              Untuk hal yang mendesak, hubungi kami di <a href={`mailto:${email}`}>{email}</a>.{' '}
            </>
          ) : null}
          Cara kami menjaga data Anda dijelaskan di <a href="/privacy">Kebijakan Privasi</a>.
        </p>
        <p className="cta-line">
          <a className="button" href="/">
            Kembali ke beranda
          </a>
          <a className="button button-ghost" href="/attorneys">
            Lihat tim kami
          </a>
        </p>
      </div>
    </div>
  )
}
