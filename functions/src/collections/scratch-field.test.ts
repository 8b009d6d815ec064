/**
 * Adding a required, translatable, searchable field to blogs touches 2 files: the blogs module
 * (shared/collections/blogs.ts: the field among its fields and its key among the translated
 * ones) and, to show it, the detail page (web/src/pages/post-detail-page.tsx); plus, for blogs
 * stored before the change, a step in functions/src/backends/migrations.ts (`addFieldDefault`)
 * so readers find the field in every document (docs/decisions/0020-collection-modules.md,
 * "Consequences"). The type check and the unit suite pass with only the module edited.
 *
 * Here the blogs module is swapped, for this file only, for a copy built with
 * `defineCollection` as that edit would build it, with `subtitle` and its English `subtitleEn`.
 * Nothing else is edited, and yet: the form schema requires it with its message, and its
 * English version once the English is begun; the form shows both (the English in its tab); the
 * save stores them and refuses a form without it; the form values and drafts carry it; the test
 * builders and form bodies give it a value (functions/src/testing/form-bodies.ts `withEnglish`
 * for tests that write an English version); the fuzz suite's field lists name it; English pages
 * read its English value (the item localized); a change of the Indonesian alone flags the
 * English, and "Tandai sudah diperbarui" clears it; the Indonesian and English search records
 * carry it, as the Algolia object and the embedded FTS5 index do, so search finds a blog by a
 * word only it holds, in either language. The demo seed writes the example value of a field its
 * plan does not know (functions/src/seed/index.ts), until someone writes demo text for it.
 * No route, save mapping, form page, draft mapper, comparison, fixture, form-body builder,
 * search projection, type table or fuzz list needs an edit: this file runs them all unchanged.
 */
import { getFormProps, useForm } from '@conform-to/react'
import { createElement } from 'react'
import { renderToString } from 'react-dom/server'
import { afterAll, beforeAll, describe, expect, it, vi } from 'vitest'
import type * as z from 'zod'
import { COLLECTION_MODULES } from '../../../shared/collections'
import { blogs } from '../../../shared/collections/blogs'
import { exampleDocument, formValues, TRANSLATION_SOURCE, valuesFromDraft, type Field } from '../../../shared/collections/define'
import { needsUpdate, translationSnapshot } from '../../../shared/collections/translation-status'
import { localize } from '../../../shared/i18n/localize'
import type { Blog } from '../../../shared/schemas/types'
import type { SearchRecord } from '../../../shared/search'
import { ModuleFields } from '../../../web/src/dashboard/collections/module-fields'
import { postCompareRows } from '../../../web/src/dashboard/collections/posts/compare'
import type { PostFormPageProps } from '../../../web/src/dashboard/collections/posts/form-page'
import { fixtures } from '../testing/fixtures'
import { formBody, withEnglish, type FormBody } from '../testing/form-bodies'
import { postForm, signIn, TEST_ORIGIN } from '../testing/staff-session'
import { createTestApp, createTestBackend, TestClock, type TestBackend } from '../testing/test-backend'
import type { App } from '../app'
import { toAlgoliaObject } from '../backends/firebase/algolia-records'
import { englishPostRecords, postRecords } from '../search/records'
import { saveDocument } from './save-document'
import { translationState } from './translation-current'

/** The field added, with its label, the message of an empty one, and a word only it holds in each language. */
const SUBTITLE = vi.hoisted(() => ({
  label: 'Subjudul',
  required: 'Subjudul harus diisi',
  max: 160,
  maxMessage: 'Subjudul maksimal 160 karakter',
  word: 'kelautanraya',
  wordEn: 'seafaringwide',
}))

