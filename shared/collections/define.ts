/**
 * A collection described once (docs/decisions/0020-collection-modules.md): its fields, each with
 * its form rule, label and store flags, and what is derived from them — the form schema, the
 * store's collection spec, the upload folders, the labels. Plain data plus zod, so the browser
 * imports it as the server does.
 */
import * as z from 'zod'
import type { CollectionName, StoredFile } from '../schemas/types'
import type { UploadFolder } from '../schemas/uploads'
import { MSG } from '../schemas/messages'
import { htmlToText, IdListSchema, PublishedDateSchema, SlugSchema, slugify, tidyName, toJakartaInput, VersionSchema } from '../schemas/common'
import type { Lang } from '../i18n/langs'
import { isMultiLineText, multiLineText, normalizeLineBreaks, oneParagraph, singleLineText } from '../schemas/text-fields'
import { isUploadPath, splitUploadPath } from '../schemas/file-paths'
import type { NoticeKey } from '../notices'
import type { ListDefinition } from './list'

export type FieldKind = 'text' | 'textarea' | 'slug' | 'richText' | 'upload' | 'ids' | 'date' | 'enumeration' | 'lines' | 'reference' | 'blocks'

/** What every field builder takes besides its own rule's options. */
export interface FieldOptions {
  label: string
  help?: string
  /** Queried (where/orderBy): the store indexes it; an array field is queried with array-contains. */
  indexed?: boolean
  /** No two documents of the collection share its value. */
  unique?: boolean
  /** Has an English edition. */
  translatable?: boolean
  /** Its text reaches search records: writes to the collection re-sync search. */
  searchable?: boolean
  /** The collection a reference or a list of ids points into (its options in the form; checked on save). */
  references?: CollectionName
  /** Required in the dashboard form (the label's mark); the rule decides, this only shows it. */
  required?: boolean
}

export interface Field<R extends z.ZodType = z.ZodType, K extends FieldKind = FieldKind> {
  kind: K
  /** The form rule, parsed by Conform in the browser and again on the server. */
  rule: R
  label: string
  help?: string
  indexed: boolean
  unique: boolean
  /** A list of values (queried with array-contains when indexed). */
  array: boolean
  translatable: boolean
  searchable: boolean
  references?: CollectionName
  required: boolean
  /** Rich text: the visible text's shortest length and its message, measured again after sanitizing. */
  minText?: [number, string]
  /** Longest accepted length (text), for the input's `maxLength`. */
  maxLength?: number
  /** The length a reader sees of it (a search result's title): the form counts the characters against it. */
  counter?: number
  /** A slug: the field it follows while the user has not edited it. */
  from?: string
  /** The English version of a translatable field (`titleEn` of `title`): names the field it translates. */
  translates?: string
  /**
   * An English version the rest of the English does not require, even where its Indonesian field
   * is required (a publication's English PDF: without it the English page offers the Indonesian
   * one and says so). Made by `optionalEnglish`.
   */
  englishOptional?: true
  /**
   * May be absent from a stored document (written by code that predates the field, or a test
   * builder): readers take absent as the default. Its migration step writes the default.
   */
  absentIsDefault?: true
  /** The values of an enumeration, with what the form shows for each. */
  choices?: readonly { value: string; label: string }[]
  /** The height of its text box in lines (a textarea), when the form's default does not fit. */
  rows?: number
  /** A day (`YYYY-MM-DD`) kept as typed text: typed, or picked from the calendar the form shows beside it. */
  picker?: 'day'
  upload?: UploadFolder
  /** What a stored document holds when the field was never written. */
  default?: z.output<R>
  /** A stored value that passes the field's rule, for test builders (functions/src/testing/fixtures.ts). */
  example?: z.output<R>
}

function field<R extends z.ZodType, const K extends FieldKind>(kind: K, rule: R, options: FieldOptions, extra: Partial<Field<R, K>> = {}): Field<R, K> {
  return {
    kind,
    rule,
    label: options.label,
    ...(options.help ? { help: options.help } : {}),
    indexed: options.indexed ?? false,
    unique: options.unique ?? false,
    array: false,
    translatable: options.translatable ?? false,
    searchable: options.searchable ?? false,
    required: options.required ?? false,
    ...(options.references ? { references: options.references } : {}),
    ...extra,
  }
}

