/** Addresses and filters of Lamaran, shared by its pages and routes. */
import type { ApplicationStatus } from '../../../../../shared/collections/applications'

export const APPLICATIONS_PATH = '/dashboard/applications'
export const APPLICATIONS_EXPORT_PATH = `${APPLICATIONS_PATH}/export.csv`
/** The staff-only address of an application's CV (never a public URL, never cached). */
export const applicationCvPath = (id: string) => `${APPLICATIONS_PATH}/${id}/cv`

/** `''`: every status but Spam; `all`: Spam too. */
export type ApplicationStatusFilter = '' | 'all' | ApplicationStatus

/** The open application's value of the opening filter (`''` is every opening). */
export const OPEN_APPLICATION = 'terbuka'

export interface ApplicationFilters {
  status: ApplicationStatusFilter
  q: string
  /** An opening's id, OPEN_APPLICATION, or '' (any). */
  opening: string
  /** A profile's id, UNASSIGNED, or '' (anyone). */
  assignee: string
}

/** The assignee filter's value for applications no one handles yet (as in Pesan Masuk). */
export const UNASSIGNED = 'none'

/** The list's (or the export's) address with these filters, empty ones left out. */
export function applicationsUrl(filters: ApplicationFilters, page = 1, base = APPLICATIONS_PATH): string {
  const search = new URLSearchParams()
  if (filters.status) search.set('status', filters.status)
  if (filters.opening) search.set('opening', filters.opening)
  if (filters.assignee) search.set('assignee', filters.assignee)
  if (filters.q) search.set('q', filters.q)
  if (page > 1) search.set('page', String(page))
  const query = search.toString()
  return query ? `${base}?${query}` : base
}
