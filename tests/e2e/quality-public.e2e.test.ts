/**
 * Quality gates of the public site, on one seeded site:
 *   - html-validate on the server-rendered HTML of every public page (.htmlvalidate.json);
 *   - axe-core in Chromium on every public page at 1280 and 360 px (no violation of any impact);
 *   - keyboard: the skip link is the first stop and leads to the content;
 *   - a visitor's journey as a new user would try it: home → an attorney → CV and vCard → the
 *     search → a publication → its PDF;
 *   - screenshots of the list, search, publication and error pages at 360 and 1280 px
 *     (artifacts/screenshots/quality-*; home, attorney and blog are taken by public-site.e2e).
 * What axe and html-validate saw is written to artifacts/quality/.
 */
import { readFileSync, writeFileSync, mkdirSync } from 'node:fs'
import path from 'node:path'
import type { Browser, Page } from 'playwright-core'
import { afterAll, beforeAll, describe, expect, it } from 'vitest'
import { ROOT, expectNoErrors, launchBrowser, newPage, screenshot, startSite, type Site } from './harness'
import { AxeLog, expectAxeClean, focusIsVisible, validateHtml, writeHtmlRecords, type HtmlRecord } from './quality-checks'
import { BLOCK_TYPES } from '../../shared/collections/page-blocks'
import { DEMO_BLOCK_PAGE_PATH } from '../../functions/src/seed/firm-block-page'

const NOT_FOUND_RESOURCE = /Failed to load resource: the server responded with a status of 404/

let site: Site
let browser: Browser
const axeLog = new AxeLog('public')
const htmlRecords: HtmlRecord[] = []

/** Every kind of public page, with real slugs and filters found on the seeded site. */
let routes: { name: string; path: string; status: number; variant?: boolean }[] = []
const found = { attorney: '', blog: '', publication: '', publicationTitle: '', category: '', tag: '', area: '' }

async function html(path: string): Promise<string> {
  return (await fetch(`${site.baseUrl}${path}`)).text()
}

/** The first match of `pattern`'s group 1 in the page at `path`. */
async function firstMatch(path: string, pattern: RegExp): Promise<string> {
  const match = pattern.exec(await html(path))
  if (!match?.[1]) throw new Error(`nothing matching ${pattern} on ${path}`)
  return match[1]
}

beforeAll(async () => {
  ;[site, browser] = await Promise.all([startSite(), launchBrowser()])
  found.attorney = await firstMatch('/attorneys', /<a href="\/attorneys\/([a-z0-9-]+)"/)
  found.blog = await firstMatch('/blogs', /<a href="\/blogs\/([a-z0-9-]+)"/)
  const publications = await html('/publications')
  const publication = /<a href="\/publications\/([a-z0-9-]+)">([^<]+)<\/a>/.exec(publications)!
  found.publication = publication[1]!
  found.publicationTitle = publication[2]!.replace(/&amp;/g, '&')
  found.category = await firstMatch('/blogs', /<option value="([a-z0-9-]+)">/)
  found.tag = await firstMatch('/blogs', /id="filter-tag"[^>]*>.*?<option value="([a-z0-9-]+)">/s)
  found.area = await firstMatch('/attorneys', /<option value="([a-z0-9-]+)">/)
  routes = [
    { name: 'home', path: '/', status: 200 },
    { name: 'about', path: '/about', status: 200 },
    { name: 'career', path: '/career', status: 200 },
    { name: 'contact', path: '/contact-us', status: 200 },
    { name: 'practice areas', path: '/practice-area', status: 200 },
    { name: 'practice area', path: `/practice-area/${found.area}`, status: 200 },
    { name: 'attorney list', path: '/attorneys', status: 200 },
    { name: 'attorney list by area', path: `/attorneys?area=${found.area}`, status: 200, variant: true },
    { name: 'attorney', path: `/attorneys/${found.attorney}`, status: 200 },
    { name: 'blog list', path: '/blogs', status: 200 },
    { name: 'blog list page 2', path: '/blogs?page=2', status: 200, variant: true },
    { name: 'blog list by category', path: `/blogs?category=${found.category}`, status: 200, variant: true },
    { name: 'blog list by tag', path: `/blogs?tag=${found.tag}`, status: 200, variant: true },
    { name: 'blog post', path: `/blogs/${found.blog}`, status: 200 },
    { name: 'publication list', path: '/publications', status: 200 },
    { name: 'publication', path: `/publications/${found.publication}`, status: 200 },
    { name: 'search (empty)', path: '/search', status: 200, variant: true },
    { name: 'search results', path: '/search?q=pajak', status: 200 },
    { name: 'search results of one type', path: '/search?q=hukum&type=blog', status: 200, variant: true },
    { name: 'search without results', path: '/search?q=zzzyyyxxx', status: 200, variant: true },
    { name: 'not found', path: '/halaman-yang-tidak-ada', status: 404 },
    // The demo's block page holds one block of every type (functions/src/seed/firm-block-page.ts).
    { name: 'block page', path: DEMO_BLOCK_PAGE_PATH, status: 200 },
    { name: 'block page (English)', path: `/en${DEMO_BLOCK_PAGE_PATH}`, status: 200 },
    // Peraturan (decisions 56, 66): each type's newest, a type's own list, a regulation the demo's posts link, in both editions.
    { name: 'regulations', path: '/regulations', status: 200 },
    { name: 'regulations of a type, page 2', path: '/regulations?type=uu&page=2', status: 200, variant: true },
    { name: 'regulation', path: '/regulations/uu-27-2022', status: 200 },
    { name: 'regulation (English)', path: '/en/regulations/uu-27-2022', status: 200 },
    // Acara (decision 58): the list, an upcoming online event, an in-person one, a past one with its recording, in both editions.
    { name: 'events', path: '/events', status: 200 },
    { name: 'event', path: '/events/webinar-pojk-22-2023-pelindungan-konsumen', status: 200 },
    { name: 'event (in person)', path: '/events/seminar-transaksi-material-dan-afiliasi', status: 200, variant: true },
    { name: 'event (past)', path: '/events/seminar-arbitrase-perma-3-2023', status: 200, variant: true },
    { name: 'events (English)', path: '/en/events', status: 200 },
    { name: 'event (English)', path: '/en/events/webinar-pojk-22-2023-pelindungan-konsumen', status: 200 },
  ]
}, 120_000)

