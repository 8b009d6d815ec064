/**
 * English words in the site's own fixed paths: the thank-you pages, the application
 * form's address and the forms' token addresses say English under /en
 * (`/en/contact-us/thank-you`, `/en/career/apply`), each language answers at its own words only,
 * the Indonesian words under /en (addresses from before) answer 301 to the English ones (a form
 * posted there is still taken), and the pages name each other both ways.
 */
import { afterAll, beforeAll, beforeEach, describe, expect, it } from 'vitest'
import type { App } from '../app'
import { exampleData } from '../testing/example-data'
import { fixtures, tinyPdf } from '../testing/fixtures'
import { fromAddress, TEST_ORIGIN } from '../testing/staff-session'
import { createTestApp, createTestBackend, TestClock, type TestBackend } from '../testing/test-backend'

const BASE = TEST_ORIGIN

let backend: TestBackend
let app: App
let clock: TestClock
let pdf: Uint8Array
let visitor = 0

beforeAll(async () => {
  clock = new TestClock()
  backend = createTestBackend()
  app = createTestApp(backend, { now: clock.now })
  pdf = await tinyPdf('CV Jane Doe')
  await fixtures(backend).settings({ name: 'Firma Contoh', email: 'kantor@example.test', careerEmail: 'karier@example.test' })
  // Openings slugged like the form's words (in English too): their pages stay theirs in both languages.
  for (const slug of ['associate-korporasi', 'lamaran', 'apply']) {
    const english = { titleEn: `Opening ${slug}`, slugEn: slug, descriptionEn: '<p>The English description of this opening.</p>' }
    await backend.content.create('openings', exampleData('openings', { title: `Lowongan ${slug}`, slug, location: 'Jakarta Selatan', closesOn: '2026-07-31', ...english }), { actor: 'test' })
  }
})
afterAll(() => backend.cleanup())
beforeEach(() => {
  // Past the spam guard's per-address window.
  clock.advance(3_600_000)
})

async function get(path: string, init?: RequestInit) {
  const res = await app.request(`${BASE}${path}`, init)
  return { status: res.status, location: res.headers.get('location'), cacheControl: res.headers.get('cache-control'), html: await res.text() }
}

const hreflangs = (html: string) => Object.fromEntries([...html.matchAll(/<link rel="alternate" hrefLang="([^"]+)" href="([^"]+)"/g)].map((m) => [m[1], m[2]]))
const switchOf = (html: string) => /<a class="lang-switch" href="([^"]+)"/.exec(html)?.[1]

async function token(path: string): Promise<string> {
  const res = await app.request(`${BASE}${path}`)
  expect(res.status, path).toBe(200)
  return ((await res.json()) as { token: string }).token
}

async function apply(path: string, fields: Record<string, string> = {}, accept = 'text/html') {
  const formToken = await token('/career/lamaran/token')
  clock.advance(5_000)
  const body = new FormData()
  const values = { opening: '', name: 'Jane Doe', email: `jane${++visitor}@example.test`, phone: '+44 20 7946 0958', consent: 'ya', website: '', formToken, ...fields }
  for (const [name, value] of Object.entries(values)) body.append(name, value)
  body.append('cv', new File([pdf as Uint8Array<ArrayBuffer>], 'CV Jane.pdf', { type: 'application/pdf' }))
  return app.request(`${BASE}${path}`, { method: 'POST', headers: { origin: BASE, accept }, body }, fromAddress(`10.16.0.${visitor}`))
}

