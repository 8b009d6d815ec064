/**
 * The public addresses of event registration (docs/decisions/0059-event-registration.md),
 * shared by the form, the routes and the emails. Each is served under `/en` too (English
 * pages and emails). None can be an event's page: those are `/events/{slug}`, two segments.
 */

/** The form on an event's page posts here; a GET shows the answer (`?status=`). */
export function registrationAction(slug: string): string {
  return `/events/${slug}/daftar`
}

/** A cancel link's page: GET shows a confirm button (mail scanners follow links, never press buttons), POST cancels. */
export const REGISTRATION_CANCEL_PATH = '/events/daftar/batal'

/** The query parameter that carries a cancel link's token. */
export const CANCEL_PARAM = 't'

/** The answers a registration's page shows after the form (`?status=`). */
export const REGISTRATION_RESULTS = ['confirmed', 'waitlisted'] as const
export type RegistrationResult = (typeof REGISTRATION_RESULTS)[number]
