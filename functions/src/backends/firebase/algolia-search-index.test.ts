import { afterAll, afterEach, beforeAll, beforeEach, describe, expect, it } from 'vitest'
import { blogs } from '../../../../shared/collections/blogs'
import { exampleDocument } from '../../../../shared/collections/define'
import type { Blog } from '../../../../shared/schemas/types'
import { postRecords } from '../../search/records'
import { startAlgoliaStandIn, type AlgoliaStandIn, type RecordedRequest } from '../../testing/algolia-stand-in'
import { SearchUnavailableError } from '../ports'
import { contractRecord, describeSearchIndexContract } from '../search-index.contract'
import { freePort } from '../../testing/firestore-js-emulator'
import { MAX_RECORD_BYTES, RECORD_FIELDS, toAlgoliaObject } from './algolia-records'
import { ALGOLIA_INDEX_SETTINGS, AlgoliaSearchIndex, configureAlgoliaIndexes, type AlgoliaOptions } from './algolia-search-index'
import { ALGOLIA_ENGLISH_INDEX_SETTINGS, ALGOLIA_SYNONYMS, algoliaSynonyms, SYNONYMS_FINGERPRINT } from './algolia-settings'

describeSearchIndexContract('AlgoliaSearchIndex (Algolia stand-in)', async () => {
  const standIn = await startAlgoliaStandIn()
  const index = new AlgoliaSearchIndex({ appId: standIn.appId, adminApiKey: standIn.apiKey, indexPrefix: 'contract', hosts: [standIn.host] })
  await index.configure()
  return { index, cleanup: () => standIn.stop() }
})

const jsonBytes = (value: unknown) => Buffer.byteLength(JSON.stringify(value))

/** A stored blog from the module's example values (a field added to the module needs no edit here). */
function blog(id: string, content: string): Blog {
  return {
    ...(exampleDocument(blogs) as unknown as Blog),
    id,
    createdAt: '2026-01-01T00:00:00.000Z',
    updatedAt: '2026-01-01T00:00:00.000Z',
    updatedBy: 'test',
    version: 1,
    title: 'Tinjauan Panjang Hukum Persaingan Usaha',
    slug: 'tinjauan-panjang',
    cover: { path: 'covers/x.jpg', contentType: 'image/jpeg', size: 1 },
    content,
    excerpt: 'Ringkasan tinjauan.',
    publishedAt: '2026-02-03T04:05:06.000Z',
  }
}

