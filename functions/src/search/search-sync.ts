/**
 * Keeps the search indexes in step with the content: plain handlers of a change
 * (`before`, `after`). The embedded backend calls them from its change events; on Firebase,
 * Firestore `onDocumentWritten` triggers call the same functions.
 */
import { COLLECTION_MODULES, COLLECTION_NAMES } from '../../../shared/collections'
import { dashboardPath } from '../../../shared/dashboard-path'
import { isPublishedAt, PUBLISH_FIELD, PUBLISH_FIELD_EN, publishedConstraint } from '../../../shared/publish-rule'
import type { Blog, BlockPage, EventDoc, Publication, Regulation } from '../../../shared/schemas/types'
import { sweepBlockPages, syncBlockPagePublic } from './block-page-search'
import { syncRegulationPublic } from './regulation-search'
import { syncEventPublic } from './event-search'
import type { ChangeEvent, CollectionName, ContentStore, SearchIndex, SearchRecord } from '../backends/ports'
import { changesOnlyDerivedFields } from '../backends/derived-fields'
import {
  englishPostRecords,
  englishPracticeAreaRecords,
  englishProfileRecords,
  isPublicInEnglish,
  moduleRecords,
  postRecords,
  practiceAreaRecords,
  profileRecords,
} from './records'

export interface SearchSyncDeps {
  store: ContentStore
  search: SearchIndex
  now: () => Date
}

type PostCollection = 'blogs' | 'publications'

/** A document gone: out of every index. */
function removeEverywhere(deps: SearchSyncDeps, parentId: string) {
  return Promise.all([
    deps.search.removeParents('staff', [parentId]),
    deps.search.removeParents('public', [parentId]),
    deps.search.removeParents('public-en', [parentId]),
  ])
}

/**
 * The English index holds the English version of what visitors may see in English:
 * `records` when given, else nothing of the document (its English version emptied, not yet
 * published, or the item off the site).
 */
async function syncEnglish(deps: SearchSyncDeps, parentId: string, records: (() => ReturnType<typeof postRecords>) | null) {
  if (records) await deps.search.upsert('public-en', records())
  else await deps.search.removeParents('public-en', [parentId])
}

async function syncPost(deps: SearchSyncDeps, collection: PostCollection, id: string, post: Blog | Publication | null) {
  const parentId = `${collection}/${id}`
  if (!post) {
    await removeEverywhere(deps, parentId)
    return
  }
  const [category, tags, authors, regulations] = await Promise.all([
    deps.store.get('categories', post.categoryId),
    deps.store.getMany('tags', post.tagIds),
    deps.store.getMany('profiles', post.authorIds),
    deps.store.getMany('regulations', post.regulationIds ?? []),
  ])
  const records = postRecords(collection, post, category, tags, authors, undefined, regulations)
  await deps.search.upsert('staff', records)
  // Only what visitors may see is in the public index: a scheduled item enters on its date (sweep).
  if (isPublishedAt(post, deps.now())) await deps.search.upsert('public', records)
  else await deps.search.removeParents('public', [parentId])
  const english = isPublicInEnglish(COLLECTION_MODULES[collection], post, deps.now())
  await syncEnglish(deps, parentId, english ? () => englishPostRecords(collection, post, category, tags, authors, regulations) : null)
}

async function syncProfile(deps: SearchSyncDeps, id: string) {
  const profile = await deps.store.get('profiles', id)
  const parentId = `profiles/${id}`
  if (!profile) {
    await removeEverywhere(deps, parentId)
    return
  }
  const areas = await deps.store.getMany('practiceAreas', profile.practiceAreaIds)
  const records = profileRecords(profile, areas)
  await deps.search.upsert('staff', records)
  if (profile.kind === 'attorney') await deps.search.upsert('public', records)
  else await deps.search.removeParents('public', [parentId])
  // Every attorney is in the English edition: a name is not translated, the rest is English where written.
  await syncEnglish(deps, parentId, profile.kind === 'attorney' ? () => englishProfileRecords(profile, areas) : null)
}

