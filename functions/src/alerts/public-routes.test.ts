import { readdir, readFile } from 'node:fs/promises'
import path from 'node:path'
import { afterAll, beforeAll, beforeEach, describe, expect, it } from 'vitest'
import { createSpamGuard } from '../security/spam-guard'
import { outboxDir } from '../mail/create-mailer'
import { createOutboxMailer } from '../mail/outbox-mailer'
import type { App } from '../app'
import { fixtures } from '../testing/fixtures'
import { fromAddress, TEST_ORIGIN } from '../testing/staff-session'
import { createTestApp, createTestBackend, TestClock, type TestBackend } from '../testing/test-backend'
import { createAlertQueue } from './alert-queue'
import { checkLink, linkKey, signLink } from './links'
import { LINK_RATE, SUBSCRIBE_BODY_LIMIT } from './public-routes'

let backend: TestBackend
let app: App
let clock: TestClock
let visitor = 0
let categoryId = ''
let otherCategoryId = ''
let areaId = ''
let blogSlug = ''

/** A new client address per request unless one is given: the per-address limit is tested on its own. */
const nextAddress = () => `10.20.${(++visitor >> 8) & 255}.${visitor & 255}`

async function formToken(): Promise<string> {
  const res = await app.request('/contact-us/token')
  return ((await res.json()) as { token: string }).token
}

const valid = (over: Record<string, string | string[]> = {}) => ({ email: 'klien@example.test', name: 'Klien Setia', lang: 'id', consent: 'ya', website: '', ...over })

/** Sends the subscription form as a browser without JavaScript does. */
async function subscribe(fields: Record<string, string | string[]>, options: { address?: string; openMs?: number; origin?: string | null; prefix?: string } = {}) {
  const body = new URLSearchParams()
  const token = typeof fields.formToken === 'string' ? fields.formToken : await formToken()
  for (const [name, value] of Object.entries({ ...fields, formToken: token })) for (const v of [value].flat()) body.append(name, v)
  clock.advance(options.openMs ?? 5_000)
  const headers: Record<string, string> = { 'content-type': 'application/x-www-form-urlencoded', referer: `${TEST_ORIGIN}/blogs` }
  if (options.origin !== null) headers.origin = options.origin ?? TEST_ORIGIN
  const res = await app.request(`${TEST_ORIGIN}${options.prefix ?? ''}/subscribe`, { method: 'POST', headers, body }, fromAddress(options.address ?? nextAddress()))
  return { res, body: await res.text() }
}

const outbox = async () => (await readdir(outboxDir(backend.dataDir)).catch(() => [] as string[])).filter((f) => f.endsWith('.eml')).sort()
const readMail = (file: string) => readFile(path.join(outboxDir(backend.dataDir), file), 'utf8')
const subscriberOf = async (email: string) => (await backend.content.query('subscribers', { where: [{ field: 'emailKey', op: '==', value: email.toLowerCase() }] }))[0]
/** The `t` parameter of a link to `linkPath` in an email file. */
const tokenIn = (eml: string, linkPath: string) => decodeURIComponent(new RegExp(`${linkPath.replace(/\//g, '\\/')}\\?t=([A-Za-z0-9._%-]+)`).exec(eml.replace(/=\r\n/g, '').replace(/=3D/g, '='))![1]!)

const get = (pathAndQuery: string, address = nextAddress()) => app.request(`${TEST_ORIGIN}${pathAndQuery}`, {}, fromAddress(address))
const post = (pathAndQuery: string, fields: Record<string, string | string[]>, options: { origin?: string | null; address?: string; type?: string; raw?: string } = {}) => {
  const body = new URLSearchParams()
  for (const [name, value] of Object.entries(fields)) for (const v of [value].flat()) body.append(name, v)
  const headers: Record<string, string> = { 'content-type': options.type ?? 'application/x-www-form-urlencoded' }
  if (options.origin !== null) headers.origin = options.origin ?? TEST_ORIGIN
  return app.request(`${TEST_ORIGIN}${pathAndQuery}`, { method: 'POST', headers, body: options.raw ?? body }, fromAddress(options.address ?? nextAddress()))
}

