import { useEffect, useRef, useState } from 'react'
import type { StoredFile } from '../../../../shared/schemas/types'
import { precheckUpload, smallImageNote, UPLOAD_RULES, type UploadFolder } from '../../../../shared/schemas/uploads'
import { formatFileSize } from '../../../../shared/format'
import { describedBy, Field } from './field'
import { MediaPicker, type PickedMedia } from './media-picker'
import { startUpload, type UploadHandle, type UploadState } from './upload-transport'

export interface UploadFieldProps {
  /** Form field that carries the stored file's path. */
  name: string
  /** Id of the hidden input (Conform's field id), used by the label. */
  id: string
  label: string
  folder: UploadFolder
  /** The file the item has now (editing), or a path restored from a draft. */
  initial?: StoredFile | null
  initialPath?: string
  errors?: string[]
  errorId: string
  help?: string
  required?: boolean
  /** Called when the path changes, so the form can revalidate and save its draft. */
  onChange?: (path: string) => void
  /**
   * "Pilih dari Pustaka Media" beside the upload (images only: on by default for an image
   * folder). The chosen file's alternative texts fill the form's `{name}Alt` and `{name}AltEn`
   * when they are empty; a field whose texts live elsewhere (a block's) takes `onLibraryPick`.
   */
  library?: boolean
  /** Called with the file chosen in Pustaka Media, after the field took its path. */
  onLibraryPick?: (entry: PickedMedia) => void
}

const STATE_TEXT: Record<UploadState, string> = {
  idle: '',
  running: 'Mengunggah…',
  paused: 'Dijeda',
  success: 'Berhasil diunggah',
  error: 'Gagal',
  canceled: 'Dibatalkan',
}

/**
 * A file field that uploads at once, with a progress bar (running, paused, success, error,
 * canceled), a cancel button, and pause and resume buttons where the transport can pause
 * (Cloud Storage). The form only carries the stored path; the server checks the file again
 * when the form is saved.
 */
