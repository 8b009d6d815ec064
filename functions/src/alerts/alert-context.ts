/**
 * What the alert emails read besides the subscriber: the firm (settings), absolute addresses
 * with signed tokens, the names of the chosen interests in the email's language, and which
 * subscribers an item matches.
 */
import { localePath, type Lang } from '../../../shared/i18n/langs'
import { LINK_PARAM } from '../../../shared/subscription-paths'
import type { Blog, Category, PracticeArea, Publication, Subscriber } from '../../../shared/schemas/types'
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

/** The categories and practice areas by id, read once for many emails. */
export interface InterestCatalog {
  categories: Map<string, Category>
  areas: Map<string, PracticeArea>
}

export async function interestCatalog(store: ContentStore): Promise<InterestCatalog> {
  const [categories, areas] = await Promise.all([store.query('categories'), store.query('practiceAreas')])
  return { categories: new Map(categories.map((c) => [c.id, c])), areas: new Map(areas.map((a) => [a.id, a])) }
}

/** A subscriber's chosen interests by name, in `lang` (areas first, then categories); ones since deleted are left out. */
export function interestNames(catalog: InterestCatalog, subscriber: Pick<Subscriber, 'categoryIds' | 'practiceAreaIds'>, lang: Lang): string[] {
  const areas = subscriber.practiceAreaIds.flatMap((id) => {
    const area = catalog.areas.get(id)
    return area ? [localizePracticeArea(area, lang).name] : []
  })
  const categories = subscriber.categoryIds.flatMap((id) => {
    const category = catalog.categories.get(id)
    return category ? [localizeTerm('categories', category, lang).name] : []
  })
  return [...areas, ...categories]
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
