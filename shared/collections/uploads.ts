/**
 * The upload folders as the modules use them: which folders staff upload to from the dashboard
 * and which images visitors may fetch by path. Derived from the modules' upload fields and the
 * folders' rules (shared/schemas/uploads.ts), so a folder added to a module's field joins them.
 */
import { UPLOAD_RULES, type UploadFolder } from '../schemas/uploads'
import type { Field } from './define'
import { COLLECTION_MODULES, type CollectionName } from './index'
import { PRIVATE_COLLECTIONS } from './private'

/** The folders a collection's upload fields fill, typed or stored (a fixed page's hero image is stored per page). */
export function uploadFoldersOf(collection: CollectionName): UploadFolder[] {
  const module = COLLECTION_MODULES[collection] as { fields: Record<string, Field>; stored?: Record<string, Field> }
  return Object.values({ ...module.stored, ...module.fields }).flatMap((field) => (field.upload ? [field.upload] : []))
}

/**
 * The folders staff upload to from the dashboard (its upload route, storage.rules): those of the
 * collections staff write. A private collection's files come from visitors (an applicant's CV,
 * written by the public application form on the server, after its own checks): their personal
 * data, which no staff upload adds to.
 */
export const STAFF_UPLOAD_FOLDERS: readonly UploadFolder[] = [
  ...new Set((Object.keys(COLLECTION_MODULES) as CollectionName[]).flatMap((collection) => (PRIVATE_COLLECTIONS.has(collection) ? [] : uploadFoldersOf(collection)))),
]

/** Whether `folder` is one staff upload to (STAFF_UPLOAD_FOLDERS). */
export function isStaffUploadFolder(folder: string): folder is UploadFolder {
  return (STAFF_UPLOAD_FOLDERS as readonly string[]).includes(folder)
}

/**
 * The image folders the media routes serve by path (resized or whole): the images of what staff
 * publish. A private collection's files are never served by path.
 */
export const PUBLIC_IMAGE_FOLDERS: ReadonlySet<string> = new Set<string>(STAFF_UPLOAD_FOLDERS.filter((folder) => UPLOAD_RULES[folder].kind === 'image'))
