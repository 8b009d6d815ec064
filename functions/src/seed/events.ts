/**
 * The demo firm's events (Acara, docs/decisions/0058-events.md): three past ones with their
 * recordings, four to come, each tied to the demo's practice areas, attorneys and regulations.
 * Dates are days from the seed's clock at a WIB hour, so the upcoming ones stay upcoming on a
 * fresh store whenever it is seeded. Join links are placeholders of the platform's form; the
 * recordings point at the firm's own (demo) video site.
 */
import type { EventKind, EventLanguage, EventMode } from '../../../shared/collections/events'
import type { DataOf } from '../backends/ports'

const DAY_MS = 86_400_000
const WIB_MS = 7 * 3_600_000

/** The instant `days` from `now`'s WIB day at `hour`:`minute` WIB. */
export function wibAt(now: Date, days: number, hour: number, minute = 0): string {
  const wibMidnight = Math.floor((now.getTime() + WIB_MS) / DAY_MS) * DAY_MS - WIB_MS
  return new Date(wibMidnight + days * DAY_MS + (hour * 60 + minute) * 60_000).toISOString()
}

const JAKARTA_VENUE = { venue: 'Ruang Serbaguna Adiwarsa Lubis & Rekan, Menara Adiwarsa Lantai 18', address: 'Jl. Jenderal Sudirman Kav. 71, Jakarta Selatan 12190', mapUrl: 'https://www.google.com/maps/search/?api=1&query=-6.2268,106.8088' }
const SURABAYA_VENUE = { venue: 'Gedung Graha Pena, Lantai 9', address: 'Jl. Ahmad Yani No. 88, Surabaya 60234', mapUrl: 'https://www.google.com/maps/search/?api=1&query=-7.3215,112.7336' }

interface DemoEvent {
  slug: string
  kind: EventKind
  mode: EventMode
  language: EventLanguage
  /** Days from the seed's clock, the WIB hour it starts and how many hours it lasts. */
  day: number
  hour: number
  hours: number
  title: string
  titleEn: string
  description: string
  descriptionEn: string
  platform?: string
  venue?: { venue: string; address: string; mapUrl: string }
  speakers: string[]
  guests?: string[]
  areas: string[]
  regulations: string[]
  capacity?: number
  /** Registration closes this many hours before the start (else at the start). */
  closesHoursBefore?: number
  /** Past: its recording is on the firm's video site. */
  recording?: true
}

const p = (...paragraphs: string[]) => paragraphs.map((text) => `<p>${text}</p>`).join('')