// The blogs module with one more required, translatable, searchable field: what
// shared/collections/blogs.ts would export with `subtitle` among its fields and its translated keys.
vi.mock('../../../shared/collections/blogs', async (importOriginal) => {
  const { blogs: original } = await importOriginal<typeof import('../../../shared/collections/blogs')>()
  const { defineCollection, text, translated } = await import('../../../shared/collections/define')
  const subtitle = text({ label: SUBTITLE.label, required: SUBTITLE.required, searchable: true, max: [SUBTITLE.max, SUBTITLE.maxMessage] })
  // `composite` names fields by their keys, which the widened original no longer knows.
  return { blogs: defineCollection({ ...original, composite: original.composite as never, fields: translated({ ...original.fields, subtitle }, ['subtitle']) }) }
})

/** The blogs module as this file sees it: the copy, with `subtitle` and `subtitleEn`. */
const scratch = blogs as unknown as typeof blogs & { fields: typeof blogs.fields & { subtitle: Field<z.ZodString, 'text'>; subtitleEn: Field } }
const fields = scratch.fields as Record<string, Field>

describe('a required field added to the blogs module', () => {
  it('is the module the whole app reads (the registry, the post modules)', () => {
    expect(COLLECTION_MODULES.blogs).toBe(scratch)
    expect(fields.subtitle).toMatchObject({ kind: 'text', label: SUBTITLE.label, required: true, maxLength: SUBTITLE.max, translatable: true, searchable: true })
    expect(fields.subtitleEn).toMatchObject({ kind: 'text', label: `${SUBTITLE.label} (English)`, required: false, translates: 'subtitle' })
  })

  it('is required by the form schema, with its own message', () => {
    const values = formBody('blogs', { categoryId: 'c1', cover: 'blog_images/a.jpg' })
    const parsed = scratch.formSchema.safeParse({ ...values, subtitle: '' })
    expect(parsed.success).toBe(false)
    expect(parsed.error?.issues.map((issue) => [issue.path.join('.'), issue.message])).toEqual([['subtitle', SUBTITLE.required]])
    expect(scratch.formSchema.safeParse(values).success).toBe(true)
  })

  it('gets an example value in test documents, which its rule accepts, and a default', () => {
    const doc = exampleDocument(scratch)
    expect(typeof doc.subtitle).toBe('string')
    expect(fields.subtitle!.rule.safeParse(doc.subtitle).success).toBe(true)
    expect(fields.subtitle!.default).toBe('')
  })

  it('is carried by the form values, and by a draft (kept from the loaded values when a draft predates it)', () => {
    const loaded = formValues(scratch, { ...exampleDocument(scratch), subtitle: 'Subjudul tersimpan' })
    expect(loaded.subtitle).toBe('Subjudul tersimpan')
    expect(formValues(scratch, null).subtitle).toBe('')
    expect(valuesFromDraft(scratch, { subtitle: 'Subjudul dari draf' }, loaded).subtitle).toBe('Subjudul dari draf')
    expect(valuesFromDraft(scratch, { title: 'Draf lama tanpa subjudul' }, loaded).subtitle).toBe('Subjudul tersimpan')
  })

  it('is in the field lists the fuzz suite reads from the modules', () => {
    // The expression of tests/security/fuzz-endpoints.test.ts (formFields).
    const formFields = (module: { formSchema: { shape: object } }) => Object.keys(module.formSchema.shape)
    expect(formFields(COLLECTION_MODULES.blogs)).toContain('subtitle')
  })

  it('is rendered by ModuleFields with its label, required mark and length limit', () => {
    function Form() {
      const [form, meta] = useForm({ id: 'scratch', defaultValue: formValues(scratch, null) })
      return createElement(
        'form',
        getFormProps(form),
        createElement(ModuleFields, { specs: fields, fields: meta as never, mode: 'create', restored: false, options: {}, files: {}, now: '2026-06-15T03:00:00.000Z' }),
      )
    }
    const html = renderToString(createElement(Form))
    expect(html).toMatch(new RegExp(`<label for="scratch-subtitle">${SUBTITLE.label}<span class="required"`))
    expect(html).toMatch(/<input [^>]*id="scratch-subtitle"[^>]*maxLength="160"[^>]*name="subtitle"/)
  })

  it('is compared with another person’s version, by its label', () => {
    const props = { collection: 'blogs', files: {}, options: {} } as unknown as PostFormPageProps
    const rows = postCompareRows({ subtitle: 'Subjudul mereka' }, props)
    expect(rows).toContainEqual({ label: SUBTITLE.label, text: 'Subjudul mereka' })
  })
})

