/**
 * A collection's form fields rendered from its module (docs/decisions/0020-collection-modules.md):
 * each field's kind picks its control, its label, help and required mark come from the module,
 * so a field added to a module shows in the form with no edit here or in the page.
 */
import { getCollectionProps, getInputProps, getSelectProps, getTextareaProps, type FieldMetadata } from '@conform-to/react'
import { useEffect, useRef, useState, type ChangeEvent, type ReactNode } from 'react'
import { suggestSlug, type Field as FieldSpec } from '../../../../shared/collections/define'
import { localePath } from '../../../../shared/i18n/langs'
import type { StoredFile } from '../../../../shared/schemas/types'
import { DatePickerField, DayPickerField } from '../components/date-picker-field'
import { describedBy, Field } from '../components/field'
import type { RichTextEditor } from '../components/rich-text-editor'
import { UploadField } from '../components/upload-field'
import { BlockEditor } from './block-pages/block-editor'
import { MentionSuggestions } from './mention-suggestions'

/** One choice of a reference or a list of ids. */
export interface FieldOption {
  id: string
  label: string
  detail?: string
  /** A regulation's citation key: the form suggests ticking it when the content cites it (./mention-suggestions.tsx). */
  mentionKey?: string
  /** Cited by the content and not ticked when the server rendered the form: suggested before any script runs. */
  suggested?: boolean
}

/** What the server gives the form beside the values: choices and the files behind upload paths. */
export interface ModuleFieldContext {
  /** Choices of each reference or list-of-ids field, by field name. */
  options: Record<string, FieldOption[]>
  /** The stored file behind each upload field's path, for its preview. */
  files: Record<string, StoredFile | null>
  /** The server's clock (ISO), for date fields. */
  now: string
  /** The address pattern a slug fills in (`/practice-area/{slug}`). */
  slugPattern?: string
  /** What a list without choices says instead (a link to create some). */
  empty?: Record<string, ReactNode>
}

type Metadata = FieldMetadata<unknown>

/**
 * What a page adds to a field's control beyond what the module says: an input type that brings
 * the phone's matching keyboard, an example in the empty input, a textarea's height.
 */
export interface ControlHints {
  type?: 'email' | 'tel' | 'url'
  placeholder?: string
  rows?: number
}

export interface ModuleFieldsProps extends ModuleFieldContext {
  /**
   * The rich-text editor, passed by the pages whose modules have rich text: it is the largest
   * part of the dashboard's code, so a page without rich text (profiles) never loads it. Not
   * part of the context the server sends: a component is not data.
   */
  RichText?: typeof RichTextEditor
  /** The module's form fields. */
  specs: Record<string, FieldSpec>
  /** Conform's metadata of every field, by name. */
  fields: Record<string, Metadata>
  /** Which fields, in order (every field of `specs` when absent). */
  names?: readonly string[]
  mode: 'create' | 'edit'
  /** A draft was restored: the rich-text editor renders at once with its value. */
  restored: boolean
  /** Hints for the controls of some fields, by field name. */
  controls?: Record<string, ControlHints>
}

/** The stored file a path stands for, as far as the page knows it (for previews). */
function knownFile(path: string, known: StoredFile | null | undefined, image: boolean): StoredFile | null {
  if (!path) return null
  if (known?.path === path) return known
  // A path from a draft: an image can still be previewed from its path; a PDF's details are unknown.
  return image ? { path, contentType: 'image/jpeg', size: 0 } : null
}

const text = (value: unknown) => (typeof value === 'string' ? value : Array.isArray(value) ? String(value[0] ?? '') : '')

/**
 * The slug of a new item follows its source field (the title, the name) until the user edits
 * it; an existing item's slug never moves by itself: its address may have been shared. An
 * empty one (an English slug of an item written in Indonesian only) has no address yet, so it
 * follows its title as a new item's does.
 */
function useFollowingSlug(slugMeta: Metadata | undefined, sourceMeta: Metadata | undefined, mode: 'create' | 'edit', suggest: (text: string) => string) {
  const initialSource = text(sourceMeta?.initialValue)
  const [slug, setSlug] = useState(text(slugMeta?.initialValue))
  const [edited, setEdited] = useState(slug !== '' && (mode === 'edit' || slug !== suggest(initialSource)))
  const input = useRef<HTMLInputElement>(null)
  const followed = useRef(false)
  useEffect(() => {
    // Let Conform revalidate a slug that changed without typing.
    if (followed.current) input.current?.dispatchEvent(new Event('input', { bubbles: true }))
    followed.current = false
  }, [slug])
  // A title typed before the page's script ran (a slow connection) is in the input but was never
  // followed: the slug takes it up once the script runs.
  useEffect(() => {
    if (edited || !sourceMeta) return
    const typed = (document.getElementById(sourceMeta.id) as HTMLInputElement | null)?.value ?? ''
    if (typed && suggest(typed) !== slug) {
      followed.current = true
      setSlug(suggest(typed))
    }
    // eslint-disable-next-line react-hooks/exhaustive-deps
  }, [])
  return {
    slug,
    input,
    onSource(event: ChangeEvent<HTMLInputElement>) {
      if (edited) return
      followed.current = true
      setSlug(suggest(event.target.value))
    },
    onSlug(event: ChangeEvent<HTMLInputElement>) {
      setSlug(event.target.value)
      setEdited(event.target.value !== '')
    },
  }
}

