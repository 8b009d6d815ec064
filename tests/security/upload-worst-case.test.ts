/**
 * The worst file each upload limit can be sent (decision 40): the public application
 * form's CV (10 MB, in both languages), staff uploads to cv/ (10 MB), publications/ (20 MB) and
 * the image folders (10 MB, each image rule's largest dimensions), a direct upload's check once it
 * has landed, and the Storage trigger's. PDF bombs that inflate to gigabytes, files of repeated
 * object headers or jibberish that made pdf-lib retry a parse at every byte, a page tree of 2^60
 * pages, images with the most pixels their rule allows, a JPEG of half a million scans. As in
 * worst-case-bodies.test.ts, every case must answer (never a 500) in under a second while a
 * `/healthz` asked at the same time keeps answering, and the event loop is never blocked that long.
 * Past the form's per-address limit, tries are answered 429 without their file being parsed.
 *
 * WORST_CASE_BUDGET_MS (default 1000) is the time allowed per case.
 */
import { randomUUID } from 'node:crypto'
import { monitorEventLoopDelay, type IntervalHistogram } from 'node:perf_hooks'
import sharp from 'sharp'
import { afterAll, beforeAll, describe, expect, it, vi } from 'vitest'
import { MB } from '../../shared/schemas/limits'
import { MSG } from '../../shared/schemas/messages'
import { UPLOAD_RULES } from '../../shared/schemas/uploads'
import { formMessageText } from '../../shared/i18n/form-messages-en'
import type { App } from '../../functions/src/app'
import type { DirectUploads } from '../../functions/src/backends/ports'
import { RATE_LIMITS } from '../../functions/src/security/spam-guard'
import { exampleData } from '../../functions/src/testing/example-data'
import { kidsLeftOpen, objectStreamBombOfSize, pageTreeBomb, repeatedPdf, xrefStreamBomb } from '../../functions/src/testing/pdf-bombs'
import { fromAddress, signIn, TEST_ORIGIN } from '../../functions/src/testing/staff-session'
import { createTestApp, createTestBackend, type TestBackend } from '../../functions/src/testing/test-backend'
import { validateUploadObject } from '../../functions/src/uploads/validate-upload-object'

/** How many files reached the upload check: a try answered by the rate limit must not add one. */
const checked = vi.hoisted(() => ({ count: 0 }))
vi.mock('../../functions/src/uploads/validate-upload', async (importOriginal) => {
  const original = await importOriginal<typeof import('../../functions/src/uploads/validate-upload')>()
  return {
    ...original,
    validateUpload: (...args: Parameters<typeof original.validateUpload>) => {
      checked.count++
      return original.validateUpload(...args)
    },
  }
})

const BUDGET_MS = Number(process.env.WORST_CASE_BUDGET_MS ?? 1000)
const CV_LIMIT = UPLOAD_RULES.application_cvs.maxBytes
const PUBLICATION_LIMIT = UPLOAD_RULES.publications.maxBytes

let backend: TestBackend
let app: App
let cookie: string
const refusals = new Map<string, string>()
const direct: DirectUploads = {
  browserToken: async () => 'token',
  recordRejection: async (path, message) => void refusals.set(path, message),
  rejection: async (path) => refusals.get(path) ?? null,
}

/** A hostile PDF at a limit, and what the check answers. */
interface PdfCase {
  name: string
  make: (limit: number) => Buffer
  /** The message next to the field, or null when the file is accepted. */
  message: string | null
}

const OBJECT_STREAMS_WITH_WRONG_LENGTHS = '1 0 obj <</Type/ObjStm/N 1/First 0/Length 999999>>stream\nx\nendstream endobj '

