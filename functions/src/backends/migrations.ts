/**
 * Versioned migrations of the stored documents, the same on both backends: a field added with a
 * default is written into every older document once, so readers can rely on the stored shape
 * instead of each supplying the default (docs/decisions/0020-collection-modules.md).
 *
 * The store keeps a marker (`readMeta('schema')`: a SQLite `meta` row, the Firestore document
 * `_meta/schema`): the version of the last step applied to every document, and while a step
 * runs, the last document id it finished, written after each batch. A run interrupted midway
 * (crash, deploy cancelled, Firestore unreachable) starts again from that id; each step is
 * also idempotent (a document it already changed is left alone), so a batch cut in half is
 * harmless too.
 *
 * Where it runs: the embedded backend runs it from `prepare()` (`npm start`); on Firebase the
 * deploy runs `npm run migrate:schema` once, and `prepare()` only warns when the store is behind
 * (every Cloud Functions instance migrating at its cold start would race and bill the reads).
 *
 * A migrated document keeps its `version`, `updatedAt` and `updatedBy`: the step writes what
 * readers already assumed, so nothing a person sees changed, and bumping the version would make
 * the save of an edit form opened before the migration be refused as stale for no reason. Instead
 * the write itself is conditional (`put` with `expectedVersion`): a document saved between the
 * step's read and its write is read again and the step applied to the saved version, so a save
 * is never overwritten.
 */
import { isDeepStrictEqual } from 'node:util'
import { NotFoundError, StaleVersionError, type CollectionName, type ContentStore, type DocOf } from './ports'
import { snapshotTranslations } from './translation-migration'
import { toE164 } from '../../../shared/schemas/phone'
import { withDerivedFields } from './derived-fields'

/** The stored data of a document, metadata excluded. */
export type StoredData = Record<string, unknown>

export interface MigrationStep {
  /** Increasing, never reused: the marker records the last version applied. */
  version: number
  collection: CollectionName
  /** One line for the log (Indonesian, it is shown to the operator). */
  description: string
  /**
   * The document's data in the new shape. Must be idempotent: given data already in the new
   * shape, it returns it unchanged (the document is then not written).
   */
  up(data: StoredData): StoredData
}

/** A field added with a default: written into documents that lack it, left alone where present. */
export function addFieldDefault(step: {
  version: number
  collection: CollectionName
  field: string
  value: unknown
  description: string
}): MigrationStep {
  const { version, collection, field, value, description } = step
  return {
    version,
    collection,
    description,
    up: (data) => (field in data ? data : { ...data, [field]: structuredClone(value) }),
  }
}

/** Several fields added with defaults in one step: each written where absent, left alone where present. */
export function addFieldDefaults(step: { version: number; collection: CollectionName; values: Record<string, unknown>; description: string }): MigrationStep {
  const { version, collection, values, description } = step
  return {
    version,
    collection,
    description,
    up: (data) => {
      const missing = Object.entries(values).filter(([field]) => !(field in data))
      return missing.length ? { ...data, ...Object.fromEntries(missing.map(([field, value]) => [field, structuredClone(value)])) } : data
    },
  }
}

/** The SEO fields as an item written before them has them: empty, the page's own values stand. */
const SEO_DEFAULTS = { seoTitle: '', seoDescription: '', seoImage: null }

/** Plain text as HTML paragraphs: each blank-line-separated block one `<p>`, its line breaks `<br>`. */
export function textToParagraphs(text: string): string {
  const escape = (value: string) => value.replace(/&/g, '&amp;').replace(/</g, '&lt;').replace(/>/g, '&gt;')
  return text
    .replace(/\r\n?/g, '\n')
    .split(/\n\s*\n/)
    .map((block) => block.trim())
    .filter(Boolean)
    .map((block) => `<p>${escape(block).replace(/\n/g, '<br>')}</p>`)
    .join('')
}

/** The publication instant given to practice areas written before they could be drafts. */
export const PUBLISHED_BEFORE_DRAFTS = '1970-01-01T00:00:00.000Z'

