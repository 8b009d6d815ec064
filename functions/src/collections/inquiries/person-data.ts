/**
 * A person's data across the inbox, the job applications, the client alerts' subscriptions and
 * the event registrations, found by their email (stored in lower case as `emailKey`): what staff delete when someone asks,
 * CVs, a subscriber's per-alert records and the kept copies of the emails about them included
 * (UU No. 27 Tahun 2022; the privacy notice promises it).
 */
import type { Subscriber } from '../../../../shared/schemas/types'
import { StaleVersionError, type ContentStore, type FileStore } from '../../backends/ports'
import type { Mailer } from '../../mail/mailer'
import { alertMessageId } from '../../alerts/alert-messages'

export interface PersonRecord {
  collection: 'inquiries' | 'applications' | 'subscribers' | 'registrations'
  id: string
  /** What the record is, for the confirmation list. */
  kind: string
  name: string
  receivedAt: string
  /** The CV an application carries, deleted with it. */
  file?: string
  /** The ids of the emails sent about it (outbox files, mail documents), forgotten with it. */
  mailIds: string[]
}

export const emailKeyOf = (email: string) => email.trim().toLowerCase()

/** Every record holding `email`. */
export async function findPersonData(store: ContentStore, email: string): Promise<PersonRecord[]> {
  const key = emailKeyOf(email)
  if (!key) return []
  const where = [{ field: 'emailKey', op: '==' as const, value: key }]
  const [inquiries, applications, subscribers, registrations] = await Promise.all([store.query('inquiries', { where }), store.query('applications', { where }), store.query('subscribers', { where }), store.query('registrations', { where })])
  return [
    ...inquiries.map((doc): PersonRecord => ({ collection: 'inquiries', id: doc.id, kind: 'Pesan', name: doc.name, receivedAt: doc.createdAt, mailIds: [...doc.mail.map((m) => m.id), ...(doc.replies ?? []).map((r) => r.mailId)] })),
    ...applications.map((doc): PersonRecord => ({
      collection: 'applications',
      id: doc.id,
      kind: 'Lamaran',
      name: doc.name,
      receivedAt: doc.createdAt,
      ...(doc.cv?.path ? { file: doc.cv.path } : {}),
      mailIds: [...doc.mail.map((m) => m.id), ...(doc.replies ?? []).map((r) => r.mailId)],
    })),
    ...subscribers.map((doc): PersonRecord => ({ collection: 'subscribers', id: doc.id, kind: 'Langganan peringatan klien', name: doc.name || doc.email, receivedAt: doc.createdAt, mailIds: doc.mail.map((m) => m.id) })),
    ...registrations.map((doc): PersonRecord => ({ collection: 'registrations', id: doc.id, kind: `Pendaftaran acara: ${doc.eventTitle}`, name: doc.name, receivedAt: doc.createdAt, mailIds: doc.mail.map((m) => m.id) })),
  ]
}

/** A subscriber's per-alert records, deleted with it (an alert keeps only its counts). */
async function deleteDeliveries(store: ContentStore, subscriberId: string, actor: string): Promise<string[]> {
  const deliveries = await store.query('alertDeliveries', { where: [{ field: 'subscriberId', op: '==', value: subscriberId }] })
  for (const delivery of deliveries) await store.remove('alertDeliveries', delivery.id, { actor }).catch(ignoreNotFound)
  return deliveries.map((d) => alertMessageId(d.alertId, subscriberId))
}

function ignoreNotFound(error: unknown) {
  if ((error as Error).name !== 'NotFoundError') throw error
}

/**
 * Deletes every record holding `email`, and what they carry: an application's CV (`files`), a
 * subscriber's per-alert records, and the kept copies of their emails (`mailer.forget`: the
 * outbox files, the mail documents). Returns how many records went.
 */
export async function deletePersonData(store: ContentStore, email: string, actor: string, files?: FileStore, mailer?: Pick<Mailer, 'forget'>): Promise<number> {
  const records = await findPersonData(store, email)
  let deleted = 0
  for (const record of records) {
    const mailIds = [...record.mailIds]
    // Its per-alert records first: a run cut short leaves none pointing at a deleted subscriber.
    if (record.collection === 'subscribers') mailIds.push(...(await deleteDeliveries(store, record.id, actor)))
    try {
      await store.remove(record.collection, record.id, { actor })
      deleted++
    } catch (error) {
      // Gone meanwhile: what was asked for is done.
      ignoreNotFound(error)
    }
    if (record.file && files) await files.delete(record.file)
    if (mailIds.length && mailer?.forget) await mailer.forget(mailIds)
  }
  return deleted
}

/**
 * Deletes one subscriber with its per-alert records and its emails' copies (Pelanggan's Hapus,
 * the retention sweep). `onlyIf` is asked of the record as read, and the delete is refused if it
 * changed after (a retention sweep never deletes an address confirmed meanwhile).
 */
export async function deleteSubscriber(
  store: ContentStore,
  id: string,
  actor: string,
  options: { mailer?: Pick<Mailer, 'forget'>; onlyIf?: (subscriber: Subscriber) => boolean } = {},
): Promise<boolean> {
  const subscriber = await store.get('subscribers', id)
  if (!subscriber || (options.onlyIf && !options.onlyIf(subscriber))) return false
  try {
    await store.remove('subscribers', id, { actor, expectedVersion: subscriber.version })
  } catch (error) {
    if (error instanceof StaleVersionError) return false
    ignoreNotFound(error)
    return false
  }
  const mailIds = [...subscriber.mail.map((m) => m.id), ...(await deleteDeliveries(store, id, actor))]
  const mailer = options.mailer
  if (mailer?.forget) await mailer.forget(mailIds)
  return true
}
