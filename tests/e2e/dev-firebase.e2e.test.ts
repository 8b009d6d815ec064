/**
 * `npm run dev:firebase` in a real browser (Chromium): the command starts the Firebase stack
 * (Hosting and Functions emulators with the built bundle, the Auth emulator, the pure-JS
 * Firestore emulator, the Storage emulator, the Algolia stand-in through ALGOLIA_HOSTS, content
 * seeded by the migration) and prints where to sign in. With what it printed, a staff member
 * signs in on the emulated site (the password goes to the Auth emulator, never to Google),
 * creates a blog with a cover uploaded by the Firebase web SDK to the Storage emulator, and sees
 * it on the public pages and in search. SIGTERM then stops everything.
 */
import { spawn, type ChildProcess, execFileSync } from 'node:child_process'
import { mkdtempSync, rmSync } from 'node:fs'
import net from 'node:net'
import { tmpdir } from 'node:os'
import path from 'node:path'
import type { Browser } from 'playwright-core'
import sharp from 'sharp'
import { afterAll, beforeAll, describe, expect, it } from 'vitest'
import { slugify } from '../../shared/schemas/common'
import { expectNoErrors, expectToast, freePort, hydrated, launchBrowser, newPage, ROOT } from './harness'

const READY = /Dasbor staf: (http:\/\/127\.0\.0\.1:\d+)\/login \(masuk sebagai (\S+), kata sandi: (\S+)\)/
const START_TIMEOUT_MS = 150_000
/** A password of this test's own: the command takes ADMIN_PASSWORD as `npm start` does. */
const ADMIN_PASSWORD = `uji-dev-${Math.random().toString(36).slice(2, 10)}`

let child: ChildProcess
let output = ''
let exited: Promise<{ code: number | null; signal: NodeJS.Signals | null }>
let site: { baseUrl: string; email: string; password: string }
let browser: Browser
let fixtures: string
let cover: string

/** Google's hosts the browser must never be sent to on the emulated site. */
const GOOGLE = /googleapis\.com|firebaseio\.com|google\.com/

const jakartaToday = () => new Intl.DateTimeFormat('en-CA', { timeZone: 'Asia/Jakarta' }).format(new Date())

/** When this test started the command (ms): processes younger than this are the command's. */
let commandStarted = 0

/** Functions-emulator runtimes running now that started after `since` (their command lines). */
function runtimesStartedSince(since: number): string[] {
  const ageLimit = Math.ceil((Date.now() - since) / 1000)
  return execFileSync('ps', ['-eo', 'etimes=,args='], { encoding: 'utf8' })
    .split('\n')
    .map((line) => /^\s*(\d+)\s+(.*)$/.exec(line))
    .filter((m): m is RegExpExecArray => m !== null && Number(m[1]) <= ageLimit && m[2]!.includes('functionsEmulatorRuntime'))
    .map((m) => m[2]!)
}

function startCommand(port: number): Promise<typeof site> {
  commandStarted = Date.now()
  child = spawn('npm', ['run', 'dev:firebase'], {
    cwd: ROOT,
    env: { ...process.env, PORT: String(port), ADMIN_EMAIL: 'admin-dev@example.test', ADMIN_PASSWORD },
    stdio: ['ignore', 'pipe', 'pipe'],
  })
  exited = new Promise((resolve) => child.once('exit', (code, signal) => resolve({ code, signal })))
  return new Promise((resolve, reject) => {
    const timer = setTimeout(() => reject(new Error(`npm run dev:firebase printed no sign-in line within ${START_TIMEOUT_MS / 1000} s:\n${output}`)), START_TIMEOUT_MS)
    const onData = (chunk: Buffer) => {
      output += chunk
      const match = READY.exec(output)
      if (match) {
        clearTimeout(timer)
        resolve({ baseUrl: match[1]!, email: match[2]!, password: match[3]! })
      }
    }
    child.stdout!.on('data', onData)
    child.stderr!.on('data', onData)
    child.once('exit', (code, signal) => {
      clearTimeout(timer)
      reject(new Error(`npm run dev:firebase exited (${signal ?? code}) before it was ready:\n${output}`))
    })
  })
}

function portAnswers(port: number): Promise<boolean> {
  return new Promise((resolve) => {
    const socket = net.connect(port, '127.0.0.1')
    socket.once('connect', () => (socket.destroy(), resolve(true)))
    socket.once('error', () => resolve(false))
  })
}

beforeAll(async () => {
  fixtures = mkdtempSync(path.join(tmpdir(), 'alr-dev-firebase-e2e-'))
  cover = path.join(fixtures, 'sampul.jpg')
  const [port] = await Promise.all([
    freePort(),
    sharp({ create: { width: 1200, height: 800, channels: 3, background: { r: 30, g: 64, b: 110 } } }).jpeg().toFile(cover),
  ])
  ;[site, browser] = await Promise.all([startCommand(port), launchBrowser()])
}, START_TIMEOUT_MS + 10_000)

afterAll(async () => {
  await browser?.close()
  if (child && child.exitCode === null && child.signalCode === null) {
    child.kill('SIGTERM')
    const killed = setTimeout(() => child.kill('SIGKILL'), 25_000)
    await exited
    clearTimeout(killed)
  }
  if (fixtures) rmSync(fixtures, { recursive: true, force: true })
}, 40_000)