export const DEMO_EVENTS: DemoEvent[] = [
  {
    slug: 'webinar-uu-pdp-kesiapan-korporasi',
    kind: 'webinar',
    mode: 'online',
    language: 'id',
    day: -62,
    hour: 14,
    hours: 2,
    title: 'UU PDP Berlaku Penuh: Kesiapan Korporasi Menghadapi Sanksi Administratif',
    titleEn: 'The PDP Law in Full Force: Are Companies Ready for Administrative Sanctions?',
    description: p(
      'Sejak masa transisi UU No. 27 Tahun 2022 tentang Pelindungan Data Pribadi berakhir, pengendali data menanggung kewajiban penuh: dasar pemrosesan yang sah, penilaian dampak, pemberitahuan kegagalan pelindungan dalam 3 x 24 jam, dan sanksi administratif hingga dua persen dari pendapatan tahunan.',
      'Webinar ini membahas langkah kepatuhan yang paling sering tertinggal di perusahaan Indonesia, dengan contoh dari audit yang kami dampingi, dan menjawab pertanyaan peserta tentang transfer data ke luar negeri.',
    ),
    descriptionEn: p(
      'Since the transition period of Law No. 27 of 2022 on Personal Data Protection ended, controllers carry its obligations in full: a lawful basis for processing, impact assessments, notice of a protection failure within 3 x 24 hours, and administrative fines of up to two percent of annual revenue.',
      'This webinar covers the compliance steps Indonesian companies most often miss, with examples from audits we have supported, and answers participants’ questions on cross-border transfers.',
    ),
    platform: 'Zoom',
    speakers: ['i-gede-wira-pratama', 'bambang-adiwarsa'],
    areas: ['korporasi-dan-komersial', 'hak-kekayaan-intelektual'],
    regulations: ['uu-27-2022'],
    capacity: 500,
    recording: true,
  },
  {
    slug: 'seminar-arbitrase-perma-3-2023',
    kind: 'seminar',
    mode: 'inPerson',
    language: 'id',
    day: -27,
    hour: 9,
    hours: 3,
    title: 'Seminar Arbitrase: Pelaksanaan dan Pembatalan Putusan Setelah Perma 3/2023',
    titleEn: 'Arbitration Seminar: Enforcing and Annulling Awards after Supreme Court Regulation 3/2023',
    description: p(
      'Perma No. 3 Tahun 2023 mengubah cara pengadilan menunjuk arbiter, memeriksa hak ingkar, serta memeriksa permohonan pelaksanaan dan pembatalan putusan arbitrase. Seminar ini memetakan perubahan itu terhadap UU No. 30 Tahun 1999 dan praktik di pengadilan negeri.',
      'Para pembicara berbagi pengalaman perkara, termasuk tenggat yang kerap terlewat dan dokumen yang diminta panitera, lalu berdiskusi dengan peserta dari bagian hukum perusahaan.',
    ),
    descriptionEn: p(
      'Supreme Court Regulation No. 3 of 2023 changes how courts appoint arbitrators, hear challenges, and examine applications to enforce and annul arbitral awards. This seminar maps those changes against Law No. 30 of 1999 and district court practice.',
      'The speakers share case experience, including deadlines often missed and the documents registrars ask for, followed by a discussion with in-house counsel.',
    ),
    venue: JAKARTA_VENUE,
    speakers: ['togar-hamonangan-lubis', 'yohanes-kristianto-wenas'],
    guests: ['Dr. Hendra Wijaya, S.H., M.H., Arbiter, Badan Arbitrase Nasional Indonesia'],
    areas: ['penyelesaian-sengketa-dan-litigasi'],
    regulations: ['perma-3-2023', 'uu-30-1999'],
    capacity: 80,
    recording: true,
  },
  {
    slug: 'workshop-pkwt-dan-phk-pp-35-2021',
    kind: 'workshop',
    mode: 'inPerson',
    language: 'id',
    day: -12,
    hour: 13,
    hours: 4,
    title: 'Workshop HR: Menyusun PKWT dan Menangani PHK Sesuai PP 35/2021',
    titleEn: 'HR Workshop: Drafting Fixed-Term Contracts and Handling Terminations under GR 35/2021',
    description: p(
      'Workshop praktis bagi tim SDM dan legal: menyusun perjanjian kerja waktu tertentu yang sah, menghitung kompensasi, dan menjalankan pemutusan hubungan kerja tanpa membuka risiko gugatan di pengadilan hubungan industrial.',
      'Peserta mengerjakan studi kasus dalam kelompok kecil dan membawa pulang daftar periksa yang kami gunakan sendiri.',
    ),
    descriptionEn: p(
      'A hands-on workshop for HR and legal teams: drafting valid fixed-term employment contracts, calculating compensation, and carrying out terminations without opening the door to claims before the industrial relations court.',
      'Participants work through case studies in small groups and take home the checklist we use ourselves.',
    ),
    venue: SURABAYA_VENUE,
    speakers: ['dewi-anggraini-sitompul', 'aditya-nugroho-wibisono'],
    areas: ['ketenagakerjaan'],
    regulations: ['pp-35-2021', 'uu-6-2023'],
    capacity: 40,
    recording: true,
  },
  {
    slug: 'webinar-pojk-22-2023-pelindungan-konsumen',
    kind: 'webinar',
    mode: 'online',
    language: 'id',
    day: 9,
    hour: 10,
    hours: 2,
    title: 'POJK 22/2023: Kewajiban Baru Pelindungan Konsumen bagi Pelaku Usaha Jasa Keuangan',
    titleEn: 'POJK 22/2023: New Consumer Protection Duties for Financial Services Providers',
    description: p(
      'POJK No. 22 Tahun 2023 memperluas kewajiban pelaku usaha jasa keuangan, dari keterbukaan informasi produk dan perilaku penagihan sampai penanganan pengaduan. Webinar ini menguraikan apa yang harus diubah dalam dokumen produk, prosedur penagihan, dan unit pengaduan.',
      'Cocok untuk tim kepatuhan, hukum, dan produk di bank, perusahaan pembiayaan, dan penyelenggara teknologi finansial.',
    ),
    descriptionEn: p(
      'OJK Regulation No. 22 of 2023 widens the duties of financial services providers, from product disclosure and collection conduct to complaint handling. This webinar sets out what must change in product documents, collection procedures and complaint units.',
      'For compliance, legal and product teams at banks, finance companies and fintech operators.',
    ),
    platform: 'Zoom',
    speakers: ['ni-luh-putu-ayu-saraswati', 'rizka-amalia-harahap'],
    areas: ['perbankan-dan-keuangan'],
    regulations: ['pojk-22-2023', 'uu-4-2023'],
    capacity: 300,
    closesHoursBefore: 2,
  },
  {
    slug: 'seminar-transaksi-material-dan-afiliasi',
    kind: 'seminar',
    mode: 'inPerson',
    language: 'both',
    day: 23,
    hour: 9,
    hours: 3,
    title: 'Seminar Pasar Modal: Transaksi Material dan Transaksi Afiliasi dalam Aksi Korporasi 2027',
    titleEn: 'Capital Markets Seminar: Material and Affiliated Transactions in 2027 Corporate Actions',
    description: p(
      'Akuisisi, divestasi, dan restrukturisasi grup kerap memicu kewajiban POJK 17/2020 dan POJK 42/2020: penilaian independen, keterbukaan informasi, dan persetujuan RUPS independen. Seminar ini membahas urutan langkah yang aman dan kesalahan yang kami lihat dalam aksi korporasi terakhir.',
      'Disampaikan dalam bahasa Indonesia dan Inggris, dengan sesi tanya jawab bagi sekretaris perusahaan dan penasihat investasi.',
    ),
    descriptionEn: p(
      'Acquisitions, divestments and group restructurings often trigger POJK 17/2020 and POJK 42/2020: independent valuations, disclosure, and approval by independent shareholders. This seminar covers a safe order of steps and the mistakes we have seen in recent corporate actions.',
      'Delivered in Indonesian and English, with a question session for corporate secretaries and investment advisers.',
    ),
    venue: JAKARTA_VENUE,
    speakers: ['cut-nadia-safira', 'rangga-permana-sudrajat', 'bambang-adiwarsa'],
    guests: ['Larasati Pranoto, Direktur Keuangan, PT Nusantara Infrastruktur Tbk'],
    areas: ['pasar-modal', 'korporasi-dan-komersial'],
    regulations: ['pojk-17-2020', 'pojk-42-2020', 'uu-8-1995'],
    capacity: 80,
    closesHoursBefore: 48,
  },
  {
    slug: 'briefing-klien-uu-hpp-grup-usaha',
    kind: 'briefing',
    mode: 'online',
    language: 'id',
    day: 37,
    hour: 15,
    hours: 1,
    title: 'Briefing Klien: UU HPP dan Penetapan Harga Transfer dalam Grup Usaha',
    titleEn: 'Client Briefing: The Tax Harmonisation Law and Transfer Pricing within Groups',
    description: p(
      'Briefing singkat bagi klien tentang pemeriksaan harga transfer yang meningkat sejak UU No. 7 Tahun 2021 tentang Harmonisasi Peraturan Perpajakan, dokumen yang perlu disiapkan grup usaha, dan pilihan penyelesaian sengketa pajak.',
      'Sesi tertutup satu jam dengan waktu tanya jawab; peserta dapat mengirim pertanyaan lebih dulu saat mendaftar.',
    ),
    descriptionEn: p(
      'A short briefing for clients on the transfer pricing audits that have grown since Law No. 7 of 2021 on Harmonisation of Tax Regulations, the documents a group should prepare, and the options for resolving tax disputes.',
      'A closed one-hour session with time for questions; participants may send questions in advance when registering.',
    ),
    platform: 'Microsoft Teams',
    speakers: ['meutia-rahmawati', 'rizka-amalia-harahap'],
    areas: ['pajak'],
    regulations: ['uu-7-2021'],
    capacity: 60,
  },
  {
    slug: 'webinar-plts-atap-dan-energi-terbarukan',
    kind: 'webinar',
    mode: 'online',
    language: 'en',
    day: 55,
    hour: 16,
    hours: 2,
    title: 'Webinar: PLTS Atap dan Percepatan Energi Terbarukan bagi Investor Asing',
    titleEn: 'Webinar: Rooftop Solar and Accelerated Renewables for Foreign Investors',
    description: p(
      'Perpres No. 112 Tahun 2022 dan Permen ESDM No. 2 Tahun 2024 membuka jalan bagi pembangkit energi terbarukan dan PLTS atap. Webinar berbahasa Inggris ini ditujukan bagi investor asing: struktur investasi, perizinan berusaha berbasis risiko, dan perjanjian jual beli listrik.',
      'Waktu dipilih agar peserta dari Eropa dapat mengikuti; halaman ini menampilkan jamnya dalam zona waktu Anda.',
    ),
    descriptionEn: p(
      'Presidential Regulation No. 112 of 2022 and MEMR Regulation No. 2 of 2024 open the way for renewable power plants and rooftop solar. This English-language webinar is for foreign investors: investment structures, risk-based business licensing, and power purchase agreements.',
      'Timed so participants in Europe can join; this page shows the time in your own time zone.',
    ),
    platform: 'Zoom',
    speakers: ['andi-muhammad-fadli', 'fransiskus-xaverius-seran'],
    areas: ['energi-dan-sumber-daya-alam'],
    regulations: ['perpres-112-2022', 'permen-2-2024', 'pp-5-2021'],
    capacity: 0,
  },
]

