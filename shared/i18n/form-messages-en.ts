/**
 * The public forms' messages in English: every message the contact form, the short
 * forms on attorney and practice-area pages, and the application form can show a visitor (their
 * rules' field messages, the lines above a refused form, the guards' and the error page's
 * answers), beside its Indonesian wording, as the rules and guards write it.
 *
 * One table, read and changed side by side: the Indonesian is written out here, not imported, so
 * that a rule whose wording or limit changes finds no English until someone writes it, and
 * `form-messages-en.test.ts` fails for it (it makes the forms produce every message they can and
 * looks each up). Messages with a number the guard computes (minutes to wait, a request id) are
 * patterns. The dashboard never reads this: staff work in Indonesian (decision 30).
 */
import type { Lang } from './langs'

const EXACT: Record<string, string> = {
  // Fields of both forms.
  'Nama harus diisi': 'Please enter your name',
  'Nama maksimal 120 karakter': 'Your name can be at most 120 characters',
  'Email harus diisi': 'Please enter your email address',
  'Alamat email maksimal 254 karakter': 'The email address can be at most 254 characters',
  'Alamat email tidak valid': 'This email address is not valid',
  'Nomor telepon tidak valid: tulis 8–15 digit dengan kode negara, misalnya +62 21 5088 7700, atau nomor dalam negeri seperti 021 5088 7700':
    'This telephone number is not valid: write 8–15 digits with the country code, such as +62 21 5088 7700, or an Indonesian number such as 021 5088 7700',
  'Tidak boleh mengandung baris baru atau karakter kontrol': 'This cannot contain line breaks or control characters',
  'Tidak boleh mengandung karakter kontrol tak terlihat (biasanya terbawa saat menempel teks)': 'This cannot contain invisible control characters (they usually come with pasted text)',

  // The contact form.
  'Nama perusahaan maksimal 160 karakter': 'The company name can be at most 160 characters',
  'Bidang praktik tidak ditemukan: pilih dari daftar': 'Practice area not found: please choose one from the list',
  'Pesan harus diisi': 'Please write your message',
  'Pesan minimal 20 karakter': 'Your message needs at least 20 characters',
  'Pesan maksimal 5.000 karakter': 'Your message can be at most 5,000 characters',
  'Pihak lain yang terlibat maksimal 1.000 karakter': 'The other parties involved can take at most 1,000 characters',
  'Centang persetujuan ini agar kami dapat memproses pesan Anda': 'Please tick this consent so that we can process your message',
  'Pesan belum terkirim karena ada isian yang tidak sesuai: periksa isian yang ditandai.': 'Your message has not been sent: please check the marked fields.',
  'Pesan terlalu panjang untuk dikirim. Persingkat isian Anda lalu kirim lagi.': 'Your message is too long to send. Please shorten what you typed, then send it again.',

  // The application form.
  'Telepon harus diisi': 'Please enter your telephone number',
  'URL LinkedIn harus seperti ini: https://www.linkedin.com/in/john-doe': 'The LinkedIn URL should look like this: https://www.linkedin.com/in/john-doe',
  'Lampirkan CV Anda dalam bentuk PDF': 'Please attach your CV as a PDF',
  'File CV harus berupa PDF': 'The CV must be a PDF file',
  'Ukuran file CV maksimal 10MB': 'The CV file can be at most 10 MB',
  'File PDF tidak dapat dibaca, file mungkin rusak': 'The PDF file cannot be read; it may be damaged',
  'File PDF terlalu rumit untuk diperiksa: simpan ulang sebagai PDF biasa (misalnya dengan fitur Cetak ke PDF), lalu unggah lagi':
    'The PDF file is too complex to check: save it again as a plain PDF (for instance with Print to PDF), then upload it again',
  'Surat lamaran maksimal 5.000 karakter': 'Your cover letter can be at most 5,000 characters',
  'Centang persetujuan ini agar kami dapat memproses lamaran Anda': 'Please tick this consent so that we can process your application',
  'Lowongan ini sudah ditutup. Anda tetap dapat mengirim lamaran terbuka dari halaman Karier.': 'This position has closed. You can still send a speculative application from the Careers page.',
  'Lamaran belum terkirim: periksa isian yang ditandai.': 'Your application has not been sent: please check the marked fields.',
  'Kiriman terlalu besar: CV maksimal 10 MB. Tekan tombol Kembali di peramban Anda (isian Anda masih ada), pilih file CV yang lebih kecil, lalu kirim lagi.':
    'What you sent is too large: the CV can be at most 10 MB. Press your browser’s Back button (what you typed is still there), choose a smaller CV file, then send again.',

  // An event's registration form.
  'Jabatan maksimal 120 karakter': 'Your position can be at most 120 characters',
  'Pertanyaan maksimal 2.000 karakter': 'Your questions can be at most 2,000 characters',
  'Centang persetujuan ini agar kami dapat memproses pendaftaran Anda': 'Please tick this consent so that we can process your registration',
  'Pendaftaran belum terkirim karena ada isian yang tidak sesuai: periksa isian yang ditandai.': 'Your registration has not been sent: please check the marked fields.',
  'Pendaftaran acara ini sudah ditutup.': 'Registration for this event has closed.',

  // The guards: the spam guard, App Check, the same-origin check, the form's bounds.
  'Formulir ini sudah terlalu lama terbuka. Periksa isian Anda, lalu kirim sekali lagi.': 'This form has been open for too long. Please check what you typed, then send it once more.',
  'Pesan belum terkirim: formulir ini memerlukan JavaScript untuk memastikan pengirimnya bukan program otomatis. Aktifkan JavaScript di browser Anda (bila sudah aktif, muat ulang halaman), lalu kirim lagi; isian Anda tetap di formulir. Anda juga dapat menghubungi kami lewat email atau telepon di halaman Hubungi kami.':
    'Your message has not been sent: this form needs JavaScript to make sure that a person, not a program, is sending it. Please turn JavaScript on in your browser (if it is on, reload the page), then send again; what you typed stays in the form. You can also reach us by email or telephone, as shown on our Contact page.',
  'Lamaran belum terkirim: formulir ini memerlukan JavaScript untuk memastikan pengirimnya bukan program otomatis. Aktifkan JavaScript di browser Anda (bila sudah aktif, muat ulang halaman), lalu kirim lagi; isian Anda tetap di formulir (file CV yang belum terlampir perlu dipilih lagi). Anda juga dapat menghubungi kami lewat email atau telepon di halaman Hubungi kami.':
    'Your application has not been sent: this form needs JavaScript to make sure that a person, not a program, is sending it. Please turn JavaScript on in your browser (if it is on, reload the page), then send again; what you typed stays in the form (a CV not yet attached needs choosing again). You can also reach us by email or telephone, as shown on our Contact page.',
  'Permintaan tidak dapat diverifikasi. Muat ulang halaman lalu kirim kembali.': 'Your request could not be verified. Please reload the page, then send again.',
  'Permintaan ditolak: berasal dari situs lain.': 'Request refused: it came from another site.',
  'Permintaan ditolak: asal permintaan tidak diketahui.': 'Request refused: where it came from is unknown.',
  'Formulir tidak dapat dibaca. Muat ulang halaman dan coba lagi.': 'The form could not be read. Please reload the page and try again.',
  'Formulir berisi terlalu banyak isian (paling banyak 5.000). Muat ulang halaman dan coba lagi.': 'The form holds too many fields (at most 5,000). Please reload the page and try again.',
  'Isian terlalu panjang (paling banyak 20.000 karakter). Persingkat lalu simpan lagi.': 'An entry is too long (at most 20,000 characters). Please shorten it, then send again.',

  // The error page's answers to a form sent by script (JSON `error`).
  'Alamat tidak ditemukan.': 'Address not found.',
  'Layanan sedang tidak tersedia. Coba lagi dalam beberapa saat.': 'The service is temporarily unavailable. Please try again in a few moments.',
  'Permintaan tidak dapat diproses.': 'This request could not be processed.',
}

