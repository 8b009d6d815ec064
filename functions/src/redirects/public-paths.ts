/**
 * The public addresses of an item, by role (its page, its download, a list filtered by it),
 * while visitors can open them. What a slug change redirects (old role → new role) and what a
 * delete marks gone (410), so both follow the routes that serve those addresses. Each role has
 * its English twin (`en:page`) while the item has an English version (decision 30): the same
 * path under `/en` with the English slug, so an English slug change redirects the old English
 * addresses and a deleted item's English addresses answer 410 too.
 */
import { isOpenAt } from '../../../shared/opening-rule'
import { isPublishedAt } from '../../../shared/publish-rule'
import { localePath } from '../../../shared/i18n/langs'
import type { CollectionName } from '../../../shared/schemas/types'
import { attorneyCvUrl, attorneyUrl, attorneyVcardUrl, blogUrl, careerUrl, eventUrl, filteredListUrl, practiceAreaUrl, publicationDownloadUrl, publicationUrl, regulationUrl } from '../../../shared/urls'
import { englishSlug, isEnglishPublishedAt } from '../content/english-edition'
import { isPublicProfile } from '../content/public-content'

/** What an address is to its item. */
export type Role = 'page' | 'download' | 'cv' | 'vcard' | 'blogs' | 'publications' | 'attorneys'

/** The English twin of a role: `en:page` is the English page. */
export type EnglishRole = `en:${Role}`

/** Roles → paths; `page` (`en:page` for an English role) is where a role the new item lacks is sent instead. */
export type PublicPaths = Partial<Record<Role | EnglishRole, string>>

/** A stored document of any collection, read field by field. */
type AnyDoc = object

/** The Indonesian addresses of an item of `collection` at `slug`. */
function rolePaths(collection: CollectionName, slug: string, doc: Record<string, unknown>): Partial<Record<Role, string>> {
  switch (collection) {
    case 'blogs':
      return { page: blogUrl(slug) }
    case 'publications':
      return { page: publicationUrl(slug), download: publicationDownloadUrl(slug) }
    case 'profiles':
      return { page: attorneyUrl(slug), ...(doc.cv ? { cv: attorneyCvUrl(slug) } : {}), vcard: attorneyVcardUrl(slug) }
    case 'practiceAreas':
      return { page: practiceAreaUrl(slug), attorneys: filteredListUrl('profiles', 'area', slug) }
    case 'openings':
      return { page: careerUrl(slug) }
    case 'events':
      return { page: eventUrl(slug) }
    case 'regulations':
      return { page: regulationUrl(slug) }
    case 'categories':
      return { blogs: filteredListUrl('blogs', 'category', slug), publications: filteredListUrl('publications', 'category', slug) }
    case 'tags':
      return { blogs: filteredListUrl('blogs', 'tag', slug), publications: filteredListUrl('publications', 'tag', slug) }
    default:
      return {}
  }
}

/**
 * The roles the English edition serves under `/en` (functions/src/app.ts, `english`): an
 * attorney's CV and vCard are files in no language, served at their one address only.
 */
const ENGLISH_ROLES: ReadonlySet<Role> = new Set(['page', 'download', 'blogs', 'publications', 'attorneys'])

export const isEnglishRole = (role: string): role is EnglishRole => role.startsWith('en:')

/**
 * A block page's addresses: the path staff chose (shared/collections/block-pages.ts, never
 * under a first segment the site's own routes answer) and the same under `/en`, which is
 * always there (its texts fall back to the Indonesian: ../collections/block-pages/public-routes.tsx).
 */
function blockPagePaths(doc: Record<string, unknown>): PublicPaths {
  if (typeof doc.path !== 'string' || doc.path === '') return {}
  return { page: doc.path, 'en:page': localePath('en', doc.path) }
}

/**
 * Every address the item has by its slugs (a block page: by its path), whether or not visitors
 * can open it now (a slug taken by a new item frees its old redirects, even before that item is
 * published): its Indonesian ones, and its English ones while it has an English version.
 */
export function addressPaths(collection: CollectionName, item: AnyDoc | null): PublicPaths {
  const doc = item as Record<string, unknown> | null
  if (doc && collection === 'blockPages') return blockPagePaths(doc)
  if (!doc || typeof doc.slug !== 'string' || doc.slug === '') return {}
  const paths: PublicPaths = rolePaths(collection, doc.slug, doc)
  const slugEn = englishSlug(collection, doc)
  if (slugEn === null) return paths
  for (const [role, path] of Object.entries(rolePaths(collection, slugEn, doc)) as [Role, string][]) {
    if (ENGLISH_ROLES.has(role)) paths[`en:${role}`] = localePath('en', path)
  }
  return paths
}

/**
 * Whether visitors can open the item's addresses at `now` (the publish and opening rules;
 * attorneys only). A regulation is public as soon as it exists.
 */
export function isPublicAt(collection: CollectionName, item: AnyDoc, now: Date): boolean {
  const doc = item as Record<string, unknown>
  switch (collection) {
    case 'blogs':
    case 'publications':
    case 'practiceAreas':
    case 'events':
    case 'blockPages':
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
  if (!doc || !isPublicAt(collection, doc, now)) return {}
  const paths = addressPaths(collection, doc)
  // The English addresses wait for the English edition's own date (a post's `publishedAtEn`).
  if (isEnglishPublishedAt(collection, doc, now)) return paths
  return Object.fromEntries(Object.entries(paths).filter(([role]) => !isEnglishRole(role)))
}

/** Every path of `publicPaths`, as a list. */
export function pathList(paths: PublicPaths): string[] {
  return Object.values(paths).filter((path): path is string => typeof path === 'string')
}

/**
 * Old path → new path for an item whose slug changed while it stayed public: each role goes to
 * the same role of the new item, or to its page in the same language when it has no such role
 * (a CV removed in the same save). Nothing when either side is not public: an item leaving the
 * site, or its English version leaving it, is not redirected (never to the other language:
 * decision 30, a URL answers in the language it names).
 */
export function movedPaths(before: PublicPaths, after: PublicPaths): [string, string][] {
  const target = (role: keyof PublicPaths) => after[role] ?? after[isEnglishRole(role) ? 'en:page' : 'page']
  return (Object.entries(before) as [keyof PublicPaths, string][]).flatMap(([role, from]) => {
    const to = target(role)
    return to && to !== from ? [[from, to] as [string, string]] : []
  })
}
