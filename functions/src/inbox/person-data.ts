/**
 * A person's data across the inbox, found by their email (stored in lower case as `emailKey`):
 * what staff delete when someone asks (UU No. 27 Tahun 2022; the privacy notice promises it).
 */
import type { ContentStore } from '../backends/ports'

export interface PersonRecord {
  collection: 'inquiries'
  id: string
  /** What the record is, for the confirmation list. */
  kind: string
  name: string
  receivedAt: string
}

export const emailKeyOf = (email: string) => email.trim().toLowerCase()

/** Every record holding `email`. */
export async function findPersonData(store: ContentStore, email: string): Promise<PersonRecord[]> {
  const key = emailKeyOf(email)
  if (!key) return []
  const inquiries = await store.query('inquiries', { where: [{ field: 'emailKey', op: '==', value: key }] })
  return inquiries.map((doc) => ({ collection: 'inquiries', id: doc.id, kind: 'Pesan', name: doc.name, receivedAt: doc.createdAt }))
}

/** Deletes every record holding `email`; returns how many went. */
export async function deletePersonData(store: ContentStore, email: string, actor: string): Promise<number> {
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
  }
  return deleted
}