const minutes = (n: string) => (n === '1' ? '1 minute' : `${n} minutes`)

/** Messages with a number in them: the Indonesian as a pattern, the English from its parts. */
const PATTERNS: readonly (readonly [RegExp, (...parts: string[]) => string])[] = [
  [
    /^Terlalu banyak pesan dari alamat internet Anda dalam waktu singkat\. Tunggu (\d{1,4}) menit, lalu kirim lagi: isian Anda tetap di formulir\.$/,
    (n) => `Too many messages from your internet address in a short time. Please wait ${minutes(n!)}, then send again: what you typed stays in the form.`,
  ],
  [
    /^Terlalu banyak pesan dari alamat email ini dalam waktu singkat\. Tunggu (\d{1,4}) menit, lalu kirim lagi: isian Anda tetap di formulir\.$/,
    (n) => `Too many messages from this email address in a short time. Please wait ${minutes(n!)}, then send again: what you typed stays in the form.`,
  ],
  // A list field only a crafted request sends to a public form (the forms have none).
  [/^Terlalu banyak pilihan [^()]{1,80} \(paling banyak 1\.000\)\.$/, () => 'Too many choices (at most 1,000).'],
  [/^Pilihan [^.]{1,80} tidak dikenal\. Muat ulang halaman dan pilih lagi\.$/, () => 'A choice is not recognised. Please reload the page and choose again.'],
  [/^Terjadi kesalahan di server \(kode permintaan ([A-Za-z0-9-]{1,40})\)\.$/, (id) => `Something went wrong on our server (request ID ${id}).`],
]

/** The English of a public form's message, or null where none is written. */
export function englishFormMessage(message: string): string | null {
  const exact = EXACT[message]
  if (exact !== undefined) return exact
  for (const [pattern, english] of PATTERNS) {
    const match = pattern.exec(message)
    if (match) return english(...match.slice(1))
  }
  return null
}

/** The Indonesian wordings the table knows (tests: no entry outlives its rule). */
export const INDONESIAN_FORM_MESSAGES: readonly string[] = Object.keys(EXACT)
export const FORM_MESSAGE_PATTERNS: readonly RegExp[] = PATTERNS.map(([pattern]) => pattern)

/**
 * A message as a page in `lang` shows it: Indonesian pages as written; English pages in
 * English, or, for a message with no English yet, in Indonesian marked `lang="id"` (WCAG 3.1.2).
 */
export function formMessageIn(lang: Lang, message: string): { text: string; lang?: 'id' } {
  if (lang === 'id' || message === '') return { text: message }
  const english = englishFormMessage(message)
  return english === null ? { text: message, lang: 'id' } : { text: english }
}

/** A message's text in `lang` (JSON answers, where no element can carry a language). */
export function formMessageText(lang: Lang, message: string): string {
  return formMessageIn(lang, message).text
}

/** Each field's messages in `lang`. */
export function formErrorsIn(lang: Lang, errors: Record<string, string[]>): Record<string, string[]> {
  if (lang === 'id') return errors
  return Object.fromEntries(Object.entries(errors).map(([field, messages]) => [field, messages.map((message) => formMessageText(lang, message))]))
}
