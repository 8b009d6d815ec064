/**
 * Fetching a dashboard page's data again: from the HTML the real app renders (a list after a
 * change, an edit page for another person's version), and the answers that are not a page.
 */
import { afterAll, beforeAll, describe, expect, it } from 'vitest'
import type { App } from '../../app'
import { signIn, TEST_ORIGIN } from '../../testing/staff-session'
import { createTestApp, createTestBackend, type TestBackend } from '../../testing/test-backend'
import { extractDashboardData, fetchPageData } from '../../../../web/src/dashboard/live/page-data'

let backend: TestBackend
let app: App
let cookie: string

/** fetch through the app, as the browser's would be, with the session. */
const appFetch = ((url: string) => app.request(`${TEST_ORIGIN}${url}`, { headers: { cookie } })) as unknown as typeof fetch

beforeAll(async () => {
  backend = createTestBackend()
  app = createTestApp(backend)
  await backend.identity.createStaff({ email: 'editor@example.test', password: 'kata-sandi-editor', displayName: 'Editor', role: 'editor' })
  cookie = await signIn(app, 'editor@example.test', 'kata-sandi-editor')
})
afterAll(async () => {
  await backend.cleanup()
})

describe('fetchPageData', () => {
  it("reads the props a page is rendered with, titles with '<' and '</script>' included", async () => {
    await backend.content.create('categories', { name: 'Pajak </script><script>alert(1)</script>', slug: 'pajak' }, { actor: 'seed' })
    const result = await fetchPageData<{ rows: { name: string }[] }>('/dashboard/categories', appFetch)
    expect(result.status).toBe('ok')
    if (result.status !== 'ok') return
    expect(result.data.page).toBe('taxonomy')
    expect(result.data.props.rows.map((item) => item.name)).toEqual(['Pajak </script><script>alert(1)</script>'])
  })

  it('tells a missing item, an ended session and a failure apart', async () => {
    expect((await fetchPageData('/dashboard/blogs/tidak-ada/edit', appFetch)).status).toBe('not-found')
    const toLogin = { redirected: true, url: 'https://www.example.test/login?next=%2Fdashboard%2Fblogs', status: 200, ok: true } as Response
    expect((await fetchPageData('/dashboard/blogs', (async () => toLogin) as unknown as typeof fetch)).status).toBe('signed-out')
    expect((await fetchPageData('/dashboard/blogs', (async () => new Response('oops', { status: 503 })) as unknown as typeof fetch)).status).toBe('failed')
    expect((await fetchPageData('/dashboard/blogs', (async () => new Response('<p>no data</p>')) as unknown as typeof fetch)).status).toBe('failed')
    expect((await fetchPageData('/dashboard/blogs', (async () => Promise.reject(new TypeError('offline'))) as unknown as typeof fetch)).status).toBe('failed')
  })
})

describe('extractDashboardData', () => {
  it('ignores pages without a readable data block', () => {
    expect(extractDashboardData('<script type="application/json" id="dashboard-data">{nope</script>')).toBeNull()
    expect(extractDashboardData('<script type="application/json" id="dashboard-data">{"props":{}}</script>')).toBeNull()
    expect(extractDashboardData('<script id="dashboard-data" type="application/json">{"page":"staff","props":{}}</script>')).toMatchObject({ page: 'staff' })
  })
})
