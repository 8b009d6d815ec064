/**
 * Halaman: pages staff build from blocks (decision 47), each at a path they choose
 * (`/pro-bono`, `/layanan/pro-bono`) and at `/en` + that path in English. The title and the SEO
 * texts have English versions as other collections' do (decision 30); the blocks carry their own
 * English twins (./page-blocks.ts). Drafts as practice areas: public once published.
 */
import * as z from 'zod'
import { TITLE_MAX } from '../schemas/limits'
import { singleLineText } from '../schemas/text-fields'
import { custom, defineCollection, storedInstant, text, translated } from './define'
import { BLOCKS_MAX, formIssues, parseBlocks, type PageBlock } from './page-blocks'
import { seoFields, SEO_TRANSLATED } from './seo-fields'

/** The dashboard's list of pages: the fixed pages' list, with the block pages under them. */
export const BLOCK_PAGES_PATH = '/dashboard/pages'

export const PAGE_PATH_MAX = 120
export const PAGE_PATH_SEGMENTS_MAX = 4

/**
 * First path segments the site's own routes answer at (`/about`, `/attorneys/…`, `/en/…`): a
 * block page may not start with one, or it would hide a page of the site or be hidden by it.
 * Held to the app's routes by functions/src/collections/block-pages/reserved-paths.test.ts,
 * which fails when a route is added under a first segment not listed here.
 */
export const RESERVED_FIRST_SEGMENTS = [
  'about',
  'contact-us',
  'privacy',
  'disclaimer',
  'search',
  'practice-area',
  'attorneys',
  'blogs',
  'publications',
  'regulations',
  'events',
  'career',
  'subscribe',
  'dashboard',
  'login',
  'logout',
  'en',
  'assets',
  '_build',
  'media',
  'img',
  'healthz',
  'sitemap.xml',
  'robots.txt',
  // Not routes today, but addresses a site grows into: kept free for them.
  'feeds',
  'api',
] as const

export const BLOCK_PAGE_MSG = {
  titleRequired: 'Judul harus diisi',
  titleMax: `Judul maksimal ${TITLE_MAX} karakter`,
  pathRequired: 'Alamat halaman harus diisi',
  pathFormat: 'Alamat halaman diawali “/”, lalu huruf kecil, angka dan tanda hubung, bagian-bagiannya dipisah “/”, misalnya /pro-bono atau /layanan/pro-bono',
  pathMax: `Alamat halaman maksimal ${PAGE_PATH_MAX} karakter dan ${PAGE_PATH_SEGMENTS_MAX} bagian`,
  pathReserved: (segment: string) => `Alamat yang diawali “/${segment}” sudah dipakai halaman situs ini. Pilih alamat lain.`,
} as const

const SEGMENT = /^[a-z0-9]+(?:-[a-z0-9]+)*$/

/** Why `path` cannot be a block page's address, or null when it can. */
export function pagePathProblem(path: string): string | null {
  if (path === '') return BLOCK_PAGE_MSG.pathRequired
  if (path.length > PAGE_PATH_MAX) return BLOCK_PAGE_MSG.pathMax
  if (!path.startsWith('/')) return BLOCK_PAGE_MSG.pathFormat
  const segments = path.slice(1).split('/')
  if (segments.some((segment) => !SEGMENT.test(segment))) return BLOCK_PAGE_MSG.pathFormat
  if (segments.length > PAGE_PATH_SEGMENTS_MAX) return BLOCK_PAGE_MSG.pathMax
  const first = segments[0]!
  if (isReservedSegment(first)) return BLOCK_PAGE_MSG.pathReserved(first)
  return null
}

/** Whether a first segment belongs to the site's own routes. */
export function isReservedSegment(segment: string): boolean {
  return (RESERVED_FIRST_SEGMENTS as readonly string[]).includes(segment)
}

/** Whether a requested path has a block page's shape (what the public lookup checks before reading anything). */
export function hasPagePathShape(path: string): boolean {
  return pagePathProblem(path) === null
}

/** The path typed, a trailing slash dropped (`/pro-bono/` is `/pro-bono`). */
const PathRule = singleLineText({ error: BLOCK_PAGE_MSG.pathRequired })
  .trim()
  .overwrite((value) => (value.length > 1 ? value.replace(/\/+$/, '') : value))
  .superRefine((value, ctx) => {
    const problem = pagePathProblem(value)
    if (problem) ctx.addIssue({ code: 'custom', message: problem })
  })

/**
 * The blocks, sent as the editor's JSON text (or stored as the list), every problem named by its
 * block and at its field (`blocks[2].alt`), with the blocks to check at the list itself
 * (formIssues): the editor shows each where it belongs.
 */
export const BlocksRule = z.unknown().transform((sent, ctx): PageBlock[] => {
  const parsed = parseBlocks(sent)
  if (parsed.ok) return parsed.blocks
  for (const { path, message } of formIssues(parsed.issues)) ctx.addIssue({ code: 'custom', message, path })
  return z.NEVER
})

export const BLOCK_PAGE_TRANSLATED = ['title', ...SEO_TRANSLATED] as const

export const blockPages = defineCollection({
  name: 'blockPages',
  labels: {
    title: 'Halaman',
    noun: 'halaman',
    create: 'Tambah halaman',
    edit: 'Ubah halaman',
  },
  fields: translated(
    {
      title: text({ label: 'Judul', searchable: true, required: BLOCK_PAGE_MSG.titleRequired, max: [TITLE_MAX, BLOCK_PAGE_MSG.titleMax] }),
      path: custom('text', PathRule, {
        label: 'Alamat halaman',
        help: 'Misalnya /pro-bono atau /layanan/pro-bono. Versi bahasa Inggris ada di /en ditambah alamat ini.',
        indexed: true,
        unique: true,
        required: true,
      }, { default: '', example: '/halaman-contoh', maxLength: PAGE_PATH_MAX }),
      blocks: custom('blocks', BlocksRule, { label: 'Blok', searchable: true, help: `Susun isi halaman dari blok dengan Tambah blok, lalu isi setiap blok. Paling banyak ${BLOCKS_MAX} blok.` }, { default: [], example: [{ type: 'text', html: '<p>Teks contoh halaman.</p>', htmlEn: '' }] }),
      ...seoFields(),
    },
    BLOCK_PAGE_TRANSLATED,
  ),
  stored: {
    publishedAt: storedInstant({ label: 'Terbit sejak', indexed: true, example: '2026-01-01T00:00:00.000Z' }),
  },
  publish: 'publishedAt',
  list: {
    path: BLOCK_PAGES_PATH,
    columns: [
      { name: 'title', label: 'Judul', cell: 'title' },
      { name: 'path', label: 'Alamat' },
    ],
    empty: 'Belum ada halaman dari blok. Tambahkan halaman pertama.',
    create: true,
  },
})