beforeAll(async () => {
  clock = new TestClock()
  backend = createTestBackend()
  // The contact form's limits and minimum fill time, as deployed.
  app = createTestApp(backend, { now: clock.now, spamGuard: createSpamGuard() })
  const f = fixtures(backend)
  await f.settings({ name: 'Firma Contoh', email: 'kantor@example.test' })
  categoryId = (await f.category('Perpajakan')).id
  otherCategoryId = (await f.category('Ketenagakerjaan')).id
  areaId = (await f.practiceArea('Litigasi')).id
  blogSlug = (await f.blog({ title: 'Aturan Baru Pajak Daerah', categoryId, publishedAt: '2026-01-01T00:00:00.000Z' })).slug
})
afterAll(async () => {
  await backend.cleanup()
})
beforeEach(() => {
  clock.advance(3_600_000)
})

describe('the subscription form: one line in every footer, the whole form on articles and on /subscribe', () => {
  it('puts one line in the footer of every page: Email and Berlangganan, a GET to /subscribe (the consent is asked there)', async () => {
    for (const page of ['/', '/blogs', '/contact-us', '/privacy', '/halaman-yang-tidak-ada', `/blogs/${blogSlug}`]) {
      const html = await (await get(page)).text()
      const footer = html.slice(html.indexOf('<footer'))
      expect(footer, page).toMatch(/<form class="subscribe-compact-form"[^>]* action="\/subscribe" method="get">/)
      expect(footer, page).toMatch(/<label for="subscribe-compact-email">Email<\/label><input id="subscribe-compact-email" type="email"[^>]* name="email"\/>/)
      expect(footer, page).toContain('>Berlangganan</button>')
      // Only the email: no consent, name, interests or token in the footer.
      expect(footer, page).not.toContain('Saya menyetujui')
      expect(footer, page).not.toContain('name="formToken"')
      expect(footer, page).not.toContain(`value="${categoryId}"`)
    }
    for (const page of ['/', '/blogs', '/contact-us', '/privacy']) expect(await (await get(page)).text(), page).not.toContain('action="/subscribe" method="post"')
  })

  it('shows the whole form on an article (its category ticked) and on /subscribe, in English on English pages', async () => {
    const html = await (await get(`/blogs/${blogSlug}`)).text()
    expect(html).toContain('Dapatkan peringatan klien')
    expect(html).toContain('action="/subscribe" method="post"')
    expect(html).toMatch(/<label for="subscribe-post-name">Nama/)
    expect(html).toContain('Saya menyetujui pemrosesan data pribadi saya untuk menerima peringatan klien')
    expect(html).toMatch(/name="formToken" value="[0-9a-z]+\.[A-Za-z0-9_-]{43}"/)
    expect(html).toContain(`value="${areaId}"`)
    expect(html.slice(html.indexOf('class="subscribe subscribe-post"'))).toMatch(new RegExp(`<input type="checkbox" name="categoryIds" checked="" value="${categoryId}"/>`))
    const page = await (await get('/subscribe')).text()
    expect(page).toMatch(/<label for="subscribe-page-email">Email<\/label>/)
    expect(page).toContain('Saya menyetujui pemrosesan data pribadi saya')
    const en = await (await get('/en')).text()
    expect(en).toContain('action="/en/subscribe"')
    expect(en).toContain('>Subscribe</button>')
    expect(en).not.toContain('Berlangganan</button>')
    const enPage = await (await get('/en/subscribe')).text()
    expect(enPage).toMatch(/<label for="subscribe-page-name">Name/)
    expect(enPage).toContain('I consent to the processing of my personal data to receive client alerts')
  })

  it('carries the footer’s address to /subscribe: the whole form with it typed in, never cached nor indexed', async () => {
    const res = await get('/subscribe?email=%20baca%40example.test%20')
    expect(res.status).toBe(200)
    expect(res.headers.get('cache-control')).toBe('no-store')
    const html = await res.text()
    expect(html).toMatch(/<input id="subscribe-page-email" type="email"[^>]* name="email" value="baca@example.test"\/>/)
    expect(html).toContain('<meta name="robots" content="noindex')
    expect(html).toContain('Saya menyetujui')
    // The plain page, for everyone else, has no address in it.
    expect(await (await get('/subscribe')).text()).not.toContain('baca@example.test')
    const en = await (await get('/en/subscribe?email=reader%40example.test')).text()
    expect(en).toContain('value="reader@example.test"')
    expect(en).toContain('<html lang="en"')
  })
})

