/**
 * A sending process for the kill -9 test (alert-queue-crash.test.ts): opens the embedded store in
 * DATA_DIR as `npm start` does, releases the claims a killed predecessor left (server.ts does the
 * same at start), then drains the client alerts' queue until nothing is due, and prints `done`
 * with what it sent. SMTP_URL set: sends through that server; else to DATA_DIR/outbox.
 */
import { createEmbeddedBackend } from '../../functions/src/backends/embedded'
import { createAlertQueue } from '../../functions/src/alerts/alert-queue'
import { createMailer } from '../../functions/src/mail/create-mailer'
import { loadConfig } from '../../functions/src/config'

const dataDir = process.env.DATA_DIR!
const config = loadConfig({ DATA_DIR: dataDir, PUBLIC_BASE_URL: 'https://www.example.test', SEED_DEMO: '0', ...(process.env.SMTP_URL ? { SMTP_URL: process.env.SMTP_URL } : {}) })
const backend = createEmbeddedBackend({ dataDir, sweepIntervalMs: 3_600_000 })
const mailer = createMailer(backend, config)
const queue = createAlertQueue({
  store: backend.content,
  mailer,
  now: () => new Date(),
  baseUrl: config.publicBaseUrl,
  ratePerMinute: Number(process.env.ALERT_RATE_PER_MINUTE ?? '600'),
  sendTimeoutMs: 5_000,
})
const released = await queue.releaseClaims()
process.stdout.write(`released ${released}\n`)
const result = await queue.drain()
process.stdout.write(`done ${JSON.stringify(result)}\n`)
await backend.close()
