import { getFormProps, getTextareaProps, useForm, type SubmissionResult } from '@conform-to/react'
import { getZodConstraint, parseWithZod } from '@conform-to/zod/v4'
import { useState, type KeyboardEvent, type MouseEvent } from 'react'
import { media } from '../../../../../shared/collections/media'
import { ConfirmButton } from '../../components/confirm-button'
import { Field } from '../../components/field'
import { FormError } from '../../components/form-error'

export interface MediaUsageView {
  name: string
  field: string
  href: string | null
}

export interface MediaFormPageProps {
  entry: {
    id: string
    path: string
    originalName: string
    kind: 'image' | 'pdf'
    kindLabel: string
    size: string
    width: number | null
    height: number | null
    /** A resized preview of an image; null for a document. */
    preview: string | null
    /** The file itself. */
    file: string
    createdAt: string
  }
  values: { alt: string; altEn: string; caption: string; captionEn: string; focalX: string; focalY: string }
  version: number
  action: string
  listHref: string
  /** "Dipakai di": each item and field that uses the file. */
  usages: MediaUsageView[]
  /** Hapus, for whoever may delete; null for the others. */
  deleteAction: string | null
  /** Why the last delete was refused (where the file is used). */
  refused?: string
  result?: SubmissionResult<string[]>
}

/** A coordinate as the inputs show it: two decimals, a point. */
const shown = (value: number) => String(Math.round(value * 100) / 100)

/**
 * The focal point: a click on the image sets it; the two numeric inputs beside it set it from the
 * keyboard (and show where the click put it).
 */
function FocalPoint({ preview, x, y, onChange, errors }: { preview: string; x: string; y: string; onChange: (x: string, y: string) => void; errors: { x?: string[]; y?: string[] } }) {
  const pick = (event: MouseEvent<HTMLImageElement>) => {
    const box = event.currentTarget.getBoundingClientRect()
    const clamp = (value: number) => Math.min(1, Math.max(0, value))
    onChange(shown(clamp((event.clientX - box.left) / box.width)), shown(clamp((event.clientY - box.top) / box.height)))
  }
  const left = Number(x)
  const top = Number(y)
  const valid = Number.isFinite(left) && Number.isFinite(top)
  const step = (event: KeyboardEvent<HTMLInputElement>) => {
    // Enter in a number box would submit the form before the value is read back: it only confirms here.
    if (event.key === 'Enter') event.preventDefault()
  }
  return (
    <fieldset className="form-field media-focal">
      <legend>Titik fokus</legend>
      <p className="field-help" id="focal-help">
        Klik bagian gambar yang harus tetap terlihat saat gambar dipotong (kartu, gambar berbagi). Atau isi angkanya: 0 kiri/atas, 1 kanan/bawah.
      </p>
      <div className="media-focal-frame">
        {/* The click is a shortcut; the inputs below set the same point from the keyboard. */}
        <img src={preview} alt="" className="media-focal-image" onClick={pick} />
        {valid ? <span className="media-focal-mark" aria-hidden="true" style={{ left: `${left * 100}%`, top: `${top * 100}%` }} /> : null}
      </div>
      <div className="media-focal-inputs">
        <Field label={media.fields.focalX.label} htmlFor="focalX" errorId="focalX-error" errors={errors.x}>
          <input id="focalX" name="focalX" type="number" inputMode="decimal" min={0} max={1} step={0.01} value={x} onKeyDown={step} onChange={(event) => onChange(event.currentTarget.value, y)} aria-describedby="focal-help" />
        </Field>
        <Field label={media.fields.focalY.label} htmlFor="focalY" errorId="focalY-error" errors={errors.y}>
          <input id="focalY" name="focalY" type="number" inputMode="decimal" min={0} max={1} step={0.01} value={y} onKeyDown={step} onChange={(event) => onChange(x, event.currentTarget.value)} aria-describedby="focal-help" />
        </Field>
      </div>
    </fieldset>
  )
}

