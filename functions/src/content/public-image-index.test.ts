import { afterEach, beforeEach, describe, expect, it } from 'vitest'
import { ChangeEmitter } from '../backends/change-emitter'
import type { ChangeEvents, ContentStore } from '../backends/ports'
import type { Blog, Profile } from '../../../shared/schemas/types'
import { fixtures } from '../testing/fixtures'
import { createTestBackend, type TestBackend } from '../testing/test-backend'
import { PublicImageIndex } from './public-image-index'

const DAY = 86_400_000
const NOW = new Date('2026-06-15T03:00:00.000Z')
const later = (ms: number) => new Date(NOW.getTime() + ms)

let backend: TestBackend
let attorney: Profile
let staff: Profile
let published: Blog
let scheduled: Blog

beforeEach(async () => {
  backend = createTestBackend()
  const f = fixtures(backend)
  const category = await f.category('Analisis Hukum')
  attorney = await f.profile({ name: 'Rina Maharani Lubis' })
  staff = await f.profile({ name: 'Yusuf Hakim', kind: 'staff' })
  published = await f.blog({ title: 'Sudah terbit', categoryId: category.id, publishedAt: later(-DAY).toISOString() })
  scheduled = await f.blog({ title: 'Terjadwal', categoryId: category.id, publishedAt: later(2 * DAY).toISOString() })
})

afterEach(async () => {
  await backend.cleanup()
})

