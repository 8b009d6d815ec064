import { sameSitePath } from './site-path'

/**
 * Confirmations shown after an action, each naming what happened (moved to Sampah, restored,
 * scheduled for a day, sent to how many subscribers). Redirects carry a key (`?notice=blog-saved`),
 * never free text, so nobody can make the dashboard display words of their choosing. The keys
 * are a type: a redirect naming a notice that has no text here does not compile. A notice may
 * take details, each checked before it is shown (NoticeDetail): what kind of item, an instant, a
 * client alert's outcome; a detail that does not read is left out of the words.
 */

/** What an item is called at the start of a sentence, by collection (the items a notice names). */
export const NOTICE_NOUNS = {
  blogs: 'Blog',
  publications: 'Publikasi',
  profiles: 'Profil',
  practiceAreas: 'Bidang praktik',
  categories: 'Kategori',
  tags: 'Tag',
  openings: 'Lowongan',
  offices: 'Kantor',
  events: 'Acara',
  blockPages: 'Halaman',
  regulations: 'Peraturan',
} as const
export type NoticeNounOf = keyof typeof NOTICE_NOUNS

/** A collection as a notice names it, when it names it (`{ of }`, or nothing). */
export function noticeOf(collection: string | null | undefined): { of?: NoticeNounOf } {
  return collection && Object.prototype.hasOwnProperty.call(NOTICE_NOUNS, collection) ? { of: collection as NoticeNounOf } : {}
}

/**
 * What a save did with an item's client alert (functions/src/alerts/alert-notice.ts): sent to
 * `count` subscribers now, to be sent when the item is published (`later`), no subscriber
 * matches, or not sent to the `count` who match because Otomatis follows categories the
 * settings do not send (`off`, `off-later` for a scheduled item).
 */
export type AlertOutcome = { kind: 'sent' | 'later' | 'off' | 'off-later'; count: number } | { kind: 'none' }

/** A notice's details, as the redirect carries them (`notice-of`, `notice-at`, `notice-alert`). */
export interface NoticeDetail {
  of?: NoticeNounOf
  /** An instant (ISO), said in Jakarta time. */
  at?: string
  alert?: AlertOutcome
}

/** The details once checked: each one present reads. */
interface Read {
  noun: string | null
  at: string | null
}

type Words = string | ((detail: Read) => string)

const item = (detail: Read) => detail.noun ?? 'Item'