const PDF_CASES: PdfCase[] = [
  { name: 'an object stream filling the limit, inflating to about a thousand times it', make: objectStreamBombOfSize, message: MSG.pdfTooComplex },
  { name: 'a cross-reference stream inflating to 300 MB', make: () => xrefStreamBomb(300 * MB), message: MSG.pdfTooComplex },
  { name: 'object headers filling the limit', make: (limit) => repeatedPdf(limit, '1 0 obj '), message: MSG.pdfTooComplex },
  { name: 'object streams with wrong lengths filling the limit', make: (limit) => repeatedPdf(limit, OBJECT_STREAMS_WITH_WRONG_LENGTHS), message: MSG.pdfTooComplex },
  { name: 'jibberish filling the limit', make: (limit) => repeatedPdf(limit, 'x'), message: MSG.pdfCorrupt },
  { name: 'unclosed strings filling the limit', make: (limit) => repeatedPdf(limit, '('), message: MSG.pdfCorrupt },
  { name: '99,000 page-tree kids that each open a string nothing closes', make: (limit) => kidsLeftOpen(limit, '('), message: MSG.pdfCorrupt },
  { name: '99,000 page-tree kids that each open a hex string nothing closes', make: (limit) => kidsLeftOpen(limit, '<'), message: MSG.pdfCorrupt },
  { name: 'a page tree of 2^60 pages', make: () => pageTreeBomb(60), message: null },
]

/** What a case measured. */
interface Measure {
  status: number
  ms: number
  /** Every /healthz answer while the case ran was a 200. */
  healthy: boolean
  /** The slowest of those answers, counted from when it was due. */
  healthMs: number
  /** The longest the event loop was blocked while the case ran. */
  blockedMs: number
}
const measured: { kind: string; bytes: number; m: Measure }[] = []

const tick = (ms: number) => new Promise((resolve) => setTimeout(resolve, ms))

/** Asks GET /healthz every few milliseconds until `done` settles, each answer timed from when it was due. */
async function probeHealth(done: Promise<unknown>): Promise<{ healthy: boolean; worstMs: number }> {
  let finished = false
  void done.finally(() => (finished = true))
  let healthy = true
  let worstMs = 0
  do {
    const due = performance.now() + 5
    await tick(5)
    const res = await app.request('/healthz')
    await res.arrayBuffer()
    healthy &&= res.status === 200
    worstMs = Math.max(worstMs, performance.now() - due)
  } while (!finished)
  return { healthy, worstMs }
}

/** Resolves once the histogram has recorded another delay (its timer ran since the call). */
async function sampled(delay: IntervalHistogram): Promise<void> {
  const count = delay.count
  while (delay.count === count) await tick(1)
}

/** Runs one case (it answers a status) while /healthz is being asked, and measures both and the event loop. */
async function measure(run: () => Promise<number>): Promise<Measure> {
  const delay = monitorEventLoopDelay({ resolution: 5 })
  delay.enable()
  await sampled(delay)
  const started = performance.now()
  const hostile = run().then((status) => ({ status, ms: performance.now() - started }))
  const [answer, health] = await Promise.all([hostile, probeHealth(hostile)])
  await sampled(delay)
  delay.disable()
  return { status: answer.status, ms: answer.ms, healthy: health.healthy, healthMs: health.worstMs, blockedMs: delay.max / 1e6 }
}

async function check(kind: string, bytes: number, run: () => Promise<number>): Promise<Measure> {
  const m = await measure(run)
  measured.push({ kind, bytes, m })
  const label = `${kind} (${bytes} bytes): ${JSON.stringify(m)}`
  expect(m.status, label).toBeLessThan(500)
  expect(m.ms, label).toBeLessThan(BUDGET_MS)
  expect(m.healthy, label).toBe(true)
  expect(m.healthMs, label).toBeLessThan(BUDGET_MS)
  expect(m.blockedMs, label).toBeLessThan(BUDGET_MS)
  return m
}

// ---------------------------------------------------------------------------------------------
// The public application form
// ---------------------------------------------------------------------------------------------

let visitors = 0
const nextAddress = () => `10.226.${(++visitors >> 8) & 255}.${visitors & 255}`

