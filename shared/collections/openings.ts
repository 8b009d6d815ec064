import { CONTENT_MIN, NAME_MAX, TITLE_MAX } from '../schemas/limits'
import { singleLineText } from '../schemas/text-fields'
import { readTypedDay, TYPED_DAY_EXAMPLE } from '../schemas/typed-date'
import { OPEN_STATUS } from '../opening-rule'
import { dashboardPath } from '../dashboard-path'
import { custom, defineCollection, enumeration, richText, slug, text, translated } from './define'
import { CLOSING_SOON_FILTER } from './list'

/** Messages of the opening rules (ours), their numbers from the limit constants. */
export const OPENING_MSG = {
  titleRequired: 'Judul lowongan harus diisi',
  titleMax: `Judul lowongan maksimal ${TITLE_MAX} karakter`,
  locationRequired: 'Lokasi harus diisi',
  locationMax: `Lokasi maksimal ${NAME_MAX} karakter`,
  type: 'Pilih jenis pekerjaan',
  descriptionMin: `Deskripsi minimal ${CONTENT_MIN} karakter`,
  closesOn: `Batas lamaran harus berupa tanggal, misalnya ${TYPED_DAY_EXAMPLE}`,
  status: 'Pilih status lowongan',
} as const

/**
 * The kinds of employment staff choose from, each with what visitors read and the value
 * Google's job search takes for `employmentType` (developers.google.com/search/docs/appearance/
 * structured-data/job-posting: FULL_TIME, PART_TIME, CONTRACTOR, TEMPORARY, INTERN, …).
 */
export const EMPLOYMENT_TYPES = {
  'full-time': { label: 'Penuh waktu', schema: 'FULL_TIME' },
  'part-time': { label: 'Paruh waktu', schema: 'PART_TIME' },
  contract: { label: 'Kontrak', schema: 'CONTRACTOR' },
  internship: { label: 'Magang', schema: 'INTERN' },
  temporary: { label: 'Sementara', schema: 'TEMPORARY' },
} as const
export type EmploymentType = keyof typeof EMPLOYMENT_TYPES
const TYPE_VALUES = Object.keys(EMPLOYMENT_TYPES) as [EmploymentType, ...EmploymentType[]]

export const OPENING_STATUSES = { open: 'Dibuka', closed: 'Ditutup' } as const

/** A calendar date as `YYYY-MM-DD` that exists (2026-02-30 does not). */
export function isCalendarDate(value: string): boolean {
  const match = /^(\d{4})-(\d{2})-(\d{2})$/.exec(value)
  if (!match) return false
  const [year, month, day] = [Number(match[1]), Number(match[2]), Number(match[3])]
  if (year < 2000 || year > 2200) return false
  const date = new Date(Date.UTC(year, month - 1, day))
  return date.getUTCFullYear() === year && date.getUTCMonth() === month - 1 && date.getUTCDate() === day
}

/**
 * The last day applications are taken: a Jakarta calendar date, kept as `YYYY-MM-DD`
 * (shared/opening-rule.ts), typed as Indonesian forms write it (`31/01/2027`) or picked.
 */
const ClosingDateRule = singleLineText({ error: OPENING_MSG.closesOn })
  .trim()
  .overwrite((value) => readTypedDay(value) ?? value)
  .refine(isCalendarDate, OPENING_MSG.closesOn)

/**
 * The opening fields with an English version (as other content's: decision 30). The
 * location is a place's name, and the type, closing day and status are the same posting's in
 * both languages.
 */
export const OPENING_TRANSLATED = ['title', 'slug', 'description'] as const

/**
 * Job openings: written by staff in Lowongan, listed on /career while open, each with
 * its page `/career/{slug}` carrying JSON-LD JobPosting and the application form. An opening
 * whose status is "Ditutup" or whose closing date has passed is not shown (shared/opening-rule.ts).
 * With its optional English version it is listed on /en/career too, its English page
 * at `/en/career/{slugEn}`.
 */
export const openings = defineCollection({
  name: 'openings',
  labels: {
    title: 'Lowongan',
    noun: 'lowongan',
    create: 'Tambah lowongan',
    edit: 'Ubah lowongan',
    notices: { created: 'opening-created', saved: 'opening-saved', deleted: 'opening-deleted' },
  },
  fields: translated({
    title: text({ label: 'Judul', help: 'Nama posisi saja, misalnya “Associate Litigasi”.', translatable: true, required: OPENING_MSG.titleRequired, max: [TITLE_MAX, OPENING_MSG.titleMax] }),
    slug: slug({ from: 'title', help: 'Alamat halaman: /career/{slug}' }),
    location: text({ label: 'Lokasi', help: 'Kota tempat bekerja, misalnya Jakarta Selatan.', tidy: true, required: OPENING_MSG.locationRequired, max: [NAME_MAX, OPENING_MSG.locationMax] }),
    employmentType: enumeration(TYPE_VALUES, {
      label: 'Jenis pekerjaan',
      message: OPENING_MSG.type,
      labels: Object.fromEntries(TYPE_VALUES.map((value) => [value, EMPLOYMENT_TYPES[value].label])) as { [K in EmploymentType]: string },
    }),
    description: richText({
      label: 'Deskripsi',
      help: `Tanggung jawab, kualifikasi, dan yang ditawarkan. Minimal ${CONTENT_MIN} karakter teks.`,
      translatable: true,
      min: [CONTENT_MIN, OPENING_MSG.descriptionMin],
    }),
    closesOn: custom('text', ClosingDateRule, {
      label: 'Batas lamaran',
      help: `Hari terakhir lamaran diterima (WIB), misalnya ${TYPED_DAY_EXAMPLE}, atau pilih di kalender. Sesudah hari ini lowongan hilang dari situs dengan sendirinya.`,
      indexed: true,
      required: true,
    }, { default: '', example: '2099-12-31', maxLength: 10, picker: 'day' }),
    status: enumeration(['open', 'closed'], {
      label: 'Status',
      help: 'Pilih “Ditutup” untuk menurunkan lowongan sebelum batasnya.',
      message: OPENING_MSG.status,
      indexed: true,
      default: OPEN_STATUS,
      labels: OPENING_STATUSES,
    }),
  }, OPENING_TRANSLATED),
  list: {
    path: dashboardPath('openings'),
    columns: [
      { name: 'title', cell: 'title' },
      { name: 'closesOn', phoneLabel: true },
      // Whether visitors see it now: shown, closed, or past its closing day.
      { name: 'state', label: 'Status', cell: 'badge' },
      { name: 'applications', label: 'Lamaran', cell: 'count', phoneLabel: true },
    ],
    filters: [CLOSING_SOON_FILTER],
    empty: 'Belum ada lowongan. Lowongan yang dibuka tampil di halaman Karier dengan formulir lamarannya.',
    create: true,
    actions: { view: 'Lihat', remove: 'Lowongan ini hilang dari situs.' },
    live: true,
    className: 'opening-table',
  },
  // The public list's query (status ==, closesOn >=, ordered by closesOn) has its index in
  // firestore.indexes.json; it is not declared here, which would ask for both sort directions.
})
