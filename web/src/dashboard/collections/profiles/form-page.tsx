/**
 * Create or edit an attorney or staff profile: the profiles module's fields
 * (shared/collections/profiles.ts) rendered by ModuleFields in the profile's two-panel layout.
 * The page places a few fields itself where it shows more than the module says (the kind as
 * radios, the bio's counter, files that can be taken off); every other field, including one
 * added to the module later, is ModuleFields' (docs/decisions/0020-collection-modules.md).
 */
import { getFormProps, getInputProps, getTextareaProps, useForm, type SubmissionResult } from '@conform-to/react'
import { getZodConstraint, parseWithZod } from '@conform-to/zod/v4'
import { useEffect, useState } from 'react'
import { englishFields, valuesFromDraft, type FormValues } from '../../../../../shared/collections/define'
import { profiles } from '../../../../../shared/collections/profiles'
import { BIO_MIN } from '../../../../../shared/schemas/limits'
import { LINKEDIN_HOST } from '../../../../../shared/schemas/profile'
import { ModuleFields, type ControlHints, type ModuleFieldContext } from '../module-fields'
import { describedBy, Field } from '../../components/field'
import { FormError } from '../../components/form-error'
import { ProfileFileField } from '../../components/profile-file-field'
import { DraftBanner, useFormDraft } from '../../components/use-form-draft'
import { LiveItemPanel, useLiveItem } from '../../live/live-form'
import { profileCompareRows } from './compare'
import { HistoryButton, HistoryPanel, RestoredNotice, useHistoryPanel } from '../../history/history-panel'
import { LanguageTabs } from '../../components/language-tabs'
import { englishTabNote, MarkTranslationForm, TranslationPanel, type TranslationState } from '../../components/translation-panel'
import { historyOfForm } from '../../../../../shared/history-view'
import type { Lang } from '../../../../../shared/i18n/langs'
import { cut, SeoPreview, type FormTexts, type SeoDerived } from '../../components/seo-preview'
import { SeoSection } from '../../components/seo-section'
import type { StoredFile } from '../../../../../shared/schemas/types'
import { attorneyUrl } from '../../../../../shared/urls'
import { ItemViews } from '../../components/item-views'

/** The form's values as the inputs hold them (lists as one line per entry), derived from the module. */
export type ProfileFormValues = FormValues<typeof profiles.fields>

export interface ProfileFormPageProps extends ModuleFieldContext {
  mode: 'create' | 'edit'
  /** Where the form posts; also the path its draft is kept under. */
  action: string
  defaults: ProfileFormValues
  /** The version the item was loaded with (edit), sent back to refuse a stale save. */
  version: number | null
  /** The server's answer to a refused save: errors, and the input to show again. */
  lastResult?: SubmissionResult<string[]>
  /** The attorney's public page (edit of an attorney). */
  publicUrl: string | null
  /** Views of the item's pages in the last 30 days (Statistik); null or absent: not shown. */
  views?: number | null
  /** The English version's standing (Perlu diperbarui and what changed since); absent for a new profile. */
  translation?: TranslationState | null
  /** "Tandai sudah diperbarui" refused (the profile changed meanwhile). */
  translationError?: string
}

type FieldName = keyof typeof profiles.fields

/** Where the page puts the module's fields, panel by panel; `own` are the ones it renders itself. */
const LAYOUT = {
  head: ['name', 'slug', 'position'],
  own: ['kind', 'bio', 'picture', 'cv'],
  contact: ['email', 'phone'],
  details: ['education', 'barAdmissions', 'languages', 'linkedinUrl'],
  side: ['practiceAreaIds'],
  /** Beside the portrait it describes. */
  alt: ['pictureAlt'],
  seo: ['seoTitle', 'seoDescription', 'seoImage'],
} as const satisfies Record<string, readonly FieldName[]>

const SEO_ENGLISH = ['seoTitleEn', 'seoDescriptionEn']

