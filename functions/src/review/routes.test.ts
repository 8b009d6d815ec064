/**
 * Tinjauan through the dashboard's routes (docs/decisions/0051-review-before-publishing.md): an
 * author sends a draft to a reviewer, the reviewer finds it on Ringkasan, comments and approves,
 * and the blog goes live; every step in Log Aktivitas, in Riwayat and in the outbox. Each step
 * is checked on the server: the setting, who may take it, where the review stands, the version
 * seen, the same-origin rule; what a form cannot hold is a 400 in Indonesian, never a 500.
 */
import { readdirSync, readFileSync } from 'node:fs'
import path from 'node:path'
import { afterAll, beforeAll, describe, expect, it } from 'vitest'
import { REVIEW_COMMENT_MAX, REVIEW_MSG } from '../../../shared/collections/reviews'
import { SETTINGS_ID } from '../../../shared/collections/settings'
import type { Blog } from '../../../shared/schemas/types'
import type { App } from '../app'
import { createOutboxMailer } from '../mail/outbox-mailer'
import { exampleData } from '../testing/example-data'
import { fixtures, tinyJpeg } from '../testing/fixtures'
import { formBody, type FormBody } from '../testing/form-bodies'
import { postForm, signIn, TEST_ORIGIN } from '../testing/staff-session'
import { AWAITS_APPROVAL_NOTE } from '../../../web/src/dashboard/components/publish-actions'
import { createTestApp, createTestBackend, TestClock, type TestBackend } from '../testing/test-backend'

const BODY = '<p>Putusan terbaru mengubah cara perusahaan menyusun perjanjian kerja waktu tertentu, dan artikel ini menjelaskan langkah yang perlu diambil.</p>'

let clock: TestClock
let backend: TestBackend
let app: App
let outbox = ''
let author: string
let reviewer: string
let other: string
const uid: Record<string, string> = {}
let categoryId: string
let cover: string

const outboxText = () => {
  try {
    return readdirSync(outbox)
      .filter((name) => name.startsWith('review-'))
      .map((name) => readFileSync(path.join(outbox, name), 'utf8'))
  } catch {
    return []
  }
}

const html = async (pathname: string, cookie: string) => (await app.request(`${TEST_ORIGIN}${pathname}`, { headers: { cookie } })).text()
const stored = async (slug: string) => (await backend.content.query('blogs', { where: [{ field: 'slug', op: '==', value: slug }] }))[0] as Blog

function fields(overrides: FormBody = {}): FormBody {
  return formBody('blogs', { title: 'Perjanjian kerja setelah putusan MK', slug: 'perjanjian-kerja-mk', content: BODY, categoryId, publishedAt: '', cover, ...overrides })
}

beforeAll(async () => {
  clock = new TestClock()
  backend = createTestBackend({ now: clock.now })
  outbox = path.join(backend.dataDir, 'outbox-tinjauan')
  app = createTestApp(backend, { now: clock.now, mailer: createOutboxMailer({ dir: outbox, from: 'noreply@example.test' }) })
  for (const [name, role] of [['penulis', 'editor'], ['peninjau', 'reviewer'], ['lain', 'editor']] as const) {
    uid[name] = (await backend.identity.createStaff({ email: `${name}@example.test`, password: `kata-sandi-${name}`, displayName: `${name[0]!.toUpperCase()}${name.slice(1)} Uji`, role })).uid
  }
  author = await signIn(app, 'penulis@example.test', 'kata-sandi-penulis')
  reviewer = await signIn(app, 'peninjau@example.test', 'kata-sandi-peninjau')
  other = await signIn(app, 'lain@example.test', 'kata-sandi-lain')
  const f = fixtures(backend)
  await f.settings({ reviewBeforePublishing: 'on' })
  categoryId = (await f.category('Ketenagakerjaan')).id
  const res = await app.request(`${TEST_ORIGIN}/dashboard/uploads/blog_images`, {
    method: 'POST',
    headers: { origin: TEST_ORIGIN, cookie: author, 'content-type': 'application/octet-stream', 'x-file-name': 'sampul.jpg' },
    body: new Uint8Array(await tinyJpeg()),
  })
  cover = ((await res.json()) as { file: { path: string } }).file.path
})
afterAll(() => backend.cleanup())

/** The button that saves with intent `publish`, labelled `label`. */
const publishButtonOf = (label: string) => new RegExp(`<button type="submit" value="publish"[^>]*>${label}<`)

