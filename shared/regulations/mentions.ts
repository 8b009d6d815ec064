/**
 * Mentions of regulations in text, written the ways Indonesian legal writing writes them:
 * `UU No. 27 Tahun 2022`, `Undang-Undang Nomor 27 Tahun 2022`, `UU 27/2022`,
 * `POJK 22/POJK.01/2023`, `Putusan MK Nomor 168/PUU-XXI/2023`, and in English
 * `Law No. 27 of 2022` (docs/decisions/0056-regulations.md). Pure, so the dashboard form, the save
 * and the search query all read a text the same way.
 *
 * Linear in the text whatever it holds: one pass over its words, and at a word that can start a
 * regulation's name a bounded look ahead (a phrase of at most 7 words, a number and a year) read
 * token by token, with no regular expression that can backtrack over more than a few characters.
 * A body at the dashboard's form limit (2 MB) of the worst text is timed in mentions.test.ts.
 */

/** The kinds of regulation, as the collection stores them. */
export const REGULATION_TYPES = ['UU', 'Perppu', 'PP', 'Perpres', 'Permen', 'POJK', 'PBI', 'Perda', 'Perma', 'PutusanMK'] as const
export type RegulationType = (typeof REGULATION_TYPES)[number]

/** How a type is written in a citation, and in the lists visitors read. */
export const REGULATION_TYPE_LABELS: Record<RegulationType, string> = {
  UU: 'UU',
  Perppu: 'Perppu',
  PP: 'PP',
  Perpres: 'Perpres',
  Permen: 'Permen',
  POJK: 'POJK',
  PBI: 'PBI',
  Perda: 'Perda',
  Perma: 'Perma',
  PutusanMK: 'Putusan MK',
}

/** The names a type is written with, Indonesian and English, each as the words the scanner reads. */
const TYPE_NAMES: Record<RegulationType, readonly string[]> = {
  UU: ['uu', 'undang-undang', 'undang undang', 'law'],
  Perppu: ['perppu', 'perpu', 'peraturan pemerintah pengganti undang-undang', 'government regulation in lieu of law'],
  PP: ['pp', 'peraturan pemerintah', 'government regulation', 'gr'],
  Perpres: ['perpres', 'peraturan presiden', 'presidential regulation'],
  Permen: ['permen', 'peraturan menteri', 'ministerial regulation', 'minister regulation'],
  POJK: ['pojk', 'peraturan ojk', 'peraturan otoritas jasa keuangan', 'ojk regulation', 'financial services authority regulation'],
  PBI: ['pbi', 'peraturan bank indonesia', 'bank indonesia regulation'],
  Perda: ['perda', 'peraturan daerah', 'regional regulation'],
  Perma: ['perma', 'peraturan mahkamah agung', 'supreme court regulation'],
  PutusanMK: ['putusan mk', 'putusan mahkamah konstitusi', 'constitutional court decision', 'mk decision'],
}

/** Words between the name and the number that change nothing ("Undang-Undang Republik Indonesia Nomor …"). */
const COUNTRY = [['republik', 'indonesia'], ['ri']] as const
const NUMBER_WORDS = new Set(['no', 'nomor', 'number', 'nr', 'num'])
const YEAR_WORDS = new Set(['tahun', 'th', 'thn', 'of', 'year'])
/** Years a citation can carry: the Staatsblad codes still cited are of the 1800s. */
const FIRST_YEAR = 1800
const LAST_YEAR = 2199
/** Whitespace allowed between two words of a citation (a line break and an indent). */
const MAX_GAP = 4
/** Longest token read: no word of a name is longer, and a long run is not read twice. */
const MAX_TOKEN = 40
/** Segments of an official number such as 23/6/PBI/2021 or 22/POJK.01/2023. */
const MAX_SEGMENTS = 5

/** A regulation as a citation names it. */
export interface Citation {
  type: RegulationType
  /** The number before the year: `27`, or `23/6` (a PBI's). */
  number: string
  year: number
}

/** A citation found in a text, where it was written. */
export interface Mention extends Citation {
  /** `UU:27:2022`: equal for every way of writing one regulation. */
  key: string
  start: number
  end: number
}

interface Token {
  kind: 'word' | 'num' | 'mark'
  /** Lowercase for words. */
  text: string
  start: number
  end: number
  /** Whitespace characters before it. */
  gap: number
}

const isSpace = (code: number) => code === 32 || code === 9 || code === 10 || code === 13 || code === 12 || code === 0xa0
const isDigit = (code: number) => code >= 48 && code <= 57
const LETTER = /\p{L}/u
/** A letter at `i`: ASCII compared by code (most of any text), the rest by its Unicode class. */
function isLetterAt(text: string, i: number): boolean {
  if (i >= text.length) return false
  const code = text.charCodeAt(i) | 32
  if (code >= 97 && code <= 122) return true
  return text.charCodeAt(i) >= 128 && LETTER.test(text[i]!)
}

