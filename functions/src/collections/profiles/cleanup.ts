/** What deleting a profile touches: the content it authors and the orderings that list it. */
import { ORDERING_TYPES } from '../../../../shared/schemas/types'
import { NotFoundError, StaleVersionError, type ContentStore } from '../../backends/ports'

export interface AuthoredContent {
  count: number
  /** The latest few, with links to their edit pages. */
  items: { title: string; href: string; type: string }[]
}

/** Blogs and publications that name the profile as an author. */
export async function authoredContent(store: ContentStore, profileId: string, shown = 5): Promise<AuthoredContent> {
  const where = [{ field: 'authorIds', op: 'array-contains' as const, value: profileId }]
  const orderBy = [{ field: 'publishedAt', direction: 'desc' as const }]
  const [blogCount, publicationCount, blogs, publications] = await Promise.all([
    store.count('blogs', { where }),
    store.count('publications', { where }),
    store.query('blogs', { where, orderBy, limit: shown }),
    store.query('publications', { where, orderBy, limit: shown }),
  ])
  return {
    count: blogCount + publicationCount,
    items: [
      ...blogs.map((b) => ({ title: b.title, href: `/dashboard/blogs/${b.id}/edit`, type: 'Blog', at: b.publishedAt })),
      ...publications.map((p) => ({ title: p.title, href: `/dashboard/publications/${p.id}/edit`, type: 'Publikasi', at: p.publishedAt })),
    ]
      .sort((a, b) => (b.at ?? '').localeCompare(a.at ?? ''))
      .slice(0, shown)
      .map(({ at: _at, ...item }) => item),
  }
}

/**
 * Takes a profile out of every ordering that lists it (`attorneys`, `home_attorneys`,
 * `practice_area_attorneys:*`). Each ordering is rewritten against the version just read and
 * read again if someone saved it meanwhile, so a concurrent reorder is never overwritten.
 * Public reads skip ids that no longer exist, so a failure here leaves nothing broken.
 */
export async function removeFromOrderings(store: ContentStore, profileId: string, actor: string): Promise<number> {
  const types = ORDERING_TYPES.filter((type) => type !== 'home_pinned')
  const orderings = (await Promise.all(types.map((type) => store.query('orderings', { where: [{ field: 'type', op: '==', value: type }] })))).flat()
  let changed = 0
  for (const ordering of orderings) {
    if (!ordering.ids.includes(profileId)) continue
    for (let attempt = 0; attempt < 3; attempt++) {
      const current = attempt === 0 ? ordering : await store.get('orderings', ordering.id)
      if (!current || !current.ids.includes(profileId)) break
      try {
        await store.update(
          'orderings',
          current.id,
          { type: current.type, key: current.key, ids: current.ids.filter((id) => id !== profileId) },
          { actor, expectedVersion: current.version },
        )
        changed++
        break
      } catch (error) {
        if (error instanceof NotFoundError) break
        if (!(error instanceof StaleVersionError)) throw error
      }
    }
  }
  return changed
}