describe('Tinjauan in the dashboard', () => {
  it('an author cannot publish alone; a reviewer approves and the blog goes live, every step logged, in Riwayat and emailed', async () => {
    // Terbitkan is refused while nobody approved; Simpan draf is not.
    const refused = await postForm(app, '/dashboard/blogs/create', { ...fields(), intent: 'publish' }, author)
    expect(refused.status).toBe(409)
    expect(await refused.text()).toContain(REVIEW_MSG.needsApproval)
    expect((await postForm(app, '/dashboard/blogs/create', { ...fields(), intent: 'draft' }, author)).status).toBe(303)
    const blog = await stored('perjanjian-kerja-mk')
    const base = `/dashboard/blogs/${blog.id}/review`

    // The author's form offers Ajukan tinjauan with the staff who may approve, themselves aside.
    const form = await html(`/dashboard/blogs/${blog.id}/edit`, author)
    expect(form).toContain('Ajukan tinjauan')
    // No Terbitkan to be refused, on the new item's form and the draft's: the form says how it goes live.
    const publishButton = /<button type="submit" value="publish"/
    for (const page of [form, await html('/dashboard/blogs/create', author)]) {
      expect(page).not.toMatch(publishButton)
      expect(page).toContain(AWAITS_APPROVAL_NOTE)
      expect(page).toMatch(/<button type="submit" value="draft"[^>]*>Simpan draf</)
    }
    expect(form).toContain(`value="${uid.peninjau}"`)
    expect(form).not.toContain(`value="${uid.lain}"`)

    // Nobody who cannot approve, and not oneself.
    expect((await postForm(app, `${base}/request`, { reviewers: uid.lain! }, author)).status).toBe(400)
    expect((await postForm(app, `${base}/request`, {}, author)).status).toBe(400)
    const asked = await postForm(app, `${base}/request`, { reviewers: uid.peninjau!, text: 'Mohon ditinjau sebelum Jumat.' }, author)
    expect(asked.status).toBe(303)
    expect(asked.headers.get('location')).toBe(`/dashboard/blogs/${blog.id}/edit?notice=review-requested`)
    expect(outboxText().find((mail) => /^To: peninjau@example\.test/m.test(mail))).toMatch(/Mohon ditinjau sebelum Jumat\./)

    // The reviewer finds it on Ringkasan; another editor neither decides nor comments.
    expect(await html('/dashboard', reviewer)).toMatch(/Menunggu tinjauan[\s\S]*Perjanjian kerja setelah putusan MK/)
    const reviewerForm = await html(`/dashboard/blogs/${blog.id}/edit`, reviewer)
    expect(reviewerForm).toContain('Setujui')
    expect(reviewerForm).toContain('Minta perubahan')
    expect(await html(`/dashboard/blogs/${blog.id}/edit`, other)).not.toContain('Setujui')
    expect((await postForm(app, `${base}/approve`, { version: String(blog.version) }, other)).status).toBe(403)
    expect((await postForm(app, `${base}/comment`, { text: 'Boleh saya ikut?' }, other)).status).toBe(403)
    expect((await postForm(app, `${base}/approve`, { version: String(blog.version) }, author)).status).toBe(403)

    expect((await postForm(app, `${base}/comment`, { text: 'Judulnya sudah tepat.' }, reviewer)).status).toBe(303)
    expect(outboxText().some((mail) => /^To: penulis@example\.test/m.test(mail) && mail.includes('Judulnya sudah tepat.'))).toBe(true)

    // A version the reviewer did not see is not approved; the one they saw is, and goes live.
    expect((await postForm(app, `${base}/approve`, { version: String(blog.version + 1) }, reviewer)).status).toBe(409)
    const approved = await postForm(app, `${base}/approve`, { version: String(blog.version), text: 'Siap terbit.' }, reviewer)
    expect(approved.status).toBe(303)
    expect(approved.headers.get('location')).toBe(`/dashboard/blogs/${blog.id}/edit?notice=review-approved`)
    expect((await app.request(`${TEST_ORIGIN}/blogs/perjanjian-kerja-mk`)).status).toBe(200)
    expect(outboxText().some((mail) => /^To: penulis@example\.test/m.test(mail) && mail.includes('Siap terbit.'))).toBe(true)

    const log = await backend.content.queryActivity({ limit: 50 })
    const lines = log.filter((line) => line.itemId === blog.id).map((line) => `${line.action} ${line.actor}`)
    expect(lines).toEqual(expect.arrayContaining([`review-request ${uid.penulis}`, `review-comment ${uid.peninjau}`, `review-approve ${uid.peninjau}`, `update ${uid.peninjau}`]))
    expect(await html(`/dashboard/blogs/${blog.id}/history`, author)).toMatch(/Tinjauan[\s\S]*Mengajukan tinjauan[\s\S]*Komentar[\s\S]*Menyetujui/)
    expect(await html('/dashboard', reviewer)).not.toContain('Perjanjian kerja setelah putusan MK')

    // Saved unchanged it stays live; a change to what was approved needs approval again.
    const live = await stored('perjanjian-kerja-mk')
    const again = fields({ version: String(live.version), publishedAt: '' })
    expect((await postForm(app, `/dashboard/blogs/${blog.id}/edit`, { ...again, intent: 'publish', title: 'Judul yang diubah sesudah disetujui' }, author)).status).toBe(409)
    expect((await stored('perjanjian-kerja-mk')).title).toBe('Perjanjian kerja setelah putusan MK')
    expect((await postForm(app, `/dashboard/blogs/${blog.id}/edit`, { ...again, intent: 'publish' }, author)).status).toBe(303)
  })

  it('a block page waits for approval too, and Setujui publishes it at its path', async () => {
    expect(await html('/dashboard/pages/create', author)).toContain(AWAITS_APPROVAL_NOTE)
    const page = await backend.content.create('blockPages', exampleData('blockPages', { title: 'Pro bono', path: '/pro-bono-tinjauan', publishedAt: null }), { actor: uid.penulis! })
    const base = `/dashboard/pages/${page.id}/review`
    expect(await html(`/dashboard/pages/${page.id}/edit`, author)).toContain('Ajukan tinjauan')
    expect((await postForm(app, `${base}/request`, { reviewers: uid.peninjau! }, author)).status).toBe(303)
    expect((await app.request(`${TEST_ORIGIN}/pro-bono-tinjauan`)).status).toBe(404)
    const approved = await postForm(app, `${base}/approve`, { version: String(page.version) }, reviewer)
    expect(approved.headers.get('location')).toBe(`/dashboard/pages/${page.id}/edit?notice=review-approved`)
    expect((await app.request(`${TEST_ORIGIN}/pro-bono-tinjauan`)).status).toBe(200)
    // Live and approved as it is: Simpan keeps it live, nothing waits.
    const live = await html(`/dashboard/pages/${page.id}/edit`, author)
    expect(live).toMatch(publishButtonOf('Simpan'))
    expect(live).not.toContain(AWAITS_APPROVAL_NOTE)
  })

  it('refuses what a form cannot hold with a message, a foreign origin, and a request while the setting is off', async () => {
    await backend.content.create('blogs', { ...(await stored('perjanjian-kerja-mk')), slug: 'draf-kedua', publishedAt: null } as never, { actor: uid.penulis! })
    const draft = await stored('draf-kedua')
    const base = `/dashboard/blogs/${draft.id}/review`
    expect((await postForm(app, `${base}/request`, { reviewers: uid.peninjau! }, author)).status).toBe(303)
    for (const text of ['', '   ', 'a'.repeat(REVIEW_COMMENT_MAX + 1), 'teks\u0007tersembunyi']) {
      const res = await postForm(app, `${base}/comment`, { text }, reviewer)
      expect(res.status, JSON.stringify(text.slice(0, 20))).toBe(400)
    }
    expect((await postForm(app, `${base}/changes`, { text: '' }, reviewer)).status).toBe(400)
    expect((await postForm(app, `${base}/approve`, { version: 'bukan-angka' }, reviewer)).status).toBe(400)
    expect((await postForm(app, `${base}/request`, { reviewers: Array.from({ length: 11 }, (_, i) => `u${i}`) }, author)).status).toBe(400)
    expect((await postForm(app, '/dashboard/blogs/tidak-ada/review/comment', { text: 'Halo' }, reviewer)).status).toBe(404)
    const foreign = await app.request(`${TEST_ORIGIN}${base}/approve`, {
      method: 'POST',
      headers: { origin: 'https://evil.example', cookie: reviewer, 'content-type': 'application/x-www-form-urlencoded' },
      body: new URLSearchParams({ version: String(draft.version) }),
    })
    expect(foreign.status).toBe(403)
    expect((await stored('draf-kedua')).publishedAt).toBeNull()

    // Minta perubahan sends it back; nothing is approved after that.
    expect((await postForm(app, `${base}/changes`, { text: 'Tambahkan dasar hukumnya.' }, reviewer)).status).toBe(303)
    expect((await postForm(app, `${base}/approve`, { version: String(draft.version) }, reviewer)).status).toBe(409)

    const site = (await backend.content.get('settings', SETTINGS_ID))!
    const { id: _i, version, createdAt: _c, updatedAt: _u, updatedBy: _b, ...data } = site
    await backend.content.update('settings', SETTINGS_ID, { ...data, reviewBeforePublishing: 'off' }, { actor: 'seed', expectedVersion: version })
    const off = await postForm(app, `${base}/request`, { reviewers: uid.peninjau! }, author)
    expect(off.status).toBe(409)
    expect(await off.text()).toContain('Tinjauan sebelum terbit tidak aktif')
  })
})
