import type { Profile, StoredFile } from '../../../shared/schemas/types'
import { BandPicture } from '../components/picture'
import type { PostView } from '../../../shared/post-view'
import { AttorneyCard } from '../components/attorney-card'
import { PostCard } from '../components/post-card'
import { filledPairs, FIGURES, type PageData } from '../../../shared/collections/pages'
import { fallbackLang, type WithFallbacks } from '../../../shared/i18n/fallbacks'
import type { SiteView } from '../../../shared/site-view'
import { useLang } from '../i18n/lang-context'
import { COLLECTION_PATHS, practiceAreaUrl } from '../../../shared/urls'
import { EventCard } from '../components/event-card'
import { EVENT_TEXTS } from '../../../shared/events/texts'
import type { EventView } from '../../../shared/events/view'

export interface HomePageProps {
  pinned: PostView[]
  attorneys: Profile[]
  latestBlogs: PostView[]
  latestPublications: PostView[]
  /** Each with its cover (the list's image, decorative: the name beside it says what it is). */
  practiceAreas: { name: string; summary: string; slug: string; cover?: StoredFile | null }[]
  site: SiteView
  /**
   * The hero's copy, buttons and figures (Halaman → Beranda) in the page's language, or null
   * before staff write it; on an English page what fell back to Indonesian is named, and marked.
   */
  page: WithFallbacks<PageData<'home'>> | null
  /** The next events, soonest first (docs/decisions/0058-events.md); the section is left out without any. */
  events?: EventView[]
}

