/**
 * The brand (decision 33), in Chromium on the demo firm:
 *   - the self-hosted fonts: preloaded, served from the site's hashed assets (at most 60 KB for
 *     both), font-display swap, and the text really rendered in them;
 *   - their fallbacks shaped like them (a paragraph and a heading take the same room in both),
 *     and no layout shift on the pages whose fonts arrive late;
 *   - the home page's hero image beside the text on a wide screen, under it on a phone;
 *   - practice-area covers on /practice-area (small squares on phones); the home page names the
 *     areas only, each a link (docs/public-site.md);
 *   - an article at a readable measure with its sidebar (authors, date, share links as plain
 *     links, related posts) beside it on a wide screen, after it on a phone, and no request to
 *     another host;
 *   - the budgets kept: HTML at most 14 KB compressed on these pages, public JavaScript 6 KB;
 *   - screenshots at 390 and 1366 px (artifacts/screenshots/brand-*).
 */
import { gzipSync, brotliCompressSync } from 'node:zlib'
import type { Browser, Page } from 'playwright-core'
import { afterAll, beforeAll, describe, expect, it } from 'vitest'
import { expectNoErrors, launchBrowser, newPage, screenshot, startSite, type Site } from './harness'
import { expectAxeClean } from './quality-checks'

const PHONE = { width: 390, height: 844 }
const DESKTOP = { width: 1366, height: 900 }
const FONT_BUDGET = 60 * 1024
const HTML_BUDGET = 14 * 1024
const JS_BUDGET = 6 * 1024

let site: Site
let browser: Browser
let post = ''
let englishPost = ''

async function fetchText(path: string): Promise<string> {
  const res = await fetch(`${site.baseUrl}${path}`)
  expect(res.status, path).toBe(200)
  return res.text()
}

beforeAll(async () => {
  ;[site, browser] = await Promise.all([startSite(), launchBrowser()])
  post = /<a href="(\/blogs\/[a-z0-9-]+)"/.exec(await fetchText('/blogs'))![1]!
  englishPost = /<a href="(\/en\/blogs\/[a-z0-9-]+)"/.exec(await fetchText('/en/blogs'))![1]!
}, 120_000)

afterAll(async () => {
  await browser?.close()
  await site?.stop()
}, 30_000)

async function box(page: Page, selector: string) {
  const found = await page.locator(selector).first().boundingBox()
  if (!found) throw new Error(`${selector} is not rendered`)
  return found
}

/** Loads every lazy image by scrolling through the page, then waits until each has arrived. */
async function loadImages(page: Page) {
  await page.evaluate(() => document.querySelectorAll('img[loading="lazy"]').forEach((img) => ((img as HTMLImageElement).loading = 'eager')))
  await page.waitForFunction(() => [...document.images].every((img) => img.complete), undefined, { timeout: 15_000 })
}

/** The font Chromium really drew an element's text with (CDP), not just the one CSS asked for. */
async function renderedFonts(page: Page, selector: string): Promise<string[]> {
  const cdp = await page.context().newCDPSession(page)
  await cdp.send('DOM.enable')
  await cdp.send('CSS.enable')
  const { root } = await cdp.send('DOM.getDocument')
  const { nodeId } = await cdp.send('DOM.querySelector', { nodeId: root.nodeId, selector })
  const { fonts } = await cdp.send('CSS.getPlatformFontsForNode', { nodeId })
  return fonts.map((f) => f.familyName)
}