describe('AlgoliaSearchIndex against the Algolia stand-in', () => {
  let standIn: AlgoliaStandIn
  let options: AlgoliaOptions
  let index: AlgoliaSearchIndex
  /** Every request of the tests before the current one. */
  const earlier: RecordedRequest[] = []
  /** Requests of the current test, task polls aside. */
  const calls = () => standIn.requests.filter((r) => !/\/task\/\d+$/.test(r.path))
  const taskPolls = () => standIn.requests.filter((r) => r.method === 'GET' && /\/task\/\d+$/.test(r.path))
  const summary = (r: RecordedRequest) => `${r.method} ${decodeURIComponent(r.path)}`

  beforeAll(async () => {
    standIn = await startAlgoliaStandIn()
    options = { appId: standIn.appId, adminApiKey: standIn.apiKey, indexPrefix: 'alr', hosts: [standIn.host] }
    index = new AlgoliaSearchIndex(options)
    await index.configure()
  })
  afterAll(async () => {
    // The server-side adapter authenticates every request with the admin key.
    const all = [...earlier, ...standIn.requests]
    expect(all.length).toBeGreaterThan(50)
    for (const request of all) {
      expect(request.headers['x-algolia-application-id'], summary(request)).toBe(standIn.appId)
      expect(request.headers['x-algolia-api-key'], summary(request)).toBe(standIn.apiKey)
    }
    await standIn.stop()
  })
  beforeEach(async () => {
    await Promise.all([index.clear('public'), index.clear('staff')])
    earlier.push(...standIn.requests.splice(0))
  })

  it('sets the same settings on both Indonesian indexes, the English ones on the English index, and waits for them', async () => {
    await configureAlgoliaIndexes(options)
    expect(calls().map(summary).sort()).toEqual([
      'POST /1/indexes/alr_public-en/synonyms/batch',
      'POST /1/indexes/alr_public/synonyms/batch',
      'POST /1/indexes/alr_staff/synonyms/batch',
      'PUT /1/indexes/alr_public-en/settings',
      'PUT /1/indexes/alr_public/settings',
      'PUT /1/indexes/alr_staff/settings',
    ])
    const isEnglish = (r: { path: string }) => decodeURIComponent(r.path).includes('alr_public-en/')
    for (const request of calls().filter((r) => r.method === 'PUT')) expect(request.body).toEqual(isEnglish(request) ? ALGOLIA_ENGLISH_INDEX_SETTINGS : ALGOLIA_INDEX_SETTINGS)
    // The synonyms first, replacing whatever the index held; the settings, which carry their
    // fingerprint, last. Tasks of an index are applied in order: one wait per index.
    for (const request of calls().filter((r) => r.method === 'POST')) {
      expect(request.query).toMatchObject({ replaceExistingSynonyms: 'true' })
      expect(request.body).toEqual(isEnglish(request) ? algoliaSynonyms('en') : ALGOLIA_SYNONYMS)
    }
    expect(taskPolls()).toHaveLength(3)
    // English: Algolia's plurals and stop words for English, the English synonym list.
    expect(ALGOLIA_ENGLISH_INDEX_SETTINGS).toMatchObject({ queryLanguages: ['en'], indexLanguages: ['en'], removeStopWords: ['en'], ignorePlurals: ['en'] })
    expect(ALGOLIA_ENGLISH_INDEX_SETTINGS.userData.synonyms).not.toBe(SYNONYMS_FINGERPRINT)
    expect(algoliaSynonyms('en')).toContainEqual({ objectID: 'legal-m-a', type: 'synonym', synonyms: ['M&A', 'mergers and acquisitions', 'merger and acquisition', 'mergers & acquisitions'] })
    expect(ALGOLIA_INDEX_SETTINGS).toMatchObject({
      searchableAttributes: ['title', 'unordered(text)', 'unordered(summary)', 'categoryName', 'tags'],
      attributesForFaceting: ['type', 'categoryId', 'filterOnly(parentId)', 'searchable(tags)'],
      customRanking: ['desc(publishedAtTimestamp)'],
      attributeForDistinct: 'parentId',
      distinct: true,
      attributesToSnippet: ['text:24'],
      highlightPreTag: '\uE000',
      highlightPostTag: '\uE001',
      queryLanguages: ['id'],
      removeStopWords: false,
      ignorePlurals: false,
      advancedSyntax: true,
      advancedSyntaxFeatures: ['exactPhrase'],
      userData: { synonyms: SYNONYMS_FINGERPRINT },
    })
    expect(standIn.settings('alr_staff')).toEqual(ALGOLIA_INDEX_SETTINGS)
    expect(standIn.synonyms('alr_staff')).toEqual(ALGOLIA_SYNONYMS)
    expect(ALGOLIA_SYNONYMS).toContainEqual({ objectID: 'legal-m-a', type: 'synonym', synonyms: ['M&A', 'merger dan akuisisi', 'merger & akuisisi'] })
  })

  it('upserts a document’s records in one batch with the deletes of the parts it no longer has, then waits', async () => {
    const records = [
      contractRecord('blogs/b1', { title: 'Hukum \uE000Pajak\uE001', publishedAt: '2026-02-03T04:05:06.000Z' }),
      contractRecord('blogs/b1', { text: 'Bagian kedua.' }, 1),
      contractRecord('blogs/b1', { text: 'Bagian ketiga.' }, 2),
      contractRecord('profiles/p1', { type: 'attorney', title: 'Rina' }),
    ]
    await index.upsert('staff', records)
    const lookup = {
      requests: [
        { indexName: 'alr_staff', objectID: 'blogs/b1', attributesToRetrieve: ['parts'] },
        { indexName: 'alr_staff', objectID: 'profiles/p1', attributesToRetrieve: ['parts'] },
      ],
    }
    expect(calls().map((r) => [summary(r), r.body])).toEqual([
      ['POST /1/indexes/*/objects', lookup],
      [
        'POST /1/indexes/alr_staff/batch',
        {
          requests: [
            // The highlight markers never come from the content.
            { action: 'addObject', body: { ...records[0], title: 'Hukum Pajak', publishedAtTimestamp: 1770091506, parts: 3 } },
            { action: 'addObject', body: { ...records[1], publishedAtTimestamp: 1767225600, parts: 3 } },
            { action: 'addObject', body: { ...records[2], publishedAtTimestamp: 1767225600, parts: 3 } },
            { action: 'addObject', body: { ...records[3], publishedAtTimestamp: 0, parts: 1 } },
          ],
        },
      ],
    ])
    expect(taskPolls().map(summary)).toEqual([expect.stringMatching(/^GET \/1\/indexes\/alr_staff\/task\/\d+$/)])

    // Shorter now: the parts it no longer has go in the same batch, by object id.
    earlier.push(...standIn.requests.splice(0))
    await index.upsert('staff', [contractRecord('blogs/b1', { text: 'Teks yang lebih pendek.' })])
    expect(calls().map(summary)).toEqual(['POST /1/indexes/*/objects', 'POST /1/indexes/alr_staff/batch'])
    expect((calls()[1]!.body as { requests: { action: string; body: { objectID: string } }[] }).requests.map((r) => [r.action, r.body.objectID])).toEqual([
      ['addObject', 'blogs/b1'],
      ['deleteObject', 'blogs/b1#1'],
      ['deleteObject', 'blogs/b1#2'],
    ])
    expect(standIn.objects('alr_staff').map((o) => o.objectID).sort()).toEqual(['blogs/b1', 'profiles/p1'])
  })

  it('removes documents by object id: one read, one batch, nothing at all for documents it does not hold', async () => {
    await index.removeParents('public', [])
    expect(standIn.requests).toEqual([])
    const ids = Array.from({ length: 250 }, (_, i) => `blogs/b${i}`)
    await index.upsert('public', [contractRecord('blogs/b7'), contractRecord('blogs/b7', {}, 1), contractRecord('blogs/say "hi" \\o/')])
    earlier.push(...standIn.requests.splice(0))
    await index.removeParents('public', [...ids, 'blogs/b0', 'blogs/say "hi" \\o/'])
    expect(calls().map(summary)).toEqual(['POST /1/indexes/*/objects', 'POST /1/indexes/alr_public/batch'])
    expect((calls()[0]!.body as { requests: unknown[] }).requests).toHaveLength(251)
    expect(calls()[1]!.body).toEqual({
      requests: ['blogs/b7', 'blogs/b7#1', 'blogs/say "hi" \\o/'].map((objectID) => ({ action: 'deleteObject', body: { objectID } })),
    })
    expect(taskPolls()).toHaveLength(1)
    expect(standIn.objects('alr_public')).toEqual([])

    earlier.push(...standIn.requests.splice(0))
    await index.removeParents('public', ['blogs/b1', 'profiles/p9'])
    expect(calls().map(summary)).toEqual(['POST /1/indexes/*/objects'])
  })

  it('falls back to deleteBy only for records written before part counts were kept', async () => {
    const old = { ...contractRecord('blogs/old'), publishedAtTimestamp: 0 }
    const oldPart = { ...contractRecord('blogs/old', { text: 'Bagian lama.' }, 1), publishedAtTimestamp: 0 }
    await index.client.saveObjects({ indexName: 'alr_public', objects: [old, oldPart] })
    earlier.push(...standIn.requests.splice(0))
    await index.upsert('public', [contractRecord('blogs/old', { text: 'Baru.' }), contractRecord('blogs/new')])
    expect(calls().map((r) => [summary(r), (r.body as { filters?: string } | undefined)?.filters])).toEqual([
      ['POST /1/indexes/*/objects', undefined],
      ['POST /1/indexes/alr_public/deleteByQuery', 'parentId:"blogs/old"'],
      ['POST /1/indexes/alr_public/batch', undefined],
    ])
    expect(standIn.objects('alr_public').map((o) => [o.objectID, o.parts])).toEqual([
      ['blogs/old', 1],
      ['blogs/new', 1],
    ])
  })

  it('clears an index with clearObjects', async () => {
    await index.clear('public')
    expect(calls().map((r) => [summary(r), r.body])).toEqual([['POST /1/indexes/alr_public/clear', undefined]])
    expect(taskPolls()).toHaveLength(1)
  })

  it('lists parent ids by browsing only that attribute, following the cursor', async () => {
    const records = Array.from({ length: 1001 }, (_, i) => contractRecord(`blogs/b${i}`, { text: '' }))
    await index.upsert('public', records)
    standIn.requests.length = 0
    const ids = await index.parentIds('public')
    expect(ids.size).toBe(1001)
    const browses = calls()
    expect(browses.map(summary)).toEqual(Array(2).fill('POST /1/indexes/alr_public/browse'))
    expect(browses[0]!.body).toEqual({ attributesToRetrieve: ['parentId'], hitsPerPage: 1000 })
    expect(browses[1]!.body).toEqual({ attributesToRetrieve: ['parentId'], hitsPerPage: 1000, cursor: expect.any(String) })
  })

  it('searches with one multi-query: distinct, highlight markers, facets, and the words only', async () => {
    await index.search('public', { q: '  Perlindungan, "DATA"  pribadi!  ', withFacets: true })
    const expected = {
      indexName: 'alr_public',
      query: 'perlindungan data pribadi',
      hitsPerPage: 10,
      page: 0,
      distinct: true,
      attributesToRetrieve: [...RECORD_FIELDS],
      attributesToHighlight: ['title'],
      attributesToSnippet: ['text:24'],
      highlightPreTag: '\uE000',
      highlightPostTag: '\uE001',
      snippetEllipsisText: '…',
    }
    expect(calls().map((r) => [summary(r), r.body])).toEqual([
      ['POST /1/indexes/*/queries', { requests: [{ ...expected, facets: ['type', 'categoryId'], facetingAfterDistinct: true }] }],
    ])
  })

  it('adds a facet-only query without the filters when filtering by type or category', async () => {
    await index.search('staff', { q: 'kontrak', types: ['blog', 'publication'], categoryId: 'c1', page: 2, perPage: 5, withFacets: true })
    const [request] = calls()
    const [hits, facets] = (request!.body as { requests: Record<string, unknown>[] }).requests
    expect(hits).toMatchObject({
      indexName: 'alr_staff',
      query: 'kontrak',
      filters: '(type:"blog" OR type:"publication") AND categoryId:"c1"',
      hitsPerPage: 5,
      page: 2,
      distinct: true,
    })
    expect(hits).not.toHaveProperty('facets')
    expect(facets).toEqual({
      indexName: 'alr_staff',
      query: 'kontrak',
      hitsPerPage: 0,
      distinct: true,
      facets: ['type', 'categoryId'],
      facetingAfterDistinct: true,
      attributesToRetrieve: [],
      attributesToHighlight: [],
      attributesToSnippet: [],
      analytics: false,
    })
  })

  it('asks for no facets unless the caller wants them (one search operation)', async () => {
    standIn.requests.length = 0
    await index.search('public', { q: 'kontrak', types: ['blog'] })
    const queries = standIn.requests.filter((r) => r.path === '/1/indexes/*/queries')
    expect(queries).toHaveLength(1)
    const body = queries[0]!.body as { requests: Record<string, unknown>[] }
    expect(body.requests).toHaveLength(1)
    expect(body.requests[0]).not.toHaveProperty('facets')
  })

  it('sends at most 12 words and nothing at all for a query without words', async () => {
    await index.search('public', { q: Array.from({ length: 30 }, (_, i) => `kata${i}`).join(' ') })
    const [request] = calls()
    const [hits] = (request!.body as { requests: { query: string }[] }).requests
    expect(hits!.query.split(' ')).toHaveLength(12)
    standIn.requests.length = 0
    for (const q of ['', '   ', '"*()', '\u0000']) await index.search('public', { q })
    expect(standIn.requests).toEqual([])
  })

  it('sends a phrase quoted, a spelling of the synonym list unquoted (its synonyms apply), and a last short word as a whole word', async () => {
    const sent = async (q: string) => {
      standIn.requests.length = 0
      await index.search('public', { q })
      const [hits] = (calls()[0]!.body as { requests: Record<string, unknown>[] }).requests
      return { query: hits!.query, queryType: hits!.queryType }
    }
    expect(await sent('M&A')).toEqual({ query: 'M&A', queryType: 'prefixNone' })
    expect(await sent('m & a')).toEqual({ query: 'M&A', queryType: 'prefixNone' })
    expect(await sent('S.H.')).toEqual({ query: '"s h"', queryType: 'prefixNone' })
    expect(await sent('advokat S.H. senior')).toEqual({ query: 'advokat "s h" senior', queryType: undefined })
    expect(await sent('pendirian pt')).toEqual({ query: 'pendirian PT', queryType: 'prefixNone' })
    expect(await sent('UNDANG-UNDANG')).toEqual({ query: 'undang-undang', queryType: 'prefixNone' })
    expect(await sent('merger dan akuisisi')).toEqual({ query: 'merger dan akuisisi', queryType: undefined })
    expect(await sent('PKPU')).toEqual({ query: 'PKPU', queryType: undefined })
    // Typed as far as "pkp", the synonyms apply as Algolia triggers them, from the typed words.
    expect(await sent('pkp')).toEqual({ query: 'pkp', queryType: undefined })
    // Nothing typed is ever syntax: quotes and a leading minus are dropped.
    expect(await sent('"pt" -pajak')).toEqual({ query: 'PT pajak', queryType: undefined })
  })

  it('keeps every record of a 100 KB text under 10,000 bytes as JSON', async () => {
    const content = `<p>${'persaingan usaha tidak sehat '.repeat(3500)}</p>`
    expect(content.length).toBeGreaterThan(100_000)
    const records = postRecords('blogs', blog('long', content), null, [])
    expect(records.length).toBeGreaterThan(10)
    for (const record of records) expect(jsonBytes(toAlgoliaObject(record))).toBeLessThan(MAX_RECORD_BYTES)
    await index.upsert('public', records)
    const [, batch] = calls()
    const sent = (batch!.body as { requests: { body: unknown }[] }).requests
    expect(sent).toHaveLength(records.length)
    for (const { body } of sent) expect(jsonBytes(body)).toBeLessThan(10_000)
    const { hits, total } = await index.search('public', { q: 'persaingan' })
    expect(total).toBe(1)
    expect(hits[0]!.record.parentId).toBe('blogs/long')
  })

  it('shortens a text that JSON escaping would grow past the limit', async () => {
    // 6,000 bytes of text (the split size) that doubles when escaped.
    const record = contractRecord('blogs/quotes', { title: 'Kutipan', text: '"\\'.repeat(3000) })
    const object = toAlgoliaObject(record)
    expect(jsonBytes(object)).toBeLessThanOrEqual(MAX_RECORD_BYTES)
    expect(object.text.length).toBeGreaterThan(4000)
    await index.upsert('public', [record])
    expect((await index.search('public', { q: 'kutipan' })).total).toBe(1)
  })

  it('is held to Algolia’s record size limit by the stand-in', async () => {
    await expect(
      index.client.saveObjects({ indexName: 'alr_public', objects: [{ objectID: 'big', text: 'x'.repeat(12_000) }] }),
    ).rejects.toThrow(/too big/)
  })

  it('does not wait for tasks when told not to', async () => {
    const noWait = new AlgoliaSearchIndex({ ...options, waitForTasks: false })
    await noWait.upsert('public', [contractRecord('blogs/b1')])
    await noWait.removeParents('public', ['blogs/b1'])
    await noWait.clear('public')
    expect(calls().map(summary)).toEqual([
      // A new instance reads the settings once before its first use of the index.
      'GET /1/indexes/alr_public/settings',
      'POST /1/indexes/*/objects',
      'POST /1/indexes/alr_public/batch',
      'POST /1/indexes/*/objects',
      'POST /1/indexes/alr_public/batch',
      'POST /1/indexes/alr_public/clear',
    ])
    expect(taskPolls()).toEqual([])
  })

  it('fails loudly on a wrong key, as the port’s SearchUnavailableError', async () => {
    const wrong = new AlgoliaSearchIndex({ ...options, adminApiKey: 'search-only-key' })
    const failure = wrong.search('public', { q: 'pajak' })
    await expect(failure).rejects.toThrow(/Invalid Application-ID or API key/)
    await expect(failure).rejects.toBeInstanceOf(SearchUnavailableError)
    standIn.requests.length = 0
  })

  it('answers SearchUnavailableError for every call when Algolia cannot be reached', async () => {
    const closed = await freePort()
    const unreachable = new AlgoliaSearchIndex({ ...options, hosts: [{ ...standIn.host, port: closed }] })
    for (const call of [
      () => unreachable.search('public', { q: 'pajak' }),
      () => unreachable.upsert('public', [contractRecord('blogs/b1')]),
      () => unreachable.removeParents('public', ['blogs/b1']),
      () => unreachable.clear('public'),
      () => unreachable.parentIds('public'),
      () => unreachable.check(),
      () => unreachable.configure(),
    ]) {
      await expect(call()).rejects.toBeInstanceOf(SearchUnavailableError)
    }
  })

  describe('index settings, applied before first use', () => {
    let fresh: AlgoliaStandIn
    let freshOptions: AlgoliaOptions
    const freshCalls = () => fresh.requests.filter((r) => !/\/task\/\d+$/.test(r.path)).map(summary)
    beforeEach(async () => {
      fresh = await startAlgoliaStandIn()
      freshOptions = { appId: fresh.appId, adminApiKey: fresh.apiKey, indexPrefix: 'alr', hosts: [fresh.host] }
    })
    afterEach(async () => {
      await fresh.stop()
    })

    it('sets them on a new index before searching it, once per instance (no reindex needed)', async () => {
      const first = new AlgoliaSearchIndex(freshOptions)
      // What failed with a 500 before: a filter on `type` needs it in attributesForFaceting.
      expect((await first.search('public', { q: 'pajak', types: ['blog'] })).total).toBe(0)
      await first.search('public', { q: 'pajak', types: ['blog'] })
      expect(freshCalls()).toEqual([
        'GET /1/indexes/alr_public/settings',
        'POST /1/indexes/alr_public/synonyms/batch',
        'PUT /1/indexes/alr_public/settings',
        'POST /1/indexes/*/queries',
        'POST /1/indexes/*/queries',
      ])
      expect(fresh.settings('alr_public')).toEqual(ALGOLIA_INDEX_SETTINGS)
      expect(fresh.synonyms('alr_public')).toEqual(ALGOLIA_SYNONYMS)

      // Another instance finds them in effect: one read, no write.
      fresh.requests.length = 0
      await new AlgoliaSearchIndex(freshOptions).search('public', { q: 'pajak', types: ['blog'] })
      expect(freshCalls()).toEqual(['GET /1/indexes/alr_public/settings', 'POST /1/indexes/*/queries'])
    })

    it('sets them before the first write of the search sync, and again where someone changed them', async () => {
      await new AlgoliaSearchIndex(freshOptions).upsert('staff', [contractRecord('blogs/b1')])
      expect(freshCalls()).toEqual([
        'GET /1/indexes/alr_staff/settings',
        'POST /1/indexes/alr_staff/synonyms/batch',
        'PUT /1/indexes/alr_staff/settings',
        'POST /1/indexes/*/objects',
        'POST /1/indexes/alr_staff/batch',
      ])
      // A hand edit in Algolia's dashboard.
      await fetch(`${fresh.url}/1/indexes/alr_staff/settings`, {
        method: 'PUT',
        headers: { 'x-algolia-application-id': fresh.appId, 'x-algolia-api-key': fresh.apiKey },
        body: JSON.stringify({ attributesForFaceting: ['categoryId'] }),
      })
      fresh.requests.length = 0
      const next = new AlgoliaSearchIndex(freshOptions)
      expect(await next.ensureSettings()).toEqual(['public', 'public-en', 'staff'])
      expect(fresh.settings('alr_staff')).toEqual(ALGOLIA_INDEX_SETTINGS)
      expect(await next.ensureSettings()).toEqual([])
      expect(await new AlgoliaSearchIndex(freshOptions).ensureSettings()).toEqual([])
    })

    it('tries again on the next use when they could not be read', async () => {
      const wrong = new AlgoliaSearchIndex({ ...freshOptions, adminApiKey: 'wrong' })
      await expect(wrong.ensureSettings()).rejects.toBeInstanceOf(SearchUnavailableError)
      const right = new AlgoliaSearchIndex(freshOptions)
      await right.check()
      await right.check()
      // /healthz reads them afresh every time.
      expect(fresh.requests.filter((r) => r.headers['x-algolia-api-key'] === fresh.apiKey).map(summary).filter((s) => !s.includes('/task/'))).toEqual([
        'GET /1/indexes/alr_public/settings',
        'POST /1/indexes/alr_public/synonyms/batch',
        'PUT /1/indexes/alr_public/settings',
        'GET /1/indexes/alr_public/settings',
      ])
    })

    it('saves the synonyms again when the list changed (its fingerprint in the settings differs), replacing the old ones', async () => {
      const first = new AlgoliaSearchIndex(freshOptions)
      await first.ensureSettings()
      // An index configured by an older list: one synonym more, another fingerprint.
      const headers = { 'x-algolia-application-id': fresh.appId, 'x-algolia-api-key': fresh.apiKey }
      await fetch(`${fresh.url}/1/indexes/alr_public/synonyms/batch`, {
        method: 'POST',
        headers,
        body: JSON.stringify([{ objectID: 'legal-old', type: 'synonym', synonyms: ['SH', 'sarjana hukum'] }]),
      })
      await fetch(`${fresh.url}/1/indexes/alr_public/settings`, { method: 'PUT', headers, body: JSON.stringify({ userData: { synonyms: 'older-list' } }) })
      expect(fresh.synonyms('alr_public')).toHaveLength(ALGOLIA_SYNONYMS.length + 1)
      fresh.requests.length = 0
      expect(await new AlgoliaSearchIndex(freshOptions).ensureSettings()).toEqual(['public'])
      expect(fresh.synonyms('alr_public')).toEqual(ALGOLIA_SYNONYMS)
      expect(fresh.settings('alr_public')).toEqual(ALGOLIA_INDEX_SETTINGS)
      expect(freshCalls().filter((call) => call.includes('synonyms'))).toEqual(['POST /1/indexes/alr_public/synonyms/batch'])
    })
  })
})