interface TextOptions extends Omit<FieldOptions, 'required'> {
  /** Shortest accepted length and its message; without it the field must not be empty (`required`). */
  min?: [number, string]
  max?: [number, string]
  /** Message of an empty field (defaults to the `min` message). */
  required?: string
  /** Runs of spaces made one (names), instead of the ends trimmed only. */
  tidy?: boolean
}

/** One line of text: control characters refused, ends trimmed (or every run of spaces tidied). */
export function text(options: TextOptions): Field<TextRule, 'text'> {
  const required = options.required ?? options.min?.[1]
  return textField('text', singleLineText(required ? { error: required } : undefined), options)
}

/**
 * A one-line text longer than a title (a summary, a value's description, an image's
 * alternative text): a one-line input would cut it from view, so it is typed in a text box of
 * `rows` lines and stored as one line (shared/schemas/text-fields.ts `oneParagraph`).
 */
export function wrappedText(options: TextOptions & { rows: number }): Field<TextRule, 'textarea'> {
  const required = options.required ?? options.min?.[1]
  return { ...textField('textarea', oneParagraph(required ? { error: required } : undefined), options), rows: options.rows }
}

/**
 * A text field's rule: a string in, a string out; a field that may stay empty also takes nothing,
 * since Conform reads an empty box as no value (stored as '').
 */
export type TextRule = z.ZodType<string, string | undefined>

/** A text that may stay empty: conform reads an empty box as nothing, stored as ''. */
export function mayBeEmpty(rule: z.ZodString): TextRule {
  return rule.optional().transform((value) => value ?? '')
}

function textField<const K extends 'text' | 'textarea'>(kind: K, base: z.ZodString, options: TextOptions): Field<TextRule, K> {
  let rule = options.tidy ? base.overwrite(tidyName) : base.trim()
  if (options.min) rule = rule.min(options.min[0], options.min[1])
  else if (options.required) rule = rule.min(1, options.required)
  if (options.max) rule = rule.max(options.max[0], options.max[1])
  const required = options.required !== undefined || options.min !== undefined
  // The label, padded to the shortest length and cut to the longest: valid whatever the limits.
  const example = `${options.label} contoh`.padEnd(options.min?.[0] ?? 1, '.').slice(0, options.max?.[0])
  return field(kind, required ? (rule as TextRule) : mayBeEmpty(rule), { ...options, required }, {
    default: '',
    example,
    ...(options.max ? { maxLength: options.max[0] } : {}),
  })
}

/** The item's address: lowercase words joined by hyphens; unique and indexed unless told otherwise. */
export function slug(options: Partial<FieldOptions> & { from?: string } = {}): Field<typeof SlugSchema, 'slug'> {
  const { from, ...rest } = options
  return field('slug', SlugSchema, { label: 'Slug', indexed: true, unique: true, required: true, ...rest }, from ? { from } : {})
}

/** The language of a slug field's address: an English slug (the English version of `slug`) is an address under /en. */
export function slugLang(f: Pick<Field, 'translates'>): Lang {
  return f.translates ? 'en' : 'id'
}

/**
 * The slug a slug field suggests from the text of the field it follows, in the slug's own
 * language: `Maritime & Shipping` gives `maritime-and-shipping` in an English slug.
 */
export function suggestSlug(f: Pick<Field, 'translates'>, source: string): string {
  return slugify(source, slugLang(f))
}

/** Rich text (sanitized HTML), its length measured on the visible text so markup cannot pad it. */
export function richText(options: FieldOptions & { min: [number, string] }): Field<z.ZodString, 'richText'> {
  const [min, message] = options.min
  const example = `<p>${`${options.label} contoh. `.repeat(Math.ceil(min / (options.label.length + 8)) + 1).trim()}</p>`
  return field('richText', multiLineText({ error: message }).refine((html) => htmlToText(html).length >= min, message), { ...options, required: min > 0 }, {
    default: '',
    example,
    minText: options.min,
  })
}

