import type { ReactNode } from 'react'

interface PhotoBandProps {
  /** The full-bleed picture (`BandPicture`), or nothing: a plain navy band then. */
  image?: ReactNode
  /** What sits at the band's top (the breadcrumbs). */
  top?: ReactNode
  /** The title block, at the band's foot. */
  children: ReactNode
  className?: string
}

/**
 * A page's header as a full-bleed photograph with its title over a navy overlay (practice areas,
 * articles; web/src/styles/photo-bands.css). Outside the page's container, so the image can
 * reach both edges without a scrollbar's worth of overflow.
 */
export function PhotoBand({ image, top, children, className }: PhotoBandProps) {
  return (
    <header className={[image ? 'photo-band photo-band-with-image' : 'photo-band', className].filter(Boolean).join(' ')}>
      {image}
      <div className="container photo-band-inner">
        {top}
        <div className="photo-band-title">{children}</div>
      </div>
    </header>
  )
}
