/** The fixed pages' copy (`pages/home`, …) as the public pages read it (Halaman). */
import { countedFigures, PAGE_MODULES, withCountedFigures, type FigureCount, type FigureCounts, type PageData, type PageId } from '../../../shared/collections/pages'
import { practiceAreas } from './public-content'
import type { Lang } from '../../../shared/i18n/langs'
import { withFallbacks, type WithFallbacks } from '../../../shared/i18n/fallbacks'
import type { ContentStore } from '../backends/ports'

/** A page's copy in one language: on an English page, each field's English text, else its Indonesian one (named in `fallbacks`). */
export type PageCopy<P extends PageId> = WithFallbacks<PageData<P>>

/**
 * A page's copy, or null while staff have not written it (the page shows its empty state). In
 * English every field falls back to its Indonesian text where it has no English one (decision
 * 30), and the page marks those `lang="id"`.
 */
/** Counts a page already has at hand (the home page reads the practice areas and the offices anyway), so counting them reads nothing more. */
// Functions, not promises: a count the page does not show is never awaited, and a read that failed
// must not become a rejection nobody handles.
export type KnownCounts = Partial<Record<FigureCount, () => Promise<number>>>

export async function readPage<P extends PageId>(store: ContentStore, page: P, lang: Lang = 'id', now: Date = new Date(), known: KnownCounts = {}): Promise<PageCopy<P> | null> {
  const doc = (await store.get('pages', page)) as unknown as PageData<P> | null
  if (!doc) return null
  const copy = withFallbacks(PAGE_MODULES[page], doc, lang)
  // The home page's counted figures take their numbers from the content now. Any write of what
  // they count clears the render cache (decision 6), so a cached page follows.
  const wanted = page === 'home' ? countedFigures(doc as Record<string, unknown>) : []
  return wanted.length ? withCountedFigures(copy, await countContent(store, wanted, lang, now, known)) : copy
}

/** How many of each thing a page counts: what the site lists in `lang` (areas published in it, every attorney, every office). */
async function countContent(store: ContentStore, wanted: readonly FigureCount[], lang: Lang, now: Date, known: KnownCounts): Promise<Partial<FigureCounts>> {
  const count: Record<FigureCount, () => Promise<number>> = {
    practiceAreas: async () => (await practiceAreas(store, now, lang)).length,
    attorneys: async () => (await store.query('profiles', { where: [{ field: 'kind', op: '==', value: 'attorney' }] })).length,
    offices: async () => (await store.query('offices')).length,
  }
  return Object.fromEntries(await Promise.all(wanted.map(async (what) => [what, await (known[what] ?? count[what])()] as const)))
}
