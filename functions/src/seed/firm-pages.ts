/**
 * The demo firm's page copy (Halaman): Beranda, Tentang Kami, Karier and Kontak, as
 * staff would write it in the dashboard. The seed writes it on an empty store; after that the
 * pages are edited at /dashboard/pages/{page}.
 */
import type { CopyPageId, PageData, PageId } from '../../../shared/collections/pages'
import { ENGLISH_PAGES, type EnglishPage } from './english/pages'
import { suffixed, type Suffixed } from './english/suffixed'
import { COLLECTION_PATHS, SITE_PATHS } from '../../../shared/urls'

type IndonesianPage<P extends PageId> = Omit<PageData<P>, keyof Suffixed<EnglishPage<P>>>

const INDONESIAN_PAGES: { [P in CopyPageId]: IndonesianPage<P> } = {
  home: {
    heroHeading: 'Nasihat hukum yang jelas untuk keputusan bisnis yang penting',
    heroLead:
      'Adiwarsa Lubis & Rekan mendampingi perusahaan nasional dan multinasional di bidang korporasi, pasar modal, perbankan, ketenagakerjaan, dan penyelesaian sengketa.',
    // Drawn by the seed (images.ts, heroSvg) and set in index.ts once stored.
    heroImage: null,
    heroImageAlt: 'Foto ilustrasi menara kaca dilihat dari bawah saat senja, dalam warna biru tua dan emas',
    primaryLabel: 'Jadwalkan konsultasi',
    primaryPath: SITE_PATHS.contact,
    secondaryLabel: 'Lihat bidang praktik',
    secondaryPath: COLLECTION_PATHS.practiceAreas,
    figure1Value: '20+',
    figure1Label: 'tahun berpraktik',
    figure2Value: '40+',
    figure2Label: 'profesional hukum',
    // Counted from the published practice areas whenever the page is shown: it never goes stale.
    figure3Value: '',
    figure3Label: 'bidang praktik',
    figure3Count: 'practiceAreas',
    figure4Value: '350+',
    figure4Label: 'transaksi dan perkara',
  },
  about: {
    aboutIntro:
      'Sejak 2004, Adiwarsa Lubis & Rekan mendampingi klien dalam keputusan yang paling penting bagi usaha mereka. Kami menggabungkan pemahaman mendalam atas hukum Indonesia dengan cara kerja yang lugas, tepat waktu, dan berorientasi pada solusi.',
    aboutBody: [
      'Kantor kami didirikan oleh Hendra Adiwarsa dan Rina Lubis dengan keyakinan bahwa nasihat hukum yang baik harus dapat langsung dipakai untuk mengambil keputusan. Dari tiga advokat di sebuah ruang kecil di Kuningan, kami tumbuh menjadi tim lebih dari empat puluh profesional hukum yang melayani klien di seluruh Indonesia.',
      'Klien kami meliputi perusahaan terbuka, lembaga keuangan, perusahaan rintisan teknologi, investor asing, badan usaha milik negara, dan keluarga pengusaha. Kami terbiasa bekerja bersama penasihat internal klien dan kantor hukum mitra di Singapura, Tokyo, Sydney, dan Amsterdam untuk transaksi lintas negara.',
      'Setiap perkara ditangani oleh tim kecil yang dipimpin langsung oleh partner. Dengan begitu klien selalu tahu siapa yang bertanggung jawab, dan keputusan penting tidak tertahan di lapisan birokrasi.',
    ]
      .map((text) => `<p>${text}</p>`)
      .join(''),
    value1Title: 'Integritas',
    value1Text: 'Kami memberi nasihat yang jujur, termasuk ketika jawabannya bukan yang ingin didengar klien.',
    value2Title: 'Ketepatan',
    value2Text: 'Setiap pendapat hukum diteliti dengan cermat dan disampaikan dalam bahasa yang jelas.',
    value3Title: 'Kecepatan',
    value3Text: 'Kami memahami ritme bisnis dan menjaga tenggat yang telah disepakati.',
    value4Title: 'Kerahasiaan',
    value4Text: 'Informasi klien dijaga dengan standar kerahasiaan profesi advokat dan keamanan data yang ketat.',
    value5Title: '',
    value5Text: '',
    value6Title: '',
    value6Text: '',
  },
  career: {
    careerIntro:
      'Kami mencari orang-orang yang teliti, ingin terus belajar, dan senang bekerja dalam tim. Di Adiwarsa Lubis & Rekan, associate baru langsung terlibat dalam perkara nyata dengan bimbingan partner.',
    careerBody: [
      '<h2>Yang kami tawarkan</h2>',
      '<ul>',
      ...[
        'Program pelatihan terstruktur dan pendampingan oleh partner',
        'Dukungan biaya Pendidikan Khusus Profesi Advokat (PKPA) dan ujian advokat',
        'Asuransi kesehatan untuk karyawan dan keluarga',
        'Jam kerja fleksibel dan kesempatan bekerja dari rumah',
        'Kesempatan penugasan di kantor hukum mitra di luar negeri',
      ].map((item) => `<li><p>${item}</p></li>`),
      '</ul>',
      '<h2>Cara melamar</h2>',
      '<ol>',
      ...[
        'Pilih lowongan di atas dan kirim lamaran melalui formulirnya, atau kirim lamaran terbuka bila belum ada posisi yang sesuai.',
        'Lampirkan CV dalam satu berkas PDF; surat lamaran boleh ditulis langsung di formulir.',
        'Kandidat yang memenuhi kualifikasi akan dihubungi dalam dua minggu untuk tes tertulis dan wawancara.',
      ].map((item) => `<li><p>${item}</p></li>`),
      '</ol>',
    ].join(''),
  },
  contact: {
    contactIntro:
      'Ceritakan kebutuhan Anda melalui formulir, telepon, atau email. Kami membalas setiap pesan dalam satu hari kerja dan menjaga kerahasiaan informasi yang Anda sampaikan.',
  },
}

/** Each page in both languages: the English copy (english/pages.ts) beside the Indonesian. */
export const DEMO_PAGES: { [P in CopyPageId]: PageData<P> } = {
  home: { ...INDONESIAN_PAGES.home, ...suffixed(ENGLISH_PAGES.home) },
  about: { ...INDONESIAN_PAGES.about, ...suffixed(ENGLISH_PAGES.about) },
  career: { ...INDONESIAN_PAGES.career, ...suffixed(ENGLISH_PAGES.career) },
  contact: { ...INDONESIAN_PAGES.contact, ...suffixed(ENGLISH_PAGES.contact) },
}
