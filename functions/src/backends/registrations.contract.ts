/**
 * What event registration needs of every ContentStore (docs/decisions/0059-event-registration.md):
 * one registration per email per event, seats up to the capacity and the waiting list in
 * order, a freed seat to the first in line, a cancel link found by its hash alone, the
 * retention sweep's reads and deletes, and, under concurrency, no seat given twice and no
 * reminder sent twice. Run from one file per adapter:
 *
 *   describeRegistrationsContract('SQLite', async (now) => ({ store, cleanup }))
 */
import { afterEach, beforeEach, describe, expect, it } from 'vitest'
import type { EventDoc } from '../../../shared/schemas/types'
import type { ContentStore } from './ports'
import type { Mailer, MailMessage } from '../mail/mailer'
import { exampleData } from '../testing/example-data'
import { cancelTokenHash } from '../collections/registrations/cancel-token'
import { mailRegistration } from '../collections/registrations/registration-mail'
import { cancel, promote, register, registrationsOf } from '../collections/registrations/seats'
import { sweepRegistrations } from '../collections/registrations/sweep'

export interface RegistrationsStoreUnderTest {
  store: ContentStore
  cleanup(): Promise<void>
}

/** Checks an emulator may be unable to run, and why it is listed in `skip`. */
export const REGISTRATION_CHECKS = {
  concurrentSeats: 'many registrations at the same moment: each seat given once, the rest waitlisted',
  concurrentReminders: 'two senders of one reminder at the same moment: it goes once',
} as const

const NOW = new Date('2027-01-20T03:00:00.000Z')
const person = (email: string) => ({ name: 'Peserta', email, company: '', position: '', phone: '', questions: '', consent: 'ya' as const })

