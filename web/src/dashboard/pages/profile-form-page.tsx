import {
  getCollectionProps,
  getFormProps,
  getInputProps,
  getTextareaProps,
  useForm,
  type SubmissionResult,
} from '@conform-to/react'
import { getZodConstraint, parseWithZod } from '@conform-to/zod/v4'
import { useEffect, useState } from 'react'
import { slugify } from '../../../../shared/schemas/common'
import { BIO_MIN, PROFILE_PICTURE_MAX_HEIGHT, PROFILE_PICTURE_MAX_WIDTH, PROFILE_PICTURE_RECOMMENDED } from '../../../../shared/schemas/limits'
import { LINKEDIN_HOST } from '../../../../shared/schemas/profile'
import { profiles } from '../../../../shared/collections/profiles'
import type { ProfileKind, StoredFile } from '../../../../shared/schemas/types'
import { describedBy, Field } from '../components/field'
import { FormError } from '../components/form-error'
import { ProfileFileField } from '../components/profile-file-field'
import { DraftBanner, useFormDraft } from '../components/use-form-draft'
import { LiveItemPanel, useLiveItem } from '../live/live-form'
import { profileCompareRows } from './profile-compare'

/** The form's values as the inputs hold them (lists as one line per entry). */
export interface ProfileFormValues {
  name: string
  slug: string
  position: string
  kind: ProfileKind
  email: string
  phone: string
  bio: string
  education: string
  barAdmissions: string
  languages: string
  practiceAreaIds: string[]
  picture: string
  cv: string
  linkedinUrl: string
}

export interface ProfileFormPageProps {
  mode: 'create' | 'edit'
  /** Where the form posts; also the path its draft is kept under. */
  action: string
  defaults: ProfileFormValues
  /** The version the item was loaded with (edit), sent back to refuse a stale save. */
  version: number | null
  /** The stored files, for their previews and names. */
  picture: StoredFile | null
  cv: StoredFile | null
  practiceAreas: { id: string; name: string }[]
  /** The server's answer to a refused save: errors, and the input to show again. */
  lastResult?: SubmissionResult<string[]>
  /** The attorney's public page (edit of an attorney). */
  publicUrl: string | null
}

/**
 * Conform derives `required` from the schema; the list fields are optional (their union
 * schema reads as required to it), and a `required` checkbox would demand every box.
 */
const CONSTRAINT = (() => {
  const constraint = getZodConstraint(profiles.formSchema)
  for (const name of ['education', 'barAdmissions', 'languages', 'practiceAreaIds'] as const) {
    constraint[name] = { ...constraint[name], required: false }
  }
  return constraint
})()

const PICTURE_HELP =
  `Gunakan foto potret minimal ${PROFILE_PICTURE_RECOMMENDED.width}×${PROFILE_PICTURE_RECOMMENDED.height} piksel ` +
  `(situs menampilkannya dengan rasio ${PROFILE_PICTURE_RECOMMENDED.width}:${PROFILE_PICTURE_RECOMMENDED.height}). ` +
  `Maksimal ${PROFILE_PICTURE_MAX_WIDTH}×${PROFILE_PICTURE_MAX_HEIGHT} piksel, JPEG atau PNG, maksimal 10MB.`

/** Create or edit an attorney or staff profile. */
export default function ProfileFormPage({ props }: { props: ProfileFormPageProps }) {
  const draft = useFormDraft(props.action, props.version === null ? null : String(props.version), { unsaved: props.lastResult?.status === 'error' })
  const [restored, setRestored] = useState<{ values: Record<string, string | string[]>; count: number } | null>(null)
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
      <DraftBanner draft={draft} onRestore={(values) => setRestored((previous) => ({ values, count: (previous?.count ?? 0) + 1 }))} />
      <LiveItemPanel change={live.change} action={props.action} current={props} formRef={draft.formRef} rows={profileCompareRows} onAdopt={setVersion} />
      <ProfileForm
        // Conform reads default values once: a restored draft remounts the form with them.
        key={restored ? `draft-${restored.count}` : 'loaded'}
        props={props}
        draft={draft}
        values={restored ? fromDraft(restored.values, props.defaults) : null}
        version={version}
        gone={live.gone}
      />
    </div>
  )
}

