/**
 * The store unavailable: locked by another process, full, read-only, or unreadable.
 *
 * Each case is a real SQLite failure on the site's own store, not a stub:
 *  - locked: another connection holds `BEGIN EXCLUSIVE` past the 2 s busy timeout;
 *  - full: `PRAGMA max_page_count` stops the file growing, so writes fail with SQLITE_FULL
 *    exactly where a full disk would make them fail, at many fill levels;
 *  - read-only: `PRAGMA query_only`, the SQLITE_READONLY a read-only file or mount gives;
 *  - unreadable: a damaged page of the blogs table (SQLITE_CORRUPT on read).
 * In WAL mode a lock, a full disk or a read-only file never stops reads, so public pages keep
 * answering 200 in the first three cases; the fourth is how a public page meets a store that
 * cannot be read: 503, the error page, Retry-After, never cached.
 */
import Database from 'better-sqlite3'
import { closeSync, openSync, readSync, writeSync } from 'node:fs'
import path from 'node:path'
import { afterEach, beforeEach, describe, expect, it } from 'vitest'
import { RETRY_AFTER_SECONDS } from '../../functions/src/render/error-handling'
import type { App } from '../../functions/src/app'
import { fixtures, tinyJpeg } from '../../functions/src/testing/fixtures'
import { formBody, type FormBody } from '../../functions/src/testing/form-bodies'
import { fromAddress, postForm, signIn, TEST_ORIGIN } from '../../functions/src/testing/staff-session'
import { createTestApp, createTestBackend, type TestBackend } from '../../functions/src/testing/test-backend'
import { expectConsoleError } from '../setup/fail-on-console-error'

const BODY =
  'Mahkamah Konstitusi memerintahkan pembentuk undang-undang menyusun aturan ketenagakerjaan yang baru. Putusan ini mengubah cara perusahaan menyusun perjanjian kerja.'

interface Site {
  backend: TestBackend
  app: App
  cookie: string
  categoryId: string
  tagIds: string[]
  authorId: string
  cover: string
  publicSlug: string
}

async function createSite(tagCount = 3): Promise<Site> {
  const backend = createTestBackend()
  const app = createTestApp(backend)
  await backend.identity.createStaff({ email: 'editor@example.test', password: 'kata-sandi-editor', displayName: 'Editor', role: 'editor' })
  const cookie = await signIn(app, 'editor@example.test', 'kata-sandi-editor')
  const f = fixtures(backend)
  const category = await f.category('Analisis Hukum')
  const tagIds: string[] = []
  for (let i = 0; i < tagCount; i++) tagIds.push((await f.tag(`Tag nomor ${i}`)).id)
  const author = await f.profile({ name: 'Budi Santoso', position: 'Partner' })
  const published = await f.blog({ title: 'Putusan yang sudah terbit', categoryId: category.id, publishedAt: '2026-01-02T03:00:00.000Z' })
  const res = await app.request(`${TEST_ORIGIN}/dashboard/uploads/blog_images`, {
    method: 'POST',
    headers: { origin: TEST_ORIGIN, cookie, 'content-type': 'application/octet-stream', 'x-file-name': 'sampul.jpg' },
    body: new Uint8Array(await tinyJpeg()),
  })
  const cover = ((await res.json()) as { file: { path: string } }).file.path
  return { backend, app, cookie, categoryId: category.id, tagIds, authorId: author.id, cover, publicSlug: published.slug }
}

/** A valid blog form (functions/src/testing/form-bodies.ts) with this test's values. */
function blogFields(site: Site, slug: string): FormBody {
  return formBody('blogs', {
    title: `Tulisan uji ketersediaan ${slug}`,
    slug,
    content: `<p>${BODY}</p>`,
    categoryId: site.categoryId,
    tagIds: site.tagIds,
    authorIds: [site.authorId],
    publishedAt: '2026-01-05T08:00',
    cover: site.cover,
  })
}

/** The blog with this slug and its membership rows (tags and authors): both or neither. */
function stored(site: Site, slug: string): { doc: boolean; memberships: number } {
  const db = site.backend.content.db
  const doc = db.prepare(`SELECT id FROM blogs WHERE json_extract(data, '$.slug') = ?`).get(slug) as { id: string } | undefined
  const memberships = doc ? (db.prepare(`SELECT count(*) AS n FROM memberships WHERE collection = 'blogs' AND doc_id = ?`).get(doc.id) as { n: number }).n : 0
  return { doc: Boolean(doc), memberships }
}

