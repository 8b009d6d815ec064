/**
 * Contact-form submissions at a steady rate beside the readers of `npm run bench:load`
 * (LOAD_SUBMISSIONS_PER_S: "5 submissions per second beside the readers: 0 lost,
 * 0 duplicated"). Each submission is what a visitor with scripts sends: the form's token fetched
 * from /contact-us/token, at least 3 s (MIN_FILL_MS) before the POST, so the render time is valid
 * and old enough; no honeypot; an email of its own (the per-email limit is 5 an hour); the JSON
 * answer of the enhanced form.
 *
 * The per-address limit (5 a minute, spam-guard.ts) is not loosened for the bench: the senders
 * are spread over loopback source addresses, SUBMISSIONS_PER_ADDRESS each (one fewer than the
 * limit), every address used by one group of submissions only. On Linux the whole 127.0.0.0/8 is
 * local (RFC 1122 section 3.2.1.3 reserves it for loopback; the kernel routes all of it to `lo`),
 * so a socket can bind any of them without setup; macOS configures 127.0.0.1 alone, and there
 * `assertSourceAddresses` stops the run with the command that adds the aliases.
 *
 * After the server stopped, `checkInquiries` reads the store file: every acknowledged submission
 * must be stored exactly once (a marker in its message names it), as an inquiry not set aside as
 * spam, with its two emails in the outbox.
 */
import Database from 'better-sqlite3'
import { readdirSync } from 'node:fs'
import http from 'node:http'
import { createServer } from 'node:net'
import path from 'node:path'

/** One fewer than the per-address limit (RATE_LIMITS.perAddress: 5 a minute), so no sender ever meets it. */
export const SUBMISSIONS_PER_ADDRESS = 4
/** The minimum fill time (MIN_FILL_MS) and a margin for the two clocks' reading of it. */
const TOKEN_AGE_MS = 3_000 + 250
/** When a submission's token is fetched, before its scheduled send. */
export const TOKEN_LEAD_MS = TOKEN_AGE_MS + 250
const REQUEST_TIMEOUT_MS = 15_000

/** The loopback address the n-th group of submissions is sent from: 127.1.0.1, 127.1.0.2, … (never 127.0.0.1, the readers'). */
export function sourceAddress(group: number): string {
  if (!Number.isInteger(group) || group < 0 || group >= 250 * 250) throw new Error(`no source address for group ${group}`)
  return `127.1.${Math.floor(group / 250)}.${(group % 250) + 1}`
}

/** Stops with an explanation when the machine cannot send from the addresses the run needs. */
export async function assertSourceAddresses(count: number): Promise<void> {
  const groups = Math.ceil(count / SUBMISSIONS_PER_ADDRESS)
  for (const group of [0, groups - 1]) {
    const address = sourceAddress(Math.max(0, group))
    await new Promise<void>((resolve, reject) => {
      const probe = createServer()
      probe.once('error', (error: NodeJS.ErrnoException) =>
        reject(
          new Error(
            `cannot send from ${address} (${error.code}): the submissions need ${groups} loopback addresses from 127.1.0.1. ` +
              'Linux has all of 127.0.0.0/8; on macOS add them first, e.g. `sudo ifconfig lo0 alias 127.1.0.1 up` for each.',
          ),
        ),
      )
      probe.listen(0, address, () => probe.close(() => resolve()))
    })
  }
}

export interface SubmissionOptions {
  /** http://localhost:{port}: the Origin and Host the requests carry. */
  baseUrl: string
  ratePerS: number
  count: number
  /** When submission 0 is sent (Date.now() ms); its token is fetched TOKEN_LEAD_MS earlier. */
  startAt: number
  /** Names this run's submissions in their messages. */
  runId: string
}

interface Sent {
  index: number
  status: number
  acknowledged: boolean
  error?: string
  sentAt: number
  latencyMs: number
  tokenAgeMs: number
}

export interface SubmissionResult {
  sent: number
  acknowledged: number[]
  refused: string[]
  addresses: number
  latency: { p50: number; p99: number; max: number }
  /** Sends per second between the first and the last send. */
  achievedRatePerS: number
  /** How late the sends were against their schedule (the client's own lag under load). */
  lagMs: { p50: number; max: number }
  minTokenAgeMs: number
}

