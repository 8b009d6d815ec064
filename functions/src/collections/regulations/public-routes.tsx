/**
 * /regulations, each type's newest regulations with a link to the type's own list (`?type=uu`, a
 * page at a time), and /regulations/{slug}, one regulation with its status, what amends or
 * revokes it and everything the firm published about it, newest first; the same under /en with
 * the same slug (a citation is not translated), the title in English where written
 * (docs/decisions/0056-regulations.md, 0066-regulation-list-pages.md).
 */
import type { Context } from 'hono'
import { regulationCitationText, regulationTypeRange } from '../../../../shared/collections/regulations'
import { localePath, type Lang } from '../../../../shared/i18n/langs'
import { isPublishedAt, PUBLISH_FIELD_EN } from '../../../../shared/publish-rule'
import type { Post } from '../../../../shared/post-view'
import type { Blog, Publication, Regulation } from '../../../../shared/schemas/types'
import type { EventView } from '../../../../shared/events/view'
import { localizeEvent, upcomingEventsWhere } from '../events/public-events'
import { COLLECTION_PATHS, regulationUrl, withQuery } from '../../../../shared/urls'
import { UI } from '../../../../web/src/i18n/ui'
import { RegulationDetailPage } from '../../../../web/src/pages/regulation-detail-page'
import {
  RegulationListPage,
  regulationTypeHeading,
  regulationTypeParam,
  regulationTypePath,
  RegulationTypePage,
  type RegulationListItem,
  type RegulationTypeGroup,
} from '../../../../web/src/pages/regulation-page'
import { REGULATION_TYPE_LABELS, REGULATION_TYPES, type RegulationType } from '../../../../shared/regulations/mentions'
import { REGULATION_TEXTS } from '../../../../shared/regulations/texts'
import type { AppEnv } from '../../app-env'
import type { ContentStore, Query } from '../../backends/ports'
import { localizePost, resolvePostLists, type PostCollection } from '../../content/public-content'
import { siteFor } from '../../content/site'
import { breadcrumbLd } from '../../render/json-ld'
import { ld } from '../../routes/page-head'
import { notFound, pageOutOfRange } from '../../routes/not-found'
import { parsePage, publicRoutes } from '../public-route'

/** Most writing listed on a regulation's page (a firm writes a few pieces per regulation). */
export const REGULATION_WRITING_MAX = 60

/** schema.org's legal force of a status: amended legislation stays in force, as amended. */
const LEGAL_FORCE = { berlaku: 'InForce', diubah: 'InForce', dicabut: 'NotInForce' } as const

/**
 * schema.org `Legislation` of a regulation (https://schema.org/Legislation), or null for a court
 * decision, which is no legislation.
 */
export function regulationLd(baseUrl: string, regulation: Regulation, lang: Lang) {
  if (regulation.type === 'PutusanMK') return null
  const url = (r: Regulation) => `${baseUrl}${localePath(lang, regulationUrl(r.slug))}`
  const title = lang === 'en' && regulation.titleEn ? regulation.titleEn : regulation.title
  return {
    '@context': 'https://schema.org',
    '@type': 'Legislation',
    '@id': `${url(regulation)}#legislation`,
    name: `${regulationCitationText(regulation)} ${REGULATION_TEXTS[lang].about} ${title}`,
    ...(regulation.abbreviation ? { alternateName: regulation.abbreviation } : {}),
    legislationIdentifier: regulationCitationText(regulation),
    legislationType: regulation.type,
    legislationJurisdiction: 'ID',
    legislationPassedBy: { '@type': 'Organization', name: regulation.issuer },
    legislationLegalForce: `https://schema.org/${LEGAL_FORCE[regulation.status]}`,
    inLanguage: 'id-ID',
    url: url(regulation),
    ...(regulation.sourceUrl ? { sameAs: regulation.sourceUrl } : {}),
  }
}

