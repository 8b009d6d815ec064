import { SEO_MSG } from '../collections/seo-fields'
import { parseWithZod } from '@conform-to/zod/v4'
import { describe, expect, it } from 'vitest'
import { toJakartaInput } from './common'
import { MSG } from './messages'
import { EXCERPT_MAX, EXCERPT_MAX_MESSAGE } from './post'
import { POST_MODULES, postSchema } from '../collections'
import { exampleDocument, formValues } from '../collections/define'

const BlogSchema = POST_MODULES.blogs.formSchema
const PublicationSchema = POST_MODULES.publications.formSchema
import { NAMED_LINE_BREAKING_CHARACTERS } from './text-fields.fixtures'

const CONTENT = `<p>${'Isi tulisan tentang hukum ketenagakerjaan. '.repeat(4)}</p>`

/**
 * A valid blog form: every field at the module's example as the form shows it, then this
 * test's values (a field added to the module needs no edit here).
 */
const VALID_BLOG = {
  ...(formValues(POST_MODULES.blogs, exampleDocument(POST_MODULES.blogs)) as Record<string, string | string[]>),
  title: 'Perubahan aturan PKWT tahun ini',
  slug: 'perubahan-aturan-pkwt',
  content: CONTENT,
  categoryId: 'cat-1',
  tagIds: ['tag-1', 'tag-2'],
  authorIds: 'author-1',
  publishedAt: '2026-06-15T08:00',
  cover: 'blog_images/abc.jpg',
  coverAlt: 'Palu hakim di atas meja sidang',
}

/** Parses as the form does (FormData through Conform), so empty fields are missing fields. */
function parse(fields: Record<string, string | string[] | undefined>, schema: typeof BlogSchema | typeof PublicationSchema = BlogSchema) {
  const form = new FormData()
  for (const [name, value] of Object.entries(fields)) {
    if (value === undefined) continue
    for (const v of Array.isArray(value) ? value : [value]) form.append(name, v)
  }
  return parseWithZod(form, { schema })
}

function errorsOf(fields: Record<string, string | string[] | undefined>, schema?: typeof BlogSchema | typeof PublicationSchema) {
  const submission = parse(fields, schema)
  return submission.status === 'success' ? {} : (submission.error ?? {})
}

