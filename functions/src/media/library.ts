/**
 * Pustaka Media's store part (docs/decisions/0043-media-library.md): an entry per file, written
 * when a file is uploaded (from a field or from the library) and, once, for every file items
 * already used before the library existed; where each file is used; and what may be deleted.
 * Plain functions over the ContentStore and FileStore ports, so both backends run them alike.
 */
import { COLLECTION_MODULES } from '../../../shared/collections'
import { BLOCK_RICH_TEXT, blockImagePaths, type PageBlock } from '../../../shared/collections/page-blocks'
import { richTextImagePaths } from '../../../shared/rich-text/images'
import type { Field } from '../../../shared/collections/define'
import type { MediaKind } from '../../../shared/collections/media'
import { itemName } from '../../../shared/collections/item-names'
import type { CollectionName, StoredFile } from '../../../shared/schemas/types'
import { splitUploadPath } from '../../../shared/schemas/file-paths'
import { UPLOAD_RULES } from '../../../shared/schemas/uploads'
import type { ContentStore, DocOf, FileStore } from '../backends/ports'
import { UniqueConstraintError } from '../backends/ports'
import { TARGET_BY_COLLECTION } from '../history/targets'

export type MediaEntry = DocOf<'media'>

/**
 * Folders whose files are no library entries: an attorney's CV and an applicant's are personal
 * data, kept only while an item uses them (decision 18's weekly pruning still deletes them).
 */
export const OUTSIDE_LIBRARY: ReadonlySet<string> = new Set(['cv', 'application_cvs'])

/** Whether a file in this store path belongs in the library. */
export function inLibrary(path: string): boolean {
  const upload = splitUploadPath(path)
  return !!upload && !OUTSIDE_LIBRARY.has(upload.folder)
}

/**
 * The entry's id, from its path: one entry per file whoever writes it first, so two writers
 * (an upload and the backfill) never make two. `{folder}/{name}` → `{folder}--{name}`: a
 * Firestore id holds no slash, and a stored name has no `--` after its folder's part.
 */
export function mediaIdOf(path: string): string {
  return path.replace('/', '--')
}

/** A file's kind as the library shows and filters it. */
export function mediaKindOf(contentType: string): MediaKind {
  return contentType === 'application/pdf' ? 'pdf' : 'image'
}

/** The data of a new entry for a stored file (alt text and caption from the item, when it has them). */
export function entryData(file: StoredFile, createdBy: string, alt = ''): Omit<MediaEntry, 'id' | 'createdAt' | 'updatedAt' | 'updatedBy' | 'version'> {
  return {
    path: file.path,
    originalName: file.originalName || (file.path.split('/')[1] ?? file.path),
    kind: mediaKindOf(file.contentType),
    contentType: file.contentType,
    size: file.size,
    width: file.width ?? null,
    height: file.height ?? null,
    createdBy,
    alt,
    altEn: '',
    caption: '',
    captionEn: '',
    focalX: 0.5,
    focalY: 0.5,
  }
}

/**
 * Adds a stored file to the library, once: an entry that exists already is left as it is.
 * Returns the entry (new or existing), or null for a file the library does not hold.
 */
export async function addToLibrary(store: ContentStore, file: StoredFile, actor: string, alt = ''): Promise<MediaEntry | null> {
  if (!inLibrary(file.path)) return null
  const id = mediaIdOf(file.path)
  const existing = await store.get('media', id)
  if (existing) return existing
  try {
    return await store.create('media', entryData(file, actor, alt) as never, { actor, id })
  } catch (error) {
    // Written meanwhile by another request (the same id or path): that entry stands.
    const now = await store.get('media', id)
    if (now) return now
    if (error instanceof UniqueConstraintError) return null
    throw error
  }
}

/** Where a file is used: the item, which of its fields, and the item's form in the dashboard. */
export interface MediaUsage {
  collection: CollectionName
  id: string
  /** The item's name, as the dashboard names it ("Blog: Judul"). */
  name: string
  /** The field's label ("Gambar sampul"), or "Isi" for a rich text that shows it. */
  field: string
  href: string | null
}

