/**
 * Riwayat and Log Aktivitas through the app: a practice area saved three times has three
 * revisions; one compared with the one before it and with the item now, labelled from the
 * module; its values saved again as a new save (the stale-save rule still refusing an old
 * version); staff-only, settings admin-only; the log for admins only, filtered, read-only.
 */
import { afterAll, beforeAll, describe, expect, it } from 'vitest'
import type { HistoryList, RevisionDetail } from '../../../shared/history-view'
import type { App } from '../app'
import { formBody } from '../testing/form-bodies'
import { postForm, signIn, TEST_ORIGIN } from '../testing/staff-session'
import { createTestApp, createTestBackend, TestClock, type TestBackend } from '../testing/test-backend'
import { missingTargets } from './targets'

let backend: TestBackend
let app: App
let clock: TestClock
let admin: string
let editor: string
let editorUid: string
let areaId: string

const DESCRIPTION = (word: string) =>
  `<p>Kami mendampingi klien dalam ${word} sengketa ketenagakerjaan, dari perundingan bipartit sampai pengadilan hubungan industrial, dengan tim yang berpengalaman.</p>`

function get(path: string, cookie: string, json = false) {
  return app.request(`${TEST_ORIGIN}${path}`, { headers: { cookie, ...(json ? { accept: 'application/json' } : {}) } })
}

beforeAll(async () => {
  clock = new TestClock()
  backend = createTestBackend({ now: clock.now })
  app = createTestApp(backend, { now: clock.now })
  await backend.identity.createStaff({ email: 'admin@example.test', password: 'kata-sandi-admin', displayName: 'Admin Kantor', role: 'admin' })
  editorUid = (await backend.identity.createStaff({ email: 'editor@example.test', password: 'kata-sandi-editor', displayName: 'Rina Editor', role: 'editor' })).uid
  admin = await signIn(app, 'admin@example.test', 'kata-sandi-admin')
  editor = await signIn(app, 'editor@example.test', 'kata-sandi-editor')
  const body = formBody('practiceAreas', { name: 'Hukum Ketenagakerjaan', slug: 'hukum-ketenagakerjaan', description: DESCRIPTION('setiap'), cover: '' })
  expect((await postForm(app, '/dashboard/practice-areas/create', body, editor)).status).toBe(303)
  areaId = (await backend.content.query('practiceAreas'))[0]!.id
  clock.advance(60_000)
  expect((await postForm(app, `/dashboard/practice-areas/${areaId}/edit`, { ...body, name: 'Hukum Ketenagakerjaan dan Hubungan Industrial', version: '1' }, editor)).status).toBe(303)
  clock.advance(60_000)
  expect((await postForm(app, `/dashboard/practice-areas/${areaId}/edit`, { ...body, name: 'Hukum Ketenagakerjaan dan Hubungan Industrial', description: DESCRIPTION('semua'), version: '2' }, editor)).status).toBe(303)
})

afterAll(async () => {
  await backend.cleanup()
})

