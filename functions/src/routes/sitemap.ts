import { Hono, type Context } from 'hono'
import { HTML_LANG, localePath, type Lang } from '../../../shared/i18n/langs'
import type { CollectionName } from '../../../shared/schemas/types'
import type { AppEnv } from '../app-env'
import { openOpenings } from '../collections/openings/read'
import { lastModified } from '../content/published-posts'
import { orderedAttorneys, practiceAreas } from '../content/public-content'
import { publishedBlockPages } from '../content/block-pages'
import { publicPaths } from '../redirects/public-paths'
import { cachedPage } from '../render/cached-page'
import { escapeXml } from '../render/xml'
import { noQuery } from './exact-query'
import { COLLECTION_PATHS, eventUrl, regulationUrl, SITE_PATHS } from '../../../shared/urls'
import { isPublicIn } from '../collections/events/public-events'
import { isPublishedAt, PUBLISH_FIELD, publishedConstraint } from '../../../shared/publish-rule'
import type { ContentStore, Where } from '../backends/ports'
import { notFound } from './not-found'
import { REGULATION_TYPES, type RegulationType } from '../../../shared/regulations/mentions'

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

/**
 * Up to this many published posts (blogs and publications together) the sitemap is one file, read
 * whole. Beyond, /sitemap.xml is a sitemap index (sitemaps.org's convention for a site over one
 * file's 50,000 addresses): the site's other pages in one file, each kind's posts and the events
 * one file per year of publication, and the regulations one file per type, so a miss reads one
 * year's items or one type's regulations, not the archive
 * (docs/scale.md). Every file reads addresses and dates only (`queryFields`), not texts.
 */
export const SITEMAP_ONE_FILE_POSTS = 500

const POST_KINDS = ['blogs', 'publications'] as const
type PostKind = (typeof POST_KINDS)[number]
/** What the index files by year of publication: the posts, and the events (each published once, as a post). */
const DATED_KINDS = [...POST_KINDS, 'events'] as const
type DatedKind = (typeof DATED_KINDS)[number]

/**
 * What a sitemap reads of a post or an event: its addresses (`publicPaths`) and dates, not its
 * text. The English title stands for the English version: every English field follows the
 * title's rule (shared/collections/define.ts, `englishRule`), so an item with any English field
 * has its English title.
 */
const DATED_FIELDS = ['slug', 'slugEn', 'titleEn', 'publishedAt', 'publishedAtEn', 'updatedAt'] as const
const EVENT_FIELDS = ['slug', 'titleEn', 'publishedAt', 'updatedAt'] as const

/** A sitemap index (sitemaps.org 0.9) of these addresses. */
export function sitemapIndexXml(base: string, paths: readonly string[]): string {
  const entries = paths.map((path) => `<sitemap><loc>${escapeXml(base + path)}</loc></sitemap>`)
  return ['<?xml version="1.0" encoding="UTF-8"?>', `<sitemapindex xmlns="${SITEMAP_NS}">`, ...entries, '</sitemapindex>', ''].join('\n')
}

/**
 * The published items of one kind dated in `year` (UTC), newest first, their addresses and dates
 * only: one range read, no offset.
 */
async function itemsOfYear(store: ContentStore, collection: DatedKind, year: number, now: Date): Promise<Dated[]> {
  const start = `${year}-01-01T00:00:00.000Z`
  const end = `${year + 1}-01-01T00:00:00.000Z`
  const where: Where[] = [{ field: PUBLISH_FIELD, op: '>=', value: start }, publishedConstraint(now)]
  if (end <= now.toISOString()) where.push({ field: PUBLISH_FIELD, op: '<', value: end })
  const query = { where, orderBy: [{ field: PUBLISH_FIELD, direction: 'desc' as const }] }
  return collection === 'events' ? store.queryFields(collection, query, EVENT_FIELDS) : store.queryFields(collection, query, DATED_FIELDS)
}

/** The published posts of one kind, newest first, their addresses and dates only. */
function newestPosts(store: ContentStore, collection: PostKind, now: Date, limit: number | undefined) {
  return store.queryFields(collection, { where: [publishedConstraint(now)], orderBy: [{ field: PUBLISH_FIELD, direction: 'desc' }], limit }, DATED_FIELDS)
}

