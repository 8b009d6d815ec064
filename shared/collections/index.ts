/**
 * Every collection's module, by name: the one list of collections. The store, search sync,
 * migrations, the dashboard and the rules' tests derive theirs from it
 * (docs/decisions/0020-collection-modules.md).
 */
import type { PostCollection } from '../schemas/post'
import type { CollectionLabels, CollectionSpec } from './define'
import { applications } from './applications'
import { blogs } from './blogs'
import { categories } from './categories'
import { inquiries } from './inquiries'
import { offices } from './offices'
import { pages } from './pages'
import { openings } from './openings'
import { orderings } from './orderings'
import { navigation } from './navigation'
import { practiceAreas } from './practice-areas'
import { profiles } from './profiles'
import { publications } from './publications'
import { settings } from './settings'
import { tags } from './tags'
import { regulations } from './regulations'
import { events } from './events'
import { trash } from './trash'
import { redirects } from './redirects'
import { subscribers } from './subscribers'
import { alertDeliveries, alerts } from './alerts'
import { media } from './media'
import { blockPages } from './block-pages'
import { reviews } from './reviews'
import { registrations } from './registrations'

/** What every module offers whatever its fields (the registry's common view). */
export interface CollectionModule {
  name: CollectionName
  labels: CollectionLabels
  spec: CollectionSpec
  uploads: Partial<Record<string, string>>
  searchable: boolean
  publish?: string
}

/**
 * Every collection, once, in the order a copy writes them (functions/src/migrate/migrate.ts): a
 * collection after those its reference fields name (a test holds this), so a target that indexes
 * for search on each write finds a post's category and authors already there; orderings, whose
 * ids name profiles, practice areas and posts, last. Written as names, apart from the modules
 * below, because the modules' own types name collections (a reference field's target): the
 * compiler holds the two to the same keys.
 */
export const COLLECTION_NAMES = [
  'practiceAreas',
  'categories',
  'tags',
  'regulations',
  'profiles',
  'blogs',
  'publications',
  'events',
  'settings',
  'offices',
  'pages',
  'blockPages',
  'openings',
  'applications',
  'inquiries',
  'subscribers',
  'alerts',
  'alertDeliveries',
  'registrations',
  'trash',
  'redirects',
  'media',
  'reviews',
  'navigation',
  'orderings',
] as const

/** A collection's name. */
export type CollectionName = (typeof COLLECTION_NAMES)[number]

/** Each collection's module, filed under its name. */
export const COLLECTION_MODULES = {
  practiceAreas,
  categories,
  tags,
  regulations,
  profiles,
  blogs,
  publications,
  events,
  settings,
  offices,
  pages,
  blockPages,
  openings,
  applications,
  inquiries,
  subscribers,
  alerts,
  alertDeliveries,
  registrations,
  trash,
  redirects,
  media,
  reviews,
  orderings,
  navigation,
} as const satisfies { [N in CollectionName]: CollectionModule & { name: N } }

/** The post collections, which share one code path. */
export const POST_MODULES = { blogs, publications } as const satisfies Record<PostCollection, CollectionModule>

/** The form schema of a post collection, for the browser and the server alike. */
export function postSchema(collection: PostCollection): typeof blogs.formSchema | typeof publications.formSchema {
  return POST_MODULES[collection].formSchema
}
