/**
 * GET /dashboard/events: the embedded backend's live changes as server-sent events (HTML
 * Living Standard, "Server-sent events"), so open dashboard lists and forms learn at once
 * that another staff member saved. On Firebase the browser listens to Firestore itself
 * (web/src/dashboard/live/live-firestore.ts): a function instance sees only its own writes, and
 * a stream would keep an instance busy for as long as a tab is open.
 *
 * Messages (each a JSON object on one `data:` line; ids are cursors `{boot}.{seq}`):
 *   event: change  {collection, id, kind, version, title, by, byYou}
 *   event: resync  {}      some changes since the client's cursor are no longer known: reload
 *   event: ready   {}      after the replay, with the current cursor as id
 *   event: end     {reason: "session"}   the session ended: the client stops reconnecting
 * A stream resumes after a cursor (the Last-Event-ID header EventSource sends when it
 * reconnects, or `since=`), and a page just loaded asks for the changes of the last moments
 * (`recent=` ms, at most two minutes) so a save made while it loaded is not missed.
 * and a comment line every heartbeat. The session is checked again at each heartbeat, so a
 * sign-out in another tab, a revoked session or a disabled account closes the stream within
 * one, and a stream never outlives its session.
 *
 * A stream carries only what its session's role may read, as the dashboard's pages decide it
 * (shared/collections/access.ts): the changes of a collection whose pages the role opens, and of
 * Sampah's entries those whose item is of the role's areas (HR never learns the title of a
 * deleted post), checked for every change, replays included, with the role the session has at
 * each heartbeat. A collection the role may not open can be asked for, and says nothing.
 *
 * A cross-site page cannot read the stream: the session cookie is SameSite=Lax (not sent on
 * cross-site subresource requests) and no CORS header is ever sent.
 *
 * GET /dashboard/events/names?uid=…: display names of the accounts that saved (the Firestore
 * listener reads `updatedBy` uids); nothing else of an account.
 */
import { Hono, type MiddlewareHandler } from 'hono'
import { getCookie } from 'hono/cookie'
import { HTTPException } from 'hono/http-exception'
import { streamSSE, type SSEStreamingApi } from 'hono/streaming'
import type { AppEnv } from '../../app-env'
import { guards } from '../../auth/guards'
import { SESSION_COOKIE } from '../../auth/session'
import type { StaffSession } from '../../backends/ports'
import { mayDo, mayReadCopy } from '../../../../shared/collections/access'
import type { StaffRole } from '../../../../shared/schemas/staff'
import { LIVE_COLLECTIONS, liveFeedFor, type FeedEntry, type LiveFeed } from './events-feed'

export const TOO_MANY_STREAMS = 'Terlalu banyak tab dasbor yang terbuka. Pembaruan langsung di tab ini berhenti; tutup tab yang tidak dipakai lalu muat ulang halaman.'
const BAD_COLLECTIONS = 'Permintaan pembaruan langsung tidak dikenali. Muat ulang halaman.'

/** The browser waits this long before reconnecting a stream that dropped (the `retry:` field). */
const RETRY_MS = 5_000
/** Once a stream ends, pending messages get this long to leave before it is cut. */
const DRAIN_MS = 2_000
const MAX_NAMES = 20
const MAX_RECENT_MS = 120_000
const UID = /^[A-Za-z0-9_.:-]{1,128}$/

/** `blogs,profiles` → the set, or null when empty, too long, or naming anything else. */
export function parseCollections(value: string | undefined): Set<string> | null {
  if (!value || value.length > 200) return null
  const names = value.split(',')
  if (names.some((name) => !LIVE_COLLECTIONS.has(name))) return null
  return new Set(names)
}

/**
 * Whether a staff member with `role` may learn of `entry`: a change of a collection whose pages
 * the role opens (its list and forms: `edit` in the role matrix), or, for an entry holding
 * another collection's item (Sampah's), one whose item the role may read (its area's).
 */
export function mayReceive(role: StaffRole, entry: Pick<FeedEntry, 'collection' | 'item'>): boolean {
  if (entry.item !== null) return mayReadCopy(role, entry.item)
  return mayDo(role, 'edit', entry.collection)
}

/** The message of one change for one stream: who saved is named, the uid never leaves the server. */
export function changeMessage(feed: LiveFeed, entry: FeedEntry, uid: string): string {
  const data = {
    collection: entry.collection,
    id: entry.id,
    kind: entry.kind,
    version: entry.version,
    title: entry.title,
    by: entry.by,
    byYou: entry.actor !== null && entry.actor === uid,
  }
  // JSON.stringify escapes CR and LF, so the data is one line whatever the title holds.
  return `event: change\nid: ${feed.cursorOf(entry)}\ndata: ${JSON.stringify(data)}\n\n`
}

/**
 * Runs before the dashboard's session guard (routes/dashboard/index.ts): the event stream
 * without a session answers 204, which stops an EventSource, rather than the other routes'
 * redirect to the sign-in page, which an EventSource would follow only to fail on HTML (a page
 * being left at sign-out, reconnecting, logged that as an error). live-sse.ts tries again
 * later, less and less often.
 */
export const stopStreamWithoutSession: MiddlewareHandler<AppEnv> = async (c, next) => {
  if (c.req.path === '/dashboard/events' && !c.get('session')) return c.body(null, 204, { 'Cache-Control': 'no-store' })
  await next()
}

