/**
 * WhatsApp is a link wherever its number shows: every page's footer and the contact
 * page, in both languages, open the chat at `https://wa.me/<digits>`; the number never shows as
 * plain text.
 */
import { afterAll, beforeAll, describe, expect, it } from 'vitest'
import type { App } from '../app'
import { fixtures } from '../testing/fixtures'
import { createTestApp, createTestBackend, TestClock, type TestBackend } from '../testing/test-backend'

const PAGES = ['/', '/about', '/contact-us', '/blogs', '/attorneys', '/practice-area', '/privacy', '/search?q=hukum', '/halaman-tidak-ada', '/en', '/en/contact-us', '/en/attorneys']
/** The number as the site shows it: groups joined by no-break spaces (or spaces). */
const SHOWN = /\+62[\s\u00a0]811[\s\u00a0]1900[\s\u00a0]4477/g
const LINKED = /<a href="https:\/\/wa\.me\/6281119004477"[^>]*>\+62[\s\u00a0]811[\s\u00a0]1900[\s\u00a0]4477<\/a>/g

let backend: TestBackend
let app: App

beforeAll(async () => {
  const clock = new TestClock()
  backend = createTestBackend({ now: clock.now })
  app = createTestApp(backend, { now: clock.now })
  const f = fixtures(backend)
  await f.settings({ name: 'Adiwarsa Lubis & Rekan', email: 'kantor@example.test', whatsapp: '+6281119004477' })
  await f.office({ name: 'Kantor Jakarta' })
})

afterAll(async () => {
  await backend.cleanup()
})

describe('the WhatsApp number', () => {
  it('is a wa.me link every time it shows, on every page of both languages, the footer included', async () => {
    for (const path of PAGES) {
      const res = await app.request(`https://www.example.test${path}`)
      const html = await res.text()
      const shown = html.match(SHOWN)?.length ?? 0
      const linked = html.match(LINKED)?.length ?? 0
      expect(shown, `${path}: the number shows`).toBeGreaterThanOrEqual(1)
      expect(linked, `${path}: each time as a link`).toBe(shown)
      const footer = /<footer[\s\S]*<\/footer>/.exec(html)?.[0] ?? ''
      expect(footer.match(LINKED)?.length ?? 0, `${path}: in the footer`).toBe(1)
    }
  })
})