export function describeRegistrationsContract(name: string, make: (now: () => Date) => Promise<RegistrationsStoreUnderTest>, options: { skip?: Partial<Record<string, string>> } = {}) {
  const check = (title: string) => (options.skip?.[title] ? it.skip : it)
  describe(`registrations contract: ${name}`, () => {
    let under: RegistrationsStoreUnderTest
    let clock = NOW
    const store = () => under.store
    const event = (over: Partial<EventDoc> = {}) =>
      store().create(
        'events',
        exampleData('events', { slug: `acara-${Math.random().toString(36).slice(2, 8)}`, startsAt: '2027-01-31T02:00:00.000Z', endsAt: '2027-01-31T04:00:00.000Z', capacity: 2, publishedAt: '2026-01-01T00:00:00.000Z', joinUrl: 'https://zoom.example.test/j/1', ...over }),
        { actor: 'seed' },
      )
    beforeEach(async () => {
      clock = NOW
      under = await make(() => clock)
    })
    afterEach(async () => {
      await under.cleanup()
    })

    it('keeps one registration per email per event, whatever its case, and lets the same email register elsewhere', async () => {
      const [a, b] = [await event(), await event()]
      expect((await register(store(), a, person('Sama@Example.test'), { lang: 'id', now: NOW })).kind).toBe('registered')
      expect((await register(store(), a, person('sama@example.test'), { lang: 'id', now: NOW })).kind).toBe('duplicate')
      expect((await register(store(), b, person('sama@example.test'), { lang: 'id', now: NOW })).kind).toBe('registered')
      expect(await registrationsOf(store(), a.id)).toHaveLength(1)
    })

    it('seats up to the capacity, then the waiting list in order; a cancellation moves the first up, and a cancelled email may come back', async () => {
      const e = await event({ capacity: 2 })
      for (const email of ['a@example.test', 'b@example.test', 'c@example.test', 'd@example.test']) await register(store(), e, person(email), { lang: 'id', now: new Date(NOW.getTime() + email.charCodeAt(0)) })
      const states = async () => Object.fromEntries((await registrationsOf(store(), e.id)).map((r) => [r.emailKey, r.state]))
      expect(await states()).toEqual({ 'a@example.test': 'confirmed', 'b@example.test': 'confirmed', 'c@example.test': 'waitlisted', 'd@example.test': 'waitlisted' })
      const a = (await registrationsOf(store(), e.id)).find((r) => r.emailKey === 'a@example.test')!
      const { cancelled, movedUp } = await cancel(store(), e, a, { now: NOW, actor: 'visitor' })
      expect(cancelled?.state).toBe('cancelled')
      expect(cancelled?.seat).toBeNull()
      expect(movedUp.map((r) => r.emailKey)).toEqual(['c@example.test'])
      expect(await states()).toMatchObject({ 'a@example.test': 'cancelled', 'c@example.test': 'confirmed', 'd@example.test': 'waitlisted' })
      // Back again: behind the one still waiting.
      expect((await register(store(), e, person('a@example.test'), { lang: 'id', now: NOW })).kind).toBe('registered')
      expect(await states()).toMatchObject({ 'a@example.test': 'waitlisted' })
      expect(await promote(store(), e, { now: NOW, actor: 'system' })).toEqual([])
    })

    it('finds a registration by the hash of its cancel link, never by the link itself', async () => {
      const e = await event()
      const sent: MailMessage[] = []
      const mailer: Mailer = { transport: 'smtp', send: async (message) => (sent.push(message), { ref: 'ok' }) }
      const outcome = await register(store(), e, person('tautan@example.test'), { lang: 'id', now: NOW })
      if (outcome.kind !== 'registered') throw new Error(outcome.kind)
      await mailRegistration({ store: store(), mailer, baseUrl: 'https://www.example.test', firm: { name: 'Firma', email: '' }, now: NOW }, e, outcome.registration, 'confirmation')
      const token = /batal\?t=([A-Za-z0-9_-]{43})/.exec(sent[0]!.text)![1]!
      const byHash = await store().query('registrations', { where: [{ field: 'cancelTokenHashes', op: 'array-contains', value: cancelTokenHash(token) }] })
      expect(byHash.map((r) => r.id)).toEqual([outcome.registration.id])
      expect(await store().query('registrations', { where: [{ field: 'cancelTokenHashes', op: 'array-contains', value: token }] })).toEqual([])
      expect(JSON.stringify(await store().get('registrations', outcome.registration.id))).not.toContain(token)
    })

    it('lets the retention sweep delete, a batch at a time, the registrations of an event past the period and of an event deleted, their seats and email keys with them', async () => {
      const past = await event({ capacity: 2 })
      const deleted = await event({ startsAt: '2028-06-01T02:00:00.000Z', endsAt: '2028-06-01T04:00:00.000Z' })
      const upcoming = await event({ startsAt: '2028-06-02T02:00:00.000Z', endsAt: '2028-06-02T04:00:00.000Z' })
      for (const email of ['a@example.test', 'b@example.test', 'c@example.test']) await register(store(), past, person(email), { lang: 'id', now: NOW })
      await register(store(), deleted, person('d@example.test'), { lang: 'id', now: NOW })
      await register(store(), upcoming, person('e@example.test'), { lang: 'id', now: NOW })
      const seated = (await registrationsOf(store(), past.id)).find((r) => r.seat)!
      await store().remove('events', deleted.id, { actor: 'seed' })
      // Twelve months after the past event's end (and the deleted event's registration made before that).
      clock = new Date('2028-01-31T04:00:00.001Z')
      const mailer: Mailer = { transport: 'smtp', send: async () => ({ ref: 'ok' }) }
      const runs: number[] = []
      for (let run = 0; run < 5; run += 1) runs.push((await sweepRegistrations({ store: store(), mailer, now: () => clock, baseUrl: 'https://www.example.test', retentionBatch: 2 })).deleted)
      expect(Math.max(...runs)).toBe(2)
      expect(runs.reduce((sum, n) => sum + n, 0)).toBe(4)
      expect((await store().query('registrations')).map((r) => r.emailKey)).toEqual(['e@example.test'])
      // Nothing of them is held: the same seat and email key may be written again.
      const { id: _id, version: _v, createdAt: _c, updatedAt: _u, updatedBy: _b, ...data } = seated
      await expect(store().create('registrations', data, { actor: 'visitor' })).resolves.toMatchObject({ seat: seated.seat, eventEmailKey: seated.eventEmailKey })
    })

    check(REGISTRATION_CHECKS.concurrentSeats)(REGISTRATION_CHECKS.concurrentSeats, async () => {
      const e = await event({ capacity: 3 })
      const outcomes = await Promise.all(Array.from({ length: 8 }, (_, i) => register(store(), e, person(`serentak${i}@example.test`), { lang: 'id', now: NOW })))
      expect(outcomes.every((o) => o.kind === 'registered')).toBe(true)
      const list = await registrationsOf(store(), e.id)
      expect(list.filter((r) => r.state === 'confirmed')).toHaveLength(3)
      expect(new Set(list.map((r) => r.seat).filter(Boolean)).size).toBe(3)
      expect(list.filter((r) => r.state === 'waitlisted')).toHaveLength(5)
    })

    check(REGISTRATION_CHECKS.concurrentReminders)(REGISTRATION_CHECKS.concurrentReminders, async () => {
      const e = await event()
      const outcome = await register(store(), e, person('ingat@example.test'), { lang: 'id', now: NOW })
      if (outcome.kind !== 'registered') throw new Error(outcome.kind)
      const sent: MailMessage[] = []
      const mailer: Mailer = { transport: 'smtp', send: async (message) => (sent.push(message), { ref: 'ok' }) }
      const deps = { store: store(), mailer, baseUrl: 'https://www.example.test', firm: { name: 'Firma', email: '' }, now: NOW }
      const results = await Promise.all([1, 2, 3].map(() => mailRegistration(deps, e, outcome.registration, 'reminderDay')))
      expect(results.filter(Boolean)).toHaveLength(1)
      expect(sent).toHaveLength(1)
      expect((await store().get('registrations', outcome.registration.id))?.reminders).toEqual(['day'])
    })
  })
}
