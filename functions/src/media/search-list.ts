/**
 * What Pustaka Media's search looks through, kept in memory: each entry's id, kind, upload
 * instant and its name and alternative texts folded for search, newest first. A search then
 * reads only the page's entries instead of the whole library (10,000 files: reading every
 * document costs most of a request). Dropped on every change event, as the public image index
 * is (content/public-image-index.ts); on Firebase, where an instance misses the others' writes,
 * also after MAX_AGE_MS.
 */
import type { Backend } from '../backends/ports'
import { foldForSearch } from '../collections/list-route'

/** How long a list read on one instance may miss another instance's upload. */
export const MAX_AGE_MS = 30_000

interface Searchable {
  id: string
  kind: string
  contentType: string
  text: string
}

interface Cached {
  entries: Searchable[]
  readAt: number
}

const lists = new WeakMap<Backend, { cached: Cached | null }>()

async function searchable(backend: Backend, now: number): Promise<Searchable[]> {
  let slot = lists.get(backend)
  if (!slot) {
    const fresh: { cached: Cached | null } = { cached: null }
    backend.events.subscribe((event) => {
      if (event.collection === 'media') fresh.cached = null
    })
    lists.set(backend, fresh)
    slot = fresh
  }
  if (slot.cached && now - slot.cached.readAt < MAX_AGE_MS) return slot.cached.entries
  const docs = await backend.content.query('media', { orderBy: [{ field: 'createdAt', direction: 'desc' }] })
  const entries = docs.map((doc) => ({
    id: doc.id,
    kind: doc.kind,
    contentType: doc.contentType,
    // Each part folded on its own and kept apart, so a search never matches across two of them.
    text: [doc.originalName, doc.alt, doc.altEn ?? ''].map(foldForSearch).join('\u0000'),
  }))
  slot.cached = { entries, readAt: now }
  return entries
}

/** The ids of the entries whose name or alternative text holds `q` (and of `kind`, when given), newest first. */
export async function searchMedia(backend: Backend, q: string, kind: string, now = Date.now()): Promise<string[]> {
  return searchLibrary(backend, { q, kind }, now)
}

/** What the media picker narrows a search to: a kind, and for an upload field its folder's files of its types. */
export interface LibraryFilter {
  q: string
  kind: string
  /** Ids that start with this (`{folder}--`: the entries of one folder). */
  idPrefix?: string
  /** Only these content types. */
  types?: readonly string[]
}

/** The ids of the entries that match `filter`, newest first. */
export async function searchLibrary(backend: Backend, filter: LibraryFilter, now = Date.now()): Promise<string[]> {
  const needle = foldForSearch(filter.q)
  const { kind, idPrefix, types } = filter
  return (await searchable(backend, now))
    .filter((entry) => (!kind || entry.kind === kind) && (!idPrefix || entry.id.startsWith(idPrefix)) && (!types || types.includes(entry.contentType)) && entry.text.includes(needle))
    .map((entry) => entry.id)
}
