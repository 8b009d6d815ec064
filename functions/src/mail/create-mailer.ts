import path from 'node:path'
import type { Firestore } from 'firebase-admin/firestore'
import type { Backend } from '../backends/ports'
import type { AppConfig } from '../config'
import { createFirestoreMailer } from './firestore-mailer'
import type { Mailer } from './mailer'
import { createOutboxMailer } from './outbox-mailer'
import { createSmtpMailer } from './smtp-mailer'

/** The folder of `.eml` files on the embedded backend without SMTP. */
export const outboxDir = (dataDir: string) => path.join(path.resolve(dataDir), 'outbox')

/**
 * The mailer this deployment uses: SMTP when SMTP_URL is set (either backend); otherwise the
 * outbox folder (embedded) or the extension's `mail` collection (Firebase).
 */
export function createMailer(backend: Pick<Backend, 'name'> & { db?: Firestore; dataDir?: string }, config: Pick<AppConfig, 'dataDir' | 'mail' | 'publicBaseUrl'>): Mailer {
  const from = config.mail?.from ?? `noreply@${new URL(config.publicBaseUrl).hostname}`
  if (config.mail?.smtpUrl) return createSmtpMailer({ url: config.mail.smtpUrl, from })
  if (backend.name === 'firebase') {
    // Written through the backend's own client (firebase/index.ts). Without MAIL_FROM the
    // documents name no sender, and the extension sends with its own default FROM.
    const { db } = backend
    return createFirestoreMailer({
      ...(config.mail?.from ? { from: config.mail.from } : {}),
      db: async () => {
        if (!db) throw new Error('the Firebase backend has no Firestore client to write mail through')
        return db
      },
    })
  }
  // The embedded backend's own folder (the same as DATA_DIR when started by npm start).
  return createOutboxMailer({ dir: outboxDir(backend.dataDir ?? config.dataDir), from })
}
