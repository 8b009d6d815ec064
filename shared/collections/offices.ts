import * as z from 'zod'
import { ADDRESS_LINE_MAX, ADDRESS_LINES_MAX, CITY_MAX, HOURS_NOTE_MAX, NAME_MAX, POSTAL_CODE_MAX } from '../schemas/limits'
import { closeField, normalizeTime, openField, TIME_PATTERN, WEEK_DAYS, type DayKey, type HoursFields } from '../schemas/opening-hours'
import { formatPhone } from '../schemas/phone'
import { singleLineText } from '../schemas/text-fields'
import { custom, defineCollection, formValues, LinesRule, text, type Field, type FormValues } from './define'
import { emailRule, phoneRule } from './settings'

/** Coordinates: latitude within ±90°, longitude within ±180° (WGS 84, as map links and schema.org GeoCoordinates take them). */
export const LATITUDE_MAX = 90
export const LONGITUDE_MAX = 180

/** Messages of the office rules (ours), their numbers from the limit constants. */
export const OFFICE_MSG = {
  nameRequired: 'Nama kantor harus diisi',
  nameMax: `Nama kantor maksimal ${NAME_MAX} karakter`,
  addressRequired: 'Alamat harus diisi',
  addressLines: `Alamat paling banyak ${ADDRESS_LINES_MAX} baris`,
  addressLineMax: `Setiap baris alamat maksimal ${ADDRESS_LINE_MAX} karakter`,
  cityRequired: 'Kota harus diisi',
  cityMax: `Kota maksimal ${CITY_MAX} karakter`,
  regionMax: `Provinsi maksimal ${CITY_MAX} karakter`,
  postalCode: `Kode pos hanya boleh berisi huruf, angka, spasi, dan tanda hubung, maksimal ${POSTAL_CODE_MAX} karakter`,
  phoneRequired: 'Telepon harus diisi',
  latitude: `Lintang harus berupa angka antara -${LATITUDE_MAX} dan ${LATITUDE_MAX}, misalnya -6.2268`,
  longitude: `Bujur harus berupa angka antara -${LONGITUDE_MAX} dan ${LONGITUDE_MAX}, misalnya 106.8088`,
  coordinatesPair: 'Isi lintang dan bujur, atau kosongkan keduanya',
  time: 'Jam harus berformat JJ:MM (24 jam), misalnya 08:30',
  timePair: (day: string) => `Isi jam buka dan jam tutup hari ${day}, atau kosongkan keduanya bila tutup`,
  timeOrder: (day: string) => `Jam tutup hari ${day} harus setelah jam buka`,
  hoursNoteMax: `Catatan jam buka maksimal ${HOURS_NOTE_MAX} karakter`,
} as const

/** Optional one-line text, stored as '' when left empty. */
const optionalLine = () =>
  singleLineText()
    .trim()
    .optional()
    .transform((value) => value ?? '')

const AddressRule = LinesRule.refine((lines) => lines.length > 0, OFFICE_MSG.addressRequired)
  .refine((lines) => lines.length <= ADDRESS_LINES_MAX, OFFICE_MSG.addressLines)
  .refine((lines) => lines.every((line) => line.length <= ADDRESS_LINE_MAX), OFFICE_MSG.addressLineMax)

/** A coordinate typed as a decimal number (a comma taken as the decimal mark), stored as a number or null. */
function coordinateRule(max: number, message: string) {
  return optionalLine()
    .refine((value) => value === '' || (/^-?\d{1,3}(?:[.,]\d{1,10})?$/.test(value) && Math.abs(Number(value.replace(',', '.'))) <= max), message)
    .transform((value) => (value === '' ? null : Number(value.replace(',', '.'))))
}

const TimeRule = optionalLine()
  .refine((value) => value === '' || TIME_PATTERN.test(value), OFFICE_MSG.time)
  .transform(normalizeTime)

type TimeField = Field<typeof TimeRule, 'text'>

/** The opening and closing time of every day of the week: `openMo`, `closeMo`, … `closeSu`. */
function hoursFields(): { [K in keyof HoursFields]: TimeField } {
  const weekday = (key: DayKey) => key !== 'Sa' && key !== 'Su'
  return Object.fromEntries(
    WEEK_DAYS.flatMap(({ key, name }) => [
      [openField(key), custom('text', TimeRule, { label: `Buka hari ${name}` }, { default: '', example: weekday(key) ? '08:30' : '' })],
      [closeField(key), custom('text', TimeRule, { label: `Tutup hari ${name}` }, { default: '', example: weekday(key) ? '17:30' : '' })],
    ]),
  ) as { [K in keyof HoursFields]: TimeField }
}

/**
 * The firm's offices, edited under Pengaturan Situs: each shown on the contact page,
 * in the footer (the main one) and as a `location` of the JSON-LD LegalService. Which one is
 * the main office and their order are set from the office list (stored only, never typed).
 */
