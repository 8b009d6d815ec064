/** The fixed pages' copy (`pages/home`, …) as the public pages read it (issue 13, Halaman). */
import type { PageData, PageId } from '../../../shared/collections/pages'
import type { ContentStore } from '../backends/ports'

/** A page's copy, or null while staff have not written it (the page shows its empty state). */
export async function readPage<P extends PageId>(store: ContentStore, page: P): Promise<PageData<P> | null> {
  return (await store.get('pages', page)) as unknown as PageData<P> | null
}
