import { describe, expect, it } from 'vitest'
import { MEDIA_PICK_MSG, MEDIA_PICK_PAGE_MAX, MEDIA_PICK_QUERY_MAX, mediaPickUrl, readMediaPickQuery } from './media-pick'

const read = (query: string) => readMediaPickQuery(new URLSearchParams(query))

describe('the media picker query', () => {
  it('reads images of any folder from the first page when nothing is said', () => {
    expect(read('')).toEqual({ ok: true, query: { q: '', page: 1, kind: 'image', folder: null } })
  })

  it('keeps a search tidy and bounded, and a page a plain number within bounds', () => {
    expect(read(`q=${encodeURIComponent('  Ruang \n sidang  ')}&page=3&kind=pdf&folder=publications`)).toEqual({ ok: true, query: { q: 'Ruang sidang', page: 3, kind: 'pdf', folder: 'publications' } })
    const long = read(`q=${'x'.repeat(MEDIA_PICK_QUERY_MAX * 3)}`)
    expect(long.ok && long.query.q.length).toBe(MEDIA_PICK_QUERY_MAX)
    for (const page of ['0', '-2', '1e3', '2.5', ' 2', '0x10', '']) expect(read(`page=${encodeURIComponent(page)}`), page).toMatchObject({ ok: true, query: { page: 1 } })
    for (const page of ['999999', '9'.repeat(12)]) expect(read(`page=${page}`), page).toMatchObject({ query: { page: MEDIA_PICK_PAGE_MAX } })
    expect(read(`page=${'9'.repeat(400)}`)).toMatchObject({ query: { page: 1 } })
    expect(read('page=2&page=5')).toMatchObject({ query: { page: 2 } })
  })

  it('refuses a kind or folder it does not know, and the folders of personal data', () => {
    for (const kind of ['video', 'IMAGE', '__proto__']) expect(read(`kind=${kind}`), kind).toEqual({ ok: false, message: MEDIA_PICK_MSG.kind })
    for (const folder of ['cv', 'application_cvs', '../blog_images', 'toString', 'blog_images/']) expect(read(`folder=${encodeURIComponent(folder)}`), folder).toEqual({ ok: false, message: MEDIA_PICK_MSG.folder })
  })

  it('writes the address the endpoint reads back the same', () => {
    const url = mediaPickUrl({ q: 'lobi & kantor', page: 2, kind: 'image', folder: 'blog_images' })
    expect(url).toBe('/dashboard/media/pick?q=lobi+%26+kantor&page=2&kind=image&folder=blog_images')
    expect(read(url.split('?')[1]!)).toEqual({ ok: true, query: { q: 'lobi & kantor', page: 2, kind: 'image', folder: 'blog_images' } })
  })
})
