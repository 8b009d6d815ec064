/**
 * Every collection's module, by name: what the store, search sync and the dashboard derive
 * their tables from (docs/decisions/0020-collection-modules.md).
 */
import type { CollectionName } from '../schemas/types'
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
import { practiceAreas } from './practice-areas'
import { profiles } from './profiles'
import { publications } from './publications'
import { settings } from './settings'
import { tags } from './tags'
import { trash } from './trash'
import { redirects } from './redirects'
import { subscribers } from './subscribers'
import { alertDeliveries, alerts } from './alerts'

/** What every module offers whatever its fields (the registry's common view). */
export interface CollectionModule {
  name: CollectionName
  labels: CollectionLabels
  spec: CollectionSpec
  uploads: Partial<Record<string, string>>
  searchable: boolean
  publish?: string
}

export const COLLECTION_MODULES = {
  profiles,
  blogs,
  publications,
  categories,
  tags,
  practiceAreas,
  orderings,
  settings,
  offices,
  openings,
  applications,
  inquiries,
  pages,
  trash,
  redirects,
  subscribers,
  alerts,
  alertDeliveries,
} as const satisfies { [N in CollectionName]: CollectionModule & { name: N } }

/** The post collections, which share one code path. */
export const POST_MODULES = { blogs, publications } as const satisfies Record<PostCollection, CollectionModule>

/** The form schema of a post collection, for the browser and the server alike. */
export function postSchema(collection: PostCollection): typeof blogs.formSchema | typeof publications.formSchema {
  return POST_MODULES[collection].formSchema
}
