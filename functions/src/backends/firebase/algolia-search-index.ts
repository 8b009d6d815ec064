import {
  algoliasearch,
  type Algoliasearch,
  type BatchRequest,
  type SearchQuery as AlgoliaSearchQuery,
  type SearchResponse,
} from 'algoliasearch'
import { parseQuery } from '../../search/query-text'
import { searchIndexLang, SEARCH_IDS_PAGE_MAX, SEARCH_PAGE_MAX, SearchUnavailableError, type SearchIndex, type SearchIndexName, type SearchQuery, type SearchRecord, type SearchResult } from '../ports'
import { parentsFilter, partObjectID, queryFilters, RECORD_FIELDS, toAlgoliaObject, toAlgoliaQuery, toSearchHit, type AlgoliaObject } from './algolia-records'
import {
  algoliaIndexName,
  algoliaIndexSettings,
  algoliaSynonyms,
  HIGHLIGHT_POST_TAG,
  HIGHLIGHT_PRE_TAG,
  SEARCH_INDEX_NAMES,
  settingsToApply,
  SNIPPET_WORDS,
} from './algolia-settings'

export { ALGOLIA_INDEX_SETTINGS } from './algolia-settings'

/** A host of Algolia's API (the client's own `Host` shape), for tests and regional setups. */
export interface AlgoliaHost {
  url: string
  accept: 'read' | 'write' | 'readWrite'
  protocol: 'http' | 'https'
  port?: number
}

export interface AlgoliaOptions {
  appId: string
  /** Server-side only: the admin key can write and browse. Never sent to a browser. */
  adminApiKey: string
  /** Index names are `{prefix}_public`, `{prefix}_public-en` and `{prefix}_staff`. */
  indexPrefix: string
  /** Defaults to Algolia's own hosts for the application. */
  hosts?: AlgoliaHost[]
  /**
   * Wait until Algolia has applied each write before resolving (default true), so a write is
   * searchable when `upsert` returns, as with the embedded index. Tasks of one index are
   * applied in order, so waiting for the last task of a call is enough.
   */
  waitForTasks?: boolean
}

/** Facet attributes counted for `SearchResult.facets`. */
const FACETS = ['type', 'categoryId']
/** Parents per deleteBy call, to keep filter expressions short. */
const PARENTS_PER_DELETE = 100
/** Objects per getObjects and per batch request (Algolia's limit for getObjects is 1000). */
const OBJECTS_PER_REQUEST = 1000

export function createAlgoliaClient(options: Pick<AlgoliaOptions, 'appId' | 'adminApiKey' | 'hosts'>): Algoliasearch {
  return algoliasearch(options.appId, options.adminApiKey, options.hosts ? { hosts: options.hosts } : undefined)
}

/**
 * Replaces an index's synonyms with its language's (algoliaSynonyms), then sets its settings
 * (algoliaIndexSettings), and waits until both are in effect. The settings go last: they carry
 * the synonyms' fingerprint, so an index whose settings are in effect has these synonyms too.
 * Tasks of one index are applied in order, so waiting for the settings' task is enough.
 */
async function configureIndex(client: Algoliasearch, indexName: string, index: SearchIndexName): Promise<void> {
  await client.saveSynonyms({ indexName, synonymHit: algoliaSynonyms(searchIndexLang(index)), replaceExistingSynonyms: true })
  const { taskID } = await client.setSettings({ indexName, indexSettings: algoliaIndexSettings(index) })
  await client.waitForTask({ indexName, taskID })
}

/** Applies each index's synonyms and settings and waits until they are in effect. */
export async function configureAlgoliaIndexes(options: AlgoliaOptions, client: Algoliasearch = createAlgoliaClient(options)): Promise<void> {
  await Promise.all(SEARCH_INDEX_NAMES.map((index) => configureIndex(client, algoliaIndexName(options.indexPrefix, index), index)))
}

function chunks<T>(items: readonly T[], size: number): T[][] {
  const out: T[][] = []
  for (let i = 0; i < items.length; i += size) out.push(items.slice(i, i + size))
  return out
}

function statusOf(error: unknown): number | undefined {
  const status = (error as { status?: unknown } | null)?.status
  return typeof status === 'number' ? status : undefined
}

/**
 * Every failure of Algolia is the port's SearchUnavailableError, so the app answers the search
 * page's unavailable state (503) and never a 500: unreachable hosts (algoliasearch's RetryError),
 * a refused key or request (ApiError with its status), an unexpected answer.
 */
