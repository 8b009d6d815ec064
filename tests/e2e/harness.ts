/**
 * Browser-test harness: starts the built site as `node server.mjs` on a free port with its own
 * data directory, and drives Debian's Chromium through playwright-core.
 *
 * Per test run (once, whatever the number of e2e files and workers):
 *   1. `node scripts/build.mjs` (under a machine-wide lock, so concurrent runs never build at
 *      the same time), then a snapshot of `dist/` into the run directory, so a rebuild by
 *      someone else during the run cannot pull the assets from under a running site;
 *   2. a template data directory seeded with the demo content (one server start with
 *      SEED_DEMO=1, ~4 s).
 * Per site: a copy of the template (no re-seeding), a free port, a ready-line wait.
 *
 * Set E2E_DIST_DIR to test an existing build instead of building.
 *
 * The run directory comes from globalSetup (tests/e2e/global-setup.ts); without it (config not
 * registered) a directory keyed by the Vitest main process is used and cleaned up by later runs.
 */
import { spawn, type ChildProcess } from 'node:child_process'
import { cpSync, existsSync, mkdirSync, mkdtempSync, readdirSync, readFileSync, renameSync, rmSync, symlinkSync, writeFileSync } from 'node:fs'
import { createServer } from 'node:net'
import { tmpdir } from 'node:os'
import path from 'node:path'
import { fileURLToPath, pathToFileURL } from 'node:url'
import { chromium, type Browser, type BrowserContextOptions, type Locator, type Page } from 'playwright-core'
import { expect, inject } from 'vitest'
import { BUILD_LOCK, isAlive, withLock } from '../../functions/src/testing/dir-lock'

export const ROOT = path.resolve(path.dirname(fileURLToPath(import.meta.url)), '../..')
export const ADMIN_EMAIL = 'admin@example.test'
export const ADMIN_PASSWORD = 'rahasia-uji-123'

const READY = /Situs berjalan di http:\/\/localhost:(\d+)/
const READY_TIMEOUT_MS = 60_000

// ---------------------------------------------------------------------------------------------
// Run preparation: build, dist snapshot, seeded template
// ---------------------------------------------------------------------------------------------

interface Run {
  /** Snapshot of dist/ (manifest.json, public/, server.mjs); a node_modules symlink sits next to it. */
  distDir: string
  /** A data directory holding the seeded demo content; copied for every site, never served. */
  templateDir: string
}

function runDir(): string {
  let provided: string | undefined
  try {
    provided = inject('e2eRunDir')
  } catch {
    // Not inside a Vitest worker.
  }
  if (provided) return provided
  // Fallback without globalSetup: every test file of a run is a child of the same Vitest
  // process (forks pool), so its pid names the run. Directories of finished runs are removed.
  const prefix = 'alr-e2e-run-'
  for (const name of readdirSync(tmpdir())) {
    const pid = name.startsWith(prefix) ? Number(name.slice(prefix.length)) : NaN
    if (pid && pid !== process.ppid && !isAlive(pid)) rmSync(path.join(tmpdir(), name), { recursive: true, force: true })
  }
  const dir = path.join(tmpdir(), `${prefix}${process.ppid}`)
  mkdirSync(dir, { recursive: true })
  return dir
}

/** Runs a command to completion, rejecting with its output when it fails. */
function run(command: string, args: string[], options: { cwd: string; timeout: number }): Promise<string> {
  return new Promise((resolve, reject) => {
    const child = spawn(command, args, { cwd: options.cwd, env: { ...process.env, NODE_ENV: 'production' }, stdio: ['ignore', 'pipe', 'pipe'] })
    let output = ''
    child.stdout.on('data', (chunk) => (output += chunk))
    child.stderr.on('data', (chunk) => (output += chunk))
    const timer = setTimeout(() => child.kill('SIGKILL'), options.timeout)
    child.on('error', reject)
    child.on('exit', (code, signal) => {
      clearTimeout(timer)
      if (code === 0) resolve(output)
      else reject(new Error(`${command} ${args.join(' ')} failed (${signal ?? `exit ${code}`}):\n${output}`))
    })
  })
}

