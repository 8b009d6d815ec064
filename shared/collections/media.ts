/**
 * Pustaka Media: one entry per uploaded image or document, whatever field or page it was
 * uploaded from, with what the file alone does not say: its alternative text and caption in both
 * languages and the point of the image a crop keeps (docs/decisions/0043-media-library.md).
 * The file itself stays where it was stored (`{folder}/{name}`); the entry describes it.
 */
import * as z from 'zod'
import { dashboardPath } from '../dashboard-path'
import { singleLineText } from '../schemas/text-fields'
import { custom, defineCollection, enumeration, wrappedText } from './define'

/** What a library file is: an image (shown, cropped, described) or a document (a PDF). */
export const MEDIA_KINDS = ['image', 'pdf'] as const
export type MediaKind = (typeof MEDIA_KINDS)[number]
export const MEDIA_KIND_LABELS: Record<MediaKind, string> = { image: 'Gambar', pdf: 'Dokumen PDF' }

export const MEDIA_ALT_MAX = 250
export const MEDIA_CAPTION_MAX = 500

export const MEDIA_MSG = {
  altMax: `Teks alternatif maksimal ${MEDIA_ALT_MAX} karakter`,
  captionMax: `Keterangan maksimal ${MEDIA_CAPTION_MAX} karakter`,
  focal: 'Titik fokus harus berupa angka 0 sampai 1 (misalnya 0,5 untuk tengah)',
} as const

/**
 * A focal coordinate, 0 (left or top) to 1 (right or bottom): typed with a comma or a point,
 * stored as a number; empty is the middle.
 */
export const FocalRule = z.preprocess(
  // An empty box reaches the server as nothing (Conform) or as '': both are the middle.
  (value) => (value === undefined ? 0.5 : typeof value === 'string' ? (value.trim() === '' ? 0.5 : Number(value.trim().replace(',', '.'))) : value),
  z.number({ error: MEDIA_MSG.focal }).min(0, MEDIA_MSG.focal).max(1, MEDIA_MSG.focal),
)

/** The middle of an image, where a crop is centred when no focal point is set. */
export const FOCAL_MIDDLE = 0.5

const focal = (label: string) => custom('text', FocalRule, { label, indexed: true }, { default: FOCAL_MIDDLE, example: FOCAL_MIDDLE })

/** A stored count (bytes, pixels): written by the upload, never typed. */
const count = (label: string) => custom('text', z.number().int().nonnegative().nullable(), { label }, { default: null as never, example: null as never })

const storedText = (label: string, options: { indexed?: boolean; unique?: boolean } = {}) =>
  custom('text', singleLineText(), { label, ...options }, { default: '', example: label })

export const media = defineCollection({
  name: 'media',
  labels: { title: 'Pustaka Media', noun: 'file', create: 'Unggah file', edit: 'Ubah file' },
  fields: {
    alt: wrappedText({ label: 'Teks alternatif', rows: 2, max: [MEDIA_ALT_MAX, MEDIA_MSG.altMax], help: 'Apa yang tampak di gambar, untuk pembaca layar dan mesin pencari.' }),
    altEn: wrappedText({ label: 'Teks alternatif (English)', rows: 2, max: [MEDIA_ALT_MAX, MEDIA_MSG.altMax] }),
    caption: wrappedText({ label: 'Keterangan', rows: 2, max: [MEDIA_CAPTION_MAX, MEDIA_MSG.captionMax] }),
    captionEn: wrappedText({ label: 'Keterangan (English)', rows: 2, max: [MEDIA_CAPTION_MAX, MEDIA_MSG.captionMax] }),
    focalX: focal('Titik fokus mendatar (0 kiri – 1 kanan)'),
    focalY: focal('Titik fokus tegak (0 atas – 1 bawah)'),
  },
  stored: {
    // The file in the file store, `{folder}/{name}`: one entry per file.
    path: storedText('Lokasi file', { indexed: true, unique: true }),
    originalName: storedText('Nama file asli'),
    kind: enumeration(MEDIA_KINDS, { label: 'Jenis', indexed: true, message: 'Jenis file tidak dikenal', labels: MEDIA_KIND_LABELS }),
    contentType: storedText('Tipe isi'),
    size: count('Ukuran (byte)'),
    width: count('Lebar (piksel)'),
    height: count('Tinggi (piksel)'),
    createdBy: storedText('Diunggah oleh'),
    // Whether the focal point is off the middle: written by the store at every write
    // (functions/src/backends/derived-fields.ts), so the public pages find those entries in one
    // query (functions/src/content/focal-points.ts).
    focalMoved: { ...custom('text', z.boolean(), { label: 'Titik fokus bukan di tengah', indexed: true }, { default: false, example: false }), absentIsDefault: true as const },
  },
  list: {
    path: dashboardPath('media'),
    intro: 'Semua gambar dan dokumen yang diunggah ke situs, dengan teks alternatif, keterangan, dan tempat file dipakai.',
    columns: [
      { name: 'thumb', label: 'Pratinjau', cell: 'custom', labelHidden: true },
      { name: 'originalName', label: 'Nama file', cell: 'title' },
      { name: 'kind', label: 'Jenis', phoneLabel: true },
      { name: 'size', label: 'Ukuran', phoneLabel: true },
      { name: 'alt', label: 'Teks alternatif', blank: 'Belum diisi' },
    ],
    search: { label: 'Cari file', placeholder: 'Nama file atau teks alternatif', fields: ['originalName', 'alt', 'altEn'] },
    filters: [{ name: 'kind', label: 'Jenis', all: 'Semua jenis' }],
    pageSize: 48,
    empty: 'Belum ada file. Unggah gambar atau dokumen di atas.',
    noMatch: 'Tidak ada file yang cocok dengan pencarian atau filter ini.',
    actions: { edit: true, remove: 'File akan dihapus dari penyimpanan dan tidak dapat dipulihkan.' },
    className: 'media-table',
  },
})
