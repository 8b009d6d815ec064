import { MSG } from '../schemas/messages'
import { describe, expect, expectTypeOf, it } from 'vitest'
import type { BlogData, ProfileData, StoredFile } from '../schemas/types'
import { date, defineCollection, enumeration, exampleDocument, formValues, ids, lines, reference, richText, searchableFields, slug, text, upload, valuesFromDraft, wrappedText, type Fields, type StoredData } from './define'
import { COLLECTION_MODULES } from './index'

/** A scratch collection: what a module declares, and what is derived from it. */
const scratch = defineCollection({
  name: 'blogs',
  labels: { title: 'Uji', noun: 'uji', create: 'Buat uji', edit: 'Ubah uji' },
  fields: {
    title: text({ label: 'Judul', indexed: true, searchable: true, min: [3, 'Judul minimal 3 karakter'], max: [5, 'Judul maksimal 5 karakter'] }),
    body: richText({ label: 'Isi', min: [4, 'Isi minimal 4 karakter'] }),
    categoryId: reference({ label: 'Kategori', references: 'categories', indexed: true, required: 'Kategori harus dipilih' }),
    tagIds: ids({ label: 'Tag', indexed: true }),
    authorIds: ids({ label: 'Penulis' }),
    cover: upload('blog_images', { label: 'Sampul', required: 'Sampul harus diunggah' }),
    kind: enumeration(['a', 'b'], { label: 'Jenis', message: 'Pilih jenis', default: 'a' }),
  },
  stored: { slug: slug() },
  composite: [['categoryId', 'title']],
})

describe('defineCollection', () => {
  it('derives the form schema from the form fields, with the version', () => {
    expect(Object.keys(scratch.formSchema.shape).sort()).toEqual(['authorIds', 'body', 'categoryId', 'cover', 'kind', 'tagIds', 'title', 'version'])
    const ok = scratch.formSchema.safeParse({ title: ' Abcd ', body: '<p>abcd</p>', categoryId: 'c1', tagIds: 't1,t2', cover: 'blog_images/a.jpg', version: '2' })
    expect(ok.success && ok.data).toEqual({ title: 'Abcd', body: '<p>abcd</p>', categoryId: 'c1', tagIds: ['t1', 't2'], authorIds: [], cover: 'blog_images/a.jpg', kind: 'a', version: 2 })
  })

  it('gives each field the messages it was built with', () => {
    const result = scratch.formSchema.safeParse({ title: 'Ab', body: '<b></b>', categoryId: '', cover: 'cv/a.pdf', kind: 'c' })
    const messages = Object.fromEntries((result.error?.issues ?? []).map((i) => [String(i.path[0]), i.message]))
    expect(messages).toEqual({
      title: 'Judul minimal 3 karakter',
      body: 'Isi minimal 4 karakter',
      categoryId: 'Kategori harus dipilih',
      // A file of another folder is said so (one chosen from Pustaka Media for the wrong field).
      cover: MSG.uploadOtherFolder,
      kind: 'Pilih jenis',
    })
    expect(scratch.formSchema.safeParse({ cover: 'cover.jpg' }).error?.issues.find((i) => i.path[0] === 'cover')?.message).toBe('Sampul harus diunggah')
  })

  it('derives the store spec, the upload folders and whether search follows it', () => {
    expect(scratch.spec).toEqual({
      indexed: ['slug', 'title', 'categoryId'],
      composite: [['categoryId', 'title']],
      unique: ['slug'],
      arrays: ['tagIds'],
    })
    expect(scratch.uploads).toEqual({ cover: 'blog_images' })
    expect(scratch.searchable).toBe(true)
    expect(defineCollection({ name: 'tags', labels: scratch.labels, fields: { name: text({ label: 'Nama', required: 'Isi' }) } }).searchable).toBe(false)
  })
})

describe('exampleDocument', () => {
  it('gives every field but the uploads a value its rule accepts', () => {
    const doc = exampleDocument(scratch)
    expect(Object.keys(doc).sort()).toEqual(['authorIds', 'body', 'categoryId', 'kind', 'slug', 'tagIds', 'title'])
    for (const name of ['title', 'body', 'kind', 'tagIds'] as const) {
      expect(scratch.fields[name].rule.safeParse(doc[name]).success, name).toBe(true)
    }
  })
})

