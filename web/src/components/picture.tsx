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
