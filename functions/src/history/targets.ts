/**
 * Where each revisioned collection's history lives in the dashboard: beside its items' edit
 * forms, `/dashboard/{list}/{id}/history` (the settings' one document is `site`), with the
 * fields its comparison is labelled from. Its guard is its form's: who may edit the collection
 * (shared/collections/access.ts).
 */
import { COLLECTION_MODULES } from '../../../shared/collections'
import type { Field } from '../../../shared/collections/define'
import { officeFormValues } from '../../../shared/collections/offices'
import { settingsFormValues } from '../../../shared/collections/settings'
import { PAGE_IDS, PAGE_MODULES, type PageId } from '../../../shared/collections/pages'
import { REVISIONED_COLLECTIONS } from '../../../shared/history'
import type { CollectionName } from '../../../shared/schemas/types'

export interface HistoryTarget {
  collection: CollectionName
  /** The list's path; the history of item `id` is `{base}/{id}/history`. */
  base: string
  /** The item's edit form, where Pulihkan loads a revision (null: edited in its list). */
  edit(id: string): string | null
  /** The fields a comparison labels, by the item (each fixed page is its own module). */
  fields(id: string): Record<string, Field> | null
  /**
   * A revision as its form shows it, when the form maps values itself (a phone as people read
   * it, coordinates as numbers typed): what Pulihkan loads. Without it, the module's mapping.
   */
  formValues?(doc: Record<string, unknown>): Record<string, string | string[]>
}

const moduleFields = (collection: CollectionName) => () => COLLECTION_MODULES[collection].fields as unknown as Record<string, Field>
const editForm = (base: string) => (id: string) => `${base}/${encodeURIComponent(id)}/edit`

export const HISTORY_TARGETS: readonly HistoryTarget[] = [
  { collection: 'blogs', base: '/dashboard/blogs', edit: editForm('/dashboard/blogs'), fields: moduleFields('blogs') },
  { collection: 'publications', base: '/dashboard/publications', edit: editForm('/dashboard/publications'), fields: moduleFields('publications') },
  { collection: 'profiles', base: '/dashboard/profiles', edit: editForm('/dashboard/profiles'), fields: moduleFields('profiles') },
  { collection: 'practiceAreas', base: '/dashboard/practice-areas', edit: editForm('/dashboard/practice-areas'), fields: moduleFields('practiceAreas') },
  { collection: 'openings', base: '/dashboard/openings', edit: editForm('/dashboard/openings'), fields: moduleFields('openings') },
  { collection: 'events', base: '/dashboard/acara', edit: editForm('/dashboard/acara'), fields: moduleFields('events') },
  {
    collection: 'pages',
    base: '/dashboard/pages',
    edit: (id) => ((PAGE_IDS as readonly string[]).includes(id) ? `/dashboard/pages/${id}` : null),
    fields: (id) => ((PAGE_IDS as readonly string[]).includes(id) ? (PAGE_MODULES[id as PageId].fields as unknown as Record<string, Field>) : null),
  },
  { collection: 'categories', base: '/dashboard/categories', edit: () => null, fields: moduleFields('categories') },
  { collection: 'tags', base: '/dashboard/tags', edit: () => null, fields: moduleFields('tags') },
  { collection: 'settings', base: '/dashboard/settings', edit: () => '/dashboard/settings', fields: moduleFields('settings'), formValues: settingsFormValues },
  {
    collection: 'offices',
    base: '/dashboard/settings/offices',
    edit: editForm('/dashboard/settings/offices'),
    fields: moduleFields('offices'),
    formValues: officeFormValues,
  },
]

// Every revisioned collection has its history somewhere (a test checks this list against the set).
export const TARGET_BY_COLLECTION = new Map(HISTORY_TARGETS.map((target) => [target.collection, target]))

export function missingTargets(): CollectionName[] {
  return [...REVISIONED_COLLECTIONS].filter((collection) => !TARGET_BY_COLLECTION.has(collection))
}
