import { readdir, readFile } from 'node:fs/promises'
import path from 'node:path'
import { afterAll, beforeAll, beforeEach, describe, expect, it } from 'vitest'
import { SETTINGS_ID } from '../../../../shared/collections/settings'
import type { App } from '../../app'
import { outboxDir } from '../../mail/create-mailer'
import { createSpamGuard } from '../../security/spam-guard'
import { FORM_TOKEN_MAX_AGE_MS } from '../../security/form-token'
import { exampleData } from '../../testing/example-data'
import { fixtures } from '../../testing/fixtures'
import { fromAddress, TEST_ORIGIN } from '../../testing/staff-session'
import { createTestApp, createTestBackend, testConfig, TestClock, type TestBackend } from '../../testing/test-backend'
import { INQUIRY_BODY_LIMIT, SENT_MESSAGE } from './public-routes'
import { INQUIRY_ACTION } from '../../../../shared/urls'
import { APP_CHECK_HEADER, APP_CHECK_NEEDS_SCRIPT, APP_CHECK_REFUSED, guardPublicWrites, type AppCheckMode } from '../../security/app-check'

let backend: TestBackend
let app: App
let clock: TestClock
let visitor = 0
let areaId = ''
let taxAreaId = ''

/** A new client address per test unless one is given: the per-address limit is tested on its own. */
const nextAddress = () => `10.9.${(++visitor >> 8) & 255}.${visitor & 255}`

async function token(): Promise<string> {
  const res = await app.request('/contact-us/token')
  expect(res.headers.get('cache-control')).toBe('no-store')
  return ((await res.json()) as { token: string }).token
}

const valid = (over: Record<string, string> = {}) => ({
  name: 'Budi Santoso',
  email: 'budi@example.test',
  phone: '0812 3456 7890',
  company: 'PT Contoh Makmur',
  practiceAreaId: '',
  message: 'Kami memerlukan pendampingan dalam sengketa kontrak pasokan dengan mitra kami.',
  otherParties: 'PT Mitra Sejahtera',
  consent: 'ya',
  website: '',
  target: '',
  ...over,
})

/** Sends the form as a browser does, from `address`, after the form was open `openMs`. */
async function send(fields: Record<string, string>, options: { json?: boolean; address?: string; openMs?: number; origin?: string } = {}) {
  const formToken = fields.formToken ?? (await token())
  clock.advance(options.openMs ?? 5_000)
  const res = await app.request(
    `${TEST_ORIGIN}/contact-us`,
    {
      method: 'POST',
      headers: { origin: options.origin ?? TEST_ORIGIN, 'content-type': 'application/x-www-form-urlencoded', accept: options.json ? 'application/json' : 'text/html' },
      body: new URLSearchParams({ ...fields, formToken }),
    },
    fromAddress(options.address ?? nextAddress()),
  )
  return { res, body: await res.text() }
}

const stored = () => backend.content.query('inquiries', { orderBy: [{ field: 'createdAt', direction: 'desc' }] })
const outbox = async () => (await readdir(outboxDir(backend.dataDir)).catch(() => [] as string[])).sort()

beforeAll(async () => {
  clock = new TestClock()
  backend = createTestBackend()
  app = createTestApp(backend, { now: clock.now })
  await backend.content.create(
    'settings',
    exampleData('settings', { name: 'Firma Contoh', email: 'kantor@example.test', areaInquiryEmails: ['pajak: tim.pajak@example.test, partner.pajak@example.test'], inquiryRetentionMonths: '18' }),
    { actor: 'seed', id: SETTINGS_ID },
  )
  const f = fixtures(backend)
  areaId = (await f.practiceArea('Litigasi')).id
  taxAreaId = (await f.practiceArea('Pajak')).id
  await f.profile({ name: 'Rina Advokat', slug: 'rina-advokat', email: 'rina@example.test' })
})
afterAll(async () => {
  await backend.cleanup()
})
beforeEach(() => {
  clock.advance(3_600_000)
})

