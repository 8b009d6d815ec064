import { useEffect, useState } from 'react'
import { createPortal } from 'react-dom'
import { NOTICE_PARAMS } from '../../../../shared/notices'

/**
 * The one place a page says what just happened: the confirmation of the user's own action (the
 * `?notice=` of the redirect) or, later, a change another staff member made to the list shown
 * (live-page.tsx). One at a time: a newer one takes the place of the one shown, so an action
 * never shows two. It sits in the page's flow above the page's heading, never over it, so it
 * covers no row and no button at any width; it stays until closed or the page is left (a notice
 * that vanished by itself would move the page up under the pointer, and some read slowly).
 * After a redirect to a section of the page (`#kantor`), it sits right above that section,
 * where the browser scrolled, instead of at the top out of view. Announced to screen readers
 * (role=status).
 */
export interface ToastProps {
  /** The confirmation of the user's own action, from the page's address. */
  message: string | null
  /** A change another staff member made, newer than the confirmation (live-page.tsx). */
  live?: { text: string; key: number } | null
  onDismissLive?: () => void
}

/** Removes the notice and its details from the address bar, so a reload does not say it again. */
function forgetNotice() {
  const url = new URL(window.location.href)
  const names = ['notice', ...Object.values(NOTICE_PARAMS)]
  if (!names.some((name) => url.searchParams.has(name))) return
  for (const name of names) url.searchParams.delete(name)
  window.history.replaceState(window.history.state, '', url.pathname + url.search + url.hash)
}

/** The section a redirect led to (`#kantor`), inside the page's main content, if any. */
function anchoredSection(): HTMLElement | null {
  const id = decodeURIComponent(window.location.hash.slice(1))
  if (!id) return null
  const target = document.getElementById(id)
  return target && target.closest('#dash-main') && target.id !== 'dash-main' ? target : null
}

export function Toast({ message, live = null, onDismissLive }: ToastProps) {
  const [ownShown, setOwnShown] = useState(Boolean(message))
  const [slot, setSlot] = useState<HTMLElement | null>(null)

  useEffect(() => {
    if (!message) return
    forgetNotice()
    // Next to the section the browser scrolled to, so the confirmation is seen.
    const section = anchoredSection()
    if (!section?.parentElement) return
    const container = document.createElement('div')
    container.className = 'toast-anchor'
    section.parentElement.insertBefore(container, section)
    setSlot(container)
    return () => container.remove()
  }, [message])

  // The browser keeps the section where it scrolled while the notice is put above it (scroll
  // anchoring), which would leave the notice just out of view: bring it in, the section below it.
  useEffect(() => {
    if (slot) slot.scrollIntoView({ block: 'start' })
  }, [slot])

  // A change by someone else replaces the confirmation for good: closing it shows nothing older.
  useEffect(() => {
    if (live) setOwnShown(false)
  }, [live])

  const shown = live ? { text: live.text, isLive: true } : message && ownShown ? { text: message, isLive: false } : null
  const notice = shown ? (
    <div className={shown.isLive ? 'toast live-notice' : 'toast'} key={shown.isLive ? `live-${live?.key}` : 'own'}>
      <span>{shown.text}</span>
      <button
        type="button"
        className={shown.isLive ? 'toast-close live-notice-close' : 'toast-close'}
        aria-label={shown.isLive ? 'Tutup pemberitahuan pembaruan' : 'Tutup pemberitahuan'}
        onClick={() => (shown.isLive ? onDismissLive?.() : setOwnShown(false))}
      >
        ×
      </button>
    </div>
  ) : null

  const region = (
    <div className="toast-region live-notice-region" role="status" aria-live="polite">
      {notice}
    </div>
  )
  // The own confirmation beside the section the redirect led to; a live notice at the top.
  return slot && !shown?.isLive ? createPortal(region, slot) : region
}
