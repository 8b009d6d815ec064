/**
 * A publication's English PDF: optional, checked as the Indonesian PDF, offered on the
 * English page when there is one; without it the English page offers the Indonesian PDF and says
 * so, under the Indonesian name. Everything that reads the item's files knows it through the
 * module: the unused-upload pruning, the trash, the history, feeds and JSON-LD.
 */
import { parseWithZod } from '@conform-to/zod/v4'
import { afterAll, beforeAll, describe, expect, it } from 'vitest'
import { publications } from '../../../../shared/collections/publications'
import { MSG } from '../../../../shared/schemas/messages'
import type { Publication } from '../../../../shared/schemas/types'
import type { App } from '../../app'
import { revisionUploads } from '../../history/revision-files'
import { fixtures, tinyJpeg, tinyPdf } from '../../testing/fixtures'
import { formBody } from '../../testing/form-bodies'
import { postForm, signIn, TEST_ORIGIN } from '../../testing/staff-session'
import { createTestApp, createTestBackend, TestClock, type TestBackend } from '../../testing/test-backend'
import { filesOf, moveToTrash, restoreFromTrash } from '../../trash/trash-item'
import { referencedUploads } from '../../uploads/prune-orphan-uploads'

const BODY = `<p>${'Peraturan baru mengubah kewajiban pengendali data pribadi di sektor jasa keuangan. '.repeat(2)}</p>`
const ENGLISH_BODY = `<p>${'The new regulation changes what data controllers in financial services must do. '.repeat(2)}</p>`

let backend: TestBackend
let app: App
let cookie: string
let categoryId: string
let cover: string
let pdfId: string
let pdfEn: string

/** Uploads bytes as the browser's upload field does; answers the stored path, or the refusal. */
async function upload(folder: string, bytes: Uint8Array, name: string): Promise<{ path?: string; error?: string; status: number }> {
  const res = await app.request(`${TEST_ORIGIN}/dashboard/uploads/${folder}`, {
    method: 'POST',
    headers: { origin: TEST_ORIGIN, cookie, 'content-type': 'application/octet-stream', 'x-file-name': name },
    body: new Uint8Array(bytes),
  })
  const body = (await res.json()) as { file?: { path: string }; error?: string }
  return { status: res.status, ...(body.file ? { path: body.file.path } : {}), ...(body.error ? { error: body.error } : {}) }
}

const english = { titleEn: 'PDP compliance for financial services', slugEn: 'pdp-compliance-financial-services', contentEn: ENGLISH_BODY, coverAltEn: 'An office building in Jakarta' }

const fields = (overrides: Record<string, string> = {}) =>
  formBody('publications', { title: 'Kepatuhan UU PDP bagi sektor jasa keuangan', slug: 'kepatuhan-uu-pdp', content: BODY, categoryId, cover, file: pdfId, coverAlt: 'Gedung perkantoran di Jakarta', publishedAt: '2026-06-01T08:00', ...overrides })

const stored = async (slug: string) => (await backend.content.query('publications', { where: [{ field: 'slug', op: '==', value: slug }] }))[0] as Publication

beforeAll(async () => {
  const clock = new TestClock()
  backend = createTestBackend({ now: clock.now })
  app = createTestApp(backend, { now: clock.now })
  await backend.identity.createStaff({ email: 'editor@example.test', password: 'kata-sandi-editor', displayName: 'Editor', role: 'editor' })
  cookie = await signIn(app, 'editor@example.test', 'kata-sandi-editor')
  categoryId = (await fixtures(backend).category('Analisis Hukum')).id
  cover = (await upload('publication_images', await tinyJpeg(), 'sampul.jpg')).path!
  pdfId = (await upload('publications', await tinyPdf('Dokumen bahasa Indonesia'), 'kajian.pdf')).path!
  pdfEn = (await upload('publications', await tinyPdf('English document, a longer text'), 'study.pdf')).path!
})
afterAll(() => backend.cleanup())

