/**
 * An item's page head with its SEO fields where staff set them (decision 35): the SEO
 * title as the whole `<title>` and sharing title (written as it should read, so no firm name is
 * added), the SEO description, the sharing image. Each field left empty keeps what the page
 * derives itself. An English page reads the English versions and never falls back to the
 * Indonesian ones: it keeps its own English title and description instead.
 */
import { imageAlt, textIn } from '../../../shared/collections/seo-fields'
import type { Lang } from '../../../shared/i18n/langs'
import type { StoredFile } from '../../../shared/schemas/types'
import type { PageHead } from '../../../web/src/components/head'
import { imageUrl } from '../../../shared/urls'

/** The width shared images are served at (og:image, JSON-LD). */
export const SHARE_WIDTH = 1280

/** An uploaded image as a head's sharing image: served at SHARE_WIDTH, its height at the image's ratio (16:9 when unknown). */
export function shareImage(file: StoredFile, alt: string): NonNullable<PageHead['image']> {
  const height = file.width && file.height ? Math.round((SHARE_WIDTH * file.height) / file.width) : Math.round((SHARE_WIDTH * 9) / 16)
  return { path: imageUrl(file, SHARE_WIDTH), width: SHARE_WIDTH, height, alt }
}

/**
 * JSON-LD's image of an item: an ImageObject whose caption is the image's alternative text
 * when one is written, else the URL alone (schema.org takes either).
 */
export function ldImage(baseUrl: string, file: StoredFile, alt: string, width: 640 | 1280 = SHARE_WIDTH): string | { '@type': 'ImageObject'; url: string; caption: string } {
  const url = `${baseUrl}${imageUrl(file, width)}`
  return alt ? { '@type': 'ImageObject', url, caption: alt } : url
}

/** What the page says of itself without SEO fields. */
export interface OwnHead {
  title: string
  description: string
  image?: PageHead['image']
}

/** The head fields of an item's page, its SEO fields over the page's own. */
export function seoHead(item: object, lang: Lang, own: OwnHead): Pick<PageHead, 'title' | 'description' | 'image' | 'fullTitle'> {
  const title = textIn(item, 'seoTitle', lang)
  const description = textIn(item, 'seoDescription', lang)
  const file = (item as { seoImage?: StoredFile | null }).seoImage
  return {
    title: own.title,
    description: description || own.description,
    ...(title ? { fullTitle: title } : {}),
    // The sharing image's alt: the page's own image's text where it has one, else the title.
    ...(file ? { image: shareImage(file, own.image?.alt || title || own.title) } : own.image ? { image: own.image } : {}),
  }
}

/** A cover's or portrait's alternative text on a page in `lang`, or `fallback` when none is written. */
export function altOr(item: object, field: 'coverAlt' | 'pictureAlt', lang: Lang, fallback: string): string {
  return imageAlt(item, field, lang) || fallback
}
