import type { Context } from 'hono'
import { HTTPException } from 'hono/http-exception'
import { COLLECTION_MODULES } from '../../../../shared/collections'
import type { Field } from '../../../../shared/collections/define'
import { MSG } from '../../../../shared/schemas/messages'
import type { AppEnv } from '../../app-env'
import { StaleVersionError, UniqueConstraintError } from '../../backends/ports'
import { groupDigits } from '../../../../shared/group-digits'

/**
 * Bounds of what one form may carry, checked while the body is split into fields and before
 * any parser sees them, so no form costs more than its size in time: form parsing (conform's
 * `parseWithZod`) grows a repeated field's array by copying it at every value, quadratic in
 * the number of values, and reads `name[99999999]` as an index of a sparse array that the
 * schema then walks element by element.
 */
export const FORM_LIMITS = {
  /** Fields of one form, values of list fields included: past the longest form the dashboard has. */
  entries: 5_000,
  /** Values of one list field: more than any list offers (orderings keep at most 500 people or posts). */
  listItems: 1_000,
  /** Characters of one list value: an id, a slug or a `blogs/{id}` reference. */
  listValueChars: 200,
  /** Characters of any other value but rich text: ten times a long biography. */
  valueChars: 20_000,
} as const

/** Every field of every collection module, by name (one name means one kind across modules). */
const MODULE_FIELDS = Object.values(COLLECTION_MODULES).flatMap((module) =>
  Object.entries({ ...(module as { stored?: Record<string, Field> }).stored, ...(module as { fields: Record<string, Field> }).fields }),
)

/** Fields a form may legitimately repeat: the modules' lists of ids (checkboxes, orderings). */
export const LIST_FIELDS = new Set(MODULE_FIELDS.filter(([, f]) => f.array && f.kind === 'ids').map(([name]) => name))

/**
 * Rich text, bounded by the body limit only (a long article is longer than any other field), and a
 * block page's blocks (their JSON text holds rich texts; its parser bounds it, shared/collections/page-blocks.ts).
 */
export const RICH_TEXT_FIELDS = new Set(MODULE_FIELDS.filter(([, f]) => f.kind === 'richText' || f.kind === 'blocks').map(([name]) => name))

/** What a list is called in a refusal: its label, as in a sentence. */
const LIST_NAMES: Record<string, string> = Object.fromEntries(
  MODULE_FIELDS.filter(([name]) => LIST_FIELDS.has(name)).map(([name, f]) => [name, f.label.toLowerCase()]),
)

/**
 * Field names the forms use: a letter, then letters, digits, `_` or `-`. Others are dropped
 * unread; in particular conform's path syntax (`a.b`, `a[0]`) and its reserved `__intent__`
 * and `__state__` never reach the parser.
 */
const FIELD_NAME = /^[A-Za-z][A-Za-z0-9_-]*$/
const FIELD_NAME_MAX = 64

const UNREADABLE = 'Formulir tidak dapat dibaca. Muat ulang halaman dan coba lagi.'
const TOO_MANY_FIELDS = `Formulir berisi terlalu banyak isian (paling banyak ${groupDigits(FORM_LIMITS.entries)}). Muat ulang halaman dan coba lagi.`

/** Why a form was refused before parsing, and the field it concerns. */
export interface FormRefusal {
  field: string
  message: string
}

/** A form read within FORM_LIMITS, and what it would have exceeded (null when nothing). */
export interface BoundedForm {
  form: FormData
  refusal: FormRefusal | null
}

const NO_ROWS: ReadonlySet<string> = new Set()
const TOO_MANY_ROWS = `Formulir berisi terlalu banyak baris (paling banyak ${groupDigits(FORM_LIMITS.listItems)}). Muat ulang halaman dan coba lagi.`

/**
 * Keeps what the forms can send, in order: names of the form's shape, the first value of a
 * field that is not a list (browsers never repeat them; a crafted request would otherwise reach
 * the schemas and the re-rendered form with an array where a string is expected), list values
 * up to FORM_LIMITS.listItems, and the fields a route names in `rows` (a form of repeated rows,
 * such as Navigasi's: each row's text, bounded as other text) up to as many. The first value
 * past a bound is recorded as the refusal; an over-long value is kept (the form shown again
 * keeps what was typed), surplus list values are not. Linear in the number of entries.
 */
