import { afterAll, beforeAll, describe, expect, it } from 'vitest'
import type { InquiryMail } from '../../../../shared/collections/inquiries'
import type { InquiryData } from '../../../../shared/schemas/types'
import type { MailMessage } from '../../mail/mailer'
import { SETTINGS_ID } from '../../../../shared/collections/settings'
import { exampleData } from '../../testing/example-data'
import { createTestBackend, TestClock, type TestBackend } from '../../testing/test-backend'
import { sweepInbox } from './sweep'
import { MAIL_MAX_ATTEMPTS } from './inquiry-mail'

let backend: TestBackend
let clock: TestClock
const sent: MailMessage[] = []
let failing = false
const mailer = {
  transport: 'smtp' as const,
  send: async (message: MailMessage) => {
    if (failing) throw new Error('connect ETIMEDOUT')
    sent.push(message)
    return { ref: '250 OK' }
  },
}

const pending = (over: Partial<InquiryMail> = {}): InquiryMail => ({ kind: 'acknowledgement', id: `inquiry-${Math.random().toString(36).slice(2)}-acknowledgement`, to: ['budi@example.test'], state: 'pending', attempts: 1, nextAt: clock.time.toISOString(), lastError: 'x', sentAt: '', ref: '', ...over })
const create = (over: Partial<InquiryData> = {}) => backend.content.create('inquiries', exampleData('inquiries', over), { actor: 'visitor' })
const sweep = () => sweepInbox({ store: backend.content, mailer, now: clock.now, baseUrl: 'https://www.example.test' })

beforeAll(() => {
  clock = new TestClock(new Date('2026-01-01T00:00:00.000Z'))
  backend = createTestBackend({ now: clock.now })
})
afterAll(async () => {
  await backend.cleanup()
})

describe('the inbox sweep', () => {
  it('tries due emails again, waiting longer after each failure, and marks them failed after the last try', async () => {
    const doc = await create({ mail: [pending()], mailDue: true })
    failing = true
    await sweep()
    let mail = (await backend.content.get('inquiries', doc.id))!.mail[0]!
    expect(mail).toMatchObject({ state: 'pending', attempts: 2, lastError: 'connect ETIMEDOUT' })
    // Not due yet: nothing is tried.
    await sweep()
    expect((await backend.content.get('inquiries', doc.id))!.mail[0]!.attempts).toBe(2)
    for (let attempt = 3; attempt <= MAIL_MAX_ATTEMPTS; attempt++) {
      clock.time = new Date(Date.parse(mail.nextAt) + 1)
      await sweep()
      mail = (await backend.content.get('inquiries', doc.id))!.mail[0]!
      expect(mail.attempts).toBe(attempt)
    }
    expect(mail.state).toBe('failed')
    expect((await backend.content.get('inquiries', doc.id))!.mailDue).toBe(false)
    failing = false
  })

  it('sends what is due once the transport answers again', async () => {
    const doc = await create({ mail: [pending()], mailDue: true })
    sent.length = 0
    await sweep()
    expect(sent.map((m) => m.to)).toEqual([['budi@example.test']])
    expect((await backend.content.get('inquiries', doc.id))!).toMatchObject({ mailDue: false, mail: [{ state: 'sent', attempts: 2 }] })
  })

  it('deletes after the period Pengaturan Situs gives', async () => {
    clock.time = new Date('2026-01-01T00:00:00.000Z')
    const settings = await backend.content.create('settings', exampleData('settings', { inquiryRetentionMonths: '3' }), { actor: 'admin', id: SETTINGS_ID })
    const doc = await create({ name: 'Tiga bulan' })
    clock.time = new Date('2026-03-31T00:00:00.000Z')
    await sweep()
    expect(await backend.content.get('inquiries', doc.id)).not.toBeNull()
    clock.time = new Date('2026-04-01T00:00:01.000Z')
    await sweep()
    expect(await backend.content.get('inquiries', doc.id)).toBeNull()
    await backend.content.remove('settings', settings.id, { actor: 'admin' })
  })

  it('deletes inquiries older than the retention period (12 months), spam included, and keeps the rest', async () => {
    clock.time = new Date('2026-01-01T00:00:00.000Z')
    const old = await create({ name: 'Lama' })
    const oldSpam = await create({ name: 'Spam lama', status: 'spam' })
    clock.time = new Date('2026-06-01T00:00:00.000Z')
    const recent = await create({ name: 'Baru' })
    clock.time = new Date('2027-01-01T00:00:01.000Z')
    const { deleted } = await sweep()
    expect(deleted).toBeGreaterThanOrEqual(2)
    expect(await backend.content.get('inquiries', old.id)).toBeNull()
    expect(await backend.content.get('inquiries', oldSpam.id)).toBeNull()
    expect(await backend.content.get('inquiries', recent.id)).not.toBeNull()
  })
})

