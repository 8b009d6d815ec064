import { describe, expect, it } from 'vitest'
import { blogs } from '../../../shared/collections/blogs'
import { formBody } from './form-bodies'

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