describe('POST /contact-us without JavaScript', () => {
  it('stores the inquiry, emails the firm and the sender, and redirects to the thank-you page (refreshing it sends nothing)', async () => {
    const before = (await stored()).length
    const { res } = await send(valid({ practiceAreaId: areaId }))
    expect(res.status).toBe(303)
    expect(res.headers.get('location')).toBe('/contact-us/terima-kasih')
    const [inquiry] = await stored()
    expect((await stored()).length).toBe(before + 1)
    expect(inquiry).toMatchObject({ name: 'Budi Santoso', email: 'budi@example.test', phone: '+6281234567890', status: 'new', unread: true, emailKey: 'budi@example.test', practiceAreaId: areaId, spamReasons: [], mailDue: false })
    expect(inquiry!.mail.map((m) => [m.kind, m.to, m.state])).toEqual([
      ['notification', ['kantor@example.test'], 'sent'],
      ['acknowledgement', ['budi@example.test'], 'sent'],
    ])
    const files = await outbox()
    expect(files).toEqual(expect.arrayContaining([`inquiry-${inquiry!.id}-notification.eml`, `inquiry-${inquiry!.id}-acknowledgement.eml`]))
    const notification = await readFile(path.join(outboxDir(backend.dataDir), `inquiry-${inquiry!.id}-notification.eml`), 'utf8')
    expect(notification).toContain('Reply-To: budi@example.test')
    expect(notification).toContain('Litigasi')
    const thanks = await app.request('/contact-us/terima-kasih')
    expect(thanks.status).toBe(200)
    expect(await thanks.text()).toContain('Terima kasih, pesan Anda telah terkirim')
    await app.request('/contact-us/terima-kasih')
    expect((await stored()).length).toBe(before + 1)
  })

  it('shows the form again with what was typed and a message next to each field, storing nothing', async () => {
    const before = (await stored()).length
    const { res, body } = await send(valid({ name: '', email: 'bukan-email', message: 'Terlalu pendek', consent: '', company: 'PT Tetap Ada' }))
    expect(res.status).toBe(400)
    expect(res.headers.get('cache-control')).toBe('no-store')
    expect(body).toContain('Periksa kembali pesan Anda')
    expect(body).toContain('Nama harus diisi')
    expect(body).toContain('Alamat email tidak valid')
    expect(body).toContain('Pesan minimal 20 karakter')
    expect(body).toContain('Centang persetujuan ini')
    expect(body).toContain('value="PT Tetap Ada"')
    expect(body).toContain('Terlalu pendek</textarea>')
    expect(body).toMatch(/<meta name="robots" content="noindex"/)
    expect((await stored()).length).toBe(before)
  })

  it('notifies the recipients the settings name for the chosen practice area instead of the main email', async () => {
    await send(valid({ practiceAreaId: taxAreaId }))
    expect((await stored())[0]!.mail[0]!.to).toEqual(['tim.pajak@example.test', 'partner.pajak@example.test'])
    // An area the settings do not name: the main email.
    await send(valid({ target: 'practiceArea:litigasi' }))
    expect((await stored())[0]!.mail[0]!.to).toEqual(['kantor@example.test'])
  })

  it('addresses the inquiry to the attorney whose page it came from, and notifies them too', async () => {
    await send(valid({ target: 'attorney:rina-advokat' }))
    const [inquiry] = await stored()
    expect(inquiry!.target).toEqual({ kind: 'attorney', id: expect.any(String), name: 'Rina Advokat', path: '/attorneys/rina-advokat' })
    expect(inquiry!.mail[0]!.to).toEqual(['kantor@example.test', 'rina@example.test'])
    // An unknown or malformed target is the firm.
    await send(valid({ target: 'attorney:../../x' }))
    expect((await stored())[0]!.target.kind).toBe('firm')
  })

  it('keeps an inquiry whose emails fail, and marks them to be tried again', async () => {
    const failing = createTestApp(backend, { now: clock.now, mailer: { transport: 'smtp', send: async () => Promise.reject(new Error('connect ECONNREFUSED 127.0.0.1:25')) } })
    const formToken = await token()
    clock.advance(5_000)
    const res = await failing.request(
      `${TEST_ORIGIN}/contact-us`,
      { method: 'POST', headers: { origin: TEST_ORIGIN, 'content-type': 'application/x-www-form-urlencoded' }, body: new URLSearchParams({ ...valid(), formToken }) },
      fromAddress(nextAddress()),
    )
    expect(res.status).toBe(303)
    const [inquiry] = await stored()
    expect(inquiry).toMatchObject({ status: 'new', mailDue: true })
    expect(inquiry!.mail.map((m) => [m.state, m.attempts, m.lastError])).toEqual([
      ['pending', 1, 'connect ECONNREFUSED 127.0.0.1:25'],
      ['pending', 1, 'connect ECONNREFUSED 127.0.0.1:25'],
    ])
  })
})