describe('saveDocument with the added field', () => {
  let backend: TestBackend
  let values: FormBody
  beforeAll(async () => {
    backend = createTestBackend()
    const f = fixtures(backend)
    const category = await f.category('Analisis Hukum')
    values = formBody('blogs', { categoryId: category.id, ...(await f.uploads('blogs', 'sampul')) })
  })
  afterAll(() => backend.cleanup())

  const form = (body: FormBody) => {
    const data = new FormData()
    for (const [name, value] of Object.entries(body)) for (const one of [value].flat()) data.append(name, one)
    return data
  }

  it('refuses a form without it, with its message, and writes nothing', async () => {
    const { subtitle: _subtitle, ...without } = values
    const outcome = await saveDocument({ backend, module: scratch, form: form(without), existing: null, actor: 'u1' })
    expect(outcome.ok === false && outcome.status).toBe(400)
    expect(outcome.ok === false && outcome.reply.error?.subtitle).toEqual([SUBTITLE.required])
    expect(await backend.content.count('blogs')).toBe(0)
  })

  it('stores it, trimmed as its rule says', async () => {
    const outcome = await saveDocument({ backend, module: scratch, form: form({ ...values, subtitle: '  Catatan atas putusan terbaru  ' }), existing: null, actor: 'u1' })
    expect(outcome.ok).toBe(true)
    const [stored] = await backend.content.query('blogs')
    expect((stored as unknown as Record<string, unknown>).subtitle).toBe('Catatan atas putusan terbaru')
  })

  it('is given a value by the test builder', async () => {
    const blog = (await fixtures(backend).blog({ title: 'Tulisan dari pembuat uji', categoryId: 'c1', publishedAt: '2026-06-01T01:00:00.000Z' })) as unknown as Record<string, unknown>
    expect(blog.subtitle).toBe(exampleDocument(scratch).subtitle)
  })
})

describe('the blog routes with the added field (no edit of routes, save or form page)', () => {
  let backend: TestBackend
  let app: App
  let cookie: string
  let values: FormBody
  beforeAll(async () => {
    const clock = new TestClock()
    backend = createTestBackend({ now: clock.now })
    app = createTestApp(backend, { now: clock.now })
    await backend.identity.createStaff({ email: 'editor@example.test', password: 'kata-sandi-editor', displayName: 'Editor', role: 'editor' })
    cookie = await signIn(app, 'editor@example.test', 'kata-sandi-editor')
    const f = fixtures(backend)
    const category = await f.category('Analisis Hukum')
    values = formBody('blogs', { categoryId: category.id, publishedAt: '2026-06-14T08:00', ...(await f.uploads('blogs', 'sampul')) })
  })
  afterAll(() => backend.cleanup())

  const page = async (path: string) => (await app.request(`${TEST_ORIGIN}${path}`, { headers: { cookie } })).text()

  it('shows it in the create form, labelled and marked required', async () => {
    expect(await page('/dashboard/blogs/create')).toMatch(new RegExp(`<label for="post-form-subtitle">${SUBTITLE.label}<span class="required"`))
  })

  it('refuses a form without it, the message next to the field and the rest kept', async () => {
    const res = await postForm(app, '/dashboard/blogs/create', { ...values, subtitle: '' }, cookie)
    const html = await res.text()
    expect(res.status).toBe(400)
    expect(html).toContain(`<div class="field-error" id="post-form-subtitle-error" aria-live="polite"><p>${SUBTITLE.required}</p></div>`)
    expect(html).toContain(`value="${values.title}"`)
    expect(await backend.content.count('blogs')).toBe(0)
  })

  it('saves it, and the edit form shows it again', async () => {
    const res = await postForm(app, '/dashboard/blogs/create', { ...values, subtitle: 'Catatan atas putusan terbaru' }, cookie)
    expect(res.status).toBe(303)
    const [blog] = await backend.content.query('blogs')
    expect((blog as unknown as Record<string, unknown>).subtitle).toBe('Catatan atas putusan terbaru')
    expect(await page(`/dashboard/blogs/${blog!.id}/edit`)).toMatch(/<input [^>]*id="post-form-subtitle"[^>]*value="Catatan atas putusan terbaru"/)
  })
})

