/**
 * Search records built from documents. What a record's text is made of is derived from the
 * collection module (shared/collections): the fields marked `searchable`, in the module's order,
 * and the names of what the document's references point to when that collection is searchable
 * (a post's category, tags and authors; an attorney's practice areas). A field marked searchable
 * in a module reaches the records with no edit here. Long texts are split so every record stays
 * under Algolia's record size limit (10 KB on the smallest plan), the same way on both backends.
 */
import { blockText, type PageBlock } from '../../../shared/collections/page-blocks'
import { COLLECTION_MODULES } from '../../../shared/collections'
import { hasEnglish, searchableFields, type Field } from '../../../shared/collections/define'
import { localePath, type Lang } from '../../../shared/i18n/langs'
import { localize } from '../../../shared/i18n/localize'
import { isPublishedAt } from '../../../shared/publish-rule'
import { htmlToText } from '../../../shared/schemas/common'
import type { Blog, Category, CollectionName, PracticeArea, Profile, Publication, Regulation, Tag } from '../../../shared/schemas/types'
import { regulationReferenceName } from '../../../shared/collections/regulations'
import { attorneyUrl, postUrl, practiceAreaUrl } from '../../../shared/urls'
import type { SearchRecord } from '../backends/ports'

/** Bytes of text per record, leaving room for the other fields within 10 KB. */
export const MAX_TEXT_BYTES = 6000

/**
 * UTF-8 length without encoding: a TextEncoder call per word cost 0.8 s of a 1.6 MB post's save
 * (250,000 words); Buffer.byteLength counts without copying.
 */
const utf8Bytes = (text: string) => Buffer.byteLength(text, 'utf8')
const CONTROL = /[\u0000-\u0008\u000b\u000c\u000e-\u001f]/g

/** Splits text at word boundaries into parts of at most `maxBytes` UTF-8 bytes. */
export function splitText(text: string, maxBytes = MAX_TEXT_BYTES): string[] {
  const clean = text.replace(CONTROL, ' ').replace(/\s+/g, ' ').trim()
  if (utf8Bytes(clean) <= maxBytes) return [clean]
  const parts: string[] = []
  let current = ''
  let currentBytes = 0
  for (const word of clean.split(' ')) {
    const size = utf8Bytes(word) + 1
    if (currentBytes + size > maxBytes && current) {
      parts.push(current)
      current = ''
      currentBytes = 0
    }
    // A single word longer than the limit (a pasted blob) is cut.
    const piece = size > maxBytes ? word.slice(0, Math.floor(maxBytes / 4)) : word
    current = current ? `${current} ${piece}` : piece
    currentBytes += (piece === word ? size - 1 : utf8Bytes(piece)) + 1
  }
  if (current) parts.push(current)
  return parts
}

function split(base: Omit<SearchRecord, 'objectID' | 'text'>, text: string): SearchRecord[] {
  return splitText(text).map((part, index) => ({
    ...base,
    objectID: index === 0 ? base.parentId : `${base.parentId}#${index}`,
    text: part,
  }))
}

/** A module as the projection reads it: its fields, typed in the form or stored only. */
export interface SearchableModule {
  fields: Record<string, Field>
  stored?: Record<string, Field>
}

/** The names of the documents each reference field points to, as the record resolved them. */
export type ReferenceNames = Record<string, string[]>

const isSearchableCollection = (name: CollectionName) => COLLECTION_MODULES[name].searchable

/** One field's value as text: rich text as its visible text, a list as its entries. */
function fieldText(field: Field, value: unknown): string {
  if (typeof value === 'string') return field.kind === 'richText' ? htmlToText(value) : value
  // A block page's blocks: the text of each, in Indonesian (shared/collections/page-blocks.ts).
  if (field.kind === 'blocks' && Array.isArray(value)) return (value as PageBlock[]).map((block) => blockText(block, 'id')).filter((text) => text.trim()).join(' ')
  // Entries of a list end like sentences, so a snippet does not run one into the next.
  if (Array.isArray(value)) return value.filter((entry): entry is string => typeof entry === 'string' && entry.trim() !== '').join('. ')
  return ''
}

