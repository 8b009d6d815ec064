import { readdirSync, readFileSync } from 'node:fs'
import path from 'node:path'
import { afterAll, beforeAll, describe, expect, it } from 'vitest'
import { REPLY_MSG, REPLY_SUBJECT_MAX, REPLY_TEXT_MAX, REPLIES_PER_HOUR } from '../../../shared/collections/replies'
import type { App } from '../app'
import { createOutboxMailer } from '../mail/outbox-mailer'
import { exampleData } from '../testing/example-data'
import { postForm, signIn, TEST_ORIGIN } from '../testing/staff-session'
import { createTestApp, createTestBackend, testConfig, TestClock, type TestBackend } from '../testing/test-backend'

let backend: TestBackend
let app: App
let clock: TestClock
let cookie: string
let outbox = ''

const outboxFiles = () => {
  try {
    return readdirSync(outbox).filter((name) => name.endsWith('.eml'))
  } catch {
    return []
  }
}

async function inquiry() {
  clock.advance(60_000)
  return backend.content.create('inquiries', exampleData('inquiries', { email: 'budi@example.test', emailKey: 'budi@example.test' }), { actor: 'visitor' })
}

beforeAll(async () => {
  clock = new TestClock()
  backend = createTestBackend()
  outbox = path.join(backend.dataDir, 'outbox-balas')
  app = createTestApp(backend, { config: testConfig({ ADMIN_EMAIL: 'kantor@example.test' }), now: clock.now, mailer: createOutboxMailer({ dir: outbox, from: 'noreply@example.test' }) })
  await backend.identity.createStaff({ email: 'editor@example.test', password: 'kata-sandi-editor', displayName: 'Editor Uji', role: 'admin' })
  cookie = await signIn(app, 'editor@example.test', 'kata-sandi-editor')
})
afterAll(async () => {
  await backend.cleanup()
})

