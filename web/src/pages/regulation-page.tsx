import { REGULATION_STATUS_LABELS, REGULATION_STATUS_LABELS_EN, regulationCitationText } from '../../../shared/collections/regulations'
import { REGULATION_TYPE_LABELS, type RegulationType } from '../../../shared/regulations/mentions'
import type { Regulation } from '../../../shared/schemas/types'
import { COLLECTION_PATHS, regulationUrl, withQuery } from '../../../shared/urls'
import { Breadcrumbs } from '../components/breadcrumbs'
import type { Breadcrumb } from '../components/head'
import { Pagination } from '../components/pagination'
import { useLang } from '../i18n/lang-context'
import { REGULATION_TEXTS, REGULATION_TYPE_NAMES } from '../../../shared/regulations/texts'

/** A regulation's title as the page's language reads it, and the language it is in. */
export function regulationTitle(regulation: Pick<Regulation, 'title' | 'titleEn'>, lang: 'id' | 'en'): { text: string; lang: 'id' | 'en' } {
  return lang === 'en' && regulation.titleEn ? { text: regulation.titleEn, lang: 'en' } : { text: regulation.title, lang: 'id' }
}

/** The status in the page's language, as a badge. */
export function RegulationStatus({ regulation }: { regulation: Pick<Regulation, 'status'> }) {
  const { lang } = useLang()
  const labels = lang === 'en' ? REGULATION_STATUS_LABELS_EN : REGULATION_STATUS_LABELS
  return <span className={`badge regulation-status regulation-status-${regulation.status}`}>{labels[regulation.status]}</span>
}

/** What the list shows of a regulation (the list reads only these fields). */
export type RegulationListItem = Pick<Regulation, 'id' | 'type' | 'number' | 'year' | 'slug' | 'title' | 'titleEn' | 'status'>

/** A type's newest regulations on /regulations, and how many it has. */
export interface RegulationTypeGroup {
  type: RegulationType
  /** The newest few, in the gazette's order (their `listKey`, descending). */
  items: RegulationListItem[]
  count: number
}

/** A type's own list, `/regulations?type=uu`: its query value (the lower-case type, as its sitemap file names it). */
export function regulationTypeParam(type: RegulationType): string {
  return type.toLowerCase()
}

/** The address of a type's list (page 1). */
export function regulationTypePath(type: RegulationType): string {
  return withQuery(COLLECTION_PATHS.regulations, { type: regulationTypeParam(type) })
}

/** A type's heading: its name in full and its short label, `Undang-Undang (UU)`. */
export function regulationTypeHeading(type: RegulationType, lang: 'id' | 'en'): string {
  return `${REGULATION_TYPE_NAMES[lang][type]} (${REGULATION_TYPE_LABELS[type]})`
}

/** Regulations, one line each: the citation as a link, the title, the status. */
function RegulationLines({ regulations }: { regulations: RegulationListItem[] }) {
  const { lang, href } = useLang()
  const t = REGULATION_TEXTS[lang]
  return (
    <ul className="regulation-list">
      {regulations.map((regulation) => {
        const title = regulationTitle(regulation, lang)
        return (
          <li key={regulation.id}>
            <a href={href(regulationUrl(regulation.slug))}>{regulationCitationText(regulation)}</a>{' '}
            <span lang={title.lang === lang ? undefined : title.lang}>{`${t.about} ${title.text}`}</span> <RegulationStatus regulation={regulation} />
          </li>
        )
      })}
    </ul>
  )
}

export interface RegulationListPageProps {
  /** The types that have regulations, in the hierarchy's order. */
  groups: RegulationTypeGroup[]
  breadcrumbs: Breadcrumb[]
}

/**
 * /regulations: by type (the hierarchy's order), each type's newest few and a link to all of it
 * (docs/decisions/0066-regulation-list-pages.md).
 */
export function RegulationListPage({ groups, breadcrumbs }: RegulationListPageProps) {
  const { lang, href } = useLang()
  const t = REGULATION_TEXTS[lang]
  return (
    <div className="container page">
      <Breadcrumbs items={breadcrumbs} />
      <h1>{t.heading}</h1>
      <p className="lead">{t.lead}</p>
      <nav className="toc" aria-label={t.toc}>
        <ul>
          {groups.map(({ type }) => (
            <li key={type}>
              <a href={`#${regulationTypeParam(type)}`}>{REGULATION_TYPE_LABELS[type]}</a>
            </li>
          ))}
        </ul>
      </nav>
      {groups.map(({ type, items, count }) => (
        <section key={type} id={regulationTypeParam(type)} className="regulation-group" aria-labelledby={`${regulationTypeParam(type)}-title`}>
          <h2 id={`${regulationTypeParam(type)}-title`}>{regulationTypeHeading(type, lang)}</h2>
          <RegulationLines regulations={items} />
          {count > items.length ? (
            <p className="regulation-more">
              <a href={href(regulationTypePath(type))}>{t.all(REGULATION_TYPE_LABELS[type], count)}</a>
            </p>
          ) : null}
        </section>
      ))}
    </div>
  )
}

export interface RegulationTypePageProps {
  type: RegulationType
  /** One page of the type's regulations, in the gazette's order. */
  regulations: RegulationListItem[]
  count: number
  page: number
  pages: number
  breadcrumbs: Breadcrumb[]
}

/** `/regulations?type=uu`: every regulation of one type, a page at a time. */
export function RegulationTypePage({ type, regulations, count, page, pages, breadcrumbs }: RegulationTypePageProps) {
  const { lang, href } = useLang()
  const t = REGULATION_TEXTS[lang]
  return (
    <div className="container page">
      <Breadcrumbs items={breadcrumbs} />
      <h1>{regulationTypeHeading(type, lang)}</h1>
      <p className="lead">{t.typeLead(REGULATION_TYPE_LABELS[type], count)}</p>
      <RegulationLines regulations={regulations} />
      <Pagination page={page} pages={pages} path={href(COLLECTION_PATHS.regulations)} params={{ type: regulationTypeParam(type) }} />
    </div>
  )
}