export function searchUnavailable(error: unknown): SearchUnavailableError {
  if (error instanceof SearchUnavailableError) return error
  const status = statusOf(error)
  const detail = error instanceof Error ? error.message : String(error)
  return new SearchUnavailableError(`Algolia${status ? ` ${status}` : ''}: ${detail}`, { cause: error })
}

/**
 * What an index holds of some documents, read from the first record of each: its part count,
 * `legacy` when the record was written before part counts were kept, absent when not indexed.
 */
type StoredParts = Map<string, number | 'legacy'>

/**
 * Search on Algolia, with the semantics of the embedded FtsSearchIndex (the contract suite in
 * `search-index.contract.ts` holds both to them): one hit per document (distinct on
 * parentId), filters by type and category, facets counted before those filters, titles and
 * snippets as escaped HTML with <mark>.
 *
 * Before its first use of an index, an instance reads the index's settings and sets them when
 * they differ from ALGOLIA_INDEX_SETTINGS (one read per index and instance when they are in
 * effect), so search works on a new index without anyone running a reindex.
 *
 * Writes are by object id: a document's records go in one batch together with the deletes of
 * the parts it no longer has, counted from the `parts` its first record holds (one read).
 * deleteBy, which Algolia rate-limits, is left for records written before part counts existed.
 */
export class AlgoliaSearchIndex implements SearchIndex {
  readonly client: Algoliasearch
  readonly #options: AlgoliaOptions
  /** Per index: its settings are known to be in effect (or are being checked). */
  readonly #settings = new Map<SearchIndexName, Promise<boolean>>()

  constructor(options: AlgoliaOptions, client?: Algoliasearch) {
    this.#options = options
    this.client = client ?? createAlgoliaClient(options)
  }

