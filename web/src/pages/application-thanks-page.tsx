import { Breadcrumbs } from '../components/breadcrumbs'
import type { Breadcrumb } from '../components/head'

/** After an application was stored (POST, redirect, GET: refreshing this page sends nothing again). */
export function ApplicationThanksPage({ breadcrumbs, email }: { breadcrumbs: Breadcrumb[]; email: string }) {
  return (
    <div className="container page">
      <Breadcrumbs items={breadcrumbs} />
      <h1>Lamaran terkirim</h1>
      <p className="lead">Terima kasih. Lamaran dan CV Anda telah kami terima, dan konfirmasinya kami kirim ke email Anda.</p>
      <p>Kami membaca setiap lamaran dan menghubungi kandidat yang kualifikasinya sesuai, biasanya dalam dua minggu.</p>
      {email ? (
        <p>
          Ada pertanyaan tentang lamaran Anda? Tulis ke <a href={`mailto:${email}`}>{email}</a>.
        </p>
      ) : null}
      <p>
        <a href="/career">Kembali ke halaman Karier</a>
      </p>
    </div>
  )
}