describe('the English PDF in the form', () => {
  it('is labelled File PDF (English), in the English tab, in the Indonesian PDF’s folder', () => {
    const fileEn = publications.fields.fileEn
    expect(fileEn).toMatchObject({ label: 'File PDF (English)', translates: 'file', kind: 'upload', upload: publications.fields.file.upload })
  })

  it('may stay empty while the rest of the English is written; a path outside the PDFs is refused', () => {
    const parse = (values: Record<string, string>) => {
      const form = new FormData()
      for (const [name, value] of Object.entries({ ...fields(), ...english, ...values })) form.append(name, value)
      return parseWithZod(form, { schema: publications.formSchema })
    }
    expect(parse({ fileEn: '' }).status).toBe('success')
    const wrong = parse({ fileEn: 'blog_images/a.jpg' })
    expect(wrong.status === 'success' ? null : wrong.reply().error).toEqual({ fileEn: [MSG.uploadOtherFolder] })
  })

  it('is checked by its bytes as the Indonesian PDF is (the same upload rule)', async () => {
    const refused = await upload('publications', await tinyJpeg(), 'not-a-pdf.pdf')
    expect(refused.status).toBe(415)
    // A path the upload field never answered with is refused on save.
    const res = await postForm(app, '/dashboard/publications/create', { ...fields({ slug: 'tanpa-file' }), ...english, slugEn: 'no-file', fileEn: 'publications/tidak-ada.pdf' }, cookie)
    expect(res.status).toBe(400)
    expect(await res.text()).toContain('File tidak ditemukan')
  })

  it('is saved beside the Indonesian PDF', async () => {
    const res = await postForm(app, '/dashboard/publications/create', { ...fields(), ...english, fileEn: pdfEn }, cookie)
    expect(res.status).toBe(303)
    const publication = await stored('kepatuhan-uu-pdp')
    expect(publication.file.path).toBe(pdfId)
    expect(publication.fileEn?.path).toBe(pdfEn)
  })
})

