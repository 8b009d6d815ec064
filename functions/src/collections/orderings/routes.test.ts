import { afterAll, beforeAll, describe, expect, it } from 'vitest'
import { MSG } from '../../../../shared/schemas/messages'
import type { Blog, PracticeArea, Profile, Publication } from '../../../../shared/schemas/types'
import type { App } from '../../app'
import { orderingId } from '../../content/orderings'
import { fixtures } from '../../testing/fixtures'
import { postForm, signIn, TEST_ORIGIN } from '../../testing/staff-session'
import { createTestApp, createTestBackend, TestClock, type TestBackend } from '../../testing/test-backend'
import { orderAnnouncements } from '../../../../web/src/dashboard/components/order-list'
import { ORDER_MSG } from './validate'

const DAY = 86_400_000
const PATH = '/dashboard/profiles/order-settings'

let backend: TestBackend
let app: App
let clock: TestClock
let cookie: string
let f: ReturnType<typeof fixtures>
let corporate: PracticeArea
let litigation: PracticeArea
const people: Record<string, Profile> = {}
let blogs: Blog[]
let publication: Publication
let scheduled: Blog

async function get(path: string, withSession = true) {
  const res = await app.request(`${TEST_ORIGIN}${path}`, withSession ? { headers: { cookie } } : undefined)
  return { res, html: await res.text() }
}

function save(fields: Record<string, string | string[]>, query = '') {
  return postForm(app, `${PATH}${query}`, fields, cookie)
}

async function versionOf(type: string, key?: string) {
  return (await backend.content.get('orderings', key ? `${type}:${key}` : type))?.version ?? 0
}

/** The names in `html`, in the order they first appear. */
function orderOf(html: string, names: string[]): string[] {
  return names
    .map((name) => ({ name, at: html.indexOf(name) }))
    .filter((entry) => entry.at >= 0)
    .sort((a, b) => a.at - b.at)
    .map((entry) => entry.name)
}

/** The ids a section's form would post, in order. */
function postedIds(html: string, anchor: string): string[] {
  const start = html.indexOf(`id="${anchor}"`)
  expect(start, anchor).toBeGreaterThan(0)
  const form = html.slice(start, html.indexOf('</form>', start))
  return [...form.matchAll(/<input type="hidden" name="ids" value="([^"]+)"/g)].map((m) => m[1]!)
}

/** The ids (slugs) of the area sections of /practice-area, in page order. */
function areaSections(html: string): string[] {
  return [...html.matchAll(/<section\b([^>]*)>/g)]
    .map((m) => m[1]!)
    .filter((attributes) => /\bclass="area(?: [^"]*)?"/.test(attributes))
    .map((attributes) => /\bid="([^"]+)"/.exec(attributes)![1]!)
}

/** The part of /practice-area about one area. */
function areaPart(html: string, area: PracticeArea): string {
  const start = html.indexOf(`id="${area.slug}"`)
  expect(start).toBeGreaterThan(0)
  return html.slice(start, html.indexOf('</section>', start))
}

beforeAll(async () => {
  clock = new TestClock()
  backend = createTestBackend({ now: clock.now })
  app = createTestApp(backend, { now: clock.now })
  f = fixtures(backend)
  await backend.identity.createStaff({ email: 'editor@example.test', password: 'kata-sandi-editor', displayName: 'Editor Konten', role: 'editor' })
  cookie = await signIn(app, 'editor@example.test', 'kata-sandi-editor')
  // The firm's JSON-LD (knowsAbout) needs the site settings, as on every site with a name.
  await f.settings()
  corporate = await f.practiceArea('Korporasi dan Komersial')
  litigation = await f.practiceArea('Litigasi')
  people.bambang = await f.profile({ name: 'Bambang Adiwarsa', position: 'Managing Partner', practiceAreaIds: [corporate.id] })
  people.citra = await f.profile({ name: 'Citra Lestari', position: 'Partner', practiceAreaIds: [corporate.id, litigation.id] })
  people.dewi = await f.profile({ name: 'Dewi Anggraini', position: 'Senior Associate', practiceAreaIds: [litigation.id] })
  people.eko = await f.profile({ name: 'Eko Prasetyo', position: 'Associate', practiceAreaIds: [corporate.id] })
  people.sari = await f.profile({ name: 'Sari Wulandari', position: 'Office Manager', kind: 'staff' })
  const category = await f.category('Analisis Hukum')
  const ago = (days: number) => new Date(clock.time.getTime() - days * DAY).toISOString()
  blogs = [
    await f.blog({ title: 'Pembaruan aturan ketenagakerjaan 2026', categoryId: category.id, publishedAt: ago(3) }),
    await f.blog({ title: 'Kewajiban pelaporan pajak karyawan asing', categoryId: category.id, publishedAt: ago(10) }),
  ]
  publication = await f.publication({ title: 'Buku saku hukum perseroan terbatas', categoryId: category.id, publishedAt: ago(20) })
  scheduled = await f.blog({ title: 'Catatan yang terbit bulan depan nanti', categoryId: category.id, publishedAt: new Date(clock.time.getTime() + 30 * DAY).toISOString() })
})

