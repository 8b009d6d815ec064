/**
 * firestore.rules: what a browser or app holding the project's public web config may read and
 * write in Cloud Firestore. The site itself (firebase-admin, the service account) is not subject
 * to them and is the only writer.
 *
 * The rule checks run on the official Cloud Firestore emulator, started once for the run by
 * tests/setup/official-firestore-emulator.ts (in `npm test` wherever the emulator is installed;
 * the run names this file among the skipped ones where it is not), with
 * `@firebase/rules-unit-testing`. The checks of the file's coverage run everywhere.
 *
 * Who is who: a visitor (no sign-in), a signed-in Firebase user without the staff claim, an
 * editor and an admin (`staff: { role }`, the claim FirebaseIdentity sets), a user whose staff
 * claim names an unknown role, and one whose role sits at the top level of the token. Where a
 * collection is another role's area (docs/roles.md), a staff member of that role reads it; each
 * role against every area is tests/firebase/firestore-rules-roles.test.ts's.
 */
import { assertFails, assertSucceeds, initializeTestEnvironment, type RulesTestEnvironment } from '@firebase/rules-unit-testing'
import { readFileSync } from 'node:fs'
import path from 'node:path'
import { afterAll, beforeAll, describe, expect, it } from 'vitest'
import { COLLECTION_NAMES } from '../../shared/collections'
import { areaOf, rolesWith } from '../../shared/collections/access'
import type { StaffRole } from '../../shared/schemas/staff'
import type { CollectionName } from '../../shared/schemas/types'
import { officialFirestoreHost, officialFirestoreReady, officialProjectId } from '../../functions/src/testing/official-firestore-emulator'
import { collectionsWithoutRule, ruleBlocks } from './firestore-rule-blocks'
import { RATE_COUNTERS_COLLECTION } from '../../functions/src/backends/firebase/firestore-rate-counters'
import { META_COLLECTION } from '../../functions/src/backends/firebase/firestore-content-store'
import { CONTENT_VERSION_KEY, NEXT_CHANGE_KEY } from '../../functions/src/backends/firebase/content-version'
import { FORM_SECRET_META_KEY } from '../../functions/src/security/form-token'

const root = path.resolve(import.meta.dirname, '../..')
const rules = readFileSync(path.join(root, 'firestore.rules'), 'utf8')
const host = officialFirestoreHost()

/** Published items, read one at a time while published (publishedAt not after now); listed by staff only. */
const POSTS = ['blogs', 'publications', 'practiceAreas', 'blockPages'] as const
/** Job openings: read one at a time while open (status open, closing date not past in Jakarta). */
const OPENINGS = 'openings'
/** Attorneys have a public page (one at a time, or listed as attorneys); staff profiles are dashboard-only. */
const PROFILES = 'profiles'
/** Shown whole on public pages: the taxonomies, the fixed pages' copy, the offices and the menus. */
const PUBLIC = ['categories', 'tags', 'regulations', 'pages', 'offices', 'navigation'] as const
/** Content the public site shows only through the server: the orderings name items that may not be public; an event holds its private join link. */
const STAFF_CONTENT = ['orderings', 'events'] as const
/** The site settings hold the per-area inquiry routing and retention: an admin screen. */
const ADMIN_ONLY = ['settings'] as const
/**
 * Personal data visitors send (contact form, job applications, alert subscriptions), who received
 * which client alert, the redirects and the reviews' comments: read by staff in the dashboard.
 */
const STAFF_ONLY = ['inquiries', 'applications', 'subscribers', 'alerts', 'alertDeliveries', 'redirects', 'media', 'reviews'] as const
/**
 * Sampah: each entry a whole deleted item of another collection (`collection`), read by the staff
 * of that item's area; each role against every area is tests/firebase/firestore-rules-roles.test.ts's.
 */
