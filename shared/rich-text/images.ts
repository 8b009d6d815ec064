/**
 * Images inside rich text (docs/decisions/0044-rich-text-blocks.md): stored as
 * `<figure><img src="/media/{folder}/{name}" alt="…" width height><figcaption>…</figcaption></figure>`,
 * the source always a file of this site's own image folders (Pustaka Media), never another host
 * nor `data:`. Shared by the editor (which paths it keeps on paste), the sanitizer (which
 * sources it keeps), the save (which files it checks), the public image schedule and the
 * renderer (which paths it reads).
 */
import { isStoredName } from '../schemas/file-paths'
import { UPLOAD_RULES, isUploadFolder } from '../schemas/uploads'

/** Ours: an image of the text without alternative text, named by its place in the text. */
export const imageAltMissing = (n: number, name: string) =>
  `Gambar ke-${n} di teks (${name}) belum punya teks alternatif. Klik gambarnya, pilih Gambar di bilah alat, lalu isi Teks alternatif.`

/** Ours: an image whose file is no longer in the file store (or never was). */
export const imageNotFound = (n: number, name: string) =>
  `Gambar ke-${n} di teks (${name}) tidak ditemukan di Pustaka Media. Hapus gambar itu lalu pilih ulang dari Pustaka Media.`

/** The longest alternative text and caption kept (Pustaka Media's own limits). */
export const RICH_IMAGE_ALT_MAX = 250
export const RICH_IMAGE_CAPTION_MAX = 500

/**
 * The store path (`{folder}/{name}`) of an image source as rich text stores it
 * (`/media/{folder}/{name}`), or null for anything else: another host, `data:`, a query, a
 * folder that is not one of the site's image folders, a name the file store would not hold.
 */
export function richImagePath(src: string): string | null {
  const match = /^\/media\/([a-z_]+)\/([^/?#\s]+)$/.exec(src)
  if (!match) return null
  const [, folder, name] = match
  // The image folders (the media routes' PUBLIC_IMAGE_FOLDERS, from the rules alone: the editor loads this).
  return isUploadFolder(folder!) && UPLOAD_RULES[folder].kind === 'image' && isStoredName(name!) ? `${folder}/${name}` : null
}

/** The source rich text stores for the file at `path`. */
export function richImageSrc(path: string): string {
  return `/media/${path}`
}

/**
 * The store paths of the images stored rich text shows, in order (one per image). Reads the
 * sanitizer's output: every `<img` is one of its images, its `src` in double quotes.
 */
export function richTextImagePaths(html: unknown): string[] {
  if (typeof html !== 'string' || !html.includes('<img')) return []
  const paths: string[] = []
  for (const match of html.matchAll(/<img\b[^>]*?\ssrc="([^"]*)"/g)) {
    const path = richImagePath(match[1]!)
    if (path) paths.push(path)
  }
  return paths
}

/** The widths offered for an image of a text (CSS px): a phone's column to a wide screen's at 2x. */
const TEXT_IMAGE_WIDTHS = [320, 480, 640, 800, 960, 1280, 1600] as const
/** The text column: `.prose` is 46em (about 760 px) wide, less on a phone. */
const TEXT_IMAGE_SIZES = '(min-width: 860px) 760px, 92vw'

/**
 * Each image of stored rich text as the public pages show it (shared/rich-text/render.ts):
 * resized WebP renditions (`/img/{width}/{path}`, decision 19's one URL per width) in a srcset
 * no wider than the file, its pixel size to reserve its place, loaded lazily.
 */
export function responsiveImages(html: string): string {
  if (!html.includes('<img')) return html
  return html.replace(/<img\b([^>]*?)\s*\/?>/g, (tag, attributes: string) => {
    const read = (name: string) => new RegExp(`\\s${name}="([^"]*)"`).exec(attributes)?.[1] ?? ''
    const path = richImagePath(read('src'))
    if (!path) return tag
    const width = Number(read('width')) || 0
    const height = Number(read('height')) || 0
    const fitting = TEXT_IMAGE_WIDTHS.filter((w) => width === 0 || w <= width)
    const widths = fitting.length ? fitting : [TEXT_IMAGE_WIDTHS[0]]
    const largest = widths[widths.length - 1]!
    const srcset = widths.map((w) => `/img/${w}/${path} ${w}w`).join(', ')
    const box = width && height ? ` width="${width}" height="${height}"` : ''
    return `<img src="/img/${largest > 960 ? 960 : largest}/${path}" srcset="${srcset}" sizes="${TEXT_IMAGE_SIZES}" alt="${read('alt')}"${box} loading="lazy" decoding="async" />`
  })
}
