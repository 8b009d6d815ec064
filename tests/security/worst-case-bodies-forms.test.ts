/**
 * The worst body each POST endpoint can be sent, at that route's body limit: repeated list
 * fields, repeated and unknown names, form-path names (`tagIds[99999999]`), the longest value
 * each field accepts and one past it, pathological HTML in rich text. Every case must answer
 * (never a 500) in under a second while a `/healthz` asked at the same time keeps answering,
 * and the event loop is never blocked that long.
 *
 * This file: every form but the editors of posts and pages (sign-in, the dashboard's other
 * forms, the public forms, Akun Saya, the alerts' links), then the subscriber import, the
 * uploads, the application form with its CV and Statistik's beacon. The editors of posts and
 * pages are in worst-case-bodies.test.ts; what both share in worst-case-bodies-setup.ts.
 */
import { afterAll, beforeAll, describe, expect, it } from 'vitest'
import { UPLOAD_RULES } from '../../shared/schemas/uploads'
import { MEDIA_UPLOAD_PATH } from '../../functions/src/media/library-upload'
import { LIBRARY_MAX_BYTES } from '../../functions/src/media/library'
import { FORM_LIMITS } from '../../functions/src/routes/dashboard/form-helpers'
import { FORM_BODY_LIMIT } from '../../functions/src/routes/dashboard/index'
import { IMPORT_MAX_CHARS, IMPORT_MAX_ROWS } from '../../functions/src/alerts/subscriber-import'
import { tinyPdf } from '../../functions/src/testing/fixtures'
import { INSIGHTS_BEACON_MAX_BYTES, INSIGHTS_BEACON_PATH } from '../../shared/insights/beacon'
import { TEST_ORIGIN } from '../../functions/src/testing/staff-session'
import {
  app,
  backend,
  BOUNDARY,
  BUDGET_MS,
  check,
  cookie,
  describeAtBodyLimit,
  encode,
  ENDPOINTS,
  type Endpoint,
  fill,
  ids,
  isPostOrPageEditor,
  measure,
  MULTIPART,
  reportAndCleanUp,
  room,
  SCALE,
  startApp,
} from './worst-case-bodies-setup'

const OTHER_FORMS = ENDPOINTS.filter((endpoint) => !isPostOrPageEditor(endpoint))

beforeAll(() => startApp(OTHER_FORMS), 120_000)

afterAll(reportAndCleanUp)

describeAtBodyLimit(OTHER_FORMS)

describe('a form refused for its size', () => {
  const send = async (path: string, body: URLSearchParams) => {
    const res = await app.request(`${TEST_ORIGIN}${path}`, {
      method: 'POST',
      headers: { origin: TEST_ORIGIN, cookie, 'content-type': 'application/x-www-form-urlencoded', accept: 'text/html' },
      body,
    })
    return { status: res.status, html: await res.text() }
  }

  it('comes back with what was typed and why, for posts and profiles', async () => {
    const post = new URLSearchParams({ title: 'Judul yang tetap ada', slug: 'judul-tetap', content: '<p>Isi yang tetap ada</p>' })
    for (let i = 0; i <= FORM_LIMITS.listItems; i++) post.append('tagIds', `tag-${i}`)
    const refusedPost = await send('/dashboard/blogs/create', post)
    expect(refusedPost.status).toBe(400)
    expect(refusedPost.html).toContain('Terlalu banyak pilihan tag (paling banyak 1.000)')
    expect(refusedPost.html).toContain('Judul yang tetap ada')

    const bio = `Riwayat ${'panjang '.repeat(FORM_LIMITS.valueChars / 8)}`
    const refusedProfile = await send(`/dashboard/profiles/${ids.attorney}/edit`, new URLSearchParams({ name: 'Nama yang tetap ada', bio }))
    expect(refusedProfile.status).toBe(400)
    expect(refusedProfile.html).toContain('Isian terlalu panjang (paling banyak 20.000 karakter)')
    expect(refusedProfile.html).toContain('Nama yang tetap ada')
  })

  it('is a 400 page with the reason on the other forms', async () => {
    const refused = await send('/dashboard/categories', new URLSearchParams({ name: 'x'.repeat(FORM_LIMITS.valueChars + 1) }))
    expect(refused.status).toBe(400)
    expect(refused.html).toContain('Isian terlalu panjang')
  })
})

