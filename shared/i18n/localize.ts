/**
 * An item as a page in one language reads it (decision 30): in English, each
 * translated field holds its English version where there is one (`title` ← `titleEn`), and
 * the publish date is the English edition's. Pages then render the item without knowing
 * languages. What has no English version keeps its Indonesian text: `fallbacks` names those
 * fields, so a page can mark them `lang="id"`.
 */
import { englishFields, type Field } from '../collections/define'
import type { Lang } from './langs'

export interface Localized<T> {
  doc: T
  /** Translated fields shown in Indonesian for want of an English version. */
  fallbacks: string[]
}

const blank = (value: unknown) => value === null || value === undefined || (typeof value === 'string' && value.trim() === '') || (Array.isArray(value) && value.length === 0)

export function localizeWithFallbacks<T extends object>(module: { fields: Record<string, Field> }, doc: T, lang: Lang): Localized<T> {
  if (lang === 'id') return { doc, fallbacks: [] }
  const source = doc as Record<string, unknown>
  const out: Record<string, unknown> = { ...source }
  const fallbacks: string[] = []
  for (const [english, field] of englishFields(module)) {
    if (blank(source[english])) fallbacks.push(field)
    else out[field] = source[english]
  }
  if ('publishedAtEn' in source && source.publishedAtEn) out.publishedAt = source.publishedAtEn
  return { doc: out as T, fallbacks }
}

export function localize<T extends object>(module: { fields: Record<string, Field> }, doc: T, lang: Lang): T {
  return localizeWithFallbacks(module, doc, lang).doc
}
