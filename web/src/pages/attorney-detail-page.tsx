import { imageAlt } from '../../../shared/collections/seo-fields'
import type { PracticeArea, Profile } from '../../../shared/schemas/types'
import type { PostView } from '../../../shared/post-view'
import { fallbackLang, type WithFallbacks } from '../../../shared/i18n/fallbacks'
import { useLang } from '../i18n/lang-context'
import { Breadcrumbs } from '../components/breadcrumbs'
import type { Breadcrumb } from '../components/head'
import { InquiryForm } from '../components/inquiry-form'
import { PhoneLink } from '../components/phone-link'
import { Picture } from '../components/picture'
import { PostCard } from '../components/post-card'
import { formatFileSize, initials } from '../../../shared/format'
import { attorneyCvUrl, attorneyVcardUrl, practiceAreaUrl } from '../../../shared/urls'
import { formatPhone, telHref } from '../../../shared/schemas/phone'

export interface AttorneyDetailPageProps {
  /** As the page's language reads it: in English each field in English where written, else Indonesian (named in `fallbacks`). */
  profile: WithFallbacks<Profile>
  areas: PracticeArea[]
  blogs: PostView[]
  publications: PostView[]
  breadcrumbs: Breadcrumb[]
}

/** /attorneys/{slug}: portrait, position, bio, education, admissions, links and their writing. */
export function AttorneyDetailPage({ profile, areas, blogs, publications, breadcrumbs }: AttorneyDetailPageProps) {
  const firstName = profile.name.split(' ')[0] ?? profile.name
  const { lang, t, href } = useLang()
  const d = t.directory
  // A field shown in Indonesian on an English page says so (WCAG 3.1.2).
  const langOf = (field: string) => fallbackLang(profile, field)
  return (
    <div className="container page">
      <Breadcrumbs items={breadcrumbs} />
      <div className="profile">
        <div className="profile-head">
          <h1>{profile.name}</h1>
          <p className="profile-position" lang={langOf('position')}>
            {profile.position}
          </p>
        </div>
        <div className="profile-aside">
          {profile.picture ? (
            <Picture
              file={profile.picture}
              // Staff's alternative text, else "Foto {name}" as before it existed (decision 35).
              alt={imageAlt(profile, 'pictureAlt', lang) || d.portraitOf(profile.name)}
              widths={[320]}
              sizes="(min-width: 960px) 320px, (min-width: 600px) 220px, 80vw"
              className="profile-picture"
              aspect={{ width: 4, height: 5 }}
              priority
            />
          ) : (
            <div className="profile-picture placeholder" aria-hidden="true">
              {initials(profile.name)}
            </div>
          )}
          <ul className="profile-actions">
            {profile.cv ? (
              <li>
                <a className="button" href={attorneyCvUrl(profile.slug)} download>
                  {d.downloadCv} <span className="download-meta">(PDF, {formatFileSize(profile.cv.size, lang)})</span>
                </a>
              </li>
            ) : null}
            <li>
              <a className="button button-ghost" href={attorneyVcardUrl(profile.slug)} download>
                {d.saveContact}
              </a>
            </li>
            {profile.linkedinUrl ? (
              <li>
                <a href={profile.linkedinUrl} rel="noopener me">
                  {d.linkedin}
                </a>
              </li>
            ) : null}
          </ul>
        </div>
        <div className="profile-main">
          {/* Contact and biography at a readable measure; the facts beside them on wide screens. */}
          <div className="profile-bio">
            <dl className="profile-contact">
              {profile.email ? (
                <>
                  <dt>{d.email}</dt>
                  <dd>
                    <a href={`mailto:${profile.email}`}>{profile.email}</a>
                  </dd>
                </>
              ) : null}
              {profile.phone ? (
                <>
                  <dt>{d.phone}</dt>
                  <dd>
                    <PhoneLink number={formatPhone(profile.phone)} href={telHref(profile.phone)} />
                  </dd>
                </>
              ) : null}
            </dl>
            <div className="prose" lang={langOf('bio')}>
              {profile.bio.split(/\n{2,}/).map((paragraph, index) => (
                <p key={index}>{paragraph}</p>
              ))}
            </div>
          </div>
          <div className="profile-facts">
            {areas.length > 0 ? (
              <section aria-labelledby="areas-title">
                <h2 id="areas-title">{d.areas}</h2>
                <ul className="chip-list">
                  {areas.map((area) => (
                    <li key={area.id}>
                      <a href={href(practiceAreaUrl(area.slug))}>{area.name}</a>
                    </li>
                  ))}
                </ul>
              </section>
            ) : null}
            {profile.education.length > 0 ? (
              <section aria-labelledby="education-title">
                <h2 id="education-title">{d.education}</h2>
                <ul lang={langOf('education')}>
                  {profile.education.map((item) => (
                    <li key={item}>{item}</li>
                  ))}
                </ul>
              </section>
            ) : null}
            {profile.barAdmissions.length > 0 ? (
              <section aria-labelledby="bar-title">
                <h2 id="bar-title">{d.barAdmissions}</h2>
                <ul lang={langOf('barAdmissions')}>
                  {profile.barAdmissions.map((item) => (
                    <li key={item}>{item}</li>
                  ))}
                </ul>
              </section>
            ) : null}
            {profile.languages.length > 0 ? (
              <section aria-labelledby="languages-title">
                <h2 id="languages-title">{d.languages}</h2>
                <p lang={langOf('languages')}>{profile.languages.join(', ')}</p>
              </section>
            ) : null}
          </div>
        </div>
      </div>
      <InquiryForm variant="short" target={{ kind: 'attorney', slug: profile.slug, name: profile.name }} idPrefix="attorney-inquiry" />
      {blogs.length > 0 ? (
        <section className="related" aria-labelledby="blogs-title">
          <h2 id="blogs-title">{d.writingOf(firstName)}</h2>
          <div className="card-grid">
            {blogs.map((view) => (
              <PostCard key={view.post.id} view={view} />
            ))}
          </div>
        </section>
      ) : null}
      {publications.length > 0 ? (
        <section className="related" aria-labelledby="publications-title">
          <h2 id="publications-title">{d.publicationsOf(firstName)}</h2>
          <div className="card-grid">
            {publications.map((view) => (
              <PostCard key={view.post.id} view={view} />
            ))}
          </div>
        </section>
      ) : null}
    </div>
  )
}
