import { algoliasearch, type Algoliasearch, type SearchQuery as AlgoliaSearchQuery, type SearchResponse } from 'algoliasearch'
import { queryWords } from '../../search/query-text'
import type { SearchIndex, SearchIndexName, SearchQuery, SearchRecord, SearchResult } from '../ports'
import { parentsFilter, queryFilters, RECORD_FIELDS, toAlgoliaObject, toSearchHit } from './algolia-records'
import {
  ALGOLIA_INDEX_SETTINGS,
  algoliaIndexName,
  HIGHLIGHT_POST_TAG,
  HIGHLIGHT_PRE_TAG,
  SEARCH_INDEX_NAMES,
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
  /** Index names are `{prefix}_public` and `{prefix}_staff`. */
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
const MAX_PER_PAGE = 50

export function createAlgoliaClient(options: Pick<AlgoliaOptions, 'appId' | 'adminApiKey' | 'hosts'>): Algoliasearch {
  return algoliasearch(options.appId, options.adminApiKey, options.hosts ? { hosts: options.hosts } : undefined)
}

/** Applies ALGOLIA_INDEX_SETTINGS to both indexes and waits until they are in effect. */
export async function configureAlgoliaIndexes(options: AlgoliaOptions, client: Algoliasearch = createAlgoliaClient(options)): Promise<void> {
  await Promise.all(
    SEARCH_INDEX_NAMES.map(async (index) => {
      const indexName = algoliaIndexName(options.indexPrefix, index)
      const { taskID } = await client.setSettings({ indexName, indexSettings: ALGOLIA_INDEX_SETTINGS })
      await client.waitForTask({ indexName, taskID })
    }),
  )
}

function chunks<T>(items: readonly T[], size: number): T[][] {
  const out: T[][] = []
  for (let i = 0; i < items.length; i += size) out.push(items.slice(i, i + size))
  return out
}

/**
 * Search on Algolia, with the semantics of the embedded FtsSearchIndex (the contract suite in
 * `search-index.contract.ts` holds both to them): one hit per document (distinct on
 * parentId), filters by type and category, facets counted before those filters, titles and
 * snippets as escaped HTML with <mark>.
 */
export class AlgoliaSearchIndex implements SearchIndex {
  readonly client: Algoliasearch
  readonly #options: AlgoliaOptions

  constructor(options: AlgoliaOptions, client?: Algoliasearch) {
    this.#options = options
    this.client = client ?? createAlgoliaClient(options)
  }

  indexName(index: SearchIndexName): string {
    return algoliaIndexName(this.#options.indexPrefix, index)
  }

  /** Sets the index settings (deploy and reindex call this). */
  configure(): Promise<void> {
    return configureAlgoliaIndexes(this.#options, this.client)
  }

  async #settle(indexName: string, taskID: number | undefined) {
    if (taskID === undefined || this.#options.waitForTasks === false) return
    await this.client.waitForTask({ indexName, taskID })
  }

  async #deleteParents(indexName: string, parentIds: readonly string[]): Promise<number | undefined> {
    let taskID: number | undefined
    for (const part of chunks(parentIds, PARENTS_PER_DELETE)) {
      ;({ taskID } = await this.client.deleteBy({ indexName, deleteByParams: { filters: parentsFilter(part) } }))
    }
    return taskID
  }

  async upsert(index: SearchIndexName, records: SearchRecord[]): Promise<void> {
    if (records.length === 0) return
    const indexName = this.indexName(index)
    // A document's records are replaced as a whole: a shorter text leaves no stale parts behind.
    await this.#deleteParents(indexName, [...new Set(records.map((r) => r.parentId))])
    const objects = records.map((record) => ({ ...toAlgoliaObject(record) }))
    const responses = await this.client.saveObjects({ indexName, objects })
    await this.#settle(indexName, responses.at(-1)?.taskID)
  }

  async removeParents(index: SearchIndexName, parentIds: string[]): Promise<void> {
    const unique = [...new Set(parentIds)]
    if (unique.length === 0) return
    const indexName = this.indexName(index)
    await this.#settle(indexName, await this.#deleteParents(indexName, unique))
  }

  async clear(index: SearchIndexName): Promise<void> {
    const indexName = this.indexName(index)
    const { taskID } = await this.client.clearObjects({ indexName })
    await this.#settle(indexName, taskID)
  }

  async parentIds(index: SearchIndexName): Promise<Set<string>> {
    const ids = new Set<string>()
    await this.client.browseObjects<{ parentId?: string }>({
      indexName: this.indexName(index),
      browseParams: { attributesToRetrieve: ['parentId'], hitsPerPage: 1000 },
      aggregator: (response) => {
        for (const hit of response.hits) if (typeof hit.parentId === 'string') ids.add(hit.parentId)
      },
    })
    return ids
  }

  async search(index: SearchIndexName, query: SearchQuery): Promise<SearchResult> {
    // The same words the embedded index searches for (at most 12, punctuation dropped): no
    // request at all when nothing is left, and the page's "query shortened" notice holds.
    const words = queryWords(query.q)
    if (words.length === 0) return { hits: [], total: 0, facets: { type: {}, category: {} } }
    const perPage = Math.min(Math.max(Math.floor(query.perPage ?? 10), 1), MAX_PER_PAGE)
    const page = Math.max(Math.floor(query.page ?? 0), 0)
    const indexName = this.indexName(index)
    const text = words.join(' ')
    const filters = queryFilters(query)
    const hitsRequest: AlgoliaSearchQuery = {
      indexName,
      query: text,
      hitsPerPage: perPage,
      page,
      distinct: true,
      attributesToRetrieve: [...RECORD_FIELDS],
      attributesToHighlight: ['title'],
      attributesToSnippet: [`text:${SNIPPET_WORDS}`],
      highlightPreTag: HIGHLIGHT_PRE_TAG,
      highlightPostTag: HIGHLIGHT_POST_TAG,
      snippetEllipsisText: '…',
      ...(query.titleOnly ? { restrictSearchableAttributes: ['title'] } : {}),
    }
    const facetParams = { facets: FACETS, facetingAfterDistinct: true }
    // Facets only when asked for. They count the query before the type/category filters.
    // Unfiltered, the hits query counts them; filtered, a second facet-only query without the
    // filters rides in the same multi-query request (one round trip; two search operations).
    const requests: AlgoliaSearchQuery[] = !query.withFacets
      ? [filters ? { ...hitsRequest, filters } : hitsRequest]
      : filters
      ? [
          { ...hitsRequest, filters },
          {
            indexName,
            query: text,
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
    const { results } = await this.client.search<Record<string, unknown>>({ requests })
    const hitsResult = results[0] as SearchResponse<Record<string, unknown>> | undefined
    const facetResult = results[requests.length - 1] as SearchResponse<Record<string, unknown>> | undefined
    if (!hitsResult || !facetResult) throw new Error(`Algolia answered ${results.length} results for ${requests.length} queries`)
    return {
      total: hitsResult.nbHits ?? 0,
      facets: query.withFacets
        ? { type: { ...facetResult.facets?.type }, category: { ...facetResult.facets?.categoryId } }
        : { type: {}, category: {} },
      hits: hitsResult.hits.map(toSearchHit),
    }
  }
}