describe('PublicImageIndex', () => {
  it('knows which files public items use now, from one read of the store', async () => {
    const index = new PublicImageIndex(backend.content, backend.events)
    expect(await index.isPublic(published.cover.path, NOW)).toBe(true)
    expect(await index.isPublic(attorney.picture!.path, NOW)).toBe(true)
    expect(await index.isPublic(scheduled.cover.path, NOW)).toBe(false)
    expect(await index.isPublic(staff.picture!.path, NOW)).toBe(false)
    expect(await index.isPublic('blog_images/tidak-ada.jpg', NOW)).toBe(false)
    expect(await index.isPublic(attorney.cv!.path, NOW)).toBe(false)
    // The scheduled cover from its date on, without reading again.
    expect(await index.isPublic(scheduled.cover.path, later(2 * DAY))).toBe(true)
    expect(index.reads).toBe(1)
  })

  it('serves the image of a block after a fixed page’s copy (always public) and the images in its texts', async () => {
    const blocks = [
      { type: 'image', image: 'hero_images/tentang-kantor.jpg', alt: 'Kantor', altEn: '', caption: '', captionEn: '' },
      { type: 'columns', left: '<figure><img src="/media/hero_images/kolom.jpg" alt="Kolom"></figure>', leftEn: '', right: '<p>Kanan.</p>', rightEn: '' },
    ]
    await fixtures(backend).page('about', { blocks } as never)
    const index = new PublicImageIndex(backend.content, backend.events)
    expect(await index.isPublic('hero_images/tentang-kantor.jpg', NOW)).toBe(true)
    expect(await index.isPublic('hero_images/kolom.jpg', NOW)).toBe(true)
  })

  it('shares one read between questions asked at once, and reads again after a write', async () => {
    const index = new PublicImageIndex(backend.content, backend.events)
    const answers = await Promise.all(Array.from({ length: 50 }, () => index.isPublic(published.cover.path, NOW)))
    expect(answers.every(Boolean)).toBe(true)
    expect(index.reads).toBe(1)
    await backend.content.remove('blogs', published.id, { actor: 'test' })
    expect(await index.isPublic(published.cover.path, NOW)).toBe(false)
    expect(index.reads).toBe(2)
  })

  it('keeps the earliest date when several items use one file', async () => {
    const f = fixtures(backend)
    await f.blog({ title: 'Terjadwal juga', categoryId: scheduled.categoryId, cover: published.cover, publishedAt: later(DAY).toISOString() })
    const index = new PublicImageIndex(backend.content, backend.events)
    expect(await index.isPublic(published.cover.path, NOW)).toBe(true)
  })

  it('does not keep a read that a write overtook', async () => {
    const events = new ChangeEmitter()
    let release: () => void = () => {}
    const gate = new Promise<void>((resolve) => (release = resolve))
    // A store whose first read waits until a write has been announced.
    const slow: ContentStore = Object.create(backend.content, {
      // The store's own methods read its private fields: called on it, not on this wrapper.
      get: { value: (...args: Parameters<ContentStore['get']>) => backend.content.get(...args) },
      query: {
        value: async (...args: Parameters<ContentStore['query']>) => {
          const docs = await backend.content.query(...args)
          await gate
          return docs
        },
      },
    })
    const index = new PublicImageIndex(slow, events as ChangeEvents)
    const first = index.isPublic(published.cover.path, NOW)
    await backend.content.remove('blogs', published.id, { actor: 'test' })
    await events.emit({ collection: 'blogs', id: published.id, before: published, after: null })
    release()
    expect(await first).toBe(true) // asked before the write: answered from the read it started
    expect(await index.isPublic(published.cover.path, NOW)).toBe(false)
  })

  it('where events can be missed (several instances), reads again when old, and once early for an existing file', async () => {
    const silent: ChangeEvents = { subscribe: () => () => {} }
    const index = new PublicImageIndex(backend.content, silent, { maxAgeMs: 60_000, recheckAfterMs: 5_000 })
    expect(await index.isPublic(published.cover.path, NOW)).toBe(true)
    // Another instance publishes a post with a new cover; this one hears nothing.
    const fresh = await fixtures(backend).blog({ title: 'Baru disimpan', categoryId: published.categoryId, publishedAt: later(-1000).toISOString() })
    let asked = 0
    const exists = async () => {
      asked++
      return true
    }
    expect(await index.isPublic(fresh.cover.path, later(1000), exists)).toBe(false) // too soon to ask the store again
    expect(asked).toBe(0)
    expect(await index.isPublic(fresh.cover.path, later(6000), exists)).toBe(true)
    expect([asked, index.reads]).toEqual([1, 2])
    // A name no file has never causes a read.
    expect(await index.isPublic('blog_images/tidak-ada.jpg', later(20_000), async () => false)).toBe(false)
    expect(index.reads).toBe(2)
    // Past the age limit the schedule is read again whatever is asked.
    await backend.content.remove('blogs', fresh.id, { actor: 'test' })
    expect(await index.isPublic(fresh.cover.path, later(70_000))).toBe(false)
    expect(index.reads).toBe(3)
  })

  it('keeps the schedule through a write that only shows files, and a write that shows none', async () => {
    const f = fixtures(backend)
    const index = new PublicImageIndex(backend.content, backend.events)
    expect(await index.isPublic(published.cover.path, NOW)).toBe(true)
    // A new post with its own cover, and a tag: no read of the schedule.
    const fresh = await f.blog({ title: 'Baru terbit', categoryId: published.categoryId, publishedAt: later(-1000).toISOString() })
    await f.tag('Perpajakan')
    expect(await index.isPublic(fresh.cover.path, NOW)).toBe(true)
    expect(index.reads).toBe(1)
    // The scheduled post brought forward: its cover from its new date, still without a read.
    const { id, version, createdAt: _c, updatedAt: _u, updatedBy: _b, ...data } = scheduled
    const forward = await backend.content.update('blogs', id, { ...data, publishedAt: later(-DAY).toISOString() }, { actor: 'test', expectedVersion: version })
    expect(await index.isPublic(scheduled.cover.path, NOW)).toBe(true)
    expect(index.reads).toBe(1)
    // Put back to a later date: only a read can tell whether another item shows the file, and none does.
    const { createdAt: _c2, updatedAt: _u2, updatedBy: _b2, id: _i, version: v2, ...again } = forward
    await backend.content.update('blogs', id, { ...again, publishedAt: later(2 * DAY).toISOString() }, { actor: 'test', expectedVersion: v2 })
    expect(await index.isPublic(scheduled.cover.path, NOW)).toBe(false)
    expect(index.reads).toBe(2)
  })

  it('reads the posts a page at a time, with the same answers', async () => {
    const f = fixtures(backend)
    const more = []
    for (let i = 0; i < 5; i++) more.push(await f.blog({ title: `Arsip ${i}`, categoryId: published.categoryId, publishedAt: later(-(i + 2) * DAY).toISOString() }))
    let largest = 0
    const counting: ContentStore = Object.create(backend.content, {
      get: { value: (...args: Parameters<ContentStore['get']>) => backend.content.get(...args) },
      query: {
        value: async (...args: Parameters<ContentStore['query']>) => {
          const docs = await backend.content.query(...args)
          if (args[0] === 'blogs') largest = Math.max(largest, docs.length)
          return docs
        },
      },
    })
    const index = new PublicImageIndex(counting, backend.events, { pageSize: 2 })
    for (const post of [published, ...more]) expect(await index.isPublic(post.cover.path, NOW)).toBe(true)
    expect(await index.isPublic(scheduled.cover.path, NOW)).toBe(false)
    expect(await index.isPublic(attorney.picture!.path, NOW)).toBe(true)
    expect(index.reads).toBe(1)
    expect(largest).toBe(2)
  })
})
