/**
 * Interface text of practice areas, attorneys, categories and tags, in both languages (merged into UI by ./ui.ts). English is typed as
 * the Indonesian's shape, so a key missing in one language fails the type check.
 */
const id = {}

const en: typeof id = {}

export const DIRECTORY_UI = { id, en }
