/**
 * Algolia index settings, set by code, never by hand in the dashboard: what the code sends is
 * what the index does. Each instance compares them with the index's before its first use of
 * it and sets them when they differ (algolia-search-index.ts), so a new index, a deploy that
 * changed them or a hand edit never leaves search failing until someone runs a reindex.
 */
import { createHash } from 'node:crypto'
import type { IndexSettings, SynonymHit } from 'algoliasearch'
import type { Lang } from '../../../../shared/i18n/langs'
import { LEGAL_SYNONYMS_BY_LANG, synonymObjectID } from '../../search/legal-synonyms'
import { searchIndexLang, type SearchIndexName } from '../ports'

/**
 * Highlight markers. Not HTML (the values are escaped by us, see `algoliaMarkup`) and not
 * control characters: Algolia removes U+0000–U+001F from its responses, so `\u0001`/`\u0002`
 * would silently lose every highlight. Private-use characters never come from our content
 * (they are removed from highlighted fields before saving).
 */
export const HIGHLIGHT_PRE_TAG = '\uE000'
export const HIGHLIGHT_POST_TAG = '\uE001'

/** Words around the first match in `snippetHtml` (FTS5 uses 18 tokens; Algolia counts words). */
export const SNIPPET_WORDS = 24

/**
 * The legal abbreviations of `legal-synonyms.ts` as Algolia regular synonyms (mutually
 * equivalent spellings), the list the embedded index expands queries with, per language: the
 * English index holds the English list. Saved with `replaceExistingSynonyms`, so what the code
 * holds is what the index holds.
 */
export function algoliaSynonyms(lang: Lang): SynonymHit[] {
  return LEGAL_SYNONYMS_BY_LANG[lang].map((spellings, group) => ({
    objectID: synonymObjectID(group, lang),
    type: 'synonym',
    synonyms: [...spellings],
  }))
}

/** The Indonesian indexes' synonyms. */
export const ALGOLIA_SYNONYMS: SynonymHit[] = algoliaSynonyms('id')

/**
 * A fingerprint of a language's synonyms, kept in the settings' `userData`: a changed list
 * differs from the stored settings, so the synonyms are saved again with them, with no extra
 * read of the synonyms on every start.
 */
const fingerprint = (synonyms: SynonymHit[]) => createHash('sha256').update(JSON.stringify(synonyms)).digest('hex').slice(0, 16)
export const SYNONYMS_FINGERPRINT = fingerprint(ALGOLIA_SYNONYMS)

/** The Indonesian indexes' settings (`public`, `staff`). */
export const ALGOLIA_INDEX_SETTINGS = {
  // Order matters (attribute ranking): a match in the title ranks above one in the text.
  searchableAttributes: ['title', 'unordered(text)', 'unordered(summary)', 'categoryName', 'tags'],
  // `parentId` is filter-only: upsert and removeParents delete by it. Split records of one
  // document share type and category, so counting facets after distinct is exact.
  attributesForFaceting: ['type', 'categoryId', 'filterOnly(parentId)', 'searchable(tags)'],
  customRanking: ['desc(publishedAtTimestamp)'],
  // A long text is split into records sharing parentId: one hit per document.
  attributeForDistinct: 'parentId',
  distinct: true,
  attributesToHighlight: ['title'],
  attributesToSnippet: [`text:${SNIPPET_WORDS}`],
  snippetEllipsisText: '…',
  highlightPreTag: HIGHLIGHT_PRE_TAG,
  highlightPostTag: HIGHLIGHT_POST_TAG,
  queryLanguages: ['id'],
  indexLanguages: ['id'],
  // Legal Indonesian: "dan", "atau", "yang" can be part of a name or a statute title.
  removeStopWords: false,
  ignorePlurals: false,
  // Phrases in double quotes match word after word (the adapter quotes joined words: "S.H.");
  // `-word` is no exclusion: a visitor's hyphen is text (toAlgoliaQuery never sends one anyway).
  advancedSyntax: true,
  advancedSyntaxFeatures: ['exactPhrase'],
  userData: { synonyms: SYNONYMS_FINGERPRINT },
} satisfies IndexSettings

/**
 * The English index (`public-en`): the same ranking, with Algolia's English
 * processing, which its documentation lists for English (plurals dictionary and stop words):
 * plural and singular forms match each other ("contracts" finds "contract"), and stop words
 * ("the", "of") are dropped from a query, but never from a word read as a prefix (the
 * reference of `removeStopWords`). Sources: the API reference of `queryLanguages`,
 * `indexLanguages`, `removeStopWords`, `ignorePlurals`; the guide "Supported languages".
 */
export const ALGOLIA_ENGLISH_INDEX_SETTINGS = {
  ...ALGOLIA_INDEX_SETTINGS,
  queryLanguages: ['en'],
  indexLanguages: ['en'],
  removeStopWords: ['en'],
  ignorePlurals: ['en'],
  userData: { synonyms: fingerprint(algoliaSynonyms('en')) },
} satisfies IndexSettings

/** The settings of an index, by the language of its text. */
export function algoliaIndexSettings(index: SearchIndexName): IndexSettings {
  return searchIndexLang(index) === 'en' ? ALGOLIA_ENGLISH_INDEX_SETTINGS : ALGOLIA_INDEX_SETTINGS
}

export function algoliaIndexName(prefix: string, index: SearchIndexName): string {
  return `${prefix}_${index}`
}

export const SEARCH_INDEX_NAMES: readonly SearchIndexName[] = ['public', 'public-en', 'staff']

function sameSetting(stored: unknown, wanted: unknown): boolean {
  // Algolia may answer a boolean it was sent as its number (`distinct: 1`).
  if (typeof wanted === 'boolean' && typeof stored === 'number') return stored === Number(wanted)
  return JSON.stringify(stored) === JSON.stringify(wanted)
}

/** The names of an index's settings (Indonesian by default) its stored settings do not match (none: in effect). */
export function settingsToApply(stored: Record<string, unknown>, index: SearchIndexName = 'public'): string[] {
  return Object.entries(algoliaIndexSettings(index))
    .filter(([name, wanted]) => !sameSetting(stored[name], wanted))
    .map(([name]) => name)
}
