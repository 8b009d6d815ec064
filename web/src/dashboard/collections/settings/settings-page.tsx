/**
 * Pengaturan Situs (admins only): the firm's name, contacts, logo, social links and
 * footer disclaimer in one form, and the offices below it, each edited on its own screen.
 * The fields come from the settings module (shared/collections/settings.ts): the same rules and
 * messages run here and on the server.
 */
import { TRASH_NOTE } from '../../../../../shared/collections/trash'
import { getFormProps, useForm, type SubmissionResult } from '@conform-to/react'
import { getZodConstraint, parseWithZod } from '@conform-to/zod/v4'
import { useEffect, useState } from 'react'
import { offices as officeModule } from '../../../../../shared/collections/offices'
import { OFFICES_ANCHOR, SETTINGS_ID, SETTINGS_PATH, settings } from '../../../../../shared/collections/settings'
import { englishFields, valuesFromDraft, type FormValues } from '../../../../../shared/collections/define'
import type { Lang } from '../../../../../shared/i18n/langs'
import { LanguageTabs } from '../../components/language-tabs'
import { languageSections } from '../../components/language-sections'
import { englishTabNote, MarkTranslationForm, TranslationPanel, type TranslationState } from '../../components/translation-panel'
import type { StoredFile } from '../../../../../shared/schemas/types'
import { historyHref } from '../../../../../shared/history-view'
import { HistoryButton, HistoryPanel, RestoredNotice, useHistoryPanel } from '../../history/history-panel'
import { ModuleFields, type ControlHints, type FieldOption } from '../module-fields'
import { AreaRecipientsField, type AreaRecipientChoices } from './area-recipients-field'
import { ConfirmButton } from '../../components/confirm-button'
import { FormError } from '../../components/form-error'
import { DraftBanner, useFormDraft, type FormDraft } from '../../components/use-form-draft'
import type { Draft } from '../../drafts'
import { SITE_PATHS } from '../../../../../shared/urls'

export interface SettingsOfficeItem {
  id: string
  name: string
  city: string
  /** As people read it. */
  phone: string
  main: boolean
  version: number
}

export interface SettingsPageProps {
  /** One string per field, a list for a list of ids (the categories sent as client alerts). */
  defaults: Record<string, string | string[]>
  /** The choices of the list fields (categories), by field name. */
  options?: Record<string, FieldOption[]>
  /** The version of the settings the form was loaded with; null before they were first saved. */
  version: number | null
  files: { logo: StoredFile | null; shareImage: StoredFile | null }
  /** The server's clock (ISO). */
  now: string
  /** In the order the site lists them. */
  offices: SettingsOfficeItem[]
  officesMax: number
  /** What "Penerima pesan per bidang praktik" picks from: the areas and the people with an email. */
  recipients?: AreaRecipientChoices
  /** The server's reply to a refused save: errors, and the input to show again. */
  result?: SubmissionResult<string[]>
  /** A refused office action (a stale delete). */
  actionError?: string
  /** The English texts' standing (Perlu diperbarui and what changed since); absent before the first save. */
  translation?: TranslationState | null
  /** "Tandai sudah diperbarui" refused (the settings changed meanwhile). */
  translationError?: string
}

/** The form's sections: each a panel with its heading, its fields in the module's words. */
const SECTIONS = [
  { id: 'identitas', title: 'Identitas firma', names: ['name', 'legalName', 'tagline', 'shortDescription', 'foundingYear'] },
  { id: 'kontak', title: 'Kontak', names: ['email', 'careerEmail', 'whatsapp'] },
  { id: 'gambar', title: 'Logo dan gambar berbagi', names: ['logo', 'shareImage'] },
  { id: 'sosial', title: 'Media sosial', names: ['linkedinUrl', 'instagramUrl', 'xUrl', 'youtubeUrl'] },
  { id: 'footer', title: 'Footer', names: ['disclaimer'] },
  { id: 'pesan', title: 'Pesan masuk', names: ['areaInquiryEmails', 'inquiryRetentionMonths'] },
  { id: 'lamaran', title: 'Lamaran', names: ['applicationRetentionMonths'] },
  { id: 'acara', title: 'Acara', names: ['registrationRetentionMonths'] },
  { id: 'peringatan', title: 'Peringatan klien', names: ['alertCategoryIds'] },
  { id: 'tinjauan', title: 'Tinjauan sebelum terbit', names: ['reviewBeforePublishing'] },
  { id: 'statistik', title: 'Statistik', names: ['insightsRetentionMonths', 'insightsWeeklyEmail'] },
] as const

