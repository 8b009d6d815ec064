/**
 * Every dashboard route, per role: the least role each one admits is written here,
 * route by route, apart from the code that decides it (shared/collections/access.ts and the
 * guards), so a new route fails this test until someone says who may use it, and a route whose
 * guard is wrong fails it too. A visitor is sent to sign in everywhere; an editor is refused
 * (403, nothing written) where admins only are let in; an admin is refused nowhere.
 */
import { afterAll, beforeAll, describe, expect, it } from 'vitest'
import { ADMIN_ONLY_MESSAGE } from '../../functions/src/auth/guards'
import type { App } from '../../functions/src/app'
import { fixtures } from '../../functions/src/testing/fixtures'
import { exampleData } from '../../functions/src/testing/example-data'
import { formHeaders, postForm, signIn, TEST_ORIGIN } from '../../functions/src/testing/staff-session'
import { createTestApp, createTestBackend, type TestBackend } from '../../functions/src/testing/test-backend'
import { moveToTrash } from '../../functions/src/trash/trash-item'
import { COLLECTION_MODULES } from '../../shared/collections'
import { moduleRouteRoles } from './module-route-roles'

/**
 * `editor`: any staff member; `admin`: admins only; `item`: decided by the item the route acts
 * on (Sampah's restore: whoever may edit the item's collection in its own routes).
 */
type Least = 'editor' | 'admin' | 'item'

const ROUTES: Record<string, Least> = {
  'GET /dashboard': 'editor',
  'GET /dashboard/events': 'editor',
  'GET /dashboard/events/names': 'editor',
  'GET /dashboard/activity': 'admin',
  'POST /dashboard/uploads/token': 'editor',
  'GET /dashboard/uploads/result': 'editor',
  'POST /dashboard/uploads/:folder': 'editor',
  'GET /dashboard/profiles/order-settings': 'editor',
  'POST /dashboard/profiles/order-settings': 'editor',
  'GET /dashboard/navigation': 'editor',
  'POST /dashboard/navigation': 'editor',
  'GET /dashboard/staff': 'admin',
  'POST /dashboard/staff': 'admin',
  'POST /dashboard/staff/invite': 'admin',
  'POST /dashboard/staff/two-factor-policy': 'admin',
  'POST /dashboard/staff/:uid': 'admin',
  'GET /dashboard/account': 'editor',
  'POST /dashboard/account/name': 'editor',
  'POST /dashboard/account/password': 'editor',
  'POST /dashboard/account/two-factor/start': 'editor',
  'POST /dashboard/account/two-factor/confirm': 'editor',
  'POST /dashboard/account/two-factor/prepare': 'editor',
  'POST /dashboard/account/two-factor/qr': 'editor',
  'POST /dashboard/account/two-factor/firebase': 'editor',
  'POST /dashboard/account/two-factor/off': 'editor',
  'POST /dashboard/account/two-factor/recovery-codes': 'editor',
  'GET /dashboard/settings': 'admin',
  'POST /dashboard/settings': 'admin',
  'POST /dashboard/settings/translation-current': 'admin',
  'GET /dashboard/settings/:id/history': 'admin',
  'GET /dashboard/settings/:id/history/:revision': 'admin',
  'GET /dashboard/settings/offices/create': 'admin',
  'POST /dashboard/settings/offices/create': 'admin',
  'GET /dashboard/settings/offices/:id/edit': 'admin',
  'POST /dashboard/settings/offices/:id/edit': 'admin',
  'POST /dashboard/settings/offices/:id/delete': 'admin',
  'POST /dashboard/settings/offices/:id/main': 'admin',
  'POST /dashboard/settings/offices/:id/move': 'admin',
  'GET /dashboard/settings/offices/:id/history': 'admin',
  'GET /dashboard/settings/offices/:id/history/:revision': 'admin',
  'GET /dashboard/pages': 'editor',
  'GET /dashboard/pages/:page': 'editor',
  'POST /dashboard/pages/:page': 'editor',
  'POST /dashboard/pages/:page/translation-current': 'editor',
  // The block pages' form and preview (functions/src/collections/block-pages/routes.tsx).
  'GET /dashboard/pages/create': 'editor',
  'POST /dashboard/pages/create': 'editor',
  'GET /dashboard/pages/:id/edit': 'editor',
  'POST /dashboard/pages/:id/edit': 'editor',
  'POST /dashboard/pages/:id/delete': 'editor',
  'POST /dashboard/pages/:id/translation-current': 'editor',
  'GET /dashboard/pages/:id/preview': 'editor',
  'POST /dashboard/pages/preview': 'editor',
  'POST /dashboard/pages/:id/preview': 'editor',
  'GET /dashboard/pages/:id/history': 'editor',
  'GET /dashboard/pages/:id/history/:revision': 'editor',
  // Pesan Masuk and Lamaran: staff handle them; deleting (for good) is for admins.
  'GET /dashboard/inquiries': 'editor',
  'GET /dashboard/inquiries/export.csv': 'editor',
  'GET /dashboard/inquiries/person': 'admin',
  'POST /dashboard/inquiries/person': 'admin',
  'GET /dashboard/inquiries/:id': 'editor',
  'POST /dashboard/inquiries/:id': 'editor',
  'POST /dashboard/inquiries/:id/delete': 'admin',
  'POST /dashboard/inquiries/:id/reply': 'editor',
  'GET /dashboard/applications': 'editor',
  'GET /dashboard/applications/export.csv': 'editor',
  'GET /dashboard/applications/:id/cv': 'editor',
  'GET /dashboard/applications/:id': 'editor',
  'POST /dashboard/applications/:id': 'editor',
  'POST /dashboard/applications/:id/delete': 'admin',
  'POST /dashboard/applications/:id/reply': 'editor',
  'GET /dashboard/subscribers': 'editor',
  'GET /dashboard/subscribers/export.csv': 'editor',
  'POST /dashboard/subscribers/:id/delete': 'admin',
  'GET /dashboard/subscribers/alerts': 'editor',
  'GET /dashboard/subscribers/alerts/:id': 'editor',
  'GET /dashboard/trash': 'editor',
  'GET /dashboard/trash/:id/restore': 'item',
  'POST /dashboard/trash/:id/restore': 'item',
  'POST /dashboard/trash/:id/purge': 'admin',
  'GET /dashboard/redirects': 'admin',
  'POST /dashboard/redirects': 'admin',
  'POST /dashboard/redirects/:id/delete': 'admin',
  // Pustaka Media: every staff member uploads and describes files; a delete is for good, so admins.
  'GET /dashboard/media': 'editor',
  'POST /dashboard/media/upload': 'editor',
  'GET /dashboard/media/pick': 'editor',
  'GET /dashboard/media/:id/edit': 'editor',
  'POST /dashboard/media/:id/edit': 'editor',
  'POST /dashboard/media/:id/delete': 'admin',
  'POST /dashboard/media/cleanup': 'admin',
}

