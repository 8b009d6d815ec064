/**
 * The public site's screenshots in docs/screenshots (docs/photography.md): the built site on
 * the demo firm, each page at a phone's, a tablet's, a laptop's and a wide desktop's width,
 * full length, made smaller and saved as WebP so the set stays a few megabytes.
 *
 *   node --import tsx scripts/public-screenshots.ts            every page at every width
 *   node --import tsx scripts/public-screenshots.ts home en-home   only those pages
 *
 * It builds and seeds as the browser tests do (tests/e2e/harness.ts) and prints each page's
 * height and any sideways scroll, the figures docs/photography.md quotes.
 */
import { mkdirSync } from 'node:fs'
import path from 'node:path'
import { chromium } from 'playwright-core'
import sharp from 'sharp'
import { newPage, ROOT, startSite } from '../tests/e2e/harness'

const OUT = path.join(ROOT, 'docs', 'screenshots')
const WIDTHS = [390, 768, 1366, 1920] as const

/** What each width shows, and how it is kept: the width it is scaled to and the longest page kept. */
const VIEWPORTS: Record<(typeof WIDTHS)[number], { height: number; scaleTo: number; maxHeight: number }> = {
  390: { height: 844, scaleTo: 390, maxHeight: 6000 },
  768: { height: 1024, scaleTo: 576, maxHeight: 5000 },
  1366: { height: 900, scaleTo: 683, maxHeight: 4200 },
  1920: { height: 1080, scaleTo: 960, maxHeight: 4200 },
}

interface Shot {
  name: string
  path: string
  widths: readonly (typeof WIDTHS)[number][]
}

const SHOTS: Shot[] = [
  { name: 'home', path: '/', widths: WIDTHS },
  { name: 'practice-area', path: '/practice-area/korporasi-dan-komersial', widths: WIDTHS },
  { name: 'attorney', path: '/attorneys/bambang-adiwarsa', widths: WIDTHS },
  { name: 'article', path: '/blogs/rangkuman-diskusi-peran-direksi-dalam-mencegah-tindak-pidana-korporasi-di-bawah-kuhp-baru', widths: WIDTHS },
  { name: 'contact', path: '/contact-us', widths: WIDTHS },
  { name: 'en-home', path: '/en', widths: WIDTHS },
  { name: 'attorneys', path: '/attorneys', widths: [1366] },
  { name: 'about', path: '/about', widths: [1366] },
  { name: 'opening', path: '/career/associate-korporasi-dan-pasar-modal', widths: [1366] },
]

const only = process.argv.slice(2)
const shots = only.length ? SHOTS.filter((shot) => only.includes(shot.name)) : SHOTS
mkdirSync(OUT, { recursive: true })

const [site, browser] = await Promise.all([
  startSite(),
  chromium.launch({ executablePath: process.env.CHROMIUM_PATH || '/usr/bin/chromium', args: ['--headless', '--no-sandbox', '--disable-gpu'] }),
])
try {
  for (const shot of shots) {
    for (const width of shot.widths) {
      const viewport = VIEWPORTS[width]
      const page = await newPage(browser, { baseURL: site.baseUrl, viewport: { width, height: viewport.height }, locale: shot.path.startsWith('/en') ? 'en-GB' : 'id-ID' })
      const response = await page.goto(shot.path, { waitUntil: 'networkidle' })
      if (!response?.ok()) throw new Error(`${shot.path}: ${response?.status()}`)
      // Lazy images load as they come into view: pass over the page once, then back to the top.
      await page.evaluate(async () => {
        for (let y = 0; y < document.documentElement.scrollHeight; y += window.innerHeight / 2) {
          window.scrollTo(0, y)
          await new Promise((resolve) => requestAnimationFrame(() => requestAnimationFrame(resolve)))
        }
        window.scrollTo(0, 0)
        await document.fonts.ready
      })
      await page.waitForLoadState('networkidle')
      const { height, overflow } = await page.evaluate(() => ({
        height: document.documentElement.scrollHeight,
        overflow: document.documentElement.scrollWidth - document.documentElement.clientWidth,
      }))
      const png = await page.screenshot({ fullPage: true, animations: 'disabled' })
      const taken = await sharp(png).metadata()
      const file = path.join(OUT, `${shot.name}-${width}.webp`)
      await sharp(png)
        .extract({ left: 0, top: 0, width: taken.width!, height: Math.min(taken.height!, viewport.maxHeight) })
        .resize({ width: viewport.scaleTo })
        .webp({ quality: 70, effort: 6 })
        .toFile(file)
      console.log(`${shot.name} at ${width} px: ${height} px tall${overflow > 0 ? `, ${overflow} px of sideways scroll` : ''} → ${path.relative(ROOT, file)}`)
      await page.close()
    }
  }
} finally {
  await browser.close()
  await site.stop()
}
