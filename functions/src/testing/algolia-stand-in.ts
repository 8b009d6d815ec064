/**
 * A local stand-in for Algolia's REST API (the one fake this project allows: Algolia is a
 * third-party service). It implements just what AlgoliaSearchIndex uses, over real HTTP, so
 * the real `algoliasearch` client runs unchanged against it:
 *
 *   POST /1/indexes/{index}/batch            addObject, updateObject, deleteObject
 *   POST /1/indexes/{index}/deleteByQuery    filters only
 *   POST /1/indexes/{index}/synonyms/batch   regular synonyms (replaceExistingSynonyms)
 *   POST /1/indexes/{index}/clear
 *   POST /1/indexes/{index}/browse           cursor paging
 *   POST /1/indexes/{index}/query            one search
 *   POST /1/indexes/{*}/queries              multi-query (the index part is a literal `*`)
 *   POST /1/indexes/{*}/objects              getObjects (null for an object not stored)
 *   PUT  /1/indexes/{index}/settings, GET /1/indexes/{index}/settings (404 for an index never written)
 *   GET  /1/indexes/{index}/task/{taskID}    every task is published at once
 *   GET  /1/keys/{key}                       a key of `keys` (only with itself or the admin key);
 *                                            404 for the admin key itself, as for any key not in the list
 *
 * Honest by design: an unknown endpoint answers 404, an unknown parameter or setting, a filter
 * or facet on an attribute not in attributesForFaceting (where Algolia would silently match
 * nothing), a record over the size limit and a wrong key are all errors; control characters
 * are removed from responses as Algolia does. Matching is Algolia's default, simplified: every
 * query word must match a word of a searchable attribute, case and diacritics folded, the last
 * word as a prefix (`queryType` prefixLast; prefixNone: none); with advancedSyntax, a phrase in
 * double quotes matches word after word (exactPhrase only); regular synonyms add their other
 * spellings, matched as phrases (see QueryUnit for what Algolia's documentation says of them);
 * no typo tolerance or proximity. Languages only as far as an English index needs them
 * (`ignorePlurals: ['en']`: a word matches its regular plural or singular form;
 * `removeStopWords: ['en']`: common English words are dropped from the query unless read as a
 * prefix). Ranking: best attribute, then exact (non-prefix) matches, then customRanking.
 * Every request is recorded (method, path, query, headers, parsed body) for tests to assert;
 * `isWriteRequest` tells the indexing operations apart (the ones Algolia counts and rate-limits).
 */
import http from 'node:http'
import type { AddressInfo } from 'node:net'
import { gunzipSync } from 'node:zlib'

export interface RecordedRequest {
  method: string
  /** Path without the query string, as sent (index names URL-encoded). */
  path: string
  query: Record<string, string>
  /** Lower-case names. */
  headers: Record<string, string>
  /** Parsed JSON body (undefined when none). */
  body: unknown
}

/** Indexing operations: settings, synonyms, batches, deleteBy, clear (not reads, searches or task polls). */
export function isWriteRequest(request: Pick<RecordedRequest, 'method' | 'path'>): boolean {
  if (request.method === 'PUT') return /\/settings$/.test(request.path)
  return request.method === 'POST' && /^\/1\/indexes\/[^*/][^/]*\/(batch|deleteByQuery|clear|synonyms\/batch)$/.test(request.path)
}

export interface AlgoliaStandInHost {
  url: string
  port: number
  protocol: 'http'
  accept: 'readWrite'
}

export interface AlgoliaStandIn {
  /** `http://127.0.0.1:{port}` */
  url: string
  /** For the client's `hosts` option. */
  host: AlgoliaStandInHost
  appId: string
  apiKey: string
  requests: RecordedRequest[]
  /** The stored objects of an index, in insertion order. */
  objects(indexName: string): Record<string, unknown>[]
  settings(indexName: string): Record<string, unknown>
  /** The synonyms of an index, in the order they were saved. */
  synonyms(indexName: string): Record<string, unknown>[]
  /**
   * An outage until called again with false: every request is recorded and answered 503, as
   * Algolia's hosts answer when they cannot serve. The client tries its hosts and gives up
   * ("Unreachable hosts"); what is stored stays, as Algolia's indexes outlive its outages.
   */
  setDown(down: boolean): void
  stop(): Promise<void>
}

export interface AlgoliaStandInOptions {
  appId?: string
  apiKey?: string
  /** Algolia's record size limit on the smallest plans. */
  maxRecordBytes?: number
  /**
   * Restricted keys of the application, by value: each may read its own description (GET
   * /1/keys/{key}) and nothing else here; the other endpoints take the admin key only.
   */
  keys?: Record<string, { acl: string[]; indexes?: string[] }>
}

type Obj = Record<string, unknown>

class HttpError extends Error {
  constructor(
    readonly status: number,
    message: string,
  ) {
    super(message)
  }
}

const bad = (message: string) => new HttpError(400, message)

