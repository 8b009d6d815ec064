/**
 * Items an English page shows field by field (decision 30): a profile's position in
 * English where it was written, else its Indonesian text; a category's name likewise. The
 * localized item names the fields that fell back, so the page marks them `lang="id"` (WCAG 3.1.2,
 * Language of Parts): a screen reader then reads them with Indonesian pronunciation.
 */
import type { Field } from '../collections/define'
import { localizeWithFallbacks } from './localize'
import type { Lang } from './langs'

/** An item as a page in one language reads it, with the fields shown in Indonesian for want of English. */
export type WithFallbacks<T> = T & { fallbacks?: readonly string[] }

export function withFallbacks<T extends object>(module: { fields: Record<string, Field> }, doc: T, lang: Lang): WithFallbacks<T> {
  if (lang === 'id') return doc
  const { doc: localized, fallbacks } = localizeWithFallbacks(module, doc, lang)
  return { ...localized, fallbacks }
}

/** `lang="id"` for a field an English page shows in Indonesian; nothing (the page's language) otherwise. */
export function fallbackLang(doc: object | null | undefined, field: string): 'id' | undefined {
  const fallbacks = (doc as { fallbacks?: readonly string[] } | null | undefined)?.fallbacks
  return fallbacks?.includes(field) ? 'id' : undefined
}
