import type { ProfileKind } from '../../../shared/schemas/types'
import type { PracticeAreaSlug } from './firm-practice-areas'

export const FIRM_NAME = 'Adiwarsa Lubis & Rekan'
export const FIRM_DOMAIN = 'adiwarsalubis.co.id'
export const FIRM_ADDRESS = 'Menara Cempaka Lt. 21, Jl. Jend. Sudirman Kav. 48, Jakarta 12930'
export const FIRM_PHONE = '+62 21 5091 2800'

/** A person before ids exist: practice areas are named by slug and resolved when seeding. */
export interface PersonSpec {
  slug: string
  name: string
  position: string
  kind: ProfileKind
  email: string
  /** Direct-line extension of the office number. */
  extension: number
  bio: string
  education: string[]
  barAdmissions: string[]
  languages: string[]
  areas: PracticeAreaSlug[]
  /** LinkedIn handle, or null for staff without a public profile. */
  linkedin: string | null
}

const PERADI = 'Perhimpunan Advokat Indonesia (PERADI)'
const HKHPM = 'Himpunan Konsultan Hukum Pasar Modal (HKHPM), terdaftar di OJK'
const AKPI = 'Asosiasi Kurator dan Pengurus Indonesia (AKPI)'
const KUASA_PAJAK = 'Kuasa Hukum Pengadilan Pajak'
const KONSULTAN_KI = 'Konsultan Kekayaan Intelektual terdaftar di DJKI'

/**
 * The firm's people, most senior first: this order is also the `attorneys` ordering.
 * Names come from across the archipelago (Javanese, Batak, Balinese, Bugis, Acehnese,
 * Minahasan, Sundanese, Timorese, Moluccan) as a Jakarta firm's roster would.
 */
