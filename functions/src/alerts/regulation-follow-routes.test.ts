/**
 * Following a regulation (docs/decisions/0060-regulation-alerts.md), without JavaScript, on the
 * embedded backend: the regulation's page links to the subscription form with it ticked, the
 * request is double opt-in as any other, an unknown regulation or too many are refused with a
 * sentence, Kelola langganan lists those followed (each removable) and ticks those a request's
 * note offers, and a published post linking the regulation reaches its followers once, saying why.
 */
import { readdir, readFile } from 'node:fs/promises'
import path from 'node:path'
import { afterAll, beforeAll, beforeEach, describe, expect, it } from 'vitest'
import { FOLLOWED_REGULATIONS_MAX } from '../../../shared/collections/subscribers'
import type { Regulation } from '../../../shared/schemas/types'
import type { App } from '../app'
import { outboxDir } from '../mail/create-mailer'
import { createOutboxMailer } from '../mail/outbox-mailer'
import { createSpamGuard } from '../security/spam-guard'
import { exampleData } from '../testing/example-data'
import { fixtures } from '../testing/fixtures'
import { fromAddress, signIn, TEST_ORIGIN } from '../testing/staff-session'
import { createTestApp, createTestBackend, TestClock, type TestBackend } from '../testing/test-backend'
import { createAlertQueue } from './alert-queue'
import { linkKey, signLink } from './links'

let backend: TestBackend
let app: App
let clock: TestClock
let visitor = 0
let pdp: Regulation
let other: Regulation
let areaId = ''

const nextAddress = () => `10.30.${(++visitor >> 8) & 255}.${visitor & 255}`
const get = (pathAndQuery: string) => app.request(`${TEST_ORIGIN}${pathAndQuery}`, {}, fromAddress(nextAddress()))
const post = (pathAndQuery: string, fields: Record<string, string | string[]>) => {
  const body = new URLSearchParams()
  for (const [name, value] of Object.entries(fields)) for (const v of [value].flat()) body.append(name, v)
  return app.request(`${TEST_ORIGIN}${pathAndQuery}`, { method: 'POST', headers: { 'content-type': 'application/x-www-form-urlencoded', origin: TEST_ORIGIN, referer: `${TEST_ORIGIN}/regulations/uu-27-2022` }, body }, fromAddress(nextAddress()))
}
async function subscribe(fields: Record<string, string | string[]>, prefix = '') {
  const { token } = (await (await get('/contact-us/token')).json()) as { token: string }
  clock.advance(5_000)
  return post(`${prefix}/subscribe`, { lang: 'id', consent: 'ya', website: '', name: '', ...fields, formToken: token })
}
const outbox = async () => (await readdir(outboxDir(backend.dataDir)).catch(() => [] as string[])).filter((f) => f.endsWith('.eml')).sort()
const readMail = async (file: string) => (await readFile(path.join(outboxDir(backend.dataDir), file), 'utf8')).replace(/=\r\n/g, '').replace(/=3D/g, '=')
const subscriberOf = async (email: string) => (await backend.content.query('subscribers', { where: [{ field: 'emailKey', op: '==', value: email }] }))[0]
const linkIn = (eml: string, linkPath: string) => new RegExp(`${TEST_ORIGIN.replace(/[.]/g, '\\.')}(${linkPath.replace(/\//g, '\\/')}\\?t=[A-Za-z0-9._%-]+(?:&follow=[A-Za-z0-9_,%-]+)?)`).exec(eml)![1]!

/** Requested through the regulation's form, then confirmed by the email's button. */
async function follower(email: string, fields: Record<string, string | string[]> = {}) {
  await subscribe({ email, regulationIds: pdp.id, ...fields })
  const pending = (await subscriberOf(email))!
  expect(pending.status).toBe('pending')
  await post(linkIn(await readMail(`${pending.mail[0]!.id}.eml`), '/subscribe/confirm'), {})
  return (await subscriberOf(email))!
}

