import { readdir, readFile } from 'node:fs/promises'
import path from 'node:path'
import { afterAll, beforeAll, beforeEach, describe, expect, it } from 'vitest'
import { APPLICATION_MSG } from '../../../../shared/collections/applications'
import { SETTINGS_ID } from '../../../../shared/collections/settings'
import { MSG } from '../../../../shared/schemas/messages'
import type { Application, OpeningData } from '../../../../shared/schemas/types'
import type { App } from '../../app'
import { outboxDir } from '../../mail/create-mailer'
import { exampleData } from '../../testing/example-data'
import { tinyJpeg, tinyPdf } from '../../testing/fixtures'
import { objectStreamBomb } from '../../testing/pdf-bombs'
import { fromAddress, TEST_ORIGIN } from '../../testing/staff-session'
import { createTestApp, createTestBackend, TestClock, type TestBackend } from '../../testing/test-backend'
import { SENT_MESSAGE } from './public-routes'
import { APPLICATION_BODY_LIMIT, NOT_SENT } from './submit'
import { APPLICATION_ACTION } from '../../../../shared/urls'
import { UI } from '../../../../web/src/i18n/ui'
import { englishFormMessage } from '../../../../shared/i18n/form-messages-en'
import { APP_CHECK_HEADER, APP_CHECK_NEEDS_SCRIPT, guardPublicWrites } from '../../security/app-check'

let backend: TestBackend
let app: App
let clock: TestClock
let visitor = 0
let pdf: Uint8Array

/** A new client address per test unless one is given: the per-address limit is tested on its own. */
const nextAddress = () => `10.7.${(++visitor >> 8) & 255}.${visitor & 255}`

async function token(): Promise<string> {
  const res = await app.request('/career/lamaran/token')
  expect(res.headers.get('cache-control')).toBe('no-store')
  return ((await res.json()) as { token: string }).token
}

const valid = (over: Record<string, string> = {}) => ({
  opening: 'associate-korporasi',
  name: 'Sari Wulandari',
  email: 'sari@example.test',
  phone: '0812 3456 7890',
  linkedinUrl: 'https://www.linkedin.com/in/sari-wulandari',
  coverLetter: 'Saya tertarik pada praktik korporasi dan telah dua tahun menangani uji tuntas.',
  consent: 'ya',
  website: '',
  ...over,
})

/** Sends the form as a browser does (multipart, the CV as a file), from `address`, after the form was open `openMs`. */
async function send(fields: Record<string, string>, options: { cv?: { bytes: Uint8Array; name: string; type?: string } | null; json?: boolean; address?: string; openMs?: number; origin?: string } = {}) {
  const formToken = fields.formToken ?? (await token())
  clock.advance(options.openMs ?? 5_000)
  const body = new FormData()
  for (const [name, value] of Object.entries({ ...fields, formToken })) body.append(name, value)
  const cv = options.cv === undefined ? { bytes: pdf, name: 'CV Sari.pdf' } : options.cv
  // A file input left empty still sends a part, with no name and no bytes.
  body.append('cv', cv ? new File([cv.bytes as Uint8Array<ArrayBuffer>], cv.name, { type: cv.type ?? 'application/pdf' }) : new File([], '', { type: 'application/octet-stream' }))
  const res = await app.request(
    `${TEST_ORIGIN}/career/lamaran`,
    { method: 'POST', headers: { origin: options.origin ?? TEST_ORIGIN, accept: options.json ? 'application/json' : 'text/html' }, body },
    fromAddress(options.address ?? nextAddress()),
  )
  return { res, body: await res.text() }
}

const stored = (): Promise<Application[]> => backend.content.query('applications', { orderBy: [{ field: 'createdAt', direction: 'desc' }] })
const outbox = async () => (await readdir(outboxDir(backend.dataDir)).catch(() => [] as string[])).sort()

/** The text of the error next to a field. */
const fieldError = (html: string, field: string) => (new RegExp(`id="apply-${field}-error"[^>]*>([^<]*)<`).exec(html)?.[1] ?? '')

async function opening(data: Partial<OpeningData> & { title: string; slug: string }) {
  return backend.content.create('openings', exampleData('openings', { location: 'Jakarta Selatan', closesOn: '2026-07-31', ...data }), { actor: 'test' })
}