/**
 * What is wrong with a path sent for `folder`, or null: a file of another upload folder (chosen
 * from Pustaka Media for a field that cannot save it) is said so; anything else that is no
 * upload of `folder` gets the field's own message.
 */
function pathProblem(folder: UploadFolder, path: string, message: string): string | null {
  if (isUploadPath(folder, path)) return null
  return splitUploadPath(path) ? MSG.uploadOtherFolder : message
}

/** A reference to a file already uploaded to `folder` (`{folder}/{name}`). */
export function uploadedFileRef(folder: UploadFolder, requiredMessage: string) {
  return singleLineText({ error: requiredMessage })
    .trim()
    .min(1, requiredMessage)
    .superRefine((path, ctx) => {
      const problem = path ? pathProblem(folder, path, requiredMessage) : null
      if (problem) ctx.addIssue({ code: 'custom', message: problem })
    })
}

/** A required upload: the form sends the path the upload route answered with. */
export function upload<const U extends UploadFolder>(folder: U, options: Omit<FieldOptions, 'required'> & { required: string }) {
  return { ...field('upload', uploadedFileRef(folder, options.required), { ...options, required: true }), upload: folder }
}

/** An uploaded file's path (`{folder}/{name}`), or nothing. The server checks the file itself. */
export function optionalFileRef(folder: UploadFolder, message: string) {
  return singleLineText()
    .trim()
    .optional()
    .transform((value) => (value ? value : undefined))
    .superRefine((path, ctx) => {
      const problem = path === undefined ? null : pathProblem(folder, path, message)
      if (problem) ctx.addIssue({ code: 'custom', message: problem })
    })
}

/** An optional upload; `invalid` is shown when the path is not one of `folder`. */
export function optionalUpload<const U extends UploadFolder>(folder: U, options: FieldOptions & { invalid: string }) {
  return { ...field('upload', optionalFileRef(folder, options.invalid), options), upload: folder }
}

/** Ids of other documents (of `references`), sent as a repeated field or comma separated. */
export function ids(options: FieldOptions) {
  return field('ids', IdListSchema, options, { array: true, default: [] })
}

/** The id of one other document (of `references`), required. */
export function reference(options: Omit<FieldOptions, 'required'> & { references: CollectionName; required: string }) {
  const rule = singleLineText({ error: options.required }).trim().min(1, options.required)
  return field('reference', rule, { ...options, required: true }, { default: '' })
}

/** A date typed in Jakarta time (`YYYY-MM-DD` or `YYYY-MM-DDTHH:mm`), stored as a UTC instant. */
export function date(options: FieldOptions) {
  return field('date', PublishedDateSchema, { required: true, ...options }, { example: '2026-01-01T00:00:00.000Z' })
}

/**
 * A date that may be left empty (null): the publication date of an item that can be a draft,
 * which needs none until it is published (an empty date then means "now").
 */
export function optionalDate(options: FieldOptions) {
  const rule = PublishedDateSchema.optional().transform((value) => value ?? null)
  return field('date', rule, { required: false, ...options }, { example: '2026-01-01T00:00:00.000Z' })
}

/**
 * The stored instant of a field never typed in a form (a practice area's publication, a draft's
 * planned date): an ISO instant or null.
 */
export function storedInstant(options: Pick<FieldOptions, 'label' | 'indexed'> & { example?: string | null }) {
  return field('date', z.iso.datetime().nullable(), { label: options.label, indexed: options.indexed ?? false }, { default: null, example: options.example ?? null })
}

/** One of a fixed list of values. */
export function enumeration<const V extends readonly [string, ...string[]]>(
  values: V,
  options: FieldOptions & { message: string; default?: V[number]; labels?: { [K in V[number]]: string } },
) {
  const rule = z.enum(values, { error: options.message })
  const choices = values.map((value) => ({ value, label: options.labels?.[value as V[number]] ?? value }))
  return options.default === undefined
    ? field('enumeration', rule, { required: true, ...options }, { example: values[0] as never, choices })
    : field('enumeration', rule.default(options.default as never), options, { default: options.default as never, example: options.default as never, choices })
}

