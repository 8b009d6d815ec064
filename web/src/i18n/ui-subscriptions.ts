/**
 * The interface text of the client alerts' subscription in both languages: the form in
 * every footer and on blog and publication pages, and the pages its links lead to. Its own
 * dictionary, read with the page's language (useLang), so the shared UI table stays as it is.
 */
import { CONFIRM_LINK_DAYS } from '../../../shared/collections/subscribers'

const id = {
  heading: 'Peringatan klien',
  postHeading: 'Dapatkan peringatan klien',
  pageHeading: 'Berlangganan peringatan klien',
  intro: 'Terima email saat kami menerbitkan analisis dan publikasi di bidang yang Anda pilih.',
  labels: { email: 'Email', name: 'Nama', lang: 'Bahasa email' },
  nameHelp: 'Opsional.',
  interests: 'Pilih minat (opsional)',
  interestsHelp: 'Tanpa pilihan, Anda menerima semua peringatan.',
  areas: 'Bidang praktik',
  categories: 'Kategori',
  langNames: { id: 'Bahasa Indonesia', en: 'English' },
  consentBefore: 'Saya menyetujui pemrosesan data pribadi saya untuk menerima peringatan klien sesuai ',
  submit: 'Berlangganan',
  compact: { button: 'Berlangganan', note: 'Pilih topik dan bahasa email di langkah berikutnya.' },
  note: `Kami mengirim tautan konfirmasi; tanpa konfirmasi tidak ada yang dikirim. Berhenti kapan saja dari tautan di setiap email.`,
  sent: {
    title: 'Periksa email Anda',
    lead: 'Terima kasih. Bila alamat yang Anda tulis dapat menerima peringatan klien, kami telah mengirim email ke alamat itu.',
    steps: [
      `Buka email itu dan tekan tombolnya untuk mengonfirmasi langganan. Tautannya berlaku ${CONFIRM_LINK_DAYS} hari.`,
      'Bila alamat itu sudah berlangganan, email itu berisi tautan untuk mengelola minat Anda.',
      'Tidak menerima apa pun dalam beberapa menit? Periksa folder spam, atau kirim formulir sekali lagi nanti.',
    ],
    back: 'Kembali ke beranda',
  },
  retry: { title: 'Periksa kembali isian Anda', description: 'Formulir langganan belum terkirim.', heading: 'Langganan belum terkirim', limitedHeading: 'Tunggu sebentar' },
  formError: 'Langganan belum terkirim karena ada isian yang tidak sesuai: periksa isian yang ditandai.',
  link: {
    invalidTitle: 'Tautan tidak berlaku',
    invalid: 'Tautan ini tidak dapat dipakai: mungkin sudah dipakai, diganti oleh email yang lebih baru, atau tidak lengkap tersalin. Buka tautan dari email terbaru kami, atau kirim formulir langganan sekali lagi.',
    expiredTitle: 'Tautan sudah kedaluwarsa',
    expired: 'Tautan ini sudah tidak berlaku. Kirim formulir langganan sekali lagi: kami akan mengirim tautan baru ke alamat email Anda.',
    usedTitle: 'Tautan sudah dipakai',
    used: 'Tautan konfirmasi ini sudah dipakai, jadi tidak dapat dipakai lagi. Untuk mengubah minat atau berhenti berlangganan, pakai tautan di bagian bawah email peringatan kami. Untuk berlangganan dengan alamat lain, kirim formulir langganan.',
    limited: 'Terlalu banyak permintaan dari alamat internet Anda dalam waktu singkat. Tunggu satu menit, lalu muat ulang halaman ini.',
  },
  confirm: {
    title: 'Konfirmasi langganan',
    lead: (email: string) => `Tekan tombol di bawah untuk menerima peringatan klien di ${email}.`,
    button: 'Konfirmasi langganan',
    doneTitle: 'Langganan aktif',
    done: (email: string) => `Terima kasih. Peringatan klien akan dikirim ke ${email} saat kami menerbitkan sesuatu yang sesuai minat Anda.`,
    manage: 'Kelola minat',
  },
  unsubscribe: {
    title: 'Berhenti berlangganan',
    lead: (email: string) => `Tekan tombol di bawah agar ${email} tidak lagi menerima peringatan klien.`,
    button: 'Berhenti berlangganan',
    doneTitle: 'Anda sudah berhenti berlangganan',
    // No address once the subscription has ended: the link may be opened later by anyone who has it.
    done: 'Alamat email ini tidak akan menerima peringatan klien lagi. Datanya kami hapus setelah 30 hari.',
    undo: 'Berlangganan lagi',
    undone: 'Langganan Anda aktif kembali.',
  },
  manage: {
    title: 'Kelola langganan',
    lead: (email: string) => `Langganan peringatan klien untuk ${email}.`,
    save: 'Simpan pilihan',
    saved: 'Pilihan Anda tersimpan.',
    notSaved: 'Pilihan belum tersimpan karena ada isian yang tidak sesuai: periksa isian yang ditandai.',
    endedTitle: 'Langganan sudah berakhir',
    ended: 'Langganan peringatan klien dari tautan ini sudah berakhir: tidak ada peringatan yang dikirim lagi, dan pilihan lamanya tidak dapat diubah. Anda dapat berlangganan lagi kapan saja.',
    notSavedEnded: 'Pilihan tidak disimpan: langganan ini sudah berakhir sebelum Anda menekan Simpan.',
    resubscribe: 'Berlangganan lagi',
    unsubscribe: 'Berhenti berlangganan',
  },
}

