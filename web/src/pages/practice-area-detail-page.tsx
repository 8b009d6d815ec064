import { imageAlt } from '../../../shared/collections/seo-fields'
import type { PostView } from '../../../shared/post-view'
import type { PracticeArea, Profile } from '../../../shared/schemas/types'
import { AttorneyCard } from '../components/attorney-card'
import { Breadcrumbs } from '../components/breadcrumbs'
import type { Breadcrumb } from '../components/head'
import { InquiryForm, InquiryFormContext } from '../components/inquiry-form'
import { BandPicture } from '../components/picture'
import { AsidePeople, SideLayout } from '../components/side-column'
import { PhotoBand } from '../components/photo-band'
import { PostCard } from '../components/post-card'
import { EventCard } from '../components/event-card'
import { EVENT_TEXTS } from '../../../shared/events/texts'
import type { EventView } from '../../../shared/events/view'
import { attorneyUrl, COLLECTION_PATHS, withQuery } from '../../../shared/urls'
import { fallbackLang, withFallbacks } from '../../../shared/i18n/fallbacks'
import { profiles } from '../../../shared/collections/profiles'
import { PreviewBanner, type PreviewInfo } from '../components/preview-banner'
import { useContext } from 'react'
import { useLang } from '../i18n/lang-context'
import { RichText } from '../components/rich-text'

export interface PracticeAreaDetailPageProps {
  area: PracticeArea
  /** The Indonesian slug, by which the contact form names the area (`area.slug` is English on an English page). */
  inquirySlug?: string
  /** The area's attorneys in its `practice_area_attorneys` order. */
  team: Profile[]
  /** The latest published writing of the team. */
  blogs: PostView[]
  publications: PostView[]
  breadcrumbs: Breadcrumb[]
  /** Staff preview (a draft, or the form's unsaved text): a banner above the page. */
  preview?: PreviewInfo
  /** The upcoming events linked to the area, soonest first (docs/decisions/0058-events.md). */
  events?: EventView[]
}

/** /practice-area/{slug}: what the practice does, who does it, and what they wrote lately. */
export function PracticeAreaDetailPage({ area, inquirySlug, team, blogs, publications, breadcrumbs, preview, events = [] }: PracticeAreaDetailPageProps) {
  const { t, href, lang } = useLang()
  const d = t.directory
  // Whether Pengaturan Situs routes this area's messages to a team of its own (the form only says so then).
  const routed = useContext(InquiryFormContext).areas.some((a) => a.id === area.id && a.routed)
  return (
    <>
      <article className="area-detail" aria-labelledby="area-title">
        {preview ? (
          <div className="container">
            <PreviewBanner preview={preview} publishedAt={area.publishedAt ?? ''} />
          </div>
        ) : null}
        <PhotoBand
          className="area-detail-head"
          top={<Breadcrumbs items={breadcrumbs} />}
          image={
            area.cover ? (
              // Staff's alternative text; none written yet: decorative, as before (decision 35).
              <BandPicture file={area.cover} alt={imageAlt(area, 'coverAlt', lang)} className="area-detail-cover" />
            ) : null
          }
        >
          <p className="eyebrow">{d.areaEyebrow}</p>
          <h1 id="area-title">{area.name}</h1>
          <p className="lead">{area.summary}</p>
        </PhotoBand>
        <div className="container">
          {/* The text at a readable measure; the team and the way to the form beside it on wide screens. */}
          <SideLayout className="area-layout" asideLabelledBy="area-contacts-title" aside={<AreaContacts team={team} consult={d.consultHeading} />}>
            {/* Sanitized when saved (functions/src/collections/save-document.ts), as post content is. */}
            <RichText html={area.description} />
          </SideLayout>
        </div>
      </article>
      <div className="container page">
        <section className="related" aria-labelledby="team-title">
          <h2 id="team-title">{d.team}</h2>
          {team.length > 0 ? (
            <>
              <div className="attorney-grid">
                {team.map((profile) => (
                  <AttorneyCard key={profile.id} profile={profile} />
                ))}
              </div>
              <p>
                <a href={withQuery(href(COLLECTION_PATHS.profiles), { area: area.slug })}>{d.allAttorneysOfArea(area.name)}</a>
              </p>
            </>
          ) : (
            // No link to the filtered attorney list then: it would only say that it is empty.
            <p>{d.teamForming}</p>
          )}
        </section>
        {events.length > 0 ? (
          <section className="related" aria-labelledby="area-events-title">
            <h2 id="area-events-title">{EVENT_TEXTS[lang].areaEvents}</h2>
            <div className="event-grid">
              {events.map((view) => (
                <EventCard key={view.event.id} view={view} />
              ))}
            </div>
          </section>
        ) : null}
        {blogs.length > 0 ? (
          <section className="related" aria-labelledby="area-blogs-title">
            <h2 id="area-blogs-title">{d.teamWriting}</h2>
            <div className="card-grid">
              {blogs.map((view) => (
                <PostCard key={view.post.id} view={view} />
              ))}
            </div>
          </section>
        ) : null}
        {publications.length > 0 ? (
          <section className="related" aria-labelledby="area-publications-title">
            <h2 id="area-publications-title">{d.teamPublications}</h2>
            <div className="card-grid">
              {publications.map((view) => (
                <PostCard key={view.post.id} view={view} />
              ))}
            </div>
          </section>
        ) : null}
        <InquiryForm
          variant="short"
          target={{ kind: 'practiceArea', slug: inquirySlug ?? area.slug, name: area.name }}
          areaId={area.id}
          idPrefix="area-inquiry"
          heading={d.consultHeading}
          intro={d.consultIntro(area.name, routed)}
        />
      </div>
    </>
  )
}

/**
 * The side column of an area's page: its first three attorneys, small, and the way to the
 * consultation form below, so the right of a wide screen carries who to ask and how.
 */
function AreaContacts({ team, consult }: { team: Profile[]; consult: string }) {
  const { t, href, lang } = useLang()
  return (
    <>
      <h2 id="area-contacts-title" className="aside-title">
        {t.directory.areaContacts}
      </h2>
      {team.length > 0 ? (
        <AsidePeople
          className="area-contacts"
          people={team.slice(0, 3).map((given) => {
            const profile = withFallbacks(profiles, given, lang)
            return { id: profile.id, name: profile.name, href: href(attorneyUrl(profile.slug)), position: profile.position, positionLang: fallbackLang(profile, 'position'), picture: profile.picture ?? null }
          })}
        />
      ) : null}
      <p className="area-consult">
        <a className="button" href="#area-inquiry-title">
          {consult}
        </a>
      </p>
    </>
  )
}