/** A practice area is in the staff index while it exists, and in the public one while it is published (not a draft). */
async function syncPracticeArea(deps: SearchSyncDeps, id: string) {
  const area = await deps.store.get('practiceAreas', id)
  const parentId = `practiceAreas/${id}`
  if (!area) {
    await removeEverywhere(deps, parentId)
    return
  }
  const records = practiceAreaRecords(area)
  await deps.search.upsert('staff', records)
  if (isPublishedAt(area, deps.now())) await deps.search.upsert('public', records)
  else await deps.search.removeParents('public', [parentId])
  // In English once the module has English fields and the area an English version (decision 30).
  const english = isPublicInEnglish(COLLECTION_MODULES.practiceAreas, area, deps.now())
  await syncEnglish(deps, parentId, english ? () => englishPracticeAreaRecords(area) : null)
}

/** A name a record carries changed, in either language (`nameEn` where the module has one). */
function renamed(before: object | null, after: object | null): boolean {
  const b = (before ?? {}) as Record<string, unknown>
  const a = (after ?? {}) as Record<string, unknown>
  return b.name !== a.name || b.nameEn !== a.nameEn
}

/** Posts read per page when a regulation's new name is carried into the posts linking it. */
export const LINKED_POSTS_PAGE = 100

/**
 * What a post's records carry of a regulation it links changed: its citation, short name or
 * title, in either language (records.ts `regulationReferenceName`, and the English records').
 */
function regulationRenamed(before: object | null, after: object | null): boolean {
  if (!before || !after) return false
  const b = before as Record<string, unknown>
  const a = after as Record<string, unknown>
  return ['type', 'number', 'year', 'abbreviation', 'title', 'titleEn'].some((field) => b[field] !== a[field])
}

/**
 * Re-syncs the posts linking a regulation whose name changed (docs/decisions/0060-regulation-alerts.md),
 * a page at a time, so a regulation that a thousand posts link never holds them all at once.
 * The set does not change while it runs (a sync writes the indexes, never the posts).
 */
export async function syncPostsLinking(deps: SearchSyncDeps, regulationId: string, pageSize = LINKED_POSTS_PAGE): Promise<number> {
  let synced = 0
  for (const collection of ['blogs', 'publications'] as const) {
    for (let offset = 0; ; offset += pageSize) {
      const page = await deps.store.query(collection, { where: [{ field: 'regulationIds', op: 'array-contains', value: regulationId }], limit: pageSize, offset })
      for (const post of page) await syncPost(deps, collection, post.id, post)
      synced += page.length
      if (page.length < pageSize) break
    }
  }
  return synced
}

/** Re-syncs every post that carries a category or tag (its name is in their records). */
async function syncPostsUsing(deps: SearchSyncDeps, field: 'categoryId' | 'tagIds', id: string) {
  for (const collection of ['blogs', 'publications'] as const) {
    const posts = await deps.store.query(collection, {
      where: [field === 'categoryId' ? { field, op: '==', value: id } : { field, op: 'array-contains', value: id }],
    })
    for (const post of posts) await syncPost(deps, collection, post.id, post)
  }
}

/**
 * The collections synced by the handler's own cases (their records, their public pages, the
 * names other records carry). Any other collection with a searchable field is synced from its
 * module alone (`syncModuleItem`).
 */
const OWN_SYNC: readonly CollectionName[] = ['blogs', 'publications', 'profiles', 'categories', 'tags', 'practiceAreas']

/** The searchable collections of the registry synced from their module alone: a collection defined later is one of them. */
export function moduleSyncedCollections(): CollectionName[] {
  return COLLECTION_NAMES.filter((name) => COLLECTION_MODULES[name].searchable && !OWN_SYNC.includes(name))
}

/**
 * An item of a collection with no sync of its own: in the staff index while it exists, as its
 * module's records (search/records.ts `moduleRecords`) linking to its dashboard form. It has no
 * public record: which of its items visitors may find is not something its fields say.
 */
async function syncModuleItem(deps: SearchSyncDeps, collection: CollectionName, id: string) {
  const parentId = `${collection}/${id}`
  const doc = await deps.store.get(collection, id)
  if (!doc) {
    await removeEverywhere(deps, parentId)
    return
  }
  const module = COLLECTION_MODULES[collection]
  const path = ('list' in module && module.list ? module.list.path : undefined) ?? dashboardPath(collection)
  // The records' `type` and `collection` name the collection, as the staff search shows them.
  await deps.search.upsert('staff', moduleRecords(module, doc, `${path}/${id}/edit`) as unknown as SearchRecord[])
  // Block pages are also public while published (./block-page-search.ts); regulations always (./regulation-search.ts).
  if (collection === 'blockPages') await syncBlockPagePublic(deps, doc as BlockPage)
  if (collection === 'regulations') await syncRegulationPublic(deps, doc as Regulation)
  // Events while published, never with their join link (./event-search.ts).
  if (collection === 'events') await syncEventPublic(deps, doc as EventDoc)
}

