/**
 * Crash: the real server is killed with SIGKILL in the middle of a burst of dashboard saves,
 * three times in a row on the same data folder. After each restart every save the server
 * acknowledged (its 303) is in the store, and the store passes `PRAGMA integrity_check`.
 *
 * What this can and cannot catch: a process kill leaves the operating system's page cache
 * intact, so it catches an acknowledgement sent before the commit (write-behind, a batch
 * committed later, a transaction left open) and a store left unrecoverable by a torn write.
 * It cannot tell synchronous=FULL from OFF: that difference shows only on power loss
 * (docs/decisions/0005-sqlite-durability.md).
 */
import { afterAll, beforeAll, describe, expect, it } from 'vitest'
import { acknowledged, integrity, names, openStore, postForm, removeTempDirs, seededDataDir, signIn, startServer, type Server } from './site'

const WORKERS = 16
const ROUNDS = 3

interface Burst {
  /** Saves answered with the dashboard's 303: the server said they were stored. */
  acknowledged: { collection: 'tags' | 'categories'; name: string }[]
  /** Requests that got no answer (the kill came first): they may or may not be stored. */
  unanswered: { collection: 'tags' | 'categories'; name: string }[]
  /** Any other answer (a 500, a 503…): none is expected. */
  unexpected: string[]
}

/** Saves from WORKERS concurrent clients until the server is gone; kills it after `killAfter` acknowledgements. */
async function burstAndKill(server: Server, cookie: string, round: number, killAfter: number): Promise<Burst> {
  const burst: Burst = { acknowledged: [], unanswered: [], unexpected: [] }
  let killing: Promise<void> | undefined
  const worker = async (w: number) => {
    for (let i = 0; ; i++) {
      const collection = w % 2 === 0 ? 'tags' : 'categories'
      const name = `Crash ${round}-${w}-${i}`
      let res: Response
      try {
        res = await postForm(server.baseUrl, `/dashboard/${collection}`, { name }, cookie)
      } catch {
        burst.unanswered.push({ collection, name })
        return
      }
      if (acknowledged(res)) burst.acknowledged.push({ collection, name })
      else burst.unexpected.push(`${name}: ${res.status}`)
      if (burst.acknowledged.length >= killAfter) killing ??= server.kill()
    }
  }
  await Promise.all(Array.from({ length: WORKERS }, (_, w) => worker(w)))
  await killing
  return burst
}

describe('kill -9 during a burst of writes', () => {
  let dataDir: string
  beforeAll(async () => {
    dataDir = await seededDataDir()
  })
  afterAll(removeTempDirs)

  it('keeps every acknowledged write, and the store passes its integrity check', { timeout: 60_000 }, async () => {
    const all: Burst = { acknowledged: [], unanswered: [], unexpected: [] }
    let server = await startServer(dataDir)
    try {
      for (let round = 1; round <= ROUNDS; round++) {
        const cookie = await signIn(server.baseUrl)
        const burst = await burstAndKill(server, cookie, round, 40 + Math.floor(Math.random() * 80))
        all.acknowledged.push(...burst.acknowledged)
        all.unanswered.push(...burst.unanswered)
        all.unexpected.push(...burst.unexpected)
        expect(burst.unanswered.length, 'the kill came while saves were in flight').toBeGreaterThan(0)

        // Restart on the same folder (SQLite recovers the WAL), then check the store directly.
        server = await startServer(dataDir)
        const db = openStore(dataDir)
        try {
          expect(integrity(db)).toBe('ok')
          expect(db.pragma('foreign_key_check')).toEqual([])
          const present = { tags: names(db, 'tags'), categories: names(db, 'categories') }
          const lost = all.acknowledged.filter((w) => !present[w.collection].has(w.name)).map((w) => w.name)
          expect(lost, 'acknowledged writes missing after the crash').toEqual([])
          const storedAnyway = burst.unanswered.filter((w) => present[w.collection].has(w.name)).length
          console.log(
            `crash round ${round}: ${burst.acknowledged.length} acknowledged, all present; ${burst.unanswered.length} unanswered ` +
              `(${storedAnyway} of them stored all the same); integrity ${integrity(db)}`,
          )
        } finally {
          db.close()
        }
      }
      expect(all.unexpected).toEqual([])
      // The restarted site serves the saves too, through the dashboard.
      const cookie = await signIn(server.baseUrl)
      const page = await (await fetch(`${server.baseUrl}/dashboard/tags`, { headers: { cookie } })).text()
      const lastTag = all.acknowledged.filter((w) => w.collection === 'tags').at(-1)!
      expect(page).toContain(lastTag.name)
      console.log(`crash total: ${all.acknowledged.length} writes acknowledged, ${all.acknowledged.length} present after ${ROUNDS} kills`)
    } finally {
      await server.stop()
    }
  })
})