/** The years from a kind's oldest published item to now, or none. */
async function yearsOf(store: ContentStore, collection: DatedKind, now: Date): Promise<number[]> {
  const [oldest] = await store.queryFields(collection, { where: [publishedConstraint(now)], orderBy: [{ field: PUBLISH_FIELD, direction: 'asc' }], limit: 1 }, ['publishedAt'])
  const from = oldest?.publishedAt ? new Date(oldest.publishedAt).getUTCFullYear() : null
  if (from === null) return []
  return Array.from({ length: now.getUTCFullYear() - from + 1 }, (_, k) => from + k)
}

const yearFile = (collection: DatedKind, year: number) => `/sitemap-${collection}-${year}.xml`
/** The regulations of one type (an equality read of addresses, no offset); a type without any is an empty file. */
const regulationsFile = (type: RegulationType) => `/sitemap-regulations-${type.toLowerCase()}.xml`
const PAGES_FILE = '/sitemap-pages.xml'

/**
 * /sitemap.xml: the whole site in both languages, one file while it holds up to
 * SITEMAP_ONE_FILE_POSTS posts, else an index of /sitemap-pages.xml and the posts' yearly files.
 */
export function sitemapRoutes() {
  const app = new Hono<AppEnv>()

  app.get('/sitemap.xml', noQuery, cachedPage([], { document: false }), async (c) => {
    const store = c.get('backend').content
    const now = c.get('now')
    const counts = await Promise.all(POST_KINDS.map((kind) => store.count(kind, { where: [publishedConstraint(now)] })))
    const base = c.get('config').publicBaseUrl
    const xml = (body: string) => c.body(body, 200, { 'Content-Type': 'application/xml; charset=utf-8' })
    if (counts[0]! + counts[1]! <= SITEMAP_ONE_FILE_POSTS) return xml(sitemapXml(base, await sitePages(c, 'whole')))
    const years = await Promise.all(DATED_KINDS.map(async (kind) => (await yearsOf(store, kind, now)).map((year) => yearFile(kind, year))))
    return xml(sitemapIndexXml(base, [PAGES_FILE, ...years.flat(), ...REGULATION_TYPES.map(regulationsFile)]))
  })

  app.get('/:file{sitemap-regulations-[a-z]+\\.xml}', noQuery, cachedPage([], { document: false }), async (c) => {
    const type = REGULATION_TYPES.find((candidate) => regulationsFile(candidate) === `/${c.req.param('file')}`)
    if (!type) notFound()
    const regulations = await c.get('backend').content.queryFields('regulations', { where: [{ field: 'type', op: '==', value: type }] }, ['slug', 'updatedAt'])
    return c.body(sitemapXml(c.get('config').publicBaseUrl, regulations.map(regulationPage)), 200, { 'Content-Type': 'application/xml; charset=utf-8' })
  })

  // Patterns that need a dot, as the root's other files: no block page's path has one (shared/collections/block-pages.ts).
  app.get('/:file{sitemap-pages\\.xml}', noQuery, cachedPage([], { document: false }), async (c) => {
    return c.body(sitemapXml(c.get('config').publicBaseUrl, await sitePages(c, 'without posts')), 200, { 'Content-Type': 'application/xml; charset=utf-8' })
  })

  app.get('/:file{sitemap-(?:blogs|publications|events)-[0-9]{4}\\.xml}', noQuery, cachedPage([], { document: false }), async (c) => {
    const [, kind, year] = /^sitemap-(blogs|publications|events)-([0-9]{4})\.xml$/.exec(c.req.param('file'))!
    const collection = kind as DatedKind
    const now = c.get('now')
    const store = c.get('backend').content
    // The index's years only: a year without items between the first and now is an empty file, not a 404.
    if (!(await yearsOf(store, collection, now)).includes(Number(year))) notFound()
    const items = await itemsOfYear(store, collection, Number(year), now)
    const pages = collection === 'events' ? items.flatMap((event) => eventPage(event, now)) : items.flatMap((post) => {
      const paths = publicPaths(collection, post, now)
      return paths.page ? [{ id: paths.page, en: paths['en:page'] ?? null, lastmod: lastModified(post) }] : []
    })
    return c.body(sitemapXml(c.get('config').publicBaseUrl, pages), 200, { 'Content-Type': 'application/xml; charset=utf-8' })
  })
  return app
}

