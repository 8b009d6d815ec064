import { dashboardPath } from '../dashboard-path'
import { REGULATION_TYPES, REGULATION_TYPE_LABELS, citationKey, citationText, type Citation, type RegulationType } from '../regulations/mentions'
import { singleLineText } from '../schemas/text-fields'
import * as z from 'zod'
import { custom, defineCollection, enumeration, ids, slug, text, translated } from './define'
import { isExternalTarget, menuTarget } from './navigation'

export const REGULATION_TITLE_MAX = 200
export const REGULATION_NUMBER_MAX = 40
export const REGULATION_URL_MAX = 500

export const REGULATION_MSG = {
  type: 'Jenis peraturan tidak dikenal: pilih dari daftar',
  numberRequired: 'Nomor harus diisi',
  number: 'Nomor ditulis dengan angka, misalnya 27 atau 23/6',
  year: 'Tahun ditulis empat angka, misalnya 2022',
  titleRequired: 'Judul peraturan harus diisi',
  titleMax: `Judul peraturan maksimal ${REGULATION_TITLE_MAX} karakter`,
  issuerRequired: 'Lembaga penerbit harus diisi',
  status: 'Status tidak dikenal: pilih dari daftar',
  sourceUrl: 'Sumber resmi harus berupa alamat lengkap yang diawali https://',
} as const

/** Where a regulation stands: in force, amended (and in force as amended), or revoked. */
export const REGULATION_STATUSES = ['berlaku', 'diubah', 'dicabut'] as const
export type RegulationStatus = (typeof REGULATION_STATUSES)[number]
export const REGULATION_STATUS_LABELS: Record<RegulationStatus, string> = { berlaku: 'Berlaku', diubah: 'Diubah', dicabut: 'Dicabut' }
export const REGULATION_STATUS_LABELS_EN: Record<RegulationStatus, string> = { berlaku: 'In force', diubah: 'Amended', dicabut: 'Revoked' }

/** An official source: an http(s) address of another site, or nothing. */
const SourceUrlRule = singleLineText()
  .trim()
  .max(REGULATION_URL_MAX, REGULATION_MSG.sourceUrl)
  .optional()
  .transform((value) => value ?? '')
  .refine((value) => value === '' || (isExternalTarget(value) && menuTarget(value) !== null), REGULATION_MSG.sourceUrl)

/** The number before the year: digits, or digit groups joined by `/` (a PBI's `23/6`). */
const NumberRule = singleLineText({ error: REGULATION_MSG.numberRequired })
  .trim()
  .min(1, REGULATION_MSG.numberRequired)
  .max(REGULATION_NUMBER_MAX, REGULATION_MSG.number)
  .regex(/^[0-9]{1,4}(?:\/[0-9]{1,4}){0,3}$/, REGULATION_MSG.number)
  // `027` and `27` are one number, as the scanner reads them.
  .transform((value) => value.split('/').map((part) => String(Number(part))).join('/'))

const YearRule = singleLineText({ error: REGULATION_MSG.year }).trim().regex(/^(1[89]|2[01])[0-9]{2}$/, REGULATION_MSG.year)

/**
 * Peraturan: the statutes, regulations and court decisions the firm writes about, each with its
 * status and what amends or revokes it (docs/decisions/0056-regulations.md). Public as soon as it
 * exists, at `/regulations/{slug}` and `/en/regulations/{slug}` (one slug: a citation is not
 * translated). Posts link them in their field Peraturan terkait.
 */
