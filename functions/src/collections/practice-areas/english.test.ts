/**
 * A practice area's English version (decision 30): published in English only while it
 * has one (`publishedAtEn`, its publication date then, else null), so `/en/practice-area` and
 * its page follow the save at once, drafts included.
 */
import { afterAll, beforeAll, describe, expect, it } from 'vitest'
import type { PracticeArea } from '../../../../shared/schemas/types'
import type { App } from '../../app'
import { postForm, signIn, TEST_ORIGIN } from '../../testing/staff-session'
import { createTestApp, createTestBackend, TestClock, type TestBackend } from '../../testing/test-backend'

const DESCRIPTION = `<p>${'Kami mendampingi klien dalam sengketa pajak, dari keberatan hingga banding di Pengadilan Pajak. '.repeat(2)}</p>`
const ENGLISH = {
  nameEn: 'Tax Disputes',
  slugEn: 'tax-disputes',
  summaryEn: 'Objections, appeals and tax lawsuits.',
  descriptionEn: `<p>${'We act for clients in tax disputes, from objections to appeals before the Tax Court. '.repeat(2)}</p>`,
}
const NO_ENGLISH = { nameEn: '', slugEn: '', summaryEn: '', descriptionEn: '' }

let backend: TestBackend
let app: App
let cookie: string

beforeAll(async () => {
  const clock = new TestClock()
  backend = createTestBackend({ now: clock.now })
  app = createTestApp(backend, { now: clock.now })
  await backend.identity.createStaff({ email: 'editor@example.test', password: 'kata-sandi-editor', displayName: 'Editor', role: 'editor' })
  cookie = await signIn(app, 'editor@example.test', 'kata-sandi-editor')
})
afterAll(() => backend.cleanup())

const fields = { name: 'Sengketa Pajak', slug: 'sengketa-pajak', summary: 'Keberatan, banding, dan gugatan pajak.', description: DESCRIPTION, cover: '' }
const stored = async () => (await backend.content.query('practiceAreas', { where: [{ field: 'slug', op: '==', value: 'sengketa-pajak' }] }))[0] as PracticeArea
const status = async (path: string) => (await app.request(`${TEST_ORIGIN}${path}`)).status
const englishList = async () => (await (await app.request(`${TEST_ORIGIN}/en/practice-area`)).text()).includes('Tax Disputes')

describe('a practice area’s English version', () => {
  it('is published in English with the area when it has one', async () => {
    const res = await postForm(app, '/dashboard/practice-areas/create', { ...fields, ...ENGLISH, intent: 'publish' }, cookie)
    expect(res.status).toBe(303)
    const area = await stored()
    expect(area.publishedAt).not.toBeNull()
    expect(area.publishedAtEn).toBe(area.publishedAt)
    expect(await status('/en/practice-area/tax-disputes')).toBe(200)
    expect(await englishList()).toBe(true)
  })

  it('leaves the English edition when its English text is removed, staying in Indonesian', async () => {
    const area = await stored()
    await postForm(app, `/dashboard/practice-areas/${area.id}/edit`, { ...fields, ...NO_ENGLISH, version: String(area.version) }, cookie)
    const saved = await stored()
    expect(saved.publishedAt).toBe(area.publishedAt)
    expect(saved.publishedAtEn).toBeNull()
    expect(await status('/en/practice-area/tax-disputes')).toBe(404)
    expect(await englishList()).toBe(false)
    expect(await status('/practice-area/sengketa-pajak')).toBe(200)
  })

  it('is public in neither language while the area is a draft', async () => {
    const area = await stored()
    await postForm(app, `/dashboard/practice-areas/${area.id}/edit`, { ...fields, ...ENGLISH, version: String(area.version), intent: 'draft' }, cookie)
    const draft = await stored()
    expect(draft).toMatchObject({ publishedAt: null, publishedAtEn: null, slugEn: 'tax-disputes' })
    expect(await status('/en/practice-area/tax-disputes')).toBe(404)
  })
})
