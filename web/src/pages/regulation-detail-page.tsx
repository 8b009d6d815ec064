import { regulationCitationText } from '../../../shared/collections/regulations'
import type { PostView } from '../../../shared/post-view'
import type { Regulation } from '../../../shared/schemas/types'
import { regulationUrl } from '../../../shared/urls'
import { FOLLOW_PARAM, SUBSCRIBE_ACTION } from '../../../shared/subscription-paths'
import { Breadcrumbs } from '../components/breadcrumbs'
import { EventCard } from '../components/event-card'
import type { EventView } from '../../../shared/events/view'
import type { Breadcrumb } from '../components/head'
import { PostCard } from '../components/post-card'
import { useLang } from '../i18n/lang-context'
import { RegulationStatus, regulationTitle, regulationTypeHeading, regulationTypePath } from './regulation-page'
import { REGULATION_TEXTS } from '../../../shared/regulations/texts'

export interface RegulationDetailPageProps {
  regulation: Regulation
  amendedBy: Regulation[]
  revokedBy: Regulation[]
  /** The firm's published blogs and publications linking it, newest first. */
  writing: PostView[]
  /** The upcoming published events linking it, soonest first (docs/decisions/0058-events.md). */
  events?: EventView[]
  breadcrumbs: Breadcrumb[]
}

/** /regulations/{slug}: the regulation, its status and what changed it, and everything the firm wrote about it. */
export function RegulationDetailPage({ regulation, amendedBy, revokedBy, writing, events = [], breadcrumbs }: RegulationDetailPageProps) {
  const { lang, href } = useLang()
  const t = REGULATION_TEXTS[lang]
  const title = regulationTitle(regulation, lang)
  const links = (list: Regulation[]) => (
    <ul className="regulation-links">
      {list.map((other) => (
        <li key={other.id}>
          <a href={href(regulationUrl(other.slug))}>{regulationCitationText(other)}</a>
        </li>
      ))}
    </ul>
  )
  return (
    <div className="container page">
      <Breadcrumbs items={breadcrumbs} />
      <h1>{regulationCitationText(regulation)}</h1>
      <p className="lead" lang={title.lang === lang ? undefined : title.lang}>
        {regulation.abbreviation ? `${regulation.abbreviation}: ` : ''}
        {title.text}
      </p>
      <dl className="regulation-facts">
        <dt>{t.type}</dt>
        <dd>
          {/* The type's own list, where this regulation is (decision 66). */}
          <a href={href(regulationTypePath(regulation.type))}>{regulationTypeHeading(regulation.type, lang)}</a>
        </dd>
        <dt>{t.number}</dt>
        <dd>{regulation.number}</dd>
        <dt>{t.year}</dt>
        <dd>{regulation.year}</dd>
        <dt>{t.issuer}</dt>
        <dd lang={lang === 'en' ? 'id' : undefined}>{regulation.issuer}</dd>
        <dt>{t.status}</dt>
        <dd>
          <RegulationStatus regulation={regulation} />
        </dd>
        {amendedBy.length > 0 ? (
          <>
            <dt>{t.amendedBy}</dt>
            <dd>{links(amendedBy)}</dd>
          </>
        ) : null}
        {revokedBy.length > 0 ? (
          <>
            <dt>{t.revokedBy}</dt>
            <dd>{links(revokedBy)}</dd>
          </>
        ) : null}
        {regulation.sourceUrl ? (
          <>
            <dt>{t.source}</dt>
            <dd>
              <a href={regulation.sourceUrl} rel="noopener">
                {t.sourceLink}
              </a>
            </dd>
          </>
        ) : null}
      </dl>
      {/* A plain link: the subscription form with this regulation ticked, double opt-in as any request (docs/decisions/0060-regulation-alerts.md). */}
      <p className="regulation-follow">
        <a className="button button-ghost" href={`${href(SUBSCRIBE_ACTION)}?${FOLLOW_PARAM}=${encodeURIComponent(regulation.slug)}`} rel="nofollow">
          {t.follow}
        </a>{' '}
        <span>{t.followHelp}</span>
      </p>
      {events.length > 0 ? (
        <section className="related" aria-labelledby="regulation-events-title">
          <h2 id="regulation-events-title">{t.events}</h2>
          <div className="event-grid">
            {events.map((view) => (
              <EventCard key={view.event.id} view={view} />
            ))}
          </div>
        </section>
      ) : null}
      <section className="related" aria-labelledby="regulation-writing-title">
        <h2 id="regulation-writing-title">{t.writing}</h2>
        {writing.length > 0 ? (
          <div className="card-grid">
            {writing.map((view) => (
              <PostCard key={view.post.id} view={view} />
            ))}
          </div>
        ) : (
          <p>{t.noWriting}</p>
        )}
      </section>
    </div>
  )
}