/**
 * Lines typed in a textarea, one entry per line (blank lines dropped). Each entry is then one
 * line of text, so a tab in it becomes a space as in single-line fields.
 */
export const LinesRule = z
  .union([z.string(), z.array(z.string())])
  .optional()
  .transform((value) => normalizeLineBreaks(value === undefined ? '' : Array.isArray(value) ? value.join('\n') : value))
  .refine(isMultiLineText, MSG.hiddenControlCharacters)
  .transform((text) => text.split('\n').map((line) => line.replace(/\t/g, ' ').trim()).filter(Boolean))

export function lines(options: FieldOptions) {
  return field('lines', LinesRule, options, { array: true, default: [] })
}

/** The suffix of a field's English version: `title` → `titleEn` (flat, so the stores index it as any field). */
export const EN_SUFFIX = 'En'

/** An English field's value when nothing was typed: no value, or an empty list. */
/** Nothing a reader would see: absent, empty, only spaces, an empty list, rich text without text. */
export function isBlank(value: unknown, kind: FieldKind): boolean {
  if (value === undefined || value === null) return true
  if (Array.isArray(value)) return value.length === 0
  if (typeof value !== 'string') return false
  return (kind === 'richText' ? htmlToText(value) : value).trim() === ''
}

/**
 * The English version of a field: the same rule when filled, nothing (null, or an empty list) when
 * left empty. It names the field it translates, so the stored type knows it may be absent.
 */
type EnglishField<F extends Field> = Field<z.ZodType<z.output<F['rule']> | null>, F['kind']> & { translates: string }

/** A collection's fields with the English versions of `K`. */
export type WithEnglish<F extends Fields, K extends keyof F & string> = F & { [P in K as `${P}${typeof EN_SUFFIX}`]: EnglishField<F[P]> }

/**
 * The fields with an English version of each of `keys` (decision 30): `title` gains
 * `titleEn`, typed in the form's English tab, stored beside it. Each English field takes the
 * Indonesian field's rule and messages when filled and may be left empty; the English part as
 * a whole is checked by `englishRule` (once any of it is filled, what Indonesian requires is
 * required in English too). An English slug is unique among English slugs and follows the
 * English title.
 */
export function translated<F extends Fields, const K extends readonly (keyof F & string)[]>(fields: F, keys: K): WithEnglish<F, K[number]> {
  const result: Record<string, Field> = {}
  for (const [name, f] of Object.entries(fields)) {
    const isTranslated = (keys as readonly string[]).includes(name)
    result[name] = isTranslated ? { ...f, translatable: true } : f
    if (!isTranslated) continue
    const empty = f.kind === 'lines' ? [] : null
    const rule = z.preprocess((value) => (isBlank(value, f.kind) ? undefined : value), f.rule.optional()).transform((value) => value ?? empty)
    result[`${name}${EN_SUFFIX}`] = {
      ...f,
      rule,
      label: `${f.label} (English)`,
      translatable: false,
      translates: name,
      required: false,
      // An English slug is looked up (its page) and unique among the English ones.
      indexed: f.kind === 'slug' ? true : f.indexed,
      unique: f.kind === 'slug' ? true : false,
      ...(f.from && (keys as readonly string[]).includes(f.from) ? { from: `${f.from}${EN_SUFFIX}` } : {}),
      default: empty as never,
      example: undefined,
    }
  }
  return result as WithEnglish<F, K[number]>
}

/**
 * The English version of `source` that may stay empty whatever else of the English is written
 * (a publication's English PDF, `fileEn` of `file`). Written by hand, with its own
 * label and rule, where `translated` would make it required with the rest of the English. Like
 * every English field it is localized in place of its source on English pages
 * (shared/i18n/localize.ts), so what reads the item there reads it with no edit.
 */
