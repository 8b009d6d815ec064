import { useEffect, useRef, useState } from 'react'

/**
 * What a toast must never cover: the actions of a list's last row, which sit at the bottom of
 * the page right where the toast appears (issue 17). Other rows scroll out from under it.
 */
const KEEP_CLEAR = '.data-table tbody tr:last-child .row-actions, .order-list > li:last-child .order-actions'

/** Space kept between the toast and what it keeps clear of, in CSS pixels. */
const GAP = 8

/**
 * How far the toast must rise above its place so that it covers none of `keep` (boxes in the
 * viewport), given its box at its place (`toast`). 0 when it covers none.
 */
export interface Box {
  left: number
  top: number
  right: number
  bottom: number
}

export function liftAbove(toast: Box, keep: readonly Box[]): number {
  let lift = 0
  for (const box of keep) {
    if (box.right <= box.left || box.bottom <= box.top) continue
    const across = box.left < toast.right && toast.left < box.right
    const along = box.top < toast.bottom + GAP && toast.top - GAP < box.bottom
    if (across && along) lift = Math.max(lift, toast.bottom - box.top + GAP)
  }
  return Math.max(0, lift)
}

/**
 * A short confirmation after a save, announced to screen readers (role=status), hidden after
 * a few seconds. The `?notice=` key that carried it is removed from the address bar so a
 * reload does not show it again. While shown it rises above the last row's actions whenever
 * they pass under it (scrolling, a narrow screen).
 */
export function Toast({ message }: { message: string | null }) {
  const [visible, setVisible] = useState(Boolean(message))
  const region = useRef<HTMLDivElement>(null)
  useEffect(() => {
    if (!message) return
    const url = new URL(window.location.href)
    if (url.searchParams.has('notice')) {
      url.searchParams.delete('notice')
      window.history.replaceState(window.history.state, '', url.pathname + url.search + url.hash)
    }
    const timer = window.setTimeout(() => setVisible(false), 5000)
    return () => window.clearTimeout(timer)
  }, [message])

  const shown = Boolean(message && visible)
  useEffect(() => {
    if (!shown) return
    let frame = 0
    let current = 0
    const place = () => {
      cancelAnimationFrame(frame)
      frame = requestAnimationFrame(() => {
        const toast = region.current?.firstElementChild
        if (!region.current || !toast) return
        // Where it would be without the lift it has now (set here, never by React, so the two agree).
        const box = toast.getBoundingClientRect()
        const home = { left: box.left, top: box.top + current, right: box.right, bottom: box.bottom + current }
        const keep = [...document.querySelectorAll(KEEP_CLEAR)].map((el) => el.getBoundingClientRect())
        // Never above the top of the screen.
        current = Math.min(liftAbove(home, keep), Math.max(0, home.top - GAP))
        region.current.style.transform = current ? `translateY(${-current}px)` : ''
      })
    }
    place()
    window.addEventListener('scroll', place, { passive: true })
    window.addEventListener('resize', place)
    return () => {
      cancelAnimationFrame(frame)
      if (region.current) region.current.style.transform = ''
      window.removeEventListener('scroll', place)
      window.removeEventListener('resize', place)
    }
  }, [shown])

  return (
    <div ref={region} className="toast-region" role="status" aria-live="polite">
      {shown ? (
        <div className="toast">
          <span>{message}</span>
          <button type="button" className="toast-close" aria-label="Tutup pemberitahuan" onClick={() => setVisible(false)}>
            ×
          </button>
        </div>
      ) : null}
    </div>
  )
}