async function buildAndSnapshot(distDir: string): Promise<void> {
  const snapshot = (from: string) => {
    rmSync(distDir, { recursive: true, force: true })
    mkdirSync(distDir, { recursive: true })
    for (const name of ['manifest.json', 'server.mjs', 'server.mjs.map', 'server-chunks', 'public']) {
      if (existsSync(path.join(from, name))) cpSync(path.join(from, name), path.join(distDir, name), { recursive: true })
    }
  }
  // E2E_DIST_DIR: test an existing build as is (a CI artifact, or a deliberately broken copy).
  const given = process.env.E2E_DIST_DIR
  if (given) snapshot(path.resolve(ROOT, given))
  else {
    // Machine-wide: two runs (or a run and bench/run.ts) must not write dist/ at the same time.
    await withLock(BUILD_LOCK, async () => {
      await run(process.execPath, ['scripts/build.mjs'], { cwd: ROOT, timeout: 120_000 })
      snapshot(path.join(ROOT, 'dist'))
    })
  }
  // server.mjs imports its dependencies (packages are external): resolve them from the project.
  const modules = path.join(path.dirname(distDir), 'node_modules')
  if (!existsSync(modules)) symlinkSync(path.join(ROOT, 'node_modules'), modules, 'dir')
}

let preparing: Promise<Run> | undefined

/** Builds, snapshots and seeds once per test run; safe to call from every file and worker. */
export function prepareRun(): Promise<Run> {
  return (preparing ??= (async () => {
    const dir = runDir()
    const marker = path.join(dir, 'ready.json')
    const read = () => JSON.parse(readFileSync(marker, 'utf8')) as Run
    if (existsSync(marker)) return read()
    return withLock(path.join(dir, 'prepare.lock'), async () => {
      if (existsSync(marker)) return read()
      const prepared: Run = { distDir: path.join(dir, 'dist'), templateDir: path.join(dir, 'template') }
      await buildAndSnapshot(prepared.distDir)
      rmSync(prepared.templateDir, { recursive: true, force: true })
      mkdirSync(prepared.templateDir, { recursive: true })
      // Seeding happens before the ready line; a clean stop checkpoints SQLite into content.db.
      const seeder = await spawnSite(prepared.distDir, prepared.templateDir, { SEED_DEMO: '1' })
      await seeder.stop()
      writeFileSync(`${marker}.tmp`, JSON.stringify(prepared))
      renameSync(`${marker}.tmp`, marker)
      return prepared
    })
  })().catch((error) => {
    preparing = undefined
    throw error
  }))
}

// ---------------------------------------------------------------------------------------------
// Sites
// ---------------------------------------------------------------------------------------------

export interface Site {
  /** http://localhost:PORT (no trailing slash) */
  baseUrl: string
  dataDir: string
  stop(): Promise<void>
  /** Everything the server printed so far (stdout and stderr, interleaved). */
  logs(): string
}

export interface StartSiteOptions {
  /** Extra or overriding environment variables for the server. */
  env?: Record<string, string>
  /**
   * An existing data directory to use as is (not removed on stop). Without it the site gets a
   * fresh temp directory: a copy of the seeded template, or empty when `seed` is 'empty'
   * (then the server seeds it itself unless env SEED_DEMO=0).
   */
  dataDir?: string
  seed?: 'template' | 'empty'
}

/**
 * Live server processes and temp data directories of this worker, cleaned up if the worker
 * exits without stopping them. (A worker that is killed runs no handler: then each server's
 * watchdog, exit-with-parent.mjs, stops it, and the run's teardown removes the directories.)
 */
const children = new Set<ChildProcess>()
const tempDirs = new Set<string>()
process.once('exit', () => {
  for (const child of children) child.kill('SIGKILL')
  for (const dir of tempDirs) rmSync(dir, { recursive: true, force: true })
})

/** A port that was free a moment ago (the OS picks it for a listener on port 0). */
export function freePort(): Promise<number> {
  return new Promise((resolve, reject) => {
    const server = createServer()
    server.unref()
    server.on('error', reject)
    server.listen(0, () => {
      const { port } = server.address() as { port: number }
      server.close(() => resolve(port))
    })
  })
}

async function spawnSite(distDir: string, dataDir: string, env: Record<string, string> = {}): Promise<Omit<Site, 'dataDir'>> {
  // Another process may grab the port between freePort() and the server's listen: retry then.
  for (let attempt = 1; ; attempt++) {
    const port = await freePort()
    try {
      return await spawnOnPort(distDir, dataDir, port, env)
    } catch (error) {
      if (attempt < 3 && /EADDRINUSE/.test(String(error))) continue
      throw error
    }
  }
}

