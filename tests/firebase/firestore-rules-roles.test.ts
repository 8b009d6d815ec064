/**
 * The role matrix in the rules (docs/roles.md): firestore.rules and storage.rules hold the roles
 * of each area as the code's matrix says (shared/collections/access.ts), and, on the official
 * Firestore emulator, each role reads the collections of its areas and no other, one document
 * or a list. The rules' other promises (visitors, published items, no client writes) are
 * tests/firebase/firestore-rules.test.ts's.
 */
import { assertFails, assertSucceeds, initializeTestEnvironment, type RulesTestEnvironment } from '@firebase/rules-unit-testing'
import { readFileSync } from 'node:fs'
import path from 'node:path'
import { afterAll, beforeAll, describe, expect, it } from 'vitest'
import { areaOf, CAPABILITIES, rolesWith } from '../../shared/collections/access'
import { STAFF_ROLES, type StaffRole } from '../../shared/schemas/staff'
import type { CollectionName } from '../../shared/schemas/types'
import { officialFirestoreHost, officialFirestoreReady, officialProjectId } from '../../functions/src/testing/official-firestore-emulator'

const root = path.resolve(import.meta.dirname, '../..')
const rules = readFileSync(path.join(root, 'firestore.rules'), 'utf8')
const storageRules = readFileSync(path.join(root, 'storage.rules'), 'utf8')
const host = officialFirestoreHost()

/** A list literal of the rules (`['admin', 'hr']`) as its strings. */
const listOf = (text: string) => [...text.matchAll(/'([^']+)'/g)].map(([, item]) => item)

/**
 * The collections whose documents staff read by role, each with a document no visitor may read
 * (a draft, a closed opening, a staff profile) so only the role decides.
 */
const BY_ROLE: [collection: CollectionName, id: string][] = [
  ['blogs', 'draft'],
  ['publications', 'draft'],
  ['practiceAreas', 'draft'],
  ['blockPages', 'draft'],
  ['profiles', 'staff'],
  ['orderings', 'one'],
  ['media', 'one'],
  ['openings', 'closed'],
  ['applications', 'one'],
  ['inquiries', 'one'],
  ['subscribers', 'one'],
  ['alerts', 'one'],
  ['alertDeliveries', 'one'],
  ['settings', 'one'],
  ['redirects', 'one'],
]

describe('the role matrix in the rules (static)', () => {
  it('firestore.rules names the roles of each area as the code does, admins alone for any other', () => {
    const body = /function rolesWith\(area\) \{\s*return \{([\s\S]*?)\}\.get\(area, (\[[^\]]*\])\);/.exec(rules)
    expect(body, 'rolesWith in firestore.rules').not.toBeNull()
    const table = Object.fromEntries([...body![1]!.matchAll(/'(\w+)': (\[[^\]]*\])/g)].map(([, area, list]) => [area, listOf(list!)]))
    const code = Object.fromEntries(CAPABILITIES.filter((area) => area !== 'admin' && area !== 'approve').map((area) => [area, rolesWith(area)]))
    expect(table).toEqual(code)
    expect(listOf(body![2]!)).toEqual(rolesWith('admin'))
    expect(listOf(/function isStaff\(\) \{\s*return role\(\) in (\[[^\]]*\]);/.exec(rules)![1]!)).toEqual([...STAFF_ROLES])
  })

  it('storage.rules takes uploads from the content roles only', () => {
    expect(listOf(/function isStaff\(\) \{\s*return role\(\) in (\[[^\]]*\]);/.exec(storageRules)![1]!)).toEqual(rolesWith('content'))
  })

  it.each(BY_ROLE)('%s: its reads ask for its area', (collection) => {
    const block = new RegExp(`match /${collection}/\\{id\\} \\{([\\s\\S]*?)\\n    \\}`).exec(rules)![1]!
    const area = areaOf(collection)
    expect(block).toContain(area === 'admin' ? 'isAdmin()' : `may('${area}')`)
    expect(block).not.toContain('isStaff()')
  })
})

describe.skipIf(!host)('the role matrix in the rules (official Firestore emulator)', () => {
  let env: RulesTestEnvironment
  type Db = ReturnType<ReturnType<RulesTestEnvironment['unauthenticatedContext']>['firestore']>
  const clients = new Map<StaffRole, Db>()
  const client = (role: StaffRole) => clients.get(role) ?? clients.set(role, env.authenticatedContext(`${role}-1`, { staff: { role } }).firestore()).get(role)!
  const meta = { createdAt: '2026-01-01T00:00:00.000Z', updatedAt: '2026-01-01T00:00:00.000Z', updatedBy: 'seed', version: 1 }

  beforeAll(async () => {
    const [hostname, port] = (await officialFirestoreReady()).split(':')
    env = await initializeTestEnvironment({ projectId: officialProjectId('firestore-rules-roles'), firestore: { rules, host: hostname!, port: Number(port) } })
    await env.clearFirestore()
    await env.withSecurityRulesDisabled(async (context) => {
      const db = context.firestore()
      const batch = db.batch()
      for (const [collection, id] of BY_ROLE) batch.set(db.doc(`${collection}/${id}`), { ...meta, title: 'Satu', kind: 'staff', status: 'closed', publishedAt: null })
      await batch.commit()
    })
  })
  afterAll(async () => {
    await env?.cleanup()
  })

  it('each role reads, one by one and listed, the collections of its areas and no other', async () => {
    const wrong: string[] = []
    for (const role of STAFF_ROLES) {
      for (const [collection, id] of BY_ROLE) {
        const may = rolesWith(areaOf(collection)).includes(role)
        const reads: [string, () => Promise<unknown>][] = [
          ['get', () => client(role).doc(`${collection}/${id}`).get()],
          ['list', () => client(role).collection(collection).get()],
        ]
        for (const [what, read] of reads) {
          try {
            await (may ? assertSucceeds(read()) : assertFails(read()))
          } catch {
            wrong.push(`${role} ${what} ${collection}: ${may ? 'refused' : 'let through'}`)
          }
        }
      }
    }
    expect(wrong).toEqual([])
  })
})