// The content collections' screens: every staff member, each with the same set of routes.
for (const base of ['/dashboard/blogs', '/dashboard/publications', '/dashboard/profiles', '/dashboard/practice-areas', '/dashboard/openings']) {
  for (const route of ['GET ', 'GET /create', 'POST /create', 'GET /:id/edit', 'POST /:id/edit', 'POST /:id/delete', 'GET /:id/history', 'GET /:id/history/:revision']) {
    const [method, rest] = route.split(' ')
    ROUTES[`${method} ${base}${rest}`] = 'editor'
  }
}
for (const base of ['/dashboard/blogs', '/dashboard/publications', '/dashboard/profiles', '/dashboard/practice-areas', '/dashboard/openings']) ROUTES[`POST ${base}/:id/translation-current`] = 'editor'
for (const base of ['/dashboard/blogs', '/dashboard/publications', '/dashboard/practice-areas']) {
  for (const route of ['GET /:id/preview', 'POST /preview', 'POST /:id/preview']) {
    const [method, rest] = route.split(' ')
    ROUTES[`${method} ${base}${rest}`] = 'editor'
  }
}
ROUTES['GET /dashboard/publications/:id/file'] = 'editor'
// The collections with the generic dashboard pages: one statement for all (./module-route-roles.ts).
Object.assign(ROUTES, moduleRouteRoles(COLLECTION_MODULES))
for (const base of ['/dashboard/categories', '/dashboard/tags']) {
  for (const route of ['GET ', 'POST ', 'POST /:id', 'POST /:id/delete', 'GET /:id/history', 'GET /:id/history/:revision']) {
    const [method, rest] = route.split(' ')
    ROUTES[`${method} ${base}${rest}`] = 'editor'
  }
}

let backend: TestBackend
let app: App
let editor: string
let admin: string

/** The registered dashboard routes, as `METHOD path` (middleware aside). */
function registered(): string[] {
  return [...new Set(app.routes.filter((r) => r.method !== 'ALL' && (r.path === '/dashboard' || r.path.startsWith('/dashboard/'))).map((r) => `${r.method} ${r.path}`))]
}

/** A concrete address for a route pattern: parameters name nothing that exists (guards answer before any item is read). */
function addressOf(path: string): string {
  return path.replace(':folder', 'blog_images').replace(/:\w+/g, 'tidak-ada')
}

