import { Hono } from 'hono'
import { HTML_LANG, localePath } from '../../../shared/i18n/langs'
import { publicationPdf } from '../../../shared/collections/publications'
import type { Publication } from '../../../shared/schemas/types'
import { UI } from '../../../web/src/i18n/ui'
import { ofFirm } from '../../../shared/site-view'
import { imageUrl, postUrl, publicationDownloadUrl } from '../../../shared/urls'
import type { AppEnv } from '../app-env'
import { lastModified, publishedPosts } from '../content/published-posts'
import { resolvePosts } from '../content/public-content'
import { siteFor } from '../content/site'
import { cachedPage } from '../render/cached-page'
import { escapeXml } from '../render/xml'
import { noQuery } from './exact-query'
import { sitemapRoutes } from './sitemap'

const FEED_SIZE = 30

/**
 * The RSS 2.0 feeds of blogs and publications in the language of the request: the
 * root's are Indonesian, `/en/{collection}/feed.xml` (mounted in the `english` sub-app) lists
 * the posts with an English version, in English, linking to their English pages.
 */
export function rssFeedRoutes() {
  const app = new Hono<AppEnv>()
  for (const collection of ['blogs', 'publications'] as const) {
    app.get(`/${collection}/feed.xml`, noQuery, cachedPage([], { document: false }), async (c) => {
      const lang = c.get('lang')
      const ui = UI[lang]
      const base = c.get('config').publicBaseUrl
      const url = (path: string) => base + localePath(lang, path)
      const store = c.get('backend').content
      const [posts, site] = await Promise.all([publishedPosts(store, collection, c.get('now'), { lang, limit: FEED_SIZE }), siteFor(c)])
      const views = await resolvePosts(store, collection, posts, lang)
      // Named as the pages' <link rel="alternate" type="application/rss+xml"> name it (web/src/components/document.tsx).
      const title = ofFirm(ui.nav[collection], site)
      // The firm's description is written in the Indonesian settings; the English channel says what the list is.
      const description = lang === 'id' ? site.description || title : ui.postList.intro[collection]
      const items = views.map(({ post, category, tags, authors }) => {
        const link = url(postUrl(collection, post.slug))
        return [
          '<item>',
          `<title>${escapeXml(post.title)}</title>`,
          `<link>${escapeXml(link)}</link>`,
          `<guid isPermaLink="true">${escapeXml(link)}</guid>`,
          `<pubDate>${new Date(post.publishedAt).toUTCString()}</pubDate>`,
          `<description>${escapeXml(post.excerpt)}</description>`,
          // The stored HTML is sanitized when saved; here it is also XML-escaped, so it is text to any reader.
          `<content:encoded>${escapeXml(post.content)}</content:encoded>`,
          ...authors.map((a) => `<dc:creator>${escapeXml(a.name)}</dc:creator>`),
          category ? `<category>${escapeXml(category.name)}</category>` : '',
          ...tags.map((t) => `<category>${escapeXml(t.name)}</category>`),
          `<enclosure url="${escapeXml(base + imageUrl(post.cover, 1280))}" type="image/webp" length="0"/>`,
          // Named by the document's language: the English feed's item may offer the Indonesian PDF.
          collection === 'publications' ? `<source url="${escapeXml(url(publicationDownloadUrl(post.slug)))}">${escapeXml(ui.post.pdfIn[publicationPdf(post as Publication, lang).lang])}</source>` : '',
          '</item>',
        ]
          .filter(Boolean)
          .join('')
      })
      const xml = [
        '<?xml version="1.0" encoding="UTF-8"?>',
        '<rss version="2.0" xmlns:atom="http://www.w3.org/2005/Atom" xmlns:content="http://purl.org/rss/1.0/modules/content/" xmlns:dc="http://purl.org/dc/elements/1.1/">',
        '<channel>',
        `<title>${escapeXml(title)}</title>`,
        `<link>${escapeXml(url(`/${collection}`))}</link>`,
        `<atom:link href="${escapeXml(url(`/${collection}/feed.xml`))}" rel="self" type="application/rss+xml"/>`,
        `<description>${escapeXml(description)}</description>`,
        `<language>${HTML_LANG[lang]}</language>`,
        posts[0] ? `<lastBuildDate>${new Date(lastModified(posts[0])).toUTCString()}</lastBuildDate>` : '',
        ...items,
        '</channel>',
        '</rss>',
        '',
      ]
        .filter(Boolean)
        .join('\n')
      return c.body(xml, 200, { 'Content-Type': 'application/rss+xml; charset=utf-8' })
    })
  }
  return app
}

/**
 * robots.txt and sitemap.xml, one each for the whole site (the sitemap lists both languages),
 * and the Indonesian RSS feeds. The English feeds are `rssFeedRoutes()` under /en.
 */
export function feedRoutes() {
  const app = new Hono<AppEnv>()

  app.get('/robots.txt', noQuery, cachedPage([], { document: false }), (c) => {
    const base = c.get('config').publicBaseUrl
    const body = ['User-agent: *', 'Allow: /', 'Disallow: /dashboard', 'Disallow: /login', '', `Sitemap: ${base}/sitemap.xml`, ''].join('\n')
    return c.body(body, 200, { 'Content-Type': 'text/plain; charset=utf-8' })
  })
  app.route('/', sitemapRoutes())
  app.route('/', rssFeedRoutes())
  return app
}
