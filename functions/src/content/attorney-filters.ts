/**
 * The attorney directory's filters beyond the practice area: position, language and a
 * name typed in. A firm's directory is tens of people, read whole for the page anyway (in the
 * `attorneys` order), so the filters run over that list on the server: no new store query, no
 * Firestore index, the same answer with and without JavaScript, in the page's language.
 */
import type { Profile } from '../../../shared/schemas/types'

/** The longest name query read; the rest is ignored (a name is a few words). */
export const NAME_QUERY_MAX = 80

/** Text as compared: accents dropped, lower case, runs of spaces one ("Pérez  Lubis" → "perez lubis"). */
export function foldText(text: string): string {
  return text
    .normalize('NFKD')
    .replace(/\p{M}/gu, '')
    .toLowerCase()
    .replace(/\s+/g, ' ')
    .trim()
}

/** The name query as the page reads it: folded and cut to its length, '' for none. */
export function readNameQuery(value: string | undefined): string {
  return foldText((value ?? '').slice(0, NAME_QUERY_MAX * 2)).slice(0, NAME_QUERY_MAX).trim()
}

/** Whether every word typed starts a word of the name, in any order ("budi", "san bud" find Budi Santoso). */
export function nameMatches(name: string, query: string): boolean {
  if (!query) return true
  const words = foldText(name).split(/[\s\-'’.]+/)
  return query.split(' ').every((typed) => words.some((word) => word.startsWith(typed)))
}

/** The positions held by the attorneys, each once, in the directory's order (senior first, as staff order it). */
export function positionChoices(attorneys: readonly Pick<Profile, 'position'>[]): string[] {
  const seen = new Map<string, string>()
  for (const { position } of attorneys) {
    const key = foldText(position)
    if (key && !seen.has(key)) seen.set(key, position.trim())
  }
  return [...seen.values()]
}

/** The languages the attorneys speak, each once: the most spoken first, then by name. */
export function languageChoices(attorneys: readonly Pick<Profile, 'languages'>[], locale: string): string[] {
  const counts = new Map<string, { label: string; count: number }>()
  for (const { languages } of attorneys) {
    for (const language of new Set(languages.map((l) => l.trim()).filter(Boolean))) {
      const key = foldText(language)
      const entry = counts.get(key)
      if (entry) entry.count++
      else counts.set(key, { label: language, count: 1 })
    }
  }
  return [...counts.values()].sort((a, b) => b.count - a.count || a.label.localeCompare(b.label, locale)).map((entry) => entry.label)
}

/** One of `choices` as the URL names it (compared folded), or null when it names none. */
export function findChoice(choices: readonly string[], value: string): string | null {
  const key = foldText(value)
  return choices.find((choice) => foldText(choice) === key) ?? null
}

export interface AttorneyFilter {
  position: string | null
  language: string | null
  name: string
}

/** The attorneys that hold the position, speak the language and whose name has the words typed. */
export function filterAttorneys<P extends Pick<Profile, 'name' | 'position' | 'languages'>>(attorneys: readonly P[], filter: AttorneyFilter): P[] {
  const position = filter.position === null ? null : foldText(filter.position)
  const language = filter.language === null ? null : foldText(filter.language)
  return attorneys.filter(
    (p) =>
      (position === null || foldText(p.position) === position) &&
      (language === null || p.languages.some((l) => foldText(l) === language)) &&
      nameMatches(p.name, filter.name),
  )
}
