import { getFormProps, useForm, type SubmissionResult } from '@conform-to/react'
import type { ReviewPanelProps } from '../../../../../shared/collections/reviews'
import { ReviewPanel } from '../../components/review-panel'
import { getZodConstraint, parseWithZod } from '@conform-to/zod/v4'
import { useEffect, useState } from 'react'
import type { PostCollection } from '../../../../../shared/schemas/post'
import { blogs } from '../../../../../shared/collections/blogs'
import { publications } from '../../../../../shared/collections/publications'
import { englishFields, valuesFromDraft, type Field as FieldSpec, type FormValues } from '../../../../../shared/collections/define'
import type { Draft } from '../../drafts'
import { RichTextEditor } from '../../components/rich-text-editor'
import { ModuleFields, type ControlHints, type ModuleFieldContext } from '../module-fields'
import { FormError } from '../../components/form-error'
import { DraftBanner, useFormDraft, type FormDraft } from '../../components/use-form-draft'
import { LiveItemPanel, useLiveItem } from '../../live/live-form'
import { postCompareRows } from './compare'
import { HistoryButton, HistoryPanel, RestoredNotice, useHistoryPanel } from '../../history/history-panel'
import { historyOfForm } from '../../../../../shared/history-view'
import type { StoredFile } from '../../../../../shared/schemas/types'
import type { PublishIntent, PublishStatus } from '../../../../../shared/publish-rule'
import { PublishActions, submittedIntent } from '../../components/publish-actions'
import { LanguageTabs } from '../../components/language-tabs'
import { englishTabNote, MarkTranslationForm, TranslationPanel, type TranslationState } from '../../components/translation-panel'
import { cut, SeoPreview, type FormTexts, type SeoDerived } from '../../components/seo-preview'
import { SeoSection } from '../../components/seo-section'
import { AlertPlanNote } from '../../components/alert-plan-note'
import type { AlertReach } from '../../../../../shared/alert-reach'
import { htmlToText } from '../../../../../shared/schemas/common'
import type { Lang } from '../../../../../shared/i18n/langs'
import { ItemViews } from '../../components/item-views'

/**
 * The post modules, imported one by one rather than through the registry of every collection,
 * which would bring every other module into this page's bundle.
 */
const MODULES = { blogs, publications } as const

/** What the form's inputs show (`publishedAt` as `YYYY-MM-DDTHH:mm`, Jakarta time): the fields of a blog, or of a publication. */
export type PostFormValues = FormValues<typeof blogs.fields> | FormValues<typeof publications.fields>

export interface PostFormPageProps extends Pick<ModuleFieldContext, 'options' | 'files' | 'now'> {
  collection: PostCollection
  mode: 'create' | 'edit'
  /** Where the form posts: its own URL. */
  action: string
  /** The version the form was loaded at (edit). */
  version: number | null
  defaults: PostFormValues
  /** The server's reply to a rejected submission (errors, and the values sent). */
  result?: SubmissionResult<string[]>
  /** The public page, when the item is published. */
  publicUrl: string | null
  /** Views of the item's pages in the last 30 days (Statistik); null or absent: not shown. */
  views?: number | null
  /** The staff preview of the saved item, when it is saved but not yet published. */
  previewUrl: string | null
  /** Where the item stands (Draf, Terjadwal, Terbit); null for a new one. */
  status: PublishStatus | null
  /** Where Pratinjau posts the form's unsaved text. */
  unsavedPreviewUrl: string
  /** The English version's standing (Perlu diperbarui and what changed since); null for a new item. */
  translation?: TranslationState | null
  /** "Tandai sudah diperbarui" refused (the item changed meanwhile). */
  translationError?: string
  /** What the client alert choice will do for this item, and to how many subscribers. */
  alertReach?: AlertReach
  /** Tinjauan: where the review stands and what the signed-in member may do (absent while the setting is off). */
  review?: ReviewPanelProps
  /** Tinjauan is on and nobody approved the item as saved (a new item included): no Terbitkan. */
  awaitsApproval?: boolean
}

const FORM_ID = 'post-form'

