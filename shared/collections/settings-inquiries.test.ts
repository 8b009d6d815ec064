import { describe, expect, it } from 'vitest'
import { areaRecipientLinesById, areaRecipients, inquiryRetentionMonths, recipientsOfArea, settings, SETTINGS_MSG } from './settings'

const parse = (over: Record<string, unknown>) => settings.formSchema.safeParse({ name: 'Firma', shortDescription: 'Kantor hukum.', email: 'kantor@example.test', ...over })

describe('the inquiry settings', () => {
  it('reads recipients per practice area, one line each, skipping what is malformed', () => {
    expect(areaRecipients(['litigasi: a@example.test, b@example.test', 'pajak:c@example.test', 'rusak', 'x: bukan-email'])).toEqual(
      new Map([
        ['litigasi', ['a@example.test', 'b@example.test']],
        ['pajak', ['c@example.test']],
      ]),
    )
    expect(areaRecipients(undefined).size).toBe(0)
  })

  it('finds an area’s recipients by its id (the picker’s lines) or its slug (lines saved before it), and reads old lines by id', () => {
    const area = { id: '7d0f2c1e-4b7a-4c6e-9f0a-2b3c4d5e6f70', slug: 'litigasi' }
    expect(recipientsOfArea([`${area.id}: a@example.test`], area)).toEqual(['a@example.test'])
    expect(recipientsOfArea(['litigasi: b@example.test'], area)).toEqual(['b@example.test'])
    expect(recipientsOfArea(['pajak: c@example.test'], area)).toEqual([])
    // A Firestore id (mixed case) is a key too.
    expect(recipientsOfArea(['AbC123xyz: d@example.test'], { id: 'AbC123xyz', slug: 'x' })).toEqual(['d@example.test'])
    expect(areaRecipientLinesById(['litigasi: a@example.test,b@example.test', 'hilang: c@example.test'], [area])).toEqual([`${area.id}: a@example.test, b@example.test`, 'hilang: c@example.test'])
  })

  it('refuses a malformed line with a message saying how to write one', () => {
    const refused = parse({ areaInquiryEmails: 'litigasi: a@example.test\nPajak tanpa titik dua' })
    expect(refused.success).toBe(false)
    expect(refused.error?.issues[0]?.message).toBe(SETTINGS_MSG.areaInquiryEmails)
    const accepted = parse({ areaInquiryEmails: 'litigasi: a@example.test\n\n  pajak: b@example.test  ' })
    expect(accepted.success && accepted.data.areaInquiryEmails).toEqual(['litigasi: a@example.test', 'pajak: b@example.test'])
  })

  it('keeps inquiries 12 months unless the settings give 1 to 120', () => {
    expect(inquiryRetentionMonths('')).toBe(12)
    expect(inquiryRetentionMonths(undefined)).toBe(12)
    expect(inquiryRetentionMonths('6')).toBe(6)
    expect(inquiryRetentionMonths('0')).toBe(12)
    expect(parse({ inquiryRetentionMonths: '6' }).success).toBe(true)
    for (const wrong of ['0', '121', '6.5', 'enam', '-1']) {
      expect(parse({ inquiryRetentionMonths: wrong }).error?.issues[0]?.message, wrong).toBe(SETTINGS_MSG.inquiryRetention)
    }
  })
})