describe('POST /contact-us with JavaScript', () => {
  it('answers JSON: sent, or the messages by field and a fresh token', async () => {
    const ok = await send(valid(), { json: true })
    expect(ok.res.status).toBe(200)
    expect(JSON.parse(ok.body)).toEqual({ ok: true, message: SENT_MESSAGE })
    const refused = await send(valid({ email: '' }), { json: true })
    expect(refused.res.status).toBe(400)
    const reply = JSON.parse(refused.body) as { ok: boolean; errors: Record<string, string[]>; token: string }
    expect(reply.ok).toBe(false)
    expect(reply.errors).toEqual({ email: ['Email harus diisi'] })
    expect(reply.token).toMatch(/^[0-9a-z]+\.[\w-]{43}$/)
  })
})

/**
 * App Check as deployed on Firebase: the site function wraps the app in the guard
 * (cloud-functions/app-handler.ts). The verifier is a stand-in, since Google's endpoint (firebase-admin's
 * verifyToken fetches its keys) cannot be reached from here: it accepts one token.
 */
describe('App Check on /contact-us (APP_CHECK monitor or enforce, a stand-in verifier)', () => {
  const verify = async (token: string) => {
    if (token !== 'valid-token') throw new Error('app-check/invalid-argument')
  }
  const logged: string[] = []
  const guarded = (mode: Exclude<AppCheckMode, 'off'>) => guardPublicWrites(app.fetch, { mode, verify, formPaths: [INQUIRY_ACTION], log: (line) => logged.push(line) })

  async function sendGuarded(mode: Exclude<AppCheckMode, 'off'>, fields: Record<string, string>, options: { json?: boolean; appCheck?: string } = {}) {
    const formToken = await token()
    clock.advance(5_000)
    const headers: Record<string, string> = { origin: TEST_ORIGIN, 'content-type': 'application/x-www-form-urlencoded', accept: options.json ? 'application/json' : 'text/html' }
    if (options.appCheck) headers[APP_CHECK_HEADER] = options.appCheck
    const request = new Request(`${TEST_ORIGIN}/contact-us`, { method: 'POST', headers, body: new URLSearchParams({ ...fields, formToken }) })
    const res = await guarded(mode)(request, fromAddress(nextAddress()))
    return { res, body: await res.text() }
  }

  it('enforce: a form sent without JavaScript (no token) is shown again with everything typed and a message asking for JavaScript (403); nothing stored or emailed', async () => {
    const [before, mails] = [(await stored()).length, (await outbox()).length]
    const { res, body } = await sendGuarded('enforce', valid({ name: 'Tanpa Skrip', company: 'PT Tanpa Skrip' }))
    expect(res.status).toBe(403)
    expect(res.headers.get('content-type')).toContain('text/html')
    expect(res.headers.get('cache-control')).toBe('no-store')
    expect(body).toContain('Periksa kembali pesan Anda')
    expect(body).toContain(APP_CHECK_NEEDS_SCRIPT('Pesan'))
    expect(body).toContain('Aktifkan JavaScript')
    expect(body).toContain('value="Tanpa Skrip"')
    expect(body).toContain('value="PT Tanpa Skrip"')
    expect((await stored()).length).toBe(before)
    expect((await outbox()).length).toBe(mails)
  })

  it('enforce: with JavaScript, a verified token is stored; no token gets the same message as JSON; a forged one is refused before the app (401)', async () => {
    const before = (await stored()).length
    const ok = await sendGuarded('enforce', valid({ name: 'Dengan Token' }), { json: true, appCheck: 'valid-token' })
    expect(ok.res.status).toBe(200)
    expect(JSON.parse(ok.body)).toEqual({ ok: true, message: SENT_MESSAGE })
    expect((await stored())[0]).toMatchObject({ name: 'Dengan Token', status: 'new', spamReasons: [] })
    const missing = await sendGuarded('enforce', valid(), { json: true })
    expect(missing.res.status).toBe(403)
    expect(JSON.parse(missing.body)).toMatchObject({ ok: false, errors: {}, formError: APP_CHECK_NEEDS_SCRIPT('Pesan') })
    const forged = await sendGuarded('enforce', valid(), { json: true, appCheck: 'forged-token' })
    expect(forged.res.status).toBe(401)
    expect(JSON.parse(forged.body)).toEqual({ error: APP_CHECK_REFUSED })
    expect((await stored()).length).toBe(before + 1)
  })

  it('monitor: a submission without a token is stored as usual and the missing token logged', async () => {
    logged.length = 0
    const before = (await stored()).length
    const { res } = await sendGuarded('monitor', valid({ name: 'Dipantau' }))
    expect(res.status).toBe(303)
    expect((await stored()).length).toBe(before + 1)
    expect((await stored())[0]).toMatchObject({ name: 'Dipantau', status: 'new' })
    expect(logged).toEqual(['App Check token missing on a public write'])
  })

  it('without the guard (APP_CHECK off, the embedded backend) nothing asks for a token', async () => {
    const { res } = await send(valid({ name: 'Tanpa Penjaga' }))
    expect(res.status).toBe(303)
  })
})

