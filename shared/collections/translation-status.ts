/**
 * Whether an item's English version still matches its Indonesian text (decision 30):
 * "Perlu diperbarui" when the Indonesian text changed after the English version was written.
 * A translated item stores `translationSource` (define.ts `TRANSLATION_SOURCE`), the Indonesian
 * values of its translated fields as they were when its English version was last saved or the
 * flag dismissed; the flag is a difference between that snapshot and today's Indonesian text.
 * Plain functions over a module and a document, so lists, forms and the save share them.
 */
import { normalizeLineBreaks } from '../schemas/text-fields'
import { englishFields, hasEnglish, isBlank, TRANSLATION_SOURCE, type Field } from './define'

type Doc = Record<string, unknown>
type Module = { fields: Record<string, Field> }

/** Which languages an item has, as lists show them. */
export interface ItemLanguages {
  /** The English version exists (any English field filled). */
  en: boolean
  /** Its Indonesian text changed since the English version was written (Perlu diperbarui). */
  stale: boolean
}

/**
 * The Indonesian fields an English version translates, each with its spec. Slugs are left out:
 * an address, not text, and it follows the title, whose change is what the translator needs.
 * So are files (a publication's PDF): the word-level view has nothing to show of
 * them, and their English version is optional (without one the English page offers the
 * Indonesian file, which is then current by definition).
 */
export function sourceFields(module: Module): [string, Field][] {
  return englishFields(module).flatMap(([, source]) => {
    const spec = module.fields[source]
    return spec && spec.kind !== 'slug' && spec.kind !== 'upload' ? [[source, spec] as [string, Field]] : []
  })
}

/** The Indonesian values the English version is written from, as the snapshot stores them. */
export function translationSnapshot(module: Module, doc: Doc): Record<string, unknown> {
  return Object.fromEntries(sourceFields(module).map(([name, spec]) => [name, doc[name] ?? spec.default ?? null]))
}

/** The stored snapshot, or null (no English, or written before snapshots were kept). */
export function translationSourceOf(doc: Doc): Record<string, unknown> | null {
  const value = doc[TRANSLATION_SOURCE]
  return value && typeof value === 'object' && !Array.isArray(value) ? (value as Record<string, unknown>) : null
}

/** A value as its words read: line breaks made LF, ends trimmed, rich text without the spaces between tags. */
function contentOf(value: unknown, kind: Field['kind']): string {
  if (typeof value !== 'string') return stableJson(value)
  const text = normalizeLineBreaks(value).trim()
  return kind === 'richText' ? text.replace(/>\s+</g, '><') : text
}

/** JSON with object keys sorted, so a value stored by another store or step compares alike. */
function stableJson(value: unknown): string {
  return JSON.stringify(value ?? null, (_key, v: unknown) =>
    v && typeof v === 'object' && !Array.isArray(v) ? Object.fromEntries(Object.entries(v as Record<string, unknown>).sort(([a], [b]) => (a < b ? -1 : 1))) : v,
  )
}

/**
 * Whether two values of a field say the same thing. Content, never how or when it was saved:
 * a field left empty is one value whether the seed, an older save or the form stored it ('',
 * null or absent), and a text restored from Riwayat to exactly what the English was written
 * from is the same text again, so the flag goes.
 */
export function sameContent(spec: Pick<Field, 'kind'> & { default?: unknown }, a: unknown, b: unknown): boolean {
  const left = a ?? spec.default
  const right = b ?? spec.default
  const blankLeft = isBlank(left, spec.kind)
  const blankRight = isBlank(right, spec.kind)
  if (blankLeft || blankRight) return blankLeft === blankRight
  return contentOf(left, spec.kind) === contentOf(right, spec.kind)
}

/** Whether the item has English whose Indonesian text changed since it was written. */
export function needsUpdate(module: Module, doc: Doc): boolean {
  const source = translationSourceOf(doc)
  if (!source || !hasEnglish(module, doc)) return false
  // A field absent on either side reads as its default: one added to the module later (the
  // alternative text) does not flag every English version written before it.
  return sourceFields(module).some(([name, spec]) => !sameContent(spec, source[name], doc[name]))
}

/** What a list shows of an item's languages. */
export function itemLanguages(module: Module, doc: Doc): ItemLanguages {
  return { en: hasEnglish(module, doc), stale: needsUpdate(module, doc) }
}

/**
 * The snapshot a save writes (`before` the stored item or null, `after` what is written):
 * none without English; a new one when the English fields changed in this save (or the item
 * had none), since its author wrote them against today's Indonesian; otherwise the old one, so
 * a change of the Indonesian alone leaves the difference that flags the English. An item
 * saved before snapshots were kept takes its Indonesian as it was before this save.
 */
export function snapshotAfterSave(module: Module, before: Doc | null, after: Doc): Record<string, unknown> | null {
  if (!hasEnglish(module, after)) return null
  // By content too: an English field left empty, stored '' by the seed and null by the form, is
  // no new English, and must not take today's Indonesian as what it was written from.
  const englishChanged = !before || !hasEnglish(module, before) || englishFields(module).some(([name, , spec]) => !sameContent(spec, before[name], after[name]))
  if (englishChanged) return translationSnapshot(module, after)
  return translationSourceOf(before) ?? translationSnapshot(module, before)
}

/** The lists' language filter (`?lang=`): items without English, or whose English needs updating. */
export const LANGUAGE_FILTERS = ['missing-en', 'stale-en'] as const
export type LanguageFilter = (typeof LANGUAGE_FILTERS)[number]
export const LANGUAGE_FILTER_LABELS: Record<LanguageFilter, string> = {
  'missing-en': 'Belum ada bahasa Inggris',
  'stale-en': 'Perlu diperbarui',
}

/** Reads `?lang=` leniently: anything else is no filter. */
export function readLanguageFilter(value: string | undefined): LanguageFilter | '' {
  return LANGUAGE_FILTERS.find((filter) => filter === value) ?? ''
}

/** Whether an item's languages pass the filter. */
export function passesLanguageFilter(languages: ItemLanguages, filter: LanguageFilter | ''): boolean {
  if (filter === 'missing-en') return !languages.en
  if (filter === 'stale-en') return languages.stale
  return true
}
