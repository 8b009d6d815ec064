import { afterAll, beforeAll, describe, expect, it } from 'vitest'
import type { App } from '../../app'
import { fixtures } from '../../testing/fixtures'
import { createTestApp, createTestBackend, TestClock, type TestBackend } from '../../testing/test-backend'

const DAY = 86_400_000

let backend: TestBackend
let app: App
let clock: TestClock

async function get(path: string) {
  const res = await app.request(path)
  return { res, html: await res.text() }
}

/** The JSON-LD nodes of a page, parsed. */
function jsonLd(html: string): Record<string, unknown>[] {
  return [...html.matchAll(/<script type="application\/ld\+json"[^>]*>([\s\S]*?)<\/script>/g)].flatMap((m) => [JSON.parse(m[1]!)].flat())
}

beforeAll(async () => {
  clock = new TestClock()
  backend = createTestBackend()
  app = createTestApp(backend, { now: clock.now })
  const f = fixtures(backend)
  const category = await f.category('Analisis Hukum')
  const tax = await f.practiceArea('Pajak')
  await f.practiceArea('Litigasi')
  const budi = await f.profile({ name: 'Budi Santoso', position: 'Partner', practiceAreaIds: [tax.id] })
  const citra = await f.profile({ name: 'Citra Lestari', position: 'Associate', practiceAreaIds: [tax.id] })
  await f.profile({ name: 'Sari Staf', position: 'Office Manager', kind: 'staff', practiceAreaIds: [tax.id] })
  await f.ordering('practice_area_attorneys', [citra.id, budi.id], tax.id)
  const ago = (days: number) => new Date(clock.time.getTime() - days * DAY).toISOString()
  for (let i = 1; i <= 4; i++) {
    await f.blog({ title: `Catatan pajak nomor ${i} untuk klien`, categoryId: category.id, authorIds: [i % 2 ? budi.id : citra.id], publishedAt: ago(10 - i) })
  }
  await f.blog({ title: 'Catatan pajak yang belum terbit', categoryId: category.id, authorIds: [budi.id], publishedAt: ago(-5) })
})
afterAll(async () => {
  await backend.cleanup()
})

describe('/practice-area/{slug}', () => {
  it('shows the area, its team in its order (attorneys only) and the team’s latest published writing', async () => {
    const { res, html } = await get('/practice-area/pajak')
    expect(res.status).toBe(200)
    expect(html).toContain('<h1 id="area-title">Pajak</h1>')
    expect(html).toContain('Deskripsi lengkap Pajak.')
    expect(html.indexOf('Citra Lestari')).toBeLessThan(html.indexOf('Budi Santoso'))
    expect(html).not.toContain('Sari Staf')
    // The three newest of four, never one not yet published.
    expect(html).toContain('Catatan pajak nomor 4')
    expect(html).toContain('Catatan pajak nomor 2')
    expect(html).not.toContain('Catatan pajak nomor 1 ')
    expect(html).not.toContain('belum terbit')
    expect(html).toContain('<a href="/attorneys?area=pajak">Semua advokat bidang Pajak</a>')
  })

  it('describes the area to search engines as a Service of the firm, with its breadcrumb', async () => {
    const { html } = await get('/practice-area/pajak')
    const nodes = jsonLd(html)
    const service = nodes.find((n) => n['@type'] === 'Service')
    expect(service).toMatchObject({ name: 'Pajak', description: 'Ringkasan Pajak.', url: 'https://www.example.test/practice-area/pajak', provider: { '@id': 'https://www.example.test/#firm' } })
    const crumbs = nodes.find((n) => n['@type'] === 'BreadcrumbList') as { itemListElement: { name: string }[] }
    expect(crumbs.itemListElement.map((i) => i.name)).toEqual(['Beranda', 'Bidang Praktik', 'Pajak'])
    expect(html).toContain('<link rel="canonical" href="https://www.example.test/practice-area/pajak"')
  })

  it('shows an area without a team, saying so, with no link to an attorney list that would be empty', async () => {
    const { res, html } = await get('/practice-area/litigasi')
    expect(res.status).toBe(200)
    expect(html).toContain('Tim bidang praktik ini sedang disusun')
    expect(html).not.toContain('/attorneys?area=litigasi')
  })

  it('answers 404 for an unknown area, and lists every area in the sitemap and on /practice-area', async () => {
    expect((await get('/practice-area/tidak-ada')).res.status).toBe(404)
    const sitemap = (await get('/sitemap.xml')).html
    expect(sitemap).toContain('<loc>https://www.example.test/practice-area/pajak</loc>')
    expect(sitemap).toContain('<loc>https://www.example.test/practice-area/litigasi</loc>')
    const list = (await get('/practice-area')).html
    expect(list).toContain('href="/practice-area/pajak"')
  })
})
