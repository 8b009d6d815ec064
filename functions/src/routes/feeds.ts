import { Hono } from 'hono'
import { publishedConstraint, type Published } from '../../../shared/publish-rule'
import type { Blog, Publication } from '../../../shared/schemas/types'
import { ofFirm } from '../../../web/src/lib/site-view'
import { attorneyUrl, careerUrl, imageUrl, postUrl, publicationDownloadUrl } from '../../../web/src/lib/urls'
import type { AppEnv } from '../app-env'
import { orderedAttorneys, practiceAreas, resolvePosts, type PostCollection } from '../content/public-content'
import { siteFor } from '../content/site'
import { openOpenings } from '../collections/openings/read'
import { cachedPage } from '../render/cached-page'
import { escapeXml } from '../render/xml'

const FEED_SIZE = 30

async function publishedPosts<C extends PostCollection>(
  c: { get: (key: 'backend' | 'now') => unknown },
  collection: C,
  limit?: number,
): Promise<Published<Blog | Publication>[]> {
  const backend = c.get('backend') as AppEnv['Variables']['backend']
  const now = c.get('now') as Date
  return (await backend.content.query(collection, {
    where: [publishedConstraint(now)],
    orderBy: [{ field: 'publishedAt', direction: 'desc' }],
    limit,
  })) as Published<Blog | Publication>[]
}

const STATIC_PATHS = ['/', '/about', '/career', '/contact-us', '/practice-area', '/attorneys', '/blogs', '/publications']

/** sitemap.xml, robots.txt and the RSS 2.0 feeds of blogs and publications. */
export function feedRoutes() {
  const app = new Hono<AppEnv>()

  app.get('/robots.txt', cachedPage(), (c) => {
    const base = c.get('config').publicBaseUrl
    const body = ['User-agent: *', 'Allow: /', 'Disallow: /dashboard', 'Disallow: /login', '', `Sitemap: ${base}/sitemap.xml`, ''].join('\n')
    return c.body(body, 200, { 'Content-Type': 'text/plain; charset=utf-8' })
  })

  app.get('/sitemap.xml', cachedPage(), async (c) => {
    const base = c.get('config').publicBaseUrl
    const store = c.get('backend').content
    const [blogs, publications, attorneys, areas, openings] = await Promise.all([
      publishedPosts(c, 'blogs'),
      publishedPosts(c, 'publications'),
      orderedAttorneys(store),
      practiceAreas(store, c.get('now')),
      openOpenings(store, c.get('now')),
    ])
    const newest = (items: { updatedAt: string; publishedAt?: string | null }[]) =>
      items.map((i) => lastModified(i)).sort().at(-1) ?? c.get('config').builtAt
    const entries: { loc: string; lastmod: string }[] = []
    const listDates: Record<string, string> = {
      '/': newest([...blogs.slice(0, 3), ...publications.slice(0, 3)]),
      '/blogs': newest(blogs.slice(0, 1)),
      '/publications': newest(publications.slice(0, 1)),
      '/attorneys': newest(attorneys),
      '/practice-area': newest([...areas, ...attorneys]),
      '/career': newest(openings),
    }
    for (const path of STATIC_PATHS) entries.push({ loc: path, lastmod: listDates[path] ?? c.get('config').builtAt })
    for (const post of blogs) entries.push({ loc: postUrl('blogs', post.slug), lastmod: lastModified(post) })
    for (const post of publications) entries.push({ loc: postUrl('publications', post.slug), lastmod: lastModified(post) })
    for (const profile of attorneys) entries.push({ loc: attorneyUrl(profile.slug), lastmod: profile.updatedAt })
    for (const area of areas) entries.push({ loc: `/practice-area/${area.slug}`, lastmod: area.updatedAt })
    // Open openings only: a closed one is gone from the site (shared/opening-rule.ts).
    for (const opening of openings) entries.push({ loc: careerUrl(opening.slug), lastmod: opening.updatedAt })
    const xml = [
      '<?xml version="1.0" encoding="UTF-8"?>',
      '<urlset xmlns="http://www.sitemaps.org/schemas/sitemap/0.9">',
      ...entries.map((e) => `<url><loc>${escapeXml(base + e.loc)}</loc><lastmod>${escapeXml(e.lastmod)}</lastmod></url>`),
      '</urlset>',
      '',
    ].join('\n')
    return c.body(xml, 200, { 'Content-Type': 'application/xml; charset=utf-8' })
  })

  for (const collection of ['blogs', 'publications'] as const) {
    app.get(`/${collection}/feed.xml`, cachedPage(), async (c) => {
      const base = c.get('config').publicBaseUrl
      const store = c.get('backend').content
      const [posts, site] = await Promise.all([publishedPosts(c, collection, FEED_SIZE), siteFor(c)])
      const views = await resolvePosts(store, collection, posts)
      const title = ofFirm(collection === 'blogs' ? 'Blog' : 'Publikasi', site)
      const items = views.map(({ post, category, tags, authors }) => {
        const link = base + postUrl(collection, post.slug)
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
          collection === 'publications'
            ? `<source url="${escapeXml(base + publicationDownloadUrl(post.slug))}">PDF</source>`
            : '',
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
        `<link>${escapeXml(`${base}/${collection}`)}</link>`,
        `<atom:link href="${escapeXml(`${base}/${collection}/feed.xml`)}" rel="self" type="application/rss+xml"/>`,
        `<description>${escapeXml(site.description || title)}</description>`,
        '<language>id</language>',
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

/** The later of the published date and the last edit. */
function lastModified(item: { updatedAt: string; publishedAt?: string | null }): string {
  return item.publishedAt && item.publishedAt > item.updatedAt ? item.publishedAt : item.updatedAt
}
