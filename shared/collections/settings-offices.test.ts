import { parseWithZod } from '@conform-to/zod/v4'
import { describe, expect, it } from 'vitest'
import { COLLECTION_MODULES } from '.'
import { exampleDocument, formValues } from './define'
import { OFFICE_MSG, officeFormSchema, officeFormValues, offices } from './offices'
import { SETTINGS_MSG, settings, settingsFormValues } from './settings'
import { hoursRows, openingHoursSpecification } from '../schemas/opening-hours'
import { socialUrlMessage } from '../schemas/social-links'
import { MSG } from '../schemas/messages'

/** Field → first message of a failed parse. */
function messages(result: { success: boolean; error?: { issues: { path: PropertyKey[]; message: string }[] } }) {
  return Object.fromEntries((result.error?.issues ?? []).map((issue) => [String(issue.path[0]), issue.message]))
}

const SETTINGS_FORM = {
  name: '  Adiwarsa   Lubis & Rekan ',
  legalName: 'Kantor Hukum Adiwarsa Lubis & Rekan',
  tagline: 'Konsultan hukum korporasi di Jakarta',
  shortDescription: 'Kantor hukum di Jakarta\r\nsejak 2004.',
  foundingYear: '2004',
  email: 'kantor@adiwarsalubis.co.id',
  careerEmail: '',
  whatsapp: '0811 1900 4477',
  linkedinUrl: 'https://id.linkedin.com/company/alr/',
  instagramUrl: '',
  xUrl: 'https://twitter.com/alr',
  youtubeUrl: '',
  disclaimer: 'Informasi di situs ini bersifat umum.',
}

const OFFICE_FORM = {
  name: 'Kantor Jakarta',
  address: 'Menara Adiwarsa, Lantai 18\r\nJl. Jenderal Sudirman Kav. 71\r\n',
  city: 'Jakarta Selatan',
  region: 'DKI Jakarta',
  postalCode: '12190',
  phone: '(021) 5088 7700',
  email: 'kantor@adiwarsalubis.co.id',
  latitude: '-6,2268',
  longitude: '106.8088',
  openMo: '08:30',
  closeMo: '17:30',
  openTu: '08.30',
  closeTu: '17:30',
  hoursNote: '',
}

describe('settings', () => {
  it('stores what was typed, tidied: E.164 WhatsApp, canonical social links', () => {
    const parsed = settings.formSchema.safeParse(SETTINGS_FORM)
    expect(parsed.success && parsed.data).toMatchObject({
      name: 'Adiwarsa Lubis & Rekan',
      shortDescription: 'Kantor hukum di Jakarta sejak 2004.',
      whatsapp: '+6281119004477',
      linkedinUrl: 'https://www.linkedin.com/company/alr',
      xUrl: 'https://x.com/alr',
      careerEmail: '',
    })
  })

  it('says every rule in its own message', () => {
    const next = String(new Date().getFullYear() + 1)
    const result = settings.formSchema.safeParse({
      ...SETTINGS_FORM,
      name: ' ',
      legalName: 'x'.repeat(121),
      tagline: 'x'.repeat(161),
      shortDescription: '',
      foundingYear: next,
      email: '',
      careerEmail: 'bukan-email',
      whatsapp: '12',
      instagramUrl: 'https://www.linkedin.com/company/alr',
      youtubeUrl: 'javascript:alert(1)',
      disclaimer: 'x'.repeat(501),
      logo: 'blog_images/a.jpg',
    })
    expect(messages(result)).toEqual({
      name: SETTINGS_MSG.nameRequired,
      legalName: SETTINGS_MSG.legalNameMax,
      tagline: SETTINGS_MSG.taglineMax,
      shortDescription: SETTINGS_MSG.descriptionRequired,
      foundingYear: SETTINGS_MSG.foundingYear,
      email: SETTINGS_MSG.emailRequired,
      careerEmail: MSG.emailInvalid,
      whatsapp: SETTINGS_MSG.phone,
      instagramUrl: socialUrlMessage('instagram'),
      youtubeUrl: socialUrlMessage('youtube'),
      disclaimer: SETTINGS_MSG.disclaimerMax,
      // A file of another folder (one chosen from Pustaka Media for the wrong field) is said so.
      logo: MSG.uploadOtherFolder,
    })
    expect(SETTINGS_MSG.foundingYear).toBe('Tahun berdiri harus berupa tahun antara 1800 dan tahun ini')
    expect(messages(settings.formSchema.safeParse({ ...SETTINGS_FORM, foundingYear: '1799' }))).toEqual({ foundingYear: SETTINGS_MSG.foundingYear })
  })

  it('is registered with a store spec that needs no index, and its uploads in their own folders', () => {
    expect(COLLECTION_MODULES.settings).toBe(settings)
    expect(settings.spec).toEqual({ indexed: [] })
    expect(settings.uploads).toEqual({ logo: 'site_logos', shareImage: 'share_images' })
    expect(settings.searchable).toBe(false)
  })
})

