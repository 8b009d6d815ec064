import { mkdtempSync, rmSync } from 'node:fs'
import os from 'node:os'
import path from 'node:path'
import { afterEach, describe, expect, it } from 'vitest'
import { ChangeEmitter } from '../backends/change-emitter'
import { SqliteContentStore } from '../backends/embedded/sqlite-content-store'
import { HISTORY_SWEEP_BATCH, sweepHistory } from './history-sweep'
import { weekOf } from './thinning'

const DAY = 86_400_000
const START = new Date('2026-01-01T09:00:00.000Z')
let clock = START
const dirs: string[] = []

function open() {
  const dir = mkdtempSync(path.join(os.tmpdir(), 'alr-history-sweep-'))
  dirs.push(dir)
  return new SqliteContentStore({ file: path.join(dir, 'content.db'), events: new ChangeEmitter(), now: () => clock })
}

afterEach(() => {
  for (const dir of dirs.splice(0)) rmSync(dir, { recursive: true, force: true })
  clock = START
})

describe('sweepHistory', () => {
  it('thins old revisions to one a week, keeps the last 30 days and the newest 20, and rests once through', async () => {
    const store = open()
    await store.create('tags', { name: 'Versi 0', slug: 'versi' }, { actor: 'u1', id: 't1' })
    await store.create('tags', { name: 'Sekali', slug: 'sekali' }, { actor: 'u1', id: 't2' })
    for (let day = 1; day <= 150; day++) {
      clock = new Date(START.getTime() + day * DAY)
      await store.update('tags', 't1', { name: `Versi ${day}`, slug: 'versi' }, { actor: 'u1' })
    }
    const now = new Date(clock.getTime() + DAY)
    let total = 0
    // A page of HISTORY_SWEEP_BATCH old revisions per sweep, until it rests.
    for (let run = 0; run < 5; run++) total += (await sweepHistory({ store, now: () => now })).thinned
    const kept = await store.listRevisions('tags', 't1')
    const cutoff = new Date(now.getTime() - 30 * DAY).toISOString()
    expect(kept.filter((r) => r.at >= cutoff)).toHaveLength(30)
    const older = kept.filter((r) => r.at < cutoff)
    expect(new Set(older.map((r) => weekOf(r.at))).size).toBe(older.length)
    expect(older.length).toBeGreaterThanOrEqual(17)
    expect(total).toBe(151 - kept.length)
    expect(await store.listRevisions('tags', 't2')).toHaveLength(1)
    expect(await store.readMeta('history-sweep')).toMatchObject({ after: '' })

    // Resting: a new old revision is not looked at before a day has passed.
    await store.putHistory('revisions', [{ ...(await store.getRevision(older[0]!.id))!, id: `${older[0]!.at}~zzzzzzzzzz` }])
    expect((await sweepHistory({ store, now: () => now })).thinned).toBe(0)
    expect((await sweepHistory({ store, now: () => new Date(now.getTime() + 2 * DAY) })).thinned).toBeGreaterThanOrEqual(1)
    store.close()
  })

  it('walks a backlog larger than one batch over several sweeps', async () => {
    const store = open()
    for (let i = 0; i < 3; i++) await store.create('tags', { name: `Tag ${i}`, slug: `tag-${i}` }, { actor: 'u1', id: `t${i}` })
    for (let day = 1; day <= 100; day++) {
      clock = new Date(START.getTime() + day * DAY)
      for (let i = 0; i < 3; i++) await store.update('tags', `t${i}`, { name: `Tag ${i} ${day}`, slug: `tag-${i}` }, { actor: 'u1' })
    }
    const now = new Date(clock.getTime() + 400 * DAY)
    expect(303).toBeGreaterThan(HISTORY_SWEEP_BATCH)
    await sweepHistory({ store, now: () => now })
    expect(await store.readMeta('history-sweep')).toMatchObject({ after: expect.stringMatching(/^2026-/) })
    await sweepHistory({ store, now: () => now })
    for (let i = 0; i < 3; i++) {
      const kept = await store.listRevisions('tags', `t${i}`)
      // All older than 30 days: the newest 20, then one a week of the 15 weeks the rest span.
      expect(kept.length).toBeLessThanOrEqual(20 + 15)
      const rest = kept.slice(20).map((r) => weekOf(r.at))
      expect(new Set(rest).size).toBe(rest.length)
      expect(kept.slice(0, 20).map((r) => r.version)).toEqual(Array.from({ length: 20 }, (_, k) => 101 - k))
    }
    store.close()
  })

  it('deletes log lines older than a year, a batch per sweep, and keeps the rest', async () => {
    const store = open()
    const now = new Date('2027-06-01T00:00:00.000Z')
    await store.appendActivity({ at: '2026-05-31T23:59:59.000Z', action: 'sign-in', actor: 'u1' })
    await store.appendActivity({ at: '2026-06-01T00:00:01.000Z', action: 'sign-in', actor: 'u1' })
    await store.appendActivity({ at: '2027-05-01T00:00:00.000Z', action: 'sign-out', actor: 'u1' })
    expect(await sweepHistory({ store, now: () => now })).toMatchObject({ expired: 1 })
    expect((await store.queryActivity({ limit: 10 })).map((e) => e.at)).toEqual(['2027-05-01T00:00:00.000Z', '2026-06-01T00:00:01.000Z'])
    store.close()
  })
})
