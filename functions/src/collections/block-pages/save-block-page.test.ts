/** A block page through the one save: its blocks' rich text sanitized, its path unique, problems named by block. */
import { afterEach, beforeEach, describe, expect, it } from 'vitest'
import { blockPages } from '../../../../shared/collections/block-pages'
import { createTestBackend, type TestBackend } from '../../testing/test-backend'
import { saveDocument } from '../save-document'
import { referencedUploads } from '../../uploads/prune-orphan-uploads'
import { tinyJpeg } from '../../testing/fixtures'

function form(values: Record<string, string>): FormData {
  const data = new FormData()
  for (const [name, value] of Object.entries(values)) data.append(name, value)
  return data
}

describe('saving a block page', () => {
  let backend: TestBackend
  beforeEach(() => {
    backend = createTestBackend()
  })
  afterEach(() => backend.cleanup())

  const save = (values: Record<string, string>) => saveDocument({ backend, module: blockPages, form: form({ title: 'Pro Bono', path: '/pro-bono', ...values }), existing: null, actor: 'u1' })

  it('stores the blocks as a list, each rich text sanitized', async () => {
    const blocks = [
      { type: 'text', html: '<p onclick="x()">Bantuan hukum cuma-cuma</p><script>alert(1)</script>', htmlEn: '<p>Free legal aid</p>' },
      { type: 'columns', left: '<p>Kiri</p>', right: '<p>Kanan<img src=x onerror=alert(1)></p>' },
    ]
    const outcome = await save({ blocks: JSON.stringify(blocks) })
    expect(outcome.ok).toBe(true)
    if (!outcome.ok) return
    const stored = await backend.content.get('blockPages', outcome.doc.id)
    expect(stored?.blocks).toEqual([
      { type: 'text', html: '<p>Bantuan hukum cuma-cuma</p>', htmlEn: '<p>Free legal aid</p>' },
      { type: 'columns', left: '<p>Kiri</p>', leftEn: '', right: '<p>Kanan</p>', rightEn: '' },
    ])
  })

  it('refuses a block whose text is markup only, naming the block', async () => {
    const outcome = await save({ blocks: JSON.stringify([{ type: 'text', html: '<script>alert(1)</script><p>x</p>' }, { type: 'text', html: '<p><script>x</script></p>' }]) })
    expect(outcome.ok).toBe(false)
    if (outcome.ok) return
    expect(outcome.status).toBe(400)
    // At the block's field, and at the list a line naming the block.
    expect(outcome.reply.error?.['blocks[1].html']).toEqual(['Blok 2 (Teks): Teks harus diisi'])
    expect(outcome.reply.error?.blocks).toEqual(['Periksa isian yang ditandai di Blok 2.'])
  })

  it('refuses a second page at a path already taken', async () => {
    expect((await save({ blocks: '[]' })).ok).toBe(true)
    const again = await save({ blocks: '[]' })
    expect(again.ok).toBe(false)
    if (again.ok) return
    expect(again.status).toBe(409)
    expect(again.reply.error?.path?.[0]).toMatch(/sudah dipakai/)
  })

  it('keeps its block images from the unused-upload pruning', async () => {
    await backend.content.create('blockPages', { ...blockPagesDoc(), blocks: [{ type: 'image', image: 'hero_images/a.jpg', alt: 'Foto', altEn: '', caption: '', captionEn: '' }] } as never, { actor: 'u1' })
    expect(await referencedUploads(backend.content)).toContain('hero_images/a.jpg')
  })
})

function blockPagesDoc() {
  return { title: 'Galeri', path: '/galeri', blocks: [], seoTitle: '', seoDescription: '', seoImage: null, publishedAt: null, translationSource: null } as Record<string, unknown>
}

describe('a block page in Sampah', () => {
  it('keeps its block images with the entry, so a restore finds them', async () => {
    const { filesOf } = await import('../../trash/trash-item')
    const doc = { id: 'p1', blocks: [{ type: 'hero', image: 'hero_images/h.jpg' }, { type: 'image', image: 'hero_images/g.jpg' }, { type: 'text', html: '<p>x</p>' }], seoImage: { path: 'share_images/s.jpg' } }
    expect(filesOf('blockPages' as never, doc).sort()).toEqual(['hero_images/g.jpg', 'hero_images/h.jpg', 'share_images/s.jpg'])
  })
})

describe('a block page’s images on save', () => {
  let backend: TestBackend
  beforeEach(() => {
    backend = createTestBackend()
  })
  afterEach(() => backend.cleanup())

  it('refuses an image not in the file store, naming its block, and keeps one that is', async () => {
    const blocks = (image: string) => JSON.stringify([{ type: 'quote', text: 'Adil' }, { type: 'image', image, alt: 'Ruang sidang' }])
    const save = (image: string) => saveDocument({ backend, module: blockPages, form: form({ title: 'Galeri', path: '/galeri', blocks: blocks(image) }), existing: null, actor: 'u1' })
    const refused = await save('hero_images/tidak-ada.jpg')
    expect(refused.ok).toBe(false)
    if (!refused.ok) expect(refused.reply.error?.['blocks[1].image']).toEqual(['Blok 2 (Gambar): gambar tidak ditemukan. Unggah ulang gambarnya.'])
    await backend.files.put('hero_images/ada.jpg', await tinyJpeg(), 'image/jpeg')
    expect((await save('hero_images/ada.jpg')).ok).toBe(true)
  })
})
