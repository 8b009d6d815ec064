/**
 * Images are served only when an item that is public now uses them, under
 * one URL each (item 7); signed-in staff still see everything, uncached, for previews.
 */
import { afterAll, afterEach, beforeAll, describe, expect, it } from 'vitest'
import type { Blog, Profile, Publication, StoredFile } from '../../../shared/schemas/types'
import { imageUrl, mediaUrl } from '../../../shared/urls'
import type { App } from '../app'
import { fixtures, tinyJpeg } from '../testing/fixtures'
import { signIn, TEST_ORIGIN } from '../testing/staff-session'
import { createTestApp, createTestBackend, TestClock, testConfig, type TestBackend } from '../testing/test-backend'
import { contentDisposition } from './media'

const DAY = 86_400_000
const START = new TestClock().time

let clock: TestClock
let backend: TestBackend
let app: App
let cookie: string
let attorney: Profile
let staff: Profile
let published: Blog
let scheduled: Blog
let scheduledPublication: Publication

/** The URLs visitors could use for a stored image: the original and a resized copy, with and without `v`. */
const urlsOf = (file: Pick<StoredFile, 'path' | 'size'>) => [mediaUrl(file), imageUrl(file, 640), `/img/96/${file.path}`]

const anonymous = (path: string) => app.request(`${TEST_ORIGIN}${path}`)
const signedIn = (path: string) => app.request(`${TEST_ORIGIN}${path}`, { headers: { cookie } })

/** A 404 as for a file that was never stored: same status, caching, type and page (but for the path it names). */
async function expectLikeUnknownFile(path: string) {
  const res = await anonymous(path)
  expect(res.status, path).toBe(404)
  const unknownPath = path.replace(/[0-9a-z-]+\.jpg/, 'tidak-pernah-ada.jpg')
  const unknown = await anonymous(unknownPath)
  expect(unknown.status).toBe(404)
  for (const header of ['cache-control', 'content-type']) expect(res.headers.get(header), `${path} ${header}`).toBe(unknown.headers.get(header))
  const page = (await res.text()).replaceAll(path.split('?')[0]!, '{path}')
  expect(page).toBe((await unknown.text()).replaceAll(unknownPath.split('?')[0]!, '{path}'))
}

beforeAll(async () => {
  clock = new TestClock(START) // 2026-06-15T03:00Z
  backend = createTestBackend({ now: clock.now })
  app = createTestApp(backend, { now: clock.now })
  await backend.identity.createStaff({ email: 'editor@example.test', password: 'kata-sandi-editor', displayName: 'Editor', role: 'editor' })
  cookie = await signIn(app, 'editor@example.test', 'kata-sandi-editor')
  const f = fixtures(backend)
  const category = await f.category('Analisis Hukum')
  attorney = await f.profile({ name: 'Rina Maharani Lubis' })
  staff = await f.profile({ name: 'Yusuf Hakim', kind: 'staff', position: 'Paralegal' })
  published = await f.blog({ title: 'Tulisan yang sudah terbit', categoryId: category.id, publishedAt: new Date(clock.time.getTime() - DAY).toISOString() })
  scheduled = await f.blog({
    title: 'Tulisan untuk tiga hari lagi',
    categoryId: category.id,
    authorIds: [attorney.id],
    publishedAt: new Date(clock.time.getTime() + 3 * DAY).toISOString(),
  })
  scheduledPublication = await f.publication({
    title: 'Buletin untuk tiga hari lagi',
    categoryId: category.id,
    publishedAt: new Date(clock.time.getTime() + 3 * DAY).toISOString(),
  })
})

afterAll(async () => {
  await backend.cleanup()
})

// Tests that move the clock leave it where it started, pass or fail.
afterEach(() => {
  clock.time = START
})

