import { afterAll, beforeAll, describe, expect, it } from 'vitest'
import { SETTINGS_ID } from '../../../shared/collections/settings'
import type { SettingsData } from '../../../shared/schemas/types'
import type { App } from '../app'
import { fixtures } from '../testing/fixtures'
import { signIn, TEST_ORIGIN } from '../testing/staff-session'
import { createTestApp, createTestBackend, type TestBackend } from '../testing/test-backend'

let backend: TestBackend
let app: App
let cookie: string

beforeAll(async () => {
  backend = createTestBackend()
  app = createTestApp(backend)
  await backend.identity.createStaff({ email: 'editor@example.test', password: 'kata-sandi-editor', displayName: 'Editor', role: 'editor' })
  cookie = await signIn(app, 'editor@example.test', 'kata-sandi-editor')
})
afterAll(async () => {
  await backend.cleanup()
})

async function html(path: string, signedIn: boolean) {
  const res = await app.request(`${TEST_ORIGIN}${path}`, signedIn ? { headers: { cookie } } : {})
  expect(res.status, path).toBe(200)
  return res.text()
}

/** The login page's firm line, tags and React's text separators removed. */
async function loginBrand() {
  const match = /<p class="login-brand">(.*?)<\/p>/.exec(await html('/login', false))
  return { html: match?.[1] ?? '', text: (match?.[1] ?? '').replace(/<[^>]+>|<!-- -->/g, '').trim() }
}

/** The dashboard header's brand link, and its mark (null without one). */
async function dashboardBrand() {
  const link = /<a class="dash-brand"[^>]*>(.*?)<\/a>/.exec(await html('/dashboard/tags', true))?.[1] ?? ''
  return { mark: /<span class="dash-brand-mark" aria-hidden="true">(.*?)<\/span>/.exec(link)?.[1] ?? null, text: link.replace(/<[^>]+>|<!-- -->/g, '').trim() }
}

describe('the firm on the login page and in the dashboard header', () => {
  it('says a neutral "Dasbor" with no mark while no settings exist', async () => {
    expect(await backend.content.get('settings', SETTINGS_ID)).toBeNull()
    const login = await loginBrand()
    expect(login.text).toBe('Dasbor')
    expect(login.html).not.toContain('dash-brand-mark')
    expect(await dashboardBrand()).toEqual({ mark: null, text: 'Dasbor' })
  })

  it('names the firm of the settings with its initials, and follows a save at once', async () => {
    const saved = await fixtures(backend).settings({ name: 'Kantor Hukum Sentosa & Rekan' })
    expect(await loginBrand()).toMatchObject({ text: 'KHSR Kantor Hukum Sentosa &amp; Rekan' })
    expect(await dashboardBrand()).toEqual({ mark: 'KHSR', text: 'KHSRDasbor' })
    // The dashboard's data (what the browser hydrates from) carries the same brand.
    expect(await html('/dashboard/tags', true)).toContain('"brand":{"name":"Kantor Hukum Sentosa & Rekan","initials":"KHSR"}')

    const { id: _id, version, createdAt: _c, updatedAt: _u, ...data } = saved as typeof saved & Record<string, unknown>
    await backend.content.update('settings', SETTINGS_ID, { ...(data as SettingsData), name: 'Wibowo Partners' }, { actor: 'uji', expectedVersion: version })
    expect((await loginBrand()).text).toBe('WP Wibowo Partners')
    expect((await dashboardBrand()).mark).toBe('WP')
  })

  it('falls back to "Dasbor" when the settings cannot be read, and still signs in', async () => {
    const failing = createTestBackend()
    const original = failing.content.get.bind(failing.content)
    failing.content.get = (async (collection: string, id: string) => {
      if (collection === 'settings') throw new Error('penyimpanan tidak tersedia')
      return original(collection as never, id)
    }) as typeof failing.content.get
    const failingApp = createTestApp(failing)
    try {
      const res = await failingApp.request(`${TEST_ORIGIN}/login`)
      expect(res.status).toBe(200)
      expect(/<p class="login-brand">(.*?)<\/p>/.exec(await res.text())?.[1]?.replace(/<[^>]+>|<!-- -->/g, '').trim()).toBe('Dasbor')
      await failing.identity.createStaff({ email: 'editor@example.test', password: 'kata-sandi-editor', displayName: 'Editor', role: 'editor' })
      const session = await signIn(failingApp, 'editor@example.test', 'kata-sandi-editor')
      const page = await failingApp.request(`${TEST_ORIGIN}/dashboard/tags`, { headers: { cookie: session } })
      expect(page.status).toBe(200)
      expect(await page.text()).not.toContain('dash-brand-mark')
    } finally {
      await failing.cleanup()
    }
  })
})