describe('the fonts', { timeout: 120_000 }, () => {
  it('are the site’s own, preloaded, at most 60 KB together, and the text is drawn in them', async () => {
    const page = await newPage(browser, { baseURL: site.baseUrl, viewport: DESKTOP })
    const hosts = new Set<string>()
    page.on('request', (request) => hosts.add(new URL(request.url()).host))
    await page.goto('/')
    const preloads = await page.locator('link[rel="preload"][as="font"]').evaluateAll((links) =>
      links.map((l) => ({ href: l.getAttribute('href'), type: l.getAttribute('type'), crossorigin: l.hasAttribute('crossorigin') })),
    )
    expect(preloads.map((p) => p.href?.replace(/-[A-Z0-9]{8}\.woff2$/, '.woff2'))).toEqual(['/assets/source-serif-4-latin-600-normal.woff2', '/assets/inter-latin-400-normal.woff2'])
    let total = 0
    for (const preload of preloads) {
      expect(preload.type).toBe('font/woff2')
      expect(preload.crossorigin).toBe(true)
      const res = await fetch(`${site.baseUrl}${preload.href}`)
      expect(res.headers.get('content-type')).toBe('font/woff2')
      expect(res.headers.get('cache-control')).toBe('public, max-age=31536000, immutable')
      total += (await res.arrayBuffer()).byteLength
    }
    expect(total, 'both fonts, bytes').toBeLessThanOrEqual(FONT_BUDGET)
    const css = await fetchText((await page.locator('link[rel="stylesheet"]').getAttribute('href'))!)
    expect(css.match(/font-display:swap/g)?.length).toBe(2)
    await page.evaluate(() => document.fonts.ready)
    expect(await renderedFonts(page, 'main h1')).toEqual([expect.stringMatching(/^Source Serif 4/)])
    expect(await renderedFonts(page, '.hero-lead')).toEqual([expect.stringMatching(/^Inter/)])
    expect([...hosts], 'no request to another host').toEqual([new URL(site.baseUrl).host])
    expectNoErrors(page)
    await page.close()
  })

  it('fall back to local fonts shaped like them: a paragraph and a heading take the same room', async () => {
    const page = await newPage(browser, { baseURL: site.baseUrl, viewport: DESKTOP })
    await page.goto('/')
    await page.evaluate(() => document.fonts.ready)
    const sizes = await page.evaluate(() => {
      const text =
        'Kami mendampingi investor asing dan domestik sejak tahap pendirian perusahaan, perizinan berusaha melalui OSS, hingga merger, akuisisi, dan usaha patungan. We advise foreign and domestic investors on mergers, acquisitions and joint ventures.'
      const measure = (family: string, weight: number, fontSize: string) => {
        const p = document.createElement('p')
        p.textContent = text
        p.style.cssText = `position:absolute;left:0;top:0;width:640px;margin:0;font-family:${family};font-weight:${weight};font-size:${fontSize};line-height:1.65`
        const span = document.createElement('span')
        span.textContent = text
        span.style.cssText = `position:absolute;left:0;top:0;white-space:nowrap;font-family:${family};font-weight:${weight};font-size:${fontSize}`
        document.body.append(p, span)
        const result = { height: p.getBoundingClientRect().height, width: span.getBoundingClientRect().width }
        p.remove()
        span.remove()
        return result
      }
      return {
        inter: measure('Inter', 400, '17px'),
        interFallback: measure("'Inter Fallback'", 400, '17px'),
        serif: measure("'Source Serif 4'", 600, '40px'),
        serifFallback: measure("'Source Serif Fallback'", 600, '40px'),
      }
    })
    const close = (a: number, b: number) => Math.abs(a - b) / a
    expect(close(sizes.inter.width, sizes.interFallback.width), `Inter ${JSON.stringify(sizes)}`).toBeLessThan(0.02)
    expect(sizes.interFallback.height, 'the same number of lines').toBe(sizes.inter.height)
    expect(close(sizes.serif.width, sizes.serifFallback.width), `Source Serif ${JSON.stringify(sizes)}`).toBeLessThan(0.02)
    await page.close()
  })

  it('move nothing when they arrive: no layout shift, even when they come late', async () => {
    for (const [viewport, delay] of [
      [PHONE, 0],
      [DESKTOP, 0],
      [PHONE, 1500],
      [DESKTOP, 1500],
    ] as const) {
      // Fonts held back: the four pages side by side (each in its own context), as most of their
      // time is the wait, not work (16 pages one after another took about 29 s). On time: one
      // after another, since pages loading at once can make an on-time font late by a frame.
      const paths = ['/', '/blogs', post, '/attorneys']
      const sideBySide = (each: (path: string) => Promise<void>) => (delay ? Promise.all(paths.map(each)) : paths.reduce((done, path) => done.then(() => each(path)), Promise.resolve()))
      await sideBySide(async (path) => {
        const page = await newPage(browser, { baseURL: site.baseUrl, viewport })
        if (delay) {
          await page.route('**/*.woff2', async (route) => {
            await new Promise((resolve) => setTimeout(resolve, delay))
            await route.continue()
          })
        }
        await page.addInitScript(() => {
          ;(window as unknown as { __cls: number }).__cls = 0
          new PerformanceObserver((list) => {
            for (const entry of list.getEntries() as unknown as { value: number; hadRecentInput: boolean }[]) {
              if (!entry.hadRecentInput) (window as unknown as { __cls: number }).__cls += entry.value
            }
          }).observe({ type: 'layout-shift', buffered: true })
        })
        await page.goto(path)
        await page.evaluate(() => document.fonts.ready)
        await page.waitForTimeout(300)
        expect(await page.evaluate(() => document.fonts.check('600 16px "Source Serif 4"') && document.fonts.check('16px Inter')), `${path}: fonts loaded`).toBe(true)
        const cls = await page.evaluate(() => (window as unknown as { __cls: number }).__cls)
        console.info(`CLS ${path} @${viewport.width}, fonts ${delay ? `${delay} ms late` : 'on time'}: ${cls.toFixed(4)}`)
        // On time (as Lighthouse loads them): nothing moves. Late: the tuned fallback keeps it
        // under a hundredth (Google's "good" is below 0.1).
        expect(cls, `${path} @${viewport.width}, fonts ${delay} ms late`).toBeLessThanOrEqual(delay ? 0.01 : 0)
        await page.close()
      })
    }
  })
})

