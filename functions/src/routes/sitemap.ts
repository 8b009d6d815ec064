import { Hono } from 'hono'
import { HTML_LANG, localePath, type Lang } from '../../../shared/i18n/langs'
import type { CollectionName } from '../../../shared/schemas/types'
import type { AppEnv } from '../app-env'
import { openOpenings } from '../collections/openings/read'
import { lastModified, publishedPosts } from '../content/published-posts'
import { orderedAttorneys, practiceAreas } from '../content/public-content'
import { publishedBlockPages } from '../content/block-pages'
import { publicPaths } from '../redirects/public-paths'
import { cachedPage } from '../render/cached-page'
import { escapeXml } from '../render/xml'
import { noQuery } from './exact-query'
import { COLLECTION_PATHS, SITE_PATHS } from '../../../shared/urls'

/** The fixed pages: every one exists in both languages. */
export const STATIC_PATHS = [
  SITE_PATHS.home,
  SITE_PATHS.about,
  COLLECTION_PATHS.openings,
  SITE_PATHS.contact,
  SITE_PATHS.privacy,
  SITE_PATHS.disclaimer,
  COLLECTION_PATHS.practiceAreas,
  COLLECTION_PATHS.profiles,
  COLLECTION_PATHS.blogs,
  COLLECTION_PATHS.publications,
]

/** One page in each language it exists in, with when it last changed there. */
export interface SitemapPage {
  /** Its Indonesian path. */
  id: string
  /** Its English path, or null while it has no English version. */
  en: string | null
  lastmod: string
  /** When its English version last changed, where that differs (a list of English posts only). */
  lastmodEn?: string
}

const SITEMAP_NS = 'http://www.sitemaps.org/schemas/sitemap/0.9'
const XHTML_NS = 'http://www.w3.org/1999/xhtml'

/**
 * The sitemap of both languages (sitemaps.org 0.9): each version of a page is its own `<url>`,
 * and a page that exists in both carries, in each of its `<url>` entries, an
 * `<xhtml:link rel="alternate" hreflang>` for every version including itself, plus `x-default`
 * (the Indonesian one, as the pages' own `hreflang` links say: web/src/components/document.tsx).
 * That is Google's sitemap method of "Tell Google about localized versions of your page"
 * (developers.google.com/search/docs/specialty/international/localized-versions). A page in one
 * language only lists no alternate, as its HTML lists none.
 */
export function sitemapXml(base: string, pages: readonly SitemapPage[]): string {
  const urls: string[] = []
  for (const page of pages) {
    const versions: [Lang, string, string][] = [['id', page.id, page.lastmod]]
    if (page.en !== null) versions.push(['en', page.en, page.lastmodEn ?? page.lastmod])
    const links =
      page.en === null
        ? ''
        : [...versions.map(([lang, path]) => [HTML_LANG[lang], path]), ['x-default', page.id]]
            .map(([hreflang, path]) => `<xhtml:link rel="alternate" hreflang="${hreflang}" href="${escapeXml(base + path)}"/>`)
            .join('')
    for (const [, path, lastmod] of versions) urls.push(`<url><loc>${escapeXml(base + path)}</loc><lastmod>${escapeXml(lastmod)}</lastmod>${links}</url>`)
  }
  return ['<?xml version="1.0" encoding="UTF-8"?>', `<urlset xmlns="${SITEMAP_NS}" xmlns:xhtml="${XHTML_NS}">`, ...urls, '</urlset>', ''].join('\n')
}

type Dated = { updatedAt: string; publishedAt?: string | null }

/** /sitemap.xml: one file for the whole site, both languages. */
export function sitemapRoutes() {
  const app = new Hono<AppEnv>()

  app.get('/sitemap.xml', noQuery, cachedPage(), async (c) => {
    const store = c.get('backend').content
    const now = c.get('now')
    const builtAt = c.get('config').builtAt
    // The Indonesian edition holds every public item; the English one is a part of it (decision 30).
    const [blogs, publications, attorneys, areas, openings, blockPages] = await Promise.all([
      publishedPosts(store, 'blogs', now),
      publishedPosts(store, 'publications', now),
      orderedAttorneys(store),
      practiceAreas(store, now, 'id'),
      openOpenings(store, now),
      publishedBlockPages(store, now),
    ])
    /** Each item's page in each language, as the redirects know its addresses (redirects/public-paths.ts). */
    const itemPages = (collection: CollectionName, items: readonly (Dated & object)[], lastmod: (item: Dated) => string) =>
      items.flatMap((item) => {
        const paths = publicPaths(collection, item, now)
        return paths.page ? [{ page: { id: paths.page, en: paths['en:page'] ?? null, lastmod: lastmod(item) }, item }] : []
      })
    const updated = (item: Dated) => item.updatedAt
    const entries = {
      blogs: itemPages('blogs', blogs, lastModified),
      publications: itemPages('publications', publications, lastModified),
      attorneys: itemPages('profiles', attorneys, updated),
      areas: itemPages('practiceAreas', areas, updated),
      // Open openings only: a closed one is gone from the site (shared/opening-rule.ts).
      openings: itemPages('openings', openings, updated),
    }
    const inEnglish = (list: { page: SitemapPage; item: Dated }[]) => list.filter((e) => e.page.en !== null).map((e) => e.item)
    const items = (list: { item: Dated }[]) => list.map((e) => e.item)
    const newest = (list: Dated[]) => list.map((i) => lastModified(i)).sort().at(-1) ?? builtAt
    /** A list's last change in each language: the newest of what it shows there. */
    const listDates = (id: Dated[], en: Dated[]) => ({ lastmod: newest(id), lastmodEn: newest(en) })
    const lists: Record<string, { lastmod: string; lastmodEn: string }> = {
      [SITE_PATHS.home]: listDates(
        [...items(entries.blogs).slice(0, 3), ...items(entries.publications).slice(0, 3)],
        [...inEnglish(entries.blogs).slice(0, 3), ...inEnglish(entries.publications).slice(0, 3)],
      ),
      [COLLECTION_PATHS.blogs]: listDates(items(entries.blogs).slice(0, 1), inEnglish(entries.blogs).slice(0, 1)),
      [COLLECTION_PATHS.publications]: listDates(items(entries.publications).slice(0, 1), inEnglish(entries.publications).slice(0, 1)),
      [COLLECTION_PATHS.profiles]: listDates(items(entries.attorneys), items(entries.attorneys)),
      [COLLECTION_PATHS.practiceAreas]: listDates([...items(entries.areas), ...items(entries.attorneys)], [...inEnglish(entries.areas), ...items(entries.attorneys)]),
      // /en/career lists the openings with an English version.
      [COLLECTION_PATHS.openings]: listDates(items(entries.openings), inEnglish(entries.openings)),
    }
    const pages: SitemapPage[] = [
      ...STATIC_PATHS.map((path) => ({ id: path, en: localePath('en', path), ...(lists[path] ?? { lastmod: builtAt }) })),
      ...Object.values(entries).flatMap((list) => list.map((e) => e.page)),
      // A block page is at its path in both languages (its English texts fall back to Indonesian).
      ...blockPages.map((page) => ({ id: page.path, en: localePath('en', page.path), lastmod: page.updatedAt })),
    ]
    return c.body(sitemapXml(c.get('config').publicBaseUrl, pages), 200, { 'Content-Type': 'application/xml; charset=utf-8' })
  })
  return app
}