/** The fields named (or every field), each as its kind's control inside a `Field`. */
export function ModuleFields(props: ModuleFieldsProps) {
  const { specs, fields, mode } = props
  const names = props.names ?? Object.keys(specs)
  const slugName = names.find((name) => specs[name]?.kind === 'slug')
  const source = slugName ? specs[slugName]?.from : undefined
  const slugSpec = slugName ? specs[slugName] : undefined
  // In the slug's language: an English slug reads "&" as "and", an Indonesian one as "dan".
  const suggest = (typed: string) => suggestSlug(slugSpec ?? {}, typed)
  const following = useFollowingSlug(slugName ? fields[slugName] : undefined, source && names.includes(source) ? fields[source] : undefined, mode, suggest)
  return (
    <>
      {names.map((name) => {
        const spec = specs[name]
        const meta = fields[name]
        if (!spec || !meta) return null
        return (
          <ModuleField
            key={name}
            name={name}
            spec={spec}
            meta={meta}
            context={props}
            restored={props.restored}
            hints={props.controls?.[name] ?? {}}
            slug={slugName === name ? following : undefined}
            mode={mode}
            RichText={props.RichText}
            onSource={source === name && slugName ? following.onSource : undefined}
          />
        )
      })}
    </>
  )
}

function ModuleField({
  name,
  spec,
  meta,
  context,
  restored,
  hints,
  slug,
  mode,
  RichText,
  onSource,
}: {
  name: string
  spec: FieldSpec
  meta: Metadata
  context: ModuleFieldContext
  restored: boolean
  hints: ControlHints
  slug?: ReturnType<typeof useFollowingSlug>
  mode: 'create' | 'edit'
  RichText: typeof RichTextEditor | undefined
  onSource?: (event: ChangeEvent<HTMLInputElement>) => void
}) {
  const helpId = `${meta.id}-help`
  const errors = meta.errors ?? []
  const invalid = errors.length > 0
  const helpText = spec.kind === 'lines' ? (spec.help ?? 'Satu entri per baris.') : spec.help
  // Conform's input and textarea props add the error id themselves when the field is invalid:
  // they get the help id only. Selects are described here, help and error together.
  // A field with a counter (an SEO title) is described by its count too.
  const countId = spec.counter ? `${meta.id}-count` : undefined
  const helpOnly = describedBy(helpText ? helpId : undefined, countId)
  const described = describedBy(helpOnly, invalid ? meta.errorId : undefined)
  const frame = (control: ReactNode, help: ReactNode = helpText) => (
    <Field label={spec.label} htmlFor={meta.id} errorId={meta.errorId} errors={errors} help={help} helpId={helpId} required={spec.required}>
      {control}
    </Field>
  )

  switch (spec.kind) {
    case 'slug': {
      // An English slug is the address under /en.
      const pattern = spec.translates ? localePath('en', context.slugPattern ?? '/{slug}') : (context.slugPattern ?? '/{slug}')
      const current = slug?.slug ?? text(meta.initialValue)
      return frame(
        <input
          {...getInputProps(meta, { type: 'text', value: false, ariaDescribedBy: helpId })}
          ref={slug?.input}
          {...(slug ? { value: slug.slug, onChange: slug.onSlug } : { defaultValue: current })}
          autoComplete="off"
          spellCheck={false}
        />,
        // A published address may have been shared: changing it is said before it is done.
        `Alamat halaman: ${pattern.replace('{slug}', current || '…')}${mode === 'edit' ? '. Mengubah slug mengubah alamat ini; tautan lama dialihkan ke alamat baru.' : ''}`,
      )
    }
    case 'richText': {
      if (RichText) return <RichText meta={meta as FieldMetadata<string>} label={spec.label} help={spec.help} required={spec.required} immediatelyRender={restored} />
      // A page that did not load the editor (it is large): the HTML in a textarea, still saved and checked.
      return frame(<textarea {...getTextareaProps(meta, { ariaDescribedBy: helpOnly })} rows={8} />)
    }
    case 'textarea':
      return frame(
        <>
          <textarea {...getTextareaProps(meta, { ariaDescribedBy: helpOnly })} rows={hints.rows ?? spec.rows ?? 4} {...(spec.maxLength ? { maxLength: spec.maxLength } : {})} />
          {spec.counter && countId ? <CharCount id={countId} inputId={meta.id} initial={text(meta.initialValue)} shown={spec.counter} /> : null}
        </>,
      )
    case 'lines':
      return frame(
        <textarea
          {...getTextareaProps(meta, { ariaDescribedBy: helpOnly })}
          rows={hints.rows ?? 4}
          // A list that came back as separate values (from a draft) is shown one per line.
          defaultValue={Array.isArray(meta.initialValue) ? meta.initialValue.join('\n') : text(meta.initialValue)}
        />,
      )
    case 'date':
      // Only a publication date says when the item goes public; other dates (an event's start) publish nothing.
      return <DatePickerField meta={meta as FieldMetadata<string>} label={spec.label} now={context.now} required={spec.required} publishNote={name === 'publishedAt'} {...(spec.help ? { help: spec.help } : {})} />
    case 'enumeration':
      return frame(
        <select {...getSelectProps(meta)} aria-describedby={described}>
          {(spec.choices ?? []).map((choice) => (
            <option key={choice.value} value={choice.value}>
              {choice.label}
            </option>
          ))}
        </select>,
      )
    case 'reference': {
      const options = context.options[name] ?? []
      return frame(
        <select {...getSelectProps(meta)} aria-describedby={described}>
          <option value="">{`Pilih ${spec.label.toLowerCase()}`}</option>
          {options.map((option) => (
            <option key={option.id} value={option.id}>
              {option.label}
            </option>
          ))}
        </select>,
      )
    }
    case 'blocks':
      return <BlockEditor meta={meta as FieldMetadata<string>} label={spec.label} {...(spec.help ? { help: spec.help } : {})} options={context.options} />
    case 'ids':
      return <CheckboxGroup legend={spec.label} meta={meta as FieldMetadata<string[]>} options={context.options[name] ?? []} empty={context.empty?.[name] ?? `Belum ada ${spec.label.toLowerCase()}.`} help={spec.help} />
    case 'upload': {
      const path = text(meta.initialValue)
      const folder = spec.upload!
      const image = !['cv', 'publications'].includes(folder)
      return (
        <UploadField
          name={meta.name}
          id={meta.id}
          label={spec.label}
          folder={folder}
          initial={knownFile(path, context.files[name], image)}
          initialPath={path}
          errors={errors}
          errorId={meta.errorId}
          {...(spec.help ? { help: spec.help } : {})}
          required={spec.required}
        />
      )
    }
    default:
      if (spec.picker === 'day') return <DayPickerField meta={meta as FieldMetadata<string>} label={spec.label} now={context.now} required={spec.required} {...(spec.help ? { help: spec.help } : {})} />
      return frame(
        <>
          <input
            {...getInputProps(meta, { type: hints.type ?? 'text', ariaDescribedBy: helpOnly })}
            autoComplete="off"
            {...(hints.placeholder ? { placeholder: hints.placeholder } : {})}
            {...(spec.maxLength ? { maxLength: spec.maxLength } : {})}
            {...(onSource ? { onChange: onSource } : {})}
          />
          {spec.counter && countId ? <CharCount id={countId} inputId={meta.id} initial={text(meta.initialValue)} shown={spec.counter} /> : null}
        </>,
      )
  }
}