/**
 * A document's searchable text: each of its module's searchable fields in order (but the one
 * the record already carries as its title), a reference as the names in `names`, or nothing
 * when the record did not resolve it. English fields (`contentEn`) are never part of it: a
 * record is in one language, and an English record is made from the document localized
 * (`englishRecords`), whose Indonesian fields then hold the English text.
 */
export function searchableText(module: SearchableModule, doc: object, options: { title: string; names?: ReferenceNames }): string {
  const values = doc as Record<string, unknown>
  return searchableFields(module, isSearchableCollection)
    .filter(([name, field]) => name !== options.title && field.translates === undefined)
    .map(([name, field]) => (field.references ? (options.names?.[name] ?? []).join(', ') : fieldText(field, values[name])))
    .filter(Boolean)
    .join(' ')
}

/** `module` is the collection's own; a test passes a scratch one. */
export function postRecords(
  collection: 'blogs' | 'publications',
  post: Blog | Publication,
  category: Category | null,
  tags: Tag[],
  authors: Profile[] = [],
  module: SearchableModule = COLLECTION_MODULES[collection],
  regulations: Regulation[] = [],
): SearchRecord[] {
  const text = searchableText(module, post, {
    title: 'title',
    // A linked regulation by its citation as the site writes it, so every way of writing it finds the post (query-text.ts).
    names: { categoryId: category ? [category.name] : [], tagIds: tags.map((t) => t.name), authorIds: authors.map((a) => a.name), regulationIds: regulations.map(regulationReferenceName) },
  })
  return split(
    {
      parentId: `${collection}/${post.id}`,
      type: collection === 'blogs' ? 'blog' : 'publication',
      title: post.title.replace(CONTROL, ' '),
      url: postUrl(collection, post.slug),
      summary: post.excerpt.slice(0, 240),
      categoryId: post.categoryId,
      categoryName: category?.name,
      tags: tags.map((t) => t.name),
      // A draft is in the staff index only, undated.
      ...(post.publishedAt ? { publishedAt: post.publishedAt } : {}),
      docId: post.id,
      collection,
    },
    text,
  )
}

export function profileRecords(profile: Profile, areas: PracticeArea[], module: SearchableModule = COLLECTION_MODULES.profiles): SearchRecord[] {
  const areaNames = areas.map((a) => a.name)
  const text = searchableText(module, profile, { title: 'name', names: { practiceAreaIds: areaNames } })
  return split(
    {
      parentId: `profiles/${profile.id}`,
      type: profile.kind === 'attorney' ? 'attorney' : 'profile',
      title: profile.name.replace(CONTROL, ' '),
      url: profile.kind === 'attorney' ? attorneyUrl(profile.slug) : `/dashboard/profiles/${profile.id}/edit`,
      summary: `${profile.position}${areaNames.length ? ` · ${areaNames.join(', ')}` : ''}`,
      tags: areaNames,
      docId: profile.id,
      collection: 'profiles',
    },
    text,
  )
}


/** A practice area: public as soon as it exists (it has no publish date). */
export function practiceAreaRecords(area: PracticeArea, module: SearchableModule = COLLECTION_MODULES.practiceAreas): SearchRecord[] {
  return split(
    {
      parentId: `practiceAreas/${area.id}`,
      type: 'practiceArea',
      title: area.name.replace(CONTROL, ' '),
      url: practiceAreaUrl(area.slug),
      // At most 300 characters (the module's rule): shown whole.
      summary: (area.summary ?? '').replace(CONTROL, ' '),
      tags: [],
      docId: area.id,
      collection: 'practiceAreas',
    },
    searchableText(module, area, { title: 'name' }),
  )
}

