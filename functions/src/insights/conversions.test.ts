/**
 * Statistik's conversions, counted where they happen: an inquiry sent, a PDF and a vCard
 * downloaded, each with the public page it came from (the Referer), in the request's language;
 * a browser revalidating its copy and a bot are no conversion.
 */
import { afterAll, beforeAll, describe, expect, it } from 'vitest'
import { SETTINGS_ID } from '../../../shared/collections/settings'
import { conversionKey } from '../../../shared/insights/types'
import type { App } from '../app'
import { exampleData } from '../testing/example-data'
import { fixtures } from '../testing/fixtures'
import { fromAddress, TEST_ORIGIN } from '../testing/staff-session'
import { createTestApp, createTestBackend, TestClock, type TestBackend } from '../testing/test-backend'

const BROWSER = 'Mozilla/5.0 (Windows NT 10.0; Win64; x64) AppleWebKit/537.36 (KHTML, like Gecko) Chrome/120.0 Safari/537.36'
let backend: TestBackend
let app: App
let clock: TestClock

async function conversions(): Promise<Record<string, number>> {
  await backend.insightsCounter.flush()
  const rows = await backend.insights.rows({ from: '2000-01-01', to: '2099-12-31' })
  return Object.fromEntries(rows.filter((row) => row.dimension === 'conversion').map((row) => [`${row.lang} ${row.key}`, row.count]))
}

beforeAll(async () => {
  clock = new TestClock()
  backend = createTestBackend()
  app = createTestApp(backend, { now: clock.now })
  await backend.content.create('settings', exampleData('settings', { name: 'Firma Contoh', email: 'kantor@example.test' }), { actor: 'seed', id: SETTINGS_ID })
  const f = fixtures(backend)
  const category = await f.category('Publikasi')
  await f.publication({ title: 'Panduan PDP', slug: 'panduan-pdp', categoryId: category.id, publishedAt: '2020-01-01T00:00:00.000Z' })
  await f.profile({ name: 'Rina Advokat', slug: 'rina-advokat', email: 'rina@example.test' })
})
afterAll(() => backend.cleanup())

describe('conversions', () => {
  it('counts an inquiry sent from the page whose form it was', async () => {
    const { token } = (await (await app.request('/contact-us/token')).json()) as { token: string }
    clock.advance(5_000)
    const response = await app.request(
      `${TEST_ORIGIN}/contact-us`,
      {
        method: 'POST',
        headers: { origin: TEST_ORIGIN, referer: `${TEST_ORIGIN}/attorneys/rina-advokat`, 'user-agent': BROWSER, 'content-type': 'application/x-www-form-urlencoded' },
        body: new URLSearchParams({
          name: 'Budi Santoso',
          email: 'budi@example.test',
          phone: '0812 3456 7890',
          company: '',
          practiceAreaId: '',
          message: 'Kami memerlukan pendampingan dalam sengketa kontrak pasokan dengan mitra kami.',
          otherParties: '',
          consent: 'ya',
          website: '',
          target: '',
          formToken: token,
        }),
      },
      fromAddress('10.20.0.1'),
    )
    expect(response.status).toBe(303)
    expect(await conversions()).toMatchObject({ [`id ${conversionKey('inquiry', '/attorneys/rina-advokat')}`]: 1 })
  })

  it('counts a PDF and a vCard downloaded, not a revalidation nor a bot', async () => {
    const headers = { 'user-agent': BROWSER, referer: `${TEST_ORIGIN}/en/publications/panduan-pdp` }
    const pdf = await app.request(`${TEST_ORIGIN}/publications/panduan-pdp/download`, { headers })
    expect(pdf.status).toBe(200)
    const etag = pdf.headers.get('etag')!
    expect((await app.request(`${TEST_ORIGIN}/publications/panduan-pdp/download`, { headers: { ...headers, 'if-none-match': etag } })).status).toBe(304)
    await app.request(`${TEST_ORIGIN}/publications/panduan-pdp/download`, { headers: { ...headers, 'user-agent': 'Googlebot/2.1 (+http://www.google.com/bot.html)' } })
    const vcard = await app.request(`${TEST_ORIGIN}/attorneys/rina-advokat/vcard`, { headers: { 'user-agent': BROWSER, referer: `${TEST_ORIGIN}/attorneys/rina-advokat` } })
    expect(vcard.status).toBe(200)
    const counted = await conversions()
    expect(counted[`en ${conversionKey('pdf-download', '/en/publications/panduan-pdp')}`]).toBe(1)
    expect(counted[`id ${conversionKey('vcard-download', '/attorneys/rina-advokat')}`]).toBe(1)
  })
})
