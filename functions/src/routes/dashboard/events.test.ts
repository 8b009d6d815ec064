/**
 * GET /dashboard/events through app.request, reading the stream as a browser would: staff
 * only, a change saved through the dashboard arrives with who saved it (and nothing of the
 * account or the document beyond its title), streams are filtered by collection, replay after
 * a reconnect, the caps per session, per account and in total, and the end of the stream at
 * sign-out and at the session's expiry.
 */
import { afterAll, afterEach, beforeAll, describe, expect, it } from 'vitest'
import type { App } from '../../app'
import { fixtures } from '../../testing/fixtures'
import { fromAddress, postForm, signIn, TEST_ORIGIN } from '../../testing/staff-session'
import { createTestApp, createTestBackend, TestClock, type TestBackend } from '../../testing/test-backend'
import { SESSION_TTL_MS } from '../../auth/session'
import { startNodeServer } from '../../node-server'
import http from 'node:http'
import type { AddressInfo } from 'node:net'
import { DEFAULT_FEED_OPTIONS, liveFeedFor, StreamSlots } from './events-feed'
import { mayReceive, TOO_MANY_STREAMS } from './events'
import { exampleData } from '../../testing/example-data'
import { moveToTrash } from '../../trash/trash-item'

interface Message {
  event: string
  id?: string
  data: unknown
  retry?: number
  comment?: string
}

/** Reads server-sent events from a response body, message by message. */
class EventReader {
  #reader: ReadableStreamDefaultReader<Uint8Array>
  #decoder = new TextDecoder()
  #buffer = ''
  #queue: Message[] = []
  done = false

  constructor(readonly res: Response) {
    this.#reader = res.body!.getReader()
  }

