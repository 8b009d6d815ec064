/**
 * Event registration in a real browser without JavaScript (docs/decisions/0059-event-registration.md):
 * a visitor registers for an online event from its page's Daftar section and lands on
 * "Pendaftaran diterima"; the confirmation in the outbox carries the calendar entry (its start
 * in UTC, as stored) and the joining link. The event had one seat: the next visitor is
 * waitlisted and told so.
 */
import { readdir, readFile } from 'node:fs/promises'
import path from 'node:path'
import type { Browser, Page } from 'playwright-core'
import { afterAll, beforeAll, describe, expect, it } from 'vitest'
import { createEmbeddedBackend } from '../../functions/src/backends/embedded'
import { exampleData } from '../../functions/src/testing/example-data'
import { emlAttachment, emlText, icsTimes } from '../../functions/src/testing/eml-parts'
import { expectNoErrors, launchBrowser, newPage, startSite, type Site } from './harness'

let site: Site
let browser: Browser

beforeAll(async () => {
  ;[site, browser] = await Promise.all([startSite(), launchBrowser()])
}, 120_000)

afterAll(async () => {
  await browser?.close()
  await site?.stop()
}, 30_000)

/** Fills the form of the event's page as a visitor and presses Daftar. */
async function registerAs(page: Page, slug: string, name: string, email: string) {
  await page.goto(`/events/${slug}`)
  const section = page.locator('#daftar')
  await section.getByLabel('Nama').fill(name)
  await section.getByLabel('Email').fill(email)
  await section.getByLabel('Jabatan').fill('Legal Counsel')
  await section.getByRole('checkbox').check()
  await Promise.all([page.waitForURL(/\/daftar\?status=/), section.getByRole('button', { name: 'Daftar', exact: true }).click()])
}

describe('registration without JavaScript', { timeout: 60_000 }, () => {
  it('registers for an online event, with the calendar entry and the joining link by email; the full event waitlists', async () => {
    // One seat, starting at 09.00 WIB in twenty days.
    const start = new Date(Date.now() + 20 * 86_400_000)
    start.setUTCHours(2, 0, 0, 0)
    const backend = createEmbeddedBackend({ dataDir: site.dataDir })
    await backend.content.create(
      'events',
      exampleData('events', { title: 'Webinar Satu Kursi', slug: 'webinar-satu-kursi', mode: 'online', platform: 'Zoom', joinUrl: 'https://zoom.example.test/j/777', startsAt: start.toISOString(), endsAt: new Date(start.getTime() + 7_200_000).toISOString(), capacity: 1, cover: null, slidesFile: null, publishedAt: '2026-01-01T00:00:00.000Z' }),
      { actor: 'seed' },
    )
    await backend.close()

    const page = await newPage(browser, { baseURL: site.baseUrl, javaScriptEnabled: false })
    await registerAs(page, 'webinar-satu-kursi', 'Sari Wijaya', 'sari.wijaya@example.test')
    await expect.poll(() => page.getByRole('heading', { level: 1 }).textContent()).toBe('Pendaftaran diterima')

    const outbox = path.join(site.dataDir, 'outbox')
    const files = (await readdir(outbox)).filter((name) => name.includes('-confirmation-'))
    const emails = await Promise.all(files.map((name) => readFile(path.join(outbox, name), 'utf8')))
    const confirmation = emails.find((eml) => eml.includes('To: sari.wijaya@example.test'))!
    expect(confirmation).toBeDefined()
    const ics = emlAttachment(confirmation, 'text/calendar')!
    const stamp = start.toISOString().replace(/[-:]/g, '').replace(/\.\d{3}/, '')
    expect(icsTimes(ics.content).start).toBe(stamp)
    expect(emlText(confirmation)).toContain('https://zoom.example.test/j/777')
    expect(emlText(confirmation)).toContain('09.00–11.00 WIB')

    const second = await newPage(browser, { baseURL: site.baseUrl, javaScriptEnabled: false })
    await registerAs(second, 'webinar-satu-kursi', 'Budi Santoso', 'budi.santoso@example.test')
    await expect.poll(() => second.getByRole('heading', { level: 1 }).textContent()).toBe('Anda masuk daftar tunggu')
    expectNoErrors(page)
    expectNoErrors(second)
  })
})
