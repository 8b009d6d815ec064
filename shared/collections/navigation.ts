/**
 * Navigasi: the header menu (entries with one level of children) and the footer's link columns,
 * one document `navigation/main` written by /dashboard/navigation. Each entry has a label per
 * language (an entry without an English label is left out of the English site) and a target:
 * an address on this site (`/practice-area`, a page's path; the English site prefixes `/en`),
 * or a full `https://` address elsewhere. Before staff save one, the site shows its default
 * menus (web/src/firm.ts), which the page also starts from.
 *
 * The page edits each menu as rows in order, each a top entry or a child of the top entry above
 * it (as WordPress menus are indented), so one list reorders parents and children alike; the
 * rows become the stored tree here, where the rules live.
 */
import * as z from 'zod'
import { sameSitePath } from '../site-path'
import { custom, defineCollection } from './define'

/** The one document's id: `navigation/main`. */
export const NAVIGATION_ID = 'main'
export const NAVIGATION_PATH = '/dashboard/navigation'

export const MENU_LABEL_MAX = 40
export const MENU_TARGET_MAX = 300
/** Rows a menu may hold: more than any header or footer shows well, few enough to bound a save. */
export const MENU_ROWS_MAX = 60
/** Top entries of the header: more do not fit a desktop row. */
export const HEADER_TOP_MAX = 10
/** Footer columns. */
export const FOOTER_COLUMNS_MAX = 4

export const MENUS = ['header', 'footer'] as const
export type MenuName = (typeof MENUS)[number]

/** A link of a menu, and in the header its children (footer columns: the column's title and its links). */
export interface MenuLink {
  label: string
  labelEn: string
  /** A site path, a full http(s) address, or '' for a title that is not a link. */
  href: string
}
export interface MenuEntry extends MenuLink {
  children: MenuLink[]
}

/** A row as the page edits it: a top entry (level 0) or a child of the one above (level 1). */
export interface MenuRow extends MenuLink {
  level: 0 | 1
}

export const MENU_MSG = {
  labelRequired: 'Label (Indonesia) harus diisi',
  labelMax: `Label maksimal ${MENU_LABEL_MAX} karakter`,
  target: 'Tujuan harus berupa alamat di situs ini yang diawali “/” (misalnya /bidang-praktik), atau alamat lengkap yang diawali https://',
  targetMax: `Tujuan maksimal ${MENU_TARGET_MAX} karakter`,
  targetRequired: 'Isi tujuan tautan ini',
  childFirst: 'Baris pertama tidak dapat menjadi sub-menu: sub-menu berada di bawah entri utama di atasnya',
  footerFirst: 'Baris pertama footer harus berupa judul kolom',
  tooManyRows: `Satu menu maksimal ${MENU_ROWS_MAX} baris`,
  tooManyTop: `Menu header maksimal ${HEADER_TOP_MAX} entri utama`,
  tooManyColumns: `Footer maksimal ${FOOTER_COLUMNS_MAX} kolom`,
  footerEmptyColumn: 'Setiap kolom footer memerlukan setidaknya satu tautan di bawah judulnya',
} as const

/**
 * A host another site can have: dot-separated labels of letters, digits and hyphens (an
 * internationalised name is in its xn-- form once parsed), at least two. The URL parser turns
 * `https:///..` into the host `..`, which no one typed as a site.
 */
const HOST_NAME = /^(?!-)[a-z0-9-]{1,63}(?<!-)(\.(?!-)[a-z0-9-]{1,63}(?<!-))+$/i