describe('npm run dev:firebase', { timeout: 60_000 }, () => {
  it('sends the login page’s browser SDK to the Auth emulator, and lets the page reach only it besides Google', async () => {
    const res = await fetch(`${site.baseUrl}/login`)
    expect(res.status).toBe(200)
    const html = await res.text()
    const config = JSON.parse(/<script type="application\/json" id="firebase-login-config">([^<]*)<\/script>/.exec(html)![1]!) as { authEmulatorHost?: string; projectId: string }
    expect(config.projectId).toMatch(/^demo-/)
    expect(config.authEmulatorHost).toMatch(/^127\.0\.0\.1:\d+$/)
    const connectSrc = /connect-src ([^;]*)/.exec(res.headers.get('content-security-policy') ?? '')![1]!.split(' ')
    expect(connectSrc).toContain(`http://${config.authEmulatorHost}`)
    // Loopback origins only: the Auth and Storage emulators.
    expect(connectSrc.filter((origin) => origin.startsWith('http:')).every((origin) => origin.startsWith('http://127.0.0.1:'))).toBe(true)
  })

  it('signs the printed admin in on the emulated site, creates a blog with an uploaded cover, and shows it', async () => {
    const page = await newPage(browser, { baseURL: site.baseUrl })
    const outside: string[] = []
    page.on('request', (request) => {
      if (GOOGLE.test(new URL(request.url()).hostname)) outside.push(request.url())
    })

    await page.goto('/login?next=%2Fdashboard%2Fblogs%2Fcreate')
    await page.getByLabel('Email').fill(site.email)
    await page.getByLabel('Kata sandi').fill(site.password)
    await Promise.all([page.waitForURL((url) => url.pathname === '/dashboard/blogs/create', { timeout: 20_000 }), page.getByRole('button', { name: 'Masuk' }).click()])
    expect((await page.context().cookies()).some((cookie) => cookie.name === '__session')).toBe(true)

    await page.locator('.editor-frame[data-ready="true"]').first().waitFor({ timeout: 20_000 })
    // A new post offers Simpan draf and Terbitkan (docs/decisions/0029-drafts.md).
    await hydrated(page.getByRole('button', { name: 'Terbitkan', exact: true }))
    const word = `Emulasi${Date.now().toString(36)}`
    const title = `Uji Emulator Firebase: ${word} dan Pelindungan Data`
    await page.getByRole('textbox', { name: 'Judul', exact: true }).fill(title)
    await expect.poll(() => page.getByRole('textbox', { name: 'Slug', exact: true }).inputValue()).toBe(slugify(title, 'id'))
    const slug = await page.getByRole('textbox', { name: 'Slug', exact: true }).inputValue()
    const editor = page.getByRole('textbox', { name: 'Konten' })
    await editor.click()
    const text = `Artikel ${word} ini dibuat melalui dasbor pada situs emulator Firebase untuk memastikan seluruh alur penyimpanan bekerja dari awal sampai akhir.`
    await page.keyboard.type(text, { delay: 0 })
    await page.getByLabel('Kategori').selectOption({ index: 1 })
    await page.getByLabel('Tanggal publikasi').fill(jakartaToday())
    await page.getByLabel('Jam', { exact: true }).fill('00:00')
    // The cover goes from the browser to the Storage emulator (Firebase web SDK), then the app checks it.
    await page.getByLabel('Gambar sampul', { exact: false }).and(page.locator('input[type="file"]')).setInputFiles(cover)
    const progress = page.getByRole('progressbar', { name: 'Unggahan Gambar sampul' })
    await expect.poll(() => progress.getAttribute('data-state'), { timeout: 20_000 }).toBe('success')
    expect(await page.locator('input[type="hidden"][name="cover"]').inputValue()).toMatch(/^blog_images\/[0-9a-f-]{36}\.jpg$/)
    await page.getByRole('textbox', { name: 'Teks alternatif', exact: true }).fill('Ruang sidang dilihat dari kursi pengunjung.')

    await Promise.all([page.waitForNavigation(), page.getByRole('button', { name: 'Terbitkan', exact: true }).click()])
    await expectToast(page, 'Blog diterbitkan dan tampil di situs.')

    const post = await page.goto(`/blogs/${slug}`)
    expect(post?.status()).toBe(200)
    expect((await page.locator('main h1').innerText()).trim()).toBe(title)
    // Its cover, served by the function from the Storage emulator.
    const image = page.locator('main img').first()
    await expect.poll(() => image.evaluate((img: HTMLImageElement) => img.complete && img.naturalWidth > 0)).toBe(true)
    await page.goto('/blogs')
    // Among the newest (a second attempt of this test, or one run before it, may have made one the same day).
    expect((await page.locator('main article h2').allInnerTexts()).slice(0, 3).map((t) => t.trim())).toContain(title)
    // Search: synced into the Algolia stand-in (reached through ALGOLIA_HOSTS) after the write.
    await expect
      .poll(
        async () => {
          await page.goto(`/search?q=${word}`)
          return page.locator(`main a[href="/blogs/${slug}"]`).count()
        },
        { timeout: 15_000 },
      )
      .toBeGreaterThan(0)

    expect(outside, 'requests to Google from the emulated site').toEqual([])
    expectNoErrors(page)
    await page.close()
  })

  it('stops everything on SIGTERM', async () => {
    // Every emulator's port, from the line the command printed.
    const ports = [...(/Emulator: .*/.exec(output)?.[0] ?? '').matchAll(/127\.0\.0\.1:(\d+)/g)].map((m) => Number(m[1]))
    expect(ports).toHaveLength(6)
    expect(await Promise.all(ports.map(portAnswers))).toEqual(ports.map(() => true))
    const started = Date.now()
    child.kill('SIGTERM')
    const { code } = await exited
    expect(code).toBe(0)
    expect(Date.now() - started).toBeLessThan(20_000)
    expect(await Promise.all(ports.map(portAnswers))).toEqual(ports.map(() => false))
    expect(output).toContain('SIGTERM diterima')
    // Nothing it started outlives it: the function's runtime the CLI spawned used to stay behind.
    await expect.poll(() => runtimesStartedSince(commandStarted), { timeout: 5_000 }).toEqual([])
  })
})