beforeAll(async () => {
  clock = new TestClock()
  backend = createTestBackend()
  app = createTestApp(backend, { now: clock.now })
  pdf = await tinyPdf('CV Sari Wulandari')
  await backend.content.create('settings', exampleData('settings', { name: 'Firma Contoh', email: 'kantor@example.test', careerEmail: 'karier@example.test' }), { actor: 'seed', id: SETTINGS_ID })
  await opening({ title: 'Associate Korporasi', slug: 'associate-korporasi' })
})
afterAll(async () => {
  await backend.cleanup()
})
beforeEach(() => {
  clock.advance(3_600_000)
})

describe('the application form', () => {
  it('is on an opening’s page and, as an open application, on /career, with the labels the issue names', async () => {
    for (const [path, heading] of [
      ['/career/associate-korporasi', 'Lamar posisi Associate Korporasi'],
      ['/career', 'Kirim lamaran terbuka'],
    ] as const) {
      const html = await (await app.request(path)).text()
      expect(html, path).toContain(heading)
      const form = /<form class="application-form"[^>]*>/.exec(html)![0]
      for (const attribute of ['method="post"', 'action="/career/lamaran"', 'enctype="multipart/form-data"']) expect(form.toLowerCase()).toContain(attribute)
      for (const label of ['Nama', 'Email', 'Telepon', 'URL LinkedIn', 'CV', 'Surat lamaran']) expect(html).toMatch(new RegExp(`<label for="apply-[A-Za-z]+">${label}</label>`))
      expect(html).toMatch(/<label for="apply-consent">Saya menyetujui [^<]*<a href="\/privacy">/)
      expect(html).toContain('>Kirim lamaran</button>')
      expect(html).toContain('accept="application/pdf,.pdf"')
    }
    expect(await (await app.request('/career')).text()).toContain('name="opening" value=""')
  })
})

