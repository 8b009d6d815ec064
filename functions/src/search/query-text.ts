/**
 * What a visitor typed, as words the index understands. Everything else (quotes, `*`, `-`,
 * `NEAR`, parentheses, column filters) is dropped or quoted, so no input is ever FTS syntax.
 *
 * Abbreviations are searched as what they are (docs/decisions/0028-search-abbreviations.md):
 * a word of one or two characters ("PT", "UU", "a") matches that word only, never every word
 * starting with its letters; words joined by `&`, `/`, `.` or `-` ("M&A", "S.H.", "dan/atau",
 * "undang-undang") match as a phrase, word after word; and a run of words spelled as one of the
 * legal abbreviations or phrases of `legal-synonyms.ts` also matches the other spellings of its
 * group ("M&A" finds "merger dan akuisisi", and the other way round).
 */
import type { Lang } from '../../../shared/i18n/langs'
import { citationText, findMentions } from '../../../shared/regulations/mentions'
import { foldWord, groupSpellings, LEGAL_SYNONYMS_BY_LANG, spellingWords, SPELLINGS_BY_LANG } from './legal-synonyms'

export const MAX_QUERY_WORDS = 12
export const MAX_WORD_LENGTH = 40
export const MAX_QUERY_LENGTH = 200
/** Shorter words match whole words only: as prefixes, one or two letters start most words. */
export const MIN_PREFIX_LENGTH = 3

const WORD = /[\p{L}\p{N}]+/gu
/**
 * What joins two words into one abbreviation or phrase: `.` or `-` between them with no space
 * ("S.H.", "undang-undang"), `&` or `/` also with spaces around ("M & A", "dan / atau"); a `.`
 * or `-` with spaces ends a sentence or a range instead.
 */
const JOINER = /^(?:[.-]|\s*[&/]\s*)$/

interface ScannedWord {
  word: string
  /** Joined to the word before it (see JOINER). */
  joined: boolean
}

function scan(input: unknown): ScannedWord[] {
  if (typeof input !== 'string') return []
  const text = input.slice(0, MAX_QUERY_LENGTH * 4).normalize('NFKC').toLowerCase()
  const words: ScannedWord[] = []
  let previousEnd = -1
  for (const match of text.matchAll(WORD)) {
    if (words.length === MAX_QUERY_WORDS) break
    const joined = previousEnd >= 0 && JOINER.test(text.slice(previousEnd, match.index))
    words.push({ word: match[0].slice(0, MAX_WORD_LENGTH), joined })
    previousEnd = match.index + match[0].length
  }
  return words
}

/** The words of a query (at most 12 of at most 40 characters), lowercase, punctuation dropped. */
export function queryWords(input: unknown): string[] {
  return scan(input).map((w) => w.word)
}

/** Words to find next to one another, in this order; the last one may be a prefix. */
export interface Phrase {
  words: string[]
  prefix: boolean
}

/**
 * One part of a query: a match has all the phrases as typed, or instead one of the synonyms
 * (an exact phrase each). Every clause of a query is required.
 */
export interface QueryClause {
  typed: Phrase[]
  synonyms: Phrase[]
  /** The synonym list's own spelling of the typed words, when they spell one ("m & a" → "M&A"). */
  spelling?: string
}

const length = (word: string) => Array.from(word).length

/** A word typed alone is a prefix from three characters; a phrase is matched word for word. */
function phraseOf(words: string[]): Phrase {
  return { words, prefix: words.length === 1 && length(words[0]!) >= MIN_PREFIX_LENGTH }
}

function termsOf(scanned: ScannedWord[]): Phrase[] {
  const terms: string[][] = []
  for (const { word, joined } of scanned) {
    if (joined && terms.length) terms[terms.length - 1]!.push(word)
    else terms.push([word])
  }
  return terms.map(phraseOf)
}

const sameWords = (a: readonly string[], b: readonly string[]) => a.length === b.length && a.every((word, i) => word === b[i])

/**
 * The synonym group spelled by terms[start…end), longest spelling first, or null. A spelling
 * covers whole terms only. As in Algolia (synonyms trigger as you type), the query's last word,
 * when it is a prefix, may end a spelling's last word: "penundaan kewajiban pembayaran ut" and
 * "pkp" already find PKPU.
 */
