/**
 * A form's sections split by language: each form that groups its fields in sections
 * (a collection's form, Pengaturan Situs) shows them in Bahasa Indonesia / English tabs with
 * this, so a module's English fields land in the English tab section by section as soon as the
 * module has them.
 */
import { englishFields, type Field } from '../../../../shared/collections/define'
import type { Lang } from '../../../../shared/i18n/langs'

/** A group of a form's fields: listed names, and pairs shown side by side. */
export interface Section {
  names?: readonly string[]
  pairs?: readonly (readonly string[])[]
}

/**
 * The sections of one language's tab: Bahasa Indonesia keeps every section without
 * the English fields; English has, section by section, the English versions of the fields it
 * names (a pair keeps what it has of them), and any English field no section named at the end.
 * A module without English fields has its sections as they are, in no tabs.
 */
export function languageSections<S extends Section>(sections: readonly S[], fields: Record<string, Field>, lang: Lang): S[] {
  const english = new Map(englishFields({ fields }).map(([name, source]) => [source, name]))
  const isEnglish = (name: string) => Boolean(fields[name]?.translates)
  const pick = (names: readonly string[]) => (lang === 'id' ? names.filter((name) => !isEnglish(name)) : names.flatMap((name) => (english.has(name) ? [english.get(name)!] : [])))
  // A pair keeps what it has in the language: one field of it, or both.
  const shaped = sections.map(
    (section) =>
      ({
        ...section,
        ...(section.names ? { names: pick(section.names) } : {}),
        ...(section.pairs ? { pairs: section.pairs.map((pair) => pick(pair)).filter((pair) => pair.length > 0) } : {}),
      }) as S,
  )
  const kept = shaped.filter((section) => (section.names?.length ?? 0) + (section.pairs?.length ?? 0) > 0)
  if (lang === 'id') return kept
  const placed = new Set(kept.flatMap((section) => [...(section.names ?? []), ...(section.pairs ?? []).flat()]))
  const rest = [...english.values()].filter((name) => !placed.has(name))
  return rest.length ? [...kept, { names: rest } as unknown as S] : kept
}