export const NOTICES = {
  'blog-created': 'Blog berhasil dibuat.',
  'blog-saved': 'Blog tersimpan.',
  'blog-deleted': 'Blog dipindahkan ke Sampah.',
  'publication-created': 'Publikasi berhasil dibuat.',
  'publication-saved': 'Publikasi tersimpan.',
  'publication-deleted': 'Publikasi dipindahkan ke Sampah.',
  'profile-created': 'Profil berhasil dibuat.',
  'profile-saved': 'Profil tersimpan.',
  'profile-deleted': 'Profil dipindahkan ke Sampah.',
  'category-created': 'Kategori ditambahkan.',
  'category-saved': 'Nama kategori diubah.',
  'category-deleted': 'Kategori dipindahkan ke Sampah.',
  'tag-created': 'Tag ditambahkan.',
  'tag-saved': 'Nama tag diubah.',
  'tag-deleted': 'Tag dipindahkan ke Sampah.',
  'category-merged': 'Konten dipindahkan ke kategori yang Anda pilih, dan kategori lama dipindahkan ke Sampah.',
  'tag-merged': 'Tag digabungkan ke tag yang Anda pilih, dan tag lama dipindahkan ke Sampah.',
  'practice-area-created': 'Bidang praktik berhasil dibuat.',
  'practice-area-saved': 'Bidang praktik tersimpan.',
  'practice-area-deleted': 'Bidang praktik dipindahkan ke Sampah.',
  // What a save did to an item that can be a draft (blogs, publications, practice areas).
  'item-draft': (d) => `${item(d)} disimpan sebagai draf dan belum tampil di situs.`,
  'item-published': (d) => `${item(d)} diterbitkan dan tampil di situs.`,
  'item-scheduled': (d) => `${item(d)} dijadwalkan terbit ${d.at ? `pada ${d.at}` : 'pada tanggal yang dipilih'}.`,
  'item-saved-scheduled': (d) => `${item(d)} tersimpan dan tetap dijadwalkan terbit ${d.at ? `pada ${d.at}` : 'pada tanggal yang dipilih'}.`,
  'item-unpublished': (d) => `${item(d)} dikembalikan ke draf dan tidak tampil lagi di situs.`,
  'page-saved': 'Halaman tersimpan.',
  'order-saved': 'Urutan tersimpan.',
  'navigation-saved': 'Navigasi tersimpan dan tampil di situs.',
  'staff-disabled': 'Akun staf dinonaktifkan; pemiliknya tidak dapat masuk lagi.',
  'staff-enabled': 'Akun staf diaktifkan kembali.',
  'staff-made-admin': 'Akun staf itu sekarang admin.',
  'staff-made-editor': 'Akun staf itu sekarang editor.',
  'staff-role-changed': 'Peran akun staf itu diubah.',
  'settings-saved': 'Pengaturan situs tersimpan.',
  'office-created': 'Kantor ditambahkan.',
  'office-saved': 'Kantor tersimpan.',
  'office-deleted': 'Kantor dipindahkan ke Sampah.',
  'office-main': 'Kantor utama diganti.',
  'office-moved': 'Urutan kantor tersimpan.',
  'opening-created': 'Lowongan berhasil dibuat.',
  'opening-saved': 'Lowongan tersimpan.',
  'opening-deleted': 'Lowongan dipindahkan ke Sampah.',
  'inquiry-status': 'Status pesan diubah.',
  'inquiry-assigned': 'Penanggung jawab pesan diubah.',
  'inquiry-note': 'Catatan ditambahkan ke pesan.',
  'inquiry-replied': 'Balasan terkirim ke pengirim dan tersimpan di percakapan.',
  'inquiry-spam': 'Pesan dipindahkan ke Spam.',
  'inquiry-not-spam': 'Pesan dikembalikan dari Spam.',
  'inquiry-not-spam-sent': 'Pesan dikembalikan dari Spam, dan emailnya dikirim.',
  'inquiry-unread': 'Pesan ditandai belum dibaca.',
  'inquiry-deleted': 'Pesan dihapus.',
  'inquiry-resent': 'Email pesan ini dikirim ulang.',
  'inquiry-person-deleted': 'Semua data dengan alamat email itu dihapus.',
  'application-status': 'Status lamaran diubah.',
  'application-assigned': 'Penanggung jawab lamaran diubah.',
  'application-note': 'Catatan ditambahkan ke lamaran.',
  'application-replied': 'Balasan terkirim ke pelamar dan tersimpan di percakapan.',
  'application-spam': 'Lamaran dipindahkan ke Spam.',
  'application-not-spam': 'Lamaran dikembalikan dari Spam.',
  'application-not-spam-sent': 'Lamaran dikembalikan dari Spam, dan emailnya dikirim.',
  'application-unread': 'Lamaran ditandai belum dibaca.',
  'application-deleted': 'Lamaran dan CV-nya dihapus.',
  'application-resent': 'Email lamaran ini dikirim ulang.',
  'trash-restored': (d) => `${item(d)} dipulihkan dari Sampah.`,
  'trash-purged': (d) => `${item(d)} dihapus permanen.`,
  'redirect-created': 'Pengalihan ditambahkan.',
  'redirect-deleted': 'Pengalihan dihapus.',
  'media-saved': 'File tersimpan.',
  'media-deleted': 'File dihapus dari Pustaka Media.',
  'media-cleaned': 'File yang tidak dipakai sudah dihapus.',
  'account-name-saved': 'Nama Anda tersimpan.',
  'account-password-changed': 'Kata sandi diganti. Sesi Anda di perangkat lain sudah diakhiri.',
  'two-factor-required': 'Admin mewajibkan verifikasi dua langkah. Aktifkan dahulu untuk melanjutkan.',
  'two-factor-off': 'Verifikasi dua langkah dimatikan.',
  'recovery-code-used': 'Anda masuk dengan kode pemulihan. Periksa sisa kode pemulihan Anda.',
  'two-factor-recovered': 'Anda masuk dengan kode pemulihan. Verifikasi dua langkah dimatikan: aktifkan lagi dengan ponsel Anda.',
  'staff-two-factor-reset': 'Verifikasi dua langkah akun itu diatur ulang.',
  'staff-invited': 'Undangan terkirim. Rekan Anda membuat kata sandinya sendiri lewat tautan di email itu.',
  'staff-invite-resent': 'Undangan dikirim ulang; tautan sebelumnya tidak berlaku lagi.',
  'staff-invite-revoked': 'Undangan dibatalkan; tautannya tidak berlaku lagi.',
  'staff-reset-link-sent': 'Tautan atur ulang kata sandi dikirim ke email akun itu.',
  'two-factor-policy-saved': 'Aturan verifikasi dua langkah tersimpan.',
  'subscriber-deleted': 'Data pelanggan dihapus, termasuk catatan peringatan yang diterimanya.',
  // Tinjauan (docs/decisions/0051-review-before-publishing.md).
  'review-requested': 'Tinjauan diajukan; peninjau yang dipilih diberi tahu lewat email.',
  'review-commented': 'Komentar tersimpan dan dikirim kepada yang terlibat.',
  'review-approved': 'Disetujui dan diterbitkan: item ini tampil di situs.',
  'review-approved-scheduled': (d) => `Disetujui dan dijadwalkan terbit ${d.at ? `pada ${d.at}` : 'pada tanggal yang dipilih'}.`,
  'review-changes': 'Permintaan perubahan dikirim kepada pengaju.',
} as const satisfies Record<string, Words>