/** One request as `cookie` (none: a visitor), its body read or dropped. */
async function request(route: string, cookie?: string) {
  const [method, path] = route.split(' ') as [string, string]
  const res = await app.request(`${TEST_ORIGIN}${addressOf(path)}`, { method, headers: method === 'POST' ? formHeaders(cookie) : cookie ? { cookie } : {}, ...(method === 'POST' ? { body: new URLSearchParams() } : {}) })
  // The live event stream never ends by itself.
  const text = route === 'GET /dashboard/events' ? (await res.body?.cancel(), '') : await res.text()
  return { status: res.status, location: res.headers.get('location'), text }
}

/** What a refused request must leave unchanged: every collection's documents, by id and version. */
async function storeState(): Promise<string> {
  const collections = ['settings', 'offices', 'redirects', 'inquiries', 'applications', 'subscribers', 'trash', 'blogs'] as const
  const parts = await Promise.all(collections.map(async (name) => (await backend.content.query(name)).map((doc) => `${name}/${doc.id}@${doc.version}`)))
  return parts.flat().sort().join('\n')
}

beforeAll(async () => {
  backend = createTestBackend()
  app = createTestApp(backend)
  await backend.identity.createStaff({ email: 'editor@example.test', password: 'kata-sandi-editor', displayName: 'Editor', role: 'editor' })
  await backend.identity.createStaff({ email: 'admin@example.test', password: 'kata-sandi-admin', displayName: 'Admin', role: 'admin' })
  editor = await signIn(app, 'editor@example.test', 'kata-sandi-editor')
  admin = await signIn(app, 'admin@example.test', 'kata-sandi-admin')
})
afterAll(async () => {
  await backend.cleanup()
})

describe('who may use each dashboard route', () => {
  it('every registered route has its least role written here, and every route written here is registered', () => {
    const routes = registered()
    expect(routes.filter((route) => !(route in ROUTES)), 'routes with no role written in this test').toEqual([])
    expect(Object.keys(ROUTES).filter((route) => !routes.includes(route)), 'roles of routes that no longer exist').toEqual([])
  })

  it('sends a visitor to sign in from every route', async () => {
    for (const route of registered()) {
      const res = await request(route)
      if (route === 'GET /dashboard/events') expect(res.status, route).toBe(204)
      else {
        expect([302, 303], route).toContain(res.status)
        expect(res.location, route).toMatch(/^\/login\?next=/)
      }
    }
  })

  it('refuses an editor every admin route with the admin-only message, writing nothing', async () => {
    const before = await storeState()
    for (const route of registered().filter((r) => ROUTES[r] === 'admin')) {
      const res = await request(route, editor)
      expect(res.status, route).toBe(403)
      expect(res.text, route).toContain(ADMIN_ONLY_MESSAGE)
    }
    expect(await storeState()).toBe(before)
  })

  it('lets an editor reach every other route, and an admin every route', async () => {
    for (const route of registered().filter((r) => ROUTES[r] === 'editor')) expect((await request(route, editor)).status, route).not.toBe(403)
    for (const route of registered()) expect((await request(route, admin)).status, route).not.toBe(403)
  })
})

describe('routes whose item decides (Sampah)', () => {
  it('an editor restores what they may edit, never an office (an admin screen); an admin restores both', async () => {
    const f = fixtures(backend)
    const office = await f.office({ name: 'Kantor Surabaya', main: false })
    const blog = await backend.content.create('blogs', exampleData('blogs', { slug: 'tulisan-di-sampah', publishedAt: null }), { actor: 't' })
    const actor = { uid: 'admin', name: 'Admin' }
    const officeEntry = await moveToTrash(backend.content, 'offices', office.id, actor, { now: new Date() })
    const blogEntry = await moveToTrash(backend.content, 'blogs', blog.id, actor, { now: new Date() })

    for (const route of ['GET /dashboard/trash/:id/restore', 'POST /dashboard/trash/:id/restore'] as const) {
      const [method] = route.split(' ')
      const res = await app.request(`${TEST_ORIGIN}/dashboard/trash/${officeEntry.id}/restore`, { method, headers: method === 'POST' ? formHeaders(editor) : { cookie: editor }, ...(method === 'POST' ? { body: new URLSearchParams() } : {}) })
      expect(res.status, route).toBe(403)
      expect(await res.text()).toContain(ADMIN_ONLY_MESSAGE)
    }
    expect(await backend.content.get('offices', office.id)).toBeNull()
    expect(await backend.content.get('trash', officeEntry.id)).not.toBeNull()

    expect((await postForm(app, `/dashboard/trash/${blogEntry.id}/restore`, {}, editor)).status).toBe(303)
    expect(await backend.content.get('blogs', blog.id)).not.toBeNull()
    expect((await postForm(app, `/dashboard/trash/${officeEntry.id}/restore`, {}, admin)).status).toBe(303)
    expect(await backend.content.get('offices', office.id)).not.toBeNull()
  })
})

