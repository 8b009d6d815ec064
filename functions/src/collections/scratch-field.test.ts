/**
 * Adding a required field to blogs touches the blogs module and, to show the field, the detail
 * page (docs/decisions/0020-collection-modules.md, "Consequences"). Here the blogs module is
 * swapped, for this file only, for a copy built with `defineCollection` as an edit of
 * shared/collections/blogs.ts would build it: the same definition with one more required text
 * field, `subtitle`. Nothing else is edited, and yet the form schema requires it with its
 * message, the form shows it labelled (module-driven fields), the save stores it and refuses a
 * form without it, the form values and drafts carry it, the test builders give it a value and
 * the fuzz suite's field lists name it.
 *
 * What a real edit adds beside the module, as the type check and the suite count it:
 * - to show it: the detail page (web/src/pages/post-detail-page.tsx), the one file the rule names;
 * - to keep the type check green: the demo seed's plan (functions/src/seed/plan-demo-content.ts
 *   types its posts as the stored blog, so each demo blog gets its subtitle) and one test that
 *   writes a blog document by hand (functions/src/backends/firebase/algolia-search-index.test.ts);
 * - for blogs stored before the change: a step in functions/src/backends/migrations.ts
 *   (`addFieldDefault`), so readers find the field in every document.
 * No route, save mapping, form page, draft mapper, comparison, fixture, form-body builder or
 * fuzz list needs an edit: this file runs them all unchanged.
 */
import { getFormProps, useForm } from '@conform-to/react'
import { createElement } from 'react'
import { renderToString } from 'react-dom/server'
import { afterAll, beforeAll, describe, expect, it, vi } from 'vitest'
import type * as z from 'zod'
import { COLLECTION_MODULES } from '../../../shared/collections'
import { blogs } from '../../../shared/collections/blogs'
import { exampleDocument, formValues, valuesFromDraft, type Field } from '../../../shared/collections/define'
import { ModuleFields } from '../../../web/src/dashboard/collections/module-fields'
import { postCompareRows } from '../../../web/src/dashboard/collections/posts/compare'
import type { PostFormPageProps } from '../../../web/src/dashboard/collections/posts/form-page'
import { fixtures } from '../testing/fixtures'
import { formBody, type FormBody } from '../testing/form-bodies'
import { postForm, signIn, TEST_ORIGIN } from '../testing/staff-session'
import { createTestApp, createTestBackend, TestClock, type TestBackend } from '../testing/test-backend'
import type { App } from '../app'
import { saveDocument } from './save-document'

/** The field added, with its label and the message of an empty one. */
const SUBTITLE = vi.hoisted(() => ({ label: 'Subjudul', required: 'Subjudul harus diisi', max: 160, maxMessage: 'Subjudul maksimal 160 karakter' }))

// The blogs module with one more required field: what shared/collections/blogs.ts would export.
vi.mock('../../../shared/collections/blogs', async (importOriginal) => {
  const { blogs: original } = await importOriginal<typeof import('../../../shared/collections/blogs')>()
  const { defineCollection, text } = await import('../../../shared/collections/define')
  const { name, labels, fields, composite, publish } = original
  const subtitle = text({ label: SUBTITLE.label, required: SUBTITLE.required, max: [SUBTITLE.max, SUBTITLE.maxMessage] })
  // `composite` names fields by their keys, which the widened original no longer knows.
  return { blogs: defineCollection({ name, labels, fields: { ...fields, subtitle }, composite: composite as never, publish }) }
})

/** The blogs module as this file sees it: the copy, with `subtitle`. */
const scratch = blogs as unknown as typeof blogs & { fields: typeof blogs.fields & { subtitle: Field<z.ZodString, 'text'> } }
const fields = scratch.fields as Record<string, Field>

describe('a required field added to the blogs module', () => {
  it('is the module the whole app reads (the registry, the post modules)', () => {
    expect(COLLECTION_MODULES.blogs).toBe(scratch)
    expect(fields.subtitle).toMatchObject({ kind: 'text', label: SUBTITLE.label, required: true, maxLength: SUBTITLE.max })
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