/**
 * The characters typed against what a reader sees of them (a search result shows about 60 of a
 * title): past it, the count says the rest is cut. Read from the input's own events, so it
 * follows typing, a restored draft and a loaded revision alike.
 */
function CharCount({ id, inputId, initial, shown }: { id: string; inputId: string; initial: string; shown: number }) {
  const [length, setLength] = useState(initial.trim().length)
  useEffect(() => {
    const input = document.getElementById(inputId) as HTMLInputElement | HTMLTextAreaElement | null
    if (!input) return
    const update = () => setLength(input.value.trim().length)
    update()
    input.addEventListener('input', update)
    return () => input.removeEventListener('input', update)
  }, [inputId])
  const over = length > shown
  return (
    <p id={id} className={`char-count${over ? ' is-over' : ''}`}>
      {`${length} / ${shown} karakter`}
      {over ? ` · yang lebih dari ${shown} karakter terpotong di hasil pencarian` : ''}
    </p>
  )
}

/** Checkboxes for a list of ids (tags, authors, practice areas), named by a legend. */
export function CheckboxGroup({
  legend,
  meta,
  options,
  empty,
  help,
}: {
  legend: string
  meta: FieldMetadata<string[]>
  options: FieldOption[]
  empty: ReactNode
  help?: string
}) {
  const errors = meta.errors ?? []
  const inputs = options.length ? getCollectionProps(meta, { type: 'checkbox', options: options.map((o) => o.id) }) : []
  return (
    <Field group label={legend} className="post-checkboxes" errorId={meta.errorId} errors={errors} {...(help ? { help } : {})}>
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
      {options.some((option) => option.mentionKey) ? <MentionSuggestions name={meta.name} options={options} /> : null}
    </Field>
  )
}
