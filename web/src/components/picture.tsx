import type { StoredFile } from '../../../shared/schemas/types'
import { IMAGE_WIDTHS, imageUrl, type ImageWidth } from '../../../shared/urls'
import { useFocalClasses } from './focal-points'

interface PictureProps {
  file: StoredFile
  alt: string
  /** The widths (CSS px at 1x) the image is shown at; 2x variants are added. */
  widths: readonly ImageWidth[]
  sizes: string
  className?: string
  /** Above-the-fold images load eagerly with high priority (LCP). */
  priority?: boolean
  /** Box the image is shown in, for the width/height attributes that reserve space. */
  aspect?: { width: number; height: number }
  /** The language of `alt` when it is not the page's (an Indonesian text on an English page). */
  lang?: string
}

/**
 * A resized WebP srcset of an uploaded image, with width/height to avoid layout shift and the
 * focal point of its library entry as classes (shared/focal-point.ts).
 */
export function Picture({ file, alt, widths, sizes, className, priority, aspect, lang }: PictureProps) {
  const maxWidth = file.width ?? 1600
  const candidates = [
    ...new Set(
      widths.flatMap((w) => [w, nearestWidth(w * 2)]).filter((w) => w <= Math.max(maxWidth, widths[0] ?? 96)),
    ),
  ].sort((a, b) => a - b)
  const list = candidates.length ? candidates : [widths[0] ?? 320]
  const ratio = aspect ?? { width: file.width ?? 4, height: file.height ?? 3 }
  const baseWidth = widths[widths.length - 1] ?? 640
  // A crop (`object-fit: cover`) keeps the part of the image staff chose in Pustaka Media.
  const focal = useFocalClasses(file.path)
  return (
    <img
      className={[className, focal].filter(Boolean).join(' ') || undefined}
      src={imageUrl(file, nearestWidth(baseWidth))}
      srcSet={list.map((w) => `${imageUrl(file, w)} ${w}w`).join(', ')}
      sizes={sizes}
      alt={alt}
      lang={lang}
      width={baseWidth}
      height={Math.round((baseWidth * ratio.height) / ratio.width)}
      loading={priority ? 'eager' : 'lazy'}
      fetchPriority={priority ? 'high' : undefined}
      decoding={priority ? 'sync' : 'async'}
    />
  )
}

function nearestWidth(width: number): ImageWidth {
  return IMAGE_WIDTHS.find((w) => w >= width) ?? IMAGE_WIDTHS[IMAGE_WIDTHS.length - 1]!
}

/**
 * A full-bleed image's resolutions per width, widest first: `<source>` media queries for the
 * browser, matched by the stylesheet's breakpoints (web/src/styles/photo-bands.css). A phone
 * gets at most 800 px: its crop is tall and narrow, under a dark overlay that hides softness,
 * and those bytes decide its LCP. The same file at every width until staff can upload a
 * phone crop; the focal point keeps the subject in each crop.
 */
const BAND_SOURCES = [
  { media: '(min-width: 960px)', widths: [1280, 1600] },
  { media: '(min-width: 600px)', widths: [800, 960, 1280] },
] as const satisfies readonly { media: string; widths: readonly ImageWidth[] }[]
const BAND_PHONE_WIDTHS = [480, 640, 800] as const satisfies readonly ImageWidth[]

interface BandPictureProps {
  file: StoredFile
  alt: string
  className: string
  /** The LCP of every page that has one: loaded at once, with high priority. */
  priority?: boolean
  lang?: string
}

/** A full-bleed picture (hero, page headers), shown at the whole viewport's width and cropped with `object-fit: cover`. */
export function BandPicture({ file, alt, className, priority = true, lang }: BandPictureProps) {
  const focal = useFocalClasses(file.path)
  const maxWidth = file.width ?? 1600
  const srcSet = (widths: readonly ImageWidth[]) => {
    const fitting = widths.filter((w) => w <= maxWidth)
    return (fitting.length ? fitting : [widths[0]!]).map((w) => `${imageUrl(file, w)} ${w}w`).join(', ')
  }
  const ratio = { width: file.width ?? 16, height: file.height ?? 10 }
  return (
    <picture className="band-media">
      {BAND_SOURCES.map((source) => (
        <source key={source.media} media={source.media} srcSet={srcSet(source.widths)} sizes="100vw" />
      ))}
      <img
        className={[className, focal].filter(Boolean).join(' ')}
        src={imageUrl(file, 800)}
        srcSet={srcSet(BAND_PHONE_WIDTHS)}
        sizes="100vw"
        alt={alt}
        lang={lang}
        width={800}
        height={Math.round((800 * ratio.height) / ratio.width)}
        loading={priority ? 'eager' : 'lazy'}
        fetchPriority={priority ? 'high' : undefined}
        decoding={priority ? 'sync' : 'async'}
      />
    </picture>
  )
}