function spawnOnPort(distDir: string, dataDir: string, port: number, env: Record<string, string>): Promise<Omit<Site, 'dataDir'>> {
  const baseUrl = `http://localhost:${port}`
  const watchdog = pathToFileURL(path.join(ROOT, 'tests/e2e/exit-with-parent.mjs')).href
  // E2E_CLOCK_FILE: a clock the test can move forward (clock-ahead.mjs).
  const clock = env.E2E_CLOCK_FILE ? [`--import=${pathToFileURL(path.join(ROOT, 'tests/e2e/clock-ahead.mjs')).href}`] : []
  const child = spawn(process.execPath, ['--enable-source-maps', `--import=${watchdog}`, ...clock, path.join(distDir, 'server.mjs')], {
    cwd: ROOT,
    env: {
      ...process.env,
      NODE_ENV: 'production',
      ALLOW_INSECURE_HTTP: '1',
      PORT: String(port),
      DATA_DIR: dataDir,
      DIST_DIR: distDir,
      PUBLIC_BASE_URL: baseUrl,
      ADMIN_EMAIL,
      ADMIN_PASSWORD,
      ...env,
    },
    stdio: ['ignore', 'pipe', 'pipe'],
  })
  children.add(child)
  let output = ''
  const logs = () => output
  const exited = new Promise<void>((resolve) => child.once('exit', () => (children.delete(child), resolve())))
  const stop = async () => {
    if (child.exitCode === null && child.signalCode === null) {
      child.kill('SIGTERM')
      // The server exits by itself within ~8 s of SIGTERM; do not hang a suite on a bug there.
      const killed = setTimeout(() => child.kill('SIGKILL'), 10_000)
      await exited
      clearTimeout(killed)
    }
  }
  return new Promise((resolve, reject) => {
    let settled = false
    const fail = (reason: string) => {
      if (settled) return
      settled = true
      clearTimeout(timer)
      void stop().then(() => reject(new Error(`e2e harness: the site did not start (${reason}). Server output:\n${output || '(none)'}`)))
    }
    const timer = setTimeout(() => fail(`no ready line within ${READY_TIMEOUT_MS / 1000} s`), READY_TIMEOUT_MS)
    const onData = (chunk: Buffer) => {
      output += chunk
      if (!settled && READY.test(output)) {
        settled = true
        clearTimeout(timer)
        resolve({ baseUrl, stop, logs })
      }
    }
    child.stdout!.on('data', onData)
    child.stderr!.on('data', onData)
    child.once('error', (error) => fail(String(error)))
    child.once('exit', (code, signal) => fail(`exited with ${signal ?? `code ${code}`}`))
  })
}

/** Starts the built site on a free port with its own data directory (a copy of the seeded template by default). */
export async function startSite(options: StartSiteOptions = {}): Promise<Site> {
  const { distDir, templateDir } = await prepareRun()
  const owned = !options.dataDir
  // Inside the run directory, so the end of the run removes whatever a crashed worker left.
  const sites = path.join(path.dirname(distDir), 'sites')
  mkdirSync(sites, { recursive: true })
  const dataDir = options.dataDir ?? mkdtempSync(path.join(sites, 'data-'))
  if (owned) tempDirs.add(dataDir)
  const removeDataDir = () => {
    if (owned) {
      rmSync(dataDir, { recursive: true, force: true })
      tempDirs.delete(dataDir)
    }
  }
  try {
    if (owned && options.seed !== 'empty') cpSync(templateDir, dataDir, { recursive: true })
    const env = options.seed === 'empty' ? options.env : { SEED_DEMO: '0', ...options.env }
    const site = await spawnSite(distDir, dataDir, env)
    return {
      ...site,
      dataDir,
      async stop() {
        await site.stop()
        removeDataDir()
      },
    }
  } catch (error) {
    removeDataDir()
    throw error
  }
}

// ---------------------------------------------------------------------------------------------
// Browser
// ---------------------------------------------------------------------------------------------

function launchChromium(): Promise<Browser> {
  return chromium.launch({
    executablePath: '/usr/bin/chromium',
    args: [
      '--headless',
      '--no-sandbox',
      '--disable-gpu',
      '--disable-quic',
      '--no-first-run',
      '--disable-background-networking',
      '--disable-component-update',
      '--disable-sync',
    ],
  })
}

