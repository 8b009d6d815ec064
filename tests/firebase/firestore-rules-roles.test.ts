/**
 * The role matrix in the rules (docs/roles.md): firestore.rules and storage.rules hold the roles
 * of each area as the code's matrix says (shared/collections/access.ts), and, on the official
 * Firestore emulator, each role reads the collections of its areas and no other, one document
 * or a list. The same goes for the copies Sampah and Riwayat keep of items of every area: an
 * entry or a revision is read by the roles of its item's area, and written by none. The rules'
 * other promises (visitors, published items, no client writes) are
 * tests/firebase/firestore-rules.test.ts's.
 */
import { assertFails, assertSucceeds, initializeTestEnvironment, type RulesTestEnvironment } from '@firebase/rules-unit-testing'
import { readFileSync } from 'node:fs'
import path from 'node:path'
import { afterAll, beforeAll, describe, expect, it } from 'vitest'
import { areaOf, CAPABILITIES, mayReadCopy, rolesWith } from '../../shared/collections/access'
import { PRIVATE_COLLECTIONS } from '../../shared/collections/private'
import { REVIEWED_COLLECTIONS } from '../../shared/collections/reviews'
import { TRASHABLE, trashCollectionsReadBy } from '../../shared/collections/trash'
import { REVISIONED_COLLECTIONS } from '../../shared/history'
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

/** The collections Sampah and Riwayat keep items of: the ones the rules' areaOf names. */
const KEPT: CollectionName[] = [...new Set([...TRASHABLE, ...REVISIONED_COLLECTIONS])].sort()
/** The copies of items of other collections, each naming its item's collection in `collection`. */
const COPIES = [
  ['trash', TRASHABLE],
  ['revisions', [...REVISIONED_COLLECTIONS]],
] as const