function synonymAt(terms: Phrase[], start: number, lang: Lang): { end: number; group: number } | null {
  const byFirstWord = SPELLINGS_BY_LANG[lang]
  const last = terms.length - 1
  // Only a single-word term is a prefix, so its word is the term's first.
  const typedPrefix = (term: number) => term === last && terms[term]!.prefix
  const first = foldWord(terms[start]!.words[0]!)
  const candidates = [...(byFirstWord.get(first) ?? [])]
  if (typedPrefix(start)) {
    // A single-word spelling the last word starts: a word of three characters or more.
    for (const [key, spellings] of byFirstWord) {
      if (key !== first && key.startsWith(first)) candidates.push(...spellings.filter((s) => s.words.length === 1))
    }
  }
  for (const spelling of candidates) {
    let at = 0
    let term = start
    let matched = true
    while (matched && term <= last && at < spelling.words.length) {
      const words = terms[term]!.words
      for (let w = 0; w < words.length; w++) {
        const wanted = spelling.words[at]
        const typed = foldWord(words[w]!)
        const lastOfSpelling = at === spelling.words.length - 1
        if (wanted === undefined || !(typed === wanted || (lastOfSpelling && typedPrefix(term) && wanted.startsWith(typed)))) {
          matched = false
          break
        }
        at++
      }
      term++
    }
    if (matched && at === spelling.words.length) return { end: term, group: spelling.group }
  }
  return null
}

/** Regulations one query may name: more is not a search anyone types. */
const MAX_QUERY_CITATIONS = 3

/**
 * The regulations a query cites, however written (`UU 27/2022`, `uu no 27 tahun 2022`,
 * `Law No. 27 of 2022`), each as one phrase of its citation as the site writes it
 * (`UU No. 27 Tahun 2022`), which the records of the regulation and of every post linking it
 * carry (records.ts, regulation-search.ts; docs/decisions/0056-regulations.md); and the rest of
 * the query, the citations taken out.
 */
function citationsIn(input: unknown): { citations: QueryClause[]; rest: unknown } {
  if (typeof input !== 'string') return { citations: [], rest: input }
  const text = input.slice(0, MAX_QUERY_LENGTH * 4)
  const mentions = findMentions(text).slice(0, MAX_QUERY_CITATIONS)
  if (mentions.length === 0) return { citations: [], rest: input }
  let rest = ''
  let at = 0
  for (const mention of [...mentions].sort((a, b) => a.start - b.start)) {
    rest += `${text.slice(at, mention.start)} `
    at = mention.end
  }
  rest += text.slice(at)
  return { citations: mentions.map((mention) => ({ typed: [{ words: spellingWords(citationText(mention)), prefix: false }], synonyms: [] })), rest }
}

/**
 * A query as clauses: its words, phrases and abbreviations, each with the synonyms of the
 * language's list (an English index expands with the English list). Empty when nothing is left.
 */
export function parseQuery(input: unknown, lang: Lang = 'id'): QueryClause[] {
  const { citations, rest } = citationsIn(input)
  const terms = termsOf(scan(rest))
  const clauses: QueryClause[] = citations
  for (let i = 0; i < terms.length; ) {
    const synonym = synonymAt(terms, i, lang)
    if (!synonym) {
      clauses.push({ typed: [terms[i]!], synonyms: [] })
      i++
      continue
    }
    const typed = terms.slice(i, synonym.end)
    const typedWords = typed.flatMap((t) => t.words.map(foldWord))
    const spellings = groupSpellings(synonym.group, lang)
    const spelled = spellings.findIndex((words) => sameWords(words, typedWords))
    const synonyms = spellings.filter((_, k) => k !== spelled).map((words) => ({ words, prefix: false }))
    clauses.push({ typed, synonyms, ...(spelled >= 0 ? { spelling: LEGAL_SYNONYMS_BY_LANG[lang][synonym.group]![spelled]! } : {}) })
    i = synonym.end
  }
  return clauses
}

function ftsPhrase(phrase: Phrase): string {
  return `"${phrase.words.join(' ').replace(/"/g, '""')}"${phrase.prefix ? '*' : ''}`
}

function ftsClause(clause: QueryClause): string {
  const typed = clause.typed.map(ftsPhrase).join(' AND ')
  if (clause.synonyms.length === 0) return typed
  return `(${[clause.typed.length > 1 ? `(${typed})` : typed, ...clause.synonyms.map(ftsPhrase)].join(' OR ')})`
}

/**
 * An FTS5 MATCH expression: every clause required (explicit AND: FTS5 takes no implicit AND
 * before a parenthesised group), a word of three characters or more as a prefix, shorter words
 * and joined words as exact phrases, synonyms ORed in. Null when nothing is left.
 */