export function optionalEnglish<F extends Field>(source: string, f: F): F & { translates: string; englishOptional: true } {
  return { ...f, translates: source, englishOptional: true, required: false, translatable: false }
}

const ENGLISH_FIELDS = new WeakMap<Fields, [string, string, Field][]>()

/**
 * The English fields of a module, each with the field it translates: `[['titleEn', 'title', field], …]`.
 * Found once per set of fields: `hasEnglish` asks for each item a sitemap or a list reads.
 */
export function englishFields(collection: { fields: Fields }): [string, string, Field][] {
  let found = ENGLISH_FIELDS.get(collection.fields)
  if (!found) {
    found = Object.entries(collection.fields).flatMap(([name, f]) => (f.translates ? [[name, f.translates, f] as [string, string, Field]] : []))
    ENGLISH_FIELDS.set(collection.fields, found)
  }
  return found
}

/**
 * Stored on every item of a translated module (decision 30, "Perlu diperbarui"): the Indonesian
 * values of the translated fields as they were when the English version was last written or its
 * flag dismissed, null while the item has no English. The module-driven save keeps it
 * (functions/src/collections/save-document.ts); shared/collections/translation-status.ts reads it.
 */
export const TRANSLATION_SOURCE = 'translationSource'

/** The stored field `defineCollection` gives a translated module: a map of field name to value, or null. */
function translationSourceField(): Field {
  return field('text', z.record(z.string(), z.unknown()).nullable(), { label: 'Teks Indonesia saat versi Inggris ditulis' }, { default: null as never, example: null as never })
}

/** Whether a document (or form value) has its English version: any English field filled. */
export function hasEnglish(collection: { fields: Fields }, doc: Record<string, unknown>): boolean {
  return englishFields(collection).some(([name, , f]) => !isBlank(doc[name], f.kind))
}

/**
 * The English part's rule between fields: once any English field is filled, every English
 * field whose Indonesian field is required must be filled too, with that field's own message.
 */
function englishRule(fields: Fields): ((value: Record<string, unknown>, ctx: z.RefinementCtx) => void) | null {
  const pairs = englishFields({ fields })
  if (pairs.length === 0) return null
  return (value, ctx) => {
    if (!pairs.some(([name, , f]) => !isBlank(value[name], f.kind))) return
    for (const [name, source, f] of pairs) {
      const original = fields[source]
      if (f.englishOptional || !original?.required || !isBlank(value[name], f.kind)) continue
      const refused = original.rule.safeParse(undefined)
      const message = refused.success ? 'Harus diisi' : (refused.error.issues[0]?.message ?? 'Harus diisi')
      ctx.addIssue({ code: 'custom', path: [name], message })
    }
  }
}

/** Any rule the builders do not make yet, with a field's options (moved in as the modules grow). */
export function custom<R extends z.ZodType, const K extends FieldKind>(kind: K, rule: R, options: FieldOptions, extra: Partial<Field<R, K>> = {}): Field<R, K> {
  return field(kind, rule, options, extra)
}

/**
 * Each collection's store spec: which fields are queried (and so indexed), which are unique and
 * which are arrays queried with `array-contains`. The SQLite adapter builds its indexes from it,
 * the Firestore adapter refuses queries outside it, and firestore.indexes.json must cover it
 * (tests/firebase/firestore-indexes.test.ts).
 */
export interface CollectionSpec {
  /** Scalar fields used in where/orderBy, each with its own index. */
  indexed: string[]
  /** Composite indexes (equality field first, then the sort field). */
  composite?: string[][]
  /** Fields whose value must be unique in the collection. */
  unique?: string[]
  /** Array fields queried with array-contains. */
  arrays?: string[]
}

/**
 * What the dashboard calls the collection, so its wording lives in its module. Indonesian nouns
 * do not change in the plural ("Daftar kategori", "3 profil"), so one noun serves both.
 */
