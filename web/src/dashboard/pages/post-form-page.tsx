import {
  getCollectionProps,
  getFormProps,
  getInputProps,
  getSelectProps,
  getTextareaProps,
  useForm,
  type FieldMetadata,
  type SubmissionResult,
} from '@conform-to/react'
import { getZodConstraint, parseWithZod } from '@conform-to/zod/v4'
import { useEffect, useRef, useState, type ChangeEvent, type ReactNode } from 'react'
import { slugify } from '../../../../shared/schemas/common'
import { EXCERPT_MAX, type PostCollection } from '../../../../shared/schemas/post'
import { POST_MODULES, postSchema } from '../../../../shared/collections'
import type { FormValues } from '../../../../shared/collections/define'
import type { StoredFile } from '../../../../shared/schemas/types'
import type { Draft } from '../drafts'
import { DatePickerField } from '../components/date-picker-field'
import { describedBy, Field } from '../components/field'
import { FormError } from '../components/form-error'
import { RichTextEditor } from '../components/rich-text-editor'
import { UploadField } from '../components/upload-field'
import { DraftBanner, useFormDraft, type FormDraft } from '../components/use-form-draft'
import { LiveItemPanel, useLiveItem } from '../live/live-form'
import { postCompareRows } from './post-compare'

/** The values a post form starts with (as the inputs hold them). */
/** What the form's inputs show (`publishedAt` as `YYYY-MM-DDTHH:mm`, Jakarta time), derived from the publications module, which holds every post field. */
export type PostFormValues = FormValues<typeof POST_MODULES.publications.fields>

export interface PostFormPageProps {
  collection: PostCollection
  mode: 'create' | 'edit'
  /** Where the form posts: its own URL. */
  action: string
  /** The version the form was loaded at (edit). */
  version: number | null
  defaults: PostFormValues
  /** The files behind the cover and publication paths, for their previews. */
  files: { cover: StoredFile | null; file: StoredFile | null }
  categories: { id: string; name: string }[]
  tags: { id: string; name: string }[]
  authors: { id: string; name: string; position: string }[]
  /** The server's reply to a rejected submission (errors, and the values sent). */
  result?: SubmissionResult<string[]>
  /** The server's clock (ISO), for the scheduling note. */
  now: string
  /** The public page, when the item is published. */
  publicUrl: string | null
  /** The staff preview of the saved item, when it is saved but not yet published. */
  previewUrl: string | null
}

const FORM_ID = 'post-form'

/** Values of a restored draft in the shape of the form's defaults. */
function valuesFromDraft(values: Draft['values'], fallback: PostFormValues): PostFormValues {
  const one = (name: keyof PostFormValues) => {
    const value = values[name]
    return typeof value === 'string' ? value : Array.isArray(value) ? (value[0] ?? '') : ''
  }
  const many = (name: keyof PostFormValues) => {
    const value = values[name]
    return value === undefined ? [] : Array.isArray(value) ? value : [value]
  }
  return {
    title: one('title'),
    slug: one('slug'),
    content: one('content'),
    excerpt: one('excerpt'),
    categoryId: one('categoryId'),
    tagIds: many('tagIds'),
    authorIds: many('authorIds'),
    publishedAt: one('publishedAt') || fallback.publishedAt,
    cover: one('cover'),
    file: one('file'),
  }
}

/** The stored file a path stands for, as far as the page knows it (for previews). */
function knownFile(path: string | undefined, known: StoredFile | null, image: boolean): StoredFile | null {
  if (!path) return null
  if (known?.path === path) return known
  // A path from a draft: an image can still be previewed from its path; a PDF's details are unknown.
  return image ? { path, contentType: 'image/jpeg', size: 0 } : null
}

/** /dashboard/{blogs|publications}/create and /{id}/edit. */
export default function PostFormPage({ props }: { props: PostFormPageProps }) {
  const text = POST_MODULES[props.collection].labels
  const draft = useFormDraft(props.action, props.version === null ? null : String(props.version), { unsaved: Boolean(props.result) })
  const [restored, setRestored] = useState<{ values: Draft['values']; count: number } | null>(null)

  // A submission the server refused (a stale version, a taken slug) is kept as a draft at once,
  // so the input survives the reload the message asks for. Declared after useFormDraft: its
  // effect reads the previous draft first, so this one is not offered back on this visit.
  const rejected = Boolean(props.result)
  useEffect(() => {
    if (rejected) draft.saveNow()
    // eslint-disable-next-line react-hooks/exhaustive-deps
  }, [])

  // Someone else saving this item shows at once; once their version is loaded, the form sends it.
  const [version, setVersion] = useState(props.version)
  const live = useLiveItem({ collection: props.collection, action: props.action, version })

  const list = `/dashboard/${props.collection}`
  return (
    <div className="page-stack">
      <div className="page-head">
        <div>
          <p className="post-breadcrumb">
            <a href={list}>{text.title}</a>
          </p>
          <h1>{props.mode === 'edit' ? text.edit : text.create}</h1>
        </div>
        {props.publicUrl ? (
          <a className="btn btn-quiet" href={props.publicUrl} target="_blank" rel="noopener">
            Lihat di situs
          </a>
        ) : props.previewUrl ? (
          <a className="btn btn-quiet" href={props.previewUrl} target="_blank" rel="noopener" title="Versi yang tersimpan, sebelum terbit">
            Pratinjau
          </a>
        ) : null}
      </div>
      <DraftBanner draft={draft} onRestore={(values) => setRestored((previous) => ({ values, count: (previous?.count ?? 0) + 1 }))} />
      <LiveItemPanel change={live.change} action={props.action} current={props} formRef={draft.formRef} rows={postCompareRows} onAdopt={setVersion} />
      <PostForm key={restored?.count ?? 0} props={props} draft={draft} restored={restored?.values ?? null} version={version} gone={live.gone} />
    </div>
  )
}

