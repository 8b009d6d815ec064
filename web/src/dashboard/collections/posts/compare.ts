/** The blog and publication form as labelled text, for the comparison with another person's version (live/live-form.tsx). */
import { htmlToText } from '../../../../../shared/schemas/common'
import { blogs } from '../../../../../shared/collections/blogs'
import { publications } from '../../../../../shared/collections/publications'
import type { Field as FieldSpec } from '../../../../../shared/collections/define'
import type { StoredFile } from '../../../../../shared/schemas/types'
import type { FieldOption } from '../module-fields'
import { formatJakartaDateTime } from '../../components/post-dates'
import type { CompareRow, FormInput } from '../../live/live-form'
import type { PostFormPageProps } from './form-page'

/** One value; line breaks as LF whichever way the browser sent them. */
export function one(value: string | string[] | undefined): string {
  const text = typeof value === 'string' ? value : Array.isArray(value) ? (value[0] ?? '') : ''
  return text.replace(/\r\n?/g, '\n')
}

export function many(value: string | string[] | undefined): string[] {
  return value === undefined ? [] : Array.isArray(value) ? value : [value]
}

/** Names of ids in a list of options; an id the page does not know stays visible as such. */
export function namesOf(ids: string[], options: readonly { id: string; name: string }[]): string {
  return ids.map((id) => options.find((option) => option.id === id)?.name ?? `(${id})`).join(', ')
}

/** A file by the name it had when uploaded, else by its stored name. */
export function fileText(path: string, known: StoredFile | null): string {
  if (!path) return ''
  if (known?.path === path && known.originalName) return known.originalName
  return path.split('/').pop() ?? path
}

/** `YYYY-MM-DDTHH:mm` in Jakarta time (the date field's value), as the lists show dates. */
function dateText(value: string): string {
  if (!/^\d{4}-\d{2}-\d{2}T\d{2}:\d{2}$/.test(value)) return value
  const instant = new Date(`${value}:00+07:00`)
  return Number.isNaN(instant.getTime()) ? value : formatJakartaDateTime(instant.toISOString())
}

/** What the comparison needs of a form page's props: the choices and files its values refer to. */
export interface CompareContext {
  options: Record<string, readonly FieldOption[]>
  files: Record<string, StoredFile | null>
}

/** One field as labelled text, by its kind: names for ids and choices, a file's name, a date as lists show it, rich text as its text. */
export function fieldCompareRow(name: string, spec: FieldSpec, value: string | string[] | undefined, context: CompareContext): CompareRow {
  const label = spec.label
  switch (spec.kind) {
    case 'richText':
      return { label, text: htmlToText(one(value)), long: true }
    case 'upload':
      return { label, text: fileText(one(value), context.files[name] ?? null) }
    case 'date':
      return { label, text: dateText(one(value)) }
    case 'ids':
    case 'reference': {
      const options = (context.options[name] ?? []).map((option) => ({ id: option.id, name: option.label }))
      return { label, text: namesOf(many(value).filter(Boolean), options) }
    }
    case 'enumeration': {
      const chosen = one(value)
      return { label, text: spec.choices?.find((choice) => choice.value === chosen)?.label ?? chosen }
    }
    case 'lines':
      return { label, text: one(value), long: true }
    default:
      return { label, text: one(value) }
  }
}

/**
 * The post form as labelled text, one row per field of the collection's module (a field added
 * to it is compared with no edit here), the long rows last; an empty excerpt says it is derived.
 */
export function postCompareRows(values: FormInput, props: PostFormPageProps): CompareRow[] {
  const rows = Object.entries((props.collection === 'blogs' ? blogs : publications).fields as Record<string, FieldSpec>).map(([name, spec]) => {
    const row = fieldCompareRow(name, spec, values[name], props)
    return name === 'excerpt' && !row.text ? { ...row, text: '(diambil dari awal konten)' } : row
  })
  return [...rows.filter((row) => !row.long), ...rows.filter((row) => row.long)]
}