/** A collection's derived fields (derived-fields.ts: a post's list fields, a library entry's `focalMoved`, a regulation's `listKey`) as the stores write them, where they are absent or differ. */
function derivedFields(version: number, collection: 'blogs' | 'publications' | 'media' | 'regulations' | 'events', description: string): MigrationStep {
  return {
    version,
    collection,
    description,
    up: (data) => {
      const derived = withDerivedFields(collection, data)
      return Object.keys(derived).every((name) => isDeepStrictEqual(derived[name], data[name])) ? data : derived
    },
  }
}

/**
 * The steps, oldest first. A field added with a default gets its step here (`addFieldDefault`,
 * the value from the collection module's field default) in the same change, so readers never
 * supply the default themselves.
 */
export const MIGRATIONS: readonly MigrationStep[] = [
  {
    // A practice area's description became rich text written in the dashboard.
    version: 1,
    collection: 'practiceAreas',
    description: 'deskripsi bidang praktik menjadi teks kaya (paragraf HTML)',
    up: (data) =>
      typeof data.description === 'string' && !data.description.trimStart().startsWith('<')
        ? { ...data, description: textToParagraphs(data.description) }
        : data,
  },
  addFieldDefault({ version: 2, collection: 'practiceAreas', field: 'cover', value: null, description: 'gambar sampul bidang praktik (kosong)' }),
  // Recipients per practice area and the retention period of inquiries, in the settings.
  addFieldDefault({ version: 3, collection: 'settings', field: 'areaInquiryEmails', value: [], description: 'penerima pesan per bidang praktik (kosong)' }),
  addFieldDefault({ version: 4, collection: 'settings', field: 'inquiryRetentionMonths', value: '', description: 'lama penyimpanan pesan masuk (bawaan 12 bulan)' }),
  addFieldDefault({ version: 5, collection: 'settings', field: 'applicationRetentionMonths', value: '', description: 'lama penyimpanan lamaran (bawaan 6 bulan)' }),
  // Applications are assigned to a profile, as inquiries are (none at first).
  addFieldDefault({ version: 6, collection: 'applications', field: 'assigneeId', value: '', description: 'lamaran ditangani oleh (belum ditugaskan)' }),
  // Drafts. Every practice area written before was public, so it is published (since
  // ever: the instant only orders when its files became public); posts get no planned date.
  addFieldDefault({ version: 7, collection: 'practiceAreas', field: 'publishedAt', value: PUBLISHED_BEFORE_DRAFTS, description: 'bidang praktik yang sudah ada tetap terbit' }),
  addFieldDefault({ version: 8, collection: 'blogs', field: 'plannedAt', value: null, description: 'tanggal rencana terbit draf blog (kosong)' }),
  addFieldDefault({ version: 9, collection: 'publications', field: 'plannedAt', value: null, description: 'tanggal rencana terbit draf publikasi (kosong)' }),
  // What an English version was written from, so a later change of the Indonesian flags it.
  snapshotTranslations({ version: 10, collection: 'blogs', description: 'teks Indonesia tempat versi Inggris blog ditulis' }),
  snapshotTranslations({ version: 11, collection: 'publications', description: 'teks Indonesia tempat versi Inggris publikasi ditulis' }),
  // Practice areas, categories and tags written before the English edition have none.
  addFieldDefault({ version: 12, collection: 'practiceAreas', field: 'publishedAtEn', value: null, description: 'bidang praktik belum terbit dalam bahasa Inggris' }),
  addFieldDefault({ version: 13, collection: 'categories', field: 'slugEn', value: null, description: 'slug bahasa Inggris kategori (kosong)' }),
  addFieldDefault({ version: 14, collection: 'tags', field: 'slugEn', value: null, description: 'slug bahasa Inggris tag (kosong)' }),
  // The home page's hero image and its alternative text (none yet). Only the home
  // page's document has the hero's fields (the one with a heroHeading).
  {
    version: 30,
    collection: 'pages',
    description: 'gambar utama beranda (kosong)',
    up: (data) => ('heroHeading' in data && !('heroImage' in data) ? { ...data, heroImage: null, heroImageAlt: '' } : data),
  },
  // Client alerts. No category is sent by default, and every existing item follows
  // that setting, so nothing already published goes out.
  addFieldDefault({ version: 40, collection: 'settings', field: 'alertCategoryIds', value: [], description: 'kategori yang dikirim sebagai peringatan klien (belum ada)' }),
  addFieldDefault({ version: 41, collection: 'blogs', field: 'sendAlert', value: 'auto', description: 'peringatan klien blog mengikuti pengaturan kategori' }),
  addFieldDefault({ version: 42, collection: 'publications', field: 'sendAlert', value: 'auto', description: 'peringatan klien publikasi mengikuti pengaturan kategori' }),
  // Decision 35: a category's or tag's slugs follow a rename unless fixed by hand;
  // until now none could be typed, so every one was made from its name.
  addFieldDefaults({ version: 50, collection: 'categories', values: { slugByHand: false, slugEnByHand: false }, description: 'slug kategori mengikuti nama' }),
  addFieldDefaults({ version: 51, collection: 'tags', values: { slugByHand: false, slugEnByHand: false }, description: 'slug tag mengikuti nama' }),
  // Decision 35: the alternative text of covers and portraits, empty until staff write
  // it (the form then asks; pages render an empty one as today), and the optional SEO fields.
  // English versions written before stay current: an absent field reads as its default there.
  addFieldDefaults({ version: 52, collection: 'blogs', values: { coverAlt: '', ...SEO_DEFAULTS }, description: 'teks alternatif sampul dan SEO blog (kosong)' }),
  addFieldDefaults({ version: 53, collection: 'publications', values: { coverAlt: '', ...SEO_DEFAULTS }, description: 'teks alternatif sampul dan SEO publikasi (kosong)' }),
  addFieldDefaults({ version: 54, collection: 'practiceAreas', values: { coverAlt: '', ...SEO_DEFAULTS }, description: 'teks alternatif sampul dan SEO bidang praktik (kosong)' }),
  addFieldDefaults({ version: 55, collection: 'profiles', values: { pictureAlt: '', ...SEO_DEFAULTS }, description: 'teks alternatif foto dan SEO profil (kosong)' }),
  // A home figure may count the content; every one saved before is a number as typed.
  // Only the home page's document has the figures (the one with a heroHeading).
  {
    version: 60,
    collection: 'pages',
    description: 'angka beranda diketik (belum dihitung otomatis)',
    up: (data) => ('heroHeading' in data && !('figure1Count' in data) ? { ...data, figure1Count: '', figure2Count: '', figure3Count: '', figure4Count: '' } : data),
  },
  // A profile's phone was kept as typed (`+62 21 5091 2811`, `021-…`); every number of
  // the site is now kept in E.164. One that cannot be read as a number stays as typed (pages
  // still show it, and its next save asks for a valid one).
  {
    version: 61,
    collection: 'profiles',
    description: 'telepon profil disimpan dalam format E.164',
    up: (data) => {
      if (typeof data.phone !== 'string' || data.phone === '' || /^\+\d+$/.test(data.phone)) return data
      const e164 = toE164(data.phone)
      return e164 ? { ...data, phone: e164 } : data
    },
  },
  // Decision 53: an imported subscriber's consent is recorded; every one before came through the
  // site's form (its own checkbox). An alert may be a Buletin; every one before is an item's.
  addFieldDefaults({ version: 70, collection: 'subscribers', values: { consentSource: '', consentAt: null }, description: 'sumber persetujuan pelanggan (formulir situs)' }),
  addFieldDefault({ version: 71, collection: 'alerts', field: 'digest', value: null, description: 'peringatan klien untuk satu item (bukan buletin)' }),
  // Status acara: every event before was held as announced, and no registrant had been told of a change.
  addFieldDefault({ version: 80, collection: 'events', field: 'eventStatus', value: 'scheduled', description: 'status acara (terjadwal)' }),
  addFieldDefault({ version: 81, collection: 'registrations', field: 'statusNotices', value: [], description: 'pemberitahuan status acara kepada pendaftar (belum ada)' }),
  // The dashboard list's order and Draf flag, which the stores write at every write since (shared/post-list-order.ts).
  derivedFields(82, 'blogs', 'urutan daftar blog di dasbor (tanggal terbit, atau tanggal rencana draf)'),
  derivedFields(83, 'publications', 'urutan daftar publikasi di dasbor (tanggal terbit, atau tanggal rencana draf)'),
  // Where a post's English stands, for the list's language filter (the same derived fields).
  derivedFields(84, 'blogs', 'keadaan versi bahasa Inggris blog untuk filter bahasa di dasbor'),
  derivedFields(85, 'publications', 'keadaan versi bahasa Inggris publikasi untuk filter bahasa di dasbor'),
  // Whether a library image's focal point is off the middle, which the public pages read in one query.
  derivedFields(86, 'media', 'titik fokus gambar Pustaka Media di luar tengah, untuk potongan gambar halaman publik'),
  // A regulation's place in its type's list, which the public list pages read a page at a time.
  derivedFields(87, 'regulations', 'urutan peraturan dalam daftar jenisnya (tahun dan nomor), untuk halaman daftar peraturan'),
  // Whether a past event is listed on /events and /en/events (a recording or slides; its English version), which the past pages query.
  derivedFields(88, 'events', 'acara lampau yang tercantum di daftar acara (ada rekaman atau materi; versi bahasa Inggris)'),
]

