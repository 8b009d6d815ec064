/**
 * When a job opening is shown to visitors: while its status is open and its closing date (the
 * last day applications are taken, a calendar date in Jakarta) is not past. No job runs at the
 * closing date: every read asks this rule against the clock, as the publish rule does for posts
 * (shared/publish-rule.ts), so an opening leaves the site by itself. Public lists ask the store
 * with `openConstraints`, single documents in hand are judged with `isOpenAt`, and
 * firestore.rules states the same comparison for clients that read Firestore directly
 * (opening-rule.test.ts reads the rules file and fails when the two differ).
 *
 * Dates are compared as strings: `YYYY-MM-DD` sorts as the days it names.
 */

/** The stored field that says whether staff keep the opening open. */
export const OPENING_STATUS_FIELD = 'status'
/** The status of an opening that takes applications (until its closing date). */
export const OPEN_STATUS = 'open'
/** The stored field of the last day applications are taken (`YYYY-MM-DD`, Jakarta). */
export const CLOSING_FIELD = 'closesOn'
/** An opening is open while `CLOSING_FIELD CLOSING_OP today` (in Jakarta). */
export const CLOSING_OP = '>='

/** Jakarta is UTC+7 all year (WIB has no daylight saving time). */
const JAKARTA_OFFSET_MS = 7 * 60 * 60 * 1000

/** The calendar date in Jakarta at `now`, `YYYY-MM-DD`. */
export function jakartaDay(now: Date | string): string {
  const time = typeof now === 'string' ? Date.parse(now) : now.getTime()
  return new Date(time + JAKARTA_OFFSET_MS).toISOString().slice(0, 10)
}

/** `where` clauses of the ContentStore port (functions/src/backends/ports.ts). */
export type OpenConstraint =
  | { field: typeof OPENING_STATUS_FIELD; op: '=='; value: typeof OPEN_STATUS }
  | { field: typeof CLOSING_FIELD; op: typeof CLOSING_OP | '<'; value: string }

/** The query constraints that keep only the openings visitors may see at `now`. */
export function openConstraints(now: Date | string): [OpenConstraint, OpenConstraint] {
  return [
    { field: OPENING_STATUS_FIELD, op: '==', value: OPEN_STATUS },
    { field: CLOSING_FIELD, op: CLOSING_OP, value: jakartaDay(now) },
  ]
}

/** True when the opening is shown to visitors at `now`. */
export function isOpenAt(opening: { status: string; closesOn: string }, now: Date | string): boolean {
  return opening[OPENING_STATUS_FIELD] === OPEN_STATUS && opening[CLOSING_FIELD] >= jakartaDay(now)
}

/** The instant an opening closing on `closesOn` leaves the site: the next midnight in Jakarta (ISO). */
export function closingInstant(closesOn: string): string {
  const [year, month, day] = closesOn.split('-').map(Number) as [number, number, number]
  return new Date(Date.UTC(year, month - 1, day + 1) - JAKARTA_OFFSET_MS).toISOString()
}

/** The last moment applications are taken, with Jakarta's offset (schema.org `validThrough`, ISO 8601). */
export function validThrough(closesOn: string): string {
  return `${closesOn}T23:59:59+07:00`
}