const SETTINGS = new Set([
  'searchableAttributes',
  'attributesForFaceting',
  'customRanking',
  'attributeForDistinct',
  'distinct',
  'attributesToHighlight',
  'attributesToSnippet',
  'attributesToRetrieve',
  'snippetEllipsisText',
  'highlightPreTag',
  'highlightPostTag',
  'hitsPerPage',
  // Linguistic settings are accepted only where the stand-in's behaviour is what they ask.
  'queryLanguages',
  'indexLanguages',
  'removeStopWords',
  'ignorePlurals',
  // Only exactPhrase (see PUT settings).
  'advancedSyntax',
  'advancedSyntaxFeatures',
  // Stored and answered, never read (as Algolia does).
  'userData',
])
const SEARCH_PARAMS = new Set([
  'query',
  'hitsPerPage',
  'page',
  'filters',
  'distinct',
  'facets',
  'facetingAfterDistinct',
  'attributesToRetrieve',
  'attributesToHighlight',
  'attributesToSnippet',
  'highlightPreTag',
  'highlightPostTag',
  'snippetEllipsisText',
  'analytics',
  'clickAnalytics',
  'restrictSearchableAttributes',
  'queryType',
])
const BROWSE_PARAMS = new Set(['cursor', 'hitsPerPage', 'attributesToRetrieve', 'filters', 'query'])

function checkParams(params: Obj, allowed: Set<string>, what: string) {
  for (const key of Object.keys(params)) {
    if (!allowed.has(key)) throw bad(`stand-in: ${what} parameter "${key}" is not implemented`)
  }
}

// ——— Words ———

interface Token {
  start: number
  end: number
  norm: string
}

const fold = (s: string) => s.normalize('NFD').replace(/\p{M}/gu, '').toLowerCase()

function tokenize(text: string): Token[] {
  return [...text.matchAll(/[\p{L}\p{N}\p{M}]+/gu)].map((m) => ({ start: m.index, end: m.index + m[0].length, norm: fold(m[0]) }))
}

interface QueryWord {
  norm: string
  prefix: boolean
  /** `ignorePlurals: ['en']`: the word's singular, matched against each token's singular. */
  singular?: string
}

/**
 * An English word's singular by the regular rules ("contracts", "companies", "taxes"). Algolia
 * reads a plurals dictionary (its guide "Supported languages": English, good coverage); the
 * regular rules are what the tests need, irregular plurals ("children") are not implemented.
 */
export function englishSingular(word: string): string {
  if (word.length > 4 && word.endsWith('ies')) return `${word.slice(0, -3)}y`
  if (word.length > 4 && /(?:ss|x|z|ch|sh)es$/.test(word)) return word.slice(0, -2)
  if (word.length > 3 && word.endsWith('s') && !/(?:ss|us|is)$/.test(word)) return word.slice(0, -1)
  return word
}

/**
 * English stop words as Algolia removes them from a query (`removeStopWords: ['en']`): the
 * common function words of its list, enough for the queries the tests send.
 */
const ENGLISH_STOP_WORDS = new Set(
  'a an and are as at be but by for from had has have he her his i if in into is it its of on or our she so than that the their them there these they this to was we were what when which who will with you your'.split(' '),
)

/**
 * What a query asks for, as the stand-in reads Algolia's documentation:
 * - a word: a word of a searchable attribute, the query's last word as a prefix
 *   (`queryType` prefixLast, the default; prefixNone: no prefix);
 * - a phrase in double quotes (advancedSyntax with exactPhrase): its words next to one another in
 *   one attribute value, in order, whole words;
 * - a run of words spelled as one spelling of a regular synonym: its words as words, or any other
 *   spelling of the synonym as a phrase (multi-word synonyms match as a phrase; a synonym triggers
 *   when the query's last word, as a prefix, starts the spelling's last word).
 */
type QueryUnit =
  | { kind: 'word'; word: QueryWord }
  | { kind: 'phrase'; norms: string[] }
  | { kind: 'synonym'; words: QueryWord[]; alternatives: string[][] }

interface QueryOptions {
  exactPhrase: boolean
  prefixLast: boolean
  /** `ignorePlurals: ['en']`. */
  plurals: boolean
  /** `removeStopWords: ['en']`. */
  stopWords: boolean
  /** Spellings of each regular synonym, as words. */
  synonyms: string[][][]
}

function parseQuery(query: string, options: QueryOptions): QueryUnit[] {
  const segments = options.exactPhrase ? query.split('"') : [query]
  if (segments.length % 2 === 0) throw bad('stand-in: a query with an unterminated quote is not implemented')
  const items: ({ kind: 'word'; norm: string } | { kind: 'phrase'; norms: string[] })[] = []
  segments.forEach((segment, i) => {
    const norms = tokenize(segment).map((t) => t.norm)
    if (i % 2 === 1) {
      if (options.synonyms.some((spellings) => spellings.some((spelling) => spelling.join(' ') === norms.join(' ')))) {
        throw bad('stand-in: a synonym inside a quoted phrase is not implemented (Algolia’s documentation does not say whether it applies)')
      }
      if (norms.length) items.push({ kind: 'phrase', norms })
    } else for (const norm of norms) items.push({ kind: 'word', norm })
  })
  const last = items.length - 1
  const units: QueryUnit[] = []
  for (let i = 0; i < items.length; ) {
    const item = items[i]!
    if (item.kind === 'phrase') {
      units.push(item)
      i++
      continue
    }
    const wordAt = (k: number): QueryWord | null => {
      const at = items[k]
      if (at?.kind !== 'word') return null
      return { norm: at.norm, prefix: options.prefixLast && k === last, ...(options.plurals ? { singular: englishSingular(at.norm) } : {}) }
    }
    // The longest spelling of a synonym the words from here spell.
    let best: { length: number; spellings: string[][]; matched: string[] } | null = null
    for (const spellings of options.synonyms) {
      for (const spelling of spellings) {
        if (best && spelling.length <= best.length) continue
        const all = spelling.every((norm, k) => {
          const word = wordAt(i + k)
          return word !== null && (word.norm === norm || (k === spelling.length - 1 && word.prefix && norm.startsWith(word.norm)))
        })
        if (all) best = { length: spelling.length, spellings, matched: spelling }
      }
    }
    if (!best) {
      units.push({ kind: 'word', word: wordAt(i)! })
      i++
      continue
    }
    const words = Array.from({ length: best.length }, (_, k) => wordAt(i + k)!)
    const typed = words.map((w) => w.norm).join(' ')
    units.push({ kind: 'synonym', words, alternatives: best.spellings.filter((s) => s.join(' ') !== typed) })
    i += best.length
  }
  if (!options.stopWords) return units
  // Stop words go, but never a word read as a prefix, nor every word of the query.
  const kept = units.filter((unit) => unit.kind !== 'word' || unit.word.prefix || !ENGLISH_STOP_WORDS.has(unit.word.norm))
  return kept.length ? kept : units
}