export const SCHEMA_META_KEY = 'schema'

export interface SchemaMarker {
  /** The last step applied to every document (0: none). */
  version: number
  /** The step under way and the last document id it finished, or null between steps. */
  step: { version: number; after: string } | null
}

/** The version the code expects the store to be at. */
export function latestSchemaVersion(steps: readonly MigrationStep[] = MIGRATIONS): number {
  return steps.reduce((latest, step) => Math.max(latest, step.version), 0)
}

export async function readSchemaMarker(store: ContentStore): Promise<SchemaMarker> {
  const raw = await store.readMeta(SCHEMA_META_KEY)
  const version = typeof raw?.version === 'number' ? raw.version : 0
  const step = raw?.step as { version?: unknown; after?: unknown } | null | undefined
  return {
    version,
    step: step && typeof step.version === 'number' && typeof step.after === 'string' ? { version: step.version, after: step.after } : null,
  }
}

function writeMarker(store: ContentStore, marker: SchemaMarker): Promise<void> {
  // `step: null` written out rather than left out: a merge-on-set store (the pure-JS Firestore
  // emulator) would otherwise keep the finished step's cursor.
  return store.writeMeta(SCHEMA_META_KEY, { version: marker.version, step: marker.step })
}

function checkOrder(steps: readonly MigrationStep[]): void {
  steps.forEach((step, i) => {
    if (!Number.isInteger(step.version) || step.version < 1) throw new Error(`migration version must be a positive integer: ${step.version}`)
    if (i > 0 && step.version <= steps[i - 1]!.version) throw new Error(`migration versions must increase: ${steps[i - 1]!.version}, ${step.version}`)
  })
}

