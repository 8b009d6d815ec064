/**
 * Copies everything from one backend to another: every file (FileStore list/read/put), then
 * every document of every collection (ContentStore.put, metadata kept as it is), then the
 * editorial history: every revision and every line of the activity log, ids kept.
 *
 * Safe to run again: a file whose size and bytes are already equal at the target is skipped,
 * and putting a document writes the same document again. It copies; it never deletes what the
 * target holds beyond that.
 */
import { COLLECTION_MODULES, COLLECTION_NAMES } from '../../../shared/collections'
import type { Field } from '../../../shared/collections/define'
import { UniqueConstraintError, type CollectionName, type ContentStore, type FileStore } from '../backends/ports'
import type { HistoryKind } from '../../../shared/history'
import { mapWithLimit } from '../seed/limited-concurrency'

export interface MigrationSide {
  content: ContentStore
  files: FileStore
}

export interface MigrationOptions {
  /** Progress lines (Indonesian); stdout by default. */
  log?: (line: string) => void
  /** Writes in flight at once (Firestore and Cloud Storage answer in tens of milliseconds each). */
  concurrency?: number
}

export interface MigrationSummary {
  documents: Record<CollectionName, number>
  documentCount: number
  /** Revisions and log lines copied (each put again by id on a second run: never doubled). */
  history: Record<HistoryKind, number>
  files: { total: number; copied: number; unchanged: number; bytesCopied: number }
  ms: number
}

/** The collections a module's reference fields name. */
function referencedBy(collection: CollectionName): CollectionName[] {
  const module = COLLECTION_MODULES[collection] as { fields: Record<string, Field>; stored?: Record<string, Field> }
  return Object.values({ ...module.stored, ...module.fields }).flatMap((field) => (field.references ? [field.references] : []))
}

/**
 * Referenced documents before the ones that reference them, as the seed writes them: a target
 * that indexes for search on each write (embedded) finds the category and the authors of a post
 * already there. The registry's order (shared/collections/index.ts, orderings last), each
 * collection moved after those its reference fields name.
 */
export const MIGRATION_ORDER: readonly CollectionName[] = (() => {
  const order: CollectionName[] = []
  const place = (collection: CollectionName, path: readonly CollectionName[]) => {
    if (order.includes(collection) || path.includes(collection)) return
    for (const target of referencedBy(collection)) place(target, [...path, collection])
    order.push(collection)
  }
  for (const collection of COLLECTION_NAMES) place(collection, [])
  return order
})()

const decimal = (value: number, digits = 1) => value.toFixed(digits).replace('.', ',')
const megabytes = (bytes: number) => `${decimal(bytes / 1024 / 1024)} MB`

function sameBytes(a: Uint8Array, b: Uint8Array): boolean {
  return a.byteLength === b.byteLength && Buffer.compare(Buffer.from(a.buffer, a.byteOffset, a.byteLength), Buffer.from(b.buffer, b.byteOffset, b.byteLength)) === 0
}

/** Calls `report(done)` for the first, every ~`parts`-th and the last step. */
function throttled(total: number, parts: number, report: (done: number) => void): () => void {
  let done = 0
  let shown = 0
  const step = Math.max(1, Math.ceil(total / parts))
  return () => {
    done++
    if (done === total || done - shown >= step) {
      shown = done
      report(done)
    }
  }
}

export async function migrate(from: MigrationSide, to: MigrationSide, options: MigrationOptions = {}): Promise<MigrationSummary> {
  const started = performance.now()
  const log = options.log ?? ((line: string) => process.stdout.write(`${line}\n`))
  const concurrency = options.concurrency ?? 8

  if (!(await to.content.isEmpty())) {
    log('Tujuan sudah berisi dokumen: dokumen dengan id yang sama ditimpa, dokumen lain dibiarkan.')
  }

  // Files first: documents point at them, so a site reading the target never shows a document
  // whose files are still on their way.
  const sourceFiles = await from.files.list()
  const files = { total: sourceFiles.length, copied: 0, unchanged: 0, bytesCopied: 0 }
  const fileProgress = throttled(sourceFiles.length, 10, (done) => log(`Menyalin file\u2026 ${done}/${sourceFiles.length}`))
  await mapWithLimit(sourceFiles, concurrency, async (info) => {
    const bytes = await from.files.read(info.path)
    if (!bytes) throw new Error(`File ${info.path} hilang dari sumber saat disalin.`)
    const existing = await to.files.stat(info.path)
    const present = existing && existing.size === bytes.byteLength ? await to.files.read(info.path) : null
    if (present && sameBytes(present, bytes)) {
      files.unchanged++
    } else {
      await to.files.put(info.path, bytes, info.contentType)
      files.copied++
      files.bytesCopied += bytes.byteLength
    }
    fileProgress()
  })

  const documents = Object.fromEntries(MIGRATION_ORDER.map((collection) => [collection, 0])) as Record<CollectionName, number>
  for (const collection of MIGRATION_ORDER) {
    const docs = await from.content.query(collection)
    if (docs.length === 0) continue
    // A small collection (settings, pages, offices) says only that it is done: one line each.
    const progress = throttled(docs.length, docs.length < 20 ? 1 : 4, (done) => log(`Menyalin dokumen\u2026 ${collection} ${done}/${docs.length}`))
    await mapWithLimit(docs, concurrency, async (doc) => {
      try {
        await to.content.put(collection, doc)
      } catch (error) {
        if (error instanceof UniqueConstraintError) {
          const value = (doc as unknown as Record<string, unknown>)[error.field]
          throw new Error(
            `Gagal menyalin ${collection}/${doc.id}: ${error.field} "${String(value)}" sudah dipakai dokumen lain di tujuan.`,
            { cause: error },
          )
        }
        throw error
      }
      documents[collection]++
      progress()
    })
  }

  const documentCount = Object.values(documents).reduce((sum, n) => sum + n, 0)
  const history = { revisions: await copyHistory(from.content, to.content, 'revisions', log), activity: await copyHistory(from.content, to.content, 'activity', log) }
  const ms = performance.now() - started
  const perCollection = MIGRATION_ORDER.map((collection) => `${collection} ${documents[collection]}`).join(', ')
  log(
    `Migrasi selesai dalam ${decimal(ms / 1000)} detik: ${documentCount} dokumen (${perCollection}); ` +
      `${files.total} file: ${files.copied} disalin (${megabytes(files.bytesCopied)}), ${files.unchanged} sudah sama di tujuan.`,
  )
  return { documents, documentCount, history, files, ms }
}

/** Records of the history per page: one Firestore batch holds them. */
const HISTORY_PAGE = 400

/** Copies one kind of history record in time order, a page at a time; returns how many. */
async function copyHistory(from: ContentStore, to: ContentStore, kind: HistoryKind, log: (line: string) => void): Promise<number> {
  let copied = 0
  let after: string | undefined
  for (;;) {
    const page = await from.scanHistory(kind, { ...(after ? { after } : {}), limit: HISTORY_PAGE })
    if (page.length === 0) break
    await to.putHistory(kind, page)
    copied += page.length
    after = page.at(-1)!.id
    if (page.length < HISTORY_PAGE) break
  }
  if (copied) log(`Menyalin riwayat\u2026 ${kind === 'revisions' ? 'versi' : 'log aktivitas'} ${copied}`)
  return copied
}