/** The fields of the wide column, in order. */
const MAIN_FIELDS = ['title', 'slug', 'content', 'excerpt']
/** The fields of the side column, in order (a name the collection lacks, a blog's `file`, is skipped). */
const SIDE_FIELDS = ['publishedAt', 'categoryId', 'tagIds', 'authorIds', 'regulationIds', 'cover', 'coverAlt', 'file']
/** The SEO fields, in their own group with the preview of a result and a shared link. */
const SEO_FIELDS = ['seoTitle', 'seoDescription', 'seoImage']
const SEO_ENGLISH = ['seoTitleEn', 'seoDescriptionEn']
/** Kirim sebagai peringatan klien, followed by what it will do for this item. */
const ALERT_FIELD = 'sendAlert'

/** The length of an excerpt made from the content when none is typed (EXCERPT_LENGTH of functions/src/collections/posts/data.ts). */
const DERIVED_EXCERPT = 180

/** What a post's page shows without SEO fields (the server's derivation: functions/src/render/seo-head.ts). */
const derivePost = (collection: PostCollection, lang: Lang) => (values: FormTexts): SeoDerived => {
  const en = lang === 'en' ? 'En' : ''
  const slug = values[`slug${en}`] || '…'
  return {
    title: values[`title${en}`] ?? '',
    description: (values[`excerpt${en}`] ?? '').trim() || cut(htmlToText(values[`content${en}`] ?? ''), DERIVED_EXCERPT),
    image: values.cover ?? '',
    path: `${lang === 'en' ? '/en' : ''}/${collection}/${slug}`,
  }
}

/** The excerpt is a sentence or two: a lower box than a textarea's default. */
const CONTROLS: Record<string, ControlHints> = { excerpt: { rows: 3 } }

/** What an empty list of choices says instead: a link to where they are made. */
const EMPTY_CHOICES = {
  tagIds: (
    <>
      {'Belum ada tag. '}
      <a href="/dashboard/tags">Tambahkan tag</a>
    </>
  ),
  authorIds: (
    <>
      {'Belum ada profil advokat. '}
      <a href="/dashboard/profiles/create">Tambahkan profil</a>
    </>
  ),
}

type PostFields = Record<string, FieldSpec>

