/**
 * The public forms' messages in English (shared/i18n/form-messages-en.ts):
 *   - every message the forms' rules can produce has an English wording: the contact and
 *     application schemas are run over probes built from each field's limits, and over random
 *     input, and each message they give is looked up;
 *   - every way the two endpoints refuse a submission (the rules, a CV's bytes, a closed opening,
 *     the spam guard's limits and fill time, App Check, the same-origin check, the bounds on a
 *     form and a body) is played against the Indonesian endpoint and the English one: each
 *     Indonesian message is in the table, and the English endpoint answers with its English,
 *     by script (JSON) and without (the form shown again);
 *   - no entry of the table outlives its rule: each one is produced by one of the above.
 */
import { parseWithZod } from '@conform-to/zod/v4'
import fc from 'fast-check'
import { afterAll, beforeAll, describe, expect, it } from 'vitest'
import type * as z from 'zod'
import { applicationFormSchema, applications } from '../../../shared/collections/applications'
import { inquiries, INQUIRY_MESSAGE_MIN } from '../../../shared/collections/inquiries'
import { REGISTRATION_MSG, registrationFormSchema, registrations } from '../../../shared/collections/registrations'
import { englishFormMessage, FORM_MESSAGE_PATTERNS, formMessageIn, INDONESIAN_FORM_MESSAGES } from '../../../shared/i18n/form-messages-en'
import { CV_MAX_BYTES } from '../../../shared/schemas/limits'
import type { App } from '../app'
import { publicInquirySchema } from '../collections/inquiries/submit'
import { exampleData } from '../testing/example-data'
import { fixtures, tinyJpeg, tinyPdf } from '../testing/fixtures'
import { objectStreamBomb } from '../testing/pdf-bombs'
import { fromAddress, TEST_ORIGIN } from '../testing/staff-session'
import { createTestApp, createTestBackend, TestClock, type TestBackend } from '../testing/test-backend'
import { FORM_TOKEN_MAX_AGE_MS } from '../security/form-token'
import { FORM_LIMITS } from './dashboard/form-helpers'
import { INQUIRY_BODY_LIMIT } from '../collections/inquiries/public-routes'
import { APP_CHECK_HEADER, guardPublicWrites } from '../security/app-check'

/** Every Indonesian message seen, from the schemas and the endpoints: the table must cover each, and nothing more. */
const produced = new Set<string>()

function expectEnglish(messages: Iterable<string>, where: string) {
  const missing = [...new Set(messages)].filter((message) => englishFormMessage(message) === null)
  expect(missing, `${where}: messages without English in shared/i18n/form-messages-en.ts`).toEqual([])
}

// ---------------------------------------------------------------------------------------------
// The rules
// ---------------------------------------------------------------------------------------------

/** What a person (or a program) might type into a field of at most `max` characters. */
function probes(max: number | undefined, min = 0): (string | undefined)[] {
  const lengths = [0, 1, 2, min - 1, min, min + 1, 19, 20, 21, 100, 119, 120, 121, 160, 161, 254, 255, 999, 1_000, 1_001, 4_999, 5_000, 5_001]
  if (max) lengths.push(max - 1, max, max + 1)
  return [
    undefined,
    ' ',
    '\t',
    ...lengths.filter((n) => n >= 0).map((n) => 'x'.repeat(n)),
    ...lengths.filter((n) => n > 0).map((n) => 'é'.repeat(n)),
    'Jane Doe',
    'a\nb',
    'a\r\nb',
    'a\u2028b',
    'a\u0000b',
    'a\u0085b',
    'a\u000bb',
    'a\u001bb',
    'jane@example.test',
    'jane@',
    '@example.test',
    'jane@example',
    `${'a'.repeat(250)}@example.test`,
    '0812 3456 7890',
    '+62 21 5088 7700',
    '+0 21',
    '12',
    'abc',
    '+1234567890123456',
    'https://www.linkedin.com/in/jane-doe',
    'linkedin.com/in/jane-doe',
    'https://example.com/in/jane-doe',
    'javascript:alert(1)',
    'ya',
    'no',
    'on',
    '<script>alert(1)</script>',
    '   padded   ',
  ]
}

