/**
 * Every dashboard route, for every role: the part of the role matrix each one belongs to is
 * written here, route by route, apart from the code that decides it (the guards of each route),
 * and the matrix itself is held to the table of docs/roles.md. So a new route fails this test
 * until someone says whose it is, and a route whose guard is wrong fails it too (the walk of
 * every route runs once per role). A visitor is
 * sent to sign in everywhere; a role is refused (403, with the refusal in Indonesian, nothing
 * written) wherever the matrix leaves it out, and let in everywhere else.
 */
import { readFileSync } from 'node:fs'
import { afterAll, beforeAll, describe, expect, it } from 'vitest'
import { ADMIN_ONLY_MESSAGE } from '../../functions/src/auth/guards'
import type { App } from '../../functions/src/app'
import { fixtures } from '../../functions/src/testing/fixtures'
import { exampleData } from '../../functions/src/testing/example-data'
import { formHeaders, postForm, signIn, TEST_ORIGIN } from '../../functions/src/testing/staff-session'
import { createTestApp, createTestBackend, type TestBackend } from '../../functions/src/testing/test-backend'
import { moveToTrash } from '../../functions/src/trash/trash-item'
import { COLLECTION_MODULES } from '../../shared/collections'
import { CAPABILITIES, ROLE_CAPABILITIES, rolesWith, type Capability } from '../../shared/collections/access'
import { STAFF_ROLE_LABELS, STAFF_ROLES, type StaffRole } from '../../shared/schemas/staff'
import { moduleRouteRoles, type RouteArea } from './module-route-roles'

/**
 * `staff`: any staff member; a capability of the matrix (shared/collections/access.ts): the
 * roles that have it (`admin`: admins only); `item`: decided by the item the route acts on
 * (Sampah's restore: whoever may edit the item's collection in its own routes).
 */
type Area = RouteArea | 'item'

