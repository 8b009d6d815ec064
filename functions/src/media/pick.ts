/**
 * The media picker's page of results (shared/media-pick.ts): the library's search in memory
 * (search-list.ts), narrowed to one kind and, for an upload field, to what the field can save:
 * files of its own folder (resolve-upload.ts checks the folder) of its rule's types (a field
 * takes JPEG and PNG, the library WebP too: docs/decisions/0043-media-library.md), then one
 * read of the page's entries. An empty search lists the newest first, as the library does.
 */
import { MEDIA_PICK_PAGE_SIZE, type MediaPickEntry, type MediaPickPage, type MediaPickQuery } from '../../../shared/media-pick'
import { UPLOAD_RULES } from '../../../shared/schemas/uploads'
import { imageUrl } from '../../../shared/urls'
import type { Backend } from '../backends/ports'
import type { MediaEntry } from './library'
import { mediaIdOf } from './library'
import { searchLibrary } from './search-list'

/** An entry as the picker receives it. */
export function pickEntry(entry: MediaEntry): MediaPickEntry {
  return {
    id: entry.id,
    path: entry.path,
    name: entry.originalName,
    kind: entry.kind,
    contentType: entry.contentType,
    size: entry.size,
    width: entry.width,
    height: entry.height,
    alt: entry.alt,
    altEn: entry.altEn ?? '',
    caption: entry.caption,
    captionEn: entry.captionEn ?? '',
    focal: { x: entry.focalX, y: entry.focalY },
    thumb: entry.kind === 'image' ? imageUrl({ path: entry.path, size: entry.size ?? 0 }, 160) : null,
  }
}

/** The page of the library a picker query asks for. */
export async function pickPage(backend: Backend, query: MediaPickQuery, pageSize = MEDIA_PICK_PAGE_SIZE): Promise<MediaPickPage> {
  const field = query.folder
    ? // Ids are their paths with `--` for the slash (library.ts): the folder is the id's prefix.
      { idPrefix: mediaIdOf(`${query.folder}/`), types: UPLOAD_RULES[query.folder].types }
    : {}
  const ids = await searchLibrary(backend, { q: query.q, kind: query.kind, ...field })
  const total = ids.length
  const pages = Math.max(1, Math.ceil(total / pageSize))
  const page = Math.min(query.page, pages)
  const entries = await backend.content.getMany('media', ids.slice((page - 1) * pageSize, page * pageSize))
  return { entries: entries.map(pickEntry), total, page, pages }
}
