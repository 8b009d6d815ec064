/** The edit form's side of live changes: which item a form edits, and the comparison rows of both forms. */
import { describe, expect, it } from 'vitest'
import { formValues } from '../../../../shared/collections/define'
import { publications } from '../../../../shared/collections/publications'
import { postCompareRows } from '../collections/posts/compare'
import type { PostFormPageProps } from '../collections/posts/form-page'
import { profileCompareRows } from '../collections/profiles/compare'
import type { ProfileFormPageProps } from '../collections/profiles/form-page'
import { itemIdOf } from './live-form'

const post: PostFormPageProps = {
  collection: 'publications',
  mode: 'edit',
  action: '/dashboard/publications/p1/edit',
  version: 4,
  // Every field of the module empty, then this test's values.
  defaults: {
    ...formValues(publications, null),
    title: 'Kepatuhan data pribadi',
    slug: 'kepatuhan-data-pribadi',
    content: '<p>Undang-undang &amp; aturan <strong>baru</strong>.</p><p>Paragraf dua.</p>',
    excerpt: '',
    categoryId: 'c1',
    tagIds: ['t1', 't2'],
    authorIds: ['a1'],
    publishedAt: '2026-06-15T10:00',
    cover: 'publication_images/x.jpg',
    file: 'publications/y.pdf',
  },
  status: 'published',
  unsavedPreviewUrl: '/dashboard/publications/p1/preview',
  files: { cover: { path: 'publication_images/x.jpg', contentType: 'image/jpeg', size: 1, originalName: 'sampul.jpg' }, file: null },
  options: {
    categoryId: [{ id: 'c1', label: 'Analisis' }],
    tagIds: [
      { id: 't1', label: 'Pajak' },
      { id: 't2', label: 'Data' },
    ],
    authorIds: [{ id: 'a1', label: 'Budi Santoso', detail: 'Partner' }],
  },
  now: '2026-06-15T03:00:00.000Z',
  publicUrl: null,
  previewUrl: null,
}

describe('itemIdOf', () => {
  it('reads the id from an edit action, and nothing from a create form', () => {
    expect(itemIdOf('/dashboard/blogs/abc-123/edit')).toBe('abc-123')
    expect(itemIdOf('/dashboard/profiles/a%20b/edit')).toBe('a b')
    expect(itemIdOf('/dashboard/blogs/create')).toBeNull()
    expect(itemIdOf('/dashboard/blogs/a/b/edit')).toBeNull()
  })
})

describe('postCompareRows', () => {
  it('shows every field as a reader would name it', () => {
    const rows = Object.fromEntries(postCompareRows(post.defaults as never, post).map((row) => [row.label, row.text]))
    // What the item says, by the labels staff read; every other field of the module has its row too.
    expect(rows).toMatchObject({
      Judul: 'Kepatuhan data pribadi',
      Slug: 'kepatuhan-data-pribadi',
      'Tanggal publikasi': expect.stringContaining('2026'),
      Kategori: 'Analisis',
      Tag: 'Pajak, Data',
      Penulis: 'Budi Santoso',
      'Gambar sampul': 'sampul.jpg',
      'File publikasi': 'y.pdf',
      Ringkasan: '(diambil dari awal konten)',
      Konten: 'Undang-undang & aturan baru. Paragraf dua.',
      'Kirim sebagai peringatan klien': 'Otomatis: bila kategorinya dipilih di Pengaturan Situs',
      'Teks alternatif': '',
      'Judul SEO': '',
    })
    // The English version is compared too (empty here), field by field.
    const english = Object.entries(rows).filter(([label]) => label.endsWith('(English)'))
    expect(english.map(([label]) => label)).toEqual(expect.arrayContaining(['Judul (English)', 'Konten (English)']))
    expect(english.every(([, text]) => text === '')).toBe(true)
    expect(rows['Tanggal publikasi']).toContain('10.00')
  })

  it("lines up with what a form sends (one checked box is a string), so equal input reads equal", () => {
    const sent = { ...post.defaults, tagIds: 't1', authorIds: ['a1'], content: post.defaults.content, publishedAt: '2026-06-15T10:00' }
    const theirs = postCompareRows(post.defaults as never, post)
    const yours = postCompareRows(sent as never, post)
    expect(yours.map((row) => row.label)).toEqual(theirs.map((row) => row.label))
    expect(yours.filter((row, i) => row.text !== theirs[i]!.text).map((row) => row.label)).toEqual(['Tag'])
    const blog = postCompareRows(post.defaults as never, { ...post, collection: 'blogs' })
    expect(blog.map((row) => row.label)).not.toContain('File publikasi')
  })
})

describe('profileCompareRows', () => {
  it('names the kind and the practice areas, and ignores how line breaks were sent', () => {
    const props = { options: { practiceAreaIds: [{ id: 'pa1', label: 'Hukum Korporasi' }] }, files: {} } as unknown as ProfileFormPageProps
    const rows = profileCompareRows({ name: 'Sari', kind: 'staff', education: 'S1\r\nS2', practiceAreaIds: ['pa1', 'gone'] }, props)
    const text = Object.fromEntries(rows.map((row) => [row.label, row.text]))
    expect(text).toMatchObject({ Nama: 'Sari', Jenis: 'Staf', Pendidikan: 'S1\nS2', 'Bidang praktik': 'Hukum Korporasi, (gone)' })
  })
})