export type NoticeKey = keyof typeof NOTICES

/** What a client alert's outcome adds to the notice of the save. */
export function alertSentence(outcome: AlertOutcome): string {
  switch (outcome.kind) {
    case 'sent':
      return `Peringatan klien dikirim ke ${count(outcome.count)} pelanggan.`
    case 'later':
      return outcome.count > 0
        ? `Peringatan klien akan dikirim ke ${count(outcome.count)} pelanggan saat terbit.`
        : 'Peringatan klien akan dikirim saat terbit, tetapi saat ini belum ada pelanggan yang minatnya cocok.'
    case 'none':
      return 'Tidak ada pelanggan yang minatnya cocok, jadi tidak ada peringatan klien yang dikirim.'
    case 'off':
      return `Tidak dikirim sebagai peringatan klien ke ${count(outcome.count)} pelanggan yang minatnya cocok: pada pilihan Otomatis, kategorinya tidak dipilih di Pengaturan Situs.`
    case 'off-later':
      return `Tidak akan dikirim sebagai peringatan klien ke ${count(outcome.count)} pelanggan yang minatnya cocok: pada pilihan Otomatis, kategorinya tidak dipilih di Pengaturan Situs.`
  }
}

/** 1234 as Indonesian writes it: 1.234. */
function count(n: number): string {
  return String(n).replace(/\B(?=(\d{3})+(?!\d))/g, '.')
}

/**
 * Whether a `?notice=` value is one of the keys. Own keys only: `key in NOTICES` would also
 * accept `constructor` or `__proto__` and hand the page a function or an object as its text.
 */
export function isNoticeKey(key: unknown): key is NoticeKey {
  // hasOwnProperty rather than Object.hasOwn: shared code also runs in browsers the ES2020 build targets.
  return typeof key === 'string' && Object.prototype.hasOwnProperty.call(NOTICES, key)
}