function percentile(sorted: number[], p: number): number {
  if (sorted.length === 0) return 0
  return sorted[Math.min(sorted.length - 1, Math.floor((p / 100) * sorted.length))]!
}

const sleepUntil = (at: number) => new Promise((resolve) => setTimeout(resolve, Math.max(0, at - Date.now())))

/** One HTTP request from a chosen source address (fetch cannot choose it), on a connection of its own as a separate visitor's. */
function request(
  baseUrl: string,
  options: { method: 'GET' | 'POST'; path: string; localAddress: string; headers?: Record<string, string>; body?: string },
): Promise<{ status: number; body: string }> {
  const url = new URL(baseUrl)
  return new Promise((resolve, reject) => {
    const req = http.request(
      {
        host: '127.0.0.1',
        port: Number(url.port),
        localAddress: options.localAddress,
        method: options.method,
        path: options.path,
        agent: false,
        timeout: REQUEST_TIMEOUT_MS,
        headers: { host: url.host, accept: 'application/json', ...options.headers, ...(options.body ? { 'content-length': String(Buffer.byteLength(options.body)) } : {}) },
      },
      (res) => {
        let body = ''
        res.setEncoding('utf8')
        res.on('data', (chunk: string) => (body += chunk))
        res.on('end', () => resolve({ status: res.statusCode ?? 0, body }))
        res.on('error', reject)
      },
    )
    req.on('timeout', () => req.destroy(new Error(`timeout after ${REQUEST_TIMEOUT_MS} ms`)))
    req.on('error', reject)
    req.end(options.body)
  })
}

/** The marker that names submission `index` of run `runId` in its message. */
export const markerOf = (runId: string, index: number) => `[beban ${runId} #${index}]`

/** The form as a visitor fills it: valid, no links, no honeypot. */
function formBody(runId: string, index: number, token: string): string {
  return new URLSearchParams({
    formToken: token,
    target: '',
    website: '',
    name: `Pengunjung Beban ${index}`,
    email: `beban-${runId}-${index}@example.test`,
    phone: '',
    company: 'PT Uji Beban',
    practiceAreaId: '',
    message: `Kami ingin berkonsultasi tentang perjanjian kerja sama distribusi. ${markerOf(runId, index)}`,
    otherParties: '',
    consent: 'ya',
  }).toString()
}

async function submitOne(options: SubmissionOptions, index: number): Promise<Sent> {
  const sendAt = options.startAt + (index * 1000) / options.ratePerS
  const localAddress = sourceAddress(Math.floor(index / SUBMISSIONS_PER_ADDRESS))
  let sentAt = sendAt
  let tokenAgeMs = 0
  let started = 0
  try {
    await sleepUntil(sendAt - TOKEN_LEAD_MS)
    const tokenReply = await request(options.baseUrl, { method: 'GET', path: '/contact-us/token', localAddress })
    const token = (JSON.parse(tokenReply.body) as { token?: string }).token
    if (tokenReply.status !== 200 || !token) throw new Error(`token: ${tokenReply.status}`)
    const tokenAt = Date.now()
    await sleepUntil(Math.max(sendAt, tokenAt + TOKEN_AGE_MS))
    started = sentAt = Date.now()
    tokenAgeMs = sentAt - tokenAt
    const res = await request(options.baseUrl, {
      method: 'POST',
      path: '/contact-us',
      localAddress,
      headers: { origin: new URL(options.baseUrl).origin, 'content-type': 'application/x-www-form-urlencoded' },
      body: formBody(options.runId, index, token),
    })
    let ok = false
    try {
      ok = res.status === 200 && (JSON.parse(res.body) as { ok?: boolean }).ok === true
    } catch {
      // Not JSON: refused below with its status.
    }
    return { index, status: res.status, acknowledged: ok, sentAt, latencyMs: Date.now() - started, tokenAgeMs, ...(ok ? {} : { error: `${res.status} ${res.body.slice(0, 120)}` }) }
  } catch (error) {
    return { index, status: 0, acknowledged: false, error: String(error), sentAt, latencyMs: started ? Date.now() - started : 0, tokenAgeMs }
  }
}

