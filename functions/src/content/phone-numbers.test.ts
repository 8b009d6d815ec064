/**
 * One canonical form (E.164) for every phone number the site keeps, whichever of the
 * ways people type it, and one readable form wherever it is shown: the attorney page, the vCard,
 * JSON-LD (E.164 there), the emails and the inbox.
 */
import { readFile } from 'node:fs/promises'
import path from 'node:path'
import { afterAll, beforeAll, describe, expect, it } from 'vitest'
import { phoneRule, SETTINGS_ID, SETTINGS_MSG } from '../../../shared/collections/settings'
import { formatPhone, storedE164, telHref, toE164, whatsappHref } from '../../../shared/schemas/phone'
import type { App } from '../app'
import { outboxDir } from '../mail/create-mailer'
import { exampleData } from '../testing/example-data'
import { fixtures } from '../testing/fixtures'
import { TEST_ORIGIN } from '../testing/staff-session'
import { createTestApp, createTestBackend, TestClock, type TestBackend } from '../testing/test-backend'
import { installPhoneRules } from './phone-numbers'

let backend: TestBackend
let app: App
let clock: TestClock

beforeAll(async () => {
  installPhoneRules()
  clock = new TestClock()
  backend = createTestBackend({ now: clock.now })
  app = createTestApp(backend, { now: clock.now })
  await backend.content.create('settings', exampleData('settings', { name: 'Firma Contoh', email: 'kantor@example.test' }), { actor: 'seed', id: SETTINGS_ID })
  const f = fixtures(backend)
  // One stored as typed before numbers were kept in E.164, one as the form keeps them now.
  await f.profile({ name: 'Rina Lama', slug: 'rina-lama', phone: '+62 21 5091 2811' })
  await f.profile({ name: 'Budi Baru', slug: 'budi-baru', phone: '+6281298765432' })
})

afterAll(async () => {
  await backend.cleanup()
})

describe('one canonical form, one readable form', () => {
  it('stores the three forms the site had, and what people type, in E.164', () => {
    for (const [typed, e164] of [
      ['+62 21 5091 2811', '+622150912811'],
      ['+622129601234', '+622129601234'],
      ['+6281298765432', '+6281298765432'],
      ['021 5091 2811', '+622150912811'],
      ['0812-9876-5432', '+6281298765432'],
      ['(021) 2960-1234', '+622129601234'],
    ] as const) {
      expect(toE164(typed), typed).toBe(e164)
      expect(phoneRule().parse(typed), typed).toBe(e164)
    }
  })

  it('shows each in one readable form, a number stored as typed included, and keeps the links working', () => {
    expect(['+622150912811', '+62 21 5091 2811', '021-5091-2811'].map(formatPhone)).toEqual(['+62 21 5091 2811', '+62 21 5091 2811', '+62 21 5091 2811'])
    expect(formatPhone('+622129601234')).toBe('+62 21 2960 1234')
    expect(formatPhone('+6281298765432')).toBe('+62 812 9876 5432')
    expect(telHref('+62 21 5091 2811')).toBe('tel:+622150912811')
    expect(storedE164('021 5091 2811')).toBe('+622150912811')
    expect(whatsappHref('+6281298765432')).toBe('https://wa.me/6281298765432')
  })

  it('refuses what no numbering plan has, with the rule’s Indonesian message, and groups another country’s number its way', () => {
    for (const wrong of ['+62 21 5091 2811 99', '+62 21 123', '0812 abc']) {
      const result = phoneRule().safeParse(wrong)
      expect(result.success, wrong).toBe(false)
      expect(result.error?.issues[0]?.message, wrong).toBe(SETTINGS_MSG.phone)
    }
    expect(formatPhone('+6561234567')).toBe('+65 6123 4567')
  })
})

describe('where numbers are shown', () => {
  it('the attorney page shows the readable form, its link and JSON-LD the E.164 one', async () => {
    for (const [slug, shown, e164] of [
      ['rina-lama', '+62\u00a021\u00a05091\u00a02811', '+622150912811'],
      ['budi-baru', '+62\u00a0812\u00a09876\u00a05432', '+6281298765432'],
    ]) {
      const html = await (await app.request(`${TEST_ORIGIN}/attorneys/${slug}`)).text()
      expect(html, slug).toContain(`<a href="tel:${e164}">${shown}</a>`)
      expect(html, slug).toContain(`"telephone":"${e164}"`)
    }
  })

  it('the notification email shows a typed number in the readable form', async () => {
    const token = ((await (await app.request('/contact-us/token')).json()) as { token: string }).token
    clock.advance(5_000)
    const res = await app.request(`${TEST_ORIGIN}/contact-us`, {
      method: 'POST',
      headers: { origin: TEST_ORIGIN, 'content-type': 'application/x-www-form-urlencoded' },
      body: new URLSearchParams({ name: 'Sari Klien', email: 'sari@example.test', phone: '0812-9876-5432', message: 'Kami memerlukan pendampingan dalam sengketa kontrak pasokan.', consent: 'ya', website: '', formToken: token }),
    })
    expect(res.status).toBe(303)
    const [inquiry] = await backend.content.query('inquiries')
    expect(inquiry!.phone).toBe('+6281298765432')
    const mail = await readFile(path.join(outboxDir(backend.dataDir), `inquiry-${inquiry!.id}-notification.eml`), 'utf8')
    expect(mail).toContain('+62 812 9876 5432')
    expect(mail).not.toMatch(/Telepon:? ?\+6281298765432/)
  })
})
