/**
 * Fonts and images per public page, as a browser fetches them: Debian's Chromium
 * through playwright-core opens each page in a fresh context (a first visit, nothing cached) on
 * a phone (390×844) and a wide screen (1366×900), and counts the bytes of every font and image
 * response: those of the first screen (the page as it loads), then of the whole page (scrolled
 * to its end, so lazy images come in). Called by `npm run bench` (bench/run.ts) with the running
 * app's address; alone: `npx tsx bench/page-weight.ts http://localhost:3000`.
 */
import { chromium, type Browser, type Response } from 'playwright-core'

const VIEWPORTS = [
  { name: '390', width: 390, height: 844 },
  { name: '1366', width: 1366, height: 900 },
] as const

export interface PageWeight {
  path: string
  viewport: string
  fontBytes: number
  fonts: number
  /** Images fetched while the page loads, before any scrolling. */
  firstScreenImageBytes: number
  /** Images fetched once the whole page has been scrolled through. */
  imageBytes: number
  images: number
}

/** The pages to weigh: each kind of public page, items found on the site's own lists. */
async function pagesOf(base: string): Promise<string[]> {
  const first = async (list: string, prefix: string) => new RegExp(`href="(${prefix}/[a-z0-9-]+)"`).exec(await (await fetch(base + list)).text())?.[1]
  const found = await Promise.all([first('/blogs', '/blogs'), first('/publications', '/publications'), first('/attorneys', '/attorneys'), first('/practice-area', '/practice-area'), first('/en/blogs', '/en/blogs')])
  return ['/', '/blogs', found[0], '/publications', found[1], '/attorneys', found[2], '/practice-area', found[3], '/contact-us', '/en', found[4]].filter((p): p is string => Boolean(p))
}

async function weigh(browser: Browser, base: string, path: string, viewport: (typeof VIEWPORTS)[number]): Promise<PageWeight> {
  const context = await browser.newContext({ viewport: { width: viewport.width, height: viewport.height } })
  const page = await context.newPage()
  const seen: { type: string; bytes: number; phase: 'load' | 'scroll' }[] = []
  let phase: 'load' | 'scroll' = 'load'
  const pending: Promise<void>[] = []
  page.on('response', (response: Response) => {
    const type = response.request().resourceType()
    if (type !== 'font' && type !== 'image') return
    const at = phase
    pending.push(
      response
        .body()
        .then((body) => void seen.push({ type, bytes: body.length, phase: at }))
        .catch(() => undefined),
    )
  })
  await page.goto(base + path, { waitUntil: 'load' })
  await page.evaluate(() => document.fonts.ready)
  await page.waitForLoadState('networkidle')
  await Promise.all(pending)
  phase = 'scroll'
  // Down the page a screen at a time, so every lazy image is asked for as a reader would.
  await page.evaluate(async () => {
    for (let y = 0; y < document.documentElement.scrollHeight; y += innerHeight / 2) {
      scrollTo(0, y)
      await new Promise((resolve) => setTimeout(resolve, 60))
    }
  })
  await page.waitForLoadState('networkidle')
  await Promise.all(pending)
  await context.close()
  const sum = (filter: (s: (typeof seen)[number]) => boolean) => seen.filter(filter).reduce((total, s) => total + s.bytes, 0)
  return {
    path,
    viewport: viewport.name,
    fontBytes: sum((s) => s.type === 'font'),
    fonts: seen.filter((s) => s.type === 'font').length,
    firstScreenImageBytes: sum((s) => s.type === 'image' && s.phase === 'load'),
    imageBytes: sum((s) => s.type === 'image'),
    images: seen.filter((s) => s.type === 'image').length,
  }
}

/** Weighs every page at both widths. */
export async function measurePageWeights(base: string): Promise<PageWeight[]> {
  const browser = await chromium.launch({ executablePath: process.env.CHROMIUM_PATH ?? '/usr/bin/chromium', args: ['--headless', '--no-sandbox', '--disable-gpu'] })
  try {
    const rows: PageWeight[] = []
    for (const path of await pagesOf(base)) {
      for (const viewport of VIEWPORTS) rows.push(await weigh(browser, base, path, viewport))
    }
    return rows
  } finally {
    await browser.close()
  }
}

const kb = (bytes: number) => `${(bytes / 1024).toFixed(1)} KB`

/** Prints the table `npm run bench` shows. */
export async function reportPageWeight(base: string): Promise<PageWeight[]> {
  const rows = await measurePageWeights(base)
  console.log('\nFonts and images per page, first visit (nothing cached), as Chromium fetches them\n')
  console.log('page                                          | width | fonts            | images, first screen | images, whole page')
  console.log('----------------------------------------------|-------|------------------|----------------------|-------------------')
  for (const row of rows) {
    console.log(
      `${row.path.slice(0, 45).padEnd(45)} | ${row.viewport.padStart(5)} | ${`${kb(row.fontBytes)} (${row.fonts})`.padStart(16)} | ${kb(row.firstScreenImageBytes).padStart(20)} | ${`${kb(row.imageBytes)} (${row.images})`.padStart(18)}`,
    )
  }
  return rows
}

// Alone: npx tsx bench/page-weight.ts <base URL>
if (import.meta.url === `file://${process.argv[1]}`) {
  const base = process.argv[2] ?? 'http://localhost:3000'
  reportPageWeight(base.replace(/\/$/, '')).catch((error) => {
    console.error(error)
    process.exit(1)
  })
}
