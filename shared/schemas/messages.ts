/**
 * Indonesian messages. Those of the spec's section 5 are copied word for word;
 * the others (marked "ours") follow the same voice. Every number in a message is the limit
 * constant the rule checks, so a limit changed in limits.ts changes its message with it.
 */
import {
  BIO_MIN,
  CATEGORY_NAME_MAX,
  CATEGORY_NAME_MIN,
  CONTENT_MIN,
  COVER_MAX_HEIGHT,
  COVER_MAX_WIDTH,
  CV_MAX_BYTES,
  IMAGE_MAX_BYTES,
  LOGO_MAX_SIDE,
  MB,
  PROFILE_PICTURE_MAX_HEIGHT,
  PROFILE_PICTURE_MAX_WIDTH,
  PUBLICATION_MAX_BYTES,
  SLUG_MAX,
  TAG_NAME_MAX,
  TAG_NAME_MIN,
  TITLE_MAX,
  TITLE_MIN,
} from './limits'

export const MSG = {
  pictureType: 'Gambar harus berupa PNG atau JPEG',
  pictureSize: `Ukuran file maksimal ${IMAGE_MAX_BYTES / MB}MB`,
  pictureDimensions: `Dimensi foto profil maksimal ${PROFILE_PICTURE_MAX_WIDTH}x${PROFILE_PICTURE_MAX_HEIGHT} piksel`, // ours
  slug: 'Slug hanya boleh mengandung huruf kecil, angka, dan tanda hubung',
  slugRequired: 'Slug harus diisi', // ours
  slugMax: `Slug maksimal ${SLUG_MAX} karakter`, // ours
  slugTaken: 'Slug ini sudah dipakai, gunakan slug lain', // ours
  bioMin: `Panjang bio minimal ${BIO_MIN} karakter`,
  cvType: 'File CV harus berupa PDF',
  cvSize: `Ukuran file CV maksimal ${CV_MAX_BYTES / MB}MB`, // ours
  linkedin: (host: string) => `URL LinkedIn harus seperti ini: ${host}/in/john-doe`,
  categoryMin: `Nama kategori harus lebih dari ${CATEGORY_NAME_MIN} karakter`,
  categoryMax: `Nama kategori tidak boleh lebih dari ${CATEGORY_NAME_MAX} karakter`,
  categoryTaken: 'Kategori dengan nama ini sudah ada', // ours
  tagMin: `Nama tag minimal ${TAG_NAME_MIN} karakter`, // ours
  tagMax: `Nama tag tidak boleh lebih dari ${TAG_NAME_MAX} karakter`, // ours
  tagTaken: 'Tag dengan nama ini sudah ada', // ours
  titleMin: `Judul minimal ${TITLE_MIN} karakter`,
  titleMax: `Judul maksimal ${TITLE_MAX} karakter`,
  contentMin: `Konten minimal ${CONTENT_MIN} karakter`,
  categoryRequired: 'Kategori harus dipilih',
  coverRequired: 'Gambar sampul harus diunggah',
  coverType: 'Gambar harus berupa PNG atau JPEG',
  coverSize: `Ukuran file maksimal ${IMAGE_MAX_BYTES / MB}MB`,
  coverDimensions: `Dimensi gambar sampul maksimal ${COVER_MAX_WIDTH}x${COVER_MAX_HEIGHT} piksel`, // ours
  logoType: 'Logo harus berupa PNG atau JPEG', // ours
  logoDimensions: `Dimensi logo maksimal ${LOGO_MAX_SIDE}x${LOGO_MAX_SIDE} piksel`, // ours
  shareImageDimensions: `Dimensi gambar berbagi maksimal ${COVER_MAX_WIDTH}x${COVER_MAX_HEIGHT} piksel`, // ours
  heroImageDimensions: `Dimensi gambar utama maksimal ${COVER_MAX_WIDTH}x${COVER_MAX_HEIGHT} piksel`, // ours
  publicationType: 'File publikasi harus berupa PDF',
  publicationSize: `Ukuran file publikasi maksimal ${PUBLICATION_MAX_BYTES / MB}MB`,
  publicationRequired: 'File publikasi harus diunggah',
  publishedDate: 'Tanggal publikasi harus berupa tanggal yang valid',
  nameRequired: 'Nama harus diisi', // ours
  positionRequired: 'Jabatan harus diisi', // ours
  imageCorrupt: 'Gambar tidak dapat dibaca, file mungkin rusak', // ours
  uploadOtherFolder: 'File ini tersimpan untuk kolom lain dan tidak dapat dipakai di sini. Pilih file lain dari Pustaka Media atau unggah file baru.', // ours
  pdfCorrupt: 'File PDF tidak dapat dibaca, file mungkin rusak', // ours
  pdfTooComplex: 'File PDF terlalu rumit untuk diperiksa: simpan ulang sebagai PDF biasa (misalnya dengan fitur Cetak ke PDF), lalu unggah lagi', // ours
  emailInvalid: 'Alamat email tidak valid', // ours
  controlCharacters: 'Tidak boleh mengandung baris baru atau karakter kontrol', // ours
  hiddenControlCharacters: 'Tidak boleh mengandung karakter kontrol tak terlihat (biasanya terbawa saat menempel teks)', // ours
  stale: 'Data ini sudah diubah orang lain sejak Anda membukanya. Muat ulang halaman untuk melihat versi terbaru; isian Anda tetap ada di formulir.', // ours
} as const
