/**
 * What the client alerts must do on every ContentStore: the subscription's life
 * (double opt-in, no enumeration, signed links), the alert made once when an item is published,
 * and the durable queue (each recipient once, in their language, with the one-click headers;
 * retries, bounces, skips, leases, pacing), the sweep's retention and a person's data deleted.
 * Run from one file per adapter:
 *
 *   describeAlertsContract('SQLite', async (now) => ({ store, cleanup }))
 *
 * Email goes through the real transports: the outbox folder (the embedded backend's) and the
 * SMTP mailer talking to a loopback SMTP server (functions/src/testing/smtp-test-server.ts).
 */
import { mkdtempSync, readdirSync, readFileSync, rmSync } from 'node:fs'
import os from 'node:os'
import path from 'node:path'
import { afterEach, beforeEach, describe, expect, it } from 'vitest'
import { CONFIRM_LINK_DAYS, CONFIRM_RESEND_MS, INACTIVE_KEEP_DAYS } from '../../../shared/collections/subscribers'
import { SETTINGS_ID } from '../../../shared/collections/settings'
import type { Blog, Publication } from '../../../shared/schemas/types'
import type { ContentStore } from './ports'
import { deletePersonData } from '../collections/inquiries/person-data'
import { createOutboxMailer } from '../mail/outbox-mailer'
import { createSmtpMailer } from '../mail/smtp-mailer'
import type { Mailer } from '../mail/mailer'
import { exampleData } from '../testing/example-data'
import { startSmtpTestServer } from '../testing/smtp-test-server'
import { alertOnChange, alertIdOf, sweepNewlyPublished } from '../alerts/alert-planner'
import { countDeliveries, createAlertQueue } from '../alerts/alert-queue'
import { sweepAlerts } from '../alerts/alerts-sweep'
import { checkLink, linkKey, signLink } from '../alerts/links'
import { deliverSubscriptionMail } from '../alerts/subscription-mail'
import { confirmSubscription, requestSubscription, resubscribe, unsubscribe, updateInterests, type SubscriptionRequest } from '../alerts/subscriptions'
import { alertReachFor, recipientsOf } from '../alerts/alert-notice'
import { reachCount } from '../../../shared/alert-reach'
import { checkDigest, createDigest, DIGEST_MSG, recentItems } from '../alerts/digest'
import { applyImport, IMPORT_MAX_CHARS, IMPORT_MAX_ROWS, IMPORT_MSG, planImport } from '../alerts/subscriber-import'

export interface AlertsStoreUnderTest {
  store: ContentStore
  cleanup(): Promise<void>
}

/** Checks an emulator may be unable to run, and why it is listed in `skip`. */
export const ALERT_CHECKS = {
  concurrentRequests: 'two requests for a new address at the same moment end in one record',
  concurrentClaims: 'two senders claiming the same record: exactly one sends it',
} as const

const DAY = 86_400_000
const BASE = 'https://www.example.test'

/** A settable clock shared by the store and the code under test. */
class Clock {
  constructor(public time = new Date('2026-06-15T03:00:00.000Z')) {}
  now = () => new Date(this.time)
  advance(ms: number) {
    this.time = new Date(this.time.getTime() + ms)
  }
}

const request = (over: Partial<SubscriptionRequest> = {}): SubscriptionRequest => ({
  email: 'klien@example.test',
  name: 'Klien',
  categoryIds: [],
  practiceAreaIds: [],
  lang: 'id',
  consent: 'ya',
  ...over,
})

/** The `t` parameter of the first link to `path` in an email file. */
function linkToken(eml: string, path: string): string {
  const unfolded = eml.replace(/=\r\n/g, '').replace(/=3D/g, '=')
  const match = new RegExp(`${path.replace(/\//g, '\\/')}\\?t=([A-Za-z0-9._%-]+)`).exec(unfolded)
  if (!match) throw new Error(`no link to ${path} in:\n${eml.slice(0, 2000)}`)
  return decodeURIComponent(match[1]!)
}

/** The header block of a message, unfolded. */
function headerLines(eml: string): string[] {
  return eml.split('\r\n\r\n')[0]!.replace(/\r\n[ \t]+/g, ' ').split('\r\n')
}