/** The messages `schema` gives for each probe of each field, the other fields left valid. */
function messagesOf(schema: z.ZodObject, valid: Record<string, string>, limits: Record<string, { max?: number; min?: number }>): string[] {
  const found: string[] = []
  const parse = (fields: Record<string, string | undefined>) => {
    const form = new FormData()
    for (const [name, value] of Object.entries(fields)) if (value !== undefined) form.append(name, value)
    const submission = parseWithZod(form, { schema })
    if (submission.status !== 'success') for (const messages of Object.values(submission.error ?? {})) found.push(...(messages ?? []))
  }
  parse(valid)
  expect(found, 'the valid form is valid').toEqual([])
  parse({})
  for (const name of Object.keys(schema.shape)) {
    for (const value of probes(limits[name]?.max, limits[name]?.min)) parse({ ...valid, [name]: value })
  }
  // Random input in every field at once, drawn from the whole of Unicode.
  fc.assert(
    fc.property(fc.dictionary(fc.constantFrom(...Object.keys(schema.shape)), fc.option(fc.string({ unit: 'binary', maxLength: 300 }), { nil: undefined })), (fields) => {
      parse({ ...valid, ...fields })
    }),
    { numRuns: 300 },
  )
  return found
}

const limitsOf = (fields: Record<string, { maxLength?: number }>, mins: Record<string, number> = {}) =>
  Object.fromEntries(Object.entries(fields).map(([name, field]) => [name, { max: field.maxLength, min: mins[name] }]))

describe('the rules of the public forms', () => {
  it('give only messages that have English: the contact form', () => {
    const valid = { name: 'Jane Doe', email: 'jane@example.test', phone: '', company: '', practiceAreaId: '', message: 'We need advice on a supply contract dispute.', otherParties: '', consent: 'ya' }
    const found = messagesOf(publicInquirySchema as unknown as z.ZodObject, valid, limitsOf(inquiries.fields, { message: INQUIRY_MESSAGE_MIN }))
    for (const message of found) produced.add(message)
    expect(new Set(found).size, 'the probes reach many rules').toBeGreaterThanOrEqual(12)
    expectEnglish(found, 'contact form rules')
  })

  it('give only messages that have English: the application form', () => {
    const valid = { name: 'Jane Doe', email: 'jane@example.test', phone: '+44 20 7946 0958', linkedinUrl: '', coverLetter: '', consent: 'ya' }
    const found = messagesOf(applicationFormSchema as unknown as z.ZodObject, valid, limitsOf(applications.fields))
    for (const message of found) produced.add(message)
    expect(new Set(found).size, 'the probes reach many rules').toBeGreaterThanOrEqual(10)
    expectEnglish(found, 'application form rules')
  })

  it('give only messages that have English: the event registration form', () => {
    const valid = { name: 'Jane Doe', email: 'jane@example.test', company: '', position: '', phone: '', questions: '', consent: 'ya' }
    const found = messagesOf(registrationFormSchema as unknown as z.ZodObject, valid, limitsOf(registrations.fields))
    for (const message of found) produced.add(message)
    expect(new Set(found).size, 'the probes reach many rules').toBeGreaterThanOrEqual(8)
    expectEnglish(found, 'registration form rules')
  })
})

// ---------------------------------------------------------------------------------------------
// The endpoints, in both languages
// ---------------------------------------------------------------------------------------------

let backend: TestBackend
let app: App
let clock: TestClock
let pdf: Uint8Array
let png: Uint8Array
let addresses = 0

beforeAll(async () => {
  clock = new TestClock()
  backend = createTestBackend()
  app = createTestApp(backend, { now: clock.now })
  pdf = await tinyPdf('CV Jane Doe')
  png = new Uint8Array(await tinyJpeg())
  await fixtures(backend).settings({ name: 'Firma Contoh', email: 'kantor@example.test' })
  await backend.content.create('openings', exampleData('openings', { title: 'Associate Korporasi', slug: 'associate-korporasi', location: 'Jakarta Selatan', closesOn: '2026-07-31' }), { actor: 'test' })
  await fixtures(backend).practiceArea('Hukum Korporasi')
})
afterAll(() => backend.cleanup())

