/**
 * The privacy notice and the disclaimer as pages staff edit (decision 48): the sections the
 * privacy notice must keep, and the placeholders a saved text holds where a number or a name
 * comes from the site settings, so "6 bulan" stays true after the retention setting changes.
 */
import { htmlToText } from '../schemas/common'
import type { Lang } from '../i18n/langs'

/**
 * The sections UU PDP (UU No. 27 Tahun 2022) asks a controller's notice to cover, by the
 * headings of today's notice: what is collected, why and on what basis, how long it is kept,
 * the forms that collect more (applications, client alerts), who receives it, the subject's
 * rights, and whom to ask. A save of the Indonesian notice without one of them is refused.
 */
export const PRIVACY_REQUIRED_SECTIONS = [
  'Data yang kami kumpulkan',
  'Tujuan dan dasar pemrosesan',
  'Berapa lama data disimpan',
  'Lamaran kerja',
  'Peringatan klien',
  'Siapa yang menerima data',
  'Hak Anda',
  'Kepada siapa meminta penghapusan',
] as const

/** What each placeholder stands for (the form's help lists them); each is replaced when the page is shown. */
export const LEGAL_PLACEHOLDERS = {
  nama_firma: 'nama resmi firma (Pengaturan Situs)',
  email_kantor: 'email kantor, sebagai tautan (Pengaturan Situs)',
  retensi_pertanyaan: 'lama pesan kontak disimpan, misalnya “6 bulan” (Pengaturan Situs)',
  retensi_lamaran: 'lama lamaran dan CV disimpan, misalnya “6 bulan” (Pengaturan Situs)',
  hari_konfirmasi: 'hari sebelum permintaan langganan yang tidak dikonfirmasi dihapus',
  hari_berhenti: 'hari sebelum data pelanggan yang berhenti dihapus',
  retensi_statistik: 'lama jumlah harian Statistik disimpan, misalnya “25 bulan” (Pengaturan Situs)',
  retensi_acara: 'lama data pendaftar acara disimpan setelah acaranya selesai, misalnya “12 bulan” (Pengaturan Situs)',
} as const
export type LegalPlaceholder = keyof typeof LEGAL_PLACEHOLDERS

/** `{{retensi_pertanyaan}}`, as staff type it. */
export const placeholder = (name: LegalPlaceholder) => `{{${name}}}`

const PLACEHOLDER = /\{\{ ?([a-z_]{1,40}) ?\}\}/g

export const LEGAL_MSG = {
  missingSection: (heading: string) =>
    `Bagian wajib “${heading}” tidak ada. Kebijakan privasi harus memuat setiap bagian yang diwajibkan UU PDP; pertahankan judul bagiannya (boleh mengubah isinya).`,
  unknownPlaceholder: (name: string) => `Penanda {{${name}}} tidak dikenal. Yang tersedia: ${Object.keys(LEGAL_PLACEHOLDERS).map((key) => `{{${key}}}`).join(', ')}.`,
} as const

/** Text compared loosely: case, spacing and a trailing colon do not matter. */
const fold = (text: string) => text.replace(/\s+/g, ' ').replace(/[:.]\s*$/, '').trim().toLocaleLowerCase('id')

/**
 * A heading's opening or closing tag. Its attributes are bounded, so each match looks at a few
 * hundred characters at most: the rule runs on the text as sent, before the sanitizer, and a
 * lazy `<h2>…</h2>` pattern would rescan the rest of the text for every unclosed `<h2>`.
 */
const HEADING_TAG = /<(\/?)h([2-4])\b[^<>]{0,300}>/gi

/** The headings (h2 to h4) of a rich text, as text, in one pass over its heading tags. */
export function headingsOf(html: string): string[] {
  const headings: string[] = []
  let open: { level: string; start: number } | null = null
  for (const match of html.matchAll(HEADING_TAG)) {
    const [tag, closing, level] = match
    if (!closing) open = { level: level!, start: match.index + tag.length }
    else if (open && open.level === level) {
      headings.push(fold(htmlToText(html.slice(open.start, match.index))))
      open = null
    }
  }
  return headings
}

