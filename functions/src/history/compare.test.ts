import { describe, expect, it } from 'vitest'
import { blogs } from '../../../shared/collections/blogs'
import { exampleData } from '../testing/example-data'
import { compareDocuments, richTextLines, trimUnchanged, wordParts } from './compare'

const cover = { path: 'blog_images/a1b2c3.jpg', contentType: 'image/jpeg', size: 10, originalName: 'Sampul lama.jpg' }
const before = exampleData('blogs', {
  title: 'Putusan MK tentang cipta kerja',
  slug: 'putusan-mk',
  content: '<h2>Latar</h2><p>Mahkamah menolak permohonan para pemohon.</p><p>Paragraf kedua tetap.</p>',
  categoryId: 'c1',
  tagIds: ['t1'],
  authorIds: ['p1'],
  publishedAt: '2026-01-05T03:00:00.000Z',
  cover,
}) as unknown as Record<string, unknown>

describe('compareDocuments', () => {
  it('lists only the fields that changed, labelled from the module, in its order', () => {
    const after = { ...before, title: 'Putusan MK tentang UU cipta kerja', tagIds: ['t1', 't2'] }
    const names = { tagIds: new Map([['t1', 'Ketenagakerjaan'], ['t2', 'Omnibus']]) }
    const changes = compareDocuments(blogs.fields, before, after, names)
    expect(changes.map((c) => c.label)).toEqual(['Judul', 'Tag'])
    expect(changes[0]!.parts).toEqual([{ value: 'Putusan MK tentang ' }, { value: 'UU ', added: true }, { value: 'cipta kerja' }])
    expect(changes[1]!.parts!.map((p) => [p.value, Boolean(p.added), Boolean(p.removed)])).toContainEqual([', Omnibus', true, false])
  })

  it('compares rich text as readable words, a line per paragraph, never markup', () => {
    const after = { ...before, content: '<h2>Latar</h2><p>Mahkamah <strong>mengabulkan</strong> permohonan para pemohon.</p><p>Paragraf kedua tetap.</p>' }
    const [change] = compareDocuments(blogs.fields, before, after)
    expect(change).toMatchObject({ name: 'content', label: 'Konten', long: true })
    const removed = change!.parts!.filter((p) => p.removed).map((p) => p.value.trim())
    const added = change!.parts!.filter((p) => p.added).map((p) => p.value.trim())
    expect(removed).toEqual(['menolak'])
    expect(added).toEqual(['mengabulkan'])
    expect(change!.parts!.map((p) => p.value).join('')).not.toContain('<')
    expect(richTextLines('<h2>A</h2><p>B&amp;C</p><ul><li>D</li></ul>')).toBe('A\nB&C\nD')
  })

  it('shows files by name with a thumbnail for images, dates in Jakarta time, and a deletion as every field emptied', () => {
    const after = { ...before, cover: { path: 'blog_images/d4e5f6.png', contentType: 'image/png', size: 5 }, publishedAt: '2026-01-06T03:00:00.000Z' }
    const changes = compareDocuments(blogs.fields, before, after)
    const file = changes.find((c) => c.name === 'cover')!
    expect(file.files).toEqual({
      before: { name: 'Sampul lama.jpg', path: cover.path, href: `/media/${cover.path}`, image: true },
      after: { name: 'd4e5f6.png', path: 'blog_images/d4e5f6.png', href: '/media/blog_images/d4e5f6.png', image: true },
    })
    const date = changes.find((c) => c.name === 'publishedAt')!
    expect(date.parts!.map((p) => p.value).join('')).toContain('10.00 WIB')
    expect(compareDocuments(blogs.fields, before, before)).toEqual([])
    expect(compareDocuments(blogs.fields, null, before).length).toBeGreaterThanOrEqual(6)
  })

  it('marks words, not characters', () => {
    expect(wordParts('hak cipta', 'hak paten')).toEqual([{ value: 'hak ' }, { value: 'cipta', removed: true }, { value: 'paten', added: true }])
  })

  it('leaves out the unchanged stretches of a long text far from any change', () => {
    const words = (from: number, count: number) => Array.from({ length: count }, (_, i) => `kata${from + i}`).join(' ')
    const before = `${words(0, 100)} lama ${words(100, 100)}`
    const after = `${words(0, 100)} baru ${words(100, 100)}`
    const parts = trimUnchanged(wordParts(before, after))
    expect(parts.map((p) => (p.gap ? '…' : p.added ? '+' : p.removed ? '-' : 'kept'))).toEqual(['…', 'kept', '-', '+', 'kept', '…'])
    expect(parts[1]!.value.trim().split(' ')).toHaveLength(12)
    expect(parts[1]!.value).toContain('kata99')
    expect(parts[4]!.value).toContain('kata100')
    // Without a change nothing is left out; short stretches stay whole.
    expect(trimUnchanged([{ value: words(0, 100) }])).toHaveLength(1)
    expect(trimUnchanged(wordParts('a b c lama d e f', 'a b c baru d e f')).some((p) => p.gap)).toBe(false)
  })
})
