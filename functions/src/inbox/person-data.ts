/**
 * A person's data across the inbox and the job applications, found by their email (stored in
 * lower case as `emailKey`): what staff delete when someone asks, CVs included (UU No. 27 Tahun
 * 2022; the privacy notice promises it).
 */
import type { ContentStore, FileStore } from '../backends/ports'

export interface PersonRecord {
  collection: 'inquiries' | 'applications'
  id: string
  /** What the record is, for the confirmation list. */
  kind: string
  name: string
  receivedAt: string
  /** The CV an application carries, deleted with it. */
  file?: string
}

export const emailKeyOf = (email: string) => email.trim().toLowerCase()

/** Every record holding `email`. */
export async function findPersonData(store: ContentStore, email: string): Promise<PersonRecord[]> {
  const key = emailKeyOf(email)
  if (!key) return []
  const where = [{ field: 'emailKey', op: '==' as const, value: key }]
  const [inquiries, applications] = await Promise.all([store.query('inquiries', { where }), store.query('applications', { where })])
  return [
    ...inquiries.map((doc): PersonRecord => ({ collection: 'inquiries', id: doc.id, kind: 'Pesan', name: doc.name, receivedAt: doc.createdAt })),
    ...applications.map((doc): PersonRecord => ({ collection: 'applications', id: doc.id, kind: 'Lamaran', name: doc.name, receivedAt: doc.createdAt, ...(doc.cv?.path ? { file: doc.cv.path } : {}) })),
  ]
}

/** Deletes every record holding `email`, and the files they carry (`files`: an application's CV); returns how many records went. */
export async function deletePersonData(store: ContentStore, email: string, actor: string, files?: FileStore): Promise<number> {
  const records = await findPersonData(store, email)
  let deleted = 0
  for (const record of records) {
    try {
      await store.remove(record.collection, record.id, { actor })
      deleted++
    } catch (error) {
      // Gone meanwhile: what was asked for is done.
      if ((error as Error).name !== 'NotFoundError') throw error
    }
    if (record.file && files) await files.delete(record.file)
  }
  return deleted
}
