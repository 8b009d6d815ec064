/**
 * Indonesian messages. Those of the spec's section 5 are copied word for word;
 * the others (marked "ours") follow the same voice.
 */
export const MSG = {
  pictureType: 'Gambar harus berupa PNG atau JPEG',
  pictureSize: 'Ukuran file maksimal 10MB',
  pictureDimensions: 'Dimensi foto profil maksimal 4000x6000 piksel', // ours
  slug: 'Slug hanya boleh mengandung huruf kecil, angka, dan tanda hubung',
  slugRequired: 'Slug harus diisi', // ours
  slugTaken: 'Slug ini sudah dipakai, gunakan slug lain', // ours
  bioMin: 'Panjang bio minimal 100 karakter',
  cvType: 'File CV harus berupa PDF',
  cvSize: 'Ukuran file CV maksimal 10MB', // ours
  linkedin: (host: string) => `URL LinkedIn harus seperti ini: ${host}/in/john-doe`,
  categoryMin: 'Nama kategori harus lebih dari 4 karakter',
  categoryMax: 'Nama kategori tidak boleh lebih dari 50 karakter',
  categoryTaken: 'Kategori dengan nama ini sudah ada', // ours
  tagMin: 'Nama tag minimal 2 karakter', // ours
  tagMax: 'Nama tag tidak boleh lebih dari 50 karakter', // ours
  tagTaken: 'Tag dengan nama ini sudah ada', // ours
  titleMin: 'Judul minimal 10 karakter',
  titleMax: 'Judul maksimal 200 karakter',
  contentMin: 'Konten minimal 100 karakter',
  categoryRequired: 'Kategori harus dipilih',
  coverRequired: 'Gambar sampul harus diunggah',
  coverType: 'Gambar harus berupa PNG atau JPEG',
  coverSize: 'Ukuran file maksimal 10MB',
  coverDimensions: 'Dimensi gambar sampul maksimal 6000x4000 piksel', // ours
  publicationType: 'File publikasi harus berupa PDF',
  publicationSize: 'Ukuran file publikasi maksimal 20MB',
  publicationRequired: 'File publikasi harus diunggah',
  publishedDate: 'Tanggal publikasi harus berupa tanggal yang valid',
  nameRequired: 'Nama harus diisi', // ours
  positionRequired: 'Jabatan harus diisi', // ours
  imageCorrupt: 'Gambar tidak dapat dibaca, file mungkin rusak', // ours
  pdfCorrupt: 'File PDF tidak dapat dibaca, file mungkin rusak', // ours
  emailInvalid: 'Alamat email tidak valid', // ours
  controlCharacters: 'Tidak boleh mengandung baris baru atau karakter kontrol', // ours
  hiddenControlCharacters: 'Tidak boleh mengandung karakter kontrol tak terlihat (biasanya terbawa saat menempel teks)', // ours
  stale: 'Data ini sudah diubah orang lain sejak Anda membukanya. Muat ulang halaman untuk melihat versi terbaru; isian Anda tetap ada di formulir.', // ours
} as const
