/** Uploads built to attack: polyglots, lying names, bombs, truncation, path tricks. */
import { readdirSync, statSync } from 'node:fs'
import path from 'node:path'
import sharp from 'sharp'
import { afterAll, beforeAll, describe, expect, it } from 'vitest'
import { MSG } from '../../shared/schemas/messages'
import type { App } from '../../functions/src/app'
import { tinyPdf } from '../../functions/src/testing/fixtures'
import { signIn, TEST_ORIGIN } from '../../functions/src/testing/staff-session'
import { createTestApp, createTestBackend, type TestBackend } from '../../functions/src/testing/test-backend'

let backend: TestBackend
let app: App
let cookie: string

function upload(folder: string, bytes: Uint8Array, name = 'file.jpg') {
  return app.request(`${TEST_ORIGIN}/dashboard/uploads/${folder}`, {
    method: 'POST',
    headers: { origin: TEST_ORIGIN, cookie, accept: 'application/json', 'x-file-name': encodeURIComponent(name) },
    body: bytes as unknown as BodyInit,
  })
}

/** Every file under the data folder, relative paths. */
function filesUnder(dir: string, base = dir): string[] {
  return readdirSync(dir).flatMap((name) => {
    const full = path.join(dir, name)
    return statSync(full).isDirectory() ? filesUnder(full, base) : [path.relative(base, full)]
  })
}

const jpeg = () => sharp({ create: { width: 400, height: 300, channels: 3, background: '#345' } }).jpeg().toBuffer()
const png = () => sharp({ create: { width: 400, height: 300, channels: 3, background: '#345' } }).png().toBuffer()

beforeAll(async () => {
  backend = createTestBackend()
  app = createTestApp(backend)
  await backend.identity.createStaff({ email: 'editor@example.test', password: 'kata-sandi-editor', displayName: 'Editor', role: 'editor' })
  cookie = await signIn(app, 'editor@example.test', 'kata-sandi-editor')
})
afterAll(async () => {
  await backend.cleanup()
})

describe('hostile uploads', () => {
  it('refuses polyglots: an image with HTML, a ZIP or a PDF riding after its end', async () => {
    const html = Buffer.from('<html><script>alert(document.cookie)</script></html>')
    for (const [base, folder] of [
      [await jpeg(), 'blog_images'],
      [await png(), 'profile_pictures'],
    ] as const) {
      for (const tail of [html, Buffer.from('PK\u0003\u0004zipzipzip'.repeat(10)), Buffer.from(await tinyPdf())]) {
        const res = await upload(folder, Buffer.concat([base, tail]))
        expect(res.status).toBe(400)
        expect(await res.json()).toEqual({ error: MSG.imageCorrupt })
      }
    }
  })

  it('refuses a PDF whose header is not at the start (HTML first), and HTML named .pdf', async () => {
    const sneaky = Buffer.concat([Buffer.from('<html><body onload=alert(1)>'), Buffer.from(await tinyPdf())])
    expect((await upload('cv', sneaky, 'cv.pdf')).status).toBe(415)
    expect(await (await upload('publications', Buffer.from('<!doctype html><script>x</script>'), 'laporan.pdf')).json()).toEqual({ error: MSG.publicationType })
  })

  it('refuses wrong magic bytes under a right extension, truncated images and decompression bombs', async () => {
    expect(await (await upload('profile_pictures', Buffer.from(await tinyPdf()), 'foto.jpg')).json()).toEqual({ error: MSG.pictureType })
    const image = await jpeg()
    expect(await (await upload('blog_images', image.subarray(0, image.length - 200))).json()).toEqual({ error: MSG.imageCorrupt })
    const bomb = await sharp({ create: { width: 30_000, height: 30_000, channels: 3, background: '#000' }, limitInputPixels: false })
      .resize(8, 8)
      .png()
      .toBuffer()
    // A small real PNG claiming 30000x30000 in its header.
    const claimed = Buffer.from(bomb)
    claimed.writeUInt32BE(30_000, 16)
    claimed.writeUInt32BE(30_000, 20)
    const res = await upload('blog_images', claimed)
    expect(res.status).toBe(400)
  })

  it('never lets a file name choose where the file goes, and writes nothing outside the upload folders', async () => {
    const names = ['../../content.db', '..\\..\\evil.jpg', '/etc/passwd', 'a/b/c.jpg', '%2e%2e%2fx.jpg', 'con.jpg', 'x.jpg\u0000.php', '\u202egpj.exe', 'ok file (1).jpg', '<img src=x>.jpg']
    for (const name of names) {
      const res = await upload('blog_images', await jpeg(), name)
      expect(res.status, name).toBe(201)
      const { file } = (await res.json()) as { file: { path: string; originalName?: string } }
      expect(file.path).toMatch(/^blog_images\/[0-9a-f-]{36}\.jpg$/)
      expect(file.originalName ?? '').not.toMatch(/[\\/\u0000<>]/)
    }
    const everything = filesUnder(backend.dataDir)
    for (const file of everything) expect(file, file).toMatch(/^(content\.db(-wal|-shm)?|uploads\/blog_images\/[0-9a-f-]{36}\.jpg)$/)
  })

  it('refuses folders that are not upload folders, whatever the encoding', async () => {
    for (const folder of ['..%2F..%2Fetc', '%2e%2e', 'uploads', 'blog_images%2F..', 'cache']) {
      const res = await upload(folder, await jpeg())
      expect(res.status, folder).toBe(404)
    }
  })

  it('serves uploaded images back with nosniff, so a browser never runs them as HTML', async () => {
    const res = await upload('blog_images', await jpeg())
    const { file } = (await res.json()) as { file: { path: string } }
    // Not saved into any item yet: only staff may have it back (the media routes' rule).
    const served = await app.request(`/media/${file.path}`, { headers: { cookie } })
    expect(served.headers.get('content-type')).toBe('image/jpeg')
    expect(served.headers.get('x-content-type-options')).toBe('nosniff')
  })
})