const COPIES = ['trash'] as const
/** Personal data read through the server only, by no client: the events' registrations (Pendaftar is rendered by the server). */
const SERVER_ONLY = ['registrations'] as const
/** Collections outside COLLECTION_NAMES with a rule: Riwayat, Log Aktivitas, upload refusals. */
const HISTORY = ['revisions', 'activity', 'uploadRejections'] as const
/**
 * Written only by the Admin SDK and closed to every client: no rule names them (a client could
 * reset its own form limits in `rateCounters`; in `_meta`, read the forms' signing key, or write
 * the content version or the render cache's kept next change, and hold pages past a scheduled
 * publication).
 */
const CLOSED = ['uniques', 'mail', 'staffTwoFactor', 'sessions', RATE_COUNTERS_COLLECTION, META_COLLECTION] as const

const blocks = () => ruleBlocks(rules)

describe('firestore.rules (static)', () => {
  it('has a rule for every collection of the registry and the history, and none for internal ones', () => {
    const named = [...blocks().keys()].sort()
    expect(collectionsWithoutRule(rules, COLLECTION_NAMES)).toEqual([])
    expect(named).toEqual([...COLLECTION_NAMES, ...HISTORY].sort())
    expect([...POSTS, OPENINGS, PROFILES, ...PUBLIC, ...STAFF_CONTENT, ...ADMIN_ONLY, ...STAFF_ONLY, ...COPIES, ...SERVER_ONLY].sort()).toEqual([...COLLECTION_NAMES].sort())
    // The Trigger Email queue, the unique-field claims, the recovery-code hashes: no rule opens them.
    for (const collection of CLOSED) expect(rules).not.toMatch(new RegExp(`match /${collection}/`))
    expect(rules).not.toMatch(/match \/\{document=\*\*\}/)
    expect(rules).toMatch(/^rules_version = '2';/)
  })

  it('lets no client write anything: every block says `allow write: if false` and grants nothing else but reads', () => {
    for (const [collection, allows] of blocks()) {
      expect(allows, collection).toContain('allow write: if false;')
      for (const allow of allows) expect(allow, collection).toMatch(/^allow (read|get|list|get, list)(: if .*|;)$|^allow write: if false;$/)
    }
    expect(rules).not.toMatch(/allow [^;]*(create|update|delete)/)
  })

  it('opens reads to everyone only where a public page shows the document as stored', () => {
    const open = [...blocks()].filter(([, allows]) => allows.some((allow) => /^allow (read|get|list)[^:]*: if true;$/.test(allow))).map(([collection]) => collection)
    expect(open.sort()).toEqual([...PUBLIC].sort())
  })

  it("lets staff read Sampah's entries and revisions of their areas' items, admins the activity log, and no client write either", () => {
    expect(blocks().get('trash')).toEqual(['allow read: if (isStaff() && resource == null) || mayReadCopy(resource);', 'allow write: if false;'])
    expect(blocks().get('revisions')).toEqual(['allow read: if mayReadCopy(resource);', 'allow write: if false;'])
    expect(blocks().get('activity')).toEqual(['allow read: if isAdmin();', 'allow write: if false;'])
  })
})

