import { afterAll, beforeAll, describe, expect, it } from 'vitest'
import { startFirestoreJsEmulator, type FirestoreJsEmulator } from '../testing/firestore-js-emulator'
import { createFirestoreMailer, MAIL_COLLECTION } from './firestore-mailer'

let emulator: FirestoreJsEmulator
beforeAll(async () => {
  emulator = await startFirestoreJsEmulator()
})
afterAll(async () => {
  await emulator?.stop()
})

describe('the Firestore mailer (Trigger Email extension format, on @firestore-emulator/server)', () => {
  it('queues one mail document per message id, in the extension format, and reads its delivery state', async () => {
    const db = emulator.firestore()
    const mailer = createFirestoreMailer({ db: () => db, from: 'noreply@example.test' })
    const message = {
      id: 'inquiry-1-notification',
      to: ['kantor@example.test'],
      replyTo: 'budi@example.test',
      fromName: 'Firma\r\nBcc: x@y.test',
      subject: 'Pesan baru\r\nBcc: x@y.test',
      text: 'isi <script>',
      html: '<p>isi &lt;script&gt;</p>',
    }
    expect(await mailer.send(message)).toEqual({ ref: `${MAIL_COLLECTION}/inquiry-1-notification` })
    await mailer.send({ ...message, subject: 'kedua' })
    const docs = (await db.collection(MAIL_COLLECTION).get()).docs
    expect(docs).toHaveLength(1)
    expect(docs[0]!.data()).toEqual({
      to: ['kantor@example.test'],
      from: '"Firma Bcc: x@y.test" <noreply@example.test>',
      replyTo: 'budi@example.test',
      message: { subject: 'Pesan baru Bcc: x@y.test', text: 'isi <script>', html: '<p>isi &lt;script&gt;</p>' },
    })
    expect(await mailer.status!('inquiry-1-notification')).toEqual({ state: 'PENDING' })
    await db.collection(MAIL_COLLECTION).doc('inquiry-1-notification').update({ delivery: { state: 'ERROR', error: 'Invalid login' } })
    expect(await mailer.status!('inquiry-1-notification')).toEqual({ state: 'ERROR', error: 'Invalid login' })
    expect(await mailer.status!('tidak-ada')).toBeNull()
  })
})
