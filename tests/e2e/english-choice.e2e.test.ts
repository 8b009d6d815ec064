/**
 * The English edition's last parts in a real browser (Chromium), on the demo firm:
 *   - the remembered language: the header's switch remembers the choice (cookie `lang`, a year,
 *     SameSite=Lax); coming back to the site, every URL still answers in the language it names
 *     (no redirect), and the choice only brings a one-line suggestion of the page's version in
 *     the chosen language; a browser that prefers English, on its first visit, is offered the
 *     English page the same way, never sent to it; the suggestion is keyboard and screen-reader
 *     friendly (a landmark right after the skip link, its close button moving the focus to the
 *     switch), axe finds nothing, it is a slim bar at the top that pushes the page down by its own
 *     height only (a layout shift under 0.1) and covers nothing, and it fits at 390 and 1366 px (screenshots in artifacts/screenshots/english-suggestion-*); without
 *     JavaScript the switch is a plain link and nothing is remembered;
 *   - the English forms' messages: /en/contact-us refused without JavaScript (the form shown
 *     again) and with it (the script's answer) says everything in English, and the application
 *     form's script checks a CV in English.
 * Every wait is on the page's state, never a fixed delay.
 */
import type { Browser, BrowserContext, Locator, Page } from 'playwright-core'
import { afterAll, beforeAll, describe, expect, it } from 'vitest'
import { expectNoErrors, launchBrowser, newPage, screenshot, startSite, type Site } from './harness'
import { expectAxeClean } from './quality-checks'

let site: Site
let browser: Browser

beforeAll(async () => {
  ;[site, browser] = await Promise.all([startSite(), launchBrowser()])
}, 120_000)

afterAll(async () => {
  await browser?.close()
  await site?.stop()
}, 30_000)

/** Chromium logs every 4xx response (a refused form's page included) as a console error. */
const refusedForm = /Failed to load resource: the server responded with a status of 400/

const suggestion = (page: Page) => page.locator('aside.lang-suggestion')

/** The page as the visitor's browser has it once its scripts and their chunks have loaded. */
async function settled(page: Page) {
  await page.waitForLoadState('networkidle')
}

/**
 * The `lang` cookie as the browser keeps it. A cookie the page writes (document.cookie) reaches
 * the browser's store a moment later: tests poll it rather than read it once.
 */
async function langCookie(context: BrowserContext) {
  return (await context.cookies()).find((cookie) => cookie.name === 'lang')
}

/** The layout shifts the page has had since it loaded (the CLS of Lighthouse, before any input). */
async function layoutShift(page: Page): Promise<number> {
  return page.evaluate(
    () =>
      new Promise<number>((resolve) => {
        let total = 0
        new PerformanceObserver((list) => {
          for (const entry of list.getEntries() as (PerformanceEntry & { value: number; hadRecentInput: boolean })[]) if (!entry.hadRecentInput) total += entry.value
        }).observe({ type: 'layout-shift', buffered: true })
        requestAnimationFrame(() => requestAnimationFrame(() => resolve(total)))
      }),
  )
}

/** The suggestion at the top of the page, a slim line, the header below it (nothing covered), its link and button wholly inside it. */
async function expectInside(page: Page, banner: Locator, width: number) {
  await page.evaluate(() => window.scrollTo(0, 0))
  const box = (await banner.boundingBox())!
  expect(Math.round(box.y)).toBe(0)
  expect(box.height, `one slim line at ${width} px`).toBeLessThanOrEqual(48)
  const header = (await page.locator('header.site-header').boundingBox())!
  expect(header.y, 'the header starts below the bar').toBeGreaterThanOrEqual(box.y + box.height - 1)
  for (const part of [banner.getByRole('link'), banner.getByRole('button')]) {
    const inner = (await part.boundingBox())!
    expect(inner.x, `${width} px`).toBeGreaterThanOrEqual(0)
    expect(inner.x + inner.width, `${width} px`).toBeLessThanOrEqual(width)
  }
}

