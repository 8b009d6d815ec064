/** Public URL paths, built in one place so links and the sitemap agree. */
import type { StoredFile } from './schemas/types'

export const blogUrl = (slug: string) => `/blogs/${slug}`
export const publicationUrl = (slug: string) => `/publications/${slug}`
export const attorneyUrl = (slug: string) => `/attorneys/${slug}`
export const attorneyCvUrl = (slug: string) => `/attorneys/${slug}/cv`
export const attorneyVcardUrl = (slug: string) => `/attorneys/${slug}/vcard`
export const publicationDownloadUrl = (slug: string) => `/publications/${slug}/download`
/** A job opening's page (and its application form). */
export const careerUrl = (slug: string) => `/career/${slug}`
export const postUrl = (collection: 'blogs' | 'publications', slug: string) =>
  collection === 'blogs' ? blogUrl(slug) : publicationUrl(slug)

/** Widths the image route will produce; anything else is refused (no resize-on-demand abuse). */
export const IMAGE_WIDTHS = [96, 160, 240, 320, 480, 640, 800, 960, 1280, 1600] as const
export type ImageWidth = (typeof IMAGE_WIDTHS)[number]

/** A resized WebP of an uploaded image. The size in the query busts caches when a file is replaced. */
export function imageUrl(file: Pick<StoredFile, 'path' | 'size'>, width: ImageWidth): string {
  return `/img/${width}/${file.path}?v=${file.size.toString(36)}`
}

/** The original bytes of an uploaded image. */
export function mediaUrl(file: Pick<StoredFile, 'path'>): string {
  return `/media/${file.path}`
}

/** Builds a query string from defined, non-empty values ("?a=1&b=2" or ""). */
export function withQuery(path: string, params: Record<string, string | number | undefined | null>): string {
  const search = new URLSearchParams()
  for (const [key, value] of Object.entries(params)) {
    if (value !== undefined && value !== null && value !== '') search.set(key, String(value))
  }
  const query = search.toString()
  return query ? `${path}?${query}` : path
}