afterAll(async () => {
  axeLog.write()
  writeHtmlRecords('public', htmlRecords)
  await browser?.close()
  await site?.stop()
  if (site) {
    mkdirSync(path.join(ROOT, 'artifacts', 'logs'), { recursive: true })
    writeFileSync(path.join(ROOT, 'artifacts', 'logs', 'quality-public.server.log'), site.logs())
  }
}, 30_000)

describe('valid HTML', { timeout: 60_000 }, () => {
  it('every public page passes html-validate', async () => {
    const failures: string[] = []
    for (const route of routes) {
      const response = await fetch(`${site.baseUrl}${route.path}`)
      expect(response.status, route.path).toBe(route.status)
      const text = await response.text()
      const errors = await validateHtml(text)
      htmlRecords.push({ name: route.name, url: route.path, status: response.status, errors })
      failures.push(...errors.map((e) => `${route.path} ${e}`))
    }
    expect(failures).toEqual([])
  })
})

describe('accessibility (axe-core)', { timeout: 90_000 }, () => {
  // Every route on a wide screen; on a phone, every page layout (the filtered and paged
  // variants of a list share their list's layout).
  for (const width of [1280, 360]) {
    it(`every public page at ${width} px has no axe violation`, async () => {
      const page = await newPage(browser, { baseURL: site.baseUrl, viewport: { width, height: 800 } })
      const failures: string[] = []
      for (const route of width === 1280 ? routes : routes.filter((r) => !r.variant)) {
        const response = await page.goto(route.path)
        expect(response?.status(), route.path).toBe(route.status)
        try {
          await expectAxeClean(page, `${route.name} @${width}`, axeLog)
        } catch (error) {
          failures.push(String((error as Error).message))
        }
      }
      expect(failures).toEqual([])
      expectNoErrors(page, { allow: [NOT_FOUND_RESOURCE] })
      await page.close()
    })
  }

  it('the first Tab stop is a visible skip link that moves the focus to the content', async () => {
    const page = await newPage(browser, { baseURL: site.baseUrl })
    await page.goto(`/attorneys/${found.attorney}`)
    await page.keyboard.press('Tab')
    const skip = page.getByRole('link', { name: 'Langsung ke konten' })
    expect(await skip.evaluate((el) => el === document.activeElement)).toBe(true)
    expect(await skip.isVisible()).toBe(true)
    const box = (await skip.boundingBox())!
    expect(box.y, 'shown inside the viewport when focused').toBeGreaterThanOrEqual(0)
    expect(await focusIsVisible(page)).toBe(true)
    await page.keyboard.press('Enter')
    await expect.poll(() => page.evaluate(() => document.activeElement?.id)).toBe('main')
    // The next Tab continues inside the content (the breadcrumb), not back at the header.
    await page.keyboard.press('Tab')
    expect(await page.evaluate(() => document.activeElement?.closest('main') !== null)).toBe(true)
    expectNoErrors(page)
    await page.close()
  })
})