export interface CollectionLabels {
  /** The list page's title and heading, and the item's type where lists mix collections ("Blog: …"). */
  title: string
  /** The item in a sentence ("Tambah kategori", "Hapus profil “…”?"). */
  noun: string
  /** The create page's title and button. */
  create: string
  /** The edit page's title, before the item's name. */
  edit: string
  /** The confirmations its dashboard routes redirect with (typed keys of shared/notices.ts). */
  notices?: { created: NoticeKey; saved: NoticeKey; deleted: NoticeKey }
  /**
   * What staff call a document whose id is a place rather than content (a fixed page, an
   * ordering), for Log Aktivitas and Riwayat, which would otherwise show the id ("about"). `of`:
   * the item it belongs to, whose name `named` puts in ("Advokat bidang Pasar Modal"); without
   * that name (the item is gone) `name` alone. Null for an id it does not know.
   */
  item?: (id: string) => ItemName | null
}

/** A document's name from its module (CollectionLabels.item). */
export interface ItemName {
  name: string
  of?: { collection: CollectionName; id: string; named: (name: string) => string }
}

export type Fields = Record<string, Field>

export interface CollectionDefinition<N extends string, F extends Fields, S extends Fields, L extends CollectionLabels = CollectionLabels> {
  name: N
  /** Kept as written, so a route reads a module's notice keys without checking they exist. */
  labels: L
  /** Fields typed in the dashboard form (and stored). */
  fields: F
  /** Fields stored but never typed (a slug made from the name, fields only the seed writes). */
  stored?: S
  /** Composite indexes of the store, by field name (who saved last, `updatedBy`, included). */
  composite?: [(keyof (F & S) & string) | 'updatedBy', keyof (F & S) & string][]
  /**
   * The instant that makes an item public once it is not in the future, null while the item is a
   * draft (shared/publish-rule.ts). A form field (a post's date, typed) or a stored one (a
   * practice area's, set when it is published); saves then take a publish intent.
   */
  publish?: keyof (F & S) & string
  /**
   * Rules between fields (a pair filled together, one date after another), added to the form
   * schema, so the browser and the server apply them with every field's own rule. Each issue
   * names the field its message is shown next to.
   */
  rules?: (value: Record<string, unknown>, ctx: z.RefinementCtx) => void
  /** Its dashboard list: columns, search, filters, sort, page size, empty state, row actions (./list.ts). */
  list?: ListDefinition
  /**
   * Its dashboard pages are the generic ones (functions/src/collections/module-routes.tsx): the
   * declared list, and the form of its fields, mounted for it with no route file of its own.
   */
  genericDashboard?: true
}

/** Each upload field's folder, by field name. */
type UploadFolders<F extends Fields> = { [K in keyof F as F[K] extends { upload: UploadFolder } ? K : never]: F[K]['upload'] }

type FormShape<F extends Fields> = { [K in keyof F]: F[K]['rule'] } & { version: typeof VersionSchema }

export interface Collection<N extends string = string, F extends Fields = Fields, S extends Fields = Fields, L extends CollectionLabels = CollectionLabels>
  extends CollectionDefinition<N, F, S, L> {
  /** The form schema: every form field's rule, and the version the form was loaded with. */
  formSchema: z.ZodObject<FormShape<F>>
  spec: CollectionSpec
  /** The upload folder of each upload field. */
  uploads: UploadFolders<F>
  /** Writes to the collection change search records. */
  searchable: boolean
}

/**
 * The form object with the collection's rules between fields. They run even when a field failed
 * its own rule (`when`), so every message shows at once; a rule reads a failed field as absent.
 */
function withRules<T extends z.ZodObject>(schema: T, rules: CollectionDefinition<string, Fields, Fields>['rules'], fields: Fields): T {
  const english = englishRule(fields)
  if (!rules && !english) return schema
  return schema.superRefine(
    (value, ctx) => {
      rules?.(value as Record<string, unknown>, ctx)
      english?.(value as Record<string, unknown>, ctx)
    },
    { when: () => true },
  ) as T
}

export function defineCollection<
  const N extends string,
  F extends Fields,
  S extends Fields = Record<never, Field>,
  const L extends CollectionLabels = CollectionLabels,
  Li extends ListDefinition | undefined = undefined,
