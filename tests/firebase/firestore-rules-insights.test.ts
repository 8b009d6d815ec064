/**
 * Statistik's counters (`insights/…`, functions/src/backends/firebase/firestore-insights-store.ts)
 * are the server's alone: no browser reads or writes them, signed-in staff of any role included
 * (the dashboard reads them through the app). firestore.rules names no rule for the collection,
 * so every request is refused; the official emulator holds that to the deployed rules.
 */
import { assertFails, initializeTestEnvironment, type RulesTestEnvironment } from '@firebase/rules-unit-testing'
import { readFileSync } from 'node:fs'
import path from 'node:path'
import { afterAll, beforeAll, describe, expect, it } from 'vitest'
import { STAFF_ROLES } from '../../shared/schemas/staff'
import { INSIGHTS_COLLECTION } from '../../functions/src/backends/firebase/firestore-insights-store'
import { officialFirestoreHost, officialFirestoreReady, officialProjectId } from '../../functions/src/testing/official-firestore-emulator'

const rules = readFileSync(path.resolve(import.meta.dirname, '../../firestore.rules'), 'utf8')
const host = officialFirestoreHost()
const DOC = `${INSIGHTS_COLLECTION}/view~2026-11-01~0`

describe('the insights collection in firestore.rules (static)', () => {
  it('has no rule of its own and no wildcard that would reach it', () => {
    expect(rules).not.toMatch(new RegExp(`match /${INSIGHTS_COLLECTION}/`))
    expect(rules).not.toMatch(/match \/\{[^}]*=\*\*\}/)
  })
})

describe.skipIf(!host)('the insights collection under firestore.rules (official Firestore emulator)', () => {
  let env: RulesTestEnvironment

  beforeAll(async () => {
    const [hostname, port] = (await officialFirestoreReady()).split(':')
    env = await initializeTestEnvironment({ projectId: officialProjectId('firestore-rules-insights'), firestore: { rules, host: hostname!, port: Number(port) } })
    await env.clearFirestore()
    await env.withSecurityRulesDisabled(async (context) => {
      await context.firestore().doc(DOC).set({ day: '2026-11-01', dimension: 'view', c: { 'id|/': 3 } })
    })
  })
  afterAll(async () => {
    await env?.cleanup()
  })

  it('refuses visitors and every staff role, admins included: no read, list, write or increment', async () => {
    const clients = [env.unauthenticatedContext().firestore(), ...STAFF_ROLES.map((role) => env.authenticatedContext(`${role}-1`, { staff: { role } }).firestore())]
    for (const db of clients) {
      await assertFails(db.doc(DOC).get())
      await assertFails(db.collection(INSIGHTS_COLLECTION).get())
      await assertFails(db.doc(DOC).set({ day: '2026-11-01', dimension: 'view', c: { 'id|/': 1000 } }, { merge: true }))
      await assertFails(db.doc(`${INSIGHTS_COLLECTION}/view~2026-11-02~0`).set({ day: '2026-11-02' }))
      await assertFails(db.doc(DOC).delete())
    }
  })
})