beforeAll(async () => {
  clock = new TestClock()
  backend = createTestBackend({ now: clock.now })
  app = createTestApp(backend, { now: clock.now, spamGuard: createSpamGuard() })
  const f = fixtures(backend)
  await f.settings({ name: 'Firma Contoh', email: 'kantor@example.test' })
  areaId = (await f.practiceArea('Teknologi')).id
  pdp = (await backend.content.create('regulations', exampleData('regulations', { type: 'UU', number: '27', year: '2022', title: 'Pelindungan Data Pribadi', titleEn: 'Personal Data Protection', abbreviation: 'UU PDP', slug: 'uu-27-2022', issuer: 'DPR dan Presiden' }), { actor: 'test' })) as Regulation
  other = (await backend.content.create('regulations', exampleData('regulations', { type: 'PP', number: '71', year: '2019', title: 'Penyelenggaraan Sistem dan Transaksi Elektronik', slug: 'pp-71-2019', issuer: 'Presiden' }), { actor: 'test' })) as Regulation
})
afterAll(async () => {
  await backend.cleanup()
})
beforeEach(() => {
  clock.advance(3_600_000)
})

describe('Ikuti peraturan ini', () => {
  it('links the regulation’s page, in both editions, to the subscription form with the regulation ticked (a plain GET, never cached nor indexed)', async () => {
    const html = await (await get('/regulations/uu-27-2022')).text()
    expect(html).toMatch(/<a class="button button-ghost" href="\/subscribe\?follow=uu-27-2022" rel="nofollow">Ikuti peraturan ini<\/a>/)
    expect(await (await get('/en/regulations/uu-27-2022')).text()).toMatch(/href="\/en\/subscribe\?follow=uu-27-2022" rel="nofollow">Follow this regulation<\/a>/)
    const form = await get('/subscribe?follow=uu-27-2022')
    expect(form.status).toBe(200)
    expect(form.headers.get('cache-control')).toBe('no-store')
    const page = await form.text()
    expect(page).toContain('<meta name="robots" content="noindex')
    expect(page).toContain('Peraturan yang diikuti')
    expect(page).toContain(`<input type="checkbox" name="regulationIds" checked="" value="${pdp.id}"/> UU No. 27 Tahun 2022 (UU PDP): Pelindungan Data Pribadi`)
    expect(await (await get('/en/subscribe?follow=uu-27-2022')).text()).toContain('UU No. 27 Tahun 2022 (UU PDP): Personal Data Protection')
    // A slug of no regulation: the ordinary form.
    expect(await (await get('/subscribe?follow=tidak-ada')).text()).not.toContain('name="regulationIds"')
  })

  it('follows the regulation after the double opt-in, and the confirmation names it', async () => {
    const { status } = await subscribe({ email: 'ikuti@example.test', regulationIds: pdp.id })
    expect(status).toBe(303)
    const pending = (await subscriberOf('ikuti@example.test'))!
    expect(pending).toMatchObject({ status: 'pending', regulationIds: [pdp.id], categoryIds: [], practiceAreaIds: [] })
    expect(await readMail(`${pending.mail[0]!.id}.eml`)).toContain('Minat yang dipilih: UU No. 27 Tahun 2022.')
  })

  it('names the regulations followed in Pelanggan, instead of “Semua”', async () => {
    await follower('hanya-peraturan@example.test')
    await backend.identity.createStaff({ email: 'admin@example.test', password: 'kata-sandi-admin', displayName: 'Admin', role: 'admin' })
    const cookie = await signIn(app, 'admin@example.test', 'kata-sandi-admin')
    const html = await (await app.request(`${TEST_ORIGIN}/dashboard/subscribers?q=hanya-peraturan`, { headers: { cookie } })).text()
    expect(html).toContain('hanya-peraturan@example.test')
    expect(html).toContain('UU No. 27 Tahun 2022')
  })

  it('refuses an unknown regulation and more than the bound with a sentence, storing nothing', async () => {
    const unknown = await subscribe({ email: 'salah@example.test', regulationIds: [pdp.id, 'bukan-peraturan'] })
    expect(unknown.status).toBe(400)
    const html = await unknown.text()
    expect(html).toContain('Peraturan yang dipilih tidak ditemukan (mungkin sudah dihapus)')
    // The known one is offered again, ticked.
    expect(html).toContain(`name="regulationIds" checked="" value="${pdp.id}"`)
    const many = Array.from({ length: FOLLOWED_REGULATIONS_MAX + 1 }, (_, i) => `r${i}`)
    const tooMany = await subscribe({ email: 'banyak@example.test', regulationIds: many })
    expect(tooMany.status).toBe(400)
    expect(await tooMany.text()).toContain(`paling banyak ${FOLLOWED_REGULATIONS_MAX} peraturan`)
    expect(await subscriberOf('salah@example.test')).toBeUndefined()
    expect(await subscriberOf('banyak@example.test')).toBeUndefined()
  })

  it('lists the regulations followed in Kelola langganan, each removable by unticking and saving', async () => {
    const subscriber = await follower('kelola-peraturan@example.test', { regulationIds: [pdp.id, other.id] })
    expect(subscriber.regulationIds).toEqual([pdp.id, other.id])
    // The manage link comes from an alert or a note; signed here the same way.
    const manage = `/subscribe/manage?t=${encodeURIComponent(signLink(await linkKey(backend.content), 'manage', subscriber, clock.now().getTime()))}`
    const page = await (await get(manage)).text()
    expect(page).toContain('Peraturan yang diikuti')
    expect(page).toContain(`name="regulationIds" checked="" value="${pdp.id}"/> UU No. 27 Tahun 2022 (UU PDP)`)
    expect(page).toContain(`name="regulationIds" checked="" value="${other.id}"/> PP No. 71 Tahun 2019`)
    const refused = await post(manage, { name: '', lang: 'id', regulationIds: [other.id, 'hilang'] })
    expect(refused.status).toBe(400)
    expect(await refused.text()).toContain('Peraturan yang dipilih tidak ditemukan')
    const saved = await post(manage, { name: '', lang: 'id', regulationIds: [other.id] })
    expect(saved.status).toBe(303)
    expect((await subscriberOf('kelola-peraturan@example.test'))!.regulationIds).toEqual([other.id])
  })

  it('offers an active subscriber the regulation by a note whose manage link ticks it; nothing changes until the owner saves', async () => {
    const subscriber = await follower('aktif@example.test', { regulationIds: [], practiceAreaIds: areaId })
    expect(subscriber.regulationIds).toEqual([])
    clock.advance(20 * 60_000)
    await subscribe({ email: 'aktif@example.test', regulationIds: pdp.id })
    const after = (await subscriberOf('aktif@example.test'))!
    expect(after.regulationIds).toEqual([])
    const note = after.mail.at(-1)!
    expect(note).toMatchObject({ kind: 'already', followRegulationIds: [pdp.id] })
    const eml = await readMail(`${note.id}.eml`)
    expect(eml).toContain('juga meminta agar Anda mengikuti UU No. 27 Tahun 2022')
    const manage = linkIn(eml, '/subscribe/manage')
    expect(manage).toContain(`&follow=${pdp.id}`)
    const page = await (await get(manage)).text()
    expect(page).toContain(`name="regulationIds" checked="" value="${pdp.id}"`)
    expect(page).toContain('diikuti setelah Anda menekan Simpan pilihan')
    expect((await subscriberOf('aktif@example.test'))!.regulationIds).toEqual([])
    await post(manage, { name: '', lang: 'id', practiceAreaIds: areaId, regulationIds: pdp.id })
    expect((await subscriberOf('aktif@example.test'))!).toMatchObject({ regulationIds: [pdp.id], practiceAreaIds: [areaId] })
  })

  it('sends a post linking the regulation to its followers once, saying why, and leaves the others out', async () => {
    const f = fixtures(backend)
    const author = await f.profile({ name: 'Rina', practiceAreaIds: [areaId] })
    const both = await follower('keduanya@example.test', { practiceAreaIds: areaId })
    const onlyOther = await follower('lain@example.test', { regulationIds: other.id })
    const category = await f.category('Analisis')
    const blog = await f.blog({ title: 'Kewajiban Baru Pengendali Data', categoryId: category.id, authorIds: [author.id], regulationIds: [pdp.id], publishedAt: clock.now().toISOString(), sendAlert: 'yes' } as never)
    const queue = createAlertQueue({ store: backend.content, mailer: createOutboxMailer({ dir: outboxDir(backend.dataDir), from: 'noreply@example.test' }), now: clock.now, baseUrl: TEST_ORIGIN, ratePerMinute: 60_000, sleep: async () => {} })
    await queue.drain()
    const files = (await outbox()).filter((file) => file.startsWith(`alert-blogs-${blog.id}-`))
    expect(files.filter((file) => file.includes(both.id))).toHaveLength(1)
    expect(files.some((file) => file.includes(onlyOther.id))).toBe(false)
    const eml = await readMail(`alert-blogs-${blog.id}-${both.id}.eml`)
    expect(eml).toContain('karena Anda mengikuti UU No. 27 Tahun 2022')
  })
})