const LANGS = ['id', 'en'] as const
type Lang = (typeof LANGS)[number]
const prefix = (lang: Lang) => (lang === 'en' ? '/en' : '')
const nextAddress = () => `10.17.${(++addresses >> 8) & 255}.${addresses & 255}`

/** Every message of a JSON answer: the fields', the form's and an error's. */
function messagesOfReply(reply: { errors?: Record<string, string[]>; formError?: string | null; error?: string }): string[] {
  return [...Object.values(reply.errors ?? {}).flat(), ...(reply.formError ? [reply.formError] : []), ...(reply.error ? [reply.error] : [])].sort()
}

/** Every message of a form shown again: next to each field and above the form. */
function messagesOfPage(html: string): string[] {
  const found = [...html.matchAll(/<p class="field-error"[^>]*>([^<]+)<\/p>/g), ...html.matchAll(/<div class="form-error"[^>]*>([^<]+)<\/div>/g)].map((m) => m[1]!)
  return found.map((text) => text.replaceAll('&#x27;', '’').replaceAll('&amp;', '&').replaceAll('&quot;', '"')).sort()
}

interface Scenario {
  name: string
  /** Sends the submission to the endpoint of `lang`, asking for JSON or the page, and returns the answer. */
  send: (lang: Lang, accept: 'json' | 'html') => Promise<Response>
  /** Only by script: what it answers is JSON in both cases (a refusal before the form is read). */
  jsonOnly?: boolean
  /** The spam guard's limit is what it is about (every other scenario stays within it). */
  limited?: boolean
}

/** Stands for an address of its own in each submission: the per-email limit never counts one twice. */
const UNIQUE_EMAIL = 'unique@example.test'
let emails = 0
const withUniqueEmail = <T extends Record<string, unknown>>(fields: T): T => (fields.email === UNIQUE_EMAIL ? { ...fields, email: `visitor-${++emails}@example.test` } : fields)

async function token(): Promise<string> {
  return ((await (await app.request(`${TEST_ORIGIN}/contact-us/token`)).json()) as { token: string }).token
}

const acceptOf = (accept: 'json' | 'html') => (accept === 'json' ? 'application/json' : 'text/html')

/** A contact form submission as a browser sends it, the form open for 5 s, from a new address unless one is given. */
async function inquiry(lang: Lang, accept: 'json' | 'html', fields: Record<string, string | string[]>, options: { address?: string; headers?: Record<string, string>; env?: object; body?: string } = {}) {
  const formToken = await token()
  clock.advance(5_000)
  const body = new URLSearchParams()
  for (const [name, value] of Object.entries({ website: '', target: '', formToken, ...withUniqueEmail(fields) })) for (const v of [value].flat()) body.append(name, v)
  return app.request(
    `${TEST_ORIGIN}${prefix(lang)}/contact-us`,
    { method: 'POST', headers: { origin: TEST_ORIGIN, 'content-type': 'application/x-www-form-urlencoded', accept: acceptOf(accept), ...options.headers }, body: options.body ?? body },
    { ...fromAddress(options.address ?? nextAddress()), ...options.env },
  )
}

const VALID_INQUIRY = { name: 'Jane Doe', email: UNIQUE_EMAIL, message: 'We need advice on a supply contract dispute.', consent: 'ya' }

/** An application as a browser sends it (multipart, the CV a file). */
async function application(lang: Lang, accept: 'json' | 'html', fields: Record<string, string>, options: { cv?: { bytes: Uint8Array; name: string } | null; env?: object; headers?: Record<string, string> } = {}) {
  const formToken = await token()
  clock.advance(5_000)
  const body = new FormData()
  // An open application unless told: the clock moves on by weeks in this file, past any closing date.
  for (const [name, value] of Object.entries({ opening: '', website: '', formToken, ...withUniqueEmail(fields) })) body.append(name, value)
  const cv = options.cv === undefined ? { bytes: pdf, name: 'CV.pdf' } : options.cv
  body.append('cv', cv ? new File([cv.bytes as Uint8Array<ArrayBuffer>], cv.name, { type: 'application/pdf' }) : new File([], '', { type: 'application/octet-stream' }))
  return app.request(
    `${TEST_ORIGIN}${lang === 'en' ? '/en/career/apply' : '/career/lamaran'}`,
    { method: 'POST', headers: { origin: TEST_ORIGIN, accept: acceptOf(accept), ...options.headers }, body },
    { ...fromAddress(nextAddress()), ...options.env },
  )
}

