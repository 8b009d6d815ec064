/**
 * Paragraph banks per legal topic. A post takes an opener, a few body paragraphs, headings,
 * perhaps the list and the quote of its topic, in an order seeded by its slug, so posts on
 * the same topic read differently. Paragraphs may hold inline HTML (strong, em, a with https).
 */
import type { PracticeAreaSlug } from './firm-practice-areas'

export interface TopicBank {
  /** The subject as a noun phrase, used inside sentences ("hukum ketenagakerjaan"). */
  label: string
  /** The practice area whose attorneys write on the topic; null for firm news. */
  area: PracticeAreaSlug | null
  /** Where readers find the primary source; null for firm news. */
  source: { name: string; href: string } | null
  /** Opening sentences that set the context. */
  openers: string[]
  /** One h2 heading per body paragraph, same order: a section is titled by its first paragraph. */
  headings: string[]
  /** Body paragraphs. */
  paragraphs: string[]
  list: { heading: string; items: string[] }
  quote: string
}

export type TopicKey =
  | 'ketenagakerjaan'
  | 'pdp'
  | 'pasarModal'
  | 'fintech'
  | 'kuhp'
  | 'arbitrase'
  | 'pajak'
  | 'merger'
  | 'investasi'
  | 'energi'
  | 'hki'
  | 'kepailitan'
  | 'firma'

const JDIH_BPK = { name: 'JDIH BPK', href: 'https://peraturan.bpk.go.id' }

