import { altOr, ldImage, seoHead } from '../../render/seo-head'
import { imageAlt } from '../../../../shared/collections/seo-fields'
import type { Context } from 'hono'
import { localePath, type Lang } from '../../../../shared/i18n/langs'
import { UI } from '../../../../web/src/i18n/ui'
import type { Published } from '../../../../shared/publish-rule'
import type { PracticeArea } from '../../../../shared/schemas/types'
import type { PreviewInfo } from '../../../../web/src/components/preview-banner'
import { COLLECTION_PATHS, imageUrl, practiceAreaUrl } from '../../../../shared/urls'
import { PracticeAreaDetailPage } from '../../../../web/src/pages/practice-area-detail-page'
import { PracticeAreaPage } from '../../../../web/src/pages/practice-area-page'
import type { AppEnv } from '../../app-env'
import { ARRAY_CONTAINS_ANY_MAX, type ContentStore } from '../../backends/ports'
import { practiceAreaAttorneys, practiceAreas, practiceAreaTeams, publishedPostsByAnyAuthor, publishedPracticeArea, resolvePostLists, type PostCollection } from '../../content/public-content'
import { siteFor } from '../../content/site'
import { breadcrumbLd, firmId, legalServiceLd } from '../../render/json-ld'
import { ld } from '../../routes/page-head'
import { publicRoutes } from '../public-route'
import { upcomingEventsOfArea } from '../events/public-events'

/** Posts of the team shown on the area's page, per kind. */
export const TEAM_POSTS = 3

/** Upcoming events linked to the area shown on its page. */
export const AREA_EVENTS = 3

/**
 * The latest published posts written by any of `authorIds`, newest first: one query per 30
 * authors (`array-contains-any`), not one per author.
 */
async function latestByAuthors<C extends PostCollection>(store: ContentStore, collection: C, authorIds: string[], now: Date, lang: Lang) {
  const chunks = Array.from({ length: Math.ceil(authorIds.length / ARRAY_CONTAINS_ANY_MAX) }, (_, i) => authorIds.slice(i * ARRAY_CONTAINS_ANY_MAX, (i + 1) * ARRAY_CONTAINS_ANY_MAX))
  const lists = await Promise.all(chunks.map((ids) => publishedPostsByAnyAuthor(store, collection, ids, now, TEAM_POSTS, lang)))
  return lists
    .flat()
    .sort((a, b) => b.publishedAt.localeCompare(a.publishedAt))
    .slice(0, TEAM_POSTS)
}

/**
 * schema.org `Service` of a practice area, provided by the firm (its LegalService node), as the
 * page in `lang` reads it (the area localized, its URL under /en in English).
 */
export function practiceAreaLd(baseUrl: string, area: PracticeArea, lang: Lang = 'id') {
  const url = `${baseUrl}${localePath(lang, practiceAreaUrl(area.slug))}`
  return {
    '@context': 'https://schema.org',
    '@type': 'Service',
    '@id': `${url}#service`,
    name: area.name,
    serviceType: area.name,
    description: area.summary,
    url,
    inLanguage: lang === 'id' ? 'id-ID' : 'en',
    provider: { '@id': firmId(baseUrl) },
    areaServed: { '@type': 'Country', name: 'Indonesia' },
    ...(area.cover ? { image: ldImage(baseUrl, area.cover, imageAlt(area, 'coverAlt', lang)) } : {}),
  }
}

/**
 * The page of one practice area with its team and the team's latest writing: the public page,
 * or (with `preview`) a staff preview of a draft or of the form's unsaved text, never cached.
 * In the page's language (`c.get('lang')`): the area comes localized, with its `alternates`.
 */
