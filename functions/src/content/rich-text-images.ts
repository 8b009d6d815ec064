/**
 * What a save checks of the images inside a rich text, past the sanitizer (which keeps only
 * sources of the site's own image folders, shared/rich-text/images.ts): each has its
 * alternative text, and its file is in Pustaka Media and in the file store. Each image then
 * carries its file's pixel size, from the library entry, so the public page reserves its
 * place (no layout shift) whatever the browser sent.
 */
import { imageAltMissing, imageNotFound, richImagePath, richImageSrc } from '../../../shared/rich-text/images'
import type { ContentStore, FileStore } from '../backends/ports'
import { mediaIdOf } from '../media/library'

/** An `<img>` of the sanitizer's output, with its attributes in double quotes. */
const IMAGE_TAG = /<img\b([^>]*?)\s*\/?>/g

function attribute(attributes: string, name: string): string {
  return new RegExp(`\\s${name}="([^"]*)"`).exec(attributes)?.[1] ?? ''
}

/**
 * The sanitized text with each image's pixel size written, or the sentence naming the first
 * image that cannot be saved (no alternative text; a file the library or the store lacks).
 */
export async function checkRichTextImages(html: string, stores: { store: ContentStore; files: FileStore }): Promise<{ html: string } | { problem: string }> {
  if (!html.includes('<img')) return { html }
  const images = [...html.matchAll(IMAGE_TAG)].map((match) => ({ attributes: match[1]!, path: richImagePath(attribute(match[1]!, 'src')) }))
  const paths = [...new Set(images.flatMap((image) => (image.path ? [image.path] : [])))]
  // One batched read of the entries, one stat per distinct file, all at once.
  const [entries, present] = await Promise.all([
    stores.store.getMany('media', paths.map(mediaIdOf)),
    Promise.all(paths.map(async (path) => [path, (await stores.files.stat(path)) !== null] as const)),
  ])
  const entryOf = new Map(entries.map((entry) => [entry.path, entry]))
  const stored = new Map(present)
  for (const [index, image] of images.entries()) {
    const entry = image.path ? entryOf.get(image.path) : undefined
    const name = entry?.originalName || image.path?.split('/')[1] || attribute(image.attributes, 'src')
    if (!image.path || !entry || entry.kind !== 'image' || !stored.get(image.path)) return { problem: imageNotFound(index + 1, name) }
    if (attribute(image.attributes, 'alt').trim() === '') return { problem: imageAltMissing(index + 1, name) }
  }
  let n = 0
  const sized = html.replace(IMAGE_TAG, () => {
    const image = images[n++]!
    const entry = entryOf.get(image.path!)!
    const size = entry.width && entry.height ? ` width="${entry.width}" height="${entry.height}"` : ''
    return `<img src="${richImageSrc(image.path!)}" alt="${attribute(image.attributes, 'alt')}"${size} />`
  })
  return { html: sized }
}
