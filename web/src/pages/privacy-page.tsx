import type { ReactNode } from 'react'
import { Breadcrumbs } from '../components/breadcrumbs'
import type { Breadcrumb } from '../components/head'
import type { SiteView } from '../../../shared/site-view'
import { useLang } from '../i18n/lang-context'
import { CONFIRM_LINK_DAYS, INACTIVE_KEEP_DAYS } from '../../../shared/collections/subscribers'
import type { Lang } from '../../../shared/i18n/langs'
import { SITE_PATHS } from '../../../shared/urls'
import { RichText } from '../components/rich-text'
import { periodText } from '../../../shared/collections/legal-pages'

export interface PrivacyPageProps {
  breadcrumbs: Breadcrumb[]
  site: SiteView
  /** How long inquiries are kept before they are deleted by themselves. */
  retentionMonths: number
  /** How long job applications and their CVs are kept (Pengaturan Situs, 6 months when unset). */
  applicationRetentionMonths?: number
  /** Statistik's retention in months (Simpan Statistik; 25 when not given). */
  insightsRetentionMonths?: number
  /** How long registrations are kept after their event ends, in months (Simpan data pendaftar acara; 12 when not given). */
  registrationRetentionMonths?: number
  /**
   * The notice staff saved under Halaman, its placeholders filled (decision 48), and whether it is
   * shown in Indonesian for want of English; none while never saved: the notice below is shown.
   */
  saved?: { html: string; fallback: boolean } | null
}

/** What the notice says that comes from the settings, each as it reads in a sentence ("18 bulan"). */
export interface PrivacyFacts {
  firm: string
  /** The office email as a link, or where to find it. */
  email: ReactNode
  inquiryRetention: string
  applicationRetention: string
  unconfirmedDays: string
  inactiveDays: string
  insightsRetention: string
  registrationRetention: string
}

/**
 * /privacy: the privacy notice the contact form's consent links to, as Indonesia's personal data
 * protection law (UU No. 27 Tahun 2022 tentang Pelindungan Data Pribadi) asks of a controller:
 * what is collected, why and on what basis, how long it is kept, who receives it, the subject's
 * rights, and whom to ask. Staff may rewrite it under Halaman; until then this text is shown, and
 * it is also where their form starts (functions/src/content/legal-pages.tsx).
 */
export function PrivacyPage({ breadcrumbs, saved, ...props }: PrivacyPageProps) {
  const { lang, href } = useLang()
  return (
    <div className="container page prose privacy">
      <Breadcrumbs items={breadcrumbs} />
      <h1>{lang === 'en' ? 'Privacy Notice' : 'Kebijakan Privasi'}</h1>
      {saved ? <RichText className="privacy-body" html={saved.html} lang={saved.fallback ? 'id' : undefined} /> : <PrivacyNoticeBody lang={lang} facts={factsOf(props, lang, href)} />}
    </div>
  )
}

/** The facts from the site's settings and the code's own periods. */
function factsOf({ site, retentionMonths, applicationRetentionMonths = 6, insightsRetentionMonths = 25, registrationRetentionMonths = 12 }: Omit<PrivacyPageProps, 'breadcrumbs' | 'saved'>, lang: Lang, href: (path: string) => string): PrivacyFacts {
  const contact = site.email
  const subject = lang === 'id' ? 'Permintaan%20data%20pribadi' : 'Personal%20data%20request'
  const noEmail =
    lang === 'id' ? (
      'alamat email kantor kami yang tercantum di halaman Hubungi Kami,'
    ) : (
      <>
        our office email address, shown on our <a href={href(SITE_PATHS.contact)}>Contact</a> page,
      </>
    )
  return {
    firm: site.legalName || site.name || (lang === 'id' ? 'Firma kami' : 'Our firm'),
    email: contact ? <a href={`mailto:${contact}?subject=${subject}`}>{contact}</a> : noEmail,
    inquiryRetention: periodText(retentionMonths, lang, 'month'),
    applicationRetention: periodText(applicationRetentionMonths, lang, 'month'),
    unconfirmedDays: periodText(CONFIRM_LINK_DAYS + 1, lang, 'day'),
    inactiveDays: periodText(INACTIVE_KEEP_DAYS, lang, 'day'),
    insightsRetention: periodText(insightsRetentionMonths, lang, 'month'),
    registrationRetention: periodText(registrationRetentionMonths, lang, 'month'),
  }
}