  #parse(block: string): Message {
    const message: Message = { event: 'message', data: null }
    const data: string[] = []
    for (const line of block.split('\n')) {
      if (line.startsWith(':')) message.comment = line.slice(1).trim()
      else if (line.startsWith('event: ')) message.event = line.slice(7)
      else if (line.startsWith('id: ')) message.id = line.slice(4)
      else if (line.startsWith('retry: ')) message.retry = Number(line.slice(7))
      else if (line.startsWith('data: ')) data.push(line.slice(6))
    }
    if (data.length) message.data = JSON.parse(data.join('\n'))
    return message
  }

  /** The next message (comments included), or null when the stream ended. */
  async next(timeoutMs = 3000): Promise<Message | null> {
    for (;;) {
      if (this.#queue.length) return this.#queue.shift()!
      if (this.done) return null
      const timeout = new Promise<never>((_, reject) => setTimeout(() => reject(new Error(`no event within ${timeoutMs} ms`)), timeoutMs))
      const { done, value } = await Promise.race([this.#reader.read(), timeout])
      if (done) {
        this.done = true
        continue
      }
      this.#buffer += this.#decoder.decode(value, { stream: true })
      let end: number
      while ((end = this.#buffer.indexOf('\n\n')) >= 0) {
        const block = this.#buffer.slice(0, end)
        this.#buffer = this.#buffer.slice(end + 2)
        if (block) this.#queue.push(this.#parse(block))
      }
    }
  }

  /** The next message of this type, skipping comments and others. */
  async nextOf(event: string, timeoutMs = 3000): Promise<Message> {
    for (;;) {
      const message = await this.next(timeoutMs)
      if (!message) throw new Error(`the stream ended before an "${event}" event`)
      if (message.event === event && !message.comment) return message
    }
  }

  async close() {
    await this.#reader.cancel().catch(() => {})
  }
}

let backend: TestBackend
let app: App
let clock: TestClock
let editor: string
let admin: string
let editorUid: string
const readers: EventReader[] = []

async function open(cookie: string, collections = 'categories,tags', headers: Record<string, string> = {}): Promise<EventReader> {
  const res = await app.request(`${TEST_ORIGIN}/dashboard/events?collections=${collections}`, { headers: { cookie, accept: 'text/event-stream', ...headers } })
  expect(res.status).toBe(200)
  expect(res.headers.get('content-type')).toBe('text/event-stream')
  expect(res.headers.get('cache-control')).toBe('no-store')
  const reader = new EventReader(res)
  readers.push(reader)
  return reader
}

beforeAll(async () => {
  clock = new TestClock()
  backend = createTestBackend({ now: clock.now })
  app = createTestApp(backend, { now: clock.now })
  // Short heartbeats so sign-out is seen within a test; everything else as in production.
  liveFeedFor(backend, { heartbeatMs: 100 })
  editorUid = (await backend.identity.createStaff({ email: 'budi@example.test', password: 'kata-sandi-budi', displayName: 'Budi Santoso', role: 'editor' })).uid
  await backend.identity.createStaff({ email: 'sari@example.test', password: 'kata-sandi-sari', displayName: 'Sari Admin', role: 'admin' })
  editor = await signIn(app, 'budi@example.test', 'kata-sandi-budi')
  admin = await signIn(app, 'sari@example.test', 'kata-sandi-sari')
})

// A failing test leaves no stream open for the next one to count.
afterEach(async () => {
  await Promise.all(readers.splice(0).map((reader) => reader.close()))
})

afterAll(async () => {
  await backend.cleanup()
})

describe('GET /dashboard/events', () => {
  it('is for signed-in staff only: without a session, 204 and nothing else (EventSource stops; no redirect to follow)', async () => {
    const res = await app.request(`${TEST_ORIGIN}/dashboard/events?collections=blogs`)
    expect(res.status).toBe(204)
    expect(res.headers.get('location')).toBeNull()
    expect(res.headers.get('cache-control')).toBe('no-store')
    expect(await res.text()).toBe('')
    expect(liveFeedFor(backend).slots.open).toBe(0)
  })

  it('refuses collections it does not know (staff accounts are not a collection)', async () => {
    for (const query of ['', '?collections=', '?collections=staff', '?collections=blogs,sessions', `?collections=${'blogs,'.repeat(50)}blogs`]) {
      const res = await app.request(`${TEST_ORIGIN}/dashboard/events${query}`, { headers: { cookie: editor } })
      expect(res.status, query).toBe(400)
    }
  })

  it('tells every open stream who created, renamed and deleted an item, and nothing more', async () => {
    const watching = await open(admin)
    const own = await open(editor)
    expect((await postForm(app, '/dashboard/categories', { name: 'Hukum Pajak' }, editor)).status).toBe(303)
    const [category] = await backend.content.query('categories')
    const created = await watching.nextOf('change')
    expect(created.data).toEqual({ collection: 'categories', id: category!.id, kind: 'create', version: 1, title: 'Hukum Pajak', by: 'Budi Santoso', byYou: false })
    expect(created.id).toMatch(/^[a-f0-9]+\.\d+$/)
    // The uid and e-mail of who saved never leave the server.
    expect(JSON.stringify(created)).not.toContain(editorUid)
    expect(JSON.stringify(created)).not.toContain('budi@example.test')
    expect((await own.nextOf('change')).data).toMatchObject({ id: category!.id, byYou: true })

    expect((await postForm(app, `/dashboard/categories/${category!.id}`, { name: 'Hukum Perpajakan', version: '1' }, editor)).status).toBe(303)
    expect((await watching.nextOf('change')).data).toMatchObject({ kind: 'update', version: 2, title: 'Hukum Perpajakan', by: 'Budi Santoso' })
    expect((await postForm(app, `/dashboard/categories/${category!.id}/delete`, { version: '2' }, admin)).status).toBe(303)
    // A delete names who deleted, and is the deleter's own: their list shows no notice of it
    // beside their own confirmation.
    const deleted = (await watching.nextOf('change')).data
    expect(deleted).toMatchObject({ kind: 'delete', version: 2, title: 'Hukum Perpajakan', by: 'Sari Admin', byYou: true })
    expect((await own.nextOf('change')).data).toMatchObject({ kind: 'update', byYou: true })
    expect((await own.nextOf('change')).data).toMatchObject({ kind: 'delete', by: 'Sari Admin', byYou: false })
    await Promise.all([watching.close(), own.close()])
  })

  it('sends only the collections a stream asked for', async () => {
    const blogsOnly = await open(admin, 'blogs')
    const tags = await open(admin, 'tags')
    const f = fixtures(backend)
    await f.tag('Ketenagakerjaan')
    expect((await tags.nextOf('change')).data).toMatchObject({ collection: 'tags', kind: 'create', title: 'Ketenagakerjaan', by: null })
    const category = await f.category('Analisis')
    const blog = await f.blog({ title: 'Putusan Mahkamah Konstitusi terbaru', categoryId: category.id, publishedAt: '2026-06-01T00:00:00.000Z' })
    const next = await blogsOnly.nextOf('change')
    expect(next.data).toMatchObject({ collection: 'blogs', id: blog.id, kind: 'create' })
    await Promise.all([blogsOnly.close(), tags.close()])
  })

  it('starts with the current cursor, and replays what a reconnecting stream missed', async () => {
    const first = await open(admin, 'tags')
    const ready = await first.nextOf('ready')
    expect(ready.retry, 'the reconnection delay').toBe(5000)
    expect(ready.id).toMatch(/^[a-f0-9]+\.\d+$/)
    await fixtures(backend).tag('Agraria')
    expect(((await first.nextOf('change')).data as { title: string }).title).toBe('Agraria')
    await first.close()
    // Saved while no stream was open.
    await fixtures(backend).tag('Perbankan')
    await fixtures(backend).tag('Asuransi')
    const again = await open(admin, 'tags', { 'last-event-id': ready.id! })
    const replayed = [await again.next(), await again.next(), await again.next(), await again.next()]
    expect(replayed.map((m) => [m!.event, (m!.data as { title?: string }).title])).toEqual([
      ['change', 'Agraria'],
      ['change', 'Perbankan'],
      ['change', 'Asuransi'],
      ['ready', undefined],
    ])
    // The newest id is the last the browser holds: the next reconnect replays nothing twice.
    const resumed = await open(admin, 'tags', { 'last-event-id': replayed[3]!.id! })
    expect((await resumed.next())!.event).toBe('ready')
  })

  it('leaves the client alerts’ per-recipient records out of the feed: a large alert never pushes the changes staff follow out of the replay', async () => {
    const first = await open(admin, 'tags')
    const ready = await first.nextOf('ready')
    await first.close()
    await fixtures(backend).tag('Sebelum peringatan')
    for (let i = 0; i < 5; i++) await backend.content.create('alertDeliveries', { alertId: 'blogs-x', subscriberId: `s${i}`, state: 'pending', dueAt: null, attempts: 0, lang: '', lastError: '', sentAt: null, ref: '' }, { actor: 'system', id: `blogs-x.s${i}` })
    await fixtures(backend).tag('Sesudah peringatan')
    const again = await open(admin, 'tags', { 'last-event-id': ready.id! })
    const replayed = [await again.next(), await again.next(), await again.next()]
    expect(replayed.map((m) => [m!.event, (m!.data as { title?: string }).title])).toEqual([
      ['change', 'Sebelum peringatan'],
      ['change', 'Sesudah peringatan'],
      ['ready', undefined],
    ])
    await again.close()
    const refused = await app.request(`${TEST_ORIGIN}/dashboard/events?collections=alertDeliveries`, { headers: { cookie: admin } })
    expect(refused.status).toBe(400)
  })

  it('asks a stream to reload when its cursor cannot be replayed', async () => {
    const { id } = await (await open(admin, 'tags')).nextOf('ready')
    for (const cursor of ['another-process.3', `${id!.split('.')[0]}.999999`, 'junk']) {
      const stale = await open(admin, 'tags', { 'last-event-id': cursor })
      expect(await stale.next(), cursor).toMatchObject({ event: 'resync', data: {} })
      expect((await stale.next())!.event).toBe('ready')
    }
  })

  it('gives a page that just loaded the changes of its last moments (recent=, at most two minutes)', async () => {
    await fixtures(backend).tag('Pertambangan')
    const fresh = await app.request(`${TEST_ORIGIN}/dashboard/events?collections=tags&recent=5000`, { headers: { cookie: admin } })
    const reader = new EventReader(fresh)
    readers.push(reader)
    const recent: string[] = []
    for (let m = await reader.next(); m && m.event !== 'ready'; m = await reader.next()) recent.push((m.data as { title: string }).title)
    expect(recent.at(-1)).toBe('Pertambangan')
    // Without `recent`, nothing from before the stream. (A change of an earlier test still in
    // flight on a loaded machine may arrive live first: only the replay is ruled out.)
    const plain = await open(admin, 'tags')
    const before: string[] = []
    for (let m = await plain.next(); m && m.event !== 'ready'; m = await plain.next()) before.push((m.data as { title?: string }).title ?? '')
    expect(before).not.toContain('Pertambangan')
  })

  it('caps the streams of one session and of one account, and frees a slot when a stream closes', async () => {
    await expect.poll(() => liveFeedFor(backend).slots.open).toBe(0)
    const { perSession, perUser } = DEFAULT_FEED_OPTIONS.limits
    const session = await signIn(app, 'sari@example.test', 'kata-sandi-sari', fromAddress('10.0.0.2'))
    const streams: EventReader[] = []
    for (let i = 0; i < perSession; i++) streams.push(await open(session, 'blogs'))
    const refused = await app.request(`${TEST_ORIGIN}/dashboard/events?collections=blogs`, { headers: { cookie: session } })
    expect(refused.status).toBe(429)
    expect(refused.headers.get('retry-after')).toBe('60')
    expect(await refused.json()).toEqual({ error: TOO_MANY_STREAMS })
    // Another session of the same account has room, up to the account's cap.
    const second = await signIn(app, 'sari@example.test', 'kata-sandi-sari', fromAddress('10.0.0.3'))
    for (let i = perSession; i < perUser; i++) streams.push(await open(second, 'blogs'))
    const third = await signIn(app, 'sari@example.test', 'kata-sandi-sari', fromAddress('10.0.0.4'))
    expect((await app.request(`${TEST_ORIGIN}/dashboard/events?collections=blogs`, { headers: { cookie: third } })).status).toBe(429)
    // Another account is not affected.
    streams.push(await open(editor, 'blogs'))
    expect(liveFeedFor(backend).slots.open).toBe(perUser + 1)

    // A closed stream gives its slot back.
    await streams[0]!.close()
    await expect.poll(() => liveFeedFor(backend).slots.open).toBe(perUser)
    streams.push(await open(session, 'blogs'))
    await Promise.all(streams.map((stream) => stream.close()))
    await expect.poll(() => liveFeedFor(backend).slots.open).toBe(0)
  })

  it('ends the stream at sign-out and when the session expires', async () => {
    const session = await signIn(app, 'budi@example.test', 'kata-sandi-budi', fromAddress('10.0.0.5'))
    const stream = await open(session, 'blogs')
    await stream.nextOf('ready')
    expect((await stream.next())?.comment, 'heartbeat').toBe('ping')
    expect((await postForm(app, '/logout', {}, session)).status).toBe(303)
    expect((await stream.nextOf('end')).data).toEqual({ reason: 'session' })
    expect(await stream.next()).toBeNull()

    const expiring = await signIn(app, 'budi@example.test', 'kata-sandi-budi', fromAddress('10.0.0.6'))
    clock.advance(SESSION_TTL_MS - 150)
    try {
      const last = await open(expiring, 'blogs')
      expect((await last.nextOf('end')).data).toEqual({ reason: 'session' })
      expect(await last.next()).toBeNull()
    } finally {
      clock.advance(-(SESSION_TTL_MS - 150))
    }
    await expect.poll(() => liveFeedFor(backend).slots.open).toBe(0)
  })

  it('frees the slot when a browser goes away (a real socket on the Node server)', async () => {
    await expect.poll(() => liveFeedFor(backend).slots.open).toBe(0)
    const server = startNodeServer(app, { port: 0, hostname: '127.0.0.1', fallbackPage: '' })
    await new Promise((resolve) => server.once('listening', resolve))
    const { port } = server.address() as AddressInfo
    try {
      const request = http.get({ host: '127.0.0.1', port, path: '/dashboard/events?collections=blogs', headers: { cookie: admin, host: 'www.example.test' } })
      const response = await new Promise<http.IncomingMessage>((resolve) => request.once('response', resolve))
      expect(response.statusCode).toBe(200)
      const first = await new Promise<string>((resolve) => response.once('data', (chunk: Buffer) => resolve(chunk.toString())))
      expect(first).toContain('event: ready')
      expect(liveFeedFor(backend).slots.open).toBe(1)
      request.destroy()
      await expect.poll(() => liveFeedFor(backend).slots.open).toBe(0)
    } finally {
      ;(server as unknown as { closeAllConnections?: () => void }).closeAllConnections?.()
      await new Promise((resolve) => server.close(resolve))
    }
  })

  it('is not served on Firebase, where the browser listens to Firestore (204: EventSource stops)', async () => {
    const firebaseLike = createTestBackend()
    const other = createTestApp(Object.assign(firebaseLike, { name: 'firebase' as const }))
    await firebaseLike.identity.createStaff({ email: 'a@example.test', password: 'kata-sandi-aaaa', displayName: 'A', role: 'editor' })
    const cookie = await signIn(other, 'a@example.test', 'kata-sandi-aaaa')
    const res = await other.request(`${TEST_ORIGIN}/dashboard/events?collections=blogs`, { headers: { cookie } })
    expect(res.status).toBe(204)
    await firebaseLike.cleanup()
  })
})

/** The changes a stream sends until it has sent none for `quietMs` (heartbeats aside). */
async function changesUntilQuiet(reader: EventReader, quietMs = 600): Promise<{ collection: string; kind: string; title: string }[]> {
  const changes: { collection: string; kind: string; title: string }[] = []
  let last = Date.now()
  while (Date.now() - last < quietMs) {
    const message = await reader.next(quietMs).catch(() => null)
    if (!message) break
    if (message.event !== 'change') continue
    changes.push(message.data as { collection: string; kind: string; title: string })
    last = Date.now()
  }
  return changes
}

describe('GET /dashboard/events: what each role learns', () => {
  it("sends a role only what its pages show: Sampah's entries by their item's area, and nothing of a collection it may not open", async () => {
    await backend.identity.createStaff({ email: 'hana@example.test', password: 'kata-sandi-hana', displayName: 'Hana HR', role: 'hr' })
    const hr = await signIn(app, 'hana@example.test', 'kata-sandi-hana', fromAddress('10.0.1.1'))
    const streams = { hr: await open(hr, 'trash,blogs,openings'), editor: await open(editor, 'trash,blogs,openings'), admin: await open(admin, 'trash') }
    for (const stream of Object.values(streams)) await stream.nextOf('ready')

    const f = fixtures(backend)
    const category = await f.category('Korporasi')
    const blog = await f.blog({ title: 'Draf merger yang belum diumumkan', categoryId: category.id, publishedAt: '2026-06-01T00:00:00.000Z' })
    const opening = await backend.content.create('openings', exampleData('openings', { title: 'Paralegal Litigasi', slug: 'paralegal-litigasi-langsung' }), { actor: 'seed' })
    const remover = { uid: 'uid-sari', name: 'Sari Admin' }
    await moveToTrash(backend.content, 'blogs', blog.id, remover, { now: clock.now() })
    await moveToTrash(backend.content, 'openings', opening.id, remover, { now: clock.now() })

    // HR: the opening, its deletion and its Sampah entry; not a word of the post, asked for or in Sampah.
    const hrChanges = await changesUntilQuiet(streams.hr)
    expect(hrChanges).toContainEqual(expect.objectContaining({ collection: 'openings', kind: 'create', title: 'Paralegal Litigasi' }))
    expect(hrChanges).toContainEqual(expect.objectContaining({ collection: 'openings', kind: 'delete' }))
    expect(hrChanges).toContainEqual(expect.objectContaining({ collection: 'trash', kind: 'create', title: 'Paralegal Litigasi' }))
    expect(JSON.stringify(hrChanges)).not.toContain('merger')
    expect(hrChanges.map((change) => change.collection)).not.toContain('blogs')

    // An editor: the post and its Sampah entry; nothing of the opening.
    const editorChanges = await changesUntilQuiet(streams.editor)
    expect(editorChanges).toContainEqual(expect.objectContaining({ collection: 'blogs', kind: 'delete', title: 'Draf merger yang belum diumumkan' }))
    expect(editorChanges).toContainEqual(expect.objectContaining({ collection: 'trash', kind: 'create', title: 'Draf merger yang belum diumumkan' }))
    expect(JSON.stringify(editorChanges)).not.toContain('Paralegal')

    // An admin: every entry.
    const adminTitles = (await changesUntilQuiet(streams.admin)).filter((change) => change.kind === 'create').map((change) => change.title)
    expect(adminTitles).toEqual(['Draf merger yang belum diumumkan', 'Paralegal Litigasi'])

    // A page that just loaded is replayed the last moments by the same check.
    const fresh = await app.request(`${TEST_ORIGIN}/dashboard/events?collections=trash,blogs&recent=60000`, { headers: { cookie: hr } })
    const replay = new EventReader(fresh)
    readers.push(replay)
    const replayed: { title: string }[] = []
    for (let m = await replay.next(); m && m.event !== 'ready'; m = await replay.next()) replayed.push(m.data as { title: string })
    expect(replayed.map((change) => change.title)).toContain('Paralegal Litigasi')
    expect(JSON.stringify(replayed)).not.toContain('merger')
  })

  it("sends an editor the Sampah entries of a deleted block page and regulation, as content; HR none", async () => {
    await backend.identity.createStaff({ email: 'hani@example.test', password: 'kata-sandi-hani', displayName: 'Hani HR', role: 'hr' })
    const hr = await signIn(app, 'hani@example.test', 'kata-sandi-hani', fromAddress('10.0.1.2'))
    const streams = { editor: await open(editor, 'trash'), hr: await open(hr, 'trash') }
    for (const stream of Object.values(streams)) await stream.nextOf('ready')

    const page = await backend.content.create('blockPages', exampleData('blockPages', { title: 'Program Pro Bono', path: '/pro-bono-langsung' }), { actor: 'seed' })
    const regulation = await backend.content.create('regulations', exampleData('regulations', { title: 'Pelindungan Data Pribadi', slug: 'uu-27-2022-langsung' }), { actor: 'seed' })
    const remover = { uid: 'uid-sari', name: 'Sari Admin' }
    await moveToTrash(backend.content, 'blockPages', page.id, remover, { now: clock.now() })
    await moveToTrash(backend.content, 'regulations', regulation.id, remover, { now: clock.now() })

    const editorChanges = await changesUntilQuiet(streams.editor)
    expect(editorChanges).toContainEqual(expect.objectContaining({ collection: 'trash', kind: 'create', title: 'Program Pro Bono' }))
    expect(editorChanges).toContainEqual(expect.objectContaining({ collection: 'trash', kind: 'create', title: 'Pelindungan Data Pribadi' }))
    expect(await changesUntilQuiet(streams.hr)).toEqual([])
  })

  it('mayReceive: a collection by the role matrix, an entry holding an item by the item’s area', () => {
    const copy = (item: string) => ({ collection: 'trash' as const, item })
    const own = (collection: 'blogs' | 'openings' | 'applications' | 'inquiries' | 'settings' | 'trash') => ({ collection, item: null })
    expect(mayReceive('hr', own('openings'))).toBe(true)
    expect(mayReceive('hr', own('applications'))).toBe(true)
    expect(mayReceive('hr', own('blogs'))).toBe(false)
    expect(mayReceive('hr', own('inquiries'))).toBe(false)
    expect(mayReceive('hr', copy('openings'))).toBe(true)
    expect(mayReceive('hr', copy('blogs'))).toBe(false)
    expect(mayReceive('editor', copy('blogs'))).toBe(true)
    expect(mayReceive('editor', copy('openings'))).toBe(false)
    // A deleted page from blocks is content's, as the page itself.
    expect(mayReceive('editor', copy('blockPages'))).toBe(true)
    expect(mayReceive('hr', copy('blockPages'))).toBe(false)
    expect(mayReceive('editor', copy('regulations'))).toBe(true)
    expect(mayReceive('hr', copy('regulations'))).toBe(false)
    expect(mayReceive('marketing', own('inquiries'))).toBe(true)
    // The site settings' and offices' copies are admins', as their screens; a copy naming no collection too.
    for (const role of ['editor', 'reviewer', 'hr', 'marketing'] as const) {
      expect(mayReceive(role, copy('offices'))).toBe(false)
      expect(mayReceive(role, copy('settings'))).toBe(false)
      expect(mayReceive(role, copy(''))).toBe(false)
      expect(mayReceive(role, own('settings'))).toBe(false)
    }
    for (const item of ['offices', 'blogs', 'openings', '']) expect(mayReceive('admin', copy(item))).toBe(true)
    expect(mayReceive('admin', own('settings'))).toBe(true)
  })
})

describe('GET /dashboard/events/names', () => {
  it('gives display names of staff accounts, nothing else, and only to staff', async () => {
    const res = await app.request(`${TEST_ORIGIN}/dashboard/events/names?uid=${editorUid}&uid=unknown&uid=${encodeURIComponent('<script>')}&uid=seed`, { headers: { cookie: admin } })
    expect(res.status).toBe(200)
    expect(await res.json()).toEqual({ names: { [editorUid]: 'Budi Santoso' } })
    const visitor = await app.request(`${TEST_ORIGIN}/dashboard/events/names?uid=${editorUid}`)
    expect(visitor.status).toBe(302)
  })
})

describe('StreamSlots', () => {
  it('refuses past the total, per account and per session, and gives each slot back once', () => {
    const slots = new StreamSlots({ perSession: 2, perUser: 3, total: 4 })
    const a1 = slots.take('s1', 'u1')!
    slots.take('s1', 'u1')
    expect(slots.take('s1', 'u1'), 'per session').toBeNull()
    slots.take('s2', 'u1')
    expect(slots.take('s3', 'u1'), 'per account').toBeNull()
    slots.take('s4', 'u2')
    expect(slots.take('s5', 'u3'), 'total').toBeNull()
    a1()
    a1()
    expect(slots.open).toBe(3)
    expect(slots.take('s5', 'u3')).not.toBeNull()
    expect(slots.take('s6', 'u4')).toBeNull()
  })
})
