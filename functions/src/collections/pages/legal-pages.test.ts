/**
 * The privacy notice and the disclaimer as pages staff edit under Halaman (decision 48): the
 * default shown until the first save, the form starting from it, the required sections, and the
 * settings' numbers filled in where the text holds their placeholders.
 */
import { afterAll, beforeAll, describe, expect, it } from 'vitest'
import { LEGAL_MSG, PRIVACY_REQUIRED_SECTIONS } from '../../../../shared/collections/legal-pages'
import type { App } from '../../app'
import { fixtures } from '../../testing/fixtures'
import { postForm, signIn, TEST_ORIGIN } from '../../testing/staff-session'
import { createTestApp, createTestBackend, TestClock, type TestBackend } from '../../testing/test-backend'

let backend: TestBackend
let app: App
let cookie: string

async function get(path: string, withCookie = true) {
  const res = await app.request(`${TEST_ORIGIN}${path}`, withCookie ? { headers: { cookie } } : {})
  return { res, html: await res.text() }
}

/** The text of the error region next to a field. */
function fieldError(html: string, field: string): string {
  const match = new RegExp(`id="pages-form-${field}-error"[^>]*>(.*?)</div>`).exec(html)
  return (match?.[1] ?? '').replace(/<[^>]+>/g, '')
}

/** The value the form's hidden input of a rich text holds, unescaped. */
function formValue(html: string, field: string): string {
  const match = new RegExp(`name="${field}"[^>]*value="([^"]*)"`).exec(html) ?? new RegExp(`value="([^"]*)"[^>]*name="${field}"`).exec(html)
  return (match?.[1] ?? '').replace(/&quot;/g, '"').replace(/&lt;/g, '<').replace(/&gt;/g, '>').replace(/&#x27;/g, "'").replace(/&amp;/g, '&')
}

/** A notice with every required section, its retention sentence from the settings. */
const NOTICE = PRIVACY_REQUIRED_SECTIONS.map((heading) => `<h2>${heading}</h2><p>Isi bagian ${heading.toLowerCase()} dari kebijakan baru firma.</p>`).join('')
const WITH_RETENTION = NOTICE.replace('</h2><p>Isi bagian berapa', '</h2><p>Pesan disimpan paling lama {{retensi_pertanyaan}} oleh {{nama_firma}}. Isi bagian berapa')

beforeAll(async () => {
  const clock = new TestClock()
  backend = createTestBackend({ now: clock.now })
  app = createTestApp(backend, { now: clock.now })
  await fixtures(backend).settings({ legalName: 'PT Hukum & Rekan', email: 'kantor@example.test', inquiryRetentionMonths: '18' })
  await backend.identity.createStaff({ email: 'editor@example.test', password: 'kata-sandi-editor', displayName: 'Editor', role: 'editor' })
  cookie = await signIn(app, 'editor@example.test', 'kata-sandi-editor')
})
afterAll(async () => {
  await backend.cleanup()
})

describe('before staff edit them', () => {
  it('shows the code’s notice and a default disclaimer in both languages, linked from the footer', async () => {
    const privacy = (await get('/privacy', false)).html
    expect(privacy).toContain('paling lama 18 bulan')
    const disclaimer = await get('/disclaimer', false)
    expect(disclaimer.res.status).toBe(200)
    expect(disclaimer.html).toContain('<h1>Penafian</h1>')
    expect(disclaimer.html).toContain('disediakan oleh PT Hukum &amp; Rekan')
    expect(disclaimer.html).toContain('<a href="/disclaimer">Penafian selengkapnya</a>')
    const english = (await get('/en/disclaimer', false)).html
    expect(english).toContain('<h1>Disclaimer</h1>')
    expect(english).toContain('is not legal advice')
    expect(english).toContain('<a href="/en/disclaimer">Full disclaimer</a>')
  })

  it('starts the privacy form from today’s notice: every required section, the settings’ numbers as placeholders', async () => {
    const { res, html } = await get('/dashboard/pages/privacy')
    expect(res.status).toBe(200)
    const body = formValue(html, 'privacyBody')
    for (const heading of PRIVACY_REQUIRED_SECTIONS) expect(body).toContain(`>${heading}</h2>`)
    expect(body).toContain('{{retensi_pertanyaan}}')
    expect(body).toContain('{{nama_firma}}')
    expect(body).not.toContain('18 bulan')
    expect(formValue(html, 'privacyBodyEn')).toContain('{{retensi_pertanyaan}}')
    expect((await get('/dashboard/pages', true)).html).toContain('Teks bawaan')
  })
})

describe('saving the privacy notice', () => {
  it('refuses a notice without a required section, naming it in Indonesian', async () => {
    const without = NOTICE.replace('<h2>Hak Anda</h2>', '<h2>Hak-hak</h2>')
    const res = await postForm(app, '/dashboard/pages/privacy', { privacyBody: without }, cookie)
    expect(res.status).toBe(400)
    expect(fieldError(await res.text(), 'privacyBody')).toBe(LEGAL_MSG.missingSection('Hak Anda'))
    expect(await backend.content.get('pages', 'privacy')).toBeNull()
  })

  it('refuses a placeholder that does not exist', async () => {
    const res = await postForm(app, '/dashboard/pages/privacy', { privacyBody: `${NOTICE}<p>{{retensi}}</p>` }, cookie)
    expect(res.status).toBe(400)
    expect(fieldError(await res.text(), 'privacyBody')).toContain('Penanda {{retensi}} tidak dikenal')
  })

  it('shows a valid notice on /privacy with the settings’ numbers, and in Indonesian, marked, on /en/privacy', async () => {
    const res = await postForm(app, '/dashboard/pages/privacy', { privacyBody: WITH_RETENTION }, cookie)
    expect(res.status).toBe(303)
    const html = (await get('/privacy', false)).html
    expect(html).toContain('<h1>Kebijakan Privasi</h1>')
    expect(html).toContain('Pesan disimpan paling lama 18 bulan oleh PT Hukum &amp; Rekan.')
    expect(html).not.toContain('{{')
    const english = (await get('/en/privacy', false)).html
    expect(english).toContain('<h1>Privacy Notice</h1>')
    expect(english).toMatch(/class="privacy-body" lang="id"/)
  })
})

describe('saving the disclaimer', () => {
  it('shows staff’s text on /disclaimer and its English on /en/disclaimer', async () => {
    const res = await postForm(
      app,
      '/dashboard/pages/disclaimer',
      { disclaimerBody: '<p>Isi situs {{nama_firma}} hanya informasi umum, bukan nasihat hukum untuk perkara Anda. Mintalah nasihat advokat sebelum bertindak atas isi situs ini.</p>', disclaimerBodyEn: '<p>What {{nama_firma}} publishes here is general information, never advice on your matter. Ask a lawyer before you act on anything you read on this website.</p>' },
      cookie,
    )
    expect(res.status).toBe(303)
    expect((await get('/disclaimer', false)).html).toContain('Isi situs PT Hukum &amp; Rekan hanya informasi umum')
    expect((await get('/en/disclaimer', false)).html).toContain('What PT Hukum &amp; Rekan publishes here')
  })
})