/** This worker's Chromium, launched by the first file that asks and kept for the files after it. */
let workerBrowser: Promise<Browser> | undefined

/**
 * The worker's browser, for one test file. Chromium is launched once per worker (about a second
 * of both cores each time, for every one of some fifty files) and kept between files; what a
 * file does in it stays its own, since every page has a context of its own (`newPage`). The
 * file's `browser.close()` closes the contexts it opened, not the browser; one that has
 * crashed or was closed is launched again for the next file.
 */
export async function launchBrowser(): Promise<Browser> {
  let browser = await workerBrowser?.catch(() => undefined)
  if (!browser?.isConnected()) {
    workerBrowser = launchChromium()
    workerBrowser.catch(() => (workerBrowser = undefined))
    browser = await workerBrowser
  }
  return forOneFile(browser)
}

/** The shared browser, with `close()` closing what the file opened in it (Playwright's objects keep state, so every other call goes to the browser itself). */
function forOneFile(browser: Browser): Browser {
  const closeContexts = async () => {
    await Promise.all(browser.contexts().map((context) => context.close().catch(() => {})))
  }
  return new Proxy(browser, {
    get(target, property) {
      if (property === 'close') return closeContexts
      const value: unknown = Reflect.get(target, property, target)
      return typeof value === 'function' ? value.bind(target) : value
    },
  })
}

export interface PageProblem {
  kind: 'console.error' | 'pageerror'
  text: string
  /** Where: the page URL, and the source location for console messages. */
  where: string
}

const problems = new WeakMap<Page, PageProblem[]>()

export interface NewPageOptions {
  javaScriptEnabled?: boolean
  viewport?: { width: number; height: number }
  /** Lets `page.goto('/blogs')` resolve against the site. */
  baseURL?: string
  /** The browser's language (`navigator.languages`, Accept-Language); Indonesian by default. */
  locale?: string
}

/**
 * A page in its own context (no shared cache, storage or cookies between pages), recording
 * every console.error and uncaught page error; check them with `expectNoErrors(page)`.
 */
export async function newPage(browser: Browser, options: NewPageOptions = {}): Promise<Page> {
  const contextOptions: BrowserContextOptions = {
    javaScriptEnabled: options.javaScriptEnabled ?? true,
    viewport: options.viewport ?? { width: 1280, height: 800 },
    baseURL: options.baseURL,
    acceptDownloads: true,
    locale: options.locale ?? 'id-ID',
  }
  const context = await browser.newContext(contextOptions)
  // Fail fast, well within a test's 60 s, instead of Playwright's 30 s per wait.
  context.setDefaultTimeout(15_000)
  const page = await context.newPage()
  const list: PageProblem[] = []
  problems.set(page, list)
  page.on('console', (message) => {
    if (message.type() !== 'error') return
    const { url, lineNumber } = message.location()
    list.push({ kind: 'console.error', text: message.text(), where: `${page.url()}${url ? ` (${url}:${lineNumber})` : ''}` })
  })
  page.on('pageerror', (error) => {
    list.push({ kind: 'pageerror', text: error.stack ?? String(error), where: page.url() })
  })
  // Dashboard forms ask before leaving unsaved input (beforeunload). Tests leave such forms on
  // purpose: answer "leave", and count the prompts so a test can check one was asked.
  page.on('dialog', (dialog) => {
    if (dialog.type() === 'beforeunload') leavePrompts.set(page, (leavePrompts.get(page) ?? 0) + 1)
    void (dialog.type() === 'beforeunload' ? dialog.accept() : dialog.dismiss()).catch(() => {})
  })
  // Closing the page closes its context too.
  page.once('close', () => void context.close().catch(() => {}))
  return page
}

const leavePrompts = new WeakMap<Page, number>()

/** How many times the page asked "leave this page?" (beforeunload) so far. */
export function leavePromptCount(page: Page): number {
  return leavePrompts.get(page) ?? 0
}

/** The console errors and page errors recorded on a page so far. */
export function pageErrors(page: Page): PageProblem[] {
  const list = problems.get(page)
  if (!list) throw new Error('e2e harness: this page was not created by newPage(), its errors are not recorded')
  return list
}

/**
 * Fails unless the page logged no console error and threw no uncaught error. `allow` lists the
 * errors a test expects (each pattern is matched against the text); they are returned so the
 * test can assert on them. Nothing else is ignored.
 */