export const PEOPLE: readonly PersonSpec[] = [
  {
    slug: 'bambang-adiwarsa',
    name: 'Bambang Adiwarsa',
    position: 'Managing Partner',
    kind: 'attorney',
    email: 'bambang.adiwarsa',
    extension: 11,
    bio: 'Bambang Adiwarsa mendirikan Adiwarsa Lubis & Rekan pada 2004 dan memimpin firma sebagai Managing Partner. Ia berpengalaman lebih dari 25 tahun menangani penanaman modal asing, merger dan akuisisi, serta penawaran umum di Bursa Efek Indonesia.\n\nKlien mengandalkannya untuk transaksi lintas negara yang kompleks, terutama di sektor energi, manufaktur, dan infrastruktur. Ia kerap menjadi pembicara dalam forum investasi dan aktif membina advokat muda di lingkungan firma.',
    education: ['Sarjana Hukum, Universitas Gadjah Mada (1996)', 'LL.M., Leiden University (2000)'],
    barAdmissions: [PERADI, HKHPM],
    languages: ['Indonesia', 'Inggris', 'Belanda'],
    areas: ['korporasi-dan-komersial', 'pasar-modal', 'energi-dan-sumber-daya-alam'],
    linkedin: 'bambang-adiwarsa',
  },
  {
    slug: 'togar-hamonangan-lubis',
    name: 'Togar Hamonangan Lubis',
    position: 'Senior Partner',
    kind: 'attorney',
    email: 'togar.lubis',
    extension: 12,
    bio: 'Togar Hamonangan Lubis adalah salah satu pendiri firma dan memimpin praktik penyelesaian sengketa. Ia telah beracara di pengadilan niaga, Pengadilan Hubungan Industrial, dan Mahkamah Agung, serta mewakili klien dalam arbitrase BANI dan SIAC.\n\nSebelum mendirikan firma, ia berkarier selama delapan tahun di sebuah kantor hukum litigasi terkemuka di Medan dan Jakarta. Ia dikenal tenang di ruang sidang dan tajam dalam menyusun strategi perkara.',
    education: ['Sarjana Hukum, Universitas Sumatera Utara (1995)', 'Magister Hukum, Universitas Indonesia (2001)'],
    barAdmissions: [PERADI, AKPI],
    languages: ['Indonesia', 'Inggris'],
    areas: ['penyelesaian-sengketa-dan-litigasi', 'ketenagakerjaan'],
    linkedin: 'togar-lubis',
  },
  {
    slug: 'ni-luh-putu-ayu-saraswati',
    name: 'Ni Luh Putu Ayu Saraswati',
    position: 'Partner',
    kind: 'attorney',
    email: 'ayu.saraswati',
    extension: 13,
    bio: 'Ayu Saraswati memimpin praktik perbankan dan keuangan. Ia mewakili bank nasional, lembaga keuangan internasional, dan debitur dalam pinjaman sindikasi, pembiayaan proyek, serta restrukturisasi utang bernilai besar.\n\nIa juga mendampingi emiten dalam penerbitan obligasi dan sukuk, dan secara rutin memberi nasihat kepada perusahaan teknologi finansial mengenai perizinan dan kepatuhan terhadap ketentuan OJK.',
    education: ['Sarjana Hukum, Universitas Udayana (2003)', 'LL.M., University of Melbourne (2008)'],
    barAdmissions: [PERADI, HKHPM],
    languages: ['Indonesia', 'Inggris', 'Bali'],
    areas: ['perbankan-dan-keuangan', 'pasar-modal'],
    linkedin: 'ayu-saraswati',
  },
  {
    slug: 'andi-muhammad-fadli',
    name: 'Andi Muhammad Fadli',
    position: 'Partner',
    kind: 'attorney',
    email: 'andi.fadli',
    extension: 14,
    bio: 'Andi Muhammad Fadli memimpin praktik energi dan sumber daya alam. Ia mendampingi pengembang, investor, dan pemberi pinjaman dalam proyek pertambangan nikel, pembangkit listrik, serta energi terbarukan di Sulawesi, Kalimantan, dan Nusa Tenggara.\n\nPengalamannya mencakup perjanjian jual beli tenaga listrik dengan PT PLN (Persero), akuisisi konsesi tambang, dan struktur usaha patungan dengan mitra asing.',
    education: ['Sarjana Hukum, Universitas Hasanuddin (2002)', 'LL.M., National University of Singapore (2007)'],
    barAdmissions: [PERADI],
    languages: ['Indonesia', 'Inggris', 'Bugis'],
    areas: ['energi-dan-sumber-daya-alam', 'korporasi-dan-komersial'],
    linkedin: 'andi-fadli',
  },
  {
    slug: 'meutia-rahmawati',
    name: 'Meutia Rahmawati',
    position: 'Partner',
    kind: 'attorney',
    email: 'meutia.rahmawati',
    extension: 15,
    bio: 'Meutia Rahmawati memimpin praktik pajak. Ia membantu grup usaha merancang struktur transaksi yang efisien secara pajak, menangani transfer pricing, dan mendampingi klien dalam pemeriksaan, keberatan, serta banding di Pengadilan Pajak.\n\nSebelum bergabung dengan firma pada 2014, ia bekerja di divisi pajak sebuah kantor akuntan publik internasional. Ia juga mengajar hukum pajak sebagai dosen tamu di beberapa universitas.',
    education: ['Sarjana Hukum, Universitas Syiah Kuala (2004)', 'Magister Hukum, Universitas Indonesia (2009)'],
    barAdmissions: [PERADI, KUASA_PAJAK],
    languages: ['Indonesia', 'Inggris', 'Aceh'],
    areas: ['pajak', 'korporasi-dan-komersial'],
    linkedin: 'meutia-rahmawati',
  },
  {
    slug: 'yohanes-kristianto-wenas',
    name: 'Yohanes Kristianto Wenas',
    position: 'Partner',
    kind: 'attorney',
    email: 'yohanes.wenas',
    extension: 16,
    bio: 'Yohanes Kristianto Wenas menangani sengketa komersial dan perkara kekayaan intelektual. Ia mewakili pemilik merek terkenal dalam gugatan pembatalan dan pelanggaran merek di Pengadilan Niaga, serta perusahaan multinasional dalam arbitrase.\n\nIa juga memberi nasihat mengenai strategi penegakan hak di pasar daring dan kerja sama dengan aparat penegak hukum untuk menindak barang palsu.',
    education: ['Sarjana Hukum, Universitas Sam Ratulangi (2005)', 'LL.M., University of Washington (2010)'],
    barAdmissions: [PERADI, KONSULTAN_KI],
    languages: ['Indonesia', 'Inggris'],
    areas: ['penyelesaian-sengketa-dan-litigasi', 'hak-kekayaan-intelektual'],
    linkedin: 'yohanes-wenas',
  },
  {
    slug: 'dewi-anggraini-sitompul',
    name: 'Dewi Anggraini Sitompul',
    position: 'Senior Associate',
    kind: 'attorney',
    email: 'dewi.sitompul',
    extension: 21,
    bio: 'Dewi Anggraini Sitompul menangani perkara ketenagakerjaan dan sengketa perdata. Ia mendampingi pemberi kerja dalam restrukturisasi tenaga kerja, penyusunan peraturan perusahaan, dan perundingan perjanjian kerja bersama dengan serikat pekerja.\n\nIa juga berpengalaman beracara di Pengadilan Hubungan Industrial dan menangani pemeriksaan oleh pengawas ketenagakerjaan.',
    education: ['Sarjana Hukum, Universitas Katolik Parahyangan (2011)', 'Magister Hukum, Universitas Gadjah Mada (2016)'],
    barAdmissions: [PERADI],
    languages: ['Indonesia', 'Inggris'],
    areas: ['ketenagakerjaan', 'penyelesaian-sengketa-dan-litigasi'],
    linkedin: 'dewi-sitompul',
  },
  {
    slug: 'i-gede-wira-pratama',
    name: 'I Gede Wira Pratama',
    position: 'Senior Associate',
    kind: 'attorney',
    email: 'gede.pratama',
    extension: 22,
    bio: 'I Gede Wira Pratama berfokus pada kekayaan intelektual, teknologi, dan perlindungan data pribadi. Ia membantu perusahaan rintisan dan grup multinasional menyusun perjanjian lisensi, kebijakan privasi, serta program kepatuhan UU PDP.\n\nIa juga terlibat dalam uji tuntas aset kekayaan intelektual dalam transaksi akuisisi perusahaan teknologi.',
    education: ['Sarjana Hukum, Universitas Indonesia (2012)', 'LL.M., King\u2019s College London (2017)'],
    barAdmissions: [PERADI, KONSULTAN_KI],
    languages: ['Indonesia', 'Inggris', 'Jepang'],
    areas: ['hak-kekayaan-intelektual', 'korporasi-dan-komersial'],
    linkedin: 'gede-wira-pratama',
  },
  {
    slug: 'rizka-amalia-harahap',
    name: 'Rizka Amalia Harahap',
    position: 'Senior Associate',
    kind: 'attorney',
    email: 'rizka.harahap',
    extension: 23,
    bio: 'Rizka Amalia Harahap menangani pembiayaan korporasi dan aspek pajak atas transaksi keuangan. Ia terlibat dalam penyusunan dokumen pinjaman sindikasi, jaminan fidusia, dan hak tanggungan untuk bank nasional maupun asing.\n\nIa juga membantu klien menilai akibat pajak atas restrukturisasi utang dan pembayaran bunga lintas negara.',
    education: ['Sarjana Hukum, Universitas Padjadjaran (2013)', 'LL.M., Erasmus University Rotterdam (2018)'],
    barAdmissions: [PERADI, KUASA_PAJAK],
    languages: ['Indonesia', 'Inggris', 'Belanda'],
    areas: ['perbankan-dan-keuangan', 'pajak'],
    linkedin: 'rizka-harahap',
  },
  {
    slug: 'fransiskus-xaverius-seran',
    name: 'Fransiskus Xaverius Seran',
    position: 'Associate',
    kind: 'attorney',
    email: 'fransiskus.seran',
    extension: 31,
    bio: 'Fransiskus Xaverius Seran adalah associate dalam praktik energi dan penyelesaian sengketa. Ia membantu menyiapkan uji tuntas perizinan tambang dan pembangkit listrik, serta menyusun memori dan bukti dalam perkara perdata.\n\nSebelum bergabung dengan firma, ia bekerja sebagai peneliti pada lembaga kajian kebijakan energi di Kupang.',
    education: ['Sarjana Hukum, Universitas Nusa Cendana (2016)', 'Magister Hukum, Universitas Airlangga (2020)'],
    barAdmissions: [PERADI],
    languages: ['Indonesia', 'Inggris'],
    areas: ['energi-dan-sumber-daya-alam', 'penyelesaian-sengketa-dan-litigasi'],
    linkedin: 'fransiskus-seran',
  },
  {
    slug: 'cut-nadia-safira',
    name: 'Cut Nadia Safira',
    position: 'Associate',
    kind: 'attorney',
    email: 'nadia.safira',
    extension: 32,
    bio: 'Cut Nadia Safira adalah associate dalam praktik pasar modal dan perbankan. Ia terlibat dalam penawaran umum perdana saham, penerbitan obligasi berkelanjutan, dan pemenuhan kewajiban keterbukaan informasi emiten.\n\nIa menyusun pendapat dari segi hukum dan laporan uji tuntas yang menjadi bagian dari dokumen pernyataan pendaftaran kepada OJK.',
    education: ['Sarjana Hukum, Universitas Indonesia (2017)'],
    barAdmissions: [PERADI, HKHPM],
    languages: ['Indonesia', 'Inggris', 'Arab'],
    areas: ['pasar-modal', 'perbankan-dan-keuangan'],
    linkedin: 'cut-nadia-safira',
  },
  {
    slug: 'aditya-nugroho-wibisono',
    name: 'Aditya Nugroho Wibisono',
    position: 'Associate',
    kind: 'attorney',
    email: 'aditya.wibisono',
    extension: 33,
    bio: 'Aditya Nugroho Wibisono adalah associate dalam praktik ketenagakerjaan dan pajak. Ia membantu klien meninjau kepatuhan terhadap ketentuan upah, jaminan sosial, dan pemotongan PPh Pasal 21 atas penghasilan pegawai.\n\nIa juga menyiapkan kajian hukum untuk program pemutusan hubungan kerja dan pengalihan pekerja dalam transaksi akuisisi.',
    education: ['Sarjana Hukum, Universitas Diponegoro (2017)', 'Magister Kenotariatan, Universitas Diponegoro (2020)'],
    barAdmissions: [PERADI],
    languages: ['Indonesia', 'Inggris', 'Jawa'],
    areas: ['ketenagakerjaan', 'pajak'],
    linkedin: 'aditya-wibisono',
  },
  {
    slug: 'maria-magdalena-pattiasina',
    name: 'Maria Magdalena Pattiasina',
    position: 'Associate',
    kind: 'attorney',
    email: 'maria.pattiasina',
    extension: 34,
    bio: 'Maria Magdalena Pattiasina adalah associate dalam praktik kekayaan intelektual dan litigasi. Ia menangani pendaftaran dan keberatan merek, memantau pelanggaran di lokapasar daring, serta membantu menyusun gugatan di Pengadilan Niaga.\n\nIa aktif dalam kegiatan bantuan hukum pro bono bagi pelaku usaha mikro di Maluku dan Jakarta.',
    education: ['Sarjana Hukum, Universitas Pattimura (2018)', 'LL.M., University of Sydney (2022)'],
    barAdmissions: [PERADI],
    languages: ['Indonesia', 'Inggris'],
    areas: ['hak-kekayaan-intelektual', 'penyelesaian-sengketa-dan-litigasi'],
    linkedin: 'maria-pattiasina',
  },
  {
    slug: 'rangga-permana-sudrajat',
    name: 'Rangga Permana Sudrajat',
    position: 'Associate',
    kind: 'attorney',
    email: 'rangga.sudrajat',
    extension: 35,
    bio: 'Rangga Permana Sudrajat adalah associate dalam praktik korporasi dan pasar modal. Ia membantu klien dalam pendirian perusahaan penanaman modal asing, perizinan berusaha melalui OSS, dan pelaksanaan aksi korporasi.\n\nIa juga terlibat dalam uji tuntas hukum untuk akuisisi dan penawaran umum, serta dalam penyiapan notifikasi merger kepada KPPU.',
    education: ['Sarjana Hukum, Universitas Padjadjaran (2019)'],
    barAdmissions: [PERADI],
    languages: ['Indonesia', 'Inggris', 'Sunda'],
    areas: ['korporasi-dan-komersial', 'pasar-modal'],
    linkedin: 'rangga-sudrajat',
  },
  {
    slug: 'sri-wahyuni-lestari',
    name: 'Sri Wahyuni Lestari',
    position: 'Manajer Kantor',
    kind: 'staff',
    email: 'sri.lestari',
    extension: 40,
    bio: 'Sri Wahyuni Lestari mengelola operasional harian kantor, mulai dari keuangan dan penagihan hingga sumber daya manusia dan fasilitas. Ia bergabung dengan firma sejak 2006.\n\nIa memastikan setiap tim memiliki dukungan administrasi yang mereka butuhkan untuk melayani klien tepat waktu.',
    education: ['Sarjana Ekonomi, Universitas Negeri Yogyakarta (2003)'],
    barAdmissions: [],
    languages: ['Indonesia', 'Inggris'],
    areas: [],
    linkedin: null,
  },
  {
    slug: 'yusuf-maulana-tanjung',
    name: 'Yusuf Maulana Tanjung',
    position: 'Paralegal',
    kind: 'staff',
    email: 'yusuf.tanjung',
    extension: 41,
    bio: 'Yusuf Maulana Tanjung mendukung tim litigasi dan korporasi dalam pengurusan dokumen di pengadilan, kementerian, dan sistem OSS. Ia juga menyiapkan berkas uji tuntas dan memantau jadwal sidang.\n\nIa dikenal teliti dan memahami seluk-beluk administrasi di berbagai instansi pemerintah.',
    education: ['Sarjana Hukum, Universitas Andalas (2019)'],
    barAdmissions: [],
    languages: ['Indonesia', 'Inggris', 'Minang'],
    areas: [],
    linkedin: 'yusuf-tanjung',
  },
  {
    slug: 'theresia-ratna-kumalasari',
    name: 'Theresia Ratna Kumalasari',
    position: 'Pustakawan Hukum',
    kind: 'staff',
    email: 'theresia.kumalasari',
    extension: 42,
    bio: 'Theresia Ratna Kumalasari mengelola perpustakaan dan basis data peraturan firma. Setiap pagi ia menyusun ringkasan peraturan dan putusan terbaru untuk seluruh tim.\n\nIa juga membantu para advokat menelusuri sejarah peraturan dan yurisprudensi untuk keperluan kajian hukum.',
    education: ['Sarjana Ilmu Perpustakaan, Universitas Indonesia (2010)'],
    barAdmissions: [],
    languages: ['Indonesia', 'Inggris'],
    areas: [],
    linkedin: null,
  },
]

export function personEmail(person: PersonSpec): string {
  return `${person.email}@${FIRM_DOMAIN}`
}

/** A person's direct line, kept in E.164 as every number of the site: `+622150912811`. */
export function personPhone(person: PersonSpec): string {
  return `${FIRM_PHONE.slice(0, -2)}${String(person.extension).padStart(2, '0')}`.replace(/ /g, '')
}

export function linkedinUrl(person: PersonSpec): string {
  return person.linkedin ? `https://www.linkedin.com/in/${person.linkedin}` : ''
}

/** Up to two initials for monograms: the first and last name, skipping Balinese and Acehnese titles. */
export function initialsOf(name: string): string {
  const honorifics = new Set(['ni', 'luh', 'putu', 'i', 'gede', 'cut', 'andi'])
  const words = name.split(/\s+/).filter(Boolean)
  const meaningful = words.filter((word) => !honorifics.has(word.toLowerCase()))
  const chosen = meaningful.length > 0 ? meaningful : words
  const first = chosen[0]?.[0] ?? ''
  const last = chosen.length > 1 ? (chosen[chosen.length - 1]?.[0] ?? '') : ''
  return (first + last).toUpperCase()
}