describe('the Algolia stand-in', () => {
  let standIn: AlgoliaStandIn
  const headers = () => ({ 'x-algolia-application-id': standIn.appId, 'x-algolia-api-key': standIn.apiKey, 'content-type': 'application/json' })
  const post = async (path: string, body: unknown) => {
    const response = await fetch(`${standIn.url}${path}`, { method: 'POST', headers: headers(), body: JSON.stringify(body) })
    return { status: response.status, body: (await response.json()) as Record<string, unknown> }
  }

  beforeAll(async () => {
    standIn = await startAlgoliaStandIn()
    const response = await fetch(`${standIn.url}/1/indexes/i/settings`, {
      method: 'PUT',
      headers: headers(),
      body: JSON.stringify({ searchableAttributes: ['title'], attributesForFaceting: ['type'], highlightPreTag: '\u0001', highlightPostTag: '\u0002' }),
    })
    expect(response.status).toBe(200)
    await post('/1/indexes/i/batch', { requests: [{ action: 'addObject', body: { objectID: 'a', title: 'Pajak\tdaerah', type: 'blog' } }] })
  })
  afterAll(async () => {
    await standIn.stop()
  })

  it('answers 404 with a JSON message for endpoints it does not implement', async () => {
    expect(await post('/1/indexes/i/rules/search', {})).toEqual({ status: 404, body: { status: 404, message: 'stand-in: no route for POST /1/indexes/i/rules/search' } })
    expect((await post('/1/indexes/i/operation', {})).status).toBe(404)
  })

  it('refuses parameters it does not implement, and filters on attributes that are not facets', async () => {
    expect(await post('/1/indexes/i/query', { query: 'pajak', typoTolerance: false })).toMatchObject({ status: 400, body: { message: expect.stringMatching(/typoTolerance/) } })
    expect(await post('/1/indexes/i/query', { query: 'pajak', filters: 'title:Pajak' })).toMatchObject({
      status: 400,
      body: { message: expect.stringMatching(/not in attributesForFaceting/) },
    })
    expect(await post('/1/indexes/i/deleteByQuery', { filters: 'views > 3' })).toMatchObject({ status: 400 })
  })

  it('removes control characters from its answers, as Algolia does (so they cannot be highlight tags)', async () => {
    const { body } = await post('/1/indexes/i/query', { query: 'pajak' })
    const [hit] = body.hits as { title: string; _highlightResult: { title: { value: string } } }[]
    expect(hit!.title).toBe('Pajakdaerah')
    expect(hit!._highlightResult.title.value).toBe('Pajakdaerah')
  })

  it('matches quoted phrases word after word, regular synonyms as their other spellings, and no prefix with prefixNone, as Algolia documents them', async () => {
    const put = (path: string, body: unknown) => fetch(`${standIn.url}${path}`, { method: 'PUT', headers: headers(), body: JSON.stringify(body) })
    expect((await put('/1/indexes/s/settings', { searchableAttributes: ['title'], advancedSyntax: true, advancedSyntaxFeatures: ['exactPhrase'], highlightPreTag: '[', highlightPostTag: ']' })).status).toBe(200)
    expect((await post('/1/indexes/s/synonyms/batch', [{ objectID: 'pt', type: 'synonym', synonyms: ['PT', 'perseroan terbatas'] }])).status).toBe(200)
    const titles = { a: 'Pendirian PT baru', b: 'Perseroan Terbatas perorangan', c: 'PTUN dan perseroan yang terbatas', d: 'terbatas perseroan' }
    await post('/1/indexes/s/batch', { requests: Object.entries(titles).map(([objectID, title]) => ({ action: 'addObject', body: { objectID, title } })) })
    const ids = async (params: Record<string, unknown>) => ((await post('/1/indexes/s/query', params)).body.hits as { objectID: string }[]).map((h) => h.objectID).sort()

    // The last word is a prefix (PTUN) unless prefixNone; the synonym adds "perseroan terbatas", as a phrase.
    expect(await ids({ query: 'pt' })).toEqual(['a', 'b', 'c'])
    expect(await ids({ query: 'pt', queryType: 'prefixNone' })).toEqual(['a', 'b'])
    const { body } = await post('/1/indexes/s/query', { query: 'pt', queryType: 'prefixNone' })
    expect((body.hits as { objectID: string; _highlightResult: { title: { value: string } } }[]).find((h) => h.objectID === 'b')!._highlightResult.title.value).toBe(
      '[Perseroan] [Terbatas] perorangan',
    )
    // The long form's own words match anywhere; the synonym triggers as the last word is typed.
    expect(await ids({ query: 'perseroan terb' })).toEqual(['a', 'b', 'c', 'd'])
    expect(await ids({ query: '"perseroan yang"' })).toEqual(['c'])
    expect(await ids({ query: '"yang perseroan"' })).toEqual([])
    // What the documentation does not say is refused rather than guessed.
    expect(await post('/1/indexes/s/query', { query: '"perseroan terbatas"' })).toMatchObject({ status: 400, body: { message: expect.stringMatching(/quoted phrase/) } })
    expect(await post('/1/indexes/s/query', { query: 'pt', queryType: 'prefixAll' })).toMatchObject({ status: 400 })
    expect(await post('/1/indexes/s/synonyms/batch', [{ objectID: 'x', type: 'onewaysynonym', input: 'pt', synonyms: ['perseroan'] }])).toMatchObject({ status: 400 })
    expect((await put('/1/indexes/s/settings', { advancedSyntax: true })).status).toBe(400)
    // Clearing the records keeps the synonyms (clearObjects).
    await post('/1/indexes/s/clear', {})
    expect(standIn.synonyms('s')).toHaveLength(1)
  })

  it('matches English plurals and drops English stop words, never a prefix, on an English index', async () => {
    const put = (path: string, body: unknown) => fetch(`${standIn.url}${path}`, { method: 'PUT', headers: headers(), body: JSON.stringify(body) })
    const english = { searchableAttributes: ['title'], queryLanguages: ['en'], indexLanguages: ['en'], removeStopWords: ['en'], ignorePlurals: ['en'] }
    expect((await put('/1/indexes/en/settings', english)).status).toBe(200)
    const titles = { a: 'Employment contract', b: 'Listed companies', c: 'Theory of the firm' }
    await post('/1/indexes/en/batch', { requests: Object.entries(titles).map(([objectID, title]) => ({ action: 'addObject', body: { objectID, title } })) })
    const ids = async (query: string) => ((await post('/1/indexes/en/query', { query })).body.hits as { objectID: string }[]).map((h) => h.objectID).sort()
    expect(await ids('contracts')).toEqual(['a'])
    expect(await ids('company')).toEqual(['b'])
    // "the" and "of" are dropped: the text need not hold them; the last word, a prefix, stays.
    expect(await ids('the contracts of employment')).toEqual(['a'])
    expect(await ids('the')).toEqual(['c'])
    expect((await put('/1/indexes/en/settings', { ignorePlurals: ['fr'] })).status).toBe(400)
  })

  it('refuses a request without the right key', async () => {
    const response = await fetch(`${standIn.url}/1/indexes/i/query`, { method: 'POST', body: '{}' })
    expect(response.status).toBe(403)
  })
})