/** How a token matches a query word: 'exact', 'prefix' or null. */
function tokenMatch(token: Token, word: QueryWord): 'exact' | 'prefix' | null {
  if (token.norm === word.norm) return 'exact'
  if (word.singular !== undefined && englishSingular(token.norm) === word.singular) return 'exact'
  if (word.prefix && token.norm.startsWith(word.norm)) return 'prefix'
  return null
}

/** Where `norms` occur word after word among `tokens`: the index of each first token. */
function phraseStarts(tokens: Token[], norms: string[]): number[] {
  const starts: number[] = []
  for (let i = 0; i + norms.length <= tokens.length; i++) if (norms.every((norm, k) => tokens[i + k]!.norm === norm)) starts.push(i)
  return starts
}

/** The query words of a unit that are matched one by one. */
function unitWords(unit: QueryUnit): QueryWord[] {
  return unit.kind === 'word' ? [unit.word] : unit.kind === 'synonym' ? unit.words : []
}

/** The phrases of a unit: a quoted phrase, or a synonym's other spellings. */
function unitPhrases(unit: QueryUnit): string[][] {
  return unit.kind === 'phrase' ? [unit.norms] : unit.kind === 'synonym' ? unit.alternatives : []
}

/** End (in the original text) of the part of a token that a prefix matched. */
function prefixEnd(text: string, token: Token, length: number): number {
  let end = token.start
  for (const char of text.slice(token.start, token.end)) {
    if (fold(text.slice(token.start, end)).length >= length) break
    end += char.length
  }
  return end
}

/** The parts of `text` the query matched: whole tokens, or the matched start of a prefix. */
function matchedParts(text: string, units: QueryUnit[]) {
  const tokens = tokenize(text)
  const parts = new Map<number, { start: number; end: number }>()
  const matchedUnits = new Set<number>()
  units.forEach((unit, u) => {
    for (const word of unitWords(unit)) {
      tokens.forEach((token, i) => {
        const kind = tokenMatch(token, word)
        if (!kind) return
        matchedUnits.add(u)
        const end = kind === 'exact' ? token.end : prefixEnd(text, token, word.norm.length)
        const known = parts.get(i)
        if (!known || known.end < end) parts.set(i, { start: token.start, end })
      })
    }
    for (const norms of unitPhrases(unit)) {
      for (const start of phraseStarts(tokens, norms)) {
        matchedUnits.add(u)
        for (let k = 0; k < norms.length; k++) parts.set(start + k, { start: tokens[start + k]!.start, end: tokens[start + k]!.end })
      }
    }
  })
  return { parts: [...parts.entries()].sort((a, b) => a[0] - b[0]).map(([, part]) => part), matchedUnits }
}

function highlight(text: string, units: QueryUnit[], pre: string, post: string) {
  const { parts, matchedUnits } = matchedParts(text, units)
  let out = ''
  let at = 0
  for (const { start, end } of parts) {
    out += text.slice(at, start) + pre + text.slice(start, end) + post
    at = end
  }
  out += text.slice(at)
  const matchLevel = matchedUnits.size === 0 ? 'none' : matchedUnits.size === units.length ? 'full' : 'partial'
  const matchedWords = [...matchedUnits].flatMap((u) => unitWords(units[u]!).map((w) => w.norm).concat(unitPhrases(units[u]!).flat()))
  return { value: out, matchLevel, matchedWords: [...new Set(matchedWords)] }
}

function snippet(text: string, units: QueryUnit[], size: number, pre: string, post: string, ellipsis: string) {
  const parts = [...text.matchAll(/\S+/g)]
  const [firstMatch] = matchedParts(text, units).parts
  const first = firstMatch ? parts.findIndex((part) => part.index + part[0].length > firstMatch.start) : -1
  let start = first === -1 ? 0 : Math.max(0, first - Math.floor((size - 1) / 2))
  const end = Math.min(parts.length, start + size)
  start = Math.max(0, end - size)
  const window = parts
    .slice(start, end)
    .map((part) => part[0])
    .join(' ')
  const { value, matchLevel } = highlight(window, units, pre, post)
  return { value: `${start > 0 ? ellipsis : ''}${value}${end < parts.length ? ellipsis : ''}`, matchLevel }
}

// ——— Filters ———

type Filter =
  | { kind: 'facet'; attribute: string; value: string }
  | { kind: 'not'; inner: Filter }
  | { kind: 'and' | 'or'; items: Filter[] }

