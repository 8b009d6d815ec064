/** Account changes made with `npm run staff` are lines of the activity log, as the dashboard's are. */
import { afterAll, beforeAll, describe, expect, it } from 'vitest'
import { logActivity } from '../history/activity'
import { createTestBackend, type TestBackend } from '../testing/test-backend'
import { CLI_ACTOR } from '../../../shared/history'
import { runStaffCommand, type StaffChangeLog } from './staff-command'

let backend: TestBackend
const quiet = { out: () => {}, err: () => {} }

beforeAll(() => {
  backend = createTestBackend()
})
afterAll(async () => {
  await backend.cleanup()
})

describe('npm run staff and the activity log', () => {
  it('logs every account change it makes, under the command line, and nothing for a refused one', async () => {
    const log: StaffChangeLog = (change) => logActivity(backend.content, { ...change, actor: CLI_ACTOR })
    const io = { ...quiet, log }
    expect(await runStaffCommand(['add', 'budi@example.test', '--name', 'Budi', '--role', 'admin'], backend.identity, io)).toBe(0)
    expect(await runStaffCommand(['reset-password', 'budi@example.test'], backend.identity, io)).toBe(0)
    expect(await runStaffCommand(['role', 'budi@example.test', 'editor'], backend.identity, io)).toBe(0)
    expect(await runStaffCommand(['disable', 'budi@example.test'], backend.identity, io)).toBe(0)
    expect(await runStaffCommand(['enable', 'budi@example.test'], backend.identity, io)).toBe(0)
    expect(await runStaffCommand(['role', 'budi@example.test', 'raja'], backend.identity, io)).toBe(1)
    expect(await runStaffCommand(['disable', 'tidak@ada.test'], backend.identity, io)).toBe(1)
    const uid = (await backend.identity.findStaffByEmail('budi@example.test'))!.uid
    const lines = (await backend.content.queryActivity({ limit: 10 })).map((e) => [e.action, e.actor, e.itemId, e.itemTitle, e.detail])
    expect(lines).toEqual([
      ['staff-enable', CLI_ACTOR, uid, 'Budi', 'budi@example.test'],
      ['staff-disable', CLI_ACTOR, uid, 'Budi', 'budi@example.test'],
      ['staff-role', CLI_ACTOR, uid, 'Budi', 'editor'],
      ['staff-password', CLI_ACTOR, uid, 'Budi', 'budi@example.test'],
      ['staff-create', CLI_ACTOR, uid, 'Budi', 'budi@example.test (admin)'],
    ])
  })
})