const VALID_APPLICATION = { name: 'Jane Doe', email: UNIQUE_EMAIL, phone: '+44 20 7946 0958', consent: 'ya' }
const APP_CHECK_MISSING = { appCheck: { mode: 'enforce', verdict: 'missing' } }

/** Sends `count` valid submissions, the last of which the limit refuses. */
async function pastTheLimit(lang: Lang, accept: 'json' | 'html', per: 'address' | 'email'): Promise<Response> {
  const address = nextAddress()
  const email = `limit-${lang}-${accept}-${per}@example.test`
  let last: Response | null = null
  for (let i = 0; i < 6; i++) last = await inquiry(lang, accept, { ...VALID_INQUIRY, email: per === 'email' ? email : `one-${addresses}-${i}@example.test` }, per === 'address' ? { address } : {})
  return last!
}

const SCENARIOS: Scenario[] = [
  { name: 'contact form left empty', send: (lang, accept) => inquiry(lang, accept, {}) },
  {
    name: 'contact form filled wrongly',
    send: (lang, accept) =>
      inquiry(lang, accept, { name: 'Jane\nDoe', email: 'jane@', phone: 'abc', company: 'c'.repeat(161), message: 'Too short', otherParties: 'p'.repeat(1_001), consent: 'no' }),
  },
  {
    name: 'contact form over its limits',
    send: (lang, accept) => inquiry(lang, accept, { name: 'n'.repeat(121), email: `${'a'.repeat(250)}@example.test`, message: 'm'.repeat(5_001), otherParties: 'a\u0000b', consent: 'ya' }),
  },
  { name: 'a message of invisible control characters', send: (lang, accept) => inquiry(lang, accept, { ...VALID_INQUIRY, message: `${'x'.repeat(30)}\u0007` }) },
  { name: 'an unknown practice area', send: (lang, accept) => inquiry(lang, accept, { ...VALID_INQUIRY, email: `area-${lang}-${accept}@example.test`, practiceAreaId: 'no-such-area' }) },
  { name: 'one entry over the bound of any field', send: (lang, accept) => inquiry(lang, accept, { ...VALID_INQUIRY, company: 'c'.repeat(FORM_LIMITS.valueChars + 1) }) },
  { name: 'a list past its bound', send: (lang, accept) => inquiry(lang, accept, { ...VALID_INQUIRY, tagIds: Array.from({ length: FORM_LIMITS.listItems + 1 }, (_, i) => `t${i}`) }) },
  { name: 'a list value past its bound', send: (lang, accept) => inquiry(lang, accept, { ...VALID_INQUIRY, authorIds: 'a'.repeat(FORM_LIMITS.listValueChars + 1) }) },
  {
    name: 'a form open too long',
    send: async (lang, accept) => {
      const formToken = await token()
      clock.advance(FORM_TOKEN_MAX_AGE_MS + 60_000)
      return inquiry(lang, accept, { ...VALID_INQUIRY, email: `old-${lang}-${accept}@example.test`, formToken })
    },
  },
  { name: 'too many from one address', limited: true, send: (lang, accept) => pastTheLimit(lang, accept, 'address') },
  { name: 'too many from one email', limited: true, send: (lang, accept) => pastTheLimit(lang, accept, 'email') },
  { name: 'the contact form without JavaScript under App Check', send: (lang, accept) => inquiry(lang, accept, VALID_INQUIRY, { env: APP_CHECK_MISSING }) },
  { name: 'a contact form from another site', jsonOnly: true, send: (lang, accept) => inquiry(lang, accept, VALID_INQUIRY, { headers: { origin: 'https://evil.example' } }) },
  { name: 'a contact form of unknown origin', jsonOnly: true, send: (lang, accept) => inquiry(lang, accept, VALID_INQUIRY, { headers: { origin: '' } }) },
  { name: 'a contact form that is not a form', jsonOnly: true, send: (lang, accept) => inquiry(lang, accept, VALID_INQUIRY, { headers: { 'content-type': 'text/plain' } }) },
  { name: 'a contact form of too many fields', jsonOnly: true, send: (lang, accept) => inquiry(lang, accept, VALID_INQUIRY, { body: Array.from({ length: FORM_LIMITS.entries + 1 }, (_, i) => `f${i}=x`).join('&') }) },
  { name: 'a contact form body past its limit', jsonOnly: true, send: (lang, accept) => inquiry(lang, accept, VALID_INQUIRY, { body: `message=${'x'.repeat(INQUIRY_BODY_LIMIT + 1)}` }) },
  {
    name: 'a form sent to no form',
    jsonOnly: true,
    send: async (lang, accept) => app.request(`${TEST_ORIGIN}${prefix(lang)}/contact-us/no-such-form`, { method: 'POST', headers: { origin: TEST_ORIGIN, accept: acceptOf(accept) }, body: 'a=1' }),
  },
  { name: 'application left empty, no CV', send: (lang, accept) => application(lang, accept, {}, { cv: null }) },
  {
    name: 'application filled wrongly',
    send: (lang, accept) => application(lang, accept, { name: 'n'.repeat(121), email: 'jane', phone: '12', linkedinUrl: 'https://example.com/in/jane', coverLetter: 'c'.repeat(5_001), consent: '' }),
  },
  { name: 'a CV that is not a PDF', send: (lang, accept) => application(lang, accept, VALID_APPLICATION, { cv: { bytes: png, name: 'CV.pdf' } }) },
  { name: 'a CV that is a damaged PDF', send: (lang, accept) => application(lang, accept, VALID_APPLICATION, { cv: { bytes: new TextEncoder().encode('%PDF-1.4\nnot really'), name: 'CV.pdf' } }) },
  { name: 'a CV that is a PDF bomb', send: (lang, accept) => application(lang, accept, VALID_APPLICATION, { cv: { bytes: objectStreamBomb(64 * 1024 * 1024), name: 'CV.pdf' } }) },
  { name: 'a CV over its limit', send: (lang, accept) => application(lang, accept, VALID_APPLICATION, { cv: { bytes: new Uint8Array(CV_MAX_BYTES + 1), name: 'CV.pdf' } }) },
  { name: 'a body past the application’s limit', send: (lang, accept) => application(lang, accept, VALID_APPLICATION, { cv: { bytes: new Uint8Array(2 * CV_MAX_BYTES + 512 * 1024), name: 'CV.pdf' } }) },
  { name: 'an opening that closed', send: (lang, accept) => application(lang, accept, { ...VALID_APPLICATION, opening: 'closed-in-the-meantime' }) },
  { name: 'an application without JavaScript under App Check', send: (lang, accept) => application(lang, accept, VALID_APPLICATION, { env: APP_CHECK_MISSING }) },
  {
    name: 'an application with a forged App Check token',
    jsonOnly: true,
    send: async (lang, accept) => {
      const guarded = guardPublicWrites(app.fetch, { mode: 'enforce', verify: () => Promise.reject(new Error('forged')), formPaths: [] })
      const path = lang === 'en' ? '/en/career/apply' : '/career/lamaran'
      return guarded(new Request(`${TEST_ORIGIN}${path}`, { method: 'POST', headers: { origin: TEST_ORIGIN, accept: acceptOf(accept), [APP_CHECK_HEADER]: 'forged' }, body: new FormData() }), fromAddress(nextAddress()))
    },
  },
  { name: 'an application that is not a form', jsonOnly: true, send: (lang, accept) => application(lang, accept, VALID_APPLICATION, { headers: { 'content-type': 'text/plain' } }) },
]