export function toFtsQuery(input: unknown): string | null {
  return ftsQueryOf(parseQuery(input))
}

/** toFtsQuery for clauses already parsed. */
export function ftsQueryOf(clauses: QueryClause[]): string | null {
  if (clauses.length === 0) return null
  return [...new Set(clauses.map(ftsClause))].join(' AND ')
}

/**
 * Escapes text for HTML, then turns the index's match markers into <mark>. Marked words joined
 * by a `&`, `/`, `.` or `-` become one mark ("<mark>M&amp;A</mark>"), whichever index marked them.
 */
export function markMatches(text: string, open = '\u0001', close = '\u0002'): string {
  const joined = text.replace(new RegExp(`${close}([&/.-])${open}`, 'gu'), '$1')
  const escaped = joined.replace(/&/g, '&amp;').replace(/</g, '&lt;').replace(/>/g, '&gt;').replace(/"/g, '&quot;')
  return escaped.split(open).join('<mark>').split(close).join('</mark>')
}

interface TextWord {
  start: number
  end: number
  folded: string
}

/** Folded phrases of a query (typed and synonyms), each at most once. */
function phrasesOf(clauses: QueryClause[]): Phrase[] {
  const seen = new Map<string, Phrase>()
  for (const clause of clauses) {
    for (const phrase of [...clause.typed, ...clause.synonyms]) {
      const folded = { words: phrase.words.map(foldWord), prefix: phrase.prefix }
      seen.set(`${folded.prefix}:${folded.words.join(' ')}`, folded)
    }
  }
  return [...seen.values()]
}

/**
 * The words of `text` a query matched, as [start, end) ranges in text order: every word of an
 * occurrence of any of its phrases, a prefix matching a word that starts with it, any other word
 * matching only itself. A word of one or two letters or a phrase's word is never a prefix.
 */
export function matchedWordRanges(text: string, clauses: QueryClause[]): [number, number][] {
  const phrases = phrasesOf(clauses)
  if (phrases.length === 0) return []
  const words: TextWord[] = [...text.matchAll(WORD)].map((m) => ({ start: m.index, end: m.index + m[0].length, folded: foldWord(m[0]) }))
  const marked = new Uint8Array(words.length)
  for (const phrase of phrases) {
    const n = phrase.words.length
    for (let i = 0; i + n <= words.length; i++) {
      let all = true
      for (let k = 0; k < n && all; k++) {
        const word = words[i + k]!.folded
        const wanted = phrase.words[k]!
        all = word === wanted || (phrase.prefix && k === n - 1 && word.startsWith(wanted))
      }
      if (all) marked.fill(1, i, i + n)
    }
  }
  const ranges: [number, number][] = []
  words.forEach((word, i) => {
    if (marked[i]) ranges.push([word.start, word.end])
  })
  return ranges
}

/** `text` with the ranges (inside it, after `offset`) wrapped in the match markers. */
function wrapRanges(text: string, ranges: [number, number][], offset = 0, open = '\u0001', close = '\u0002'): string {
  let out = ''
  let at = 0
  for (const [start, end] of ranges) {
    const from = start - offset
    const to = end - offset
    if (to <= 0 || from >= text.length) continue
    out += `${text.slice(at, Math.max(from, 0))}${open}${text.slice(Math.max(from, 0), Math.min(to, text.length))}${close}`
    at = Math.min(to, text.length)
  }
  return out + text.slice(at)
}

/** Wraps every word the query matched (see matchedWordRanges) in the match markers. */
export function highlightMatches(text: string, clauses: QueryClause[], open = '\u0001', close = '\u0002'): string {
  return wrapRanges(text, matchedWordRanges(text, clauses), 0, open, close)
}

/**
 * A passage of about `size` words around the first match, with every match marked; null when
 * nothing in the text matches (the caller shows the summary instead).
 */
export function snippetOf(text: string, clauses: QueryClause[], size = 24): string | null {
  const ranges = matchedWordRanges(text, clauses)
  if (ranges.length === 0) return null
  const words = [...text.matchAll(/\S+/g)]
  const first = words.findIndex((w) => w.index + w[0].length > ranges[0]![0])
  const start = Math.max(0, first - Math.floor(size / 4))
  const passage = words
    .slice(start, start + size)
    .map((w) => wrapRanges(w[0], ranges, w.index))
    .join(' ')
  return `${start > 0 ? '…' : ''}${passage}${start + size < words.length ? '…' : ''}`
}
