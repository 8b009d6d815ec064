import { describe, expect, it } from 'vitest'
import { blogs } from '../../../shared/collections/blogs'
import { fixtures } from './fixtures'
import { formBody, type FormBody } from './form-bodies'
import { postForm, signIn } from './staff-session'
import { createTestApp, createTestBackend } from './test-backend'

describe('formBody', () => {
  it('sends every form field of the module, at a value its rule accepts once references and uploads are given', () => {
    const body = formBody('blogs', { categoryId: 'kategori-1', cover: 'blog_images/sampul.jpg' })
    expect(Object.keys(body).sort()).toEqual(Object.keys(blogs.fields).sort())
    const parsed = blogs.formSchema.safeParse({ ...body, version: '' })
    expect(parsed.error?.issues).toBeUndefined()
  })

  it('shows a date as the form does, in Jakarta time', () => {
    expect(formBody('blogs').publishedAt).toBe('2026-01-01T07:00')
  })

  it('keeps the test values over the examples', () => {
    expect(formBody('blogs', { title: 'Judul milik tes ini' }).title).toBe('Judul milik tes ini')
  })
})

describe('a form body with the fixtures’ uploads', () => {
  it.each([
    ['blogs', '/dashboard/blogs/create'],
    ['publications', '/dashboard/publications/create'],
    ['profiles', '/dashboard/profiles/create'],
  ] as const)('is saved by the %s create route', async (collection, path) => {
    const backend = createTestBackend()
    try {
      const app = createTestApp(backend)
      await backend.identity.createStaff({ email: 'editor@example.test', password: 'kata-sandi-editor', displayName: 'Editor', role: 'editor' })
      const cookie = await signIn(app, 'editor@example.test', 'kata-sandi-editor')
      const f = fixtures(backend)
      // The profile's bio is a custom field without an example in its module: the test gives one.
      const references: FormBody = collection === 'profiles' ? { bio: 'Bio contoh. '.repeat(10) } : { categoryId: (await f.category('Analisis Hukum')).id }
      const res = await postForm(app, path, formBody(collection, { ...references, ...(await f.uploads(collection, 'contoh')) }), cookie)
      expect(res.status, [...(await res.text()).matchAll(/field-error[^>]*><p>([^<]*)/g)].map((m) => m[1]).join(' | ')).toBe(303)
      expect(await backend.content.count(collection)).toBe(1)
    } finally {
      await backend.cleanup()
    }
  })
})