export function boundFields(entries: Iterable<[string, string]>, rows: ReadonlySet<string> = NO_ROWS): BoundedForm {
  const form = new FormData()
  const seen = new Set<string>()
  const counts = new Map<string, number>()
  let refusal: FormRefusal | null = null
  for (const [name, value] of entries) {
    if (name.length > FIELD_NAME_MAX || !FIELD_NAME.test(name)) continue
    if (LIST_FIELDS.has(name)) {
      const count = (counts.get(name) ?? 0) + 1
      counts.set(name, count)
      if (count > FORM_LIMITS.listItems) {
        refusal ??= { field: name, message: `Terlalu banyak pilihan ${LIST_NAMES[name]} (paling banyak ${groupDigits(FORM_LIMITS.listItems)}).` }
        continue
      }
      if (value.length > FORM_LIMITS.listValueChars) {
        refusal ??= { field: name, message: `Pilihan ${LIST_NAMES[name]} tidak dikenal. Muat ulang halaman dan pilih lagi.` }
        continue
      }
    } else {
      if (rows.has(name)) {
        const count = (counts.get(name) ?? 0) + 1
        counts.set(name, count)
        if (count > FORM_LIMITS.listItems) {
          refusal ??= { field: name, message: TOO_MANY_ROWS }
          continue
        }
      } else if (seen.has(name)) continue
      seen.add(name)
      if (!RICH_TEXT_FIELDS.has(name) && value.length > FORM_LIMITS.valueChars) {
        refusal ??= { field: name, message: `Isian terlalu panjang (paling banyak ${groupDigits(FORM_LIMITS.valueChars)} karakter). Persingkat lalu simpan lagi.` }
      }
    }
    form.append(name, value)
  }
  return { form, refusal }
}

/** The media type of a Content-Type header, lower case, without parameters. */
function mediaType(header: string | undefined): string {
  return (header ?? '').split(';', 1)[0]!.trim().toLowerCase()
}

/** The `boundary` parameter of a multipart Content-Type header (RFC 2046, 5.1.1), or null. */
function boundaryOf(header: string): string | null {
  for (const parameter of header.split(';').slice(1)) {
    const equals = parameter.indexOf('=')
    if (equals === -1 || parameter.slice(0, equals).trim().toLowerCase() !== 'boundary') continue
    const value = parameter.slice(equals + 1).trim()
    return value.startsWith('"') && value.endsWith('"') && value.length >= 2 ? value.slice(1, -1) : value
  }
  return null
}

/** How many times `needle` occurs in `haystack`, counted up to `stopAfter` (Buffer.indexOf is a linear search). */
function occurrences(haystack: Buffer, needle: string, stopAfter: number): number {
  let count = 0
  for (let at = haystack.indexOf(needle); at !== -1 && count <= stopAfter; at = haystack.indexOf(needle, at + needle.length)) count++
  return count
}

/**
 * The body with each `+` already a space, as the WHATWG urlencoded parser makes it before it
 * percent-decodes (so `%2B` stays a plus): the same fields. Node's URLSearchParams takes about a
 * second for 2 MB of `+` (a text of spaces, as a browser sends it), swapping the bytes first
 * about 40 ms.
 */
export function plusAsSpace(text: string): string {
  if (!text.includes('+')) return text
  const bytes = Buffer.from(text, 'utf8')
  for (let at = 0; at < bytes.length; at++) if (bytes[at] === 0x2b) bytes[at] = 0x20
  return bytes.toString('utf8')
}

/** How many `&`-separated fields a URL-encoded body holds, counted up to `stopAfter`. */
function urlEncodedFields(text: string, stopAfter: number): number {
  let count = 1
  for (let at = text.indexOf('&'); at !== -1 && count <= stopAfter; at = text.indexOf('&', at + 1)) count++
  return count
}

/**
 * The text fields of the submitted body, split in linear time: a URL-encoded body by
 * URLSearchParams (the WHATWG application/x-www-form-urlencoded parser), a multipart one by
 * the platform's parser once its parts are counted. Files are dropped (forms carry paths of
 * files already uploaded, never files). A body of more than FORM_LIMITS.entries fields, or one
 * that is not a form, is a 400 with a message, never a 500.
 */
