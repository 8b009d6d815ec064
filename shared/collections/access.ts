/**
 * Who may do what with each collection's items in the dashboard: any signed-in staff member,
 * except what is listed here for admins only. The collection's routes, its Riwayat and Sampah
 * take their guard from this one table (functions/src/auth/guards.ts `collectionGuard`), and
 * the dashboard shows a button only to whoever its route lets in.
 */
import type { StaffRole } from '../schemas/staff'
import type { CollectionName } from '../schemas/types'

/**
 * `edit`: open, create, save, and restore from Sampah. `delete`: delete, which for the
 * collections with no Sampah is for good.
 */
export type StaffAction = 'edit' | 'delete'

export const ADMIN_ONLY: Partial<Record<CollectionName, readonly StaffAction[]>> = {
  // Pengaturan Situs with its offices, and Pengalihan: admin screens (decision 22).
  settings: ['edit', 'delete'],
  offices: ['edit', 'delete'],
  redirects: ['edit', 'delete'],
  // What visitors sent, and a subscriber's record, leave for good (UU No. 27 Tahun 2022):
  // staff handle them, admins delete them.
  inquiries: ['delete'],
  applications: ['delete'],
  subscribers: ['delete'],
  // A library file leaves for good (no Sampah keeps files): admins delete, and clean up.
  media: ['delete'],
}

/** Whether `action` on items of `collection` is for admins only. */
export function needsAdmin(collection: CollectionName, action: StaffAction): boolean {
  return ADMIN_ONLY[collection]?.includes(action) ?? false
}

/** Whether a staff member with `role` may `action` items of every one of `collections`. */
export function mayDo(role: StaffRole, action: StaffAction, ...collections: CollectionName[]): boolean {
  return role === 'admin' || !collections.some((collection) => needsAdmin(collection, action))
}

/** What "Hapus data seseorang" deletes: a person's messages, applications and subscription. */
export const PERSON_DATA_COLLECTIONS = ['inquiries', 'applications', 'subscribers'] as const satisfies readonly CollectionName[]