describe('POST /career/lamaran without JavaScript', () => {
  it('stores the application with its CV, emails the firm and the candidate, and redirects to the thank-you page', async () => {
    const { res } = await send(valid())
    expect(res.status).toBe(303)
    expect(res.headers.get('location')).toBe('/career/lamaran/terima-kasih')
    const [application] = await stored()
    expect(application).toMatchObject({
      name: 'Sari Wulandari',
      email: 'sari@example.test',
      phone: '+6281234567890',
      linkedinUrl: 'https://www.linkedin.com/in/sari-wulandari',
      openingTitle: 'Associate Korporasi',
      status: 'new',
      unread: true,
      emailKey: 'sari@example.test',
      spamReasons: [],
      mailDue: false,
      cv: { contentType: 'application/pdf', size: pdf.byteLength, originalName: 'CV Sari.pdf' },
    })
    expect(application!.cv.path).toMatch(/^application_cvs\/[0-9a-f-]{36}\.pdf$/)
    expect(Buffer.from((await backend.files.read(application!.cv.path))!)).toEqual(Buffer.from(pdf))
    expect(application!.mail.map((m) => [m.kind, m.to, m.state])).toEqual([
      ['notification', ['karier@example.test'], 'sent'],
      ['acknowledgement', ['sari@example.test'], 'sent'],
    ])
    const files = await outbox()
    expect(files).toContain(`application-${application!.id}-notification.eml`)
    const notification = await readFile(path.join(outboxDir(backend.dataDir), `application-${application!.id}-notification.eml`), 'utf8')
    expect(notification).toContain('Associate Korporasi')
    expect(notification).toContain(`/dashboard/applications/${application!.id}`)
    const acknowledgement = await readFile(path.join(outboxDir(backend.dataDir), `application-${application!.id}-acknowledgement.eml`), 'utf8')
    expect(acknowledgement).not.toContain('Sari')
    const thanks = await app.request('/career/lamaran/terima-kasih')
    expect(thanks.status).toBe(200)
    expect(await thanks.text()).toContain('Lamaran terkirim')
  })

  it('takes an open application from /career (no opening)', async () => {
    const { res } = await send(valid({ opening: '', email: 'terbuka@example.test' }))
    expect(res.status).toBe(303)
    expect((await stored())[0]).toMatchObject({ email: 'terbuka@example.test', openingId: '', openingTitle: '' })
  })

  it('shows the form again with each message and everything typed; a CV that passed is kept, not asked again', async () => {
    const before = (await stored()).length
    const { res, body } = await send(valid({ name: '', phone: '12', linkedinUrl: 'https://example.test/sari', consent: '' }))
    expect(res.status).toBe(400)
    expect(res.headers.get('cache-control')).toBe('no-store')
    expect(body).toContain(NOT_SENT)
    expect(fieldError(body, 'name')).toBe(APPLICATION_MSG.nameRequired)
    expect(fieldError(body, 'phone')).not.toBe('')
    expect(fieldError(body, 'linkedinUrl')).toBe(MSG.linkedin('https://www.linkedin.com'))
    expect(fieldError(body, 'consent')).toBe(APPLICATION_MSG.consent)
    expect(body).toContain('value="sari@example.test"')
    expect(body).toContain('Saya tertarik pada praktik korporasi')
    expect(body).toContain('Terlampir: CV Sari.pdf')
    expect(body).toContain('<meta name="robots" content="noindex')
    expect((await stored()).length).toBe(before)
    // The second try sends the kept CV back instead of a file.
    const kept = /name="cvKept" value="([^"]+)"/.exec(body)![1]!
    const again = await send(valid({ cvKept: kept.replace(/&quot;/g, '"') }), { cv: null })
    expect(again.res.status).toBe(303)
    const [application] = await stored()
    expect(application!.cv.originalName).toBe('CV Sari.pdf')
    expect(await backend.files.stat(application!.cv.path)).not.toBeNull()
  })

  it('refuses a missing CV, a CV that is not a PDF by its bytes, and a forged kept CV, next to the field', async () => {
    expect(fieldError((await send(valid(), { cv: null })).body, 'cv')).toBe(APPLICATION_MSG.cvRequired)
    const disguised = await send(valid(), { cv: { bytes: await tinyJpeg(), name: 'cv.pdf', type: 'application/pdf' } })
    expect(disguised.res.status).toBe(400)
    expect(fieldError(disguised.body, 'cv')).toBe(MSG.cvType)
    const cut = await send(valid(), { cv: { bytes: pdf.slice(0, pdf.byteLength - 40), name: 'cv.pdf' } })
    expect(fieldError(cut.body, 'cv')).toBe(MSG.pdfCorrupt)
    const forged = await send(valid({ cvKept: 'eyJ4Ijp0cnVlfQ.AAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAA' }), { cv: null })
    expect(fieldError(forged.body, 'cv')).toBe(APPLICATION_MSG.cvRequired)
  })

  it('refuses a CV that is a PDF bomb next to its field, everything typed kept', async () => {
    const before = (await stored()).length
    const { res, body } = await send(valid(), { cv: { bytes: objectStreamBomb(300 * 1024 * 1024), name: 'cv.pdf' } })
    expect(res.status).toBe(400)
    expect(fieldError(body, 'cv')).toBe(MSG.pdfTooComplex)
    expect(body).toContain(NOT_SENT)
    expect(body).toContain('value="Sari Wulandari"')
    expect(body).toContain('Saya tertarik pada praktik korporasi')
    expect((await stored()).length).toBe(before)
  })

  it('answers a CV over 10 MB next to its field, keeping what was typed; a body past the limit is refused unread', async () => {
    const big = new Uint8Array(10 * 1024 * 1024 + 1)
    big.set(pdf)
    const { res, body } = await send(valid(), { cv: { bytes: big, name: 'besar.pdf' } })
    expect(res.status).toBe(400)
    expect(fieldError(body, 'cv')).toBe(MSG.cvSize)
    expect(body).toContain('value="Sari Wulandari"')
    const huge = await app.request(
      `${TEST_ORIGIN}/career/lamaran`,
      { method: 'POST', headers: { origin: TEST_ORIGIN, 'content-type': 'multipart/form-data; boundary=x', 'content-length': String(APPLICATION_BODY_LIMIT + 1) }, body: 'x' },
      fromAddress(nextAddress()),
    )
    expect(huge.status).toBe(413)
    expect(await huge.text()).toContain('Kiriman terlalu besar')
  })

  it('keeps what was typed when the opening closed meanwhile, offering the open application', async () => {
    await opening({ title: 'Paralegal', slug: 'paralegal', status: 'closed' })
    const { res, body } = await send(valid({ opening: 'paralegal' }))
    expect(res.status).toBe(409)
    expect(body).toContain(APPLICATION_MSG.openingClosed)
    expect(body).toContain('Kirim lamaran terbuka')
    expect(body).toContain('name="opening" value=""')
    expect(body).toContain('value="Sari Wulandari"')
  })

  it('refuses a post from another site', async () => {
    const { res } = await send(valid(), { origin: 'https://jahat.example' })
    expect(res.status).toBe(403)
  })
})

