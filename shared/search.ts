/**
 * What the server's search and the browser's search page agree on: the record types a result
 * carries, the groups the page shows, and the longest query either takes.
 */

/** The longest query the search box takes; the server cuts any query to it too (search-request.ts). */
export const MAX_SEARCH_QUERY_LENGTH = 400

export type SearchType = 'attorney' | 'practiceArea' | 'blog' | 'publication' | 'profile' | 'page'

/** One searchable record. Long texts may be split into several records sharing `parentId`. */
export interface SearchRecord {
  /** Unique in its index: `{parentId}` or `{parentId}#{part}` for split records. */
  objectID: string
  /** `{collection}/{id}` of the document the record comes from. */
  parentId: string
  type: SearchType
  title: string
  /** Plain text (no HTML). */
  text: string
  url: string
  /** Short text shown under the title when nothing in the text matched. */
  summary: string
  categoryId?: string
  categoryName?: string
  tags: string[]
  /** ISO instant (posts); attorneys and practice areas have none. */
  publishedAt?: string
  /** For staff lists: the id of the document, and its collection. */
  docId: string
  collection: 'blogs' | 'publications' | 'profiles' | 'practiceAreas' | 'blockPages' | 'regulations' | 'events'
}

export interface SearchHit {
  record: SearchRecord
  /** Title with the matched words in <mark>, HTML-escaped otherwise. */
  titleHtml: string
  /** A passage of the text around the matches, HTML-escaped with <mark>. */
  snippetHtml: string
}

/** The public search page's groups, in the order it shows them. */
export const SEARCH_GROUPS: { type: SearchType; label: string; noun: string }[] = [
  { type: 'attorney', label: 'Advokat', noun: 'advokat' },
  { type: 'practiceArea', label: 'Bidang Praktik', noun: 'bidang praktik' },
  { type: 'blog', label: 'Blog', noun: 'blog' },
  { type: 'publication', label: 'Publikasi', noun: 'publikasi' },
  // The pages staff build from blocks (shared/collections/block-pages.ts).
  { type: 'page', label: 'Halaman', noun: 'halaman' },
]