/** The required sections whose heading the notice no longer has, in order (none: the notice is complete). */
export function missingPrivacySections(html: string): string[] {
  const headings = new Set(headingsOf(html))
  return PRIVACY_REQUIRED_SECTIONS.filter((heading) => !headings.has(fold(heading)))
}

/** The placeholders a text names that do not exist (a typo would otherwise reach visitors as typed). */
export function unknownPlaceholders(html: string): string[] {
  return [...new Set([...html.matchAll(PLACEHOLDER)].map((match) => match[1]!).filter((name) => !(name in LEGAL_PLACEHOLDERS)))]
}

/** Each placeholder's markup, already escaped: see fillPlaceholders. */
export type PlaceholderValues = Record<LegalPlaceholder, string>

/** The saved text with each known placeholder replaced by its markup; an unknown one stays as typed. */
export function fillPlaceholders(html: string, values: PlaceholderValues): string {
  return html.replace(PLACEHOLDER, (whole, name: string) => (name in values ? values[name as LegalPlaceholder] : whole))
}

/** A period as a sentence reads it: "18 bulan", "1 month", "8 days". */
export function periodText(count: number, lang: Lang, unit: 'month' | 'day'): string {
  if (lang === 'id') return `${count} ${unit === 'month' ? 'bulan' : 'hari'}`
  return `${count} ${unit}${count === 1 ? '' : 's'}`
}

/** Text as HTML text (a firm's name, an address). */
export function escapeHtml(text: string): string {
  return text.replace(/&/g, '&amp;').replace(/</g, '&lt;').replace(/>/g, '&gt;').replace(/"/g, '&quot;')
}

/**
 * The disclaimer a site shows until staff write their own (and the form's first text): what a
 * law firm's site says of itself, with the firm's name from the settings.
 */
export const DISCLAIMER_TEMPLATE = {
  id: [
    `<p>Informasi di situs ini disediakan oleh ${placeholder('nama_firma')} untuk pengetahuan umum dan bukan merupakan nasihat hukum. Jangan mengambil atau menunda tindakan berdasarkan isi situs ini tanpa nasihat dari advokat yang memahami keadaan Anda.</p>`,
    '<h2>Tidak ada hubungan advokat dan klien</h2>',
    '<p>Membaca situs ini, atau menghubungi kami melalui formulir atau email, tidak menimbulkan hubungan advokat dan klien. Hubungan itu baru ada setelah kami memeriksa benturan kepentingan dan menyetujui perikatan secara tertulis. Jangan mengirim informasi rahasia sebelum itu.</p>',
    '<h2>Ketepatan informasi</h2>',
    '<p>Kami berusaha menjaga isi situs ini tetap tepat dan terkini, tetapi peraturan berubah dan setiap perkara berbeda. Hasil yang pernah kami capai tidak menjamin hasil serupa pada perkara lain.</p>',
    '<h2>Tautan ke situs lain</h2>',
    '<p>Tautan ke situs pihak lain disediakan untuk kemudahan; kami tidak bertanggung jawab atas isinya.</p>',
  ].join(''),
  en: [
    `<p>The information on this website is provided by ${placeholder('nama_firma')} for general knowledge and is not legal advice. Do not act, or refrain from acting, on anything on this website without advice from a lawyer who knows your circumstances.</p>`,
    '<h2>No lawyer–client relationship</h2>',
    '<p>Reading this website, or contacting us through a form or by email, does not create a lawyer–client relationship. That relationship begins only once we have checked for conflicts of interest and agreed an engagement in writing. Do not send us confidential information before then.</p>',
    '<h2>Accuracy</h2>',
    '<p>We try to keep this website accurate and current, but laws change and every matter is different. Results we have achieved do not guarantee similar results in another matter.</p>',
    '<h2>Links to other websites</h2>',
    '<p>Links to other websites are given for convenience; we are not responsible for their content.</p>',
  ].join(''),
} as const