describe('StoredData', () => {
  it('infers each stored field from its rule (a module without `stored` fields too)', () => {
    type Scratch = StoredData<typeof scratch>
    expectTypeOf<Scratch['title']>().toEqualTypeOf<string>()
    expectTypeOf<Scratch['cover']>().toEqualTypeOf<StoredFile>()
    expectTypeOf<Scratch['kind']>().toEqualTypeOf<'a' | 'b'>()
    // Named keys, not an index signature: the stored type must not widen to every string.
    expectTypeOf<string extends keyof BlogData ? 'widened' : 'named'>().toEqualTypeOf<'named'>()
    // Null while the blog is a draft.
    expectTypeOf<BlogData['publishedAt']>().toEqualTypeOf<string | null>()
    expectTypeOf<ProfileData['picture']>().toEqualTypeOf<StoredFile | null>()
  })
})

describe('formValues', () => {
  it('shows a stored document in the form: upload paths, Jakarta dates, lists, text', () => {
    const dated = defineCollection({ name: 'blogs', labels: scratch.labels, fields: { ...scratch.fields, publishedAt: date({ label: 'Tanggal' }) } })
    const doc = { title: 'Abcd', body: '<p>x</p>', categoryId: 'c1', tagIds: ['t1'], cover: { path: 'blog_images/a.jpg', contentType: 'image/jpeg', size: 1 }, kind: 'b', publishedAt: '2026-01-01T01:00:00.000Z' }
    expect(formValues(dated, doc)).toEqual({ title: 'Abcd', body: '<p>x</p>', categoryId: 'c1', tagIds: ['t1'], authorIds: [], cover: 'blog_images/a.jpg', kind: 'b', publishedAt: '2026-01-01T08:00' })
    expect(formValues(dated, null)).toEqual({ title: '', body: '', categoryId: '', tagIds: [], authorIds: [], cover: '', kind: 'a', publishedAt: '' })
  })
})

describe('valuesFromDraft', () => {
  const withLines = defineCollection({
    name: 'profiles',
    labels: scratch.labels,
    fields: { ...scratch.fields, languages: lines({ label: 'Bahasa' }), publishedAt: date({ label: 'Tanggal' }) },
  })
  const loaded = formValues(withLines, { title: 'Lama', tagIds: ['t9'], languages: ['Indonesia', 'Inggris'], publishedAt: '2026-01-01T01:00:00.000Z' })

  it('shows lines as one text, an entry per line', () => {
    expect(loaded.languages).toBe('Indonesia\nInggris')
  })

  it('takes what each input sent, one value or several, over the loaded values', () => {
    const draft = { title: 'Baru', tagIds: 't1', authorIds: ['a1', 'a2'], languages: 'Jawa', cover: ['blog_images/b.jpg'], publishedAt: '' }
    expect(valuesFromDraft(withLines, draft, loaded)).toEqual({
      ...loaded,
      title: 'Baru',
      tagIds: ['t1'],
      authorIds: ['a1', 'a2'],
      languages: 'Jawa',
      cover: 'blog_images/b.jpg',
      // An empty date in a draft keeps the loaded one.
      publishedAt: '2026-01-01T08:00',
    })
  })

  it('keeps the loaded value of a field the draft lacks, and empties an unticked list', () => {
    const restored = valuesFromDraft(withLines, { title: 'Baru' }, loaded)
    expect(restored.kind).toBe(loaded.kind)
    expect(restored.languages).toBe(loaded.languages)
    expect(restored.tagIds).toEqual([])
  })
})

describe('field flags for the form', () => {
  it('marks a field required from its rule builder, and keeps what a form needs', () => {
    const f = scratch.fields
    expect([f.title.required, f.body.required, f.categoryId.required, f.tagIds.required, f.cover.required, f.kind.required]).toEqual([true, true, true, false, true, false])
    expect(f.title.maxLength).toBe(5)
    expect(f.body.minText).toEqual([4, 'Isi minimal 4 karakter'])
    expect(f.categoryId.references).toBe('categories')
    expect(f.kind.choices).toEqual([{ value: 'a', label: 'a' }, { value: 'b', label: 'b' }])
  })
})

