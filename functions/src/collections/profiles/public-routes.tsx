import { altOr, seoHead } from '../../render/seo-head'
import { isPublishedAt } from '../../../../shared/publish-rule'
import type { Context, MiddlewareHandler } from 'hono'
import { UI } from '../../../../web/src/i18n/ui'
import type { Profile } from '../../../../shared/schemas/types'
import { attorneyUrl, COLLECTION_PATHS, filteredListUrl, imageUrl, withQuery } from '../../../../shared/urls'
import { HTML_LANG, localePath } from '../../../../shared/i18n/langs'
import { AttorneyDetailPage } from '../../../../web/src/pages/attorney-detail-page'
import { AttorneyListPage } from '../../../../web/src/pages/attorney-list-page'
import type { AppEnv } from '../../app-env'
import {
  findBySlug,
  listPublishedPosts,
  localizePracticeArea,
  localizeProfile,
  orderedAttorneys,
  practiceAreaAlternates,
  practiceAreas,
  resolvePostLists,
} from '../../content/public-content'
import { siteFor } from '../../content/site'
import { filterAttorneys, findChoice, foldText, languageChoices, NAME_QUERY_MAX, positionChoices, readNameQuery } from '../../content/attorney-filters'
import { breadcrumbLd, personLd } from '../../render/json-ld'
import { cachedPage } from '../../render/cached-page'
import type { RenderCache } from '../../render/render-cache'
import { notFound } from '../../routes/not-found'
import { truncate } from '../../routes/page-head'
import { publicRoutes } from '../public-route'

export interface ProfilePublicRoutesOptions {
  /**
   * Where pages for a name typed by the visitor are kept (`/attorneys?q=`): the search cache,
   * never the page cache, so unique names cannot push pages out (routes/search.tsx).
   */
  queryCache?: RenderCache
}

/**
 * /attorneys, the directory of attorneys (never the staff) filtered by practice area, position,
 * language and name, and /attorneys/{slug}, one attorney's page. One slug in both languages: a
 * person's name is not translated (decision 30).
 */
export function profilePublicRoutes(options: ProfilePublicRoutesOptions = {}) {
  return publicRoutes({
    collection: 'profiles',
    list: { cache: directoryCache(options), render: renderDirectory },
    detail: {
      load: async (c, slug) => {
        const stored = await findBySlug(c.get('backend').content, 'profiles', slug)
        return stored && stored.kind === 'attorney' ? stored : null
      },
      render: renderAttorney,
    },
  })
}

// The directory's filters, as the cache keys them: spellings of one filter share an entry.
function directoryKey(c: Context<AppEnv>) {
  const url = new URL(c.req.url)
  const params = new URLSearchParams()
  for (const name of ['area', 'position', 'language'] as const) {
    const value = foldText(url.searchParams.get(name) ?? '')
    if (value) params.set(name, value)
  }
  const q = readNameQuery(url.searchParams.get('q') ?? undefined)
  if (q) params.set('q', q)
  if (url.searchParams.get('untranslated') === '1') params.set('untranslated', '1')
  return params.size ? `${c.req.path}?${params}` : c.req.path
}

/** The page cache, or the search cache for a list narrowed by a typed name. */
function directoryCache(options: ProfilePublicRoutesOptions): MiddlewareHandler<AppEnv> {
  const pages = cachedPage([], { key: directoryKey })
  const namePages = options.queryCache ? cachedPage([], { key: directoryKey, cache: options.queryCache }) : pages
  return (c, next) => (readNameQuery(c.req.query('q')) ? namePages(c, next) : pages(c, next))
}