export function describeAlertsContract(name: string, make: (now: () => Date) => Promise<AlertsStoreUnderTest>, options: { skip?: Readonly<Partial<Record<string, string>>> } = {}): void {
  const skip = options.skip ?? {}
  const gated = (title: string, fn: () => Promise<void>) => it.skipIf(title in skip)(title, fn, 30_000)

  describe(`Client alerts contract: ${name}`, () => {
    let subject: AlertsStoreUnderTest
    let store: ContentStore
    let clock: Clock
    let outbox: string
    let mailer: Mailer
    const files = () => readdirSync(outbox).filter((f) => f.endsWith('.eml')).sort()
    const read = (file: string) => readFileSync(path.join(outbox, file), 'utf8')

    beforeEach(async () => {
      clock = new Clock()
      subject = await make(clock.now)
      store = subject.store
      outbox = mkdtempSync(path.join(os.tmpdir(), 'alr-alerts-outbox-'))
      mailer = createOutboxMailer({ dir: outbox, from: 'noreply@example.test' })
    })
    afterEach(async () => {
      await subject.cleanup()
      rmSync(outbox, { recursive: true, force: true })
    })

    const firm = { name: 'Firma Contoh', email: 'kantor@example.test', baseUrl: BASE }
    const subscribe = async (over: Partial<SubscriptionRequest> = {}, pageLang: 'id' | 'en' = 'id') => {
      const outcome = await requestSubscription(store, request(over), { now: clock.now(), pageLang, sourcePath: '/blogs' })
      await deliverSubscriptionMail(outcome.subscriber, { store, mailer, firm, now: clock.now() })
      return outcome
    }
    /** An active subscriber: requested, then confirmed through the link of its email. */
    const activeSubscriber = async (over: Partial<SubscriptionRequest> = {}) => {
      const { subscriber } = await subscribe(over)
      const file = files().find((f) => f.startsWith(`subscription-${subscriber.id}-`))!
      const check = await checkLink(store, 'confirm', linkToken(read(file), '/subscribe/confirm'), clock.now().getTime())
      if (!check.ok) throw new Error(`confirm link refused: ${check.reason}`)
      return (await confirmSubscription(store, check.subscriber.id, clock.now()))!
    }
    const post = async (collection: 'blogs' | 'publications', over: Partial<Blog> = {}) =>
      store.create(collection, exampleData(collection, { title: 'Perubahan Peraturan Pajak Daerah', slug: `pajak-${Math.random().toString(36).slice(2, 8)}`, excerpt: 'Ringkasan perubahan.', publishedAt: null, ...over } as never), { actor: 'staff' }) as Promise<Blog | Publication>
    const publish = async (collection: 'blogs' | 'publications', doc: Blog | Publication, over: Partial<Blog> = {}) => {
      const { id, version, createdAt: _c, updatedAt: _u, updatedBy: _b, ...data } = doc
      const after = (await store.update(collection, id, { ...data, publishedAt: clock.now().toISOString(), ...over } as never, { actor: 'staff', expectedVersion: version })) as Blog | Publication
      await alertOnChange({ collection, id, before: doc, after }, { store, now: clock.now })
      return after
    }
    const queue = (over: Partial<Parameters<typeof createAlertQueue>[0]> = {}) =>
      createAlertQueue({ store, mailer, now: clock.now, baseUrl: BASE, ratePerMinute: 60_000, sleep: async () => {}, ...over })

    describe('subscriptions', () => {
      it('stores a request as pending and emails a confirmation; its signed link makes it active, once', async () => {
        const { subscriber, planned } = await subscribe({ categoryIds: ['c1'] })
        expect(planned).toBe(true)
        expect(subscriber).toMatchObject({ status: 'pending', emailKey: 'klien@example.test', categoryIds: ['c1'], confirmedAt: null, sourcePath: '/blogs' })
        expect(subscriber.purgeAt).toBe(new Date(clock.time.getTime() + (CONFIRM_LINK_DAYS + 1) * DAY).toISOString())
        const stored = (await store.get('subscribers', subscriber.id))!
        expect(stored.mail.map((m) => [m.kind, m.state])).toEqual([['confirm', 'sent']])
        const [file] = files()
        expect(file).toBe(`${stored.mail[0]!.id}.eml`)
        const eml = read(file!)
        expect(headerLines(eml)).toContain('To: klien@example.test')
        // Nothing the visitor typed but the address: not even the name.
        expect(eml).not.toContain('Klien <')
        expect(eml.replace(/=\r\n/g, '')).not.toMatch(/Halo,? Klien/)
        const token = linkToken(eml, '/subscribe/confirm')
        const check = await checkLink(store, 'confirm', token, clock.now().getTime())
        expect(check.ok).toBe(true)
        const active = (await confirmSubscription(store, subscriber.id, clock.now()))!
        expect(active).toMatchObject({ status: 'active', confirmedAt: clock.now().toISOString(), purgeAt: null })
        const again = (await confirmSubscription(store, subscriber.id, clock.now()))!
        expect(again.version).toBe(active.version)
      })

      it('answers every request with one email whatever the standing, at most one per ten minutes, and lets no request change an active address', async () => {
        const first = await subscribe({ categoryIds: ['c1'] })
        clock.advance(60_000)
        // Pending, within ten minutes: the new choices are taken, no second email.
        const second = await subscribe({ categoryIds: ['c2'], lang: 'en' })
        expect(second.planned).toBe(false)
        expect(second.subscriber).toMatchObject({ id: first.subscriber.id, categoryIds: ['c2'], lang: 'en', status: 'pending' })
        expect(files()).toHaveLength(1)
        clock.advance(CONFIRM_RESEND_MS)
        const third = await subscribe({ categoryIds: ['c3'] })
        expect(third.planned).toBe(true)
        expect(files()).toHaveLength(2)
        // Both confirmation links of a pending address work until they expire.
        const tokens = files().map((f) => linkToken(read(f), '/subscribe/confirm'))
        for (const token of tokens) expect((await checkLink(store, 'confirm', token, clock.now().getTime())).ok).toBe(true)
        await confirmSubscription(store, first.subscriber.id, clock.now())
        clock.advance(CONFIRM_RESEND_MS)
        // Active: its choices stay its owner's; the request gets a note with the manage link.
        const fourth = await subscribe({ categoryIds: ['c9'], lang: 'en' })
        expect(fourth.planned).toBe(true)
        expect(fourth.subscriber).toMatchObject({ status: 'active', categoryIds: ['c3'], lang: 'id' })
        const note = files().find((f) => f.endsWith('-already.eml'))!
        expect(read(note)).toContain('/subscribe/manage?t=')
        expect((await checkLink(store, 'manage', linkToken(read(note), '/subscribe/manage'), clock.now().getTime())).ok).toBe(true)
        // One record per address, whatever its case.
        await subscribe({ email: 'KLIEN@Example.test' })
        expect(await store.count('subscribers')).toBe(1)
      })

      gated(ALERT_CHECKS.concurrentRequests, async () => {
        const outcomes = await Promise.all([1, 2, 3].map(() => requestSubscription(store, request(), { now: clock.now(), pageLang: 'id', sourcePath: '/' })))
        expect(new Set(outcomes.map((o) => o.subscriber.id)).size).toBe(1)
        expect(await store.count('subscribers')).toBe(1)
      })

      it('refuses forged, tampered, misdirected and expired links, and a confirmation after leaving', async () => {
        const subscriber = await activeSubscriber()
        const key = await linkKey(store)
        const nowMs = clock.now().getTime()
        const unsub = signLink(key, 'unsubscribe', subscriber, nowMs)
        const manage = signLink(key, 'manage', subscriber, nowMs)
        expect((await checkLink(store, 'unsubscribe', unsub, nowMs)).ok).toBe(true)
        expect(await checkLink(store, 'manage', unsub, nowMs)).toEqual({ ok: false, reason: 'invalid' })
        expect(await checkLink(store, 'unsubscribe', `${unsub.slice(0, -1)}${unsub.endsWith('A') ? 'B' : 'A'}`, nowMs)).toEqual({ ok: false, reason: 'invalid' })
        expect(await checkLink(store, 'unsubscribe', unsub.replace(subscriber.id, crypto.randomUUID()), nowMs)).toEqual({ ok: false, reason: 'invalid' })
        for (const junk of [undefined, '', 'u', 'u..', `u.${'a'.repeat(200)}`, ['u', 'x'], 'u.<script>.x', `u.${subscriber.id}.${'A'.repeat(43)}`]) {
          expect(await checkLink(store, 'unsubscribe', junk, nowMs)).toEqual({ ok: false, reason: 'invalid' })
        }
        // Manage links expire; unsubscribe links never do (RFC 8058: an old mail's link still works).
        expect(await checkLink(store, 'manage', manage, nowMs + 91 * DAY)).toEqual({ ok: false, reason: 'expired' })
        expect((await checkLink(store, 'unsubscribe', unsub, nowMs + 3650 * DAY)).ok).toBe(true)
        // A confirmation link kept in a mailbox cannot bring back an address that left.
        const confirm = signLink(key, 'confirm', subscriber, nowMs)
        // Pressed again once the subscription is active, it has done its work: used, not a second confirmation.
        expect(await checkLink(store, 'confirm', confirm, nowMs)).toEqual({ ok: false, reason: 'used' })
        await unsubscribe(store, subscriber.id, clock.now())
        expect(await checkLink(store, 'confirm', confirm, nowMs)).toEqual({ ok: false, reason: 'invalid' })
        // The unsubscribe link still answers (the page says it is done) and can undo it.
        expect((await checkLink(store, 'unsubscribe', unsub, nowMs)).ok).toBe(true)
        expect(await checkLink(store, 'confirm', signLink(key, 'confirm', { ...subscriber, confirmNonce: 'lama' }, nowMs), nowMs)).toEqual({ ok: false, reason: 'invalid' })
      })

      it('unsubscribes (kept 30 days, emails not yet sent dropped), and comes back through the same link', async () => {
        const subscriber = await activeSubscriber()
        const left = (await unsubscribe(store, subscriber.id, clock.now()))!
        expect(left).toMatchObject({ status: 'unsubscribed', unsubscribedAt: clock.now().toISOString(), confirmNonce: '', mailDue: false })
        expect(left.purgeAt).toBe(new Date(clock.time.getTime() + INACTIVE_KEEP_DAYS * DAY).toISOString())
        expect((await unsubscribe(store, subscriber.id, clock.now()))!.version).toBe(left.version)
        const back = (await resubscribe(store, subscriber.id, clock.now()))!
        expect(back).toMatchObject({ status: 'active', purgeAt: null, unsubscribedAt: null, confirmedAt: subscriber.confirmedAt })
      })
    })

    describe('alerts', () => {
      const settings = (alertCategoryIds: string[]) => store.create('settings', exampleData('settings', { name: 'Firma Contoh', email: 'kantor@example.test', alertCategoryIds }), { actor: 'seed', id: SETTINGS_ID })

      it('makes one alert when an item is published with Ya, or on Otomatis in a category sent by default; never for Jangan kirim or a save of a published item', async () => {
        await settings(['kat-pajak'])
        const chosen = await post('blogs', { sendAlert: 'yes', categoryId: 'lain' })
        await publish('blogs', chosen)
        expect(await store.get('alerts', alertIdOf('blogs', chosen.id))).toMatchObject({ reason: 'chosen', state: 'preparing', title: chosen.title })
        const byCategory = await post('publications', { categoryId: 'kat-pajak' })
        const published = await publish('publications', byCategory)
        expect(await store.get('alerts', alertIdOf('publications', byCategory.id))).toMatchObject({ reason: 'category' })
        const refused = await post('blogs', { sendAlert: 'no', categoryId: 'kat-pajak' })
        await publish('blogs', refused)
        const other = await post('blogs', { categoryId: 'lain' })
        const otherPublished = await publish('blogs', other)
        expect(await store.count('alerts')).toBe(2)
        // A save of a published item is no news, even into a category sent by default.
        await publish('blogs', otherPublished, { categoryId: 'kat-pajak' })
        // Back to draft and published again: still the one alert.
        const draft = (await store.update('publications', published.id, { ...(({ id: _i, version: _v, createdAt: _c, updatedAt: _u, updatedBy: _b, ...d }) => d)(published), publishedAt: null } as never, { actor: 'staff' })) as Publication
        await publish('publications', draft)
        expect(await store.count('alerts')).toBe(2)
        // Choosing Ya on a published item that never went out sends it now.
        const latest = (await store.get('blogs', other.id))!
        await publish('blogs', latest, { sendAlert: 'yes', publishedAt: latest.publishedAt })
        expect(await store.count('alerts')).toBe(3)
        // A restore from Sampah arrives without `before` and is no news.
        const restored = await post('blogs', { sendAlert: 'yes', publishedAt: clock.now().toISOString() })
        await alertOnChange({ collection: 'blogs', id: restored.id, before: null, after: { ...restored, version: 5 } }, { store, now: clock.now })
        expect(await store.get('alerts', alertIdOf('blogs', restored.id))).toBeNull()
      })

      it('alerts a scheduled item when its date comes (the sweep), once, and nothing published before the first sweep', async () => {
        await settings([])
        const old = await post('blogs', { sendAlert: 'yes', publishedAt: new Date(clock.time.getTime() - DAY).toISOString() })
        const scheduled = await post('publications', { sendAlert: 'yes', publishedAt: new Date(clock.time.getTime() + 2 * 3_600_000).toISOString() })
        expect(await sweepNewlyPublished(store, clock.now())).toBe(0)
        clock.advance(3_600_000)
        expect(await sweepNewlyPublished(store, clock.now())).toBe(0)
        clock.advance(3_600_000)
        expect(await sweepNewlyPublished(store, clock.now())).toBe(1)
        expect(await sweepNewlyPublished(store, clock.now())).toBe(0)
        clock.advance(60_000)
        expect(await sweepNewlyPublished(store, clock.now())).toBe(0)
        expect(await store.get('alerts', alertIdOf('publications', scheduled.id))).toMatchObject({ state: 'preparing' })
        expect(await store.get('alerts', alertIdOf('blogs', old.id))).toBeNull()
      })

      it('sends each matching active subscriber one email in their language, with the one-click unsubscribe headers, and never twice', async () => {
        await settings([])
        const areaProfile = await store.create('profiles', exampleData('profiles', { slug: 'rina', practiceAreaIds: ['area-pajak'] }), { actor: 'seed' })
        const everything = await activeSubscriber({ email: 'semua@example.test' })
        const english = await activeSubscriber({ email: 'english@example.test', categoryIds: ['kat-pajak'], lang: 'en' })
        const byArea = await activeSubscriber({ email: 'bidang@example.test', practiceAreaIds: ['area-pajak'] })
        const otherCategory = await activeSubscriber({ email: 'lain@example.test', categoryIds: ['kat-lain'] })
        const left = await activeSubscriber({ email: 'berhenti@example.test' })
        await unsubscribe(store, left.id, clock.now())
        const pending = (await subscribe({ email: 'menunggu@example.test' })).subscriber
        const item = await post('publications', {
          sendAlert: 'yes',
          categoryId: 'kat-pajak',
          authorIds: [areaProfile.id],
          titleEn: 'Regional Tax Regulation Changes',
          slugEn: 'regional-tax',
          contentEn: '<p>In English.</p>',
          excerptEn: 'A summary in English.',
        } as Partial<Blog>)
        const published = await publish('publications', item, { publishedAtEn: clock.now().toISOString() } as Partial<Blog>)
        const before = new Set(files())
        const result = await queue().drain()
        expect(result).toMatchObject({ prepared: 1, sent: 3, failed: 0, bounced: 0, skipped: 0, finished: 1 })
        const sent = files().filter((f) => !before.has(f))
        const alertId = alertIdOf('publications', published.id)
        expect(sent.sort()).toEqual([everything, english, byArea].map((s) => `alert-${alertId}-${s.id}.eml`).sort())
        for (const never of [otherCategory, left, pending]) expect(files().some((f) => f.includes(never.id) && f.startsWith('alert-'))).toBe(false)
        const id = read(`alert-${alertId}-${everything.id}.eml`)
        const lines = headerLines(id)
        expect(lines).toContain('To: semua@example.test')
        expect(lines.find((l) => l.startsWith('List-Unsubscribe:'))).toMatch(new RegExp(`^List-Unsubscribe: <${BASE}/subscribe/unsubscribe\\?t=u\\.${everything.id}\\.[A-Za-z0-9_-]{43}>$`))
        expect(lines).toContain('List-Unsubscribe-Post: List-Unsubscribe=One-Click')
        expect(lines).toContain(`Message-ID: <alert-${alertId}-${everything.id}@example.test>`)
        // nodemailer writes the name as RFC 2919 does, `List-ID` (header names are case-insensitive).
        expect(lines.map((l) => l.toLowerCase())).toContain('list-id: <client-alerts.www.example.test>')
        const idText = id.replace(/=\r\n/g, '')
        expect(idText).toContain(`${BASE}/publications/${published.slug}/download`)
        expect(idText).toContain('/subscribe/manage?t=')
        const en = read(`alert-${alertId}-${english.id}.eml`).replace(/=\r\n/g, '')
        expect(en).toContain('Regional Tax Regulation Changes')
        expect(en).toContain(`${BASE}/en/publications/regional-tax`)
        // No English PDF: the button says the one it downloads is in Indonesian.
        expect(en).toContain('Download PDF (in Indonesian)')
        expect(en).toContain(`${BASE}/en/subscribe/unsubscribe?t=`)
        expect(await checkLink(store, 'unsubscribe', linkToken(read(`alert-${alertId}-${english.id}.eml`), '/en/subscribe/unsubscribe'), clock.now().getTime())).toMatchObject({ ok: true })
        // Drained again, published again: nothing more.
        expect(await queue().drain()).toMatchObject({ prepared: 0, sent: 0 })
        await publish('publications', published, { publishedAt: clock.now().toISOString() })
        await queue().drain()
        expect(files().filter((f) => !before.has(f))).toHaveLength(3)
        expect(await store.get('alerts', alertId)).toMatchObject({ state: 'done', recipients: 3, counts: { sent: 3, failed: 0, bounced: 0, skipped: 0 } })
        expect(await countDeliveries(store, alertId)).toMatchObject({ sent: 3, pending: 0, sending: 0 })
      })

      it('sends a post linking a regulation to its followers once (one email to who follows its practice area too), naming the regulation followed; the post form’s count includes them', async () => {
        await settings([])
        const pdp = await store.create('regulations', exampleData('regulations', { type: 'UU', number: '27', year: '2022', title: 'Pelindungan Data Pribadi', abbreviation: 'UU PDP', slug: 'uu-27-2022' }), { actor: 'staff' })
        const other = await store.create('regulations', exampleData('regulations', { type: 'PP', number: '71', year: '2019', title: 'PSTE', slug: 'pp-71-2019' }), { actor: 'staff' })
        const author = await store.create('profiles', exampleData('profiles', { slug: 'rina-pdp', practiceAreaIds: ['area-teknologi'] }), { actor: 'seed' })
        const both = await activeSubscriber({ email: 'keduanya@example.test', practiceAreaIds: ['area-teknologi'], regulationIds: [pdp.id] })
        const onlyRegulation = await activeSubscriber({ email: 'peraturan@example.test', regulationIds: [pdp.id], lang: 'en' })
        const otherRegulation = await activeSubscriber({ email: 'lain@example.test', regulationIds: [other.id] })
        expect(both.regulationIds).toEqual([pdp.id])
        const item = await post('blogs', { sendAlert: 'yes', categoryId: 'kat-lain', authorIds: [author.id], regulationIds: [pdp.id] } as Partial<Blog>)
        expect(await recipientsOf(store, item)).toBe(2)
        const reach = await alertReachFor(store, 'blogs', null, [author.id], false)
        expect(reachCount(reach, 'kat-lain', [], [pdp.id])).toBe(2)
        expect(reachCount(reach, 'kat-lain', [], [])).toBe(0)
        const published = await publish('blogs', item)
        const before = new Set(files())
        expect(await queue().drain()).toMatchObject({ prepared: 1, sent: 2 })
        const alertId = alertIdOf('blogs', published.id)
        expect(files().filter((f) => !before.has(f)).sort()).toEqual([both, onlyRegulation].map((s) => `alert-${alertId}-${s.id}.eml`).sort())
        expect(files().some((f) => f.includes(otherRegulation.id) && f.startsWith('alert-'))).toBe(false)
        expect(read(`alert-${alertId}-${both.id}.eml`).replace(/=\r\n/g, '')).toContain('karena Anda mengikuti UU No. 27 Tahun 2022 di peringatan klien Firma Contoh')
        expect(read(`alert-${alertId}-${onlyRegulation.id}.eml`).replace(/=\r\n/g, '')).toContain('because you follow UU No. 27 Tahun 2022')
        // Unfollowed through the manage page's save: the next post linking it does not reach them.
        await updateInterests(store, onlyRegulation.id, { name: '', lang: 'en', categoryIds: [], practiceAreaIds: ['area-lain'], regulationIds: [] })
        expect((await store.get('subscribers', onlyRegulation.id))!.regulationIds).toEqual([])
        const next = await publish('blogs', await post('blogs', { sendAlert: 'yes', categoryId: 'kat-lain', authorIds: [], regulationIds: [pdp.id] } as Partial<Blog>))
        await queue().drain()
        expect(files().filter((f) => f.startsWith(`alert-${alertIdOf('blogs', next.id)}-`))).toEqual([`alert-${alertIdOf('blogs', next.id)}-${both.id}.eml`])
      })

      it('sends an English subscriber the Indonesian item, marked, when it has no English version', async () => {
        await settings([])
        const english = await activeSubscriber({ email: 'english@example.test', lang: 'en' })
        const item = await publish('blogs', await post('blogs', { sendAlert: 'yes' }))
        await queue().drain()
        const eml = read(`alert-${alertIdOf('blogs', item.id)}-${english.id}.eml`).replace(/=\r\n/g, '')
        expect(eml).toContain(`${BASE}/blogs/${item.slug}`)
        expect(eml).toContain('This item is published in Indonesian only.')
        expect(eml).toContain('lang=3D"id"')
        expect(eml).toContain(`${BASE}/en/subscribe/manage?t=`)
      })

      it('skips a subscriber who left or was deleted before their turn, and an item taken off the site', async () => {
        await settings([])
        const stays = await activeSubscriber({ email: 'tetap@example.test' })
        const leaves = await activeSubscriber({ email: 'pergi@example.test' })
        const deleted = await activeSubscriber({ email: 'hapus@example.test' })
        const item = await publish('blogs', await post('blogs', { sendAlert: 'yes' }))
        const alertId = alertIdOf('blogs', item.id)
        // Prepared (a budget of nothing sends none), then one leaves and one is deleted on request.
        expect(await queue().drain({ budgetMs: 0 })).toMatchObject({ prepared: 1, sent: 0 })
        expect(await store.count('alertDeliveries', { where: [{ field: 'alertId', op: '==', value: alertId }] })).toBe(3)
        await unsubscribe(store, leaves.id, clock.now())
        await deletePersonData(store, 'hapus@example.test', 'staff', undefined, mailer)
        expect(await queue().drain()).toMatchObject({ sent: 1, skipped: 1 })
        expect(files().filter((f) => f.startsWith('alert-'))).toEqual([`alert-${alertId}-${stays.id}.eml`])
        expect(await store.get('alertDeliveries', `${alertId}.${leaves.id}`)).toMatchObject({ state: 'skipped', dueAt: null })
        expect(files().some((f) => f.includes(deleted.id))).toBe(false)
        expect(await store.get('alerts', alertId)).toMatchObject({ state: 'done', counts: { sent: 1, skipped: 1, failed: 0, bounced: 0 } })
        // An item taken off the site before its recipients' turn goes to no one more.
        const second = await publish('blogs', await post('blogs', { sendAlert: 'yes' }))
        const secondId = alertIdOf('blogs', second.id)
        await queue().drain({ budgetMs: 0 })
        const { id, version, createdAt: _c, updatedAt: _u, updatedBy: _b, ...data } = second
        await store.update('blogs', id, { ...data, publishedAt: null } as never, { actor: 'staff', expectedVersion: version })
        expect(await queue().drain()).toMatchObject({ sent: 0, skipped: 1 })
        expect(files().some((f) => f.startsWith(`alert-${secondId}-`))).toBe(false)
        // An alert whose item left before it was prepared is dropped, so publishing it later sends it then.
        const third = await publish('blogs', await post('blogs', { sendAlert: 'yes' }))
        const { id: thirdId, version: thirdVersion, createdAt: _c3, updatedAt: _u3, updatedBy: _b3, ...thirdData } = third
        const unpublished = (await store.update('blogs', thirdId, { ...thirdData, publishedAt: null } as never, { actor: 'staff', expectedVersion: thirdVersion })) as Blog
        await queue().drain()
        expect(await store.get('alerts', alertIdOf('blogs', thirdId))).toBeNull()
        await publish('blogs', unpublished)
        expect(await queue().drain()).toMatchObject({ prepared: 1, sent: 1 })
      })

      it('tries a refused send again later, marks it failed after the last try, and a refused address bounced (its subscriber too)', async () => {
        await settings([])
        const server = await startSmtpTestServer({ rcpt: (address) => (address.startsWith('hilang') ? 'reject' : address.startsWith('sibuk') ? 'tempfail' : 'accept') })
        try {
          const smtp = createSmtpMailer({ url: server.url, from: 'noreply@example.test', timeoutMs: 2000 })
          const ok = await activeSubscriber({ email: 'ok@example.test' })
          const busy = await activeSubscriber({ email: 'sibuk@example.test' })
          const gone = await activeSubscriber({ email: 'hilang@example.test' })
          const item = await publish('blogs', await post('blogs', { sendAlert: 'yes' }))
          const alertId = alertIdOf('blogs', item.id)
          const q = queue({ mailer: smtp })
          expect(await q.drain()).toMatchObject({ sent: 1, bounced: 1, retried: 1 })
          expect(server.accepted.map((m) => m.to)).toEqual([['ok@example.test']])
          expect(await store.get('subscribers', gone.id)).toMatchObject({ status: 'bounced' })
          expect((await store.get('subscribers', gone.id))!.bounceReason).toMatch(/550/)
          const busyRecord = (await store.get('alertDeliveries', `${alertId}.${busy.id}`))!
          expect(busyRecord).toMatchObject({ state: 'pending', attempts: 1, dueAt: new Date(clock.time.getTime() + 60_000).toISOString() })
          expect(busyRecord.lastError).toMatch(/450/)
          expect(await store.get('alerts', alertId)).toMatchObject({ state: 'sending' })
          // Every try, each when its wait is over, then failed.
          for (let i = 0; i < 8; i++) {
            clock.advance(13 * 3_600_000)
            await q.drain()
          }
          expect(await store.get('alertDeliveries', `${alertId}.${busy.id}`)).toMatchObject({ state: 'failed', attempts: 6, dueAt: null })
          expect(await store.get('alerts', alertId)).toMatchObject({ state: 'done', counts: { sent: 1, failed: 1, bounced: 1, skipped: 0 } })
          expect(server.accepted).toHaveLength(1)
          // A bounced address gets no later alert.
          await publish('blogs', await post('blogs', { sendAlert: 'yes' }))
          await q.drain()
          expect(server.received.filter((m) => m.to.includes('hilang@example.test'))).toEqual([])
          expect(ok.status).toBe('active')
        } finally {
          await server.close()
        }
      })

      it('sends a record whose sender died mid-send when its lease ends, once (the outbox keeps one file per message id)', async () => {
        await settings([])
        const one = await activeSubscriber({ email: 'satu@example.test' })
        const item = await publish('blogs', await post('blogs', { sendAlert: 'yes' }))
        const alertId = alertIdOf('blogs', item.id)
        // A sender that writes the file and dies before recording it.
        let dies = true
        const dying: Mailer = {
          transport: 'outbox',
          async send(message) {
            const receipt = await mailer.send(message)
            if (dies) throw Object.assign(new Error('proses mati'), { fatal: true })
            return receipt
          },
        }
        const crashing = queue({ mailer: dying, leaseMs: 30_000 })
        // The failure here stands for the process ending: the record stays claimed (we put it back as it would be).
        await crashing.drain()
        const record = (await store.get('alertDeliveries', `${alertId}.${one.id}`))!
        await store.update('alertDeliveries', record.id, { ...(({ id: _i, version: _v, createdAt: _c, updatedAt: _u, updatedBy: _b, ...d }) => d)(record), state: 'sending', dueAt: new Date(clock.time.getTime() + 30_000).toISOString(), attempts: 1 }, { actor: 'system' })
        dies = false
        expect(await queue().drain()).toMatchObject({ sent: 0 })
        clock.advance(30_001)
        expect(await queue().drain()).toMatchObject({ sent: 1 })
        expect(files().filter((f) => f.startsWith(`alert-${alertId}-`))).toEqual([`alert-${alertId}-${one.id}.eml`])
        expect(await store.get('alertDeliveries', record.id)).toMatchObject({ state: 'sent', attempts: 2 })
        // On the embedded server at start: claims of a dead process are due at once.
        const two = await activeSubscriber({ email: 'dua@example.test' })
        const second = await publish('blogs', await post('blogs', { sendAlert: 'yes' }))
        const secondId = alertIdOf('blogs', second.id)
        await queue().drain({ budgetMs: 0 })
        const waiting = (await store.get('alertDeliveries', `${secondId}.${two.id}`))!
        await store.update('alertDeliveries', waiting.id, { ...(({ id: _i, version: _v, createdAt: _c, updatedAt: _u, updatedBy: _b, ...d }) => d)(waiting), state: 'sending', dueAt: new Date(clock.time.getTime() + 30_000).toISOString() }, { actor: 'system' })
        expect(await queue().releaseClaims()).toBe(1)
        // Both of the second alert's recipients: the one released and the one still waiting its turn.
        expect(await queue().drain()).toMatchObject({ sent: 2 })
      })

      gated(ALERT_CHECKS.concurrentClaims, async () => {
        await settings([])
        const server = await startSmtpTestServer()
        try {
          const smtp = createSmtpMailer({ url: server.url, from: 'noreply@example.test', timeoutMs: 2000 })
          for (let i = 0; i < 6; i++) await activeSubscriber({ email: `p${i}@example.test` })
          await publish('blogs', await post('blogs', { sendAlert: 'yes' }))
          // Two processes' queues on one store at once (Firebase instances): each record sent by one.
          await Promise.all([queue({ mailer: smtp }).drain(), queue({ mailer: smtp }).drain()])
          expect(server.accepted).toHaveLength(6)
          expect(new Set(server.accepted.map((m) => m.to[0])).size).toBe(6)
        } finally {
          await server.close()
        }
      })

      it('paces its sends to the configured rate', async () => {
        await settings([])
        for (let i = 0; i < 4; i++) await activeSubscriber({ email: `tempo${i}@example.test` })
        await publish('blogs', await post('blogs', { sendAlert: 'yes' }))
        const waits: number[] = []
        const q = queue({ ratePerMinute: 30, sleep: async (ms) => void waits.push(ms) })
        expect(await q.drain()).toMatchObject({ sent: 4 })
        // The first send goes at once; each next one waits its 2 s slot (less the time the last one took).
        expect(waits).toHaveLength(3)
        for (const wait of waits) {
          expect(wait).toBeGreaterThan(1_500)
          expect(wait).toBeLessThanOrEqual(2_000)
        }
      })
    })

    describe('Buletin and CSV import (docs/decisions/0053-digest-and-import.md)', () => {
      it('sends a Buletin to its practice-area lists (and to who chose nothing) through the queue, each in their language, with the one-click headers', async () => {
        await store.create('settings', exampleData('settings', { name: 'Firma Contoh', email: 'kantor@example.test', alertCategoryIds: [] }), { actor: 'seed', id: SETTINGS_ID })
        await store.create('practiceAreas', exampleData('practiceAreas', { name: 'Perpajakan', slug: 'perpajakan' }), { actor: 'seed', id: 'area-pajak' })
        const everything = await activeSubscriber({ email: 'semua@example.test' })
        const english = await activeSubscriber({ email: 'english@example.test', practiceAreaIds: ['area-pajak'], lang: 'en' })
        const otherArea = await activeSubscriber({ email: 'lain@example.test', practiceAreaIds: ['area-lain'] })
        const first = await publish('blogs', await post('blogs', { title: 'Blog Pertama' }))
        clock.advance(60_000)
        const second = await publish('publications', await post('publications', { title: 'Publikasi Kedua' }))
        const offers = await recentItems(store, clock.now())
        expect(offers.map((o) => o.title)).toEqual(['Publikasi Kedua', 'Blog Pertama'])
        const checked = await checkDigest(store, { intro: 'Salam dari kantor.', items: [`blogs/${first.id}`, `publications/${second.id}`], practiceAreaIds: ['area-pajak'] }, offers)
        expect(checked.errors).toEqual({})
        expect(checked.reach).toEqual({ id: 1, en: 1 })
        const alert = await createDigest(store, { intro: 'Salam dari kantor.', items: checked.items, practiceAreaIds: ['area-pajak'] }, { now: clock.now(), actor: 'staff' })
        const before = new Set(files())
        expect(await queue().drain()).toMatchObject({ prepared: 1, sent: 2, skipped: 0, finished: 1 })
        const sent = files().filter((f) => !before.has(f))
        expect(sent.sort()).toEqual([everything, english].map((s) => `alert-${alert.id}-${s.id}.eml`).sort())
        expect(files().some((f) => f.includes(otherArea.id) && f.startsWith('alert-'))).toBe(false)
        const idMail = read(`alert-${alert.id}-${everything.id}.eml`)
        expect(headerLines(idMail)).toContain('List-Unsubscribe-Post: List-Unsubscribe=One-Click')
        const idText = idMail.replace(/=\r\n/g, '')
        expect(idText).toContain('Salam dari kantor.')
        expect(idText.indexOf('Publikasi Kedua')).toBeLessThan(idText.indexOf('Blog Pertama'))
        expect(await checkLink(store, 'unsubscribe', linkToken(read(`alert-${alert.id}-${english.id}.eml`), '/en/subscribe/unsubscribe'), clock.now().getTime())).toMatchObject({ ok: true })
        expect(read(`alert-${alert.id}-${english.id}.eml`).replace(/=\r\n/g, '')).toContain('(in Indonesian)')
        expect(await store.get('alerts', alert.id)).toMatchObject({ reason: 'digest', state: 'done', recipients: 2, counts: { sent: 2, failed: 0, bounced: 0, skipped: 0 } })
        // Refused: nothing picked, an item no longer offered, a list nobody is on.
        const refused = await checkDigest(store, { intro: '', items: [], practiceAreaIds: ['area-lain'] }, offers)
        expect(refused.errors).toMatchObject({ items: DIGEST_MSG.noItems, practiceAreaIds: DIGEST_MSG.unknownArea })
        expect((await checkDigest(store, { intro: '', items: ['blogs/hilang'], practiceAreaIds: [] }, offers)).errors.items).toBe(DIGEST_MSG.unknownItem)
      })

      it('imports new addresses as pending with their consent recorded (each confirms by email), leaves known addresses untouched, and says why a row is refused', async () => {
        await store.create('practiceAreas', exampleData('practiceAreas', { name: 'Perpajakan', slug: 'perpajakan' }), { actor: 'seed', id: 'area-pajak' })
        const active = await activeSubscriber({ email: 'aktif@example.test', name: 'Nama Sendiri' })
        const left = await activeSubscriber({ email: 'pergi@example.test' })
        await unsubscribe(store, left.id, clock.now())
        const csv = [
          'email;nama;bahasa;bidang praktik;catatan persetujuan',
          'baru@example.test;Klien Baru;en;Perpajakan;Formulir seminar 12 Mei',
          'AKTIF@example.test;Nama Lain;id;;Kartu nama',
          'pergi@example.test;;id;;Kartu nama',
          'bukan-email;;id;;',
          'lain@example.test;;jerman;Bidang Hilang;',
          'baru@example.test;;id;;',
        ].join('\r\n')
        const plan = await planImport(store, csv, 'Daftar klien lama')
        expect(plan.refusal).toBeNull()
        expect(plan.counts).toEqual({ new: 1, existing: 2, invalid: 3 })
        expect(plan.rows.map((r) => [r.line, r.status])).toEqual([[2, 'new'], [3, 'existing'], [4, 'existing'], [5, 'invalid'], [6, 'invalid'], [7, 'invalid']])
        expect(plan.rows[3]!.reasons.join(' ')).toMatch(/^Email: /)
        expect(plan.rows[4]!.reasons.join(' ')).toContain('Bahasa “jerman” tidak dikenal')
        expect(plan.rows[4]!.reasons.join(' ')).toContain('Bidang praktik tidak ditemukan: Bidang Hilang')
        expect(plan.rows[5]!.reasons.join(' ')).toContain('baris 2')
        const result = await applyImport(store, plan, { now: clock.now(), actor: 'staff-1' })
        expect(result.created).toHaveLength(1)
        const [created] = await store.query('subscribers', { where: [{ field: 'emailKey', op: '==', value: 'baru@example.test' }] })
        expect(created).toMatchObject({ status: 'pending', name: 'Klien Baru', lang: 'en', practiceAreaIds: ['area-pajak'], consentSource: 'Impor CSV: Formulir seminar 12 Mei', consentAt: clock.now().toISOString(), mailDue: true, confirmedAt: null })
        expect(await store.get('subscribers', active.id)).toMatchObject({ status: 'active', name: 'Nama Sendiri', version: active.version })
        expect((await store.get('subscribers', left.id))!.status).toBe('unsubscribed')
        // The double opt-in email, in the address's language; its link makes it active.
        await deliverSubscriptionMail(created!, { store, mailer, firm, now: clock.now() })
        const file = files().find((f) => f.startsWith(`subscription-${created!.id}-`))!
        const check = await checkLink(store, 'confirm', linkToken(read(file), '/en/subscribe/confirm'), clock.now().getTime())
        expect(check.ok).toBe(true)
        // The same file again: everything is known now, nothing is written.
        const again = await planImport(store, csv, 'Daftar klien lama')
        expect(again.counts.new).toBe(0)
        expect((await applyImport(store, again, { now: clock.now(), actor: 'staff-1' })).created).toHaveLength(0)
      })

      it('refuses a whole file that is empty, binary, too large, has no email column or an unclosed quote, with a reason', async () => {
        expect((await planImport(store, '', '')).refusal).toBe(IMPORT_MSG.empty)
        expect((await planImport(store, 'PK\u0003\u0004\u0000\u0000', '')).refusal).toBe(IMPORT_MSG.notText)
        expect((await planImport(store, 'x'.repeat(IMPORT_MAX_CHARS + 1), '')).refusal).toBe(IMPORT_MSG.tooLarge)
        expect((await planImport(store, 'nama,kota\nA,B', '')).refusal).toBe(IMPORT_MSG.noEmailColumn)
        expect((await planImport(store, 'email\n"a@example.test\nb@example.test', '')).refusal).toBe(IMPORT_MSG.unclosedQuote)
        expect((await planImport(store, `email\n${'a@example.test\n'.repeat(IMPORT_MAX_ROWS + 1)}`, '')).refusal).toBe(IMPORT_MSG.tooManyRows)
      })
    })

    describe('sweep and deletion on request', () => {
      it('retries subscription emails, deletes unconfirmed requests and departed addresses when their time is up, and old per-recipient records', async () => {
        await store.create('settings', exampleData('settings', { inquiryRetentionMonths: '3', alertCategoryIds: [] }), { actor: 'seed', id: SETTINGS_ID })
        const server = await startSmtpTestServer({ rcpt: () => 'tempfail' })
        const deps = { store, now: clock.now, baseUrl: BASE, mailer }
        try {
          const failing = createSmtpMailer({ url: server.url, from: 'noreply@example.test', timeoutMs: 2000 })
          const { subscriber: unconfirmed } = await requestSubscription(store, request({ email: 'lupa@example.test' }), { now: clock.now(), pageLang: 'id', sourcePath: '/' })
          await deliverSubscriptionMail(unconfirmed, { store, mailer: failing, firm, now: clock.now() })
          expect((await store.get('subscribers', unconfirmed.id))!.mail[0]).toMatchObject({ state: 'pending', attempts: 1 })
          clock.advance(61_000)
          expect(await sweepAlerts(deps)).toMatchObject({ mailRetried: 1 })
          expect((await store.get('subscribers', unconfirmed.id))!.mail[0]).toMatchObject({ state: 'sent', attempts: 2 })
        } finally {
          await server.close()
        }
        const active = await activeSubscriber({ email: 'aktif@example.test' })
        const leaving = await activeSubscriber({ email: 'pergi@example.test' })
        const item = await publish('blogs', await post('blogs', { sendAlert: 'yes' }))
        await queue().drain()
        await unsubscribe(store, leaving.id, clock.now())
        clock.advance((CONFIRM_LINK_DAYS + 1) * DAY + 1)
        const first = await sweepAlerts(deps)
        expect(first.subscribersDeleted).toBe(1)
        expect(await store.get('subscribers', active.id)).not.toBeNull()
        expect(await store.get('subscribers', leaving.id)).not.toBeNull()
        clock.advance(INACTIVE_KEEP_DAYS * DAY)
        const second = await sweepAlerts(deps)
        expect(second.subscribersDeleted).toBe(1)
        expect(await store.get('subscribers', leaving.id)).toBeNull()
        // Its per-recipient record and its emails' copies went with it; the alert keeps its counts.
        const alertId = alertIdOf('blogs', item.id)
        expect(files().some((f) => f.includes(leaving.id))).toBe(false)
        expect(await store.get('alerts', alertId)).toMatchObject({ counts: { sent: 2 } })
        expect(await store.count('alertDeliveries', { where: [{ field: 'alertId', op: '==', value: alertId }] })).toBe(1)
        // Past the retention months (3 here), the remaining per-recipient records go too.
        clock.advance(60 * DAY)
        const third = await sweepAlerts(deps)
        expect(third.recordsDeleted).toBe(1)
        expect(await store.count('alertDeliveries')).toBe(0)
        expect(await store.get('subscribers', active.id)).toMatchObject({ status: 'active' })
      })

      it('deletes a person’s subscription, its per-recipient records and the copies of its emails on request', async () => {
        await store.create('settings', exampleData('settings', { alertCategoryIds: [] }), { actor: 'seed', id: SETTINGS_ID })
        const person = await activeSubscriber({ email: 'Minta.Hapus@example.test' })
        const other = await activeSubscriber({ email: 'lain@example.test' })
        await publish('blogs', await post('blogs', { sendAlert: 'yes' }))
        await queue().drain()
        expect(files().filter((f) => f.includes(person.id))).toHaveLength(2)
        expect(await deletePersonData(store, 'minta.hapus@EXAMPLE.test', 'staff', undefined, mailer)).toBe(1)
        expect(await store.get('subscribers', person.id)).toBeNull()
        expect(await store.count('alertDeliveries', { where: [{ field: 'subscriberId', op: '==', value: person.id }] })).toBe(0)
        expect(files().filter((f) => f.includes(person.id))).toEqual([])
        expect(files().filter((f) => f.includes(other.id))).toHaveLength(2)
      })
    })
  })
}
