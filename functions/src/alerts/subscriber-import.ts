/**
 * Subscribers imported from a CSV (docs/decisions/0053-digest-and-import.md): columns email,
 * name, language, practice areas, consent note. Each row is checked and shown before anything is
 * written; on confirmation each new address becomes a *pending* subscriber with its consent's
 * source and date recorded, and gets the double opt-in email like a request through the site's
 * form: no alert goes to it until its owner confirms. An address the store already knows is left
 * as it is, whatever its standing: an active subscriber keeps its own choices, and one that left
 * or bounced comes back only by its owner's request.
 */
import { CONFIRM_LINK_DAYS, SUBSCRIPTION_MSG, subscribers } from '../../../shared/collections/subscribers'
import { emailRule } from '../../../shared/collections/settings'
import type { Lang } from '../../../shared/i18n/langs'
import { NAME_MAX } from '../../../shared/schemas/limits'
import type { PracticeArea, Subscriber } from '../../../shared/schemas/types'
import { UniqueConstraintError, type ContentStore } from '../backends/ports'
import { emailKeyOf } from '../collections/inquiries/person-data'
import { localizePracticeArea } from '../content/public-content'
import { readCsv } from './csv-read'
import { newLinkSecret } from './links'
import { groupDigits } from '../../../shared/group-digits'

/** Characters of CSV one import takes at most (250 rows of 130 characters). */
export const IMPORT_MAX_CHARS = 32 * 1024
/** Addresses (data rows) one import takes at most, so its confirmation stays well under a second (every address is its own write): a larger list is split into several files. */
export const IMPORT_MAX_ROWS = 250
/** Characters of the consent note kept per address. */
export const CONSENT_NOTE_MAX = 300

const DAY_MS = 86_400_000
/** Writes between two turns given to other requests. */
const YIELD_EVERY = 25
const MAX_CELLS = 12
const MAX_CELL_CHARS = 1_000

export const IMPORT_MSG = {
  empty: 'Berkas CSV kosong: isi minimal satu baris alamat email.',
  tooLarge: `Berkas CSV terlalu besar (paling banyak ${IMPORT_MAX_CHARS / 1024} KB). Bagi menjadi beberapa berkas.`,
  tooManyRows: `Berkas CSV berisi lebih dari ${groupDigits(IMPORT_MAX_ROWS)} alamat. Bagi menjadi beberapa berkas.`,
  notText: 'Berkas ini bukan teks CSV. Simpan dari spreadsheet sebagai CSV (UTF-8) lalu unggah lagi.',
  unclosedQuote: 'Tanda kutip (") dibuka dan tidak ditutup: baris setelahnya tidak dapat dibaca. Periksa berkasnya.',
  noEmailColumn: 'Kolom email tidak ditemukan. Baris pertama berisi judul kolom: email, nama, bahasa, bidang praktik, catatan persetujuan.',
} as const

/** What a row will do on confirmation. */
export type ImportRowStatus = 'new' | 'existing' | 'invalid'

export interface ImportRow {
  /** The file's line the row starts on. */
  line: number
  email: string
  name: string
  lang: Lang
  practiceAreaIds: string[]
  /** The areas by name, as the preview shows them. */
  areaNames: string[]
  consentNote: string
  status: ImportRowStatus
  /** Why a row is invalid, or what an existing address's standing is (Indonesian). */
  reasons: string[]
}

export interface ImportPlan {
  /** A refusal of the whole file (too large, not text, no email column); rows are then empty. */
  refusal: string | null
  rows: ImportRow[]
  counts: Record<ImportRowStatus, number>
}

type Column = 'email' | 'name' | 'lang' | 'areas' | 'consent'
const COLUMN_NAMES: Record<Column, readonly string[]> = {
  email: ['email', 'e-mail', 'alamat email', 'surel'],
  name: ['name', 'nama', 'nama lengkap'],
  lang: ['language', 'bahasa', 'lang', 'bahasa email'],
  areas: ['practice areas', 'practice area', 'bidang praktik', 'minat', 'interests'],
  consent: ['consent note', 'consent', 'catatan persetujuan', 'persetujuan', 'sumber persetujuan'],
}
const POSITIONAL: readonly Column[] = ['email', 'name', 'lang', 'areas', 'consent']

const LANG_WORDS: Record<string, Lang> = {
  '': 'id',
  id: 'id',
  ind: 'id',
  indonesia: 'id',
  indonesian: 'id',
  'bahasa indonesia': 'id',
  en: 'en',
  eng: 'en',
  english: 'en',
  inggris: 'en',
  'bahasa inggris': 'en',
}