describe('POST /subscribe without JavaScript', () => {
  it('stores a pending request, emails a confirmation, and answers with a redirect to a page saying to check one’s email', async () => {
    const before = await outbox()
    const { res } = await subscribe(valid({ email: 'baru@example.test', categoryIds: [categoryId], practiceAreaIds: [areaId] }))
    expect(res.status).toBe(303)
    expect(res.headers.get('location')).toBe('/subscribe/sent')
    const subscriber = (await subscriberOf('baru@example.test'))!
    expect(subscriber).toMatchObject({ status: 'pending', categoryIds: [categoryId], practiceAreaIds: [areaId], lang: 'id', sourcePath: '/blogs' })
    const added = (await outbox()).filter((f) => !before.includes(f))
    expect(added).toEqual([`${subscriber.mail[0]!.id}.eml`])
    const eml = (await readMail(added[0]!)).replace(/=\r\n/g, '')
    expect(eml).toContain('Konfirmasi langganan')
    expect(eml).toContain('Litigasi, Perpajakan')
    const sent = await get('/subscribe/sent')
    expect(sent.status).toBe(200)
    expect(await sent.text()).toContain('Periksa email Anda')
  })

  it('confirms only by the button of the link’s page: opening the link changes nothing', async () => {
    await subscribe(valid({ email: 'konfirmasi@example.test' }))
    const subscriber = (await subscriberOf('konfirmasi@example.test'))!
    const token = tokenIn(await readMail(`${subscriber.mail[0]!.id}.eml`), '/subscribe/confirm')
    const page = await get(`/subscribe/confirm?t=${encodeURIComponent(token)}`)
    expect(page.status).toBe(200)
    expect(page.headers.get('cache-control')).toBe('no-store')
    expect(page.headers.get('referrer-policy')).toBe('same-origin')
    const html = await page.text()
    expect(html).toContain('<meta name="robots" content="noindex"')
    expect(html).toContain('konfirmasi@example.test')
    expect(html).toContain('>Konfirmasi langganan</button>')
    expect((await subscriberOf('konfirmasi@example.test'))!.status).toBe('pending')
    // The button's POST comes from this site only.
    expect((await post(`/subscribe/confirm?t=${encodeURIComponent(token)}`, {}, { origin: 'https://jahat.example' })).status).toBe(403)
    const done = await post(`/subscribe/confirm?t=${encodeURIComponent(token)}`, {})
    expect(done.status).toBe(200)
    expect(await done.text()).toContain('Langganan aktif')
    expect((await subscriberOf('konfirmasi@example.test'))!.status).toBe('active')
  })

  it('answers the same whether the address is new, pending or subscribed', async () => {
    await subscribe(valid({ email: 'ada@example.test' }))
    const existing = (await subscriberOf('ada@example.test'))!
    await backend.content.update('subscribers', existing.id, { ...(({ id: _i, version: _v, createdAt: _c, updatedAt: _u, updatedBy: _b, ...d }) => d)(existing), status: 'active', confirmedAt: clock.now().toISOString(), purgeAt: null }, { actor: 'test' })
    clock.advance(11 * 60_000)
    const answers = []
    for (const email of ['belum-pernah@example.test', 'ada@example.test', 'belum-pernah@example.test']) {
      const { res, body } = await subscribe(valid({ email }))
      answers.push([res.status, res.headers.get('location'), body])
    }
    expect(answers[1]).toEqual(answers[0])
    expect(answers[2]).toEqual(answers[0])
    // The subscribed address keeps its choices and gets a note with its manage link.
    expect((await subscriberOf('ada@example.test'))!.mail.at(-1)).toMatchObject({ kind: 'already', state: 'sent' })
  })

  it('takes about as long for a subscribed address as for a new one (no answer by timing)', async () => {
    const ROUNDS = 15
    const active: string[] = []
    for (let i = 0; i < ROUNDS; i++) {
      const email = `waktu.aktif${i}@example.test`
      active.push(email)
      await backend.content.create('subscribers', { ...(await import('../testing/example-data')).exampleData('subscribers', { email, emailKey: email, status: 'active', linkKey: 'k', confirmNonce: 'n', purgeAt: null }) }, { actor: 'visitor' })
    }
    const token = await formToken()
    const timed = async (email: string) => {
      const body = new URLSearchParams({ ...valid({ email }), formToken: token })
      const started = performance.now()
      const res = await app.request(`${TEST_ORIGIN}/subscribe`, { method: 'POST', headers: { origin: TEST_ORIGIN, 'content-type': 'application/x-www-form-urlencoded' }, body }, fromAddress(nextAddress()))
      await res.text()
      expect(res.status).toBe(303)
      return performance.now() - started
    }
    clock.advance(5_000)
    const times = { fresh: [] as number[], active: [] as number[] }
    // Alternated, so a slower moment of the machine falls on both.
    for (let i = 0; i < ROUNDS; i++) {
      times.fresh.push(await timed(`waktu.baru${i}@example.test`))
      times.active.push(await timed(active[i]!))
    }
    const median = (xs: number[]) => [...xs].sort((a, b) => a - b)[Math.floor(xs.length / 2)]!
    const [fresh, subscribed] = [median(times.fresh), median(times.active)]
    console.log(`POST /subscribe, median of ${ROUNDS}: new address ${fresh.toFixed(1)} ms, subscribed address ${subscribed.toFixed(1)} ms`)
    // Each writes one record and one email (a confirmation, or the note with the manage link):
    // neither path may take several times the other's (a loaded machine adds noise to both).
    expect(Math.max(fresh, subscribed) / Math.min(fresh, subscribed)).toBeLessThan(3)
    for (const email of active) expect((await subscriberOf(email))!.mail.map((m) => [m.kind, m.state])).toEqual([['already', 'sent']])
  })

  it('shows the form again with what was typed and a message next to each field, storing nothing', async () => {
    const { res, body } = await subscribe(valid({ email: 'bukan-email', consent: '', name: 'Nama Tetap', lang: 'fr', categoryIds: [categoryId] }))
    expect(res.status).toBe(400)
    expect(res.headers.get('cache-control')).toBe('no-store')
    expect(body).toContain('Langganan belum terkirim')
    expect(body).toContain('Alamat email tidak valid')
    expect(body).toContain('Centang persetujuan ini')
    expect(body).toContain('Bahasa tidak dikenal')
    expect(body).toContain('value="Nama Tetap"')
    expect(body).toContain('value="bukan-email"')
    expect(body.slice(body.indexOf('class="subscribe subscribe-retry"'), body.indexOf('<footer'))).toMatch(new RegExp(`<input type="checkbox" name="categoryIds" checked="" value="${categoryId}"/>`))
    expect(await subscriberOf('bukan-email')).toBeUndefined()
    // An interest that does not exist (a crafted form).
    const unknown = await subscribe(valid({ email: 'aneh@example.test', categoryIds: ['tidak-ada'] }))
    expect(unknown.res.status).toBe(400)
    expect(unknown.body).toContain('Pilihan minat tidak ditemukan')
    expect(await subscriberOf('aneh@example.test')).toBeUndefined()
  })

  it('answers certain spam (honeypot, forged token) like any other request, and stores or sends nothing', async () => {
    const before = await outbox()
    const trap = await subscribe(valid({ email: 'robot1@example.test', website: 'https://spam.example' }))
    const forged = await subscribe(valid({ email: 'robot3@example.test', formToken: 'zz.AAAA' }))
    for (const { res } of [trap, forged]) {
      expect(res.status).toBe(303)
      expect(res.headers.get('location')).toBe('/subscribe/sent')
    }
    for (const email of ['robot1', 'robot3']) expect(await subscriberOf(`${email}@example.test`)).toBeUndefined()
    expect(await outbox()).toEqual(before)
  })

  it('still asks a quick sender, or one with a link in the name, to confirm: double opt-in keeps strangers out', async () => {
    for (const [email, fields, openMs] of [
      ['cepat@example.test', {}, 500],
      ['tautan@example.test', { name: 'Rina https://contoh.example' }, 5_000],
    ] as const) {
      const before = await outbox()
      const { res } = await subscribe(valid({ email, ...fields }), { openMs })
      expect(res.headers.get('location'), email).toBe('/subscribe/sent')
      expect(await subscriberOf(email), email).toMatchObject({ status: 'pending' })
      expect((await outbox()).filter((file) => !before.includes(file)), email).toHaveLength(1)
    }
  })

  it('refuses the 6th request in a minute from one address (429, the input kept), while other addresses go on', async () => {
    const address = '10.99.0.1'
    for (let i = 0; i < 5; i++) expect((await subscribe(valid({ email: `batas${i}@example.test` }), { address, openMs: 3_100 })).res.status).toBe(303)
    const sixth = await subscribe(valid({ email: 'batas5@example.test', name: 'Tetap Ada' }), { address, openMs: 3_100 })
    expect(sixth.res.status).toBe(429)
    expect(Number(sixth.res.headers.get('retry-after'))).toBeGreaterThan(0)
    expect(sixth.body).toContain('Terlalu banyak pesan dari alamat internet Anda')
    expect(sixth.body).toContain('value="Tetap Ada"')
    expect(await subscriberOf('batas5@example.test')).toBeUndefined()
    // Several loopback addresses: each has its own limit.
    for (const other of ['127.0.0.2', '127.0.0.3', '127.0.0.4']) expect((await subscribe(valid({ email: `lain-${other}@example.test` }), { address: other })).res.status).toBe(303)
    // And one email may be asked for 5 times an hour, from anywhere.
    for (let i = 0; i < 5; i++) await subscribe(valid({ email: 'satu-alamat@example.test' }))
    expect((await subscribe(valid({ email: 'satu-alamat@example.test' }))).res.status).toBe(429)
  })

  it('refuses a post from another site, and a body past its limit', async () => {
    expect((await subscribe(valid({ email: 'lintas@example.test' }), { origin: 'https://jahat.example' })).res.status).toBe(403)
    expect((await subscribe(valid({ email: 'tanpa-asal@example.test' }), { origin: null })).res.status).toBe(403)
    const big = await subscribe(valid({ email: 'besar@example.test', name: 'x'.repeat(SUBSCRIBE_BODY_LIMIT) }))
    expect(big.res.status).toBe(413)
    expect(await subscriberOf('lintas@example.test')).toBeUndefined()
  })

  it('answers in English under /en: the redirect, the page and the confirmation email', async () => {
    const { res } = await subscribe(valid({ email: 'english@example.test', lang: 'en' }), { prefix: '/en' })
    expect(res.headers.get('location')).toBe('/en/subscribe/sent')
    expect(await (await get('/en/subscribe/sent')).text()).toContain('Check your email')
    const subscriber = (await subscriberOf('english@example.test'))!
    expect(subscriber.lang).toBe('en')
    const eml = (await readMail(`${subscriber.mail[0]!.id}.eml`)).replace(/=\r\n/g, '')
    expect(eml).toContain('Confirm your subscription')
    expect(eml).toContain('https://www.example.test/en/subscribe/confirm?t=3D')
  })

  it('opens an English email\'s links in English: confirm, manage and unsubscribe under /en', async () => {
    await subscribe(valid({ email: 'english-links@example.test', lang: 'en' }), { prefix: '/en' })
    const pending = (await subscriberOf('english-links@example.test'))!
    const confirm = `/en/subscribe/confirm?t=${encodeURIComponent(tokenIn(await readMail(`${pending.mail[0]!.id}.eml`), '/en/subscribe/confirm'))}`
    const asked = await (await get(confirm)).text()
    expect(asked).toContain('<html lang="en"')
    expect(asked).toContain('>Confirm subscription</button>')
    const confirmed = await post(confirm, {})
    expect(confirmed.status).toBe(200)
    expect(await confirmed.text()).toContain('Subscription confirmed')
    const subscriber = (await subscriberOf('english-links@example.test'))!
    expect(subscriber.status).toBe('active')
    const key = await linkKey(backend.content)
    const manage = `/en/subscribe/manage?t=${encodeURIComponent(signLink(key, 'manage', subscriber, clock.now().getTime()))}`
    expect(await (await get(manage)).text()).toContain('>Save choices</button>')
    const saved = await post(manage, { name: 'English Reader', lang: 'en' })
    expect(saved.status).toBe(303)
    expect(saved.headers.get('location')).toMatch(/^\/en\/subscribe\/manage\?t=.*&saved=1$/)
    expect(await (await get(saved.headers.get('location')!)).text()).toContain('Your choices have been saved.')
    const unsubscribe = `/en/subscribe/unsubscribe?t=${encodeURIComponent(signLink(key, 'unsubscribe', subscriber, clock.now().getTime()))}`
    expect(await (await get(unsubscribe)).text()).toContain('>Unsubscribe</button>')
    const gone = await post(unsubscribe, {})
    expect(await gone.text()).toContain('You have unsubscribed')
    expect((await subscriberOf('english-links@example.test'))!.status).toBe('unsubscribed')
    // The subscription page itself, for a visitor who comes to it from a footer with JavaScript off.
    expect(await (await get('/en/subscribe')).text()).toContain('<html lang="en"')
  })
})