afterAll(async () => {
  await backend.cleanup()
})

describe('the order settings page', () => {
  it('needs a session', async () => {
    const { res } = await get(PATH, false)
    expect(res.status).toBe(302)
    expect(res.headers.get('location')).toBe(`/login?next=${encodeURIComponent(PATH)}`)
  })

  it('shows the five orderings, rendered complete on the server', async () => {
    const { res, html } = await get(PATH)
    expect(res.status).toBe(200)
    for (const title of ['Urutan advokat', 'Advokat di beranda', 'Urutan bidang praktik', 'Urutan per bidang praktik', 'Konten yang disorot di beranda']) {
      expect(html).toContain(`>${title}</h2>`)
    }
    // Nothing saved yet: attorneys by name, staff never listed.
    expect(postedIds(html, 'urutan-advokat')).toEqual([people.bambang!.id, people.citra!.id, people.dewi!.id, people.eko!.id])
    expect(html).not.toContain(`value="${people.sari!.id}"`)
    expect(html).toContain('Simpan urutan')
    expect(html).toMatch(/>Naik<span class="visually-hidden"> Bambang Adiwarsa<\/span>/)
    expect(html).toMatch(/>Turun<span class="visually-hidden"> Bambang Adiwarsa<\/span>/)
    // Stable drag-and-drop ids, so hydration matches the server's HTML.
    expect(html).toContain('aria-describedby="urutan-advokat-dnd"')
    expect(html).toContain('aria-roledescription="item yang dapat diurutkan"')
    // The first area is shown by default; its members only.
    expect(html).toContain('<option value="' + corporate.id + '" selected="">Korporasi dan Komersial</option>')
    expect(postedIds(html, 'urutan-bidang-daftar')).toEqual([people.bambang!.id, people.citra!.id, people.eko!.id])
    // Pinned content: nothing chosen yet; published and scheduled posts offered, the scheduled one marked.
    expect(postedIds(html, 'konten-beranda')).toEqual([])
    expect(html).toContain('Catatan yang terbit bulan depan nanti')
    expect(html).toMatch(/status-scheduled">Terjadwal \d+ Juli 2026</)
    const { html: litigationHtml } = await get(`${PATH}?area=${litigation.id}`)
    expect(postedIds(litigationHtml, 'urutan-bidang-daftar')).toEqual([people.citra!.id, people.dewi!.id])
  })
})

describe('saving the attorney order', () => {
  it('saves and /attorneys shows the new order at once', async () => {
    const names = ['Bambang Adiwarsa', 'Citra Lestari', 'Dewi Anggraini', 'Eko Prasetyo']
    expect(orderOf((await get('/attorneys', false)).html, names)).toEqual(names) // cached now
    const ids = [people.eko!.id, people.citra!.id, people.bambang!.id, people.dewi!.id]
    const res = await save({ type: 'attorneys', version: '0', ids })
    expect(res.status).toBe(303)
    expect(res.headers.get('location')).toBe(`${PATH}?notice=order-saved#urutan-advokat`)
    expect((await backend.content.get('orderings', 'attorneys'))).toMatchObject({ type: 'attorneys', key: null, ids, version: 1 })
    expect(orderOf((await get('/attorneys', false)).html, names)).toEqual(['Eko Prasetyo', 'Citra Lestari', 'Bambang Adiwarsa', 'Dewi Anggraini'])
    const page = await get(`${PATH}?notice=order-saved`)
    expect(page.html).toContain('Urutan tersimpan.')
    expect(postedIds(page.html, 'urutan-advokat')).toEqual(ids)
    expect(page.html).toMatch(/name="version" value="1"/)
  })

  it('refuses a stale version with 409, keeping the submitted order', async () => {
    const version = await versionOf('attorneys')
    const first = [people.bambang!.id, people.citra!.id, people.dewi!.id, people.eko!.id]
    expect((await save({ type: 'attorneys', version: String(version), ids: first })).status).toBe(303)
    const mine = [people.dewi!.id, people.eko!.id, people.bambang!.id, people.citra!.id]
    const res = await save({ type: 'attorneys', version: String(version), ids: mine })
    expect(res.status).toBe(409)
    const html = await res.text()
    expect(html).toContain(MSG.stale)
    expect(postedIds(html, 'urutan-advokat')).toEqual(mine)
    expect((await backend.content.get('orderings', 'attorneys'))!.ids).toEqual(first)
  })

  it('treats "never saved" as stale once someone else saved', async () => {
    const res = await save({ type: 'attorneys', version: '0', ids: [people.citra!.id] })
    expect(res.status).toBe(409)
    expect(await res.text()).toContain(MSG.stale)
  })

  it.each([
    ['a staff member', () => [people.bambang!.id, people.sari!.id], ORDER_MSG.notAttorney],
    ['an unknown id', () => [people.bambang!.id, 'tidak-ada'], ORDER_MSG.notAttorney],
    ['the same attorney twice', () => [people.bambang!.id, people.citra!.id, people.bambang!.id], ORDER_MSG.duplicate],
  ])('refuses %s with 400 and writes nothing', async (_, ids, message) => {
    const before = await backend.content.get('orderings', 'attorneys')
    const res = await save({ type: 'attorneys', version: String(before!.version), ids: ids() })
    expect(res.status).toBe(400)
    expect(await res.text()).toContain(message)
    expect(await backend.content.get('orderings', 'attorneys')).toEqual(before)
  })

  it('refuses an unknown ordering type', async () => {
    const res = await save({ type: 'urutan_rahasia', version: '0', ids: [people.bambang!.id] })
    expect(res.status).toBe(400)
    expect(await res.text()).toContain(ORDER_MSG.type)
    expect(await backend.content.get('orderings', 'urutan_rahasia')).toBeNull()
  })

  it('refuses a form from another site', async () => {
    const res = await app.request(`${TEST_ORIGIN}${PATH}`, {
      method: 'POST',
      headers: { origin: 'https://evil.example', cookie, 'content-type': 'application/x-www-form-urlencoded' },
      body: new URLSearchParams({ type: 'attorneys', version: '0' }),
    })
    expect(res.status).toBe(403)
  })
})

describe('the home page attorneys', () => {
  it('shows only the chosen attorneys, in the saved order', async () => {
    const ids = [people.dewi!.id, people.bambang!.id]
    const res = await save({ type: 'home_attorneys', version: String(await versionOf('home_attorneys')), ids })
    expect(res.status).toBe(303)
    expect(res.headers.get('location')).toBe(`${PATH}?notice=order-saved#advokat-beranda`)
    const { html } = await get('/', false)
    expect(orderOf(html, ['Bambang Adiwarsa', 'Citra Lestari', 'Dewi Anggraini', 'Eko Prasetyo'])).toEqual(['Dewi Anggraini', 'Bambang Adiwarsa'])
    const page = (await get(PATH)).html
    expect(postedIds(page, 'advokat-beranda')).toEqual(ids)
    // The others are offered to add, in the attorney order.
    const offered = page.slice(page.indexOf('id="advokat-beranda-available-title"'), page.indexOf('id="urutan-bidang"'))
    expect(orderOf(offered, ['Citra Lestari', 'Eko Prasetyo'])).toEqual(['Citra Lestari', 'Eko Prasetyo'])
  })

  it('can be emptied', async () => {
    const res = await save({ type: 'home_attorneys', version: String(await versionOf('home_attorneys')) })
    expect(res.status).toBe(303)
    expect((await backend.content.get('orderings', 'home_attorneys'))!.ids).toEqual([])
  })

  it('refuses staff', async () => {
    const res = await save({ type: 'home_attorneys', version: String(await versionOf('home_attorneys')), ids: [people.sari!.id] })
    expect(res.status).toBe(400)
    expect(await res.text()).toContain(ORDER_MSG.notAttorney)
  })
})

describe('the order per practice area', () => {
  it('saves one area and /practice-area shows it, returning to the same area', async () => {
    const before = await get('/practice-area', false)
    expect(orderOf(areaPart(before.html, litigation), ['Citra Lestari', 'Dewi Anggraini'])).toEqual(['Citra Lestari', 'Dewi Anggraini'])
    const res = await save({ type: 'practice_area_attorneys', key: litigation.id, version: '0', ids: [people.dewi!.id, people.citra!.id] }, `?area=${litigation.id}`)
    expect(res.status).toBe(303)
    expect(res.headers.get('location')).toBe(`${PATH}?area=${litigation.id}&notice=order-saved#urutan-bidang`)
    expect(await backend.content.get('orderings', orderingId('practice_area_attorneys', litigation.id))).toMatchObject({
      type: 'practice_area_attorneys',
      key: litigation.id,
      ids: [people.dewi!.id, people.citra!.id],
    })
    const after = await get('/practice-area', false)
    expect(orderOf(areaPart(after.html, litigation), ['Citra Lestari', 'Dewi Anggraini'])).toEqual(['Dewi Anggraini', 'Citra Lestari'])
    // The other area keeps its own order.
    expect(orderOf(areaPart(after.html, corporate), ['Bambang Adiwarsa', 'Citra Lestari', 'Eko Prasetyo'])).toEqual(['Bambang Adiwarsa', 'Citra Lestari', 'Eko Prasetyo'])
    expect(postedIds((await get(`${PATH}?area=${litigation.id}`)).html, 'urutan-bidang-daftar')).toEqual([people.dewi!.id, people.citra!.id])
  })

  it('keeps ?area= when another section is saved', async () => {
    const res = await save({ type: 'home_attorneys', version: String(await versionOf('home_attorneys')), ids: [people.citra!.id] }, `?area=${litigation.id}`)
    expect(res.headers.get('location')).toBe(`${PATH}?area=${litigation.id}&notice=order-saved#advokat-beranda`)
  })

  it('refuses attorneys of another area, and unknown areas', async () => {
    const version = String(await versionOf('practice_area_attorneys', litigation.id))
    const outsider = await save({ type: 'practice_area_attorneys', key: litigation.id, version, ids: [people.bambang!.id, people.dewi!.id] })
    expect(outsider.status).toBe(400)
    expect(await outsider.text()).toContain(ORDER_MSG.notInArea)
    const unknown = await save({ type: 'practice_area_attorneys', key: 'tidak-ada', version: '0', ids: [] })
    expect(unknown.status).toBe(400)
    expect(await unknown.text()).toContain(ORDER_MSG.area)
    const missing = await save({ type: 'practice_area_attorneys', version: '0', ids: [] })
    expect(missing.status).toBe(400)
    expect((await backend.content.get('orderings', orderingId('practice_area_attorneys', litigation.id)))!.ids).toEqual([people.dewi!.id, people.citra!.id])
  })
})

describe('the pinned home content', () => {
  it('saves blogs and publications in order; the home page shows the published ones', async () => {
    const refs = [`publications/${publication.id}`, `blogs/${scheduled.id}`, `blogs/${blogs[1]!.id}`]
    const res = await save({ type: 'home_pinned', version: '0', ids: refs })
    expect(res.status).toBe(303)
    expect(res.headers.get('location')).toBe(`${PATH}?notice=order-saved#konten-beranda`)
    const { html } = await get('/', false)
    const pinned = html.slice(html.indexOf('id="pinned-title"'), html.indexOf('</section>', html.indexOf('id="pinned-title"')))
    expect(orderOf(pinned, [blogs[0]!.title, blogs[1]!.title, publication.title, scheduled.title])).toEqual([publication.title, blogs[1]!.title])
    const page = (await get(PATH)).html
    expect(postedIds(page, 'konten-beranda')).toEqual(refs)
  })

  it('refuses content that does not exist and refs of other kinds', async () => {
    const version = String(await versionOf('home_pinned'))
    for (const ids of [[`blogs/${blogs[0]!.id}`, 'blogs/tidak-ada'], [`profiles/${people.bambang!.id}`], [blogs[0]!.id]]) {
      const res = await save({ type: 'home_pinned', version, ids })
      expect(res.status, ids.join()).toBe(400)
      expect(await res.text()).toContain(ORDER_MSG.missingContent)
    }
    expect(String(await versionOf('home_pinned'))).toBe(version)
  })
})

describe('the order of practice areas', () => {
  const ANCHOR = 'urutan-bidang-praktik'
  const names = () => [corporate.name, litigation.name]
  /** The part of `html` from `start` to the next `end`. */
  const part = (html: string, start: string, end: string) => {
    const at = html.indexOf(start)
    expect(at, start).toBeGreaterThan(0)
    return html.slice(at, html.indexOf(end, at))
  }
  /** The area names of every public place that lists practice areas, in their order. */
  async function publicOrders(list = names()) {
    const areaPage = (await get('/practice-area', false)).html
    const knowsAbout = /"knowsAbout":(\[[^\]]*\])/.exec(areaPage)
    const nameOf = new Map((await backend.content.query('practiceAreas')).map((area) => [area.slug, area.name]))
    return {
      areaPage: areaSections(areaPage).map((slug) => nameOf.get(slug)),
      jsonLd: JSON.parse(knowsAbout![1]!) as string[],
      attorneysFilter: orderOf(part((await get('/attorneys', false)).html, 'id="filter-area"', '</select>'), list),
      home: orderOf(part((await get('/', false)).html, 'id="areas-title"', '</section>'), list),
    }
  }

  it('lists every area, by name until an order is saved, each with the size of its team', async () => {
    const { html } = await get(PATH)
    expect(html).toContain(`href="#${ANCHOR}">Urutan bidang praktik</a>`)
    expect(postedIds(html, ANCHOR)).toEqual([corporate.id, litigation.id])
    const section = part(html, `id="${ANCHOR}"`, '</section>')
    expect(section).toContain('3 advokat')
    expect(section).toContain('2 advokat')
    // Every area is always in the list: nothing to add or take out.
    expect(section).not.toContain('Ditampilkan (')
    expect(section).not.toContain('Keluarkan')
    const byName = names()
    expect(await publicOrders()).toEqual({ areaPage: byName, jsonLd: byName, attorneysFilter: byName, home: byName })
  })

  it('saves, and /practice-area, the /attorneys filter, the home page and the JSON-LD follow at once', async () => {
    const ids = [litigation.id, corporate.id]
    const res = await save({ type: 'practice_areas', version: '0', ids })
    expect(res.status).toBe(303)
    expect(res.headers.get('location')).toBe(`${PATH}?notice=order-saved#${ANCHOR}`)
    expect(await backend.content.get('orderings', 'practice_areas')).toMatchObject({ type: 'practice_areas', key: null, ids, version: 1 })
    const saved = [litigation.name, corporate.name]
    expect(await publicOrders()).toEqual({ areaPage: saved, jsonLd: saved, attorneysFilter: saved, home: saved })
    const page = (await get(PATH)).html
    expect(postedIds(page, ANCHOR)).toEqual(ids)
    expect(part(page, `id="${ANCHOR}"`, '</form>')).toMatch(/name="version" value="1"/)
    // The per-area picker follows the same order, and shows the first area by default.
    expect(orderOf(part(page, 'id="order-area"', '</select>'), saved)).toEqual(saved)
    expect(page).toContain(`<option value="${litigation.id}" selected="">Litigasi</option>`)
    expect(postedIds(page, 'urutan-bidang-daftar')).toEqual([people.dewi!.id, people.citra!.id])
  })

  it('refuses a stale version with 409, keeping the submitted order', async () => {
    const version = await versionOf('practice_areas')
    const res = await save({ type: 'practice_areas', version: String(version - 1), ids: [corporate.id, litigation.id] })
    expect(res.status).toBe(409)
    const html = await res.text()
    expect(html).toContain(MSG.stale)
    expect(postedIds(html, ANCHOR)).toEqual([corporate.id, litigation.id])
    expect(part(html, `id="${ANCHOR}"`, '</form>')).toMatch(new RegExp(`name="version" value="${version - 1}"`))
    // "Never saved" is stale too once someone saved.
    const again = await save({ type: 'practice_areas', version: '0', ids: [corporate.id, litigation.id] })
    expect(again.status).toBe(409)
    expect((await backend.content.get('orderings', 'practice_areas'))).toMatchObject({ ids: [litigation.id, corporate.id], version })
  })

  it.each([
    ['an unknown id', () => [litigation.id, 'tidak-ada', corporate.id], ORDER_MSG.missingArea],
    ['a profile id', () => [litigation.id, people.citra!.id], ORDER_MSG.missingArea],
    ['the same area twice', () => [litigation.id, corporate.id, litigation.id], ORDER_MSG.duplicate],
  ])('refuses %s with 400 and writes nothing', async (_, ids, message) => {
    const before = await backend.content.get('orderings', 'practice_areas')
    const res = await save({ type: 'practice_areas', version: String(before!.version), ids: ids() })
    expect(res.status).toBe(400)
    const html = await res.text()
    expect(part(html, `id="${ANCHOR}"`, '</form>')).toContain(message)
    expect(await backend.content.get('orderings', 'practice_areas')).toEqual(before)
  })

  it('refuses a key (the order of practice areas is one list)', async () => {
    const before = await backend.content.get('orderings', 'practice_areas')
    const res = await save({ type: 'practice_areas', key: litigation.id, version: String(before!.version), ids: [corporate.id, litigation.id] })
    expect(res.status).toBe(400)
    expect(await res.text()).toContain(ORDER_MSG.type)
    expect(await backend.content.get('orderings', orderingId('practice_areas', litigation.id))).toBeNull()
    expect(await backend.content.get('orderings', 'practice_areas')).toEqual(before)
  })

  it('lists an area created after the order was saved at the end, by name, on the page and the site', async () => {
    const arbitration = await f.practiceArea('Arbitrase')
    const expected = [litigation.name, corporate.name, arbitration.name]
    expect(await publicOrders(expected)).toEqual({ areaPage: expected, jsonLd: expected, attorneysFilter: expected, home: expected })
    const page = (await get(PATH)).html
    expect(postedIds(page, ANCHOR)).toEqual([litigation.id, corporate.id, arbitration.id])
    expect(part(page, `id="${ANCHOR}"`, '</section>')).toContain('Belum ada advokat')
  })
})