describe('the home page', { timeout: 120_000 }, () => {
  it('shows the hero image full-bleed behind the text on a wide screen, and the practice areas by name', async () => {
    const page = await newPage(browser, { baseURL: site.baseUrl, viewport: DESKTOP })
    await page.goto('/')
    await loadImages(page)
    const hero = await box(page, '.hero')
    const image = await box(page, '.hero-image')
    const text = await box(page, '.hero-text')
    // Edge to edge, as tall as the hero, the text over it.
    expect(image.x).toBe(0)
    expect(Math.round(image.width)).toBe(Math.round(hero.width))
    expect(Math.round(image.height)).toBe(Math.round(hero.height))
    expect(text.y).toBeGreaterThanOrEqual(image.y)
    expect(text.y + text.height).toBeLessThanOrEqual(image.y + image.height)
    const img = page.locator('img.hero-image')
    expect(await img.getAttribute('alt')).toBe('Foto ilustrasi menara kaca dilihat dari bawah saat senja, dalam warna biru tua dan emas')
    expect(await img.evaluate((el: HTMLImageElement) => el.naturalWidth)).toBeGreaterThan(0)
    // The wide screen's source: a large width, fetched first.
    expect(await img.evaluate((el: HTMLImageElement) => el.currentSrc)).toMatch(/\/img\/(1280|1600)\/hero_images\//)
    expect(await img.getAttribute('fetchpriority')).toBe('high')
    // Each area a link by its name; their covers are on /practice-area (below).
    expect(await page.locator('.area-list li a').count()).toBe(8)
    expect(await page.locator('.area-list li img').count()).toBe(0)
    await screenshot(page, 'brand-home-1366', { fullPage: false })
    await screenshot(page, 'brand-home-1366-full')
    expectNoErrors(page)
    await page.close()
  })

  it('keeps the hero image behind the text on a phone, a phone-sized file, the heading and the buttons in the first screen', async () => {
    const page = await newPage(browser, { baseURL: site.baseUrl, viewport: PHONE })
    await page.goto('/en')
    const h1 = await box(page, 'main h1')
    const button = await box(page, '.hero-actions a')
    expect(h1.y + h1.height).toBeLessThanOrEqual(PHONE.height)
    expect(button.y + button.height, 'the first button in the first screen').toBeLessThanOrEqual(PHONE.height)
    const hero = await box(page, '.hero')
    const image = await box(page, '.hero-image')
    expect(image.x).toBe(0)
    expect(Math.round(image.height)).toBe(Math.round(hero.height))
    const img = page.locator('img.hero-image')
    expect(await img.getAttribute('alt')).toBe('Illustrated photograph of a glass tower seen from below at dusk, in navy and gold')
    expect(await img.evaluate((el: HTMLImageElement) => el.currentSrc)).toMatch(/\/img\/(480|640|800)\/hero_images\//)
    await screenshot(page, 'brand-home-390', { fullPage: false })
    await loadImages(page)
    await screenshot(page, 'brand-home-390-full')
    await expectAxeClean(page, 'home @390 (English)')
    expectNoErrors(page)
    await page.close()
  })
})

describe('practice areas', { timeout: 60_000 }, () => {
  for (const viewport of [PHONE, DESKTOP]) {
    it(`show each area with its cover at ${viewport.width} px`, async () => {
      const page = await newPage(browser, { baseURL: site.baseUrl, viewport })
      await page.goto('/practice-area')
      await loadImages(page)
      expect(await page.locator('section.area img.area-image').count()).toBe(8)
      const image = await box(page, 'section.area img.area-image')
      const heading = await box(page, 'section.area h2')
      // The name beside the cover: a 240 px picture on a wide screen, a small square on a phone.
      expect(heading.x, 'the name beside the cover').toBeGreaterThanOrEqual(image.x + image.width)
      if (viewport === PHONE) expect(image.width).toBeLessThanOrEqual(80)
      else expect(image.width).toBe(240)
      const overflow = await page.evaluate(() => document.documentElement.scrollWidth - document.documentElement.clientWidth)
      expect(overflow).toBe(0)
      await screenshot(page, `brand-practice-area-${viewport.width}`, { fullPage: false })
      expectNoErrors(page)
      await page.close()
    })
  }
})

describe('an article', { timeout: 120_000 }, () => {
  it('keeps a readable measure with the sidebar beside it on a wide screen, and asks nothing of another host', async () => {
    const page = await newPage(browser, { baseURL: site.baseUrl, viewport: DESKTOP })
    const hosts = new Set<string>()
    page.on('request', (request) => hosts.add(new URL(request.url()).host))
    await page.goto(post)
    await loadImages(page)
    const prose = await box(page, '.post-main .prose')
    const aside = await box(page, 'aside.post-aside')
    expect(prose.width, 'a readable measure (40rem)').toBeLessThanOrEqual(640)
    expect(prose.width).toBeGreaterThanOrEqual(560)
    expect(aside.x, 'the sidebar beside the text').toBeGreaterThanOrEqual(prose.x + prose.width + 32)
    expect(aside.x + aside.width).toBeLessThanOrEqual(DESKTOP.width)
    expect(aside.y, 'the sidebar starts at the top of the text').toBeLessThanOrEqual(prose.y)
    // The cover full-bleed in the header, the title over its foot.
    const cover = await box(page, 'img.post-cover')
    const title = await box(page, '.post-header h1')
    expect(cover.x).toBe(0)
    expect(Math.round(cover.width)).toBe(await page.evaluate(() => document.documentElement.clientWidth))
    expect(title.y + title.height).toBeLessThanOrEqual(cover.y + cover.height)
    const sidebar = page.getByRole('complementary', { name: 'Tentang tulisan ini' })
    expect(await sidebar.getByRole('heading', { name: 'Penulis' }).isVisible()).toBe(true)
    expect(await sidebar.getByRole('heading', { name: 'Diterbitkan' }).isVisible()).toBe(true)
    expect(await sidebar.locator('.aside-authors a').count()).toBeGreaterThan(0)
    const shares = await sidebar.locator('.share-links a').evaluateAll((links) => links.map((a) => (a as HTMLAnchorElement).href))
    const url = encodeURIComponent(`${site.baseUrl}${post}`)
    expect(shares.map((href) => (href.startsWith('mailto:') ? 'mailto' : new URL(href).host))).toEqual(['www.linkedin.com', 'x.com', 'www.facebook.com', 'wa.me', 'mailto'])
    for (const href of shares) expect(href).toContain(url)
    expect(await sidebar.locator('.related-list li').count()).toBeGreaterThan(0)
    expect([...hosts], 'no script, font or image of another host').toEqual([new URL(site.baseUrl).host])
    await screenshot(page, 'brand-post-1366', { fullPage: false })
    await screenshot(page, 'brand-post-1366-full')
    expectNoErrors(page)
    await page.close()
  })

  it('puts the sidebar after the text on a phone, in both languages', async () => {
    const page = await newPage(browser, { baseURL: site.baseUrl, viewport: PHONE })
    for (const path of [post, englishPost]) {
      await page.goto(path)
      const prose = await box(page, '.post-main .prose')
      const aside = await box(page, 'aside.post-aside')
      expect(aside.y, path).toBeGreaterThanOrEqual(prose.y + prose.height)
      expect(aside.x + aside.width, path).toBeLessThanOrEqual(PHONE.width)
      const overflow = await page.evaluate(() => document.documentElement.scrollWidth - document.documentElement.clientWidth)
      expect(overflow, path).toBe(0)
    }
    expect(await page.getByRole('complementary', { name: 'About this article' }).getByRole('heading', { name: 'Share' }).count()).toBe(1)
    await screenshot(page, 'brand-post-390-en', { fullPage: false })
    await page.goto(post)
    await loadImages(page)
    await screenshot(page, 'brand-post-390-full')
    await expectAxeClean(page, 'article @390')
    expectNoErrors(page)
    await page.close()
  })
})

describe('the width of a desktop, and motion', { timeout: 120_000 }, () => {
  it('gives a practice area a full-bleed header and its team beside the text at 1920 px', async () => {
    const page = await newPage(browser, { baseURL: site.baseUrl, viewport: { width: 1920, height: 1080 } })
    await page.goto('/practice-area')
    const area = await page.locator('section.area h2 a').first().getAttribute('href')
    await page.goto(area!)
    const cover = await box(page, 'img.area-detail-cover')
    const title = await box(page, '#area-title')
    expect(cover.x).toBe(0)
    expect(Math.round(cover.width)).toBe(await page.evaluate(() => document.documentElement.clientWidth))
    expect(title.y + title.height).toBeLessThanOrEqual(cover.y + cover.height)
    const prose = await box(page, '.area-layout .prose')
    const aside = await box(page, '.area-layout .post-aside')
    expect(prose.width, 'a readable measure').toBeLessThanOrEqual(640)
    expect(aside.x, 'the team beside the text').toBeGreaterThanOrEqual(prose.x + prose.width + 32)
    expect(await page.locator('.area-layout .post-aside a.button[href="#area-inquiry-title"]').count()).toBe(1)
    await screenshot(page, 'wide-practice-area-1920', { fullPage: false })
    expectNoErrors(page)
    await page.close()
  })

  it('sets a profile’s facts beside its biography at 1366 px, portraits in one 4:5 crop', async () => {
    const page = await newPage(browser, { baseURL: site.baseUrl, viewport: DESKTOP })
    await page.goto('/attorneys')
    const profile = await page.locator('.attorney-card-name a').first().getAttribute('href')
    const card = await box(page, '.attorney-card-image')
    expect(card.width / card.height).toBeCloseTo(0.8, 2)
    await page.goto(profile!)
    const bio = await box(page, '.profile-bio .prose')
    const facts = await box(page, '.profile-facts')
    const portrait = await box(page, '.profile-picture')
    expect(portrait.width / portrait.height).toBeCloseTo(0.8, 2)
    expect(bio.width, 'a readable measure').toBeLessThanOrEqual(640)
    expect(facts.x, 'the facts beside the biography').toBeGreaterThanOrEqual(bio.x + bio.width + 32)
    expect(facts.y).toBeLessThanOrEqual(bio.y + bio.height)
    await screenshot(page, 'wide-profile-1366', { fullPage: false })
    expectNoErrors(page)
    await page.close()
  })

  it('lifts a card on hover, and moves nothing when the visitor asks for reduced motion', async () => {
    const page = await newPage(browser, { baseURL: site.baseUrl, viewport: DESKTOP })
    await page.goto('/blogs')
    const card = page.locator('.post-card').first()
    const transition = () => card.evaluate((el) => getComputedStyle(el).transitionDuration)
    expect(await transition()).not.toBe('0s')
    await card.hover()
    await expect.poll(() => card.evaluate((el) => getComputedStyle(el).transform)).not.toBe('none')
    await page.emulateMedia({ reducedMotion: 'reduce' })
    await page.mouse.move(0, 0)
    await card.hover()
    expect(await transition()).toBe('0s')
    expect(await card.evaluate((el) => getComputedStyle(el).transform)).toBe('none')
    expect(await page.locator('.button').first().evaluate((el) => getComputedStyle(el).transitionDuration)).toBe('0s')
    await page.close()
  })
})

describe('the budgets', { timeout: 60_000 }, () => {
  it('keep HTML within 14 KB compressed on the pages this changed, and public JavaScript within 6 KB', async () => {
    const problems: string[] = []
    for (const path of ['/', '/en', '/blogs', post, englishPost, '/practice-area', '/attorneys', '/attorneys?position=Partner', '/en/attorneys']) {
      const body = Buffer.from(await fetchText(path))
      const compressed = gzipSync(body).length
      if (compressed > HTML_BUDGET) problems.push(`${path}: ${compressed} bytes of HTML compressed`)
    }
    const home = await fetchText('/')
    const scripts = [...home.matchAll(/<script type="module" src="([^"]+)"/g)].map((m) => m[1]!)
    expect(scripts).toHaveLength(1)
    const js = Buffer.from(await fetchText(scripts[0]!))
    console.info(`public JS: ${js.length} B, ${brotliCompressSync(js).length} B brotli, ${gzipSync(js, { level: 9 }).length} B gzip`)
    if (gzipSync(js, { level: 9 }).length > JS_BUDGET) problems.push(`site.js: ${gzipSync(js, { level: 9 }).length} bytes gzip`)
    expect(problems).toEqual([])
  })
})
