/**
 * A collection's data for store-level tests, derived from its module: every field at its
 * example or default value and a stored-file record per upload field (no file is written), with
 * the test's own values over it, and the fields the stores derive from them. A field added to a
 * module needs no edit of these tests.
 */
import { COLLECTION_MODULES } from '../../../shared/collections'
import { exampleDocument } from '../../../shared/collections/define'
import { UPLOAD_FOLDERS, UPLOAD_RULES } from '../../../shared/schemas/uploads'
import type { StoredFile } from '../../../shared/schemas/types'
import type { CollectionName, DataOf } from '../backends/ports'
import { withDerivedFields } from '../backends/derived-fields'

/** Upload folders of PDFs; the others hold images. */
export const PDF_FOLDERS: ReadonlySet<string> = new Set(UPLOAD_FOLDERS.filter((folder) => UPLOAD_RULES[folder].kind === 'pdf'))

/** The record of a file as the upload route stores it, named after `name`. */
export function exampleFile(folder: string, name: string): StoredFile {
  return PDF_FOLDERS.has(folder)
    ? { path: `${folder}/${name}.pdf`, contentType: 'application/pdf', size: 1, originalName: `${name}.pdf` }
    : { path: `${folder}/${name}.jpg`, contentType: 'image/jpeg', size: 10, width: 1200, height: 630 }
}

export function exampleData<C extends CollectionName>(collection: C, over: Partial<DataOf<C>> = {}): DataOf<C> {
  const module = COLLECTION_MODULES[collection]
  // An English version of a file (a publication's English PDF) is one more choice staff make: none here.
  const fields = module.fields as Record<string, { translates?: string }>
  const files = Object.fromEntries(Object.entries(module.uploads).flatMap(([field, folder]) => (fields[field]?.translates ? [] : [[field, exampleFile(folder as string, 'contoh')]])))
  // With the fields the stores derive at every write (derived-fields.ts), as a read gives them back.
  return withDerivedFields(collection, { ...exampleDocument(module), ...files, ...over }) as DataOf<C>
}