async function activeElement(page: Page) {
  return page.evaluate(() => {
    const el = document.activeElement as HTMLElement | null
    return el ? `${el.tagName.toLowerCase()}${el.className ? `.${el.className.split(' ')[0]}` : ''}:${(el.getAttribute('aria-label') ?? el.textContent ?? '').trim()}` : ''
  })
}

describe('the remembered language', { timeout: 120_000 }, () => {
  it('the switch remembers the choice; back on the site, URLs answer as they say and the choice only suggests', async () => {
    // A browser in Indonesian: no suggestion on Indonesian pages.
    const page = await newPage(browser, { baseURL: site.baseUrl })
    await page.goto('/about')
    await settled(page)
    expect(await suggestion(page).count()).toBe(0)
    expect(await langCookie(page.context())).toBeUndefined()

    // The switch leads to the English page and remembers English for a year.
    await Promise.all([page.waitForURL('**/en/about'), page.locator('a.lang-switch').click()])
    const cookie = await langCookie(page.context())
    expect(cookie).toMatchObject({ value: 'en', path: '/', sameSite: 'Lax', secure: false })
    expect(cookie!.expires * 1000 - Date.now()).toBeGreaterThan(364 * 24 * 3600_000)
    await settled(page)
    expect(await suggestion(page).count(), 'the page is in the chosen language').toBe(0)

    // Coming back: the Indonesian URL is answered in Indonesian, not redirected; English is offered.
    const response = await page.goto('/')
    expect(response!.status()).toBe(200)
    expect(response!.request().redirectedFrom()).toBeNull()
    expect(new URL(page.url()).pathname).toBe('/')
    expect(await page.locator('html').getAttribute('lang')).toBe('id')
    const banner = page.getByRole('complementary', { name: 'Language' })
    await banner.waitFor()
    expect(await banner.getAttribute('lang')).toBe('en')
    expect(await banner.innerText()).toContain('Read this page in English')
    expect(await banner.getByRole('link', { name: 'Read this page in English' }).getAttribute('href')).toBe('/en')
    // It pushes the page down once, by its own height: a small shift, under the 0.1 of a good CLS.
    expect(await layoutShift(page), 'the suggestion moves the page by its height only').toBeLessThan(0.1)

    // Keyboard: right after the skip link, its link then its close button.
    await page.locator('body').focus()
    await page.keyboard.press('Tab')
    expect(await activeElement(page)).toBe('a.skip-link:Langsung ke konten')
    await page.keyboard.press('Tab')
    expect(await activeElement(page)).toBe('a:Read this page in English')
    await page.keyboard.press('Tab')
    expect(await activeElement(page)).toBe('button.lang-suggestion-close:Dismiss')

    // Seen as visitors see it: axe, the box inside the window at its foot, nothing sideways.
    for (const width of [390, 1366]) {
      await page.setViewportSize({ width, height: 844 })
      await expectAxeClean(page, `suggestion @${width}`)
      await expectInside(page, banner, width)
      const close = (await banner.getByRole('button', { name: 'Dismiss' }).boundingBox())!
      expect(close.width).toBeGreaterThanOrEqual(40)
      expect(close.height).toBeGreaterThanOrEqual(40)
      expect(await page.evaluate(() => document.documentElement.scrollWidth > document.documentElement.clientWidth)).toBe(false)
      await screenshot(page, `english-suggestion-${width}`, { fullPage: false })
    }
    // Nothing covers the page: at its foot the bar has scrolled away with the top of the page.
    await page.evaluate(() => window.scrollTo(0, document.documentElement.scrollHeight))
    expect(await banner.evaluate((bar) => bar.getBoundingClientRect().bottom)).toBeLessThanOrEqual(0)
    await page.evaluate(() => window.scrollTo(0, 0))

    // Dismissed from the keyboard: gone, the focus on the switch, Indonesian now the choice.
    await banner.getByRole('button', { name: 'Dismiss' }).focus()
    await page.keyboard.press('Enter')
    expect(await suggestion(page).count()).toBe(0)
    expect(await activeElement(page)).toMatch(/^a\.lang-switch:EN/)
    await expect.poll(async () => (await langCookie(page.context()))?.value).toBe('id')
    await page.reload()
    await settled(page)
    expect(await suggestion(page).count()).toBe(0)

    // An English page now offers Indonesian; following it goes there and keeps the choice.
    await page.goto('/en/about')
    const offer = page.getByRole('complementary', { name: 'Bahasa' })
    await offer.waitFor()
    expect(await offer.getAttribute('lang')).toBe('id')
    // One line on a phone too, all of it inside the window.
    await page.setViewportSize({ width: 390, height: 844 })
    await expectInside(page, offer, 390)
    await screenshot(page, 'english-suggestion-id-390', { fullPage: false })
    await Promise.all([page.waitForURL((url) => url.pathname === '/about'), offer.getByRole('link', { name: 'Baca versi bahasa Indonesia' }).click()])
    expect(await page.locator('html').getAttribute('lang')).toBe('id')
    await expect.poll(async () => (await langCookie(page.context()))?.value).toBe('id')
    await settled(page)
    expect(await suggestion(page).count()).toBe(0)
    expectNoErrors(page)
    await page.close()
  })

  it('a browser that prefers English lands where the link says, offered the English page only where there is one', async () => {
    const page = await newPage(browser, { baseURL: site.baseUrl, locale: 'en-GB' })
    expect(await page.evaluate(() => navigator.languages)).toEqual(['en-GB'])
    const response = await page.goto('/blogs')
    expect(response!.request().redirectedFrom()).toBeNull()
    expect(new URL(page.url()).pathname).toBe('/blogs')
    expect(await page.locator('html').getAttribute('lang')).toBe('id')
    const banner = page.getByRole('complementary', { name: 'Language' })
    await banner.waitFor()
    expect(await banner.getByRole('link').getAttribute('href')).toBe('/en/blogs')

    // A post with no English has no English page to offer.
    const indonesian = [...(await (await fetch(`${site.baseUrl}/blogs`)).text()).matchAll(/<a href="(\/blogs\/[a-z0-9-]+)"/g)].map((m) => m[1]!)
    let untranslated: string | null = null
    for (const path of indonesian) if (!(await (await fetch(`${site.baseUrl}${path}`)).text()).includes('rel="alternate" hrefLang="en"')) untranslated = path
    expect(untranslated, 'the demo has posts without English').not.toBeNull()
    await page.goto(untranslated!)
    await settled(page)
    expect(await suggestion(page).count()).toBe(0)

    // Taking the offer is choosing English.
    await page.goto('/blogs')
    await Promise.all([page.waitForURL('**/en/blogs'), page.getByRole('complementary', { name: 'Language' }).getByRole('link').click()])
    await expect.poll(async () => (await langCookie(page.context()))?.value).toBe('en')
    await settled(page)
    expect(await suggestion(page).count()).toBe(0)
    expectNoErrors(page)
    await page.close()
  })

  it('without JavaScript, the switch is a plain link: no suggestion, nothing remembered', async () => {
    const page = await newPage(browser, { baseURL: site.baseUrl, locale: 'en-GB', javaScriptEnabled: false })
    await page.goto('/about')
    expect(await suggestion(page).count()).toBe(0)
    await Promise.all([page.waitForURL('**/en/about'), page.locator('a.lang-switch').click()])
    expect(await page.locator('html').getAttribute('lang')).toBe('en')
    expect(await langCookie(page.context())).toBeUndefined()
    await page.close()
  })
})