  indexName(index: SearchIndexName): string {
    return algoliaIndexName(this.#options.indexPrefix, index)
  }

  /** Sets the index settings on both indexes, whatever they hold now. */
  async configure(): Promise<void> {
    try {
      await configureAlgoliaIndexes(this.#options, this.client)
    } catch (error) {
      throw searchUnavailable(error)
    }
    for (const index of SEARCH_INDEX_NAMES) this.#settings.set(index, Promise.resolve(false))
  }

  /**
   * Makes sure the settings are in effect on both indexes (a read each, a write only where they
   * differ) and says which indexes they were set on. Start-up and `search:reindex` call it;
   * every other use of an index does the same lazily.
   */
  async ensureSettings(): Promise<SearchIndexName[]> {
    const applied = await Promise.all(SEARCH_INDEX_NAMES.map((index) => this.#ready(index)))
    return SEARCH_INDEX_NAMES.filter((_, i) => applied[i])
  }

  /** For /healthz: reads the public index's settings afresh (no search, which Algolia bills). */
  async check(): Promise<void> {
    await this.#ready('public', true)
  }

  /** Resolves once the settings of an index are in effect, true when this call set them. */
  #ready(index: SearchIndexName, fresh = false): Promise<boolean> {
    let ready = this.#settings.get(index)
    if (!ready || fresh) {
      const pending: Promise<boolean> = this.#applySettingsWhereDifferent(index).then(
        (applied) => {
          // Later uses only learn that they are in effect.
          if (this.#settings.get(index) === pending) this.#settings.set(index, Promise.resolve(false))
          return applied
        },
        (error: unknown) => {
          // Not kept: the next use tries again.
          if (this.#settings.get(index) === pending) this.#settings.delete(index)
          throw searchUnavailable(error)
        },
      )
      this.#settings.set(index, pending)
      ready = pending
    }
    return ready
  }

  async #applySettingsWhereDifferent(index: SearchIndexName): Promise<boolean> {
    const indexName = this.indexName(index)
    let stored: Record<string, unknown> = {}
    try {
      stored = (await this.client.getSettings({ indexName })) as Record<string, unknown>
    } catch (error) {
      // An index is created by its first write; settings are that write.
      if (statusOf(error) !== 404) throw error
    }
    if (settingsToApply(stored, index).length === 0) return false
    await configureIndex(this.client, indexName, index)
    return true
  }

  async #settle(indexName: string, taskID: number | undefined) {
    if (taskID === undefined || this.#options.waitForTasks === false) return
    await this.client.waitForTask({ indexName, taskID })
  }

  /** Only for records written before part counts were kept (see StoredParts). */
  async #deleteBy(indexName: string, parentIds: readonly string[]): Promise<number | undefined> {
    let taskID: number | undefined
    for (const part of chunks(parentIds, PARENTS_PER_DELETE)) {
      ;({ taskID } = await this.client.deleteBy({ indexName, deleteByParams: { filters: parentsFilter(part) } }))
    }
    return taskID
  }

  async #storedParts(indexName: string, parentIds: readonly string[]): Promise<StoredParts> {
    const stored: StoredParts = new Map()
    for (const ids of chunks(parentIds, OBJECTS_PER_REQUEST)) {
      const { results } = await this.client.getObjects<{ parts?: unknown }>({
        requests: ids.map((objectID) => ({ indexName, objectID, attributesToRetrieve: ['parts'] })),
      })
      results.forEach((object, i) => {
        if (object) stored.set(ids[i]!, typeof object.parts === 'number' ? object.parts : 'legacy')
      })
    }
    return stored
  }

  /**
   * Saves `objects` and, in the same batch, deletes by object id the stored parts of these
   * documents that `objects` no longer has (all of them for a removal). Documents stored before
   * part counts existed go by deleteBy first. Nothing is sent when there is nothing to write:
   * removing a document the index does not hold costs one read.
   */
  async #write(indexName: string, parentIds: readonly string[], objects: AlgoliaObject[]): Promise<void> {
    const stored = await this.#storedParts(indexName, parentIds)
    const keep = new Set(objects.map((object) => object.objectID))
    const legacy: string[] = []
    const deletes: string[] = []
    for (const [parentId, parts] of stored) {
      if (parts === 'legacy') legacy.push(parentId)
      else for (let part = 0; part < parts; part++) if (!keep.has(partObjectID(parentId, part))) deletes.push(partObjectID(parentId, part))
    }
    let taskID = legacy.length ? await this.#deleteBy(indexName, legacy) : undefined
    const requests: BatchRequest[] = [
      ...objects.map((object): BatchRequest => ({ action: 'addObject', body: { ...object } })),
      ...deletes.map((objectID): BatchRequest => ({ action: 'deleteObject', body: { objectID } })),
    ]
    for (const part of chunks(requests, OBJECTS_PER_REQUEST)) {
      ;({ taskID } = await this.client.batch({ indexName, batchWriteParams: { requests: part } }))
    }
    await this.#settle(indexName, taskID)
  }

  async upsert(index: SearchIndexName, records: SearchRecord[]): Promise<void> {
    if (records.length === 0) return
    try {
      await this.#ready(index)
      // A document's records are replaced as a whole: a shorter text leaves no stale parts behind.
      const parts = new Map<string, number>()
      for (const record of records) parts.set(record.parentId, (parts.get(record.parentId) ?? 0) + 1)
      const objects = records.map((record) => toAlgoliaObject(record, parts.get(record.parentId)))
      await this.#write(this.indexName(index), [...parts.keys()], objects)
    } catch (error) {
      throw searchUnavailable(error)
    }
  }

  async removeParents(index: SearchIndexName, parentIds: string[]): Promise<void> {
    const unique = [...new Set(parentIds)]
    if (unique.length === 0) return
    try {
      await this.#ready(index)
      await this.#write(this.indexName(index), unique, [])
    } catch (error) {
      throw searchUnavailable(error)
    }
  }

  async clear(index: SearchIndexName): Promise<void> {
    const indexName = this.indexName(index)
    try {
      const { taskID } = await this.client.clearObjects({ indexName })
      await this.#settle(indexName, taskID)
    } catch (error) {
      throw searchUnavailable(error)
    }
  }

  async parentIds(index: SearchIndexName): Promise<Set<string>> {
    const ids = new Set<string>()
    try {
      await this.client.browseObjects<{ parentId?: string }>({
        indexName: this.indexName(index),
        browseParams: { attributesToRetrieve: ['parentId'], hitsPerPage: 1000 },
        aggregator: (response) => {
          for (const hit of response.hits) if (typeof hit.parentId === 'string') ids.add(hit.parentId)
        },
      })
    } catch (error) {
      throw searchUnavailable(error)
    }
    return ids
  }

