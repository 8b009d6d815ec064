/** Addresses and filters of Pesan Masuk, shared by its pages and routes. */
import type { InquiryStatus } from '../../../../../shared/collections/inquiries'

export const INBOX_PATH = '/dashboard/inquiries'
export const EXPORT_PATH = `${INBOX_PATH}/export.csv`
export const PERSON_PATH = `${INBOX_PATH}/person`

/** `''`: every status but Spam (the inbox); `all`: Spam too. */
export type StatusFilter = '' | 'all' | InquiryStatus

export interface InboxFilters {
  status: StatusFilter
  q: string
  /** A profile id, `none` (nobody yet), or '' (anyone). */
  assignee: string
}

/** The list's (or the export's) address with these filters, empty ones left out. */
export function inboxUrl(filters: InboxFilters, page = 1, base = INBOX_PATH): string {
  const search = new URLSearchParams()
  if (filters.status) search.set('status', filters.status)
  if (filters.q) search.set('q', filters.q)
  if (filters.assignee) search.set('assignee', filters.assignee)
  if (page > 1) search.set('page', String(page))
  const query = search.toString()
  return query ? `${base}?${query}` : base
}

/** Instants as staff read them: "25 Nov 2026 08.30" in Jakarta time. */
const stamp = new Intl.DateTimeFormat('id-ID', { timeZone: 'Asia/Jakarta', day: 'numeric', month: 'short', year: 'numeric', hour: '2-digit', minute: '2-digit' })
export const formatStamp = (iso: string) => (iso ? stamp.format(new Date(iso)) : '')