type AnyDoc = Record<string, unknown> & { id: string }

/**
 * The fields of a module that can hold a file: its upload fields, its rich texts (an image in
 * the text), and a block page's blocks (an image or hero block's image, the images in its texts).
 */
function fileFields(collection: CollectionName): { uploads: [string, Field][]; texts: [string, Field][]; blocks: [string, Field][] } {
  const module = COLLECTION_MODULES[collection] as { fields: Record<string, Field>; stored?: Record<string, Field> }
  const all = Object.entries({ ...module.stored, ...module.fields })
  return { uploads: all.filter(([, f]) => f.upload), texts: all.filter(([, f]) => f.kind === 'richText'), blocks: all.filter(([, f]) => f.kind === 'blocks') }
}

/** The files a list of blocks shows: its image and hero blocks' images, the images in its texts. */
function blockFilePaths(blocks: unknown): string[] {
  if (!Array.isArray(blocks)) return []
  const list = blocks as PageBlock[]
  const inTexts = list.flatMap((block) => (BLOCK_RICH_TEXT[block.type] ?? []).flatMap((name: string) => richTextImagePaths((block as unknown as Record<string, unknown>)[name])))
  return [...new Set([...blockImagePaths(list), ...inTexts])]
}

/** The collections whose items can use a file; Sampah's items keep theirs (a restore finds them). */
const USING: CollectionName[] = (Object.keys(COLLECTION_MODULES) as CollectionName[]).filter((name) => {
  if (name === 'media') return false
  const { uploads, texts, blocks } = fileFields(name)
  return uploads.length + texts.length + blocks.length > 0
})

/** A rich text uses a file when its HTML names its path (`/media/{path}`, `/img/{w}/{path}`). */
function textUses(html: unknown, path: string): boolean {
  return typeof html === 'string' && html.includes(path)
}

/** Each file's uses, by path, across every item (one read per collection, then in memory). */
export async function usagesByPath(store: ContentStore): Promise<Map<string, MediaUsage[]>> {
  const byPath = new Map<string, MediaUsage[]>()
  const add = (path: string, usage: MediaUsage) => byPath.set(path, [...(byPath.get(path) ?? []), usage])
  const [lists, trashed] = await Promise.all([Promise.all(USING.map(async (name) => ({ name, docs: (await store.query(name)) as unknown as AnyDoc[] }))), store.query('trash')])
  const paths = (await store.query('media')).map((entry) => entry.path)
  for (const { name, docs } of lists) {
    const { uploads, texts, blocks } = fileFields(name)
    const noun = COLLECTION_MODULES[name].labels.title
    for (const doc of docs) {
      const usage = (field: Field): MediaUsage => ({
        collection: name,
        id: doc.id,
        name: `${noun}: ${itemName(name, doc, doc.id) ?? doc.id}`,
        field: field.label,
        href: TARGET_BY_COLLECTION.get(name)?.edit(doc.id) ?? null,
      })
      for (const [fieldName, field] of uploads) {
        const file = doc[fieldName] as StoredFile | null | undefined
        if (file?.path) add(file.path, usage(field))
      }
      for (const [fieldName, field] of texts) {
        const html = doc[fieldName]
        if (typeof html !== 'string' || !html.includes('/')) continue
        for (const path of paths) if (textUses(html, path)) add(path, usage(field))
      }
      for (const [fieldName, field] of blocks) for (const path of blockFilePaths(doc[fieldName])) add(path, usage(field))
    }
  }
  for (const entry of trashed) {
    for (const path of entry.files) add(path, { collection: 'trash', id: entry.id, name: `Sampah: ${entry.title || entry.id}`, field: 'Item di Sampah', href: '/dashboard/trash' })
  }
  return byPath
}

/** Where one file is used (empty when nowhere). */
export async function usagesOf(store: ContentStore, path: string): Promise<MediaUsage[]> {
  return (await usagesByPath(store)).get(path) ?? []
}

