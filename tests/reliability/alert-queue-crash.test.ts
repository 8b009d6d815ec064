/**
 * The client alerts' queue killed with SIGKILL in the middle of sending: a real child
 * process (alert-sender.ts) drains the queue of one alert to 40 subscribers on a real SQLite file
 * and is killed mid-send; a new process takes over, as `npm start` would after a crash.
 *
 * - Outbox (the embedded backend's transport): killed three times at different points, then run
 *   to the end. Every subscriber has exactly one file, and every record says sent: the file name
 *   is the message id, so a message written just before the kill and sent again after it is the
 *   same file (decision 34).
 * - SMTP, killed while the server holds the end of a message unanswered (the process dies before
 *   the server accepts): after the restart every subscriber was accepted exactly once.
 * - SMTP, killed right after the server accepted a message, before the process could record it:
 *   the one window no protocol can close. The restart sends that message again with the same
 *   Message-ID; no one is skipped, no one gets two different messages, at most that one message
 *   is repeated. This is the documented trade-off, measured here rather than hidden.
 */
import { spawn, type ChildProcess } from 'node:child_process'
import { mkdtempSync, readdirSync, readFileSync, rmSync } from 'node:fs'
import os from 'node:os'
import path from 'node:path'
import { afterAll, describe, expect, it } from 'vitest'
import { SETTINGS_ID } from '../../shared/collections/settings'
import { createEmbeddedBackend } from '../../functions/src/backends/embedded'
import { alertIdOf, ensureAlert } from '../../functions/src/alerts/alert-planner'
import { exampleData } from '../../functions/src/testing/example-data'
import { startSmtpTestServer, type ReceivedMessage } from '../../functions/src/testing/smtp-test-server'

const ROOT = path.resolve(import.meta.dirname, '../..')
const SENDER = path.join(ROOT, 'tests/reliability/alert-sender.ts')
const RECIPIENTS = 40
const dirs: string[] = []

afterAll(() => {
  for (const dir of dirs) rmSync(dir, { recursive: true, force: true })
})

/** A data folder with 40 active subscribers and one published blog whose alert waits to be prepared. */
async function prepared(): Promise<{ dataDir: string; alertId: string; emails: string[] }> {
  const dataDir = mkdtempSync(path.join(os.tmpdir(), 'alr-alert-crash-'))
  dirs.push(dataDir)
  const backend = createEmbeddedBackend({ dataDir, sweepIntervalMs: 3_600_000 })
  await backend.content.create('settings', exampleData('settings', { name: 'Firma Contoh', email: 'kantor@example.test', alertCategoryIds: [] }), { actor: 'seed', id: SETTINGS_ID })
  const emails: string[] = []
  for (let i = 0; i < RECIPIENTS; i++) {
    const email = `penerima${String(i).padStart(2, '0')}@example.test`
    emails.push(email)
    await backend.content.create('subscribers', exampleData('subscribers', { email, emailKey: email, status: 'active', linkKey: `kunci-${i}`, purgeAt: null, confirmedAt: new Date().toISOString() }), { actor: 'visitor' })
  }
  const blog = await backend.content.create('blogs', exampleData('blogs', { title: 'Perubahan aturan ketenagakerjaan', slug: 'perubahan-aturan', sendAlert: 'yes', publishedAt: new Date(Date.now() - 60_000).toISOString() }), { actor: 'staff' })
  await ensureAlert(backend.content, 'blogs', blog, 'chosen')
  await backend.close()
  return { dataDir, alertId: alertIdOf('blogs', blog.id), emails }
}

interface Sender {
  child: ChildProcess
  output: () => string
  exited: Promise<{ code: number | null; signal: NodeJS.Signals | null }>
}

function startSender(dataDir: string, env: Record<string, string> = {}): Sender {
  const child = spawn(process.execPath, ['--import', 'tsx', SENDER], { cwd: ROOT, env: { ...process.env, DATA_DIR: dataDir, ...env }, stdio: ['ignore', 'pipe', 'pipe'] })
  let output = ''
  child.stdout!.on('data', (chunk) => (output += chunk))
  child.stderr!.on('data', (chunk) => (output += chunk))
  const exited = new Promise<{ code: number | null; signal: NodeJS.Signals | null }>((resolve) => child.on('exit', (code, signal) => resolve({ code, signal })))
  return { child, output: () => output, exited }
}

const alertFiles = (dataDir: string, alertId: string) => readdirSync(path.join(dataDir, 'outbox')).filter((f) => f.startsWith(`alert-${alertId}-`) && f.endsWith('.eml'))

async function until(test: () => boolean, timeoutMs: number): Promise<void> {
  const started = Date.now()
  while (!test()) {
    if (Date.now() - started > timeoutMs) throw new Error('timed out')
    await new Promise((resolve) => setTimeout(resolve, 5))
  }
}

/** What the store says of the alert's records, read after the senders are gone. */
async function records(dataDir: string, alertId: string) {
  const backend = createEmbeddedBackend({ dataDir, sweepIntervalMs: 3_600_000 })
  try {
    const deliveries = await backend.content.query('alertDeliveries', { where: [{ field: 'alertId', op: '==', value: alertId }] })
    const alert = await backend.content.get('alerts', alertId)
    return { deliveries, alert }
  } finally {
    await backend.close()
  }
}