describe('the thank-you pages', () => {
  for (const [id, en, text] of [
    ['/contact-us/terima-kasih', '/en/contact-us/thank-you', 'your message has been sent'],
    ['/career/lamaran/terima-kasih', '/en/career/apply/thank-you', 'Application sent'],
  ] as const) {
    it(`${en} is ${id} in English, and they name each other both ways`, async () => {
      const english = await get(en)
      expect(english.status).toBe(200)
      expect(english.html).toContain('<html lang="en">')
      expect(english.html).toContain(text)
      const pair = { id: `${BASE}${id}`, en: `${BASE}${en}`, 'x-default': `${BASE}${id}` }
      expect(hreflangs(english.html)).toEqual(pair)
      expect(english.html).toContain(`<link rel="canonical" href="${BASE}${en}"`)
      expect(switchOf(english.html)).toBe(id)
      // Only the Indonesian alternate and the switch say the Indonesian words.
      expect(english.html.replaceAll(`${BASE}${id}"`, '').replace(`href="${id}"`, '')).not.toMatch(/terima-kasih|lamaran/)

      const indonesian = await get(id)
      expect(indonesian.status).toBe(200)
      expect(indonesian.html).toContain('<html lang="id">')
      expect(hreflangs(indonesian.html)).toEqual(pair)
      expect(switchOf(indonesian.html)).toBe(en)
    })

    it(`${`/en${id}`}, the address from before, answers 301 to ${en}, its query kept; ${en.slice(3)} is no Indonesian page`, async () => {
      const old = await get(`/en${id}?utm_source=mail`)
      expect(old.status).toBe(301)
      expect(old.location).toBe(`${en}?utm_source=mail`)
      expect(old.cacheControl).toContain('max-age')
      expect((await get(`/en${id}`, { method: 'HEAD' })).status).toBe(301)
      expect((await get(en.slice(3))).status).toBe(404)
    })
  }
})

describe('the forms at English words', () => {
  it('the English contact form thanks at /en/contact-us/thank-you', async () => {
    const formToken = await token('/en/contact-us/token')
    clock.advance(5_000)
    const res = await app.request(
      `${BASE}/en/contact-us`,
      {
        method: 'POST',
        headers: { origin: BASE, 'content-type': 'application/x-www-form-urlencoded', accept: 'text/html' },
        body: new URLSearchParams({ name: 'Jane Doe', email: 'jane@example.test', message: 'We need advice on a supply contract dispute with a partner.', consent: 'ya', website: '', target: '', formToken }),
      },
      fromAddress('10.16.1.1'),
    )
    expect(res.status).toBe(303)
    expect(res.headers.get('location')).toBe('/en/contact-us/thank-you')
  })

  it('English pages send applications to /en/career/apply, which thanks at /en/career/apply/thank-you', async () => {
    for (const path of ['/en/career', '/en/career/associate-korporasi']) {
      const { html } = await get(path)
      expect(/<form class="application-form"[^>]*>/.exec(html)?.[0], path).toContain('action="/en/career/apply"')
    }
    expect((await get('/career')).html).toContain('action="/career/lamaran"')
    const res = await apply('/en/career/apply', { opening: 'associate-korporasi' })
    expect(res.status).toBe(303)
    expect(res.headers.get('location')).toBe('/en/career/apply/thank-you')
    const json = await apply('/en/career/apply', {}, 'application/json')
    expect(((await json.json()) as { redirect: string }).redirect).toBe('/en/career/apply/thank-you')
    expect(await backend.content.count('applications')).toBe(2)
  })

  it('still takes an application posted to /en/career/lamaran from a page cached before, answering in English', async () => {
    const before = await backend.content.count('applications')
    const res = await apply('/en/career/lamaran')
    expect(res.status).toBe(303)
    expect(res.headers.get('location')).toBe('/en/career/apply/thank-you')
    expect(await backend.content.count('applications')).toBe(before + 1)
  })

  it('has no Indonesian form at the English words, and each token address in its own words', async () => {
    const before = await backend.content.count('applications')
    expect((await apply('/career/apply')).status).toBe(404)
    expect(await backend.content.count('applications')).toBe(before)
    expect(await token('/en/career/apply/token')).toMatch(/\S/)
    expect((await get('/en/career/lamaran/token')).location).toBe('/en/career/apply/token')
    expect((await get('/career/apply/token')).status).toBe(404)
  })

  it('leaves openings slugged like the form’s words their own pages in both languages', async () => {
    for (const slug of ['lamaran', 'apply']) {
      for (const [path, title] of [
        [`/career/${slug}`, `Lowongan ${slug}`],
        [`/en/career/${slug}`, `Opening ${slug}`],
      ] as const) {
        const page = await get(path)
        expect(page.status, path).toBe(200)
        expect(page.html, path).toContain(title)
      }
    }
    expect((await get('/en/career')).html).toContain('href="/en/career/lamaran"')
  })
})
