import { altOr, seoHead } from '../render/seo-head'
import { isPublishedAt } from '../../../shared/publish-rule'
import { Hono, type Context, type MiddlewareHandler } from 'hono'
import { UI } from '../../../web/src/i18n/ui'
import { BLOGS_PER_PAGE, PUBLICATIONS_PER_PAGE } from '../../../shared/schemas/limits'
import type { Breadcrumb } from '../../../web/src/components/head'
import type { SiteView } from '../../../shared/site-view'
import { attorneyUrl, COLLECTION_PATHS, filteredListUrl, imageUrl, itemRoute, postUrl, SITE_PATHS, withQuery } from '../../../shared/urls'
import { AboutPage } from '../../../web/src/pages/about-page'
import { AttorneyDetailPage } from '../../../web/src/pages/attorney-detail-page'
import { AttorneyListPage } from '../../../web/src/pages/attorney-list-page'
import { ContactPage } from '../../../web/src/pages/contact-page'
import { HomePage } from '../../../web/src/pages/home-page'
import { PostDetailPage } from '../../../web/src/pages/post-detail-page'
import { PostListPage } from '../../../web/src/pages/post-list-page'
import { PracticeAreaPage } from '../../../web/src/pages/practice-area-page'
import type { AppEnv } from '../app-env'
import {
  allCategories,
  allTags,
  filteredListAlternates,
  filtersInUse,
  findBySlug,
  getPublishedPost,
  homeAttorneys,
  homePinned,
  listPublishedPosts,
  localizeTerms,
  localizePracticeArea,
  localizeProfile,
  orderedAttorneys,
  practiceAreaAlternates,
  practiceAreaTeams,
  practiceAreas,
  relatedPosts,
  resolvePostLists,
  resolvePosts,
  type PostCollection,
  localizePost,
} from '../content/public-content'
import { siteFor } from '../content/site'
import { breadcrumbLd, legalServiceLd, personLd, postLd } from '../render/json-ld'
import { cachedPage } from '../render/cached-page'
import { pageRenderer } from '../render/page-renderer'
import { notFound, pageOutOfRange } from './not-found'
import type { RenderCache } from '../render/render-cache'
import { filterAttorneys, findChoice, foldText, languageChoices, NAME_QUERY_MAX, positionChoices, readNameQuery } from '../content/attorney-filters'
import { fallbackLang } from '../../../shared/i18n/fallbacks'
import { HTML_LANG, localePath, type Lang } from '../../../shared/i18n/langs'
import type { UiAll } from '../../../web/src/i18n/ui'
import type { ContentStore } from '../backends/ports'
import { readPage, type PageCopy } from '../content/pages'
import type { ReactElement } from 'react'

const HOME: Breadcrumb = { name: 'Beranda', path: '/' }

/** A page's JSON-LD blocks, without those that have nothing to say (a firm without a name). */
function ld(...blocks: (object | null)[]): object[] {
  return blocks.filter((block): block is object => block !== null)
}

/** `?page=` as a positive integer; null for anything else (a page that does not exist). */
function parsePage(value: string | undefined): number | null {
  if (value === undefined || value === '') return 1
  if (!/^[1-9]\d{0,5}$/.test(value)) return null
  return Number(value)
}

export interface PublicPagesOptions {
  /**
   * Where pages for a name typed by the visitor are kept (`/attorneys?q=`): the search cache,
   * never the page cache, so unique names cannot push pages out (routes/search.tsx).
   */
  queryCache?: RenderCache
}

