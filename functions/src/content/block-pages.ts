/**
 * What visitors may see of the block pages (decision 47): a page at its path once published,
 * by the one publish rule (shared/publish-rule.ts).
 */
import { hasPagePathShape } from '../../../shared/collections/block-pages'
import { isPublishedAt, publishedConstraint } from '../../../shared/publish-rule'
import type { BlockPage } from '../../../shared/schemas/types'
import type { Context } from 'hono'
import type { AppEnv } from '../app-env'
import type { ContentStore } from '../backends/ports'
import type { RenderCache } from '../render/render-cache'

/** Every published block page (the sitemap): one indexed query. */
export async function publishedBlockPages(store: ContentStore, now: Date): Promise<BlockPage[]> {
  return (await store.query('blockPages', { where: [publishedConstraint(now)] })) as BlockPage[]
}

/** A page's address, id and date, as the public route looks it up. */
interface KnownPage {
  id: string
  publishedAt: string
}

/** The pages with a date (published or scheduled), read once per render cache generation. */
const held = new WeakMap<RenderCache, { generation: number; pages: Promise<Map<string, KnownPage>> }>()

/** Pages with a date: every one that is or will be public (a draft has none). */
async function datedPages(store: ContentStore): Promise<Map<string, KnownPage>> {
  const pages = (await store.query('blockPages', { where: [{ field: 'publishedAt', op: '<=', value: '9999-12-31T23:59:59.999Z' }] })) as BlockPage[]
  return new Map(pages.map((page) => [page.path, { id: page.id, publishedAt: page.publishedAt! }]))
}

/**
 * The id of the page published at `path` for this request, or null: from the addresses read once
 * per render cache generation (as the site settings are, ./site.ts), so an unknown address asks
 * the store nothing; every save clears the cache and so the addresses. A scheduled page is known
 * here and answers once its date has come. While the store cannot be read, no page is known (the
 * address is a 404, as any other unknown one).
 */
export async function publishedPageId(c: Context<AppEnv>, path: string): Promise<string | null> {
  if (!hasPagePathShape(path)) return null
  const cache = c.get('cache')
  let entry = held.get(cache)
  if (!entry || entry.generation !== cache.generation) {
    entry = { generation: cache.generation, pages: datedPages(c.get('backend').content) }
    held.set(cache, entry)
    const kept = entry
    entry.pages.catch(() => {
      if (held.get(cache) === kept) held.delete(cache)
    })
  }
  const page = (await entry.pages.catch(() => new Map<string, KnownPage>())).get(path)
  return page && isPublishedAt(page.publishedAt, c.get('now')) ? page.id : null
}
