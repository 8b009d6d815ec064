/**
 * Interface text of home, about, career, contact, privacy, the forms and the error pages, in both languages (merged into UI by ./ui.ts). English is typed as
 * the Indonesian's shape, so a key missing in one language fails the type check.
 */
const id = {}

const en: typeof id = {}

export const SITE_PAGES_UI = { id, en }
