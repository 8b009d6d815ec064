/**
 * The applications sweep in Log Aktivitas: a run that deleted applications past their retention
 * writes one line as Sistem with how many and after how long, naming no one; a run that deleted
 * nothing writes none; an application whose CV could not be deleted still counts (the CV goes
 * with the unused uploads).
 */
import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest'
import { expectConsoleError } from '../../../../tests/setup/fail-on-console-error'
import type { Application } from '../../../../shared/schemas/types'
import type { Mailer } from '../../mail/mailer'
import { exampleData } from '../../testing/example-data'
import { tinyPdf } from '../../testing/fixtures'
import { createTestBackend, TestClock, type TestBackend } from '../../testing/test-backend'
import { sweepApplications } from './sweep'

let backend: TestBackend
let clock: TestClock
const mailer: Mailer = { transport: 'outbox', send: async (message) => ({ ref: `test:${message.id}` }) }

beforeEach(() => {
  clock = new TestClock(new Date('2026-01-10T00:00:00.000Z'))
  backend = createTestBackend({ now: clock.now })
})
afterEach(async () => {
  await backend.cleanup()
})

let counter = 0
async function application(name: string, email: string, over: Partial<Application> = {}): Promise<Application> {
  const path = `application_cvs/cv-${++counter}.pdf`
  const bytes = await tinyPdf(`CV ${name}`)
  await backend.files.put(path, bytes, 'application/pdf')
  return backend.content.create(
    'applications',
    exampleData('applications', { name, email, emailKey: email, cv: { path, contentType: 'application/pdf', size: bytes.byteLength, originalName: `${name}.pdf` }, mail: [], mailDue: false, ...over }),
    { actor: 'visitor' },
  )
}
const lines = () => backend.content.queryActivity({ action: 'retention-delete', limit: 20 })

describe('the applications sweep in Log Aktivitas', () => {
  it('counts the applications a run deleted with their CVs in one line as Sistem, naming no one; a run that deletes nothing writes none', async () => {
    const old = [await application('Sari Wulandari', 'sari.w@example.test'), await application('Budi Hartono', 'budi.h@example.test', { status: 'spam' })]
    clock.time = new Date('2026-05-01T00:00:00.000Z')
    const recent = await application('Rina Kusuma', 'rina.k@example.test')
    const sweep = () => sweepApplications({ store: backend.content, files: backend.files, mailer, now: clock.now, baseUrl: 'https://www.example.test' })

    expect((await sweep()).deleted).toBe(0)
    expect(await lines()).toEqual([])

    // Six months and a moment after the first two.
    clock.time = new Date('2026-07-10T00:00:01.000Z')
    expect((await sweep()).deleted).toBe(2)
    for (const doc of old) expect(await backend.files.stat(doc.cv.path)).toBeNull()
    expect(await backend.content.get('applications', recent.id)).not.toBeNull()
    const [line, ...more] = await lines()
    expect(more).toEqual([])
    expect(line).toMatchObject({ action: 'retention-delete', actor: 'retention', collection: 'applications', detail: '2 lamaran beserta CV-nya (lebih dari 6 bulan)' })
    const stored = JSON.stringify(line)
    for (const doc of old) for (const value of [doc.id, doc.name, doc.email, doc.cv.path, doc.cv.originalName]) expect(stored).not.toContain(value)

    expect((await sweep()).deleted).toBe(0)
    expect(await lines()).toHaveLength(1)
  })

  it('counts an application whose CV could not be deleted this run', async () => {
    await application('Tono Wijaya', 'tono@example.test')
    clock.time = new Date('2026-07-10T00:00:01.000Z')
    const failing = vi.spyOn(backend.files, 'delete').mockRejectedValue(new Error('storage unavailable'))
    // The CV left for the unused-upload pruning is said in the server's log.
    expectConsoleError(1)
    try {
      expect((await sweepApplications({ store: backend.content, files: backend.files, mailer, now: clock.now, baseUrl: 'https://www.example.test' })).deleted).toBe(1)
      expect(failing).toHaveBeenCalledTimes(1)
    } finally {
      failing.mockRestore()
    }
    expect((await lines()).map((l) => l.detail)).toEqual(['1 lamaran beserta CV-nya (lebih dari 6 bulan)'])
  })
})