describe('the English version of the added field (translatable)', () => {
  const english = withEnglish('blogs', { titleEn: 'A review of national shipping law', slugEn: 'national-shipping-law', contentEn: fields.content!.example as string, coverAltEn: 'A ship at sea', subtitleEn: `Notes on ${SUBTITLE.wordEn} trade` })
  const document = () => ({ ...exampleDocument(scratch), subtitle: `Catatan ${SUBTITLE.word}`, ...english }) as Record<string, unknown>

  it('is required, with the Indonesian message, once the English version is written', () => {
    const values = formBody('blogs', { categoryId: 'c1', cover: 'blog_images/a.jpg', ...english })
    expect(scratch.formSchema.safeParse(values).success).toBe(true)
    const parsed = scratch.formSchema.safeParse({ ...values, subtitleEn: '' })
    expect(parsed.error?.issues.map((issue) => [issue.path.join('.'), issue.message])).toEqual([['subtitleEn', SUBTITLE.required]])
  })

  it('is what English pages read in its place (the item localized)', () => {
    expect(localize(scratch, document(), 'en').subtitle).toBe(english.subtitleEn)
    expect(localize(scratch, document(), 'id').subtitle).toBe(`Catatan ${SUBTITLE.word}`)
  })

  it('is kept current by the translation flag: a change of the Indonesian alone flags the English, with its label', () => {
    const written = { ...document(), [TRANSLATION_SOURCE]: translationSnapshot(scratch, document()) }
    expect(needsUpdate(scratch, written)).toBe(false)
    const changed = { ...written, subtitle: 'Catatan yang diubah' }
    expect(needsUpdate(scratch, changed)).toBe(true)
    expect(translationState(scratch, changed, '/x')?.changes.map((change) => change.label)).toEqual([SUBTITLE.label])
  })
})

describe('search with the added field (searchable)', () => {
  const post = () => ({ ...exampleDocument(scratch), id: 'b1', createdAt: '2026-01-01T00:00:00.000Z', updatedAt: '2026-01-01T00:00:00.000Z', updatedBy: 'u1', version: 1, cover: { path: 'blog_images/a.jpg', contentType: 'image/jpeg', size: 1 }, publishedAt: '2026-06-01T01:00:00.000Z', titleEn: 'A review', slugEn: 'a-review', contentEn: '<p>English text.</p>', coverAltEn: 'A ship', subtitle: `Catatan ${SUBTITLE.word}`, subtitleEn: `Notes on ${SUBTITLE.wordEn}`, publishedAtEn: '2026-06-01T01:00:00.000Z' }) as unknown as Blog
  const text = (records: SearchRecord[]) => records.map((record) => record.text).join(' ')

  it('reaches the Indonesian record and, in English, the English one, each in its own language only', () => {
    expect(text(postRecords('blogs', post(), null, []))).toContain(SUBTITLE.word)
    expect(text(postRecords('blogs', post(), null, []))).not.toContain(SUBTITLE.wordEn)
    expect(text(englishPostRecords('blogs', post(), null, []))).toContain(SUBTITLE.wordEn)
    expect(text(englishPostRecords('blogs', post(), null, []))).not.toContain(SUBTITLE.word)
  })

  it('is carried by the Algolia object of the record', () => {
    expect(postRecords('blogs', post(), null, []).map((record) => toAlgoliaObject(record).text).join(' ')).toContain(SUBTITLE.word)
    expect(englishPostRecords('blogs', post(), null, []).map((record) => toAlgoliaObject(record).text).join(' ')).toContain(SUBTITLE.wordEn)
  })
})