describe('the English page and its download', () => {
  beforeAll(async () => {
    // The same publication without an English PDF, to compare.
    const res = await postForm(app, '/dashboard/publications/create', { ...fields({ title: 'Kajian hanya dengan PDF Indonesia', slug: 'kajian-pdf-indonesia' }), ...english, titleEn: 'A study with its PDF in Indonesian', slugEn: 'study-pdf-in-indonesian' }, cookie)
    expect(res.status).toBe(303)
  })

  const get = (path: string) => app.request(`${TEST_ORIGIN}${path}`)
  const bytesOf = async (res: Response) => new Uint8Array(await res.arrayBuffer())
  const downloadBox = (html: string) => /<p class="download-box">.*?<\/p>/s.exec(html)?.[0] ?? ''

  it('serves the English PDF under the English name where there is one', async () => {
    const res = await get('/en/publications/pdp-compliance-financial-services/download')
    expect(res.status).toBe(200)
    expect(res.headers.get('content-disposition')).toContain('filename="pdp-compliance-financial-services.pdf"')
    expect(res.headers.get('content-language')).toBe('en')
    expect(await bytesOf(res)).toEqual(await backend.files.read(pdfEn))
    const box = downloadBox(await (await get('/en/publications/pdp-compliance-financial-services')).text())
    expect(box).toMatch(/<a [^>]*hreflang="en"[^>]*>/i)
    expect(box).not.toContain('lang="id"')
    expect(box).not.toContain('in Indonesian')
  })

  it('serves the Indonesian PDF under the Indonesian name otherwise, and the page says it is in Indonesian', async () => {
    const res = await get('/en/publications/study-pdf-in-indonesian/download')
    expect(res.status).toBe(200)
    expect(res.headers.get('content-disposition')).toContain('filename="kajian-pdf-indonesia.pdf"')
    expect(res.headers.get('content-language')).toBe('id')
    expect(await bytesOf(res)).toEqual(await backend.files.read(pdfId))
    const box = downloadBox(await (await get('/en/publications/study-pdf-in-indonesian')).text())
    expect(box).toMatch(/<a [^>]*hreflang="id"[^>]*>/i)
    expect(box).toMatch(/<a [^>]* lang="id"[^>]*>/)
    expect(box).toContain('PDF in Indonesian')
    // The link's own words stay English for screen readers.
    expect(box).toContain('<span lang="en">Download PDF</span>')
  })

  it('keeps the Indonesian page on the Indonesian PDF', async () => {
    const res = await get('/publications/kepatuhan-uu-pdp/download')
    expect(res.headers.get('content-disposition')).toContain('filename="kepatuhan-uu-pdp.pdf"')
    expect(await bytesOf(res)).toEqual(await backend.files.read(pdfId))
    const box = downloadBox(await (await get('/publications/kepatuhan-uu-pdp')).text())
    expect(box).not.toContain('lang="en"')
    expect(box).toContain('PDF · ')
  })

  it('names each document’s language in JSON-LD and the English feed', async () => {
    const nodes = (html: string) =>
      [...html.matchAll(/<script type="application\/ld\+json"[^>]*>(.*?)<\/script>/gs)].map((m) => JSON.parse(m[1]!) as { '@type'?: string; encoding?: { inLanguage: string } })
    const article = async (path: string) => nodes(await (await get(path)).text()).find((node) => node['@type'] === 'ScholarlyArticle')
    expect((await article('/en/publications/pdp-compliance-financial-services'))?.encoding?.inLanguage).toBe('en')
    expect((await article('/en/publications/study-pdf-in-indonesian'))?.encoding?.inLanguage).toBe('id-ID')
    const feed = await (await get('/en/publications/feed.xml')).text()
    expect(feed).toContain(`<source url="${TEST_ORIGIN}/en/publications/study-pdf-in-indonesian/download">PDF in Indonesian</source>`)
    expect(feed).toContain(`<source url="${TEST_ORIGIN}/en/publications/pdp-compliance-financial-services/download">PDF</source>`)
  })

  it('is no more public than the English page: not by its path, not before the English date', async () => {
    expect((await get(`/media/${pdfEn}`)).status).toBe(404)
    const publication = await stored('kepatuhan-uu-pdp')
    await backend.content.update('publications', publication.id, { ...publication, publishedAtEn: '2026-07-01T00:00:00.000Z' } as never, { actor: 'test' })
    expect((await get('/en/publications/pdp-compliance-financial-services/download')).status).toBe(404)
    const again = await stored('kepatuhan-uu-pdp')
    await backend.content.update('publications', again.id, { ...again, publishedAtEn: again.publishedAt } as never, { actor: 'test' })
  })
})

describe('what reads an item’s files', () => {
  it('counts the English PDF as used, in the item, its revisions and the trash', async () => {
    expect((await referencedUploads(backend.content)).has(pdfEn)).toBe(true)
    expect((await revisionUploads(backend.content)).has(pdfEn)).toBe(true)
    const publication = await stored('kepatuhan-uu-pdp')
    expect(filesOf('publications', publication as never)).toContain(pdfEn)
    const entry = await moveToTrash(backend.content, 'publications', publication.id, { uid: 'test', name: 'Test' }, { now: new Date('2026-06-15T03:00:00.000Z') })
    expect(entry.files).toContain(pdfEn)
    expect((await referencedUploads(backend.content)).has(pdfEn)).toBe(true)
    const restored = await restoreFromTrash(backend.content, entry.id, { uid: 'test', name: 'Test' }, { now: new Date('2026-06-15T03:00:00.000Z') })
    expect(restored.ok && (restored.doc as { fileEn?: { path: string } }).fileEn?.path).toBe(pdfEn)
  })

  it('leaves a translated item current when only its English PDF is added (no word to compare)', async () => {
    const publication = await stored('kajian-pdf-indonesia')
    const res = await postForm(app, `/dashboard/publications/${publication.id}/edit`, { ...fields({ title: publication.title, slug: publication.slug }), ...english, titleEn: publication.titleEn!, slugEn: publication.slugEn!, fileEn: pdfEn, version: String(publication.version) }, cookie)
    expect(res.status).toBe(303)
    const list = await (await app.request(`${TEST_ORIGIN}/dashboard/publications?lang=stale-en`, { headers: { cookie } })).text()
    expect(list).not.toContain(publication.title)
  })
})
