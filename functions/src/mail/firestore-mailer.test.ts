import { afterAll, beforeAll, describe, expect, it } from 'vitest'
import { loadConfig } from '../config'
import { connectFirestore, startFirestoreJsEmulator, type FirestoreJsEmulator } from '../testing/firestore-js-emulator'
import { createMailer } from './create-mailer'
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

  it('on Firebase without MAIL_FROM names no sender, so the extension’s configured default FROM applies; with it, every document says it', async () => {
    const { db } = connectFirestore(emulator.host, emulator.projectId)
    const firebaseEnv = {
      BACKEND: 'firebase',
      GOOGLE_CLOUD_PROJECT: 'demo-alr',
      STORAGE_BUCKET: 'demo-alr.appspot.com',
      WEB_API_KEY: 'k',
      ALGOLIA_APP_ID: 'A',
      ALGOLIA_ADMIN_KEY: 's',
      PUBLIC_BASE_URL: 'https://demo-alr.web.app',
    }
    const message = { to: ['kantor@example.test'], fromName: 'Firma', subject: 'Pesan baru', text: 'isi', html: '<p>isi</p>' }
    const unnamed = createMailer({ name: 'firebase', db }, loadConfig(firebaseEnv))
    await unnamed.send({ ...message, id: 'inquiry-2-notification' })
    const document = (await db.collection(MAIL_COLLECTION).doc('inquiry-2-notification').get()).data()!
    expect(document).not.toHaveProperty('from')
    expect(document.to).toEqual(['kantor@example.test'])
    const named = createMailer({ name: 'firebase', db }, loadConfig({ ...firebaseEnv, MAIL_FROM: 'noreply@firma.example' }))
    await named.send({ ...message, id: 'inquiry-3-notification' })
    expect((await db.collection(MAIL_COLLECTION).doc('inquiry-3-notification').get()).get('from')).toBe('"Firma" <noreply@firma.example>')
  })

  it('passes a client alert’s list headers to the extension (cleaned), and forgets a person’s messages on request', async () => {
    const db = emulator.firestore()
    const mailer = createFirestoreMailer({ db: () => db, from: 'noreply@example.test' })
    const alert = {
      id: 'alert-blogs-1-s1',
      to: ['klien@example.test'],
      subject: 'Blog baru',
      text: 'isi',
      html: '<p>isi</p>',
      headers: { 'List-Unsubscribe': '<https://www.example.test/subscribe/unsubscribe?t=u.s1.x>\r\nBcc: x@y.test', 'List-Unsubscribe-Post': 'List-Unsubscribe=One-Click' },
    }
    await mailer.send(alert)
    await mailer.send({ ...alert, id: 'alert-blogs-1-s2', to: ['lain@example.test'] })
    expect((await db.collection(MAIL_COLLECTION).doc('alert-blogs-1-s1').get()).get('headers')).toEqual({
      'List-Unsubscribe': '<https://www.example.test/subscribe/unsubscribe?t=u.s1.x> Bcc: x@y.test',
      'List-Unsubscribe-Post': 'List-Unsubscribe=One-Click',
    })
    await mailer.forget!(['alert-blogs-1-s1', '../bukan-id'])
    expect((await db.collection(MAIL_COLLECTION).doc('alert-blogs-1-s1').get()).exists).toBe(false)
    expect((await db.collection(MAIL_COLLECTION).doc('alert-blogs-1-s2').get()).exists).toBe(true)
  })
})
