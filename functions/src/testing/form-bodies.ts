/**
 * The fields a valid dashboard form sends, derived from the collection module: every form field
 * at its example value as the form shows it (an upload's path, a date in Jakarta time, a list
 * as repeated values), with the test's own values over it. A required field added to a module
 * is sent with its example, so route tests need no edit (docs/decisions/0020-collection-modules.md).
 *
 * References to other documents (a category, tags, authors) and uploaded files exist only in
 * the test's site, so the test passes them; `fixtures(backend).uploads(collection, name)`
 * stores a file for every upload field and returns their paths.
 */
import { COLLECTION_MODULES } from '../../../shared/collections'
import { englishFields, exampleDocument, formValues, type Field } from '../../../shared/collections/define'
import type { CollectionName } from '../backends/ports'

export type FormBody = Record<string, string | string[]>

/** The form fields of `collection` (no version: a create form sends none), `overrides` over them. */
export function formBody(collection: CollectionName, overrides: FormBody = {}): FormBody {
  const module = COLLECTION_MODULES[collection]
  const values = formValues(module, exampleDocument(module)) as FormBody
  // A slug has no example of its own (each stored document needs a different one).
  for (const [name, field] of Object.entries(module.fields as Record<string, Field>)) if (field.kind === 'slug' && !field.translates) values[name] = `contoh-${module.name.toLowerCase()}`
  return { ...values, ...overrides }
}

/**
 * An English version as a form's English tab sends it: `english`, with each English field it
 * lacks whose Indonesian field is required at that field's example, so a required field added
 * to a translated module needs no edit of the tests that write an English version.
 */
export function withEnglish(collection: CollectionName, english: FormBody): FormBody {
  const module = COLLECTION_MODULES[collection]
  const examples = formValues(module, exampleDocument(module)) as FormBody
  const fields = module.fields as Record<string, Field>
  const required = englishFields(module).filter(([name, source, f]) => !(name in english) && fields[source]?.required && !f.englishOptional)
  return { ...Object.fromEntries(required.map(([name, source]) => [name, examples[source] ?? ''])), ...english }
}

/** Every English field of the module left empty: the English version taken off. */
export function withoutEnglish(collection: CollectionName): FormBody {
  return Object.fromEntries(englishFields(COLLECTION_MODULES[collection]).map(([name]) => [name, '']))
}