/** The query parameters a notice's details travel in; the toast removes them with `notice`. */
export const NOTICE_PARAMS = { of: 'notice-of', at: 'notice-at', alert: 'notice-alert' } as const

/** What the details' parameters say, each read strictly (anything else is left out). */
export interface NoticeParams {
  of?: string | null | undefined
  at?: string | null | undefined
  alert?: string | null | undefined
}

/**
 * The text for a `?notice=` value and its details, or null for anything that is not a key. A
 * detail is shown only when it reads: a known collection, an instant between 2000 and 2200, an
 * alert's outcome with a count below ten million.
 */
export function noticeText(key: string | null | undefined, params: NoticeParams = {}): string | null {
  if (!isNoticeKey(key)) return null
  const words: Words = NOTICES[key]
  const of = params.of && Object.prototype.hasOwnProperty.call(NOTICE_NOUNS, params.of) ? NOTICE_NOUNS[params.of as NoticeNounOf] : null
  const at = readInstant(params.at)
  const text = typeof words === 'string' ? words : words({ noun: of, at: at ? formatNoticeTime(at) : null })
  const alert = readAlert(params.alert)
  return alert ? `${text} ${alertSentence(alert)}` : text
}

function readInstant(value: string | null | undefined): string | null {
  if (!value || !/^\d{4}-\d{2}-\d{2}T\d{2}:\d{2}(:\d{2}(\.\d{3})?)?Z$/.test(value)) return null
  const time = Date.parse(value)
  return Number.isNaN(time) || value < '2000' || value > '2200' ? null : new Date(time).toISOString()
}

function readAlert(value: string | null | undefined): AlertOutcome | null {
  if (value === 'none') return { kind: value }
  const match = value ? /^(sent|later|off|off-later)-(\d{1,7})$/.exec(value) : null
  return match ? { kind: match[1] as 'sent' | 'later' | 'off' | 'off-later', count: Number(match[2]) } : null
}

function writeAlert(outcome: AlertOutcome): string {
  return outcome.kind === 'none' ? outcome.kind : `${outcome.kind}-${outcome.count}`
}

const MONTHS = ['Jan', 'Feb', 'Mar', 'Apr', 'Mei', 'Jun', 'Jul', 'Agu', 'Sep', 'Okt', 'Nov', 'Des']

/** "1 Des 2026 pukul 09.00 WIB": an instant in Jakarta time (UTC+7 all year), short as a notice wants it. */
export function formatNoticeTime(iso: string): string {
  const jakarta = new Date(Date.parse(iso) + 7 * 3600_000)
  const time = `${String(jakarta.getUTCHours()).padStart(2, '0')}.${String(jakarta.getUTCMinutes()).padStart(2, '0')}`
  return `${jakarta.getUTCDate()} ${MONTHS[jakarta.getUTCMonth()]} ${jakarta.getUTCFullYear()} pukul ${time} WIB`
}

/**
 * `path` (with its own query and fragment) carrying `?notice={key}` and its details. The result
 * is a Location: parsing normalises it, so a path built from a stored or typed part that only
 * leaves the site once normalised (`/dashboard/x/../../..//evil.example`) goes to the dashboard
 * instead (shared/site-path.ts, the rule of the sign-in's `next`).
 */
export function withNotice(path: string, notice: NoticeKey, detail: NoticeDetail = {}): string {
  const url = new URL(path, 'http://x')
  const params = new URLSearchParams({ notice })
  if (detail.of) params.set(NOTICE_PARAMS.of, detail.of)
  if (detail.at) params.set(NOTICE_PARAMS.at, detail.at)
  if (detail.alert) params.set(NOTICE_PARAMS.alert, writeAlert(detail.alert))
  for (const [name, value] of params) url.searchParams.set(name, value)
  const fallback = `/dashboard?${params.toString()}`
  if (url.origin !== 'http://x') return fallback
  return sameSitePath(url.pathname + url.search + url.hash) ?? fallback
}