/** /dashboard/{blogs|publications}/create and /{id}/edit. */
export default function PostFormPage({ props }: { props: PostFormPageProps }) {
  const text = MODULES[props.collection].labels
  const draft = useFormDraft(props.action, props.version === null ? null : String(props.version), { unsaved: Boolean(props.result) })
  const [restored, setRestored] = useState<{ values: Draft['values']; count: number } | null>(null)
  // Riwayat: Pulihkan loads a revision like a draft, its files shown as the form's own.
  const [restoredFiles, setRestoredFiles] = useState<Record<string, StoredFile | null> | null>(null)
  const history = useHistoryPanel(props.mode === 'edit' ? historyOfForm(props.action) : null, (values, files) => {
    setRestoredFiles(files)
    setRestored((previous) => ({ values, count: (previous?.count ?? 0) + 1 }))
  })

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
        <div className="profile-head-actions">
          <HistoryButton state={history} />
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
      </div>
      <ItemViews views={props.views} />
      <DraftBanner draft={draft} onRestore={(values) => setRestored((previous) => ({ values, count: (previous?.count ?? 0) + 1 }))} />
      <HistoryPanel state={history} />
      <RestoredNotice state={history} />
      <LiveItemPanel change={live.change} action={props.action} current={props} formRef={draft.formRef} rows={postCompareRows} onAdopt={setVersion} />
      <PostForm key={restored?.count ?? 0} props={restoredFiles ? { ...props, files: { ...props.files, ...restoredFiles } } : props} draft={draft} restored={restored?.values ?? null} version={version} gone={live.gone} />
      <MarkTranslationForm translation={props.translation} version={version} />
      {props.review ? <ReviewPanel review={props.review} /> : null}
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
  const module = MODULES[collection]
  const specs: PostFields = module.fields
  const schema = module.formSchema
  const loaded = props.defaults as unknown as FormValues<PostFields>
  const defaults = restored ? valuesFromDraft({ fields: specs }, restored, loaded) : loaded
  const [submitting, setSubmitting] = useState<PublishIntent | null>(null)
  const [form, fields] = useForm({
    id: FORM_ID,
    // A restored draft replaces what the server sent back.
    lastResult: restored ? undefined : props.result,
    defaultValue: defaults,
    constraint: getZodConstraint(schema),
    shouldValidate: 'onBlur',
    shouldRevalidate: 'onInput',
    onValidate: ({ formData }) => parseWithZod(formData, { schema }),
    onSubmit: (event) => {
      draft.clear()
      setSubmitting(submittedIntent(event))
    },
  })

  // Coming back through the browser's history shows the page as it was left: submittable again.
  useEffect(() => {
    const onShow = (event: PageTransitionEvent) => {
      if (event.persisted) setSubmitting(null)
    }
    window.addEventListener('pageshow', onShow)
    return () => window.removeEventListener('pageshow', onShow)
  }, [])

  // Every field's control, label and help come from the module; the page only places them.
  const context = {
    specs,
    fields: fields as never,
    mode: props.mode,
    restored: restored !== null,
    options: props.options,
    files: props.files,
    now: props.now,
    slugPattern: `/${collection}/{slug}`,
    empty: EMPTY_CHOICES,
    controls: CONTROLS,
    RichText: RichTextEditor,
  }
  // The English versions of the translated fields, in the English tab.
  const english = englishFields(module).map(([name]) => name)
  // The module's fields this page does not place: a field added to a post module shows here
  // (at the end of the wide column) with no edit of this page.
  const others = Object.keys(specs).filter((name) => !MAIN_FIELDS.includes(name) && !SIDE_FIELDS.includes(name) && !SEO_FIELDS.includes(name) && !english.includes(name) && name !== ALERT_FIELD)
  const englishRest = english.filter((name) => !SEO_ENGLISH.includes(name))
  // Files with an English version of their own (a publication's English PDF).
  const englishFiles = englishFields(module).flatMap(([, , f]) => (f.kind === 'upload' ? [f.label] : []))
  const errorsIn = (names: readonly string[]) => names.filter((name) => (fields as Record<string, { errors?: string[] }>)[name]?.errors?.length).length
  const hasEnglishText = english.some((name) => {
    const value = (defaults as Record<string, unknown>)[name]
    return typeof value === 'string' && value.trim() !== ''
  })

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
          <LanguageTabs
            panels={{
              id: (
                <>
                  <ModuleFields {...context} names={MAIN_FIELDS} />
                  <ModuleFields {...context} names={others} />
                  <ModuleFields {...context} names={[ALERT_FIELD]} />
                  {props.alertReach ? <AlertPlanNote formId={FORM_ID} reach={props.alertReach} categories={props.options.categoryId ?? []} initial={defaults as Record<string, unknown>} /> : null}
                  <SeoSection>
                    <ModuleFields {...context} names={SEO_FIELDS} />
                    <SeoPreview formId={FORM_ID} lang="id" derive={derivePost(collection, 'id')} />
                  </SeoSection>
                </>
              ),
              en: (
                <>
                  <p className="field-help language-panel-help">
                    Opsional. Versi bahasa Inggris tampil di <code>/en</code>; begitu salah satu isiannya diisi, judul, slug, dan konten bahasa Inggris harus diisi juga. Tanggal, kategori, tag, penulis, dan berkas dipakai bersama
                    {englishFiles.length ? `, kecuali ${englishFiles.join(', ')} di bawah (opsional)` : ''}.
                  </p>
                  <TranslationPanel translation={props.translation} error={props.translationError} />
                  <ModuleFields {...context} names={englishRest} />
                  <SeoSection lang="en">
                    <ModuleFields {...context} names={SEO_ENGLISH} />
                    <SeoPreview formId={FORM_ID} lang="en" derive={derivePost(collection, 'en')} />
                  </SeoSection>
                </>
              ),
            }}
            errors={{ id: errorsIn([...MAIN_FIELDS, ...others, ...SEO_FIELDS]), en: errorsIn(english) }}
            notes={{ en: englishTabNote(props.translation, hasEnglishText) }}
            {...(props.translationError ? { initial: 'en' as const } : {})}
          />
        </div>
        <div className="panel post-form-side">
          <ModuleFields {...context} names={SIDE_FIELDS} />
        </div>
      </div>
      <div className="form-actions">
        <PublishActions
          status={props.status}
          submitting={submitting}
          disabled={gone}
          previewAction={props.unsavedPreviewUrl}
          errorId={form.errors?.length ? form.errorId : undefined}
          awaitsApproval={props.awaitsApproval}
        />
        <a className="btn btn-quiet" href={`/dashboard/${collection}`}>
          Batal
        </a>
        <FormError id={form.errorId} errors={form.errors} />
      </div>
      {/* Screen readers hear the save state too. */}
      <p className="visually-hidden" role="status">
        {submitting ? `Menyimpan ${module.labels.noun}…` : ''}
      </p>
    </form>
  )
}
