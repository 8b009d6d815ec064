import type { CollectionName } from './collections'

/**
 * Collections whose dashboard address is not their name: `/dashboard/events` is the live
 * updates' stream (functions/src/routes/dashboard/events.ts), so Acara lives at `/dashboard/acara`.
 */
const OWN_PATHS: Partial<Record<CollectionName, string>> = { events: '/dashboard/acara' }

/**
 * A collection's address in the dashboard: its name in kebab case (`practiceAreas` →
 * `/dashboard/practice-areas`), or its own where the name is taken. Its own module, free of the
 * modules' rules, so a page that only links there loads nothing more.
 */
export const dashboardPath = (collection: CollectionName): string => OWN_PATHS[collection] ?? `/dashboard/${collection.replace(/[A-Z]/g, (letter) => `-${letter.toLowerCase()}`)}`
