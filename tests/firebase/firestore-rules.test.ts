/**
 * firestore.rules. The rule checks need the official Firestore emulator (Java), so they run only
 * under `npm run test:firebase` (FIREBASE_FULL_SUITE=1 inside `firebase emulators:exec`); the
 * checks of the file's coverage run everywhere.
 *
 * Who is who: a visitor (no sign-in), a signed-in Firebase user without the staff claim, an
 * editor and an admin (`staff: { role }`, the claim FirebaseIdentity sets), and a user whose
 * staff claim names an unknown role.
 */
import { assertFails, assertSucceeds, initializeTestEnvironment, type RulesTestEnvironment } from '@firebase/rules-unit-testing'
import { readFileSync } from 'node:fs'
import path from 'node:path'
import { afterAll, beforeAll, beforeEach, describe, expect, it } from 'vitest'
import { COLLECTIONS } from '../../shared/schemas/types'

const FULL = process.env.FIREBASE_FULL_SUITE === '1'
const root = path.resolve(import.meta.dirname, '../..')
const rules = readFileSync(path.join(root, 'firestore.rules'), 'utf8')

/** Collections visitors read as they are (everything but the dated posts). */
const OPEN_COLLECTIONS = ['profiles', 'categories', 'tags', 'orderings', 'pages'] as const
// Items that can be drafts: read one by one while published, listed by staff only.
const POSTS = ['blogs', 'publications', 'practiceAreas'] as const
/** Shown to everyone, changed by admins only: the site settings and the offices (Pengaturan Situs). */
const ADMIN_COLLECTIONS = ['settings', 'offices'] as const
/** Shown while open (status open, closing date not past in Jakarta), written by staff: job openings. */
const OPENINGS = 'openings'
/**
 * Personal data visitors send (contact form, job applications, alert subscriptions) and who received
 * which client alert: read by staff, written by the site only.
 */
const STAFF_ONLY = ['inquiries', 'applications', 'subscribers', 'alerts', 'alertDeliveries'] as const
/** Sampah: deleted items, read by staff, moved in and out by the site only. */
const TRASH = 'trash'
/** Redirects: read by the site (Admin SDK) and staff, the manual ones managed by admins. */
const REDIRECTS = 'redirects'
/** Written only by the Admin SDK: FirestoreContentStore's unique-field claims. */
const UNIQUES = 'uniques'