describe('who may have an image', () => {
  it('serves covers of published items and attorneys’ portraits to everyone, cacheable', async () => {
    for (const path of [...urlsOf(published.cover), ...urlsOf(attorney.picture!)]) {
      const res = await anonymous(path)
      expect(res.status, path).toBe(200)
      expect(res.headers.get('cache-control'), path).toMatch(/^public, /)
    }
  })

  it('answers for a scheduled item’s cover, and a staff portrait, as for a file that does not exist', async () => {
    for (const path of [...urlsOf(scheduled.cover), ...urlsOf(scheduledPublication.cover), ...urlsOf(staff.picture!)]) {
      await expectLikeUnknownFile(path)
    }
  })

  it('lets signed-in staff see them (previews, the dashboard), never cached', async () => {
    for (const path of [...urlsOf(scheduled.cover), ...urlsOf(staff.picture!)]) {
      const res = await signedIn(path)
      expect(res.status, path).toBe(200)
      expect(res.headers.get('cache-control'), path).toBe('private, no-store')
      const etag = res.headers.get('etag')!
      const again = await app.request(`${TEST_ORIGIN}${path}`, { headers: { cookie, 'if-none-match': etag } })
      expect(again.status, path).toBe(304)
      expect(again.headers.get('cache-control'), path).toBe('private, no-store')
      expect((await app.request(`${TEST_ORIGIN}${path}`, { headers: { 'if-none-match': etag } })).status, path).toBe(404)
    }
    // A cookie that is no session counts for nothing.
    const forged = await app.request(`${TEST_ORIGIN}${mediaUrl(scheduled.cover)}`, { headers: { cookie: '__session=palsu' } })
    expect(forged.status).toBe(404)
  })

  it('keeps an upload no item uses yet (a form not saved) for staff', async () => {
    const bytes = await tinyJpeg()
    await backend.files.put('blog_images/0d9e3c1e-belum-disimpan.jpg', bytes, 'image/jpeg')
    const file = { path: 'blog_images/0d9e3c1e-belum-disimpan.jpg', size: bytes.length }
    for (const path of urlsOf(file)) {
      await expectLikeUnknownFile(path)
      expect((await signedIn(path)).status, path).toBe(200)
    }
  })

  it('the staff preview of a scheduled post shows its cover to staff, through URLs visitors cannot use', async () => {
    const preview = await signedIn(`/dashboard/blogs/${scheduled.id}/preview`)
    expect(preview.status).toBe(200)
    const html = await preview.text()
    const tag = [...html.matchAll(/<img\b[^>]*>/g)].map((m) => m[0]).find((t) => t.includes(scheduled.cover.path))
    expect(tag, 'the cover in the preview').toBeTruthy()
    const attribute = (name: string) => new RegExp(`\\s${name}="([^"]*)"`, 'i').exec(tag!)?.[1] ?? ''
    const src = attribute('src')
    const srcset = attribute('srcset').split(',').map((candidate) => candidate.trim().split(' ')[0]!)
    expect(src).toContain(scheduled.cover.path)
    expect(srcset[0]).toContain(scheduled.cover.path)
    for (const url of [src, ...srcset].map((u) => u.replaceAll('&amp;', '&'))) {
      const res = await signedIn(url)
      expect(res.status, url).toBe(200)
      expect(res.headers.get('content-type'), url).toBe('image/webp')
      expect(res.headers.get('cache-control'), url).toBe('private, no-store')
      expect((await anonymous(url)).status, url).toBe(404)
    }
  })

  it('takes an image back at once when its item is moved into the future or deleted', async () => {
    const blog = await fixtures(backend).blog({
      title: 'Tulisan yang ditarik kembali',
      categoryId: published.categoryId,
      publishedAt: new Date(clock.time.getTime() - DAY).toISOString(),
    })
    expect((await anonymous(mediaUrl(blog.cover))).status).toBe(200)
    const { id, createdAt, updatedAt, updatedBy, version, ...data } = blog
    await backend.content.update('blogs', id, { ...data, publishedAt: new Date(clock.time.getTime() + DAY).toISOString() }, { actor: 'test' })
    expect((await anonymous(mediaUrl(blog.cover))).status).toBe(404)

    const leaving = await fixtures(backend).profile({ name: 'Dewi Anggraini' })
    expect((await anonymous(imageUrl(leaving.picture!, 320))).status).toBe(200)
    await backend.content.remove('profiles', leaving.id, { actor: 'test' })
    expect((await anonymous(imageUrl(leaving.picture!, 320))).status).toBe(404)
  })

  it('shows a scheduled cover from its date on, with no write in between', async () => {
    clock.advance(3 * DAY)
    for (const path of [...urlsOf(scheduled.cover), ...urlsOf(scheduledPublication.cover)]) {
      const res = await anonymous(path)
      expect(res.status, path).toBe(200)
      expect(res.headers.get('cache-control'), path).toMatch(/^public, /)
    }
    // A staff portrait stays private whatever the date.
    for (const path of urlsOf(staff.picture!)) expect((await anonymous(path)).status, path).toBe(404)
  })
})

describe('downloads through the pages’ routes', () => {
  it('follow the same rule: no PDF of a scheduled publication, no CV or vCard of staff', async () => {
    expect((await anonymous(`/publications/${scheduledPublication.slug}/download`)).status).toBe(404)
    expect((await anonymous(`/attorneys/${staff.slug}/cv`)).status).toBe(404)
    expect((await anonymous(`/attorneys/${staff.slug}/vcard`)).status).toBe(404)
    expect((await anonymous(`/attorneys/${attorney.slug}/cv`)).status).toBe(200)
    clock.advance(3 * DAY)
    expect((await anonymous(`/publications/${scheduledPublication.slug}/download`)).status).toBe(200)
  })

  it('are as fresh as pages: revalidated here, kept by the CDN on Firebase', async () => {
    clock.advance(3 * DAY)
    const cdn = 'public, max-age=0, must-revalidate, s-maxage=60'
    const firebaseLike = createTestApp(backend, { now: clock.now, config: { ...testConfig(), publicCacheControl: cdn } })
    for (const path of [`/attorneys/${attorney.slug}/cv`, `/attorneys/${attorney.slug}/vcard`, `/publications/${scheduledPublication.slug}/download`]) {
      expect((await anonymous(path)).headers.get('cache-control'), path).toBe(testConfig().publicCacheControl)
      expect((await firebaseLike.request(`${TEST_ORIGIN}${path}`)).headers.get('cache-control'), path).toBe(cdn)
    }
  })
})