describe('the English forms', { timeout: 120_000 }, () => {
  it('/en/contact-us without JavaScript shows every message in English', async () => {
    const page = await newPage(browser, { baseURL: site.baseUrl, javaScriptEnabled: false })
    await page.goto('/en/contact-us')
    const form = page.locator('form[data-inquiry-form]')
    await form.getByLabel('Email', { exact: true }).fill('jane@')
    await form.getByLabel('Message', { exact: true }).fill('Too short')
    await Promise.all([page.waitForURL('**/en/contact-us'), form.getByRole('button', { name: 'Send message' }).click()])
    expect(await page.locator('html').getAttribute('lang')).toBe('en')
    const shown = page.locator('form[data-inquiry-form]')
    expect(await shown.locator('[data-form-error]').innerText()).toBe('Your message has not been sent: please check the marked fields.')
    expect(await shown.locator('[data-error-for="name"]').innerText()).toBe('Please enter your name')
    expect(await shown.locator('[data-error-for="email"]').innerText()).toBe('This email address is not valid')
    expect(await shown.locator('[data-error-for="message"]').innerText()).toBe('Your message needs at least 20 characters')
    expect(await shown.locator('[data-error-for="consent"]').innerText()).toBe('Please tick this consent so that we can process your message')
    expect(await shown.locator('[lang="id"]').count()).toBe(0)
    expect(await shown.getByLabel('Email', { exact: true }).inputValue()).toBe('jane@')
    expectNoErrors(page, { allow: [refusedForm] })
    await page.close()
  })

  it('/en/contact-us with JavaScript answers in English in place, then sends', async () => {
    const page = await newPage(browser, { baseURL: site.baseUrl })
    await page.goto('/en/contact-us')
    expect(await page.locator('.loading-bar').getAttribute('aria-label')).toBe('Loading page')
    // The form's script loads after the page: answering in place needs it in place.
    const form = page.locator('form[data-inquiry-form][data-enhanced]')
    await form.waitFor()
    await form.getByLabel('Message', { exact: true }).fill('Too short')
    const answered = page.waitForResponse((res) => res.url().endsWith('/en/contact-us') && res.request().method() === 'POST')
    await form.getByRole('button', { name: 'Send message' }).click()
    expect((await answered).headers()['content-type']).toContain('application/json')
    await expect.poll(() => form.locator('[data-error-for="name"]').innerText()).toBe('Please enter your name')
    expect(await form.locator('[data-form-error]').innerText()).toBe('Your message has not been sent: please check the marked fields.')
    expect(await form.locator('[data-error-for="message"]').innerText()).toBe('Your message needs at least 20 characters')
    expect(await page.evaluate(() => (document.activeElement as HTMLInputElement | null)?.name)).toBe('name')
    expect(new URL(page.url()).pathname).toBe('/en/contact-us')

    await form.getByLabel('Name', { exact: true }).fill('Jane Doe')
    await form.getByLabel('Email', { exact: true }).fill('jane.doe@example.test')
    await form.getByLabel('Message', { exact: true }).fill('We need advice on a supply contract dispute with a distributor.')
    await form.getByLabel(/^I consent/).check()
    await form.getByRole('button', { name: 'Send message' }).click()
    const sent = page.getByRole('status').filter({ hasText: 'Message sent' })
    await sent.waitFor()
    expect(await sent.innerText()).toContain('Thank you, your message has been sent')
    expectNoErrors(page, { allow: [refusedForm] })
    await page.close()
  })

  it('the English application form checks a CV in English before sending', async () => {
    const page = await newPage(browser, { baseURL: site.baseUrl })
    await page.goto('/en/career')
    // The CV is checked by the form's script, which loads after the page.
    const form = page.locator('form[data-application-form][data-enhanced]')
    await form.waitFor()
    expect(await form.getAttribute('action')).toBe('/en/career/apply')
    await form.locator('input[name="cv"]').setInputFiles({ name: 'cv.docx', mimeType: 'application/vnd.openxmlformats-officedocument.wordprocessingml.document', buffer: Buffer.from('not a pdf') })
    await expect.poll(() => form.locator('[data-error-for="cv"]').innerText()).toBe('The CV must be a PDF file')
    await form.getByRole('button', { name: 'Send application' }).click()
    await expect.poll(() => form.locator('[data-form-error]').innerText()).toBe('Your application has not been sent: please check the marked fields.')
    expectNoErrors(page)
    await page.close()
  })
})