>(
  definition: CollectionDefinition<N, F, S, L> & { list?: Li },
): Collection<N, F, S, L> & { list: Li } {
  // A translated module stores, besides its own fields, what the English version was written from.
  const stored = englishFields(definition).length ? ({ ...definition.stored, [TRANSLATION_SOURCE]: translationSourceField() } as unknown as S) : definition.stored
  const all = Object.entries({ ...stored, ...definition.fields }) as [string, Field][]
  const pick = (test: (f: Field) => boolean) => all.filter(([, f]) => test(f)).map(([name]) => name)
  const shape = Object.fromEntries(Object.entries(definition.fields).map(([name, f]) => [name, f.rule]))
  const unique = pick((f) => f.unique)
  const arrays = pick((f) => f.indexed && f.array)
  const spec: CollectionSpec = {
    // Who saved last is queried where a composite index leads with it (Oleh saya).
    indexed: [...pick((f) => f.indexed && !f.array), ...(definition.composite?.some(([first]) => first === 'updatedBy') ? ['updatedBy'] : [])],
    ...(definition.composite?.length ? { composite: definition.composite.map((pair) => [...pair]) } : {}),
    ...(unique.length ? { unique } : {}),
    ...(arrays.length ? { arrays } : {}),
  }
  // The form schema is built on its first use (a form's check), not when the module loads: a new
  // instance's start then builds no collection's object schema, and a public page checks few
  // forms, if any.
  let formSchema: z.ZodObject<FormShape<F>> | undefined
  return {
    ...definition,
    ...(stored ? { stored } : {}),
    get formSchema() {
      return (formSchema ??= withRules(z.object({ ...shape, version: VersionSchema }), definition.rules, definition.fields) as unknown as z.ZodObject<FormShape<F>>)
    },
    spec,
    uploads: Object.fromEntries(Object.entries(definition.fields).flatMap(([name, f]) => (f.upload ? [[name, f.upload]] : []))) as UploadFolders<F>,
    searchable: all.some(([, f]) => f.searchable),
  } as Collection<N, F, S, L> & { list: Li }
}

/**
 * A stored document of the collection with every field at its example (or default) value,
 * uploads aside: what a test builder starts from, so a field added to a module needs no edit
 * of the builders.
 */
export function exampleDocument(collection: { fields: Fields; stored?: Fields }): Record<string, unknown> {
  const all = Object.entries({ ...collection.stored, ...collection.fields }) as [string, Field][]
  return Object.fromEntries(all.flatMap(([name, f]) => (f.upload ? [] : [[name, f.example ?? f.default ?? null]])))
}

/** What a field holds in a stored document: its form value, or the stored file for an upload (null when optional and absent). */
type StoredValue<F extends Field> = F extends { upload: UploadFolder }
  ? undefined extends z.output<F['rule']>
    ? StoredFile | null
    : StoredFile
  : z.output<F['rule']>

/** The keys of a module's `stored` fields; none when it declares none (the type is then the wide `Fields`). */
type DeclaredKeys<S extends Fields> = string extends keyof S ? never : keyof S

/** The field of a stored key, among the form fields or the stored ones. */
type FieldOf<C extends { fields: Fields; stored?: Fields }, K> = K extends keyof C['fields'] ? C['fields'][K] : K extends keyof NonNullable<C['stored']> ? NonNullable<C['stored']>[K] : never

type StoredKeys<C extends { fields: Fields; stored?: Fields }> = keyof C['fields'] | DeclaredKeys<NonNullable<C['stored']>>

/**
 * The keys of English versions (`titleEn`, a field naming what it `translates`): absent from a
 * document written before its module had them, so optional in the stored type;
 * readers take an absent English field as not written (shared/i18n/localize.ts).
 */
type EnglishKeys<C extends { fields: Fields; stored?: Fields }> = {
  [K in StoredKeys<C>]: FieldOf<C, K> extends { translates: string } | { absentIsDefault: true } ? K : never
}[StoredKeys<C>]

