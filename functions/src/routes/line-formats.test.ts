/**
 * Text that reached the store without going through the forms (documents written before the
 * schemas refused control characters, a migration, an edit in the Firebase console) stays
 * inside its line in the vCard and inside its element in the feeds.
 */
import { afterAll, beforeAll, describe, expect, it } from 'vitest'
import { createTestApp, createTestBackend, TestClock, type TestBackend } from '../testing/test-backend'
import { fixtures } from '../testing/fixtures'
import type { App } from '../app'

let backend: TestBackend
let app: App

/** Characters XML 1.0 accepts (§2.2, Char). */
const XML_CHARS = /^[\t\n\r\u0020-\ud7ff\ue000-\ufffd\u{10000}-\u{10ffff}]*$/u

beforeAll(async () => {
  const clock = new TestClock()
  backend = createTestBackend()
  app = createTestApp(backend, { now: clock.now })
  const f = fixtures(backend)
  // The firm's lines of the vCard and the feeds' titles come from the settings and the main office.
  await f.settings({ name: 'Adiwarsa\rORG:Evil Lubis', shortDescription: 'Kantor\u0000 hukum' })
  await f.office({ name: 'Kantor Jakarta', address: ['Menara\u2028Adiwarsa;Lantai 18'], city: 'Jakarta\nSelatan', phone: '+622150887700' })
  const category = await f.category('Analisis\u0085Hukum')
  const author = await f.profile({
    name: 'Rina\u2028Maharani Lubis',
    slug: 'rina-maharani-lubis',
    position: 'Partner\rURL:https://evil.example/',
    email: 'rina@example.test\r\nX-EVIL:1',
    phone: '+62 21\n555',
  })
  await f.blog({
    title: 'Judul\u0000 dengan\u001b[31m kontrol \ud800',
    slug: 'judul-dengan-kontrol',
    categoryId: category.id,
    authorIds: [author.id],
    publishedAt: new Date(clock.time.getTime() - 86_400_000).toISOString(),
  })
})

afterAll(async () => {
  await backend.cleanup()
})

describe('text with control characters in the store', () => {
  it('stays inside its property in the vCard', async () => {
    const res = await app.request('/attorneys/rina-maharani-lubis/vcard')
    expect(res.status).toBe(200)
    const card = await res.text()
    // Every line end is CRLF, and every line (folded ones rejoined) starts with a known property.
    expect(card.replace(/\r\n/g, '')).not.toMatch(/[\r\n\u000b\u000c\u0085\u2028\u2029]/)
    const names = card
      .replace(/\r\n /g, '')
      .trimEnd()
      .split('\r\n')
      .map((line) => /^[A-Z-]+/.exec(line)?.[0])
    expect(names).toEqual(['BEGIN', 'VERSION', 'N', 'FN', 'ORG', 'TITLE', 'EMAIL', 'TEL', 'TEL', 'ADR', 'URL', 'X-SOCIALPROFILE', 'PHOTO', 'END'])
    expect(card).toContain('\r\nORG:Adiwarsa\\nORG:Evil Lubis\r\n')
    expect(card).toContain('\r\nTITLE:Partner\\nURL:https://evil.example/\r\n')
    expect(card).toContain('\r\nFN:Rina\\nMaharani Lubis\r\n')
  })

  it.each(['/blogs/feed.xml', '/sitemap.xml'])('leaves only XML characters in %s', async (path) => {
    const res = await app.request(path)
    expect(res.status).toBe(200)
    const xml = await res.text()
    expect(XML_CHARS.test(xml)).toBe(true)
  })

  it('leaves the title readable in the feed', async () => {
    const xml = await (await app.request('/blogs/feed.xml')).text()
    expect(xml).toContain('<title>Judul dengan[31m kontrol \ufffd</title>')
    expect(xml).toContain('<category>AnalisisHukum</category>')
  })
})