  async search(index: SearchIndexName, query: SearchQuery): Promise<SearchResult> {
    const [result] = await this.searchMany(index, [query])
    return result!
  }

  /**
   * Every query's requests in one multi-query call (`client.search`), so a page of several
   * groups costs one HTTP request. A query left with no words sends nothing and finds nothing.
   */
  async searchMany(index: SearchIndexName, queries: readonly SearchQuery[]): Promise<SearchResult[]> {
    try {
      return await this.#searchMany(index, queries)
    } catch (error) {
      throw searchUnavailable(error)
    }
  }

  async #searchMany(index: SearchIndexName, queries: readonly SearchQuery[]): Promise<SearchResult[]> {
    const planned = queries.map((query) => this.#requestsOf(index, query))
    const requests = planned.flatMap((plan) => plan?.requests ?? [])
    if (requests.length === 0) return queries.map(() => emptyResult())
    await this.#ready(index)
    const { results } = await this.client.search<Record<string, unknown>>({ requests })
    if (results.length !== requests.length) throw new Error(`Algolia answered ${results.length} results for ${requests.length} queries`)
    let next = 0
    return planned.map((plan) => {
      if (!plan) return emptyResult()
      const own = results.slice(next, (next += plan.requests.length)) as SearchResponse<Record<string, unknown>>[]
      const hitsResult = own[0]!
      const facetResult = own.at(-1)!
      return {
        total: hitsResult.nbHits ?? 0,
        facets: plan.withFacets ? { type: { ...facetResult.facets?.type }, category: { ...facetResult.facets?.categoryId } } : { type: {}, category: {} },
        hits: hitsResult.hits.map(toSearchHit),
      }
    })
  }

  /** The requests that answer one query (one, or two with facets under a filter); null when no word is left. */
  #requestsOf(index: SearchIndexName, query: SearchQuery): { requests: AlgoliaSearchQuery[]; withFacets: boolean } | null {
    // The same clauses the embedded index searches for (at most 12 words, punctuation dropped,
    // abbreviations as phrases with their synonyms): no request at all when nothing is left,
    // and the page's "query shortened" notice holds.
    const clauses = parseQuery(query.q, searchIndexLang(index))
    if (clauses.length === 0) return null
    const perPage = Math.min(Math.max(Math.floor(query.perPage ?? 10), 1), query.idsOnly ? SEARCH_IDS_PAGE_MAX : SEARCH_PAGE_MAX)
    const page = Math.max(Math.floor(query.page ?? 0), 0)
    const indexName = this.indexName(index)
    const text = toAlgoliaQuery(clauses)
    const filters = queryFilters(query)
    const hitsRequest: AlgoliaSearchQuery = {
      indexName,
      ...text,
      hitsPerPage: perPage,
      page,
      distinct: true,
      attributesToRetrieve: [...RECORD_FIELDS],
      // A list matching ids needs no marks: Algolia computes none.
      attributesToHighlight: query.idsOnly ? [] : ['title'],
      attributesToSnippet: query.idsOnly ? [] : [`text:${SNIPPET_WORDS}`],
      highlightPreTag: HIGHLIGHT_PRE_TAG,
      highlightPostTag: HIGHLIGHT_POST_TAG,
      snippetEllipsisText: '…',
      ...(query.titleOnly ? { restrictSearchableAttributes: ['title'] } : {}),
    }
    const facetParams = { facets: FACETS, facetingAfterDistinct: true }
    const withFacets = query.withFacets === true
    // Facets only when asked for. They count the query before the type/category filters.
    // Unfiltered, the hits query counts them; filtered, a second facet-only query without the
    // filters rides in the same multi-query request (one round trip; two search operations).
    const requests: AlgoliaSearchQuery[] = !withFacets
      ? [filters ? { ...hitsRequest, filters } : hitsRequest]
      : filters
      ? [
          { ...hitsRequest, filters },
          {
            indexName,
            ...text,
            ...(query.titleOnly ? { restrictSearchableAttributes: ['title'] } : {}),
            hitsPerPage: 0,
            distinct: true,
            ...facetParams,
            attributesToRetrieve: [],
            attributesToHighlight: [],
            attributesToSnippet: [],
            analytics: false,
          },
        ]
      : [{ ...hitsRequest, ...facetParams }]
    return { requests, withFacets }
  }
}

function emptyResult(): SearchResult {
  return { hits: [], total: 0, facets: { type: {}, category: {} } }
}
