import { describe, expect, it } from 'vitest'
import { PublishedDateSchema } from './common'
import { normalizeTypedDateTime, readTypedDay } from './typed-date'

describe('typed days', () => {
  it('reads the day as Indonesian forms write it, and as ISO', () => {
    for (const text of ['31/01/2027', '31-01-2027', '31.01.2027', '2027-01-31', ' 31/1/2027 ', '2027-1-31']) expect(readTypedDay(text), text).toBe('2027-01-31')
    expect(readTypedDay('1/2/2027')).toBe('2027-02-01')
  })

  it('names no day for what is none, or mixes separators', () => {
    for (const text of ['', '30/02/2027', '31/13/2027', '00/01/2027', '31/01-2027', '01/31/2027', '2027/01/31x', 'besok', '31/01/27', '2027-01-31T09:00']) expect(readTypedDay(text), text).toBeNull()
  })

  it('keeps a time after the day, with a colon or a dot', () => {
    expect(normalizeTypedDateTime('31/01/2027 09.00')).toBe('2027-01-31T09:00')
    expect(normalizeTypedDateTime('31-01-2027T9:05')).toBe('2027-01-31T09:05')
    expect(normalizeTypedDateTime('2027-01-31T09:00')).toBe('2027-01-31T09:00')
    expect(normalizeTypedDateTime('31/01/2027')).toBe('2027-01-31')
    // Not a day: left as typed, for the field's own rule to refuse.
    expect(normalizeTypedDateTime('30/02/2027 09.00')).toBe('30/02/2027 09.00')
    expect(normalizeTypedDateTime('2027-01-31T09:00:00.000Z')).toBe('2027-01-31T09:00:00.000Z')
  })
})

describe('the publication date', () => {
  it('takes the day as Indonesian forms write it, with its time, in Jakarta time', () => {
    expect(PublishedDateSchema.parse('01/12/2026 09.00')).toBe('2026-12-01T02:00:00.000Z')
    expect(PublishedDateSchema.parse('1-12-2026')).toBe('2026-11-30T17:00:00.000Z')
    expect(PublishedDateSchema.safeParse('31/11/2026').success).toBe(false)
  })
})