interface SplitDoc {
  meta: Pick<DocOf<CollectionName>, 'id' | 'version' | 'createdAt' | 'updatedAt' | 'updatedBy'>
  data: StoredData
}

function split(doc: DocOf<CollectionName>): SplitDoc {
  const { id, version, createdAt, updatedAt, updatedBy, ...data } = doc as DocOf<CollectionName> & StoredData
  return { meta: { id, version, createdAt, updatedAt, updatedBy }, data }
}

/** Tries a document again this often when saves keep landing between the step's read and write. */
const MAX_ATTEMPTS = 5

/** Applies one step to one document; true when it was written. */
async function migrateDocument(store: ContentStore, step: MigrationStep, doc: DocOf<CollectionName>): Promise<boolean> {
  let current: DocOf<CollectionName> | null = doc
  for (let attempt = 1; current; attempt++) {
    const { meta, data }: SplitDoc = split(current)
    const next = step.up(structuredClone(data))
    if (isDeepStrictEqual(next, data)) return false
    try {
      await store.put(step.collection, { ...next, ...meta } as DocOf<CollectionName>, { expectedVersion: meta.version })
      return true
    } catch (error) {
      if (error instanceof NotFoundError) return false
      if (!(error instanceof StaleVersionError) || attempt >= MAX_ATTEMPTS) throw error
      current = await store.get(step.collection, meta.id)
    }
  }
  return false
}

