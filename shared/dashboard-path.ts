import type { CollectionName } from './collections'

/**
 * A collection's address in the dashboard: its name in kebab case (`practiceAreas` →
 * `/dashboard/practice-areas`). Its own module, free of the modules' rules, so a page that only
 * links there loads nothing more.
 */
export const dashboardPath = (collection: CollectionName): string => `/dashboard/${collection.replace(/[A-Z]/g, (letter) => `-${letter.toLowerCase()}`)}`