/**
 * The posts of `collection` linking a regulation, published in `lang`'s edition, newest first.
 * One array-contains query (no order: a regulation has a few pieces, sorted here, so no
 * composite index), the publish rule applied to what it returns.
 */
async function writingAbout(store: ContentStore, collection: PostCollection, regulationId: string, now: Date, lang: Lang) {
  const linked = (await store.query(collection, { where: [{ field: 'regulationIds', op: 'array-contains', value: regulationId }], limit: REGULATION_WRITING_MAX })) as (Blog | Publication)[]
  const dated = (post: Blog | Publication) => (lang === 'en' ? post[PUBLISH_FIELD_EN] : post.publishedAt) ?? null
  return linked
    .filter((post) => isPublishedAt(dated(post), now))
    .sort((a, b) => dated(b)!.localeCompare(dated(a)!))
    .map((post) => localizePost(collection, post, lang) as Post)
}

/** Upcoming events shown on a regulation's page. */
export const REGULATION_EVENTS = 3

/**
 * The upcoming published events linking a regulation in `lang`'s edition, soonest first (one
 * array-contains query ordered by start and limited, as a practice area's), join links removed
 * (decision 58).
 */
async function upcomingEventsOn(store: ContentStore, regulationId: string, now: Date, lang: Lang): Promise<EventView[]> {
  const events = await upcomingEventsWhere(store, now, lang, REGULATION_EVENTS, [{ field: 'regulationIds', op: 'array-contains', value: regulationId }])
  return events.map((event) => localizeEvent(event, lang))
}

async function loadRegulation(c: Context<AppEnv>, slug: string) {
  const store = c.get('backend').content
  const [regulation] = (await store.query('regulations', { where: [{ field: 'slug', op: '==', value: slug }], limit: 1 })) as Regulation[]
  return regulation ?? null
}

async function renderRegulation(c: Context<AppEnv>, regulation: Regulation) {
  const store = c.get('backend').content
  const now = c.get('now')
  const lang = c.get('lang')
  const ui = UI[lang]
  const t = REGULATION_TEXTS[lang]
  const [amendedBy, revokedBy, blogs, publications, events] = await Promise.all([
    store.getMany('regulations', regulation.amendedByIds) as Promise<Regulation[]>,
    store.getMany('regulations', regulation.revokedByIds) as Promise<Regulation[]>,
    writingAbout(store, 'blogs', regulation.id, now, lang),
    writingAbout(store, 'publications', regulation.id, now, lang),
    upcomingEventsOn(store, regulation.id, now, lang),
  ])
  const [blogViews, publicationViews] = await resolvePostLists(store, [{ collection: 'blogs', posts: blogs }, { collection: 'publications', posts: publications }], lang)
  const dated = (post: Post) => (lang === 'en' ? post[PUBLISH_FIELD_EN] : post.publishedAt) ?? ''
  const writing = [...blogViews, ...publicationViews].sort((a, b) => dated(b.post).localeCompare(dated(a.post)))
  const citation = regulationCitationText(regulation)
  const title = lang === 'en' && regulation.titleEn ? regulation.titleEn : regulation.title
  const breadcrumbs = [
    { name: ui.nav.home, path: '/' },
    { name: t.heading, path: COLLECTION_PATHS.regulations },
    // Its type's own list, where it is listed (decision 66).
    { name: REGULATION_TYPE_LABELS[regulation.type], path: regulationTypePath(regulation.type) },
    { name: citation, path: regulationUrl(regulation.slug) },
  ]
  const baseUrl = c.get('config').publicBaseUrl
  const path = regulationUrl(regulation.slug)
  return c.render(<RegulationDetailPage regulation={regulation} amendedBy={amendedBy} revokedBy={revokedBy} writing={writing} events={events} breadcrumbs={breadcrumbs} />, {
    head: {
      title: `${citation} ${t.about} ${title}`,
      description: `${citation} ${t.about} ${title}${regulation.abbreviation ? ` (${regulation.abbreviation})` : ''}: ${t.writing.toLowerCase()}.`,
      path,
      section: COLLECTION_PATHS.regulations,
      breadcrumbs,
      alternates: { id: path, en: localePath('en', path) },
      jsonLd: ld(regulationLd(baseUrl, regulation, lang), breadcrumbLd(baseUrl, breadcrumbs, lang)),
    },
  })
}

