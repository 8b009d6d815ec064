import { readdirSync, readFileSync } from 'node:fs'
import path from 'node:path'
import { afterAll, beforeAll, describe, expect, it } from 'vitest'
import type { App } from '../app'
import { createOutboxMailer } from '../mail/outbox-mailer'
import { exampleData } from '../testing/example-data'
import { fixtures } from '../testing/fixtures'
import { postForm, signIn } from '../testing/staff-session'
import { createTestApp, createTestBackend, TestClock, type TestBackend } from '../testing/test-backend'

let backend: TestBackend
let app: App
let clock: TestClock
let cookie: string
let outbox = ''
let rinaId = ''
let selfId = ''

const assignedMail = (prefix: string) => {
  try {
    return readdirSync(outbox).filter((name) => name.startsWith(prefix) && name.includes('-assigned-'))
  } catch {
    return []
  }
}

beforeAll(async () => {
  clock = new TestClock()
  backend = createTestBackend()
  outbox = path.join(backend.dataDir, 'outbox-tugas')
  app = createTestApp(backend, { now: clock.now, mailer: createOutboxMailer({ dir: outbox, from: 'noreply@example.test' }) })
  await backend.identity.createStaff({ email: 'editor@example.test', password: 'kata-sandi-editor', displayName: 'Editor Uji', role: 'admin' })
  cookie = await signIn(app, 'editor@example.test', 'kata-sandi-editor')
  rinaId = (await fixtures(backend).profile({ name: 'Rina Advokat', email: 'rina@example.test' })).id
  selfId = (await fixtures(backend).profile({ name: 'Editor Uji', email: 'Editor@example.test' })).id
})
afterAll(async () => {
  await backend.cleanup()
})

describe('assigning tells the assignee', () => {
  it('emails the new assignee of an inquiry with the sender, the subject and the link, and no message text', async () => {
    const doc = await backend.content.create('inquiries', exampleData('inquiries', { name: 'Budi Pengirim', message: 'Rahasia sengketa warisan keluarga kami yang panjang.' }), { actor: 'visitor' })
    const res = await postForm(app, `/dashboard/inquiries/${doc.id}`, { intent: 'assign', assigneeId: rinaId, version: String(doc.version) }, cookie)
    expect(res.status).toBe(303)
    const files = assignedMail(`inquiry-${doc.id}`)
    expect(files).toHaveLength(1)
    const eml = readFileSync(path.join(outbox, files[0]!), 'utf8')
    expect(eml).toMatch(/^To: rina@example\.test/m)
    expect(eml).toContain('Budi Pengirim')
    expect(eml).toContain(`/dashboard/inquiries/${doc.id}`)
    expect(eml).not.toContain('Rahasia sengketa')
    expect((await backend.content.queryActivity({ action: 'assign-mail', limit: 10 })).some((line) => line.itemId === doc.id)).toBe(true)
  })

  it('tells no one when one assigns oneself, nor when the assignee is unchanged', async () => {
    const doc = await backend.content.create('inquiries', exampleData('inquiries'), { actor: 'visitor' })
    await postForm(app, `/dashboard/inquiries/${doc.id}`, { intent: 'assign', assigneeId: selfId, version: String(doc.version) }, cookie)
    expect(assignedMail(`inquiry-${doc.id}`)).toHaveLength(0)
    clock.advance(1000)
    const current = (await backend.content.get('inquiries', doc.id))!
    await postForm(app, `/dashboard/inquiries/${doc.id}`, { intent: 'assign', assigneeId: rinaId, version: String(current.version) }, cookie)
    clock.advance(1000)
    const again = (await backend.content.get('inquiries', doc.id))!
    await postForm(app, `/dashboard/inquiries/${doc.id}`, { intent: 'assign', assigneeId: rinaId, version: String(again.version) }, cookie)
    expect(assignedMail(`inquiry-${doc.id}`)).toHaveLength(1)
  })

  it('emails the new assignee of an application', async () => {
    const doc = await backend.content.create('applications', exampleData('applications', { name: 'Sinta Pelamar', openingTitle: 'Associate Litigasi' }), { actor: 'visitor' })
    const res = await postForm(app, `/dashboard/applications/${doc.id}`, { intent: 'assign', assigneeId: rinaId, version: String(doc.version) }, cookie)
    expect(res.status).toBe(303)
    const files = assignedMail(`application-${doc.id}`)
    expect(files).toHaveLength(1)
    const eml = readFileSync(path.join(outbox, files[0]!), 'utf8')
    expect(eml).toContain('Sinta Pelamar')
    expect(eml).toContain('Associate Litigasi')
    expect(eml).toContain(`/dashboard/applications/${doc.id}`)
  })
})