const ROUTES: Record<string, Area> = {
  'GET /dashboard': 'staff',
  'GET /dashboard/events': 'staff',
  'GET /dashboard/events/names': 'staff',
  'GET /dashboard/activity': 'admin',
  // Statistik and its CSV (functions/src/insights/routes.tsx).
  'GET /dashboard/insights': 'insights',
  'GET /dashboard/insights/export.csv': 'insights',
  // The live lists' Firestore sign-in as well as uploads: every role (the rules decide).
  'POST /dashboard/uploads/token': 'staff',
  'GET /dashboard/uploads/result': 'content',
  'POST /dashboard/uploads/:folder': 'content',
  'GET /dashboard/profiles/order-settings': 'content',
  'POST /dashboard/profiles/order-settings': 'content',
  'GET /dashboard/navigation': 'content',
  'POST /dashboard/navigation': 'content',
  'GET /dashboard/staff': 'admin',
  'POST /dashboard/staff': 'admin',
  'POST /dashboard/staff/invite': 'admin',
  'POST /dashboard/staff/two-factor-policy': 'admin',
  'POST /dashboard/staff/:uid': 'admin',
  'GET /dashboard/account': 'staff',
  'POST /dashboard/account/name': 'staff',
  'POST /dashboard/account/password': 'staff',
  'POST /dashboard/account/two-factor/start': 'staff',
  'POST /dashboard/account/two-factor/confirm': 'staff',
  'POST /dashboard/account/two-factor/prepare': 'staff',
  'POST /dashboard/account/two-factor/qr': 'staff',
  'POST /dashboard/account/two-factor/firebase': 'staff',
  'POST /dashboard/account/two-factor/off': 'staff',
  'POST /dashboard/account/two-factor/recovery-codes': 'staff',
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
  'GET /dashboard/pages': 'content',
  'GET /dashboard/pages/:page': 'content',
  'POST /dashboard/pages/:page': 'content',
  'POST /dashboard/pages/:page/translation-current': 'content',
  // The block pages' form and preview (functions/src/collections/block-pages/routes.tsx).
  'GET /dashboard/pages/create': 'content',
  'POST /dashboard/pages/create': 'content',
  'GET /dashboard/pages/:id/edit': 'content',
  'POST /dashboard/pages/:id/edit': 'content',
  'POST /dashboard/pages/:id/delete': 'content',
  'POST /dashboard/pages/:id/translation-current': 'content',
  'GET /dashboard/pages/:id/preview': 'content',
  'POST /dashboard/pages/preview': 'content',
  'POST /dashboard/pages/:id/preview': 'content',
  'GET /dashboard/pages/:id/history': 'content',
  'GET /dashboard/pages/:id/history/:revision': 'content',
  // Pesan Masuk and Lamaran: staff handle them; deleting (for good) is for admins.
  // Pendaftar: an event's registrants, personal data handled as the inquiries are.
  'GET /dashboard/acara/:id/pendaftar': 'inquiries',
  'GET /dashboard/acara/:id/pendaftar.csv': 'inquiries',
  'POST /dashboard/acara/:id/pendaftar/kehadiran': 'inquiries',
  'POST /dashboard/acara/:id/pendaftar/terima-kasih': 'inquiries',
  'GET /dashboard/inquiries': 'inquiries',
  'GET /dashboard/inquiries/export.csv': 'inquiries',
  'GET /dashboard/inquiries/person': 'admin',
  'POST /dashboard/inquiries/person': 'admin',
  'GET /dashboard/inquiries/:id': 'inquiries',
  'POST /dashboard/inquiries/:id': 'inquiries',
  'POST /dashboard/inquiries/:id/delete': 'admin',
  'POST /dashboard/inquiries/:id/reply': 'inquiries',
  'GET /dashboard/applications': 'applications',
  'GET /dashboard/applications/export.csv': 'applications',
  'GET /dashboard/applications/:id/cv': 'applications',
  'GET /dashboard/applications/:id': 'applications',
  'POST /dashboard/applications/:id': 'applications',
  'POST /dashboard/applications/:id/delete': 'admin',
  'POST /dashboard/applications/:id/reply': 'applications',
  'GET /dashboard/subscribers': 'subscribers',
  'GET /dashboard/subscribers/export.csv': 'subscribers',
  'POST /dashboard/subscribers/:id/delete': 'admin',
  'GET /dashboard/subscribers/alerts': 'alerts',
  'GET /dashboard/subscribers/alerts/:id': 'alerts',
  'GET /dashboard/subscribers/import': 'subscribers',
  'POST /dashboard/subscribers/import/preview': 'subscribers',
  'POST /dashboard/subscribers/import': 'subscribers',
  'GET /dashboard/digest': 'alerts',
  'POST /dashboard/digest': 'alerts',
  'GET /dashboard/trash': 'staff',
  'GET /dashboard/trash/:id/restore': 'item',
  'POST /dashboard/trash/:id/restore': 'item',
  'POST /dashboard/trash/:id/purge': 'admin',
  'GET /dashboard/redirects': 'admin',
  'POST /dashboard/redirects': 'admin',
  'POST /dashboard/redirects/:id/delete': 'admin',
  // Pustaka Media: every staff member uploads and describes files; a delete is for good, so admins.
  'GET /dashboard/media': 'content',
  'POST /dashboard/media/upload': 'content',
  'GET /dashboard/media/pick': 'content',
  'GET /dashboard/media/:id/edit': 'content',
  'POST /dashboard/media/:id/edit': 'content',
  'POST /dashboard/media/:id/delete': 'admin',
  'POST /dashboard/media/cleanup': 'admin',
  // Tinjauan (decision 51): whoever edits content asks for a review and comments; the route
  // itself lets only the reviewers chosen, with a role that may approve, decide.
  ...Object.fromEntries(
    ['blogs', 'publications', 'pages'].flatMap((base) => ['request', 'comment', 'approve', 'changes'].map((step) => [`POST /dashboard/${base}/:id/review/${step}`, 'content' as const])),
  ),
}

