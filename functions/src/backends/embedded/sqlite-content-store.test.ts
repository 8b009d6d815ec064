import { afterEach, beforeEach, describe, expect, it } from 'vitest'
import { createTestBackend, type TestBackend } from '../../testing/test-backend'
import { StaleVersionError, UniqueConstraintError, NotFoundError, type ChangeEvent } from '../ports'
import type { BlogData } from '../../../../shared/schemas/types'
import { exampleData } from '../../testing/example-data'

let backend: TestBackend

beforeEach(() => {
  backend = createTestBackend()
})
afterEach(async () => {
  await backend.cleanup()
})

const blog = (over: Partial<BlogData> = {}): BlogData =>
  exampleData('blogs', {
    title: 'Judul yang cukup panjang',
    slug: 'judul',
    cover: { path: 'blog_images/a.jpg', contentType: 'image/jpeg', size: 10 },
    content: '<p>isi</p>',
    excerpt: 'ringkas',
    categoryId: 'c1',
    tagIds: ['t1', 't2'],
    authorIds: ['p1'],
    publishedAt: '2026-01-01T00:00:00.000Z',
    ...over,
  })

describe('SQLite content store', () => {
  it('creates, reads, updates with a version and deletes, emitting a change after each commit', async () => {
    const events: ChangeEvent[] = []
    backend.events.subscribe((e) => {
      events.push(e)
    })
    const created = await backend.content.create('blogs', blog(), { actor: 'u1' })
    expect(created.version).toBe(1)
    expect(created.updatedBy).toBe('u1')
    const updated = await backend.content.update('blogs', created.id, blog({ title: 'Judul baru yang panjang' }), {
      actor: 'u2',
      expectedVersion: 1,
    })
    expect(updated.version).toBe(2)
    expect((await backend.content.get('blogs', created.id))?.title).toBe('Judul baru yang panjang')
    await backend.content.remove('blogs', created.id, { actor: 'u2', expectedVersion: 2 })
    expect(await backend.content.get('blogs', created.id)).toBeNull()
    expect(events.map((e) => [e.before?.version ?? null, e.after?.version ?? null])).toEqual([
      [null, 1],
      [1, 2],
      [2, null],
    ])
  })

  it('refuses a stale version and keeps the stored document', async () => {
    const created = await backend.content.create('blogs', blog(), { actor: 'u1' })
    await backend.content.update('blogs', created.id, blog({ title: 'Versi dua dari editor A' }), { actor: 'a', expectedVersion: 1 })
    await expect(
      backend.content.update('blogs', created.id, blog({ title: 'Versi dari editor B' }), { actor: 'b', expectedVersion: 1 }),
    ).rejects.toBeInstanceOf(StaleVersionError)
    expect((await backend.content.get('blogs', created.id))?.title).toBe('Versi dua dari editor A')
    await expect(backend.content.remove('blogs', created.id, { actor: 'b', expectedVersion: 1 })).rejects.toBeInstanceOf(
      StaleVersionError,
    )
  })

  it('keeps slugs unique per collection', async () => {
    await backend.content.create('blogs', blog(), { actor: 'u' })
    await expect(backend.content.create('blogs', blog(), { actor: 'u' })).rejects.toBeInstanceOf(UniqueConstraintError)
    await expect(
      backend.content.create('publications', { ...blog(), file: { path: 'publications/a.pdf', contentType: 'application/pdf', size: 1 } }, { actor: 'u' }),
    ).resolves.toBeTruthy()
  })

  it('answers not found for missing documents', async () => {
    await expect(backend.content.update('blogs', 'nope', blog(), { actor: 'u' })).rejects.toBeInstanceOf(NotFoundError)
  })

  it('queries with where, array-contains, order, limit and offset, and counts', async () => {
    for (let i = 0; i < 5; i++) {
      await backend.content.create(
        'blogs',
        blog({ slug: `b${i}`, publishedAt: `2026-01-0${i + 1}T00:00:00.000Z`, tagIds: i % 2 ? ['odd'] : ['even'], categoryId: 'c' }),
        { actor: 'u' },
      )
    }
    const page = await backend.content.query('blogs', {
      where: [{ field: 'publishedAt', op: '<=', value: '2026-01-04T00:00:00.000Z' }],
      orderBy: [{ field: 'publishedAt', direction: 'desc' }],
      limit: 2,
      offset: 1,
    })
    expect(page.map((b) => b.slug)).toEqual(['b2', 'b1'])
    const odd = await backend.content.query('blogs', { where: [{ field: 'tagIds', op: 'array-contains', value: 'odd' }], orderBy: [{ field: 'slug' }] })
    expect(odd.map((b) => b.slug)).toEqual(['b1', 'b3'])
    expect(await backend.content.count('blogs', { where: [{ field: 'tagIds', op: 'array-contains', value: 'even' }] })).toBe(3)
    expect((await backend.content.getMany('blogs', [odd[1]!.id, 'missing', odd[0]!.id])).map((b) => b.slug)).toEqual(['b3', 'b1'])
  })

  it('refuses queries on fields without an index', async () => {
    await expect(backend.content.query('blogs', { where: [{ field: 'excerpt', op: '==', value: 'x' }] })).rejects.toThrow(/not indexed/)
    await expect(backend.content.query('blogs', { orderBy: [{ field: 'content' }] })).rejects.toThrow(/not indexed/)
  })

  it('answers the public page reads with indexes, not scans', () => {
    const plans = [
      backend.content.explain('blogs', {
        where: [{ field: 'publishedAt', op: '<=', value: 'x' }],
        orderBy: [{ field: 'publishedAt', direction: 'desc' }],
        limit: 9,
      }),
      backend.content.explain('blogs', {
        where: [
          { field: 'publishedAt', op: '<=', value: 'x' },
          { field: 'categoryId', op: '==', value: 'c' },
        ],
        orderBy: [{ field: 'publishedAt', direction: 'desc' }],
      }),
      backend.content.explain('blogs', { where: [{ field: 'slug', op: '==', value: 's' }], limit: 1 }),
      backend.content.explain('profiles', { where: [{ field: 'kind', op: '==', value: 'attorney' }] }),
      backend.content.explain('blogs', {
        where: [
          { field: 'publishedAt', op: '<=', value: 'x' },
          { field: 'tagIds', op: 'array-contains', value: 't' },
        ],
        orderBy: [{ field: 'publishedAt', direction: 'desc' }],
      }),
    ]
    for (const plan of plans) {
      expect(plan).toMatch(/USING (COVERING )?INDEX|USING PRIMARY KEY|SEARCH/)
      expect(plan).not.toMatch(/SCAN blogs(?! USING)|SCAN profiles(?! USING)/)
    }
  })

  it('writes whole documents with put (seed, migration) and reports emptiness', async () => {
    expect(await backend.content.isEmpty()).toBe(true)
    await backend.content.put('categories', {
      id: 'cat-1',
      name: 'Regulasi',
      slug: 'regulasi',
      version: 7,
      createdAt: '2025-01-01T00:00:00.000Z',
      updatedAt: '2025-02-01T00:00:00.000Z',
      updatedBy: 'import',
    })
    expect(await backend.content.get('categories', 'cat-1')).toMatchObject({ version: 7, updatedBy: 'import' })
    expect(await backend.content.isEmpty()).toBe(false)
  })

  it('opens the database in WAL mode with full synchronous writes', () => {
    expect(backend.content.db.pragma('journal_mode', { simple: true })).toBe('wal')
    expect(backend.content.db.pragma('synchronous', { simple: true })).toBe(2)
  })
})
