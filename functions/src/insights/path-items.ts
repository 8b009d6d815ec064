/**
 * What a counted path is to staff: the item whose page it is (its title and its form in the
 * dashboard) or the site's own page it names. Statistik's lists show titles rather than bare
 * paths; a path that names nothing stored any more (a deleted item, a typo a visitor followed)
 * keeps its path as its label.
 */
import { BLOCK_PAGES_PATH } from '../../../shared/collections/block-pages'
import { dashboardPath } from '../../../shared/dashboard-path'
import { splitLangPath } from '../../../shared/i18n/langs'
import type { CollectionName } from '../../../shared/schemas/types'
import { COLLECTION_PATHS, SITE_PATHS, type PublicCollection } from '../../../shared/urls'
import type { ContentStore } from '../backends/ports'

export interface PathItem {
  /** The item's title, or the site page's name. */
  title: string
  /** The item's form in the dashboard, where it has one. */
  editHref?: string
}

/** The site's own pages, by their Indonesian path. */
const SITE_PAGE_NAMES: Record<string, string> = {
  [SITE_PATHS.home]: 'Beranda',
  [SITE_PATHS.about]: 'Tentang Kami',
  [SITE_PATHS.contact]: 'Kontak',
  [SITE_PATHS.privacy]: 'Pemberitahuan Privasi',
  [SITE_PATHS.disclaimer]: 'Penafian',
  [SITE_PATHS.search]: 'Pencarian',
  [COLLECTION_PATHS.blogs]: 'Daftar Blog',
  [COLLECTION_PATHS.publications]: 'Daftar Publikasi',
  [COLLECTION_PATHS.profiles]: 'Daftar Advokat',
  [COLLECTION_PATHS.practiceAreas]: 'Daftar Bidang Praktik',
  [COLLECTION_PATHS.openings]: 'Karier',
  [COLLECTION_PATHS.regulations]: 'Daftar Peraturan',
}

/** The field each collection's title is in where it is not `title`. */
const NAME_FIELD: Partial<Record<PublicCollection, string>> = { profiles: 'name', practiceAreas: 'name' }

/** The collection and slug of an item's page, or null for any other path. */
export function itemOfPath(path: string): { lang: 'id' | 'en'; collection: PublicCollection; slug: string } | null {
  const { lang, path: bare } = splitLangPath(path)
  for (const [collection, base] of Object.entries(COLLECTION_PATHS) as [PublicCollection, string][]) {
    if (!bare.startsWith(`${base}/`)) continue
    const slug = bare.slice(base.length + 1)
    if (slug && !slug.includes('/')) return { lang, collection, slug }
  }
  return null
}

const text = (value: unknown) => (typeof value === 'string' ? value : '')

/** One path's item, read from the store (one small query), or null. */
async function describe(store: ContentStore, path: string): Promise<PathItem | null> {
  const { path: bare } = splitLangPath(path)
  const site = SITE_PAGE_NAMES[bare]
  if (site) return { title: site }
  const item = itemOfPath(path)
  if (item) {
    const bySlug = async (field: 'slug' | 'slugEn') =>
      ((await store.query(item.collection as CollectionName, { where: [{ field, op: '==', value: item.slug }], limit: 1 })) as unknown as Record<string, unknown>[])[0]
    // An English page has its own slug where the collection keeps one (a collection without the
    // field refuses the query), else the Indonesian one.
    const doc = (item.lang === 'en' ? await bySlug('slugEn').catch(() => undefined) : undefined) ?? (await bySlug('slug'))
    if (!doc) return null
    const field = NAME_FIELD[item.collection] ?? 'title'
    const title = (item.lang === 'en' ? text(doc[`${field}En`]) : '') || text(doc[field])
    return { title: title || bare, editHref: `${dashboardPath(item.collection as CollectionName)}/${text(doc.id)}/edit` }
  }
  // A page staff built from blocks lives at its own path, in both languages.
  const [page] = await store.query('blockPages', { where: [{ field: 'path', op: '==', value: bare }], limit: 1 })
  return page ? { title: page.title, editHref: `${BLOCK_PAGES_PATH}/${page.id}/edit` } : null
}

/**
 * The items of `paths` (at most a top list's worth, read side by side); a path whose read fails
 * is left out rather than failing the page.
 */
export async function describePaths(store: ContentStore, paths: readonly string[]): Promise<Map<string, PathItem>> {
  const found = await Promise.all(paths.map((path) => describe(store, path).catch(() => null)))
  return new Map(paths.flatMap((path, index) => (found[index] ? [[path, found[index]] as const] : [])))
}
