import { Breadcrumbs } from '../components/breadcrumbs'
import type { Breadcrumb } from '../components/head'
import type { SiteView } from '../lib/site-view'

export interface PrivacyPageProps {
  breadcrumbs: Breadcrumb[]
  site: SiteView
  /** How long inquiries are kept before they are deleted by themselves. */
  retentionMonths: number
  /** How long job applications and their CVs are kept (Pengaturan Situs, 6 months when unset). */
  applicationRetentionMonths?: number
}

/**
 * /privacy: the privacy notice the contact form's consent links to, as Indonesia's personal data
 * protection law (UU No. 27 Tahun 2022 tentang Pelindungan Data Pribadi) asks of a controller:
 * what is collected, why and on what basis, how long it is kept, who receives it, the subject's
 * rights, and whom to ask.
 */
export function PrivacyPage({ breadcrumbs, site, retentionMonths, applicationRetentionMonths = 6 }: PrivacyPageProps) {
  const firm = site.legalName || site.name || 'Firma kami'
  const contact = site.email
  return (
    <div className="container page prose privacy">
      <Breadcrumbs items={breadcrumbs} />
      <h1>Kebijakan Privasi</h1>
      <p className="lead">
        {`${firm} memproses data pribadi yang Anda kirim melalui situs ini sesuai Undang-Undang Nomor 27 Tahun 2022 tentang Pelindungan Data Pribadi (UU PDP). Halaman ini menjelaskan data apa yang kami kumpulkan, untuk apa, berapa lama kami menyimpannya, dan kepada siapa Anda dapat meminta penghapusannya.`}
      </p>

      <h2 id="data-dikumpulkan">Data yang kami kumpulkan</h2>
      <p>Melalui formulir kontak di halaman Hubungi Kami, halaman advokat, dan halaman bidang praktik, kami menerima:</p>
      <ul>
        <li>nama, alamat email, dan (bila Anda isi) nomor telepon serta nama perusahaan Anda;</li>
        <li>bidang praktik yang Anda pilih dan advokat atau bidang praktik yang Anda tuju;</li>
        <li>isi pesan Anda dan nama pihak lain yang terlibat dalam perkara Anda (bila Anda isi);</li>
        <li>waktu pengiriman dan halaman asal formulir.</li>
      </ul>
      <p>
        Alamat internet (IP) Anda hanya dipakai sesaat di memori server untuk membatasi pengiriman berulang dan tidak kami simpan. Situs ini tidak
        memakai cookie pelacak atau iklan.
      </p>

      <h2 id="tujuan">Tujuan dan dasar pemrosesan</h2>
      <ul>
        <li>menanggapi pesan Anda dan menjadwalkan konsultasi;</li>
        <li>memeriksa benturan kepentingan sebelum kami menanggapi, sebagaimana diwajibkan kode etik advokat (untuk itu kami meminta nama pihak lain);</li>
        <li>melindungi formulir dari penyalahgunaan dan pesan otomatis (spam).</li>
      </ul>
      <p>
        Dasar pemrosesannya adalah persetujuan yang Anda berikan dengan mencentang kotak persetujuan pada formulir, serta langkah yang Anda minta
        sebelum kemungkinan adanya perjanjian jasa hukum (Pasal 20 UU PDP). Anda dapat menarik persetujuan kapan saja.
      </p>

      <h2 id="penyimpanan">Berapa lama data disimpan</h2>
      <p>
        {`Pesan dan data di dalamnya kami simpan paling lama ${retentionMonths} bulan sejak diterima, lalu dihapus otomatis, termasuk pesan yang ditandai sebagai spam. Bila pesan Anda berlanjut menjadi perikatan jasa hukum, data yang diperlukan untuk perkara disimpan terpisah sesuai kewajiban kerahasiaan dan penyimpanan arsip advokat.`}
      </p>

      <h2 id="lamaran">Lamaran kerja</h2>
      <p>
        {`Bila Anda melamar melalui halaman Karier, kami menerima nama, alamat email, nomor telepon, URL LinkedIn (bila Anda isi), CV dalam bentuk PDF, dan surat lamaran (bila Anda isi), serta posisi yang Anda lamar. Data ini hanya kami pakai untuk proses rekrutmen, dengan dasar persetujuan yang Anda berikan pada formulir lamaran. CV hanya dapat dibuka oleh staf yang menangani rekrutmen dan tidak dikirim lewat email. Lamaran beserta CV-nya kami simpan paling lama ${applicationRetentionMonths} bulan sejak diterima, lalu dihapus otomatis; permintaan penghapusan di bawah juga menghapus lamaran dan CV Anda.`}
      </p>

      <h2 id="penerima">Siapa yang menerima data</h2>
      <p>
        Hanya advokat dan staf kami yang menangani pesan. Pesan diteruskan melalui email ke alamat kantor dan advokat atau tim bidang praktik yang Anda
        tuju, dan kami mengirim email konfirmasi ke alamat Anda. Penyedia layanan yang menjalankan situs dan email untuk kami memproses data atas
        perintah kami dan tidak memakainya untuk tujuan lain. Kami tidak menjual atau membagikan data Anda untuk pemasaran.
      </p>

      <h2 id="hak">Hak Anda</h2>
      <p>Sebagai subjek data pribadi, Anda berhak (Bab IV UU PDP) untuk:</p>
      <ul>
        <li>mendapatkan informasi tentang pemrosesan data Anda dan salinannya;</li>
        <li>memperbaiki data yang tidak akurat;</li>
        <li>meminta penghapusan data Anda dan menarik persetujuan;</li>
        <li>mengajukan keberatan atas pemrosesan.</li>
      </ul>

      <h2 id="kontak">Kepada siapa meminta penghapusan</h2>
      <p>
        {contact ? (
          <>
            Kirim permintaan ke <a href={`mailto:${contact}?subject=Permintaan%20data%20pribadi`}>{contact}</a> dengan subjek &ldquo;Permintaan data
            pribadi&rdquo;, dari alamat email yang Anda pakai saat mengirim pesan.{' '}
          </>
        ) : (
          'Kirim permintaan ke alamat email kantor kami yang tercantum di halaman Hubungi Kami, dengan subjek “Permintaan data pribadi”, dari alamat email yang Anda pakai saat mengirim pesan. '
        )}
        Kami menghapus setiap pesan yang memuat alamat email tersebut dan mengonfirmasi penghapusannya paling lambat 3 × 24 jam sejak permintaan
        kami terima.
      </p>
      <p className="privacy-updated">Kebijakan ini dapat diperbarui; versi yang berlaku selalu ada di halaman ini.</p>
    </div>
  )
}