describe.skipIf(!host)('firestore.rules (official Firestore emulator)', () => {
  let env: RulesTestEnvironment
  const iso = (offsetMs: number) => new Date(Date.now() + offsetMs).toISOString()
  const meta = { createdAt: iso(-86_400_000), updatedAt: iso(-86_400_000), updatedBy: 'seed', version: 1 }

  type Db = ReturnType<ReturnType<RulesTestEnvironment['unauthenticatedContext']>['firestore']>
  // One client per role for the whole file: each context's firestore() is a client of its own,
  // and connecting one costs more than the checks it makes.
  const clients = new Map<string, Db>()
  const client = (key: string, make: () => Db) => () => clients.get(key) ?? clients.set(key, make()).get(key)!
  const visitor = client('visitor', () => env.unauthenticatedContext().firestore())
  const signedIn = client('signed-in', () => env.authenticatedContext('user-1', { email: 'someone@example.test' }).firestore())
  const editor = client('editor', () => env.authenticatedContext('editor-1', { staff: { role: 'editor' } }).firestore())
  const admin = client('admin', () => env.authenticatedContext('admin-1', { staff: { role: 'admin' } }).firestore())
  const unknownRole = client('unknown-role', () => env.authenticatedContext('odd-1', { staff: { role: 'viewer' } }).firestore())
  const flatRole = client('flat-role', () => env.authenticatedContext('odd-2', { role: 'admin' }).firestore())
  /** A staff member of `role`. */
  const staffOf = (role: StaffRole) => client(role, () => env.authenticatedContext(`${role}-1`, { staff: { role } }).firestore())()
  /** The staff who read `collection` in the dashboard: a member of its area's other role (if any), and an admin. */
  const readersOf = (collection: CollectionName) => [...rolesWith(areaOf(collection)).filter((role) => role !== 'admin').slice(0, 1).map(staffOf), admin()]
  /** Everyone who is not staff. */
  const outsiders = () => [visitor(), signedIn(), unknownRole(), flatRole()]
  const everyone = () => [...outsiders(), editor(), admin()]

  beforeAll(async () => {
    const [hostname, port] = (await officialFirestoreReady()).split(':')
    env = await initializeTestEnvironment({ projectId: officialProjectId('firestore-rules'), firestore: { rules, host: hostname!, port: Number(port) } })
    // Seeded once for the file: every check below only reads, or tries a write that must be
    // refused (a write let through fails its own check, and may make later reads fail too).
    await env.clearFirestore()
    await env.withSecurityRulesDisabled(async (context) => {
      // Every document in one commit: the same data, a fraction of the round trips.
      const db = context.firestore()
      const batch = db.batch()
      const put = (name: string, data: Record<string, unknown>) => batch.set(db.doc(name), data)
      // One plain document in every collection with a rule, then the ones whose state matters.
      // Sampah's `trash/one` and Riwayat's `revisions/one` hold a blog draft.
      for (const collection of [...COLLECTION_NAMES, ...HISTORY]) {
        put(`${collection}/one`, { ...meta, name: 'Satu', slug: 'satu', status: 'new', ...(collection === 'trash' || collection === 'revisions' ? { collection: 'blogs' } : {}) })
      }
      put('trash/opening', { ...meta, collection: 'openings', itemId: 'partner', title: 'Partner', doc: { title: 'Partner', status: 'closed' } })
      put('trash/gone', { ...meta, collection: 'blogs', itemId: 'draf', title: 'Draf', doc: { title: 'Draf', publishedAt: null } })
      put('revisions/settings', { ...meta, collection: 'settings', docId: 'site', data: JSON.stringify({ areaInquiryEmails: 'litigasi: rahasia@example.test' }) })
      for (const collection of POSTS) {
        put(`${collection}/published`, { ...meta, title: 'Sudah terbit', slug: 'sudah-terbit', publishedAt: iso(-60_000) })
        put(`${collection}/scheduled`, { ...meta, title: 'Terjadwal', slug: 'terjadwal', publishedAt: iso(3_600_000) })
        put(`${collection}/undated`, { ...meta, title: 'Tanpa tanggal', slug: 'tanpa-tanggal' })
        put(`${collection}/draft`, { ...meta, title: 'Draf', slug: 'draf', publishedAt: null })
      }
      put(`${PROFILES}/attorney`, { ...meta, name: 'Rina Advokat', slug: 'rina', kind: 'attorney', email: 'rina@example.test', phone: '+62 21 555 0101' })
      put(`${PROFILES}/staff`, { ...meta, name: 'Budi Staf', slug: 'budi', kind: 'staff', email: 'budi@example.test', phone: '+62 812 555 0199', cv: { path: 'cv/budi.pdf' } })
      put(`${PROFILES}/kindless`, { ...meta, name: 'Tanpa Jenis', slug: 'tanpa-jenis' })
      put('settings/site', { ...meta, name: 'Kantor', email: 'kantor@example.test', areaInquiryEmails: 'litigasi: rahasia@example.test', applicationRetentionMonths: 6 })
      put('orderings/home_pinned', { ...meta, type: 'home_pinned', key: null, ids: ['blogs/scheduled'] })
      // Jakarta's date in days from now (UTC+7), as openings store their closing date.
      const day = (offsetDays: number) => new Date(Date.now() + 7 * 3_600_000 + offsetDays * 86_400_000).toISOString().slice(0, 10)
      put(`${OPENINGS}/open`, { ...meta, title: 'Associate', slug: 'associate', status: 'open', closesOn: day(30) })
      put(`${OPENINGS}/last-day`, { ...meta, title: 'Paralegal', slug: 'paralegal', status: 'open', closesOn: day(0) })
      put(`${OPENINGS}/past`, { ...meta, title: 'Magang', slug: 'magang', status: 'open', closesOn: day(-1) })
      put(`${OPENINGS}/closed`, { ...meta, title: 'Partner', slug: 'partner', status: 'closed', closesOn: day(30) })
      put(`${OPENINGS}/undated`, { ...meta, title: 'Tanpa batas', slug: 'tanpa-batas', status: 'open' })
      put('uniques/blogs:slug:sudah-terbit', { docId: 'published' })
      put('mail/inquiry-one-notification', { to: ['kantor@example.test'], message: { subject: 'Pesan baru', text: 'Pesan rahasia klien' } })
      put('staffTwoFactor/editor-1', { hashes: ['x'] })
      put('sessions/s1', { uid: 'admin-1' })
      put(`${RATE_COUNTERS_COLLECTION}/inquiries-address~k~0`, { at: Date.now(), expireAt: new Date(Date.now() + 60_000) })
      put(`${META_COLLECTION}/${FORM_SECRET_META_KEY}`, { key: 'geheim' })
      put(`${META_COLLECTION}/${CONTENT_VERSION_KEY}`, { version: 'v1', by: 'instance', at: iso(0) })
      put(`${META_COLLECTION}/${NEXT_CHANGE_KEY}`, { version: 'v1', from: iso(0), at: null })
      await batch.commit()
    })
  })
  afterAll(async () => {
    await env?.cleanup()
  })

  type Snapshot = { metadata: { fromCache: boolean } }
  /**
   * A listener's first snapshot from the server, or its refusal, as a promise (what
   * assertSucceeds/assertFails take). The clients live for the whole file, so a listener may
   * first be answered from what an earlier read left in the client's cache: that is not the
   * server's answer.
   */
  const firstSnapshot = (target: {
    onSnapshot(options: { includeMetadataChanges: boolean }, next: (snapshot: Snapshot) => void, error: (error: Error) => void): () => void
  }) =>
    new Promise<Snapshot>((resolve, reject) => {
      const stop = target.onSnapshot(
        { includeMetadataChanges: true },
        (snapshot) => {
          if (snapshot.metadata.fromCache) return
          stop()
          resolve(snapshot)
        },
        reject,
      )
    })

  // No client writes: a direct write would skip the schema, the sanitizer, slug uniqueness, the
  // version check, Riwayat and Log Aktivitas. Only the site (firebase-admin) writes.
  describe('no client writes, staff included', () => {
    it.each([...COLLECTION_NAMES, ...HISTORY, ...CLOSED])('%s: no create, update or delete by anyone', async (collection) => {
      const data = { ...meta, title: 'Palsu', name: 'Palsu', slug: 'palsu', kind: 'attorney', publishedAt: iso(0), status: 'open' }
      // All at once: each is refused on its own, and waiting for each in turn only adds time.
      await Promise.all(
        everyone().flatMap((db) => [
          assertFails(db.doc(`${collection}/new`).set(data)),
          assertFails(db.doc(`${collection}/one`).set(data)),
          assertFails(db.doc(`${collection}/one`).update({ title: 'Diubah' })),
          assertFails(db.doc(`${collection}/one`).delete()),
          assertFails(db.collection(collection).add(data)),
        ]),
      )
    })

    it.each(SERVER_ONLY)('%s: no client reads them either, admins included, one at a time, listed or listened to', async (collection) => {
      for (const db of [...everyone(), ...(['marketing', 'hr', 'reviewer'] as const).map(staffOf)]) {
        await assertFails(db.doc(`${collection}/one`).get())
        await assertFails(db.collection(collection).get())
        await assertFails(firstSnapshot(db.doc(`${collection}/one`)))
      }
    })

    it('not even a batch that only touches a published item’s title', async () => {
      const batch = admin().batch()
      batch.update(admin().doc('blogs/published'), { title: 'Diubah lewat SDK' })
      await assertFails(batch.commit())
    })
  })

  describe.each(POSTS)('%s', (collection) => {
    it('a published item can be read by anyone, one at a time', async () => {
      for (const db of everyone()) await assertSucceeds(db.doc(`${collection}/published`).get())
    })

    it('a scheduled, undated or draft item is hidden from everyone but staff', async () => {
      for (const id of ['scheduled', 'undated', 'draft']) {
        for (const db of outsiders()) await assertFails(db.doc(`${collection}/${id}`).get())
        await assertSucceeds(editor().doc(`${collection}/${id}`).get())
        await assertSucceeds(admin().doc(`${collection}/${id}`).get())
      }
    })

    it('lists are for staff only, even filtered to published items', async () => {
      const published = (db: Db) => db.collection(collection).where('publishedAt', '<=', iso(0)).get()
      for (const db of outsiders()) await assertFails(published(db))
      await assertSucceeds(published(editor()))
      await assertSucceeds(admin().collection(collection).orderBy('publishedAt', 'desc').get())
    })
  })

  describe(OPENINGS, () => {
    it('an open opening is read by anyone, one at a time, up to its closing day', async () => {
      for (const id of ['open', 'last-day']) for (const db of everyone()) await assertSucceeds(db.doc(`${OPENINGS}/${id}`).get())
    })

    it('a closed, past or undated opening is hidden from everyone but staff', async () => {
      for (const id of ['past', 'closed', 'undated']) {
        for (const db of outsiders()) await assertFails(db.doc(`${OPENINGS}/${id}`).get())
        await assertSucceeds(staffOf('hr').doc(`${OPENINGS}/${id}`).get())
        await assertSucceeds(admin().doc(`${OPENINGS}/${id}`).get())
      }
    })

    it('lists are for staff only, even filtered to open ones', async () => {
      const open = (db: Db) => db.collection(OPENINGS).where('status', '==', 'open').get()
      for (const db of outsiders()) await assertFails(open(db))
      await assertSucceeds(open(staffOf('hr')))
      await assertSucceeds(admin().collection(OPENINGS).get())
    })
  })

  // Staff profiles (email, phone, CV) are shown in the dashboard only.
  describe(PROFILES, () => {
    it('an attorney’s profile is read by anyone, as its public page shows it', async () => {
      for (const db of everyone()) await assertSucceeds(db.doc(`${PROFILES}/attorney`).get())
    })

    it('a staff member’s profile, or one of no kind, is read by staff only', async () => {
      for (const id of ['staff', 'kindless']) {
        for (const db of outsiders()) await assertFails(db.doc(`${PROFILES}/${id}`).get())
        await assertSucceeds(editor().doc(`${PROFILES}/${id}`).get())
        await assertSucceeds(admin().doc(`${PROFILES}/${id}`).get())
      }
    })

    it('anyone may list the attorneys, as the attorneys page does; only staff list the rest', async () => {
      for (const db of everyone()) {
        const attorneys = await assertSucceeds(db.collection(PROFILES).where('kind', '==', 'attorney').get())
        expect(attorneys.docs.map((doc) => doc.id)).toEqual(['attorney'])
      }
      for (const db of outsiders()) {
        await assertFails(db.collection(PROFILES).get())
        await assertFails(db.collection(PROFILES).where('kind', '==', 'staff').get())
        await assertFails(db.collection(PROFILES).where('kind', 'in', ['attorney', 'staff']).get())
      }
      expect((await assertSucceeds(editor().collection(PROFILES).get())).size).toBe(4)
    })
  })

  describe.each(PUBLIC)('%s', (collection) => {
    it('anyone reads (one document and lists): a public page shows them whole', async () => {
      for (const db of everyone()) {
        await assertSucceeds(db.doc(`${collection}/one`).get())
        await assertSucceeds(db.collection(collection).get())
      }
    })
  })

  it('the orderings are read by staff only: they can name items that are not public', async () => {
    for (const db of outsiders()) {
      await assertFails(db.doc('orderings/home_pinned').get())
      await assertFails(db.collection('orderings').get())
    }
    for (const db of [editor(), admin()]) {
      await assertSucceeds(db.doc('orderings/home_pinned').get())
      await assertSucceeds(db.collection('orderings').get())
    }
  })

  it('the site settings (inquiry routing, retention) are read by admins only, as Pengaturan Situs is an admin screen', async () => {
    for (const db of [...outsiders(), editor()]) {
      await assertFails(db.doc('settings/site').get())
      await assertFails(db.collection('settings').get())
    }
    await assertSucceeds(admin().doc('settings/site').get())
    await assertSucceeds(admin().collection('settings').get())
  })

  it.each(STAFF_ONLY)('%s are read by staff only (of its area)', async (collection) => {
    for (const db of outsiders()) {
      await assertFails(db.doc(`${collection}/one`).get())
      await assertFails(db.collection(collection).get())
    }
    for (const db of readersOf(collection)) {
      await assertSucceeds(db.doc(`${collection}/one`).get())
      await assertSucceeds(db.collection(collection).where('status', '==', 'new').get())
    }
  })

  it("Sampah's entries are read by the staff of their item's area: an editor a deleted post, HR a deleted opening, admins all", async () => {
    for (const db of outsiders()) {
      for (const id of ['one', 'opening', 'missing']) await assertFails(db.doc(`trash/${id}`).get())
      await assertFails(db.collection('trash').get())
      await assertFails(db.collection('trash').where('collection', '==', 'blogs').get())
    }
    await assertSucceeds(editor().doc('trash/one').get())
    await assertFails(editor().doc('trash/opening').get())
    await assertSucceeds(staffOf('hr').doc('trash/opening').get())
    await assertFails(staffOf('hr').doc('trash/one').get())
    // A list proves the rule only by naming the collections: the whole Sampah is admins'.
    await assertSucceeds(editor().collection('trash').where('collection', 'in', ['blogs', 'publications']).get())
    await assertFails(editor().collection('trash').where('status', '==', 'new').get())
    await assertFails(editor().collection('trash').get())
    await assertSucceeds(admin().doc('trash/opening').get())
    await assertSucceeds(admin().collection('trash').get())
  })

  it('revisions are read by the staff of their item’s area, upload refusals by the content roles, the activity log by admins only', async () => {
    for (const db of outsiders()) {
      for (const collection of HISTORY) {
        await assertFails(db.doc(`${collection}/one`).get())
        await assertFails(db.collection(collection).get())
      }
    }
    for (const db of [editor(), admin()]) {
      await assertSucceeds(db.doc('revisions/one').get())
      await assertSucceeds(db.collection('revisions').where('collection', '==', 'blogs').get())
      await assertSucceeds(db.doc('uploadRejections/one').get())
    }
    // The site settings' revisions (the inquiry routing) are an admin screen's, as the settings.
    await assertFails(editor().doc('revisions/settings').get())
    await assertSucceeds(admin().doc('revisions/settings').get())
    await assertFails(editor().collection('revisions').where('status', '==', 'new').get())
    await assertSucceeds(admin().collection('revisions').get())
    await assertFails(staffOf('hr').doc('revisions/one').get())
    await assertFails(staffOf('hr').doc('uploadRejections/one').get())
    await assertFails(editor().doc('activity/one').get())
    await assertFails(editor().collection('activity').get())
    await assertSucceeds(admin().doc('activity/one').get())
    await assertSucceeds(admin().collection('activity').orderBy('name', 'desc').get())
  })

  it.each(CLOSED)('%s is closed to every client, its owner and admins included', async (collection) => {
    const ids =
      collection === 'uniques' ? ['blogs:slug:sudah-terbit'] : collection === 'mail' ? ['inquiry-one-notification'] : collection === 'sessions' ? ['s1'] : collection === RATE_COUNTERS_COLLECTION ? ['inquiries-address~k~0'] : collection === META_COLLECTION ? [FORM_SECRET_META_KEY, CONTENT_VERSION_KEY, NEXT_CHANGE_KEY] : ['editor-1']
    for (const db of everyone()) {
      for (const id of ids) {
        await assertFails(db.doc(`${collection}/${id}`).get())
        await assertFails(db.doc(`${collection}/${id}`).set({ version: 'v1', from: iso(0), at: null }))
      }
      await assertFails(db.collection(collection).get())
    }
  })

  // The dashboard's live lists and forms on Firebase (web/src/dashboard/live/live-firestore.ts):
  // a query of what was saved since the page rendered, and a listener per shown item.
  describe('live listeners', () => {
    const savedSince = (db: Db, collection: string) => db.collection(collection).where('updatedAt', '>', iso(-2 * 86_400_000))

    it.each(COLLECTION_NAMES.filter((c) => !([...ADMIN_ONLY, ...SERVER_ONLY, ...COPIES] as readonly CollectionName[]).includes(c)))('%s: staff listen to what was saved since a page rendered, and to one item', async (collection) => {
      for (const db of readersOf(collection)) {
        await assertSucceeds(firstSnapshot(savedSince(db, collection)))
        await assertSucceeds(firstSnapshot(db.doc(`${collection}/one`)))
        // An item deleted meanwhile: the listener sees it gone rather than being refused.
        await assertSucceeds(firstSnapshot(db.doc(`${collection}/deleted-meanwhile`)))
      }
    })

    it("Sampah: staff listen to their areas' entries saved since a page rendered when the query names those collections, and to one entry until it goes", async () => {
      const since = (db: Db, collections: string[]) => savedSince(db, 'trash').where('collection', 'in', collections)
      await assertSucceeds(firstSnapshot(since(editor(), ['blogs', 'publications', 'profiles'])))
      await assertSucceeds(firstSnapshot(since(staffOf('hr'), ['openings'])))
      await assertFails(firstSnapshot(since(staffOf('hr'), ['openings', 'blogs'])))
      await assertFails(firstSnapshot(savedSince(editor(), 'trash')))
      await assertSucceeds(firstSnapshot(savedSince(admin(), 'trash')))
      for (const db of outsiders()) await assertFails(firstSnapshot(since(db, ['blogs'])))
      // An entry restored or purged while watched: the listener sees it go rather than being refused.
      await assertSucceeds(firstSnapshot(editor().doc('trash/deleted-meanwhile')))
      await assertFails(firstSnapshot(editor().doc('trash/opening')))
      let watching!: () => void
      const seen = new Promise<void>((resolve) => (watching = resolve))
      const gone = new Promise<void>((resolve, reject) => {
        const stop = editor()
          .doc('trash/gone')
          .onSnapshot(
            (snapshot) => {
              if (snapshot.exists) return watching()
              if (snapshot.metadata.fromCache) return
              stop()
              resolve()
            },
            reject,
          )
      })
      await seen
      await env.withSecurityRulesDisabled((context) => context.firestore().doc('trash/gone').delete())
      await gone
    })

    it('nobody else listens to a list of content, an unpublished post or a staff profile', async () => {
      for (const db of outsiders()) {
        for (const collection of [...POSTS, PROFILES, OPENINGS, ...STAFF_CONTENT]) await assertFails(firstSnapshot(savedSince(db, collection)))
        for (const collection of POSTS) await assertFails(firstSnapshot(db.doc(`${collection}/scheduled`)))
        await assertFails(firstSnapshot(db.doc(`${PROFILES}/staff`)))
      }
    })
  })
})