describe('offices', () => {
  it('stores the phone in E.164, the address as lines, coordinates as numbers, times as HH:mm', () => {
    const parsed = officeFormSchema.safeParse(OFFICE_FORM)
    expect(parsed.success && parsed.data).toMatchObject({
      address: ['Menara Adiwarsa, Lantai 18', 'Jl. Jenderal Sudirman Kav. 71'],
      phone: '+622150887700',
      latitude: -6.2268,
      longitude: 106.8088,
      openTu: '08:30',
      openWe: '',
    })
  })

  it('says every rule of a field in its own message', () => {
    const result = officeFormSchema.safeParse({
      name: '',
      address: '\r\n',
      city: '',
      postalCode: '12190!',
      phone: '',
      email: 'x@',
      latitude: '91',
      longitude: 'timur',
      openMo: '25:00',
      hoursNote: 'x'.repeat(201),
    })
    expect(messages(result)).toEqual({
      name: OFFICE_MSG.nameRequired,
      address: OFFICE_MSG.addressRequired,
      city: OFFICE_MSG.cityRequired,
      postalCode: OFFICE_MSG.postalCode,
      phone: OFFICE_MSG.phoneRequired,
      email: MSG.emailInvalid,
      latitude: OFFICE_MSG.latitude,
      longitude: OFFICE_MSG.longitude,
      openMo: OFFICE_MSG.time,
      hoursNote: OFFICE_MSG.hoursNoteMax,
    })
    expect(messages(officeFormSchema.safeParse({ ...OFFICE_FORM, address: 'a\nb\nc\nd\ne' }))).toEqual({ address: OFFICE_MSG.addressLines })
    expect(messages(officeFormSchema.safeParse({ ...OFFICE_FORM, address: 'x'.repeat(121) }))).toEqual({ address: OFFICE_MSG.addressLineMax })
    expect(messages(officeFormSchema.safeParse({ ...OFFICE_FORM, phone: '5088 7700' }))).toEqual({ phone: SETTINGS_MSG.phone })
  })

  it('checks the rules between fields: both times of a day, closing after opening, both coordinates', () => {
    expect(messages(officeFormSchema.safeParse({ ...OFFICE_FORM, closeMo: '' }))).toEqual({ closeMo: OFFICE_MSG.timePair('Senin') })
    expect(messages(officeFormSchema.safeParse({ ...OFFICE_FORM, openSa: '09:00' }))).toEqual({ closeSa: OFFICE_MSG.timePair('Sabtu') })
    expect(messages(officeFormSchema.safeParse({ ...OFFICE_FORM, closeTu: '08:00' }))).toEqual({ closeTu: OFFICE_MSG.timeOrder('Selasa') })
    expect(messages(officeFormSchema.safeParse({ ...OFFICE_FORM, longitude: '' }))).toEqual({ longitude: OFFICE_MSG.coordinatesPair })
  })

  it('says the rules between fields together with the others when Conform parses the form (an empty field arrives as nothing)', () => {
    const form = new FormData()
    for (const [name, value] of Object.entries({ ...OFFICE_FORM, name: '', closeMo: '', longitude: '' })) form.append(name, value)
    const submission = parseWithZod(form, { schema: officeFormSchema })
    expect(submission.status === 'error' && submission.error).toEqual({
      name: [OFFICE_MSG.nameRequired],
      closeMo: [OFFICE_MSG.timePair('Senin')],
      longitude: [OFFICE_MSG.coordinatesPair],
    })
  })

  it('lists its hours per group of days, as pages and schema.org read them', () => {
    const hours = { openMo: '08:30', closeMo: '17:30', openTu: '08:30', closeTu: '17:30', openWe: '08:30', closeWe: '17:30', openTh: '08:30', closeTh: '17:30', openFr: '08:30', closeFr: '16:00', openSa: '', closeSa: '' }
    expect(hoursRows(hours)).toEqual([
      { days: 'Senin – Kamis', time: '08.30 – 17.30' },
      { days: 'Jumat', time: '08.30 – 16.00' },
      { days: 'Sabtu, Minggu', time: 'Tutup' },
    ])
    expect(openingHoursSpecification(hours)).toEqual([
      { '@type': 'OpeningHoursSpecification', dayOfWeek: ['Monday', 'Tuesday', 'Wednesday', 'Thursday'], opens: '08:30', closes: '17:30' },
      { '@type': 'OpeningHoursSpecification', dayOfWeek: ['Friday'], opens: '08:30', closes: '16:00' },
    ])
    expect(hoursRows({})).toEqual([])
  })

  it('shows stored phones as people read them, which the form stores back unchanged', () => {
    const office = officeFormValues({ ...exampleDocument(offices), phone: '+622150887700', latitude: -6.2268, longitude: 106.8088 })
    expect(office).toMatchObject({ phone: '+62 21 5088 7700', latitude: '-6.2268', longitude: '106.8088' })
    expect(officeFormSchema.safeParse(office).data).toMatchObject({ phone: '+622150887700', latitude: -6.2268 })
    const site = settingsFormValues({ ...exampleDocument(settings), whatsapp: '+6281119004477' })
    expect(site.whatsapp).toBe('+62 811 1900 4477')
    expect(settings.formSchema.safeParse(site).data?.whatsapp).toBe('+6281119004477')
  })

  it('has an example document its form accepts, and an order the store indexes', () => {
    const form = formValues(offices, exampleDocument(offices))
    expect(officeFormSchema.safeParse(form).success).toBe(true)
    expect(settings.formSchema.safeParse(formValues(settings, exampleDocument(settings))).success).toBe(true)
    expect(offices.spec).toEqual({ indexed: ['sortOrder'] })
  })
})