/** Sends `count` submissions at `ratePerS` from `startAt`; resolves when every one was answered (or timed out). */
export async function submitInquiries(options: SubmissionOptions): Promise<SubmissionResult> {
  const sent = await Promise.all(Array.from({ length: options.count }, (_, index) => submitOne(options, index)))
  const latencies = sent.filter((s) => s.latencyMs > 0).map((s) => s.latencyMs).sort((a, b) => a - b)
  const lags = sent.map((s) => Math.max(0, s.sentAt - (options.startAt + (s.index * 1000) / options.ratePerS))).sort((a, b) => a - b)
  const times = sent.map((s) => s.sentAt).sort((a, b) => a - b)
  const span = (times[times.length - 1]! - times[0]!) / 1000
  return {
    sent: sent.filter((s) => s.status !== 0 || s.latencyMs > 0).length,
    acknowledged: sent.filter((s) => s.acknowledged).map((s) => s.index),
    refused: sent.filter((s) => !s.acknowledged).map((s) => `submission ${s.index}: ${s.error}`),
    addresses: Math.ceil(options.count / SUBMISSIONS_PER_ADDRESS),
    latency: { p50: percentile(latencies, 50), p99: percentile(latencies, 99), max: latencies[latencies.length - 1] ?? 0 },
    achievedRatePerS: span > 0 ? (sent.length - 1) / span : 0,
    lagMs: { p50: percentile(lags, 50), max: lags[lags.length - 1] ?? 0 },
    minTokenAgeMs: Math.min(...sent.filter((s) => s.tokenAgeMs > 0).map((s) => s.tokenAgeMs)),
  }
}

export interface InquiryCheck {
  acknowledged: number
  /** Distinct submissions of this run in the store. */
  stored: number
  /** Acknowledged but absent. */
  lost: number[]
  /** Stored rows beyond one per submission. */
  duplicated: number
  /** Of this run's stored inquiries, how many the guard set aside (none should be: each is valid and unhurried). */
  spam: number
  /** `.eml` files of this run's inquiries in DATA_DIR/outbox (a notification and an acknowledgement each). */
  emails: number
  integrity: string
}

/** Reads the store file (after the server stopped) for this run's submissions. */
export function checkInquiries(dataDir: string, runId: string, acknowledged: number[]): InquiryCheck {
  const db = new Database(path.join(dataDir, 'content.db'), { readonly: true, fileMustExist: true })
  try {
    const rows = db
      .prepare(`SELECT id, json_extract(data, '$.message') AS message, json_extract(data, '$.status') AS status FROM inquiries`)
      .all() as { id: string; message: string; status: string }[]
    const marker = new RegExp(`\\[beban ${runId} #(\\d+)\\]`)
    const byIndex = new Map<number, number>()
    const ids = new Set<string>()
    let spam = 0
    for (const row of rows) {
      const match = marker.exec(row.message ?? '')
      if (!match) continue
      const index = Number(match[1])
      byIndex.set(index, (byIndex.get(index) ?? 0) + 1)
      ids.add(row.id)
      if (row.status === 'spam') spam++
    }
    let emails = 0
    try {
      for (const file of readdirSync(path.join(dataDir, 'outbox'))) {
        const id = /^inquiry-(.+)-(notification|acknowledgement)\.eml$/.exec(file)?.[1]
        if (id && ids.has(id)) emails++
      }
    } catch {
      // No outbox: no emails written.
    }
    const integrity = (db.pragma('integrity_check') as { integrity_check: string }[]).map((r) => r.integrity_check).join('; ')
    return {
      acknowledged: acknowledged.length,
      stored: byIndex.size,
      lost: acknowledged.filter((index) => !byIndex.has(index)),
      duplicated: [...byIndex.values()].reduce((sum, n) => sum + n - 1, 0),
      spam,
      emails,
      integrity,
    }
  } finally {
    db.close()
  }
}