/** Membership rows whose blog does not exist, and blogs missing some of their rows: half-written saves. */
function halfWritten(site: Site): string[] {
  const db = site.backend.content.db
  const orphans = db
    .prepare(`SELECT DISTINCT doc_id FROM memberships m WHERE collection = 'blogs' AND NOT EXISTS (SELECT 1 FROM blogs b WHERE b.id = m.doc_id)`)
    .all() as { doc_id: string }[]
  const incomplete = db
    .prepare(
      `SELECT b.id FROM blogs b WHERE
         (SELECT count(*) FROM memberships m WHERE m.collection = 'blogs' AND m.doc_id = b.id)
         != json_array_length(b.data, '$.tagIds') + json_array_length(b.data, '$.authorIds')`,
    )
    .all() as { id: string }[]
  return [...orphans.map((o) => `memberships without blog ${o.doc_id}`), ...incomplete.map((b) => `blog ${b.id} without all its memberships`)]
}

async function expectUnavailablePage(res: Response, description?: string) {
  const html = await res.text()
  expect(res.status).toBe(503)
  expect(res.headers.get('retry-after')).toBe(String(RETRY_AFTER_SECONDS))
  expect(res.headers.get('cache-control')).toBe('no-store')
  expect(html).toContain('<p class="error-code">503</p>')
  expect(html).toContain('<h1>Layanan tidak tersedia</h1>')
  expect(html).toContain('Layanan sedang tidak tersedia untuk sementara.')
  if (description) expect(html).toContain(description)
  return html
}

let site: Site
beforeEach(async () => {
  site = await createSite()
})
afterEach(async () => {
  await site.backend.cleanup()
})

describe('a store locked by another process', () => {
  it('keeps public pages up, refuses a save with 503 and says why, and stores nothing of it', { timeout: 30_000 }, async () => {
    expectConsoleError(10)
    const locker = new Database(path.join(site.backend.dataDir, 'content.db'))
    try {
      locker.exec('BEGIN EXCLUSIVE')
      // WAL: readers never wait for a writer, so uncached public pages still render.
      for (const page of ['/', '/blogs', `/blogs/${site.publicSlug}`, '/search?q=putusan']) {
        const res = await site.app.request(`${TEST_ORIGIN}${page}`)
        expect(res.status, page).toBe(200)
      }
      const started = Date.now()
      const res = await postForm(site.app, '/dashboard/blogs/create', blogFields(site, 'saat-terkunci'), site.cookie)
      await expectUnavailablePage(res, 'Perubahan Anda belum disimpan karena data sedang dikunci oleh proses lain.')
      expect(Date.now() - started, 'waited for the lock (busy timeout, 2 s) before giving up').toBeGreaterThanOrEqual(1800)
      expect(stored(site, 'saat-terkunci')).toEqual({ doc: false, memberships: 0 })
    } finally {
      locker.close()
    }
    // The lock is gone: the same form saves, whole.
    const again = await postForm(site.app, '/dashboard/blogs/create', blogFields(site, 'saat-terkunci'), site.cookie)
    expect(again.status).toBe(303)
    expect(stored(site, 'saat-terkunci')).toEqual({ doc: true, memberships: site.tagIds.length + 1 })
  })
})

describe('a full disk', () => {
  it('fails each save whole or stores it whole, at every fill level, and the dashboard says the disk is full', { timeout: 30_000 }, async () => {
    await site.backend.cleanup()
    site = await createSite(24) // many tags: a save writes a blog row and 25 membership rows
    expectConsoleError(10_000)
    const db = site.backend.content.db
    let refused = 0
    let saved = 0
    let message = ''
    // The file may not grow past `limit` pages: a write that needs one more fails with
    // SQLITE_FULL where a full disk would make it fail.
    const pageCount = () => db.pragma('page_count', { simple: true }) as number
    let limit = pageCount()
    for (let attempt = 0; attempt < 200 && refused < 40; attempt++) {
      db.pragma(`max_page_count = ${limit}`)
      const slug = `penuh-${attempt}`
      const res = await postForm(site.app, '/dashboard/blogs/create', blogFields(site, slug), site.cookie)
      const state = stored(site, slug)
      if (res.status === 303) {
        saved++
        expect(state, slug).toEqual({ doc: true, memberships: site.tagIds.length + 1 })
        limit = pageCount() // full again
      } else {
        refused++
        if (!message) message = await expectUnavailablePage(res, 'Perubahan Anda belum disimpan karena ruang penyimpanan server penuh.')
        expect(state, slug).toEqual({ doc: false, memberships: 0 })
        limit += 1 // a page freed: the next save gets a little further
      }
      expect(halfWritten(site), `after ${slug}`).toEqual([])
    }
    console.log(`full disk: ${saved} saves stored whole, ${refused} refused with nothing stored`)
    expect(refused).toBeGreaterThanOrEqual(20)
    expect(saved).toBeGreaterThan(0)
    expect(message).toContain('kirim ulang formulir')
  })
})