/** The stored data of a collection (metadata aside), inferred from its fields: never written by hand. */
export type StoredData<C extends { fields: Fields; stored?: Fields }> = {
  -readonly [K in Exclude<StoredKeys<C>, EnglishKeys<C>>]: StoredValue<FieldOf<C, K>>
} & {
  -readonly [K in EnglishKeys<C>]?: StoredValue<FieldOf<C, K>>
}

/**
 * What a form's inputs show for each field: a list for fields of ids (checkboxes), text for
 * every other one (lines are one textarea, an entry per line).
 */
export type FormValues<F extends Fields> = {
  -readonly [K in keyof F]: F[K]['kind'] extends 'lines' | 'blocks' ? string : z.output<F[K]['rule']> extends unknown[] ? string[] : string
}

/**
 * The form values of a stored document (edit), or of a new one (`null`): an upload shows its
 * path, a date its Jakarta `YYYY-MM-DDTHH:mm`, a list its entries, any other field its text.
 * A field the document lacks shows its default, so a field added to a module needs no mapper.
 */
export function formValues<F extends Fields>(collection: { fields: F }, doc: object | null): FormValues<F> {
  const stored = (doc ?? {}) as Record<string, unknown>
  return Object.fromEntries(
    Object.entries(collection.fields).map(([name, f]) => {
      const value = stored[name]
      if (f.upload) return [name, (value as StoredFile | null | undefined)?.path ?? '']
      if (f.kind === 'date' && typeof value === 'string') {
        const { date, time } = toJakartaInput(value)
        return [name, `${date}T${time}`]
      }
      if (f.kind === 'lines') return [name, Array.isArray(value) ? value.join('\n') : '']
      // A block page's blocks travel as one JSON text in one input (shared/collections/page-blocks.ts).
      if (f.kind === 'blocks') return [name, typeof value === 'string' ? value : JSON.stringify(Array.isArray(value) ? value : [])]
      if (f.array) return [name, Array.isArray(value) ? value : []]
      // A number typed as text (an event's capacity) shows as its digits.
      if (typeof value === 'number') return [name, String(value)]
      return [name, typeof value === 'string' ? value : typeof f.default === 'string' ? f.default : '']
    }),
  ) as FormValues<F>
}

/**
 * The form values of a draft kept in the browser (docs/decisions/0011), over `fallback` (the
 * loaded values): a draft holds what each input sent, one value or several. A field the draft
 * lacks keeps the loaded value (a field added since the draft was written); a list field the
 * draft lacks is empty, as an unticked checkbox group sends nothing.
 */
export function valuesFromDraft<F extends Fields>(
  collection: { fields: F },
  values: Record<string, string | string[]>,
  fallback: FormValues<F>,
): FormValues<F> {
  const loaded = fallback as Record<string, string | string[]>
  return Object.fromEntries(
    Object.entries(collection.fields).map(([name, f]) => {
      const value = values[name]
      if (f.array && f.kind !== 'lines') return [name, value === undefined ? [] : Array.isArray(value) ? value : [value]]
      if (value === undefined) return [name, loaded[name] ?? '']
      const one = Array.isArray(value) ? (value[0] ?? '') : value
      // A required date left empty in a draft would fail on restore; the loaded date stands in.
      return [name, f.kind === 'date' && f.required && one === '' ? (loaded[name] ?? '') : one]
    }),
  ) as FormValues<F>
}

/**
 * The fields whose text reaches a search record, in the module's order (form fields, then the
 * stored ones): every field marked `searchable`, and every reference into a collection for which
 * `searchableTarget` answers true, since a record carries the names of what it points to (a
 * post its category, tags and authors; an attorney their practice areas). The caller says which
 * collections are searchable: the registry of modules imports this file, so it cannot be read here.
 */
export function searchableFields(
  collection: { fields: Fields; stored?: Fields },
  searchableTarget: (name: CollectionName) => boolean = () => false,
): [string, Field][] {
  const stored = Object.entries(collection.stored ?? {}).filter(([name]) => !(name in collection.fields))
  return [...Object.entries(collection.fields), ...stored].filter(([, f]) => f.searchable || (f.references !== undefined && searchableTarget(f.references)))
}
