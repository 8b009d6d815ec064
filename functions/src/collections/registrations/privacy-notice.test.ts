/**
 * The privacy notice names what an event's registration collects, why, who opens it and how long
 * it is kept before it is deleted, in both languages: a form that collects personal data the
 * notice does not mention, or a period the sweep does not keep, would break the notice's promise
 * to data subjects.
 */
import { afterAll, beforeAll, describe, expect, it } from 'vitest'
import { SETTINGS_ID } from '../../../../shared/collections/settings'
import { legalTemplate, placeholderValues } from '../../content/legal-pages'
import { exampleData } from '../../testing/example-data'
import { createTestApp, createTestBackend } from '../../testing/test-backend'

const backend = createTestBackend()
const app = createTestApp(backend)
afterAll(() => backend.cleanup())
beforeAll(async () => {
  await backend.content.create('settings', exampleData('settings', { registrationRetentionMonths: '7' }), { actor: 'seed', id: SETTINGS_ID })
})

describe('the privacy notice on event registration', () => {
  it('says it in Indonesian, with the period Pengaturan Situs gives', async () => {
    const html = await (await app.request('/privacy')).text()
    for (const phrase of ['Pendaftaran acara', 'pertanyaan untuk pembicara', 'tautan untuk membatalkan pendaftaran', 'disimpan paling lama 7 bulan setelah acara selesai, lalu dihapus otomatis', 'juga menghapus pendaftaran Anda']) {
      expect(html).toContain(phrase)
    }
    expect(html).not.toContain('sampai Anda memintanya dihapus')
  })

  it('says it in English', async () => {
    const html = await (await app.request('/en/privacy')).text()
    for (const phrase of ['Event registration', 'questions for the speakers', 'link to cancel your registration', 'kept for no longer than 7 months after the event ends; they are then deleted automatically', 'also deletes your registrations']) {
      expect(html).toContain(phrase)
    }
    expect(html).not.toContain('until you ask for them to be deleted')
  })

  it('gives a notice saved under Halaman the period as {{retensi_acara}}, 12 months when the settings say nothing', async () => {
    expect(await legalTemplate('privacy', 'id')).toContain('disimpan paling lama {{retensi_acara}} setelah acara selesai')
    expect(await legalTemplate('privacy', 'en')).toContain('no longer than {{retensi_acara}} after the event ends')
    const site = { name: 'Firma', legalName: '', email: '' }
    expect(placeholderValues({ site, retentionMonths: 12, applicationRetentionMonths: 6, registrationRetentionMonths: 7 }, 'id').retensi_acara).toBe('7 bulan')
    expect(placeholderValues({ site, retentionMonths: 12, applicationRetentionMonths: 6 }, 'en').retensi_acara).toBe('12 months')
  })
})
