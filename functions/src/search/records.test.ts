/**
 * The search projection is derived from the collection modules: each field a module marks
 * `searchable` reaches the records (in the module's order, rich text as text), references reach
 * them as the names the record resolved, and no other field's text does. A scratch module shows
 * that a field marked searchable needs no edit of records.ts.
 */
import { describe, expect, it } from 'vitest'
import { COLLECTION_MODULES } from '../../../shared/collections'
import { defineCollection, text, type Field } from '../../../shared/collections/define'
import type { Blog, Category, PracticeArea, Profile, Publication, Tag } from '../../../shared/schemas/types'
import { exampleData } from '../testing/example-data'
import { englishPostRecords, englishProfileRecords, isPublicInEnglish, MAX_TEXT_BYTES, postRecords, practiceAreaRecords, profileRecords, searchableText } from './records'

const META = { id: 'dok-1', version: 1, createdAt: '2026-01-01T00:00:00.000Z', updatedAt: '2026-01-01T00:00:00.000Z', updatedBy: 'test' }
const TEXT_KINDS = new Set(['text', 'textarea', 'richText', 'lines'])
type Marked = 'blogs' | 'publications' | 'profiles' | 'practiceAreas'

/** A module's fields, whether typed in the form or stored only (practice areas move from one to the other). */
const fieldsOf = (collection: Marked) => {
  const module = COLLECTION_MODULES[collection] as { fields: Record<string, Field>; stored?: Record<string, Field> }
  return Object.entries({ ...module.stored, ...module.fields })
}

/**
 * A word of its own for each text field, so the record shows which fields reached it. A record
 * is in one language: English fields (`contentEn`) never reach the Indonesian records.
 */
function marked(collection: Marked) {
  const fields = fieldsOf(collection).filter(([, f]) => TEXT_KINDS.has(f.kind))
  const values = Object.fromEntries(
    fields.map(([name, f]) => {
      const word = `penanda${name.toLowerCase()}`
      return [name, f.kind === 'richText' ? `<p>${word}</p>` : f.kind === 'lines' ? [word] : word]
    }),
  )
  return {
    doc: { ...META, ...exampleData(collection, values as never) },
    searchable: fields.filter(([, f]) => f.searchable && !f.translates).map(([name]) => `penanda${name.toLowerCase()}`),
    hidden: fields.filter(([, f]) => !f.searchable || f.translates).map(([name]) => `penanda${name.toLowerCase()}`),
  }
}

function expectProjection(recordsText: string, { searchable, hidden }: { searchable: string[]; hidden: string[] }) {
  expect(searchable.length).toBeGreaterThan(0)
  for (const word of searchable) expect(recordsText, `${word} is marked searchable`).toContain(word)
  for (const word of hidden) expect(recordsText, `${word} is not marked searchable`).not.toContain(word)
}

const all = (records: { title: string; text: string }[]) => records.map((r) => `${r.title} ${r.text}`).join(' ')
const named = <T>(name: string, extra: object = {}) => ({ ...META, id: `id-${name}`, name, slug: name.toLowerCase(), ...extra }) as T

describe('search records follow the searchable fields of the modules', () => {
  it.each(['blogs', 'publications'] as const)('%s', (collection) => {
    const m = marked(collection)
    expectProjection(all(postRecords(collection, m.doc as Blog | Publication, null, [])), m)
  })

  it('profiles', () => {
    const m = marked('profiles')
    expectProjection(all(profileRecords(m.doc as Profile, [])), m)
  })

  it('practice areas', () => {
    const m = marked('practiceAreas')
    expectProjection(all(practiceAreaRecords(m.doc as PracticeArea)), m)
  })

  it('gives rich text as its visible text and keeps the title out of the text (the record carries it)', () => {
    const m = marked('blogs')
    const [record] = postRecords('blogs', m.doc as Blog, null, [])
    expect(record!.text).not.toMatch(/[<>]/)
    expect(record!.text).not.toContain('penandatitle')
    expect(record!.title).toBe('penandatitle')
  })
})

describe('references reach the text as the names the record resolved', () => {
  it('a post: its category, tags and authors', () => {
    const post = { ...META, ...exampleData('blogs', { title: 'Judul uji', content: '<p>Isi pos.</p>', excerpt: 'Ringkasan pos.' }) } as Blog
    const category = named<Category>('Hukumkorporasi')
    const tags = [named<Tag>('Tagmerger'), named<Tag>('Tagakuisisi')]
    const authors = [named<Profile>('Ratnadewi'), named<Profile>('Hendrawijaya')]
    const [record] = postRecords('blogs', post, category, tags, authors)
    // In the order of the module's fields: content, excerpt, category, tags, authors (then any searchable field after them).
    expect(record!.text).toContain('Isi pos. Ringkasan pos. Hukumkorporasi Tagmerger, Tagakuisisi Ratnadewi, Hendrawijaya')
    expect(record).toMatchObject({ categoryName: 'Hukumkorporasi', tags: ['Tagmerger', 'Tagakuisisi'] })
  })

  it('an attorney: their practice areas; lists as entries', () => {
    const profile = {
      ...META,
      ...exampleData('profiles', { name: 'Ratna', position: 'Partner', bio: 'Bio singkat.', education: ['Sarjana Hukum', 'Magister Hukum'], languages: ['Indonesia', 'Inggris'] }),
    } as Profile
    const [record] = profileRecords(profile, [named<PracticeArea>('Ketenagakerjaan')])
    expect(record!.text).toBe('Partner Bio singkat. Sarjana Hukum. Magister Hukum Indonesia. Inggris Ketenagakerjaan')
    expect(record).toMatchObject({ summary: 'Partner · Ketenagakerjaan', tags: ['Ketenagakerjaan'] })
  })
})

