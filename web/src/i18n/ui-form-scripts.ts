/**
 * What the public form scripts (web/src/client/inquiry-form.ts, application-form.ts) say
 * themselves, in both languages: status lines while sending, the CV kept from a refused
 * try, the CV's checks before sending, and failures no server answer explains (the connection
 * lost, an answer that is not the app's). The form carries them in the page's language
 * (`data-script-text`), so the scripts hold no text of their own and ship no second language.
 * `{size}` and `{name}` are filled in by the script. Where the server says the same thing, these
 * are its words (the CV's messages from the upload rule, in English from the reviewed table).
 */
import { englishFormMessage } from '../../../shared/i18n/form-messages-en'
import { UPLOAD_RULES } from '../../../shared/schemas/uploads'

const cv = UPLOAD_RULES.application_cvs.messages
const inEnglish = (message: string) => englishFormMessage(message) ?? message

const id = {
  inquiry: {
    sending: 'Mengirim…',
    sent: 'Pesan terkirim',
    network: 'Pesan belum terkirim: koneksi terputus. Periksa koneksi Anda, lalu kirim lagi. Isian Anda tetap di formulir.',
    tooLarge: 'Pesan terlalu panjang untuk dikirim. Persingkat isian Anda lalu kirim lagi.',
    reload: 'Pesan belum terkirim: muat ulang halaman lalu kirim lagi. Salin isian Anda terlebih dahulu.',
    unexpected: 'Pesan belum terkirim karena gangguan di server. Coba lagi sebentar lagi. Isian Anda tetap di formulir.',
  },
  application: {
    sending: 'Mengirim lamaran…',
    sendingWithCv: 'Mengirim lamaran dan CV ({size})…',
    sent: 'Lamaran terkirim',
    network: 'Lamaran belum terkirim: koneksi terputus. Periksa koneksi Anda, lalu kirim lagi. Isian Anda tetap di formulir.',
    unexpected: 'Lamaran belum terkirim karena gangguan di server. Coba lagi sebentar lagi. Isian Anda tetap di formulir.',
    notSent: 'Lamaran belum terkirim: periksa isian yang ditandai.',
    keptCv: 'Terlampir: {name} ({size}). Pilih file lain hanya bila ingin menggantinya. PDF, maksimal 10 MB.',
    cvType: cv.type,
    cvSize: cv.size,
    cvCorrupt: cv.corrupt,
  },
}

const en: typeof id = {
  inquiry: {
    sending: 'Sending…',
    sent: 'Message sent',
    network: 'Your message has not been sent: the connection was lost. Please check your connection, then send again. What you typed stays in the form.',
    tooLarge: inEnglish(id.inquiry.tooLarge),
    reload: 'Your message has not been sent: please reload the page, then send again. Copy what you typed first.',
    unexpected: 'Your message has not been sent because of a problem on our server. Please try again in a moment. What you typed stays in the form.',
  },
  application: {
    sending: 'Sending your application…',
    sendingWithCv: 'Sending your application and CV ({size})…',
    sent: 'Application sent',
    network: 'Your application has not been sent: the connection was lost. Please check your connection, then send again. What you typed stays in the form.',
    unexpected: 'Your application has not been sent because of a problem on our server. Please try again in a moment. What you typed stays in the form.',
    notSent: inEnglish(id.application.notSent),
    keptCv: 'Attached: {name} ({size}). Choose another file only if you want to replace it. PDF, up to 10 MB.',
    cvType: inEnglish(cv.type),
    cvSize: inEnglish(cv.size),
    cvCorrupt: inEnglish(cv.corrupt),
  },
}

export type InquiryScriptText = (typeof id)['inquiry']
export type ApplicationScriptText = (typeof id)['application']

export const FORM_SCRIPTS_UI = { id: { formScripts: id }, en: { formScripts: en } }
