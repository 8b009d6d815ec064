import { imageAlt } from '../../../shared/collections/seo-fields'
import type { Publication } from '../../../shared/schemas/types'
import type { PostView } from '../../../shared/post-view'
import { Breadcrumbs } from '../components/breadcrumbs'
import type { Breadcrumb } from '../components/head'
import { Picture } from '../components/picture'
import { PostCard } from '../components/post-card'
import { formatFileSize, isoDate } from '../lib/format'
import { attorneyUrl, publicationDownloadUrl, withQuery } from '../lib/urls'
import { PreviewBanner, type PreviewInfo } from '../components/preview-banner'
import { useLang } from '../i18n/lang-context'

export interface PostDetailPageProps {
  view: PostView
  related: PostView[]
  breadcrumbs: Breadcrumb[]
  /** Staff preview of an item (a draft, scheduled or published): a banner, and the PDF through the dashboard. */
  preview?: PreviewInfo
}

/** /blogs/{slug} and /publications/{slug}. The content is HTML sanitized when it was saved. */
export function PostDetailPage({ view, related, breadcrumbs, preview }: PostDetailPageProps) {
  const { post, collection, category, tags, authors } = view
  const { t, href, date, lang } = useLang()
  const listPath = href(`/${collection}`)
  const file = collection === 'publications' ? (post as Publication).file : null
  return (
    <article className="container page post">
      {preview ? <PreviewBanner preview={preview} publishedAt={post.publishedAt} /> : null}
      <Breadcrumbs items={breadcrumbs} />
      <header className="post-header">
        <p className="post-meta">
          {collection === 'publications' ? <span className="badge">{t.post.publicationBadge}</span> : null}
          {category ? <a href={withQuery(listPath, { category: category.slug })}>{category.name}</a> : null}
        </p>
        <h1>{post.title}</h1>
        <p className="post-byline">
          <time dateTime={isoDate(post.publishedAt)}>{date(post.publishedAt)}</time>
          {authors.length > 0 ? (
            <>
              {' · '}
              <span>{t.post.by}</span>
              {authors.map((author, index) => (
                <span key={author.id}>
                  {index > 0 ? (index === authors.length - 1 ? t.post.and : ', ') : ''}
                  <a href={href(attorneyUrl(author.slug))}>{author.name}</a>
                </span>
              ))}
            </>
          ) : null}
        </p>
      </header>
      {/* A saved post always has a cover; an unsaved preview may not have one yet. */}
      {post.cover ? (
        <Picture
          file={post.cover}
          // Staff's alternative text (issue 17); none written yet: decorative, as before (decision 35).
          alt={imageAlt(post, 'coverAlt', lang)}
          widths={[640, 960]}
          sizes="(min-width: 1000px) 960px, 100vw"
          className="post-cover"
          aspect={{ width: 16, height: 9 }}
          priority
        />
      ) : null}
      {file ? (
        <p className="download-box">
          <a className="button" href={preview?.downloadHref ?? href(publicationDownloadUrl(post.slug))} download>
            {t.post.download}
          </a>
          <span className="download-meta">{`PDF · ${formatFileSize(file.size)}`}</span>
        </p>
      ) : null}
      <div className="prose" dangerouslySetInnerHTML={{ __html: post.content }} />
      {tags.length > 0 ? (
        <ul className="tag-list" aria-label={t.post.tags}>
          {tags.map((tag) => (
            <li key={tag.id}>
              <a href={withQuery(listPath, { tag: tag.slug })}>{`#${tag.name}`}</a>
            </li>
          ))}
        </ul>
      ) : null}
      {authors.length > 0 ? (
        <section className="author-box" aria-labelledby="authors-title">
          <h2 id="authors-title">{t.post.authors}</h2>
          <ul>
            {authors.map((author) => (
              <li key={author.id}>
                <a href={href(attorneyUrl(author.slug))}>{author.name}</a>
                <span>{author.position}</span>
              </li>
            ))}
          </ul>
        </section>
      ) : null}
      {related.length > 0 ? (
        <section className="related" aria-labelledby="related-title">
          <h2 id="related-title">{collection === 'blogs' ? t.post.relatedBlogs : t.post.relatedPublications}</h2>
          <div className="card-grid">
            {related.map((item) => (
              <PostCard key={item.post.id} view={item} />
            ))}
          </div>
        </section>
      ) : null}
    </article>
  )
}
