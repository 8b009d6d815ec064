/**
 * The public site in a real browser (Chromium): every page as plain HTML without JavaScript,
 * then the progressive enhancements of web/src/client (page swap, prefetch, loading bar, build
 * check) with JavaScript, and screenshots for a human look (artifacts/screenshots).
 */
import { mkdirSync, readFileSync, statSync, writeFileSync } from 'node:fs'
import path from 'node:path'
import type { Browser, Page, Request } from 'playwright-core'
import { afterAll, beforeAll, describe, expect, it } from 'vitest'
import { DEMO_PAGES } from '../../functions/src/seed/firm-pages'
import { DEMO_OFFICES, DEMO_SETTINGS } from '../../functions/src/seed/firm-site'
import { formatPhone } from '../../shared/schemas/phone'

/** The demo firm the seed writes into the site settings and offices. */
const FIRM = { name: DEMO_SETTINGS.name, tagline: DEMO_SETTINGS.tagline, email: DEMO_SETTINGS.email, phone: formatPhone(DEMO_OFFICES[0]!.phone), street: DEMO_OFFICES[0]!.address[1]! }
import { ROOT, expectNoErrors, launchBrowser, newPage, screenshot, startSite, type Site } from './harness'

declare global {
  interface Window {
    __marker?: number
  }
}

/** Chromium logs every 4xx/5xx response, the document's included. */
const NOT_FOUND_RESOURCE = /Failed to load resource: the server responded with a status of 404/

let site: Site
let browser: Browser
/** The first item of each list page (as the list shows it), found in beforeAll. */
const first = { blog: { slug: '', title: '' }, publication: { slug: '', title: '' }, attorney: { slug: '', name: '' } }

const pathOf = (page: Page) => new URL(page.url()).pathname + new URL(page.url()).search
const mainH1 = (page: Page) => page.locator('main h1')
const nav = (page: Page) => page.getByRole('navigation', { name: 'Navigasi utama' })

async function h1Text(page: Page): Promise<string> {
  expect(await mainH1(page).count(), `exactly one h1 in <main> on ${page.url()}`).toBe(1)
  expect(await mainH1(page).isVisible()).toBe(true)
  return (await mainH1(page).innerText()).trim()
}

async function mainText(page: Page): Promise<string> {
  return (await page.locator('main').innerText()).replace(/\s+/g, ' ')
}

/** Waits until a swap (or any navigation) shows `path` with `h1` as its heading. */
async function waitForPage(page: Page, path: string, h1: string) {
  await page.waitForFunction(
    ([p, h]) => location.pathname + location.search === p && document.querySelector('main h1')?.textContent?.trim() === h,
    [path, h1] as const,
    { timeout: 10_000 },
  )
}

/** The slug and link text of the first link under `main` to `{prefix}/{slug}`. */
async function firstLink(page: Page, prefix: string) {
  const link = page.locator(`main a[href^="${prefix}/"]:not([href$=".xml"])`).first()
  const href = (await link.getAttribute('href'))!
  return { slug: href.slice(prefix.length + 1), text: (await link.innerText()).trim() }
}

beforeAll(async () => {
  mkdirSync(path.join(ROOT, 'artifacts', 'logs'), { recursive: true })
  ;[site, browser] = await Promise.all([startSite(), launchBrowser()])
  const page = await newPage(browser, { javaScriptEnabled: false, baseURL: site.baseUrl })
  await page.goto('/blogs')
  const blog = await firstLink(page, '/blogs')
  first.blog = { slug: blog.slug, title: blog.text }
  await page.goto('/publications')
  const publication = await firstLink(page, '/publications')
  first.publication = { slug: publication.slug, title: publication.text }
  await page.goto('/attorneys')
  const attorney = await firstLink(page, '/attorneys')
  first.attorney = { slug: attorney.slug, name: attorney.text }
  expectNoErrors(page)
  await page.close()
  expect(Object.values(first).every((x) => x.slug)).toBe(true)
}, 90_000)

afterAll(async () => {
  await browser?.close()
  await site?.stop()
  // The server's output, for a look after a failure.
  if (site) writeFileSync(path.join(ROOT, 'artifacts', 'logs', 'public-site.server.log'), site.logs())
}, 30_000)