function parseFilters(input: string): Filter {
  const tokens: { t: 'word' | 'quoted' | '(' | ')'; v: string }[] = []
  let i = 0
  while (i < input.length) {
    const c = input[i]!
    if (/\s/.test(c)) i++
    else if (c === '(' || c === ')') {
      tokens.push({ t: c, v: c })
      i++
    } else if (c === '"') {
      let v = ''
      i++
      while (i < input.length && input[i] !== '"') {
        if (input[i] === '\\' && i + 1 < input.length) i++
        v += input[i]
        i++
      }
      if (input[i] !== '"') throw bad(`filters: unterminated string in ${JSON.stringify(input)}`)
      i++
      tokens.push({ t: 'quoted', v })
    } else {
      let v = ''
      while (i < input.length && !/[\s()"]/.test(input[i]!)) v += input[i++]
      tokens.push({ t: 'word', v })
    }
  }
  let p = 0
  const peekWord = (w: string) => tokens[p]?.t === 'word' && tokens[p]!.v === w
  function or(): Filter {
    const items = [and()]
    while (peekWord('OR')) {
      p++
      items.push(and())
    }
    return items.length === 1 ? items[0]! : { kind: 'or', items }
  }
  function and(): Filter {
    const items = [unary()]
    while (peekWord('AND')) {
      p++
      items.push(unary())
    }
    return items.length === 1 ? items[0]! : { kind: 'and', items }
  }
  function unary(): Filter {
    const token = tokens[p++]
    if (!token) throw bad(`filters: unexpected end of ${JSON.stringify(input)}`)
    if (token.t === 'word' && token.v === 'NOT') return { kind: 'not', inner: unary() }
    if (token.t === '(') {
      const inner = or()
      if (tokens[p++]?.t !== ')') throw bad(`filters: missing ) in ${JSON.stringify(input)}`)
      return inner
    }
    if (token.t === 'word' && token.v.includes(':')) {
      const [attribute, ...rest] = token.v.split(':')
      let value = rest.join(':')
      if (value === '') {
        const next = tokens[p++]
        if (next?.t !== 'quoted') throw bad(`filters: missing value after ${token.v}`)
        value = next.v
      }
      if (/ TO /.test(value) || !attribute) throw bad(`filters: ${JSON.stringify(input)} is not implemented`)
      return { kind: 'facet', attribute, value }
    }
    throw bad(`filters: ${JSON.stringify(token.v)} is not implemented (only facet filters, AND, OR, NOT)`)
  }
  const filter = or()
  if (p !== tokens.length) throw bad(`filters: unexpected ${JSON.stringify(tokens[p]!.v)} in ${JSON.stringify(input)}`)
  return filter
}

function facetValues(value: unknown): string[] {
  if (Array.isArray(value)) return value.flatMap(facetValues)
  if (typeof value === 'string' || typeof value === 'number' || typeof value === 'boolean') return [String(value)]
  return []
}

function filterAttributes(filter: Filter): string[] {
  if (filter.kind === 'facet') return [filter.attribute]
  if (filter.kind === 'not') return filterAttributes(filter.inner)
  return filter.items.flatMap(filterAttributes)
}

function matches(filter: Filter, object: Obj): boolean {
  switch (filter.kind) {
    case 'facet':
      return facetValues(object[filter.attribute]).includes(filter.value)
    case 'not':
      return !matches(filter.inner, object)
    case 'and':
      return filter.items.every((f) => matches(f, object))
    case 'or':
      return filter.items.some((f) => matches(f, object))
  }
}

// ——— Indexes ———

interface Index {
  objects: Map<string, Obj>
  settings: Obj
  /** Regular synonyms by object id. */
  synonyms: Map<string, Obj>
  tasks: Set<number>
}

/** `unordered(text)` → `text`; `filterOnly(parentId)` → `parentId`. */
const bare = (attribute: string) => attribute.replace(/^\w+\((.*)\)$/, '$1')

function stringList(value: unknown, name: string): string[] | undefined {
  if (value === undefined || value === null) return undefined
  if (!Array.isArray(value) || value.some((v) => typeof v !== 'string')) throw bad(`${name} must be a list of strings`)
  return value as string[]
}

function facetingOf(index: Index) {
  const declared = stringList(index.settings.attributesForFaceting, 'attributesForFaceting') ?? []
  return new Map(declared.map((d) => [bare(bare(d)), { filterOnly: d.startsWith('filterOnly('), afterDistinct: d.startsWith('afterDistinct(') }]))
}

function searchableOf(index: Index, object: Obj): { attribute: string; rank: number }[] {
  const declared = stringList(index.settings.searchableAttributes, 'searchableAttributes')
  if (!declared) return Object.keys(object).filter((k) => k !== 'objectID').map((attribute, rank) => ({ attribute, rank }))
  return declared.flatMap((entry, rank) => entry.split(',').map((a) => ({ attribute: bare(a.trim()), rank })))
}

function textsOf(value: unknown): string[] {
  if (typeof value === 'string') return [value]
  if (Array.isArray(value)) return value.flatMap(textsOf)
  return []
}

function customRank(index: Index, a: Obj, b: Obj): number {
  for (const criterion of stringList(index.settings.customRanking, 'customRanking') ?? []) {
    const m = /^(asc|desc)\((.+)\)$/.exec(criterion)
    if (!m) throw bad(`customRanking: ${criterion} is not implemented`)
    const x = Number(a[m[2]!] ?? 0)
    const y = Number(b[m[2]!] ?? 0)
    if (x !== y) return m[1] === 'asc' ? x - y : y - x
  }
  return 0
}

function retrieve(object: Obj, attributes: string[] | undefined): Obj {
  if (!attributes || attributes.includes('*')) return { ...object }
  const out: Obj = { objectID: object.objectID }
  for (const a of attributes) if (a in object) out[a] = object[a]
  return out
}

/** Algolia removes control characters from its responses. */
function stripControl<T>(value: T): T {
  if (typeof value === 'string') return value.replace(/[\u0000-\u001f\u007f]/g, '') as T
  if (Array.isArray(value)) return value.map(stripControl) as T
  if (value && typeof value === 'object') return Object.fromEntries(Object.entries(value).map(([k, v]) => [k, stripControl(v)])) as T
  return value
}

function int(value: unknown, name: string, min: number, max: number, fallback: number): number {
  if (value === undefined) return fallback
  if (typeof value !== 'number' || !Number.isInteger(value) || value < min || value > max) throw bad(`${name} must be an integer in [${min}, ${max}]`)
  return value
}

function filterOf(index: Index, filters: unknown): Filter | null {
  if (filters === undefined || filters === '') return null
  if (typeof filters !== 'string') throw bad('filters must be a string')
  const filter = parseFilters(filters)
  const faceting = facetingOf(index)
  for (const attribute of filterAttributes(filter)) {
    // Algolia would answer, and match nothing: a silent bug the stand-in makes loud.
    if (!faceting.has(attribute)) throw bad(`filters: attribute "${attribute}" is not in attributesForFaceting`)
  }
  return filter
}

function search(index: Index, params: Obj): Obj {
  checkParams(params, SEARCH_PARAMS, 'search')
  const setting = <T>(name: string): T | undefined => (params[name] ?? index.settings[name]) as T | undefined
  const query = params.query ?? ''
  if (typeof query !== 'string') throw bad('query must be a string')
  const queryType = params.queryType ?? 'prefixLast'
  if (queryType !== 'prefixLast' && queryType !== 'prefixNone') throw bad(`stand-in: queryType ${String(queryType)} is not implemented`)
  const english = (name: string) => JSON.stringify(setting(name)) === '["en"]'
  const units = parseQuery(query, {
    exactPhrase: setting<boolean>('advancedSyntax') === true,
    prefixLast: queryType === 'prefixLast',
    plurals: english('ignorePlurals'),
    stopWords: english('removeStopWords'),
    synonyms: [...index.synonyms.values()].map((synonym) => (synonym.synonyms as string[]).map((spelling) => tokenize(spelling).map((t) => t.norm))),
  })
  const hitsPerPage = int(setting('hitsPerPage'), 'hitsPerPage', 0, 1000, 20)
  const page = int(params.page, 'page', 0, 1000, 0)
  const filter = filterOf(index, params.filters)
  const restricted = stringList(params.restrictSearchableAttributes, 'restrictSearchableAttributes')
  const distinctSetting = setting<boolean | number>('distinct') ?? false
  if (typeof distinctSetting === 'number' && distinctSetting > 1) throw bad('stand-in: distinct > 1 is not implemented')
  const distinctAttribute = index.settings.attributeForDistinct as string | undefined
  const distinct = Boolean(distinctSetting) && typeof distinctAttribute === 'string'

  const candidates: { object: Obj; rank: number; exact: number; order: number }[] = []
  let order = 0
  for (const object of index.objects.values()) {
    order++
    if (filter && !matches(filter, object)) continue
    const values = searchableOf(index, object)
      .filter(({ attribute }) => !restricted || restricted.includes(attribute))
      .flatMap(({ attribute, rank }) => textsOf(object[attribute]).map((text) => ({ rank, tokens: tokenize(text) })))
    /** The best attribute a word matches in, and whether a match there is exact. */
    const bestForWord = (word: QueryWord) => {
      let best: { rank: number; exact: boolean } | null = null
      for (const { rank, tokens } of values) {
        for (const token of tokens) {
          const kind = tokenMatch(token, word)
          if (kind && (!best || rank < best.rank || (rank === best.rank && kind === 'exact'))) best = { rank, exact: kind === 'exact' }
        }
      }
      return best
    }
    /** The best attribute one of the phrases occurs in (a phrase match is exact). */
    const bestForPhrases = (phrases: string[][]) => {
      let best: { rank: number; exact: boolean } | null = null
      for (const { rank, tokens } of values) {
        if (phrases.some((norms) => phraseStarts(tokens, norms).length > 0) && (!best || rank < best.rank)) best = { rank, exact: true }
      }
      return best
    }
    let rank = Number.POSITIVE_INFINITY
    let exact = 0
    let all = true
    for (const unit of units) {
      let best = unit.kind === 'word' ? null : bestForPhrases(unitPhrases(unit))
      if (unit.kind !== 'phrase') {
        // A synonym's own words, each anywhere (as plain words are), or one of its other spellings.
        const matches = unitWords(unit).map(bestForWord)
        if (matches.every((m) => m !== null)) {
          const words = { rank: Math.min(...matches.map((m) => m!.rank)), exact: matches.every((m) => m!.exact) }
          if (!best || words.rank < best.rank) best = words
        }
      }
      if (!best) {
        all = false
        break
      }
      rank = Math.min(rank, best.rank)
      if (best.exact) exact++
    }
    if (all) candidates.push({ object, rank: units.length ? rank : 0, exact, order })
  }
  candidates.sort((a, b) => a.rank - b.rank || b.exact - a.exact || customRank(index, a.object, b.object) || a.order - b.order)

  const seen = new Set<string>()
  const deduplicated = distinct
    ? candidates.filter(({ object }) => {
        const key = object[distinctAttribute]
        if (key === undefined) return true
        const id = JSON.stringify(key)
        if (seen.has(id)) return false
        seen.add(id)
        return true
      })
    : candidates

  const facets: Record<string, Record<string, number>> = {}
  const requested = stringList(params.facets, 'facets') ?? []
  if (requested.length) {
    const faceting = facetingOf(index)
    for (const name of requested) {
      const declared = faceting.get(name)
      if (!declared || declared.filterOnly) throw bad(`facets: "${name}" is not a facet in attributesForFaceting`)
      const source = params.facetingAfterDistinct === true || declared.afterDistinct ? deduplicated : candidates
      const counts: Record<string, number> = {}
      for (const { object } of source) for (const value of facetValues(object[name])) counts[value] = (counts[value] ?? 0) + 1
      facets[name] = counts
    }
  }

  const pre = setting<string>('highlightPreTag') || '<em>'
  const post = setting<string>('highlightPostTag') || '</em>'
  const ellipsis = setting<string>('snippetEllipsisText') ?? '…'
  const toHighlight = stringList(setting('attributesToHighlight'), 'attributesToHighlight')
  const toSnippet = stringList(setting('attributesToSnippet'), 'attributesToSnippet') ?? []
  const toRetrieve = stringList(setting('attributesToRetrieve'), 'attributesToRetrieve')
  const pageHits = hitsPerPage === 0 ? [] : deduplicated.slice(page * hitsPerPage, (page + 1) * hitsPerPage)
  const hits = pageHits.map(({ object }) => {
    const hit = retrieve(object, toRetrieve)
    const highlightAttributes = toHighlight ?? [...new Set(searchableOf(index, object).map((s) => s.attribute))]
    const highlightResult: Obj = {}
    for (const attribute of highlightAttributes) {
      const value = object[attribute]
      if (typeof value === 'string') highlightResult[attribute] = highlight(value, units, pre, post)
      else if (Array.isArray(value)) highlightResult[attribute] = value.filter((v) => typeof v === 'string').map((v) => highlight(v, units, pre, post))
    }
    const snippetResult: Obj = {}
    for (const entry of toSnippet) {
      const [attribute, size] = entry.split(':')
      const value = object[attribute!]
      if (typeof value === 'string') snippetResult[attribute!] = snippet(value, units, size ? Number(size) : 10, pre, post, ellipsis)
    }
    if (Object.keys(highlightResult).length) hit._highlightResult = highlightResult
    if (Object.keys(snippetResult).length) hit._snippetResult = snippetResult
    return hit
  })
  return stripControl({
    hits,
    nbHits: deduplicated.length,
    page,
    nbPages: hitsPerPage === 0 ? 0 : Math.ceil(deduplicated.length / hitsPerPage),
    hitsPerPage,
    ...(requested.length ? { facets } : {}),
    exhaustiveNbHits: true,
    exhaustive: { nbHits: true, facetsCount: true },
    query,
    params: '',
    processingTimeMS: 1,
  })
}

function browse(index: Index, params: Obj): Obj {
  checkParams(params, BROWSE_PARAMS, 'browse')
  if (params.query !== undefined && params.query !== '') throw bad('stand-in: browse with a query is not implemented')
  const hitsPerPage = int(params.hitsPerPage, 'hitsPerPage', 1, 1000, 1000)
  let offset = 0
  if (params.cursor !== undefined) {
    const decoded = typeof params.cursor === 'string' ? Number(Buffer.from(params.cursor, 'base64url').toString()) : Number.NaN
    if (!Number.isInteger(decoded) || decoded < 0) throw bad('cursor is not valid')
    offset = decoded
  }
  const filter = filterOf(index, params.filters)
  const all = [...index.objects.values()].filter((o) => !filter || matches(filter, o))
  const slice = all.slice(offset, offset + hitsPerPage)
  const next = offset + hitsPerPage
  const toRetrieve = stringList(params.attributesToRetrieve, 'attributesToRetrieve')
  return stripControl({
    hits: slice.map((o) => retrieve(o, toRetrieve)),
    ...(next < all.length ? { cursor: Buffer.from(String(next)).toString('base64url') } : {}),
    nbHits: all.length,
    page: Math.floor(offset / hitsPerPage),
    nbPages: Math.ceil(all.length / hitsPerPage),
    hitsPerPage,
    query: '',
    params: '',
    processingTimeMS: 1,
  })
}

function objectOf(value: unknown, name: string): Obj {
  if (!value || typeof value !== 'object' || Array.isArray(value)) throw bad(`${name} must be an object`)
  return value as Obj
}

export async function startAlgoliaStandIn(options: AlgoliaStandInOptions = {}): Promise<AlgoliaStandIn> {
  const appId = options.appId ?? 'TESTAPPID'
  const apiKey = options.apiKey ?? 'test-admin-key'
  const maxRecordBytes = options.maxRecordBytes ?? 10_000
  const indexes = new Map<string, Index>()
  const requests: RecordedRequest[] = []
  let nextTask = 1
  let down = false

  const indexOf = (name: string): Index => {
    let index = indexes.get(name)
    if (!index) indexes.set(name, (index = { objects: new Map(), settings: {}, synonyms: new Map(), tasks: new Set() }))
    return index
  }
  const task = (index: Index) => {
    const taskID = nextTask++
    index.tasks.add(taskID)
    return { taskID, updatedAt: new Date().toISOString() }
  }

  function batch(index: Index, body: Obj): Obj {
    const list = body.requests
    if (!Array.isArray(list)) throw bad('requests must be a list')
    const operations = list.map((entry, position) => {
      const { action, body: object } = objectOf(entry, 'request') as { action?: unknown; body?: unknown }
      const record = objectOf(object, 'body')
      if (action === 'deleteObject') {
        if (typeof record.objectID !== 'string') throw bad(`deleteObject at position ${position} has no objectID`)
        return { action, record }
      }
      if (action !== 'addObject' && action !== 'updateObject') throw bad(`stand-in: batch action ${String(action)} is not implemented`)
      if (action === 'updateObject' && typeof record.objectID !== 'string') throw bad(`updateObject at position ${position} has no objectID`)
      if (record.objectID !== undefined && typeof record.objectID !== 'string') throw bad(`objectID at position ${position} must be a string`)
      const size = Buffer.byteLength(JSON.stringify(record))
      if (size > maxRecordBytes) {
        throw bad(`Record at the position ${position} objectID=${String(record.objectID)} is too big size=${size}/${maxRecordBytes} bytes.`)
      }
      return { action, record: { ...record, objectID: (record.objectID as string | undefined) ?? `auto-${nextTask}-${position}` } }
    })
    for (const { action, record } of operations) {
      const id = record.objectID as string
      if (action === 'deleteObject') index.objects.delete(id)
      else index.objects.set(id, record)
    }
    return { ...task(index), objectIDs: operations.map((o) => o.record.objectID) }
  }

  function saveSynonyms(index: Index, body: unknown, query: URLSearchParams): Obj {
    for (const [name, value] of query) {
      if (name === 'x-algolia-agent') continue // every client request carries it
      if (name !== 'replaceExistingSynonyms' && name !== 'forwardToReplicas') throw bad(`stand-in: saveSynonyms parameter "${name}" is not implemented`)
      if (value !== 'true' && value !== 'false') throw bad(`${name} must be true or false`)
    }
    if (!Array.isArray(body)) throw bad('the synonyms must be a list')
    const synonyms = body.map((entry, position) => {
      const synonym = objectOf(entry, 'synonym')
      if (typeof synonym.objectID !== 'string' || !synonym.objectID) throw bad(`synonym at position ${position} has no objectID`)
      if (synonym.type !== 'synonym') throw bad(`stand-in: synonym type ${String(synonym.type)} is not implemented (only regular synonyms)`)
      checkParams(synonym, new Set(['objectID', 'type', 'synonyms']), 'synonym')
      const spellings = stringList(synonym.synonyms, 'synonyms')
      if (!spellings || spellings.length < 2) throw bad(`synonym ${synonym.objectID} needs at least two spellings`)
      return synonym
    })
    if (query.get('replaceExistingSynonyms') === 'true') index.synonyms.clear()
    for (const synonym of synonyms) index.synonyms.set(synonym.objectID as string, structuredClone(synonym))
    return task(index)
  }

  function route(method: string, segments: string[], body: unknown, query: URLSearchParams): Obj {
    if (segments[0] !== '1' || segments[1] !== 'indexes' || segments.length < 4) throw new HttpError(404, 'not found')
    const name = segments[2]!
    const rest = segments.slice(3).join('/')
    if (name === '*') {
      if (method === 'POST' && rest === 'queries') {
        const { requests: list, strategy } = objectOf(body, 'body') as { requests?: unknown; strategy?: unknown }
        if (strategy !== undefined && strategy !== 'none') throw bad('stand-in: strategy is not implemented')
        if (!Array.isArray(list)) throw bad('requests must be a list')
        return {
          results: list.map((entry) => {
            const { indexName, type, ...params } = objectOf(entry, 'request')
            if (typeof indexName !== 'string') throw bad('indexName is required')
            if (type !== undefined && type !== 'default') throw bad(`stand-in: search type ${String(type)} is not implemented`)
            return { ...search(indexOf(indexName), params), index: indexName }
          }),
        }
      }
      if (method === 'POST' && rest === 'objects') {
        const { requests: list } = objectOf(body, 'body') as { requests?: unknown }
        if (!Array.isArray(list)) throw bad('requests must be a list')
        return {
          results: list.map((entry) => {
            const { indexName, objectID, attributesToRetrieve, ...other } = objectOf(entry, 'request')
            checkParams(other, new Set(), 'getObjects')
            if (typeof indexName !== 'string' || typeof objectID !== 'string') throw bad('indexName and objectID are required')
            const object = indexes.get(indexName)?.objects.get(objectID)
            return object ? retrieve(object, stringList(attributesToRetrieve, 'attributesToRetrieve')) : null
          }),
        }
      }
      throw new HttpError(404, 'not found')
    }
    // Algolia creates an index with its first write; reading the settings of none is a 404.
    if (method === 'GET' && rest === 'settings' && !indexes.has(name)) throw new HttpError(404, 'Index does not exist')
    const index = indexOf(name)
    if (method === 'POST' && rest === 'batch') return batch(index, objectOf(body, 'body'))
    if (method === 'POST' && rest === 'deleteByQuery') {
      const params = objectOf(body, 'body')
      checkParams(params, new Set(['filters']), 'deleteBy')
      const filter = filterOf(index, params.filters)
      if (!filter) throw bad('deleteByQuery needs filters')
      for (const [id, object] of index.objects) if (matches(filter, object)) index.objects.delete(id)
      return task(index)
    }
    if (method === 'POST' && rest === 'clear') {
      // Records only: settings and synonyms stay (clearObjects).
      index.objects.clear()
      return task(index)
    }
    if (method === 'POST' && rest === 'synonyms/batch') return saveSynonyms(index, body, query)
    if (method === 'POST' && rest === 'browse') return browse(index, body === undefined ? {} : objectOf(body, 'body'))
    if (method === 'POST' && rest === 'query') return search(index, body === undefined ? {} : objectOf(body, 'body'))
    if (method === 'PUT' && rest === 'settings') {
      const settings = objectOf(body, 'body')
      checkParams(settings, SETTINGS, 'settings')
      // Only false, or English (what an English index asks for).
      for (const name of ['removeStopWords', 'ignorePlurals'] as const) {
        const value = settings[name]
        if (value !== undefined && value !== false && JSON.stringify(value) !== '["en"]') throw bad(`stand-in: ${name} other than false or ["en"] is not implemented`)
      }
      if (settings.advancedSyntax !== undefined && typeof settings.advancedSyntax !== 'boolean') throw bad('advancedSyntax must be a boolean')
      // Algolia's default features are exactPhrase and excludeWords; only exactPhrase is implemented.
      if (settings.advancedSyntax === true && JSON.stringify(settings.advancedSyntaxFeatures) !== '["exactPhrase"]') {
        throw bad('stand-in: advancedSyntaxFeatures other than ["exactPhrase"] are not implemented')
      }
      const next = { ...index.settings, ...settings }
      facetingOf({ ...index, settings: next })
      index.settings = next
      return task(index)
    }
    if (method === 'GET' && rest === 'settings') return index.settings
    const taskMatch = /^task\/(\d+)$/.exec(rest)
    if (method === 'GET' && taskMatch) {
      if (!index.tasks.has(Number(taskMatch[1]))) throw new HttpError(404, 'Task does not exist')
      return { status: 'published', pendingTask: false }
    }
    throw new HttpError(404, 'not found')
  }

  const server = http.createServer((req, res) => {
    const chunks: Buffer[] = []
    req.on('data', (chunk: Buffer) => chunks.push(chunk))
    req.on('end', () => {
      const method = req.method ?? 'GET'
      const url = new URL(req.url ?? '/', 'http://stand-in')
      const headers: Record<string, string> = {}
      for (const [key, value] of Object.entries(req.headers)) if (value !== undefined) headers[key] = Array.isArray(value) ? value.join(', ') : value
      const send = (status: number, payload: unknown) => {
        res.writeHead(status, { 'content-type': 'application/json; charset=utf-8' })
        res.end(JSON.stringify(payload))
      }
      let body: unknown
      try {
        let raw = Buffer.concat(chunks)
        if (headers['content-encoding'] === 'gzip') raw = gunzipSync(raw)
        body = raw.length ? JSON.parse(raw.toString('utf8')) : undefined
      } catch {
        requests.push({ method, path: url.pathname, query: Object.fromEntries(url.searchParams), headers, body: undefined })
        send(400, { message: 'body is not valid JSON', status: 400 })
        return
      }
      requests.push({ method, path: url.pathname, query: Object.fromEntries(url.searchParams), headers, body })
      if (down) {
        send(503, { message: 'Service Unavailable', status: 503 })
        return
      }
      const keyMatch = /^\/1\/keys\/([^/]+)$/.exec(url.pathname)
      if (method === 'GET' && keyMatch && headers['x-algolia-application-id'] === appId) {
        const asked = decodeURIComponent(keyMatch[1]!)
        const caller = headers['x-algolia-api-key'] ?? ''
        const known = options.keys?.[asked]
        if (caller !== apiKey && !(caller === asked && known)) {
          send(403, { message: 'Invalid Application-ID or API key', status: 403 })
          return
        }
        if (!known) {
          send(404, { message: 'Key does not exist', status: 404 })
          return
        }
        send(200, { value: asked, acl: known.acl, indexes: known.indexes ?? [], description: '<redacted>', validity: 0, createdAt: 1_700_000_000 })
        return
      }
      if (headers['x-algolia-application-id'] !== appId || headers['x-algolia-api-key'] !== apiKey) {
        send(403, { message: 'Invalid Application-ID or API key', status: 403 })
        return
      }
      try {
        const segments = url.pathname.split('/').filter(Boolean).map(decodeURIComponent)
        send(200, route(method, segments, body, url.searchParams))
      } catch (error) {
        if (!(error instanceof HttpError)) {
          // A bug of the stand-in itself. Not 500: the client would retry and report only
          // "unreachable hosts"; a 4xx carries this message into the failing test.
          send(400, { message: `stand-in failed: ${error instanceof Error ? error.stack : String(error)}`, status: 400 })
          return
        }
        const message = error.status === 404 && error.message === 'not found' ? `stand-in: no route for ${method} ${url.pathname}` : error.message
        send(error.status, { message, status: error.status })
      }
    })
  })
  await new Promise<void>((resolve) => server.listen(0, '127.0.0.1', resolve))
  const { port } = server.address() as AddressInfo

  return {
    url: `http://127.0.0.1:${port}`,
    host: { url: '127.0.0.1', port, protocol: 'http', accept: 'readWrite' },
    appId,
    apiKey,
    requests,
    objects: (name) => [...(indexes.get(name)?.objects.values() ?? [])].map((o) => structuredClone(o)),
    settings: (name) => structuredClone(indexes.get(name)?.settings ?? {}),
    synonyms: (name) => [...(indexes.get(name)?.synonyms.values() ?? [])].map((o) => structuredClone(o)),
    setDown: (value) => {
      down = value
    },
    stop: () =>
      new Promise<void>((resolve, reject) => {
        server.closeAllConnections()
        server.close((error) => (error ? reject(error) : resolve()))
      }),
  }
}
