/**
 * The contact form's per-address limit across app instances (docs/decisions/0046-shared-form-limits.md). An ops
 * measurement on Firebase sent 10 parallel posts from one address, spread by the load balancer
 * over 7 Cloud Functions instances: 9 were accepted against a limit of 5 a minute, each
 * instance counting alone. Here 7 apps, each with a Firebase backend of its own (its own
 * Firestore client and memory), on the official Firestore emulator, take the same 10 posts: at
 * most 5 are accepted, the others get the Indonesian "too many" answer (429), never a 500. With
 * the shared count unreachable, each instance counts alone again, within a short deadline. One
 * embedded instance, in memory, holds the same line.
 */
import { deleteApp, type App as FirebaseApp } from 'firebase-admin/app'
import { afterAll, beforeAll, describe, expect, it } from 'vitest'
import { INQUIRY_ACTION } from '../../shared/urls'
import { createApp, type App } from '../../functions/src/app'
import type { Backend, RateCounters } from '../../functions/src/backends/ports'
import { createFirebaseBackend } from '../../functions/src/backends/firebase'
import { FirestoreRateCounters, guardRateCounters } from '../../functions/src/backends/firebase/firestore-rate-counters'
import { DEFAULT_DEADLINES } from '../../functions/src/backends/with-deadline'
import { formSecret, issueFormToken } from '../../functions/src/security/form-token'
import { fromAddress, TEST_ORIGIN } from '../../functions/src/testing/staff-session'
import { connectFirestore, freePort } from '../../functions/src/testing/firestore-js-emulator'
import { clearOfficialFirestore, officialFirestoreHost, officialFirestoreReady, officialProjectId } from '../../functions/src/testing/official-firestore-emulator'
import { createTestApp, createTestBackend, testConfig, type TestBackend } from '../../functions/src/testing/test-backend'

const host = officialFirestoreHost()
const projectId = officialProjectId('shared-form-limits')
const INSTANCES = 7
const POSTS = 10
const LIMIT = 5
const TOO_MANY = /Terlalu banyak pesan dari alamat internet Anda/
const firebaseApps: FirebaseApp[] = []

/** Counts each counted event an app asks its backend's counters for (one Firestore transaction each). */
class CountingCounters implements RateCounters {
  calls = 0
  allowed = 0
  constructor(private readonly inner: RateCounters) {}
  get shared() {
    return this.inner.shared
  }
  get maxLimit() {
    return this.inner.maxLimit
  }
  async hit(...args: Parameters<RateCounters['hit']>) {
    this.calls++
    const wait = await this.inner.hit(...args)
    if (wait === 0) this.allowed++
    return wait
  }
}

/** A Functions instance: a firebase-admin app of its own on the emulator, its backend and its site. */
function instance(firestoreHost: string, counters?: (backend: Backend) => RateCounters): { app: App; backend: Backend; counting: CountingCounters } {
  const { app: firebaseApp } = connectFirestore(firestoreHost, projectId)
  firebaseApps.push(firebaseApp)
  const backend = createFirebaseBackend({
    app: firebaseApp,
    projectId,
    storageBucket: `${projectId}.appspot.com`,
    webApiKey: 'test-web-api-key',
    algolia: { appId: 'TEST', adminApiKey: 'test', indexPrefix: 'limits', hosts: [{ url: '127.0.0.1', port: 9, protocol: 'http', accept: 'readWrite' }] },
    // What is checked here is the sharing: on a machine busy with other test files the emulator
    // can take seconds, and a count past its deadline would be this instance's alone. The
    // deadline itself is the fallback case's subject below.
    deadlines: { ...DEFAULT_DEADLINES, readMs: 20_000, writeMs: 20_000 },
    rateCounterDeadlineMs: 20_000,
  })
  const counting = new CountingCounters(counters ? counters(backend) : backend.openRateCounters())
  const site = createApp({ ...backend, openRateCounters: () => counting } as Backend, testConfig(), { mailer: quietMailer })
  return { app: site, backend, counting }
}

const quietMailer = { transport: 'outbox' as const, send: async (message: { id: string }) => ({ ref: message.id }), status: async () => null }

const fields = (i: number) => ({
  name: 'Budi Santoso',
  // A new email per post: only the per-address limit is tested here.
  email: `budi${i}-${Date.now()}@example.test`,
  message: 'Kami memerlukan pendampingan dalam sengketa kontrak pasokan dengan mitra kami.',
  consent: 'ya',
  website: '',
})

/** One post of the contact form from `address`, with a token issued 10 s ago (a person's fill time). */
async function post(app: App, token: string, i: number, address: string) {
  const started = performance.now()
  const res = await app.request(
    `${TEST_ORIGIN}${INQUIRY_ACTION}`,
    {
      method: 'POST',
      headers: { origin: TEST_ORIGIN, 'content-type': 'application/x-www-form-urlencoded', accept: 'application/json' },
      body: new URLSearchParams({ ...fields(i), formToken: token }),
    },
    fromAddress(address),
  )
  const body = (await res.json()) as { ok: boolean; formError?: string | null }
  return { status: res.status, body, retryAfter: res.headers.get('retry-after'), ms: performance.now() - started }
}