/**
 * The pages of the sitemap: every one (`whole`), or all but the posts' and events' own pages
 * (`without posts`, the index's first file; theirs are in the files by year, the regulations'
 * in their types' files), whose lists'
 * dates then come from their newest items.
 */
async function sitePages(c: Context<AppEnv>, part: 'whole' | 'without posts'): Promise<SitemapPage[]> {
  const store = c.get('backend').content
  const now = c.get('now')
  const builtAt = c.get('config').builtAt
  // The lists' dates need only the newest posts (the home page shows three of each kind); without
  // the posts, an English list's date is that of the newest of these with an English version.
  const limit = part === 'whole' ? undefined : 3
  // The Indonesian edition holds every public item; the English one is a part of it (decision 30).
  const [blogs, publications, attorneys, areas, openings, blockPages, regulations, events] = await Promise.all([
    newestPosts(store, 'blogs', now, limit),
    newestPosts(store, 'publications', now, limit),
    orderedAttorneys(store),
    practiceAreas(store, now, 'id'),
    openOpenings(store, now),
    publishedBlockPages(store, now),
    // Every regulation has its page in both languages as soon as it exists (one read, no filter,
    // of its address and date only); without the posts, they are in their types' files, and the
    // list's date is the latest change.
    part === 'whole'
      ? store.queryFields('regulations', {}, ['slug', 'updatedAt'])
      : store.queryFields('regulations', { orderBy: [{ field: 'updatedAt', direction: 'desc' }], limit: 1 }, ['slug', 'updatedAt']),
    // Acara: every published event, upcoming or past (an English page once translated); without
    // the posts, the events are in their years' files too, and their list's date comes from the
    // newest ones, as the posts' lists' do.
    store.queryFields('events', { where: [publishedConstraint(now)], orderBy: [{ field: PUBLISH_FIELD, direction: 'desc' }], limit }, EVENT_FIELDS),
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
  const { blogs: _blogs, publications: _publications, ...others } = entries
  return [
    ...STATIC_PATHS.map((path) => ({ id: path, en: localePath('en', path), ...(lists[path] ?? { lastmod: builtAt }) })),
    ...Object.values(part === 'whole' ? entries : others).flatMap((list) => list.map((e) => e.page)),
    // A block page is at its path in both languages (its English texts fall back to Indonesian).
    ...blockPages.map((page) => ({ id: page.path, en: localePath('en', page.path), lastmod: page.updatedAt })),
    // Peraturan: the list, dated by its newest change, and each regulation's page, in both languages.
    ...(regulations.length ? [{ id: COLLECTION_PATHS.regulations, en: localePath('en', COLLECTION_PATHS.regulations), lastmod: newest(regulations) }] : []),
    ...(part === 'whole' ? regulations.map(regulationPage) : []),
    ...(events.length ? [{ id: COLLECTION_PATHS.events, en: localePath('en', COLLECTION_PATHS.events), lastmod: newest(events) }] : []),
    ...(part === 'whole' ? events.flatMap((event) => eventPage(event, now)) : []),
  ]
}

/** A regulation's page, in both languages (a citation is not translated). */
function regulationPage(regulation: { slug: string; updatedAt: string }): SitemapPage {
  return { id: regulationUrl(regulation.slug), en: localePath('en', regulationUrl(regulation.slug)), lastmod: regulation.updatedAt }
}

/** An event's page in each language it has, while it is published. */
function eventPage(event: Dated & { slug?: string; titleEn?: string | null }, now: Date): SitemapPage[] {
  if (!event.slug || !isPublishedAt(event.publishedAt ?? null, now)) return []
  return [{ id: eventUrl(event.slug), en: isPublicIn(event, 'en') ? localePath('en', eventUrl(event.slug)) : null, lastmod: event.updatedAt }]
}
