/**
 * Two versions of a document compared field by field, labelled from its module's fields: text
 * as a word-level comparison (jsdiff's diffWords; rich text compared as the text readers see,
 * a line per paragraph), references by the names of what they point to, dates as people read
 * them, files by name with a thumbnail. Fields that did not change are left out. Runs on the
 * server, so the dashboard's code does not carry the comparison library.
 */
import { diffWords } from 'diff'
import type { Field } from '../../../shared/collections/define'
import type { FieldChange, FileView, TextPart } from '../../../shared/history-view'
import { htmlToText, toJakartaInput } from '../../../shared/schemas/common'
import type { StoredFile } from '../../../shared/schemas/types'

type Doc = Record<string, unknown> | null

/** Names of referenced documents by id, per field name (what the form's choices show). */
export type ReferenceNames = Record<string, Map<string, string>>

const BLOCK_END = /<\/(?:p|h[1-6]|li|blockquote|pre)\s*>|<br\s*\/?>/gi

/** Rich text as the words readers see, a line per paragraph, heading or list item. */
export function richTextLines(html: string): string {
  return html
    .split(BLOCK_END)
    .map((block) => htmlToText(block).trim())
    .filter(Boolean)
    .join('\n')
}

const MONTHS = ['Januari', 'Februari', 'Maret', 'April', 'Mei', 'Juni', 'Juli', 'Agustus', 'September', 'Oktober', 'November', 'Desember']

function dateText(value: unknown): string {
  if (typeof value !== 'string' || Number.isNaN(Date.parse(value))) return typeof value === 'string' ? value : ''
  const { date, time } = toJakartaInput(value)
  const [year, month, day] = date.split('-').map(Number)
  return `${day} ${MONTHS[(month ?? 1) - 1]} ${year} pukul ${time.replace(':', '.')} WIB`
}

/** A field's value as text, the way the form shows it. */
function textOf(name: string, field: Field, value: unknown, references: ReferenceNames): string {
  if (value === null || value === undefined) return ''
  switch (field.kind) {
    case 'richText':
      return typeof value === 'string' ? richTextLines(value) : ''
    case 'date':
      return dateText(value)
    case 'ids':
    case 'reference': {
      const ids = Array.isArray(value) ? (value as unknown[]).map(String) : [String(value)]
      return ids
        .filter(Boolean)
        .map((id) => references[name]?.get(id) ?? `(${id})`)
        .join(', ')
    }
    case 'enumeration':
      return field.choices?.find((choice) => choice.value === value)?.label ?? String(value)
    case 'lines':
      return Array.isArray(value) ? value.join('\n') : String(value)
    default:
      return typeof value === 'string' ? value : Array.isArray(value) ? value.join(', ') : JSON.stringify(value)
  }
}

/** The image types a thumbnail is made of. */
const IMAGE_TYPES = /^image\/(?:jpeg|png|webp|gif)$/

export function fileView(file: StoredFile | null | undefined): FileView | null {
  if (!file || typeof file.path !== 'string') return null
  return {
    name: file.originalName || file.path.split('/').pop() || file.path,
    path: file.path,
    href: `/media/${file.path}`,
    image: IMAGE_TYPES.test(file.contentType ?? ''),
  }
}

/** Words of two texts, changes marked; adjacent runs of one kind merged. */
export function wordParts(before: string, after: string): TextPart[] {
  return diffWords(before, after).map((part) => ({
    value: part.value,
    ...(part.added ? { added: true } : {}),
    ...(part.removed ? { removed: true } : {}),
  }))
}

/** Unchanged words kept on each side of a change in a long text; the rest is one "…". */
export const CONTEXT_WORDS = 12

/**
 * A long text's comparison with the unchanged stretches far from any change left out: the
 * reader sees each change with a dozen words around it, not the whole article again.
 */
export function trimUnchanged(parts: TextPart[]): TextPart[] {
  if (!parts.some((part) => part.added || part.removed)) return parts
  return parts.flatMap((part, index) => {
    if (part.added || part.removed) return [part]
    const lead = /^\s*/.exec(part.value)![0]
    const words = part.value.slice(lead.length).match(/\S+\s*/g) ?? []
    const head = index === 0 ? 0 : CONTEXT_WORDS
    const tail = index === parts.length - 1 ? 0 : CONTEXT_WORDS
    if (words.length <= head + tail + 4) return [part]
    return [
      ...(head ? [{ value: lead + words.slice(0, head).join('') }] : []),
      { value: ' … ', gap: true },
      ...(tail ? [{ value: words.slice(-tail).join('') }] : []),
    ]
  })
}

/** The fields that differ from `before` to `after`, in the module's order. */
export function compareDocuments(fields: Record<string, Field>, before: Doc, after: Doc, references: ReferenceNames = {}): FieldChange[] {
  const changes: FieldChange[] = []
  for (const [name, field] of Object.entries(fields)) {
    const a = before?.[name]
    const b = after?.[name]
    if (field.upload) {
      const [fa, fb] = [fileView(a as StoredFile | null), fileView(b as StoredFile | null)]
      if (fa?.path !== fb?.path) changes.push({ name, label: field.label, files: { before: fa, after: fb } })
      continue
    }
    const [ta, tb] = [textOf(name, field, a, references), textOf(name, field, b, references)]
    if (ta === tb) continue
    const long = field.kind === 'richText' || field.kind === 'textarea' || field.kind === 'lines'
    const parts = wordParts(ta, tb)
    changes.push({ name, label: field.label, parts: long ? trimUnchanged(parts) : parts, ...(long ? { long: true } : {}) })
  }
  return changes
}
