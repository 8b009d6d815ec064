/**
 * Tinjauan in a real browser (decision 51): with the setting on, an editor's draft blog waits for
 * a reviewer; the reviewer finds it on Ringkasan under Menunggu tinjauan, presses Setujui, and the
 * blog is live on the site. The author's request is made through the store, the reviewer's part
 * in the browser.
 */
import type { Browser } from 'playwright-core'
import { afterAll, beforeAll, describe, expect, it } from 'vitest'
import { SETTINGS_ID } from '../../shared/collections/settings'
import { createEmbeddedBackend } from '../../functions/src/backends/embedded'
import { requestReview } from '../../functions/src/review/review-store'
import { exampleData } from '../../functions/src/testing/example-data'
import { ADMIN_EMAIL, expectNoErrors, launchBrowser, newPage, signIn, startSite, type Site } from './harness'

let site: Site
let browser: Browser

beforeAll(async () => {
  ;[site, browser] = await Promise.all([startSite(), launchBrowser()])
}, 120_000)

afterAll(async () => {
  await browser?.close()
  await site?.stop()
}, 30_000)

describe('Tinjauan', { timeout: 120_000 }, () => {
  it('a reviewer approves an author’s blog and it goes live', async () => {
    const backend = createEmbeddedBackend({ dataDir: site.dataDir })
    const settings = (await backend.content.get('settings', SETTINGS_ID))!
    const { id: _id, version, createdAt: _c, updatedAt: _u, updatedBy: _b, ...data } = settings
    await backend.content.update('settings', SETTINGS_ID, { ...data, reviewBeforePublishing: 'on' }, { actor: 'seed', expectedVersion: version })
    const author = await backend.identity.createStaff({ email: 'penulis@example.test', password: 'kata-sandi-penulis', displayName: 'Penulis Uji', role: 'editor' })
    const reviewer = (await backend.identity.findStaffByEmail(ADMIN_EMAIL))!
    const [category] = await backend.content.query('categories', { limit: 1 })
    const blog = await backend.content.create('blogs', exampleData('blogs', { title: 'Catatan tinjauan uji', slug: 'catatan-tinjauan-uji', categoryId: category!.id, publishedAt: null }), { actor: author.uid })
    const asked = await requestReview(backend.content, { collection: 'blogs', itemId: blog.id, actor: { uid: author.uid, name: 'Penulis Uji', role: 'editor' }, reviewers: [reviewer.uid], text: 'Mohon ditinjau.', now: new Date() })
    expect(asked.ok).toBe(true)

    const page = await newPage(browser, { baseURL: site.baseUrl })
    expect((await page.goto('/blogs/catatan-tinjauan-uji'))!.status()).toBe(404)
    await signIn(page)
    const card = page.getByRole('region', { name: 'Menunggu tinjauan' })
    await Promise.all([page.waitForURL(`**/dashboard/blogs/${blog.id}/edit`), card.getByRole('link', { name: 'Catatan tinjauan uji' }).click()])
    await expect.poll(() => page.getByRole('region', { name: 'Tinjauan' }).textContent()).toContain('Mohon ditinjau.')
    await Promise.all([page.waitForURL(/notice=review-approved/), page.getByRole('button', { name: 'Setujui' }).click()])

    const live = await page.goto('/blogs/catatan-tinjauan-uji')
    expect(live!.status()).toBe(200)
    await expect.poll(() => page.getByRole('heading', { level: 1 }).textContent()).toContain('Catatan tinjauan uji')
    expectNoErrors(page, { allow: [/404/] })
    await backend.close()
  })
})