/** 10 posts at once from one address, the i-th to instance i mod 7 (as a load balancer spreads them). */
async function flood(apps: App[], token: string, address: string) {
  const answers = await Promise.all(Array.from({ length: POSTS }, (_, i) => post(apps[i % apps.length]!, token, i, address)))
  return { answers, accepted: answers.filter((a) => a.status === 200 && a.body.ok), limited: answers.filter((a) => a.status === 429) }
}

function expectTooMany(limited: Awaited<ReturnType<typeof post>>[]) {
  for (const answer of limited) {
    expect(answer.body.formError).toMatch(TOO_MANY)
    expect(Number(answer.retryAfter)).toBeGreaterThan(0)
  }
}

afterAll(async () => {
  await Promise.all(firebaseApps.splice(0).map((app) => deleteApp(app)))
})

describe.skipIf(!host)('ten parallel contact-form posts from one address over seven Firebase instances', () => {
  let instances: ReturnType<typeof instance>[]
  let token: string
  let emulator: string

  beforeAll(async () => {
    emulator = await officialFirestoreReady()
    await clearOfficialFirestore(emulator, projectId)
    instances = Array.from({ length: INSTANCES }, () => instance(emulator))
    token = issueFormToken(await formSecret(instances[0]!.backend.content), Date.now() - 10_000)
  }, 60_000)

  it('accepts at most the limit and answers the rest 429 with the Indonesian message, never 500', { timeout: 60_000 }, async () => {
    const { answers, accepted, limited } = await flood(instances.map((i) => i.app), token, '203.0.113.7')
    expect(answers.map((a) => a.status).filter((s) => s !== 200 && s !== 429)).toEqual([])
    expect(accepted.length).toBeGreaterThan(0)
    expect(accepted.length).toBeLessThanOrEqual(LIMIT)
    expect(accepted.length + limited.length).toBe(POSTS)
    expectTooMany(limited)
    // Each post past the limit asked the shared count at most once for its address; the instances
    // that saw a refusal answer the address's next post from memory, with no Firestore call.
    const before = instances.reduce((sum, i) => sum + i.counting.calls, 0)
    const again = await flood(instances.map((i) => i.app), token, '203.0.113.7')
    expect(again.accepted).toHaveLength(0)
    expectTooMany(again.limited)
    const asked = instances.reduce((sum, i) => sum + i.counting.calls, 0) - before
    expect(asked).toBeLessThanOrEqual(INSTANCES)
  })

  it('falls back to each instance’s own count, within a short deadline, when the shared count does not answer', { timeout: 60_000 }, async () => {
    const closed = `127.0.0.1:${await freePort()}`
    const down = Array.from({ length: 2 }, () =>
      instance(emulator, () => {
        const { app, db } = connectFirestore(closed, projectId)
        firebaseApps.push(app)
        return guardRateCounters(new FirestoreRateCounters(db), 300, 300)
      }),
    )
    const { answers, accepted, limited } = await flood(down.map((i) => i.app), token, '203.0.113.8')
    expect(answers.map((a) => a.status).filter((s) => s !== 200 && s !== 429)).toEqual([])
    // Nobody locked out; each of the two instances lets its own 5 through at most.
    expect(accepted.length).toBe(POSTS)
    // The count gave up after its 300 ms (then at once, the breaker open): no post waited on it for long.
    expect(Math.max(...answers.map((a) => a.ms))).toBeLessThan(5000)
    expect(limited).toHaveLength(0)
    const more = await flood(down.map((i) => i.app), token, '203.0.113.8')
    expect(more.accepted).toHaveLength(0)
    expectTooMany(more.limited)
  })
})

describe('ten parallel contact-form posts from one address to one embedded instance', () => {
  let backend: TestBackend
  let app: App

  beforeAll(() => {
    backend = createTestBackend()
    app = createTestApp(backend, { mailer: quietMailer })
  })
  afterAll(async () => {
    await backend?.cleanup()
  })

  it('accepts the limit and answers the rest 429 with the Indonesian message', async () => {
    const token = issueFormToken(await formSecret(backend.content), Date.now() - 10_000)
    const { answers, accepted, limited } = await flood([app], token, '203.0.113.9')
    expect(answers.map((a) => a.status).filter((s) => s !== 200 && s !== 429)).toEqual([])
    expect(accepted).toHaveLength(LIMIT)
    expect(limited).toHaveLength(POSTS - LIMIT)
    expectTooMany(limited)
    expect(backend.openRateCounters().shared).toBe(false)
  })
})
