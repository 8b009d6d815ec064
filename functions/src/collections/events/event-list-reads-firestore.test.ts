/**
 * What an uncached events page costs on Firestore, on the official emulator (two range filters,
 * offset and a count aggregation as Firestore runs them): /events reads its upcoming events and
 * one page of past ones, the home page its next events, however many events the archive holds,
 * and the pages still show the right events. Documents are counted where the Firestore client
 * hands them over (query results, batched and single gets), which is what Firestore bills as
 * reads; a count aggregation hands over no document.
 */
import { deleteApp, type App as AdminApp } from 'firebase-admin/app'
import { DocumentReference, Firestore, Query, type DocumentSnapshot } from 'firebase-admin/firestore'
import { afterAll, beforeAll, describe, expect, it, vi } from 'vitest'
import type { App } from '../../app'
import { ChangeEmitter } from '../../backends/change-emitter'
import { FirestoreContentStore } from '../../backends/firebase/firestore-content-store'
import { exampleData } from '../../testing/example-data'
import { fixtures } from '../../testing/fixtures'
import { connectFirestore } from '../../testing/firestore-js-emulator'
import { clearOfficialFirestore, officialFirestoreHost, officialFirestoreReady, officialProjectId } from '../../testing/official-firestore-emulator'
import { createTestApp, createTestBackend, TestClock, type TestBackend } from '../../testing/test-backend'
import { PAST_EVENTS_PER_PAGE } from './public-events'

/** Past events, a week apart back from June 2026, each with its recording. */
const PAST = 30
const PAGES = Math.ceil(PAST / PAST_EVENTS_PER_PAGE)
const BASE = 'https://www.example.test'
const host = officialFirestoreHost()

/** Documents of the events collection handed over since the last reset. */
let eventDocs = 0
function countDocs(snapshots: readonly DocumentSnapshot[]) {
  for (const snapshot of snapshots) if (snapshot.exists && snapshot.ref.parent.id === 'events') eventDocs++
}

let adminApp: AdminApp
let backend: TestBackend
let app: App

describe.skipIf(!host)('uncached events pages on Firestore', () => {
  beforeAll(async () => {
    const projectId = officialProjectId('event-reads')
    const emulator = await officialFirestoreReady()
    await clearOfficialFirestore(emulator, projectId)
    const connected = connectFirestore(emulator, projectId)
    adminApp = connected.app
    const clock = new TestClock()
    backend = createTestBackend({ now: clock.now })
    const content = new FirestoreContentStore({ db: connected.db, events: new ChangeEmitter(), now: clock.now })
    const site = { ...backend, content } as unknown as TestBackend
    await fixtures(site).settings()
    const at = (start: number) => ({ startsAt: new Date(start).toISOString(), endsAt: new Date(start + 2 * 3_600_000).toISOString() })
    const event = (slug: string, title: string, start: number, publishedAt: string | null, recordingUrl = '') =>
      exampleData('events', { slug, title, titleEn: title, ...at(start), recordingUrl, cover: null, slidesFile: null, publishedAt })
    for (let n = 1; n <= PAST; n++) {
      await content.create('events', event(`arsip-${n}`, `Arsip acara nomor ${n}`, Date.parse('2026-06-01T02:00:00.000Z') - n * 7 * 86_400_000, '2025-01-01T00:00:00.000Z', `https://video.example.com/${n}`), { actor: 'test' })
    }
    // Neither is public: an ended draft, and an upcoming event scheduled to be published later.
    await content.create('events', event('draf-lama', 'Draf acara lama', Date.parse('2026-05-30T02:00:00.000Z'), null, 'https://video.example.com/draf'), { actor: 'test' })
    await content.create('events', event('terjadwal', 'Acara terjadwal', Date.parse('2026-07-20T02:00:00.000Z'), '2026-07-01T00:00:00.000Z'), { actor: 'test' })
    for (const n of [1, 2]) await content.create('events', event(`mendatang-${n}`, `Acara mendatang nomor ${n}`, Date.parse('2026-07-01T02:00:00.000Z') + n * 86_400_000, '2026-06-01T00:00:00.000Z'), { actor: 'test' })
    app = createTestApp(site, { now: clock.now })

    const get = Query.prototype.get
    vi.spyOn(Query.prototype, 'get').mockImplementation(async function (this: Query) {
      const snapshot = await get.call(this)
      countDocs(snapshot.docs)
      return snapshot
    })
    const getAll = Firestore.prototype.getAll
    vi.spyOn(Firestore.prototype, 'getAll').mockImplementation(async function (this: Firestore, ...args: Parameters<Firestore['getAll']>) {
      const snapshots = await getAll.apply(this, args)
      countDocs(snapshots)
      return snapshots
    })
    const getOne = DocumentReference.prototype.get
    vi.spyOn(DocumentReference.prototype, 'get').mockImplementation(async function (this: DocumentReference) {
      const snapshot = await getOne.call(this)
      countDocs([snapshot])
      return snapshot
    })
  }, 180_000)

  afterAll(async () => {
    vi.restoreAllMocks()
    if (adminApp) await deleteApp(adminApp)
    await backend?.cleanup()
  })

  async function render(path: string) {
    app.cache.clear()
    eventDocs = 0
    const res = await app.request(`${BASE}${path}`)
    expect(res.status, path).toBe(200)
    return { html: await res.text(), docs: eventDocs }
  }
  const numbers = (html: string) => [...html.matchAll(/Arsip acara nomor (\d+)\b/g)].map((m) => Number(m[1]))

  it(`reads the upcoming events and one page of past ones, of ${PAST + 4} stored`, async () => {
    const first = await render('/events')
    expect(first.html).toContain('Acara mendatang nomor 1')
    expect(first.html).not.toContain('Acara terjadwal')
    expect(numbers(first.html)).toEqual(Array.from({ length: PAST_EVENTS_PER_PAGE }, (_, i) => i + 1))
    expect(first.html).toContain(`href="/events?page=${PAGES}"`)
    // Two upcoming for the list, nine past, and for the cache's next change the two not ended and
    // the first scheduled to be published (decision 67).
    expect(first.docs).toBeLessThanOrEqual(2 + PAST_EVENTS_PER_PAGE + 2 + 1)
  })

  it('pages on to the last page with the right events, reading that page only', async () => {
    const last = await render(`/events?page=${PAGES}`)
    const onLast = PAST - (PAGES - 1) * PAST_EVENTS_PER_PAGE
    expect(numbers(last.html)).toEqual(Array.from({ length: onLast }, (_, i) => PAST - onLast + 1 + i))
    expect(last.html).not.toContain('Draf acara lama')
    expect(last.docs).toBeLessThanOrEqual(onLast + 2 + 1)
    expect(numbers((await render('/en/events?page=2')).html)).toEqual(Array.from({ length: PAST_EVENTS_PER_PAGE }, (_, i) => PAST_EVENTS_PER_PAGE + 1 + i))
  })

  it('the home page reads its next events, not the archive', async () => {
    const home = await render('/')
    expect(home.html).toContain('Acara mendatang nomor 1')
    expect(home.docs).toBeLessThanOrEqual(2 + 2 + 1)
  })
})