describe('the subscriber import at its bounds (docs/decisions/0053-digest-and-import.md)', () => {
  /** The largest CSV the import takes: IMPORT_MAX_ROWS rows, each padded by its consent note to fill IMPORT_MAX_CHARS. */
  const largestCsv = () => {
    const header = 'email,name,language,practice areas,consent note\n'
    const rowChars = Math.floor((IMPORT_MAX_CHARS - header.length) / IMPORT_MAX_ROWS)
    const rows = Array.from({ length: IMPORT_MAX_ROWS }, (_, i) => {
      const start = `impor${i}@example.test,Klien ${i},id,,`
      return `${start}${'c'.repeat(Math.max(1, rowChars - start.length - 1))}\n`
    })
    return header + rows.join('')
  }
  const upload = async (csv: string | Uint8Array) => {
    const form = new FormData()
    form.append('consentNote', 'Daftar klien')
    form.append('file', new File([csv as string], 'pelanggan.csv', { type: 'text/csv' }))
    const res = new Response(form)
    return { body: new Uint8Array(await res.arrayBuffer()), type: res.headers.get('content-type')! }
  }

  it('previews, then imports, the largest CSV accepted (250 new addresses, 32 KB)', async () => {
    const csv = largestCsv()
    expect(csv.length).toBeLessThanOrEqual(IMPORT_MAX_CHARS)
    const preview = ENDPOINTS.find((e) => e.name === 'subscriber import preview')!
    const { body, type } = await upload(csv)
    expect((await check(preview, 'the largest CSV accepted (multipart)', body, type)).status).toBe(200)
    const imported = await check(ENDPOINTS.find((e) => e.name === 'subscriber import')!, 'the largest CSV accepted, confirmed', encode({ csv, consentNote: 'Daftar klien' }))
    expect(imported.status).toBe(200)
    expect(await backend.content.count('subscribers', { where: [{ field: 'status', op: '==', value: 'pending' }] })).toBeGreaterThanOrEqual(IMPORT_MAX_ROWS)
  })

  it('refuses a CSV filling the body limit, as a file and as the confirmation field', async () => {
    const line = 'a@example.test,Nama,id,,Catatan\n'
    const endpoint = ENDPOINTS.find((e) => e.name === 'subscriber import preview')!
    const { body, type } = await upload(fill(line, room(endpoint, 4096)))
    expect((await check(endpoint, 'a CSV file at the body limit (multipart)', body, type)).status).toBe(400)
    const confirm = ENDPOINTS.find((e) => e.name === 'subscriber import')!
    expect((await check(confirm, 'a CSV field at the body limit', `csv=${fill(line.replace(/,/g, '%2C'), room(confirm, 64))}`)).status).toBe(400)
  })
})

describe('uploads at their folder limits', () => {
  it('the upload token answers a body it never reads', async () => {
    const endpoint: Endpoint = { name: 'upload token', path: () => '/dashboard/uploads/token', limit: FORM_BODY_LIMIT, fields: [] }
    await check(endpoint, 'junk', new Uint8Array(room(endpoint)).fill(0x3c), 'application/octet-stream')
  })

  it('the upload of Pustaka Media answers a body of junk at its limit', async () => {
    const endpoint: Endpoint = { name: 'media upload', path: () => MEDIA_UPLOAD_PATH, limit: LIBRARY_MAX_BYTES, fields: [] }
    await check(endpoint, 'junk', new Uint8Array(Math.floor(LIBRARY_MAX_BYTES * SCALE)).fill(0x3c), 'application/octet-stream')
  })

  it.each(Object.keys(UPLOAD_RULES))('%s answers a body of junk at its limit', async (folder) => {
    const limit = UPLOAD_RULES[folder as keyof typeof UPLOAD_RULES].maxBytes
    const endpoint: Endpoint = { name: `upload ${folder}`, path: () => `/dashboard/uploads/${folder}`, limit, fields: [] }
    const bytes = new Uint8Array(Math.floor(limit * SCALE)).fill(0x3c)
    await check(endpoint, 'junk', bytes, 'application/octet-stream')
  })
})