export function HomePage({ pinned, attorneys, latestBlogs, latestPublications, practiceAreas, site, page, events = [] }: HomePageProps) {
  const { t, href, lang } = useLang()
  const ui = t.home
  const buttons = [
    { label: page?.primaryLabel, path: page?.primaryPath, className: 'button', lang: fallbackLang(page, 'primaryLabel') },
    { label: page?.secondaryLabel, path: page?.secondaryPath, className: 'button button-ghost', lang: fallbackLang(page, 'secondaryLabel') },
  ].filter((button): button is { label: string; path: string; className: string; lang: 'id' | undefined } => Boolean(button.label && button.path))
  const figures = filledPairs(page, 'figure', FIGURES, 'Value', 'Label')
  const lead = page?.heroLead || site.description
  const leadLang = page?.heroLead ? fallbackLang(page, 'heroLead') : site.untranslated?.includes('description') ? 'id' : undefined
  // The hero's image (Halaman → Beranda), described by its alternative text; in
  // English the Indonesian text where none was written, marked so.
  const heroImage = page?.heroImage ?? null
  const latestWriting = latestOf(latestBlogs, latestPublications)
  return (
    <>
      <section className={heroImage ? 'hero hero-with-image' : 'hero'} aria-labelledby="hero-title">
        {heroImage ? (
          // Full-bleed behind the text at every width, under an overlay that keeps the text
          // readable (photo-bands.css): the largest thing in view, so loaded first.
          <BandPicture file={heroImage} alt={page?.heroImageAlt ?? ''} lang={fallbackLang(page, 'heroImageAlt')} className="hero-image" />
        ) : null}
        <div className="container hero-inner">
          <div className="hero-text">
            <p className="eyebrow">{ui.eyebrow(site.main?.city ?? '', site.foundingYear)}</p>
            <h1 id="hero-title" lang={page?.heroHeading ? fallbackLang(page, 'heroHeading') : undefined}>
              {page?.heroHeading || site.name || ui.title}
            </h1>
            {lead ? (
              <p className="hero-lead" lang={leadLang}>
                {lead}
              </p>
            ) : null}
            {buttons.length > 0 ? (
              <p className="hero-actions">
                {/* A target is a path on this site: an English page leads to its English page. */}
                {buttons.map((button) => (
                  <a key={button.path + button.label} className={button.className} href={href(button.path)} lang={button.lang}>
                    {button.label}
                  </a>
                ))}
              </p>
            ) : null}
            {figures.length > 0 ? (
              <ul className="hero-facts" aria-label={ui.figures}>
                {figures.map((fact) => (
                  <li key={fact.b}>
                    <strong>{fact.a}</strong> {fallbackLang(page, `figure${fact.n}Label`) ? <span lang="id">{fact.b}</span> : fact.b}
                  </li>
                ))}
              </ul>
            ) : null}
          </div>
        </div>
      </section>

      {pinned.length > 0 ? (
        <section className="section home-section" aria-labelledby="pinned-title">
          <div className="container">
            <h2 id="pinned-title" className="section-title">
              {ui.pinned}
            </h2>
            <div className="card-grid home-cards">
              {pinned.map((view) => (
                <PostCard key={`${view.collection}/${view.post.id}`} view={view} />
              ))}
            </div>
          </div>
        </section>
      ) : null}

      {/* Names only, each a link: the covers and summaries are on /practice-area, one tap away. */}
      <section className="section section-muted home-section" aria-labelledby="areas-title">
        <div className="container">
          <h2 id="areas-title" className="section-title">
            {ui.areas}
          </h2>
          <ul className="area-list home-area-list">
            {practiceAreas.map((area) => (
              <li key={area.slug}>
                <a href={href(practiceAreaUrl(area.slug))}>{area.name}</a>
              </li>
            ))}
          </ul>
          <p className="home-more">
            <a href={href(COLLECTION_PATHS.practiceAreas)}>{ui.allAreas}</a>
          </p>
        </div>
      </section>

      {events.length > 0 ? (
        <section className="section home-section" aria-labelledby="events-title">
          <div className="container">
            <h2 id="events-title" className="section-title">
              {EVENT_TEXTS[lang].upcoming}
            </h2>
            <div className="event-grid home-events">
              {events.map((view) => (
                <EventCard key={view.event.id} view={view} />
              ))}
            </div>
            <p className="home-more">
              <a href={href(COLLECTION_PATHS.events)}>{EVENT_TEXTS[lang].moreEvents}</a>
            </p>
          </div>
        </section>
      ) : null}

      {attorneys.length > 0 ? (
        <section className="section home-section" aria-labelledby="attorneys-title">
          <div className="container">
            <h2 id="attorneys-title" className="section-title">
              {ui.attorneys}
            </h2>
            {/* Phones show the first three as rows (home.css); wide screens the whole grid. */}
            <div className="attorney-grid home-people">
              {attorneys.map((profile) => (
                <AttorneyCard key={profile.id} profile={profile} />
              ))}
            </div>
            <p className="home-more">
              <a href={href(COLLECTION_PATHS.profiles)}>{ui.allAttorneys}</a>
            </p>
          </div>
        </section>
      ) : null}

      {/* Always there, even before anything is published: its links lead to both lists. */}
      <section className="section section-muted home-section" aria-labelledby="writing-title">
        <div className="container">
          <h2 id="writing-title" className="section-title">
            {ui.latestWriting}
          </h2>
          <div className="card-grid home-cards">
            {latestWriting.map((view) => (
              <PostCard key={`${view.collection}/${view.post.id}`} view={view} />
            ))}
          </div>
          <p className="home-more">
            <a href={href(COLLECTION_PATHS.blogs)}>{ui.allBlogs}</a>
            <a href={href(COLLECTION_PATHS.publications)}>{ui.allPublications}</a>
          </p>
        </div>
      </section>
    </>
  )
}

/** How many posts the home page's "latest writing" shows: a short list, the rest on /blogs and /publications. */
export const HOME_LATEST_WRITING = 3

/** The newest posts of both lists together, newest first, at most HOME_LATEST_WRITING. */
function latestOf(...lists: PostView[][]): PostView[] {
  return lists
    .flat()
    .sort((a, b) => postTime(b) - postTime(a))
    .slice(0, HOME_LATEST_WRITING)
}

function postTime(view: PostView): number {
  return Date.parse(view.post.publishedAt) || 0
}
