/**
 * Every published post of one edition, newest first, for what lists a whole collection at once
 * (the RSS feeds, the sitemap) rather than a page of it (public-content.ts `listPublishedPosts`).
 */
import type { Lang } from '../../../shared/i18n/langs'
import { PUBLISH_FIELD, PUBLISH_FIELD_EN, publishedConstraint, type Published } from '../../../shared/publish-rule'
import type { Blog, Publication } from '../../../shared/schemas/types'
import type { ContentStore } from '../backends/ports'
import { localizePost, type PostCollection } from './public-content'

/**
 * The posts of `lang`'s edition, newest first, as its pages read them: in English only those
 * with an English version (`publishedAtEn`, decision 30), their English fields in place.
 */
export async function publishedPosts<C extends PostCollection>(
  store: ContentStore,
  collection: C,
  now: Date,
  options: { lang?: Lang; limit?: number } = {},
): Promise<Published<Blog | Publication>[]> {
  const lang = options.lang ?? 'id'
  const field = lang === 'en' ? PUBLISH_FIELD_EN : PUBLISH_FIELD
  const posts = (await store.query(collection, {
    where: [publishedConstraint(now, field)],
    orderBy: [{ field, direction: 'desc' }],
    limit: options.limit,
  })) as Published<Blog | Publication>[]
  return posts.map((post) => localizePost(collection, post, lang))
}

/** The later of the published date and the last edit (a sitemap's `lastmod`, a feed's `lastBuildDate`). */
export function lastModified(item: { updatedAt: string; publishedAt?: string | null }): string {
  return item.publishedAt && item.publishedAt > item.updatedAt ? item.publishedAt : item.updatedAt
}