describe('the application form with its CV, at its body limit', () => {
  const endpoint = () => ENDPOINTS.find((e) => e.name === 'application form')!
  /** A multipart body of the form's text fields, then a CV part of `cv` bytes named `name`. */
  const withCv = async (cv: Uint8Array, name = 'cv.pdf') => {
    const form = new FormData()
    const token = ((await (await app.request('/career/lamaran/token')).json()) as { token: string }).token
    for (const [field, value] of Object.entries({ opening: 'associate-uji', name: 'Sari Wulandari', email: `sari${cv.byteLength}@example.test`, phone: '0812 3456 7890', linkedinUrl: '', coverLetter: 'Surat lamaran.', consent: 'ya', website: '', formToken: token })) form.append(field, value)
    form.append('cv', new File([cv as Uint8Array<ArrayBuffer>], name, { type: 'application/pdf' }))
    const res = new Response(form)
    return { body: new Uint8Array(await res.arrayBuffer()), type: res.headers.get('content-type')! }
  }

  it('answers a CV part of junk filling the body limit (refused next to the field, the input kept)', async () => {
    const { body, type } = await withCv(new Uint8Array(room(endpoint(), 4096)).fill(0x3c))
    const m = await check(endpoint(), 'CV of junk at the body limit (multipart)', body, type)
    expect(m.status).toBe(400)
  })

  it('stores a real application with the largest CV accepted (10 MB) in under a second', async () => {
    const pdf = await tinyPdf('CV terbesar')
    // A PDF whose bytes end with its own trailer, padded inside a comment to the CV limit.
    const size = Math.floor(UPLOAD_RULES.application_cvs.maxBytes * SCALE)
    const cv = new Uint8Array(size)
    const head = pdf.subarray(0, pdf.byteLength - 6)
    cv.set(head)
    cv.fill(0x20, head.byteLength, size - 6)
    cv.set(Buffer.from('%%EOF\n'), size - 6)
    const { body, type } = await withCv(cv)
    const m = await check(endpoint(), 'a valid application with a 10 MB CV (multipart)', body, type)
    expect(m.status).toBe(303)
  })

  it('answers a body of parts right at the parts bound, each a file', async () => {
    const part = `--${BOUNDARY}\r\nContent-Disposition: form-data; name="cv"; filename="cv.pdf"\r\nContent-Type: application/pdf\r\n\r\n%PDF-\r\n`
    const end = `--${BOUNDARY}--\r\n`
    const body = part.repeat(FORM_LIMITS.entries) + end
    await check(endpoint(), 'the most file parts the form reads', body, MULTIPART)
    await check(endpoint(), 'one file part past the bound', part.repeat(FORM_LIMITS.entries + 1) + end, MULTIPART)
  })
})

describe("Statistik's beacon at its body limit", () => {
  const beacon: Endpoint = { name: 'Statistik beacon', path: () => INSIGHTS_BEACON_PATH, limit: INSIGHTS_BEACON_MAX_BYTES, fields: [], fromAddress: true }
  const json = 'text/plain;charset=UTF-8'

  it('answers the longest beacons it takes: a long referrer, a long query, nested and repeated JSON', async () => {
    const frame = JSON.stringify({ p: '/search', r: '', q: '', n: 0 })
    expect((await check(beacon, 'long referrer', JSON.stringify({ p: '/', r: 'a'.repeat(INSIGHTS_BEACON_MAX_BYTES - frame.length) }), json)).status).toBe(204)
    expect((await check(beacon, 'long query', JSON.stringify({ p: '/search', q: 'pdp '.repeat((INSIGHTS_BEACON_MAX_BYTES - frame.length) / 4), n: 0 }), json)).status).toBe(204)
    expect((await check(beacon, 'nested arrays', '['.repeat(INSIGHTS_BEACON_MAX_BYTES / 2) + ']'.repeat(INSIGHTS_BEACON_MAX_BYTES / 2), json)).status).toBe(400)
    expect((await check(beacon, 'repeated keys', `{${'"p":"/",'.repeat((INSIGHTS_BEACON_MAX_BYTES - 10) / 8)}"n":1}`, json)).status).toBe(204)
  })

  it('refuses a body past its limit unread, declared or streamed', async () => {
    const past = { ...beacon, limit: Infinity }
    const m = await measure(past, JSON.stringify({ p: '/', r: 'a'.repeat(1024 * 1024) }), json)
    expect(m.status).toBe(413)
    expect(m.ms).toBeLessThan(BUDGET_MS)
    expect(m.healthy).toBe(true)
  })
})