describe('firestore.rules (static)', () => {
  it('has a rule for every content collection and for upload refusals, and none for internal ones', () => {
    for (const collection of [...COLLECTIONS, 'uploadRejections']) {
      expect(rules, collection).toContain(`match /${collection}/{id} {`)
    }
    expect([...POSTS, ...OPEN_COLLECTIONS, ...ADMIN_COLLECTIONS, OPENINGS, ...STAFF_ONLY, TRASH, REDIRECTS].sort()).toEqual([...COLLECTIONS].sort())
    expect(rules).toMatch(new RegExp(`match /${TRASH}/\\{id\\} \\{\\s*allow read: if isStaff\\(\\);\\s*allow write: if false;\\s*\\}`))
    expect(rules).toMatch(new RegExp(`match /${REDIRECTS}/\\{id\\} \\{\\s*allow read: if isStaff\\(\\);\\s*allow create, update, delete: if isAdmin\\(\\);\\s*\\}`))
    for (const collection of STAFF_ONLY) {
      expect(rules).toMatch(new RegExp(`match /${collection}/\\{id\\} \\{\\s*allow read: if isStaff\\(\\);\\s*allow write: if false;\\s*\\}`))
    }
    // The Trigger Email extension's queue holds recipients and what visitors wrote: no rule opens it.
    expect(rules).not.toMatch(/match \/mail\//)
    for (const collection of ADMIN_COLLECTIONS) {
      expect(rules).toMatch(new RegExp(`match /${collection}/\\{id\\} \\{\\s*allow read: if true;\\s*allow create, update, delete: if isAdmin\\(\\);\\s*\\}`))
    }
    expect(rules).not.toMatch(new RegExp(`match /${UNIQUES}/`))
    // Recovery-code hashes of two-step verification (FirebaseIdentity): no rule opens them.
    expect(rules).not.toMatch(/match \/staffTwoFactor\//)
    expect(rules).not.toMatch(/match \/\{document=\*\*\}/)
    expect(rules).toMatch(/^rules_version = '2';/)
  })
})

describe('firestore.rules: the editorial history (static)', () => {
  it('lets staff read revisions and admins read the activity log, and no client write either', () => {
    expect(rules).toMatch(/match \/revisions\/\{id\} \{\s*allow read: if isStaff\(\);\s*allow write: if false;\s*\}/)
    expect(rules).toMatch(/match \/activity\/\{id\} \{\s*allow read: if isAdmin\(\);\s*allow write: if false;\s*\}/)
  })
})

describe.skipIf(!FULL)('firestore.rules (Firestore emulator)', () => {
  let env: RulesTestEnvironment
  const iso = (offsetMs: number) => new Date(Date.now() + offsetMs).toISOString()
  const meta = { createdAt: iso(-86_400_000), updatedAt: iso(-86_400_000), updatedBy: 'seed', version: 1 }

  const visitor = () => env.unauthenticatedContext().firestore()
  const signedIn = () => env.authenticatedContext('user-1', { email: 'someone@example.test' }).firestore()
  const editor = () => env.authenticatedContext('editor-1', { staff: { role: 'editor' } }).firestore()
  const admin = () => env.authenticatedContext('admin-1', { staff: { role: 'admin' } }).firestore()
  const unknownRole = () => env.authenticatedContext('odd-1', { staff: { role: 'viewer' } }).firestore()
  const flatRole = () => env.authenticatedContext('odd-2', { role: 'admin' }).firestore()

  beforeAll(async () => {
    env = await initializeTestEnvironment({ projectId: 'demo-alr', firestore: { rules } })
  })
  afterAll(async () => {
    await env?.cleanup()
  })
  beforeEach(async () => {
    await env.clearFirestore()
    await env.withSecurityRulesDisabled(async (context) => {
      const db = context.firestore()
      for (const collection of POSTS) {
        await db.doc(`${collection}/published`).set({ ...meta, title: 'Sudah terbit', slug: 'sudah-terbit', publishedAt: iso(-60_000) })
        await db.doc(`${collection}/scheduled`).set({ ...meta, title: 'Terjadwal', slug: 'terjadwal', publishedAt: iso(3_600_000) })
        await db.doc(`${collection}/undated`).set({ ...meta, title: 'Tanpa tanggal', slug: 'tanpa-tanggal' })
        await db.doc(`${collection}/draft`).set({ ...meta, title: 'Draf', slug: 'draf', publishedAt: null })
      }
      for (const collection of [...OPEN_COLLECTIONS, ...ADMIN_COLLECTIONS]) await db.doc(`${collection}/one`).set({ ...meta, name: 'Satu', slug: 'satu' })
      // Jakarta's date in days from now (UTC+7), as openings store their closing date.
      const day = (offsetDays: number) => new Date(Date.now() + 7 * 3_600_000 + offsetDays * 86_400_000).toISOString().slice(0, 10)
      await db.doc(`${OPENINGS}/open`).set({ ...meta, title: 'Associate', slug: 'associate', status: 'open', closesOn: day(30) })
      await db.doc(`${OPENINGS}/last-day`).set({ ...meta, title: 'Paralegal', slug: 'paralegal', status: 'open', closesOn: day(0) })
      await db.doc(`${OPENINGS}/past`).set({ ...meta, title: 'Magang', slug: 'magang', status: 'open', closesOn: day(-1) })
      await db.doc(`${OPENINGS}/closed`).set({ ...meta, title: 'Partner', slug: 'partner', status: 'closed', closesOn: day(30) })
      await db.doc(`${OPENINGS}/undated`).set({ ...meta, title: 'Tanpa batas', slug: 'tanpa-batas', status: 'open' })
      await db.doc(`${UNIQUES}/blogs:slug:sudah-terbit`).set({ docId: 'published' })
      await db.doc('uploadRejections/blog_images%2Fx.jpg').set({ path: 'blog_images/x.jpg', message: 'Gambar sampul harus berupa PNG atau JPEG' })
      await db.doc('sessions/s1').set({ uid: 'admin-1' })
      for (const collection of STAFF_ONLY) await db.doc(`${collection}/one`).set({ ...meta, name: 'Budi', email: 'budi@example.test', message: 'Pesan rahasia klien', status: 'new' })
      await db.doc(`${TRASH}/one`).set({ ...meta, collection: 'blogs', itemId: 'b1', title: 'Terhapus', doc: { id: 'b1', title: 'Terhapus' } })
      await db.doc(`${REDIRECTS}/one`).set({ ...meta, from: '/blogs/lama', to: '/blogs/baru', kind: 'slug', collection: 'blogs', itemId: 'b1' })
      await db.doc('mail/inquiry-one-notification').set({ to: ['kantor@example.test'], message: { subject: 'Pesan baru', text: 'Pesan rahasia klien' } })
    })
  })

  describe.each(POSTS)('%s', (collection) => {
    it('a published item can be read by anyone, one at a time', async () => {
      await assertSucceeds(visitor().doc(`${collection}/published`).get())
      await assertSucceeds(signedIn().doc(`${collection}/published`).get())
    })

    it('a scheduled, undated or draft item is hidden from visitors and non-staff users, not from staff', async () => {
      for (const id of ['scheduled', 'undated', 'draft']) {
        await assertFails(visitor().doc(`${collection}/${id}`).get())
        await assertFails(signedIn().doc(`${collection}/${id}`).get())
        await assertFails(unknownRole().doc(`${collection}/${id}`).get())
        await assertSucceeds(editor().doc(`${collection}/${id}`).get())
        await assertSucceeds(admin().doc(`${collection}/${id}`).get())
      }
    })

    it('lists are for staff only, even filtered to published items', async () => {
      const published = (db: ReturnType<typeof visitor>) => db.collection(collection).where('publishedAt', '<=', iso(0)).get()
      await assertFails(published(visitor()))
      await assertFails(published(signedIn()))
      await assertSucceeds(published(editor()))
      await assertSucceeds(admin().collection(collection).orderBy('publishedAt', 'desc').get())
    })

    it('only staff write', async () => {
      const data = { ...meta, title: 'Baru', slug: 'baru', publishedAt: iso(0) }
      for (const db of [visitor(), signedIn(), unknownRole(), flatRole()]) {
        await assertFails(db.doc(`${collection}/new`).set(data))
        await assertFails(db.doc(`${collection}/published`).update({ title: 'Diubah' }))
        await assertFails(db.doc(`${collection}/published`).delete())
      }
      await assertSucceeds(editor().doc(`${collection}/new`).set(data))
      await assertSucceeds(editor().doc(`${collection}/published`).update({ title: 'Diubah' }))
      await assertSucceeds(admin().doc(`${collection}/scheduled`).delete())
    })
  })

  /** A listener's first snapshot, or its refusal, as a promise (what assertSucceeds/assertFails take). */
  const firstSnapshot = (target: { onSnapshot(next: (snapshot: unknown) => void, error: (error: Error) => void): () => void }) =>
    new Promise<unknown>((resolve, reject) => {
      const stop = target.onSnapshot(
        (snapshot) => {
          stop()
          resolve(snapshot)
        },
        reject,
      )
    })

  // The dashboard's live lists and forms on Firebase (web/src/dashboard/live/live-firestore.ts):
  // a query of what was saved since the page rendered, and a listener per shown item.
  describe.each([...POSTS, ...OPEN_COLLECTIONS])('%s: live listeners', (collection) => {
    const savedSince = (db: ReturnType<typeof visitor>) => db.collection(collection).where('updatedAt', '>', iso(-3_600_000))
    const item = POSTS.includes(collection as (typeof POSTS)[number]) ? 'scheduled' : 'one'

    it('staff listen to what was saved since a page rendered, and to one item', async () => {
      for (const db of [editor(), admin()]) {
        await assertSucceeds(firstSnapshot(savedSince(db)))
        await assertSucceeds(firstSnapshot(db.doc(`${collection}/${item}`)))
        // An item deleted meanwhile: the listener sees it gone rather than being refused.
        await assertSucceeds(firstSnapshot(db.doc(`${collection}/deleted-meanwhile`)))
      }
    })

    if (POSTS.includes(collection as (typeof POSTS)[number])) {
      it('nobody else listens to the list of posts or to an unpublished one', async () => {
        for (const db of [visitor(), signedIn(), unknownRole(), flatRole()]) {
          await assertFails(firstSnapshot(savedSince(db)))
          await assertFails(firstSnapshot(db.doc(`${collection}/scheduled`)))
        }
      })
    }
  })

  describe.each(OPEN_COLLECTIONS)('%s', (collection) => {
    it('anyone reads (one document and lists)', async () => {
      for (const db of [visitor(), signedIn(), editor()]) {
        await assertSucceeds(db.doc(`${collection}/one`).get())
        await assertSucceeds(db.collection(collection).get())
      }
    })

    it('only staff write', async () => {
      for (const db of [visitor(), signedIn(), unknownRole(), flatRole()]) {
        await assertFails(db.doc(`${collection}/two`).set({ ...meta, name: 'Dua', slug: 'dua' }))
        await assertFails(db.doc(`${collection}/one`).update({ name: 'Satu lagi' }))
        await assertFails(db.doc(`${collection}/one`).delete())
      }
      await assertSucceeds(editor().doc(`${collection}/two`).set({ ...meta, name: 'Dua', slug: 'dua' }))
      await assertSucceeds(admin().doc(`${collection}/one`).update({ name: 'Satu lagi' }))
      await assertSucceeds(editor().doc(`${collection}/two`).delete())
    })
  })

  describe.each(ADMIN_COLLECTIONS)('%s', (collection) => {
    it('anyone reads (one document and lists)', async () => {
      for (const db of [visitor(), signedIn(), editor(), admin()]) {
        await assertSucceeds(db.doc(`${collection}/one`).get())
        await assertSucceeds(db.collection(collection).get())
      }
    })

    it('only admins write: editors are refused as visitors are', async () => {
      for (const db of [visitor(), signedIn(), unknownRole(), flatRole(), editor()]) {
        await assertFails(db.doc(`${collection}/two`).set({ ...meta, name: 'Dua' }))
        await assertFails(db.doc(`${collection}/one`).update({ name: 'Satu lagi' }))
        await assertFails(db.doc(`${collection}/one`).delete())
      }
      await assertSucceeds(admin().doc(`${collection}/two`).set({ ...meta, name: 'Dua' }))
      await assertSucceeds(admin().doc(`${collection}/one`).update({ name: 'Satu lagi' }))
      await assertSucceeds(admin().doc(`${collection}/two`).delete())
    })
  })

  describe(OPENINGS, () => {
    it('an open opening is read by anyone, one at a time, up to its closing day', async () => {
      for (const id of ['open', 'last-day']) {
        await assertSucceeds(visitor().doc(`${OPENINGS}/${id}`).get())
        await assertSucceeds(signedIn().doc(`${OPENINGS}/${id}`).get())
      }
    })

    it('a closed, past or undated opening is hidden from visitors and non-staff users, not from staff', async () => {
      for (const id of ['past', 'closed', 'undated']) {
        await assertFails(visitor().doc(`${OPENINGS}/${id}`).get())
        await assertFails(signedIn().doc(`${OPENINGS}/${id}`).get())
        await assertFails(unknownRole().doc(`${OPENINGS}/${id}`).get())
        await assertSucceeds(editor().doc(`${OPENINGS}/${id}`).get())
        await assertSucceeds(admin().doc(`${OPENINGS}/${id}`).get())
      }
    })

    it('lists are for staff only, even filtered to open ones', async () => {
      const open = (db: ReturnType<typeof visitor>) => db.collection(OPENINGS).where('status', '==', 'open').get()
      await assertFails(open(visitor()))
      await assertFails(open(signedIn()))
      await assertSucceeds(open(editor()))
      await assertSucceeds(admin().collection(OPENINGS).get())
    })

    it('only staff write', async () => {
      const data = { ...meta, title: 'Baru', slug: 'baru', status: 'open', closesOn: '2099-12-31' }
      for (const db of [visitor(), signedIn(), unknownRole(), flatRole()]) {
        await assertFails(db.doc(`${OPENINGS}/new`).set(data))
        await assertFails(db.doc(`${OPENINGS}/open`).update({ title: 'Diubah' }))
        await assertFails(db.doc(`${OPENINGS}/open`).delete())
      }
      await assertSucceeds(editor().doc(`${OPENINGS}/new`).set(data))
      await assertSucceeds(editor().doc(`${OPENINGS}/open`).update({ title: 'Diubah' }))
      await assertSucceeds(admin().doc(`${OPENINGS}/past`).delete())
    })
  })

  it('the unique-field claims are closed to every client, staff included', async () => {
    for (const db of [visitor(), signedIn(), editor(), admin()]) {
      await assertFails(db.doc(`${UNIQUES}/blogs:slug:sudah-terbit`).get())
      await assertFails(db.collection(UNIQUES).get())
      await assertFails(db.doc(`${UNIQUES}/blogs:slug:baru`).set({ docId: 'x' }))
      await assertFails(db.doc(`${UNIQUES}/blogs:slug:sudah-terbit`).delete())
    }
  })

  it('upload refusals are read by staff and written by no client', async () => {
    const ref = (db: ReturnType<typeof visitor>) => db.doc('uploadRejections/blog_images%2Fx.jpg')
    await assertFails(ref(visitor()).get())
    await assertFails(ref(signedIn()).get())
    await assertSucceeds(ref(editor()).get())
    await assertSucceeds(ref(admin()).get())
    await assertFails(ref(admin()).set({ path: 'blog_images/x.jpg', message: 'palsu' }))
    await assertFails(ref(editor()).delete())
  })

  it.each(STAFF_ONLY)('%s are read by staff only and written by no client', async (collection) => {
    for (const db of [visitor(), signedIn(), unknownRole(), flatRole()]) {
      await assertFails(db.doc(`${collection}/one`).get())
      await assertFails(db.collection(collection).get())
    }
    for (const db of [editor(), admin()]) {
      await assertSucceeds(db.doc(`${collection}/one`).get())
      await assertSucceeds(db.collection(collection).where('status', '==', 'new').get())
    }
    for (const db of [visitor(), signedIn(), editor(), admin()]) {
      await assertFails(db.doc(`${collection}/two`).set({ ...meta, name: 'Palsu', status: 'new' }))
      await assertFails(db.doc(`${collection}/one`).update({ status: 'done' }))
      await assertFails(db.doc(`${collection}/one`).delete())
    }
  })

  it('trash is read by staff only and written by no client (the site moves items in and out)', async () => {
    for (const db of [visitor(), signedIn(), unknownRole(), flatRole()]) {
      await assertFails(db.doc(`${TRASH}/one`).get())
      await assertFails(db.collection(TRASH).get())
    }
    for (const db of [editor(), admin()]) {
      await assertSucceeds(db.doc(`${TRASH}/one`).get())
      await assertSucceeds(db.collection(TRASH).orderBy('deletedAt', 'desc').get())
      await assertFails(db.doc(`${TRASH}/two`).set({ ...meta, collection: 'blogs', itemId: 'b2', title: 'Palsu', doc: {} }))
      await assertFails(db.doc(`${TRASH}/one`).update({ title: 'Diubah' }))
      await assertFails(db.doc(`${TRASH}/one`).delete())
    }
  })

  it('redirects need no public read; staff read them and only admins write them', async () => {
    const manual = { ...meta, from: '/lama', to: '/baru', kind: 'manual', collection: '', itemId: '' }
    for (const db of [visitor(), signedIn(), unknownRole(), flatRole()]) {
      await assertFails(db.doc(`${REDIRECTS}/one`).get())
      await assertFails(db.collection(REDIRECTS).get())
      await assertFails(db.doc(`${REDIRECTS}/two`).set(manual))
    }
    await assertSucceeds(editor().doc(`${REDIRECTS}/one`).get())
    await assertSucceeds(editor().collection(REDIRECTS).get())
    await assertFails(editor().doc(`${REDIRECTS}/two`).set(manual))
    await assertFails(editor().doc(`${REDIRECTS}/one`).update({ to: '/lain' }))
    await assertFails(editor().doc(`${REDIRECTS}/one`).delete())
    await assertSucceeds(admin().doc(`${REDIRECTS}/two`).set(manual))
    await assertSucceeds(admin().doc(`${REDIRECTS}/one`).update({ to: '/lain' }))
    await assertSucceeds(admin().doc(`${REDIRECTS}/one`).delete())
  })

  it('revisions are read by staff and the activity log by admins; no client writes or changes either', async () => {
    await env.withSecurityRulesDisabled(async (context) => {
      const db = context.firestore()
      await db.doc('revisions/one').set({ id: 'one', collection: 'blogs', docId: 'scheduled', version: 1, action: 'create', actor: 'editor-1', itemKey: 'blogs/scheduled|one', data: '{"title":"Terjadwal"}' })
      await db.doc('activity/one').set({ id: 'one', action: 'sign-in', actor: 'admin-1', address: '203.0.113.9', actorKey: 'admin-1|one' })
    })
    for (const db of [visitor(), signedIn(), unknownRole(), flatRole()]) {
      await assertFails(db.doc('revisions/one').get())
      await assertFails(db.collection('revisions').get())
      await assertFails(db.doc('activity/one').get())
      await assertFails(db.collection('activity').get())
    }
    await assertSucceeds(editor().doc('revisions/one').get())
    await assertSucceeds(editor().collection('revisions').where('itemKey', '>=', 'blogs/scheduled|').get())
    await assertFails(editor().doc('activity/one').get())
    await assertFails(editor().collection('activity').get())
    await assertSucceeds(admin().doc('activity/one').get())
    await assertSucceeds(admin().collection('activity').orderBy('id', 'desc').get())
    for (const db of [visitor(), signedIn(), editor(), admin()]) {
      await assertFails(db.doc('revisions/two').set({ id: 'two', data: '{}' }))
      await assertFails(db.doc('revisions/one').update({ data: '{"title":"Diubah"}' }))
      await assertFails(db.doc('revisions/one').delete())
      await assertFails(db.doc('activity/two').set({ id: 'two', action: 'sign-in', actor: 'admin-1' }))
      await assertFails(db.doc('activity/one').update({ address: '198.51.100.1' }))
      await assertFails(db.doc('activity/one').delete())
    }
  })

  it('the mail queue is closed to every client', async () => {
    for (const db of [visitor(), signedIn(), editor(), admin()]) {
      await assertFails(db.doc('mail/inquiry-one-notification').get())
      await assertFails(db.collection('mail').get())
      await assertFails(db.doc('mail/new').set({ to: ['korban@example.test'], message: { subject: 'x', text: 'x' } }))
    }
  })

  it('the recovery-code hashes of two-step verification are closed to every client, their owner and admins included', async () => {
    for (const db of [visitor(), signedIn(), editor(), admin()]) {
      await assertFails(db.doc('staffTwoFactor/editor-1').get())
      await assertFails(db.collection('staffTwoFactor').get())
      await assertFails(db.doc('staffTwoFactor/editor-1').set({ hashes: [] }))
    }
  })

  it('any other collection is closed', async () => {
    for (const db of [visitor(), signedIn(), editor(), admin()]) {
      await assertFails(db.doc('sessions/s1').get())
      await assertFails(db.doc('anything/else').set({ a: 1 }))
    }
  })
})
