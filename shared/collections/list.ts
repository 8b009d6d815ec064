/**
 * A collection's dashboard list, declared in its module beside its fields, as Payload's
 * collection config declares `admin.defaultColumns` and `listSearchableFields`: its columns and
 * how each cell shows, its search, filters, sort, page size, empty state and row actions.
 *
 * The server reads the declaration (functions/src/collections/list-route.ts): it parses the
 * query by it, reads and filters the items, and sends the page a `ListView` (labels, values,
 * links, actions the signed-in role may take) with the rows. The one list page
 * (web/src/dashboard/collections/list-page.tsx) shows any view; a collection with parts of its
 * own (a form above the table, a cell drawn its own way) adds them around it.
 * docs/decisions/0020-collection-modules.md.
 */
import { PUBLISH_STATUS_LABELS, PUBLISH_STATUSES } from '../publish-rule'
import { LANGUAGE_FILTER_LABELS, LANGUAGE_FILTERS, type ItemLanguages } from './translation-status'

/**
 * How a cell shows its value:
 * - `title`: the item's name, a link to its page, a line under it (slug, detail) and its badges;
 * - `text`: plain text, a muted dash while empty (or the column's `blank`);
 * - `badge`: a status badge, with a date above it and notes under it;
 * - `count`: a number, linked to the items it counts;
 * - `languages`: the ID and EN marks;
 * - `thumb`: a small portrait, or the name's initial;
 * - `custom`: drawn by the collection's own page (its `cells`).
 */
export type CellKind = 'title' | 'text' | 'badge' | 'count' | 'languages' | 'thumb' | 'custom'

export interface ListColumn {
  /** The row's value it shows: a field's name, or a value the collection's list adds. */
  name: string
  /** Its heading; a field's label when the column names a field. */
  label?: string
  cell?: CellKind
  /** On a phone, where the heading row is hidden, a bare value says which column it is ("Profil: 3"). */
  phoneLabel?: boolean
  /** The heading is for screen readers only (a portrait's column). */
  labelHidden?: boolean
  /** What an empty text cell shows instead of a dash ("Belum diisi"). */
  blank?: string
  className?: string
}

export interface ListOption {
  value: string
  label: string
}

export interface ListFilter {
  /** The query parameter. */
  name: string
  label: string
  /** The field it compares, when not the parameter's name (`category` → `categoryId`). */
  field?: string
  /** The option that filters nothing ("Semua kategori"). */
  all: string
  /** Its choices; a field's own choices (an enumeration), or a referenced collection's items, when absent. */
  options?: readonly ListOption[]
  /** The option for items whose field is empty ("Belum ditugaskan"), before the others. */
  none?: ListOption
  /**
   * Values left out while the filter has none (Spam), and the option, after the others, that
   * shows them with the rest ("Semua, termasuk spam").
   */
  except?: { values: readonly string[]; option: ListOption }
  /** Its choices are also folders above the list, each with its count (`label` names them for screen readers; `all` is the first folder). */
  folders?: { label: string; all: string }
  /** A value computed from the item rather than a field: its publish status, its languages, or whether the signed-in staff member saved it last. */
  computed?: 'publish-status' | 'languages' | 'mine' | 'closing-soon' | 'mail-failed'
}