describe('the links of the emails', () => {
  async function active(email: string) {
    await subscribe(valid({ email }))
    const pending = (await subscriberOf(email))!
    const token = tokenIn(await readMail(`${pending.mail[0]!.id}.eml`), '/subscribe/confirm')
    await post(`/subscribe/confirm?t=${encodeURIComponent(token)}`, {})
    return (await subscriberOf(email))!
  }

  it('unsubscribes with one click (RFC 8058: a POST from the mail provider, no Origin), and the page offers a way back from this site only', async () => {
    const subscriber = await active('satu-klik@example.test')
    const key = await linkKey(backend.content)
    const token = encodeURIComponent(signLink(key, 'unsubscribe', subscriber, clock.now().getTime()))
    // Opening the link only shows the button.
    const page = await get(`/subscribe/unsubscribe?t=${token}`)
    expect(await page.text()).toContain('>Berhenti berlangganan</button>')
    expect((await subscriberOf('satu-klik@example.test'))!.status).toBe('active')
    const oneClick = await post(`/subscribe/unsubscribe?t=${token}`, { 'List-Unsubscribe': 'One-Click' }, { origin: null })
    expect(oneClick.status).toBe(200)
    expect((await subscriberOf('satu-klik@example.test'))!.status).toBe('unsubscribed')
    // The multipart form RFC 8058 recommends, and a body that is no form at all, do the same.
    expect((await post(`/subscribe/unsubscribe?t=${token}`, {}, { origin: null, type: 'multipart/form-data; boundary=x', raw: '--x\r\nContent-Disposition: form-data; name="List-Unsubscribe"\r\n\r\nOne-Click\r\n--x--\r\n' })).status).toBe(200)
    expect((await post(`/subscribe/unsubscribe?t=${token}`, {}, { origin: null, type: 'text/plain', raw: '\u0000\u0001' })).status).toBe(200)
    expect(await (await get(`/subscribe/unsubscribe?t=${token}`)).text()).toContain('Anda sudah berhenti berlangganan')
    expect((await post(`/subscribe/unsubscribe?t=${token}`, { intent: 'resubscribe' }, { origin: 'https://jahat.example' })).status).toBe(403)
    expect((await post(`/subscribe/unsubscribe?t=${token}`, { intent: 'resubscribe' }, { origin: null })).status).toBe(403)
    expect((await subscriberOf('satu-klik@example.test'))!.status).toBe('unsubscribed')
    const back = await post(`/subscribe/unsubscribe?t=${token}`, { intent: 'resubscribe' })
    expect(await back.text()).toContain('Langganan Anda aktif kembali')
    expect((await subscriberOf('satu-klik@example.test'))!.status).toBe('active')
  })

  it('lets a subscriber change interests, language and name through the manage link', async () => {
    const subscriber = await active('kelola@example.test')
    const token = encodeURIComponent(signLink(await linkKey(backend.content), 'manage', subscriber, clock.now().getTime()))
    const page = await (await get(`/subscribe/manage?t=${token}`)).text()
    expect(page).toContain('kelola@example.test')
    expect(page).toContain('>Simpan pilihan</button>')
    expect((await post(`/subscribe/manage?t=${token}`, { name: 'X', lang: 'en', categoryIds: [otherCategoryId] }, { origin: 'https://jahat.example' })).status).toBe(403)
    const refused = await post(`/subscribe/manage?t=${token}`, { name: 'Nama Baru', lang: 'xx', categoryIds: [otherCategoryId] })
    expect(refused.status).toBe(400)
    const refusedHtml = await refused.text()
    expect(refusedHtml).toContain('Bahasa tidak dikenal')
    expect(refusedHtml).toContain('value="Nama Baru"')
    const saved = await post(`/subscribe/manage?t=${token}`, { name: 'Nama Baru', lang: 'en', categoryIds: [otherCategoryId], practiceAreaIds: [areaId] })
    expect(saved.status).toBe(303)
    expect(saved.headers.get('location')).toBe(`/subscribe/manage?t=${token}&saved=1`)
    expect(await subscriberOf('kelola@example.test')).toMatchObject({ name: 'Nama Baru', lang: 'en', categoryIds: [otherCategoryId], practiceAreaIds: [areaId] })
    expect(await (await get(`/subscribe/manage?t=${token}&saved=1`)).text()).toContain('Pilihan Anda tersimpan.')
  })

  it('answers a used confirmation link 400 with a page saying so, as the README promises', async () => {
    await subscribe(valid({ email: 'sekali@example.test' }))
    const pending = (await subscriberOf('sekali@example.test'))!
    const link = `/subscribe/confirm?t=${encodeURIComponent(tokenIn(await readMail(`${pending.mail[0]!.id}.eml`), '/subscribe/confirm'))}`
    expect((await post(link, {})).status).toBe(200)
    for (const again of [() => get(link), () => post(link, {})]) {
      const res = await again()
      expect(res.status).toBe(400)
      expect(res.headers.get('cache-control')).toBe('no-store')
      const html = await res.text()
      expect(html).toContain('Tautan sudah dipakai')
      expect(html).toContain('Tautan konfirmasi ini sudah dipakai')
      expect(html).not.toContain('sekali@example.test')
    }
    expect((await subscriberOf('sekali@example.test'))!.status).toBe('active')
    // Under /en, in English.
    expect(await (await get(`/en${link}`)).text()).toContain('Link already used')
  })

  it('shows no address once the subscription has ended: the manage link says it ended and offers to subscribe again, and saves nothing', async () => {
    const subscriber = await active('berakhir@example.test')
    const key = await linkKey(backend.content)
    const manage = `/subscribe/manage?t=${encodeURIComponent(signLink(key, 'manage', subscriber, clock.now().getTime()))}`
    const unsubscribeLink = `/subscribe/unsubscribe?t=${encodeURIComponent(signLink(key, 'unsubscribe', subscriber, clock.now().getTime()))}`
    expect(await (await get(manage)).text()).toContain('berakhir@example.test')
    const left = await post(unsubscribeLink, {})
    expect(await left.text()).not.toContain('berakhir@example.test')
    const page = await get(manage)
    expect(page.status).toBe(200)
    expect(page.headers.get('cache-control')).toBe('no-store')
    const html = await page.text()
    expect(html).not.toContain('berakhir@example.test')
    expect(html).toContain('Langganan sudah berakhir')
    expect(html).toMatch(/<a class="button" href="\/subscribe">Berlangganan lagi<\/a>/)
    expect(html).not.toContain('>Simpan pilihan</button>')
    expect(await (await get(`${manage}&saved=1`)).text()).not.toContain('Pilihan Anda tersimpan.')
    expect(await (await get(unsubscribeLink)).text()).not.toContain('berakhir@example.test')
    const saved = await post(manage, { name: 'Nama Lain', lang: 'en' })
    expect(saved.status).toBe(409)
    const refused = await saved.text()
    expect(refused).not.toContain('berakhir@example.test')
    // Said as a refusal, where a form's errors are read: the page alone would look like a save.
    expect(refused).toContain('<p class="form-error" role="alert">Pilihan tidak disimpan: langganan ini sudah berakhir sebelum Anda menekan Simpan.</p>')
    expect(html).not.toContain('form-error')
    expect(await subscriberOf('berakhir@example.test')).toMatchObject({ status: 'unsubscribed', name: subscriber.name, lang: subscriber.lang })
    expect(await (await get(`/en${manage}`)).text()).toMatch(/<a class="button" href="\/en\/subscribe">Subscribe again<\/a>/)
  })

  it('answers a forged, tampered or unknown link 400 and an expired one 410, saying what to do, and limits link pages per address', async () => {
    const subscriber = await active('tautan@example.test')
    const key = await linkKey(backend.content)
    const manage = signLink(key, 'manage', subscriber, clock.now().getTime() - 91 * 86_400_000)
    const expired = await get(`/subscribe/manage?t=${encodeURIComponent(manage)}`)
    expect(expired.status).toBe(410)
    expect(await expired.text()).toContain('Tautan sudah kedaluwarsa')
    for (const token of ['', 'x', 'u.abc.def', `u.${subscriber.id}.${'A'.repeat(43)}`, '%00%0d%0a', 'u.'.repeat(100), `m.${subscriber.id}.zzzzzzzz.${'B'.repeat(43)}`]) {
      for (const linkPath of ['/subscribe/confirm', '/subscribe/manage', '/subscribe/unsubscribe']) {
        const res = await get(`${linkPath}?t=${encodeURIComponent(token)}`)
        expect(res.status, `${linkPath} ${token}`).toBe(400)
        expect(res.headers.get('cache-control')).toBe('no-store')
      }
    }
    expect(await (await get('/subscribe/confirm?t=x')).text()).toContain('Tautan tidak berlaku')
    // 30 link pages a minute per address; the 31st waits.
    const address = '10.98.0.1'
    for (let i = 0; i < LINK_RATE.limit; i++) await get('/subscribe/confirm?t=x', address)
    const limited = await get('/subscribe/confirm?t=x', address)
    expect(limited.status).toBe(429)
    expect(limited.headers.get('retry-after')).toBeTruthy()
    expect((await get('/subscribe/confirm?t=x', '10.98.0.2')).status).toBe(400)
    expect((await checkLink(backend.content, 'unsubscribe', signLink(key, 'unsubscribe', subscriber, 0), clock.now().getTime())).ok).toBe(true)
  })
})