/** The form as a browser sends it (multipart, the CV as a file), as bytes, with a fresh token. */
async function applicationBody(cv: Uint8Array, lang: 'id' | 'en') {
  const token = ((await (await app.request(`${lang === 'en' ? '/en/career/apply' : '/career/lamaran'}/token`)).json()) as { token: string }).token
  const form = new FormData()
  const fields = { opening: 'associate-uji', name: 'Sari Wulandari', email: `sari${++visitors}@example.test`, phone: '0812 3456 7890', linkedinUrl: '', coverLetter: 'Surat lamaran yang tetap ada.', consent: 'ya', website: '', formToken: token }
  for (const [field, value] of Object.entries(fields)) form.append(field, value)
  form.append('cv', new File([cv as Uint8Array<ArrayBuffer>], 'cv.pdf', { type: 'application/pdf' }))
  const res = new Response(form)
  return { body: new Uint8Array(await res.arrayBuffer()), type: res.headers.get('content-type')! }
}

/** Sends an application body from `address`; answers the status and keeps the page for the asserts. */
function sendApplication(lang: 'id' | 'en', body: { body: Uint8Array; type: string }, address: string, page: { html: string }) {
  return async () => {
    const res = await app.request(
      `${TEST_ORIGIN}${lang === 'en' ? '/en/career/apply' : '/career/lamaran'}`,
      { method: 'POST', headers: { origin: TEST_ORIGIN, 'content-type': body.type, accept: 'text/html' }, body: body.body as BodyInit },
      fromAddress(address),
    )
    page.html = await res.text()
    return res.status
  }
}

/** The text of the error next to the CV field. */
const cvError = (html: string) => /id="apply-cv-error"[^>]*>([^<]*)</.exec(html)?.[1] ?? ''

describe('the public application form, with the worst CV at its limit (10 MB)', () => {
  describe.each(['id', 'en'] as const)('in %s', (lang) => {
    it.each(PDF_CASES)('answers $name', async ({ name, make, message }) => {
      const cv = make(CV_LIMIT)
      expect(cv.byteLength).toBeLessThanOrEqual(CV_LIMIT)
      const body = await applicationBody(cv, lang)
      const page = { html: '' }
      const m = await check(`application form (${lang}): ${name}`, body.body.byteLength, sendApplication(lang, body, nextAddress(), page))
      if (message === null) {
        expect(m.status).toBe(303)
        return
      }
      // Refused next to the field, in the page's language, with everything typed back in the form.
      expect(m.status).toBe(400)
      expect(cvError(page.html)).toBe(lang === 'en' ? formMessageText('en', message) : message)
      expect(page.html).toContain('value="Sari Wulandari"')
      expect(page.html).toContain('Surat lamaran yang tetap ada.')
    })
  })

  it('answers the 6th to 8th tries from one address in a minute 429, fast and without parsing their CV', async () => {
    const address = nextAddress()
    const bomb = objectStreamBombOfSize(CV_LIMIT)
    const statuses: number[] = []
    for (let i = 1; i <= RATE_LIMITS.perAddress.limit + 3; i++) {
      const body = await applicationBody(bomb, 'id')
      const before = checked.count
      const page = { html: '' }
      const m = await check(`application form: try ${i} from one address`, body.body.byteLength, sendApplication('id', body, address, page))
      statuses.push(m.status)
      if (i <= RATE_LIMITS.perAddress.limit) expect(checked.count, `try ${i}`).toBe(before + 1)
      else {
        expect(checked.count, `try ${i}: the CV was not parsed`).toBe(before)
        expect(page.html).toContain('Terlalu banyak')
        expect(page.html).toContain('value="Sari Wulandari"')
      }
    }
    expect(statuses).toEqual([400, 400, 400, 400, 400, 429, 429, 429])
  })
})

// ---------------------------------------------------------------------------------------------
// Staff uploads
// ---------------------------------------------------------------------------------------------

function upload(folder: string, bytes: Uint8Array) {
  return async () => {
    const res = await app.request(`${TEST_ORIGIN}/dashboard/uploads/${folder}`, {
      method: 'POST',
      headers: { origin: TEST_ORIGIN, cookie, accept: 'application/json', 'x-file-name': 'berkas', 'content-type': 'application/octet-stream' },
      body: bytes as BodyInit,
    })
    await res.arrayBuffer()
    return res.status
  }
}

