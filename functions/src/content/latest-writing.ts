/**
 * The firm's latest writing, blogs and publications together, for a side column (About): one
 * read per collection, no count, since a column shows a few titles and no pages.
 */
import { PUBLISH_FIELD, PUBLISH_FIELD_EN, publishedConstraint, type Published } from '../../../shared/publish-rule'
import type { Lang } from '../../../shared/i18n/langs'
import type { PostCollection } from '../../../shared/schemas/post'
import type { Blog, Publication } from '../../../shared/schemas/types'
import type { ContentStore } from '../backends/ports'
import { localizePost } from './public-content'

export interface WritingItem {
  collection: PostCollection
  post: Published<Blog> | Published<Publication>
}

/** The `limit` latest posts of `lang`'s edition across blogs and publications, newest first, as that edition reads them. */
export async function latestWriting(store: ContentStore, now: Date, lang: Lang, limit: number): Promise<WritingItem[]> {
  // English lists hold only the posts with an English version, dated by it (decision 30).
  const field = lang === 'en' ? PUBLISH_FIELD_EN : PUBLISH_FIELD
  const read = async <C extends PostCollection>(collection: C) => {
    const posts = await store.query(collection, { where: [publishedConstraint(now, field)], orderBy: [{ field, direction: 'desc' }], limit })
    return posts.map((stored) => {
      const post = stored as Blog | Publication
      return { collection, post: localizePost(collection, post, lang) as Published<Blog> | Published<Publication>, at: post[field] ?? '' }
    })
  }
  const [blogs, publications] = await Promise.all([read('blogs'), read('publications')])
  return [...blogs, ...publications]
    .sort((a, b) => b.at.localeCompare(a.at))
    .slice(0, limit)
    .map(({ collection, post }) => ({ collection, post }))
}