export type SubscriptionUi = typeof id

const en: SubscriptionUi = {
  heading: 'Client alerts',
  postHeading: 'Get client alerts',
  pageHeading: 'Subscribe to client alerts',
  intro: 'Receive an email when we publish analysis and publications in the areas you choose.',
  labels: { email: 'Email', name: 'Name', lang: 'Email language' },
  nameHelp: 'Optional.',
  interests: 'Choose interests (optional)',
  interestsHelp: 'Choose none to receive every alert.',
  areas: 'Practice areas',
  categories: 'Categories',
  langNames: { id: 'Bahasa Indonesia', en: 'English' },
  consentBefore: 'I consent to the processing of my personal data to receive client alerts, as described in the ',
  submit: 'Subscribe',
  compact: { button: 'Subscribe', note: 'Choose topics and the email language in the next step.' },
  note: 'We send a confirmation link; nothing is sent until you confirm. Unsubscribe at any time from the link in every email.',
  sent: {
    title: 'Check your email',
    lead: 'Thank you. If the address you wrote can receive client alerts, we have sent an email to it.',
    steps: [
      `Open that email and press its button to confirm your subscription. The link works for ${CONFIRM_LINK_DAYS} days.`,
      'If that address is already subscribed, the email holds a link to manage your interests.',
      'Nothing within a few minutes? Check your spam folder, or send the form once more later.',
    ],
    back: 'Back to the home page',
  },
  retry: { title: 'Please check your entries', description: 'The subscription form was not sent.', heading: 'Subscription not sent', limitedHeading: 'Please wait a moment' },
  formError: 'The subscription was not sent because some entries are not valid: check the marked fields.',
  link: {
    invalidTitle: 'Link not valid',
    invalid: 'This link cannot be used: it may have been used already, replaced by a newer email, or copied incompletely. Open the link in our latest email, or send the subscription form once more.',
    expiredTitle: 'Link expired',
    expired: 'This link no longer works. Send the subscription form once more and we will email a new link to your address.',
    usedTitle: 'Link already used',
    used: 'This confirmation link has been used already and cannot be used again. To change your interests or unsubscribe, use the links at the bottom of our alert emails. To subscribe another address, send the subscription form.',
    limited: 'Too many requests from your internet address in a short time. Wait a minute, then reload this page.',
  },
  confirm: {
    title: 'Confirm your subscription',
    lead: (email: string) => `Press the button below to receive client alerts at ${email}.`,
    button: 'Confirm subscription',
    doneTitle: 'Subscription confirmed',
    done: (email: string) => `Thank you. Client alerts will be sent to ${email} when we publish something that matches your interests.`,
    manage: 'Manage interests',
  },
  unsubscribe: {
    title: 'Unsubscribe',
    lead: (email: string) => `Press the button below so that ${email} no longer receives client alerts.`,
    button: 'Unsubscribe',
    doneTitle: 'You have unsubscribed',
    done: 'This email address will receive no more client alerts. We delete its data after 30 days.',
    undo: 'Subscribe again',
    undone: 'Your subscription is active again.',
  },
  manage: {
    title: 'Manage your subscription',
    lead: (email: string) => `Client alerts subscription for ${email}.`,
    save: 'Save choices',
    saved: 'Your choices have been saved.',
    notSaved: 'Your choices were not saved because some entries are not valid: check the marked fields.',
    endedTitle: 'Subscription ended',
    ended: 'The client alerts subscription of this link has ended: no more alerts are sent, and its old choices cannot be changed. You can subscribe again at any time.',
    notSavedEnded: 'Your choices were not saved: this subscription ended before you pressed Save.',
    resubscribe: 'Subscribe again',
    unsubscribe: 'Unsubscribe',
  },
}

export const SUBSCRIPTION_UI = { id, en }