async function readFields(c: Context<AppEnv>): Promise<[string, string][]> {
  const header = c.req.header('content-type') ?? ''
  const type = mediaType(header)
  try {
    if (type === 'application/x-www-form-urlencoded') {
      const text = await c.req.text()
      if (urlEncodedFields(text, FORM_LIMITS.entries) > FORM_LIMITS.entries) throw new HTTPException(400, { message: TOO_MANY_FIELDS })
      return [...new URLSearchParams(plusAsSpace(text))]
    }
    if (type === 'multipart/form-data') {
      const boundary = boundaryOf(header)
      if (!boundary) throw new HTTPException(400, { message: UNREADABLE })
      const bytes = Buffer.from(await c.req.arrayBuffer())
      // Parts are delimited by `--boundary`, and the last delimiter closes the body.
      if (occurrences(bytes, `--${boundary}`, FORM_LIMITS.entries + 1) > FORM_LIMITS.entries + 1) throw new HTTPException(400, { message: TOO_MANY_FIELDS })
      const form = await new Response(bytes, { headers: { 'content-type': header } }).formData()
      return [...form].filter((entry): entry is [string, string] => typeof entry[1] === 'string')
    }
  } catch (error) {
    if (error instanceof HTTPException) throw error
    throw new HTTPException(400, { message: UNREADABLE })
  }
  throw new HTTPException(400, { message: UNREADABLE })
}

/**
 * The submitted form within FORM_LIMITS, with what it exceeded: for routes that show the form
 * again with the input and the refusal's message. A body that is not a form, or has more
 * than FORM_LIMITS.entries fields, is a 400.
 */
export async function readBoundedForm(c: Context<AppEnv>, rows?: ReadonlySet<string>): Promise<BoundedForm> {
  return boundFields(await readFields(c), rows)
}

/**
 * The submitted form, or a 400 with a message when the body is not a form at all or exceeds
 * FORM_LIMITS (a user never gets a 500 for what their browser sent).
 */
export async function readForm(c: Context<AppEnv>, rows?: ReadonlySet<string>): Promise<FormData> {
  const { form, refusal } = await readBoundedForm(c, rows)
  if (refusal) throw new HTTPException(400, { message: refusal.message })
  return form
}

/**
 * The reply (of conform's submission of the bounded form) that shows a refused form again:
 * the input as sent, the message above the form and next to the field it concerns.
 */
export function refusalReply<Reply>(
  submission: { reply(options: { formErrors: string[]; fieldErrors: Record<string, string[]> }): Reply },
  refusal: FormRefusal,
): Reply {
  return submission.reply({ formErrors: [refusal.message], fieldErrors: { [refusal.field]: [refusal.message] } })
}

/** A form-level or field-level error for failures the schema could not know about. */
export function storeErrorReply(error: unknown, slugField = 'slug'): { formErrors?: string[]; fieldErrors?: Record<string, string[]> } | null {
  if (error instanceof StaleVersionError) return { formErrors: [MSG.stale] }
  if (error instanceof UniqueConstraintError) return { fieldErrors: { [slugField]: [MSG.slugTaken] } }
  return null
}

/** Strips the metadata from a stored document, leaving what an update writes back. */
export { dataOf } from '../../content/data-of'

/**
 * Fields the forms send as hidden inputs (the version a form was loaded at, an intent): nobody
 * can correct them in the form, and no form shows their errors. A refusal that names only them
 * would show nothing at all, so it is said above the form instead.
 */
const HIDDEN_FIELDS = new Set(['version', 'intent', 'type', 'key', 'area'])

/** The reply of a refused form, with errors of hidden fields said above the form. */
export function refusedReply<R extends { error?: Record<string, string[] | null> | null }>(reply: R): R {
  const errors = reply.error
  if (!errors) return reply
  const hidden = Object.entries(errors).some(([name, messages]) => HIDDEN_FIELDS.has(name) && messages?.length)
  if (!hidden || errors['']?.length) return reply
  return { ...reply, error: { ...errors, '': [UNREADABLE] } }
}
