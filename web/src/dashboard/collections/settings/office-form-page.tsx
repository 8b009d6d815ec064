/**
 * An office of the firm, created or edited from Pengaturan Situs: name, address,
 * phone (kept in E.164), email, map coordinates and opening hours per day. The office form's
 * schema (shared/collections/offices.ts) runs here and again on the server, the rules between
 * fields included (both times of a day, both coordinates).
 */
import { getFormProps, getInputProps, useForm, type FieldMetadata, type SubmissionResult } from '@conform-to/react'
import { getZodConstraint, parseWithZod } from '@conform-to/zod/v4'
import { useEffect, useState } from 'react'
import { valuesFromDraft, type FormValues } from '../../../../../shared/collections/define'
import { officeFormSchema, offices } from '../../../../../shared/collections/offices'
import { OFFICES_ANCHOR, SETTINGS_PATH } from '../../../../../shared/collections/settings'
import { closeField, openField, WEEK_DAYS } from '../../../../../shared/schemas/opening-hours'
import { ModuleFields, type ControlHints } from '../module-fields'
import { describedBy, Field } from '../../components/field'
import { FormError } from '../../components/form-error'
import { DraftBanner, useFormDraft, type FormDraft } from '../../components/use-form-draft'
import type { Draft } from '../../drafts'
import { historyOfForm } from '../../../../../shared/history-view'
import { HistoryButton, HistoryPanel, RestoredNotice, useHistoryPanel } from '../../history/history-panel'

export interface OfficeFormPageProps {
  mode: 'create' | 'edit'
  /** Where the form posts; also the path its draft is kept under. */
  action: string
  /** The version the office was loaded with (edit), sent back to refuse a stale save. */
  version: number | null
  defaults: Record<string, string | string[]>
  /** The server's clock (ISO). */
  now: string
  /** The server's reply to a refused save: errors, and the input to show again. */
  result?: SubmissionResult<string[]>
}

const BACK = `${SETTINGS_PATH}#${OFFICES_ANCHOR}`

const SECTIONS = [
  { id: 'alamat', title: 'Kantor', names: ['name', 'address', 'city', 'region', 'postalCode'] },
  { id: 'kontak', title: 'Kontak', names: ['phone', 'email'] },
  { id: 'peta', title: 'Lokasi di peta', names: ['latitude', 'longitude'] },
] as const

const CONTROLS: Record<string, ControlHints> = {
  address: { rows: 3 },
  phone: { type: 'tel', placeholder: '+62 21 5088 7700' },
  email: { type: 'email' },
  latitude: { placeholder: '-6.2268' },
  longitude: { placeholder: '106.8088' },
}

const CONSTRAINT = getZodConstraint(officeFormSchema)

export default function OfficeFormPage({ props }: { props: OfficeFormPageProps }) {
  const draft = useFormDraft(props.action, props.version === null ? null : String(props.version), { unsaved: props.result?.status === 'error' })
  const [restored, setRestored] = useState<{ values: Draft['values']; count: number } | null>(null)
  // Riwayat: Pulihkan loads a revision like a draft (an office has no files); the form keeps the
  // version it was loaded at, so the save is an ordinary (stale-checked) one.
  const history = useHistoryPanel(props.mode === 'edit' ? historyOfForm(props.action) : null, (values) =>
    setRestored((previous) => ({ values, count: (previous?.count ?? 0) + 1 })),
  )
  const refused = props.result?.status === 'error'
  useEffect(() => {
    if (refused) draft.saveNow()
    // eslint-disable-next-line react-hooks/exhaustive-deps
  }, [])
  const name = typeof props.defaults.name === 'string' ? props.defaults.name : ''
  return (
    <div className="page-stack">
      <div className="page-head">
        <div>
          <p className="post-breadcrumb">
            <a href={BACK}>Pengaturan Situs</a>
          </p>
          <h1>{props.mode === 'edit' ? `${offices.labels.edit}: ${name}` : offices.labels.create}</h1>
        </div>
        {history ? (
          <div className="profile-head-actions">
            <HistoryButton state={history} />
          </div>
        ) : null}
      </div>
      <DraftBanner draft={draft} onRestore={(values) => setRestored((previous) => ({ values, count: (previous?.count ?? 0) + 1 }))} />
      <HistoryPanel state={history} />
      <RestoredNotice state={history} />
      <OfficeForm key={restored?.count ?? 0} props={props} draft={draft} restored={restored?.values ?? null} />
    </div>
  )
}

