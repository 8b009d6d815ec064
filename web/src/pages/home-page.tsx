import type { Profile } from '../../../shared/schemas/types'
import type { PostView } from '../../../shared/post-view'
import { AttorneyCard } from '../components/attorney-card'
import { PostCard } from '../components/post-card'
import { filledPairs, FIGURES, type PageData } from '../../../shared/collections/pages'
import type { SiteView } from '../lib/site-view'

export interface HomePageProps {
  pinned: PostView[]
  attorneys: Profile[]
  latestBlogs: PostView[]
  latestPublications: PostView[]
  practiceAreas: { name: string; summary: string; slug: string }[]
  site: SiteView
  /** The hero's copy, buttons and figures (Halaman → Beranda), or null before staff write it. */
  page: PageData<'home'> | null
}

/** "Kantor hukum di Jakarta Selatan sejak 2004", with what the settings and the main office say. */
function eyebrow(site: SiteView): string {
  const city = site.main?.city
  return ['Kantor hukum', city ? `di ${city}` : '', site.foundingYear ? `sejak ${site.foundingYear}` : ''].filter(Boolean).join(' ')
}

export function HomePage({ pinned, attorneys, latestBlogs, latestPublications, practiceAreas, site, page }: HomePageProps) {
  const buttons = [
    { label: page?.primaryLabel, path: page?.primaryPath, className: 'button' },
    { label: page?.secondaryLabel, path: page?.secondaryPath, className: 'button button-ghost' },
  ].filter((button): button is { label: string; path: string; className: string } => Boolean(button.label && button.path))
  const figures = filledPairs(page, 'figure', FIGURES, 'Value', 'Label')
  const lead = page?.heroLead || site.description
  return (
    <>
      <section className="hero" aria-labelledby="hero-title">
        <div className="container hero-inner">
          <p className="eyebrow">{eyebrow(site)}</p>
          <h1 id="hero-title">{page?.heroHeading || site.name || 'Beranda'}</h1>
          {lead ? <p className="hero-lead">{lead}</p> : null}
          {buttons.length > 0 ? (
            <p className="hero-actions">
              {buttons.map((button) => (
                <a key={button.path + button.label} className={button.className} href={button.path}>
                  {button.label}
                </a>
              ))}
            </p>
          ) : null}
          {figures.length > 0 ? (
            <ul className="hero-facts" aria-label="Sekilas tentang kami">
              {figures.map((fact) => (
                <li key={fact.b}>
                  <strong>{fact.a}</strong> {fact.b}
                </li>
              ))}
            </ul>
          ) : null}
        </div>
      </section>

      {pinned.length > 0 ? (
        <section className="section" aria-labelledby="pinned-title">
          <div className="container">
            <h2 id="pinned-title" className="section-title">
              Sorotan
            </h2>
            <div className="card-grid">
              {pinned.map((view) => (
                <PostCard key={`${view.collection}/${view.post.id}`} view={view} />
              ))}
            </div>
          </div>
        </section>
      ) : null}

      <section className="section section-muted" aria-labelledby="areas-title">
        <div className="container">
          <h2 id="areas-title" className="section-title">
            Bidang praktik
          </h2>
          <ul className="area-list">
            {practiceAreas.map((area) => (
              <li key={area.slug}>
                <a href={`/practice-area/${area.slug}`}>
                  <strong>{area.name}</strong>
                </a>
                <span>{area.summary}</span>
              </li>
            ))}
          </ul>
        </div>
      </section>

      {attorneys.length > 0 ? (
        <section className="section" aria-labelledby="attorneys-title">
          <div className="container">
            <div className="section-head">
              <h2 id="attorneys-title" className="section-title">
                Advokat kami
              </h2>
              <a href="/attorneys">Semua advokat →</a>
            </div>
            <div className="attorney-grid">
              {attorneys.map((profile) => (
                <AttorneyCard key={profile.id} profile={profile} />
              ))}
            </div>
          </div>
        </section>
      ) : null}

      <section className="section section-muted" aria-labelledby="blogs-title">
        <div className="container">
          <div className="section-head">
            <h2 id="blogs-title" className="section-title">
              Blog terbaru
            </h2>
            <a href="/blogs">Semua blog →</a>
          </div>
          <div className="card-grid">
            {latestBlogs.map((view) => (
              <PostCard key={view.post.id} view={view} />
            ))}
          </div>
        </div>
      </section>

      <section className="section" aria-labelledby="publications-title">
        <div className="container">
          <div className="section-head">
            <h2 id="publications-title" className="section-title">
              Publikasi terbaru
            </h2>
            <a href="/publications">Semua publikasi →</a>
          </div>
          <div className="card-grid">
            {latestPublications.map((view) => (
              <PostCard key={view.post.id} view={view} />
            ))}
          </div>
        </div>
      </section>
    </>
  )
}