/** The token at `pos` after at most MAX_GAP spaces, or null (end of text, or a wider gap). */
function tokenAt(text: string, pos: number): Token | null {
  let i = pos
  while (i < text.length && isSpace(text.charCodeAt(i))) {
    if (i - pos >= MAX_GAP) return null
    i++
  }
  if (i >= text.length) return null
  const start = i
  const code = text.charCodeAt(i)
  if (isDigit(code)) {
    while (i < text.length && i - start < MAX_TOKEN && isDigit(text.charCodeAt(i))) i++
    return { kind: 'num', text: text.slice(start, i), start, end: i, gap: start - pos }
  }
  if (isLetterAt(text, i)) {
    while (i - start < MAX_TOKEN && isLetterAt(text, i)) i++
    return { kind: 'word', text: text.slice(start, i).toLowerCase(), start, end: i, gap: start - pos }
  }
  return { kind: 'mark', text: text[i]!, start, end: i + 1, gap: start - pos }
}

/** A name's words as tokens compare: letters, and a hyphen as its own mark. */
function nameTokens(name: string): string[] {
  return name.split(' ').flatMap((word) => word.split(/(-)/).filter(Boolean))
}

interface Name {
  type: RegulationType
  tokens: string[]
}

/** Every name by its first word, longest first, so "peraturan pemerintah pengganti …" wins over "peraturan pemerintah". */
const NAMES_BY_FIRST_WORD: ReadonlyMap<string, Name[]> = (() => {
  const map = new Map<string, Name[]>()
  for (const type of REGULATION_TYPES) {
    for (const name of TYPE_NAMES[type]) {
      const tokens = nameTokens(name)
      const list = map.get(tokens[0]!) ?? []
      list.push({ type, tokens })
      map.set(tokens[0]!, list)
    }
  }
  for (const list of map.values()) list.sort((a, b) => b.tokens.length - a.tokens.length)
  return map
})()

/** Words that start a ministry's own name for its regulations (Permenaker, Permenkominfo): read as Permen. */
const PERMEN_PREFIX = 'permen'

/** The name starting at `pos` (a word's start): its type and where it ends. */
function nameAt(text: string, first: Token): { type: RegulationType; end: number } | null {
  for (const name of NAMES_BY_FIRST_WORD.get(first.text) ?? []) {
    let end = first.end
    let ok = true
    for (let k = 1; k < name.tokens.length && ok; k++) {
      const token = tokenAt(text, end)
      const wanted = name.tokens[k]!
      // A hyphen joins its words with no space; words are apart by a space at least.
      ok = token !== null && token.text === wanted && (wanted === '-' || name.tokens[k - 1] === '-' ? token.gap === 0 : token.gap > 0)
      if (ok) end = token!.end
    }
    if (ok) return { type: name.type, end }
  }
  if (first.text.startsWith(PERMEN_PREFIX) && first.text.length > PERMEN_PREFIX.length && first.text.length < 20) return { type: 'Permen', end: first.end }
  return null
}

/** Past "Republik Indonesia" or "RI" at `pos`, where written. */
function skipCountry(text: string, pos: number): number {
  for (const words of COUNTRY) {
    let end = pos
    let ok = true
    for (const word of words) {
      const token = tokenAt(text, end)
      ok = token !== null && token.gap > 0 && token.text === word
      if (!ok) break
      end = token!.end
    }
    if (ok) return end
  }
  return pos
}

/** Past the ministry's short name after "Permen" (`Permen ESDM Nomor 2 Tahun 2024`): one word. */
function afterIssuer(text: string, pos: number): number {
  const token = tokenAt(text, pos)
  return token?.kind === 'word' && token.gap > 0 && token.text.length <= 12 ? token.end : pos
}

const yearOf = (token: Token | null): number | null => {
  if (token?.kind !== 'num' || token.text.length !== 4) return null
  const year = Number(token.text)
  return year >= FIRST_YEAR && year <= LAST_YEAR ? year : null
}

/** Not followed by a letter or digit: "2022" ends a citation, "20221" or "2022a" does not. */
const endsWord = (text: string, end: number) => end >= text.length || !(isDigit(text.charCodeAt(end)) || isLetterAt(text, end))

/**
 * The number and year after a name, at `pos`: `No. 27 Tahun 2022`, `Nomor 27 Tahun 2022`,
 * `27/2022`, `No. 22/POJK.01/2023`, `Number 27 of 2022`.
 */
