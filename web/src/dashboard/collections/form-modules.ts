/**
 * The modules of the collections the module-driven form page edits
 * (./collection-form-page.tsx), imported one by one rather than through the registry: the
 * registry would bring every collection's rules into the page's JavaScript. A collection whose
 * dashboard pages are the generic ones (`genericDashboard`) is added here.
 */
import { blockPages } from '../../../../shared/collections/block-pages'
import { openings } from '../../../../shared/collections/openings'
import { pages } from '../../../../shared/collections/pages'
import { practiceAreas } from '../../../../shared/collections/practice-areas'
import { regulations } from '../../../../shared/collections/regulations'
import { events } from '../../../../shared/collections/events'

export const FORM_MODULES = { practiceAreas, openings, pages, blockPages, regulations, events }

/** Collections edited by the page. */
export type FormCollection = keyof typeof FORM_MODULES