describe('a field marked searchable in a module reaches the records with no other edit', () => {
  const withSubtitle = (searchable: boolean) =>
    defineCollection({
      name: 'blogs',
      labels: COLLECTION_MODULES.blogs.labels,
      fields: { ...COLLECTION_MODULES.blogs.fields, subtitle: text({ label: 'Subjudul', searchable, required: 'Subjudul harus diisi' }) },
    })
  const post = { ...META, ...exampleData('blogs', { title: 'Judul uji', content: '<p>Isi pos.</p>', excerpt: '' }), subtitle: 'subjudulunik' } as Blog

  /** The record's text under the module as it is: what the added field's text follows. */
  const before = () => postRecords('blogs', post, null, [])[0]!.text

  it('searchable: its text is in the record, after the fields before it', () => {
    const [record] = postRecords('blogs', post, null, [], [], withSubtitle(true))
    expect(before()).toMatch(/^Isi pos\./)
    expect(record!.text).toBe(`${before()} subjudulunik`)
  })

  it('not searchable: its text is not', () => {
    expect(postRecords('blogs', post, null, [], [], withSubtitle(false))[0]!.text).toBe(before())
  })

  it('a module whose fields are all stored (written by the seed) is read the same way', () => {
    const stored = { fields: {}, stored: { name: text({ label: 'Nama', searchable: true, required: 'Isi' }), note: text({ label: 'Catatan', searchable: true, required: 'Isi' }) } }
    expect(searchableText(stored, { name: 'Nama', note: 'Catatan tersimpan' }, { title: 'name' })).toBe('Catatan tersimpan')
  })
})

describe('practice area records', () => {
  const area = {
    ...META,
    id: 'pa-1',
    name: 'Hukum Ketenagakerjaan',
    slug: 'hukum-ketenagakerjaan',
    summary: 'Pendampingan hubungan industrial.',
    description: '<p>Kami menangani <strong>PHK</strong> dan perjanjian kerja.</p>',
  } as unknown as PracticeArea

  it('title is the name, url its page, summary its summary, public record of its own collection', () => {
    expect(practiceAreaRecords(area)).toEqual([
      expect.objectContaining({
        objectID: 'practiceAreas/pa-1',
        parentId: 'practiceAreas/pa-1',
        type: 'practiceArea',
        title: 'Hukum Ketenagakerjaan',
        url: '/practice-area/hukum-ketenagakerjaan',
        summary: 'Pendampingan hubungan industrial.',
        tags: [],
        docId: 'pa-1',
        collection: 'practiceAreas',
      }),
    ])
    expect(practiceAreaRecords(area)[0]!.publishedAt).toBeUndefined()
  })
})

describe('splitting', () => {
  it(`keeps each record's text under ${MAX_TEXT_BYTES} bytes, parts numbered after the document`, () => {
    const post = { ...META, ...exampleData('blogs', { title: 'Panjang', content: `<p>${'Klausul jaminan fidusia dalam kredit. '.repeat(600)}</p>` }) } as Blog
    const records = postRecords('blogs', post, null, [])
    expect(records.length).toBeGreaterThan(1)
    expect(records.map((r) => r.objectID)).toEqual(records.map((_, i) => (i === 0 ? 'blogs/dok-1' : `blogs/dok-1#${i}`)))
    for (const r of records) {
      expect(new TextEncoder().encode(r.text).length).toBeLessThanOrEqual(MAX_TEXT_BYTES)
      expect(r).toMatchObject({ parentId: 'blogs/dok-1', title: 'Panjang', type: 'blog' })
    }
  })
})

describe('English records', () => {
  const post = {
    ...META,
    ...exampleData('blogs', { title: 'Kontrak kerja', slug: 'kontrak-kerja', content: '<p>Isi bahasa Indonesia.</p>', excerpt: 'Ringkasan.' }),
    titleEn: 'Employment contracts',
    slugEn: 'employment-contracts',
    contentEn: '<p>English body text.</p>',
    excerptEn: 'English excerpt.',
    publishedAt: '2026-01-01T00:00:00.000Z',
    publishedAtEn: '2026-01-01T00:00:00.000Z',
  } as Blog

  it('a post: its English text only, at its English URL, the English names of what it refers to', () => {
    const category = named<Category>('Korporasi', { nameEn: 'Corporate' })
    const [record] = englishPostRecords('blogs', post, category, [])
    expect(record).toMatchObject({ title: 'Employment contracts', url: '/en/blogs/employment-contracts', summary: 'English excerpt.', categoryName: 'Corporate' })
    expect(record!.text).toContain('English body text.')
    expect(record!.text).not.toContain('Indonesia')
    // The Indonesian record holds no English.
    expect(all(postRecords('blogs', post, null, []))).not.toContain('English')
  })

  it('is public in English while it has an English version whose date has come', () => {
    const now = '2026-06-01T00:00:00.000Z'
    expect(isPublicInEnglish(COLLECTION_MODULES.blogs, post, now)).toBe(true)
    expect(isPublicInEnglish(COLLECTION_MODULES.blogs, { ...post, titleEn: null, slugEn: null, contentEn: null, excerptEn: null, publishedAtEn: null }, now)).toBe(false)
    expect(isPublicInEnglish(COLLECTION_MODULES.blogs, { ...post, publishedAtEn: '2026-07-01T00:00:00.000Z' }, now)).toBe(false)
  })

  it('an attorney: the name as it is, at the English profile URL', () => {
    const profile = { ...META, ...exampleData('profiles', { name: 'Ratna', slug: 'ratna', position: 'Partner', kind: 'attorney' }) } as Profile
    expect(englishProfileRecords(profile, [])[0]).toMatchObject({ title: 'Ratna', url: '/en/attorneys/ratna', type: 'attorney' })
  })
})