export interface MigrationRun {
  from: number
  to: number
  /** Documents rewritten, over all steps. */
  written: number
}

export interface RunMigrationsOptions {
  steps?: readonly MigrationStep[]
  log?: (line: string) => void
  /** Documents per batch; the marker records progress after each one. */
  batchSize?: number
  /**
   * Applies every step again whatever the marker says, leaving the marker as it is: after a
   * Firebase deploy, for documents that instances of the previous release saved (without the
   * new field) between the migration and the switch-over.
   */
  recheck?: boolean
}

/**
 * Brings the store up to the latest version: each step not yet applied, in order, over the
 * documents of its collection in id order, in batches. Safe to run again at any point.
 */
export async function runMigrations(store: ContentStore, options: RunMigrationsOptions = {}): Promise<MigrationRun> {
  const steps = options.steps ?? MIGRATIONS
  const log = options.log ?? (() => {})
  const batchSize = options.batchSize ?? 100
  checkOrder(steps)
  const marker = await readSchemaMarker(store)
  const from = marker.version
  if (from < latestSchemaVersion(steps) && (await bornCurrent(store, steps))) return { from, to: latestSchemaVersion(steps), written: 0 }
  let written = 0
  if (options.recheck) {
    for (const step of steps.filter((s) => s.version <= marker.version)) {
      let changed = 0
      for (const doc of await store.query(step.collection)) if (await migrateDocument(store, step, doc)) changed++
      written += changed
      if (changed) log(`Migrasi skema ${step.version} (${step.collection}) diterapkan lagi: ${changed} dokumen diperbarui.`)
    }
  }
  for (const step of steps) {
    if (step.version <= marker.version) continue
    // The cursor belongs to this step only if it was the one under way.
    const after = marker.step?.version === step.version ? marker.step.after : null
    // Every document is read (the stores offer no id cursor the pure-JS emulator honours); the
    // collections hold hundreds of documents, and only those past the cursor are rewritten.
    const docs = (await store.query(step.collection))
      .filter((doc) => after === null || doc.id > after)
      .sort((a, b) => (a.id < b.id ? -1 : a.id > b.id ? 1 : 0))
    let changed = 0
    for (let start = 0; start < docs.length; start += batchSize) {
      const batch = docs.slice(start, start + batchSize)
      for (const doc of batch) if (await migrateDocument(store, step, doc)) changed++
      marker.step = { version: step.version, after: batch.at(-1)!.id }
      await writeMarker(store, marker)
    }
    marker.version = step.version
    marker.step = null
    await writeMarker(store, marker)
    written += changed
    log(`Migrasi skema ${step.version} (${step.collection}): ${step.description}; ${changed} dokumen diperbarui.`)
  }
  const to = marker.version
  if (to > from) log(`Skema data diperbarui dari versi ${from} ke ${to}.`)
  return { from, to, written }
}

/**
 * An empty store has nothing in an older shape: everything written from now on is written by
 * this code. It is stamped at the latest version (one write, once), so a new site never runs
 * or announces the steps of its past.
 */
async function bornCurrent(store: ContentStore, steps: readonly MigrationStep[]): Promise<boolean> {
  if (!(await store.isEmpty())) return false
  await writeMarker(store, { version: latestSchemaVersion(steps), step: null })
  return true
}

/**
 * For a backend that does not migrate at start (Firebase): a warning when the store is behind
 * the code, naming the command that brings it up to date. Returns how far behind it is.
 */
export async function warnIfSchemaBehind(
  store: ContentStore,
  log: (line: string) => void,
  steps: readonly MigrationStep[] = MIGRATIONS,
): Promise<number> {
  const latest = latestSchemaVersion(steps)
  if (latest === 0) return 0
  const { version } = await readSchemaMarker(store)
  if (version >= latest) return 0
  if (await bornCurrent(store, steps)) return 0
  log(`Peringatan: skema data tersimpan versi ${version}, kode mengharapkan versi ${latest}; jalankan \`npm run migrate:schema\`.`)
  return latest - version
}
