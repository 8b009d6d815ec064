import { describe, expect, it } from 'vitest'
import { registrationRetentionMonths, settings, SETTINGS_MSG } from './settings'

const parse = (over: Record<string, unknown>) => settings.formSchema.safeParse({ name: 'Firma', shortDescription: 'Kantor hukum.', email: 'kantor@example.test', ...over })

describe('Simpan data pendaftar acara', () => {
  it('keeps registrations 12 months after their event unless the settings give 1 to 120', () => {
    for (const unset of ['', undefined, null, '0', '121', 'abc', 12]) expect(registrationRetentionMonths(unset), String(unset)).toBe(12)
    expect(registrationRetentionMonths('1')).toBe(1)
    expect(registrationRetentionMonths('24')).toBe(24)
    expect(registrationRetentionMonths('120')).toBe(120)
  })

  it('accepts empty or a whole number of months from 1 to 120, and says how to write it otherwise', () => {
    for (const right of ['', ' 6 ', '1', '120']) expect(parse({ registrationRetentionMonths: right }).success, right).toBe(true)
    expect(parse({}).success && parse({}).data?.registrationRetentionMonths).toBe('')
    for (const wrong of ['0', '121', '6.5', 'enam', '-1', '1000']) {
      expect(parse({ registrationRetentionMonths: wrong }).error?.issues[0]?.message, wrong).toBe(SETTINGS_MSG.registrationRetention)
    }
    expect(SETTINGS_MSG.registrationRetention).toBe('Lama penyimpanan data pendaftar acara harus berupa jumlah bulan dari 1 sampai 120, atau kosong untuk 12 bulan')
  })
})
