import { CONTENT_MIN, NAME_MAX } from '../schemas/limits'
import { MSG } from '../schemas/messages'
import { defineCollection, optionalUpload, richText, slug, storedInstant, text, translated, wrappedText } from './define'
import { altText, altWithImage, seoFields, SEO_TRANSLATED } from './seo-fields'

/** The dashboard's list of practice areas, and where their order and teams are set. */
export const PRACTICE_AREAS_PATH = '/dashboard/practice-areas'
export const ORDER_SETTINGS_PATH = '/dashboard/profiles/order-settings'

/** Longest summary: it is shown on cards and as the page's meta description. */
export const AREA_SUMMARY_MAX = 300

export const AREA_MSG = {
  nameMax: `Nama maksimal ${NAME_MAX} karakter`,
  summaryRequired: 'Ringkasan harus diisi',
  summaryMax: `Ringkasan maksimal ${AREA_SUMMARY_MAX} karakter`,
  descriptionMin: `Deskripsi minimal ${CONTENT_MIN} karakter`,
} as const

/** The practice-area fields with an English version; the cover is shared, its alternative text is not. */
export const PRACTICE_AREA_TRANSLATED = ['name', 'slug', 'summary', 'description', 'coverAlt', ...SEO_TRANSLATED] as const

/**
 * Practice areas: written by staff in the dashboard, each with its public page
 * `/practice-area/{slug}` once published (a draft is public nowhere). The team is the `practice_area_attorneys` ordering, edited on the
 * order-settings page.
 */
export const practiceAreas = defineCollection({
  name: 'practiceAreas',
  labels: {
    title: 'Bidang Praktik',
    noun: 'bidang praktik',
    create: 'Tambah bidang praktik',
    edit: 'Ubah bidang praktik',
    notices: { created: 'practice-area-created', saved: 'practice-area-saved', deleted: 'practice-area-deleted' },
  },
  // Name, slug, summary and description have an English version (decision 30); the
  // English page is `/en/practice-area/{slugEn}`.
  fields: translated({
    // Searchable: the area's own record, and an attorney's record carries the names of their areas.
    name: text({ label: 'Nama', indexed: true, searchable: true, translatable: true, required: MSG.nameRequired, max: [NAME_MAX, AREA_MSG.nameMax] }),
    slug: slug({ from: 'name', help: 'Alamat halaman: /practice-area/{slug}' }),
    summary: wrappedText({
      rows: 3,
      label: 'Ringkasan',
      help: `Satu atau dua kalimat, maksimal ${AREA_SUMMARY_MAX} karakter: tampil di daftar bidang praktik dan di hasil mesin pencari.`,
      searchable: true,
      translatable: true,
      required: AREA_MSG.summaryRequired,
      max: [AREA_SUMMARY_MAX, AREA_MSG.summaryMax],
    }),
    description: richText({
      label: 'Deskripsi',
      help: `Minimal ${CONTENT_MIN} karakter teks.`,
      searchable: true,
      translatable: true,
      min: [CONTENT_MIN, AREA_MSG.descriptionMin],
    }),
    cover: optionalUpload('practice_area_images', {
      label: 'Gambar sampul',
      help: 'Opsional. JPEG atau PNG, maksimal 10 MB dan 6000×4000 piksel; disarankan minimal 1200×675.',
      invalid: MSG.coverType,
    }),
    // Required while a cover is set (the rule below).
    coverAlt: altText({ required: false }),
    ...seoFields(),
  }, PRACTICE_AREA_TRANSLATED),
  rules: altWithImage('cover', 'coverAlt', PRACTICE_AREA_TRANSLATED.map((name) => `${name}En`)),
  // Set when the area is published (Terbitkan), kept on later saves, null while a draft;
  // `publishedAtEn` is that date while the area has an English version, else null (decision 30).
  stored: {
    publishedAt: storedInstant({ label: 'Terbit sejak', indexed: true, example: '2026-01-01T00:00:00.000Z' }),
    // The English version of `publishedAt`: absent from an area written before (optional).
    publishedAtEn: { ...storedInstant({ label: 'Terbit dalam bahasa Inggris sejak', indexed: true }), translates: 'publishedAt' as const },
  },
  publish: 'publishedAt',
  // In the site's order; an area profiles name offers no delete (it links to them instead).
  list: {
    path: PRACTICE_AREAS_PATH,
    columns: [
      { name: 'name', cell: 'title' },
      { name: 'summary', className: 'area-summary-cell' },
      { name: 'people', label: 'Profil', phoneLabel: true },
    ],
    empty: 'Belum ada bidang praktik. Tambahkan bidang praktik pertama firma.',
    create: true,
    actions: { view: 'Lihat', remove: 'Halaman bidang praktik ini akan hilang dari situs.' },
    live: true,
    className: 'area-table',
  },
})