/** /dashboard/media/{id}/edit: a file's alternative text, caption and focal point, where it is used, and its delete. */
export default function MediaFormPage({ props }: { props: MediaFormPageProps }) {
  const { entry, usages } = props
  const [form, fields] = useForm({
    id: 'media-form',
    lastResult: props.result,
    defaultValue: { ...props.values, version: String(props.version) },
    constraint: getZodConstraint(media.formSchema),
    shouldValidate: 'onBlur',
    shouldRevalidate: 'onInput',
    onValidate: ({ formData }) => parseWithZod(formData, { schema: media.formSchema }),
  })
  const [focal, setFocal] = useState({ x: props.values.focalX, y: props.values.focalY })
  const text = (name: 'alt' | 'altEn' | 'caption' | 'captionEn') => {
    const meta = fields[name]
    const field = media.fields[name]
    return (
      <Field label={field.label} htmlFor={meta.id} errorId={meta.errorId} errors={meta.errors} help={field.help} helpId={`${meta.id}-help`}>
        <textarea {...getTextareaProps(meta)} key={meta.key} rows={field.rows ?? 2} maxLength={field.maxLength} />
      </Field>
    )
  }
  return (
    <div className="page-stack media-form-page">
      <p>
        <a href={props.listHref}>← Pustaka Media</a>
      </p>
      <div className="page-head">
        <h1>{entry.originalName}</h1>
      </div>
      {props.refused ? (
        <div className="alert alert-error" role="alert">
          <p>{props.refused}</p>
        </div>
      ) : null}
      <section className="panel media-facts" aria-label="Tentang file">
        <dl>
          <dt>Jenis</dt>
          <dd>{entry.kindLabel}</dd>
          <dt>Ukuran</dt>
          <dd>{entry.size}</dd>
          {entry.width && entry.height ? (
            <>
              <dt>Dimensi</dt>
              <dd>{`${entry.width}×${entry.height} piksel`}</dd>
            </>
          ) : null}
          <dt>Lokasi</dt>
          <dd>
            <code>{entry.path}</code>
          </dd>
        </dl>
        {entry.kind === 'pdf' ? (
          <p>
            <a href={entry.file}>Buka dokumen</a>
          </p>
        ) : null}
      </section>
      <section className="panel" aria-labelledby="media-usages-title">
        <h2 id="media-usages-title">Dipakai di</h2>
        {usages.length ? (
          <ul className="media-usages">
            {usages.map((usage) => (
              <li key={`${usage.name}-${usage.field}`}>
                {usage.href ? <a href={usage.href}>{usage.name}</a> : usage.name}
                {` — ${usage.field}`}
              </li>
            ))}
          </ul>
        ) : (
          <p>Belum dipakai di mana pun.</p>
        )}
      </section>
      <form method="post" action={props.action} {...getFormProps(form)} className="panel media-form">
        <input type="hidden" name="version" value={String(props.version)} />
        <FormError id={form.errorId} errors={form.errors} />
        {text('alt')}
        {text('altEn')}
        {text('caption')}
        {text('captionEn')}
        {entry.preview ? (
          <FocalPoint preview={entry.preview} x={focal.x} y={focal.y} onChange={(x, y) => setFocal({ x, y })} errors={{ x: fields.focalX.errors, y: fields.focalY.errors }} />
        ) : (
          <>
            <input type="hidden" name="focalX" value={focal.x} />
            <input type="hidden" name="focalY" value={focal.y} />
          </>
        )}
        <div className="inline-actions">
          <button type="submit" className="btn btn-primary">
            Simpan
          </button>
        </div>
      </form>
      {props.deleteAction ? (
        <div className="inline-actions">
          <ConfirmButton
            action={props.deleteAction}
            label="Hapus file"
            title={`Hapus file “${entry.originalName}”?`}
            message={usages.length ? 'File ini masih dipakai, jadi tidak akan dihapus: ganti dulu di tempat-tempat yang tercantum di “Dipakai di”.' : 'File dihapus dari penyimpanan dan tidak dapat dipulihkan.'}
            confirmLabel="Hapus"
          />
        </div>
      ) : null}
    </div>
  )
}