/** The collections of `kept` (one copy collection's) whose items `role` may read, as the code decides it (the emulator's tests hold it to the rules). */
const readable = (role: StaffRole, kept: readonly CollectionName[]) => kept.filter((collection) => mayReadCopy(role, collection))

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

  it("firestore.rules gives each item kept in Sampah or Riwayat its collection's area, as the code does, and admins alone any other", () => {
    const body = /function areaOf\(name\) \{\s*return \{([\s\S]*?)\}\.get\(name, '(\w+)'\);/.exec(rules)
    expect(body, 'areaOf in firestore.rules').not.toBeNull()
    const entries = [...body![1]!.matchAll(/'(\w+)': '(\w+)'/g)].map(([, collection, area]) => [collection!, area!] as const)
    expect(entries.map(([collection]) => collection)).toEqual(KEPT)
    expect(Object.fromEntries(entries)).toEqual(Object.fromEntries(KEPT.map((collection) => [collection, areaOf(collection)])))
    expect(body![2]).toBe('admin')
    // Block pages and regulations go to Sampah (their Hapus), as content: an editor reads their entries.
    for (const collection of ['blockPages', 'regulations'] as const) expect(Object.fromEntries(entries)[collection], collection).toBe('content')
    // Sampah and Riwayat keep nothing visitors send: no copy of personal data to guard apart.
    expect(KEPT.filter((collection) => PRIVATE_COLLECTIONS.has(collection))).toEqual([])
  })

  it("the code's mayReadCopy is the rules': admins, and the roles of the item's area; admins alone for a name that is no collection's", () => {
    for (const role of STAFF_ROLES) {
      for (const collection of KEPT) expect(mayReadCopy(role, collection), `${role} ${collection}`).toBe(role === 'admin' || rolesWith(areaOf(collection)).includes(role))
      for (const name of ['', 'constructor', 'toString', '__proto__', 'a/b']) expect(mayReadCopy(role, name), `${role} ${name}`).toBe(role === 'admin')
      // A collection declared without an area is content in the code, as areaOf makes it
      // everywhere (a new module's Sampah entries are its editors'); the rules, which list the
      // collections whose copies they let through, answer admins only until it is added there.
      expect(mayReadCopy(role, 'awards'), `${role} awards`).toBe(role === 'admin' || rolesWith('content').includes(role))
      // What a role's Sampah names in its live query (trash/routes.tsx): the lists the emulator lets through below.
      expect(trashCollectionsReadBy(role)).toEqual(readable(role, [...TRASHABLE]))
    }
  })

  it("Sampah's entries and Riwayat's revisions are read by their item's area; reviews concern content only; upload refusals are the uploaders'", () => {
    const block = (collection: string) => new RegExp(`match /${collection}/\\{id\\} \\{([\\s\\S]*?)\\n    \\}`).exec(rules)![1]!
    expect(block('trash')).toContain('allow read: if (isStaff() && resource == null) || mayReadCopy(resource);')
    expect(block('revisions')).toContain('allow read: if mayReadCopy(resource);')
    expect(rules).toMatch(/function mayReadCopy\(copy\) \{\s*return isAdmin\(\) \|\| may\(areaOf\(copy\.data\.collection\)\);\s*\}/)
    for (const collection of REVIEWED_COLLECTIONS) expect(areaOf(collection), collection).toBe('content')
    expect(block('reviews')).toContain("allow read: if may('content');")
    expect(block('uploadRejections')).toContain("allow read: if may('content');")
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
      // One deleted item of each kind Sampah keeps, a draft or a closed opening, whole.
      for (const collection of TRASHABLE) {
        const doc = { ...meta, id: 'satu', title: 'Draf', slug: 'satu', status: 'closed', publishedAt: null }
        batch.set(db.doc(`trash/${collection}`), { ...meta, collection, itemId: 'satu', title: 'Draf', slug: 'satu', doc, files: [], paths: [], deletedAt: meta.updatedAt, deletedBy: 'seed', deletedByName: 'Seed', purgeAt: '2026-01-31T00:00:00.000Z' })
      }
      // One revision of each collection Riwayat keeps, as the store writes it (the document as JSON).
      for (const collection of REVISIONED_COLLECTIONS) {
        const id = `2026-01-01T00:00:00.000Z-${collection}`
        batch.set(db.doc(`revisions/${collection}`), { id, at: meta.updatedAt, collection, docId: 'satu', version: 1, action: 'update', actor: 'seed', itemKey: `${collection}/satu|${id}`, data: JSON.stringify({ id: 'satu', title: 'Draf', publishedAt: null }) })
      }
      batch.set(db.doc('uploadRejections/blog_images%2Fa.jpg'), { path: 'blog_images/a.jpg', message: 'Berkas bukan gambar JPEG atau PNG', at: meta.updatedAt })
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

  it.each(COPIES)("%s: each role reads the copies of its areas' items, one by one or listed by their collections, and no other", async (copies, kept) => {
    const wrong: string[] = []
    const check = async (what: string, may: boolean, read: () => Promise<unknown>) => {
      try {
        await (may ? assertSucceeds(read()) : assertFails(read()))
      } catch {
        wrong.push(`${what}: ${may ? 'refused' : 'let through'}`)
      }
    }
    for (const role of STAFF_ROLES) {
      const db = client(role)
      for (const collection of kept) {
        const may = rolesWith(areaOf(collection)).includes(role)
        await check(`${role} get ${copies}/${collection}`, may, () => db.doc(`${copies}/${collection}`).get())
        await check(`${role} list ${copies} of ${collection}`, may, () => db.collection(copies).where('collection', '==', collection).get())
      }
      const own = readable(role, kept)
      const other = kept.filter((collection) => !own.includes(collection))
      // Its own collections at once, as a live list asks for what changed since it rendered.
      await check(`${role} list ${copies} of ${own.join(', ')}`, own.length > 0, () => db.collection(copies).where('collection', 'in', own).where('updatedAt', '>', '2025-01-01T00:00:00.000Z').get())
      // A list that could hold another area's copy is refused whole; admins list everything.
      if (other.length) await check(`${role} list ${copies} of ${own.join(', ')} and ${other[0]}`, false, () => db.collection(copies).where('collection', 'in', [...own, other[0]!]).get())
      await check(`${role} list all ${copies}`, role === 'admin', () => db.collection(copies).get())
    }
    expect(wrong).toEqual([])
  })

  it.each(COPIES)('%s: no role writes a copy, not even of its own area', async (copies, kept) => {
    for (const role of STAFF_ROLES) {
      const db = client(role)
      const [collection] = readable(role, kept)
      const data = { collection, itemId: 'satu', docId: 'satu', title: 'Palsu', doc: {}, data: '{}' }
      await assertFails(db.doc(`${copies}/${collection}`).set(data))
      await assertFails(db.doc(`${copies}/${collection}`).update({ title: 'Diubah' }))
      await assertFails(db.doc(`${copies}/${collection}`).delete())
      await assertFails(db.collection(copies).add(data))
    }
  })

  it('upload refusals are read by the roles that upload (the content roles), and written by none', async () => {
    for (const role of STAFF_ROLES) {
      const db = client(role)
      const may = rolesWith('content').includes(role)
      await (may ? assertSucceeds : assertFails)(db.doc('uploadRejections/blog_images%2Fa.jpg').get())
      await (may ? assertSucceeds : assertFails)(db.collection('uploadRejections').get())
      await assertFails(db.doc('uploadRejections/blog_images%2Fa.jpg').set({ path: 'blog_images/a.jpg', message: 'Palsu' }))
    }
  })
})