describe('a read-only store', () => {
  it('answers sign-in and saves with 503 (not 500), keeps public pages up, and writes nothing', async () => {
    expectConsoleError(10)
    const db = site.backend.content.db
    const before = { blogs: db.prepare('SELECT count(*) AS n FROM blogs').get(), sessions: db.prepare('SELECT count(*) AS n FROM sessions').get() }
    db.pragma('query_only = 1')
    try {
      expect((await site.app.request(`${TEST_ORIGIN}/blogs/${site.publicSlug}`)).status).toBe(200)
      const login = await site.app.request(`${TEST_ORIGIN}/login`, {
        method: 'POST',
        headers: { origin: TEST_ORIGIN, 'content-type': 'application/x-www-form-urlencoded' },
        body: new URLSearchParams({ email: 'editor@example.test', password: 'kata-sandi-editor' }),
      }, fromAddress('127.0.0.1'))
      await expectUnavailablePage(login)
      expect(login.headers.get('set-cookie') ?? '').not.toContain('__session=')
      const save = await postForm(site.app, '/dashboard/blogs/create', blogFields(site, 'hanya-baca'), site.cookie)
      await expectUnavailablePage(save, 'Perubahan Anda belum disimpan karena server tidak diizinkan menulis ke penyimpanan.')
      const rename = await postForm(site.app, `/dashboard/tags/${site.tagIds[0]}`, { name: 'Nama baru', version: '1' }, site.cookie)
      await expectUnavailablePage(rename, 'Perubahan Anda belum disimpan')
    } finally {
      db.pragma('query_only = 0')
    }
    expect({ blogs: db.prepare('SELECT count(*) AS n FROM blogs').get(), sessions: db.prepare('SELECT count(*) AS n FROM sessions').get() }).toEqual(before)
  })
})

describe('a store that cannot be read', () => {
  it('answers public pages with 503, the error page and Retry-After, never caches that, and recovers', async () => {
    expectConsoleError(10)
    const db = site.backend.content.db
    const file = path.join(site.backend.dataDir, 'content.db')
    const pageSize = db.pragma('page_size', { simple: true }) as number
    const root = (db.prepare(`SELECT rootpage FROM sqlite_schema WHERE name = 'blogs'`).get() as { rootpage: number }).rootpage
    // Everything into the main file, then the blogs table's root page damaged on disk, and
    // the connection's page cache dropped so the next read goes to the file.
    db.pragma('wal_checkpoint(TRUNCATE)')
    const fd = openSync(file, 'r+')
    const original = Buffer.alloc(pageSize)
    readSync(fd, original, 0, pageSize, (root - 1) * pageSize)
    try {
      writeSync(fd, Buffer.alloc(pageSize, 0xa5), 0, pageSize, (root - 1) * pageSize)
      db.pragma('shrink_memory')
      for (const page of ['/blogs', `/blogs/${site.publicSlug}`]) {
        await expectUnavailablePage(await site.app.request(`${TEST_ORIGIN}${page}`))
      }
      // A visitor is not told about the store; only staff get the reason.
      const html = await (await site.app.request(`${TEST_ORIGIN}/blogs`)).text()
      expect(html).not.toContain('Perubahan Anda')
      // The health check a load balancer polls says so too.
      const health = await site.app.request(`${TEST_ORIGIN}/healthz`)
      expect(health.status).toBe(503)
      expect(health.headers.get('retry-after')).toBe(String(RETRY_AFTER_SECONDS))
    } finally {
      writeSync(fd, original, 0, pageSize, (root - 1) * pageSize)
      closeSync(fd)
      db.pragma('shrink_memory')
    }
    // Readable again: the page is back at once (the 503 was never cached).
    const back = await site.app.request(`${TEST_ORIGIN}/blogs/${site.publicSlug}`)
    expect(back.status).toBe(200)
    expect((await site.app.request(`${TEST_ORIGIN}/healthz`)).status).toBe(200)
    expect(db.pragma('integrity_check', { simple: true })).toBe('ok')
  })
})