/** Picked from lists, not typed (area-recipients-field.tsx). */
const RECIPIENTS = 'areaInquiryEmails'

/** The English versions of the settings' visitor-facing texts, in the English tab. */
const ENGLISH = englishFields(settings).map(([name]) => name)

const CONTROLS: Record<string, ControlHints> = {
  shortDescription: { rows: 3 },
  disclaimer: { rows: 3 },
  inquiryRetentionMonths: { placeholder: '12' },
  applicationRetentionMonths: { placeholder: '6' },
  registrationRetentionMonths: { placeholder: '12' },
  insightsRetentionMonths: { placeholder: '25' },
  foundingYear: { placeholder: '2004' },
  email: { type: 'email' },
  careerEmail: { type: 'email' },
  whatsapp: { type: 'tel', placeholder: '+62 811 …' },
  linkedinUrl: { type: 'url', placeholder: 'https://www.linkedin.com/company/…' },
  instagramUrl: { type: 'url', placeholder: 'https://www.instagram.com/…' },
  xUrl: { type: 'url', placeholder: 'https://x.com/…' },
  youtubeUrl: { type: 'url', placeholder: 'https://www.youtube.com/@…' },
}

/** The English fields' boxes as their Indonesian fields' (rows, placeholders). */
const ALL_CONTROLS: Record<string, ControlHints> = {
  ...CONTROLS,
  ...Object.fromEntries(englishFields(settings).flatMap(([name, source]) => (CONTROLS[source] ? [[name, CONTROLS[source]]] : []))),
}

const CONSTRAINT = getZodConstraint(settings.formSchema)

export default function SettingsPage({ props }: { props: SettingsPageProps }) {
  const draft = useFormDraft(SETTINGS_PATH, props.version === null ? null : String(props.version), { unsaved: props.result?.status === 'error' })
  const [restored, setRestored] = useState<{ values: Draft['values']; count: number } | null>(null)
  // Riwayat: Pulihkan loads a revision like a draft, its logo and share image shown as the form's
  // own; the form keeps the version it was loaded at, so the save is an ordinary (stale-checked) one.
  const [restoredFiles, setRestoredFiles] = useState<Partial<SettingsPageProps['files']> | null>(null)
  const history = useHistoryPanel(props.version === null ? null : historyHref(SETTINGS_PATH, SETTINGS_ID), (values, files) => {
    setRestoredFiles(files)
    setRestored((previous) => ({ values, count: (previous?.count ?? 0) + 1 }))
  })
  const refused = props.result?.status === 'error'
  useEffect(() => {
    // A refused save (stale version) came back with the input: keep it as a draft too, so
    // reloading to see the latest version does not lose it.
    if (refused) draft.saveNow()
    // eslint-disable-next-line react-hooks/exhaustive-deps
  }, [])

  return (
    <div className="page-stack">
      <div className="page-head">
        <h1>{settings.labels.title}</h1>
        <div className="profile-head-actions">
          <HistoryButton state={history} />
          <a className="btn btn-quiet" href={SITE_PATHS.contact} target="_blank" rel="noopener">
            Lihat halaman kontak
          </a>
        </div>
      </div>
      <DraftBanner draft={draft} onRestore={(values) => setRestored((previous) => ({ values, count: (previous?.count ?? 0) + 1 }))} />
      <HistoryPanel state={history} />
      <RestoredNotice state={history} />
      <SettingsForm
        key={restored?.count ?? 0}
        props={restoredFiles ? { ...props, files: { ...props.files, ...restoredFiles } } : props}
        draft={draft}
        restored={restored?.values ?? null}
      />
      <MarkTranslationForm translation={props.translation} version={props.version} />
      <OfficeList props={props} />
    </div>
  )
}

