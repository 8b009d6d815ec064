import * as z from 'zod'
import { singleLineText } from '../schemas/text-fields'
import { sameSitePath } from '../site-path'
import { custom, defineCollection, enumeration } from './define'
import { dashboardPath } from '../dashboard-path'

/** Longest path a redirect keeps (old addresses are short; this only bounds what is stored). */
export const REDIRECT_PATH_MAX = 500

/** Messages of the redirect rules (ours). */
export const REDIRECT_MSG = {
  fromRequired: 'Alamat lama harus diisi',
  toRequired: 'Alamat tujuan harus diisi',
  notSitePath: 'Alamat harus berupa jalur di situs ini yang diawali “/”, misalnya /blogs/judul-lama',
  leavesSite: 'Alamat ini mengarah ke situs lain setelah “.” dan “..” di dalamnya dirapikan (misalnya “/.//contoh.com” dibaca “//contoh.com”). Tulis jalurnya tanpa “.” atau “..”, misalnya /blogs/judul-baru',
  fromQuery: 'Alamat lama tidak boleh memuat “?” atau “#”: cukup jalurnya saja',
  tooLong: `Alamat maksimal ${REDIRECT_PATH_MAX} karakter`,
  reserved: 'Alamat dasbor dan halaman masuk tidak dapat dialihkan',
  same: 'Alamat tujuan tidak boleh sama dengan alamat lama',
  taken: 'Sudah ada pengalihan dari alamat ini',
  loop: (chain: string) => `Pengalihan ini tidak dapat disimpan karena membuat putaran: ${chain}. Pilih tujuan lain.`,
} as const

/**
 * Where each kind of entry comes from: staff (Pengalihan), a published item's slug that
 * changed (old address → new), a published item moved to Sampah or purged (its address
 * answers 410 Gone, `to` is empty), or a category or tag deleted once its items moved to
 * another (its filter addresses → the other's).
 */
export const REDIRECT_KINDS = ['manual', 'slug', 'gone', 'merged'] as const
export type RedirectKind = (typeof REDIRECT_KINDS)[number]
export const REDIRECT_KIND_LABELS: Record<RedirectKind, string> = { manual: 'Manual', slug: 'Slug berubah', gone: 'Dihapus (410)', merged: 'Digabungkan' }

/** Paths of the dashboard and sign-in: never public pages, so never redirected. */
const RESERVED = /^\/(dashboard|login|logout)(\/|$)/

/**
 * A path on this site as the URL parser writes it (dot segments resolved, unsafe characters
 * percent-encoded), or null for anything that leaves the site: a full URL (`https://…`,
 * `javascript:`), a protocol-relative `//host`, a backslash, no leading slash, or a path that
 * only becomes `//host` once normalised (`/.//evil.example`). The sign-in's `next` is checked by
 * the same rule (shared/site-path.ts); the 404 path checks each answer again (redirect-table.ts).
 */
export function sitePath(input: string): string | null {
  return sameSitePath(input.trim())
}

/** A path on this site as typed: "/" first, not "//", no backslash (what `notSitePath` asks for). */
function looksLikeSitePath(value: string): boolean {
  return value.startsWith('/') && !value.startsWith('//') && !value.includes('\\')
}

/** The path part of a site path (what a request's pathname is compared with). */
export function pathOf(path: string): string {
  return path.split(/[?#]/, 1)[0] ?? path
}

const pathRule = (required: string) =>
  singleLineText({ error: required })
    .trim()
    .refine((value) => value.length > 0, { message: required, abort: true })

const fromRule = pathRule(REDIRECT_MSG.fromRequired)
  .refine(looksLikeSitePath, { message: REDIRECT_MSG.notSitePath, abort: true })
  .refine((value) => sitePath(value) !== null, { message: REDIRECT_MSG.leavesSite, abort: true })
  .refine((value) => !/[?#]/.test(value), { message: REDIRECT_MSG.fromQuery, abort: true })
  .transform((value) => sitePath(value) as string)
  .refine((value) => value.length <= REDIRECT_PATH_MAX, { message: REDIRECT_MSG.tooLong, abort: true })
  .refine((value) => !RESERVED.test(value), REDIRECT_MSG.reserved)

const toRule = pathRule(REDIRECT_MSG.toRequired)
  .refine(looksLikeSitePath, { message: REDIRECT_MSG.notSitePath, abort: true })
  .refine((value) => sitePath(value) !== null, { message: REDIRECT_MSG.leavesSite, abort: true })
  .transform((value) => sitePath(value) as string)
  .refine((value) => value.length <= REDIRECT_PATH_MAX, { message: REDIRECT_MSG.tooLong, abort: true })
  .refine((value) => !RESERVED.test(value), REDIRECT_MSG.reserved)

/**
 * Redirects: an old public address answered with `301` to its new one, or with
 * `410 Gone` for an item deleted. Read by the server only, when no route answered a path (the
 * 404 path: render/error-handling.tsx), from a table held per render-cache generation.
 * Admins add manual ones at /dashboard/redirects (Pengalihan); the save of an item whose slug
 * changed adds the `slug` ones, a delete the `gone` ones.
 */
export const redirects = defineCollection({
  name: 'redirects',
  labels: { title: 'Pengalihan', noun: 'pengalihan', create: 'Tambah pengalihan', edit: 'Ubah pengalihan' },
  fields: {
    from: custom('text', fromRule, {
      label: 'Alamat lama',
      help: 'Jalur di situs ini yang tidak lagi menampilkan halaman, misalnya /blogs/judul-lama.',
      indexed: true,
      unique: true,
      required: true,
    }, { default: '', example: '/contoh-lama', maxLength: REDIRECT_PATH_MAX }),
    to: custom('text', toRule, {
      label: 'Alamat tujuan',
      help: 'Jalur di situs ini, diawali “/”, misalnya /blogs/judul-baru.',
      indexed: true,
      required: true,
    }, { default: '', example: '/contoh-baru', maxLength: REDIRECT_PATH_MAX }),
  },
  stored: {
    kind: enumeration(REDIRECT_KINDS, { label: 'Jenis', indexed: true, message: 'Jenis pengalihan tidak dikenal', default: 'manual', labels: REDIRECT_KIND_LABELS }),
    /** The item a `slug` or `gone` entry is about ('' for manual ones). */
    collection: custom('text', z.string(), { label: 'Koleksi' }, { default: '' }),
    itemId: custom('text', z.string(), { label: 'Id item', indexed: true }, { default: '' }),
  },
  rules: (value, ctx) => {
    if (typeof value.from === 'string' && typeof value.to === 'string' && value.from === pathOf(value.to)) {
      ctx.addIssue({ code: 'custom', path: ['to'], message: REDIRECT_MSG.same })
    }
  },
  // Every entry by its old address; the add form above the list is Pengalihan's own.
  list: {
    path: dashboardPath('redirects'),
    columns: [
      { name: 'from', cell: 'custom' },
      { name: 'to', label: 'Tujuan', cell: 'custom', phoneLabel: true },
      { name: 'kind', phoneLabel: true },
    ],
    intro:
      'Alamat lama yang tidak lagi menampilkan halaman dijawab dengan pengalihan permanen (301) ke alamat tujuannya. Pengalihan dibuat dengan sendirinya saat slug item yang sudah terbit diubah; item yang dihapus menjawab “410 Gone”. Bila alamat lama dipakai lagi oleh item baru, pengalihannya dihapus.',
    empty: 'Belum ada pengalihan.',
    countInHeading: true,
    className: 'redirect-table',
  },
})
