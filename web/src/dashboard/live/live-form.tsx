/**
 * An open edit form learns at once when someone else saves or deletes its item:
 *
 * - a banner says who saved, and offers to load their version beside the user's input: a
 *   read-only table, field by field, of what the user has typed and what they saved. Nothing in
 *   the form changes and the draft is kept. Once their version is loaded, saving replaces it
 *   (the form now carries its version): the user has seen what they overwrite;
 * - a deletion is said too, and the form can no longer be sent (it would only meet a 404).
 *
 * The user's own saves (another tab) show nothing. The server still refuses a save made from a
 * version the user has not seen (the stale-save refusal), whatever reached this page or not.
 */
import { useEffect, useRef, useState, type RefObject } from 'react'
import { formValues } from '../drafts'
import { formBannerText, type LiveChange } from './live-change'
import { fetchPageData } from './page-data'
import { subscribeToChanges } from './live-updates'

/** One field of the comparison, as text. */
export interface CompareRow {
  label: string
  text: string
  /** Long text (content, bio): shown in a scrolling box. */
  long?: boolean
}

export type FormInput = Record<string, string | string[]>

/** The id of the item an edit form's action names (`/dashboard/{collection}/{id}/edit`), or null (a create form). */
export function itemIdOf(action: string): string | null {
  const match = /^\/dashboard\/[a-zA-Z]+\/([^/]+)\/edit$/.exec(action)
  return match ? decodeURIComponent(match[1]!) : null
}

/**
 * Follows the item of an edit form. `version` is the one the form would send; changes at or
 * below it are already known. Returns the latest change by someone else, until dismissed.
 */
export function useLiveItem({ collection, action, version }: { collection: string; action: string; version: number | null }) {
  const [change, setChange] = useState<LiveChange | null>(null)
  const known = useRef(version)
  known.current = version
  const id = itemIdOf(action)

  useEffect(() => {
    if (!id || known.current === null) return
    const isNewer = (c: LiveChange) => c.kind === 'delete' || c.version > (known.current ?? 0)
    const subscription = subscribeToChanges(
      { collections: [collection], ids: [{ collection, id }] },
      {
        onChange(c) {
          if (c.collection !== collection || c.id !== id || c.byYou || !isNewer(c)) return
          setChange(c)
        },
        async onResync() {
          // Changes were missed: the item's page says whether it moved on (nobody to name then).
          const result = await fetchPageData<{ version: number | null; defaults?: { title?: string; name?: string } }>(action)
          if (result.status === 'not-found') setChange({ collection, id, kind: 'delete', version: known.current ?? 0, title: '', by: null, byYou: false })
          else if (result.status === 'ok') {
            const fresh = result.data.props
            const change: LiveChange = { collection, id, kind: 'update', version: fresh.version ?? 0, title: fresh.defaults?.title ?? fresh.defaults?.name ?? '', by: null, byYou: false }
            if (isNewer(change)) setChange(change)
          }
        },
      },
    )
    return () => subscription.close()
  }, [collection, id, action])

  return { change, gone: change?.kind === 'delete' }
}

/** The form's current input, updated as the user types (for the comparison). */
function useFormInput(formRef: RefObject<HTMLFormElement | null>, active: boolean): FormInput {
  const [, setTick] = useState(0)
  useEffect(() => {
    const form = formRef.current
    if (!form || !active) return
    const update = () => setTick((n) => n + 1)
    form.addEventListener('input', update)
    form.addEventListener('change', update)
    return () => {
      form.removeEventListener('input', update)
      form.removeEventListener('change', update)
    }
  }, [formRef, active])
  return active && formRef.current ? formValues(formRef.current) : {}
}

interface Loaded<P> {
  props: P
  version: number
  by: string | null
}

const LOAD_ERRORS = {
  'not-found': 'Konten ini sudah dihapus, jadi tidak ada versi yang dapat dimuat. Isian Anda masih ada di formulir.',
  'signed-out': 'Sesi Anda telah berakhir. Masuk kembali di tab lain, lalu muat versi mereka lagi.',
  failed: 'Versi mereka tidak dapat dimuat. Periksa koneksi internet Anda lalu coba lagi.',
} as const

/**
 * The banner and, once loaded, the comparison. `rows` turns one side's values into labelled
 * text, with the props of the page they come from (for the names of categories, tags…).
 */