describe('the public forms refused, in both languages', { timeout: 120_000 }, () => {
  for (const scenario of SCENARIOS) {
    it(`${scenario.name}: every message in English on the English page`, async () => {
      // By script: the JSON answer's messages.
      const answers: Record<Lang, string[]> = { id: [], en: [] }
      for (const lang of LANGS) {
        const res = await scenario.send(lang, 'json')
        expect(res.status, `${scenario.name} (${lang})`).toBeGreaterThanOrEqual(400)
        expect(res.status === 429, `${scenario.name} (${lang}): limited`).toBe(Boolean(scenario.limited))
        answers[lang] = messagesOfReply((await res.json()) as never)
      }
      expect(answers.id.length, `${scenario.name}: a message to read`).toBeGreaterThan(0)
      for (const message of answers.id) produced.add(message)
      expectEnglish(answers.id, scenario.name)
      expect(answers.en).toEqual(answers.id.map((message) => englishFormMessage(message)).sort())
      if (scenario.jsonOnly) return
      // Without script: the form shown again.
      const pages: Record<Lang, string[]> = { id: [], en: [] }
      for (const lang of LANGS) {
        const res = await scenario.send(lang, 'html')
        expect(res.status === 429, `${scenario.name} (${lang}, page): limited`).toBe(Boolean(scenario.limited))
        const html = await res.text()
        expect(html).toContain(`<html lang="${lang}">`)
        pages[lang] = messagesOfPage(html)
      }
      expect(pages.id.length, `${scenario.name}: a message on the page`).toBeGreaterThan(0)
      for (const message of pages.id) produced.add(message)
      expectEnglish(pages.id, `${scenario.name} (page)`)
      expect(pages.en).toEqual(pages.id.map((message) => englishFormMessage(message)).sort())
    })
  }

  it('shows English messages unmarked on the English page; one with no English yet would be Indonesian, marked lang="id"', async () => {
    const res = await inquiry('en', 'html', { ...VALID_INQUIRY, message: 'short' })
    const html = await res.text()
    expect(html).toMatch(/<p class="field-error" id="retry-message-error" data-error-for="message">Your message needs at least 20 characters<\/p>/)
    expect(html).not.toMatch(/class="(field|form)-error"[^>]*lang="id"/)
    expect(formMessageIn('en', 'Pesan baru yang belum diterjemahkan')).toEqual({ text: 'Pesan baru yang belum diterjemahkan', lang: 'id' })
    expect(formMessageIn('id', 'Pesan minimal 20 karakter')).toEqual({ text: 'Pesan minimal 20 karakter' })
  })
})

