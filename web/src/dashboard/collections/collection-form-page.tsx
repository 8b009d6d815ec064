/**
 * The create and edit page of a collection whose form is its module's fields in order
 * (practice areas, and every collection that needs no layout of its own): a field added to
 * the module shows here, is kept in drafts and compared with another person's save. A fixed
 * page whose module groups its fields (PAGE_SECTIONS: Beranda's buttons and figures) is shown
 * a panel per group, each pair side by side; a field no group names still shows, after them.
 */
import { getFormProps, useForm, type SubmissionResult } from '@conform-to/react'
import type { ReviewPanelProps } from '../../../../shared/collections/reviews'
import { ReviewPanel } from '../components/review-panel'
import { getZodConstraint, parseWithZod } from '@conform-to/zod/v4'
import { useEffect, useState } from 'react'
import { PAGE_MODULES, PAGE_SECTIONS, type FormSection, type PageId } from '../../../../shared/collections/pages'
import { FORM_MODULES, type FormCollection } from './form-modules'
import { englishFields, valuesFromDraft, type Collection, type Field as FieldSpec, type FormValues } from '../../../../shared/collections/define'
import { htmlToText } from '../../../../shared/schemas/common'
import type { Draft } from '../drafts'
import { describedBy } from '../components/field'
import { FormError } from '../components/form-error'
import { DraftBanner, useFormDraft, type FormDraft } from '../components/use-form-draft'
import { LiveItemPanel, useLiveItem, type CompareRow, type FormInput } from '../live/live-form'
import { fileText, many, one } from './posts/compare'
import { RichTextEditor } from '../components/rich-text-editor'
import { ModuleFields, type ModuleFieldContext } from './module-fields'
import { HistoryButton, HistoryPanel, RestoredNotice, useHistoryPanel } from '../history/history-panel'
import { historyOfForm } from '../../../../shared/history-view'
import type { StoredFile } from '../../../../shared/schemas/types'
import type { PublishIntent, PublishStatus } from '../../../../shared/publish-rule'
import { PublishActions, submittedIntent } from '../components/publish-actions'
import { LanguageTabs } from '../components/language-tabs'
import { languageSections } from '../components/language-sections'
import { englishTabNote, MarkTranslationForm, TranslationPanel, type TranslationState } from '../components/translation-panel'
import type { Lang } from '../../../../shared/i18n/langs'
import { SeoPreview, type FormTexts, type SeoDerived } from '../components/seo-preview'
import { ItemViews } from '../components/item-views'

export type { FormCollection }

export interface CollectionFormPageProps extends ModuleFieldContext {
  collection: FormCollection
  /** Which page, for the `pages` collection: each page is its own module. */
  page?: PageId
  mode: 'create' | 'edit'
  /** Where the form posts: its own URL. */
  action: string
  /** The list this item belongs to. */
  listHref: string
  /** The version the form was loaded at (edit). */
  version: number | null
  defaults: Record<string, string | string[]>
  /** The server's reply to a rejected submission (errors, and the values sent). */
  result?: SubmissionResult<string[]>
  /** The public page, when the item has one. */
  publicUrl: string | null
  /** Views of the item's pages in the last 30 days (Statistik); null or absent: not shown. */
  views?: number | null
  /** Further links beside the heading (the team's order of a practice area). */
  links?: { href: string; label: string }[]
  /**
   * An item that can be a draft: where it stands (null when new), where Pratinjau posts the
   * form's text, and the saved version's preview while it is not public.
   */
  publish?: { status: PublishStatus | null; previewAction: string; savedPreview: string | null; awaitsApproval?: boolean }
  /** A translated item's English standing (Perlu diperbarui and what changed since); absent for a new one. */
  translation?: TranslationState | null
  /** "Tandai sudah diperbarui" refused (the item changed meanwhile). */
  translationError?: string
  /** Tinjauan: where the review stands and what the signed-in member may do (absent while the setting is off). */
  review?: ReviewPanelProps
}

type AnyModule = Collection<string, Record<string, FieldSpec>, Record<string, FieldSpec>>

/** The module the form is made of: the collection's, or for a fixed page, that page's. */

const moduleOf = ({ collection, page }: Pick<CollectionFormPageProps, 'collection' | 'page'>) =>
  (collection === 'pages' && page ? PAGE_MODULES[page] : FORM_MODULES[collection]) as unknown as AnyModule

/**
 * The form's panels: the module's sections (a fixed page's), then one for any field they do
 * not name; without sections, every field in one panel.
 */
export function sectionsOf(props: Pick<CollectionFormPageProps, 'collection' | 'page'>): FormSection[] {
  const names = Object.keys(moduleOf(props).fields)
  const sections = props.collection === 'pages' && props.page ? (PAGE_SECTIONS[props.page] ?? []) : []
  const placed = new Set(sections.flatMap((section) => [...(section.names ?? []), ...(section.pairs ?? []).flat()]))
  // The SEO fields are a group of their own, last, with the preview under them.
  const seo = names.filter((name) => SEO_NAMES.includes(name))
  const rest = names.filter((name) => !placed.has(name) && !seo.includes(name))
  return [...sections, ...(rest.length ? [{ names: rest }] : []), ...(seo.length ? [{ title: SEO_TITLE, help: SEO_HELP, names: seo }] : [])]
}

