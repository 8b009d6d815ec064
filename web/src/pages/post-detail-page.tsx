import { imageAlt } from '../../../shared/collections/seo-fields'
import { publicationPdf } from '../../../shared/collections/publications'
import type { Publication } from '../../../shared/schemas/types'
import type { PostView } from '../../../shared/post-view'
import { Breadcrumbs } from '../components/breadcrumbs'
import type { Breadcrumb } from '../components/head'
import { BandPicture } from '../components/picture'
import { AsideBlock, AsideLinkList, AsidePeople, SideLayout } from '../components/side-column'
import { PhotoBand } from '../components/photo-band'
import { formatFileSize, isoDate } from '../../../shared/format'
import { attorneyUrl, postUrl, publicationDownloadUrl, withQuery } from '../../../shared/urls'
import { PreviewBanner, type PreviewInfo } from '../components/preview-banner'
import { useLang } from '../i18n/lang-context'
import { SubscribeForm } from '../components/subscribe-form'
import { RichText } from '../components/rich-text'

export interface PostDetailPageProps {
  view: PostView
  related: PostView[]
  breadcrumbs: Breadcrumb[]
  /** The page's public address, for the share links; none in a staff preview (the address is not public yet). */
  shareUrl?: string
  /** Staff preview of an item (a draft, scheduled or published): a banner, and the PDF through the dashboard. */
  preview?: PreviewInfo
}

/**
 * Where a post is shared: each network's own share address (plain links, so no script of theirs
 * runs on the page and nothing is sent to them until the visitor clicks).
 */
export function shareLinks(url: string, title: string): { network: string; href: string }[] {
  const u = encodeURIComponent(url)
  const text = encodeURIComponent(title)
  return [
    { network: 'LinkedIn', href: `https://www.linkedin.com/sharing/share-offsite/?url=${u}` },
    { network: 'X', href: `https://x.com/intent/post?url=${u}&text=${text}` },
    { network: 'Facebook', href: `https://www.facebook.com/sharer/sharer.php?u=${u}` },
    { network: 'WhatsApp', href: `https://wa.me/?text=${encodeURIComponent(`${title} ${url}`)}` },
    { network: 'Email', href: `mailto:?subject=${text}&body=${u}` },
  ]
}

/**
 * /blogs/{slug} and /publications/{slug}. The content is HTML sanitized when it was saved. On wide
 * screens the text keeps a readable measure and a sidebar holds the authors, the date, the share
 * links and the related posts; on phones the sidebar follows the text.
 */
export function PostDetailPage({ view, related, breadcrumbs, shareUrl, preview }: PostDetailPageProps) {
  const { post, collection, category, tags, authors } = view
  const { lang, t, href, date } = useLang()
  const listPath = href(`/${collection}`)
  // The PDF in the page's language where there is one; else the Indonesian one, said so.
  const pdf = collection === 'publications' && (post as Publication).file ? publicationPdf(post as Publication, lang) : null
  const aside = (
    <>
      {authors.length > 0 ? (
        <AsideBlock id="authors-title" title={t.post.authors}>
          <AsidePeople
            people={authors.map((author) => ({ id: author.id, name: author.name, href: href(attorneyUrl(author.slug)), position: author.position, picture: author.picture ?? null }))}
          />
        </AsideBlock>
      ) : null}
      <AsideBlock id="published-title" title={t.post.published}>
        <p>
          <time dateTime={isoDate(post.publishedAt)}>{date(post.publishedAt)}</time>
        </p>
      </AsideBlock>
      {shareUrl ? (
        <AsideBlock id="share-title" title={t.post.share}>
          <ul className="share-links">
            {shareLinks(shareUrl, post.title).map((link) => (
              <li key={link.network}>
                <a href={link.href} rel="noopener noreferrer" target="_blank">
                  {link.network}
                  <span className="visually-hidden">{t.post.newWindow}</span>
                </a>
              </li>
            ))}
          </ul>
        </AsideBlock>
      ) : null}
      {related.length > 0 ? (
        <AsideBlock id="related-title" className="related" title={collection === 'blogs' ? t.post.relatedBlogs : t.post.relatedPublications}>
          <AsideLinkList
            items={related.map((item) => ({
              key: item.post.id,
              href: href(postUrl(item.collection, item.post.slug)),
              title: item.post.title,
              meta: <time dateTime={isoDate(item.post.publishedAt)}>{date(item.post.publishedAt)}</time>,
            }))}
          />
        </AsideBlock>
      ) : null}
    </>
  )
  return (
    <article className="post">
      {preview ? (
        <div className="container">
          <PreviewBanner preview={preview} publishedAt={post.publishedAt} />
        </div>
      ) : null}
      <PhotoBand
        className="post-header"
        top={<Breadcrumbs items={breadcrumbs} />}
        image={
          // A saved post always has a cover; an unsaved preview may not have one yet.
          post.cover ? (
            // Staff's alternative text; none written yet: decorative, as before (decision 35).
            <BandPicture file={post.cover} alt={imageAlt(post, 'coverAlt', lang)} className="post-cover" />
          ) : null
        }
      >
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
      </PhotoBand>
      <div className="container page">
        <SideLayout asideLabel={t.post.aboutPost} aside={aside}>
          {pdf ? (
            <p className="download-box">
              {/* A document in another language than the page: the link names its language (hreflang),
                  and is marked as leading to it (lang), its own words kept in the page's language. */}
              <a
                className="button"
                href={preview?.downloadHref ?? href(publicationDownloadUrl(post.slug))}
                download
                type="application/pdf"
                hrefLang={pdf.lang}
                {...(pdf.lang !== lang ? { lang: pdf.lang } : {})}
              >
                {pdf.lang !== lang ? <span lang={lang}>{t.post.download}</span> : t.post.download}
              </a>
              <span className="download-meta">{`${t.post.pdfIn[pdf.lang]} · ${formatFileSize(pdf.file.size, lang)}`}</span>
            </p>
          ) : null}
          <RichText html={post.content} />
          {tags.length > 0 ? (
            <ul className="tag-list" aria-label={t.post.tags}>
              {tags.map((tag) => (
                <li key={tag.id}>
                  <a href={withQuery(listPath, { tag: tag.slug })}>{`#${tag.name}`}</a>
                </li>
              ))}
            </ul>
          ) : null}
          <SubscribeForm variant="post" {...(category ? { categoryId: category.id } : {})} />
        </SideLayout>
      </div>
    </article>
  )
}
