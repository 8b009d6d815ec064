/**
 * What the post form says its alert choice will do: how many subscribers it reaches, and in
 * which language they read it, counted by the queue's own rule.
 */
import { describe, expect, it } from 'vitest'
import { alertPlan, reachByLang, type AlertReach } from './alert-reach'

const reach: AlertReach = {
  autoCategoryIds: ['pajak'],
  groups: [
    { categoryIds: [], practiceAreaIds: [], lang: 'id', count: 3 },
    { categoryIds: [], practiceAreaIds: [], lang: 'en', count: 2 },
    { categoryIds: ['pajak'], practiceAreaIds: [], lang: 'en', count: 1 },
    { categoryIds: ['lain'], practiceAreaIds: [], lang: 'id', count: 7 },
    { categoryIds: [], practiceAreaIds: ['litigasi'], lang: 'id', count: 4 },
  ],
  authorAreas: { rina: ['litigasi'] },
  sent: null,
  settingsHref: null,
}

describe('alert reach', () => {
  it('counts the matching subscribers by the language they read', () => {
    expect(reachByLang(reach, 'pajak', [])).toEqual({ id: 3, en: 3 })
    expect(reachByLang(reach, 'pajak', ['rina'])).toEqual({ id: 7, en: 3 })
    expect(reachByLang(reach, 'lain', [])).toEqual({ id: 10, en: 2 })
  })

  it('counts the followers of a linked regulation once, with those whose category or area matches', () => {
    const withFollowers: AlertReach = {
      ...reach,
      groups: [
        ...reach.groups,
        { categoryIds: [], practiceAreaIds: [], regulationIds: ['uu-pdp'], lang: 'en', count: 2 },
        { categoryIds: ['pajak'], practiceAreaIds: [], regulationIds: ['uu-pdp'], lang: 'id', count: 5 },
      ],
    }
    expect(reachByLang(withFollowers, 'lain', [])).toEqual({ id: 10, en: 2 })
    expect(reachByLang(withFollowers, 'lain', [], ['uu-pdp'])).toEqual({ id: 15, en: 4 })
    // The group that follows the regulation and chose the category is counted once.
    expect(reachByLang(withFollowers, 'pajak', [], ['uu-pdp'])).toEqual({ id: 8, en: 5 })
    expect(alertPlan(withFollowers, { choice: 'yes', categoryId: 'lain', categoryName: 'Lain', authorIds: [], regulationIds: ['uu-pdp'] })).toBe('Saat terbit, dikirim ke 19 pelanggan yang minatnya cocok saat ini (15 Bahasa Indonesia, 4 English).')
  })

  it('says before saving who will receive the item, by language', () => {
    expect(alertPlan(reach, { choice: 'yes', categoryId: 'pajak', categoryName: 'Pajak', authorIds: ['rina'] })).toBe('Saat terbit, dikirim ke 10 pelanggan yang minatnya cocok saat ini (7 Bahasa Indonesia, 3 English).')
    expect(alertPlan(reach, { choice: 'auto', categoryId: 'pajak', categoryName: 'Pajak', authorIds: [] })).toBe(
      'Kategori “Pajak” dikirim otomatis (Pengaturan Situs): saat terbit, dikirim ke 6 pelanggan yang minatnya cocok saat ini (3 Bahasa Indonesia, 3 English).',
    )
    expect(alertPlan(reach, { choice: 'yes', categoryId: 'baru', categoryName: 'Baru', authorIds: ['rina'] })).toBe('Saat terbit, dikirim ke 9 pelanggan yang minatnya cocok saat ini (7 Bahasa Indonesia, 2 English).')
    expect(alertPlan({ ...reach, groups: reach.groups.filter((g) => g.lang === 'id') }, { choice: 'yes', categoryId: 'baru', categoryName: 'Baru', authorIds: [] })).toBe(
      'Saat terbit, dikirim ke 3 pelanggan yang minatnya cocok saat ini (3 Bahasa Indonesia).',
    )
    expect(alertPlan(reach, { choice: 'no', categoryId: 'pajak', categoryName: 'Pajak', authorIds: [] })).toBe('Tidak dikirim sebagai peringatan klien.')
  })
})