/** Every public page of the spec's section 2, rendered on the server and cached. */
export function publicPages(options: PublicPagesOptions = {}) {
  const app = new Hono<AppEnv>()
  app.use('*', pageRenderer)

  app.get('/', cachedPage(), async (c) => {
    const store = c.get('backend').content
    const now = c.get('now')
    const lang = c.get('lang')
    const ui = UI[lang]
    // In English: the posts published in English, the home page's English copy (decision 30).
    // The areas and the offices are read for the page anyway: its counted figures take theirs.
    const areasRead = practiceAreas(store, now, lang)
    const siteRead = siteFor(c)
    const known = { practiceAreas: async () => (await areasRead).length, offices: async () => (await siteRead).offices.length }
    const [pinned, attorneys, blogs, publications, areas, site, homePage] = await Promise.all([
      homePinned(store, now, lang),
      homeAttorneys(store),
      listPublishedPosts(store, 'blogs', now, { perPage: 6, lang }),
      listPublishedPosts(store, 'publications', now, { perPage: 6, lang }),
      areasRead,
      siteRead,
      readPage(store, 'home', lang, now, known),
    ])
    // The latest lists leave out what is already pinned above them.
    const pinnedIds = new Set(pinned.map((view) => view.post.id))
    const [latestBlogs, latestPublications] = await resolvePostLists(
      store,
      [
        { collection: 'blogs', posts: blogs.items.filter((p) => !pinnedIds.has(p.id)).slice(0, 3) },
        { collection: 'publications', posts: publications.items.filter((p) => !pinnedIds.has(p.id)).slice(0, 3) },
      ],
      lang,
    )
    const baseUrl = c.get('config').publicBaseUrl
    return c.render(
      <HomePage
        pinned={pinned}
        attorneys={attorneys}
        latestBlogs={latestBlogs}
        latestPublications={latestPublications}
        practiceAreas={areas}
        site={site}
        page={homePage}
      />,
      {
        head: {
          title: site.name || ui.home.title,
          // A description only in Indonesian gives way, on the English page, to what the page says of the firm.
          description:
            (site.untranslated?.includes('description') ? '' : site.description) ||
            [site.name, ui.home.eyebrow(site.main?.city ?? '', site.foundingYear)].filter(Boolean).join(': ') ||
            ui.home.title,
          path: '/',
          section: '/',
          jsonLd: ld(
            legalServiceLd(baseUrl, site, lang, areas),
            site.name
              ? {
                  '@context': 'https://schema.org',
                  '@type': 'WebSite',
                  name: site.name,
                  url: `${baseUrl}${localePath(lang, '/')}`,
                  inLanguage: lang === 'id' ? 'id-ID' : 'en',
                }
              : null,
          ),
        },
      },
    )
  })

  // About and Contact in the request's language: the page's copy in it, each field falling back
  // to Indonesian (marked) where it has no English text (decision 30).
  const staticPage = <P extends 'about' | 'contact'>(
    path: string,
    title: (ui: UiAll) => string,
    description: (site: SiteView, page: PageCopy<P> | null, ui: UiAll) => string,
    id: P,
    render: (props: { breadcrumbs: Breadcrumb[]; site: SiteView; page: PageCopy<P> | null; store: ContentStore; lang: Lang; now: Date }) => Promise<ReactElement>,
  ) => {
    app.get(path, cachedPage(), async (c) => {
      const lang = c.get('lang')
      const ui = UI[lang]
      const breadcrumbs = [{ name: ui.nav.home, path: '/' }, { name: title(ui), path }]
      const baseUrl = c.get('config').publicBaseUrl
      const store = c.get('backend').content
      const [site, page] = await Promise.all([siteFor(c), readPage(store, id, lang)])
      return c.render(await render({ breadcrumbs, site, page, store, lang, now: c.get('now') }), {
        head: {
          title: title(ui),
          description: description(site, page, ui),
          path,
          section: path,
          breadcrumbs,
          jsonLd: ld(legalServiceLd(baseUrl, site, lang), breadcrumbLd(baseUrl, breadcrumbs, lang)),
        },
      })
    })
  }
  staticPage(
    SITE_PATHS.about,
    (ui) => ui.about.title,
    // The opening paragraph, unless it is shown in Indonesian on the English page.
    (site, page, ui) =>
      page?.aboutIntro && !fallbackLang(page, 'aboutIntro') ? truncate(page.aboutIntro.replace(/\s+/g, ' '), 160) : ui.about.description(site.name, site.foundingYear),
    'about',
    // The home page's figures are shown on About too ("Dalam angka").
    async (props) => <AboutPage {...props} home={await readPage(props.store, 'home', props.lang, props.now)} />,
  )
  // /career lists the openings: functions/src/collections/openings/public-routes.tsx.
  staticPage(
    SITE_PATHS.contact,
    (ui) => ui.contact.title,
    (site, _page, ui) => {
      const main = site.main
      return ui.contact.description(site.name, main ? [main.street.at(-1), main.city].filter(Boolean).join(', ') : '')
    },
    'contact',
    async (props) => <ContactPage {...props} />,
  )

  const listRoute = (collection: PostCollection) => {
    const path = `/${collection}`
    const perPage = collection === 'blogs' ? BLOGS_PER_PAGE : PUBLICATIONS_PER_PAGE
    app.get(path, cachedPage(['page', 'category', 'tag', 'untranslated']), async (c) => {
      const ui = UI[c.get('lang')]
      const heading = ui.nav[collection]
      const store = c.get('backend').content
      const now = c.get('now')
      const pageParam = c.req.query('page')
      const requested = parsePage(pageParam)
      const page = requested ?? 1
      const categorySlug = c.req.query('category') || undefined
      const tagSlug = c.req.query('tag') || undefined
      // Named and found as this edition's filters name them: an English page by the English slug
      // of a category that has one, else by its Indonesian one (issue 15).
      const [categories, tags] = await Promise.all([
        allCategories(store).then((all) => localizeTerms('categories', all, c.get('lang'))),
        allTags(store).then((all) => localizeTerms('tags', all, c.get('lang'))),
      ])
      const category = categorySlug ? (categories.find((x) => x.slug === categorySlug) ?? null) : null
      const tag = tagSlug ? (tags.find((x) => x.slug === tagSlug) ?? null) : null
      if ((categorySlug && !category) || (tagSlug && !tag)) notFound()
      const result = await listPublishedPosts(store, collection, now, {
        page,
        perPage,
        categoryId: category?.id,
        tagId: tag?.id,
        lang: c.get('lang'),
      })
      // A page past the end (or no page at all, `?page=0`) names itself and leads to the last one.
      if (requested === null || page > result.pages) {
        const last = withQuery(localePath(c.get('lang'), path), { category: category?.slug, tag: tag?.slug, page: result.pages > 1 ? result.pages : undefined })
        pageOutOfRange(pageParam ?? '', result.pages, last)
      }
      const [views, filters] = await Promise.all([
        resolvePosts(store, collection, result.items, c.get('lang')),
        filtersInUse(store, collection, now, { categories, tags, chosen: [category?.id, tag?.id] }, c.get('lang')),
      ])
      const filterLabel = [category?.name, tag ? `#${tag.name}` : undefined].filter(Boolean).join(', ')
      const title = `${heading}${filterLabel ? `: ${filterLabel}` : ''}${page > 1 ? ui.postList.pageTitle(page) : ''}`
      const query = new URLSearchParams()
      if (category) query.set('category', category.slug)
      if (tag) query.set('tag', tag.slug)
      if (page > 1) query.set('page', String(page))
      const canonical = query.size ? `${path}?${query}` : path
      const breadcrumbs = [{ name: ui.nav.home, path: '/' }, { name: heading, path }]
      const intro = ui.postList.intro[collection]
      const baseUrl = c.get('config').publicBaseUrl
      return c.render(
        <PostListPage
          collection={collection}
          heading={heading}
          intro={intro}
          views={views}
          page={result.page}
          pages={result.pages}
          total={result.total}
          categories={filters.categories}
          tags={filters.tags}
          category={category}
          tag={tag}
          breadcrumbs={breadcrumbs}
          untranslated={c.req.query('untranslated') === '1'}
        />,
        {
          head: {
            title,
            description: `${intro}${filterLabel ? ui.postList.filtered(filterLabel) : ''}`,
            path: canonical,
            section: path,
            breadcrumbs,
            alternates: await filteredListAlternates(store, path, { categoryId: category?.id, tagId: tag?.id, page, lang: c.get('lang') }),
            jsonLd: [breadcrumbLd(baseUrl, breadcrumbs, c.get('lang'))],
          },
        },
      )
    })

    app.get(`${path}/:slug`, cachedPage(), async (c) => {
      const store = c.get('backend').content
      const now = c.get('now')
      const lang = c.get('lang')
      const found = await getPublishedPost(store, collection, c.req.param('slug'), now, lang)
      if (!found) notFound()
      const { post, alternates } = found
      const [[[view], related], site] = await Promise.all([
        // The post and its related posts resolved together: three reads for both.
        relatedPosts(store, collection, post, now, 3, lang).then((items) =>
          resolvePostLists(store, [{ collection, posts: [post] }, { collection, posts: items.map((item) => localizePost(collection, item, lang)) }], lang),
        ),
        siteFor(c),
      ])
      const ui = UI[lang]
      const breadcrumbs = [{ name: ui.nav.home, path: '/' }, { name: ui.nav[collection], path }, { name: post.title, path: postUrl(collection, post.slug) }]
      const baseUrl = c.get('config').publicBaseUrl
      const shareUrl = `${baseUrl}${localePath(lang, postUrl(collection, post.slug))}`
      return c.render(<PostDetailPage view={view!} related={related} breadcrumbs={breadcrumbs} shareUrl={shareUrl} />, {
        head: {
          // Its SEO fields where set (issue 17), else the title, excerpt and cover.
          ...seoHead(post, lang, { title: post.title, description: post.excerpt, image: { path: imageUrl(post.cover, 1280), width: 1280, height: 720, alt: altOr(post, 'coverAlt', lang, post.title) } }),
          path: postUrl(collection, post.slug),
          section: path,
          type: 'article',
          publishedTime: post.publishedAt,
          modifiedTime: post.updatedAt,
          breadcrumbs,
          alternates,
          jsonLd: [postLd(baseUrl, view!, site, lang), breadcrumbLd(baseUrl, breadcrumbs, lang)],
        },
      })
    })
  }
  listRoute('blogs')
  listRoute('publications')

  app.get(COLLECTION_PATHS.practiceAreas, cachedPage(['untranslated']), async (c) => {
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
  })

  // The directory's filters, as the cache keys them: spellings of one filter share an entry.
  const attorneyListKey = (c: Context<AppEnv>) => {
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
  const attorneyPages = cachedPage([], { key: attorneyListKey })
  const attorneyNamePages = options.queryCache ? cachedPage([], { key: attorneyListKey, cache: options.queryCache }) : attorneyPages
  const attorneyListCache: MiddlewareHandler<AppEnv> = (c, next) => (readNameQuery(c.req.query('q')) ? attorneyNamePages(c, next) : attorneyPages(c, next))

  app.get(COLLECTION_PATHS.profiles, attorneyListCache, async (c) => {
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
  })

  app.get(itemRoute('profiles'), cachedPage(), async (c) => {
    const store = c.get('backend').content
    const now = c.get('now')
    const lang = c.get('lang')
    const ui = UI[lang]
    // One slug in both languages: a person's name is not translated (decision 30).
    const stored = await findBySlug(store, 'profiles', c.req.param('slug'))
    if (!stored || stored.kind !== 'attorney') notFound()
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
          // Its SEO fields where set (issue 17), else the name, position, bio and portrait.
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
  })

  return app
}

/** Cuts text at a word boundary so meta descriptions stay within what search engines show. */
export function truncate(text: string, max: number): string {
  if (text.length <= max) return text
  const cut = text.slice(0, max - 1)
  return `${cut.slice(0, Math.max(cut.lastIndexOf(' '), max - 20))}…`
}
