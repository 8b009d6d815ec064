/**
 * A few seconds of `npm run bench:load` (bench/load.ts) as a test: visitors on every public
 * page while a staff member saves, on the real server. No error of any kind, and every save the
 * dashboard acknowledged is in the store. The figures come from the full 60 s bench.
 */
import { afterAll, beforeAll, describe, expect, it } from 'vitest'
import { checkWrites, runLoad } from '../../bench/load'
import { ADMIN_EMAIL, ADMIN_PASSWORD, removeTempDirs, seededDataDir, startServer, type Server } from './site'

let server: Server
beforeAll(async () => {
  server = await startServer(await seededDataDir())
})
afterAll(async () => {
  await server?.stop()
  removeTempDirs()
})

describe('load with a writer (short run of the bench)', () => {
  it('answers every request and keeps every acknowledged save', async () => {
    const result = await runLoad({
      baseUrl: server.baseUrl,
      dataDir: server.dataDir,
      email: ADMIN_EMAIL,
      password: ADMIN_PASSWORD,
      seconds: 3,
      connections: 10,
      writeIntervalMs: 150,
    })
    expect(result.pages.length).toBeGreaterThanOrEqual(15)
    expect(result.requests).toBeGreaterThan(0)
    expect(result.errors).toEqual({ connection: 0, timeouts: 0, non2xx: 0 })
    expect(result.writes.refused).toEqual([])
    expect(result.writes.acknowledged).toBeGreaterThan(3)
    const check = checkWrites(server.dataDir, result.writes.acked)
    expect(check.lost).toEqual([])
    expect(check.present).toBe(result.writes.acknowledged)
    expect(check.integrity).toBe('ok')
  })
})
