/**
 * The privacy notice says what Statistik counts and keeps, in both languages, with the retention
 * Pengaturan Situs gives: a notice that promised 25 months while the sweep deletes at 12 would be
 * a false statement to data subjects.
 */
import { afterAll, beforeAll, describe, expect, it } from 'vitest'
import { SETTINGS_ID } from '../../../shared/collections/settings'
import { exampleData } from '../testing/example-data'
import { createTestApp, createTestBackend } from '../testing/test-backend'

const backend = createTestBackend()
const app = createTestApp(backend)
afterAll(() => backend.cleanup())
beforeAll(async () => {
  await backend.content.create('settings', exampleData('settings', { insightsRetentionMonths: '13' }), { actor: 'seed', id: SETTINGS_ID })
})

describe('the privacy notice on Statistik', () => {
  it('says in Indonesian what is counted, what is not kept, DNT and GPC, and the retention set', async () => {
    const html = await (await app.request('/privacy')).text()
    expect(html).toContain('Statistik kunjungan')
    for (const phrase of ['tidak memasang cookie', 'alamat IP', 'Do Not Track', 'Global Privacy Control', 'tidak menghitung pengunjung unik', 'disimpan 13 bulan']) expect(html).toContain(phrase)
  })

  it('says the same in English', async () => {
    const html = await (await app.request('/en/privacy')).text()
    expect(html).toContain('Visit statistics')
    for (const phrase of ['set no cookie', 'IP address', 'Do Not Track', 'Global Privacy Control', 'do not count unique visitors', 'kept for 13 months']) expect(html).toContain(phrase)
  })
})