const SEO_NAMES = ['seoTitle', 'seoDescription', 'seoImage']
const SEO_TITLE = 'Mesin pencari dan berbagi'
const SEO_HELP = 'Opsional. Bila dikosongkan, halaman memakai judul, ringkasan, dan gambarnya sendiri seperti biasa.'

/** What each collection's page shows without SEO fields (the server's derivation: functions/src/render/seo-head.ts). */
const SEO_DERIVED: Partial<Record<FormCollection, (lang: Lang) => (values: FormTexts) => SeoDerived>> = {
  practiceAreas: (lang) => (values) => {
    const en = lang === 'en' ? 'En' : ''
    return {
      title: values[`name${en}`] ?? '',
      description: values[`summary${en}`] ?? '',
      image: values.cover ?? '',
      path: `${lang === 'en' ? '/en' : ''}/practice-area/${values[`slug${en}`] || '…'}`,
    }
  },
}

/** The form as labelled text, for the comparison with another person's version: one row per field. */
export function moduleCompareRows(values: FormInput, props: CollectionFormPageProps): CompareRow[] {
  return Object.entries(moduleOf(props).fields).map(([name, spec]) => {
    const value = values[name]
    if (spec.kind === 'richText') return { label: spec.label, text: htmlToText(one(value)), long: true }
    if (spec.kind === 'upload') return { label: spec.label, text: fileText(one(value), props.files[name] ?? null) }
    if (spec.kind === 'ids' || spec.kind === 'reference') {
      const options = props.options[name] ?? []
      const ids = many(value).filter(Boolean)
      return { label: spec.label, text: ids.map((id) => options.find((o) => o.id === id)?.label ?? `(${id})`).join(', ') }
    }
    return { label: spec.label, text: one(value), ...(spec.kind === 'textarea' || spec.kind === 'lines' ? { long: true } : {}) }
  })
}

export default function CollectionFormPage({ props }: { props: CollectionFormPageProps }) {
  const module = moduleOf(props)
  const text = module.labels
  const draft = useFormDraft(props.action, props.version === null ? null : String(props.version), { unsaved: Boolean(props.result) })
  const [restored, setRestored] = useState<{ values: Draft['values']; count: number } | null>(null)
  // Riwayat: Pulihkan loads a revision like a draft, its files shown as the form's own.
  const [restoredFiles, setRestoredFiles] = useState<Record<string, StoredFile | null> | null>(null)
  const history = useHistoryPanel(props.mode === 'edit' ? historyOfForm(props.action) : null, (values, files) => {
    setRestoredFiles(files)
    setRestored((previous) => ({ values, count: (previous?.count ?? 0) + 1 }))
  })

  // A refused submission is kept as a draft at once, so the input survives the reload a
  // message may ask for (declared after useFormDraft, which reads the previous draft first).
  const rejected = Boolean(props.result)
  useEffect(() => {
    if (rejected) draft.saveNow()
    // eslint-disable-next-line react-hooks/exhaustive-deps
  }, [])

  const [version, setVersion] = useState(props.version)
  const live = useLiveItem({ collection: props.collection, action: props.action, version })

  return (
    <div className="page-stack">
      <div className="page-head">
        <div>
          <p className="post-breadcrumb">
            <a href={props.listHref}>{FORM_MODULES[props.collection].labels.title}</a>
          </p>
          <h1>{props.mode === 'edit' ? text.edit : text.create}</h1>
        </div>
        <div className="profile-head-actions">
          <HistoryButton state={history} />
          {(props.links ?? []).map((link) => (
            <a key={link.href} className="btn btn-quiet" href={link.href}>
              {link.label}
            </a>
          ))}
          {props.publicUrl ? (
            <a className="btn btn-quiet" href={props.publicUrl} target="_blank" rel="noopener">
              Lihat di situs
            </a>
          ) : props.publish?.savedPreview ? (
            <a className="btn btn-quiet" href={props.publish.savedPreview} target="_blank" rel="noopener" title="Versi yang tersimpan, sebelum terbit">
              Pratinjau
            </a>
          ) : null}
        </div>
      </div>
      <ItemViews views={props.views} />
      <DraftBanner draft={draft} onRestore={(values) => setRestored((previous) => ({ values, count: (previous?.count ?? 0) + 1 }))} />
      <HistoryPanel state={history} />
      <RestoredNotice state={history} />
      <LiveItemPanel change={live.change} action={props.action} current={props} formRef={draft.formRef} rows={moduleCompareRows} onAdopt={setVersion} />
      <CollectionForm key={restored?.count ?? 0} module={module} props={restoredFiles ? { ...props, files: { ...props.files, ...restoredFiles } } : props} draft={draft} restored={restored?.values ?? null} version={version} gone={live.gone} />
      <MarkTranslationForm translation={props.translation} version={version} />
      {props.review ? <ReviewPanel review={props.review} /> : null}
    </div>
  )
}