describe('publishing through the dashboard sends the alert', () => {
  it('an item published with Ya becomes one alert, and the queue emails each matching subscriber once', async () => {
    const f = fixtures(backend)
    await subscribe(valid({ email: 'penerima@example.test', categoryIds: [otherCategoryId] }))
    const pending = (await subscriberOf('penerima@example.test'))!
    await post(`/subscribe/confirm?t=${encodeURIComponent(tokenIn(await readMail(`${pending.mail[0]!.id}.eml`), '/subscribe/confirm'))}`, {})
    const publication = await f.publication({ title: 'Peraturan Ketenagakerjaan Terbaru', categoryId: otherCategoryId, publishedAt: clock.now().toISOString(), sendAlert: 'yes' })
    expect(await backend.content.get('alerts', `publications-${publication.id}`)).toMatchObject({ state: 'preparing', reason: 'chosen' })
    const queue = createAlertQueue({ store: backend.content, mailer: createOutboxMailer({ dir: outboxDir(backend.dataDir), from: 'noreply@www.example.test' }), now: clock.now, baseUrl: TEST_ORIGIN, ratePerMinute: 6000, sleep: async () => {} })
    const result = await queue.drain()
    expect(result.sent).toBeGreaterThanOrEqual(1)
    const file = `alert-publications-${publication.id}-${pending.id}.eml`
    expect(await outbox()).toContain(file)
    const eml = (await readMail(file)).replace(/=\r\n/g, '')
    expect(eml).toContain('Peraturan Ketenagakerjaan Terbaru')
    expect(eml).toContain(`${TEST_ORIGIN}/publications/${publication.slug}`)
  })
})

describe('privacy', () => {
  it('keeps subscribers out of every public page, feed, sitemap and search, and their writes leave the render cache alone', async () => {
    await subscribe(valid({ email: 'rahasia.pelanggan@example.test', name: 'Pelanggan Rahasia' }))
    await get('/')
    const generation = app.cache.generation
    await subscribe(valid({ email: 'rahasia.dua@example.test' }))
    expect(app.cache.generation).toBe(generation)
    for (const page of ['/', '/blogs', '/sitemap.xml', '/blogs/feed.xml', '/publications/feed.xml', '/search?q=Rahasia', '/api/search?q=rahasia', '/en/search?q=rahasia']) {
      const text = await (await get(page)).text()
      expect(text, page).not.toContain('rahasia.pelanggan')
      expect(text, page).not.toContain('Pelanggan Rahasia')
    }
    for (const index of ['public', 'public-en', 'staff'] as const) {
      const ids = await backend.search.parentIds(index)
      expect([...ids].some((id) => id.startsWith('subscribers/') || id.startsWith('alert'))).toBe(false)
    }
  })
})
