/**
 * The site's navigation and the static pages' copy. The firm's own facts (name, offices, phone
 * numbers, emails, opening hours, social links, disclaimer) are content: the site settings and
 * offices, edited in the dashboard (Pengaturan Situs) and read through content/site.ts.
 */
export const NAV_LINKS = [
  { href: '/', label: 'Beranda' },
  { href: '/about', label: 'Tentang Kami' },
  { href: '/practice-area', label: 'Bidang Praktik' },
  { href: '/attorneys', label: 'Advokat' },
  { href: '/blogs', label: 'Blog' },
  { href: '/publications', label: 'Publikasi' },
  { href: '/career', label: 'Karier' },
  { href: '/contact-us', label: 'Kontak' },
] as const

export const ABOUT = {
  intro:
    'Sejak 2004, Adiwarsa Lubis & Rekan mendampingi klien dalam keputusan yang paling penting bagi usaha mereka. Kami menggabungkan pemahaman mendalam atas hukum Indonesia dengan cara kerja yang lugas, tepat waktu, dan berorientasi pada solusi.',
  paragraphs: [
    'Kantor kami didirikan oleh Hendra Adiwarsa dan Rina Lubis dengan keyakinan bahwa nasihat hukum yang baik harus dapat langsung dipakai untuk mengambil keputusan. Dari tiga advokat di sebuah ruang kecil di Kuningan, kami tumbuh menjadi tim lebih dari empat puluh profesional hukum yang melayani klien di seluruh Indonesia.',
    'Klien kami meliputi perusahaan terbuka, lembaga keuangan, perusahaan rintisan teknologi, investor asing, badan usaha milik negara, dan keluarga pengusaha. Kami terbiasa bekerja bersama penasihat internal klien dan kantor hukum mitra di Singapura, Tokyo, Sydney, dan Amsterdam untuk transaksi lintas negara.',
    'Setiap perkara ditangani oleh tim kecil yang dipimpin langsung oleh partner. Dengan begitu klien selalu tahu siapa yang bertanggung jawab, dan keputusan penting tidak tertahan di lapisan birokrasi.',
  ],
  values: [
    { title: 'Integritas', text: 'Kami memberi nasihat yang jujur, termasuk ketika jawabannya bukan yang ingin didengar klien.' },
    { title: 'Ketepatan', text: 'Setiap pendapat hukum diteliti dengan cermat dan disampaikan dalam bahasa yang jelas.' },
    { title: 'Kecepatan', text: 'Kami memahami ritme bisnis dan menjaga tenggat yang telah disepakati.' },
    { title: 'Kerahasiaan', text: 'Informasi klien dijaga dengan standar kerahasiaan profesi advokat dan keamanan data yang ketat.' },
  ],
  facts: [
    { value: '20+', label: 'tahun berpraktik' },
    { value: '40+', label: 'profesional hukum' },
    { value: '8', label: 'bidang praktik' },
    { value: '350+', label: 'transaksi dan perkara' },
  ],
} as const

export const CAREER = {
  intro:
    'Kami mencari orang-orang yang teliti, ingin terus belajar, dan senang bekerja dalam tim. Di Adiwarsa Lubis & Rekan, associate baru langsung terlibat dalam perkara nyata dengan bimbingan partner.',
  benefits: [
    'Program pelatihan terstruktur dan pendampingan oleh partner',
    'Dukungan biaya Pendidikan Khusus Profesi Advokat (PKPA) dan ujian advokat',
    'Asuransi kesehatan untuk karyawan dan keluarga',
    'Jam kerja fleksibel dan kesempatan bekerja dari rumah',
    'Kesempatan penugasan di kantor hukum mitra di luar negeri',
  ],
  openings: [
    {
      title: 'Associate – Korporasi & Komersial',
      type: 'Penuh waktu',
      location: 'Jakarta Selatan',
      requirements: [
        'Sarjana Hukum dari universitas terakreditasi, IPK minimal 3,25',
        'Pengalaman 2–4 tahun di kantor hukum di bidang korporasi atau M&A',
        'Mampu menyusun dan menegosiasikan perjanjian dalam bahasa Indonesia dan Inggris',
        'Memiliki izin praktik advokat menjadi nilai tambah',
      ],
    },
    {
      title: 'Senior Associate – Penyelesaian Sengketa',
      type: 'Penuh waktu',
      location: 'Jakarta Selatan',
      requirements: [
        'Advokat dengan pengalaman beracara minimal 5 tahun',
        'Pengalaman menangani perkara di Pengadilan Niaga atau arbitrase BANI/SIAC',
        'Kemampuan menulis argumen hukum yang kuat dan ringkas',
      ],
    },
    {
      title: 'Paralegal',
      type: 'Penuh waktu',
      location: 'Jakarta Selatan',
      requirements: [
        'Minimal D3/S1 Hukum',
        'Teliti dalam administrasi dokumen perusahaan dan perizinan (OSS)',
        'Terbiasa dengan Microsoft Office dan sistem manajemen dokumen',
      ],
    },
    {
      title: 'Magang Hukum (Program Semester)',
      type: 'Magang, 6 bulan',
      location: 'Jakarta Selatan',
      requirements: [
        'Mahasiswa hukum tingkat akhir atau lulusan baru',
        'Tertarik pada hukum bisnis dan siap bekerja penuh waktu selama program',
      ],
    },
  ],
  howToApply: [
    'Kirim surat lamaran, CV, dan transkrip nilai dalam satu berkas PDF ke karier@adiwarsalubis.co.id.',
    'Tulis posisi yang Anda lamar pada subjek email, misalnya “Associate – Korporasi & Komersial”.',
    'Kandidat yang memenuhi kualifikasi akan dihubungi dalam dua minggu untuk tes tertulis dan wawancara.',
  ],
} as const