describe('BlogSchema', () => {
  it('accepts a complete blog and normalizes its lists and date', () => {
    const submission = parse(VALID_BLOG)
    expect(submission.status).toBe('success')
    if (submission.status !== 'success') return
    expect(submission.value.tagIds).toEqual(['tag-1', 'tag-2'])
    expect(submission.value.authorIds).toEqual(['author-1'])
    expect(submission.value.publishedAt).toBe('2026-06-15T01:00:00.000Z')
    expect(submission.value.excerpt).toBe('')
  })

  it.each([
    ['9 characters', 'a'.repeat(9), [MSG.titleMin]],
    ['10 characters', 'a'.repeat(10), undefined],
    ['200 characters', 'a'.repeat(200), undefined],
    ['201 characters', 'a'.repeat(201), [MSG.titleMax]],
    ['empty', undefined, [MSG.titleMin]],
    ['spaces around 9 characters', `   ${'a'.repeat(9)}   `, [MSG.titleMin]],
  ])('title of %s', (_name, title, expected) => {
    expect(errorsOf({ ...VALID_BLOG, title }).title).toEqual(expected)
  })

  it.each([
    ['lowercase words', 'hukum-bisnis-2026', undefined],
    ['digits only', '2026', undefined],
    ['a double hyphen', 'hukum--bisnis', [MSG.slug]],
    ['uppercase letters', 'Hukum-Bisnis', [MSG.slug]],
    ['a leading hyphen', '-hukum', [MSG.slug]],
    ['a trailing hyphen', 'hukum-', [MSG.slug]],
    ['spaces', 'hukum bisnis', [MSG.slug]],
    ['diacritics', 'pérusahaan', [MSG.slug]],
    ['an underscore', 'hukum_bisnis', [MSG.slug]],
    ['nothing', undefined, [MSG.slugRequired]],
    ['120 letters', 'a'.repeat(120), undefined],
    // Too long is said as such, not as a wrong character (the fuzz suite found the old message).
    ['121 letters', 'a'.repeat(121), [MSG.slugMax]],
  ])('slug with %s', (_name, slug, expected) => {
    expect(errorsOf({ ...VALID_BLOG, slug }).slug).toEqual(expected)
  })

  it('counts the visible characters of the content, not its markup', () => {
    expect(errorsOf({ ...VALID_BLOG, content: `<p>${'x'.repeat(99)}</p>` }).content).toEqual([MSG.contentMin])
    expect(errorsOf({ ...VALID_BLOG, content: `<p>${'x'.repeat(100)}</p>` }).content).toBeUndefined()
    // Paragraphs are separated by one space, as a reader sees them.
    expect(errorsOf({ ...VALID_BLOG, content: `<p><strong>${'x'.repeat(50)}</strong></p><p>${'y'.repeat(48)}</p>` }).content).toEqual([MSG.contentMin])
    expect(errorsOf({ ...VALID_BLOG, content: `<p><strong>${'x'.repeat(50)}</strong></p><p>${'y'.repeat(49)}</p>` }).content).toBeUndefined()
    expect(errorsOf({ ...VALID_BLOG, content: `<p>${'&nbsp;'.repeat(120)}</p>` }).content).toEqual([MSG.contentMin])
    expect(errorsOf({ ...VALID_BLOG, content: undefined }).content).toEqual([MSG.contentMin])
  })

  it('requires a category', () => {
    expect(errorsOf({ ...VALID_BLOG, categoryId: undefined }).categoryId).toEqual([MSG.categoryRequired])
    expect(errorsOf({ ...VALID_BLOG, categoryId: '   ' }).categoryId).toEqual([MSG.categoryRequired])
  })

  it('requires a cover uploaded to the blog images folder', () => {
    expect(errorsOf({ ...VALID_BLOG, cover: undefined }).cover).toEqual([MSG.coverRequired])
    // A file of another folder is said so (one chosen from Pustaka Media for the wrong field).
    expect(errorsOf({ ...VALID_BLOG, cover: 'publications/abc.pdf' }).cover).toEqual([MSG.uploadOtherFolder])
    expect(errorsOf({ ...VALID_BLOG, cover: 'blog_images/../cv/x.pdf' }).cover).toEqual([MSG.coverRequired])
  })

  it.each([
    ['2026-02-30T08:00', [MSG.publishedDate]],
    ['2026-13-01T08:00', [MSG.publishedDate]],
    ['2026-06-15T24:00', [MSG.publishedDate]],
    // Indonesian forms write the day first (15-06-2026 is 15 June): a day June does not have is refused.
    ['31-06-2026', [MSG.publishedDate]],
    ['besok', [MSG.publishedDate]],
    ['0001-01-01T08:00', [MSG.publishedDate]],
    // No date: a draft needs none, and Terbitkan dates it now.
    [undefined, undefined],
    ['', undefined],
    ['2026-06-15T08:00', undefined],
    ['2026-06-15', undefined],
    ['2024-02-29T23:59', undefined],
  ])('published date %s', (publishedAt, expected) => {
    expect(errorsOf({ ...VALID_BLOG, publishedAt }).publishedAt).toEqual(expected)
  })

  it('reads the published date in Jakarta time (UTC+7) and shows it back the same', () => {
    const cases = [
      ['2026-06-15T08:00', '2026-06-15T01:00:00.000Z'],
      ['2026-06-15T03:30', '2026-06-14T20:30:00.000Z'],
      ['2026-01-01T00:00', '2025-12-31T17:00:00.000Z'],
      ['2026-06-15', '2026-06-14T17:00:00.000Z'],
    ] as const
    for (const [input, utc] of cases) {
      const submission = parse({ ...VALID_BLOG, publishedAt: input })
      expect(submission.status === 'success' && submission.value.publishedAt, input).toBe(utc)
    }
    expect(toJakartaInput('2025-12-31T17:00:00.000Z')).toEqual({ date: '2026-01-01', time: '00:00' })
    expect(toJakartaInput('2026-06-14T20:30:00.000Z')).toEqual({ date: '2026-06-15', time: '03:30' })
  })

  it('takes an optional excerpt up to its limit', () => {
    const ok = parse({ ...VALID_BLOG, excerpt: '  Ringkas   dan\n jelas. ' })
    expect(ok.status === 'success' && ok.value.excerpt).toBe('Ringkas dan jelas.')
    expect(errorsOf({ ...VALID_BLOG, excerpt: 'a'.repeat(EXCERPT_MAX) }).excerpt).toBeUndefined()
    expect(errorsOf({ ...VALID_BLOG, excerpt: 'a'.repeat(EXCERPT_MAX + 1) }).excerpt).toEqual([EXCERPT_MAX_MESSAGE])
  })

  it('reports every broken rule at once', () => {
    const errors = errorsOf({})
    expect(errors).toMatchObject({
      title: [MSG.titleMin],
      slug: [MSG.slugRequired],
      content: [MSG.contentMin],
      categoryId: [MSG.categoryRequired],
      cover: [MSG.coverRequired],
      // A post always has a cover, so always its alternative text.
      coverAlt: [SEO_MSG.altRequired],
    })
    expect(errors.publishedAt).toBeUndefined()
  })
})

