/**
 * Whether an item has an English edition and where (docs/decisions/0030-english-edition.md),
 * read from its collection module so every collection that gains English fields follows with no
 * edit here: an item is English once any English field is filled (`hasEnglish`), at its English
 * slug where the module has one (`slugEn`), else at its one slug; where the module keeps
 * `publishedAtEn`, that date must have come too. What English pages show even untranslated,
 * field by field, is always there: an attorney at the one slug (a person's name is not
 * translated), a category or tag filter at its English slug where it has one, else at its
 * Indonesian one (`localizeTerm`, ./public-content.ts). The sitemap and the redirects ask this,
 * so the addresses they list or keep are the ones the `/en` routes answer.
 */
import { COLLECTION_MODULES } from '../../../shared/collections'
import { hasEnglish, type Field } from '../../../shared/collections/define'
import { isPublishedAt, PUBLISH_FIELD_EN } from '../../../shared/publish-rule'
import type { CollectionName } from '../../../shared/schemas/types'

type Fields = Record<string, Field>

/** A module, read as the registry's modules all are (their field types differ). */
const moduleOf = (collection: CollectionName) => COLLECTION_MODULES[collection] as { fields: Fields; stored?: Fields }

const FIELDS = new Map<CollectionName, Fields>()

/**
 * A module's fields, typed and stored (a category's English slug is stored, made from its English
 * name), merged once per collection: the sitemap asks for each of a year's posts.
 */
function fieldsOf(collection: CollectionName): Fields {
  let fields = FIELDS.get(collection)
  if (!fields) {
    const module = moduleOf(collection)
    FIELDS.set(collection, (fields = { ...module.stored, ...module.fields }))
  }
  return fields
}

/**
 * Collections whose every public item has English pages, translated or not: a regulation's at
 * its one slug (a citation is not translated: ../collections/regulations/public-routes.tsx).
 */
const ALWAYS_ENGLISH: ReadonlySet<CollectionName> = new Set(['profiles', 'categories', 'tags', 'regulations'])

const filled = (value: unknown): value is string => typeof value === 'string' && value !== ''

/**
 * The slug of the item's English pages (`/en/blogs/{slug}`), or null when it has no English
 * version, whether or not visitors can open it now.
 */
export function englishSlug(collection: CollectionName, item: object): string | null {
  const doc = item as Record<string, unknown>
  if (!filled(doc.slug)) return null
  const translated = hasEnglish(moduleOf(collection), doc)
  const ownSlug = 'slugEn' in fieldsOf(collection)
  if (ALWAYS_ENGLISH.has(collection)) return translated && ownSlug && filled(doc.slugEn) ? doc.slugEn : doc.slug
  if (!translated) return null
  if (!ownSlug) return doc.slug
  return filled(doc.slugEn) ? doc.slugEn : null
}

/**
 * Whether the English edition's own date has come, where the module keeps one (`publishedAtEn`,
 * null while the item has no English version or is a draft); true where it keeps none. Asked
 * beside the collection's own rule (publish, opening), never instead of it.
 */
export function isEnglishPublishedAt(collection: CollectionName, item: object, now: Date): boolean {
  if (!(PUBLISH_FIELD_EN in fieldsOf(collection))) return true
  const dated = (item as Record<string, unknown>)[PUBLISH_FIELD_EN]
  return isPublishedAt(typeof dated === 'string' ? dated : null, now)
}