/** The handler for one committed write. */
export async function syncSearchOnChange(event: ChangeEvent, deps: SearchSyncDeps): Promise<void> {
  // A write of derived fields only (a migration step filling one over every post) changes no
  // record: at 10,000 posts, re-indexing each made an upgrade's first start take minutes.
  if (changesOnlyDerivedFields(event.collection, event.before, event.after)) return
  if (!OWN_SYNC.includes(event.collection)) {
    if (COLLECTION_MODULES[event.collection]?.searchable) await syncModuleItem(deps, event.collection, event.id)
    // The posts linking a renamed regulation carry its name in their records.
    if (event.collection === 'regulations' && regulationRenamed(event.before, event.after)) await syncPostsLinking(deps, event.id)
    return
  }
  switch (event.collection) {
    case 'blogs':
    case 'publications': {
      const after = (event.after as Blog | Publication | null) ?? null
      await syncPost(deps, event.collection, event.id, after)
      return
    }
    case 'profiles': {
      await syncProfile(deps, event.id)
      // Author names are part of post records.
      const before = event.before as { name?: string } | null
      const after = event.after as { name?: string } | null
      if (before && renamed(before, after)) {
        for (const collection of ['blogs', 'publications'] as const) {
          const posts = await deps.store.query(collection, { where: [{ field: 'authorIds', op: 'array-contains', value: event.id }] })
          for (const post of posts) await syncPost(deps, collection, post.id, post)
        }
      }
      return
    }
    case 'categories':
    case 'tags': {
      if (renamed(event.before, event.after)) await syncPostsUsing(deps, event.collection === 'categories' ? 'categoryId' : 'tagIds', event.id)
      return
    }
    case 'practiceAreas': {
      await syncPracticeArea(deps, event.id)
      // Attorneys' records carry the names of their practice areas: only a new name changes them.
      if (renamed(event.before, event.after)) {
        const members = await deps.store.query('profiles', { where: [{ field: 'practiceAreaIds', op: 'array-contains', value: event.id }] })
        for (const profile of members) await syncProfile(deps, profile.id)
      }
      return
    }
    default:
      return
  }
}

/**
 * What a sweep reads of the posts: every published post (a full pass), or only those whose date
 * came after `since` (a window). A full pass also removes what should no longer be public.
 * `pageSize`: posts read at a time (SWEEP_PAGE).
 */
export interface SweepWindow {
  since?: string
  pageSize?: number
}

/**
 * Posts a sweep holds at a time. A full pass at 10,000 posts reads about 15,000 documents;
 * read whole they took the embedded server's heap to several hundred MB (docs/scale.md), read a
 * page at a time the pass holds one page and the ids it has seen.
 */
export const SWEEP_PAGE = 200

type DateField = typeof PUBLISH_FIELD | typeof PUBLISH_FIELD_EN

/**
 * Each post public at `now` in the edition dated by `field`, dated after `since` when given,
 * a page at a time in date order. The page's last date may go on past the page: the posts of
 * that date are read by themselves (an equality, a few posts), and the next page starts after it,
 * so no post is skipped whatever number share an instant, and no offset is paid for.
 */
async function forEachPublished(
  deps: SearchSyncDeps,
  collection: PostCollection,
  field: DateField,
  now: string,
  window: SweepWindow,
  visit: (post: Blog | Publication) => Promise<void>,
): Promise<void> {
  const pageSize = window.pageSize ?? SWEEP_PAGE
  let after = window.since
  for (;;) {
    const page = await deps.store.query(collection, {
      where: [publishedConstraint(now, field), ...(after ? [{ field, op: '>' as const, value: after }] : [])],
      orderBy: [{ field, direction: 'asc' }],
      limit: pageSize,
    })
    if (page.length < pageSize) {
      for (const post of page) await visit(post)
      return
    }
    const last = (page.at(-1) as Record<DateField, string | null | undefined>)[field]!
    for (const post of page) if ((post as Record<DateField, string | null | undefined>)[field] !== last) await visit(post)
    for (const post of await deps.store.query(collection, { where: [{ field, op: '==', value: last }] })) await visit(post)
    after = last
  }
}