function numberAt(text: string, pos: number): { number: string; year: number; end: number } | null {
  let token = tokenAt(text, pos)
  if (token === null || token.gap === 0) return null
  if (token.kind === 'word' && NUMBER_WORDS.has(token.text)) {
    let next = tokenAt(text, token.end)
    if (next?.text === '.' && next.gap === 0) next = tokenAt(text, next.end)
    else if (next?.text === ':' && next.gap === 0) next = tokenAt(text, next.end)
    else if (next !== null && next.gap === 0) return null
    token = next
  }
  if (token?.kind !== 'num' || token.text.length > 4) return null
  const first = token
  const after = tokenAt(text, first.end)
  if (after?.text === '/' && after.gap === 0) return officialNumber(text, first)
  if (after === null || after.gap === 0 || after.kind !== 'word' || !YEAR_WORDS.has(after.text)) return null
  let yearToken = tokenAt(text, after.end)
  if (yearToken?.text === '.' && yearToken.gap === 0) yearToken = tokenAt(text, yearToken.end)
  const year = yearOf(yearToken)
  if (year === null || yearToken!.gap === 0 || !endsWord(text, yearToken!.end)) return null
  return { number: String(Number(first.text)), year, end: yearToken!.end }
}

/**
 * `27/2022`, `22/POJK.01/2023`, `23/6/PBI/2021`, `168/PUU-XXI/2023`: segments joined by `/`
 * with no space, the last a year. The number is the leading segments of digits (`23/6`), so
 * `POJK 22/POJK.01/2023` and `POJK No. 22 Tahun 2023` are one regulation.
 */
function officialNumber(text: string, first: Token): { number: string; year: number; end: number } | null {
  const digits = [String(Number(first.text))]
  let lettersSeen = false
  let end = first.end
  for (let segment = 1; segment <= MAX_SEGMENTS; segment++) {
    const slash = tokenAt(text, end)
    if (slash?.text !== '/' || slash.gap !== 0) return null
    // One segment: tokens with no space between them, up to the next `/` or the end of the run.
    let token = tokenAt(text, slash.end)
    if (token === null || token.gap !== 0) return null
    const year = yearOf(token)
    const segmentStart = token
    let parts = 0
    let segmentEnd = slash.end
    while (token !== null && token.gap === 0 && token.text !== '/' && parts < 8) {
      if (token.kind === 'mark' && token.text !== '.' && token.text !== '-') break
      segmentEnd = token.end
      parts++
      token = tokenAt(text, segmentEnd)
    }
    const trailingDot = parts > 1 && text[segmentEnd - 1] === '.'
    if (year !== null && (parts === 1 || (parts === 2 && trailingDot)) && endsWord(text, segmentStart.end)) {
      return { number: digits.join('/'), year, end: segmentStart.end }
    }
    if (parts === 0) return null
    if (segmentStart.kind === 'num' && parts === 1 && !lettersSeen) digits.push(String(Number(segmentStart.text)))
    else lettersSeen = true
    end = segmentEnd
  }
  return null
}

/** The key of a citation: the same for every spelling of one regulation. */
export function citationKey(citation: Citation): string {
  return `${citation.type}:${citation.number}:${citation.year}`
}

/** The citation as the site writes it, in Indonesian: `UU No. 27 Tahun 2022`. */
export function citationText(citation: Citation): string {
  return `${REGULATION_TYPE_LABELS[citation.type]} No. ${citation.number} Tahun ${citation.year}`
}

const WORD = /[\p{L}\p{N}]+/gu

/**
 * Every citation written in `text`, in order, each regulation once (its first mention). One pass
 * over the words; a word that can start a name is read on from there.
 */
export function findMentions(text: string): Mention[] {
  const found = new Map<string, Mention>()
  let resumeAt = 0
  for (const match of text.matchAll(WORD)) {
    if (match.index < resumeAt || match[0].length > MAX_TOKEN) continue
    const first = tokenAt(text, match.index)
    if (first?.kind !== 'word' || first.end !== match.index + match[0].length) continue
    const name = nameAt(text, first)
    if (!name) continue
    const number = numberAt(text, skipCountry(text, name.end)) ?? (name.type === 'Permen' ? numberAt(text, afterIssuer(text, name.end)) : null)
    if (!number) continue
    const citation: Citation = { type: name.type, number: number.number, year: number.year }
    const key = citationKey(citation)
    if (!found.has(key)) found.set(key, { ...citation, key, start: match.index, end: number.end })
    resumeAt = number.end
  }
  return [...found.values()]
}

/** The keys of the regulations `text` cites. */
export function mentionedKeys(text: string): Set<string> {
  return new Set(findMentions(text).map((mention) => mention.key))
}