describe('Balas on an inquiry', () => {
  it('shows the form with the subject starting "Re: "', async () => {
    const doc = await inquiry()
    const html = await (await app.request(`${TEST_ORIGIN}/dashboard/inquiries/${doc.id}`, { headers: { cookie } })).text()
    expect(html).toContain(`action="/dashboard/inquiries/${doc.id}/reply"`)
    expect(html).toMatch(/name="subject"[^>]*value="Re: /)
  })

  it('sends from the firm to the sender: the outbox holds it, the thread and the history show it', async () => {
    const doc = await inquiry()
    const before = outboxFiles().length
    const res = await postForm(app, `/dashboard/inquiries/${doc.id}/reply`, { subject: 'Re: Konsultasi sengketa', text: 'Terima kasih, Bapak Budi.\n\nKami dapat bertemu hari Senin pukul 10.00.' }, cookie)
    expect(res.status).toBe(303)
    expect(res.headers.get('location')).toContain(`/dashboard/inquiries/${doc.id}?notice=inquiry-replied`)
    const files = outboxFiles()
    expect(files.length).toBe(before + 1)
    const eml = readFileSync(path.join(outbox, files.find((name) => name.startsWith(`inquiry-${doc.id}-reply-`))!), 'utf8')
    expect(eml).toMatch(/^To: budi@example\.test/m)
    expect(eml).toMatch(/^Subject: Re: Konsultasi sengketa/m)
    expect(eml).toMatch(/^From: .*noreply@example\.test/m)
    expect(eml).toMatch(/^Reply-To: kantor@example\.test/m)
    expect(eml).toContain('Kami dapat bertemu hari Senin pukul 10.00.')

    const stored = (await backend.content.get('inquiries', doc.id))!
    expect(stored.replies).toHaveLength(1)
    expect(stored.replies[0]).toMatchObject({ byName: 'Editor Uji', to: 'budi@example.test', subject: 'Re: Konsultasi sengketa' })
    const html = await (await app.request(`${TEST_ORIGIN}/dashboard/inquiries/${doc.id}`, { headers: { cookie } })).text()
    expect(html).toContain('Percakapan')
    expect(html).toContain('Kami dapat bertemu hari Senin pukul 10.00.')
    expect(html).toMatch(/Editor Uji · [^<]* · ke budi@example\.test/)
    const log = await backend.content.queryActivity({ action: 'reply', limit: 50 })
    expect(log.find((line) => line.itemId === doc.id)).toMatchObject({ collection: 'inquiries', actor: stored.updatedBy })

    // A deletion request takes the kept copy of the reply with the inquiry.
    await backend.identity.createStaff({ email: 'admin@example.test', password: 'kata-sandi-admin', displayName: 'Admin Uji', role: 'admin' })
    const admin = await signIn(app, 'admin@example.test', 'kata-sandi-admin')
    expect((await postForm(app, '/dashboard/inquiries/person', { email: 'budi@example.test' }, admin)).status).toBe(303)
    expect(outboxFiles().some((name) => name.startsWith(`inquiry-${doc.id}-reply-`))).toBe(false)
  })

  it('refuses what cannot be sent, in Indonesian, keeping what was typed, sending and storing nothing', async () => {
    const doc = await inquiry()
    const before = outboxFiles().length
    const cases: [Record<string, string>, string][] = [
      [{ subject: '', text: 'Isi' }, REPLY_MSG.subjectRequired],
      [{ subject: 'Re: a', text: '   ' }, REPLY_MSG.textRequired],
      [{ subject: 'x'.repeat(REPLY_SUBJECT_MAX + 1), text: 'Isi' }, REPLY_MSG.subjectMax],
      [{ subject: 'Re: a', text: 'y'.repeat(REPLY_TEXT_MAX + 1) }, REPLY_MSG.textMax],
      [{ subject: 'Re: a\r\nBcc: korban@example.test', text: 'Isi' }, REPLY_MSG.subjectControl],
      [{ text: 'Tanpa subjek' }, REPLY_MSG.subjectRequired],
    ]
    for (const [fields, message] of cases) {
      const res = await postForm(app, `/dashboard/inquiries/${doc.id}/reply`, fields, cookie)
      expect(res.status, JSON.stringify(fields).slice(0, 80)).toBe(400)
      const html = await res.text()
      expect(html).toContain(message.replace(/"/g, '&quot;'))
    }
    const kept = await postForm(app, `/dashboard/inquiries/${doc.id}/reply`, { subject: '', text: 'Teks yang sudah diketik' }, cookie)
    expect(await kept.text()).toContain('Teks yang sudah diketik')
    expect(outboxFiles().length).toBe(before)
    expect((await backend.content.get('inquiries', doc.id))!.replies).toEqual([])
  })

  it('is for staff: without a session it sends to sign in and sends nothing', async () => {
    const doc = await inquiry()
    const before = outboxFiles().length
    const res = await postForm(app, `/dashboard/inquiries/${doc.id}/reply`, { subject: 'Re: x', text: 'Halo' })
    expect([302, 303]).toContain(res.status)
    expect(res.headers.get('location')).toMatch(/^\/login/)
    expect(outboxFiles().length).toBe(before)
  })

  it(`stops a staff member after ${REPLIES_PER_HOUR} replies an hour`, async () => {
    clock.advance(2 * 3_600_000)
    const doc = await inquiry()
    let refused: Response | null = null
    for (let i = 0; i <= REPLIES_PER_HOUR + 1 && !refused; i++) {
      const res = await postForm(app, `/dashboard/inquiries/${doc.id}/reply`, { subject: `Re: ${i}`, text: 'Halo' }, cookie)
      if (res.status !== 303) refused = res
    }
    expect(refused?.status).toBe(429)
    expect(await refused!.text()).toContain(REPLY_MSG.tooMany)
    expect((await backend.content.get('inquiries', doc.id))!.replies.length).toBeLessThanOrEqual(REPLIES_PER_HOUR)
  })
})

describe('Balas on an application', () => {
  it('starts from Undang wawancara or Tolak dengan sopan, editable, and sends what was edited', async () => {
    clock.advance(2 * 3_600_000)
    const doc = await backend.content.create('applications', exampleData('applications', { name: 'Sinta Pelamar', email: 'sinta@example.test', emailKey: 'sinta@example.test', openingTitle: 'Associate Litigasi' }), { actor: 'visitor' })
    const page = await (await app.request(`${TEST_ORIGIN}/dashboard/applications/${doc.id}`, { headers: { cookie } })).text()
    expect(page).toContain('Undang wawancara')
    expect(page).toContain('Tolak dengan sopan')
    const invite = await (await app.request(`${TEST_ORIGIN}/dashboard/applications/${doc.id}?template=interview`, { headers: { cookie } })).text()
    expect(invite).toMatch(/name="subject"[^>]*value="Undangan wawancara: Associate Litigasi"/)
    expect(invite).toContain('Yth. Sinta Pelamar,')
    const decline = await (await app.request(`${TEST_ORIGIN}/dashboard/applications/${doc.id}?template=decline`, { headers: { cookie } })).text()
    expect(decline).toContain('tidak melanjutkan lamaran Anda')

    const res = await postForm(app, `/dashboard/applications/${doc.id}/reply`, { subject: 'Undangan wawancara: Associate Litigasi', text: 'Yth. Sinta Pelamar,\n\nKami mengundang Anda pada Selasa pukul 14.00.' }, cookie)
    expect(res.status).toBe(303)
    const file = outboxFiles().find((name) => name.startsWith(`application-${doc.id}-reply-`))!
    const eml = readFileSync(path.join(outbox, file), 'utf8')
    expect(eml).toMatch(/^To: sinta@example\.test/m)
    expect(eml).toContain('Kami mengundang Anda pada Selasa pukul 14.00.')
    const html = await (await app.request(`${TEST_ORIGIN}/dashboard/applications/${doc.id}`, { headers: { cookie } })).text()
    expect(html).toContain('Kami mengundang Anda pada Selasa pukul 14.00.')
    const log = await backend.content.queryActivity({ action: 'reply', limit: 50 })
    expect(log.find((line) => line.itemId === doc.id)).toMatchObject({ collection: 'applications' })
  })
})