export const TOPICS: Record<TopicKey, TopicBank> = {
  ketenagakerjaan: {
    label: 'hukum ketenagakerjaan',
    area: 'ketenagakerjaan',
    source: { name: 'JDIH Kementerian Ketenagakerjaan', href: 'https://jdih.kemnaker.go.id' },
    openers: [
      'Sejak UU Cipta Kerja berlaku, pengaturan hubungan kerja di Indonesia terus bergerak, dari peraturan pemerintah pelaksananya hingga putusan Mahkamah Konstitusi.',
      'Putusan Mahkamah Konstitusi Nomor 168/PUU-XXI/2023 memerintahkan pembentuk undang-undang menyusun undang-undang ketenagakerjaan baru yang terpisah dari UU Cipta Kerja dalam waktu paling lama dua tahun.',
      'Bagi banyak perusahaan, biaya ketenagakerjaan adalah komponen terbesar kedua setelah bahan baku, sehingga setiap perubahan aturan langsung terasa di neraca.',
    ],
    headings: [
      'Batas waktu dan kompensasi PKWT',
      'Risiko PKWT yang cacat formal',
      'Alih daya setelah putusan Mahkamah Konstitusi',
      'Struktur dan skala upah',
      'Prosedur pemutusan hubungan kerja',
      'Jaminan Kehilangan Pekerjaan',
    ],
    paragraphs: [
      'PP 35/2021 membatasi jangka waktu <strong>perjanjian kerja waktu tertentu</strong> (PKWT) paling lama lima tahun, termasuk perpanjangannya. Saat PKWT berakhir, pemberi kerja wajib membayar uang kompensasi yang besarnya dihitung secara proporsional dengan masa kerja pekerja.',
      'PKWT yang tidak dibuat secara tertulis, tidak menggunakan bahasa Indonesia, atau dipakai untuk pekerjaan yang bersifat tetap berisiko beralih demi hukum menjadi perjanjian kerja waktu tidak tertentu. Karena itu, kami menyarankan peninjauan berkala atas seluruh templat perjanjian kerja.',
      'Dalam putusannya, Mahkamah Konstitusi menegaskan bahwa undang-undang perlu membatasi jenis pekerjaan yang dapat dialihdayakan. Selama undang-undang baru belum terbit, perusahaan sebaiknya memetakan fungsi yang diserahkan kepada perusahaan alih daya dan memastikan fungsi inti tetap dikerjakan oleh pekerja sendiri.',
      'Struktur dan skala upah wajib disusun dengan memperhatikan golongan, jabatan, masa kerja, pendidikan, dan kompetensi. Dokumen ini bukan sekadar formalitas: pengawas ketenagakerjaan kerap memintanya saat pemeriksaan, dan ketiadaannya melemahkan posisi perusahaan dalam perselisihan upah.',
      'Pemutusan hubungan kerja hanya dapat dilakukan dengan alasan yang diatur dalam undang-undang dan setelah melalui perundingan bipartit. Pemberitahuan tertulis kepada pekerja paling lambat 14 hari kerja sebelum PHK, serta dokumentasi setiap tahap perundingan, sangat menentukan hasil perkara di Pengadilan Hubungan Industrial.',
      'Program <em>Jaminan Kehilangan Pekerjaan</em> yang diselenggarakan BPJS Ketenagakerjaan memberikan manfaat uang tunai, akses informasi pasar kerja, dan pelatihan bagi pekerja yang terkena PHK. Manfaat itu hanya dapat diklaim bila kepesertaan dan iuran pekerja tertib, sehingga kepatuhan jaminan sosial menjadi bagian dari mitigasi risiko.',
    ],
    list: {
      heading: 'Daftar periksa bagi bagian sumber daya manusia',
      items: [
        'Tinjau seluruh PKWT yang berjalan beserta riwayat perpanjangannya.',
        'Petakan pekerjaan yang dialihdayakan dan kontrak dengan perusahaan alih daya.',
        'Perbarui struktur dan skala upah serta sosialisasikan kepada pekerja.',
        'Pastikan kepesertaan BPJS Ketenagakerjaan dan BPJS Kesehatan seluruh pekerja.',
        'Dokumentasikan perundingan bipartit sebelum mengambil keputusan PHK.',
      ],
    },
    quote:
      'Sengketa ketenagakerjaan jarang dimenangkan di ruang sidang; ia dimenangkan jauh sebelumnya, melalui dokumen yang rapi dan komunikasi yang jujur dengan pekerja.',
  },

  pdp: {
    label: 'pelindungan data pribadi',
    area: 'hak-kekayaan-intelektual',
    source: JDIH_BPK,
    openers: [
      'UU Nomor 27 Tahun 2022 tentang Pelindungan Data Pribadi (UU PDP) berlaku penuh sejak 17 Oktober 2024, setelah masa transisi dua tahun.',
      'Hampir setiap perusahaan memproses data pribadi, dari data pekerja dan pelanggan hingga rekaman kamera pengawas di lobi kantor.',
      'Insiden kebocoran data yang berulang kali diberitakan membuat pelindungan data pribadi kini menjadi perhatian direksi, bukan hanya tim teknologi informasi.',
    ],
    headings: [
      'Dasar pemrosesan yang sah',
      'Pejabat pelindungan data pribadi',
      'Pemberitahuan kegagalan pelindungan data',
      'Transfer data ke luar negeri',
      'Sanksi administratif dan pidana',
      'Inventarisasi data sebagai titik awal',
    ],
    paragraphs: [
      'UU PDP mengenal beberapa dasar pemrosesan, antara lain persetujuan yang sah secara eksplisit, pelaksanaan perjanjian, pemenuhan kewajiban hukum, dan kepentingan yang sah. Persetujuan bukan satu-satunya pilihan, dan sering kali bukan pilihan terbaik karena dapat ditarik kembali sewaktu-waktu oleh subjek data.',
      'Pengendali data wajib menunjuk <strong>pejabat pelindungan data pribadi</strong> bila pemrosesan dilakukan untuk pelayanan publik, kegiatan intinya memerlukan pemantauan secara teratur dan sistematis atas data berskala besar, atau memproses data yang bersifat spesifik dalam skala besar. Pejabat ini dapat berasal dari dalam maupun luar organisasi.',
      'Dalam hal terjadi kegagalan pelindungan data pribadi, pengendali wajib menyampaikan pemberitahuan tertulis kepada subjek data dan lembaga pelaksana paling lambat 3 x 24 jam. Pemberitahuan itu memuat data yang terungkap, kapan dan bagaimana data terungkap, serta upaya penanganan dan pemulihannya.',
      'Transfer data pribadi ke luar wilayah hukum Indonesia hanya dapat dilakukan bila negara penerima memiliki tingkat pelindungan yang setara atau lebih tinggi, terdapat pelindungan yang memadai dan bersifat mengikat, atau subjek data memberikan persetujuan. Perusahaan yang memakai layanan komputasi awan di luar negeri perlu memeriksa dasar transfer yang dipakainya.',
      'Sanksi administratif dalam UU PDP mencakup peringatan tertulis, penghentian sementara pemrosesan, penghapusan data, hingga denda administratif paling tinggi dua persen dari pendapatan tahunan. Di samping itu, undang-undang ini memuat ancaman pidana bagi pihak yang secara melawan hukum memperoleh, mengungkapkan, atau menggunakan data pribadi orang lain.',
      'Kepatuhan yang baik dimulai dari <em>inventarisasi data</em>: data apa yang dikumpulkan, untuk tujuan apa, disimpan di mana, dibagikan kepada siapa, dan berapa lama dipertahankan. Tanpa peta ini, kebijakan privasi yang paling rapi pun hanya akan menjadi dokumen di atas kertas.',
    ],
    list: {
      heading: 'Langkah awal program kepatuhan UU PDP',
      items: [
        'Susun inventarisasi dan peta aliran data pribadi.',
        'Tetapkan dasar pemrosesan untuk setiap tujuan pemrosesan.',
        'Perbarui kebijakan privasi dan perjanjian dengan pemroses data.',
        'Siapkan prosedur tanggap insiden dan pemberitahuan 3 x 24 jam.',
        'Nilai kebutuhan penunjukan pejabat pelindungan data pribadi.',
      ],
    },
    quote:
      'Data pribadi bukan aset yang dimiliki perusahaan, melainkan titipan yang dipercayakan subjek data. Cara pandang ini mengubah banyak keputusan bisnis.',
  },

  pasarModal: {
    label: 'hukum pasar modal',
    area: 'pasar-modal',
    source: { name: 'situs resmi OJK', href: 'https://www.ojk.go.id' },
    openers: [
      'UU Nomor 4 Tahun 2023 tentang Pengembangan dan Penguatan Sektor Keuangan (UU P2SK) memperkuat kewenangan OJK dalam mengawasi pasar modal, termasuk dalam penegakan hukum.',
      'Jumlah perusahaan yang mencatatkan saham di Bursa Efek Indonesia terus bertambah, dan bersamaan dengan itu meningkat pula perhatian OJK terhadap kualitas keterbukaan informasi.',
      'Bagi perusahaan terbuka, kepatuhan bukan hanya soal menghindari sanksi, tetapi juga menjaga kepercayaan investor yang menjadi sumber pendanaannya.',
    ],
    headings: [
      'Keterbukaan informasi fakta material',
      'Transaksi afiliasi dan benturan kepentingan',
      'Transaksi material',
      'Pengambilalihan perusahaan terbuka',
      'Penegakan oleh OJK',
      'Efek bersifat utang berwawasan lingkungan',
    ],
    paragraphs: [
      'Emiten wajib mengumumkan informasi atau fakta material yang dapat memengaruhi harga efek atau keputusan investor paling lambat dua hari kerja setelah kejadian. Kesalahan yang sering terjadi adalah menunggu dokumen transaksi ditandatangani, padahal kewajiban dapat timbul lebih awal, misalnya saat kesepakatan pokok telah dicapai.',
      'POJK 42/POJK.04/2020 mewajibkan perusahaan terbuka mengumumkan transaksi afiliasi dan, untuk transaksi yang mengandung <strong>benturan kepentingan</strong>, memperoleh persetujuan pemegang saham independen. Penilaian kewajaran oleh penilai independen menjadi dokumen kunci dalam proses ini.',
      'Transaksi dengan nilai tertentu dibandingkan ekuitas perusahaan dikategorikan sebagai transaksi material berdasarkan POJK 17/POJK.04/2020. Bila nilainya melampaui 50 persen ekuitas, perusahaan wajib memperoleh persetujuan RUPS terlebih dahulu, sehingga jadwal transaksi perlu disusun dengan memperhitungkan tahapan tersebut.',
      'Pengambilalihan perusahaan terbuka memicu kewajiban penawaran tender wajib atas sisa saham yang dimiliki pemegang saham publik, dengan pengecualian tertentu. Calon pengendali baru juga wajib mengumumkan negosiasi yang sedang berlangsung, sehingga strategi komunikasi harus disiapkan sejak awal.',
      'OJK semakin aktif menjatuhkan sanksi administratif atas keterlambatan penyampaian laporan dan keterbukaan informasi. Sanksi berupa denda mungkin tampak kecil, tetapi pengumumannya kepada publik dapat berdampak jauh lebih besar terhadap reputasi emiten dan direksinya.',
      'Penerbitan efek bersifat utang dan sukuk berwawasan lingkungan membuka akses pendanaan baru bagi emiten. Kerangka penggunaan dana dan laporan berkala atas pemanfaatannya perlu disusun dengan cermat agar klaim keberlanjutan dapat dipertanggungjawabkan.',
    ],
    list: {
      heading: 'Pertanyaan yang perlu dijawab sebelum aksi korporasi',
      items: [
        'Apakah transaksi melibatkan pihak terafiliasi atau benturan kepentingan?',
        'Berapa nilai transaksi dibandingkan ekuitas perusahaan?',
        'Kapan kewajiban keterbukaan informasi mulai timbul?',
        'Apakah diperlukan persetujuan RUPS atau pemegang saham independen?',
      ],
    },
    quote:
      'Investor dapat memaafkan kabar buruk yang disampaikan tepat waktu, tetapi jarang memaafkan kabar yang disembunyikan.',
  },

  fintech: {
    label: 'regulasi teknologi finansial',
    area: 'perbankan-dan-keuangan',
    source: { name: 'situs resmi OJK', href: 'https://www.ojk.go.id' },
    openers: [
      'UU P2SK membawa perubahan besar bagi industri keuangan digital, termasuk peralihan pengawasan aset kripto dari Bappebti kepada OJK sejak Januari 2025.',
      'Layanan pinjam meminjam uang berbasis teknologi informasi tumbuh pesat, dan OJK menanggapinya dengan memperketat persyaratan permodalan, tata kelola, serta pelindungan konsumen.',
      'Inovasi di sektor keuangan bergerak lebih cepat daripada regulasi, sehingga pelaku usaha perlu memahami ruang yang tersedia untuk menguji produk baru secara sah.',
    ],
    headings: [
      'Perizinan dan permodalan',
      'Pelindungan konsumen',
      'Ruang uji coba inovasi',
      'Aset keuangan digital',
      'Kemitraan bank dan perusahaan teknologi',
      'Data pribadi dan anti pencucian uang',
    ],
    paragraphs: [
      'POJK 10/POJK.05/2022 mengatur penyelenggaraan layanan pendanaan bersama berbasis teknologi informasi, termasuk persyaratan ekuitas minimum yang harus dipenuhi secara bertahap. Penyelenggara yang tidak memenuhi ketentuan ini menghadapi pembatasan kegiatan usaha hingga pencabutan izin.',
      'POJK 22 Tahun 2023 menegaskan kewajiban pelaku usaha jasa keuangan untuk memberikan informasi yang jelas, memperlakukan konsumen secara adil, dan menangani pengaduan dalam jangka waktu tertentu. Praktik penagihan yang melanggar norma, seperti intimidasi atau penyebaran data kontak, dapat berujung pada sanksi berat.',
      'Melalui POJK 3 Tahun 2024 tentang Penyelenggaraan Inovasi Teknologi Sektor Keuangan, OJK menyediakan <em>regulatory sandbox</em> bagi model bisnis baru. Partisipasi dalam ruang uji coba memberi kepastian hukum sementara, tetapi menuntut pelaporan yang disiplin dan rencana bisnis yang matang.',
      'Sejak pengawasan aset kripto beralih kepada OJK, pedagang aset keuangan digital wajib menyesuaikan perizinan, tata kelola, dan manajemen risikonya dengan standar sektor jasa keuangan. Pemisahan aset nasabah dan pengelolaan dompet digital menjadi perhatian utama pengawas.',
      'Kerja sama antara bank dan perusahaan teknologi, misalnya melalui <em>open banking</em> dan penyaluran kredit bersama, perlu disusun dengan pembagian tanggung jawab yang jelas. Bank tetap bertanggung jawab atas manajemen risiko, termasuk ketika sebagian proses dijalankan oleh mitra teknologinya.',
      'Penyelenggara fintech juga tunduk pada UU PDP dan ketentuan anti pencucian uang. Prosedur mengenali nasabah secara elektronik harus dirancang agar andal, namun tetap tidak mengumpulkan data melebihi yang diperlukan.',
    ],
    list: {
      heading: 'Fokus pengawasan yang perlu diantisipasi',
      items: [
        'Pemenuhan ekuitas minimum dan rencana permodalan.',
        'Transparansi biaya, bunga, dan manfaat ekonomi bagi konsumen.',
        'Tata cara penagihan dan penanganan pengaduan.',
        'Keamanan sistem informasi dan pelindungan data nasabah.',
      ],
    },
    quote:
      'Kepercayaan konsumen adalah modal utama industri keuangan digital; regulasi hanya merumuskan apa yang sejak awal diharapkan konsumen.',
  },

  kuhp: {
    label: 'hukum pidana korporasi',
    area: 'penyelesaian-sengketa-dan-litigasi',
    source: JDIH_BPK,
    openers: [
      'UU Nomor 1 Tahun 2023 tentang Kitab Undang-Undang Hukum Pidana (KUHP baru) mulai berlaku pada 2 Januari 2026, menggantikan KUHP warisan kolonial yang berlaku lebih dari seabad.',
      'Salah satu perubahan terpenting dalam KUHP baru bagi dunia usaha adalah diakuinya korporasi sebagai subjek tindak pidana secara umum, tidak lagi terbatas pada undang-undang sektoral.',
      'Berlakunya KUHP baru menuntut direksi dan komisaris meninjau kembali cara perusahaan mencegah, mendeteksi, dan menanggapi dugaan pelanggaran.',
    ],
    headings: [
      'Korporasi sebagai subjek tindak pidana',
      'Pertanggungjawaban pengurus',
      'Pidana dan tindakan bagi korporasi',
      'Program kepatuhan sebagai pertimbangan hakim',
      'Ragam pemidanaan yang baru',
      'Memetakan risiko pidana',
    ],
    paragraphs: [
      'KUHP baru mengatur bahwa tindak pidana dapat dilakukan oleh korporasi melalui pengurus yang mempunyai kedudukan fungsional atau orang yang bertindak untuk dan atas nama korporasi. Korporasi dapat dimintai pertanggungjawaban bila tindak pidana tersebut, antara lain, termasuk dalam lingkup usahanya atau menguntungkan korporasi secara melawan hukum.',
      'Pertanggungjawaban korporasi tidak menghapus pertanggungjawaban pribadi. Pengurus, pemberi perintah, pemegang kendali, dan bahkan pemilik manfaat dapat dimintai pertanggungjawaban bersama-sama dengan korporasi, sehingga pembagian kewenangan dan dokumentasi keputusan menjadi sangat penting.',
      'Pidana pokok bagi korporasi adalah pidana denda, dengan besaran yang dihitung berdasarkan kategori yang lebih tinggi dibandingkan orang perseorangan. Selain itu, hakim dapat menjatuhkan pidana tambahan seperti pembayaran ganti rugi, perbaikan akibat tindak pidana, pencabutan izin, hingga penutupan sebagian tempat usaha.',
      'Hakim diwajibkan mempertimbangkan berbagai hal dalam menjatuhkan pidana kepada korporasi, termasuk upaya yang telah dilakukan korporasi untuk mencegah tindak pidana. Di sinilah <strong>program kepatuhan</strong> yang dijalankan secara nyata, bukan sekadar di atas kertas, dapat memberi perbedaan.',
      'KUHP baru juga memperkenalkan pendekatan pemidanaan yang lebih beragam, seperti pidana pengawasan dan pidana kerja sosial bagi orang perseorangan. Bagi perusahaan, pergeseran ini menandakan bahwa pemulihan kerugian dan perbaikan tata kelola akan semakin dihargai dalam proses peradilan.',
      'Langkah pertama yang kami sarankan adalah memetakan risiko pidana yang melekat pada kegiatan usaha, seperti korupsi, lingkungan hidup, perpajakan, dan pelindungan konsumen, serta memastikan saluran pelaporan pelanggaran berfungsi dan dipercaya pekerja.',
    ],
    list: {
      heading: 'Unsur program kepatuhan yang efektif',
      items: [
        'Penilaian risiko yang diperbarui secara berkala.',
        'Kode etik dan kebijakan yang mudah dipahami.',
        'Pelatihan yang menyasar fungsi berisiko tinggi.',
        'Saluran pelaporan pelanggaran yang menjamin kerahasiaan pelapor.',
        'Investigasi internal dan tindak lanjut yang konsisten.',
      ],
    },
    quote:
      'Pertanyaan yang akan diajukan penegak hukum bukan lagi apakah perusahaan memiliki kebijakan antikorupsi, melainkan apakah kebijakan itu benar-benar dijalankan.',
  },

  arbitrase: {
    label: 'arbitrase dan penyelesaian sengketa',
    area: 'penyelesaian-sengketa-dan-litigasi',
    source: { name: 'situs resmi BANI', href: 'https://www.baniarbitration.org' },
    openers: [
      'Arbitrase tetap menjadi pilihan utama para pihak dalam kontrak komersial lintas negara yang melibatkan mitra Indonesia, terutama di sektor energi, konstruksi, dan infrastruktur.',
      'UU Nomor 30 Tahun 1999 tentang Arbitrase dan Alternatif Penyelesaian Sengketa memberikan kerangka bagi arbitrase domestik maupun pelaksanaan putusan arbitrase internasional di Indonesia.',
      'Mahkamah Agung melalui Perma Nomor 3 Tahun 2023 memperjelas tata cara penunjukan arbiter oleh pengadilan serta pemeriksaan permohonan pelaksanaan dan pembatalan putusan arbitrase.',
    ],
    headings: [
      'Syarat perjanjian arbitrase',
      'Memilih lembaga dan tempat arbitrase',
      'Eksekuatur putusan arbitrase internasional',
      'Pendaftaran putusan arbitrase domestik',
      'Alasan pembatalan putusan',
      'Tahapan sebelum arbitrase',
    ],
    paragraphs: [
      'Perjanjian arbitrase harus dibuat secara tertulis dan, bila sah, meniadakan kewenangan pengadilan negeri untuk memeriksa sengketa yang sama. Meski demikian, klausul yang disusun tergesa-gesa, misalnya menyebut lembaga yang tidak ada atau mencampuradukkan arbitrase dengan pengadilan, kerap menjadi sumber sengketa tersendiri.',
      'Pilihan antara <strong>BANI</strong>, SIAC, ICC, atau arbitrase ad hoc perlu mempertimbangkan bahasa, biaya, ketersediaan arbiter dengan keahlian sektoral, serta lokasi aset pihak lawan. Tempat arbitrase menentukan hukum acara yang berlaku dan pengadilan yang berwenang membatalkan putusan.',
      'Putusan arbitrase internasional baru dapat dilaksanakan di Indonesia setelah memperoleh eksekuatur dari Ketua Pengadilan Negeri Jakarta Pusat. Bila salah satu pihak adalah Negara Republik Indonesia, eksekuatur diberikan oleh Mahkamah Agung. Putusan harus berasal dari negara yang terikat perjanjian dengan Indonesia dan tidak bertentangan dengan ketertiban umum.',
      'Putusan arbitrase domestik wajib didaftarkan di kepaniteraan pengadilan negeri dalam waktu 30 hari sejak diucapkan. Kelalaian memenuhi tenggat administratif ini dapat menghambat pelaksanaan putusan, sehingga para pihak dan kuasa hukumnya perlu memantaunya dengan cermat.',
      'Permohonan pembatalan putusan arbitrase hanya dapat diajukan atas alasan terbatas, yaitu dokumen yang diakui atau dinyatakan palsu, dokumen menentukan yang disembunyikan, atau tipu muslihat salah satu pihak. Pengadilan umumnya menolak upaya untuk memeriksa ulang pokok perkara melalui jalur pembatalan.',
      'Sebelum menempuh arbitrase, banyak kontrak mensyaratkan negosiasi atau mediasi dalam jangka waktu tertentu. Tahapan ini sebaiknya dipenuhi dan didokumentasikan dengan baik, karena majelis arbitrase dapat menilai bahwa syarat prosedural belum terpenuhi.',
    ],
    list: {
      heading: 'Unsur klausul arbitrase yang perlu dicantumkan',
      items: [
        'Lembaga arbitrase dan peraturan prosedur yang berlaku.',
        'Tempat (seat) arbitrase.',
        'Jumlah dan cara penunjukan arbiter.',
        'Bahasa yang digunakan dalam proses arbitrase.',
        'Hukum yang mengatur perjanjian.',
      ],
    },
    quote:
      'Klausul arbitrase sering disebut klausul tengah malam, karena baru dibahas ketika negosiasi hampir selesai. Padahal, ia menentukan nasib seluruh perjanjian ketika terjadi sengketa.',
  },

  pajak: {
    label: 'perpajakan',
    area: 'pajak',
    source: { name: 'situs resmi Direktorat Jenderal Pajak', href: 'https://www.pajak.go.id' },
    openers: [
      'UU Nomor 7 Tahun 2021 tentang Harmonisasi Peraturan Perpajakan (UU HPP) menjadi tonggak reformasi perpajakan yang dampaknya masih terasa hingga kini.',
      'Peluncuran sistem inti administrasi perpajakan (Coretax) mengubah cara wajib pajak melaporkan dan membayar pajaknya, sekaligus cara otoritas pajak menguji kepatuhan.',
      'Di tengah kebutuhan penerimaan negara yang besar, pemeriksaan pajak menjadi semakin terarah dan berbasis data.',
    ],
    headings: [
      'PPh Pasal 21 dengan tarif efektif rata-rata',
      'Pajak minimum global',
      'Tarif PPN 12 persen',
      'Pemeriksaan berbasis data',
      'Keberatan dan banding',
      'Restrukturisasi grup',
    ],
    paragraphs: [
      'Sejak Januari 2024, pemotongan PPh Pasal 21 atas penghasilan pegawai tetap menggunakan <strong>tarif efektif rata-rata</strong> (TER) untuk masa Januari hingga November, sedangkan penghitungan berdasarkan tarif Pasal 17 dilakukan pada masa Desember. Perubahan ini menyederhanakan penghitungan bulanan, tetapi dapat menimbulkan selisih besar pada akhir tahun.',
      'Indonesia mengadopsi pajak minimum global sesuai Pilar Dua OECD. Grup perusahaan multinasional dengan peredaran bruto konsolidasi paling sedikit 750 juta euro perlu menghitung tarif pajak efektif di setiap yurisdiksi dan membayar pajak tambahan bila tarifnya di bawah 15 persen.',
      'Tarif PPN naik menjadi 12 persen mulai 1 Januari 2025, namun untuk sebagian besar barang dan jasa dasar pengenaan pajaknya disesuaikan sehingga beban efektifnya tetap setara 11 persen. Perusahaan perlu memastikan sistem penagihan dan faktur pajaknya menerapkan ketentuan ini dengan benar.',
      'Pemeriksaan pajak kini banyak diawali dari analisis data pihak ketiga dan ketidaksesuaian antarlaporan. Dokumentasi yang lengkap, mulai dari perjanjian, bukti transaksi, hingga dokumen penentuan harga transfer, adalah pertahanan terbaik sejak tahap pemeriksaan.',
      'Wajib pajak yang tidak setuju dengan hasil pemeriksaan dapat mengajukan keberatan kepada Direktorat Jenderal Pajak, kemudian banding ke Pengadilan Pajak. Tenggat waktu pada setiap tahap bersifat ketat, dan argumen yang tidak diajukan sejak awal sering kali sulit diterima pada tahap berikutnya.',
      'Restrukturisasi grup, seperti merger atau pengalihan aset antarperusahaan, dapat menimbulkan beban pajak yang signifikan. Fasilitas penggunaan nilai buku untuk penggabungan usaha tersedia dengan syarat tertentu, termasuk uji tujuan bisnis, sehingga perlu direncanakan sebelum transaksi dilaksanakan.',
    ],
    list: {
      heading: 'Dokumen yang sebaiknya selalu siap',
      items: [
        'Perjanjian dan bukti pendukung transaksi dengan pihak afiliasi.',
        'Dokumen induk dan dokumen lokal penentuan harga transfer.',
        'Rekonsiliasi antara laporan keuangan dan SPT.',
        'Bukti pemotongan dan pemungutan pajak yang telah diterbitkan.',
      ],
    },
    quote:
      'Perencanaan pajak yang baik tidak dimulai ketika surat ketetapan pajak datang, tetapi ketika struktur transaksi pertama kali dirancang.',
  },

  merger: {
    label: 'pengendalian merger dan persaingan usaha',
    area: 'korporasi-dan-komersial',
    source: { name: 'situs resmi KPPU', href: 'https://kppu.go.id' },
    openers: [
      'Komisi Pengawas Persaingan Usaha (KPPU) semakin aktif mengawasi penggabungan, peleburan, dan pengambilalihan, termasuk menjatuhkan denda atas keterlambatan pemberitahuan.',
      'Peraturan KPPU Nomor 3 Tahun 2023 memperbarui tata cara penilaian penggabungan, peleburan, dan pengambilalihan yang dapat mengakibatkan praktik monopoli atau persaingan usaha tidak sehat.',
      'Dalam transaksi merger dan akuisisi, aspek persaingan usaha sering baru diperhatikan setelah penandatanganan, padahal kewajibannya dapat memengaruhi jadwal dan struktur transaksi.',
    ],
    headings: [
      'Rezim notifikasi pasca-transaksi',
      'Ambang batas nilai aset dan penjualan',
      'Denda keterlambatan',
      'Konsultasi sebelum transaksi',
      'Penilaian dampak terhadap pasar',
      'Pengambilalihan aset',
    ],
    paragraphs: [
      'Indonesia menganut rezim <strong>notifikasi pasca-transaksi</strong>: pemberitahuan wajib disampaikan kepada KPPU paling lambat 30 hari kerja sejak transaksi berlaku efektif secara yuridis, apabila nilai aset atau nilai penjualan gabungan melampaui ambang batas yang ditetapkan.',
      'Ambang batas umum adalah nilai aset gabungan di atas Rp2,5 triliun atau nilai penjualan gabungan di atas Rp5 triliun, sedangkan untuk sektor perbankan digunakan ambang batas aset yang lebih tinggi. Penghitungan dilakukan atas seluruh kelompok usaha para pihak, bukan hanya entitas yang bertransaksi.',
      'Keterlambatan pemberitahuan dapat dikenai denda administratif sebesar Rp1 miliar untuk setiap hari keterlambatan, dengan batas tertentu. Dalam praktik, KPPU telah berulang kali menjatuhkan denda kepada pelaku usaha yang terlambat, termasuk dalam transaksi yang tidak menimbulkan masalah persaingan.',
      'Pelaku usaha dapat mengajukan konsultasi secara sukarela sebelum transaksi dilaksanakan. Konsultasi memberi gambaran awal mengenai pandangan KPPU, walaupun tidak menghapus kewajiban notifikasi setelah transaksi berlaku efektif.',
      'Dalam menilai suatu transaksi, KPPU menganalisis konsentrasi pasar, hambatan masuk, potensi perilaku antipersaingan, efisiensi, dan kemungkinan kepailitan pihak yang diambil alih. Penyiapan data pasar yang meyakinkan sejak awal dapat mempersingkat proses penilaian secara berarti.',
      'Pengaturan terbaru juga menjangkau pengambilalihan aset tertentu, tidak hanya saham. Karena itu, akuisisi portofolio merek, pabrik, atau lini usaha perlu diperiksa dari sisi kewajiban notifikasi, sama halnya dengan akuisisi perusahaan.',
    ],
    list: {
      heading: 'Data yang perlu dikumpulkan sejak uji tuntas',
      items: [
        'Nilai aset dan penjualan di Indonesia dari seluruh kelompok usaha.',
        'Tanggal efektif yuridis transaksi.',
        'Pangsa pasar para pihak pada pasar yang bersinggungan.',
        'Daftar pesaing, pemasok, dan pelanggan utama.',
      ],
    },
    quote:
      'Tanggal efektif yuridis adalah tanggal yang paling sering salah dihitung, dan kesalahannya dibayar dengan denda harian.',
  },

  investasi: {
    label: 'penanaman modal dan hukum korporasi',
    area: 'korporasi-dan-komersial',
    source: { name: 'portal OSS', href: 'https://oss.go.id' },
    openers: [
      'UU Cipta Kerja mengubah pendekatan perizinan berusaha di Indonesia menjadi berbasis risiko dan membuka lebih banyak bidang usaha bagi penanaman modal asing.',
      'Indonesia tetap menjadi salah satu tujuan investasi utama di Asia Tenggara, ditopang pasar domestik yang besar dan kekayaan sumber daya alam.',
      'Bagi investor asing, keputusan paling awal, yaitu memilih bidang usaha dan struktur perusahaan, sering menentukan kelancaran seluruh investasi.',
    ],
    headings: [
      'Daftar positif bidang usaha',
      'Nilai investasi PT PMA',
      'Perizinan berusaha berbasis risiko',
      'Pemilik manfaat',
      'Perjanjian pemegang saham',
      'Risiko perjanjian pinjam nama',
    ],
    paragraphs: [
      'Perpres 10/2021 sebagaimana diubah dengan Perpres 49/2021 menganut daftar positif: pada dasarnya seluruh bidang usaha terbuka bagi penanaman modal, kecuali yang dinyatakan tertutup atau hanya dapat dilakukan oleh pemerintah pusat. Sebagian bidang usaha masih dibatasi kepemilikan asingnya atau dicadangkan bagi usaha mikro, kecil, dan menengah.',
      'Perusahaan penanaman modal asing wajib berbentuk perseroan terbatas berbadan hukum Indonesia. Nilai investasinya harus lebih dari <strong>Rp10 miliar</strong> di luar tanah dan bangunan untuk setiap kode KBLI pada setiap lokasi proyek, sementara ketentuan modal disetor minimum perlu diperiksa kembali karena telah beberapa kali disesuaikan.',
      'Perizinan berusaha kini diproses melalui sistem OSS berdasarkan tingkat risiko kegiatan usaha. Kegiatan berisiko rendah cukup dengan Nomor Induk Berusaha, sedangkan kegiatan berisiko tinggi memerlukan izin yang diverifikasi kementerian atau lembaga teknis sebelum operasional dimulai.',
      'Perseroan wajib menyampaikan informasi mengenai pemilik manfaat kepada instansi berwenang. Kewajiban ini menuntut perusahaan menelusuri struktur kepemilikan hingga orang perseorangan yang pada akhirnya mengendalikan atau menerima manfaat dari perseroan.',
      'Perjanjian pemegang saham perlu selaras dengan anggaran dasar dan UU Perseroan Terbatas. Hak veto, mekanisme penyelesaian kebuntuan, dan ketentuan pengalihan saham hanya efektif bila dapat dilaksanakan dalam kerangka hukum perseroan Indonesia.',
      'Penggunaan perjanjian pinjam nama (<em>nominee</em>) untuk menyiasati pembatasan kepemilikan asing dinyatakan batal demi hukum oleh UU Penanaman Modal. Struktur semacam ini menyimpan risiko besar, terutama ketika hubungan antara para pihak memburuk.',
    ],
    list: {
      heading: 'Tahapan pendirian PT PMA',
      items: [
        'Verifikasi bidang usaha dan batas kepemilikan asing berdasarkan KBLI.',
        'Pemesanan nama dan penandatanganan akta pendirian di hadapan notaris.',
        'Pengesahan badan hukum oleh Kementerian Hukum.',
        'Pendaftaran di OSS untuk memperoleh NIB dan perizinan berusaha.',
        'Pelaporan kegiatan penanaman modal secara berkala.',
      ],
    },
    quote:
      'Struktur investasi yang sederhana dan terbuka hampir selalu lebih murah dalam jangka panjang daripada struktur yang cerdik namun rapuh.',
  },

  energi: {
    label: 'hukum energi dan sumber daya alam',
    area: 'energi-dan-sumber-daya-alam',
    source: { name: 'JDIH Kementerian ESDM', href: 'https://jdih.esdm.go.id' },
    openers: [
      'Perpres 112/2022 tentang Percepatan Pengembangan Energi Terbarukan untuk Penyediaan Tenaga Listrik menandai arah kebijakan transisi energi Indonesia, termasuk rencana pengakhiran operasional PLTU batu bara.',
      'Komitmen pendanaan transisi energi melalui skema Just Energy Transition Partnership membuka peluang baru sekaligus menuntut kesiapan kerangka hukum proyek.',
      'Sektor energi dan pertambangan Indonesia terus mengalami perubahan regulasi yang cepat, dari kebijakan hilirisasi mineral hingga pengembangan energi terbarukan.',
    ],
    headings: [
      'Jual beli tenaga listrik dengan PLN',
      'PLTS atap bagi industri',
      'Penangkapan dan penyimpanan karbon',
      'Hilirisasi mineral',
      'Tingkat komponen dalam negeri',
      'Tanah dan masyarakat setempat',
    ],
    paragraphs: [
      'Pengembang listrik swasta umumnya menjual listrik kepada PT PLN (Persero) berdasarkan perjanjian jual beli tenaga listrik. Perpres 112/2022 mengatur harga patokan tertinggi untuk berbagai jenis pembangkit energi terbarukan, yang menjadi dasar negosiasi harga dalam perjanjian tersebut.',
      'Permen ESDM Nomor 2 Tahun 2024 mengatur ulang pemasangan <strong>PLTS atap</strong> yang terhubung ke jaringan PLN. Skema kuota pengembangan dan dihapuskannya mekanisme ekspor-impor listrik mengubah perhitungan keekonomian proyek, terutama bagi kawasan industri dengan beban siang hari yang besar.',
      'Perpres 14/2024 memberikan dasar hukum bagi kegiatan penangkapan dan penyimpanan karbon, termasuk kemungkinan menyimpan karbon yang berasal dari luar negeri dalam batas tertentu. Pengaturan izin wilayah penyimpanan dan tanggung jawab pasca-penutupan menjadi isu utama bagi investor.',
      'Kebijakan hilirisasi mewajibkan pengolahan dan pemurnian mineral di dalam negeri. Bagi investor smelter, kepastian pasokan bijih, status perizinan pemasok, dan kepatuhan lingkungan hidup menjadi faktor kunci dalam uji tuntas dan struktur pembiayaan.',
      'Persyaratan tingkat komponen dalam negeri berlaku untuk banyak proyek ketenagalistrikan, termasuk pembangkit listrik tenaga surya. Ketentuan ini perlu diperhitungkan sejak tahap pengadaan, karena memengaruhi pilihan pemasok dan syarat pembiayaan dari lembaga keuangan internasional.',
      'Proyek energi terbarukan sering bersinggungan dengan isu pertanahan dan masyarakat setempat. Pembebasan lahan yang tertib, persetujuan lingkungan, dan keterlibatan masyarakat sejak awal membantu mencegah sengketa yang dapat menunda proyek bertahun-tahun.',
    ],
    list: {
      heading: 'Risiko utama dalam uji tuntas proyek energi',
      items: [
        'Status dan masa berlaku perizinan berusaha serta persetujuan lingkungan.',
        'Keabsahan hak atas tanah dan tumpang tindih dengan kawasan hutan.',
        'Ketentuan pengakhiran dan kompensasi dalam perjanjian dengan PLN.',
        'Pemenuhan kewajiban tingkat komponen dalam negeri.',
      ],
    },
    quote:
      'Transisi energi adalah proyek hukum sebesar proyek teknik: setiap megawatt baru memerlukan kontrak, izin, dan tanah yang jelas statusnya.',
  },

  hki: {
    label: 'hak kekayaan intelektual',
    area: 'hak-kekayaan-intelektual',
    source: { name: 'situs resmi DJKI', href: 'https://www.dgip.go.id' },
    openers: [
      'Indonesia menganut sistem <em>first to file</em> dalam pendaftaran merek: pihak yang pertama kali mengajukan permohonan dengan iktikad baik yang memperoleh perlindungan.',
      'Pertumbuhan perdagangan daring membuat pelanggaran merek dan hak cipta menyebar jauh lebih cepat, sekaligus membuka cara baru untuk menindaknya.',
      'Bagi banyak perusahaan, merek dan teknologi adalah aset paling berharga, namun sering kali paling sedikit mendapat perhatian hukum.',
    ],
    headings: [
      'Pendaftaran merek',
      'Keberatan atas permohonan merek',
      'Penghapusan merek yang tidak digunakan',
      'Perlindungan merek terkenal',
      'Penegakan hak di lokapasar daring',
      'Pencatatan lisensi',
    ],
    paragraphs: [
      'UU Nomor 20 Tahun 2016 tentang Merek dan Indikasi Geografis memberikan perlindungan selama sepuluh tahun sejak tanggal penerimaan permohonan, dan dapat diperpanjang. Pemeriksaan substantif oleh DJKI mencakup persamaan pada pokoknya dengan merek terdaftar, sehingga penelusuran sebelum mengajukan permohonan sangat disarankan.',
      'Pihak ketiga dapat mengajukan <strong>keberatan</strong> selama masa pengumuman permohonan merek. Pemantauan Berita Resmi Merek memberi kesempatan untuk mencegah pendaftaran merek yang mirip, yang jauh lebih murah daripada menggugat pembatalan di kemudian hari.',
      'Merek terdaftar dapat dihapus atas permohonan pihak ketiga melalui gugatan ke Pengadilan Niaga bila tidak digunakan selama tiga tahun berturut-turut dalam perdagangan barang atau jasa. Pemilik merek perlu menyimpan bukti penggunaan, seperti faktur, materi promosi, dan foto produk, secara teratur.',
      'Pemilik merek terkenal dapat mengajukan gugatan pembatalan terhadap merek yang memiliki persamaan pada pokoknya atau keseluruhannya, termasuk untuk barang atau jasa yang tidak sejenis dengan syarat tertentu. Pembuktian keterkenalan merek memerlukan data promosi, pendaftaran di berbagai negara, dan pengakuan masyarakat.',
      'Sebagian besar lokapasar daring di Indonesia menyediakan mekanisme pelaporan pelanggaran hak kekayaan intelektual. Laporan yang didukung sertifikat pendaftaran dan perbandingan produk yang jelas umumnya ditindaklanjuti dengan penurunan tayangan dalam hitungan hari.',
      'Perjanjian lisensi merek, paten, atau hak cipta perlu dicatatkan di DJKI agar berakibat hukum terhadap pihak ketiga. Selain itu, perjanjian lisensi tidak boleh memuat ketentuan yang merugikan perekonomian Indonesia atau mengakibatkan persaingan usaha tidak sehat.',
    ],
    list: {
      heading: 'Dasar strategi perlindungan merek',
      items: [
        'Lakukan penelusuran merek sebelum peluncuran produk.',
        'Daftarkan merek untuk kelas barang dan jasa yang relevan, termasuk rencana ekspansi.',
        'Pantau pengumuman permohonan merek pihak lain.',
        'Simpan bukti penggunaan merek secara teratur.',
        'Catatkan setiap lisensi di DJKI.',
      ],
    },
    quote:
      'Di Indonesia, merek yang belum didaftarkan ibarat rumah tanpa sertifikat: Anda menempatinya, tetapi orang lain dapat mengklaimnya lebih dulu.',
  },

  kepailitan: {
    label: 'kepailitan dan restrukturisasi utang',
    area: 'perbankan-dan-keuangan',
    source: JDIH_BPK,
    openers: [
      'Jumlah permohonan penundaan kewajiban pembayaran utang (PKPU) di pengadilan niaga meningkat tajam dalam beberapa tahun terakhir, seiring tekanan likuiditas di berbagai sektor.',
      'UU Nomor 37 Tahun 2004 tentang Kepailitan dan PKPU menyediakan jalur yang relatif cepat bagi kreditor maupun debitur, tetapi kecepatannya juga membawa risiko tersendiri.',
      'Bagi kreditor dan debitur, memahami dinamika PKPU sejak awal sering kali menentukan apakah restrukturisasi berakhir dengan perdamaian atau kepailitan.',
    ],
    headings: [
      'Syarat permohonan pailit dan PKPU',
      'Jangka waktu PKPU',
      'Rencana perdamaian dan homologasi',
      'Posisi kreditor separatis',
      'Peran pengurus dan kurator',
      'Akibat lalai melaksanakan perdamaian',
    ],
    paragraphs: [
      'Debitur dapat dinyatakan pailit atau berada dalam PKPU bila mempunyai dua atau lebih kreditor dan tidak membayar lunas sedikitnya satu utang yang telah jatuh waktu dan dapat ditagih. Persyaratan yang sederhana ini membuat PKPU kerap digunakan kreditor sebagai sarana penagihan.',
      'PKPU sementara berlangsung paling lama 45 hari, dan bila diperpanjang menjadi PKPU tetap, seluruh jangka waktunya tidak boleh melebihi <strong>270 hari</strong>. Dalam waktu itu, debitur harus menyusun rencana perdamaian yang dapat diterima mayoritas kreditor, atau menghadapi kepailitan.',
      'Rencana perdamaian yang disetujui kreditor dengan kuorum yang ditentukan undang-undang wajib disahkan oleh pengadilan niaga melalui putusan homologasi. Setelah disahkan, perdamaian mengikat seluruh kreditor konkuren, termasuk yang tidak menyetujuinya.',
      'Kreditor pemegang hak jaminan, seperti hak tanggungan dan fidusia, berkedudukan sebagai kreditor separatis. Hak mereka untuk mengeksekusi jaminan ditangguhkan selama PKPU, sehingga partisipasi aktif dalam pembahasan rencana perdamaian tetap penting.',
      'Pengurus PKPU dan kurator memegang peran sentral dalam proses. Kreditor yang memahami cara kerja mereka, mulai dari verifikasi tagihan hingga rapat kreditor, akan lebih mampu menjaga kepentingannya sepanjang proses berlangsung.',
      'Bila debitur lalai melaksanakan perdamaian yang telah dihomologasi, kreditor dapat meminta pembatalan perdamaian dan debitur dinyatakan pailit. Karena itu, rencana perdamaian perlu disusun realistis, dengan proyeksi arus kas yang dapat dipertanggungjawabkan.',
    ],
    list: {
      heading: 'Langkah kreditor ketika debitur masuk PKPU',
      items: [
        'Ajukan tagihan kepada pengurus sebelum batas waktu verifikasi.',
        'Tinjau kedudukan jaminan dan hak istimewa yang dimiliki.',
        'Hadiri rapat kreditor dan evaluasi rencana perdamaian secara kritis.',
        'Pertimbangkan koordinasi dengan kreditor lain yang berkepentingan serupa.',
      ],
    },
    quote:
      'PKPU yang berhasil adalah PKPU yang dipersiapkan sebelum permohonannya didaftarkan.',
  },

  firma: {
    label: 'kabar firma',
    area: null,
    source: null,
    openers: [
      'Adiwarsa Lubis & Rekan didirikan di Jakarta pada 2004 dengan keyakinan bahwa nasihat hukum terbaik lahir dari pemahaman yang mendalam atas bisnis klien.',
      'Sejak awal berdiri, Adiwarsa Lubis & Rekan menempatkan pengembangan sumber daya manusia sebagai prioritas utama firma.',
      'Selama dua dekade, Adiwarsa Lubis & Rekan tumbuh dari kantor kecil dengan empat advokat menjadi firma dengan delapan bidang praktik.',
    ],
    headings: [
      'Tim yang beragam',
      'Tempat belajar',
      'Program pro bono',
      'Berbagi pengetahuan',
      'Nilai-nilai kami',
      'Ucapan terima kasih',
    ],
    paragraphs: [
      'Saat ini firma melayani klien dari Indonesia, Singapura, Jepang, Eropa, dan Australia, dengan tim yang menguasai bahasa Indonesia, Inggris, Belanda, dan Jepang. Keragaman latar belakang para advokat kami, yang berasal dari berbagai daerah di Indonesia, menjadi kekuatan dalam memahami kebutuhan klien di seluruh nusantara.',
      'Kami percaya bahwa firma hukum yang baik adalah tempat belajar yang baik. Setiap associate didampingi seorang partner sebagai mentor, mengikuti pelatihan internal bulanan, dan mendapat kesempatan menangani perkara maupun transaksi sejak tahun pertama.',
      'Program pro bono firma diselenggarakan bersama lembaga bantuan hukum dan asosiasi usaha kecil. Setiap tahun, advokat kami menyumbangkan ribuan jam kerja untuk pendampingan pendaftaran merek, penyusunan perjanjian sederhana, dan penyuluhan hukum bagi pelaku usaha mikro.',
      'Firma juga aktif berbagi pengetahuan melalui webinar, publikasi, dan kuliah tamu di berbagai universitas. Kami meyakini bahwa pemahaman hukum yang lebih luas di masyarakat pada akhirnya membantu menciptakan iklim usaha yang lebih sehat.',
      'Dalam setiap penugasan, kami berpegang pada tiga nilai: integritas, ketelitian, dan keterbukaan kepada klien mengenai peluang maupun risiko. Nilai-nilai ini kami tanamkan sejak hari pertama setiap anggota tim bergabung dengan firma.',
      'Kami berterima kasih kepada klien, mitra, dan seluruh tim atas kepercayaan yang diberikan. Perkembangan ini tidak akan terwujud tanpa kerja sama dan dukungan mereka selama bertahun-tahun.',
    ],
    list: {
      heading: 'Sekilas tentang firma',
      items: [
        'Didirikan di Jakarta pada 2004.',
        'Delapan bidang praktik dengan lebih dari tiga puluh tenaga profesional.',
        'Melayani klien domestik dan internasional di berbagai sektor.',
        'Program pro bono bagi usaha mikro dan kecil sejak 2012.',
      ],
    },
    quote:
      'Kami ingin dikenal bukan karena besarnya firma, tetapi karena klien selalu tahu bahwa kami berdiri di pihak mereka.',
  },
}