describe('the spam guard on /contact-us', () => {
  it('stores a filled honeypot and a forged token as Spam, answered like any other and emailed to no one', async () => {
    const files = (await outbox()).length
    for (const [fields, reason] of [
      [valid({ website: 'https://murah.example' }), 'honeypot'],
      [valid({ formToken: 'lqz.AAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAA' }), 'token'],
    ] as const) {
      const { res } = await send(fields, { openMs: 5_000 })
      expect(res.status, reason).toBe(303)
      const [inquiry] = await stored()
      expect(inquiry, reason).toMatchObject({ status: 'spam', unread: false, spamReasons: [reason], mail: [], mailDue: false })
    }
    expect((await outbox()).length).toBe(files)
  })

  it('keeps a form sent in under 3 s (autofill, a pasted message) in Spam, tells the firm nothing, yet acknowledges the sender', async () => {
    for (const [fields, reason] of [
      [valid({ email: 'cepat@example.test' }), 'too-fast'],
      [valid({ email: 'tautan@example.test', company: 'PT Contoh https://contoh.example' }), 'link-in-name'],
    ] as const) {
      const files = await outbox()
      const { res } = await send(fields, { openMs: reason === 'too-fast' ? 1_000 : 5_000 })
      expect(res.status, reason).toBe(303)
      expect(res.headers.get('location')).toBe('/contact-us/terima-kasih')
      const [inquiry] = await stored()
      expect(inquiry, reason).toMatchObject({ status: 'spam', unread: false, spamReasons: [reason], mailDue: false })
      expect(inquiry!.mail.map((m) => [m.kind, m.to, m.state]), reason).toEqual([['acknowledgement', [fields.email], 'sent']])
      const added = (await outbox()).filter((file) => !files.includes(file))
      expect(added, reason).toEqual([`inquiry-${inquiry!.id}-acknowledgement.eml`])
    }
  })

  it('answers the 6th submission in a minute from one address with 429 and an Indonesian message, storing nothing, input kept', async () => {
    const address = nextAddress()
    for (let i = 0; i < 5; i++) expect((await send(valid({ email: `orang${i}@example.test` }), { address, openMs: 4_000 })).res.status).toBe(303)
    const before = (await stored()).length
    const sixth = await send(valid({ email: 'keenam@example.test', company: 'PT Keenam' }), { address, openMs: 4_000 })
    expect(sixth.res.status).toBe(429)
    expect(Number(sixth.res.headers.get('retry-after'))).toBeGreaterThan(0)
    expect(sixth.body).toContain('Terlalu banyak pesan dari alamat internet Anda')
    expect(sixth.body).toContain('value="PT Keenam"')
    const json = await send(valid(), { address, json: true, openMs: 1 })
    expect(json.res.status).toBe(429)
    expect((JSON.parse(json.body) as { formError: string }).formError).toMatch(/^Terlalu banyak pesan/)
    expect((await stored()).length).toBe(before)
  })

  it('shows a form kept open past a token’s life again with a fresh token, instead of calling it spam', async () => {
    const old = await token()
    clock.advance(FORM_TOKEN_MAX_AGE_MS + 1)
    const before = (await stored()).length
    const { res, body } = await send(valid({ formToken: old }), { openMs: 0 })
    expect(res.status).toBe(400)
    expect(body).toContain('Formulir ini sudah terlalu lama terbuka')
    expect((await stored()).length).toBe(before)
  })

  it('takes its limits from the configuration (FORM_LIMIT_PER_EMAIL, FORM_LIMIT_PER_ADDRESS: params on Firebase)', async () => {
    const configured = createTestApp(backend, { now: clock.now, config: testConfig({ FORM_LIMIT_PER_EMAIL: '1', FORM_LIMIT_PER_ADDRESS: '2' }) })
    const post = async (email: string, address: string) => {
      const formToken = await token()
      clock.advance(5_000)
      return configured.request(`${TEST_ORIGIN}/contact-us`, { method: 'POST', headers: { origin: TEST_ORIGIN, 'content-type': 'application/x-www-form-urlencoded' }, body: new URLSearchParams({ ...valid({ email }), formToken }) }, fromAddress(address))
    }
    expect((await post('satu@example.test', nextAddress())).status).toBe(303)
    const sameEmail = await post('satu@example.test', nextAddress())
    expect(sameEmail.status).toBe(429)
    expect(await sameEmail.text()).toContain('alamat email ini')
    const address = nextAddress()
    expect((await post('dua@example.test', address)).status).toBe(303)
    expect((await post('tiga@example.test', address)).status).toBe(303)
    expect((await post('empat@example.test', address)).status).toBe(429)
  })

  it('uses the guard an app is given (limits per email)', async () => {
    const strict = createTestApp(backend, { now: clock.now, spamGuard: createSpamGuard({ perEmail: { limit: 1, windowMs: 60_000 } }) })
    const post = async () => {
      const formToken = await token()
      clock.advance(5_000)
      return strict.request(`${TEST_ORIGIN}/contact-us`, { method: 'POST', headers: { origin: TEST_ORIGIN, 'content-type': 'application/x-www-form-urlencoded' }, body: new URLSearchParams({ ...valid({ email: 'Sekali@Example.test' }), formToken }) }, fromAddress(nextAddress()))
    }
    expect((await post()).status).toBe(303)
    const second = await post()
    expect(second.status).toBe(429)
    expect(await second.text()).toContain('alamat email ini')
  })
})