export async function renderPracticeAreaPage(
  c: Context<AppEnv>,
  area: Published<PracticeArea>,
  preview?: PreviewInfo,
  alternates?: { id: string; en: string | null },
  /** The area's Indonesian slug, by which the contact form names it (an English page shows the English one). */
  inquirySlug: string = area.slug,
) {
  const store = c.get('backend').content
  const now = c.get('now')
  const lang = c.get('lang') ?? 'id'
  const ui = UI[lang]
  const team = await practiceAreaAttorneys(store, area.id, lang)
  const ids = team.map((p) => p.id)
  const [blogs, publications, events] = await Promise.all([
    latestByAuthors(store, 'blogs', ids, now, lang),
    latestByAuthors(store, 'publications', ids, now, lang),
    upcomingEventsOfArea(store, area.id, now, lang, AREA_EVENTS),
  ])
  const [blogViews, publicationViews] = await resolvePostLists(
    store,
    [
      { collection: 'blogs', posts: blogs },
      { collection: 'publications', posts: publications },
    ],
    lang,
  )
  const breadcrumbs = [
    { name: ui.nav.home, path: '/' },
    { name: ui.nav.practiceAreas, path: COLLECTION_PATHS.practiceAreas },
    { name: area.name, path: practiceAreaUrl(area.slug) },
  ]
  const baseUrl = c.get('config').publicBaseUrl
  if (preview) c.header('Cache-Control', 'private, no-store')
  return c.render(<PracticeAreaDetailPage area={area} inquirySlug={inquirySlug} team={team} blogs={blogViews} publications={publicationViews} events={events} breadcrumbs={breadcrumbs} {...(preview ? { preview } : {})} />, {
    head: {
      // Its SEO fields where set, else the name, summary and cover.
      ...seoHead(area, lang, {
        title: preview ? `Pratinjau: ${area.name}` : area.name,
        description: area.summary,
        ...(area.cover ? { image: { path: imageUrl(area.cover, 1280), width: 1280, height: 720, alt: altOr(area, 'coverAlt', lang, area.name) } } : {}),
      }),
      path: practiceAreaUrl(area.slug),
      section: COLLECTION_PATHS.practiceAreas,
      breadcrumbs,
      ...(alternates ? { alternates } : {}),
      jsonLd: [practiceAreaLd(baseUrl, area, lang), breadcrumbLd(baseUrl, breadcrumbs, lang)],
      ...(preview ? { noindex: true } : {}),
    },
  })
}

/**
 * /practice-area, every published area with its attorneys, and /practice-area/{slug}, one
 * published practice area (a draft answers 404, as an unknown slug); under /en, the areas with
 * an English version, each at /en/practice-area/{English slug} (decision 30).
 */
export function practiceAreaPublicRoutes() {
  return publicRoutes({
    collection: 'practiceAreas',
    list: { query: ['untranslated'], render: renderPracticeAreaList },
    detail: {
      load: (c, slug) => publishedPracticeArea(c.get('backend').content, slug, c.get('now'), c.get('lang')),
      render: (c, found) => renderPracticeAreaPage(c, found.area, undefined, found.alternates, found.slug),
    },
  })
}

async function renderPracticeAreaList(c: Context<AppEnv>) {
  const store = c.get('backend').content
  const lang = c.get('lang')
  const ui = UI[lang]
  // In English, only the areas with an English version (decision 30).
  const [areas, site] = await Promise.all([practiceAreas(store, c.get('now'), lang), siteFor(c)])
  const teams = await practiceAreaTeams(store, areas.map((area) => area.id), lang)
  const withAttorneys = areas.map((area) => ({ area, attorneys: teams.get(area.id) ?? [] }))
  const breadcrumbs = [{ name: ui.nav.home, path: '/' }, { name: ui.nav.practiceAreas, path: COLLECTION_PATHS.practiceAreas }]
  const baseUrl = c.get('config').publicBaseUrl
  return c.render(<PracticeAreaPage areas={withAttorneys} breadcrumbs={breadcrumbs} untranslated={c.req.query('untranslated') === '1'} />, {
    head: {
      title: ui.nav.practiceAreas,
      description: ui.directory.areasDescription(site.name, areas.map((a) => a.name)),
      path: COLLECTION_PATHS.practiceAreas,
      section: COLLECTION_PATHS.practiceAreas,
      breadcrumbs,
      jsonLd: ld(legalServiceLd(baseUrl, site, lang, areas), breadcrumbLd(baseUrl, breadcrumbs, lang)),
    },
  })
}