export function eventRoutes() {
  const app = new Hono<AppEnv>()

  app.get('/dashboard/events', (c) => {
    const backend = c.get('backend')
    // 204 tells EventSource to stop for good (it does not reconnect after a non-200 answer).
    if (backend.name === 'firebase' || !c.get('session')) return c.body(null, 204, { 'Cache-Control': 'no-store' })
    const collections = parseCollections(c.req.query('collections'))
    if (!collections) throw new HTTPException(400, { message: BAD_COLLECTIONS })
    const session = c.get('session')!
    const feed = liveFeedFor(backend)
    const release = feed.slots.take(session.id, session.user.uid)
    if (!release) return c.json({ error: TOO_MANY_STREAMS }, 429, { 'Retry-After': '60', 'Cache-Control': 'no-store' })
    const cookie = getCookie(c, SESSION_COOKIE) ?? ''
    const cursor = c.req.header('Last-Event-ID') ?? c.req.query('since') ?? null
    const recentMs = Math.min(MAX_RECENT_MS, Math.max(0, Number(c.req.query('recent')) || 0))

    const response = streamSSE(c, (stream) => runStream(stream, { feed, session, now: c.get('now').getTime(), cookie, collections, cursor, recentMs, release, backend }))
    // The app's body-hash ETag middleware skips this path (app.ts): a stream has no end to hash.
    response.headers.set('Cache-Control', 'no-store')
    // Reverse proxies (nginx) would otherwise hold events back in their buffers.
    response.headers.set('X-Accel-Buffering', 'no')
    return response
  })

  app.get('/dashboard/events/names', guards('auth'), async (c) => {
    const uids = [...new Set(c.req.queries('uid') ?? [])].filter((uid) => UID.test(uid)).slice(0, MAX_NAMES)
    const feed = liveFeedFor(c.get('backend'))
    const names: Record<string, string> = {}
    for (const uid of uids) {
      const name = await feed.nameOf(uid)
      if (name) names[uid] = name
    }
    return c.json({ names }, 200, { 'Cache-Control': 'private, max-age=300' })
  })

  return app
}

interface StreamContext {
  feed: LiveFeed
  session: StaffSession
  /** The request's clock (ms), the one the session's expiry is counted in. */
  now: number
  cookie: string
  collections: Set<string>
  cursor: string | null
  recentMs: number
  release: () => void
  backend: { identity: { verifySession(cookie: string): Promise<StaffSession | null> } }
}

async function runStream(stream: SSEStreamingApi, ctx: StreamContext): Promise<void> {
  const { feed, session, collections } = ctx
  const options = feed.options
  const pending: string[] = []
  let pumping = false
  let drained: Promise<void> = Promise.resolve()
  let ended = false
  let finish!: () => void
  const finished = new Promise<void>((resolve) => (finish = resolve))
  let heartbeatTimer: ReturnType<typeof setTimeout> | undefined
  let lifetimeTimer: ReturnType<typeof setTimeout> | undefined
  let unsubscribe = () => {}

  const send = (message: string) => {
    if (ended) return
    // A client that stopped reading would make the queue grow without bound.
    if (pending.length >= options.maxPending) return end()
    pending.push(message)
    if (pumping) return
    pumping = true
    drained = (async () => {
      while (pending.length > 0 && !stream.aborted) await stream.write(pending.shift()!)
      pumping = false
    })()
  }
  const end = (last?: string) => {
    if (ended) return
    if (last) send(last)
    ended = true
    clearTimeout(heartbeatTimer)
    clearTimeout(lifetimeTimer)
    unsubscribe()
    ctx.release()
    finish()
  }
  const sessionEnded = () => end(`event: end\ndata: ${JSON.stringify({ reason: 'session' })}\n\n`)

  stream.onAbort(() => end())
  // The role is read again at each heartbeat: a role changed meanwhile holds from then on.
  let role = session.user.role
  const forThisStream = (entry: FeedEntry) => {
    if (collections.has(entry.collection) && mayReceive(role, entry)) send(changeMessage(feed, entry, session.user.uid))
  }
  // The replay, the current cursor and the subscription in one turn: nothing published in
  // between is missed or sent twice, and the last id the browser holds is the newest.
  const missed = ctx.cursor ? feed.since(ctx.cursor) : feed.recent(ctx.recentMs)
  if (missed === null) send('event: resync\ndata: {}\n\n')
  else for (const entry of missed) forThisStream(entry)
  send(`retry: ${RETRY_MS}\nevent: ready\nid: ${feed.cursor()}\ndata: {}\n\n`)
  unsubscribe = feed.subscribe(forThisStream)

  const heartbeat = async () => {
    let current: StaffSession | null = session
    try {
      current = await ctx.backend.identity.verifySession(ctx.cookie)
    } catch {
      // The account store did not answer: keep the stream; the next heartbeat checks again.
    }
    if (ended) return
    if (!current || current.id !== session.id) return sessionEnded()
    role = current.user.role
    send(': ping\n\n')
    heartbeatTimer = setTimeout(heartbeat, options.heartbeatMs)
  }
  heartbeatTimer = setTimeout(heartbeat, options.heartbeatMs)
  // At the session's end the stream says so; a long stream is closed and the browser
  // reconnects (its request carries the cookie, checked again by the guard).
  const untilExpiry = session.expiresAt - ctx.now
  lifetimeTimer =
    untilExpiry <= options.maxLifetimeMs ? setTimeout(sessionEnded, Math.max(0, untilExpiry)) : setTimeout(() => end(), options.maxLifetimeMs)

  await finished
  // The last messages (the end of a session) leave before the stream closes, within a bound.
  if (pumping) await Promise.race([drained, new Promise((resolve) => setTimeout(resolve, DRAIN_MS))])
  if (pumping) stream.abort()
}