/** What an attorney's page shows without SEO fields (the server's derivation: functions/src/render/seo-head.ts). */
const deriveProfile = (lang: Lang) => (values: FormTexts): SeoDerived => {
  const en = lang === 'en' ? 'En' : ''
  const position = (values[`position${en}`] || values.position || '').trim()
  const bio = (values[`bio${en}`] || values.bio || '').trim()
  return {
    title: [values.name?.trim(), position].filter(Boolean).join(', '),
    description: cut(bio.split(/\n\s*\n/)[0] ?? bio, 160),
    image: values.picture ?? '',
    path: `${lang === 'en' ? '/en' : ''}/attorneys/${values.slug || '…'}`,
  }
}

/** The module's fields the layout does not name: shown after the others, so none is ever left out. */
const PLACED = new Set<string>(Object.values(LAYOUT).flat())
/** The English versions of the translated fields, in the English tab; none until the module has them. */
const ENGLISH = englishFields(profiles).map(([name]) => name)
const REST = Object.keys(profiles.fields).filter((name) => !PLACED.has(name) && !ENGLISH.includes(name))

/** Input types for the phone's keyboard, and examples of what to type. */
const CONTROLS: Record<string, ControlHints> = {
  position: { placeholder: 'Partner, Associate, Office Manager…' },
  email: { type: 'email' },
  phone: { type: 'tel', placeholder: '+62 21 …' },
  languages: { rows: 3 },
  linkedinUrl: { type: 'url', placeholder: `${LINKEDIN_HOST}/in/…` },
}

/**
 * Conform derives `required` from the schema, which reads optional lists (a union) and a
 * checkbox group as required: a `required` checkbox would demand every box. The module's own
 * `required` flag (the label's mark) says which fields must be filled. Copied first: the
 * schema's constraint object caches what it was read for and ignores later writes.
 */
const CONSTRAINT = (() => {
  const constraint = { ...getZodConstraint(profiles.formSchema) }
  for (const [name, spec] of Object.entries(profiles.fields)) {
    if (!spec.required) constraint[name] = { ...constraint[name], required: false }
  }
  return constraint
})()

export default function ProfileFormPage({ props }: { props: ProfileFormPageProps }) {
  const draft = useFormDraft(props.action, props.version === null ? null : String(props.version), { unsaved: props.lastResult?.status === 'error' })
  const [restored, setRestored] = useState<{ values: Record<string, string | string[]>; count: number } | null>(null)
  // Riwayat: Pulihkan loads a revision like a draft, its files shown as the form's own.
  const [restoredFiles, setRestoredFiles] = useState<Record<string, StoredFile | null> | null>(null)
  const history = useHistoryPanel(props.mode === 'edit' ? historyOfForm(props.action) : null, (values, files) => {
    setRestoredFiles(files)
    setRestored((previous) => ({ values, count: (previous?.count ?? 0) + 1 }))
  })
  const refused = props.lastResult?.status === 'error'

  useEffect(() => {
    // A refused save (stale version, slug taken) came back with the input: keep it as a draft
    // too, so reloading to see the latest version does not lose it.
    if (refused) draft.saveNow()
    // eslint-disable-next-line react-hooks/exhaustive-deps
  }, [])

  // Someone else saving this profile shows at once; once their version is loaded, the form sends it.
  const [version, setVersion] = useState(props.version)
  const live = useLiveItem({ collection: 'profiles', action: props.action, version })

  const title = props.mode === 'create' ? profiles.labels.create : `${profiles.labels.edit}: ${props.defaults.name}`
  return (
    <div className="page-stack">
      <div className="page-head">
        <h1>{title}</h1>
        <div className="profile-head-actions">
          <HistoryButton state={history} />
          {props.publicUrl ? (
            <a className="btn" href={props.publicUrl} target="_blank" rel="noopener">
              Lihat di situs
            </a>
          ) : null}
          <a className="btn btn-quiet" href="/dashboard/profiles">
            Kembali ke daftar
          </a>
        </div>
      </div>
      <ItemViews views={props.views} />
      <DraftBanner draft={draft} onRestore={(values) => setRestored((previous) => ({ values, count: (previous?.count ?? 0) + 1 }))} />
      <HistoryPanel state={history} />
      <RestoredNotice state={history} />
      <LiveItemPanel change={live.change} action={props.action} current={props} formRef={draft.formRef} rows={profileCompareRows} onAdopt={setVersion} />
      <ProfileForm
        // Conform reads default values once: a restored draft remounts the form with them.
        key={restored ? `draft-${restored.count}` : 'loaded'}
        props={restoredFiles ? { ...props, files: { ...props.files, ...restoredFiles } } : props}
        draft={draft}
        values={restored ? valuesFromDraft(profiles, restored.values, props.defaults) : null}
        version={version}
        gone={live.gone}
      />
      <MarkTranslationForm translation={props.translation} version={version} />
    </div>
  )
}