describe('Riwayat', () => {
  it('has a history for every revisioned collection', () => {
    expect(missingTargets()).toEqual([])
  })

  it('lists the revisions as JSON, newest first, with who and when', async () => {
    const res = await get(`/dashboard/practice-areas/${areaId}/history`, editor, true)
    expect(res.status).toBe(200)
    expect(res.headers.get('cache-control')).toBe('no-store')
    const list = (await res.json()) as HistoryList
    expect(list).toMatchObject({ collection: 'practiceAreas', docId: areaId, title: 'Hukum Ketenagakerjaan dan Hubungan Industrial', currentVersion: 3, editHref: `/dashboard/practice-areas/${areaId}/edit` })
    expect(list.revisions.map((r) => [r.version, r.action, r.actorName, r.actor])).toEqual([
      [3, 'update', 'Rina Editor', editorUid],
      [2, 'update', 'Rina Editor', editorUid],
      [1, 'create', 'Rina Editor', editorUid],
    ])
    expect(list.revisions[0]!.at).toBe(clock.now().toISOString())
  })

  it('shows what a save changed, field by field and labelled, and what restoring would change', async () => {
    const list = (await (await get(`/dashboard/practice-areas/${areaId}/history`, editor, true)).json()) as HistoryList
    const [third, second, first] = list.revisions
    const detail = (await (await get(`/dashboard/practice-areas/${areaId}/history/${third!.id}`, editor, true)).json()) as RevisionDetail
    expect(detail.against).toBe('previous')
    expect(detail.other).toMatchObject({ version: 2 })
    expect(detail.changes.map((c) => c.label)).toEqual(['Deskripsi'])
    expect(detail.changes[0]!.parts!.filter((p) => p.removed || p.added).map((p) => p.value.trim())).toEqual(['setiap', 'semua'])
    const named = (await (await get(`/dashboard/practice-areas/${areaId}/history/${second!.id}`, editor, true)).json()) as RevisionDetail
    expect(named.changes.map((c) => c.label)).toEqual(['Nama'])
    const earliest = (await (await get(`/dashboard/practice-areas/${areaId}/history/${first!.id}`, editor, true)).json()) as RevisionDetail
    expect(earliest.other).toBeNull()
    const restoring = (await (await get(`/dashboard/practice-areas/${areaId}/history/${first!.id}?against=current`, editor, true)).json()) as RevisionDetail
    expect(restoring.against).toBe('current')
    expect(restoring.other).toMatchObject({ version: 3, actorName: 'Rina Editor' })
    expect(restoring.changes.map((c) => c.label)).toEqual(['Nama', 'Deskripsi'])
    expect(restoring.values).toMatchObject({ name: 'Hukum Ketenagakerjaan', slug: 'hukum-ketenagakerjaan' })
  })

  it('restores as a new save from the version the user saw; an older version is still refused', async () => {
    const list = (await (await get(`/dashboard/practice-areas/${areaId}/history`, editor, true)).json()) as HistoryList
    const first = (await (await get(`/dashboard/practice-areas/${areaId}/history/${list.revisions.at(-1)!.id}`, editor, true)).json()) as RevisionDetail
    const stale = await postForm(app, `/dashboard/practice-areas/${areaId}/edit`, { ...first.values, version: '1' }, editor)
    expect(stale.status).toBe(409)
    const saved = await postForm(app, `/dashboard/practice-areas/${areaId}/edit`, { ...first.values, version: '3' }, editor)
    expect(saved.status).toBe(303)
    const now = await backend.content.get('practiceAreas', areaId)
    expect(now).toMatchObject({ name: 'Hukum Ketenagakerjaan', version: 4 })
    expect(now!.description).toBe(DESCRIPTION('setiap'))
    const after = (await (await get(`/dashboard/practice-areas/${areaId}/history`, editor, true)).json()) as HistoryList
    expect(after.revisions.map((r) => r.version)).toEqual([4, 3, 2, 1])
  })

  it('is a page without JavaScript, with Pulihkan opening the form with that revision', async () => {
    const list = (await (await get(`/dashboard/practice-areas/${areaId}/history`, editor, true)).json()) as HistoryList
    const res = await get(`/dashboard/practice-areas/${areaId}/history/${list.revisions[1]!.id}`, editor)
    expect(res.status).toBe(200)
    const html = await res.text()
    expect(html).toContain('Riwayat: Hukum Ketenagakerjaan')
    expect(html).toContain(`/dashboard/practice-areas/${areaId}/edit?pulihkan=${encodeURIComponent(list.revisions[1]!.id)}`)
    expect(html).toContain('Versi 3 · Disimpan oleh Rina Editor')
  })

  it('is offered by the edit form (a Riwayat button), not by the create form', async () => {
    const edit = await (await get(`/dashboard/practice-areas/${areaId}/edit`, editor)).text()
    expect(edit).toMatch(/<button type="button" class="btn btn-quiet" aria-expanded="false" aria-controls="riwayat-panel">Riwayat<\/button>/)
    const create = await (await get('/dashboard/practice-areas/create', editor)).text()
    expect(create).not.toContain('riwayat-panel')
  })

  it('answers 404 for an unknown item or revision, or a revision of another item; staff only', async () => {
    expect((await get('/dashboard/practice-areas/tidak-ada/history', editor, true)).status).toBe(404)
    expect((await get(`/dashboard/practice-areas/${areaId}/history/tidak-ada`, editor, true)).status).toBe(404)
    await postForm(app, '/dashboard/tags', { name: 'Pajak' }, editor)
    const tag = (await backend.content.query('tags'))[0]!
    const [tagRevision] = await backend.content.listRevisions('tags', tag.id)
    expect((await get(`/dashboard/practice-areas/${areaId}/history/${tagRevision!.id}`, editor, true)).status).toBe(404)
    expect((await get(`/dashboard/tags/${tag.id}/history`, editor, true)).status).toBe(200)
    const anonymous = await app.request(`${TEST_ORIGIN}/dashboard/practice-areas/${areaId}/history`)
    expect(anonymous.status).toBe(302)
    expect(anonymous.headers.get('location')).toContain('/login?next=')
  })

  it('keeps the settings’ history for admins, as their form', async () => {
    await backend.content.create('settings', { ...(await import('../testing/example-data')).exampleData('settings', {}) }, { actor: 'u-admin', id: 'site' })
    expect((await get('/dashboard/settings/site/history', editor)).status).toBe(403)
    expect((await get('/dashboard/settings/site/history', admin, true)).status).toBe(200)
  })
})

