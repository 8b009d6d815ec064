/**
 * The public writes App Check does not guard (functions/src/security/app-check.ts), each with
 * the proof or bound it carries instead (docs/security.md, App Check):
 *
 * - the client alerts' subscription: its links carry their own signed proof, one-click
 *   unsubscribe comes from mail providers' servers, and a request sends one confirmation email;
 * - Statistik's beacon: `navigator.sendBeacon` can set no header, and a beacon changes nothing
 *   but a counter in memory (known public paths, 1 KB, a rate per address);
 * - an event's registration and its cancel link: plain HTML forms (a registration works without
 *   JavaScript, and no script of the page sends it with a token), behind the contact form's spam
 *   guard, Origin check, body limit and rate per address; a cancel carries the link's secret.
 */
import { INSIGHTS_BEACON_PATH } from '../../../shared/insights/beacon'
import { SUBSCRIPTION_WRITE_PATHS } from '../../../shared/subscription-paths'
import { COLLECTION_PATHS, REGISTRATION_CANCEL_PATH, REGISTRATION_FILE } from '../../../shared/urls'

const EXACT = new Set<string>([...SUBSCRIPTION_WRITE_PATHS, INSIGHTS_BEACON_PATH, REGISTRATION_CANCEL_PATH, `/en${REGISTRATION_CANCEL_PATH}`])

/** `/events/{slug}/daftar` and its `/en` twin: one path segment of slug characters. */
const REGISTRATION = new RegExp(`^(?:/en)?${COLLECTION_PATHS.events}/[a-z0-9-]{1,200}${REGISTRATION_FILE}$`)

/** True for a public write path App Check leaves to the route's own checks. */
export function appCheckExempt(pathname: string): boolean {
  return EXACT.has(pathname) || REGISTRATION.test(pathname)
}