describe('PublicationSchema', () => {
  const VALID_PUBLICATION = { ...VALID_BLOG, cover: 'publication_images/abc.jpg', file: 'publications/abc.pdf' }

  it('accepts a complete publication', () => {
    expect(parse(VALID_PUBLICATION, PublicationSchema).status).toBe('success')
    expect(postSchema('publications')).toBe(PublicationSchema)
    expect(postSchema('blogs')).toBe(BlogSchema)
  })

  it('requires the publication file in the publications folder', () => {
    expect(errorsOf({ ...VALID_PUBLICATION, file: undefined }, PublicationSchema).file).toEqual([MSG.publicationRequired])
    expect(errorsOf({ ...VALID_PUBLICATION, file: 'cv/abc.pdf' }, PublicationSchema).file).toEqual([MSG.uploadOtherFolder])
  })

  it('requires its cover in the publication images folder', () => {
    expect(errorsOf({ ...VALID_PUBLICATION, cover: 'blog_images/abc.jpg' }, PublicationSchema).cover).toEqual([MSG.uploadOtherFolder])
  })
})

describe('control characters in post forms', () => {
  const VALID_PUBLICATION = { ...VALID_BLOG, cover: 'publication_images/abc.jpg', file: 'publications/abc.pdf' }
  /** Every one-line field of the publication form (a superset of the blog form's). */
  const SINGLE_LINE_FIELDS = ['title', 'slug', 'categoryId', 'publishedAt', 'cover', 'file'] as const
  const inMiddle = (value: string, char: string) => value.slice(0, 5) + char + value.slice(5)

  describe.each(NAMED_LINE_BREAKING_CHARACTERS)('%s', (_name, char) => {
    it.each(SINGLE_LINE_FIELDS)('refuses it in %s, beside the field', (field) => {
      for (const value of [inMiddle(VALID_PUBLICATION[field], char), VALID_PUBLICATION[field] + char]) {
        expect(errorsOf({ ...VALID_PUBLICATION, [field]: value }, PublicationSchema), JSON.stringify(value)).toEqual({ [field]: [MSG.controlCharacters] })
      }
    })
    it.each(['tagIds', 'authorIds'] as const)('refuses it in an id of %s', (field) => {
      expect(errorsOf({ ...VALID_BLOG, [field]: ['tag-1', `tag${char}2`] })).toEqual({ [field]: [MSG.controlCharacters] })
    })
  })

  it('still takes line breaks and tabs in the rich text and the excerpt', () => {
    const content = `<p>${'Paragraf pertama. '.repeat(4)}</p>\r\n<pre>\tkode\nbaris\u2028dua</pre>\n<p>${'Paragraf kedua. '.repeat(4)}</p>`
    const submission = parse({ ...VALID_BLOG, content, excerpt: 'Ringkas\r\ndan\tjelas.' })
    expect(submission.status).toBe('success')
    if (submission.status !== 'success') return
    expect(submission.value.content).toContain('</p>\n<pre>\tkode\nbaris\ndua</pre>')
    expect(submission.value.excerpt).toBe('Ringkas dan jelas.')
  })

  it.each(['\u0000', '\u001b', '\u007f', '\u009b'])('refuses an invisible control %j pasted into the rich text or the excerpt', (char) => {
    expect(errorsOf({ ...VALID_BLOG, content: CONTENT.replace('hukum', `hu${char}kum`), excerpt: `Ring${char}kas` })).toEqual({
      content: [MSG.hiddenControlCharacters],
      excerpt: [MSG.hiddenControlCharacters],
    })
  })
})