/** Regulations of each type on /regulations: its newest, then a link to the type's own list. */
export const REGULATIONS_PER_TYPE = 8
/** Regulations on a page of a type's list: one line each, so more than a list of cards' nine. */
export const REGULATIONS_PER_PAGE = 20

/** A type's regulations in the gazette's order, newest year first (`listKey`, descending). */
const typeOrder = (type: RegulationType): Query => ({ where: regulationTypeRange(type), orderBy: [{ field: 'listKey', direction: 'desc' }] })

/**
 * /regulations, or a type's own list when `?type=` names one. The index reads one page of each
 * type and counts it (two reads a type, all at once); a type's list one page and a count: what
 * a miss reads is the same at 30 regulations as at 3,000 (docs/decisions/0066-regulation-list-pages.md).
 */
async function renderRegulationList(c: Context<AppEnv>) {
  const typeParam = c.req.query('type') || undefined
  if (typeParam === undefined) return renderRegulationIndex(c)
  // The types by their query value, as their sitemap files name them; any other is no page.
  const type = REGULATION_TYPES.find((candidate) => regulationTypeParam(candidate) === typeParam)
  if (type) return renderRegulationType(c, type)
  // `?type=UU` as a person types it from the gazette's abbreviation: the same list, at its one address.
  const spelled = REGULATION_TYPES.find((candidate) => regulationTypeParam(candidate) === typeParam.trim().toLowerCase())
  if (!spelled) notFound()
  // Only a page number goes along: anything else names no page, and its text (up to the URL's
  // whole length) is not echoed into a Location header.
  const page = c.req.query('page')
  const kept = page && /^[1-9]\d{0,5}$/.test(page) && page !== '1' ? page : undefined
  return c.redirect(withQuery(localePath(c.get('lang'), COLLECTION_PATHS.regulations), { type: regulationTypeParam(spelled), page: kept }), 301)
}

async function renderRegulationIndex(c: Context<AppEnv>) {
  const store = c.get('backend').content
  const lang = c.get('lang')
  const ui = UI[lang]
  const t = REGULATION_TEXTS[lang]
  // The index has one page: `?page=2` names a page that does not exist, as a list's would.
  const pageParam = c.req.query('page')
  const requested = parsePage(pageParam)
  if (requested !== 1) pageOutOfRange(pageParam ?? '', 1, localePath(lang, COLLECTION_PATHS.regulations))
  const [groups, site] = await Promise.all([
    Promise.all(
      REGULATION_TYPES.map(async (type): Promise<RegulationTypeGroup> => {
        const [items, count] = await Promise.all([store.queryFields('regulations', { ...typeOrder(type), limit: REGULATIONS_PER_TYPE }, LIST_FIELDS), store.count('regulations', { where: regulationTypeRange(type) })])
        return { type, items, count }
      }),
    ),
    siteFor(c),
  ])
  const breadcrumbs = [{ name: ui.nav.home, path: '/' }, { name: t.heading, path: COLLECTION_PATHS.regulations }]
  const baseUrl = c.get('config').publicBaseUrl
  return c.render(<RegulationListPage groups={groups.filter((group) => group.items.length > 0)} breadcrumbs={breadcrumbs} />, {
    head: {
      title: t.heading,
      description: t.description(site.name),
      path: COLLECTION_PATHS.regulations,
      section: COLLECTION_PATHS.regulations,
      breadcrumbs,
      alternates: { id: COLLECTION_PATHS.regulations, en: localePath('en', COLLECTION_PATHS.regulations) },
      jsonLd: ld(breadcrumbLd(baseUrl, breadcrumbs, lang)),
    },
  })
}

