/**
 * The English edition of blogs and publications: `/en/blogs` lists only posts with
 * an English version, each at its English slug; every page names its other-language version
 * (`hreflang`, both ways) and its language switch leads there, or to the list when there is none.
 */
import { afterAll, beforeAll, describe, expect, it } from 'vitest'
import type { Blog } from '../../../shared/schemas/types'
import type { App } from '../app'
import { fixtures } from '../testing/fixtures'
import { createTestApp, createTestBackend, TestClock, type TestBackend } from '../testing/test-backend'

const BASE = 'https://www.example.test'

let backend: TestBackend
let app: App
let translated: Blog
let untranslated: Blog

beforeAll(async () => {
  const clock = new TestClock()
  backend = createTestBackend({ now: clock.now })
  app = createTestApp(backend, { now: clock.now })
  const f = fixtures(backend)
  const category = await f.category('Analisis Hukum')
  translated = await f.blog({
    title: 'Putusan MK tentang PKWT',
    categoryId: category.id,
    publishedAt: '2026-06-01T01:00:00.000Z',
    titleEn: 'Constitutional Court ruling on fixed-term contracts',
    slugEn: 'court-ruling-fixed-term-contracts',
    contentEn: '<p>The Constitutional Court ordered lawmakers to write new employment rules.</p>',
    excerptEn: 'What the ruling changes for employers.',
    publishedAtEn: '2026-06-01T01:00:00.000Z',
  })
  untranslated = await f.blog({ title: 'Catatan hanya dalam bahasa Indonesia', categoryId: category.id, publishedAt: '2026-06-02T01:00:00.000Z' })
  // Scheduled: in neither edition yet.
  await f.blog({ title: 'Akan datang', categoryId: category.id, publishedAt: '2026-07-01T01:00:00.000Z', titleEn: 'Coming soon', slugEn: 'coming-soon', contentEn: '<p>Soon.</p>', publishedAtEn: '2026-07-01T01:00:00.000Z' })
})
afterAll(() => backend.cleanup())

async function page(path: string) {
  const res = await app.request(`${BASE}${path}`)
  return { status: res.status, html: await res.text() }
}

const hreflangs = (html: string) => Object.fromEntries([...html.matchAll(/<link rel="alternate" hrefLang="([^"]+)" href="([^"]+)"/g)].map((m) => [m[1], m[2]]))
const switchOf = (html: string) => /<a class="lang-switch" href="([^"]+)" hrefLang="([^"]+)" lang="([^"]+)"/.exec(html)?.slice(1)

describe('/en/blogs', () => {
  it('lists only posts with an English version, in English, at their English addresses', async () => {
    const { status, html } = await page('/en/blogs')
    expect(status).toBe(200)
    expect(html).toContain('<html lang="en">')
    expect(html).toContain('<h1>Insights</h1>')
    expect(html).toContain(`href="/en/blogs/court-ruling-fixed-term-contracts">Constitutional Court ruling on fixed-term contracts</a>`)
    expect(html).toContain('1 June 2026')
    expect(html).not.toContain('Catatan hanya dalam bahasa Indonesia')
    expect(html).not.toContain('Coming soon')
    expect(html).not.toContain('Putusan MK tentang PKWT')
    // The interface is English, the navigation leads to English pages.
    expect(html).toContain('href="/en/publications"')
    expect(html).toContain('Skip to content')
  })

  it('shows a translated post at its English slug, its versions named both ways', async () => {
    const en = await page('/en/blogs/court-ruling-fixed-term-contracts')
    expect(en.status).toBe(200)
    expect(en.html).toContain('<h1>Constitutional Court ruling on fixed-term contracts</h1>')
    expect(en.html).toContain(`<link rel="canonical" href="${BASE}/en/blogs/court-ruling-fixed-term-contracts"`)
    expect(hreflangs(en.html)).toEqual({
      id: `${BASE}/blogs/${translated.slug}`,
      en: `${BASE}/en/blogs/court-ruling-fixed-term-contracts`,
      'x-default': `${BASE}/blogs/${translated.slug}`,
    })
    expect(switchOf(en.html)).toEqual([`/blogs/${translated.slug}`, 'id', 'id'])
    expect(en.html).toContain('"inLanguage":"en"')
    expect(en.html).toContain(`"url":"${BASE}/en/blogs/court-ruling-fixed-term-contracts"`)

    const id = await page(`/blogs/${translated.slug}`)
    expect(id.html).toContain('<html lang="id">')
    expect(hreflangs(id.html)).toEqual(hreflangs(en.html))
    expect(switchOf(id.html)).toEqual(['/en/blogs/court-ruling-fixed-term-contracts', 'en', 'en'])
  })

  it('has no English page for an untranslated post: its switch leads to the English list, which says so', async () => {
    const id = await page(`/blogs/${untranslated.slug}`)
    expect(hreflangs(id.html)).toEqual({})
    expect(switchOf(id.html)).toEqual(['/en/blogs?untranslated=1', 'en', 'en'])
    expect((await page(`/en/blogs/${untranslated.slug}`)).status).toBe(404)
    const list = await page('/en/blogs?untranslated=1')
    expect(list.html).toContain('The page you opened is not available in English yet.')
    expect((await page('/en/blogs')).html).not.toContain('not available in English')
  })

  it('never redirects by language: each URL answers in the language it names', async () => {
    for (const [path, lang] of [
      ['/blogs', 'id'],
      ['/en/blogs', 'en'],
    ]) {
      const res = await app.request(`${BASE}${path}`, { headers: { 'accept-language': lang === 'id' ? 'en-GB,en;q=0.9' : 'id-ID,id;q=0.9', cookie: `lang=${lang === 'id' ? 'en' : 'id'}` } })
      expect(res.status).toBe(200)
      expect(await res.text()).toContain(`<html lang="${lang}">`)
    }
  })
})