describe('the largest inquiry the form accepts', () => {
  it('is stored and emailed (outbox) in well under a second, within the body limit', async () => {
    // The most bytes per counted character: 3-byte characters (one UTF-16 unit each), percent-encoded to 9 bytes.
    const message = '語'.repeat(5_000)
    const fields = valid({ message, otherParties: '語'.repeat(1_000), name: 'N'.repeat(120), company: 'P'.repeat(160) })
    const bytes = new URLSearchParams({ ...fields, formToken: await token() }).toString().length
    expect(bytes).toBeLessThanOrEqual(INQUIRY_BODY_LIMIT)
    const started = performance.now()
    const { res } = await send(fields)
    const ms = performance.now() - started
    console.log(`largest valid inquiry: ${bytes} bytes, answered in ${Math.round(ms)} ms`)
    expect(res.status).toBe(303)
    expect(ms).toBeLessThan(1_000)
    expect((await stored())[0]!.message).toBe(message)
  })
})

describe('what /contact-us refuses before reading', () => {
  it('refuses another site’s form (403) and a body past its limit (413), storing nothing', async () => {
    const before = (await stored()).length
    expect((await send(valid(), { origin: 'https://evil.example' })).res.status).toBe(403)
    const huge = await send(valid({ message: 'a'.repeat(INQUIRY_BODY_LIMIT + 10) }))
    expect(huge.res.status).toBe(413)
    expect(huge.body).toContain('Pesan terlalu panjang')
    expect((await stored()).length).toBe(before)
  })
})