export function UploadField(props: UploadFieldProps) {
  const { name, id, label, folder, initial, errors, errorId, help, required, onChange, onLibraryPick } = props
  const rule = UPLOAD_RULES[folder]
  const library = props.library ?? rule.kind === 'image'
  const [picking, setPicking] = useState(false)
  const [path, setPath] = useState(props.initialPath ?? initial?.path ?? '')
  const [file, setFile] = useState<StoredFile | null>(initial ?? null)
  const [state, setState] = useState<UploadState>('idle')
  const [progress, setProgress] = useState(0)
  const [message, setMessage] = useState<string | null>(null)
  const [localPreview, setLocalPreview] = useState<string | null>(null)
  const handle = useRef<UploadHandle | null>(null)
  const hidden = useRef<HTMLInputElement>(null)
  const picker = useRef<HTMLInputElement>(null)

  useEffect(() => () => {
    if (localPreview) URL.revokeObjectURL(localPreview)
  }, [localPreview])

  const commit = (next: string) => {
    setPath(next)
    onChange?.(next)
    // Let form-level listeners (validation, drafts) see the new value. React writes it to the
    // input only when it renders, which may be after the event: write it now, or the form
    // would revalidate the old value and keep showing "must be uploaded".
    if (hidden.current) hidden.current.value = next
    queueMicrotask(() => hidden.current?.dispatchEvent(new Event('input', { bubbles: true })))
  }

  const start = (chosen: File) => {
    const problem = precheckUpload(folder, chosen)
    if (problem) {
      setState('error')
      setMessage(problem)
      return
    }
    if (localPreview) URL.revokeObjectURL(localPreview)
    setLocalPreview(rule.kind === 'image' ? URL.createObjectURL(chosen) : null)
    setState('running')
    setProgress(0)
    setMessage(null)
    handle.current = startUpload(folder, chosen, {
      onProgress: (loaded, total) => setProgress(total ? Math.round((loaded / total) * 100) : 0),
      onState: (next) => setState(next),
      onSuccess: (stored) => {
        setState('success')
        setProgress(100)
        setMessage(smallImageNote(folder, stored.width, stored.height))
        setFile({ ...stored, originalName: stored.originalName ?? chosen.name })
        commit(stored.path)
      },
      onError: (text) => {
        setState('error')
        setMessage(text)
      },
      onCanceled: () => {
        setState('canceled')
        setMessage('Unggahan dibatalkan. File sebelumnya tetap dipakai.')
      },
    })
  }

  // A file of the library: the field takes its path as an upload's, and the form its texts.
  const pick = (entry: PickedMedia) => {
    if (localPreview) URL.revokeObjectURL(localPreview)
    setLocalPreview(null)
    setFile({ path: entry.path, contentType: entry.contentType, size: entry.size ?? 0, ...(entry.width && entry.height ? { width: entry.width, height: entry.height } : {}), originalName: entry.name })
    setState('idle')
    setProgress(0)
    setMessage([`“${entry.name}” dipilih dari Pustaka Media.`, smallImageNote(folder, entry.width ?? undefined, entry.height ?? undefined)].filter(Boolean).join(' '))
    commit(entry.path)
    fillEmptyText(hidden.current?.form ?? null, `${name}Alt`, entry.alt)
    fillEmptyText(hidden.current?.form ?? null, `${name}AltEn`, entry.altEn)
    onLibraryPick?.(entry)
  }

  const preview = localPreview ?? (file && rule.kind === 'image' ? `/media/${file.path}` : null)
  const shownErrors = [...(message && state === 'error' ? [message] : []), ...(errors ?? [])]
  const helpId = `${id}-help`
  const statusId = `${id}-status`
  const nameId = `${id}-file`
  // The name the file had on the user's computer when known, else the stored one's.
  const fileName = (file && file.path === path && file.originalName) || path.split('/').pop() || ''
  return (
    <Field label={label} htmlFor={`${id}-picker`} errorId={errorId} errors={shownErrors} help={help} helpId={helpId} required={required}>
      <div className="upload-box">
        {preview ? <img className="upload-preview" src={preview} alt={`Pratinjau ${label.toLowerCase()}`} /> : null}
        {/*
          The native picker says "No file chosen" in the browser's language even once a file is
          uploaded (its value is emptied so the same file can be picked again): it is laid,
          transparent, over a button of ours, and the field says itself what it holds.
        */}
        <div className="upload-picker">
          <span className="btn upload-choose">
            <span aria-hidden="true">{path ? 'Ganti file' : 'Pilih file'}</span>
            <input
              ref={picker}
              id={`${id}-picker`}
              className="upload-input"
              type="file"
              accept={rule.accept}
              aria-describedby={describedBy(nameId, help && helpId, statusId, shownErrors.length > 0 && errorId)}
              aria-invalid={shownErrors.length ? true : undefined}
              onChange={(event) => {
                const chosen = event.currentTarget.files?.[0]
                if (chosen) start(chosen)
                event.currentTarget.value = ''
              }}
            />
          </span>
          {library ? (
            <button type="button" className="btn upload-library" onClick={() => setPicking(true)} disabled={state === 'running' || state === 'paused'}>
              Pilih dari Pustaka Media
            </button>
          ) : null}
          <span id={nameId} className="upload-status upload-file-name">
            {path ? (
              <span>
                {fileName}
                {file && file.path === path && file.size ? <span className="muted">{` · ${formatFileSize(file.size)}`}</span> : null}
              </span>
            ) : (
              <span className="muted">Belum ada file.</span>
            )}
          </span>
        </div>
        <input ref={hidden} type="hidden" id={id} name={name} value={path} />
        {/* The name the file had on the user's computer, kept with the item so it shows here again. */}
        <input type="hidden" name={`${name}Name`} value={file && file.path === path ? (file.originalName ?? '') : ''} />
        <div id={statusId} className="upload-status" aria-live="polite">
          {state !== 'idle' ? (
            <>
              <div
                className="progress"
                role="progressbar"
                aria-label={`Unggahan ${label}`}
                aria-valuemin={0}
                aria-valuemax={100}
                aria-valuenow={progress}
                data-state={state}
              >
                <div
                  className={`progress-bar${state === 'error' || state === 'canceled' ? ' is-error' : state === 'success' ? ' is-success' : ''}`}
                  style={{ width: `${state === 'error' || state === 'canceled' ? 100 : progress}%` }}
                />
              </div>
              <span data-upload-state={state}>
                {STATE_TEXT[state]}
                {state === 'running' || state === 'paused' ? ` ${progress}%` : ''}
              </span>
              {state === 'running' && handle.current?.pause ? (
                <button type="button" className="btn btn-quiet" onClick={() => handle.current?.pause?.()}>
                  Jeda unggahan
                </button>
              ) : null}
              {state === 'paused' && handle.current?.resume ? (
                <button type="button" className="btn btn-quiet" onClick={() => handle.current?.resume?.()}>
                  Lanjutkan unggahan
                </button>
              ) : null}
              {state === 'running' || state === 'paused' ? (
                <button type="button" className="btn btn-quiet" onClick={() => handle.current?.cancel()}>
                  Batalkan unggahan
                </button>
              ) : null}
              {state === 'canceled' && message ? <span>{message}</span> : null}
              {state === 'success' && message ? <span className="upload-note">{message}</span> : null}
            </>
          ) : message ? (
            // A file chosen in the library (and whether it is smaller than the folder recommends).
            <span className="upload-note">{message}</span>
          ) : null}
        </div>
        {library ? (
          <MediaPicker
            open={picking}
            onClose={() => setPicking(false)}
            onPick={pick}
            folder={folder}
            title={`Pilih ${label.toLowerCase()} dari Pustaka Media`}
            emptyText="Pustaka Media belum berisi gambar JPEG atau PNG yang dapat dipakai di kolom ini. Unggah file baru dengan tombol Pilih file."
          />
        ) : null}
      </div>
    </Field>
  )
}

/**
 * Writes `value` into the form's control `name` when it is empty (staff's own words are never
 * replaced), and lets the form's listeners (validation, drafts) see it as typed.
 */
function fillEmptyText(form: HTMLFormElement | null, name: string, value: string) {
  const control = form?.elements.namedItem(name)
  if (!value || !(control instanceof HTMLInputElement || control instanceof HTMLTextAreaElement) || control.value.trim() !== '') return
  control.value = value
  control.dispatchEvent(new Event('input', { bubbles: true }))
}