describe('POST /career/lamaran with JavaScript', () => {
  it('the form script says the refusal in the server’s words, in each language', () => {
    expect(UI.id.formScripts.application.notSent).toBe(NOT_SENT)
    expect(UI.en.formScripts.application.notSent).toBe(englishFormMessage(NOT_SENT))
  })

  it('answers JSON: ok with the thank-you address, or the messages and a fresh token', async () => {
    const ok = await send(valid({ email: 'json@example.test' }), { json: true })
    expect(ok.res.status).toBe(200)
    expect(JSON.parse(ok.body)).toEqual({ ok: true, message: SENT_MESSAGE, redirect: '/career/lamaran/terima-kasih' })
    const refused = await send(valid({ email: 'bukan' }), { json: true })
    expect(refused.res.status).toBe(400)
    const reply = JSON.parse(refused.body) as { ok: boolean; errors: Record<string, string[]>; token: string; keptCv: { name: string } | null }
    expect(reply.ok).toBe(false)
    expect(reply.errors.email).toEqual([MSG.emailInvalid])
    expect(reply.token).toMatch(/\./)
    expect(reply.keptCv?.name).toBe('CV Sari.pdf')
    expect((reply as { opening?: string }).opening).toBe('associate-korporasi')
    // The opening closed meanwhile: the form is an open application from now on, nothing typed lost.
    const closed = await send(valid({ opening: 'paralegal' }), { json: true })
    expect(closed.res.status).toBe(409)
    expect(JSON.parse(closed.body)).toMatchObject({ ok: false, formError: APPLICATION_MSG.openingClosed, opening: '' })
  })
})

/**
 * App Check as deployed on Firebase (cloud-functions/app-handler.ts wraps the app in the guard), with a
 * stand-in verifier: Google's endpoint cannot be reached from here.
 */
describe('App Check on /career/lamaran (APP_CHECK=enforce, a stand-in verifier)', () => {
  const verify = async (token: string) => {
    if (token !== 'valid-token') throw new Error('app-check/invalid-argument')
  }
  async function sendGuarded(fields: Record<string, string>, options: { json?: boolean; appCheck?: string } = {}) {
    const formToken = await token()
    clock.advance(5_000)
    const body = new FormData()
    for (const [name, value] of Object.entries({ ...fields, formToken })) body.append(name, value)
    body.append('cv', new File([pdf as Uint8Array<ArrayBuffer>], 'CV Sari.pdf', { type: 'application/pdf' }))
    const headers: Record<string, string> = { origin: TEST_ORIGIN, accept: options.json ? 'application/json' : 'text/html' }
    if (options.appCheck) headers[APP_CHECK_HEADER] = options.appCheck
    const fetch = guardPublicWrites(app.fetch, { mode: 'enforce', verify, formPaths: [APPLICATION_ACTION] })
    const res = await fetch(new Request(`${TEST_ORIGIN}/career/lamaran`, { method: 'POST', headers, body }), fromAddress(nextAddress()))
    return { res, body: await res.text() }
  }
  const cvFiles = async () => (await backend.files.list('application_cvs/')).length

  it('shows the form sent without JavaScript again on the opening’s page, everything typed kept, asking for JavaScript (403); neither the application nor its CV is stored', async () => {
    const [before, files] = [(await stored()).length, await cvFiles()]
    const { res, body } = await sendGuarded(valid({ name: 'Tanpa Skrip' }))
    expect(res.status).toBe(403)
    expect(res.headers.get('cache-control')).toBe('no-store')
    expect(body).toContain('Lamar posisi Associate Korporasi')
    expect(body).toContain(APP_CHECK_NEEDS_SCRIPT('Lamaran'))
    expect(body).toContain('value="Tanpa Skrip"')
    expect((await stored()).length).toBe(before)
    expect(await cvFiles()).toBe(files)
  })

  it('stores an application sent with JavaScript and a verified token; without one, the same message comes as JSON', async () => {
    const before = (await stored()).length
    const ok = await sendGuarded(valid({ name: 'Dengan Token' }), { json: true, appCheck: 'valid-token' })
    expect(ok.res.status).toBe(200)
    expect((await stored())[0]).toMatchObject({ name: 'Dengan Token', status: 'new' })
    const missing = await sendGuarded(valid(), { json: true })
    expect(missing.res.status).toBe(403)
    expect(JSON.parse(missing.body)).toMatchObject({ ok: false, formError: APP_CHECK_NEEDS_SCRIPT('Lamaran'), opening: 'associate-korporasi' })
    expect((await stored()).length).toBe(before + 1)
  })
})