describe('without JavaScript (server-rendered HTML)', { timeout: 60_000 }, () => {
  let page: Page
  beforeAll(async () => {
    page = await newPage(browser, { javaScriptEnabled: false, baseURL: site.baseUrl })
  })
  afterAll(async () => {
    await page?.close()
  })

  /** Loads a page with a full request and checks status, h1, title and the main content. */
  async function load(path: string, h1: string | RegExp, content: (page: Page) => Promise<void>) {
    const response = await page.goto(path)
    expect(response?.status(), path).toBe(200)
    expect(response?.headers()['content-type']).toMatch(/^text\/html/)
    const heading = await h1Text(page)
    if (typeof h1 === 'string') expect(heading).toBe(h1)
    else expect(heading).toMatch(h1)
    expect(await page.title()).toContain(FIRM.name)
    expect((await mainText(page)).length, `main content of ${path}`).toBeGreaterThan(200)
    await content(page)
    // The scripts did not run: they would have added the loading bar.
    expect(await page.locator('.loading-bar').count()).toBe(0)
    expectNoErrors(page)
  }

  const cards = async (p: Page, min = 1) => expect(await p.locator('main article').count()).toBeGreaterThanOrEqual(min)

  it('/ shows the hero, practice areas, attorneys and the latest posts', async () => {
    await load('/', /Nasihat hukum/, async (p) => {
      expect(await p.title()).toBe(`${FIRM.name} | ${FIRM.tagline}`)
      await cards(p, 3)
      expect(await p.locator('main a[href^="/blogs/"]').count()).toBeGreaterThan(0)
      expect(await p.locator('main a[href^="/attorneys/"]').count()).toBeGreaterThan(0)
    })
  })

  it('/about shows the firm introduction', async () => {
    await load('/about', `Tentang ${FIRM.name}`, async (p) => {
      expect(await mainText(p)).toContain(DEMO_PAGES.about.aboutIntro)
      for (const title of [DEMO_PAGES.about.value1Title, DEMO_PAGES.about.value4Title]) expect(await mainText(p)).toContain(title)
    })
  })

  it('/career shows the introduction and openings', async () => {
    await load('/career', `Karier di ${FIRM.name}`, async (p) => {
      expect(await mainText(p)).toContain(DEMO_PAGES.career.careerIntro)
    })
  })

  it('/contact-us shows the address, phone and email', async () => {
    await load('/contact-us', 'Hubungi kami', async (p) => {
      const text = await mainText(p)
      expect(text).toContain(FIRM.phone)
      expect(text).toContain(FIRM.email)
      expect(text).toContain(FIRM.street)
    })
  })

  it('/practice-area lists the practice areas', async () => {
    await load('/practice-area', 'Bidang praktik', async (p) => {
      expect(await p.locator('main h2').count()).toBeGreaterThanOrEqual(3)
    })
  })

  it('/attorneys lists the attorneys', async () => {
    await load('/attorneys', 'Advokat kami', async (p) => {
      await cards(p, 3)
      expect(await p.getByRole('link', { name: first.attorney.name, exact: true }).count()).toBeGreaterThan(0)
    })
  })

  it('an attorney page shows the profile with CV and vCard links', async () => {
    await load(`/attorneys/${first.attorney.slug}`, first.attorney.name, async (p) => {
      expect(await p.getByRole('link', { name: /Unduh CV/ }).getAttribute('href')).toBe(`/attorneys/${first.attorney.slug}/cv`)
      expect(await p.getByRole('link', { name: /vCard/ }).getAttribute('href')).toBe(`/attorneys/${first.attorney.slug}/vcard`)
    })
  })

  it('/blogs lists posts with the filter form and pagination', async () => {
    await load('/blogs', 'Blog', async (p) => {
      await cards(p, 2)
      expect(await p.getByRole('form', { name: 'Saring artikel' }).count()).toBe(1)
      expect(await p.getByRole('navigation', { name: 'Halaman' }).count()).toBe(1)
    })
  })

  it('a blog post shows its title and body', async () => {
    await load(`/blogs/${first.blog.slug}`, first.blog.title, async (p) => {
      expect((await p.locator('main .prose').innerText()).length).toBeGreaterThan(300)
      expect(await p.getByRole('navigation', { name: 'Breadcrumb' }).getByRole('link', { name: 'Blog' }).count()).toBe(1)
    })
  })

  it('/publications lists publications', async () => {
    await load('/publications', 'Publikasi', async (p) => {
      await cards(p, 2)
      expect(await p.getByRole('form', { name: 'Saring publikasi' }).count()).toBe(1)
    })
  })

  it('a publication shows its title, body and PDF download', async () => {
    await load(`/publications/${first.publication.slug}`, first.publication.title, async (p) => {
      expect((await p.locator('main .prose').innerText()).length).toBeGreaterThan(300)
      expect(await p.getByRole('link', { name: 'Unduh PDF' }).getAttribute('href')).toBe(`/publications/${first.publication.slug}/download`)
    })
  })

  it('the blog filter form works as a plain GET form', async () => {
    await page.goto('/blogs')
    const before = await page.locator('main article h2').allInnerTexts()
    const select = page.getByLabel('Kategori')
    // The first real category (index 0 is "Semua kategori").
    const option = select.locator('option').nth(1)
    const [slug, name] = [(await option.getAttribute('value'))!, (await option.innerText()).trim()]
    await select.selectOption(slug)
    const [response] = await Promise.all([page.waitForNavigation(), page.getByRole('button', { name: 'Terapkan' }).click()])
    expect(response?.status()).toBe(200)
    expect(new URL(page.url()).searchParams.get('category')).toBe(slug)
    expect(await page.locator('.result-count').innerText()).toContain(`kategori “${name}”`)
    const after = await page.locator('main article h2').allInnerTexts()
    expect(after.length).toBeGreaterThan(0)
    expect(after).not.toEqual(before)
    // Every result is in the chosen category (the text, not its uppercase rendering), and the form keeps the choice.
    for (const meta of await page.locator('main article .post-card-meta').allTextContents()) expect(meta).toContain(name)
    expect(await select.inputValue()).toBe(slug)
    expect(await page.getByRole('link', { name: 'Hapus filter' }).count()).toBe(1)
    expectNoErrors(page)
  })

  it('the pagination links lead to page 2', async () => {
    await page.goto('/blogs')
    const firstPage = await page.locator('main article h2').allInnerTexts()
    const pagination = page.getByRole('navigation', { name: 'Halaman' })
    const [response] = await Promise.all([page.waitForNavigation(), pagination.getByRole('link', { name: 'Halaman 2' }).click()])
    expect(response?.status()).toBe(200)
    expect(pathOf(page)).toBe('/blogs?page=2')
    expect(await page.locator('.result-count').innerText()).toMatch(/halaman 2 dari \d+/)
    expect((await pagination.locator('[aria-current="page"]').innerText()).replace(/\s+/g, ' ')).toBe('Halaman 2')
    const secondPage = await page.locator('main article h2').allInnerTexts()
    expect(secondPage.length).toBeGreaterThan(0)
    expect(secondPage.filter((title) => firstPage.includes(title))).toEqual([])
    expect(await pagination.getByRole('link', { name: /Sebelumnya/ }).getAttribute('href')).toBe('/blogs')
    expectNoErrors(page)
  })
})