function CollectionForm({
  module,
  props,
  draft,
  restored,
  version,
  gone,
}: {
  module: AnyModule
  props: CollectionFormPageProps
  draft: FormDraft
  restored: Draft['values'] | null
  version: number | null
  gone: boolean
}) {
  const schema = module.formSchema
  const loaded = props.defaults as FormValues<Record<string, FieldSpec>>
  const defaults = restored ? valuesFromDraft(module, restored, loaded) : loaded
  // The intent being saved (`publish` for a form without drafts), or null.
  const [submitting, setSubmitting] = useState<PublishIntent | null>(null)
  const [form, fields] = useForm({
    id: `${module.name}-form`,
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

  /** The form's panels; a translated module's in Bahasa Indonesia / English tabs. */
  const formPanels = () => {
    const panels = (sections: FormSection[], lang: Lang) => sections.map((section, index) => {
      const moduleFields = (names: readonly string[]) => (
        <ModuleFields
          RichText={RichTextEditor}
          specs={module.fields}
          fields={fields as never}
          names={names}
          mode={props.mode}
          restored={restored !== null}
          options={props.options}
          files={props.files}
          now={props.now}
          {...(props.slugPattern ? { slugPattern: props.slugPattern } : {})}
          {...(props.empty ? { empty: props.empty } : {})}
        />
      )
      const content = (
        <>
          {section.names ? moduleFields(section.names) : null}
          {(section.pairs ?? []).map((pair) => (
            <div key={pair.join()} className="field-pair">
              {moduleFields(pair)}
            </div>
          ))}
        </>
      )
      const helpId = `${form.id}-section-${lang}-${index}-help`
      const derive = SEO_DERIVED[props.collection]
      const preview = derive && (section.names ?? []).some((name) => name.startsWith('seoTitle')) ? <SeoPreview formId={form.id} lang={lang} derive={derive(lang)} /> : null
      return (
        <div key={`${section.title ?? ''}${index}`} className="panel collection-form-fields">
          {section.title ? (
            // A group named by its legend and described by its help, for every field in it.
            <fieldset className="form-section" aria-describedby={section.help ? helpId : undefined}>
              <legend>{lang === 'en' && section.title === SEO_TITLE ? `${SEO_TITLE} (English)` : section.title}</legend>
              {section.help ? (
                <p id={helpId} className="field-help">
                  {section.help}
                </p>
              ) : null}
              {content}
              {preview}
            </fieldset>
          ) : (
            content
          )}
        </div>
      )
    })
    const sections = sectionsOf(props)
    const english = englishFields(module)
    if (english.length === 0) return <>{panels(sections, 'id')}</>
    // Translated fields: Bahasa Indonesia / English tabs, each counting its errors.
    const errorsIn = (lang: Lang) =>
      Object.keys(module.fields).filter((name) => Boolean(module.fields[name]!.translates) === (lang === 'en') && (fields as Record<string, { errors?: string[] }>)[name]?.errors?.length).length
    const hasEnglishText = english.some(([name]) => {
      const value = (defaults as Record<string, unknown>)[name]
      return typeof value === 'string' ? value.trim() !== '' : Array.isArray(value) && value.length > 0
    })
    return (
      <LanguageTabs
        panels={{
          id: panels(languageSections(sections, module.fields, 'id'), 'id'),
          en: (
            <>
              <p className="field-help language-panel-help">
              Opsional. Versi bahasa Inggris tampil di <code>/en</code>; begitu salah satu isiannya diisi, isian yang wajib dalam bahasa Indonesia wajib juga di sini.
            </p>
              <TranslationPanel translation={props.translation} error={props.translationError} />
              {panels(languageSections(sections, module.fields, 'en'), 'en')}
            </>
          ),
        }}
        errors={{ id: errorsIn('id'), en: errorsIn('en') }}
        notes={{ en: englishTabNote(props.translation, hasEnglishText) }}
        {...(props.translationError ? { initial: 'en' as const } : {})}
      />
    )
  }

  return (
    <form method="post" action={props.action} {...getFormProps(form)} ref={draft.formRef} onInput={draft.onInput} onChange={draft.onInput} className="post-form">
      {version !== null ? <input type="hidden" name="version" value={String(version)} /> : null}
      {formPanels()}
      <div className="form-actions">
        {props.publish ? (
          <PublishActions
            status={props.publish.status}
            submitting={submitting}
            disabled={gone}
            previewAction={props.publish.previewAction}
            errorId={form.errors?.length ? form.errorId : undefined}
            awaitsApproval={props.publish.awaitsApproval}
          />
        ) : (
          <button type="submit" className="btn btn-primary" disabled={submitting !== null || gone} aria-describedby={describedBy(form.errors?.length ? form.errorId : undefined)}>
            {submitting ? 'Menyimpan…' : 'Simpan'}
          </button>
        )}
        <a className="btn btn-quiet" href={props.listHref}>
          Batal
        </a>
        <FormError id={form.errorId} errors={form.errors} />
      </div>
      <p className="visually-hidden" role="status">
        {submitting ? `Menyimpan ${module.labels.noun}…` : ''}
      </p>
    </form>
  )
}