describe('Log Aktivitas', () => {
  it('is for admins only: an editor gets the admin-only refusal', async () => {
    const res = await get('/dashboard/activity', editor)
    expect(res.status).toBe(403)
    expect(await res.text()).toContain('Halaman ini hanya untuk admin.')
  })

  it('lists sign-ins and every change with the item and the actor, newest first', async () => {
    const res = await get('/dashboard/activity', admin)
    expect(res.status).toBe(200)
    const html = await res.text()
    expect(html).toContain('Log Aktivitas')
    expect(html).toContain('Hukum Ketenagakerjaan dan Hubungan Industrial')
    expect(html).toContain(`/dashboard/practice-areas/${areaId}/history`)
    expect(html).toContain('Rina Editor')
    expect(html).toContain('Masuk')
    expect(html.indexOf('Pajak')).toBeLessThan(html.indexOf('Hukum Ketenagakerjaan dan Hubungan Industrial'))
  })

  it('filters by person, action and dates, and says when a date cannot be read', async () => {
    const byAction = await (await get('/dashboard/activity?action=sign-in', admin)).text()
    expect(byAction).not.toContain('Hukum Ketenagakerjaan')
    const byPerson = await (await get(`/dashboard/activity?actor=${editorUid}&action=create`, admin)).text()
    expect(byPerson).toContain('Hukum Ketenagakerjaan')
    expect(byPerson).not.toContain('<td>Masuk')
    const future = await (await get('/dashboard/activity?from=2030-01-01', admin)).text()
    expect(future).toContain('Tidak ada aktivitas yang cocok')
    const today = await (await get('/dashboard/activity?from=2026-06-15&to=2026-06-15', admin)).text()
    expect(today).toContain('Hukum Ketenagakerjaan')
    // Typed as Indonesian forms write a day, with the calendar beside each box.
    const typed = await get('/dashboard/activity?from=15%2F06%2F2026&to=15-06-2026', admin)
    expect(typed.status).toBe(200)
    const typedHtml = await typed.text()
    expect(typedHtml).toContain('Hukum Ketenagakerjaan')
    expect(typedHtml.match(/aria-label="Kalender: pilih tanggal"/g)).toHaveLength(2)
    await backend.content.appendActivity({ action: 'staff-role', actor: 'cli', detail: 'admin' })
    const shell = await (await get('/dashboard/activity?actor=cli', admin)).text()
    expect(shell).toContain('Baris perintah (npm run staff)')
    expect(shell).not.toContain('Hukum Ketenagakerjaan')
    const bad = await get('/dashboard/activity?from=kemarin&to=2026-02-30&actor=%3Cscript%3E&action=hapus', admin)
    expect(bad.status).toBe(400)
    const said = await bad.text()
    expect(said).toContain('Tanggal “dari” tidak dikenali')
    expect(said).toContain('Tanggal “sampai” tidak dikenali; tulis misalnya 31/01/2027')
  })

  it('pages to older lines, and offers no way to change the log', async () => {
    for (let i = 0; i < 60; i++) await backend.content.appendActivity({ action: 'sign-out', actor: editorUid, at: `2026-06-14T0${i % 10}:00:${String(i).padStart(2, '0')}.000Z` })
    const first = await (await get('/dashboard/activity', admin)).text()
    const next = /href="(\/dashboard\/activity\?before=[^"]+)"/.exec(first.replace(/&amp;/g, '&'))
    expect(next).not.toBeNull()
    expect((await get(next![1]!, admin)).status).toBe(200)
    for (const method of ['POST', 'PUT', 'DELETE']) {
      const res = await app.request(`${TEST_ORIGIN}/dashboard/activity`, { method, headers: { cookie: admin, origin: TEST_ORIGIN } })
      expect([404, 405]).toContain(res.status)
    }
  })
})