export function LiveItemPanel<P extends { version: number | null; defaults: object }>({
  change,
  action,
  current,
  formRef,
  rows,
  onAdopt,
}: {
  change: LiveChange | null
  action: string
  /** The page's own props (names of the options the user's input refers to). */
  current: P
  formRef: RefObject<HTMLFormElement | null>
  rows: (values: FormInput, props: P) => CompareRow[]
  /** Their version was loaded: the form now sends it, so saving replaces what the user saw. */
  onAdopt(version: number): void
}) {
  const [loaded, setLoaded] = useState<Loaded<P> | null>(null)
  const [loading, setLoading] = useState(false)
  const [error, setError] = useState<string | null>(null)
  const [open, setOpen] = useState(false)
  const [showSame, setShowSame] = useState(false)
  const input = useFormInput(formRef, open && loaded !== null)

  if (!change) return null
  if (change.kind === 'delete') {
    return (
      <div className="alert alert-error live-banner" role="alert">
        <p>{formBannerText(change)}</p>
      </div>
    )
  }

  const load = async () => {
    setLoading(true)
    setError(null)
    const result = await fetchPageData<P>(action)
    setLoading(false)
    if (result.status !== 'ok') return setError(LOAD_ERRORS[result.status])
    const version = result.data.props.version ?? 0
    setLoaded({ props: result.data.props, version, by: change.by })
    setOpen(true)
    onAdopt(version)
  }

  const newer = !loaded || change.version > loaded.version
  const who = loaded?.by ?? 'staf lain'
  const theirs = loaded ? rows(loaded.props.defaults as FormInput, loaded.props) : []
  const yours = loaded && open ? rows(input, current) : []
  const compared = theirs.map((row, index) => ({ ...row, yours: yours[index]?.text ?? '', different: (yours[index]?.text ?? '') !== row.text }))
  const differences = compared.filter((row) => row.different).length
  const shown = showSame ? compared : compared.filter((row) => row.different)

  return (
    <>
      {newer ? (
        <div className="alert alert-info live-banner" role="alert">
          <p>{loaded ? `${change.by ?? 'Staf lain'} menyimpan konten ini lagi. Muat versi terbaru di samping isian Anda?` : formBannerText(change)}</p>
          <div className="live-banner-actions">
            <button type="button" className="btn btn-primary" onClick={() => void load()} disabled={loading}>
              {loading ? 'Memuat…' : loaded ? 'Muat versi terbaru' : 'Muat versi mereka'}
            </button>
          </div>
          {error ? <p className="live-banner-error">{error}</p> : null}
        </div>
      ) : null}
      {loaded && !open && !newer ? (
        <p>
          <button type="button" className="btn btn-quiet" onClick={() => setOpen(true)}>
            {`Lihat lagi versi ${who}`}
          </button>
        </p>
      ) : null}
      {loaded && open ? (
        <section className="panel live-compare" aria-labelledby="live-compare-title">
          <h2 id="live-compare-title">{`Versi ${who} (versi ${loaded.version}) di samping isian Anda`}</h2>
          <p className="field-help">
            Isian Anda tidak diubah dan drafnya tetap tersimpan. Bila Anda menyimpan sekarang, isian Anda menggantikan versi ini; salin dari versi ini apa
            yang ingin Anda pertahankan.
          </p>
          <p className="live-compare-summary">{differences === 0 ? 'Tidak ada perbedaan dengan isian Anda.' : `${differences} kolom berbeda dari isian Anda.`}</p>
          <label className="live-compare-toggle">
            <input type="checkbox" checked={showSame} onChange={(event) => setShowSame(event.currentTarget.checked)} /> Tampilkan juga kolom yang sama
          </label>
          {shown.length > 0 ? (
            <table className="data-table live-compare-table">
              <thead>
                <tr>
                  <th scope="col">Kolom</th>
                  <th scope="col">Isian Anda</th>
                  <th scope="col">{`Versi ${who}`}</th>
                </tr>
              </thead>
              <tbody>
                {shown.map((row) => (
                  <tr key={row.label} className={row.different ? 'is-different' : undefined}>
                    <th scope="row">
                      {row.label}
                      {row.different ? <span className="status-badge live-different">Berbeda</span> : null}
                    </th>
                    <td data-label="Isian Anda">
                      <div className={row.long ? 'live-compare-value is-long' : 'live-compare-value'}>{row.yours || '—'}</div>
                    </td>
                    <td data-label={`Versi ${who}`}>
                      <div className={row.long ? 'live-compare-value is-long' : 'live-compare-value'}>{row.text || '—'}</div>
                    </td>
                  </tr>
                ))}
              </tbody>
            </table>
          ) : null}
          <button type="button" className="btn" onClick={() => setOpen(false)}>
            Tutup perbandingan
          </button>
        </section>
      ) : null}
    </>
  )
}
