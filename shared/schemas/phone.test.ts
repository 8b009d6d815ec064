import { describe, expect, it } from 'vitest'
import { formatPhone, telHref, toE164, whatsappHref } from './phone'

describe('toE164', () => {
  it.each([
    ['+62 21 5088 7700', '+622150887700'],
    ['+62-21-5088-7700', '+622150887700'],
    ['(021) 5088 7700', '+622150887700'],
    ['021/5088.7700', '+622150887700'],
    ['0062 21 5088 7700', '+622150887700'],
    ['+62 (0)21 5088 7700', '+622150887700'],
    ['+62 021 5088 7700', '+622150887700'],
    ['0811 1900 4477', '+6281119004477'],
    ['+65 6123 4567', '+6561234567'],
    [' +62 361 234 567 ', '+62361234567'],
  ])('%s is %s', (typed, e164) => {
    expect(toE164(typed)).toBe(e164)
  })

  it.each(['', 'abc', '12', '5088 7700', '+0 21 5088 7700', '+1234567890123456', '+62 21 5088 7700 ext 12', '+62+21', '+6212'])(
    'refuses %j',
    (typed) => {
      expect(toE164(typed)).toBeNull()
    },
  )
})

describe('formatPhone', () => {
  it.each([
    ['+622150887700', '+62 21 5088 7700'],
    ['+6281119004477', '+62 811 1900 4477'],
    ['+62361234567', '+62 361 234 567'],
    ['+62274123456', '+62 274 123 456'],
    ['+6281234567890', '+62 812 3456 7890'],
    ['+6561234567', '+6561234567'],
  ])('%s reads %s', (e164, shown) => {
    expect(formatPhone(e164)).toBe(shown)
  })

  it('formats what toE164 made, and reads back the same number', () => {
    for (const typed of ['021 5088 7700', '0811 1900 4477', '+62 361 234 567']) {
      const e164 = toE164(typed)!
      expect(toE164(formatPhone(e164))).toBe(e164)
    }
  })
})

describe('links', () => {
  it('tel: keeps the global number, wa.me takes the digits', () => {
    expect(telHref('+622150887700')).toBe('tel:+622150887700')
    expect(whatsappHref('+6281119004477')).toBe('https://wa.me/6281119004477')
  })
})