async function renderDirectory(c: Context<AppEnv>) {
  const store = c.get('backend').content
  const now = c.get('now')
  const lang = c.get('lang')
  const ui = UI[lang]
  const areaSlug = c.req.query('area') || undefined
  const positionParam = c.req.query('position') || undefined
  const languageParam = c.req.query('language') || undefined
  const name = readNameQuery(c.req.query('q'))
  // Every attorney in both editions (a firm never hides a lawyer), filtered in English by the
  // areas with an English version, by their English slugs.
  const [areas, attorneys, site] = await Promise.all([practiceAreas(store, now, lang), orderedAttorneys(store, lang), siteFor(c)])
  const area = areaSlug ? (areas.find((a) => a.slug === areaSlug) ?? null) : null
  // Positions and languages as this edition names them (English where written), from every attorney.
  const positions = positionChoices(attorneys)
  const languages = languageChoices(attorneys, HTML_LANG[lang])
  const position = positionParam ? findChoice(positions, positionParam) : null
  const language = languageParam ? findChoice(languages, languageParam) : null
  if ((areaSlug && !area) || (positionParam && !position) || (languageParam && !language)) notFound()
  const inArea = area ? attorneys.filter((p) => p.practiceAreaIds.includes(area.id)) : attorneys
  const shown = filterAttorneys(inArea, { position, language, name })
  const breadcrumbs = [{ name: ui.nav.home, path: '/' }, { name: ui.nav.attorneys, path: COLLECTION_PATHS.profiles }]
  const baseUrl = c.get('config').publicBaseUrl
  const stored = area ? await store.get('practiceAreas', area.id) : null
  const areaPaths = stored ? practiceAreaAlternates(stored, now) : null
  // Position, language and name narrow the list: named in the title, never indexed (the
  // combinations are not pages of their own), and the switch leads to the other language's
  // list of the same area.
  const narrowed = Boolean(position || language || name)
  const narrowing = [position, language ? ui.directory.speaks(language) : null, name ? `“${c.req.query('q')!.trim().slice(0, NAME_QUERY_MAX)}”` : null].filter(Boolean).join(', ')
  const heading = area ? ui.directory.attorneysIn(area.name) : ui.nav.attorneys
  return c.render(
    <AttorneyListPage
      attorneys={shown}
      areas={areas}
      area={area}
      positions={positions}
      position={position}
      languages={languages}
      language={language}
      name={c.req.query('q')?.trim().slice(0, NAME_QUERY_MAX) ?? ''}
      breadcrumbs={breadcrumbs}
      untranslated={c.req.query('untranslated') === '1'}
    />,
    {
      head: {
        title: narrowed ? `${heading}: ${narrowing}` : heading,
        description: area ? ui.directory.attorneysInDescription(site.name, area.name) : ui.directory.attorneysDescription(site.name, attorneys.length),
        path: withQuery(COLLECTION_PATHS.profiles, { area: area?.slug, position: position ?? undefined, language: language ?? undefined, q: name ? c.req.query('q')!.trim().slice(0, NAME_QUERY_MAX) : undefined }),
        section: COLLECTION_PATHS.profiles,
        breadcrumbs,
        ...(narrowed ? { noindex: true } : {}),
        // A filtered list names each version by that language's slug of its area.
        ...(stored && areaPaths
          ? {
              alternates: {
                id: filteredListUrl('profiles', 'area', stored.slug),
                en: areaPaths.en ? localePath('en', filteredListUrl('profiles', 'area', stored.slugEn!)) : null,
              },
            }
          : narrowed
            ? { alternates: { id: COLLECTION_PATHS.profiles, en: localePath('en', COLLECTION_PATHS.profiles) } }
            : {}),
        jsonLd: [breadcrumbLd(baseUrl, breadcrumbs, lang)],
      },
    },
  )
}

async function renderAttorney(c: Context<AppEnv>, stored: Profile) {
  const store = c.get('backend').content
  const now = c.get('now')
  const lang = c.get('lang')
  const ui = UI[lang]
  const profile = localizeProfile(stored, lang)
  const [areas, blogs, publications, site] = await Promise.all([
    // Their areas this edition shows: in English, those with an English version.
    store
      .getMany('practiceAreas', profile.practiceAreaIds)
      .then((found) => found.filter((area) => isPublishedAt(lang === 'en' ? (area.publishedAtEn ?? null) : area.publishedAt, now)).map((area) => localizePracticeArea(area, lang))),
    listPublishedPosts(store, 'blogs', now, { perPage: 6, authorId: profile.id, lang }),
    listPublishedPosts(store, 'publications', now, { perPage: 6, authorId: profile.id, lang }),
    siteFor(c),
  ])
  const [blogViews, publicationViews] = await resolvePostLists(
    store,
    [
      { collection: 'blogs', posts: blogs.items },
      { collection: 'publications', posts: publications.items },
    ],
    lang,
  )
  const breadcrumbs = [
    { name: ui.nav.home, path: '/' },
    { name: ui.nav.attorneys, path: COLLECTION_PATHS.profiles },
    { name: profile.name, path: attorneyUrl(profile.slug) },
  ]
  const baseUrl = c.get('config').publicBaseUrl
  const firstParagraph = profile.bio.split(/\n{2,}/)[0] ?? profile.bio
  return c.render(
    <AttorneyDetailPage
      profile={profile}
      areas={areas}
      blogs={blogViews}
      publications={publicationViews}
      breadcrumbs={breadcrumbs}
    />,
    {
      head: {
        // Its SEO fields where set, else the name, position, bio and portrait.
        ...seoHead(profile, lang, {
          title: `${profile.name}, ${profile.position}`,
          description: truncate(firstParagraph, 160),
          ...(profile.picture ? { image: { path: imageUrl(profile.picture, 640), width: 640, height: 739, alt: altOr(profile, 'pictureAlt', lang, ui.directory.portraitOf(profile.name)) } } : {}),
        }),
        path: attorneyUrl(profile.slug),
        section: COLLECTION_PATHS.profiles,
        type: 'profile',
        breadcrumbs,
        jsonLd: [personLd(baseUrl, profile, areas, site, lang), breadcrumbLd(baseUrl, breadcrumbs, lang)],
      },
    },
  )
}
