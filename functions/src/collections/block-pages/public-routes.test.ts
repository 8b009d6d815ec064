/** A published block page at its path and under /en, drafts and scheduled pages hidden, unknown shapes never read. */
import { afterAll, beforeAll, describe, expect, it, vi } from 'vitest'
import type { PageBlock } from '../../../../shared/collections/page-blocks'
import type { App } from '../../app'
import { createTestApp, createTestBackend, TestClock, type TestBackend } from '../../testing/test-backend'

const BLOCKS: PageBlock[] = [
  { type: 'hero', heading: 'Bantuan Hukum Pro Bono', headingEn: 'Pro Bono Legal Aid', lead: 'Pendampingan cuma-cuma bagi yang membutuhkan.', leadEn: '', image: '', alt: '', altEn: '', buttonLabel: 'Ajukan permohonan', buttonLabelEn: 'Apply', target: '/contact-us' },
  { type: 'text', html: '<p>Kami menyediakan waktu setiap tahun.</p>', htmlEn: '<p>We give time every year.</p>' },
  { type: 'faq', heading: 'Pertanyaan', headingEn: 'Questions', items: [{ question: 'Siapa yang dapat mengajukan?', questionEn: 'Who may apply?', answer: 'Setiap orang yang tidak mampu.', answerEn: 'Anyone who cannot afford counsel.' }, { question: 'Berapa biayanya?', questionEn: '', answer: 'Tidak ada biaya.', answerEn: '' }] },
  { type: 'quote', text: 'Keadilan bagi semua.', textEn: '', cite: 'Pendiri', citeEn: '' },
  { type: 'cta', heading: 'Butuh bantuan?', headingEn: 'Need help?', text: '', textEn: '', buttonLabel: 'Hubungi kami', buttonLabelEn: 'Contact us', target: '/contact-us' },
]

describe('block pages on the public site', () => {
  const clock = new TestClock()
  let backend: TestBackend
  let app: App
  beforeAll(async () => {
    backend = createTestBackend({ now: clock.now })
    app = createTestApp(backend, { now: clock.now })
    const base = { seoTitle: '', seoDescription: '', seoImage: null, translationSource: null }
    const create = (data: object) => backend.content.create('blockPages', { ...base, ...data } as never, { actor: 'u1' })
    await create({ title: 'Pro Bono', titleEn: 'Pro Bono (EN)', path: '/pro-bono', blocks: BLOCKS, publishedAt: '2026-01-01T00:00:00.000Z' })
    await create({ title: 'Layanan Baru', path: '/layanan/baru', blocks: [{ type: 'text', html: '<p>Draf.</p>', htmlEn: '' }], publishedAt: null })
    await create({ title: 'Segera', path: '/segera', blocks: [{ type: 'text', html: '<p>Nanti.</p>', htmlEn: '' }], publishedAt: '2027-01-01T00:00:00.000Z' })
  })
  afterAll(() => backend.cleanup())

  const get = async (path: string) => {
    const res = await app.request(`http://localhost${path}`)
    return { status: res.status, html: await res.text() }
  }

  it('answers at its path with its blocks in Indonesian, in the public frame', async () => {
    const { status, html } = await get('/pro-bono')
    expect(status).toBe(200)
    expect(html).toContain('<h1 class="block-hero-heading">Bantuan Hukum Pro Bono</h1>')
    expect(html).toContain('Kami menyediakan waktu setiap tahun.')
    expect(html).toContain('<summary>Siapa yang dapat mengajukan?</summary>')
    expect(html).toContain('href="/contact-us"')
    expect(html).toMatch(/<title>Pro Bono[^<]*<\/title>/)
    expect(html).toContain('<meta name="description" content="Bantuan Hukum Pro Bono Pendampingan cuma-cuma')
    expect(html).toMatch(/<link rel="canonical" href="[^"]*\/pro-bono"/)
    expect(html).toMatch(/<link rel="alternate" hrefLang="en" href="[^"]*\/en\/pro-bono"/)
    expect(html).toContain('"@type":"FAQPage"')
    expect(html).toContain('class="breadcrumbs')
  })

  it('answers at /en + its path in English, each text without English shown in Indonesian marked lang="id"', async () => {
    const { status, html } = await get('/en/pro-bono')
    expect(status).toBe(200)
    expect(html).toContain('Pro Bono Legal Aid')
    expect(html).toContain('We give time every year.')
    expect(html).toContain('<summary>Who may apply?</summary>')
    // The lead and the quote have no English: in Indonesian, marked.
    expect(html).toContain('<p class="lead" lang="id">Pendampingan cuma-cuma bagi yang membutuhkan.</p>')
    expect(html).toContain('<p lang="id">Keadilan bagi semua.</p>')
    expect(html).toMatch(/<details class="faq-item" lang="id"><summary>Berapa biayanya\?<\/summary>/)
    expect(html).toContain('href="/en/contact-us"')
    expect(html).toContain('"name":"Who may apply?"')
  })

  it('answers 404 for a draft and for a page whose date has not come, in both languages', async () => {
    for (const path of ['/layanan/baru', '/segera', '/en/layanan/baru', '/en/segera', '/tidak-ada']) expect((await get(path)).status, path).toBe(404)
  })

  it('reads nothing for an address without a block page shape', async () => {
    const query = vi.spyOn(backend.content, 'query')
    for (const path of ['/wp-login.php', '/Pro-Bono', '/about/pro-bono', '/pro_bono']) expect((await get(path)).status, path).toBe(404)
    expect(query.mock.calls.filter(([collection]) => collection === 'blockPages')).toEqual([])
    query.mockRestore()
  })

  it('leaves the site’s own pages theirs', async () => {
    const { html } = await get('/about')
    expect(html).not.toContain('block-page')
  })
})

describe('block pages in the sitemap', () => {
  const clock = new TestClock()
  let backend: TestBackend
  let app: App
  beforeAll(async () => {
    backend = createTestBackend({ now: clock.now })
    app = createTestApp(backend, { now: clock.now })
    const base = { titleEn: null, seoTitle: '', seoDescription: '', seoImage: null, translationSource: null, blocks: [] }
    await backend.content.create('blockPages', { ...base, title: 'Pro Bono', path: '/pro-bono', publishedAt: '2026-01-01T00:00:00.000Z' } as never, { actor: 'u1' })
    await backend.content.create('blockPages', { ...base, title: 'Draf', path: '/draf-halaman', publishedAt: null } as never, { actor: 'u1' })
  })
  afterAll(() => backend.cleanup())

  it('lists each published page in both languages, drafts left out', async () => {
    const xml = await (await app.request('http://localhost/sitemap.xml')).text()
    expect(xml).toMatch(/<loc>[^<]*\/pro-bono<\/loc>/)
    expect(xml).toMatch(/<loc>[^<]*\/en\/pro-bono<\/loc>/)
    expect(xml).not.toContain('draf-halaman')
  })
})
