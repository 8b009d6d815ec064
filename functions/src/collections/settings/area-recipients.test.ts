/**
 * Who receives a practice area's messages is picked in Pengaturan Situs from the people
 * with an email (profiles, dashboard accounts) and other addresses, never typed as `slug: email`
 * lines; and the contact forms promise "diteruskan ke tim bidang itu" only where it is true.
 */
import { afterAll, beforeAll, describe, expect, it } from 'vitest'
import { SETTINGS_ID } from '../../../../shared/collections/settings'
import type { PracticeArea } from '../../../../shared/schemas/types'
import type { App } from '../../app'
import { exampleData } from '../../testing/example-data'
import { fixtures } from '../../testing/fixtures'
import { formBody } from '../../testing/form-bodies'
import { postForm, signIn, TEST_ORIGIN } from '../../testing/staff-session'
import { createTestApp, createTestBackend, TestClock, type TestBackend } from '../../testing/test-backend'

let backend: TestBackend
let app: App
let admin: string
let litigation: PracticeArea
let tax: PracticeArea

const ROUTED_HELP = 'Opsional: pesan Anda diteruskan ke tim bidang itu.'
const NEUTRAL_HELP = 'Opsional: membantu kami meneruskan pesan Anda kepada orang yang tepat.'

async function get(path: string, cookie = '') {
  const res = await app.request(`${TEST_ORIGIN}${path}`, cookie ? { headers: { cookie } } : {})
  return { res, html: await res.text() }
}

/** The settings as the dashboard saves them, with these recipient lines (one value, a line each). */
async function saveRecipients(lines: string[]) {
  const current = await backend.content.get('settings', SETTINGS_ID)
  const body = formBody('settings', { name: 'Firma Contoh', shortDescription: 'Kantor hukum contoh.', email: 'kantor@example.test', logo: '', shareImage: '', areaInquiryEmails: lines.join('\n') })
  return postForm(app, '/dashboard/settings', { ...body, ...(current ? { version: String(current.version) } : {}) }, admin)
}

beforeAll(async () => {
  const clock = new TestClock()
  backend = createTestBackend({ now: clock.now })
  app = createTestApp(backend, { now: clock.now })
  const f = fixtures(backend)
  litigation = await f.practiceArea('Litigasi')
  tax = await f.practiceArea('Pajak')
  await f.profile({ name: 'Rina Advokat', slug: 'rina-advokat', email: 'rina@example.test' })
  await f.profile({ name: 'Tanpa Email', slug: 'tanpa-email', email: '' })
  await backend.identity.createStaff({ email: 'admin@example.test', password: 'kata-sandi-admin', displayName: 'Admin Kantor', role: 'admin' })
  admin = await signIn(app, 'admin@example.test', 'kata-sandi-admin')
  // Saved before the picker: one line naming the area by its slug.
  await backend.content.create('settings', exampleData('settings', { name: 'Firma Contoh', email: 'kantor@example.test', areaInquiryEmails: [`${tax.slug}: rina@example.test, tim.pajak@example.test`] }), { actor: 'seed', id: SETTINGS_ID })
})

afterAll(async () => {
  await backend.cleanup()
})

describe('Penerima pesan per bidang praktik in Pengaturan Situs', () => {
  it('lists each area with the people who have an email to tick, an older slug line read as that area’s choice', async () => {
    const { res, html } = await get('/dashboard/settings', admin)
    expect(res.status).toBe(200)
    expect(html).toContain('<legend>Penerima pesan per bidang praktik</legend>')
    expect(html).toContain('<span class="area-recipients-name">Litigasi</span><span class="area-recipients-summary">Email utama (belum ada penerima sendiri)</span>')
    expect(html).toContain('<span class="area-recipients-name">Pajak</span><span class="area-recipients-summary">Rina Advokat, tim.pajak@example.test</span>')
    // People with an email, profiles and dashboard accounts alike; none without one.
    expect(html).toContain('Rina Advokat<span class="checkbox-detail">rina@example.test · Advokat</span>')
    expect(html).toContain('Admin Kantor<span class="checkbox-detail">admin@example.test · Akun dasbor</span>')
    expect(html).not.toContain('Tanpa Email')
    // What the form sends: the area by its id, in a text area no one sees or types in.
    expect(html).toMatch(new RegExp(`<textarea name="areaInquiryEmails" readOnly="" hidden="" aria-hidden="true" tabindex="-1">${tax.id}: rina@example.test, tim.pajak@example.test</textarea>`))
  })

  it('saves the picked lines and refuses an address that is not one, next to the field', async () => {
    const refused = await saveRecipients([`${litigation.id}: rina@example.test, bukan-email`])
    expect(refused.status).toBe(400)
    expect(await refused.text()).toContain('Ada alamat email yang tidak valid di penerima pesan per bidang praktik')
    const saved = await saveRecipients([`${litigation.id}: rina@example.test`])
    expect(saved.status).toBe(303)
    expect((await backend.content.get('settings', SETTINGS_ID))!.areaInquiryEmails).toEqual([`${litigation.id}: rina@example.test`])
  })
})

describe('what the contact forms promise', () => {
  it('says a message goes to the area’s team only where the settings name its recipients', async () => {
    await saveRecipients([])
    const contact = await get('/contact-us')
    expect(contact.html).toContain(NEUTRAL_HELP)
    expect(contact.html).not.toContain(ROUTED_HELP)
    expect((await get(`/practice-area/${litigation.slug}`)).html).toContain('Ceritakan kebutuhan Anda tentang Litigasi; kami akan membacanya dan menghubungi Anda.')

    // One area routed: its page says so (the render cache dropped by the save), the other's does not, nor the contact page.
    await saveRecipients([`${litigation.id}: rina@example.test`])
    expect((await get(`/practice-area/${litigation.slug}`)).html).toContain('Ceritakan kebutuhan Anda; pesan ini diteruskan ke tim Litigasi.')
    expect((await get(`/practice-area/${tax.slug}`)).html).toContain('Ceritakan kebutuhan Anda tentang Pajak; kami akan membacanya dan menghubungi Anda.')
    expect((await get('/contact-us')).html).toContain(NEUTRAL_HELP)

    // Every area routed (one still by an older slug line): the contact page promises it, in English too.
    expect((await saveRecipients([`${litigation.id}: rina@example.test`, `${tax.slug}: tim.pajak@example.test`])).status).toBe(303)
    expect((await get('/contact-us')).html).toContain(ROUTED_HELP)
    expect((await get('/en/contact-us')).html).toContain('Optional: your message goes to that practice’s team.')
  })
})
