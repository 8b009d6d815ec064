/**
 * Uploaded files that no item uses: a form abandoned after its upload, a cover or CV replaced
 * by a newer one, an item deleted. They are deleted once they are old enough that no open form
 * or browser draft can still mean to save them.
 */
import { COLLECTION_MODULES } from '../../../shared/collections'
import { blockImagePaths, type PageBlock } from '../../../shared/collections/page-blocks'
import { UPLOAD_FOLDERS } from '../../../shared/schemas/uploads'
import type { CollectionName, StoredFile } from '../../../shared/schemas/types'
import type { ContentStore, FileStore } from '../backends/ports'
import { revisionUploads } from '../history/revision-files'

/**
 * A week: a draft restored after a long weekend still finds its upload. A form saved with a
 * file pruned meanwhile is refused with "File tidak ditemukan. Unggah ulang file.", nothing lost.
 */
export const ORPHAN_GRACE_MS = 7 * 24 * 60 * 60 * 1000

/**
 * Documents read at a time: the pruning holds a page of one collection's upload fields and the
 * set of paths found, not the archive (at 10,000 posts and 20,000 media entries a whole read
 * held hundreds of MB: docs/scale.md).
 */
export const PRUNE_PAGE = 200

/**
 * Each document of `collection` with only `fields` (and its id), a page at a time in id order,
 * one collection after another: what `visit` keeps is all that stays.
 */
async function eachInPages(store: ContentStore, collection: CollectionName, fields: readonly string[], pageSize: number, visit: (doc: Record<string, unknown>) => void): Promise<void> {
  for (let after = ''; ; ) {
    const page = (await store.queryFields(
      collection,
      { where: after ? [{ field: 'id', op: '>', value: after }] : [], orderBy: [{ field: 'id' }], limit: pageSize },
      fields as never[],
    )) as unknown as (Record<string, unknown> & { id: string })[]
    for (const doc of page) visit(doc)
    if (page.length < pageSize) return
    after = page.at(-1)!.id
  }
}

/**
 * Every upload path an item refers to, published or not: each upload field of every collection
 * module (docs/decisions/0020), so a collection with uploads added later (the site settings'
 * logo) keeps its files without an edit here; and the files of every item in the trash.
 * `pageSize`: documents read at a time (PRUNE_PAGE).
 */
export async function referencedUploads(store: ContentStore, pageSize = PRUNE_PAGE): Promise<Set<string>> {
  const used = new Set<string>()
  for (const module of Object.values(COLLECTION_MODULES)) {
    const uploads = Object.keys(module.uploads)
    // Block images are paths inside the blocks, not upload fields (shared/collections/page-blocks.ts):
    // a block page's, and a fixed page's blocks after its copy (decision 48).
    const blocks = Object.entries({ ...module.stored, ...module.fields }).flatMap(([name, field]) => ((field as { kind: string }).kind === 'blocks' ? [name] : []))
    if (uploads.length === 0 && blocks.length === 0) continue
    await eachInPages(store, module.name as CollectionName, [...uploads, ...blocks], pageSize, (doc) => {
      for (const field of uploads) {
        const file = doc[field] as StoredFile | null | undefined
        if (file?.path) used.add(file.path)
      }
      for (const field of blocks) for (const path of blockImagePaths(doc[field] as PageBlock[] | undefined)) used.add(path)
    })
  }
  // Items in Sampah keep their files until they are purged, so a restore finds them.
  await eachInPages(store, 'trash', ['files'], pageSize, (entry) => {
    for (const path of (entry.files as string[] | undefined) ?? []) used.add(path)
  })
  return used
}

/** The files of Pustaka Media, a page at a time. */
async function libraryPaths(store: ContentStore, pageSize: number): Promise<Set<string>> {
  const paths = new Set<string>()
  await eachInPages(store, 'media', ['path'], pageSize, (entry) => {
    if (typeof entry.path === 'string') paths.add(entry.path)
  })
  return paths
}

export interface PruneResult {
  /** Files in the upload folders. */
  checked: number
  /** Paths deleted. */
  deleted: string[]
}

/**
 * Deletes the files of the upload folders that are older than the grace period and that no
 * item refers to. The candidates are listed before the references are read, so a file saved
 * into an item while this runs is seen as referenced.
 */
export async function pruneOrphanUploads(deps: {
  store: ContentStore
  files: FileStore
  now: () => Date
  graceMs?: number
  /** Documents read at a time (PRUNE_PAGE). */
  pageSize?: number
}): Promise<PruneResult> {
  const cutoff = deps.now().getTime() - (deps.graceMs ?? ORPHAN_GRACE_MS)
  const listed = (await Promise.all(UPLOAD_FOLDERS.map((folder) => deps.files.list(`${folder}/`)))).flat()
  const oldEnough = listed.filter((file) => Date.parse(file.updatedAt) < cutoff)
  if (oldEnough.length === 0) return { checked: listed.length, deleted: [] }
  // Files of the kept revisions of existing items stay too: Riwayat shows them, Pulihkan saves them.
  // Files of Pustaka Media stay until staff delete them there (docs/decisions/0043-media-library.md).
  // One read after another, a page at a time: only the sets of paths are held together.
  const pageSize = deps.pageSize ?? PRUNE_PAGE
  const used = await referencedUploads(deps.store, pageSize)
  const revised = await revisionUploads(deps.store, pageSize)
  const library = await libraryPaths(deps.store, pageSize)
  const deleted: string[] = []
  for (const file of oldEnough) {
    if (used.has(file.path) || revised.has(file.path) || library.has(file.path)) continue
    await deps.files.delete(file.path)
    deleted.push(file.path)
  }
  return { checked: listed.length, deleted }
}

/** The store's record of the pruning's last run (`readMeta`/`writeMeta`, both backends). */
export const UPLOAD_PRUNE_META = 'upload-prune'

/**
 * Prunes unless the store says a pruning ran less than `everyMs` ago, then records this run:
 * a restarted server does not read every item again for files it looked at an hour before. A
 * clock that went back, or no record, prunes; `everyMs` 0 always does. Null when skipped. The record is written only
 * after a pruning succeeded, so a failed one is tried again at the next start or tick.
 */
export async function pruneOrphanUploadsIfDue(deps: Parameters<typeof pruneOrphanUploads>[0], everyMs: number): Promise<PruneResult | null> {
  const now = deps.now().getTime()
  const stored = await deps.store.readMeta(UPLOAD_PRUNE_META)
  const lastRun = typeof stored?.lastRun === 'string' ? Date.parse(stored.lastRun) : NaN
  if (Number.isFinite(lastRun) && now >= lastRun && now - lastRun < everyMs) return null
  const result = await pruneOrphanUploads(deps)
  await deps.store.writeMeta(UPLOAD_PRUNE_META, { lastRun: new Date(now).toISOString() })
  return result
}
