/** Addresses of Pelanggan (the client alerts' subscribers and alert reports), shared by its pages and routes. */
export const SUBSCRIBERS_PATH = '/dashboard/subscribers'
export const SUBSCRIBERS_EXPORT_PATH = `${SUBSCRIBERS_PATH}/export.csv`
export const ALERTS_PATH = `${SUBSCRIBERS_PATH}/alerts`
/** Importing subscribers from a CSV: the upload form, its preview, and the import itself. */
export const SUBSCRIBERS_IMPORT_PATH = `${SUBSCRIBERS_PATH}/import`
export const SUBSCRIBERS_IMPORT_PREVIEW_PATH = `${SUBSCRIBERS_IMPORT_PATH}/preview`
/** Buletin: composing a digest of recent items for chosen practice-area lists. */
export const DIGEST_PATH = '/dashboard/digest'