/**
 * A record of a collection with no record builder of its own: what the shared record types name
 * (`type`, `collection`) is its collection's name.
 */
export type ModuleRecord = Omit<SearchRecord, 'type' | 'collection'> & { type: CollectionName; collection: CollectionName }

/**
 * The records of an item of any module with searchable fields, at `url`: titled by its list's
 * title column (else its first searchable text field), its text the rest of its searchable
 * fields, split as every record is. A collection defined later gets its records with no edit here.
 */
export function moduleRecords(
  module: SearchableModule & { name: CollectionName; list?: { columns: readonly { name: string; cell?: string }[] } },
  doc: { id: string } & object,
  url: string,
): ModuleRecord[] {
  const values = doc as Record<string, unknown>
  const titleField =
    module.list?.columns.find((column) => column.cell === 'title')?.name ?? searchableFields(module).find(([, field]) => field.kind === 'text' && !field.translates)?.[0] ?? 'id'
  const title = String(values[titleField] ?? doc.id).replace(CONTROL, ' ')
  const text = searchableText(module, doc, { title: titleField })
  return splitText(text).map((part, index) => ({
    objectID: index === 0 ? `${module.name}/${doc.id}` : `${module.name}/${doc.id}#${index}`,
    parentId: `${module.name}/${doc.id}`,
    type: module.name,
    collection: module.name,
    title,
    text: part,
    url,
    summary: text.slice(0, 240),
    tags: [],
    docId: doc.id,
  }))
}

/**
 * Whether an item is in the English edition's search: it has an English version and
 * that version is published. An item whose module stores `publishedAtEn` (decision 30) asks its
 * one publish rule of that field; one without (attorneys) asks `publishedAt` where it has one.
 */
export function isPublicInEnglish(module: { fields: Record<string, Field> }, doc: object, now: Date | string): boolean {
  const values = doc as Record<string, unknown>
  if (!hasEnglish(module, values)) return false
  if ('publishedAtEn' in values) return isPublishedAt((values.publishedAtEn as string | null | undefined) ?? null, now)
  return !('publishedAt' in values) || isPublishedAt((values.publishedAt as string | null | undefined) ?? null, now)
}

/** The names of referenced documents as an English page shows them: English where written. */
function englishNames<T extends object>(collection: 'categories' | 'tags' | 'profiles' | 'practiceAreas', docs: T[]): T[] {
  return docs.map((doc) => localize(COLLECTION_MODULES[collection], doc, 'en'))
}

/**
 * Records in `lang`: the same projection over the document localized (its English values in
 * place of the Indonesian ones, the names of what it refers to likewise) and URLs of that
 * language's pages (`/en/blogs/{englishSlug}`). Indonesian records are the plain ones.
 */
export function localizedRecords(lang: Lang, records: SearchRecord[]): SearchRecord[] {
  return lang === 'id' ? records : records.map((record) => ({ ...record, url: localePath(lang, record.url) }))
}

export function englishPostRecords(
  collection: 'blogs' | 'publications',
  post: Blog | Publication,
  category: Category | null,
  tags: Tag[],
  authors: Profile[] = [],
  regulations: Regulation[] = [],
): SearchRecord[] {
  const module = COLLECTION_MODULES[collection]
  const doc = localize(module, post, 'en')
  const [localCategory] = category ? englishNames('categories', [category]) : [null]
  return localizedRecords('en', postRecords(collection, doc, localCategory ?? null, englishNames('tags', tags), englishNames('profiles', authors), module, regulations))
}

export function englishProfileRecords(profile: Profile, areas: PracticeArea[]): SearchRecord[] {
  return localizedRecords('en', profileRecords(localize(COLLECTION_MODULES.profiles, profile, 'en'), englishNames('practiceAreas', areas)))
}

export function englishPracticeAreaRecords(area: PracticeArea): SearchRecord[] {
  return localizedRecords('en', practiceAreaRecords(localize(COLLECTION_MODULES.practiceAreas, area, 'en')))
}