/** How far a windowed sweep looks back before its last run: a clock a little behind, or a post dated while a sweep ran. */
export const SWEEP_OVERLAP_MS = 5 * 60_000
/** A full pass at least this often: it catches what a lost change event left behind. */
export const FULL_SWEEP_EVERY_MS = 24 * 3_600_000
/** The store's record of the sweep's last run and last full pass (`readMeta`/`writeMeta`, both backends). */
export const SEARCH_SWEEP_META = 'search-sweep'

interface SweepState {
  lastRun: number
  lastFull: number
}

/** The stored state, or null when there is none or it does not read as two instants (then a full pass). */
async function readSweepState(store: ContentStore): Promise<SweepState | null> {
  const stored = await store.readMeta(SEARCH_SWEEP_META)
  const lastRun = typeof stored?.lastRun === 'string' ? Date.parse(stored.lastRun) : NaN
  const lastFull = typeof stored?.lastFull === 'string' ? Date.parse(stored.lastFull) : NaN
  return Number.isFinite(lastRun) && Number.isFinite(lastFull) ? { lastRun, lastFull } : null
}

/**
 * The sweep a process runs on its timer (every minute embedded, each tick of the scheduled
 * function on Firebase). A full pass reads every published post, about 15,000 documents at
 * 10,000 posts (docs/scale.md); posts leave the index by their own change events, so between full
 * passes a sweep reads only the posts whose date came since the last run, minus
 * SWEEP_OVERLAP_MS. The last run and the last full pass are kept in the store, so a new process
 * (a restart, a cold Functions instance) goes on from them instead of reading the archive.
 * Full: when the store holds no state, once a day, and when the clock went back. The state is
 * written only after a sweep succeeded: a failed one is tried again over the same window.
 */
export function createScheduledSweep(deps: SearchSyncDeps, options: Pick<SweepWindow, 'pageSize'> = {}): () => Promise<{ added: number; removed: number }> {
  return async () => {
    const now = deps.now().getTime()
    const state = await readSweepState(deps.store)
    const full = !state || now < state.lastRun || now - state.lastFull >= FULL_SWEEP_EVERY_MS
    const result = await sweepScheduled(deps, full ? options : { ...options, since: new Date(state.lastRun - SWEEP_OVERLAP_MS).toISOString() })
    const lastFull = full ? now : state.lastFull
    await deps.store.writeMeta(SEARCH_SWEEP_META, { lastRun: new Date(now).toISOString(), lastFull: new Date(lastFull).toISOString() })
    return result
  }
}

/**
 * Brings the public index in line with the clock: posts whose date has come are added, and
 * anything that should not be public is removed. Published practice areas are added when
 * missing and removed once deleted or returned to draft, so a store indexed before they were searchable (or a
 * write whose event was lost) catches up without a reindex. Run every minute (embedded) or by a
 * scheduled function (Firebase), through `createScheduledSweep`, which passes a window between its
 * full passes. Indexed range queries per post collection, a page at a time, and the few practice
 * areas.
 */
export async function sweepScheduled(deps: SearchSyncDeps, window: SweepWindow = {}): Promise<{ added: number; removed: number }> {
  const now = deps.now().toISOString()
  const since = window.since
  const indexed = await deps.search.parentIds('public')
  let added = 0
  let removed = 0
  const shouldBePublic = new Set<string>()
  for (const collection of ['blogs', 'publications'] as const) {
    await forEachPublished(deps, collection, PUBLISH_FIELD, now, window, async (post) => {
      const parentId = `${collection}/${post.id}`
      shouldBePublic.add(parentId)
      if (!indexed.has(parentId)) {
        await syncPost(deps, collection, post.id, post)
        added++
      }
    })
  }
  // A window reads only the posts whose date came in it: what should leave the index is known on a full pass only.
  const stale = since ? [] : [...indexed].filter((id) => (id.startsWith('blogs/') || id.startsWith('publications/')) && !shouldBePublic.has(id))
  if (stale.length) {
    await deps.search.removeParents('public', stale)
    removed = stale.length
  }
  const allAreas = await deps.store.query('practiceAreas')
  const areas = new Set(allAreas.map((area) => area.id))
  const publishedAreas = new Set(allAreas.filter((area) => isPublishedAt(area, now)).map((area) => area.id))
  for (const id of publishedAreas) {
    if (indexed.has(`practiceAreas/${id}`)) continue
    await syncPracticeArea(deps, id)
    added++
  }
  // Deleted areas leave both indexes; drafts only the public one.
  const goneAreas = [...indexed].filter((id) => id.startsWith('practiceAreas/') && !areas.has(id.slice('practiceAreas/'.length)))
  if (goneAreas.length) {
    await Promise.all([deps.search.removeParents('public', goneAreas), deps.search.removeParents('staff', goneAreas)])
    removed += goneAreas.length
  }
  const draftAreas = [...indexed].filter((id) => id.startsWith('practiceAreas/') && areas.has(id.slice('practiceAreas/'.length)) && !publishedAreas.has(id.slice('practiceAreas/'.length)))
  if (draftAreas.length) {
    await deps.search.removeParents('public', draftAreas)
    removed += draftAreas.length
  }
  const english = await sweepEnglish(deps, now, allAreas, window)
  const pages = await sweepBlockPages(deps, now, indexed)
  return { added: added + english.added + pages.added, removed: removed + english.removed + pages.removed }
}

