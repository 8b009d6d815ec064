/**
 * The public addresses of event registration (docs/decisions/0059-event-registration.md),
 * shared by the form, the routes and the emails; built in shared/urls.ts like every public
 * address. Each is served under `/en` too (English pages and emails).
 */
export { REGISTRATION_CANCEL_PATH, REGISTRATION_FILE, registrationAction } from './urls'

/** The query parameter that carries a cancel link's token. */
export const CANCEL_PARAM = 't'

/** The answers a registration's page shows after the form (`?status=`). */
export const REGISTRATION_RESULTS = ['confirmed', 'waitlisted'] as const
export type RegistrationResult = (typeof REGISTRATION_RESULTS)[number]