/** The notice's text under its heading, in `lang`: the code's version, and the template staff start from. */
export function PrivacyNoticeBody({ lang, facts }: { lang: Lang; facts: PrivacyFacts }) {
  return lang === 'en' ? <PrivacyNoticeEn facts={facts} /> : <PrivacyNoticeId facts={facts} />
}

/**
 * The notice in Indonesian, the version the firm answers for: the English one below says the
 * same, section by section, and names the law by its Indonesian title as well.
 */
function PrivacyNoticeId({ facts }: { facts: PrivacyFacts }) {
  const { firm } = facts
  return (
    <>
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
        {`Pesan dan data di dalamnya kami simpan paling lama ${facts.inquiryRetention} sejak diterima, lalu dihapus otomatis, termasuk pesan yang ditandai sebagai spam. Bila pesan Anda berlanjut menjadi perikatan jasa hukum, data yang diperlukan untuk perkara disimpan terpisah sesuai kewajiban kerahasiaan dan penyimpanan arsip advokat.`}
      </p>

      <h2 id="lamaran">Lamaran kerja</h2>
      <p>
        {`Bila Anda melamar melalui halaman Karier, kami menerima nama, alamat email, nomor telepon, URL LinkedIn (bila Anda isi), CV dalam bentuk PDF, dan surat lamaran (bila Anda isi), serta posisi yang Anda lamar. Data ini hanya kami pakai untuk proses rekrutmen, dengan dasar persetujuan yang Anda berikan pada formulir lamaran. CV hanya dapat dibuka oleh staf yang menangani rekrutmen dan tidak dikirim lewat email. Lamaran beserta CV-nya kami simpan paling lama ${facts.applicationRetention} sejak diterima, lalu dihapus otomatis; permintaan penghapusan di bawah juga menghapus lamaran dan CV Anda.`}
      </p>

      <h2 id="peringatan-klien">Peringatan klien</h2>
      <p>
        {`Bila Anda berlangganan peringatan klien, kami menyimpan alamat email Anda, nama (bila Anda isi), bidang praktik dan kategori yang Anda pilih, bahasa email, dan kapan Anda meminta, mengonfirmasi atau berhenti berlangganan, serta catatan peringatan mana yang dikirim kepada Anda. Dasarnya adalah persetujuan Anda pada formulir, yang Anda konfirmasi lewat tautan di email kami; tanpa konfirmasi kami tidak mengirim apa pun, dan permintaan yang tidak dikonfirmasi dihapus setelah ${facts.unconfirmedDays}. Setiap email memuat tautan untuk berhenti berlangganan dengan satu klik; setelah berhenti, data Anda dihapus dalam ${facts.inactiveDays}, dan catatan pengiriman dihapus setelah ${facts.inquiryRetention}. Kami tidak memasang pelacak di email.`}
      </p>

      <h2 id="acara">Pendaftaran acara</h2>
      <p>
        {`Bila Anda mendaftar untuk seminar atau webinar kami, kami menerima nama, alamat email, perusahaan, jabatan dan nomor telepon (bila Anda isi), pertanyaan untuk pembicara (bila Anda isi), dan bahasa Anda. Data ini kami pakai untuk menyelenggarakan acara itu: konfirmasi, tautan bergabung, pengingat, daftar tunggu, daftar hadir, dan email terima kasih beserta rekamannya, dengan dasar persetujuan yang Anda berikan pada formulir. Setiap email memuat tautan untuk membatalkan pendaftaran. Data pendaftaran hanya dapat dibuka oleh staf yang menangani acara, dan disimpan paling lama ${facts.registrationRetention} setelah acara selesai, lalu dihapus otomatis; permintaan penghapusan di bawah juga menghapus pendaftaran Anda.`}
      </p>

      <h2 id="statistik">Statistik kunjungan</h2>
      <p>
        {`Untuk mengetahui halaman mana yang dibaca, situs ini menghitung kunjungan sendiri, tanpa layanan pihak ketiga. Yang kami simpan hanya jumlah per hari: halaman yang dibuka, bahasanya, nama situs yang mengarahkan Anda (tanpa alamat lengkapnya), jenis perangkat (ponsel, tablet, atau komputer), negara bila penyedia jaringan kami mencantumkannya, kata yang dicari di situs ini beserta jumlah hasilnya, dan jumlah pesan, lamaran, langganan, pendaftaran acara, serta unduhan PDF dan kartu kontak beserta halaman asalnya. Kami tidak memasang cookie untuk ini, tidak menyimpan alamat IP atau identitas peramban (user agent) Anda, tidak membuat sidik jari perangkat, dan tidak menghitung pengunjung unik: tidak ada data yang dapat dikaitkan dengan Anda. Bila peramban Anda mengirim sinyal Do Not Track atau Global Privacy Control, kunjungan Anda tidak dihitung sama sekali; kunjungan program otomatis (bot) juga tidak. Jumlah harian ini disimpan ${facts.insightsRetention}, lalu dihapus otomatis.`}
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
        Kirim permintaan ke {facts.email} dengan subjek &ldquo;Permintaan data pribadi&rdquo;, dari alamat email yang Anda pakai saat mengirim pesan. Kami menghapus setiap pesan yang memuat alamat email tersebut dan mengonfirmasi penghapusannya paling lambat 3 × 24 jam sejak permintaan
        kami terima.
      </p>
      <p className="privacy-updated">Kebijakan ini dapat diperbarui; versi yang berlaku selalu ada di halaman ini.</p>
    </>
  )
}

