/**
 * What the server gives a module-driven form page (web/src/dashboard/collections/module-fields.tsx):
 * the values (stored, new, or as a refused submission sent them), the choices of every
 * reference field and the files behind upload paths, all read from the module's fields.
 */
import type { Field } from '../../../shared/collections/define'
import { formValues } from '../../../shared/collections/define'
import { byName } from '../../../shared/schemas/common'
import { regulationCitationText, regulationKey } from '../../../shared/collections/regulations'
import { isUploadPath } from '../../../shared/schemas/file-paths'
import type { CollectionName, StoredFile } from '../../../shared/schemas/types'
import type { FieldOption, ModuleFieldContext } from '../../../web/src/dashboard/collections/module-fields'
import type { Backend, ContentStore } from '../backends/ports'

/** A document as a choice: its name (or title), and a detail where one helps tell two apart. */
function optionOf(doc: Record<string, unknown> & { id: string }): FieldOption {
  const label = typeof doc.name === 'string' ? doc.name : typeof doc.title === 'string' ? doc.title : doc.id
  // A regulation is told apart by its citation, and the post form suggests it by its key when the text cites it.
  const cited = typeof doc.number === 'string' && typeof doc.year === 'string' && typeof doc.type === 'string' ? { type: doc.type, number: doc.number, year: doc.year } : null
  const key = cited ? regulationKey(cited) : null
  if (cited && key) return { id: doc.id, label, detail: regulationCitationText(cited), mentionKey: key }
  return { id: doc.id, label, ...(typeof doc.position === 'string' && doc.position ? { detail: doc.position } : {}) }
}

/** The choices of each reference or list-of-ids field, by name, sorted as people read them. */
export async function fieldOptions(store: ContentStore, fields: Record<string, Field>): Promise<Record<string, FieldOption[]>> {
  const entries = await Promise.all(
    Object.entries(fields)
      .filter(([, f]) => (f.kind === 'reference' || f.kind === 'ids') && f.references)
      .map(async ([name, f]) => {
        const docs = (await store.query(f.references as CollectionName)) as unknown as (Record<string, unknown> & { id: string })[]
        const options = docs.map(optionOf).sort((a, b) => byName({ name: a.label }, { name: b.label }))
        return [name, options] as const
      }),
  )
  const blocks = Object.entries(fields).filter(([, f]) => f.kind === 'blocks')
  return Object.fromEntries([...entries, ...(await Promise.all(blocks.map(([name]) => blockOptions(store, name)))).flat()])
}

/**
 * The choices of a block page's list blocks (shared/collections/page-blocks.ts): its attorneys,
 * practice areas and categories, under `{field}:attorneys`, `{field}:practiceAreas`, `{field}:categories`.
 */
async function blockOptions(store: ContentStore, name: string): Promise<(readonly [string, FieldOption[]])[]> {
  const sorted = (docs: unknown[]) => (docs as (Record<string, unknown> & { id: string })[]).map(optionOf).sort((a, b) => byName({ name: a.label }, { name: b.label }))
  const [attorneys, areas, categories] = await Promise.all([
    store.query('profiles', { where: [{ field: 'kind', op: '==', value: 'attorney' }] }),
    store.query('practiceAreas'),
    store.query('categories'),
  ])
  return [
    [`${name}:attorneys`, sorted(attorneys)],
    [`${name}:practiceAreas`, sorted(areas)],
    [`${name}:categories`, sorted(categories)],
  ]
}

/**
 * The stored file behind each upload field: the document's own, or, for a path a refused form
 * sent, what that path holds now (only paths of the field's folder are looked up).
 */
export async function fieldFiles(
  backend: Backend,
  fields: Record<string, Field>,
  existing: object | null,
  form?: FormData,
): Promise<Record<string, StoredFile | null>> {
  const stored = (existing ?? {}) as Record<string, StoredFile | null | undefined>
  const entries = await Promise.all(
    Object.entries(fields)
      .filter(([, f]) => f.upload)
      .map(async ([name, f]) => {
        const previous = stored[name] ?? null
        if (!form) return [name, previous] as const
        const path = form.get(name)
        if (typeof path !== 'string' || !path) return [name, null] as const
        if (previous?.path === path) return [name, previous] as const
        if (!isUploadPath(f.upload!, path)) return [name, null] as const
        const info = await backend.files.stat(path)
        return [name, info ? { path, contentType: info.contentType, size: info.size } : null] as const
      }),
  )
  return Object.fromEntries(entries)
}

/** Everything a module-driven form page needs besides its own props. */
export async function moduleFormContext(
  backend: Backend,
  module: { fields: Record<string, Field> },
  existing: object | null,
  now: Date,
  form?: FormData,
): Promise<ModuleFieldContext & { defaults: Record<string, string | string[]> }> {
  const [options, files] = await Promise.all([fieldOptions(backend.content, module.fields), fieldFiles(backend, module.fields, existing, form)])
  return { defaults: formValues(module, existing), options, files, now: now.toISOString() }
}
