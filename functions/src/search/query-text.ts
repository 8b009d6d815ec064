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
