/**
 * Between our search records and Algolia's objects and hits: the numeric date used for custom
 * ranking, the filter expressions, and highlight values turned into escaped HTML.
 */
import type { Hit } from 'algoliasearch'
import { markMatches, type QueryClause } from '../../search/query-text'
import type { SearchHit, SearchQuery, SearchRecord } from '../ports'
import { HIGHLIGHT_POST_TAG, HIGHLIGHT_PRE_TAG } from './algolia-settings'

/** What is stored in Algolia: the record plus a number Algolia can rank by. */
export type AlgoliaObject = SearchRecord & {
  /** Seconds since the epoch of `publishedAt`; 0 for attorneys (ranked after dated posts). */
  publishedAtTimestamp: number
  /**
   * How many records the document has (records.ts splits long texts): the next write of the
   * document deletes the parts it no longer has by object id, without a deleteBy.
   */
  parts: number
}

/** The object id of part `part` of a document, as records.ts numbers them. */
export function partObjectID(parentId: string, part: number): string {
  return part === 0 ? parentId : `${parentId}#${part}`
}

/** Every field of a SearchRecord, the only attributes a search retrieves. */
export const RECORD_FIELDS = [
  'objectID',
  'parentId',
  'type',
  'title',
  'text',
  'url',
  'summary',
  'categoryId',
  'categoryName',
  'tags',
  'publishedAt',
  'docId',
  'collection',
] as const satisfies readonly (keyof SearchRecord)[]

const MARKERS = new RegExp(`[${HIGHLIGHT_PRE_TAG}${HIGHLIGHT_POST_TAG}]`, 'g')

function withoutMarkers(value: string): string {
  return value.replace(MARKERS, '')
}

/**
 * Algolia's record size limit (10 KB on the smallest plans), measured on the JSON. Records are
 * split at 6,000 bytes of text (records.ts), but JSON escaping can still grow a text full of
 * quotes or backslashes past the limit.
 */
export const MAX_RECORD_BYTES = 10_000

const jsonBytes = (value: unknown) => Buffer.byteLength(JSON.stringify(value))

/** `parts`: how many records the document has (1 when it is not split). */
export function toAlgoliaObject(record: SearchRecord, parts = 1): AlgoliaObject {
  const time = record.publishedAt ? Date.parse(record.publishedAt) : Number.NaN
  const object: AlgoliaObject = {
    ...record,
    // The markers must only ever come from Algolia's highlighting.
    title: withoutMarkers(record.title),
    text: withoutMarkers(record.text),
    summary: withoutMarkers(record.summary),
    publishedAtTimestamp: Number.isFinite(time) ? Math.floor(time / 1000) : 0,
    parts,
  }
  // Too big as JSON: the end of the text goes, character by character as escaped.
  let excess = jsonBytes(object) - MAX_RECORD_BYTES
  if (excess > 0) {
    const chars = Array.from(object.text)
    while (excess > 0 && chars.length) excess -= jsonBytes(chars.pop()) - 2
    object.text = chars.join('').trimEnd()
  }
  return object
}

/** `attr:"value"`, quoted so any value (spaces, keywords, quotes) is a literal. */
export function facetFilter(attribute: string, value: string): string {
  return `${attribute}:"${value.replace(/\\/g, '\\\\').replace(/"/g, '\\"')}"`
}

/** `parentId:"a" OR parentId:"b"` (facet filters on one attribute may be ORed). */
export function parentsFilter(parentIds: readonly string[]): string {
  return parentIds.map((id) => facetFilter('parentId', id)).join(' OR ')
}

/** The type and category filters of a query, or undefined when there are none. */
export function queryFilters(query: Pick<SearchQuery, 'types' | 'categoryId'>): string | undefined {
  const parts: string[] = []
  const types = [...new Set(query.types ?? [])]
  if (types.length) parts.push(`(${types.map((t) => facetFilter('type', t)).join(' OR ')})`)
  if (query.categoryId) parts.push(facetFilter('categoryId', query.categoryId))
  return parts.length ? parts.join(' AND ') : undefined
}

/** What an Algolia search is asked for a query: its text and, when needed, its prefix rule. */
export interface AlgoliaQueryText {
  query: string
  /** `prefixNone` when the last word is not to be read as a prefix (an abbreviation, a phrase). */
  queryType?: 'prefixNone'
}

/**
 * The clauses of query-text.ts as an Algolia query, so both indexes search the same things
 * (docs/decisions/0028-search-abbreviations.md):
 * - a phrase (words joined by `&`, `/`, `.`, `-`) in double quotes, matched word after word with
 *   `advancedSyntax`'s exactPhrase (ALGOLIA_INDEX_SETTINGS);
 * - a run of words spelled as in the synonym list, unquoted and written as the list writes it
 *   ("m & a" → "M&A"), so it is the very spelling of ALGOLIA_SYNONYMS: Algolia's synonyms add
 *   the other spellings (its documentation does not say they apply inside quotes);
 * - the last word, which Algolia reads as a prefix (`prefixLast`), read as a whole word
 *   (`prefixNone`) when it has one or two characters or closes a phrase, as toFtsQuery does.
 * The words are those toFtsQuery searches for, never anything typed as syntax.
 */
export function toAlgoliaQuery(clauses: QueryClause[]): AlgoliaQueryText {
  const parts = clauses.map((clause) =>
    clause.synonyms.length > 0
      ? (clause.spelling ?? clause.typed.flatMap((phrase) => phrase.words).join(' '))
      : clause.typed.map((phrase) => (phrase.words.length > 1 ? `"${phrase.words.join(' ')}"` : phrase.words[0]!)).join(' '),
  )
  const lastPhrase = clauses.at(-1)?.typed.at(-1)
  return { query: parts.join(' '), ...(lastPhrase && !lastPhrase.prefix ? { queryType: 'prefixNone' as const } : {}) }
}

/** Algolia returns values as stored (not HTML-escaped) with our markers around matches. */
export function algoliaMarkup(value: string): string {
  return markMatches(value, HIGHLIGHT_PRE_TAG, HIGHLIGHT_POST_TAG)
}

function escapeText(value: string): string {
  return markMatches(withoutMarkers(value))
}

function resultValue(result: unknown): string | null {
  if (result && typeof result === 'object' && 'value' in result && typeof result.value === 'string') return result.value
  return null
}

function pickRecord(hit: Record<string, unknown>): SearchRecord {
  const record: Record<string, unknown> = {}
  for (const field of RECORD_FIELDS) if (hit[field] !== undefined) record[field] = hit[field]
  return record as unknown as SearchRecord
}

export function toSearchHit(hit: Hit<Record<string, unknown>>): SearchHit {
  const record = pickRecord(hit)
  const title = resultValue(hit._highlightResult?.title)
  const snippet = resultValue(hit._snippetResult?.text)
  return {
    record,
    titleHtml: title !== null ? algoliaMarkup(title) : escapeText(record.title ?? ''),
    snippetHtml: snippet?.includes(HIGHLIGHT_PRE_TAG) ? algoliaMarkup(snippet) : escapeText(record.summary ?? ''),
  }
}
