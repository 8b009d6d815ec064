import type { PracticeAreaData } from '../../../shared/schemas/types'

/** The firm's eight practice areas, in the order the site lists them. */
export const PRACTICE_AREAS: readonly Omit<PracticeAreaData, 'publishedAt'>[] = [
  {
    slug: 'korporasi-dan-komersial',
    name: 'Korporasi & Komersial',
    summary: 'Pendampingan hukum atas pendirian, restrukturisasi, merger, akuisisi, dan transaksi komersial sehari-hari.',
    description:
      '<p>Kami mendampingi investor asing dan domestik sejak tahap pendirian perusahaan, perizinan berusaha melalui OSS, hingga merger, akuisisi, dan usaha patungan. Tim kami menyusun dan menegosiasikan perjanjian komersial, melakukan uji tuntas hukum, serta menangani notifikasi penggabungan usaha kepada KPPU.</p>',
    cover: null,
  },
  {
    slug: 'pasar-modal',
    name: 'Pasar Modal',
    summary: 'Nasihat hukum untuk penawaran umum, emisi obligasi dan sukuk, serta kepatuhan emiten dan perusahaan publik.',
    description:
      '<p>Sebagai konsultan hukum pasar modal yang terdaftar di OJK, kami mewakili emiten, penjamin emisi, dan investor dalam penawaran umum perdana, penawaran umum terbatas, serta penerbitan obligasi dan sukuk. Kami juga memberikan nasihat mengenai keterbukaan informasi, transaksi afiliasi, transaksi material, dan pengambilalihan perusahaan terbuka.</p>',
    cover: null,
  },
  {
    slug: 'perbankan-dan-keuangan',
    name: 'Perbankan & Keuangan',
    summary: 'Pembiayaan korporasi, pembiayaan proyek, restrukturisasi utang, dan regulasi lembaga jasa keuangan.',
    description:
      '<p>Kami mewakili bank, lembaga pembiayaan, dan debitur dalam pinjaman bilateral maupun sindikasi, pembiayaan proyek, serta restrukturisasi utang, termasuk melalui PKPU. Tim kami juga mendampingi perusahaan teknologi finansial dalam perizinan dan kepatuhan terhadap ketentuan OJK dan Bank Indonesia.</p>',
    cover: null,
  },
  {
    slug: 'ketenagakerjaan',
    name: 'Ketenagakerjaan',
    summary: 'Nasihat hubungan industrial, penyusunan peraturan perusahaan, dan penyelesaian perselisihan ketenagakerjaan.',
    description:
      '<p>Kami membantu pemberi kerja menyusun perjanjian kerja, peraturan perusahaan, dan perjanjian kerja bersama yang sejalan dengan UU Cipta Kerja beserta peraturan pelaksanaannya. Kami juga menangani program restrukturisasi tenaga kerja, pemutusan hubungan kerja, serta perkara di Pengadilan Hubungan Industrial.</p>',
    cover: null,
  },
  {
    slug: 'penyelesaian-sengketa-dan-litigasi',
    name: 'Penyelesaian Sengketa & Litigasi',
    summary: 'Mewakili klien dalam perkara perdata, niaga, arbitrase, dan pidana korporasi di seluruh Indonesia.',
    description:
      '<p>Tim litigasi kami menangani perkara di pengadilan negeri, pengadilan niaga, dan Mahkamah Agung, serta arbitrase di BANI maupun forum internasional seperti SIAC dan ICC. Kami juga mendampingi korporasi dan direksinya dalam pemeriksaan dugaan tindak pidana, termasuk persiapan menghadapi KUHP baru.</p>',
    cover: null,
  },
  {
    slug: 'hak-kekayaan-intelektual',
    name: 'Hak Kekayaan Intelektual',
    summary: 'Perlindungan merek, paten, hak cipta, dan data pribadi, dari pendaftaran hingga penegakan hukum.',
    description:
      '<p>Kami mengelola portofolio merek, paten, desain industri, dan hak cipta klien di Direktorat Jenderal Kekayaan Intelektual, serta menangani keberatan, pembatalan, dan gugatan pelanggaran di Pengadilan Niaga. Kami juga mendampingi perusahaan teknologi dalam lisensi, perlindungan data pribadi, dan kepatuhan terhadap UU PDP.</p>',
    cover: null,
  },
  {
    slug: 'energi-dan-sumber-daya-alam',
    name: 'Energi & Sumber Daya Alam',
    summary: 'Pendampingan proyek pertambangan, minyak dan gas, ketenagalistrikan, serta energi terbarukan.',
    description:
      '<p>Kami memberikan nasihat atas perizinan pertambangan, perjanjian jual beli tenaga listrik, dan pengembangan proyek energi terbarukan, termasuk pembangkit listrik tenaga surya dan panas bumi. Pengalaman kami mencakup uji tuntas aset, struktur pembiayaan proyek, serta hubungan dengan Kementerian ESDM dan PT PLN (Persero).</p>',
    cover: null,
  },
  {
    slug: 'pajak',
    name: 'Pajak',
    summary: 'Perencanaan pajak transaksi, kepatuhan perpajakan, serta pendampingan pemeriksaan dan sengketa pajak.',
    description:
      '<p>Kami membantu klien memahami akibat pajak dari setiap transaksi, mulai dari restrukturisasi grup, transfer pricing, hingga penerapan pajak minimum global. Kuasa hukum kami berpengalaman mendampingi pemeriksaan, keberatan, banding di Pengadilan Pajak, dan peninjauan kembali di Mahkamah Agung.</p>',
    cover: null,
  },
]

export type PracticeAreaSlug =
  | 'korporasi-dan-komersial'
  | 'pasar-modal'
  | 'perbankan-dan-keuangan'
  | 'ketenagakerjaan'
  | 'penyelesaian-sengketa-dan-litigasi'
  | 'hak-kekayaan-intelektual'
  | 'energi-dan-sumber-daya-alam'
  | 'pajak'
