/**
 * Which revisions thinning drops: every revision of the last `keepAllDays` days
 * stays, and the newest `keepNewest` of each document whatever their age; older than that,
 * one a week (the newest of each calendar week, Monday to Sunday UTC).
 */
import type { RevisionSummary } from '../../../shared/history'

export interface ThinningRule {
  /** Revisions younger than this many days are all kept (REVISIONS_KEEP_ALL_DAYS, default 30). */
  keepAllDays: number
  /** The newest revisions of each document kept whatever their age. */
  keepNewest: number
}

export const DEFAULT_THINNING: ThinningRule = { keepAllDays: 30, keepNewest: 20 }

const DAY_MS = 86_400_000
/** 1970-01-01 was a Thursday: shifted by 3 days, week numbers start on Mondays. */
const MONDAY_OFFSET_MS = 3 * DAY_MS

export function weekOf(at: string): number {
  return Math.floor((Date.parse(at) + MONDAY_OFFSET_MS) / (7 * DAY_MS))
}

/** The ids to drop among one document's revisions (given newest first). */
export function revisionsToDrop(revisions: readonly RevisionSummary[], now: Date, rule: ThinningRule = DEFAULT_THINNING): string[] {
  const cutoff = new Date(now.getTime() - rule.keepAllDays * DAY_MS).toISOString()
  const weeks = new Set<number>()
  const drop: string[] = []
  revisions.forEach((revision, index) => {
    const week = weekOf(revision.at)
    if (index < rule.keepNewest || revision.at >= cutoff || !weeks.has(week)) weeks.add(week)
    else drop.push(revision.id)
  })
  return drop
}
