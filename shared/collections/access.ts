/**
 * Who may do what in the dashboard: one table of areas per role (ROLE_AREAS), one of areas per
 * collection (COLLECTION_AREAS), and the few deletions kept for admins (ADMIN_ONLY). Route guards
 * (functions/src/auth/guards.ts `collectionGuard`, `capabilityGuard`), the dashboard's menu, its
 * Ringkasan cards, the staff page and the Firestore and Storage rules all read these tables
 * (docs/roles.md, docs/decisions/0052-staff-roles.md), so a role is decided in one place.
 */
import { STAFF_ROLES, type StaffRole } from '../schemas/staff'
import type { CollectionName } from '../schemas/types'

/**
 * `edit`: open, create, save, and restore from Sampah. `delete`: delete, which for the
 * collections with no Sampah is for good.
 */
export type StaffAction = 'edit' | 'delete'

/**
 * What a role is given, each a part of the dashboard or one power:
 * - `content`: the site's pages, posts, profiles, taxonomy, navigation, orderings and Pustaka Media;
 * - `openings`, `applications` (with the CV files), `inquiries`, `subscribers`, `alerts`: those screens;
 * - `insights`: Statistik, the site's own counts of views, searches and conversions (decision 62);
 * - `admin`: Pengaturan Situs, kantor, Pengalihan, Aktivitas and staff accounts (decisions 8 and 22);
 * - `approve`: approving content for publishing when the review setting is on.
 */
export const CAPABILITIES = ['content', 'openings', 'applications', 'inquiries', 'subscribers', 'alerts', 'insights', 'admin', 'approve'] as const
export type Capability = (typeof CAPABILITIES)[number]

/** The role matrix: what each role may do (docs/roles.md shows it as a table). */
export const ROLE_CAPABILITIES: Record<StaffRole, readonly Capability[]> = {
  admin: CAPABILITIES,
  // Writes and edits content; publishing waits for a reviewer when the review setting is on.
  editor: ['content'],
  // Approves, comments and edits content.
  reviewer: ['content', 'approve'],
  // Openings and what candidates sent, CVs included, and nothing else.
  hr: ['openings', 'applications'],
  // Content and the firm's audience: subscribers, alerts, the inquiry inbox, and what visitors read (Statistik).
  marketing: ['content', 'subscribers', 'alerts', 'inquiries', 'insights'],
}

/** Whether a staff member with `role` has `capability`. */
export function can(role: StaffRole, capability: Capability): boolean {
  return ROLE_CAPABILITIES[role]?.includes(capability) ?? false
}

/** Whether `role` may approve content for publishing (admins and reviewers). */
export function mayApprove(role: StaffRole): boolean {
  return can(role, 'approve')
}

/** The roles that have `capability`, in STAFF_ROLES order (for the rules and the docs' table). */
export function rolesWith(capability: Capability): StaffRole[] {
  return STAFF_ROLES.filter((role) => can(role, capability))
}

/**
 * The part of the dashboard each collection's items belong to. A collection not named here is
 * content (areaOf), as every collection was for every staff member before the roles came.
 */
export const COLLECTION_AREAS: Partial<Record<CollectionName, Capability>> = {
  practiceAreas: 'content',
  categories: 'content',
  tags: 'content',
  regulations: 'content',
  // Acara: the firm's events, written as its posts are (Pemasaran too, as content).
  events: 'content',
  profiles: 'content',
  blogs: 'content',
  publications: 'content',
  pages: 'content',
  blockPages: 'content',
  navigation: 'content',
  orderings: 'content',
  media: 'content',
  // Sampah's own entries: each route checks the deleted item's collection too (trash/routes.tsx).
  trash: 'content',
  settings: 'admin',
  offices: 'admin',
  redirects: 'admin',
  openings: 'openings',
  applications: 'applications',
  inquiries: 'inquiries',
  subscribers: 'subscribers',
  alerts: 'alerts',
  alertDeliveries: 'alerts',
  // Who registered for an event: personal data, handled by whoever handles inquiries.
  registrations: 'inquiries',
  // Tinjauan: each reviewed item's review, taken by whoever edits content.
  reviews: 'content',
}

/** The area of `collection`'s items (COLLECTION_AREAS, else content). */
export function areaOf(collection: CollectionName): Capability {
  return COLLECTION_AREAS[collection] ?? 'content'
}

/**
 * Whether a staff member with `role` may read a copy of an item of `collection` kept elsewhere
 * (a Sampah entry, a Riwayat revision): the roles of the item's area (areaOf), as the item
 * itself, so a collection declared without an area of its own is content here as everywhere.
 * firestore.rules `mayReadCopy` says the same for every collection whose items are copied
 * (tests/firebase/firestore-rules-roles.test.ts); for a name it does not list it answers
 * admins only, which is stricter, never looser.
 */
export function mayReadCopy(role: StaffRole, collection: string): boolean {
  if (role === 'admin') return true
  const declared = Object.prototype.hasOwnProperty.call(COLLECTION_AREAS, collection)
  // A name that is no collection's (empty, an object's own property such as `constructor`) is admins'.
  if (!declared && !/^[a-z][A-Za-z0-9]*$/.test(collection)) return false
  if (!declared && collection in Object.prototype) return false
  return can(role, areaOf(collection as CollectionName))
}

/** Deletions kept for admins even where a role may edit. */
export const ADMIN_ONLY: Partial<Record<CollectionName, readonly StaffAction[]>> = {
  // What visitors sent, and a subscriber's record, leave for good (UU No. 27 Tahun 2022):
  // staff handle them, admins delete them.
  inquiries: ['delete'],
  applications: ['delete'],
  subscribers: ['delete'],
  registrations: ['delete'],
  // A library file leaves for good (no Sampah keeps files): admins delete, and clean up.
  media: ['delete'],
}

/** Whether `action` on items of `collection` is for admins only. */
export function needsAdmin(collection: CollectionName, action: StaffAction): boolean {
  return areaOf(collection) === 'admin' || (ADMIN_ONLY[collection]?.includes(action) ?? false)
}

/** Whether a staff member with `role` may `action` items of every one of `collections`. */
export function mayDo(role: StaffRole, action: StaffAction, ...collections: CollectionName[]): boolean {
  if (role === 'admin') return true
  return collections.every((collection) => can(role, areaOf(collection)) && !needsAdmin(collection, action))
}

/** The roles that may `action` items of `collection`. */
export function rolesFor(collection: CollectionName, action: StaffAction): StaffRole[] {
  return STAFF_ROLES.filter((role) => mayDo(role, action, collection))
}

/** What "Hapus data seseorang" deletes: a person's messages, applications and subscription. */
export const PERSON_DATA_COLLECTIONS = ['inquiries', 'applications', 'subscribers'] as const satisfies readonly CollectionName[]
