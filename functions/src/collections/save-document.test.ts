import { SEO_MSG } from '../../../shared/collections/seo-fields'
import { afterEach, beforeEach, describe, expect, it } from 'vitest'
import { practiceAreas } from '../../../shared/collections/practice-areas'
import { AREA_MSG } from '../../../shared/collections/practice-areas'
import { MSG } from '../../../shared/schemas/messages'
import { fixtures, tinyJpeg } from '../testing/fixtures'
import { createTestBackend, type TestBackend } from '../testing/test-backend'
import { DOCUMENT_GONE, saveDocument } from './save-document'

const LONG = 'Kami mendampingi klien dalam sengketa pajak, pemeriksaan, keberatan, dan banding di Pengadilan Pajak setiap hari kerja.'

function form(values: Record<string, string | string[]>): FormData {
  const data = new FormData()
  for (const [name, value] of Object.entries(values)) for (const one of [value].flat()) data.append(name, one)
  return data
}

const valid = { name: 'Pajak', slug: 'pajak', summary: 'Sengketa dan perencanaan pajak.', description: `<p>${LONG}</p>` }

describe('saveDocument (practice areas)', () => {
  let backend: TestBackend
  beforeEach(() => {
    backend = createTestBackend()
  })
  afterEach(() => backend.cleanup())

  const save = (values: Record<string, string | string[]>, existing = null as Awaited<ReturnType<typeof backend.content.get<'practiceAreas'>>>) =>
    saveDocument({ backend, module: practiceAreas, form: form(values), existing, actor: 'u1' })

  it('creates a document from the form, rich text sanitized, no cover as null', async () => {
    const outcome = await save({ ...valid, description: `<p onclick="x()">${LONG}</p><script>alert(1)</script>` })
    expect(outcome.ok).toBe(true)
    if (!outcome.ok) return
    expect(outcome.doc).toMatchObject({ name: 'Pajak', slug: 'pajak', description: `<p>${LONG}</p>`, cover: null, version: 1, updatedBy: 'u1' })
    expect(await backend.content.get('practiceAreas', outcome.doc.id)).toEqual(outcome.doc)
  })

  it('measures rich text again after sanitizing, so markup cannot pad it', async () => {
    // Text the browser counts but the sanitizer removes (a form control's options).
    const padded = `<select><option>${'a'.repeat(150)}</option></select><p>pendek</p>`
    const outcome = await save({ ...valid, description: padded })
    expect(outcome.ok).toBe(false)
    if (outcome.ok) return
    expect(outcome.status).toBe(400)
    expect(outcome.reply.error?.description).toEqual([AREA_MSG.descriptionMin])
  })

  it('answers each rule with its message, and writes nothing', async () => {
    const outcome = await save({ name: '', slug: 'Bukan Slug', summary: 'x'.repeat(301), description: '<p>pendek</p>' })
    expect(outcome.ok).toBe(false)
    if (outcome.ok) return
    expect(outcome.reply.error).toMatchObject({
      name: [MSG.nameRequired],
      summary: [AREA_MSG.summaryMax],
      description: [AREA_MSG.descriptionMin],
    })
    expect(outcome.reply.error?.slug?.length).toBe(1)
    expect(await backend.content.query('practiceAreas')).toEqual([])
  })

  it('refuses a slug another item holds with 409, and accepts its own', async () => {
    const other = await fixtures(backend).practiceArea('Pajak')
    const taken = await save({ ...valid, name: 'Lain' })
    expect(taken.ok === false && taken.status).toBe(409)
    expect(taken.ok === false && taken.reply.error?.slug).toEqual([MSG.slugTaken])
    const own = await save({ ...valid, version: String(other.version) }, other)
    expect(own.ok).toBe(true)
  })

  it('refuses a stale save with 409 and keeps the input; a deleted item with 404', async () => {
    const area = await fixtures(backend).practiceArea('Pajak')
    await backend.content.update('practiceAreas', area.id, { ...area, name: 'Pajak Baru' }, { actor: 'u2' })
    const stale = await save({ ...valid, name: 'Punyaku', version: String(area.version) }, area)
    expect(stale.ok === false && stale.status).toBe(409)
    expect(stale.ok === false && stale.reply.error?.['']).toEqual([MSG.stale])
    expect(stale.ok === false && stale.reply.initialValue?.name).toBe('Punyaku')
    await backend.content.remove('practiceAreas', area.id, { actor: 'u2' })
    const gone = await save({ ...valid, version: String(area.version + 1) }, area)
    expect(gone.ok === false && gone.status).toBe(404)
    expect(gone.ok === false && gone.reply.error?.['']).toEqual([DOCUMENT_GONE])
  })

  it('asks for the alternative text of a cover, not without one', async () => {
    const without = await save({ ...valid, cover: 'practice_area_images/sampul.jpg' })
    expect(without.ok === false && without.reply.error?.coverAlt).toEqual([SEO_MSG.altRequired])
    const none = await save(valid)
    expect(none.ok === false ? none.reply.error?.coverAlt : undefined).toBeUndefined()
  })

  it('keeps a cover only when the file is there and passes its folder rule', async () => {
    // With its alternative text, as a cover needs; the file checks come after the form's rules.
    const withAlt = { ...valid, coverAlt: 'Tumpukan berkas pajak di meja' }
    const missing = await save({ ...withAlt, cover: 'practice_area_images/tidak-ada.jpg' })
    expect(missing.ok === false && missing.reply.error?.cover).toEqual(['File tidak ditemukan. Unggah ulang file.'])
    const elsewhere = await save({ ...withAlt, cover: 'cv/a.pdf' })
    expect(elsewhere.ok === false && elsewhere.reply.error?.cover).toEqual([MSG.uploadOtherFolder])
    const bytes = await tinyJpeg(1200, 675)
    await backend.files.put('practice_area_images/sampul.jpg', bytes, 'image/jpeg')
    const stored = await save({ ...withAlt, cover: 'practice_area_images/sampul.jpg', coverName: 'Sampul Pajak.jpg' })
    expect(stored.ok && stored.doc.cover).toEqual({
      path: 'practice_area_images/sampul.jpg',
      contentType: 'image/jpeg',
      size: bytes.length,
      width: 1200,
      height: 675,
      originalName: 'Sampul Pajak.jpg',
    })
  })
})
