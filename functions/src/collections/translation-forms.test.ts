/**
 * The other translated forms: each module's English fields in an English tab, the
 * rest as before; lists mark each item's languages; Perlu diperbarui and "Tandai sudah
 * diperbarui" on practice areas, profiles, the fixed pages and Pengaturan Situs as on posts. Generic over the
 * modules' English fields, so a module gaining them needs no edit here (each check of a module
 * without them yet is skipped, saying so).
 */
import { afterAll, beforeAll, describe, expect, it } from 'vitest'
import { englishFields } from '../../../shared/collections/define'
import { practiceAreas } from '../../../shared/collections/practice-areas'
import { profiles } from '../../../shared/collections/profiles'
import { settings, SETTINGS_ID } from '../../../shared/collections/settings'
import type { App } from '../app'
import { formBody } from '../testing/form-bodies'
import { postForm, signIn, TEST_ORIGIN } from '../testing/staff-session'
import { createTestApp, createTestBackend, TestClock, type TestBackend } from '../testing/test-backend'

const DESCRIPTION = `<p>${'Kami mendampingi klien dalam sengketa pajak, dari keberatan hingga banding di Pengadilan Pajak. '.repeat(2)}</p>`
const ENGLISH_DESCRIPTION = `<p>${'We act for clients in tax disputes, from objections to appeals before the Tax Court. '.repeat(2)}</p>`

let backend: TestBackend
let app: App
let cookie: string

beforeAll(async () => {
  const clock = new TestClock()
  backend = createTestBackend({ now: clock.now })
  app = createTestApp(backend, { now: clock.now })
  await backend.identity.createStaff({ email: 'admin@example.test', password: 'kata-sandi-admin', displayName: 'Admin', role: 'admin' })
  cookie = await signIn(app, 'admin@example.test', 'kata-sandi-admin')
})
afterAll(() => backend.cleanup())

async function page(path: string) {
  const res = await app.request(`${TEST_ORIGIN}${path}`, { headers: { cookie } })
  expect(res.status).toBe(200)
  return res.text()
}

/** The English tab's panel: from its opening to the next tab panel or the end of the tabs. */
function englishPanel(html: string): string {
  const start = html.search(/role="tabpanel" id="[^"]*-panel-en"/)
  expect(start).toBeGreaterThan(-1)
  return html.slice(start)
}

const areasTranslated = englishFields(practiceAreas).length > 0
const profilesTranslated = englishFields(profiles).length > 0

describe('practice areas in both languages', () => {
  const area = { name: 'Sengketa Pajak', slug: 'sengketa-pajak', summary: 'Keberatan, banding, dan gugatan pajak.', description: DESCRIPTION, cover: '' }
  const english = { nameEn: 'Tax Disputes', slugEn: 'tax-disputes', summaryEn: 'Objections, appeals and tax claims.', descriptionEn: ENGLISH_DESCRIPTION }
  const stored = async () => (await backend.content.query('practiceAreas', { where: [{ field: 'slug', op: '==', value: 'sengketa-pajak' }] }))[0]!

  it.skipIf(!areasTranslated)('puts the English fields in the English tab, and marks the list', async () => {
    const form = await page('/dashboard/practice-areas/create')
    expect(form).toContain('role="tablist" aria-label="Bahasa isian"')
    const en = englishPanel(form)
    expect(en).toContain('name="nameEn"')
    expect(form.slice(0, form.indexOf('name="nameEn"'))).toContain('name="name"')
    expect(en).not.toContain('name="name"')

    expect((await postForm(app, '/dashboard/practice-areas/create', { ...formBody('practiceAreas', area), ...english, intent: 'publish' }, cookie)).status).toBe(303)
    const list = await page('/dashboard/practice-areas')
    expect(list).toContain('<span aria-hidden="true">EN</span><span class="visually-hidden">, English</span>')
  })

  it.skipIf(!areasTranslated)('flags the English when only the Indonesian changes, and Tandai sudah diperbarui clears it', async () => {
    const saved = await stored()
    const edit = await postForm(app, `/dashboard/practice-areas/${saved.id}/edit`, { ...formBody('practiceAreas', area), ...english, summary: 'Keberatan, banding, gugatan, dan perencanaan pajak.', version: String(saved.version) }, cookie)
    expect(edit.status).toBe(303)
    const flagged = await stored()
    const form = await page(`/dashboard/practice-areas/${flagged.id}/edit`)
    expect(form).toContain('Perlu diperbarui')
    expect(englishPanel(form)).toContain('<ins><span class="visually-hidden">[ditambahkan: </span>, dan perencanaan <span class="visually-hidden">]</span></ins>')
    expect(await page('/dashboard/practice-areas')).toContain('Perlu diperbarui')

    const stale = await postForm(app, `/dashboard/practice-areas/${flagged.id}/translation-current`, { version: String(flagged.version - 1) }, cookie)
    expect(stale.status).toBe(409)
    const done = await postForm(app, `/dashboard/practice-areas/${flagged.id}/translation-current`, { version: String(flagged.version) }, cookie)
    expect(done.status).toBe(303)
    expect(await page(`/dashboard/practice-areas/${flagged.id}/edit`)).not.toContain('Tandai sudah diperbarui')
    expect(await page('/dashboard/practice-areas')).not.toContain('Perlu diperbarui')
  })
})