export const offices = defineCollection({
  name: 'offices',
  labels: {
    title: 'Kantor',
    noun: 'kantor',
    create: 'Tambah kantor',
    edit: 'Ubah kantor',
    notices: { created: 'office-created', saved: 'office-saved', deleted: 'office-deleted' },
  },
  fields: {
    name: text({ label: 'Nama kantor', tidy: true, required: OFFICE_MSG.nameRequired, max: [NAME_MAX, OFFICE_MSG.nameMax] }),
    address: custom('lines', AddressRule, { label: 'Alamat', required: true, help: `Satu baris per bagian alamat (gedung, jalan), paling banyak ${ADDRESS_LINES_MAX} baris. Kota dan kode pos diisi terpisah.` }, {
      array: true,
      default: [],
      example: ['Jl. Contoh No. 1'],
    }),
    city: text({ label: 'Kota', tidy: true, required: OFFICE_MSG.cityRequired, max: [CITY_MAX, OFFICE_MSG.cityMax] }),
    region: custom('text', optionalLine().refine((value) => value.length <= CITY_MAX, OFFICE_MSG.regionMax), { label: 'Provinsi' }, { default: '', maxLength: CITY_MAX }),
    postalCode: custom(
      'text',
      optionalLine().refine((value) => value === '' || (value.length <= POSTAL_CODE_MAX && /^[A-Za-z0-9][A-Za-z0-9 -]*$/.test(value)), OFFICE_MSG.postalCode),
      { label: 'Kode pos' },
      { default: '', example: '12190', maxLength: POSTAL_CODE_MAX },
    ),
    phone: custom('text', phoneRule(OFFICE_MSG.phoneRequired), { label: 'Telepon', required: true, help: 'Dengan kode negara, misalnya +62 21 5088 7700, atau nomor dalam negeri seperti 021 5088 7700.' }, {
      default: '',
      example: '+622150887700',
      maxLength: 40,
    }),
    email: custom('text', emailRule(), { label: 'Email' }, { default: '' }),
    latitude: custom('text', coordinateRule(LATITUDE_MAX, OFFICE_MSG.latitude), { label: 'Lintang' }, { default: null }),
    longitude: custom('text', coordinateRule(LONGITUDE_MAX, OFFICE_MSG.longitude), { label: 'Bujur' }, { default: null }),
    ...hoursFields(),
    hoursNote: custom('text', optionalLine().refine((value) => value.length <= HOURS_NOTE_MAX, OFFICE_MSG.hoursNoteMax), { label: 'Catatan jam buka', help: 'Misalnya “Tutup pada hari libur nasional; janji temu di luar jam kerja dapat diatur.”' }, {
      default: '',
      maxLength: HOURS_NOTE_MAX,
    }),
  },
  stored: {
    // The main office: its phone and address stand for the firm (footer, JSON-LD, vCards).
    main: custom('enumeration', z.boolean(), { label: 'Kantor utama' }, { default: false, example: true }),
    // Offices are listed by it (contact page, JSON-LD); set with the list's Naik/Turun buttons.
    sortOrder: custom('text', z.number().int(), { label: 'Urutan', indexed: true }, { default: 0, example: 1 }),
  },
})

/**
 * The office form's schema: every field's own rule (the module's), then the rules between
 * fields: a day has both times or neither and closes after it opens; coordinates come in pairs.
 * Parsed by Conform in the browser and again on the server.
 */
export const officeFormSchema = offices.formSchema.superRefine(
  (value, ctx) => {
    // It runs even when a field failed its own rule (see `when`): a field that did is left to its own message.
    const time = (field: string) => {
      // An empty input arrives as '' or, through Conform, as nothing at all.
      const typed = (value as Record<string, unknown>)[field]
      return typed === '' || typed === undefined ? '' : typeof typed === 'string' && TIME_PATTERN.test(typed) ? normalizeTime(typed) : null
    }
    for (const { key, name } of WEEK_DAYS) {
      const opens = time(openField(key))
      const closes = time(closeField(key))
      if (opens === null || closes === null) continue
      if (opens && !closes) ctx.addIssue({ code: 'custom', path: [closeField(key)], message: OFFICE_MSG.timePair(name) })
      else if (closes && !opens) ctx.addIssue({ code: 'custom', path: [openField(key)], message: OFFICE_MSG.timePair(name) })
      else if (opens && closes && closes <= opens) ctx.addIssue({ code: 'custom', path: [closeField(key)], message: OFFICE_MSG.timeOrder(name) })
    }
    const coordinate = (field: 'latitude' | 'longitude') => {
      const typed = (value as Record<string, unknown>)[field]
      return typed === undefined || typed === null || typed === '' ? 'empty' : typeof typed === 'number' ? 'set' : 'invalid'
    }
    const latitude = coordinate('latitude')
    const longitude = coordinate('longitude')
    if (latitude !== 'invalid' && longitude !== 'invalid' && latitude !== longitude) {
      ctx.addIssue({ code: 'custom', path: [latitude === 'empty' ? 'latitude' : 'longitude'], message: OFFICE_MSG.coordinatesPair })
    }
  },
  // Zod skips an object's refinements once a field has an aborting issue (an empty required field
  // arrives from Conform as nothing, a type error): every message is shown at once instead.
  { when: (payload) => typeof payload.value === 'object' && payload.value !== null },
)

export type OfficeInput = z.infer<typeof officeFormSchema>

/** What the office form's inputs show: the module's values, the phone as people read it, coordinates as the numbers they are. */
export function officeFormValues(office: object | null): FormValues<typeof offices.fields> {
  const values = formValues(offices, office)
  const stored = (office ?? {}) as { latitude?: unknown; longitude?: unknown }
  return {
    ...values,
    phone: values.phone ? formatPhone(values.phone) : '',
    latitude: typeof stored.latitude === 'number' ? String(stored.latitude) : '',
    longitude: typeof stored.longitude === 'number' ? String(stored.longitude) : '',
  }
}
