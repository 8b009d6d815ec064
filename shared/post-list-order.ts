/**
 * The order of the dashboard's blog and publication lists, as the stores can index it: each post
 * by the date it is or will be published (`publishedAt`), a draft by the date planned for it
 * (`plannedAt`), and a draft with neither among the newest, as the item someone is still
 * writing. That one date is stored with the post (`listedAt`), beside whether it is a draft
 * (`isDraft`) and where its English stands (`englishState`, the language filter's), so a list
 * page is one indexed read with a limit (docs/scale.md). The stores write them at every write of
 * a post (functions/src/backends/derived-fields.ts), whoever writes it; migration steps 82 to 85
 * give them to posts stored before.
 */
import type { ItemLanguages, LanguageFilter } from './collections/translation-status'

/** The stored field the lists order by. */
export const LISTED_AT = 'listedAt'

/** The stored field saying the post is a draft (no `publishedAt`): the status filter's Draf. */
export const IS_DRAFT = 'isDraft'

/** The stored field of where a post's English stands: none, current, or needing an update (Perlu diperbarui). */
export const ENGLISH_STATE = 'englishState'

export const ENGLISH_STATES = ['none', 'current', 'stale'] as const
export type EnglishState = (typeof ENGLISH_STATES)[number]

/** Where an item's English stands, from what a list shows of its languages. */
export function englishStateOf(languages: ItemLanguages): EnglishState {
  return !languages.en ? 'none' : languages.stale ? 'stale' : 'current'
}

/** The stored state each value of the language filter (`?lang=`) lists. */
export const ENGLISH_STATE_OF_FILTER: Record<LanguageFilter, EnglishState> = { 'missing-en': 'none', 'stale-en': 'stale' }

/** The date of a draft with no planned date: after every real one, so first among the newest. */
export const UNDATED_LISTED_AT = '9999-12-31T23:59:59.999Z'

interface Dated {
  publishedAt?: string | null
  plannedAt?: string | null
}

/** The date a post is listed by. */
export function listedAtOf(post: Dated): string {
  return post.publishedAt ?? post.plannedAt ?? UNDATED_LISTED_AT
}

/** The stored list fields of a post's data. */
export function postListFields(post: Dated): { listedAt: string; isDraft: boolean } {
  return { listedAt: listedAtOf(post), isDraft: (post.publishedAt ?? null) === null }
}

/**
 * The lists' order for posts in hand (a search's matches): by `listedAt`, newest or oldest first,
 * ties by id as the SQLite store breaks them. ISO instants compare as plain strings.
 */
export function byListedAt(direction: 'asc' | 'desc'): (a: Dated & { id: string }, b: Dated & { id: string }) => number {
  const sign = direction === 'desc' ? -1 : 1
  return (a, b) => {
    const left = listedAtOf(a)
    const right = listedAtOf(b)
    if (left !== right) return left < right ? -sign : sign
    return a.id < b.id ? -1 : a.id > b.id ? 1 : 0
  }
}
