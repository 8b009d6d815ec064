import { useEffect, useState } from 'react'

/**
 * A short confirmation after a save, announced to screen readers (role=status), hidden after
 * a few seconds. The `?notice=` key that carried it is removed from the address bar so a
 * reload does not show it again.
 */
export function Toast({ message }: { message: string | null }) {
  const [visible, setVisible] = useState(Boolean(message))
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
  return (
    <div className="toast-region" role="status" aria-live="polite">
      {message && visible ? (
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