describe('with JavaScript', { timeout: 60_000 }, () => {
  const open = () => newPage(browser, { baseURL: site.baseUrl })

  it('gives search results as you type, without reloading the page', async () => {
    const page = await open()
    await page.goto('/search')
    await page.evaluate(() => (window.__marker = 1))
    const box = page.getByRole('searchbox', { name: 'Kata kunci' })
    await box.pressSequentially('merg', { delay: 40 })
    const results = page.locator('#search-results')
    await expect.poll(() => results.locator('mark').first().textContent(), { timeout: 10_000 }).toMatch(/^merg/i)
    await expect.poll(() => results.locator('.search-hit').count()).toBeGreaterThan(0)
    expect(await page.evaluate(() => window.__marker), 'same document').toBe(1)
    await expect.poll(() => new URL(page.url()).searchParams.get('q')).toBe('merg')
    expect(await page.title()).toMatch(/^Hasil pencarian “merg” \| /)
    // Narrowing by type updates the results the same way.
    await page.getByRole('combobox', { name: 'Jenis' }).selectOption('publication')
    await expect.poll(() => new URL(page.url()).searchParams.get('type')).toBe('publication')
    await expect.poll(() => results.locator('#group-blog').count()).toBe(0)
    expect(await page.evaluate(() => window.__marker)).toBe(1)
    expectNoErrors(page)
    await page.close()
  })

  it('a nav link swaps the page without a full reload; back restores the previous page', async () => {
    const page = await open()
    await page.goto('/')
    const homeH1 = await h1Text(page)
    const homeTitle = await page.title()
    const documents: string[] = []
    page.on('request', (r) => r.resourceType() === 'document' && documents.push(r.url()))
    await page.evaluate(() => (window.__marker = 1))

    await nav(page).getByRole('link', { name: 'Blog', exact: true }).click()
    await waitForPage(page, '/blogs', 'Blog')
    expect(await page.evaluate(() => window.__marker), 'same document (no reload)').toBe(1)
    expect(documents, 'no document request').toEqual([])
    expect(page.url()).toBe(`${site.baseUrl}/blogs`)
    expect(await page.title()).toBe(`Blog | ${FIRM.name}`)
    expect(await page.evaluate(() => document.activeElement === document.querySelector('main h1')), 'focus on the new h1').toBe(true)
    expect(await nav(page).getByRole('link', { name: 'Blog', exact: true }).getAttribute('aria-current')).toBe('page')
    expect(await page.locator('link[rel="canonical"]').getAttribute('href')).toBe(`${site.baseUrl}/blogs`)
    await expect.poll(() => page.locator('main article').count()).toBeGreaterThan(1)

    await page.goBack()
    await waitForPage(page, '/', homeH1)
    expect(await page.evaluate(() => window.__marker)).toBe(1)
    expect(await page.title()).toBe(homeTitle)
    expect(await page.locator('link[rel="canonical"]').getAttribute('href')).toBe(`${site.baseUrl}/`)
    expect(documents).toEqual([])

    await page.goForward()
    await waitForPage(page, '/blogs', 'Blog')
    expect(await page.evaluate(() => window.__marker)).toBe(1)
    expect(documents).toEqual([])
    expectNoErrors(page)
    await page.close()
  })

  it('the blog filter form and the pagination links swap too', async () => {
    const page = await open()
    await page.goto('/blogs')
    await page.evaluate(() => (window.__marker = 1))
    const option = page.getByLabel('Kategori').locator('option').nth(1)
    const [slug, name] = [(await option.getAttribute('value'))!, (await option.innerText()).trim()]
    await page.getByLabel('Kategori').selectOption(slug)
    await page.getByRole('button', { name: 'Terapkan' }).click()
    await page.waitForFunction((s) => new URL(location.href).searchParams.get('category') === s, slug)
    await expect.poll(() => page.locator('.result-count').innerText()).toContain(`kategori “${name}”`)
    expect(await page.evaluate(() => window.__marker)).toBe(1)

    await page.getByRole('link', { name: 'Hapus filter' }).click()
    await waitForPage(page, '/blogs', 'Blog')
    await page.getByRole('navigation', { name: 'Halaman' }).getByRole('link', { name: 'Halaman 2' }).click()
    await waitForPage(page, '/blogs?page=2', 'Blog')
    await expect.poll(() => page.locator('.result-count').innerText()).toMatch(/halaman 2 dari/)
    expect(await page.evaluate(() => window.__marker)).toBe(1)
    expectNoErrors(page)
    await page.close()
  })

  it('has the loading bar (role=progressbar), shown during a slow navigation and kept across swaps', async () => {
    const page = await open()
    await page.goto('/')
    const bar = page.locator('.loading-bar')
    expect(await bar.count()).toBe(1)
    expect(await bar.getAttribute('role')).toBe('progressbar')
    expect(await bar.getAttribute('aria-label')).toBe('Memuat halaman')
    expect(await bar.isHidden(), 'idle: hidden').toBe(true)

    // Hold the next page until the bar has shown (past its 200 ms throttle), then let it through.
    let release = () => {}
    const held = new Promise<void>((resolve) => (release = resolve))
    await page.route('**/about', async (route) => {
      await held
      await route.continue()
    })
    await nav(page).getByRole('link', { name: 'Tentang Kami' }).click()
    await page.getByRole('progressbar', { name: 'Memuat halaman' }).waitFor({ state: 'visible', timeout: 5_000 })
    expect(await bar.getAttribute('class')).toContain('is-visible')
    await expect.poll(async () => Number(await bar.getAttribute('aria-valuenow')), { timeout: 5_000 }).toBeGreaterThan(0)
    release()
    await waitForPage(page, '/about', `Tentang ${FIRM.name}`)
    await bar.waitFor({ state: 'hidden', timeout: 5_000 })
    expect(await page.locator('.loading-bar').count(), 'one bar after the swap').toBe(1)
    expectNoErrors(page)
    await page.close()
  })

  it('hovering a link prefetches the page; the click then uses it', async () => {
    const page = await open()
    await page.goto('/')
    const requests: Request[] = []
    page.on('request', (r) => new URL(r.url()).pathname === '/about' && requests.push(r))
    const link = nav(page).getByRole('link', { name: 'Tentang Kami' })
    const prefetch = page.waitForRequest((r) => new URL(r.url()).pathname === '/about', { timeout: 5_000 })
    await link.hover()
    const request = await prefetch
    expect(request.resourceType()).toBe('fetch')
    expect((await request.response())?.status()).toBe(200)
    expect(pathOf(page), 'hover does not navigate').toBe('/')

    await link.click()
    await waitForPage(page, '/about', `Tentang ${FIRM.name}`)
    expect(requests, 'the click reused the prefetched page').toHaveLength(1)
    expectNoErrors(page)
    await page.close()
  })

  it('CV, vCard and publication links still download files', async () => {
    const page = await open()
    const downloads = [
      { path: `/attorneys/${first.attorney.slug}`, link: /Unduh CV/, url: `/attorneys/${first.attorney.slug}/cv`, ext: '.pdf', magic: '%PDF-' },
      { path: `/attorneys/${first.attorney.slug}`, link: /vCard/, url: `/attorneys/${first.attorney.slug}/vcard`, ext: '.vcf', magic: 'BEGIN:VCARD' },
      { path: `/publications/${first.publication.slug}`, link: /Unduh PDF/, url: `/publications/${first.publication.slug}/download`, ext: '.pdf', magic: '%PDF-' },
    ]
    for (const d of downloads) {
      if (pathOf(page) !== d.path) await page.goto(d.path)
      await page.evaluate(() => (window.__marker = 1))
      const [download] = await Promise.all([page.waitForEvent('download', { timeout: 10_000 }), page.getByRole('link', { name: d.link }).click()])
      expect(download.url()).toBe(`${site.baseUrl}${d.url}`)
      expect(download.suggestedFilename()).toMatch(new RegExp(`\\${d.ext}$`))
      expect(await download.failure()).toBeNull()
      const file = (await download.path())!
      expect(statSync(file).size).toBeGreaterThan(0)
      expect(readFileSync(file, 'latin1').startsWith(d.magic), `${d.url} starts with ${d.magic}`).toBe(true)
      // The page stayed where it was.
      expect(pathOf(page)).toBe(d.path)
      expect(await page.evaluate(() => window.__marker)).toBe(1)
    }
    expectNoErrors(page)
    await page.close()
  })

  it('an unknown path answers 404 with the error page', async () => {
    const page = await open()
    const response = await page.goto('/halaman-yang-tidak-ada')
    expect(response?.status()).toBe(404)
    expect(await h1Text(page)).toBe('Halaman tidak ditemukan')
    expect(await mainText(page)).toContain('Page not found: /halaman-yang-tidak-ada')
    expectNoErrors(page, { allow: [NOT_FOUND_RESOURCE] })
    await page.close()
  })

  it('a link to a missing page falls back to a full load of the 404 page', async () => {
    const page = await open()
    await page.goto('/')
    await page.evaluate(() => {
      window.__marker = 1
      const a = Object.assign(document.createElement('a'), { href: '/blogs/tidak-ada', textContent: 'Tautan rusak' })
      document.querySelector('main')!.prepend(a)
    })
    const [response] = await Promise.all([page.waitForNavigation(), page.getByRole('link', { name: 'Tautan rusak' }).click()])
    expect(response?.status()).toBe(404)
    expect(pathOf(page)).toBe('/blogs/tidak-ada')
    expect(await page.evaluate(() => window.__marker), 'a full load').toBeUndefined()
    expect(await h1Text(page)).toBe('Halaman tidak ditemukan')
    expect(await mainText(page)).toContain('Page not found: /blogs/tidak-ada')
    expectNoErrors(page, { allow: [NOT_FOUND_RESOURCE] })
    await page.close()
  })

  it('asks for /_build/latest.json about 1 s after load', async () => {
    const page = await open()
    const latest = page.waitForRequest((r) => new URL(r.url()).pathname === '/_build/latest.json', { timeout: 10_000 })
    await page.goto('/')
    const request = await latest
    const response = (await request.response())!
    expect(response.status()).toBe(200)
    const pageBuild = await page.evaluate(() => JSON.parse(document.getElementById('app-config')!.textContent!).buildId)
    expect(pageBuild).toMatch(/^[0-9a-f]{12}$/)
    expect((await response.json()).buildId).toBe(pageBuild)
    // When, relative to the start of the navigation: the 1000 ms delay starts once the script runs.
    const startTime = await page.evaluate(() => performance.getEntriesByType('resource').find((e) => e.name.endsWith('/_build/latest.json'))?.startTime ?? -1)
    expect(startTime).toBeGreaterThanOrEqual(1000)
    expect(startTime).toBeLessThan(4000)
    expectNoErrors(page)
    await page.close()
  })

  it('once /_build/latest.json reports another build, the next navigation is a full load', async () => {
    const page = await open()
    await page.route('**/_build/latest.json', (route) => route.fulfill({ json: { buildId: 'ffffffffffff', builtAt: new Date().toISOString() } }))
    const checked = page.waitForResponse((r) => new URL(r.url()).pathname === '/_build/latest.json', { timeout: 10_000 })
    await page.goto('/')
    await checked
    await page.evaluate(() => (window.__marker = 1))
    const [response] = await Promise.all([page.waitForNavigation(), nav(page).getByRole('link', { name: 'Blog', exact: true }).click()])
    expect(response?.status()).toBe(200)
    await waitForPage(page, '/blogs', 'Blog')
    expect(await page.evaluate(() => window.__marker), 'a full load').toBeUndefined()
    expectNoErrors(page)
    await page.close()
  })
})