const norm = (value: string) => value.replace(/\s+/g, ' ').trim().toLowerCase()
const emailCheck = emailRule(SUBSCRIPTION_MSG.emailRequired)
const nameCheck = subscribers.fields.name.rule

/** Which column each cell is: by the header's names, or in the documented order when the first row is already an address. */
function columnsOf(first: readonly string[]): { columns: (Column | null)[]; header: boolean } | null {
  const named = first.map((cell) => (Object.keys(COLUMN_NAMES) as Column[]).find((column) => COLUMN_NAMES[column].includes(norm(cell))) ?? null)
  if (named.includes('email')) return { columns: named, header: true }
  if (first[0] && first[0].includes('@')) return { columns: [...POSITIONAL], header: false }
  return null
}

/** The areas a cell names (by Indonesian or English name, or slug), and the names it has that match none. */
/** The areas by each name a CSV may give them (Indonesian, English, slug), lower case. */
function areasByName(areas: readonly PracticeArea[]): Map<string, PracticeArea> {
  const byName = new Map<string, PracticeArea>()
  for (const area of areas) {
    for (const key of [area.name, localizePracticeArea(area, 'en').name, area.slug]) if (key) byName.set(norm(key), area)
  }
  return byName
}

function areasOf(cell: string, byName: ReadonlyMap<string, PracticeArea>): { ids: string[]; names: string[]; unknown: string[] } {
  const whole = byName.get(norm(cell))
  // A name may hold a comma ("Merger, Akuisisi"): the whole cell is tried before it is split.
  const parts = whole ? [cell] : cell.split(/[;|]/).length > 1 ? cell.split(/[;|]/) : cell.split(',')
  const found = new Map<string, string>()
  const unknown: string[] = []
  for (const part of parts.map((p) => p.trim()).filter(Boolean)) {
    const area = byName.get(norm(part))
    if (area) found.set(area.id, area.name)
    else unknown.push(part.slice(0, 80))
  }
  return { ids: [...found.keys()], names: [...found.values()], unknown }
}

const STANDING: Record<Subscriber['status'], string> = {
  active: 'Sudah berlangganan (aktif): tidak diubah.',
  pending: 'Sudah menunggu konfirmasi: tidak diubah.',
  unsubscribed: 'Sudah berhenti berlangganan: tidak diimpor, hanya pemiliknya yang dapat berlangganan lagi.',
  bounced: 'Pernah ditolak server email: tidak diimpor.',
}

/**
 * Reads and checks the file against the store as it is now; writes nothing. `defaultConsent` is
 * the note typed on the form, used for rows whose own note is empty.
 */
export async function planImport(store: ContentStore, csv: string, defaultConsent: string): Promise<ImportPlan> {
  const refuse = (refusal: string): ImportPlan => ({ refusal, rows: [], counts: { new: 0, existing: 0, invalid: 0 } })
  if (csv.length > IMPORT_MAX_CHARS) return refuse(IMPORT_MSG.tooLarge)
  // A spreadsheet's binary file (xlsx is a zip) or an image: NUL bytes never appear in a text CSV.
  if (csv.includes('\u0000')) return refuse(IMPORT_MSG.notText)
  const table = readCsv(csv, { maxRows: IMPORT_MAX_ROWS + 1, maxCells: MAX_CELLS, maxCellChars: MAX_CELL_CHARS })
  if (table.rows.length === 0) return refuse(IMPORT_MSG.empty)
  if (table.tooManyRows) return refuse(IMPORT_MSG.tooManyRows)
  if (table.unclosedQuote) return refuse(IMPORT_MSG.unclosedQuote)
  const layout = columnsOf(table.rows[0]!)
  if (!layout) return refuse(IMPORT_MSG.noEmailColumn)
  const dataRows = layout.header ? table.rows.slice(1) : table.rows
  const dataLines = layout.header ? table.lines.slice(1) : table.lines
  if (dataRows.length === 0) return refuse(IMPORT_MSG.empty)
  if (!layout.header && dataRows.length > IMPORT_MAX_ROWS) return refuse(IMPORT_MSG.tooManyRows)

  const [areas, known] = await Promise.all([store.query('practiceAreas'), knownAddresses(store)])
  const byName = areasByName(areas)
  const seen = new Map<string, number>()
  const rows = dataRows.map((cells, i): ImportRow => {
    const cell = (column: Column) => {
      const at = layout.columns.indexOf(column)
      return at === -1 ? '' : (cells[at] ?? '')
    }
    const reasons: string[] = []
    const line = dataLines[i]!
    const emailParse = emailCheck.safeParse(cell('email'))
    const email = emailParse.success ? emailParse.data : cell('email').trim().slice(0, 254)
    if (!emailParse.success) reasons.push(`Email: ${emailParse.error.issues[0]?.message ?? 'tidak valid'}`)
    const nameParse = nameCheck.safeParse(cell('name'))
    const name = nameParse.success ? nameParse.data : cell('name').slice(0, NAME_MAX)
    if (!nameParse.success) reasons.push(`Nama: ${nameParse.error.issues[0]?.message ?? 'tidak valid'}`)
    const langWord = norm(cell('lang'))
    const lang = LANG_WORDS[langWord]
    if (!lang) reasons.push(`Bahasa “${cell('lang').trim().slice(0, 40)}” tidak dikenal: tulis id atau en.`)
    const area = areasOf(cell('areas'), byName)
    if (area.unknown.length) reasons.push(`Bidang praktik tidak ditemukan: ${area.unknown.join(', ')}.`)
    const consentNote = (cell('consent').replace(/\s+/g, ' ').trim() || defaultConsent).slice(0, CONSENT_NOTE_MAX)
    if (!consentNote) reasons.push('Catatan persetujuan kosong: isi kolomnya, atau isi Sumber persetujuan untuk seluruh berkas.')
    const key = emailKeyOf(email)
    if (emailParse.success) {
      const earlier = seen.get(key)
      if (earlier !== undefined) reasons.push(`Alamat yang sama sudah ada di baris ${earlier}.`)
      else seen.set(key, line)
    }
    const base = { line, email, name, lang: lang ?? 'id', practiceAreaIds: area.ids, areaNames: area.names, consentNote }
    if (reasons.length) return { ...base, status: 'invalid', reasons }
    const standing = known.get(key)
    if (standing) return { ...base, status: 'existing', reasons: [STANDING[standing]] }
    return { ...base, status: 'new', reasons: [] }
  })
  const counts = { new: 0, existing: 0, invalid: 0 }
  for (const row of rows) counts[row.status]++
  return { refusal: null, rows, counts }
}

