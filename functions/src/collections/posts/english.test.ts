/**
 * Saving a post's English version: stored beside the Indonesian fields, dated for
 * English lists only while it exists and the post is published, its slug unique among English
 * slugs, its excerpt derived like the Indonesian one.
 */
import { afterAll, beforeAll, describe, expect, it } from 'vitest'
import { MSG } from '../../../../shared/schemas/messages'
import type { Blog } from '../../../../shared/schemas/types'
import type { App } from '../../app'
import { fixtures, tinyJpeg } from '../../testing/fixtures'
import { formBody, withEnglish, type FormBody } from '../../testing/form-bodies'
import { postForm, signIn } from '../../testing/staff-session'
import { createTestApp, createTestBackend, TestClock, type TestBackend } from '../../testing/test-backend'

const BODY = `<p>${'Mahkamah Konstitusi memerintahkan pembentuk undang-undang menyusun aturan ketenagakerjaan yang baru. '.repeat(2)}</p>`
const ENGLISH_BODY = `<p>${'The Constitutional Court ordered lawmakers to write new employment rules within two years. '.repeat(2)}</p>`

let backend: TestBackend
let app: App
let cookie: string
let categoryId: string
const cover = 'blog_images/sampul.jpg'

beforeAll(async () => {
  const clock = new TestClock()
  backend = createTestBackend({ now: clock.now })
  app = createTestApp(backend, { now: clock.now })
  await backend.identity.createStaff({ email: 'editor@example.test', password: 'kata-sandi-editor', displayName: 'Editor', role: 'editor' })
  cookie = await signIn(app, 'editor@example.test', 'kata-sandi-editor')
  categoryId = (await fixtures(backend).category('Analisis Hukum')).id
  await backend.files.put(cover, await tinyJpeg(), 'image/jpeg')
})
afterAll(() => backend.cleanup())

const fields = (overrides: FormBody = {}) => formBody('blogs', { title: 'Putusan MK tentang PKWT', slug: 'putusan-mk-pkwt', content: BODY, categoryId, cover, publishedAt: '2026-06-01T08:00', ...overrides })
const stored = async (slug: string) => (await backend.content.query('blogs', { where: [{ field: 'slug', op: '==', value: slug }] }))[0] as Blog

describe('a post with its English version', () => {
  it('stores the English fields, derives the English excerpt, and dates the English edition', async () => {
    const res = await postForm(app, '/dashboard/blogs/create', { ...fields(), ...withEnglish('blogs', { titleEn: 'Constitutional Court ruling on fixed-term contracts', slugEn: 'court-ruling-fixed-term', contentEn: ENGLISH_BODY, coverAltEn: 'The Constitutional Court building' }) }, cookie)
    expect(res.status).toBe(303)
    const post = await stored('putusan-mk-pkwt')
    expect(post).toMatchObject({ titleEn: 'Constitutional Court ruling on fixed-term contracts', slugEn: 'court-ruling-fixed-term', publishedAtEn: post.publishedAt })
    expect(post.excerptEn).toMatch(/^The Constitutional Court ordered lawmakers/)
  })

  it('has no English date while it is a draft, nor once its English version is emptied', async () => {
    const post = await stored('putusan-mk-pkwt')
    await postForm(app, `/dashboard/blogs/${post.id}/edit`, { ...fields(), ...withEnglish('blogs', { titleEn: post.titleEn!, slugEn: post.slugEn!, contentEn: ENGLISH_BODY, coverAltEn: 'The Constitutional Court building' }), version: String(post.version), intent: 'draft' }, cookie)
    expect((await stored('putusan-mk-pkwt')).publishedAtEn).toBeNull()
    const draft = await stored('putusan-mk-pkwt')
    await postForm(app, `/dashboard/blogs/${post.id}/edit`, { ...fields(), version: String(draft.version), intent: 'publish' }, cookie)
    const published = await stored('putusan-mk-pkwt')
    expect(published).toMatchObject({ publishedAt: '2026-06-01T01:00:00.000Z', publishedAtEn: null, titleEn: null, slugEn: null, excerptEn: null })
  })

  it('refuses an English slug another post has in English, not one it has in Indonesian', async () => {
    await postForm(app, '/dashboard/blogs/create', { ...fields({ title: 'Tulisan kedua tentang PKWT', slug: 'tulisan-kedua' }), ...withEnglish('blogs', { titleEn: 'Second note on fixed-term contracts', slugEn: 'second-note', contentEn: ENGLISH_BODY, coverAltEn: 'The Constitutional Court building' }) }, cookie)
    const taken = await postForm(app, '/dashboard/blogs/create', { ...fields({ title: 'Tulisan ketiga tentang PKWT', slug: 'tulisan-ketiga' }), ...withEnglish('blogs', { titleEn: 'Third note on fixed-term contracts', slugEn: 'second-note', contentEn: ENGLISH_BODY, coverAltEn: 'The Constitutional Court building' }) }, cookie)
    expect(taken.status).toBe(409)
    expect(await taken.text()).toContain(MSG.slugTaken)
    // An Indonesian slug is another language's address: free for an English one.
    const crossed = await postForm(app, '/dashboard/blogs/create', { ...fields({ title: 'Tulisan keempat tentang PKWT', slug: 'tulisan-keempat' }), ...withEnglish('blogs', { titleEn: 'Fourth note on fixed-term contracts', slugEn: 'tulisan-kedua', contentEn: ENGLISH_BODY, coverAltEn: 'The Constitutional Court building' }) }, cookie)
    expect(crossed.status).toBe(303)
  })
})
