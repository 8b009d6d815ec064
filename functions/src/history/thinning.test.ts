import { describe, expect, it } from 'vitest'
import type { RevisionSummary } from '../../../shared/history'
import { revisionsToDrop, weekOf } from './thinning'

const NOW = new Date('2026-06-01T12:00:00.000Z')
const daysAgo = (n: number) => new Date(NOW.getTime() - n * 86_400_000).toISOString()
/** One revision a day for `days` days, newest first. */
const daily = (days: number, from = 0): RevisionSummary[] =>
  Array.from({ length: days }, (_, i) => ({ id: `r${from + i}`, at: daysAgo(from + i), collection: 'blogs', docId: 'b1', version: 1000 - i, action: 'update', actor: 'u1' }))

describe('revisionsToDrop', () => {
  it('keeps every revision of the last 30 days and one a week before them', () => {
    const revisions = daily(120)
    const drop = new Set(revisionsToDrop(revisions, NOW))
    const kept = revisions.filter((r) => !drop.has(r.id))
    expect(kept.filter((r) => r.at >= daysAgo(30)).length).toBe(revisions.filter((r) => r.at >= daysAgo(30)).length)
    const older = kept.filter((r) => r.at < daysAgo(30))
    const weeks = older.map((r) => weekOf(r.at))
    expect(new Set(weeks).size).toBe(weeks.length)
    // Every week that had revisions still has one: the newest of that week.
    const allWeeks = new Set(revisions.filter((r) => r.at < daysAgo(30)).map((r) => weekOf(r.at)))
    for (const week of allWeeks) expect(weeks.includes(week) || kept.some((r) => weekOf(r.at) === week)).toBe(true)
    expect(kept.length).toBeLessThan(30 + 14)
    expect(kept.length).toBeGreaterThan(30 + 10)
  })

  it('never drops a document’s newest 20, however old', () => {
    const revisions = daily(40, 200)
    const drop = new Set(revisionsToDrop(revisions, NOW))
    expect(revisions.slice(0, 20).some((r) => drop.has(r.id))).toBe(false)
    expect(drop.size).toBeGreaterThan(10)
  })

  it('drops nothing from a short history, and reads the age from its rule', () => {
    expect(revisionsToDrop(daily(20, 400), NOW)).toEqual([])
    expect(revisionsToDrop(daily(60), NOW, { keepAllDays: 60, keepNewest: 20 })).toEqual([])
    expect(revisionsToDrop(daily(60), NOW, { keepAllDays: 7, keepNewest: 5 }).length).toBeGreaterThan(40)
  })

  it('counts weeks from Monday', () => {
    expect(weekOf('2026-06-01T00:00:00.000Z')).toBe(weekOf('2026-06-07T23:59:59.999Z'))
    expect(weekOf('2026-05-31T23:59:59.999Z')).toBe(weekOf('2026-06-01T00:00:00.000Z') - 1)
  })
})