function SettingsForm({ props, draft, restored }: { props: SettingsPageProps; draft: FormDraft; restored: Draft['values'] | null }) {
  const loaded = props.defaults as unknown as FormValues<typeof settings.fields>
  const [submitting, setSubmitting] = useState(false)
  const [form, fields] = useForm({
    id: 'settings-form',
    // A restored draft replaces what the server sent back.
    lastResult: restored ? undefined : props.result,
    defaultValue: restored ? valuesFromDraft(settings, restored, loaded) : loaded,
    constraint: CONSTRAINT,
    shouldValidate: 'onBlur',
    shouldRevalidate: 'onInput',
    onValidate: ({ formData }) => parseWithZod(formData, { schema: settings.formSchema }),
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

  const errorsIn = (names: readonly string[]) => names.filter((name) => (fields as Record<string, { errors?: string[] }>)[name]?.errors?.length).length
  /** One language's sections, each a panel with its heading (a section with no field in the language is left out). */
  const sections = (lang: Lang) =>
    languageSections(SECTIONS, settings.fields, lang).map((section) => {
      const { id, title } = section as { id?: string; title?: string }
      const key = `${lang === 'en' ? 'en-' : ''}${id ?? 'lainnya'}`
      return (
        <section key={key} className="panel settings-section" aria-labelledby={`settings-${key}`}>
          <h2 id={`settings-${key}`}>{title ?? 'Lainnya'}</h2>
          {(section.names as readonly string[] | undefined)?.includes(RECIPIENTS) ? (
            <AreaRecipientsField
              name={RECIPIENTS}
              label={settings.fields[RECIPIENTS].label}
              {...(settings.fields[RECIPIENTS].help ? { help: settings.fields[RECIPIENTS].help } : {})}
              initial={fields[RECIPIENTS].initialValue}
              errors={fields[RECIPIENTS].errors ?? []}
              errorId={fields[RECIPIENTS].errorId}
              choices={props.recipients ?? { areas: [], people: [] }}
            />
          ) : null}
          <ModuleFields
            specs={settings.fields}
            fields={fields as never}
            names={(section.names ?? []).filter((name) => name !== RECIPIENTS)}
            mode={props.version === null ? 'create' : 'edit'}
            restored={restored !== null}
            options={props.options ?? {}}
            files={props.files}
            now={props.now}
            controls={ALL_CONTROLS}
          />
        </section>
      )
    })

  return (
    <form method="post" action={SETTINGS_PATH} {...getFormProps(form)} ref={draft.formRef} onInput={draft.onInput} onChange={draft.onInput} className="settings-form">
      {props.version !== null ? <input type="hidden" name="version" value={String(props.version)} /> : null}
      {ENGLISH.length ? (
        <LanguageTabs
          panels={{
            id: sections('id'),
            en: (
              <>
                <p className="field-help language-panel-help">
                  Opsional. Teks bahasa Inggris tampil di <code>/en</code>; yang dikosongkan memakai teks bahasa Indonesia. Nama firma, kontak, dan gambar dipakai bersama.
                </p>
                <TranslationPanel translation={props.translation} error={props.translationError} />
                {sections('en')}
              </>
            ),
          }}
          errors={{ id: errorsIn(Object.keys(settings.fields).filter((name) => !ENGLISH.includes(name))), en: errorsIn(ENGLISH) }}
          notes={{ en: englishTabNote(props.translation, ENGLISH.some((name) => String((loaded as Record<string, unknown>)[name] ?? '').trim() !== '')) }}
          {...(props.translationError ? { initial: 'en' as const } : {})}
        />
      ) : (
        sections('id')
      )}
      <div className="form-actions">
        <button type="submit" className="btn btn-primary" disabled={submitting}>
          {submitting ? 'Menyimpan…' : 'Simpan pengaturan'}
        </button>
        <FormError id={form.errorId} errors={form.errors} />
      </div>
    </form>
  )
}

/**
 * A small form posting one office action (no confirmation: each is undone by another click).
 * Its name is the visible words and then the office's, so speech input finds it by what it shows.
 */
function OfficeAction({ office, action, label, fields = {} }: { office: SettingsOfficeItem; action: string; label: string; fields?: Record<string, string> }) {
  return (
    <form method="post" action={`${SETTINGS_PATH}/offices/${office.id}/${action}`}>
      {Object.entries(fields).map(([name, value]) => (
        <input key={name} type="hidden" name={name} value={value} />
      ))}
      <button type="submit" className="btn btn-quiet">
        {label}
        <span className="visually-hidden">{` ${office.name}`}</span>
      </button>
    </form>
  )
}

function OfficeList({ props }: { props: SettingsPageProps }) {
  const { offices, officesMax, actionError } = props
  const { noun, create } = officeModule.labels
  const full = offices.length >= officesMax
  return (
    <section className="panel" id={OFFICES_ANCHOR} aria-labelledby="offices-title" tabIndex={-1}>
      <div className="settings-offices-head">
        <h2 id="offices-title">{officeModule.labels.title}</h2>
        {full ? (
          <p className="field-help">{`Paling banyak ${officesMax} kantor.`}</p>
        ) : (
          <a className="btn btn-primary" href={`${SETTINGS_PATH}/offices/create`}>
            {create}
          </a>
        )}
      </div>
      <p className="field-help">
        Setiap kantor tampil di halaman Kontak dan di data terstruktur situs. Telepon dan alamat kantor utama juga tampil di footer dan di vCard advokat.
      </p>
      {actionError ? (
        <div className="alert alert-error" role="alert">
          <p>{actionError}</p>
        </div>
      ) : null}
      {offices.length === 0 ? (
        <div className="empty">
          <p>Belum ada kantor. Tambahkan kantor pertama firma: alamat, telepon, dan jam bukanya tampil di halaman Kontak.</p>
        </div>
      ) : (
        <table className="data-table settings-office-table">
          <thead>
            <tr>
              <th scope="col">Nama kantor</th>
              <th scope="col">Kota</th>
              <th scope="col">Telepon</th>
              <th scope="col">
                <span className="visually-hidden">Aksi</span>
              </th>
            </tr>
          </thead>
          <tbody>
            {offices.map((office, index) => (
              <tr key={office.id}>
                <td>
                  <a href={`${SETTINGS_PATH}/offices/${office.id}/edit`} className="profile-name">
                    {office.name}
                  </a>{' '}
                  {office.main ? <span className="status-badge status-published">Kantor utama</span> : null}
                </td>
                <td data-label="Kota">{office.city}</td>
                <td data-label="Telepon">{office.phone}</td>
                <td className="row-actions">
                  <a className="btn btn-quiet" href={`${SETTINGS_PATH}/offices/${office.id}/edit`} aria-label={`Ubah ${office.name}`}>
                    Ubah
                  </a>
                  {index > 0 ? <OfficeAction office={office} action="move" fields={{ direction: 'up' }} label="Naik" /> : null}
                  {index < offices.length - 1 ? <OfficeAction office={office} action="move" fields={{ direction: 'down' }} label="Turun" /> : null}
                  {office.main ? null : <OfficeAction office={office} action="main" label="Jadikan utama" />}
                  <ConfirmButton
                    action={`${SETTINGS_PATH}/offices/${office.id}/delete`}
                    fields={{ version: office.version }}
                    label="Hapus"
                    ariaLabel={`Hapus ${office.name}`}
                    title={`Hapus ${noun} “${office.name}”?`}
                    message={
                      office.main && offices.length > 1
                        ? `Kantor ini hilang dari situs, dan kantor berikutnya dalam daftar menjadi kantor utama. ${TRASH_NOTE}`
                        : `Kantor ini hilang dari situs. ${TRASH_NOTE}`
                    }
                    confirmLabel="Hapus"
                  />
                </td>
              </tr>
            ))}
          </tbody>
        </table>
      )}
    </section>
  )
}
