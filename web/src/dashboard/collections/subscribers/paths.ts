/** Addresses of Pelanggan (the client alerts' subscribers and alert reports), shared by its pages and routes. */
export const SUBSCRIBERS_PATH = '/dashboard/subscribers'
export const SUBSCRIBERS_EXPORT_PATH = `${SUBSCRIBERS_PATH}/export.csv`
export const ALERTS_PATH = `${SUBSCRIBERS_PATH}/alerts`
