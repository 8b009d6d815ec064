/**
 * Log Aktivitas and Riwayat name every item as the dashboard does: a fixed page by its title
 * (Tentang Kami), an ordering by its section's heading (Urutan advokat, Advokat bidang Pasar
 * Modal), never by the id the store keys it with ("about", "attorneys").
 */
import { afterAll, beforeAll, describe, expect, it } from 'vitest'
import { COLLECTION_MODULES } from '../../../shared/collections'
import { fixedItemName, itemName } from '../../../shared/collections/item-names'
import { PAGE_IDS, PAGE_MODULES } from '../../../shared/collections/pages'
import { ORDERING_TYPES } from '../../../shared/schemas/types'
import type { App } from '../app'
import { orderingId } from '../content/orderings'
import { fixtures } from '../testing/fixtures'
import { signIn, TEST_ORIGIN } from '../testing/staff-session'
import { createTestApp, createTestBackend, TestClock, type TestBackend } from '../testing/test-backend'

let backend: TestBackend
let app: App
let cookie: string
let uid: string

beforeAll(async () => {
  const clock = new TestClock()
  backend = createTestBackend({ now: clock.now })
  app = createTestApp(backend, { now: clock.now })
  uid = (await backend.identity.createStaff({ email: 'admin@example.test', password: 'kata-sandi-admin', displayName: 'Admin', role: 'admin' })).uid
  cookie = await signIn(app, 'admin@example.test', 'kata-sandi-admin')
})
afterAll(() => backend.cleanup())

async function html(path: string): Promise<string> {
  const res = await app.request(`${TEST_ORIGIN}${path}`, { headers: { cookie } })
  expect(res.status, path).toBe(200)
  return res.text()
}

/** The Item cells of Log Aktivitas: "kind · name". */
async function loggedItems(): Promise<string[]> {
  const page = await html('/dashboard/activity')
  return [...page.matchAll(/<td data-label="Item"[^>]*><small>(.*?)<\/small>(?:<a [^>]*>)?(.*?)(?:<\/a>)?<\/td>/g)].map((m) => `${m[1]} · ${m[2]}`)
}

describe('item names', () => {
  it('name every fixed page and every ordering, and nothing they do not know', () => {
    for (const id of PAGE_IDS) expect(itemName('pages', { id }, id)).toBe(PAGE_MODULES[id].labels.title)
    for (const type of ORDERING_TYPES) expect(fixedItemName('orderings', type)?.name, type).toMatch(/^[A-Z][a-z]/)
    expect(fixedItemName('orderings', orderingId('practice_area_attorneys', 'pa1'))?.of).toMatchObject({ collection: 'practiceAreas', id: 'pa1' })
    expect(fixedItemName('pages', 'lain')).toBeNull()
    // Content is named by its title, personal data by nothing.
    expect(itemName('blogs', { title: 'Judul' }, 'b1')).toBe('Judul')
    expect(itemName('inquiries', { name: 'Budi' }, 'i1')).toBeUndefined()
    // Every module naming documents by id names only ids of its own (no key leaks as a name).
    for (const [collection, module] of Object.entries(COLLECTION_MODULES)) {
      const item = (module.labels as { item?: (id: string) => unknown }).item
      if (item) expect(item('no-such-id'), collection).toBeNull()
    }
  })

  it('in Log Aktivitas and Riwayat: the page’s title, the ordering’s heading, the area’s name', async () => {
    const area = await fixtures(backend).practiceArea('Pasar Modal')
    const about = await fixtures(backend).page('about')
    await backend.content.update('pages', 'about', { ...(about as object), aboutIntro: 'Sejak 2004.' } as never, { actor: uid, expectedVersion: about.version })
    await backend.content.create('orderings', { type: 'attorneys', key: null, ids: [] }, { actor: uid, id: 'attorneys' })
    await backend.content.create('orderings', { type: 'practice_area_attorneys', key: area.id, ids: [] }, { actor: uid, id: orderingId('practice_area_attorneys', area.id) })
    // A line written before pages were named stored the id: it is named now all the same.
    await backend.content.appendActivity({ action: 'update', actor: uid, collection: 'pages', itemId: 'career', itemTitle: 'career' })

    const items = await loggedItems()
    expect(items.slice(0, 4)).toEqual(['Halaman · Karier', 'Urutan &amp; Sorotan · Advokat bidang Pasar Modal', 'Urutan &amp; Sorotan · Urutan advokat', 'Halaman · Tentang Kami'])
    const stored = await backend.content.queryActivity({ limit: 10 })
    expect(stored.map((line) => line.itemTitle)).toContain('Tentang Kami')

    expect((await html('/dashboard/pages/about/history')).replace(/<!-- -->/g, '')).toContain('<h1>Riwayat: Tentang Kami</h1>')
  })
})