describe.each([
  ['cv', UPLOAD_RULES.cv.maxBytes],
  ['publications', PUBLICATION_LIMIT],
] as const)('staff uploads to %s/ at their limit', (folder, limit) => {
  it.each(PDF_CASES)('answer $name', async ({ name, make, message }) => {
    const pdf = make(limit)
    expect(pdf.byteLength).toBeLessThanOrEqual(limit)
    const m = await check(`upload ${folder}: ${name}`, pdf.byteLength, upload(folder, pdf))
    expect(m.status).toBe(message === null ? 201 : 400)
  })
})

/** Each image rule's largest dimensions (the cover rule is shared by four folders, the share and hero images'). */
const IMAGE_FOLDERS = ['blog_images', 'profile_pictures', 'site_logos'] as const
const images: Record<string, { name: string; bytes: Buffer; status: number }[]> = {}

/** A progressive JPEG with its smallest scan repeated until the file is near `limit`: half a million scans. */
async function scanBomb(width: number, height: number, limit: number): Promise<Buffer> {
  const base = await sharp({ create: { width, height, channels: 3, background: '#808080' } }).jpeg({ progressive: true, quality: 80 }).toBuffer()
  const scans: Buffer[] = []
  let end = -1
  for (let at = 2; at < base.length; ) {
    const marker = base[at + 1]!
    if (marker === 0xd9) {
      end = at
      break
    }
    let next = at + 2 + base.readUInt16BE(at + 2)
    if (marker === 0xda) {
      // The entropy-coded data runs to the next marker that is not a stuffed byte or a restart.
      while (!(base[next] === 0xff && base[next + 1] !== 0 && !(base[next + 1]! >= 0xd0 && base[next + 1]! <= 0xd7))) next++
      scans.push(base.subarray(at, next))
    }
    at = next
  }
  const smallest = scans.reduce((a, b) => (b.length < a.length ? b : a))
  const copies = Math.floor((limit - base.length - 1024) / smallest.length)
  return Buffer.concat([base.subarray(0, end), Buffer.concat(Array.from({ length: copies }, () => smallest)), base.subarray(end)])
}

/** A small PNG whose header claims other dimensions (its chunk checksum kept right). */
async function pngClaiming(width: number, height: number): Promise<Buffer> {
  const png = Buffer.from(await sharp({ create: { width: 8, height: 8, channels: 3, background: '#000' } }).png().toBuffer())
  png.writeUInt32BE(width, 16)
  png.writeUInt32BE(height, 20)
  let crc = ~0
  for (const byte of png.subarray(12, 29)) {
    crc ^= byte
    for (let k = 0; k < 8; k++) crc = (crc >>> 1) ^ (0xedb88320 & -(crc & 1))
  }
  png.writeUInt32BE(~crc >>> 0, 29)
  return png
}

describe.each(IMAGE_FOLDERS)('staff uploads to %s/ at their largest dimensions', (folder) => {
  it('answer the most expensive images the rule lets through, and the ones it refuses', async () => {
    for (const { name, bytes, status } of images[folder]!) {
      expect(bytes.byteLength).toBeLessThanOrEqual(UPLOAD_RULES[folder].maxBytes)
      const m = await check(`upload ${folder}: ${name}`, bytes.byteLength, upload(folder, bytes))
      expect(m.status, name).toBe(status)
    }
  })
})

// ---------------------------------------------------------------------------------------------
// Files that reach the store without the app: the direct upload's check and the Storage trigger
// ---------------------------------------------------------------------------------------------

describe('a PDF bomb landed in the store directly', () => {
  it('is refused by the upload field’s check of the landed object', async () => {
    const path = `publications/${randomUUID()}.pdf`
    const bomb = objectStreamBombOfSize(PUBLICATION_LIMIT)
    await backend.files.put(path, bomb, 'application/pdf')
    const m = await check('direct upload result: publications bomb', bomb.byteLength, async () => {
      const res = await app.request(`${TEST_ORIGIN}/dashboard/uploads/result?path=${encodeURIComponent(path)}`, { headers: { cookie, accept: 'application/json' } })
      expect(await res.json()).toEqual({ error: MSG.pdfTooComplex })
      return res.status
    })
    expect(m.status).toBe(400)
  })

  it('is refused and deleted by the Storage trigger’s handler', async () => {
    for (const [folder, limit] of [['cv', CV_LIMIT], ['publications', PUBLICATION_LIMIT]] as const) {
      const path = `${folder}/${randomUUID()}.pdf`
      const bomb = objectStreamBombOfSize(limit)
      await backend.files.put(path, bomb, 'application/pdf')
      await check(`storage trigger: ${folder} bomb`, bomb.byteLength, async () => {
        const outcome = await validateUploadObject({ name: path, size: String(bomb.byteLength), contentType: 'application/pdf' }, { files: backend.files, rejections: direct })
        expect(outcome).toEqual({ outcome: 'rejected', path, message: MSG.pdfTooComplex })
        return 200
      })
      expect(await backend.files.stat(path)).toBeNull()
    }
  })
})