describe('what the dashboard shows each role', () => {
  /** The route a form action or a link of a page names, by the patterns above. */
  function routeOf(method: 'GET' | 'POST', target: string): string | null {
    const path = target.replace(/&amp;/g, '&').split(/[?#]/)[0]!
    return (
      Object.keys(ROUTES).find((route) => {
        const [m, pattern] = route.split(' ') as [string, string]
        return m === method && new RegExp(`^${pattern.replace(/:\w+/g, '[^/]+')}$`).test(path)
      }) ?? null
    )
  }

  /** The admin-only routes a page offers: its forms' actions (POST) and its dashboard links (GET). */
  function adminRoutesOffered(html: string): string[] {
    const forms = [...html.matchAll(/<form\b[^>]*>/g)]
      .map(([tag]) => (/\bmethod="post"/i.test(tag) ? /\baction="([^"]+)"/.exec(tag)?.[1] : undefined))
      .map((action) => (action ? routeOf('POST', action) : null))
    const links = [...html.matchAll(/<a[^>]*href="(\/dashboard[^"]*)"/g)].map(([, href]) => routeOf('GET', href!))
    return [...forms, ...links].filter((route): route is string => route !== null && ROUTES[route] === 'admin')
  }

  it('offers an editor no form or link that its route would refuse; an admin gets them', async () => {
    const inquiry = await backend.content.create('inquiries', exampleData('inquiries', { email: 'pengirim@example.test', emailKey: 'pengirim@example.test' }), { actor: 'visitor' })
    const application = await backend.content.create('applications', exampleData('applications', { email: 'pelamar@example.test', emailKey: 'pelamar@example.test' }), { actor: 'visitor' })
    await backend.content.create('subscribers', exampleData('subscribers', { email: 'pelanggan@example.test', emailKey: 'pelanggan@example.test', status: 'active' }), { actor: 'visitor' })
    const pages = ['/dashboard/inquiries', `/dashboard/inquiries/${inquiry.id}`, '/dashboard/applications', `/dashboard/applications/${application.id}`, '/dashboard/subscribers', '/dashboard/trash', '/dashboard/blogs']
    const offered = async (cookie: string) => {
      const found: string[] = []
      for (const page of pages) {
        const res = await app.request(`${TEST_ORIGIN}${page}`, { headers: { cookie } })
        expect(res.status, page).toBe(200)
        found.push(...adminRoutesOffered(await res.text()).map((route) => `${page}: ${route}`))
      }
      return found
    }
    expect(await offered(editor)).toEqual([])
    // The same pages offer admins what is theirs: the check above looks where those buttons are.
    const forAdmin = (await offered(admin)).map((line) => line.split(': ')[1])
    for (const route of ['POST /dashboard/inquiries/:id/delete', 'GET /dashboard/inquiries/person', 'POST /dashboard/applications/:id/delete', 'POST /dashboard/subscribers/:id/delete']) expect(forAdmin, route).toContain(route)
  })

  it('shows an editor Pulihkan for what they may restore only', async () => {
    const f = fixtures(backend)
    const office = await f.office({ name: 'Kantor Makassar', main: false })
    const blog = await backend.content.create('blogs', exampleData('blogs', { slug: 'tulisan-lain-di-sampah', publishedAt: null }), { actor: 't' })
    const actor = { uid: 'admin', name: 'Admin' }
    const officeEntry = await moveToTrash(backend.content, 'offices', office.id, actor, { now: new Date() })
    const blogEntry = await moveToTrash(backend.content, 'blogs', blog.id, actor, { now: new Date() })
    const page = async (cookie: string) => (await app.request(`${TEST_ORIGIN}/dashboard/trash`, { headers: { cookie } })).text()
    const asEditor = await page(editor)
    expect(asEditor).toContain(`action="/dashboard/trash/${blogEntry.id}/restore"`)
    expect(asEditor).not.toContain(`action="/dashboard/trash/${officeEntry.id}/restore"`)
    expect(asEditor).toContain('Hanya admin yang dapat memulihkan')
    expect(await page(admin)).toContain(`action="/dashboard/trash/${officeEntry.id}/restore"`)
  })
})