// The content collections' screens, and Lowongan (HR's), each with the same set of routes.
const EDITED: [base: string, area: Capability][] = [
  ['/dashboard/blogs', 'content'],
  ['/dashboard/publications', 'content'],
  ['/dashboard/profiles', 'content'],
  ['/dashboard/practice-areas', 'content'],
  // Acara (docs/decisions/0058-events.md): at /dashboard/acara, /dashboard/events being the live stream.
  ['/dashboard/acara', 'content'],
  ['/dashboard/openings', 'openings'],
]
for (const [base, area] of EDITED) {
  for (const route of ['GET ', 'GET /create', 'POST /create', 'GET /:id/edit', 'POST /:id/edit', 'POST /:id/delete', 'GET /:id/history', 'GET /:id/history/:revision', 'POST /:id/translation-current']) {
    const [method, rest] = route.split(' ')
    ROUTES[`${method} ${base}${rest}`] = area
  }
}
for (const base of ['/dashboard/blogs', '/dashboard/publications', '/dashboard/practice-areas', '/dashboard/acara']) {
  for (const route of ['GET /:id/preview', 'POST /preview', 'POST /:id/preview']) {
    const [method, rest] = route.split(' ')
    ROUTES[`${method} ${base}${rest}`] = 'content'
  }
}
ROUTES['GET /dashboard/publications/:id/file'] = 'content'
// The collections with the generic dashboard pages: one statement for all (./module-route-roles.ts).
Object.assign(ROUTES, moduleRouteRoles(COLLECTION_MODULES))
for (const base of ['/dashboard/categories', '/dashboard/tags']) {
  for (const route of ['GET ', 'POST ', 'POST /:id', 'POST /:id/delete', 'GET /:id/history', 'GET /:id/history/:revision']) {
    const [method, rest] = route.split(' ')
    ROUTES[`${method} ${base}${rest}`] = 'content'
  }
}

let backend: TestBackend
let app: App
/** A signed-in cookie of each role. */
const cookies = {} as Record<StaffRole, string>

/** The roles a route admits, by the matrix (`item` routes: checked against their item below). */
function admitted(area: Area): readonly StaffRole[] {
  if (area === 'staff') return STAFF_ROLES
  if (area === 'item') return []
  return rolesWith(area)
}

/** The dashboard's routes, loaded with its first request (routes/lazy-routes.ts): read once they are built. */
let dashboardRoutes: App['routes']

/** The registered dashboard routes, as `METHOD path` (middleware aside). */
function registered(): string[] {
  return [...new Set(dashboardRoutes.filter((r) => r.method !== 'ALL' && (r.path === '/dashboard' || r.path.startsWith('/dashboard/'))).map((r) => `${r.method} ${r.path}`))]
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
  const collections = ['settings', 'offices', 'redirects', 'inquiries', 'applications', 'subscribers', 'trash', 'blogs', 'openings', 'media'] as const
  const parts = await Promise.all(collections.map(async (name) => (await backend.content.query(name)).map((doc) => `${name}/${doc.id}@${doc.version}`)))
  return parts.flat().sort().join('\n')
}

beforeAll(async () => {
  backend = createTestBackend()
  app = createTestApp(backend)
  dashboardRoutes = (await app.dashboard.load()).routes
  for (const role of STAFF_ROLES) {
    await backend.identity.createStaff({ email: `${role}@example.test`, password: `kata-sandi-${role}-rahasia`, displayName: STAFF_ROLE_LABELS[role], role })
    cookies[role] = await signIn(app, `${role}@example.test`, `kata-sandi-${role}-rahasia`)
  }
})
afterAll(async () => {
  await backend.cleanup()
})