describe('spam guard', () => {
  it('keeps a honeypot or too-fast submission as Spam, unannounced; only the quick one, maybe a person, is acknowledged', async () => {
    const trap = await send(valid({ website: 'https://spam.example', email: 'bot@example.test' }))
    expect(trap.res.status).toBe(303)
    expect((await stored())[0]).toMatchObject({ email: 'bot@example.test', status: 'spam', unread: false, spamReasons: ['honeypot'], mail: [] })
    const files = await outbox()
    const fast = await send(valid({ email: 'cepat@example.test' }), { openMs: 500 })
    expect(fast.res.status).toBe(303)
    const [quick] = await stored()
    expect(quick).toMatchObject({ email: 'cepat@example.test', status: 'spam', unread: false, spamReasons: ['too-fast'] })
    expect(quick!.mail.map((m) => [m.kind, m.to, m.state])).toEqual([['acknowledgement', ['cepat@example.test'], 'sent']])
    expect((await outbox()).filter((file) => !files.includes(file))).toEqual([`application-${quick!.id}-acknowledgement.eml`])
  })

  it('answers the 6th submission in a minute from one address with 429, storing nothing', async () => {
    const address = '10.99.0.1'
    for (let i = 0; i < 5; i++) expect((await send(valid({ email: `batas${i}@example.test` }), { address, openMs: 4_000 })).res.status).toBe(303)
    const before = (await stored()).length
    const limited = await send(valid({ email: 'keenam@example.test' }), { address, openMs: 4_000 })
    expect(limited.res.status).toBe(429)
    expect(limited.res.headers.get('retry-after')).toMatch(/^\d+$/)
    expect(limited.body).toContain('Terlalu banyak')
    expect(limited.body).toContain('value="keenam@example.test"')
    expect((await stored()).length).toBe(before)
  })
})

describe('privacy', () => {
  it('never shows applications or CVs on public addresses', async () => {
    const [application] = await stored()
    expect((await app.request(`/media/${application!.cv.path}`)).status).toBe(404)
    for (const page of ['/sitemap.xml', '/career', '/search?q=Wulandari', '/blogs/feed.xml']) {
      const html = await (await app.request(page)).text()
      expect(html, page).not.toContain('sari@example.test')
      expect(html, page).not.toContain('application_cvs')
    }
  })

  it('the privacy notice says what an application holds and how long it is kept', async () => {
    const html = await (await app.request('/privacy')).text()
    expect(html).toContain('Lamaran kerja')
    expect(html).toContain('CV dalam bentuk PDF')
    expect(html).toContain('paling lama 6 bulan sejak diterima')
  })

  it('a stream of applications leaves the render cache alone', async () => {
    await app.request('/career')
    expect((await app.request('/career')).headers.get('x-render-cache')).toBe('HIT')
    await send(valid({ email: 'cache@example.test' }))
    expect((await app.request('/career')).headers.get('x-render-cache')).toBe('HIT')
  })
})
