/**
 * The contract between the dashboard's media picker (web/src/dashboard/components/media-picker.tsx)
 * and its endpoint (functions/src/media/pick.ts): the address, what the query may say and how
 * much of it is read, and what a page of results holds. Staff choose a file of Pustaka Media
 * (docs/decisions/0043-media-library.md) for an upload field or a rich text instead of
 * uploading it again.
 */
import { MEDIA_KINDS, type MediaKind } from './collections/media'
import { isUploadFolder, type UploadFolder } from './schemas/uploads'

/** GET, staff only, answers JSON: `?q=&page=&kind=image&folder=blog_images`. */
export const MEDIA_PICK_PATH = '/dashboard/media/pick'

/** Entries per page: four rows of a phone's three thumbnails, three of a wide screen's eight. */
export const MEDIA_PICK_PAGE_SIZE = 24
/** A search longer than this is cut: no name or alternative text is searched past it (250 characters). */
export const MEDIA_PICK_QUERY_MAX = 100
/** Pages past this are not asked for: 24 × 10,000 entries is more than any library holds. */
export const MEDIA_PICK_PAGE_MAX = 10_000

/** Folders whose files are no library entries (personal data): never offered. */
const OUTSIDE_LIBRARY = new Set<string>(['cv', 'application_cvs'])

/** One file of the library as the picker shows it and hands it to the field that asked. */
export interface MediaPickEntry {
  id: string
  /** `{folder}/{name}`: the value an upload field's hidden input carries. */
  path: string
  /** The name the file had on the uploader's computer. */
  name: string
  kind: MediaKind
  contentType: string
  size: number | null
  width: number | null
  height: number | null
  alt: string
  altEn: string
  caption: string
  captionEn: string
  /** The point a crop must keep, 0 to 1 from the left and from the top. */
  focal: { x: number; y: number }
  /** A small rendition for the picker's grid (160 px wide); null for a document. */
  thumb: string | null
}

/** A page of results. `page` is the page answered (a page past the last answers the last). */
export interface MediaPickPage {
  entries: MediaPickEntry[]
  total: number
  page: number
  pages: number
}

/** The query as the endpoint reads it. */
export interface MediaPickQuery {
  q: string
  page: number
  kind: MediaKind
  /** Only files of this upload folder (the folder of the field that asks), or any folder. */
  folder: UploadFolder | null
}

export type MediaPickQueryResult = { ok: true; query: MediaPickQuery } | { ok: false; message: string }

export const MEDIA_PICK_MSG = {
  kind: 'Jenis file tidak dikenal: pilih gambar atau dokumen PDF.',
  folder: 'Folder file tidak dikenal.',
} as const

/**
 * Reads the picker's query from an address's parameters, whatever they hold: the first of a
 * repeated parameter, a search cut at its maximum, a page past the last held at the maximum,
 * one that is not a plain number (or has more than 12 digits) read as the first. An unknown kind or folder is refused (the caller answers 400), never guessed.
 */
export function readMediaPickQuery(params: URLSearchParams): MediaPickQueryResult {
  const q = (params.get('q') ?? '').replace(/\s+/g, ' ').trim().slice(0, MEDIA_PICK_QUERY_MAX)
  const pageText = params.get('page') ?? ''
  const page = /^\d{1,12}$/.test(pageText) ? Math.min(Math.max(1, Number(pageText)), MEDIA_PICK_PAGE_MAX) : 1
  const kindText = params.get('kind') || 'image'
  if (!(MEDIA_KINDS as readonly string[]).includes(kindText)) return { ok: false, message: MEDIA_PICK_MSG.kind }
  const folderText = params.get('folder') ?? ''
  if (folderText && (!isUploadFolder(folderText) || OUTSIDE_LIBRARY.has(folderText))) return { ok: false, message: MEDIA_PICK_MSG.folder }
  return { ok: true, query: { q, page, kind: kindText as MediaKind, folder: folderText ? (folderText as UploadFolder) : null } }
}

/** The endpoint's address for a query (what the picker fetches). */
export function mediaPickUrl(query: Partial<MediaPickQuery>): string {
  const params = new URLSearchParams()
  if (query.q) params.set('q', query.q)
  if (query.page && query.page > 1) params.set('page', String(query.page))
  params.set('kind', query.kind ?? 'image')
  if (query.folder) params.set('folder', query.folder)
  return `${MEDIA_PICK_PATH}?${params.toString()}`
}
