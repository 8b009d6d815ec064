/**
 * The privacy notice names what an event's registration collects, why, who opens it and how it
 * is deleted, in both languages: a form that collects personal data the notice does not mention
 * would break the notice's promise to data subjects.
 */
import { afterAll, describe, expect, it } from 'vitest'
import { createTestApp, createTestBackend } from '../../testing/test-backend'

const backend = createTestBackend()
const app = createTestApp(backend)
afterAll(() => backend.cleanup())

describe('the privacy notice on event registration', () => {
  it('says it in Indonesian', async () => {
    const html = await (await app.request('/privacy')).text()
    for (const phrase of ['Pendaftaran acara', 'pertanyaan untuk pembicara', 'tautan untuk membatalkan pendaftaran', 'juga menghapus pendaftaran Anda']) expect(html).toContain(phrase)
  })

  it('says it in English', async () => {
    const html = await (await app.request('/en/privacy')).text()
    for (const phrase of ['Event registration', 'questions for the speakers', 'link to cancel your registration', 'also deletes your registrations']) expect(html).toContain(phrase)
  })
})
