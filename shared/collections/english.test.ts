/**
 * The English part of a module (decision 30): optional as a whole, checked by the
 * Indonesian fields' own rules and messages once any of it is filled.
 */
import { parseWithZod } from '@conform-to/zod/v4'
import { describe, expect, it } from 'vitest'
import { MSG } from '../schemas/messages'
import { blogs } from './blogs'
import { englishFields, exampleDocument, formValues, hasEnglish, suggestSlug } from './define'
import { COLLECTION_MODULES } from './index'
import { termSlugBase } from './taxonomy-fields'
import { SEO_MSG } from './seo-fields'

const BODY = `<p>${'Mahkamah Konstitusi memerintahkan pembentuk undang-undang menyusun aturan baru. '.repeat(2)}</p>`
const ENGLISH_BODY = `<p>${'The Constitutional Court ordered lawmakers to write new rules within two years. '.repeat(2)}</p>`

/** Each English field whose Indonesian field is required, with it: what a begun English version needs. */
const REQUIRED_ENGLISH = englishFields(blogs).filter(([, source, f]) => blogs.fields[source as keyof typeof blogs.fields].required && !f.englishOptional)
const examples = formValues(blogs, exampleDocument(blogs)) as Record<string, string | string[]>

/** `values` with every required English field it lacks at its Indonesian field's example. */
const completeEnglish = (values: Record<string, string>) => ({ ...Object.fromEntries(REQUIRED_ENGLISH.map(([name, source]) => [name, String(examples[source])])), ...values })

function parse(values: Record<string, string>) {
  const form = new FormData()
  // Every field at the module's example (a field added to it needs no edit here), English aside.
  const derived = Object.fromEntries(Object.entries(examples).filter(([name]) => !(blogs.fields as Record<string, { translates?: string }>)[name]?.translates))
  const base: Record<string, string | string[]> = { ...derived, title: 'Putusan MK tentang PKWT', slug: 'putusan-mk', content: BODY, categoryId: 'c1', cover: 'blog_images/a.jpg', coverAlt: 'Gedung Mahkamah Konstitusi', publishedAt: '' }
  for (const [name, value] of Object.entries({ ...base, ...values })) for (const one of [value].flat()) form.append(name, one)
  return parseWithZod(form, { schema: blogs.formSchema })
}

const errorsOf = (values: Record<string, string>) => {
  const submission = parse(values)
  return submission.status === 'success' ? {} : (submission.reply().error ?? {})
}

describe('the English version of a blog', () => {
  it('has an English field beside each translated one, and no other', () => {
    const translated = Object.entries(blogs.fields).filter(([, f]) => f.translatable)
    expect(englishFields(blogs).map(([name, source]) => [name, source])).toEqual(translated.map(([name]) => [`${name}En`, name]))
    expect(englishFields(blogs).map(([name, source]) => [name, source])).toEqual(expect.arrayContaining([
      ['titleEn', 'title'],
      ['slugEn', 'slug'],
      ['contentEn', 'content'],
      ['excerptEn', 'excerpt'],
      // The cover's alternative text and the SEO texts.
      ['coverAltEn', 'coverAlt'],
      ['seoTitleEn', 'seoTitle'],
      ['seoDescriptionEn', 'seoDescription'],
    ]))
    // The English slug follows the English title, and is unique among English slugs.
    expect(blogs.fields.slugEn).toMatchObject({ from: 'titleEn', unique: true, indexed: true, required: false })
    expect(blogs.spec.unique).toEqual(['slug', 'slugEn'])
  })

  it('may be left empty: the Indonesian version alone is valid, the English fields stored empty', () => {
    const submission = parse({ titleEn: '', slugEn: '', contentEn: '<p></p>', excerptEn: '' })
    expect(submission.status).toBe('success')
    const value = submission.status === 'success' ? submission.value : null
    expect(value).toMatchObject({ titleEn: null, slugEn: null, contentEn: null, excerptEn: null })
    expect(hasEnglish(blogs, value as Record<string, unknown>)).toBe(false)
  })

  it('once begun, needs what the Indonesian version needs, with the same Indonesian messages', () => {
    const begun = errorsOf({ titleEn: 'Constitutional Court ruling' })
    expect(Object.keys(begun).sort()).toEqual(REQUIRED_ENGLISH.map(([name]) => name).filter((name) => name !== 'titleEn').sort())
    expect(begun).toMatchObject({ slugEn: [MSG.slugRequired], contentEn: [MSG.contentMin], coverAltEn: [SEO_MSG.altRequired] })
    expect(errorsOf({ titleEn: 'Short', slugEn: 'Bad Slug', contentEn: '<p>Too short.</p>' })).toMatchObject({
      titleEn: [MSG.titleMin],
      slugEn: [MSG.slug],
      contentEn: [MSG.contentMin],
      coverAltEn: [SEO_MSG.altRequired],
    })
  })

  it('is valid when complete, the excerpt optional as in Indonesian', () => {
    const submission = parse(completeEnglish({ titleEn: 'Constitutional Court ruling on fixed-term contracts', slugEn: 'constitutional-court-ruling', contentEn: ENGLISH_BODY, coverAltEn: 'The Constitutional Court building' }))
    expect(submission.status).toBe('success')
    expect(hasEnglish(blogs, (submission as { value: Record<string, unknown> }).value)).toBe(true)
  })
})

describe('the slug suggested from an English title or name', () => {
  const slugFields = Object.values(COLLECTION_MODULES).flatMap((module) =>
    Object.entries({ ...module.fields, ...('stored' in module ? module.stored : {}) }).flatMap(([name, f]) => (f.kind === 'slug' ? [[`${module.name}.${name}`, f] as const] : [])),
  )

  it('reads "&" as "and" in every English slug, as "dan" in every Indonesian one', () => {
    const english = slugFields.filter(([, f]) => f.translates)
    // Posts, practice areas, categories, tags and openings at least: every module with an English slug.
    expect(english.map(([name]) => name)).toEqual(expect.arrayContaining(['blogs.slugEn', 'publications.slugEn', 'practiceAreas.slugEn', 'categories.slugEn', 'tags.slugEn', 'openings.slugEn']))
    for (const [name, f] of slugFields) {
      expect(suggestSlug(f, 'Maritime & Shipping'), name).toBe(f.translates ? 'maritime-and-shipping' : 'maritime-dan-shipping')
    }
    // Categories' and tags' slugs are made on the server from the name in its language.
    expect(termSlugBase('Maritime & Shipping', 'en')).toBe('maritime-and-shipping')
    expect(termSlugBase('Maritim & Pelayaran', 'id')).toBe('maritim-dan-pelayaran')
  })
})
