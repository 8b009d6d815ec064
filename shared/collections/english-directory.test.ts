/**
 * The English rules of practice areas, profiles, categories and tags (decision 30):
 * which fields have an English version, and that the English part is optional but, once begun,
 * checked by the Indonesian rules with the Indonesian messages.
 */
import { describe, expect, it } from 'vitest'
import { MSG } from '../schemas/messages'
import { categories } from './categories'
import { englishFields, exampleDocument, formValues } from './define'
import { AREA_MSG, practiceAreas } from './practice-areas'
import { profiles } from './profiles'
import { tags } from './tags'

/** The form of a valid stored example, with `extra` typed over it. */
function form(module: typeof practiceAreas | typeof profiles | typeof categories | typeof tags, extra: Record<string, unknown> = {}) {
  const valid = { slug: 'contoh', bio: 'Bio contoh yang cukup panjang. '.repeat(5) }
  return { ...formValues(module as never, { ...exampleDocument(module), cover: null, picture: null, cv: null }), ...valid, version: '1', ...extra }
}

/** The messages of a parse, by field. */
function errors(module: { formSchema: { safeParse: (v: unknown) => { success: boolean; error?: { issues: { path: PropertyKey[]; message: string }[] } } } }, value: unknown) {
  const result = module.formSchema.safeParse(value)
  return Object.fromEntries((result.error?.issues ?? []).map((issue) => [String(issue.path[0]), issue.message]))
}

describe('practice areas in English', () => {
  it('translates name, slug, summary and description; the English slug follows the English name and is unique', () => {
    expect(englishFields(practiceAreas).map(([name, source]) => [name, source])).toEqual([
      ['nameEn', 'name'],
      ['slugEn', 'slug'],
      ['summaryEn', 'summary'],
      ['descriptionEn', 'description'],
      // The cover's alternative text and the SEO texts.
      ['coverAltEn', 'coverAlt'],
      ['seoTitleEn', 'seoTitle'],
      ['seoDescriptionEn', 'seoDescription'],
    ])
    expect(practiceAreas.fields.slugEn.from).toBe('nameEn')
    expect(practiceAreas.spec.unique).toContain('slugEn')
    expect(practiceAreas.spec.indexed).toContain('publishedAtEn')
  })

  it('takes an area without English, and refuses a begun English version missing what Indonesian requires', () => {
    expect(errors(practiceAreas, form(practiceAreas))).toEqual({})
    expect(errors(practiceAreas, form(practiceAreas, { nameEn: 'Employment Law' }))).toMatchObject({
      summaryEn: AREA_MSG.summaryRequired,
      descriptionEn: AREA_MSG.descriptionMin,
    })
    const complete = { nameEn: 'Employment Law', slugEn: 'employment-law', summaryEn: 'Advice on employment.', descriptionEn: `<p>${'We advise employers. '.repeat(10)}</p>` }
    expect(errors(practiceAreas, form(practiceAreas, complete))).toEqual({})
    expect(errors(practiceAreas, form(practiceAreas, { ...complete, summaryEn: 'x'.repeat(301) }))).toEqual({ summaryEn: AREA_MSG.summaryMax })
  })
})

describe('profiles in English', () => {
  it('translates position, bio, education, admissions, languages, the portrait’s text and SEO texts; never the name, slug, contacts or files', () => {
    expect(englishFields(profiles).map(([, source]) => source)).toEqual(['position', 'bio', 'education', 'barAdmissions', 'languages', 'pictureAlt', 'seoTitle', 'seoDescription'])
    for (const kept of ['name', 'slug', 'email', 'phone', 'picture', 'cv', 'linkedinUrl', 'seoImage']) expect(profiles.fields).not.toHaveProperty(`${kept}En`)
  })

  it('requires the English position and bio once any English is written, with the Indonesian messages', () => {
    expect(errors(profiles, form(profiles))).toEqual({})
    expect(errors(profiles, form(profiles, { educationEn: 'Bachelor of Laws, Universitas Indonesia (2010)' }))).toEqual({
      positionEn: MSG.positionRequired,
      bioEn: MSG.bioMin,
    })
    expect(errors(profiles, form(profiles, { positionEn: 'Partner', bioEn: 'Short.' }))).toEqual({ bioEn: MSG.bioMin })
  })

  it('reads English lines one entry per line, and an empty one as none', () => {
    const parsed = profiles.formSchema.parse(form(profiles, { positionEn: 'Partner', bioEn: 'A'.repeat(120), languagesEn: 'Indonesian\n\nEnglish\n' }))
    expect(parsed.languagesEn).toEqual(['Indonesian', 'English'])
    expect(parsed.educationEn).toEqual([])
    expect(profiles.formSchema.parse(form(profiles)).positionEn).toBeNull()
  })
})

describe('categories and tags in English', () => {
  it('translates the name; the English slug is stored, unique among English slugs', () => {
    for (const module of [categories, tags]) {
      expect(englishFields(module).map(([name]) => name)).toEqual(['nameEn'])
      expect(module.spec.unique).toEqual(expect.arrayContaining(['slug', 'slugEn']))
    }
  })

  it('leaves the English name optional, tidied and checked by the Indonesian rule when given', () => {
    expect(errors(categories, { name: 'Analisis Hukum', nameEn: '', version: '1' })).toEqual({})
    expect(categories.formSchema.parse({ name: 'Analisis Hukum', nameEn: '  Legal   Analysis ', version: '1' }).nameEn).toBe('Legal Analysis')
    expect(errors(categories, { name: 'Analisis Hukum', nameEn: 'Tax', version: '1' })).toEqual({ nameEn: MSG.categoryMin })
    expect(errors(tags, { name: 'Pajak', nameEn: 'x'.repeat(200), version: '1' })).toEqual({ nameEn: MSG.tagMax })
  })
})