async function renderRegulationType(c: Context<AppEnv>, type: RegulationType) {
  const store = c.get('backend').content
  const lang = c.get('lang')
  const ui = UI[lang]
  const t = REGULATION_TEXTS[lang]
  const pageParam = c.req.query('page')
  const requested = parsePage(pageParam)
  const page = requested ?? 1
  const [[regulations, count], site] = await Promise.all([typePage(store, type, requested), siteFor(c)])
  // A type without regulations has no list, as /regulations shows none of it.
  if (count === 0) notFound()
  const pages = Math.ceil(count / REGULATIONS_PER_PAGE)
  // A page past the end (or no page at all, `?page=0`) names itself and leads to the last one, as a post list's.
  if (requested === null || page > pages) {
    pageOutOfRange(pageParam ?? '', pages, withQuery(localePath(lang, COLLECTION_PATHS.regulations), { type: regulationTypeParam(type), page: pages > 1 ? pages : undefined }))
  }
  const typePath = regulationTypePath(type)
  const path = withQuery(COLLECTION_PATHS.regulations, { type: regulationTypeParam(type), page: page > 1 ? page : undefined })
  const heading = regulationTypeHeading(type, lang)
  const breadcrumbs = [
    { name: ui.nav.home, path: '/' },
    { name: t.heading, path: COLLECTION_PATHS.regulations },
    { name: REGULATION_TYPE_LABELS[type], path: typePath },
  ]
  const baseUrl = c.get('config').publicBaseUrl
  return c.render(<RegulationTypePage type={type} regulations={regulations} count={count} page={page} pages={pages} breadcrumbs={breadcrumbs} />, {
    head: {
      title: `${heading}${page > 1 ? ui.postList.pageTitle(page) : ''}`,
      description: t.typeDescription(heading, site.name),
      path,
      section: COLLECTION_PATHS.regulations,
      breadcrumbs,
      // One list in both editions (a regulation is not translated, its title aside): page N is page N.
      alternates: { id: path, en: localePath('en', path) },
      jsonLd: ld(breadcrumbLd(baseUrl, breadcrumbs, lang)),
    },
  })
}

/**
 * Page `requested` of a type's list and the type's count. Page 1 is read beside the count (it
 * exists whenever the type has regulations); a later page once the count says it exists. A page
 * past the end reads nothing, its 404 the count alone: Firestore bills an offset as every document
 * it skips, so each `?page=999999` of an uncached 404 would cost the type's whole list (a second
 * round trip for a deep page's miss instead).
 */
async function typePage(store: ContentStore, type: RegulationType, requested: number | null): Promise<[RegulationListItem[], number]> {
  const counted = store.count('regulations', { where: regulationTypeRange(type) })
  const read = (page: number) => store.queryFields('regulations', { ...typeOrder(type), offset: (page - 1) * REGULATIONS_PER_PAGE, limit: REGULATIONS_PER_PAGE }, LIST_FIELDS)
  if (requested === 1) return Promise.all([read(1), counted])
  const count = await counted
  return [requested !== null && requested <= Math.ceil(count / REGULATIONS_PER_PAGE) ? await read(requested) : [], count]
}

/** What the lists show of each regulation, read without the rest (its sources and links). */
const LIST_FIELDS = ['type', 'number', 'year', 'slug', 'title', 'titleEn', 'status'] as const satisfies readonly (keyof RegulationListItem)[]

/** The regulation pages, for app.ts to mount at `/` and under `/en`. */
export function regulationPublicRoutes() {
  return publicRoutes<Regulation>({
    collection: 'regulations',
    list: { query: ['type', 'page'], render: renderRegulationList },
    detail: { load: loadRegulation, render: renderRegulation },
  })
}