function OfficeForm({ props, draft, restored }: { props: OfficeFormPageProps; draft: FormDraft; restored: Draft['values'] | null }) {
  const loaded = props.defaults as FormValues<typeof offices.fields>
  const [submitting, setSubmitting] = useState(false)
  const [form, fields] = useForm({
    id: 'office-form',
    lastResult: restored ? undefined : props.result,
    defaultValue: restored ? valuesFromDraft(offices, restored, loaded) : loaded,
    constraint: CONSTRAINT,
    shouldValidate: 'onBlur',
    shouldRevalidate: 'onInput',
    onValidate: ({ formData }) => parseWithZod(formData, { schema: officeFormSchema }),
    onSubmit: () => {
      draft.clear()
      setSubmitting(true)
    },
  })
  useEffect(() => {
    const onShow = (event: PageTransitionEvent) => {
      if (event.persisted) setSubmitting(false)
    }
    window.addEventListener('pageshow', onShow)
    return () => window.removeEventListener('pageshow', onShow)
  }, [])
  const all = fields as unknown as Record<string, FieldMetadata<string>>

  return (
    <form method="post" action={props.action} {...getFormProps(form)} ref={draft.formRef} onInput={draft.onInput} onChange={draft.onInput} className="settings-form">
      {props.version !== null ? <input type="hidden" name="version" value={String(props.version)} /> : null}
      {SECTIONS.map((section) => (
        <section key={section.id} className="panel settings-section" aria-labelledby={`office-${section.id}`}>
          <h2 id={`office-${section.id}`}>{section.title}</h2>
          {section.id === 'peta' ? (
            <p className="field-help">Koordinat kantor, misalnya dari OpenStreetMap: situs menautkan peta dan memberi tahu mesin pencari letaknya. Kosongkan keduanya bila tidak perlu.</p>
          ) : null}
          <div className={section.id === 'peta' ? 'settings-pair' : undefined}>
            <ModuleFields
              specs={offices.fields}
              fields={fields as never}
              names={section.names}
              mode={props.mode}
              restored={restored !== null}
              options={{}}
              files={{}}
              now={props.now}
              controls={CONTROLS}
            />
          </div>
        </section>
      ))}
      <section className="panel settings-section">
        <HoursFields fields={all} />
        <ModuleFields specs={offices.fields} fields={fields as never} names={['hoursNote']} mode={props.mode} restored={restored !== null} options={{}} files={{}} now={props.now} />
      </section>
      <div className="form-actions">
        <button type="submit" className="btn btn-primary" disabled={submitting}>
          {submitting ? 'Menyimpan…' : 'Simpan'}
        </button>
        <a className="btn btn-quiet" href={BACK}>
          Batal
        </a>
        <FormError id={form.errorId} errors={form.errors} />
      </div>
    </form>
  )
}

/**
 * "Jam buka": a row per day with its opening and closing time (24-hour inputs); a day left
 * empty is closed. Errors of a day show under its row.
 */
function HoursFields({ fields }: { fields: Record<string, FieldMetadata<string>> }) {
  const helpId = 'office-hours-help'
  return (
    <Field group label="Jam buka" help="Isi jam buka dan jam tutup setiap hari kantor buka (format 24 jam). Kosongkan keduanya untuk hari kantor tutup." helpId={helpId} className="hours-field">
      <div className="hours-grid" role="presentation">
        {WEEK_DAYS.map(({ key, name }) => {
          const open = fields[openField(key)]!
          const close = fields[closeField(key)]!
          const errors = [...(open.errors ?? []), ...(close.errors ?? [])]
          const errorId = `${open.id}-day-error`
          return (
            <div key={key} className={`hours-row${errors.length ? ' has-error' : ''}`}>
              <span className="hours-day" aria-hidden="true">
                {name}
              </span>
              <label className="hours-time">
                <span>
                  Buka<span className="visually-hidden"> hari {name}</span>
                </span>
                <input {...getInputProps(open, { type: 'time' })} key={open.key} aria-describedby={describedBy(errors.length ? errorId : undefined)} />
              </label>
              <label className="hours-time">
                <span>
                  Tutup<span className="visually-hidden"> hari {name}</span>
                </span>
                <input {...getInputProps(close, { type: 'time' })} key={close.key} aria-describedby={describedBy(errors.length ? errorId : undefined)} />
              </label>
              <div className="field-error hours-error" id={errorId} aria-live="polite">
                {[...new Set(errors)].map((error) => (
                  <p key={error}>{error}</p>
                ))}
              </div>
            </div>
          )
        })}
      </div>
    </Field>
  )
}
