/**
 * A regulation in the public search (docs/decisions/0056-regulations.md): public as soon as it
 * exists, in the Indonesian index at its page and in the English one at /en + its page, its text
 * its citation as the site writes it (which every spelling a visitor types is read as, in
 * query-text.ts), its short name, title, issuer and status. Listed with the site's pages. Its
 * staff record comes from its module as any collection's does (search-sync.ts `syncModuleItem`).
 */
import { regulationCitationText, REGULATION_STATUS_LABELS, REGULATION_STATUS_LABELS_EN } from '../../../shared/collections/regulations'
import { localePath, type Lang } from '../../../shared/i18n/langs'
import type { Regulation } from '../../../shared/schemas/types'
import { regulationUrl } from '../../../shared/urls'
import type { SearchRecord } from '../backends/ports'
import type { SearchSyncDeps } from './search-sync'
import { splitText } from './records'

const CONTROL = /[\u0000-\u001f\u007f]/g

/** The regulation's public records in `lang` (its English title where written). */
export function regulationRecords(regulation: Regulation, lang: Lang): SearchRecord[] {
  const parentId = `regulations/${regulation.id}`
  const citation = regulationCitationText(regulation)
  const title = `${citation}: ${lang === 'en' && regulation.titleEn ? regulation.titleEn : regulation.title}`.replace(CONTROL, ' ')
  const status = (lang === 'en' ? REGULATION_STATUS_LABELS_EN : REGULATION_STATUS_LABELS)[regulation.status]
  const summary = [regulation.abbreviation, regulation.issuer, status].filter(Boolean).join(' · ').replace(CONTROL, ' ')
  const text = [citation, regulation.abbreviation, regulation.title, regulation.titleEn, regulation.issuer].filter(Boolean).join(' · ')
  return splitText(text).map((part, index) => ({
    objectID: index === 0 ? parentId : `${parentId}#${index}`,
    parentId,
    type: 'page',
    collection: 'regulations',
    title,
    text: part,
    url: localePath(lang, regulationUrl(regulation.slug)),
    summary,
    tags: [],
    docId: regulation.id,
  }))
}

/** The regulation in both public indexes. */
export async function syncRegulationPublic(deps: SearchSyncDeps, regulation: Regulation): Promise<void> {
  await Promise.all([deps.search.upsert('public', regulationRecords(regulation, 'id')), deps.search.upsert('public-en', regulationRecords(regulation, 'en'))])
}
