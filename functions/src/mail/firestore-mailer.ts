import type { Firestore } from 'firebase-admin/firestore'
import { fromHeader, headerText, isMessageId, listHeaders, attachmentFields, type Mailer } from './mailer'

/** The collection the "Trigger Email from Firestore" extension watches (its default, `mail`). */
export const MAIL_COLLECTION = 'mail'

/** gRPC ALREADY_EXISTS: the document was created by an earlier try. */
const ALREADY_EXISTS = 6

/**
 * Firebase: each message is a document of the `mail` collection in the format of the official
 * "Trigger Email from Firestore" extension (firebase/extensions, firestore-send-email: `to`,
 * `replyTo`, `from`, `message.{subject,text,html}`), which sends it over the SMTP server set in
 * the extension and writes `delivery.state` (PENDING, PROCESSING, SUCCESS, ERROR, RETRY) on it.
 * The document id is the message id: created once (`create` refuses a second), so a retried
 * request queues nothing twice. firestore.rules closes the collection to browsers.
 */
export function createFirestoreMailer(options: {
  db: () => Promise<Firestore> | Firestore
  /**
   * The sender (MAIL_FROM). Absent: no `from` in the document, so the extension's configured
   * default FROM applies (and its display name: the message's `fromName` needs an address to go with).
   */
  from?: string
}): Mailer {
  return {
    transport: 'firestore',
    async send(message) {
      if (!isMessageId(message.id)) throw new Error(`invalid message id: ${message.id}`)
      const db = await options.db()
      const ref = db.collection(MAIL_COLLECTION).doc(message.id)
      try {
        await ref.create({
          to: message.to,
          ...(options.from ? { from: fromHeader(options.from, message.fromName) } : {}),
          ...(message.replyTo ? { replyTo: message.replyTo } : {}),
          // The extension passes `headers` to nodemailer as they are (its version 0.1.2 and later).
          ...(message.headers ? { headers: listHeaders(message) } : {}),
          message: { subject: headerText(message.subject), text: message.text, html: message.html, ...(message.attachments?.length ? { attachments: attachmentFields(message) } : {}) },
        })
      } catch (error) {
        if ((error as { code?: unknown }).code !== ALREADY_EXISTS) throw error
      }
      return { ref: `${MAIL_COLLECTION}/${message.id}` }
    },
    async status(id) {
      if (!isMessageId(id)) return null
      const db = await options.db()
      const snapshot = await db.collection(MAIL_COLLECTION).doc(id).get()
      const delivery = snapshot.exists ? (snapshot.get('delivery') as { state?: unknown; error?: unknown } | undefined) : undefined
      if (!delivery || typeof delivery.state !== 'string') return snapshot.exists ? { state: 'PENDING' } : null
      return { state: delivery.state, ...(typeof delivery.error === 'string' && delivery.error ? { error: delivery.error } : {}) }
    },
    async forget(ids) {
      const db = await options.db()
      const valid = ids.filter(isMessageId)
      for (let start = 0; start < valid.length; start += 400) {
        const batch = db.batch()
        for (const id of valid.slice(start, start + 400)) batch.delete(db.collection(MAIL_COLLECTION).doc(id))
        await batch.commit()
      }
    },
  }
}