/** The sentence that refuses deleting a used file, naming where it is used. */
export function usedMessage(name: string, usages: readonly MediaUsage[]): string {
  const places = usages.map((usage) => `${usage.name} (${usage.field})`)
  const shown = places.slice(0, 5).join('; ')
  const more = places.length > 5 ? ` dan ${places.length - 5} lainnya` : ''
  return `“${name}” tidak dapat dihapus karena masih dipakai di: ${shown}${more}. Ganti atau hapus file itu di sana lebih dulu.`
}

export type DeleteOutcome = { ok: true } | { ok: false; reason: 'used'; usages: MediaUsage[] } | { ok: false; reason: 'missing' }

/**
 * Deletes an entry and its file, unless an item uses the file (then nothing is deleted). The
 * entry goes first: a file without an entry is pruned by decision 18's sweep if its delete fails.
 */
export async function deleteMedia(store: ContentStore, files: FileStore, id: string, actor: string): Promise<DeleteOutcome> {
  const entry = await store.get('media', id)
  if (!entry) return { ok: false, reason: 'missing' }
  const usages = await usagesOf(store, entry.path)
  if (usages.length) return { ok: false, reason: 'used', usages }
  await store.remove('media', id, { actor })
  await files.delete(entry.path)
  return { ok: true }
}

/** Deletes every entry (and file) no item uses; returns how many went. */
export async function deleteUnused(store: ContentStore, files: FileStore, actor: string): Promise<{ deleted: number }> {
  const [entries, used] = await Promise.all([store.query('media'), usagesByPath(store)])
  let deleted = 0
  for (const entry of entries) {
    if (used.has(entry.path)) continue
    await store.remove('media', entry.id, { actor })
    await files.delete(entry.path)
    deleted++
  }
  return { deleted }
}

/** The meta record that says the library holds every file items used before it existed. */
export const MEDIA_BACKFILL_META = 'mediaBackfill'

/**
 * Once per store: an entry for every file an item uses (a cover, a portrait, a share image, a
 * publication's PDF), with the item's alternative text where it has one. Files no item uses are
 * left out: decision 18's pruning deletes them. Idempotent (entries are keyed by path), so two
 * instances running it at once, or a run cut short, leave the same library.
 */
export async function backfillLibrary(store: ContentStore, files: FileStore): Promise<{ added: number } | null> {
  if (await store.readMeta(MEDIA_BACKFILL_META)) return null
  let added = 0
  for (const name of USING) {
    const { uploads } = fileFields(name)
    if (!uploads.length) continue
    for (const doc of (await store.query(name)) as unknown as AnyDoc[]) {
      for (const [fieldName] of uploads) {
        const file = doc[fieldName] as StoredFile | null | undefined
        if (!file?.path || !inLibrary(file.path) || (await store.get('media', mediaIdOf(file.path)))) continue
        if (!(await files.stat(file.path))) continue
        // An image takes the item's alternative text; a document has none.
        const alt = file.contentType.startsWith('image/') ? altOf(doc, fieldName) : ''
        if (await addToLibrary(store, file, 'migration', alt)) added++
      }
    }
  }
  await store.writeMeta(MEDIA_BACKFILL_META, { doneAt: new Date().toISOString(), added })
  return { added }
}

/** The alternative text an item keeps beside a file field (`coverAlt` of `cover`, `heroImageAlt`), if any. */
function altOf(doc: AnyDoc, field: string): string {
  for (const key of [`${field}Alt`, `${field.replace(/Image$/, '')}Alt`, 'coverAlt', 'pictureAlt']) {
    const value = doc[key]
    if (typeof value === 'string' && value.trim()) return value.trim().slice(0, 250)
  }
  return ''
}

/** The upload folder a library upload goes to: images with the covers' rule, PDFs with the publications'. */
export function libraryFolder(kind: MediaKind): 'blog_images' | 'publications' {
  return kind === 'pdf' ? 'publications' : 'blog_images'
}

/** The largest file the library takes (its folders' limits). */
export const LIBRARY_MAX_BYTES = Math.max(UPLOAD_RULES.blog_images.maxBytes, UPLOAD_RULES.publications.maxBytes)
