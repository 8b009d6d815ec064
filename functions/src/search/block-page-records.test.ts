import { afterAll, beforeAll, describe, expect, it, vi } from 'vitest'
import type { App } from '../app'
import { createTestApp, createTestBackend, TestClock, type TestBackend } from '../testing/test-backend'
import { sweepScheduled } from './search-sync'
import { blockPages } from '../../../shared/collections/block-pages'
import { exampleDocument } from '../../../shared/collections/define'
import { moduleRecords } from './records'

describe('a block page in the staff index', () => {
  it('carries the text of its blocks, rich text as visible text', () => {
    const doc = {
      ...exampleDocument(blockPages),
      id: 'p1',
      title: 'Pro Bono',
      blocks: [
        { type: 'text', html: '<p>Bantuan <b>cumacuma</b></p>', htmlEn: '' },
        { type: 'faq', heading: 'Tanya', headingEn: '', items: [{ question: 'Siapa berhak?', questionEn: '', answer: 'Warga tidakmampu.', answerEn: '' }] },
      ],
    }
    const [record] = moduleRecords(blockPages, doc, '/dashboard/pages/p1/edit')
    expect(record!.title).toBe('Pro Bono')
    expect(record!.text).toContain('cumacuma')
    expect(record!.text).toContain('tidakmampu')
  })
})

describe('a block page in the public search', () => {
  const clock = new TestClock()
  let backend: TestBackend
  let app: App
  beforeAll(() => {
    backend = createTestBackend({ now: clock.now })
    app = createTestApp(backend, { now: clock.now })
  })
  afterAll(() => backend.cleanup())

  const hits = async (index: 'public' | 'public-en', q: string) => (await backend.search.search(index, { q, types: ['page'], perPage: 10 })).hits.map((hit) => hit.record.url)
  const base = { seoTitle: '', seoDescription: '', seoImage: null, translationSource: null }
  const blocks = [{ type: 'text', html: '<p>Bantuan hukum gratisan bagi warga.</p>', htmlEn: '<p>Free legal aid for residents.</p>' }]

  it('finds a published page by its title and its blocks’ text, in each language at its address', async () => {
    await backend.content.create('blockPages', { ...base, title: 'Program Probono', titleEn: 'Probono Programme', path: '/program-probono', blocks, publishedAt: '2026-01-01T00:00:00.000Z' } as never, { actor: 'u1' })
    await vi.waitFor(async () => expect(await hits('public', 'gratisan')).toEqual(['/program-probono']))
    expect(await hits('public', 'Probono')).toEqual(['/program-probono'])
    expect(await hits('public-en', 'residents')).toEqual(['/en/program-probono'])
    const page = await (await app.request('http://localhost/search?q=gratisan')).text()
    expect(page).toContain('href="/program-probono"')
    expect(page).toContain('Halaman')
  })

  it('leaves a draft out, and adds a scheduled page once its date has come (the sweep)', async () => {
    await backend.content.create('blockPages', { ...base, title: 'Rahasia', path: '/rahasia', blocks: [{ type: 'text', html: '<p>Kata draftunik.</p>', htmlEn: '' }], publishedAt: null } as never, { actor: 'u1' })
    await backend.content.create('blockPages', { ...base, title: 'Nanti', path: '/nanti', blocks: [{ type: 'text', html: '<p>Kata jadwalunik.</p>', htmlEn: '' }], publishedAt: '2026-06-15T04:00:00.000Z' } as never, { actor: 'u1' })
    await vi.waitFor(async () => expect((await backend.search.search('staff', { q: 'jadwalunik', perPage: 10 })).hits).toHaveLength(1))
    expect(await hits('public', 'draftunik')).toEqual([])
    expect(await hits('public', 'jadwalunik')).toEqual([])
    clock.advance(2 * 3_600_000)
    await sweepScheduled({ store: backend.content, search: backend.search, now: clock.now })
    expect(await hits('public', 'jadwalunik')).toEqual(['/nanti'])
    expect(await hits('public-en', 'jadwalunik')).toEqual(['/en/nanti'])
    // A second sweep keeps the English record (the English sweep leaves block pages to theirs).
    await sweepScheduled({ store: backend.content, search: backend.search, now: clock.now })
    expect(await hits('public-en', 'jadwalunik')).toEqual(['/en/nanti'])
  })
})