describe('the table', () => {
  // Produced elsewhere than by a form's submission: the error page's answers to a form sent by
  // script when the store is down (503) or a request failed otherwise.
  // And the registration route's own lines above a refused form (collections/registrations/public-routes.tsx).
  const ELSEWHERE = [
    'Layanan sedang tidak tersedia. Coba lagi dalam beberapa saat.',
    'Permintaan tidak dapat diproses.',
    'Terjadi kesalahan di server (kode permintaan 1a2b3c4d).',
    REGISTRATION_MSG.invalid,
    REGISTRATION_MSG.closed,
  ]

  it('has no entry that no rule or guard produces', () => {
    const seen = [...produced, ...ELSEWHERE]
    expect(INDONESIAN_FORM_MESSAGES.filter((message) => !seen.includes(message))).toEqual([])
    expect(FORM_MESSAGE_PATTERNS.filter((pattern) => !seen.some((message) => pattern.test(message))).map(String)).toEqual([])
  })

  it('writes the waiting time in English words', () => {
    expect(englishFormMessage('Terlalu banyak pesan dari alamat email ini dalam waktu singkat. Tunggu 1 menit, lalu kirim lagi: isian Anda tetap di formulir.')).toContain('wait 1 minute,')
    expect(englishFormMessage('Terlalu banyak pesan dari alamat email ini dalam waktu singkat. Tunggu 42 menit, lalu kirim lagi: isian Anda tetap di formulir.')).toContain('wait 42 minutes,')
    expect(englishFormMessage('Sesuatu yang belum diterjemahkan')).toBeNull()
  })
})