describe('layout', { timeout: 60_000 }, () => {
  for (const width of [360, 1280]) {
    it(`screenshots of home, an attorney and a blog post at ${width} px`, async () => {
      const page = await newPage(browser, { baseURL: site.baseUrl, viewport: { width, height: 800 } })
      const shots = [
        ['home', '/'],
        ['attorney', `/attorneys/${first.attorney.slug}`],
        ['blog', `/blogs/${first.blog.slug}`],
      ] as const
      for (const [name, path] of shots) {
        await page.goto(path)
        // A full-page shot does not scroll, so lazy images below the fold would stay empty.
        await page.evaluate(() => document.querySelectorAll('img[loading="lazy"]').forEach((img) => ((img as HTMLImageElement).loading = 'eager')))
        await page.waitForFunction(() => [...document.images].every((img) => img.complete), undefined, { timeout: 15_000 })
        await screenshot(page, `${name}-${width}`)
      }
      expectNoErrors(page)
      await page.close()
    })
  }

  it('no page scrolls sideways on a 360 px phone', async () => {
    const page = await newPage(browser, { baseURL: site.baseUrl, viewport: { width: 360, height: 800 } })
    const paths = ['/', '/about', '/career', '/contact-us', '/practice-area', '/attorneys', `/attorneys/${first.attorney.slug}`, '/blogs', `/blogs/${first.blog.slug}`, '/publications', `/publications/${first.publication.slug}`]
    const overflowing: string[] = []
    for (const path of paths) {
      await page.goto(path)
      const overflow = await page.evaluate(() => document.documentElement.scrollWidth - document.documentElement.clientWidth)
      if (overflow > 0) overflowing.push(path)
    }
    expect(overflowing).toEqual([])
    expectNoErrors(page)
    await page.close()
  })
})