function ProfileForm({
  props,
  draft,
  values,
  version,
  gone,
}: {
  props: ProfileFormPageProps
  draft: ReturnType<typeof useFormDraft>
  values: ProfileFormValues | null
  /** The version the form sends (the loaded one, or another person's once the user loaded it). */
  version: number | null
  /** Deleted by someone else meanwhile: the form cannot be sent. */
  gone: boolean
}) {
  const [form, fields] = useForm({
    id: 'profile-form',
    // A restored draft replaces what the server sent back.
    lastResult: values ? undefined : props.lastResult,
    defaultValue: values ?? props.defaults,
    constraint: CONSTRAINT,
    shouldValidate: 'onBlur',
    shouldRevalidate: 'onInput',
    onValidate: ({ formData }) => parseWithZod(formData, { schema: profiles.formSchema }),
    onSubmit: () => draft.clear(),
  })
  const initial = (name: FieldName) => {
    const value = fields[name].initialValue
    return typeof value === 'string' ? value : ''
  }
  const [bioLength, setBioLength] = useState(() => initial('bio').trim().length)

  /** The named fields as the module describes them. */
  const moduleFields = (names: readonly string[]) => (
    <ModuleFields
      specs={profiles.fields}
      fields={fields as never}
      names={names}
      mode={props.mode}
      restored={values !== null}
      options={props.options}
      files={props.files}
      now={props.now}
      slugPattern={attorneyUrl('{slug}')}
      controls={CONTROLS}
    />
  )

  const { kind, bio } = profiles.fields
  // Two choices read at a glance as radios. One id per radio (Conform gives the group's id to
  // each), so each label points at its own; Conform also gives a radio the text constraints
  // (pattern), which HTML does not allow on radios.
  const kindProps = (value: string) => {
    const { pattern: _pattern, ...input } = getInputProps(fields.kind, { type: 'radio', value })
    return { ...input, id: `${fields.kind.id}-${value}` }
  }
  const bioHelpId = `${fields.bio.id}-help`
  const fileProps = (name: 'picture' | 'cv') => ({
    name: fields[name].name,
    id: fields[name].id,
    label: profiles.fields[name].label,
    folder: profiles.fields[name].upload,
    stored: props.files[name] ?? null,
    path: initial(name),
    errors: fields[name].errors,
    errorId: fields[name].errorId,
    help: profiles.fields[name].help ?? '',
  })

  const errorsIn = (names: readonly string[]) => names.filter((name) => (fields as Record<string, { errors?: string[] }>)[name]?.errors?.length).length
  /** The first panel's Indonesian fields (the whole panel while the module has no English fields). */
  const indonesian = (
    <>
      {moduleFields(LAYOUT.head)}
      <Field group label={kind.label} className="profile-kind" errorId={fields.kind.errorId} errors={fields.kind.errors} help={kind.help}>
        <div className="profile-radios">
          {(kind.choices ?? []).map((choice) => (
            <label key={choice.value}>
              <input {...kindProps(choice.value)} key={`${fields.kind.key ?? ''}${choice.value}`} />
              {` ${choice.label}`}
            </label>
          ))}
        </div>
      </Field>
      <div className="profile-two-columns">{moduleFields(LAYOUT.contact)}</div>
      <Field label={bio.label} htmlFor={fields.bio.id} errorId={fields.bio.errorId} errors={fields.bio.errors} help={bio.help} helpId={bioHelpId} required={bio.required}>
        <textarea
          {...getTextareaProps(fields.bio)}
          key={fields.bio.key}
          rows={8}
          aria-describedby={describedBy(bioHelpId, `${fields.bio.id}-count`, fields.bio.errors?.length ? fields.bio.errorId : undefined)}
          onInput={(event) => setBioLength(event.currentTarget.value.trim().length)}
        />
        <p id={`${fields.bio.id}-count`} className={`profile-counter${bioLength < BIO_MIN ? ' is-short' : ''}`}>
          {bioLength} karakter{bioLength < BIO_MIN ? `, kurang ${BIO_MIN - bioLength} lagi` : ''}
        </p>
      </Field>
      {moduleFields(LAYOUT.details)}
      {/* Fields of the module this page does not place itself (added later): here, as the module says. */}
      {moduleFields(REST)}
      <SeoSection>
        {moduleFields(LAYOUT.seo)}
        <SeoPreview formId="profile-form" lang="id" derive={deriveProfile('id')} />
      </SeoSection>
    </>
  )

  return (
    <form
      method="post"
      action={props.action}
      {...getFormProps(form)}
      ref={draft.formRef}
      onInput={draft.onInput}
      onChange={draft.onInput}
      className="profile-form"
    >
      {version !== null ? <input type="hidden" name="version" value={String(version)} /> : null}
      <div className="form-grid">
        <div className="panel">
          {ENGLISH.length ? (
            <LanguageTabs
              panels={{
                id: indonesian,
                en: (
                  <>
                    <p className="field-help language-panel-help">
                      Opsional. Versi bahasa Inggris tampil di <code>/en/attorneys</code>; nama, kontak, foto, dan bidang praktik dipakai bersama.
                    </p>
                    <TranslationPanel translation={props.translation} error={props.translationError} />
                    {moduleFields(ENGLISH.filter((name) => !SEO_ENGLISH.includes(name)))}
                    <SeoSection lang="en">
                      {moduleFields(SEO_ENGLISH)}
                      <SeoPreview formId="profile-form" lang="en" derive={deriveProfile('en')} />
                    </SeoSection>
                  </>
                ),
              }}
              errors={{ id: errorsIn(Object.keys(profiles.fields).filter((name) => !ENGLISH.includes(name))), en: errorsIn(ENGLISH) }}
              notes={{ en: englishTabNote(props.translation, ENGLISH.some((name) => initial(name as FieldName).trim() !== '')) }}
              {...(props.translationError ? { initial: 'en' as const } : {})}
            />
          ) : (
            indonesian
          )}
        </div>

        <div className="panel profile-side">
          {/* The profile's files can be taken off again, which ModuleFields' upload cannot do. */}
          <ProfileFileField {...fileProps('picture')} removeLabel="Hapus foto profil" />
          {moduleFields(LAYOUT.alt)}
          <ProfileFileField {...fileProps('cv')} removeLabel="Hapus file CV" storedName={`CV ${props.defaults.name}.pdf`} />
          {moduleFields(LAYOUT.side)}
        </div>
      </div>

      <div className="form-actions">
        <button type="submit" className="btn btn-primary" disabled={gone}>
          Simpan
        </button>
        <a className="btn" href="/dashboard/profiles">
          Batal
        </a>
        <FormError id={form.errorId} errors={form.errors} />
      </div>
    </form>
  )
}
