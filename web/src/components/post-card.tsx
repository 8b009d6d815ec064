import { imageAlt } from '../../../shared/collections/seo-fields'
import type { PostView } from '../../../shared/post-view'
import { isoDate } from '../../../shared/format'
import { postUrl } from '../../../shared/urls'
import { Picture } from './picture'
import { useLang } from '../i18n/lang-context'
import { fallbackLang } from '../../../shared/i18n/fallbacks'

/** A blog or publication in a list: cover, category, title, date, excerpt. */
export function PostCard({ view, headingLevel = 3, priority }: { view: PostView; headingLevel?: 2 | 3; priority?: boolean }) {
  const { post, collection, category } = view
  const { t, href: localize, date, lang } = useLang()
  const Heading = headingLevel === 2 ? 'h2' : 'h3'
  const href = localize(postUrl(collection, post.slug))
  return (
    <article className="post-card">
      <Picture
        file={post.cover}
        // Staff's alternative text; none written yet: decorative, as before (decision 35).
        alt={imageAlt(post, 'coverAlt', lang)}
        widths={[320, 480]}
        sizes="(min-width: 1000px) 360px, (min-width: 640px) 45vw, 92vw"
        className="post-card-image"
        aspect={{ width: 16, height: 9 }}
        priority={priority}
      />
      <div className="post-card-body">
        <p className="post-card-meta">
          {collection === 'publications' ? <span className="badge">{t.post.publicationBadge}</span> : null}
          {/* On an English page, a category without an English name shows its Indonesian one, said so. */}
          {category ? <span lang={fallbackLang(category, 'name')}>{category.name}</span> : null}
        </p>
        <Heading className="post-card-title">
          <a href={href}>{post.title}</a>
        </Heading>
        <p className="post-card-excerpt">{post.excerpt}</p>
        <p className="post-card-date">
          <time dateTime={isoDate(post.publishedAt)}>{date(post.publishedAt)}</time>
        </p>
      </div>
    </article>
  )
}