/** Draft values over the loaded ones (a draft never holds what a field did not send). */
function fromDraft(values: Record<string, string | string[]>, defaults: ProfileFormValues): ProfileFormValues {
  const text = (name: keyof ProfileFormValues) => {
    const value = values[name]
    return typeof value === 'string' ? value : Array.isArray(value) ? (value[0] ?? '') : ''
  }
  const areas = values.practiceAreaIds
  return {
    ...defaults,
    name: text('name'),
    slug: text('slug'),
    position: text('position'),
    kind: text('kind') === 'staff' ? 'staff' : 'attorney',
    email: text('email'),
    phone: text('phone'),
    bio: text('bio'),
    education: text('education'),
    barAdmissions: text('barAdmissions'),
    languages: text('languages'),
    practiceAreaIds: areas === undefined ? [] : Array.isArray(areas) ? areas : [areas],
    picture: text('picture'),
    cv: text('cv'),
    linkedinUrl: text('linkedinUrl'),
  }
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
  const defaults = values ?? props.defaults
  const [form, fields] = useForm({
    id: 'profile-form',
    // A restored draft replaces what the server sent back.
    lastResult: values ? undefined : props.lastResult,
    defaultValue: defaults,
    constraint: CONSTRAINT,
    shouldValidate: 'onBlur',
    shouldRevalidate: 'onInput',
    onValidate: ({ formData }) => parseWithZod(formData, { schema: profiles.formSchema }),
    onSubmit: () => draft.clear(),
  })
  const initial = (name: 'name' | 'slug' | 'bio' | 'picture' | 'cv') => {
    const value = fields[name].initialValue
    return typeof value === 'string' ? value : ''
  }
  // The slug follows the name until someone edits it (on edit it is already chosen: changing
  // it changes the public address).
  const [slugTouched, setSlugTouched] = useState(
    () => props.mode === 'edit' || (initial('slug') !== '' && initial('slug') !== slugify(initial('name'))),
  )
  const [bioLength, setBioLength] = useState(() => initial('bio').trim().length)

  const areaOptions = props.practiceAreas.map((area) => area.id)
  const areaName = new Map(props.practiceAreas.map((area) => [area.id, area.name]))
  // One id per radio (Conform gives the group's id to each), so each label points at its own.
  // Conform also gives a radio the text constraints (pattern), which HTML does not allow on radios.
  const kindProps = (value: ProfileKind) => {
    const { pattern: _pattern, ...input } = getInputProps(fields.kind, { type: 'radio', value })
    return { ...input, id: `${fields.kind.id}-${value}` }
  }
  const slugHelpId = `${fields.slug.id}-help`
  const bioHelpId = `${fields.bio.id}-help`

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
          <Field label="Nama" htmlFor={fields.name.id} errorId={fields.name.errorId} errors={fields.name.errors} required>
            <input
              {...getInputProps(fields.name, { type: 'text' })}
              key={fields.name.key}
              autoComplete="off"
              onInput={(event) => {
                if (!slugTouched) form.update({ name: fields.slug.name as string, value: slugify(event.currentTarget.value) })
              }}
            />
          </Field>
          <Field
            label="Slug"
            htmlFor={fields.slug.id}
            errorId={fields.slug.errorId}
            errors={fields.slug.errors}
            help={
              props.mode === 'edit'
                ? 'Bagian alamat halaman profil. Mengubahnya mengubah alamat halaman; tautan lama tidak lagi berfungsi.'
                : 'Bagian alamat halaman profil, dibuat dari nama. Huruf kecil, angka, dan tanda hubung.'
            }
            helpId={slugHelpId}
            required
          >
            <div className="profile-slug-input">
              <span className="profile-slug-prefix" aria-hidden="true">
                /attorneys/
              </span>
              <input
                {...getInputProps(fields.slug, { type: 'text' })}
                key={fields.slug.key}
                autoComplete="off"
                spellCheck={false}
                aria-describedby={describedBy(slugHelpId, fields.slug.errors?.length ? fields.slug.errorId : undefined)}
                onInput={(event) => setSlugTouched(event.currentTarget.value !== '')}
              />
            </div>
          </Field>
          <Field label="Jabatan" htmlFor={fields.position.id} errorId={fields.position.errorId} errors={fields.position.errors} required>
            <input {...getInputProps(fields.position, { type: 'text' })} key={fields.position.key} placeholder="Partner, Associate, Office Manager…" />
          </Field>
          <Field group label="Jenis" className="profile-kind" errorId={fields.kind.errorId} errors={fields.kind.errors}>
            <div className="profile-radios">
              <label>
                <input {...kindProps('attorney')} key={`${fields.kind.key ?? ''}attorney`} /> Advokat
              </label>
              <label>
                <input {...kindProps('staff')} key={`${fields.kind.key ?? ''}staff`} /> Staf
              </label>
            </div>
            <p className="field-help">Hanya advokat yang punya halaman profil di situs dan masuk urutan advokat.</p>
          </Field>
          <div className="profile-two-columns">
            <Field label="Email" htmlFor={fields.email.id} errorId={fields.email.errorId} errors={fields.email.errors}>
              <input {...getInputProps(fields.email, { type: 'email' })} key={fields.email.key} autoComplete="off" />
            </Field>
            <Field label="Telepon" htmlFor={fields.phone.id} errorId={fields.phone.errorId} errors={fields.phone.errors}>
              <input {...getInputProps(fields.phone, { type: 'tel' })} key={fields.phone.key} autoComplete="off" placeholder="+62 21 …" />
            </Field>
          </div>
          <Field
            label="Bio"
            htmlFor={fields.bio.id}
            errorId={fields.bio.errorId}
            errors={fields.bio.errors}
            help={`Minimal ${BIO_MIN} karakter. Pisahkan paragraf dengan baris kosong.`}
            helpId={bioHelpId}
            required
          >
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
          <LinesField label="Pendidikan" field={fields.education} help="Satu entri per baris, misalnya “Sarjana Hukum, Universitas Indonesia (2010)”." />
          <LinesField label="Keanggotaan organisasi advokat" field={fields.barAdmissions} help="Satu organisasi per baris." />
          <LinesField label="Bahasa" field={fields.languages} help="Satu bahasa per baris." rows={3} />
          <Field
            label="URL LinkedIn"
            htmlFor={fields.linkedinUrl.id}
            errorId={fields.linkedinUrl.errorId}
            errors={fields.linkedinUrl.errors}
            help={`Alamat profil LinkedIn, seperti ${LINKEDIN_HOST}/in/john-doe.`}
            helpId={`${fields.linkedinUrl.id}-help`}
          >
            <input
              {...getInputProps(fields.linkedinUrl, { type: 'url' })}
              key={fields.linkedinUrl.key}
              placeholder={`${LINKEDIN_HOST}/in/…`}
              aria-describedby={describedBy(`${fields.linkedinUrl.id}-help`, fields.linkedinUrl.errors?.length ? fields.linkedinUrl.errorId : undefined)}
            />
          </Field>
        </div>

        <div className="panel profile-side">
          <ProfileFileField
            name={fields.picture.name}
            id={fields.picture.id}
            label="Foto profil"
            folder="profile_pictures"
            stored={props.picture}
            path={initial('picture')}
            errors={fields.picture.errors}
            errorId={fields.picture.errorId}
            help={PICTURE_HELP}
            removeLabel="Hapus foto profil"
          />
          <ProfileFileField
            name={fields.cv.name}
            id={fields.cv.id}
            label="File CV"
            folder="cv"
            stored={props.cv}
            path={initial('cv')}
            errors={fields.cv.errors}
            errorId={fields.cv.errorId}
            help="PDF, maksimal 10MB. Pengunjung dapat mengunduhnya dari halaman profil advokat."
            removeLabel="Hapus file CV"
            storedName={`CV ${props.defaults.name}.pdf`}
          />
          <Field group label="Bidang praktik" errorId={fields.practiceAreaIds.errorId} errors={fields.practiceAreaIds.errors}>
            {areaOptions.length === 0 ? (
              <p className="field-help">Belum ada bidang praktik.</p>
            ) : (
              <ul className="checkbox-list profile-area-list">
                {getCollectionProps(fields.practiceAreaIds, { type: 'checkbox', options: areaOptions }).map(({ key, ...checkbox }) => (
                  <li key={key}>
                    <label>
                      <input {...checkbox} /> {areaName.get(checkbox.value)}
                    </label>
                  </li>
                ))}
              </ul>
            )}
          </Field>
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

type ListField = Parameters<typeof getTextareaProps>[0]

/** A textarea of entries, one per line. */
function LinesField({ label, field, help, rows = 4 }: { label: string; field: ListField & { key?: string }; help: string; rows?: number }) {
  const helpId = `${field.id}-help`
  const value = field.initialValue
  return (
    <Field label={label} htmlFor={field.id} errorId={field.errorId} errors={field.errors} help={help} helpId={helpId}>
      <textarea
        {...getTextareaProps(field)}
        key={field.key}
        rows={rows}
        // A list that came back as separate values (never from this form, but from a draft) is shown one per line.
        defaultValue={Array.isArray(value) ? value.join('\n') : typeof value === 'string' ? value : ''}
        aria-describedby={describedBy(helpId, field.errors?.length ? field.errorId : undefined)}
      />
    </Field>
  )
}
