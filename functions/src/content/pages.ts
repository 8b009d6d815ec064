/** The fixed pages' copy (`pages/home`, …) as the public pages read it (issue 13, Halaman). */
import { PAGE_MODULES, type PageData, type PageId } from '../../../shared/collections/pages'
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
export async function readPage<P extends PageId>(store: ContentStore, page: P, lang: Lang = 'id'): Promise<PageCopy<P> | null> {
  const doc = (await store.get('pages', page)) as unknown as PageData<P> | null
  return doc ? withFallbacks(PAGE_MODULES[page], doc, lang) : null
}
