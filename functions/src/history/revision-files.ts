/**
 * The uploads the revisions of existing items refer to (an earlier cover, a replaced CV): the
 * unused-upload pruning keeps them, so a revision compared in Riwayat shows its file and one
 * restored with Pulihkan saves with it. Revisions thinned away release their files; so do the
 * revisions of an item that no longer exists (its files are the trash's to keep until purged).
 */
import { COLLECTION_MODULES } from '../../../shared/collections'
import type { CollectionName, StoredFile } from '../../../shared/schemas/types'
import type { ContentStore } from '../backends/ports'

/** Revisions read per page, and items asked for at a time. */
const PAGE = 500

export async function revisionUploads(store: Pick<ContentStore, 'scanHistory' | 'getMany'>, pageSize = PAGE): Promise<Set<string>> {
  const byItem = new Map<CollectionName, Map<string, Set<string>>>()
  let after: string | undefined
  for (;;) {
    const page = await store.scanHistory('revisions', { ...(after ? { after } : {}), limit: pageSize })
    for (const revision of page) {
      const fields = Object.keys(COLLECTION_MODULES[revision.collection]?.uploads ?? {})
      const paths = fields.flatMap((field) => {
        const file = revision.doc[field] as StoredFile | null | undefined
        return typeof file?.path === 'string' ? [file.path] : []
      })
      if (paths.length === 0) continue
      const items = byItem.get(revision.collection) ?? new Map<string, Set<string>>()
      byItem.set(revision.collection, items)
      const held = items.get(revision.docId) ?? new Set<string>()
      items.set(revision.docId, held)
      for (const path of paths) held.add(path)
    }
    if (page.length < pageSize) break
    after = page.at(-1)!.id
  }
  const kept = new Set<string>()
  for (const [collection, items] of byItem) {
    // Which of the items still exist, a page of them at a time: at 10,000 posts one getMany of
    // every item with a revised file held every post at once.
    const ids = [...items.keys()]
    for (let start = 0; start < ids.length; start += pageSize) {
      const existing = await store.getMany(collection, ids.slice(start, start + pageSize))
      for (const doc of existing) for (const path of items.get(doc.id) ?? []) kept.add(path)
    }
  }
  return kept
}