/** Every known address's standing, by its key (one read: a firm's list is far shorter than the import's bound). */
async function knownAddresses(store: ContentStore): Promise<Map<string, Subscriber['status']>> {
  const all = await store.query('subscribers')
  return new Map(all.map((s) => [s.emailKey, s.status]))
}

export interface ImportResult {
  /** New pending subscribers, each with its confirmation email planned. */
  created: Subscriber[]
  /** Rows left alone: the address was known (or became known meanwhile), or the row is invalid. */
  existing: number
  invalid: number
}

/**
 * Writes the plan's new rows as pending subscribers, their confirmation planned (sent by the
 * caller right after, and by the sweep if that fails). An address created meanwhile by a request
 * through the site's form is left to that request.
 */
export async function applyImport(store: ContentStore, plan: ImportPlan, options: { now: Date; actor: string }): Promise<ImportResult> {
  const { now } = options
  const at = now.toISOString()
  const created: Subscriber[] = []
  let existing = plan.counts.existing
  for (const [i, row] of plan.rows.entries()) {
    if (row.status !== 'new') continue
    // The embedded store writes synchronously: other requests get their turn between batches of writes.
    if (i % YIELD_EVERY === YIELD_EVERY - 1) await new Promise((resolve) => setImmediate(resolve))
    const id = crypto.randomUUID()
    try {
      created.push(
        await store.create(
          'subscribers',
          {
            email: row.email,
            emailKey: emailKeyOf(row.email),
            name: row.name,
            categoryIds: [],
            practiceAreaIds: row.practiceAreaIds,
            lang: row.lang,
            consent: 'ya',
            status: 'pending',
            requestedAt: at,
            confirmedAt: null,
            unsubscribedAt: null,
            confirmNonce: newLinkSecret(),
            linkKey: newLinkSecret(),
            purgeAt: new Date(now.getTime() + (CONFIRM_LINK_DAYS + 1) * DAY_MS).toISOString(),
            bounceReason: '',
            sourcePath: '',
            consentSource: `Impor CSV: ${row.consentNote}`,
            consentAt: at,
            // The confirmation in the address's own language: there is no page it came from.
            mail: [{ kind: 'confirm', id: `subscription-${id}-${now.getTime().toString(36)}-confirm`, lang: row.lang, plannedAt: at, state: 'pending', attempts: 0, nextAt: at, lastError: '', sentAt: '', ref: '' }],
            mailDue: true,
          },
          { actor: options.actor, id },
        ),
      )
    } catch (error) {
      if (!(error instanceof UniqueConstraintError)) throw error
      existing++
    }
  }
  return { created, existing, invalid: plan.counts.invalid }
}
