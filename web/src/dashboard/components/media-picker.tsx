/**
 * "Pilih dari Pustaka Media": a dialog that searches the library (by file name and alternative
 * text), shows its images a page at a time, and hands the chosen one to whoever opened it (an
 * upload field, the rich text's image button). A native modal <dialog>: focus stays inside,
 * Escape closes, focus goes back to the button that opened it. Rendered into the document's
 * body, not where it is used: an upload field sits inside its form, and a form in a form (or an
 * Enter in the search box) would send the item's form.
 */
import { useCallback, useEffect, useId, useRef, useState, type KeyboardEvent } from 'react'
import { createPortal } from 'react-dom'
import { mediaPickUrl, type MediaPickEntry, type MediaPickPage } from '../../../../shared/media-pick'
import type { MediaKind } from '../../../../shared/collections/media'
import type { UploadFolder } from '../../../../shared/schemas/uploads'

/** The file chosen: its path, texts, pixel size and focal point (shared/media-pick.ts). */
export type PickedMedia = MediaPickEntry

export interface MediaPickerProps {
  /** Whether the dialog is shown. The opener keeps this state and sets it false on `onClose`. */
  open: boolean
  /** Called when the dialog closes, whether a file was chosen or not (Escape, Tutup). */
  onClose: () => void
  /** Called with the chosen file, just before `onClose`. */
  onPick: (entry: PickedMedia) => void
  /** Only files of this upload folder (an upload field saves only its own folder's files). */
  folder?: UploadFolder | null
  /** Images (the default) or PDF documents. */
  kind?: MediaKind
  /** The dialog's heading. */
  title?: string
  /** What an empty library says (a field adds where to upload instead). */
  emptyText?: string
}

const SEARCH_DELAY_MS = 250

type Load = { state: 'loading' } | { state: 'ready'; page: MediaPickPage } | { state: 'error'; message: string }

const LOAD_FAILED = 'Pustaka Media tidak dapat dimuat. Periksa koneksi, lalu coba lagi.'
const SIGNED_OUT = 'Sesi Anda telah berakhir. Masuk lagi di tab lain, lalu coba lagi.'

/** One page of results from the endpoint; a refusal or a sign-in page becomes a sentence. */
async function fetchPage(url: string, signal: AbortSignal): Promise<Load> {
  const res = await fetch(url, { headers: { accept: 'application/json' }, credentials: 'same-origin', signal })
  const json = (res.headers.get('content-type') ?? '').includes('application/json')
  // An expired session is sent to the sign-in page: fetch follows it and gets HTML.
  if (!json) return { state: 'error', message: res.redirected || res.status === 401 ? SIGNED_OUT : LOAD_FAILED }
  const body = (await res.json()) as MediaPickPage | { error?: string }
  if (!res.ok || !('entries' in body)) return { state: 'error', message: ('error' in body && body.error) || LOAD_FAILED }
  return { state: 'ready', page: body }
}

/** The line under a file's name: its pixel size and what it shows. */
function detailOf(entry: PickedMedia): string {
  const size = entry.width && entry.height ? `${entry.width}×${entry.height} piksel` : ''
  return [size, entry.alt].filter(Boolean).join(' · ')
}

/** The library's files in a modal dialog; `onPick` receives the chosen one. */
export function MediaPicker({ open, onClose, onPick, folder = null, kind = 'image', title = 'Pilih dari Pustaka Media', emptyText }: MediaPickerProps) {
  // The server renders no dialog: it exists only while open, in the document's body.
  const [host, setHost] = useState<HTMLElement | null>(null)
  useEffect(() => setHost(document.body), [])
  if (!open || !host) return null
  return createPortal(<PickerDialog onClose={onClose} onPick={onPick} folder={folder} kind={kind} title={title} emptyText={emptyText} />, host)
}

type DialogProps = Required<Pick<MediaPickerProps, 'onClose' | 'onPick' | 'kind' | 'title'>> & { folder: UploadFolder | null; emptyText: string | undefined }

