/**
 * Riwayat in an edit form: a button beside the heading opens the item's revisions (who, when);
 * choosing one shows what that save changed, or what restoring it would change, field by field;
 * Pulihkan loads it into the form, which the user checks and saves as a new save. The form
 * keeps the version it was loaded at, so the stale-save rule applies as to any save.
 *
 * A link from the history page (`?pulihkan={revisionId}`) restores on arrival the same way.
 */
import { useEffect, useRef, useState } from 'react'
import type { HistoryList, RevisionDetail, RevisionView } from '../../../../shared/history-view'
import type { StoredFile } from '../../../../shared/schemas/types'
import { revisionLine, RevisionChanges } from './revision-changes'

export type RestoreHandler = (values: Record<string, string | string[]>, files: Record<string, StoredFile | null>, revision: RevisionView) => void

const FAILED = 'Riwayat tidak dapat dimuat. Periksa koneksi lalu coba lagi.'

async function getJson<T>(url: string): Promise<T> {
  const res = await fetch(url, { headers: { accept: 'application/json' }, credentials: 'same-origin' })
  if (!res.ok) throw new Error(`${res.status}`)
  return (await res.json()) as T
}

export interface HistoryState {
  open: boolean
  toggle(): void
  href: string
  panelId: string
  /** Loads a revision (fetched by id) into the form. */
  restore(revisionId: string): Promise<void>
  /** Loads a revision already fetched into the form. */
  apply(detail: RevisionDetail): void
  restored: RevisionView | null
  /** Why a revision asked for by the address could not be loaded. */
  error: string | null
}

/** The panel's state, shared by its button (in the page's heading) and the panel below it. */
export function useHistoryPanel(href: string | null, onRestore: RestoreHandler): HistoryState | null {
  const [open, setOpen] = useState(false)
  const [restored, setRestored] = useState<RevisionView | null>(null)
  const [error, setError] = useState<string | null>(null)
  const apply = (detail: RevisionDetail) => {
    onRestore(detail.values, detail.files, detail.revision)
    setRestored(detail.revision)
    setOpen(false)
  }
  const state: HistoryState | null = href
    ? {
        open,
        toggle: () => setOpen((value) => !value),
        href,
        panelId: 'riwayat-panel',
        restored,
        error,
        apply,
        async restore(revisionId) {
          apply(await getJson<RevisionDetail>(`${href}/${encodeURIComponent(revisionId)}`))
        },
      }
    : null

  // Arriving from the history page's Pulihkan: that revision is loaded once, and the address
  // loses its parameter so a reload does not load it over the user's edits again.
  const arrived = useRef(false)
  useEffect(() => {
    if (!state || arrived.current) return
    arrived.current = true
    const url = new URL(window.location.href)
    const wanted = url.searchParams.get('pulihkan')
    if (!wanted) return
    url.searchParams.delete('pulihkan')
    window.history.replaceState(window.history.state, '', url.pathname + url.search + url.hash)
    state.restore(wanted).catch(() => setError(FAILED))
    // eslint-disable-next-line react-hooks/exhaustive-deps
  }, [])
  return state
}

export function HistoryButton({ state }: { state: HistoryState | null }) {
  if (!state) return null
  return (
    <button type="button" className="btn btn-quiet" aria-expanded={state.open} aria-controls={state.panelId} onClick={state.toggle}>
      Riwayat
    </button>
  )
}

/** The line saying a revision was loaded into the form. */
export function RestoredNotice({ state }: { state: HistoryState | null }) {
  return (
    <p className={state?.restored || state?.error ? 'alert alert-info' : 'visually-hidden'} role="status">
      {state?.restored ? `${revisionLine(state.restored)} dimuat ke formulir. Periksa isiannya, lalu simpan.` : (state?.error ?? '')}
    </p>
  )
}

export function HistoryPanel({ state }: { state: HistoryState | null }) {
  const [list, setList] = useState<HistoryList | null>(null)
  const [chosen, setChosen] = useState<string | null>(null)
  const [against, setAgainst] = useState<'previous' | 'current'>('previous')
  const [detail, setDetail] = useState<RevisionDetail | null>(null)
  const [error, setError] = useState<string | null>(null)
  const open = Boolean(state?.open)
  const href = state?.href ?? null

  useEffect(() => {
    if (!open || !href) return
    let live = true
    setError(null)
    getJson<HistoryList>(href)
      .then((loaded) => {
        if (!live) return
        setList(loaded)
        setChosen((current) => current ?? loaded.revisions[0]?.id ?? null)
      })
      .catch(() => live && setError(FAILED))
    return () => {
      live = false
    }
  }, [open, href])

  useEffect(() => {
    if (!open || !href || !chosen) return
    let live = true
    setDetail(null)
    getJson<RevisionDetail>(`${href}/${encodeURIComponent(chosen)}${against === 'current' ? '?against=current' : ''}`)
      .then((loaded) => live && setDetail(loaded))
      .catch(() => live && setError(FAILED))
    return () => {
      live = false
    }
  }, [open, href, chosen, against])

  if (!state || !open) return null
  return (
    <section id={state.panelId} className="panel history-panel" aria-label="Riwayat">
      <div className="history-panel-head">
        <h2>Riwayat</h2>
        <div className="history-panel-actions">
          <a href={state.href}>Buka sebagai halaman</a>
          <button type="button" className="btn btn-quiet" onClick={state.toggle}>
            Tutup
          </button>
        </div>
      </div>
      {error ? (
        <p className="form-error" role="alert">
          {error}
        </p>
      ) : null}
      {!list && !error ? <p className="muted">Memuat riwayat…</p> : null}
      {list ? (
        <div className="history-layout">
          <div className="history-list">
            {list.revisions.length === 0 ? <p className="muted">Belum ada versi tersimpan.</p> : null}
            <ol>
              {list.revisions.map((revision) => (
                <li key={revision.id}>
                  <button type="button" className="history-pick" aria-pressed={revision.id === chosen} onClick={() => setChosen(revision.id)}>
                    {revisionLine(revision)}
                  </button>
                </li>
              ))}
            </ol>
          </div>
          <div className="history-detail" aria-live="polite">
            {detail ? (
              <>
                <h3>{revisionLine(detail.revision)}</h3>
                <p className="history-tabs" role="group" aria-label="Bandingkan">
                  <button type="button" aria-pressed={against === 'previous'} onClick={() => setAgainst('previous')}>
                    Perubahan pada versi ini
                  </button>
                  <button type="button" aria-pressed={against === 'current'} onClick={() => setAgainst('current')}>
                    Bandingkan dengan versi sekarang
                  </button>
                </p>
                <RevisionChanges detail={detail} />
                {detail.revision.action !== 'delete' ? (
                  <p>
                    <button type="button" className="btn btn-primary" onClick={() => state.apply(detail)}>
                      Pulihkan
                    </button>{' '}
                    <span className="muted">Dimuat ke formulir; tersimpan setelah Anda menekan Simpan.</span>
                  </p>
                ) : null}
              </>
            ) : chosen && !error ? (
              <p className="muted">Memuat perbandingan…</p>
            ) : null}
          </div>
        </div>
      ) : null}
    </section>
  )
}
