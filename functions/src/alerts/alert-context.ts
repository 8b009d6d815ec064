/**
 * What the alert emails read besides the subscriber: the firm (settings), absolute addresses
 * with signed tokens, the names of the chosen interests in the email's language, and which
 * subscribers an item matches.
 */
import { localePath, type Lang } from '../../../shared/i18n/langs'
import { LINK_PARAM } from '../../../shared/subscription-paths'
import { regulationCitationText } from '../../../shared/collections/regulations'
import type { Blog, Category, PracticeArea, Publication, Regulation, Subscriber } from '../../../shared/schemas/types'
import type { ContentStore } from '../backends/ports'
import { localizePracticeArea, localizeTerm } from '../content/public-content'
import { readSite } from '../content/site'
import type { FirmForAlerts } from './alert-messages'

/** The firm as the emails name it: its name and main email from the settings. */
export async function firmForAlerts(store: ContentStore, baseUrl: string): Promise<FirmForAlerts> {
  const site = await readSite(store)
  return { name: site.name, email: site.email, baseUrl }
}

/** An absolute address of a page in `lang`, with a signed token when given. */
export function absoluteUrl(baseUrl: string, lang: Lang, path: string, token?: string): string {
  return `${baseUrl}${localePath(lang, path)}${token ? `?${LINK_PARAM}=${encodeURIComponent(token)}` : ''}`
}

/**
 * The categories and practice areas by id, read once for many emails; the regulations only as
 * emails need them (a firm has a thousand, a subscriber follows a few): `withRegulations`.
 */
export interface InterestCatalog {
  categories: Map<string, Category>
  areas: Map<string, PracticeArea>
  /** Regulations read so far; an id read and not found maps to null. */
  regulations: Map<string, Regulation | null>
}

export async function interestCatalog(store: ContentStore): Promise<InterestCatalog> {
  const [categories, areas] = await Promise.all([store.query('categories'), store.query('practiceAreas')])
  return { categories: new Map(categories.map((c) => [c.id, c])), areas: new Map(areas.map((a) => [a.id, a])), regulations: new Map() }
}

/** Reads into the catalog the regulations of `ids` it has not read yet (one batched read). */
export async function withRegulations(store: ContentStore, catalog: InterestCatalog, ids: readonly string[]): Promise<InterestCatalog> {
  const missing = [...new Set(ids)].filter((id) => !catalog.regulations.has(id))
  if (missing.length === 0) return catalog
  const found = (await store.getMany('regulations', missing)) as Regulation[]
  for (const id of missing) catalog.regulations.set(id, null)
  for (const regulation of found) catalog.regulations.set(regulation.id, regulation)
  return catalog
}

/** Regulations by their citation (`UU No. 27 Tahun 2022`), as emails name them; ones deleted or not read are left out. */
export function regulationNames(catalog: InterestCatalog, ids: readonly string[]): string[] {
  return ids.flatMap((id) => {
    const regulation = catalog.regulations.get(id)
    return regulation ? [regulationCitationText(regulation)] : []
  })
}

/**
 * A subscriber's chosen interests by name, in `lang` (areas first, then categories, then the
 * regulations followed that the catalog has read); ones since deleted are left out.
 */
export function interestNames(catalog: InterestCatalog, subscriber: Pick<Subscriber, 'categoryIds' | 'practiceAreaIds' | 'regulationIds'>, lang: Lang): string[] {
  const areas = subscriber.practiceAreaIds.flatMap((id) => {
    const area = catalog.areas.get(id)
    return area ? [localizePracticeArea(area, lang).name] : []
  })
  const categories = subscriber.categoryIds.flatMap((id) => {
    const category = catalog.categories.get(id)
    return category ? [localizeTerm('categories', category, lang).name] : []
  })
  return [...areas, ...categories, ...regulationNames(catalog, subscriber.regulationIds ?? [])]
}

/**
 * The practice areas an item is about: those of its authors (a practice area's page lists its
 * team's writing the same way).
 */
export async function itemPracticeAreas(store: ContentStore, post: Blog | Publication): Promise<Set<string>> {
  const authors = await store.getMany('profiles', post.authorIds)
  return new Set(authors.flatMap((author) => author.practiceAreaIds))
}

/** Whether an item goes to a subscriber: one rule for the queue, the post form and the save's notice. */
export { matchesInterests } from '../../../shared/alert-reach'