/** The notice in English, section by section as the Indonesian one. */
function PrivacyNoticeEn({ facts }: { facts: PrivacyFacts }) {
  const { firm } = facts
  return (
    <>
      <p className="lead">
        {`${firm} processes the personal data you send through this website in accordance with Law No. 27 of 2022 on Personal Data Protection (`}
        <span lang="id">Undang-Undang Nomor 27 Tahun 2022 tentang Pelindungan Data Pribadi</span>
        {', the “PDP Law”). This notice explains what data we collect, why, how long we keep it, and whom you can ask to delete it.'}
      </p>

      <h2 id="data-collected">The data we collect</h2>
      <p>Through the contact forms on our Contact page, our lawyers’ pages and our practice area pages, we receive:</p>
      <ul>
        <li>your name and email address and, if you provide them, your telephone number and the name of your company;</li>
        <li>the practice area you choose, and the lawyer or practice area you are writing to;</li>
        <li>your message and, if you provide them, the names of the other parties involved in your matter;</li>
        <li>the time the form was sent and the page it was sent from.</li>
      </ul>
      <p>
        Your internet (IP) address is used only briefly, in the server’s memory, to limit repeated submissions, and is not stored. This website uses no
        tracking or advertising cookies.
      </p>

      <h2 id="purposes">Purposes and legal basis</h2>
      <ul>
        <li>to reply to your message and arrange a consultation;</li>
        <li>to check for conflicts of interest before we reply, as the advocates’ code of ethics requires (this is why we ask for the names of other parties);</li>
        <li>to protect our forms from misuse and automated messages (spam).</li>
      </ul>
      <p>
        We process your data on the basis of the consent you give by ticking the consent box on the form, and of the steps you ask us to take before a
        possible engagement for legal services (Article 20 of the PDP Law). You may withdraw your consent at any time.
      </p>

      <h2 id="retention">How long we keep your data</h2>
      <p>
        {`We keep messages, and the data in them, for no longer than ${facts.inquiryRetention} from the day we receive them; they are then deleted automatically, including messages marked as spam. If your message leads to an engagement for legal services, the data the matter requires is kept separately, in line with our duties of confidentiality and our obligations to keep records as advocates.`}
      </p>

      <h2 id="applications">Job applications</h2>
      <p>
        {`If you apply through our Careers page, we receive your name, email address, telephone number, LinkedIn URL (if you provide it), your CV as a PDF and your cover letter (if you provide one), and the position you are applying for. We use this data for recruitment only, on the basis of the consent you give on the application form. Your CV can be opened only by the staff who handle recruitment and is never sent by email. We keep applications and their CVs for no longer than ${facts.applicationRetention} from the day we receive them; they are then deleted automatically. A request for deletion, as described below, also deletes your application and CV.`}
      </p>

      <h2 id="client-alerts">Client alerts</h2>
      <p>
        {`If you subscribe to our client alerts, we keep your email address, your name (if you provide it), the practice areas and categories you choose, the language of the emails, when you asked, confirmed or unsubscribed, and a record of which alerts were sent to you. We do so on the basis of the consent you give on the form and confirm through the link in our email; without confirmation we send nothing, and a request that is not confirmed is deleted after ${facts.unconfirmedDays}. Every email carries a link to unsubscribe with one click; after you unsubscribe your data is deleted within ${facts.inactiveDays}, and the records of what was sent after ${facts.inquiryRetention}. Our emails carry no trackers.`}
      </p>

      <h2 id="events">Event registration</h2>
      <p>
        {`If you register for one of our seminars or webinars, we receive your name, email address, company, position and telephone number (if you provide them), your questions for the speakers (if any), and your language. We use this data to run that event: the confirmation, the joining link, reminders, the waiting list, attendance, and a thank-you email with the recording, on the basis of the consent you give on the form. Every email carries a link to cancel your registration. Registrations can be opened only by the staff who handle events, and are kept for no longer than ${facts.registrationRetention} after the event ends; they are then deleted automatically. A request for deletion, as described below, also deletes your registrations.`}
      </p>

      <h2 id="statistics">Visit statistics</h2>
      <p>
        {`To learn which pages are read, this website counts visits itself, without any third-party service. All we keep are totals per day: the page opened, its language, the name of the site that referred you (not its full address), the kind of device (phone, tablet or computer), the country where our network provider states it, the words searched for on this website with the number of results, and the number of messages, applications, subscriptions, event registrations and PDF and contact-card downloads, with the page they came from. We set no cookie for this, store neither your IP address nor your browser’s identification (user agent), take no device fingerprint and do not count unique visitors: nothing kept can be linked to you. If your browser sends a Do Not Track or Global Privacy Control signal, your visit is not counted at all; nor are visits by automated programs (bots). These daily totals are kept for ${facts.insightsRetention} and then deleted automatically.`}
      </p>

      <h2 id="recipients">Who receives your data</h2>
      <p>
        Only the lawyers and staff who handle your message. Messages are forwarded by email to our office address and to the lawyer or practice team you
        are writing to, and we send a confirmation to your email address. The service providers that run our website and email for us process data on our
        instructions and use it for no other purpose. We do not sell your data or share it for marketing.
      </p>

      <h2 id="rights">Your rights</h2>
      <p>As a personal data subject you have the right (Chapter IV of the PDP Law) to:</p>
      <ul>
        <li>be informed about how your data is processed, and obtain a copy of it;</li>
        <li>have inaccurate data corrected;</li>
        <li>have your data deleted, and withdraw your consent;</li>
        <li>object to the processing.</li>
      </ul>

      <h2 id="contact">How to ask for deletion</h2>
      <p>
        Send your request to {facts.email} with the subject &ldquo;Personal data request&rdquo;, from the email address you used when you wrote to us. We delete every message that contains that email address and confirm the deletion within 3 × 24 hours of receiving your request.
      </p>
      <p className="privacy-updated">
        This notice may be updated; the version in force is always the one on this page. It is a translation: where the two differ, the{' '}
        <a href={SITE_PATHS.privacy} hrefLang="id" lang="id">
          Kebijakan Privasi
        </a>{' '}
        in Indonesian prevails.
      </p>
    </>
  )
}
