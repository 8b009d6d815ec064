import { Hono } from 'hono'
import { UI } from '../../../web/src/i18n/ui'
import type { Breadcrumb } from '../../../web/src/components/head'
import type { SiteView } from '../../../shared/site-view'
import { SITE_PATHS } from '../../../shared/urls'
import { AboutPage } from '../../../web/src/pages/about-page'
import { ContactPage } from '../../../web/src/pages/contact-page'
import { HomePage } from '../../../web/src/pages/home-page'
import { HOME_EVENTS, upcomingEvents } from '../collections/events/public-events'
import type { AppEnv } from '../app-env'
import { homeAttorneys, homePinned, inPinnedOrder, listPublishedPosts, localizeProfile, resolvePostLists } from '../content/public-content'
import { practiceAreasOfRequest } from '../content/request-practice-areas'
import { siteFor, siteSettingsFor } from '../content/site'
import { latestWriting } from '../content/latest-writing'
import { faqLd, resolveBlocks } from '../content/block-views'
import { defaultDisclaimer, readLegalPage } from '../content/legal-pages'
import { inquiryRetentionMonths } from '../../../shared/collections/settings'
import { retentionFromSetting } from '../collections/applications/retention'
import { DisclaimerPage } from '../../../web/src/pages/disclaimer-page'
import type { BlockView } from '../../../web/src/pages/blocks/page-block'
import type { PageBlock } from '../../../shared/collections/page-blocks'
import { breadcrumbLd, legalServiceLd } from '../render/json-ld'
import { cachedPage } from '../render/cached-page'
import { pageRenderer } from '../render/page-renderer'
import { fallbackLang } from '../../../shared/i18n/fallbacks'
import { localePath, type Lang } from '../../../shared/i18n/langs'
import type { UiAll } from '../../../web/src/i18n/ui'
import type { ContentStore } from '../backends/ports'
import { readPage, type PageCopy } from '../content/pages'
import type { ReactElement } from 'react'
import { ld, truncate } from './page-head'

/** About's side column: its key people, and its latest blogs and publications together. */
const ABOUT_PEOPLE = 3
const ABOUT_WRITING = 3

/**
 * The site's own pages, those that list no collection: home, About and Contact, rendered on the
 * server and cached. A collection's list and item pages are its module's
 * (functions/src/collections/<name>/public-routes.tsx, served through collections/public-route.ts).
 */
export function sitePages() {
  const app = new Hono<AppEnv>()
  app.use('*', pageRenderer)

  app.get('/', cachedPage(), async (c) => {
    const store = c.get('backend').content
    const now = c.get('now')
    const lang = c.get('lang')
    const ui = UI[lang]
    // In English: the posts published in English, the home page's English copy (decision 30).
    // The areas and the offices are read for the page anyway: its counted figures take theirs.
    const areasRead = practiceAreasOfRequest(c, lang)
    const siteRead = siteFor(c)
    const known = { practiceAreas: async () => (await areasRead).length, offices: async () => (await siteRead).offices.length }
    const [pins, attorneys, blogs, publications, areas, site, homePage, events] = await Promise.all([
      homePinned(store, now, lang),
      homeAttorneys(store),
      // The latest few: no count, the home page shows no pages of them.
      listPublishedPosts(store, 'blogs', now, { perPage: 6, lang, withoutTotal: true }),
      listPublishedPosts(store, 'publications', now, { perPage: 6, lang, withoutTotal: true }),
      areasRead,
      siteRead,
      readPage(store, 'home', lang, now, known),
      upcomingEvents(store, now, lang, HOME_EVENTS),
    ])
    // The latest lists leave out what is already pinned above them (a pin that is not public
    // now is in neither: the latest lists hold only what is). The pinned and the latest posts'
    // categories, tags and authors are one read.
    const pinnedIds = new Set([...pins.blogs, ...pins.publications].map((post) => post.id))
    const [pinnedBlogs, pinnedPublications, latestBlogs, latestPublications] = await resolvePostLists(
      store,
      [
        { collection: 'blogs', posts: pins.blogs },
        { collection: 'publications', posts: pins.publications },
        { collection: 'blogs', posts: blogs.items.filter((p) => !pinnedIds.has(p.id)).slice(0, 3) },
        { collection: 'publications', posts: publications.items.filter((p) => !pinnedIds.has(p.id)).slice(0, 3) },
      ],
      lang,
    )
    const pinned = inPinnedOrder(pins.refs, pinnedBlogs, pinnedPublications)
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
        events={events}
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
    render: (props: { breadcrumbs: Breadcrumb[]; site: SiteView; page: PageCopy<P> | null; blocks: BlockView[]; store: ContentStore; lang: Lang; now: Date }) => Promise<ReactElement>,
  ) => {
    app.get(path, cachedPage(), async (c) => {
      const lang = c.get('lang')
      const ui = UI[lang]
      const breadcrumbs = [{ name: ui.nav.home, path: '/' }, { name: title(ui), path }]
      const baseUrl = c.get('config').publicBaseUrl
      const store = c.get('backend').content
      const [site, page] = await Promise.all([siteFor(c), readPage(store, id, lang)])
      // The blocks staff added after the copy (decision 48), their lists read as a block page's.
      const added = (page as { blocks?: PageBlock[] } | null)?.blocks ?? []
      const blocks = await resolveBlocks(store, added, c.get('now'), lang)
      return c.render(await render({ breadcrumbs, site, page, blocks, store, lang, now: c.get('now') }), {
        head: {
          title: title(ui),
          description: description(site, page, ui),
          path,
          section: path,
          breadcrumbs,
          jsonLd: ld(legalServiceLd(baseUrl, site, lang), breadcrumbLd(baseUrl, breadcrumbs, lang), faqLd(added, lang)),
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
    // The home page's figures are shown on About too ("Dalam angka"); beside the copy, the first of
    // the home page's attorneys and the latest writing of the page's edition.
    async (props) => {
      const [home, attorneys, writing] = await Promise.all([
        readPage(props.store, 'home', props.lang, props.now),
        homeAttorneys(props.store),
        latestWriting(props.store, props.now, props.lang, ABOUT_WRITING),
      ])
      const people = attorneys.slice(0, ABOUT_PEOPLE).map((profile) => localizeProfile(profile, props.lang))
      return <AboutPage {...props} home={home} people={people} writing={writing} />
    },
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

  // The whole disclaimer, linked from the footer's short one: staff's text, or the default until saved.
  app.get(SITE_PATHS.disclaimer, cachedPage(), async (c) => {
    const lang = c.get('lang')
    const ui = UI[lang]
    const breadcrumbs = [{ name: ui.nav.home, path: '/' }, { name: ui.disclaimer.title, path: SITE_PATHS.disclaimer }]
    const [site, settings] = await Promise.all([siteFor(c), siteSettingsFor(c)])
    const numbers = { site, retentionMonths: inquiryRetentionMonths(settings?.inquiryRetentionMonths), applicationRetentionMonths: retentionFromSetting(settings?.applicationRetentionMonths) }
    const saved = await readLegalPage(c.get('backend').content, 'disclaimer', lang, numbers)
    const shown = saved ?? { html: defaultDisclaimer(lang, numbers), fallback: false }
    return c.render(<DisclaimerPage breadcrumbs={breadcrumbs} html={shown.html} fallback={shown.fallback} />, {
      head: { title: ui.disclaimer.title, description: ui.disclaimer.description, path: SITE_PATHS.disclaimer, breadcrumbs },
    })
  })

  return app
}