beforeAll(async () => {
  backend = Object.assign(createTestBackend(), { directUploads: direct })
  app = createTestApp(backend)
  await backend.identity.createStaff({ email: 'admin@example.test', password: 'kata-sandi-admin', displayName: 'Admin', role: 'admin' })
  cookie = await signIn(app, 'admin@example.test', 'kata-sandi-admin')
  // The dashboard's routes load with its first request (routes/lazy-routes.ts): loaded here, so
  // no budget below times their one-time import, which blocks the event loop while it runs.
  await app.dashboard.load()
  await backend.content.create('openings', exampleData('openings', { title: 'Associate Uji', slug: 'associate-uji' }), { actor: 'test' })

  // Images at each rule's largest dimensions: a 16-bit RGBA interlaced PNG (the most bytes per
  // pixel, decoded whole), a JPEG of noise near the size limit, a JPEG of half a million scans, a
  // PNG whose header claims 50,000 × 50,000.
  for (const folder of IMAGE_FOLDERS) {
    const rule = UPLOAD_RULES[folder]
    const [width, height] = [rule.maxWidth!, rule.maxHeight!]
    const png16 = await sharp({ create: { width, height, channels: 4, background: { r: 18, g: 48, b: 79, alpha: 0.5 } } })
      .toColourspace('rgb16')
      .png({ progressive: true, compressionLevel: 9 })
      .toBuffer()
    images[folder] = [
      { name: `a 16-bit RGBA interlaced PNG of ${width}×${height}`, bytes: png16, status: 201 },
      { name: `a JPEG of half a million scans, ${width}×${height}`, bytes: await scanBomb(width, height, rule.maxBytes), status: 400 },
      { name: 'a PNG whose header claims 50000×50000', bytes: await pngClaiming(50_000, 50_000), status: 400 },
    ]
  }
  const { maxWidth: width, maxHeight: height } = UPLOAD_RULES.blog_images
  const noise = Buffer.alloc(width! * height! * 3)
  for (let i = 0, x = 1; i < noise.length; i++) noise[i] = (x = (Math.imul(x, 1103515245) + 12345) >>> 0) >>> 24
  const noisy = await sharp(noise, { raw: { width: width!, height: height!, channels: 3 } }).jpeg({ quality: 40, progressive: true }).toBuffer()
  images.blog_images!.push({ name: `a progressive JPEG of noise, ${width}×${height}`, bytes: noisy, status: 201 })

  // Warm up: the first render of the form page, the first body of the form's size and the first
  // upload load and compile their code.
  for (const lang of ['id', 'en'] as const) {
    await sendApplication(lang, await applicationBody(pageTreeBomb(1), lang), nextAddress(), { html: '' })()
    await sendApplication(lang, await applicationBody(repeatedPdf(CV_LIMIT, ' '), lang), nextAddress(), { html: '' })()
  }
  await upload('blog_images', await sharp({ create: { width: 64, height: 64, channels: 3, background: '#000' } }).png().toBuffer())()
}, 240_000)

afterAll(async () => {
  console.log(`worst case per upload (budget ${BUDGET_MS} ms):\n${measured.map(({ kind, bytes, m }) => `  ${kind}: ${Math.round(m.ms)} ms, loop blocked ${Math.round(m.blockedMs)} ms, /healthz ${Math.round(m.healthMs)} ms (${bytes} bytes, ${m.status})`).join('\n')}`)
  await backend?.cleanup()
})
