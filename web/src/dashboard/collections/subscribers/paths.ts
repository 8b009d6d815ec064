/** Addresses and filters of Pelanggan (the client alerts' subscribers and alert reports), shared by its pages and routes. */
import type { SubscriberStatus } from '../../../../../shared/collections/subscribers'

export const SUBSCRIBERS_PATH = '/dashboard/subscribers'
export const SUBSCRIBERS_EXPORT_PATH = `${SUBSCRIBERS_PATH}/export.csv`
export const ALERTS_PATH = `${SUBSCRIBERS_PATH}/alerts`

export interface SubscriberFilters {
  /** '' for every status. */
  status: '' | SubscriberStatus
  q: string
}

/** The list's (or the export's) address with these filters, empty ones left out. */
export function subscribersUrl(filters: SubscriberFilters, page = 1, base = SUBSCRIBERS_PATH): string {
  const search = new URLSearchParams()
  if (filters.status) search.set('status', filters.status)
  if (filters.q) search.set('q', filters.q)
  if (page > 1) search.set('page', String(page))
  const query = search.toString()
  return query ? `${base}?${query}` : base
}