describe('the role matrix', () => {
  it('is the table of docs/roles.md, role by role', () => {
    // The table's rows: | Label (`id`) | ✓ or – per capability, in CAPABILITIES order |
    const rows = readFileSync(new URL('../../docs/roles.md', import.meta.url), 'utf8')
      .split('\n')
      .map((line) => /^\|\s*[^|]*\(`(\w+)`\)\s*\|(.*)\|\s*$/.exec(line))
      .filter((match): match is RegExpExecArray => match !== null)
    const table = Object.fromEntries(rows.map(([, role, cells]) => [role, cells!.split('|').map((cell) => cell.trim() === '✓')]))
    const code = Object.fromEntries(STAFF_ROLES.map((role) => [role, CAPABILITIES.map((capability) => ROLE_CAPABILITIES[role].includes(capability))]))
    expect(table).toEqual(code)
  })
})

describe('who may use each dashboard route', () => {
  it('every registered route has its area written here, and every route written here is registered', () => {
    const routes = registered()
    expect(routes.filter((route) => !(route in ROUTES)), 'routes with no area written in this test').toEqual([])
    expect(Object.keys(ROUTES).filter((route) => !routes.includes(route)), 'areas of routes that no longer exist').toEqual([])
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

  // The walk of every route for every role, one role at a time (about 230 requests each).
  it.each(STAFF_ROLES)('walks every route as %s: let in where the matrix admits it, else refused in Indonesian with nothing written', async (role) => {
    const before = await storeState()
    const wrong: string[] = []
    // A route with no area written here fails the first test; it has nothing to compare with.
    for (const route of registered().filter((r) => r in ROUTES && ROUTES[r] !== 'item')) {
      const res = await request(route, cookies[role])
      const admits = admitted(ROUTES[route]!).includes(role)
      if (admits && (res.status === 403 || (res.location ?? '').startsWith('/login'))) wrong.push(`refused ${route} (${res.status})`)
      if (!admits && res.status !== 403) wrong.push(`let into ${route} (${res.status})`)
      if (!admits && res.status === 403 && !res.text.includes(ROUTES[route] === 'admin' ? ADMIN_ONLY_MESSAGE : `Peran Anda: ${STAFF_ROLE_LABELS[role]}.`)) wrong.push(`${route}: no refusal said`)
    }
    expect(wrong).toEqual([])
    expect(await storeState()).toBe(before)
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
      const res = await app.request(`${TEST_ORIGIN}/dashboard/trash/${officeEntry.id}/restore`, { method, headers: method === 'POST' ? formHeaders(cookies.editor) : { cookie: cookies.editor }, ...(method === 'POST' ? { body: new URLSearchParams() } : {}) })
      expect(res.status, route).toBe(403)
      expect(await res.text()).toContain(ADMIN_ONLY_MESSAGE)
    }
    expect(await backend.content.get('offices', office.id)).toBeNull()
    expect(await backend.content.get('trash', officeEntry.id)).not.toBeNull()

    expect((await postForm(app, `/dashboard/trash/${blogEntry.id}/restore`, {}, cookies.editor)).status).toBe(303)
    expect(await backend.content.get('blogs', blog.id)).not.toBeNull()
    expect((await postForm(app, `/dashboard/trash/${officeEntry.id}/restore`, {}, cookies.admin)).status).toBe(303)
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

  /** The routes a page offers (its forms' actions, POST, and dashboard links, GET) that `role` may not use. */
  function refusedRoutesOffered(html: string, role: StaffRole): string[] {
    const forms = [...html.matchAll(/<form\b[^>]*>/g)]
      .map(([tag]) => (/\bmethod="post"/i.test(tag) ? /\baction="([^"]+)"/.exec(tag)?.[1] : undefined))
      .map((action) => (action ? routeOf('POST', action) : null))
    const links = [...html.matchAll(/<a[^>]*href="(\/dashboard[^"]*)"/g)].map(([, href]) => routeOf('GET', href!))
    return [...forms, ...links].filter((route): route is string => route !== null && ROUTES[route] !== 'item' && !admitted(ROUTES[route]!).includes(role))
  }

  it('offers each role no form, link or menu entry that its route would refuse; an admin gets the admin ones', async () => {
    const inquiry = await backend.content.create('inquiries', exampleData('inquiries', { email: 'pengirim@example.test', emailKey: 'pengirim@example.test' }), { actor: 'visitor' })
    const application = await backend.content.create('applications', exampleData('applications', { email: 'pelamar@example.test', emailKey: 'pelamar@example.test' }), { actor: 'visitor' })
    await backend.content.create('subscribers', exampleData('subscribers', { email: 'pelanggan@example.test', emailKey: 'pelanggan@example.test', status: 'active' }), { actor: 'visitor' })
    const pages: Record<string, Area> = {
      '/dashboard': 'staff',
      '/dashboard/inquiries': 'inquiries',
      [`/dashboard/inquiries/${inquiry.id}`]: 'inquiries',
      '/dashboard/applications': 'applications',
      [`/dashboard/applications/${application.id}`]: 'applications',
      '/dashboard/subscribers': 'subscribers',
      '/dashboard/trash': 'staff',
      '/dashboard/blogs': 'content',
      '/dashboard/openings': 'openings',
    }
    const offered = async (role: StaffRole) => {
      const found: string[] = []
      for (const [page, area] of Object.entries(pages)) {
        if (!admitted(area).includes(role)) continue
        const res = await app.request(`${TEST_ORIGIN}${page}`, { headers: { cookie: cookies[role] } })
        expect(res.status, `${role} ${page}`).toBe(200)
        found.push(...refusedRoutesOffered(await res.text(), role).map((route) => `${role} ${page}: ${route}`))
      }
      return found
    }
    for (const role of STAFF_ROLES) expect(await offered(role)).toEqual([])
    // The same pages offer admins what is theirs: the check above looks where those buttons are.
    const forAdmin: string[] = []
    for (const page of Object.keys(pages)) forAdmin.push(...refusedRoutesOffered(await (await app.request(`${TEST_ORIGIN}${page}`, { headers: { cookie: cookies.admin } })).text(), 'editor'))
    for (const route of ['POST /dashboard/inquiries/:id/delete', 'GET /dashboard/inquiries/person', 'POST /dashboard/applications/:id/delete', 'POST /dashboard/subscribers/:id/delete', 'GET /dashboard/settings']) expect(forAdmin, route).toContain(route)
  })

  it('shows an editor Pulihkan for what they may restore, and no entry of an admin screen', async () => {
    const f = fixtures(backend)
    const office = await f.office({ name: 'Kantor Makassar', main: false })
    const blog = await backend.content.create('blogs', exampleData('blogs', { slug: 'tulisan-lain-di-sampah', publishedAt: null }), { actor: 't' })
    const actor = { uid: 'admin', name: 'Admin' }
    const officeEntry = await moveToTrash(backend.content, 'offices', office.id, actor, { now: new Date() })
    const blogEntry = await moveToTrash(backend.content, 'blogs', blog.id, actor, { now: new Date() })
    const page = async (cookie: string) => (await app.request(`${TEST_ORIGIN}/dashboard/trash`, { headers: { cookie } })).text()
    const asEditor = await page(cookies.editor)
    expect(asEditor).toContain(`action="/dashboard/trash/${blogEntry.id}/restore"`)
    // A deleted office is an admin screen's: not listed to an editor, as firestore.rules read it.
    expect(asEditor).not.toContain(officeEntry.id)
    expect(await page(cookies.admin)).toContain(`action="/dashboard/trash/${officeEntry.id}/restore"`)
    // HR has no part in content: a deleted post is not theirs to see.
    expect(await page(cookies.hr)).not.toContain(blogEntry.id)
  })
})