function PickerDialog({ onClose, onPick, folder, kind, title, emptyText }: DialogProps) {
  const dialog = useRef<HTMLDialogElement>(null)
  const grid = useRef<HTMLUListElement>(null)
  const search = useRef<HTMLInputElement>(null)
  const opener = useRef<Element | null>(null)
  const uid = useId()
  const titleId = `${uid}-title`
  const searchId = `${uid}-search`
  const statusId = `${uid}-status`
  const [typed, setTyped] = useState('')
  const [q, setQ] = useState('')
  const [page, setPage] = useState(1)
  const [load, setLoad] = useState<Load>({ state: 'loading' })
  const noun = kind === 'pdf' ? 'dokumen' : 'gambar'

  useEffect(() => {
    opener.current = document.activeElement
    dialog.current?.showModal()
    // Staff open it to find a file: the search box takes focus, not the Tutup button that comes first.
    search.current?.focus()
    const returnFocus = opener.current
    return () => {
      if (returnFocus instanceof HTMLElement && returnFocus.isConnected) returnFocus.focus()
    }
  }, [])

  // Typing searches after a pause, from the first page.
  useEffect(() => {
    const timer = setTimeout(() => {
      setQ(typed.trim())
      setPage(1)
    }, SEARCH_DELAY_MS)
    return () => clearTimeout(timer)
  }, [typed])

  useEffect(() => {
    const abort = new AbortController()
    setLoad((previous) => (previous.state === 'ready' ? previous : { state: 'loading' }))
    fetchPage(mediaPickUrl({ q, page, kind, folder }), abort.signal)
      .then((next) => setLoad(next))
      .catch(() => {
        // A request aborted by the next search is no failure.
        if (!abort.signal.aborted) setLoad({ state: 'error', message: LOAD_FAILED })
      })
    return () => abort.abort()
  }, [q, page, kind, folder])

  const close = useCallback(() => {
    dialog.current?.close()
  }, [])

  const choose = (entry: PickedMedia) => {
    onPick(entry)
    close()
  }

  const goTo = (next: number) => {
    setPage(next)
    // The first file of the new page takes focus once it is there; until then the grid keeps it.
    grid.current?.focus()
  }

  // Arrow keys move between files as in a grid; Home and End go to the first and the last.
  const onGridKey = (event: KeyboardEvent<HTMLUListElement>) => {
    const buttons = [...(grid.current?.querySelectorAll<HTMLButtonElement>('.media-picker-choice') ?? [])]
    if (buttons.length === 0) return
    const at = buttons.indexOf(document.activeElement as HTMLButtonElement)
    const top = buttons[0]!.offsetTop
    const columns = Math.max(1, buttons.filter((button) => button.offsetTop === top).length)
    const step: Record<string, number> = { ArrowRight: 1, ArrowLeft: -1, ArrowDown: columns, ArrowUp: -columns, Home: -at, End: buttons.length - 1 - at }
    const by = step[event.key]
    if (by === undefined) return
    event.preventDefault()
    // The grid itself has focus after a page change: any of these keys starts at its first file.
    buttons[at < 0 ? 0 : Math.min(buttons.length - 1, Math.max(0, at + by))]?.focus()
  }

  const ready = load.state === 'ready' ? load.page : null
  const status =
    load.state === 'loading'
      ? 'Memuat…'
      : load.state === 'error'
        ? load.message
        : ready!.total === 0
          ? q
            ? `Tidak ada ${noun} yang cocok dengan “${q}”.`
            : (emptyText ?? `Pustaka Media belum berisi ${noun}.`)
          : `${ready!.total} ${noun}${ready!.pages > 1 ? `, halaman ${ready!.page} dari ${ready!.pages}` : ''}. Pilih satu untuk memakainya.`

  return (
    <dialog
      ref={dialog}
      className="media-picker"
      aria-labelledby={titleId}
      aria-describedby={statusId}
      onClose={onClose}
      // A click on the backdrop (outside the dialog's box) closes it, as Escape does.
      onClick={(event) => {
        if (event.target === dialog.current) close()
      }}
    >
      <div className="media-picker-head">
        <h2 id={titleId}>{title}</h2>
        <button type="button" className="btn btn-quiet media-picker-close" onClick={close}>
          Tutup
        </button>
      </div>
      <div className="form-field media-picker-search" role="search">
        <label htmlFor={searchId}>Cari {noun}</label>
        <input
          ref={search}
          id={searchId}
          type="search"
          value={typed}
          maxLength={100}
          placeholder="Nama file atau teks alternatif"
          autoComplete="off"
          onChange={(event) => setTyped(event.target.value)}
          onKeyDown={(event) => {
            // Search now; never let Enter reach a form behind the dialog.
            if (event.key === 'Enter') {
              event.preventDefault()
              setQ(typed.trim())
              setPage(1)
            }
          }}
        />
      </div>
      <p id={statusId} className="media-picker-status" role="status" aria-live="polite">
        {status}
      </p>
      {ready && ready.entries.length > 0 ? (
        <ul ref={grid} className="media-picker-grid" aria-label={`Hasil pencarian ${noun}`} tabIndex={-1} onKeyDown={onGridKey}>
          {ready.entries.map((entry) => (
            <li key={entry.id}>
              {/* Named by what it shows (voice control users say what they see): "Pilih" is read before the name. */}
              <button type="button" className="media-picker-choice" onClick={() => choose(entry)}>
                {entry.thumb ? <img src={entry.thumb} alt="" loading="lazy" decoding="async" width={160} height={120} /> : <span className="media-picker-doc">PDF</span>}
                <span className="media-picker-name">
                  <span className="visually-hidden">Pilih </span>
                  {entry.name}
                </span>
                <span className="media-picker-detail">{detailOf(entry) || 'Teks alternatif belum diisi'}</span>
              </button>
            </li>
          ))}
        </ul>
      ) : null}
      {ready && ready.pages > 1 ? (
        <nav className="media-picker-pages" aria-label="Halaman hasil">
          <button type="button" className="btn" disabled={ready.page <= 1} onClick={() => goTo(ready.page - 1)}>
            Sebelumnya
          </button>
          <span>{`${ready.page} / ${ready.pages}`}</span>
          <button type="button" className="btn" disabled={ready.page >= ready.pages} onClick={() => goTo(ready.page + 1)}>
            Berikutnya
          </button>
        </nav>
      ) : null}
    </dialog>
  )
}