export const regulations = defineCollection({
  name: 'regulations',
  labels: { title: 'Peraturan', noun: 'peraturan', create: 'Tambah peraturan', edit: 'Ubah peraturan' },
  fields: translated(
    {
      type: enumeration(REGULATION_TYPES, { label: 'Jenis', message: REGULATION_MSG.type, labels: REGULATION_TYPE_LABELS, indexed: true }),
      number: custom('text', NumberRule, { label: 'Nomor', help: 'Angka sebelum tahun: 27 untuk UU No. 27 Tahun 2022, 22 untuk POJK 22/POJK.01/2023.', required: true }, { default: '', example: '27', maxLength: REGULATION_NUMBER_MAX }),
      year: custom('text', YearRule, { label: 'Tahun', required: true }, { default: '', example: '2022', maxLength: 4 }),
      title: text({ label: 'Judul', help: 'Tentang apa, seperti ditulis di peraturannya: Pelindungan Data Pribadi.', searchable: true, translatable: true, required: REGULATION_MSG.titleRequired, max: [REGULATION_TITLE_MAX, REGULATION_MSG.titleMax] }),
      abbreviation: text({ label: 'Singkatan', help: 'Opsional: nama pendek yang dipakai orang, misalnya UU PDP.', searchable: true, max: [60, 'Singkatan maksimal 60 karakter'] }),
      slug: slug({ from: 'title', help: 'Alamat halaman: /regulations/{slug}, misalnya uu-27-2022.' }),
      issuer: text({ label: 'Lembaga penerbit', help: 'Misalnya DPR dan Presiden, OJK, Kementerian ESDM.', searchable: true, required: REGULATION_MSG.issuerRequired, max: [120, 'Lembaga penerbit maksimal 120 karakter'] }),
      status: enumeration(REGULATION_STATUSES, { label: 'Status', message: REGULATION_MSG.status, default: 'berlaku', labels: REGULATION_STATUS_LABELS }),
      amendedByIds: ids({ label: 'Diubah dengan', help: 'Peraturan yang mengubahnya.', references: 'regulations' }),
      revokedByIds: ids({ label: 'Dicabut dengan', help: 'Peraturan yang mencabutnya.', references: 'regulations' }),
      sourceUrl: custom('text', SourceUrlRule, { label: 'Sumber resmi', help: 'Opsional: alamat teks resminya, misalnya di peraturan.go.id atau jdih.', required: false }, { default: '', maxLength: REGULATION_URL_MAX }),
    },
    ['title'],
  ),
  stored: {
    // The place in its type's list, written by the stores at every write
    // (functions/src/backends/derived-fields.ts), so a list page reads one page of a type in
    // order (docs/decisions/0066-regulation-list-pages.md); absent until migration step 87 has run.
    listKey: { ...custom('text', z.string(), { label: 'Urutan daftar', indexed: true }, { default: '', example: 'UU:002022:000027' }), absentIsDefault: true as const },
  },
  list: {
    path: dashboardPath('regulations'),
    columns: [
      { name: 'title', label: 'Judul', cell: 'title' },
      { name: 'type', label: 'Jenis', phoneLabel: true },
      { name: 'number', label: 'Nomor', phoneLabel: true },
      { name: 'year', label: 'Tahun', phoneLabel: true },
      { name: 'status', label: 'Status', phoneLabel: true },
    ],
    empty: 'Belum ada peraturan. Tambahkan peraturan yang dibahas tulisan firma.',
    create: true,
  },
  genericDashboard: true,
})

/** What a stored regulation is cited by. */
export interface RegulationCitation {
  type: string
  number: string
  year: string
}

/** A stored regulation's citation as the scanner reads one, or null when its fields are not one. */
export function regulationCitation(regulation: RegulationCitation): Citation | null {
  if (!(REGULATION_TYPES as readonly string[]).includes(regulation.type)) return null
  const year = Number(regulation.year)
  if (!Number.isInteger(year)) return null
  return { type: regulation.type as RegulationType, number: regulation.number, year }
}

/** The scanner's key of a stored regulation (`UU:27:2022`), or null. */
export function regulationKey(regulation: RegulationCitation): string | null {
  const citation = regulationCitation(regulation)
  return citation ? citationKey(citation) : null
}

/** `UU No. 27 Tahun 2022`, as the site writes it. */
export function regulationCitationText(regulation: RegulationCitation): string {
  const citation = regulationCitation(regulation)
  return citation ? citationText(citation) : `${regulation.type} ${regulation.number}/${regulation.year}`
}

/** The name a post's search record carries of a regulation it links: its citation, its short name, its title. */
export function regulationReferenceName(regulation: RegulationCitation & { title: string; abbreviation?: string }): string {
  return [regulationCitationText(regulation), regulation.abbreviation, regulation.title].filter(Boolean).join(' · ')
}

/** The width every digit run of a list key is padded to: numbers and years have at most four digits (NumberRule, YearRule). */
const LIST_KEY_DIGITS = 6

/**
 * A regulation's place in its type's list, as a string the stores sort (`listKey`): its type, then
 * its year and number with every digit run zero-padded (`UU:002022:000027`, a PBI's
 * `PBI:002021:000023/000006`). A store compares strings, which put `27/10` before `27/2`; padded,
 * a type's keys in descending order read as the gazette lists them, newest year first, then the
 * highest number (the list pages' tests hold the two to one order for every number the form
 * accepts). The type leads, so one range of the key is one type's list, in order, from the key's
 * own index: no composite index on either store.
 */
export function regulationListKey(regulation: { type?: unknown; year?: unknown; number?: unknown }): string {
  const padded = (value: unknown) => String(value ?? '').replace(/\d+/g, (run) => run.padStart(LIST_KEY_DIGITS, '0'))
  return `${String(regulation.type ?? '')}:${padded(regulation.year)}:${padded(regulation.number)}`
}

/** The conditions of one type's list keys (`UU:` up to `UU;`, the character after the colon): with the key's order, its list. */
export function regulationTypeRange(type: RegulationType) {
  return [
    { field: 'listKey', op: '>=' as const, value: `${type}:` },
    { field: 'listKey', op: '<' as const, value: `${type};` },
  ]
}