export function expectNoErrors(page: Page, options: { allow?: RegExp[] } = {}): PageProblem[] {
  const allow = options.allow ?? []
  const all = pageErrors(page)
  const allowed = all.filter((p) => allow.some((re) => re.test(p.text)))
  const unexpected = all.filter((p) => !allowed.includes(p))
  expect(unexpected.map((p) => `${p.kind} on ${p.where}: ${p.text}`), 'console errors / page errors').toEqual([])
  return allowed
}

/**
 * Quality of the screenshots, which are for people to look at (no test compares their pixels): a
 * JPEG at 80 reads as well as a PNG and takes half its time or less (a full page on a busy
 * machine: 0.5 to 0.8 s against 1.3 to 2.4 s), over some hundred screenshots a run
 * (docs/decisions/0063-test-run-speed.md).
 */
export const SCREENSHOT_QUALITY = 80

/** Saves a JPEG to artifacts/screenshots/{name}.jpg (full page by default) and returns its path. */
export async function screenshot(page: Page, name: string, options: { fullPage?: boolean } = {}): Promise<string> {
  const dir = path.join(ROOT, 'artifacts', 'screenshots')
  mkdirSync(dir, { recursive: true })
  const file = path.join(dir, `${name}.jpg`)
  await page.screenshot({ path: file, type: 'jpeg', quality: SCREENSHOT_QUALITY, fullPage: options.fullPage ?? true, animations: 'disabled' })
  return file
}

/** Waits until React has hydrated the element (its DOM node carries React's props). */
export async function hydrated(locator: Locator) {
  await locator.first().waitFor()
  await expect
    .poll(() => locator.first().evaluate((el) => Object.keys(el).some((key) => key.startsWith('__reactProps$'))), { timeout: 10_000 })
    .toBe(true)
}

/** The toast text after a save (and that it is announced: the toast sits in a role=status region). */
export async function expectToast(page: Page, text: string) {
  const toast = page.getByRole('status').filter({ has: page.locator('.toast') })
  await toast.waitFor()
  expect((await toast.locator('.toast > span').innerText()).trim()).toBe(text)
}

/**
 * Moves the first item of a sortable list one place down with dnd-kit's keyboard drag (Space
 * picks up, ArrowDown moves, Space drops), each key sent once the page has acted on the one
 * before, as its spoken announcement (order-list.tsx) shows. The item's handle has the focus.
 */
export async function keyboardDragFirstDown(page: Page, item: string, count: number) {
  const announced = (text: string) =>
    expect.poll(() => page.locator('[id^="DndLiveRegion-"]').allTextContents(), { message: `announces "${text}"` }).toContain(text)
  await page.keyboard.press('Space')
  await announced(`${item} diambil, posisi 1 dari ${count}.`)
  // dnd-kit listens for the arrow keys from a setTimeout(0) after the pick-up
  // (KeyboardSensor.attach); a timer queued now runs after that one.
  await page.evaluate(() => new Promise((resolve) => setTimeout(resolve, 0)))
  await page.keyboard.press('ArrowDown')
  await announced(`${item} dipindahkan ke posisi 2 dari ${count}.`)
  await page.keyboard.press('Space')
}

/** Waits until the rich text editor (TipTap, on the textbox element) has a selection that is not empty. */
export async function editorSelectionMade(editor: Locator) {
  await expect
    .poll(() => editor.evaluate((el) => (el as HTMLElement & { editor?: { state: { selection: { empty: boolean } } } }).editor?.state.selection.empty), {
      message: 'the editor knows the selection',
    })
    .toBe(false)
}

/** Signs in through the login form (the admin unless named) and waits for the dashboard. */
export async function signIn(page: Page, email = ADMIN_EMAIL, password = ADMIN_PASSWORD) {
  await page.goto('/login')
  await page.getByLabel('Email', { exact: true }).fill(email)
  await page.getByLabel('Kata sandi').fill(password)
  // Staff land on Ringkasan (/dashboard), or on the page a `next` asked for.
  await Promise.all([page.waitForURL((url) => url.pathname === '/dashboard' || url.pathname.startsWith('/dashboard/')), page.getByRole('button', { name: 'Masuk' }).click()])
}

/** Clicks and waits for the navigation it starts; the navigation's response. */
export async function clickAndWaitForNavigation(page: Page, target: Locator) {
  const [response] = await Promise.all([page.waitForNavigation(), target.click()])
  return response
}