describe('kill -9 of the alert sender mid-send', () => {
  it('outbox: killed three times, then finished: each subscriber one file, every record sent', { timeout: 120_000 }, async () => {
    const { dataDir, alertId, emails } = await prepared()
    const kills: number[] = []
    for (const killAt of [5, 17, 29]) {
      const sender = startSender(dataDir)
      await until(() => {
        try {
          return alertFiles(dataDir, alertId).length >= killAt
        } catch {
          return false
        }
      }, 60_000)
      sender.child.kill('SIGKILL')
      expect((await sender.exited).signal).toBe('SIGKILL')
      kills.push(alertFiles(dataDir, alertId).length)
    }
    const last = startSender(dataDir)
    expect((await last.exited).code, last.output()).toBe(0)
    expect(last.output()).toMatch(/^done /m)
    const files = alertFiles(dataDir, alertId)
    expect(files).toHaveLength(RECIPIENTS)
    // One file per subscriber, and each file to its own address.
    const to = files.map((file) => /^To: (.+)$/m.exec(readFileSync(path.join(dataDir, 'outbox', file), 'utf8'))![1]!.trim()).sort()
    expect(to).toEqual(emails)
    const { deliveries, alert } = await records(dataDir, alertId)
    expect(deliveries).toHaveLength(RECIPIENTS)
    expect(deliveries.every((d) => d.state === 'sent')).toBe(true)
    expect(alert).toMatchObject({ state: 'done', counts: { sent: RECIPIENTS, failed: 0, bounced: 0, skipped: 0 } })
    // Each kill landed mid-send (files were still missing) and the next sender took over.
    expect(kills.every((count) => count < RECIPIENTS)).toBe(true)
    console.log(`outbox: killed after ${kills.join(', ')} files; ${deliveries.filter((d) => d.attempts > 1).length} records sent on a second try, ${files.length} files`)
  })

  const perRecipient = (messages: ReceivedMessage[]) => {
    const by = new Map<string, string[]>()
    for (const m of messages) for (const to of m.to) by.set(to, [...(by.get(to) ?? []), m.messageId])
    return by
  }

  it('SMTP: killed while the server holds a message unanswered: after the restart each subscriber accepted exactly once', { timeout: 120_000 }, async () => {
    const { dataDir, alertId, emails } = await prepared()
    let sender: Sender | null = null
    let held = false
    const server = await startSmtpTestServer({
      data: (_message, index) => {
        if (index === 12 && !held) {
          held = true
          // The process dies while the server has the message and has not answered: never accepted.
          sender!.child.kill('SIGKILL')
          return 'hold'
        }
        return 'accept'
      },
    })
    try {
      sender = startSender(dataDir, { SMTP_URL: server.url })
      expect((await sender.exited).signal).toBe('SIGKILL')
      expect(server.accepted).toHaveLength(12)
      const again = startSender(dataDir, { SMTP_URL: server.url })
      expect((await again.exited).code, again.output()).toBe(0)
      const accepted = perRecipient(server.accepted)
      expect([...accepted.keys()].sort()).toEqual(emails)
      for (const [to, ids] of accepted) expect(ids, to).toHaveLength(1)
      const { deliveries } = await records(dataDir, alertId)
      expect(deliveries.every((d) => d.state === 'sent')).toBe(true)
    } finally {
      await server.close()
    }
  })

  it('SMTP: killed right after the server accepted, before the record: the restart repeats only that message, with the same Message-ID; no one skipped', { timeout: 120_000 }, async () => {
    const { dataDir, alertId, emails } = await prepared()
    let sender: Sender | null = null
    let killed = false
    const server = await startSmtpTestServer({
      data: (_message, index) => {
        if (index === 20 && !killed) {
          killed = true
          // Accepted (the 250 goes out), and the process killed at once, before or just after it reads the answer.
          setImmediate(() => sender!.child.kill('SIGKILL'))
        }
        return 'accept'
      },
    })
    try {
      sender = startSender(dataDir, { SMTP_URL: server.url })
      await sender.exited
      const again = startSender(dataDir, { SMTP_URL: server.url })
      expect((await again.exited).code, again.output()).toBe(0)
      const accepted = perRecipient(server.accepted)
      expect([...accepted.keys()].sort()).toEqual(emails)
      const repeated = [...accepted.entries()].filter(([, ids]) => ids.length > 1)
      // At most the one message in flight, and then the same message (one Message-ID).
      expect(repeated.length).toBeLessThanOrEqual(1)
      for (const [, ids] of accepted) expect(new Set(ids).size).toBe(1)
      const { deliveries } = await records(dataDir, alertId)
      expect(deliveries.every((d) => d.state === 'sent')).toBe(true)
      console.log(`SMTP, killed after an acceptance: ${server.accepted.length} messages accepted for ${RECIPIENTS} subscribers (${repeated.length} repeated with its Message-ID)`)
    } finally {
      await server.close()
    }
  })
})