describe('privacy of what visitors send', () => {
  it('keeps script payloads as text: escaped in the form shown again and in the notification’s HTML', async () => {
    const payload = '<script>alert("xss")</script><img src=x onerror=alert(1)>'
    const refused = await send(valid({ name: payload, company: payload, message: 'pendek' }))
    expect(refused.body).not.toContain('<script>alert("xss")')
    expect(refused.body).toContain('&lt;script&gt;alert(&quot;xss&quot;)&lt;/script&gt;')
    await send(valid({ name: `Budi ${payload}`.slice(0, 100), message: `Pesan cukup panjang ${payload}`, otherParties: payload }))
    const [inquiry] = await stored()
    const eml = await readFile(path.join(outboxDir(backend.dataDir), `inquiry-${inquiry!.id}-notification.eml`), 'utf8')
    const html = eml.split('Content-Type: text/html')[1]!.replace(/=\r\n/g, '').replace(/=3D/g, '=')
    expect(html).not.toMatch(/<script>alert|<img src=x/)
    expect(html).toContain('&lt;script&gt;')
    // The acknowledgement repeats nothing the visitor typed.
    const ack = await readFile(path.join(outboxDir(backend.dataDir), `inquiry-${inquiry!.id}-acknowledgement.eml`), 'utf8')
    expect(ack).not.toMatch(/script|Budi|Pesan cukup panjang/)
  })

  it('is in no public search result, feed, sitemap or page', async () => {
    await send(valid({ name: 'Zulkarnain Rahasiawan', message: 'Kata sandi perkara kerahasiaanxyz yang tidak boleh tampil di mana pun.' }))
    // A search page repeats its query: each search looks for one word and checks for the other.
    for (const [path, absent] of [
      ['/search?q=kerahasiaanxyz', /Zulkarnain|tidak boleh tampil/],
      ['/api/search?q=kerahasiaanxyz', /Zulkarnain|tidak boleh tampil/],
      ['/search?q=Zulkarnain', /kerahasiaanxyz|Rahasiawan/],
      ['/sitemap.xml', /kerahasiaanxyz|Zulkarnain/],
      ['/blogs/feed.xml', /kerahasiaanxyz|Zulkarnain/],
      ['/publications/feed.xml', /kerahasiaanxyz|Zulkarnain/],
      ['/contact-us', /kerahasiaanxyz|Zulkarnain/],
      ['/', /kerahasiaanxyz|Zulkarnain/],
    ] as const) {
      const body = await (await app.request(path, {}, fromAddress(nextAddress()))).text()
      expect(body, path).not.toMatch(absent)
    }
    expect(await backend.search.parentIds('staff')).not.toContain(`inquiries/${(await stored())[0]!.id}`)
  })

  it('never clears the render cache: a submission costs no visitor a fresh page', async () => {
    await app.request('/privacy')
    const entries = app.cache.size
    expect(entries).toBeGreaterThan(0)
    await send(valid())
    expect(app.cache.size).toBe(entries)
  })
})

describe('the forms on the pages', () => {
  it('puts the whole form on /contact-us, with the issue’s labels, a signed token, the practice areas and the consent linking to /privacy', async () => {
    const html = await (await app.request('/contact-us')).text()
    for (const label of ['Nama', 'Email', 'Telepon', 'Perusahaan', 'Bidang praktik', 'Pesan', 'Pihak lain yang terlibat']) {
      expect(html, label).toMatch(new RegExp(`<label for="contact-[A-Za-z]+">${label}(<span|</label>)`))
    }
    expect(html).toMatch(/<label for="contact-consent">Saya menyetujui[^<]*<a href="\/privacy">/)
    expect(html).toContain('<button type="submit" class="button">Kirim pesan</button>')
    expect(html).toMatch(/<input type="hidden" name="formToken" value="[0-9a-z]+\.[\w-]{43}"\/>/)
    expect(html).toContain(`<option value="${areaId}">Litigasi</option>`)
    expect(html).toContain('<a href="/privacy">Kebijakan Privasi</a>')
  })

  it('puts a short form addressed to the attorney, or to the practice, on their pages', async () => {
    const attorney = await (await app.request('/attorneys/rina-advokat')).text()
    expect(attorney).toContain('Kirim pesan kepada Rina Advokat')
    expect(attorney).toContain('<input type="hidden" name="target" value="attorney:rina-advokat"/>')
    expect(attorney).not.toContain('name="company"')
    const area = await (await app.request('/practice-area/litigasi')).text()
    expect(area).toContain('<input type="hidden" name="target" value="practiceArea:litigasi"/>')
    expect(area).toContain(`<input type="hidden" name="practiceAreaId" value="${areaId}"/>`)
  })
})

describe('/privacy', () => {
  it('says what is collected, why, for how long and whom to ask, under UU No. 27 Tahun 2022', async () => {
    const res = await app.request('/privacy')
    const html = await res.text()
    expect(res.status).toBe(200)
    expect(html).toContain('<h1>Kebijakan Privasi</h1>')
    expect(html).toContain('Undang-Undang Nomor 27 Tahun 2022')
    // The period Pengaturan Situs gives (18 months here; 12 when it gives none).
    expect(html).toContain('paling lama 18 bulan')
    expect(html).toContain('mailto:kantor@example.test?subject=Permintaan%20data%20pribadi')
    expect(html).not.toMatch(/noindex/)
  })
})
