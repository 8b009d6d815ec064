/**
 * The public addresses of an item, by role (its page, its download, a list filtered by it),
 * while visitors can open them. What a slug change redirects (old role → new role) and what a
 * delete marks gone (410), so both follow the routes that serve those addresses.
 */
import { isOpenAt } from '../../../shared/opening-rule'
import { isPublishedAt } from '../../../shared/publish-rule'
import type { CollectionName } from '../../../shared/schemas/types'
import { attorneyCvUrl, attorneyUrl, attorneyVcardUrl, blogUrl, careerUrl, publicationDownloadUrl, publicationUrl } from '../../../web/src/lib/urls'
import { isPublicProfile } from '../content/public-content'

/** Roles → paths; `page` is where a role the new item lacks is sent instead. */
export type PublicPaths = Partial<Record<'page' | 'download' | 'cv' | 'vcard' | 'blogs' | 'publications' | 'attorneys', string>>

/** A stored document of any collection, read field by field. */
type AnyDoc = object

/** A list filtered by a category, tag or practice area: the list page answers 404 for an unknown one, so the redirect table is asked. */
const filter = (list: string, name: string, slug: string) => `${list}?${name}=${encodeURIComponent(slug)}`

/**
 * Every address the item has by its slug, whether or not visitors can open it now (a slug
 * taken by a new item frees its old redirects, even before that item is published).
 */
export function addressPaths(collection: CollectionName, item: AnyDoc | null): PublicPaths {
  const doc = item as Record<string, unknown> | null
  if (!doc || typeof doc.slug !== 'string' || doc.slug === '') return {}
  const slug = doc.slug
  switch (collection) {
    case 'blogs':
      return { page: blogUrl(slug) }
    case 'publications':
      return { page: publicationUrl(slug), download: publicationDownloadUrl(slug) }
    case 'profiles':
      return { page: attorneyUrl(slug), ...(doc.cv ? { cv: attorneyCvUrl(slug) } : {}), vcard: attorneyVcardUrl(slug) }
    case 'practiceAreas':
      return { page: `/practice-area/${slug}`, attorneys: filter('/attorneys', 'area', slug) }
    case 'openings':
      return { page: careerUrl(slug) }
    case 'categories':
      return { blogs: filter('/blogs', 'category', slug), publications: filter('/publications', 'category', slug) }
    case 'tags':
      return { blogs: filter('/blogs', 'tag', slug), publications: filter('/publications', 'tag', slug) }
    default:
      return {}
  }
}

/** Whether visitors can open the item's addresses at `now` (the publish and opening rules; attorneys only). */
export function isPublicAt(collection: CollectionName, item: AnyDoc, now: Date): boolean {
  const doc = item as Record<string, unknown>
  switch (collection) {
    case 'blogs':
    case 'publications':
    case 'practiceAreas':
      // A draft (null) is public nowhere.
      return typeof doc.publishedAt === 'string' && isPublishedAt(doc.publishedAt, now)
    case 'profiles':
      return isPublicProfile(doc as { kind: 'attorney' | 'staff' })
    case 'openings':
      return isOpenAt(doc as { status: string; closesOn: string }, now)
    default:
      return true
  }
}

/**
 * The item's public paths at `now`: empty when visitors cannot open it (a scheduled post, a
 * staff profile, a closed opening), or when the collection has no public address (offices).
 */
export function publicPaths(collection: CollectionName, doc: AnyDoc | null, now: Date): PublicPaths {
  return doc && isPublicAt(collection, doc, now) ? addressPaths(collection, doc) : {}
}

/** Every path of `publicPaths`, as a list. */
export function pathList(paths: PublicPaths): string[] {
  return Object.values(paths).filter((path): path is string => typeof path === 'string')
}

/**
 * Old path → new path for an item whose slug changed while it stayed public: each role goes to
 * the same role of the new item, or to its page when it has no such role (a CV removed in the
 * same save). Nothing when either side is not public: an item leaving the site is not redirected.
 */
export function movedPaths(before: PublicPaths, after: PublicPaths): [string, string][] {
  const target = (role: keyof PublicPaths) => after[role] ?? after.page
  return (Object.entries(before) as [keyof PublicPaths, string][]).flatMap(([role, from]) => {
    const to = target(role)
    return to && to !== from ? [[from, to] as [string, string]] : []
  })
}