describe('drag announcements', () => {
  it('name the item and its position in Indonesian', () => {
    const items = [
      { id: 'a', label: 'Bambang', detail: '' },
      { id: 'b', label: 'Citra', detail: '' },
      { id: 'c', label: 'Dewi', detail: '' },
    ]
    const say = orderAnnouncements(items)
    const node = (id: string) => ({ id }) as never
    expect(say.onDragStart({ active: node('a') })).toBe('Bambang diambil, posisi 1 dari 3.')
    // dnd-kit reports "over itself" at once: the pick-up is what is heard.
    expect(say.onDragOver({ active: node('a'), over: node('a') })).toBe('Bambang diambil, posisi 1 dari 3.')
    expect(say.onDragOver({ active: node('a'), over: node('c') })).toBe('Bambang dipindahkan ke posisi 3 dari 3.')
    expect(say.onDragOver({ active: node('a'), over: node('a') })).toBe('Bambang kembali ke posisi 1 dari 3.')
    expect(say.onDragEnd({ active: node('a'), over: node('b') })).toBe('Bambang diletakkan di posisi 2 dari 3.')
    expect(say.onDragCancel({ active: node('a'), over: null })).toBe('Pemindahan dibatalkan. Bambang kembali ke posisi 1 dari 3.')
  })
})