describe('searchableFields', () => {
  it('lists the searchable fields in the module order, form fields before stored ones', () => {
    const module = defineCollection({
      name: 'practiceAreas',
      labels: scratch.labels,
      fields: { name: text({ label: 'Nama', searchable: true, required: 'Isi' }), note: text({ label: 'Catatan', required: 'Isi' }), body: richText({ label: 'Isi', searchable: true, min: [1, 'Isi'] }) },
      stored: { slug: slug(), extra: text({ label: 'Tambahan', searchable: true, required: 'Isi' }) },
    })
    expect(searchableFields(module).map(([name]) => name)).toEqual(['name', 'body', 'extra'])
    // A module whose fields are all stored (written by the seed) is read the same way.
    expect(searchableFields({ fields: {}, stored: module.fields }).map(([name]) => name)).toEqual(['name', 'body'])
  })

  it('adds the references into collections the caller names searchable', () => {
    expect(searchableFields(scratch).map(([name]) => name)).toEqual(['title'])
    expect(searchableFields(scratch, (target) => target === 'categories').map(([name]) => name)).toEqual(['title', 'categoryId'])
  })
})

describe('rules between fields', () => {
  const paired = defineCollection({
    name: 'pages',
    labels: scratch.labels,
    fields: {
      title: text({ label: 'Judul', required: 'Judul harus diisi' }),
      value: text({ label: 'Nilai', max: [8, 'Nilai maksimal 8 karakter'] }),
      caption: text({ label: 'Keterangan', max: [40, 'Keterangan maksimal 40 karakter'] }),
    },
    rules: (value, ctx) => {
      const filled = (name: string) => typeof value[name] === 'string' && value[name] !== ''
      if (filled('value') !== filled('caption')) ctx.addIssue({ code: 'custom', path: [filled('value') ? 'caption' : 'value'], message: 'Isi keduanya atau kosongkan keduanya' })
    },
  })

  it('are part of the form schema, named by the field shown the message, alongside each field’s own rule', () => {
    const result = paired.formSchema.safeParse({ title: '', value: '20+', caption: '' })
    const messages = (result.error?.issues ?? []).map((i) => [String(i.path[0]), i.message])
    expect(messages).toEqual([
      ['title', 'Judul harus diisi'],
      ['caption', 'Isi keduanya atau kosongkan keduanya'],
    ])
    expect(paired.formSchema.safeParse({ title: 'A', value: '', caption: '' }).success).toBe(true)
    expect(paired.formSchema.safeParse({ title: 'A', value: '20+', caption: 'tahun' }).success).toBe(true)
  })
})

describe('a text field that may stay empty', () => {
  it('takes a box Conform read as nothing and stores it empty; a required one still says its own message', () => {
    const optional = text({ label: 'Singkatan', max: [60, 'Singkatan maksimal 60 karakter'] })
    const box = wrappedText({ label: 'Keterangan', rows: 2, max: [40, 'Keterangan maksimal 40 karakter'] })
    const required = text({ label: 'Judul', required: 'Judul harus diisi' })
    expect(optional.rule.safeParse(undefined)).toEqual({ success: true, data: '' })
    expect(box.rule.safeParse(undefined)).toEqual({ success: true, data: '' })
    expect(optional.rule.safeParse('x'.repeat(61)).error?.issues[0]?.message).toBe('Singkatan maksimal 60 karakter')
    expect(required.rule.safeParse(undefined).error?.issues[0]?.message).toBe('Judul harus diisi')
  })

  it('holds in every declared collection: no field that is not required refuses an empty box', () => {
    for (const module of Object.values(COLLECTION_MODULES)) {
      for (const [name, f] of Object.entries(module.fields as Fields)) {
        if (f.required || (f.kind !== 'text' && f.kind !== 'textarea')) continue
        expect(f.rule.safeParse(undefined).success, `${module.name}.${name}`).toBe(true)
      }
    }
  })
})