export interface ListDefinition {
  /** The list's address. */
  path: string
  /** The page's heading, when not the collection's title (a report of its items: "Laporan peringatan klien"). */
  title?: string
  /** The list's own heading, when not "Daftar {noun}" ("Isi Sampah"). */
  heading?: string
  columns: readonly ListColumn[]
  /** The search box (`q`): its label, and the fields it looks in (without them the collection searches its own way). */
  search?: { label: string; placeholder?: string; fields?: readonly string[] }
  filters?: readonly ListFilter[]
  /** The sort's choices (`sort`), the first the default. */
  sort?: { label: string; options: readonly ListOption[] }
  /** Rows per page; without it every item is on one page. */
  pageSize?: number
  /** What the list says while it has no item at all. */
  empty: string
  /** What it says when a search or filter matches none. */
  noMatch?: string
  /** The create button (the module's `create` label) in the head and the empty state. */
  create?: boolean
  /** A paragraph under the heading, saying what the list holds. */
  intro?: string
  /** The heading "Daftar … (n)" is shown, instead of a count line. */
  countInHeading?: boolean
  /**
   * Row actions: Ubah (the item's form), Lihat (its public page) and Hapus with what its dialog
   * says (and, for a collection whose items go to Sampah, that they can be restored); `confirm`:
   * the dialog's button when it says more than Hapus ("Hapus data": nothing can be restored).
   */
  actions?: { edit?: boolean; view?: string; remove?: string; confirm?: string }
  /** Other staff's changes refresh the rows (the collection's live updates). */
  live?: boolean
  /** A class of the table, for a column width of its own. */
  className?: string
}

/** The filter by publish status (Draf, Terjadwal, Terbit), computed as the publish rule says. */
export const PUBLISH_STATUS_FILTER = {
  name: 'status',
  label: 'Status',
  all: 'Semua status',
  options: PUBLISH_STATUSES.map((value) => ({ value, label: PUBLISH_STATUS_LABELS[value] })),
  computed: 'publish-status',
} as const satisfies ListFilter

/** The filter by languages: items without English, or whose English needs updating. */
export const LANGUAGE_FILTER = {
  name: 'lang',
  label: 'Bahasa',
  all: 'Semua bahasa',
  options: LANGUAGE_FILTERS.map((value) => ({ value, label: LANGUAGE_FILTER_LABELS[value] })),
  computed: 'languages',
} as const satisfies ListFilter

/** The filter of the items the signed-in staff member saved last (Ringkasan's "Draf saya" opens it). */
export const MINE_FILTER = {
  name: 'oleh',
  label: 'Terakhir disimpan',
  all: 'Oleh siapa saja',
  options: [{ value: 'saya', label: 'Oleh saya' }],
  computed: 'mine',
} as const satisfies ListFilter

/** How far ahead "closing soon" looks, in days (the openings' filter and Ringkasan's card). */
export const CLOSING_SOON_DAYS = 14

/** The openings still open whose last day is within CLOSING_SOON_DAYS. */
export const CLOSING_SOON_FILTER = {
  name: 'closing',
  label: 'Batas lamaran',
  all: 'Semua batas',
  options: [{ value: 'soon', label: `Ditutup dalam ${CLOSING_SOON_DAYS} hari` }],
  computed: 'closing-soon',
} as const satisfies ListFilter

/** The inquiries with an email that failed after its last try. */
export const MAIL_FAILED_FILTER = {
  name: 'mail',
  label: 'Email',
  all: 'Semua email',
  options: [{ value: 'failed', label: 'Ada email gagal' }],
  computed: 'mail-failed',
} as const satisfies ListFilter

/** The inboxes' filter of what no one has opened yet (Ringkasan's unread cards open it). */
export const UNREAD_FILTER = {
  name: 'unread',
  label: 'Dibaca',
  all: 'Dibaca dan belum',
  options: [{ value: 'true', label: 'Belum dibaca' }],
} as const satisfies ListFilter

// What the server sends the page: plain data, the same after a live refresh.

export interface Badge {
  text: string
  /** Its colour's class: `status-published`, `inbox-status-new`… */
  tone: string
}

export interface TitleCell {
  text: string
  /** The item's page in the dashboard. */
  href?: string
  /** Its type, above it, where a list mixes collections (Sampah). */
  kind?: string
  /** A line under it: its slug or address (`code`), or a detail. */
  sub?: string
  code?: boolean
  /** Details under it, muted ("email · perusahaan"). */
  meta?: string
  badges?: Badge[]
  languages?: ItemLanguages
}

