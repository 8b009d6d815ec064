import { REGULATION_STATUS_LABELS, REGULATION_STATUS_LABELS_EN, regulationCitationText } from '../../../shared/collections/regulations'
import { REGULATION_TYPE_LABELS, REGULATION_TYPES } from '../../../shared/regulations/mentions'
import type { Regulation } from '../../../shared/schemas/types'
import { regulationUrl } from '../../../shared/urls'
import { Breadcrumbs } from '../components/breadcrumbs'
import type { Breadcrumb } from '../components/head'
import { useLang } from '../i18n/lang-context'
import { REGULATION_TEXTS } from '../../../shared/regulations/texts'

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

/** Numbers as numbers (`27/10` after `27/2`); one collator, as `localeCompare` builds one per call. */
const NUMBER_ORDER = new Intl.Collator('id', { numeric: true })

/** Newest first, then by number (highest first): a year's list reads as the gazette does, backwards. */
export function byYearAndNumber(a: Pick<Regulation, 'year' | 'number'>, b: Pick<Regulation, 'year' | 'number'>): number {
  return Number(b.year) - Number(a.year) || NUMBER_ORDER.compare(b.number, a.number)
}

/** What the list shows of a regulation (the list reads only these fields). */
export type RegulationListItem = Pick<Regulation, 'id' | 'type' | 'number' | 'year' | 'slug' | 'title' | 'titleEn' | 'status'>

export interface RegulationListPageProps {
  regulations: RegulationListItem[]
  breadcrumbs: Breadcrumb[]
}

/** /regulations: every regulation, by type (the hierarchy's order) and year. */
export function RegulationListPage({ regulations, breadcrumbs }: RegulationListPageProps) {
  const { lang, href } = useLang()
  const t = REGULATION_TEXTS[lang]
  const groups = REGULATION_TYPES.map((type) => ({ type, items: regulations.filter((r) => r.type === type).sort(byYearAndNumber) })).filter((group) => group.items.length > 0)
  return (
    <div className="container page">
      <Breadcrumbs items={breadcrumbs} />
      <h1>{t.heading}</h1>
      <p className="lead">{t.lead}</p>
      <nav className="toc" aria-label={t.toc}>
        <ul>
          {groups.map(({ type }) => (
            <li key={type}>
              <a href={`#${type.toLowerCase()}`}>{REGULATION_TYPE_LABELS[type]}</a>
            </li>
          ))}
        </ul>
      </nav>
      {groups.map(({ type, items }) => (
        <section key={type} id={type.toLowerCase()} className="regulation-group" aria-labelledby={`${type.toLowerCase()}-title`}>
          <h2 id={`${type.toLowerCase()}-title`}>{REGULATION_TYPE_LABELS[type]}</h2>
          <ul className="regulation-list">
            {items.map((regulation) => {
              const title = regulationTitle(regulation, lang)
              return (
                <li key={regulation.id}>
                  <a href={href(regulationUrl(regulation.slug))}>{regulationCitationText(regulation)}</a>{' '}
                  <span lang={title.lang === lang ? undefined : title.lang}>{`${t.about} ${title.text}`}</span> <RegulationStatus regulation={regulation} />
                </li>
              )
            })}
          </ul>
        </section>
      ))}
    </div>
  )
}