describe('a visitor, as a new user would try it', { timeout: 60_000 }, () => {
  async function download(page: Page, link: ReturnType<Page['getByRole']>) {
    const [file] = await Promise.all([page.waitForEvent('download', { timeout: 10_000 }), link.click()])
    expect(await file.failure()).toBeNull()
    return { name: file.suggestedFilename(), bytes: readFileSync((await file.path())!) }
  }

  it('goes from the home page to an attorney, downloads the CV and vCard, finds a publication through search and downloads its PDF', async () => {
    const page = await newPage(browser, { baseURL: site.baseUrl, viewport: { width: 1280, height: 800 } })
    await page.goto('/')

    // An attorney from the home page's "Advokat kami".
    const team = page.locator('section', { has: page.getByRole('heading', { name: 'Advokat kami' }) })
    const card = team.getByRole('article').first()
    const name = (await card.getByRole('heading').innerText()).trim()
    await card.getByRole('link', { name }).click()
    await expect.poll(() => page.locator('main h1').innerText()).toBe(name)
    expect(new URL(page.url()).pathname).toMatch(/^\/attorneys\/[a-z0-9-]+$/)

    const cv = await download(page, page.getByRole('link', { name: /Unduh CV/ }))
    expect(cv.name).toMatch(/\.pdf$/)
    expect(cv.bytes.subarray(0, 5).toString('latin1')).toBe('%PDF-')
    const vcard = await download(page, page.getByRole('link', { name: /vCard/ }))
    expect(vcard.name).toMatch(/\.vcf$/)
    const vcf = vcard.bytes.toString('utf8')
    expect(vcf.startsWith('BEGIN:VCARD')).toBe(true)
    expect(vcf).toContain(`FN:${name}`)

    // The header search, with words from a publication's title.
    const words = found.publicationTitle.split(/\s+/).slice(0, 3).join(' ')
    const search = page.getByRole('search', { name: 'Cari di situs' }).getByRole('searchbox')
    await search.fill(words)
    await search.press('Enter')
    await page.waitForURL((url) => url.pathname === '/search')
    expect(new URL(page.url()).searchParams.get('q')).toBe(words)
    const group = page.locator('section.search-group', { has: page.getByRole('heading', { name: /^Publikasi/ }) })
    const result = group.getByRole('link', { name: found.publicationTitle, exact: true })
    await result.click()
    await expect.poll(() => page.locator('main h1').innerText()).toBe(found.publicationTitle)
    expect(new URL(page.url()).pathname).toBe(`/publications/${found.publication}`)

    const pdf = await download(page, page.getByRole('link', { name: 'Unduh PDF' }))
    expect(pdf.name).toMatch(/\.pdf$/)
    expect(pdf.bytes.subarray(0, 5).toString('latin1')).toBe('%PDF-')
    expectNoErrors(page)
    await page.close()
  })
})

describe('layout', { timeout: 60_000 }, () => {
  for (const width of [360, 1280]) {
    it(`screenshots of the list, search, publication and error pages at ${width} px`, async () => {
      const page = await newPage(browser, { baseURL: site.baseUrl, viewport: { width, height: 800 } })
      const shots = [
        ['attorney-list', '/attorneys'],
        ['practice-area', `/practice-area/${found.area}`],
        ['blog-list', '/blogs'],
        ['publication', `/publications/${found.publication}`],
        ['search', '/search?q=pajak'],
        ['contact', '/contact-us'],
        ['not-found', '/halaman-yang-tidak-ada'],
      ] as const
      for (const [name, target] of shots) {
        await page.goto(target)
        await page.evaluate(() => document.querySelectorAll('img[loading="lazy"]').forEach((img) => ((img as HTMLImageElement).loading = 'eager')))
        await page.waitForFunction(() => [...document.images].every((img) => img.complete), undefined, { timeout: 15_000 })
        await screenshot(page, `quality-${name}-${width}`)
        const overflow = await page.evaluate(() => document.documentElement.scrollWidth - document.documentElement.clientWidth)
        expect(overflow, `${target} scrolls sideways at ${width} px`).toBe(0)
      }
      // The header stays one row on a wide screen (brand, navigation and search side by side).
      if (width === 1280) {
        await page.goto('/')
        const header = (await page.locator('.site-header').boundingBox())!
        expect(header.height, 'header height at 1280 px').toBeLessThanOrEqual(80)
      }
      expectNoErrors(page, { allow: [NOT_FOUND_RESOURCE] })
      await page.close()
    })
  }
})