/**
 * The English index in line with the clock, as the Indonesian one: posts whose English edition
 * is published (`publishedAtEn`, one indexed query per collection) are added, English versions
 * no longer public removed; practice areas with a published English version likewise. Attorneys
 * are all in it; an index that holds none of them (a store from before the English edition)
 * gets them here, without a reindex.
 */
async function sweepEnglish(deps: SearchSyncDeps, now: string, allAreas: Awaited<ReturnType<ContentStore['query']>>, window: SweepWindow) {
  const since = window.since
  const indexed = await deps.search.parentIds('public-en')
  let added = 0
  const shouldBePublic = new Set<string>()
  for (const collection of ['blogs', 'publications'] as const) {
    await forEachPublished(deps, collection, PUBLISH_FIELD_EN, now, window, async (post) => {
      const parentId = `${collection}/${post.id}`
      if (!isPublicInEnglish(COLLECTION_MODULES[collection], post, now)) return
      shouldBePublic.add(parentId)
      if (!indexed.has(parentId)) {
        await syncPost(deps, collection, post.id, post)
        added++
      }
    })
  }
  for (const area of allAreas) {
    if (!isPublicInEnglish(COLLECTION_MODULES.practiceAreas, area, now)) continue
    const parentId = `practiceAreas/${area.id}`
    shouldBePublic.add(parentId)
    if (!indexed.has(parentId)) {
      await syncPracticeArea(deps, area.id)
      added++
    }
  }
  if (![...indexed].some((id) => id.startsWith('profiles/'))) {
    for (const profile of await deps.store.query('profiles', { where: [{ field: 'kind', op: '==', value: 'attorney' }] })) {
      await syncProfile(deps, profile.id)
      added++
    }
  }
  // Block pages are swept by their own part (./block-page-search.ts).
  const stale = since ? [] : [...indexed].filter((id) => !id.startsWith('profiles/') && !id.startsWith('blockPages/') && !shouldBePublic.has(id))
  if (stale.length) await deps.search.removeParents('public-en', stale)
  return { added, removed: stale.length }
}

/** Rebuilds every index from the store (npm run search:reindex). */
export async function reindexAll(deps: SearchSyncDeps, onProgress: (done: number, total: number) => void = () => {}) {
  // Every item of a collection: one read, no filter and no order, whichever the collection.
  const readAll = <C extends CollectionName>(collection: C) => deps.store.query(collection)
  const [blogs, publications, profiles, practiceAreas] = await Promise.all([readAll('blogs'), readAll('publications'), readAll('profiles'), readAll('practiceAreas')])
  const others = await Promise.all(moduleSyncedCollections().map(async (collection) => ({ collection, items: await readAll(collection) })))
  const total = blogs.length + publications.length + profiles.length + practiceAreas.length + others.reduce((sum, { items }) => sum + items.length, 0)
  await Promise.all([deps.search.clear('public'), deps.search.clear('public-en'), deps.search.clear('staff')])
  let done = 0
  for (const post of blogs) {
    await syncPost(deps, 'blogs', post.id, post)
    onProgress(++done, total)
  }
  for (const post of publications) {
    await syncPost(deps, 'publications', post.id, post)
    onProgress(++done, total)
  }
  for (const profile of profiles) {
    await syncProfile(deps, profile.id)
    onProgress(++done, total)
  }
  for (const area of practiceAreas) {
    await syncPracticeArea(deps, area.id)
    onProgress(++done, total)
  }
  for (const { collection, items } of others) {
    for (const item of items) {
      await syncModuleItem(deps, collection, item.id)
      onProgress(++done, total)
    }
  }
  return { total }
}
