import { describe, expect, it } from 'vitest'
import { COLLECTION_MODULES } from '.'
import { englishFields, formValues, suggestSlug } from './define'
import { EMPLOYMENT_TYPES, isCalendarDate, OPENING_MSG, openings } from './openings'

const DESCRIPTION = `<p>${'Mendampingi klien dalam sengketa komersial di pengadilan dan arbitrase. '.repeat(2)}</p>`

const valid = { title: 'Associate Litigasi', slug: 'associate-litigasi', location: 'Jakarta  Selatan', employmentType: 'full-time', description: DESCRIPTION, closesOn: '2026-12-31' }

const messages = (input: Record<string, unknown>) => {
  const result = openings.formSchema.safeParse(input)
  return Object.fromEntries((result.error?.issues ?? []).map((issue) => [String(issue.path[0]), issue.message]))
}

describe('openings module', () => {
  it('is registered, with its store spec: status and closing date queried, each slug unique in its language', () => {
    expect(COLLECTION_MODULES.openings).toBe(openings)
    expect(openings.spec).toEqual({ indexed: ['slug', 'slugEn', 'closesOn', 'status'], unique: ['slug', 'slugEn'] })
    expect(openings.searchable).toBe(false)
    expect(openings.uploads).toEqual({})
  })

  it('parses a valid form: tidy location, open by default', () => {
    const parsed = openings.formSchema.parse(valid)
    expect(parsed).toMatchObject({ title: 'Associate Litigasi', location: 'Jakarta Selatan', employmentType: 'full-time', closesOn: '2026-12-31', status: 'open' })
  })

  it('takes Batas lamaran as Indonesian forms write a day, kept as YYYY-MM-DD; says what to type for what is none', () => {
    for (const typed of ['31/01/2027', '31-01-2027', '31.01.2027', '2027-01-31', ' 31/1/2027 ']) {
      expect(openings.formSchema.parse({ ...valid, closesOn: typed }).closesOn, typed).toBe('2027-01-31')
    }
    for (const typed of ['30/02/2027', '2027-31-01', 'besok', '']) expect(messages({ ...valid, closesOn: typed }), typed).toEqual({ closesOn: OPENING_MSG.closesOn })
    expect(OPENING_MSG.closesOn).toContain('31/01/2027')
    // The form shows the calendar beside it, as the blog form's date.
    expect(openings.fields.closesOn.picker).toBe('day')
  })

  it('answers each field with its Indonesian message', () => {
    expect(messages({ title: '', slug: 'Bukan Slug', location: '', employmentType: 'freelance', description: '<p>pendek</p>', closesOn: '31-13-2026', status: 'draft' })).toEqual({
      title: OPENING_MSG.titleRequired,
      slug: expect.any(String),
      location: OPENING_MSG.locationRequired,
      employmentType: OPENING_MSG.type,
      description: OPENING_MSG.descriptionMin,
      closesOn: OPENING_MSG.closesOn,
      status: OPENING_MSG.status,
    })
    expect(messages({ ...valid, title: 'x'.repeat(201) })).toEqual({ title: OPENING_MSG.titleMax })
  })

  it('takes only closing dates that exist', () => {
    for (const day of ['2026-12-31', '2028-02-29']) expect(isCalendarDate(day), day).toBe(true)
    for (const day of ['2026-02-30', '2027-02-29', '2026-13-01', '2026-1-01', '2026-12-31T08:00', '', '1999-12-31']) expect(isCalendarDate(day), day).toBe(false)
  })

  it('offers every employment type with its Indonesian label, in the form and as Google job search values', () => {
    expect(openings.fields.employmentType.choices).toEqual([
      { value: 'full-time', label: 'Penuh waktu' },
      { value: 'part-time', label: 'Paruh waktu' },
      { value: 'contract', label: 'Kontrak' },
      { value: 'internship', label: 'Magang' },
      { value: 'temporary', label: 'Sementara' },
    ])
    expect(Object.values(EMPLOYMENT_TYPES).map((t) => t.schema)).toEqual(['FULL_TIME', 'PART_TIME', 'CONTRACTOR', 'INTERN', 'TEMPORARY'])
    expect(openings.fields.status.choices).toEqual([
      { value: 'open', label: 'Dibuka' },
      { value: 'closed', label: 'Ditutup' },
    ])
  })

  it('shows a stored opening in the form as it was typed (the closing date as its calendar date)', () => {
    expect(formValues(openings, { ...valid, location: 'Jakarta Selatan', status: 'closed' })).toEqual({ ...valid, location: 'Jakarta Selatan', status: 'closed', titleEn: '', slugEn: '', descriptionEn: '' })
    expect(formValues(openings, null)).toMatchObject({ status: 'open', closesOn: '' })
  })

  it('has an optional English version: title, slug and description, checked by the Indonesian rules once begun', () => {
    expect(englishFields(openings).map(([name, source]) => [name, source])).toEqual([
      ['titleEn', 'title'],
      ['slugEn', 'slug'],
      ['descriptionEn', 'description'],
    ])
    expect(messages(valid)).toEqual({})
    expect(messages({ ...valid, titleEn: 'Litigation Associate' })).toEqual({ slugEn: expect.any(String), descriptionEn: OPENING_MSG.descriptionMin })
    const english = { titleEn: 'Litigation Associate', slugEn: 'litigation-associate', descriptionEn: `<p>${'Acting for clients in commercial disputes before the courts and in arbitration. '.repeat(2)}</p>` }
    expect(messages({ ...valid, ...english })).toEqual({})
    // The English slug follows the English title, in English.
    expect(openings.fields.slugEn.from).toBe('titleEn')
    expect(suggestSlug(openings.fields.slugEn, 'Maritime & Shipping Associate')).toBe('maritime-and-shipping-associate')
  })
})