describe('the added field through the routes, in both languages (save, English tab, search, translation flag)', () => {
  let backend: TestBackend
  let app: App
  let cookie: string
  let values: FormBody
  const title = 'Tinjauan hukum pelayaran nasional'
  const english = withEnglish('blogs', { titleEn: 'A review of national shipping law', slugEn: 'national-shipping-law', contentEn: fields.content!.example as string, coverAltEn: 'A ship at sea', subtitleEn: `Notes on ${SUBTITLE.wordEn} trade` })
  beforeAll(async () => {
    const clock = new TestClock()
    backend = createTestBackend({ now: clock.now })
    app = createTestApp(backend, { now: clock.now })
    await backend.identity.createStaff({ email: 'editor@example.test', password: 'kata-sandi-editor', displayName: 'Editor', role: 'editor' })
    cookie = await signIn(app, 'editor@example.test', 'kata-sandi-editor')
    const f = fixtures(backend)
    const category = await f.category('Analisis Hukum')
    values = formBody('blogs', { title, slug: 'tinjauan-pelayaran', categoryId: category.id, publishedAt: '2026-06-14T08:00', subtitle: `Catatan ${SUBTITLE.word} terbaru`, ...english, ...(await f.uploads('blogs', 'sampul')) })
  })
  afterAll(() => backend.cleanup())

  const page = async (path: string) => (await app.request(`${TEST_ORIGIN}${path}`, { headers: { cookie } })).text()
  const stored = async () => (await backend.content.query('blogs'))[0] as unknown as Blog & Record<string, unknown>

  it('shows its English version in the English tab of the form', async () => {
    expect(await page('/dashboard/blogs/create')).toMatch(new RegExp(`<label for="post-form-subtitleEn">${SUBTITLE.label} \\(English\\)`))
  })

  it('saves both versions', async () => {
    expect((await postForm(app, '/dashboard/blogs/create', values, cookie)).status).toBe(303)
    expect(await stored()).toMatchObject({ subtitle: `Catatan ${SUBTITLE.word} terbaru`, subtitleEn: english.subtitleEn })
  })

  it('is found by a word only it holds: in Indonesian search, and in English search by its English word', async () => {
    expect(await page(`/search?q=${SUBTITLE.word}`)).toContain(title)
    expect(await page(`/search?q=${SUBTITLE.wordEn}`)).not.toContain(title)
    const en = await page(`/en/search?q=${SUBTITLE.wordEn}`)
    expect(en).toContain(english.titleEn)
    expect(en).toContain(`href="/en/blogs/${english.slugEn}"`)
    expect(await page(`/en/search?q=${SUBTITLE.word}`)).not.toContain(english.titleEn)
  })

  it('flags the English when only the Indonesian changes, and the flag goes once marked current', async () => {
    const blog = await stored()
    expect((await postForm(app, `/dashboard/blogs/${blog.id}/edit`, { ...values, subtitle: 'Catatan yang diubah', version: String(blog.version) }, cookie)).status).toBe(303)
    const flagged = await stored()
    expect(needsUpdate(scratch, flagged)).toBe(true)
    expect(await page(`/dashboard/blogs/${flagged.id}/edit`)).toContain('Tandai sudah diperbarui')
    expect((await postForm(app, `/dashboard/blogs/${flagged.id}/translation-current`, { version: String(flagged.version) }, cookie)).status).toBe(303)
    expect(needsUpdate(scratch, await stored())).toBe(false)
  })
})