function PostForm({
  props,
  draft,
  restored,
  version,
  gone,
}: {
  props: PostFormPageProps
  draft: FormDraft
  restored: Draft['values'] | null
  /** The version the form sends (the loaded one, or another person's once the user loaded it). */
  version: number | null
  /** Deleted by someone else meanwhile: the form cannot be sent. */
  gone: boolean
}) {
  const { collection } = props
  const text = POST_MODULES[collection].labels
  const schema = postSchema(collection)
  const defaults = restored ? valuesFromDraft(restored, props.defaults) : props.defaults
  const [submitting, setSubmitting] = useState(false)
  const [form, fields] = useForm({
    id: FORM_ID,
    // A restored draft replaces what the server sent back.
    lastResult: restored ? undefined : props.result,
    defaultValue: defaults,
    constraint: getZodConstraint(schema),
    shouldValidate: 'onBlur',
    shouldRevalidate: 'onInput',
    onValidate: ({ formData }) => parseWithZod(formData, { schema }),
    onSubmit: () => {
      draft.clear()
      setSubmitting(true)
    },
  })

  // Coming back through the browser's history shows the page as it was left: submittable again.
  useEffect(() => {
    const onShow = (event: PageTransitionEvent) => {
      if (event.persisted) setSubmitting(false)
    }
    window.addEventListener('pageshow', onShow)
    return () => window.removeEventListener('pageshow', onShow)
  }, [])

  // Slug: follows the title until the user edits it (an existing item's slug never moves by itself:
  // its address may have been shared).
  const initialTitle = String(fields.title.initialValue ?? '')
  const [slug, setSlug] = useState(String(fields.slug.initialValue ?? ''))
  const [slugEdited, setSlugEdited] = useState(props.mode === 'edit' || (slug !== '' && slug !== slugify(initialTitle)))
  const slugInput = useRef<HTMLInputElement>(null)
  const slugFollowed = useRef(false)
  useEffect(() => {
    // Let Conform revalidate a slug that changed without typing.
    if (slugFollowed.current) slugInput.current?.dispatchEvent(new Event('input', { bubbles: true }))
    slugFollowed.current = false
  }, [slug])
  const onTitle = (event: ChangeEvent<HTMLInputElement>) => {
    if (slugEdited) return
    slugFollowed.current = true
    setSlug(slugify(event.target.value))
  }
  const onSlug = (event: ChangeEvent<HTMLInputElement>) => {
    setSlug(event.target.value)
    setSlugEdited(event.target.value !== '')
  }

  const folders: { cover: string; file?: string } = POST_MODULES[collection].uploads
  const coverPath = String(fields.cover.initialValue ?? '')
  const filePath = String(fields.file.initialValue ?? '')
  const publicationFile = collection === 'publications' ? fields.file : null
  const slugHelpId = `${fields.slug.id}-help`
  const excerptHelpId = `${fields.excerpt.id}-help`

  return (
    <form
      method="post"
      action={props.action}
      {...getFormProps(form)}
      ref={draft.formRef}
      onInput={draft.onInput}
      onChange={draft.onInput}
      className="post-form"
    >
      {version !== null ? <input type="hidden" name="version" value={String(version)} /> : null}
      <div className="form-grid">
        <div className="panel post-form-main">
          <Field label="Judul" htmlFor={fields.title.id} errorId={fields.title.errorId} errors={fields.title.errors} required>
            <input {...getInputProps(fields.title, { type: 'text' })} autoComplete="off" onChange={onTitle} />
          </Field>
          <Field
            label="Slug"
            htmlFor={fields.slug.id}
            errorId={fields.slug.errorId}
            errors={fields.slug.errors}
            help={`Alamat halaman: /${collection}/${slug || '…'}`}
            helpId={slugHelpId}
            required
          >
            <input
              {...getInputProps(fields.slug, { type: 'text', value: false, ariaDescribedBy: slugHelpId })}
              ref={slugInput}
              value={slug}
              onChange={onSlug}
              autoComplete="off"
              spellCheck={false}
            />
          </Field>
          <RichTextEditor meta={fields.content} label="Konten" help="Minimal 100 karakter teks." required immediatelyRender={restored !== null} />
          <Field
            label="Ringkasan"
            htmlFor={fields.excerpt.id}
            errorId={fields.excerpt.errorId}
            errors={fields.excerpt.errors}
            help={`Opsional, maksimal ${EXCERPT_MAX} karakter. Bila kosong, diambil dari awal konten.`}
            helpId={excerptHelpId}
          >
            <textarea {...getTextareaProps(fields.excerpt, { ariaDescribedBy: excerptHelpId })} rows={3} maxLength={EXCERPT_MAX} />
          </Field>
        </div>
        <div className="panel post-form-side">
          <DatePickerField meta={fields.publishedAt} label="Tanggal publikasi" now={props.now} required />
          <Field label="Kategori" htmlFor={fields.categoryId.id} errorId={fields.categoryId.errorId} errors={fields.categoryId.errors} required>
            <select {...getSelectProps(fields.categoryId)}>
              <option value="">Pilih kategori</option>
              {props.categories.map((category) => (
                <option key={category.id} value={category.id}>
                  {category.name}
                </option>
              ))}
            </select>
          </Field>
          <CheckboxGroup
            legend="Tag"
            meta={fields.tagIds}
            options={props.tags.map((tag) => ({ id: tag.id, label: tag.name }))}
            empty={
              <>
                {'Belum ada tag. '}
                <a href="/dashboard/tags">Tambahkan tag</a>
              </>
            }
          />
          <CheckboxGroup
            legend="Penulis"
            meta={fields.authorIds}
            options={props.authors.map((author) => ({ id: author.id, label: author.name, detail: author.position }))}
            empty={
              <>
                {'Belum ada profil advokat. '}
                <a href="/dashboard/profiles/create">Tambahkan profil</a>
              </>
            }
          />
          <UploadField
            name={fields.cover.name}
            id={fields.cover.id}
            label="Gambar sampul"
            folder={folders.cover as 'blog_images' | 'publication_images'}
            initial={knownFile(coverPath, props.files.cover, true)}
            initialPath={coverPath}
            errors={fields.cover.errors}
            errorId={fields.cover.errorId}
            help="JPEG atau PNG, maksimal 10 MB dan 6000×4000 piksel; disarankan minimal 1200×675."
            required
          />
          {publicationFile ? (
            <UploadField
              name={publicationFile.name}
              id={publicationFile.id}
              label="File publikasi"
              folder="publications"
              initial={knownFile(filePath, props.files.file, false)}
              initialPath={filePath}
              errors={publicationFile.errors}
              errorId={publicationFile.errorId}
              help="PDF, maksimal 20 MB."
              required
            />
          ) : null}
        </div>
      </div>
      <div className="form-actions">
        <button type="submit" className="btn btn-primary" disabled={submitting || gone} aria-describedby={describedBy(form.errors?.length ? form.errorId : undefined)}>
          {submitting ? 'Menyimpan…' : 'Simpan'}
        </button>
        <a className="btn btn-quiet" href={`/dashboard/${collection}`}>
          Batal
        </a>
        <FormError id={form.errorId} errors={form.errors} />
      </div>
      {/* Screen readers hear the save state too. */}
      <p className="visually-hidden" role="status">
        {submitting ? `Menyimpan ${text.noun}…` : ''}
      </p>
    </form>
  )
}

/** Checkboxes for a list of ids (tags, authors), named by a legend. */
function CheckboxGroup({
  legend,
  meta,
  options,
  empty,
}: {
  legend: string
  meta: FieldMetadata<string[]>
  options: { id: string; label: string; detail?: string }[]
  empty: ReactNode
}) {
  const errors = meta.errors ?? []
  const inputs = options.length ? getCollectionProps(meta, { type: 'checkbox', options: options.map((o) => o.id) }) : []
  return (
    <Field group label={legend} className="post-checkboxes" errorId={meta.errorId} errors={errors}>
      {options.length === 0 ? (
        <p className="field-help">{empty}</p>
      ) : (
        <ul className="checkbox-list">
          {options.map((option, index) => {
            const { key, ...input } = inputs[index]!
            return (
              <li key={key ?? option.id}>
                <label>
                  <input {...input} />
                  <span>
                    {option.label}
                    {option.detail ? <span className="checkbox-detail">{` · ${option.detail}`}</span> : null}
                  </span>
                </label>
              </li>
            )
          })}
        </ul>
      )}
    </Field>
  )
}