/** A placeholder join link of the platform's form, never shown on the site. */
function demoJoinUrl(platform: string | undefined, index: number): string {
  const number = String(81_200_000_000 + index * 7_919_113)
  return platform === 'Microsoft Teams' ? `https://teams.microsoft.com/l/meetup-join/demo-${number}` : `https://us02web.zoom.us/j/${number}`
}

/**
 * The demo events as documents, ids resolved: `areaId` and `profileId` by slug (throwing for an
 * unknown one, so a renamed demo person breaks the seed's test rather than dropping a speaker).
 */
export function demoEventDocuments(now: Date, refs: { areaId: (slug: string) => string; profileId: (slug: string) => string; regulationIds: ReadonlySet<string> }): { id: string; data: DataOf<'events'> }[] {
  return DEMO_EVENTS.map((event, index) => {
    const startsAt = wibAt(now, event.day, event.hour)
    const endsAt = wibAt(now, event.day, event.hour + event.hours)
    for (const id of event.regulations) if (!refs.regulationIds.has(id)) throw new Error(`no demo regulation ${id}`)
    const data: DataOf<'events'> = {
      title: event.title,
      titleEn: event.titleEn,
      slug: event.slug,
      kind: event.kind,
      startsAt,
      endsAt,
      mode: event.mode,
      platform: event.platform ?? '',
      joinUrl: event.mode === 'online' ? demoJoinUrl(event.platform, index) : '',
      venue: event.venue?.venue ?? '',
      address: event.venue?.address ?? '',
      mapUrl: event.venue?.mapUrl ?? '',
      speakerIds: event.speakers.map(refs.profileId),
      guestSpeakers: event.guests ?? [],
      practiceAreaIds: event.areas.map(refs.areaId),
      regulationIds: event.regulations,
      capacity: event.capacity ?? 0,
      registrationClosesAt: event.closesHoursBefore ? new Date(Date.parse(startsAt) - event.closesHoursBefore * 3_600_000).toISOString() : null,
      language: event.language,
      cover: null,
      coverAlt: '',
      coverAltEn: '',
      description: event.description,
      descriptionEn: event.descriptionEn,
      recordingUrl: event.recording ? `https://video.adiwarsalubis.co.id/${event.slug}` : '',
      slidesFile: null,
      // Announced three weeks before it starts, or three days ago for one that starts sooner.
      publishedAt: new Date(Math.min(Date.parse(startsAt) - 21 * DAY_MS, now.getTime() - 3 * DAY_MS)).toISOString(),
    } as DataOf<'events'>
    return { id: event.slug, data }
  })
}