export interface BadgeCell extends Badge {
  /** A date above the badge (a post's), or what stands in for it. */
  date?: { iso: string; text: string; title: string } | { blank: string }
  /** Lines under it: who handles it, since when; `warn` for a failure. */
  notes?: { text: string; warn?: boolean }[]
}

export interface CountCell {
  count: number
  href?: string
}

export interface TextCell {
  text: string
  /** A short line above it (what a message is about). */
  above?: string
  /** A muted line under it (when, by whom). */
  below?: string
}

export interface ThumbCell {
  src: string | null
  /** Shown while there is no picture. */
  letter: string
}

export type Cell = string | null | TitleCell | BadgeCell | CountCell | TextCell | ThumbCell | ItemLanguages

export type RowAction =
  /** A link; `slot`: the column that says Lihat or Pratinjau, kept one width from row to row. */
  | { kind: 'link'; label: string; href: string; name?: string; newTab?: boolean; slot?: boolean; hint?: string }
  /** The Lihat slot of an item with nothing to see, kept so the actions after it stay in line. */
  | { kind: 'slot' }
  /** A POST behind a confirmation dialog. */
  | { kind: 'confirm'; label: string; action: string; fields?: Record<string, string | number>; name: string; title: string; message: string; confirm: string }
  /** A POST of one button (Pulihkan). */
  | { kind: 'post'; label: string; action: string; name: string }
  | { kind: 'note'; text: string }
  /** Drawn by the collection's own page (a rename in the row). */
  | { kind: 'custom'; name: string }

export interface ListRow {
  id: string
  /** The collection live updates follow it in, when not the list's own (Sampah's entries). */
  collection?: string
  /** Its name, as its actions' accessible names say it. */
  name: string
  unread?: boolean
  cells: Record<string, Cell>
  actions: RowAction[]
  /** What the collection's own parts need of the item (a rename form's values). */
  data?: Record<string, string | number | boolean>
}

export interface HeadLink {
  label: string
  href: string
  primary?: boolean
  download?: boolean
}

export interface ListAlert {
  /** In bold, first. */
  title?: string
  text: string
  /** The items it is about ("Blog: Judul"). */
  items?: { text: string; href: string; type?: string }[]
  /** Items beyond those listed. */
  more?: number
}

export interface ListView {
  path: string
  title: string
  /** What one item is called ("lowongan"), in the form's and the pager's names. */
  noun: string
  /** The list's heading ("Daftar lowongan"): for screen readers, or shown with the count. */
  heading: string
  headingShown: boolean
  /** "3 dari 40 blog"; absent where the heading counts. */
  count?: string
  head: HeadLink[]
  intro?: string
  folders?: { label: string; items: { label: string; href: string; count: number; current: boolean }[] }
  /** The filter form: the search box and the selects, as the query set them. */
  search?: { label: string; placeholder?: string; value: string }
  filters: { name: string; label: string; value: string; options: ListOption[] }[]
  /** A search or filter narrows the list (Hapus filter). */
  filtered: boolean
  columns: { name: string; label: string; cell: CellKind; phoneLabel?: boolean; labelHidden?: boolean; blank?: string; className?: string }[]
  /** What the list says while it has no row. */
  empty: { text: string; link?: { href: string; text: string; button?: boolean } }
  pager?: { page: number; pages: number; prev?: string; next?: string }
  /** The collections whose changes refresh the rows. */
  live?: string[]
  /**
   * For a live collection whose entries hold items of other collections (Sampah's): the item
   * collections this session reads, which its Firestore listener names (firestore.rules read
   * such an entry by its item's area). Absent for a collection: every entry (admins).
   */
  liveScope?: Record<string, string[]>
  className?: string
}

/** What every list page is given: its view, rows, and what the last action refused. */
export interface ListPageProps {
  view: ListView
  rows: ListRow[]
  alerts?: ListAlert[]
}
