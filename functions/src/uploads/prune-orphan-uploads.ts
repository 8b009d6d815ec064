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
 * Every upload path an item refers to, published or not: each upload field of every collection
 * module (docs/decisions/0020), so a collection with uploads added later (the site settings'
 * logo) keeps its files without an edit here; and the files of every item in the trash.
 */
export async function referencedUploads(store: ContentStore): Promise<Set<string>> {
  const withUploads = Object.values(COLLECTION_MODULES).flatMap((module) => {
    const fields = Object.keys(module.uploads)
    return fields.length ? [{ name: module.name as CollectionName, fields }] : []
  })
  const [lists, trashed] = await Promise.all([
    Promise.all(withUploads.map(async ({ name, fields }) => ({ fields, docs: await store.query(name) }))),
    // Items in Sampah keep their files until they are purged, so a restore finds them.
    store.query('trash'),
  ])
  const files = lists.flatMap(({ fields, docs }) => docs.flatMap((doc) => fields.map((field) => (doc as unknown as Record<string, StoredFile | null | undefined>)[field])))
  // Block images are paths inside the blocks, not upload fields (shared/collections/page-blocks.ts):
  // a block page's, and a fixed page's blocks after its copy (decision 48).
  const withBlocks = Object.values(COLLECTION_MODULES).flatMap((module) => {
    const fields = Object.entries({ ...module.stored, ...module.fields }).flatMap(([name, field]) => ((field as { kind: string }).kind === 'blocks' ? [name] : []))
    return fields.length ? [{ name: module.name as CollectionName, fields }] : []
  })
  const blockImages = (await Promise.all(withBlocks.map(async ({ name, fields }) => (await store.query(name)).flatMap((doc) => fields.flatMap((field) => blockImagePaths((doc as unknown as Record<string, PageBlock[] | undefined>)[field])))))).flat()
  return new Set([...files.flatMap((file) => (file?.path ? [file.path] : [])), ...blockImages, ...trashed.flatMap((entry) => entry.files)])
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
}): Promise<PruneResult> {
  const cutoff = deps.now().getTime() - (deps.graceMs ?? ORPHAN_GRACE_MS)
  const listed = (await Promise.all(UPLOAD_FOLDERS.map((folder) => deps.files.list(`${folder}/`)))).flat()
  const oldEnough = listed.filter((file) => Date.parse(file.updatedAt) < cutoff)
  if (oldEnough.length === 0) return { checked: listed.length, deleted: [] }
  // Files of the kept revisions of existing items stay too: Riwayat shows them, Pulihkan saves them.
  // Files of Pustaka Media stay until staff delete them there (docs/decisions/0043-media-library.md).
  const [used, revised, library] = await Promise.all([
    referencedUploads(deps.store),
    revisionUploads(deps.store),
    deps.store.query('media').then((entries) => new Set(entries.map((entry) => entry.path))),
  ])
  const deleted: string[] = []
  for (const file of oldEnough) {
    if (used.has(file.path) || revised.has(file.path) || library.has(file.path)) continue
    await deps.files.delete(file.path)
    deleted.push(file.path)
  }
  return { checked: listed.length, deleted }
}