describe('one image, one URL', () => {
  it('answers only the widths imageUrl writes, spelt as it writes them', async () => {
    const path = published.cover.path
    expect((await anonymous(`/img/640/${path}`)).status).toBe(200)
    for (const width of ['0640', '640.0', '6.4e2', '%20640', '640%20', '+640', '0x280', '%36%340', '640.', '1e3', '96.00']) {
      expect((await anonymous(`/img/${width}/${path}`)).status, width).toBe(404)
      expect((await signedIn(`/img/${width}/${path}`)).status, width).toBe(404)
    }
  })

  it('refuses escaped spellings of a file name and a `v` other than the file’s', async () => {
    const [folder, name] = published.cover.path.split('/') as [string, string]
    const escaped = `${folder}/%${name.charCodeAt(0).toString(16)}${name.slice(1)}`
    expect((await anonymous(`/media/${escaped}`)).status).toBe(404)
    expect((await anonymous(`/img/640/${escaped}`)).status).toBe(404)
    expect((await anonymous(`/media/${folder}%2F${name}`)).status).toBe(404)
    expect((await anonymous(imageUrl(published.cover, 640))).status).toBe(200)
    for (const v of ['1', `${published.cover.size.toString(36)}0`, '', '00']) {
      expect((await anonymous(`/img/640/${published.cover.path}?v=${v}`)).status, v).toBe(404)
    }
  })

  it('serves `v=0`, the URL of an image whose size the page did not know (a block page’s), as the unversioned one: cached a day, never a year', async () => {
    const res = await anonymous(imageUrl({ path: published.cover.path, size: 0 }, 640))
    expect(res.status).toBe(200)
    expect(res.headers.get('cache-control')).toBe('public, max-age=86400')
  })
})

describe('one file, one URL: no query the site does not write', () => {
  it('refuses any other query on an image, original or resized, as an unknown file', async () => {
    const v = `v=${published.cover.size.toString(36)}`
    for (const query of ['?x=1', '?utm_source=x', '?', `?${v}&x=1`, `?x=1&${v}`, `?${v}&${v}`, `?${v}&`, `?V=${published.cover.size.toString(36)}`]) {
      await expectLikeUnknownFile(`/img/640/${published.cover.path}${query}`)
      await expectLikeUnknownFile(`/media/${published.cover.path}${query}`)
    }
    await expectLikeUnknownFile(`/media/${published.cover.path}?${v}`)
    expect((await anonymous(mediaUrl(published.cover))).status).toBe(200)
    expect((await anonymous(`/img/640/${published.cover.path}`)).status).toBe(200)
    expect((await anonymous(`/img/640/${published.cover.path}?${v}`)).status).toBe(200)
  })

  it('refuses any query on downloads, vCards, feeds, the sitemap and robots.txt, uncached; pages keep campaign parameters', async () => {
    clock.advance(3 * DAY)
    const documents = [`/attorneys/${attorney.slug}/cv`, `/attorneys/${attorney.slug}/vcard`, `/publications/${scheduledPublication.slug}/download`, '/blogs/feed.xml', '/publications/feed.xml', '/en/blogs/feed.xml', '/sitemap.xml', '/robots.txt']
    for (const path of documents) {
      expect((await anonymous(path)).status, path).toBe(200)
      for (const query of ['?x=1', '?', '?utm_source=x']) {
        const res = await anonymous(`${path}${query}`)
        expect(res.status, `${path}${query}`).toBe(404)
        expect(res.headers.get('cache-control'), `${path}${query}`).toBe('no-store')
      }
      // Served again at its own URL after the refusals (the render cache answered them nothing).
      expect((await anonymous(path)).status, path).toBe(200)
    }
    expect((await anonymous(`/blogs/${published.slug}?utm_source=linkedin`)).status).toBe(200)
  })
})

describe('contentDisposition', () => {
  it('never throws on broken text and encodes what RFC 5987 does not allow raw', () => {
    const header = contentDisposition('attachment', "CV O'Brien (2026)*\ud800\r\n.pdf")
    expect(header).not.toMatch(/[\r\n]/)
    expect(header).toContain("filename*=UTF-8''CV%20O%27Brien%20%282026%29%2A%EF%BF%BD.pdf")
    expect(header).toContain('filename="CV O\'Brien (2026)*.pdf"')
  })
})
