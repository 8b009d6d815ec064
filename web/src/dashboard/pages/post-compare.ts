/** The blog and publication form as labelled text, for the comparison with another person's version (live/live-form.tsx). */
import { htmlToText } from '../../../../shared/schemas/common'
import type { StoredFile } from '../../../../shared/schemas/types'
import { formatJakartaDateTime } from '../components/post-dates'
import type { CompareRow, FormInput } from '../live/live-form'
import type { PostFormPageProps } from './post-form-page'

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

export function postCompareRows(values: FormInput, props: PostFormPageProps): CompareRow[] {
  const rows: CompareRow[] = [
    { label: 'Judul', text: one(values.title) },
    { label: 'Slug', text: one(values.slug) },
    { label: 'Tanggal publikasi', text: dateText(one(values.publishedAt)) },
    { label: 'Kategori', text: namesOf(many(values.categoryId).filter(Boolean), props.categories) },
    { label: 'Tag', text: namesOf(many(values.tagIds), props.tags) },
    { label: 'Penulis', text: namesOf(many(values.authorIds), props.authors) },
    { label: 'Gambar sampul', text: fileText(one(values.cover), props.files.cover) },
  ]
  if (props.collection === 'publications') rows.push({ label: 'File publikasi', text: fileText(one(values.file), props.files.file) })
  rows.push(
    { label: 'Ringkasan', text: one(values.excerpt) || '(diambil dari awal konten)' },
    { label: 'Konten', text: htmlToText(one(values.content)), long: true },
  )
  return rows
}