describe('the inbox sweep in Log Aktivitas', () => {
  it('counts what a run deleted in one line as Sistem, naming no one; a run that deletes nothing writes none; runs at once count each its own', async () => {
    const own = createTestBackend({ now: clock.now })
    try {
      const run = () => sweepInbox({ store: own.content, mailer, now: clock.now, baseUrl: 'https://www.example.test' })
      const lines = () => own.content.queryActivity({ action: 'retention-delete', limit: 20 })
      clock.time = new Date('2026-01-01T00:00:00.000Z')
      const people = [
        { name: 'Siti Rahmawati', email: 'siti.rahma@example.test' },
        { name: 'Joko Santoso', email: 'joko.s@example.test', status: 'spam' as const },
        { name: 'Dewi Lestari', email: 'dewi@example.test' },
      ]
      for (const person of people) await own.content.create('inquiries', exampleData('inquiries', { ...person, emailKey: person.email }), { actor: 'visitor' })
      clock.time = new Date('2026-06-01T00:00:00.000Z')
      await own.content.create('inquiries', exampleData('inquiries', { name: 'Masih Baru', email: 'baru@example.test' }), { actor: 'visitor' })

      // Within the period: nothing deleted, no line.
      expect((await run()).deleted).toBe(0)
      expect(await lines()).toEqual([])

      clock.time = new Date('2027-01-01T00:00:01.000Z')
      expect((await run()).deleted).toBe(3)
      const [line, ...more] = await lines()
      expect(more).toEqual([])
      expect(line).toMatchObject({ action: 'retention-delete', actor: 'retention', collection: 'inquiries', detail: '3 pesan masuk (lebih dari 12 bulan)', at: clock.time.toISOString() })
      expect(line!.itemId).toBeUndefined()
      expect(line!.itemTitle).toBeUndefined()
      for (const person of people) {
        for (const value of [person.name, person.email, person.name.split(' ')[0]!]) expect(JSON.stringify(line)).not.toContain(value)
      }
      // Nothing left past its period: the next run writes nothing.
      expect((await run()).deleted).toBe(0)
      expect(await lines()).toHaveLength(1)

      // Two runs at once over the same six (five more and the one kept above): each line counts what its own run deleted, together six.
      clock.time = new Date('2027-02-01T00:00:00.000Z')
      for (let i = 0; i < 5; i++) await own.content.create('inquiries', exampleData('inquiries', { name: `Orang ${i}` }), { actor: 'visitor' })
      clock.time = new Date('2028-02-01T00:00:01.000Z')
      const runs = await Promise.all([run(), run()])
      expect(runs[0].deleted + runs[1].deleted).toBe(6)
      const deleting = runs.map((r) => r.deleted).filter((n) => n > 0)
      const newLines = (await lines()).slice(0, -1)
      expect(newLines).toHaveLength(deleting.length)
      expect(newLines.map((l) => l.detail).sort()).toEqual(deleting.map((n) => `${n} pesan masuk (lebih dari 12 bulan)`).sort())
      expect(await own.content.query('inquiries')).toEqual([])
    } finally {
      await own.cleanup()
    }
  })
})
