import { useId, useState, type ChangeEvent } from 'react'
import type { Cell, ListPageProps, ThumbCell } from '../../../../../shared/collections/list'
import { ConfirmButton } from '../../components/confirm-button'
import { CollectionList } from '../list-page'

export interface MediaListPageProps extends ListPageProps {
  /** Where each chosen file is sent, one request per file. */
  uploadPath: string
  /** What the file picker offers. */
  accept: string
  /** "Hapus yang tidak dipakai", for whoever may delete (admins); null for the others. */
  cleanupPath: string | null
}

interface UploadResult {
  name: string
  ok: boolean
  message?: string
  href?: string
}

const LOST = 'Unggahan terputus. Periksa koneksi lalu unggah file ini lagi.'

/**
 * Several files chosen at once, each sent on its own (its own check on the server): a refused
 * file is listed with its reason, and the others are stored all the same.
 */
function UploadPanel({ uploadPath, accept }: { uploadPath: string; accept: string }) {
  const inputId = useId()
  const [results, setResults] = useState<UploadResult[]>([])
  const [pending, setPending] = useState(0)
  const upload = async (event: ChangeEvent<HTMLInputElement>) => {
    const input = event.currentTarget
    const files = [...(input.files ?? [])]
    if (!files.length) return
    const done: UploadResult[] = []
    setResults([])
    setPending(files.length)
    for (const file of files) {
      try {
        const response = await fetch(uploadPath, {
          method: 'POST',
          body: file,
          credentials: 'same-origin',
          headers: { accept: 'application/json', 'x-file-name': encodeURIComponent(file.name) },
        })
        const body = (await response.json().catch(() => ({}))) as { entry?: { href: string }; error?: string }
        done.push(response.ok && body.entry ? { name: file.name, ok: true, href: body.entry.href } : { name: file.name, ok: false, message: body.error ?? LOST })
      } catch {
        done.push({ name: file.name, ok: false, message: LOST })
      }
      setResults([...done])
      setPending(files.length - done.length)
    }
    input.value = ''
    // Everything stored: the list shows it at once. A refusal stays on screen until it is read.
    if (done.every((result) => result.ok)) window.location.reload()
  }
  const stored = results.filter((result) => result.ok).length
  return (
    <section className="panel media-upload" aria-labelledby={`${inputId}-title`}>
      <h2 id={`${inputId}-title`}>Unggah file</h2>
      <p className="field-help" id={`${inputId}-help`}>
        Pilih satu atau beberapa file sekaligus: gambar JPG, PNG, WebP, atau HEIC (foto ponsel, disimpan sebagai JPG) sampai 10 MB, atau dokumen PDF sampai 20 MB.
      </p>
      <label className="btn btn-primary media-upload-button" htmlFor={inputId}>
        Pilih file
      </label>
      <input id={inputId} className="visually-hidden" type="file" name="files" multiple accept={accept} aria-describedby={`${inputId}-help`} onChange={upload} />
      <div aria-live="polite" className="media-upload-status">
        {pending > 0 ? <p>{`Mengunggah… ${pending} file lagi.`}</p> : null}
        {results.length > 0 && pending === 0 ? <p>{`${stored} dari ${results.length} file tersimpan.`}</p> : null}
      </div>
      {results.length ? (
        <ul className="media-upload-results">
          {results.map((result, index) => (
            <li key={`${index}-${result.name}`} className={result.ok ? 'upload-ok' : 'upload-refused'}>
              {result.ok ? (
                <>
                  {'Tersimpan: '}
                  <a href={result.href}>{result.name}</a>
                </>
              ) : (
                <span role="alert">{result.message}</span>
              )}
            </li>
          ))}
        </ul>
      ) : null}
      {results.length && pending === 0 && stored > 0 ? (
        <p>
          <a href="">Tampilkan file yang baru diunggah di daftar</a>
        </p>
      ) : null}
    </section>
  )
}

/** A thumbnail of an image, or the mark of a document. */
const thumb = (value: Cell) => {
  const cell = value as ThumbCell
  return cell.src ? (
    <img className="media-thumb" src={cell.src} alt="" width={64} height={48} loading="lazy" />
  ) : (
    <span className="media-thumb media-thumb-doc" aria-hidden="true">
      {cell.letter}
    </span>
  )
}

/** /dashboard/media (Pustaka Media): every file, searchable and filtered by kind, with the upload of several at once. */
export default function MediaListPage({ props }: { props: MediaListPageProps }) {
  return (
    <CollectionList props={props} cells={{ thumb }}>
      <UploadPanel uploadPath={props.uploadPath} accept={props.accept} />
      {props.cleanupPath ? (
        <div className="inline-actions">
          <ConfirmButton
            action={props.cleanupPath}
            label="Hapus yang tidak dipakai"
            title="Hapus semua file yang tidak dipakai?"
            message="Setiap file yang tidak dipakai di blog, publikasi, profil, halaman, atau pengaturan mana pun dihapus dari penyimpanan. File yang dihapus tidak dapat dipulihkan."
            confirmLabel="Hapus file"
          />
        </div>
      ) : null}
    </CollectionList>
  )
}