/** A target as stored: a same-site path as the URL parser writes it, an http(s) URL, or null when it is neither. */
export function menuTarget(input: string): string | null {
  const value = input.trim()
  if (value.startsWith('/')) return sameSitePath(value)
  if (!/^https?:\/\//i.test(value)) return null
  try {
    const url = new URL(value)
    return (url.protocol === 'https:' || url.protocol === 'http:') && HOST_NAME.test(url.hostname) ? url.href : null
  } catch {
    return null
  }
}

/** Whether a stored target leaves the site (shown with rel="noopener", never prefixed with /en). */
export function isExternalTarget(href: string): boolean {
  return /^https?:\/\//i.test(href)
}

const label = z.string().max(MENU_LABEL_MAX)
const link = z.object({ label, labelEn: label, href: z.string().max(MENU_TARGET_MAX) })
const entry = link.extend({ children: z.array(link).max(MENU_ROWS_MAX) })
const menu = z.array(entry).max(MENU_ROWS_MAX)

export const navigation = defineCollection({
  name: 'navigation',
  labels: { title: 'Navigasi', noun: 'navigasi', create: 'Atur navigasi', edit: 'Atur navigasi' },
  fields: {},
  stored: {
    header: custom('lines', menu, { label: 'Menu header' }, { default: [] }),
    footer: custom('lines', menu, { label: 'Kolom footer' }, { default: [] }),
  },
})

/** The stored tree as rows in order, as the page edits them. */
export function menuRows(entries: readonly MenuEntry[]): MenuRow[] {
  return entries.flatMap((top) => [
    { level: 0 as const, label: top.label, labelEn: top.labelEn, href: top.href },
    ...top.children.map((child) => ({ level: 1 as const, label: child.label, labelEn: child.labelEn, href: child.href })),
  ])
}

/** A row's problem, keyed by its index and field, as the page shows it next to the input. */
export interface MenuRowError {
  row: number
  field: 'label' | 'labelEn' | 'href' | 'level'
  message: string
}

export type MenuParse = { ok: true; entries: MenuEntry[] } | { ok: false; errors: MenuRowError[]; message?: string }

/**
 * The rows the page sent, checked, as the stored tree. Rows left wholly empty are dropped (a
 * row added and not filled). Each problem is named on its row; a problem of the whole menu
 * (too many rows or columns) in `message`.
 */
export function parseMenuRows(menuName: MenuName, sent: readonly MenuRow[]): MenuParse {
  const rows = sent
    .map((row) => ({ level: row.level, label: row.label.trim(), labelEn: row.labelEn.trim(), href: row.href.trim() }))
    .filter((row) => row.label || row.labelEn || row.href)
  if (rows.length > MENU_ROWS_MAX) return { ok: false, errors: [], message: MENU_MSG.tooManyRows }
  const errors: MenuRowError[] = []
  const entries: MenuEntry[] = []
  rows.forEach((row, index) => {
    const fail = (field: MenuRowError['field'], message: string) => errors.push({ row: index, field, message })
    if (!row.label) fail('label', MENU_MSG.labelRequired)
    else if (row.label.length > MENU_LABEL_MAX) fail('label', MENU_MSG.labelMax)
    if (row.labelEn.length > MENU_LABEL_MAX) fail('labelEn', MENU_MSG.labelMax)
    let href = ''
    if (row.href.length > MENU_TARGET_MAX) fail('href', MENU_MSG.targetMax)
    else if (row.href) {
      const target = menuTarget(row.href)
      if (target === null || target.length > MENU_TARGET_MAX) fail('href', MENU_MSG.target)
      else href = target
    }
    const item = { label: row.label, labelEn: row.labelEn, href }
    if (row.level === 1) {
      const parent = entries[entries.length - 1]
      if (!parent) fail('level', menuName === 'footer' ? MENU_MSG.footerFirst : MENU_MSG.childFirst)
      else parent.children.push(item)
      if (!row.href && !errors.some((e) => e.row === index && e.field === 'href')) fail('href', MENU_MSG.targetRequired)
    } else {
      entries.push({ ...item, children: [] })
    }
  })
  // A header entry is a link, or a title over its children; a footer column is a title over links.
  rows.forEach((row, index) => {
    if (row.level !== 0) return
    const entry = entries[rows.slice(0, index + 1).filter((r) => r.level === 0).length - 1]
    if (!entry) return
    if (menuName === 'header' && !row.href && entry.children.length === 0 && !errors.some((e) => e.row === index && e.field === 'href')) {
      errors.push({ row: index, field: 'href', message: MENU_MSG.targetRequired })
    }
    if (menuName === 'footer' && entry.children.length === 0) errors.push({ row: index, field: 'label', message: MENU_MSG.footerEmptyColumn })
  })
  if (errors.length) return { ok: false, errors }
  if (menuName === 'header' && entries.length > HEADER_TOP_MAX) return { ok: false, errors: [], message: MENU_MSG.tooManyTop }
  if (menuName === 'footer' && entries.length > FOOTER_COLUMNS_MAX) return { ok: false, errors: [], message: MENU_MSG.tooManyColumns }
  return { ok: true, entries }
}

/** A menu as one language shows it: entries without a label in that language left out, with their children. */
export function menuIn(entries: readonly MenuEntry[], lang: 'id' | 'en'): { label: string; href: string; children: { label: string; href: string }[] }[] {
  const labelOf = (link: MenuLink) => (lang === 'en' ? link.labelEn : link.label)
  return entries
    .filter((top) => labelOf(top))
    .map((top) => ({
      label: labelOf(top),
      href: top.href,
      children: top.children.filter((child) => labelOf(child)).map((child) => ({ label: labelOf(child), href: child.href })),
    }))
    .filter((top) => top.href || top.children.length)
}
