import { afterAll, beforeAll, describe, expect, it } from 'vitest'
import { NOTICES } from '../../../shared/notices'
import type { App } from '../app'
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

async function page(notice: string) {
  const res = await app.request(`${TEST_ORIGIN}/dashboard/categories?notice=${encodeURIComponent(notice)}`, { headers: { cookie } })
  return { status: res.status, html: await res.text() }
}

describe('?notice= on dashboard pages', () => {
  it('shows the text of a known key', async () => {
    const { status, html } = await page('category-saved')
    expect(status).toBe(200)
    expect(html).toContain(`<div class="toast"><span>${NOTICES['category-saved']}</span>`)
  })

  it('shows nothing for any other value, names every object has included (once a 500)', async () => {
    for (const notice of ['tidak-ada', '<b>teks bebas</b>', '__proto__', 'constructor', 'toString']) {
      const { status, html } = await page(notice)
      expect(status, notice).toBe(200)
      expect(html, notice).not.toContain('class="toast"')
    }
  })
})