describe('profiles in both languages', () => {
  it.skipIf(!profilesTranslated)('puts the English fields in the English tab and marks the list', async () => {
    const form = await page('/dashboard/profiles/create')
    const en = englishPanel(form)
    for (const [name] of englishFields(profiles)) expect(en).toContain(`name="${name}"`)
    expect(en).not.toContain('name="email"')
    expect((await postForm(app, '/dashboard/profiles/create', formBody('profiles', { name: 'Rina Wijaya', slug: 'rina-wijaya', kind: 'staff', bio: 'Rina mengelola administrasi perkara dan jadwal sidang firma sejak 2015, serta mendampingi tim litigasi di Jakarta.' }), cookie)).status).toBe(303)
    const list = await page('/dashboard/profiles')
    expect(list).toContain('<span aria-hidden="true">ID</span><span class="visually-hidden">Bahasa Indonesia</span>')
    expect(list).toContain('belum ada bahasa Inggris')
  })
})

describe('the fixed pages in both languages', () => {
  const home = { heroHeading: 'Mitra hukum untuk usaha yang tumbuh', heroLead: 'Kami menjawab dengan jelas.', primaryLabel: 'Konsultasi', primaryPath: '/contact-us' }
  const english = { heroHeadingEn: 'Legal partners for growing businesses', heroLeadEn: 'We answer plainly.', primaryLabelEn: 'Consultation' }

  it('groups the English copy as the Indonesian, flags it after an Indonesian edit, and marks it current', async () => {
    const form = await page('/dashboard/pages/home')
    const en = englishPanel(form)
    expect(en).toContain('name="heroHeadingEn"')
    expect(en).not.toContain('name="primaryPath"')
    expect((await postForm(app, '/dashboard/pages/home', { ...formBody('pages', home), ...english }, cookie)).status).toBe(303)
    expect(await page('/dashboard/pages')).toContain('<span aria-hidden="true">EN</span>')
    const saved = (await backend.content.get('pages', 'home'))!
    expect((await postForm(app, '/dashboard/pages/home', { ...formBody('pages', home), ...english, heroLead: 'Kami menjawab dengan jelas dan cepat.', version: String(saved.version) }, cookie)).status).toBe(303)
    const flagged = (await backend.content.get('pages', 'home'))!
    expect(await page('/dashboard/pages')).toContain('Perlu diperbarui')
    expect(englishPanel(await page('/dashboard/pages/home'))).toContain('Tandai sudah diperbarui')
    expect((await postForm(app, '/dashboard/pages/home/translation-current', { version: String(flagged.version - 1) }, cookie)).status).toBe(409)
    expect((await postForm(app, '/dashboard/pages/home/translation-current', { version: String(flagged.version) }, cookie)).status).toBe(303)
    expect(await page('/dashboard/pages')).not.toContain('Perlu diperbarui')
  })
})

describe('Pengaturan Situs in both languages', () => {
  const english = englishFields(settings)

  it('shows the English texts in the English tab, section by section', async () => {
    expect(english.length).toBeGreaterThan(0)
    const html = await page('/dashboard/settings')
    const en = englishPanel(html)
    for (const [name] of english) expect(en).toContain(`name="${name}"`)
    // What is not translated (the firm's e-mail) stays in the Indonesian tab only.
    expect(en).not.toContain('name="email"')
    expect(html).toContain('name="email"')
  })

  it('flags the English texts when the Indonesian ones change, and clears the flag when dismissed', async () => {
    const current = await backend.content.get('settings', SETTINGS_ID)
    const indonesian = formBody('settings', { tagline: 'Firma hukum korporasi' })
    // Every English text filled (once one is, what Indonesian requires is required in English too).
    const englishValues = Object.fromEntries(english.map(([name, source]) => [name, `${String(indonesian[source])} (EN)`]))
    const values = { ...indonesian, ...englishValues, taglineEn: 'A corporate law firm', ...(current ? { version: String(current.version) } : {}) }
    expect((await postForm(app, '/dashboard/settings', values, cookie)).status).toBe(303)
    const first = (await backend.content.get('settings', SETTINGS_ID))!
    expect(await page('/dashboard/settings')).not.toContain('Tandai sudah diperbarui')
    expect((await postForm(app, '/dashboard/settings', { ...values, tagline: 'Firma hukum korporasi dan litigasi', version: String(first.version) }, cookie)).status).toBe(303)
    const flagged = (await backend.content.get('settings', SETTINGS_ID))!
    const html = await page('/dashboard/settings')
    expect(html).toContain('Tandai sudah diperbarui')
    expect(englishPanel(html)).toMatch(/<ins><span class="visually-hidden">\[ditambahkan: <\/span>\s*dan litigasi/)
    expect((await postForm(app, '/dashboard/settings/translation-current', { version: String(flagged.version - 1) }, cookie)).status).toBe(409)
    expect((await postForm(app, '/dashboard/settings/translation-current', { version: String(flagged.version) }, cookie)).status).toBe(303)
    expect(await page('/dashboard/settings')).not.toContain('Tandai sudah diperbarui')
  })
})
