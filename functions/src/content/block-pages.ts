/**
 * What visitors may see of the block pages (decision 47): a page at its path once published,
 * by the one publish rule (shared/publish-rule.ts).
 */
import { hasPagePathShape } from '../../../shared/collections/block-pages'
import { isPublishedAt, publishedConstraint } from '../../../shared/publish-rule'
import type { BlockPage } from '../../../shared/schemas/types'
import type { ContentStore } from '../backends/ports'

/** The block page stored at `path`, whatever its state (null when none, or when `path` has not a page's shape: nothing is read). */
export async function blockPageAt(store: ContentStore, path: string): Promise<BlockPage | null> {
  if (!hasPagePathShape(path)) return null
  const [page] = await store.query('blockPages', { where: [{ field: 'path', op: '==', value: path }], limit: 1 })
  return (page as BlockPage | undefined) ?? null
}

/** The published block page at `path` (a draft or a scheduled one is none). */
export async function publishedBlockPage(store: ContentStore, path: string, now: Date): Promise<BlockPage | null> {
  const page = await blockPageAt(store, path)
  return page && isPublishedAt(page.publishedAt ?? null, now) ? page : null
}

/** Every published block page (the sitemap): one indexed query. */
export async function publishedBlockPages(store: ContentStore, now: Date): Promise<BlockPage[]> {
  return (await store.query('blockPages', { where: [publishedConstraint(now)] })) as BlockPage[]
}
