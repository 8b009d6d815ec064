/**
 * What categories and tags share for the English edition (decision 30): their name has
 * an English version (`nameEn`), and their English slug is made from it on save as the
 * Indonesian slug is from the name (functions/src/collections/taxonomy/routes.tsx), unique among
 * English slugs, null while the item has no English name.
 *
 * And their slugs follow a rename (decision 35): each slug is made from its name in
 * its language again when the name changes, unless staff fixed it by hand in the rename form,
 * which `slugByHand` / `slugEnByHand` remember. Old filter addresses redirect (decision 27).
 */
import * as z from 'zod'
import { SlugSchema, slugify } from '../schemas/common'
import { custom } from './define'
import type { ListDefinition } from './list'
import { dashboardPath } from '../dashboard-path'

export function englishTermSlug() {
  // `translates`: the English version of the slug, so a document written before has none (optional).
  return { ...custom('slug', SlugSchema.nullable(), { label: 'Slug (English)', indexed: true, unique: true }, { default: null }), translates: 'slug' as const }
}

/** Whether staff fixed a slug by hand (it then stays when the name changes); false for a slug made from the name. */
export function slugByHandFlag(label: string) {
  // Optional in the stored type: a term written before slugs followed renames (or by a test builder) has none, read as false.
  return { ...custom('text', z.boolean(), { label }, { default: false, example: false }), absentIsDefault: true as const }
}

/** The languages of a category's or tag's name and slug. */
export type TermLang = 'id' | 'en'

/** Where each language keeps a term's name, slug and by-hand flag. */
export const TERM_FIELDS = {
  id: { name: 'name', slug: 'slug', byHand: 'slugByHand' },
  en: { name: 'nameEn', slug: 'slugEn', byHand: 'slugEnByHand' },
} as const

/** The slug a name makes in its language, before a number is added to make it unique. */
export function termSlugBase(name: string, lang: TermLang): string {
  return slugify(name, lang)
}

/** Whether `slug` is `base` or `base` with a number added (`pajak-2`): the name's own slug, made unique. */
export function isSlugOf(slug: string, base: string): boolean {
  return slug === base || (slug.startsWith(`${base}-`) && /^\d+$/.test(slug.slice(base.length + 1)))
}

/** Messages of the rename form's slug fields (the slug's own rule speaks for the rest). */
export const TERM_MSG = {
  slugTaken: (noun: string) => `Slug ini sudah dipakai ${noun} lain`,
  targetRequired: (noun: string) => `Pilih ${noun} tujuan`,
  targetGone: (noun: string) => `${noun[0]!.toUpperCase()}${noun.slice(1)} tujuan tidak ditemukan lagi. Pilih ${noun} lain.`,
  busy: 'Konten ini terus diubah selama dipindahkan. Sebagian sudah dipindahkan; coba lagi sebentar lagi.',
} as const

/** The help under a rename form's slug field. */
export const TERM_SLUG_HELP = 'Mengikuti nama bila tidak diubah. Ubah untuk menetapkannya sendiri; kosongkan agar kembali mengikuti nama. Alamat filter lama dialihkan ke yang baru.'

/** A slug typed in the rename form: empty means "follow the name". */
export const TypedSlugSchema = z.union([z.literal(''), SlugSchema])

/**
 * A category's or tag's list (`/dashboard/{categories|tags}`): added in a form above it, renamed
 * in its row, and one in use deleted by moving its posts (the taxonomy page's own parts).
 */
export function termList(name: 'categories' | 'tags', noun: string) {
  return {
    path: dashboardPath(name),
    columns: [
      { name: 'name', label: 'Nama', cell: 'custom' },
      { name: 'slug', label: 'Slug', cell: 'custom' },
      { name: 'usage', label: 'Dipakai' },
    ],
    empty: `Belum ada ${noun}. Tambahkan ${noun} pertama di atas.`,
    countInHeading: true,
    live: true,
  } as const satisfies ListDefinition
}
