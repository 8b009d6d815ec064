/**
 * Tautkan without JavaScript: a blog saved from a form the browser never scripted (or pasted
 * into and saved at once) comes back with the regulations its content cites and Peraturan terkait
 * leaves unticked, computed on the server with the browser's scanner; nothing is linked by itself. And the scan stays bounded on the largest body.
 */
import { afterAll, beforeAll, describe, expect, it } from 'vitest'
import type { FieldOption } from '../../../../web/src/dashboard/collections/module-fields'
import type { Regulation } from '../../../../shared/schemas/types'
import type { App } from '../../app'
import { exampleData } from '../../testing/example-data'
import { formBody } from '../../testing/form-bodies'
import { fixtures } from '../../testing/fixtures'
import { postForm, signIn, TEST_ORIGIN } from '../../testing/staff-session'
import { createTestApp, createTestBackend, TestClock, type TestBackend } from '../../testing/test-backend'
import { withSuggestions } from './regulation-suggestions'

let backend: TestBackend
let app: App
let cookie: string
let pdp: Regulation
let pste: Regulation
let categoryId = ''

const CITING = '<p>Menurut UU No. 27 Tahun 2022 dan PP 71/2019, pengendali data wajib menunjuk pejabat pelindungan data pribadi dalam waktu yang ditentukan.</p>'

beforeAll(async () => {
  const clock = new TestClock()
  backend = createTestBackend({ now: clock.now })
  app = createTestApp(backend, { now: clock.now })
  await backend.identity.createStaff({ email: 'editor@example.test', password: 'kata-sandi-editor', displayName: 'Editor', role: 'editor' })
  cookie = await signIn(app, 'editor@example.test', 'kata-sandi-editor')
  const f = fixtures(backend)
  await f.settings({ name: 'Firma Contoh', email: 'kantor@example.test' })
  categoryId = (await f.category('Analisis Hukum')).id
  pdp = (await backend.content.create('regulations', exampleData('regulations', { type: 'UU', number: '27', year: '2022', title: 'Pelindungan Data Pribadi', slug: 'uu-27-2022' }), { actor: 'test' })) as Regulation
  pste = (await backend.content.create('regulations', exampleData('regulations', { type: 'PP', number: '71', year: '2019', title: 'Penyelenggaraan Sistem dan Transaksi Elektronik', slug: 'pp-71-2019' }), { actor: 'test' })) as Regulation
})
afterAll(() => backend.cleanup())

const suggestion = (_regulation: Regulation, citation: string) => new RegExp(`<li><button type="button" class="btn btn-quiet">Tautkan ${citation}</button></li>`)

describe('the post form’s Tautkan, computed on the server', () => {
  it('comes back from a save without JavaScript with the cited regulations not linked, the linked one is not suggested and nothing is linked by itself', async () => {
    const draft = await fixtures(backend).blog({ title: 'Kewajiban pengendali data', slug: 'kewajiban-pengendali', categoryId, publishedAt: null as never, content: '<p>Belum ada kutipan peraturan di sini, hanya teks awal yang cukup panjang.</p>' })
    // The text pasted and saved at once, one regulation ticked.
    const saved = await postForm(
      app,
      `/dashboard/blogs/${draft.id}/edit`,
      formBody('blogs', { title: draft.title, slug: draft.slug, categoryId, content: CITING, regulationIds: pste.id, publishedAt: '', cover: draft.cover!.path, version: String(draft.version), authorIds: [] }),
      cookie,
    )
    expect(saved.status).toBe(303)
    const blog = (await backend.content.get('blogs', draft.id))!
    expect(blog.regulationIds).toEqual([pste.id])
    const html = await (await app.request(`${TEST_ORIGIN}/dashboard/blogs/${draft.id}/edit`, { headers: { cookie } })).text()
    expect(html).toMatch(suggestion(pdp, 'UU No. 27 Tahun 2022'))
    // In the props the browser starts from too, so the page shows them before and after its script runs.
    expect(html).toContain(`"id":"${pdp.id}","label":"Pelindungan Data Pribadi","detail":"UU No. 27 Tahun 2022","mentionKey":"UU:27:2022","suggested":true`)
    expect(html).not.toMatch(suggestion(pste, 'PP No. 71 Tahun 2019'))
  })

  it('shows them on a refused save too, from the text as sent', async () => {
    const refused = await postForm(app, '/dashboard/blogs/create', formBody('blogs', { title: '', slug: 'ditolak', categoryId, content: CITING, publishedAt: '' }), cookie)
    expect(refused.status).toBe(400)
    const html = await refused.text()
    expect(html).toMatch(suggestion(pdp, 'UU No. 27 Tahun 2022'))
    expect(html).toMatch(suggestion(pste, 'PP No. 71 Tahun 2019'))
  })

  it('reads the largest body of the worst text in bounded time', () => {
    const TWO_MB = 2 * 1024 * 1024
    const options: FieldOption[] = Array.from({ length: 1000 }, (_, i) => ({ id: `r${i}`, label: `R${i}`, mentionKey: `UU:${i}:2022` }))
    const html = `<p>${'Peraturan Pemerintah Pengganti Undang- '.repeat(Math.ceil(TWO_MB / 39)).slice(0, TWO_MB - 7)}</p>`
    const started = performance.now()
    expect(withSuggestions(options, html, []).some((o) => o.suggested)).toBe(false)
    const ms = performance.now() - started
    console.info(`Tautkan on the server: 2 MB of repeated name prefixes, 1,000 regulations: ${Math.round(ms)} ms`)
    // Measured at about half a second on the shared 2-core machine (the scanner's own figure, decision 56).
    expect(ms).toBeLessThan(8000)
  })
})