describe('the block page with every block', { timeout: 90_000 }, () => {
  // A phone and a laptop, in both languages: the blocks' layout, images and disclosure.
  for (const width of [390, 1366]) {
    it(`at ${width} px: no sideways scroll, every image loaded from its srcset, the columns side by side only on a wide screen, the questions open without a script`, async () => {
      const page = await newPage(browser, { baseURL: site.baseUrl, viewport: { width, height: 900 } })
      for (const target of [DEMO_BLOCK_PAGE_PATH, `/en${DEMO_BLOCK_PAGE_PATH}`]) {
        const failed: string[] = []
        page.on('response', (response) => void (response.status() >= 400 && failed.push(`${response.status()} ${response.url()}`)))
        expect((await page.goto(target))?.status(), target).toBe(200)
        // Every type is on the page (its sections carry the type's class), so no block goes unchecked.
        const classes = await page.locator('.block-page-body > *').evaluateAll((nodes) => nodes.map((node) => node.className))
        expect(classes.filter((name) => name.startsWith('block ')).length, target).toBeGreaterThanOrEqual(BLOCK_TYPES.length)
        await page.evaluate(() => document.querySelectorAll('img[loading="lazy"]').forEach((img) => ((img as HTMLImageElement).loading = 'eager')))
        await page.waitForFunction(() => [...document.images].every((img) => img.complete), undefined, { timeout: 15_000 })
        const blockImages = await page.locator('.block-hero img, .block-image img').evaluateAll((nodes) =>
          nodes.map((node) => ({ srcset: node.getAttribute('srcset') ?? '', loaded: (node as HTMLImageElement).naturalWidth > 0, alt: node.getAttribute('alt') })),
        )
        expect(blockImages).toHaveLength(2)
        for (const image of blockImages) {
          expect(image.srcset, target).toMatch(/\/img\/640\/hero_images\/.+ 640w/)
          expect(image.loaded, `${target}: ${image.srcset}`).toBe(true)
          expect(image.alt, target).not.toBe('')
        }
        const columns = await page.locator('.block-columns .block-column').evaluateAll((nodes) => nodes.map((node) => node.getBoundingClientRect().top))
        if (width < 768) expect(columns[1]!, 'the columns stack on a phone').toBeGreaterThan(columns[0]!)
        else expect(columns[1], 'the columns side by side').toBe(columns[0])
        // A question opens as a disclosure, with no script on the page needed.
        const question = page.locator('.faq-item').first()
        await question.locator('summary').click()
        expect(await question.evaluate((node) => (node as HTMLDetailsElement).open)).toBe(true)
        expect(await question.locator('p').isVisible()).toBe(true)
        await screenshot(page, `quality-block-page${target.startsWith('/en') ? '-en' : ''}-${width}`)
        const overflow = await page.evaluate(() => document.documentElement.scrollWidth - document.documentElement.clientWidth)
        expect(overflow, `${target} scrolls sideways at ${width} px`).toBe(0)
        expect(failed, target).toEqual([])
        page.removeAllListeners('response')
      }
      expectNoErrors(page)
      await page.close()
    })
  }

  it('carries the questions as schema.org FAQPage in each language', async () => {
    for (const [target, question] of [
      [DEMO_BLOCK_PAGE_PATH, 'Berapa lama mendirikan PT PMA?'],
      [`/en${DEMO_BLOCK_PAGE_PATH}`, 'How long does setting up a foreign-owned company take?'],
    ] as const) {
      const html = await (await fetch(`${site.baseUrl}${target}`)).text()
      const blocks = [...html.matchAll(/<script type="application\/ld\+json"[^>]*>(.*?)<\/script>/gs)].map((match) => JSON.parse(match[1]!) as { '@type'?: string; mainEntity?: { name: string }[] })
      const faq = blocks.find((block) => block['@type'] === 'FAQPage')
      expect(faq?.mainEntity?.map((entry) => entry.name), target).toContain(question)
    }
  })
})
