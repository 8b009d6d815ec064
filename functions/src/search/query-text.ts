/**
 * What a visitor typed, as words the index understands. Everything else (quotes, `*`, `-`,
 * `NEAR`, parentheses, column filters) is dropped or quoted, so no input is ever FTS syntax.
 */
export const MAX_QUERY_WORDS = 12
export const MAX_WORD_LENGTH = 40
export const MAX_QUERY_LENGTH = 200

export function queryWords(input: unknown): string[] {
  if (typeof input !== 'string') return []
  const words = input.slice(0, MAX_QUERY_LENGTH * 4).normalize('NFKC').toLowerCase().match(/[\p{L}\p{N}]+/gu) ?? []
  return words.slice(0, MAX_QUERY_WORDS).map((word) => word.slice(0, MAX_WORD_LENGTH))
}

/** An FTS5 MATCH expression: each word quoted, as a prefix, all required. Null when nothing is left. */
export function toFtsQuery(input: unknown): string | null {
  const words = queryWords(input)
  if (words.length === 0) return null
  return words.map((word) => `"${word.replace(/"/g, '""')}"*`).join(' ')
}

/** Escapes text for HTML, then turns the index's match markers into <mark>. */
export function markMatches(text: string, open = '\u0001', close = '\u0002'): string {
  const escaped = text.replace(/&/g, '&amp;').replace(/</g, '&lt;').replace(/>/g, '&gt;').replace(/"/g, '&quot;')
  return escaped.split(open).join('<mark>').split(close).join('</mark>')
}

/** Lowercase without diacritics, as the index's tokenizer folds text. */
export function fold(text: string): string {
  return text.normalize('NFKD').replace(/[\u0300-\u036f]/g, '').toLowerCase()
}

const WORD = /[\p{L}\p{N}]+/gu

/** Wraps every word that starts with one of the query words in the match markers. */
export function highlightWords(text: string, terms: string[], open = '\u0001', close = '\u0002'): string {
  const folded = terms.map(fold)
  if (folded.length === 0) return text
  return text.replace(WORD, (word) => (folded.some((t) => fold(word).startsWith(t)) ? `${open}${word}${close}` : word))
}

/**
 * A passage of about `size` words around the first match, with every match marked; null when
 * no word of the text matches (the caller shows the summary instead).
 */
export function snippetOf(text: string, terms: string[], size = 24): string | null {
  const folded = terms.map(fold)
  if (folded.length === 0) return null
  const words = text.split(/\s+/)
  const first = words.findIndex((w) => (w.match(WORD) ?? []).some((part) => folded.some((t) => fold(part).startsWith(t))))
  if (first === -1) return null
  const start = Math.max(0, first - Math.floor(size / 4))
  const passage = words.slice(start, start + size).join(' ')
  return `${start > 0 ? '…' : ''}${highlightWords(passage, terms)}${start + size < words.length ? '…' : ''}`
}
