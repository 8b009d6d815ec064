import { afterAll, beforeAll, describe, expect, it } from 'vitest'
import sharp from 'sharp'
import { MSG } from '../../../../shared/schemas/messages'
import { MB } from '../../../../shared/schemas/limits'
import { createTestApp, createTestBackend, type TestBackend } from '../../testing/test-backend'
import { signIn, TEST_ORIGIN } from '../../testing/staff-session'
import { tinyJpeg, tinyPdf } from '../../testing/fixtures'
import type { App } from '../../app'

let backend: TestBackend
let app: App
let cookie: string

function upload(folder: string, body: BodyInit | Uint8Array, headers: Record<string, string> = {}) {
  const init: RequestInit & { duplex: 'half' } = {
    method: 'POST',
    // Required by fetch for a streamed request body.
    duplex: 'half',
    headers: { origin: TEST_ORIGIN, cookie, accept: 'application/json', 'x-file-name': encodeURIComponent('Foto Rina.jpg'), ...headers },
    body: body as BodyInit,
  }
  return app.request(`${TEST_ORIGIN}/dashboard/uploads/${folder}`, init)
}

beforeAll(async () => {
  backend = createTestBackend()
  app = createTestApp(backend)
  await backend.identity.createStaff({ email: 'editor@example.test', password: 'kata-sandi-editor', displayName: 'Editor', role: 'editor' })
  cookie = await signIn(app, 'editor@example.test', 'kata-sandi-editor')
})

afterAll(async () => {
  await backend.cleanup()
})

describe('POST /dashboard/uploads/{folder}', () => {
  it('stores a valid image under a fresh name and answers its metadata', async () => {
    const res = await upload('profile_pictures', await tinyJpeg())
    expect(res.status).toBe(201)
    const { file } = (await res.json()) as { file: { path: string; size: number; width: number; originalName: string } }
    expect(file.path).toMatch(/^profile_pictures\/[0-9a-f-]{36}\.jpg$/)
    expect(file.width).toBe(64)
    expect(file.originalName).toBe('Foto Rina.jpg')
    expect(await backend.files.stat(file.path)).toMatchObject({ size: file.size })
    // It is in Pustaka Media, under the name it had on the uploader's computer.
    const [entry] = await backend.content.query('media', { where: [{ field: 'path', op: '==', value: file.path }] })
    expect(entry).toMatchObject({ originalName: 'Foto Rina.jpg', kind: 'image', width: 64, height: 36, createdBy: expect.any(String) })
  })

  it('stores a PDF; a CV, personal data, stays out of Pustaka Media', async () => {
    const res = await upload('cv', await tinyPdf(), { 'x-file-name': 'cv.pdf' })
    expect(res.status).toBe(201)
    const { file } = (await res.json()) as { file: { path: string } }
    expect(await backend.content.query('media', { where: [{ field: 'path', op: '==', value: file.path }] })).toEqual([])
  })

  it('refuses a wrong type under a right name, and stores nothing', async () => {
    const before = (await backend.files.list()).length
    const res = await upload('cv', await tinyJpeg(), { 'x-file-name': 'cv.pdf', 'content-type': 'application/pdf' })
    expect(res.status).toBe(415)
    expect(await res.json()).toEqual({ error: MSG.cvType })
    expect((await backend.files.list()).length).toBe(before)
  })

  it('stops reading past the size limit', async () => {
    let sent = 0
    const chunk = new Uint8Array(1 * MB)
    const stream = new ReadableStream<Uint8Array>({
      pull(controller) {
        // An endless body: the server must stop on its own.
        sent += chunk.length
        controller.enqueue(chunk)
      },
    })
    const res = await upload('profile_pictures', stream, { 'content-type': 'image/jpeg' })
    expect(res.status).toBe(413)
    expect(await res.json()).toEqual({ error: MSG.pictureSize })
    expect(sent).toBeLessThan(13 * MB)
  })

  it('refuses a declared length over the limit without reading', async () => {
    const res = await upload('blog_images', new Uint8Array(10), { 'content-length': String(11 * MB) })
    expect(res.status).toBe(413)
  })

  it('refuses too many pixels and truncated files with their messages', async () => {
    const wide = await sharp({ create: { width: 6001, height: 10, channels: 3, background: '#000' } }).jpeg().toBuffer()
    expect(await (await upload('blog_images', wide)).json()).toEqual({ error: MSG.coverDimensions })
    const jpeg = await sharp({ create: { width: 400, height: 300, channels: 3, background: '#123' } }).jpeg().toBuffer()
    expect(await (await upload('blog_images', jpeg.subarray(0, 200))).json()).toEqual({ error: MSG.imageCorrupt })
  })

  it('refuses the folder of applicants’ CVs: only the public application form writes there', async () => {
    const res = await upload('application_cvs', await tinyPdf(), { 'x-file-name': 'cv.pdf' })
    expect(res.status).toBe(404)
    expect(await res.json()).toEqual({ error: 'Folder unggahan tidak dikenal.' })
    expect(await backend.files.list('application_cvs/')).toEqual([])
  })

  it('answers 404 for an unknown folder and needs a session', async () => {
    expect((await upload('../../etc', await tinyJpeg())).status).toBe(404)
    expect((await upload('scripts', await tinyJpeg())).status).toBe(404)
    const anonymous = await app.request(`${TEST_ORIGIN}/dashboard/uploads/blog_images`, {
      method: 'POST',
      headers: { origin: TEST_ORIGIN },
      body: (await tinyJpeg()) as unknown as BodyInit,
    })
    expect(anonymous.status).toBe(303)
    expect(anonymous.headers.get('location')).toContain('/login?next=')
  })
})
