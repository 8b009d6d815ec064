import type { Profile } from '../../../shared/schemas/types'
import type { PostView } from '../../../shared/post-view'
import { AttorneyCard } from '../components/attorney-card'
import { PostCard } from '../components/post-card'
import { ABOUT } from '../firm'
import type { SiteView } from '../lib/site-view'

export interface HomePageProps {
  pinned: PostView[]
  attorneys: Profile[]
  latestBlogs: PostView[]
  latestPublications: PostView[]
  practiceAreas: { name: string; summary: string; slug: string }[]
  site: SiteView
}

/** "Kantor hukum di Jakarta Selatan sejak 2004", with what the settings and the main office say. */
function eyebrow(site: SiteView): string {
  const city = site.main?.city
  return ['Kantor hukum', city ? `di ${city}` : '', site.foundingYear ? `sejak ${site.foundingYear}` : ''].filter(Boolean).join(' ')
}

export function HomePage({ pinned, attorneys, latestBlogs, latestPublications, practiceAreas, site }: HomePageProps) {
  return (
    <>
      <section className="hero" aria-labelledby="hero-title">
        <div className="container hero-inner">
          <p className="eyebrow">{eyebrow(site)}</p>
          <h1 id="hero-title">Nasihat hukum yang jelas untuk keputusan bisnis yang penting</h1>
          {site.description ? <p className="hero-lead">{site.description}</p> : null}
          <p className="hero-actions">
            <a className="button" href="/contact-us">
              Jadwalkan konsultasi
            </a>
            <a className="button button-ghost" href="/practice-area">
              Lihat bidang praktik
            </a>
          </p>
          <ul className="hero-facts" aria-label="Sekilas tentang kami">
            {ABOUT.facts.map((fact) => (
              <li key={fact.label}>
                <strong>{fact.value}</strong> {fact.label}
              </li>
            ))}
          </ul>
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
