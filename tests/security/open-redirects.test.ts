/**
 * Pengalihan can never send a visitor off the site: generated targets, each saved
 * through the dashboard form (refused, or answered with a path here), and each written straight
 * into the store as an entry saved before the rule would be (never followed off the site).
 * The links staff type elsewhere, the same way: a block's button (Hero, Ajakan) leads only to a
 * path on this site (decision 47), and a Navigasi entry to a path here or to the full http(s)
 * address typed (decision 45), never to a host a browser reads into `//x`, `/\x` or `javascript:`.
 */
import fc from 'fast-check'
import { afterAll, beforeAll, describe, expect, it } from 'vitest'
import type { App } from '../../functions/src/app'
import { NAVIGATION_ID } from '../../shared/collections/navigation'
import { postForm, signIn, TEST_ORIGIN } from '../../functions/src/testing/staff-session'
import { createTestApp, createTestBackend, type TestBackend } from '../../functions/src/testing/test-backend'

const RUNS = Number(process.env.FUZZ_RUNS ?? 60) * 2

let backend: TestBackend
let app: App
let admin: string
let serial = 0

/** Pieces of paths that browsers and the URL parser read in surprising ways. */
const piece = fc.constantFrom('/', '//', '.', '..', '%2e', '%2E', '%2f', '%5c', '\\', 'evil.example', 'dashboard', 'a', '?', '#', '@', ':', '%09', '\t', ' ', 'https:', '；')
const loose = fc.tuple(fc.array(piece, { maxLength: 8 }), fc.boolean()).map(([pieces, slash]) => (slash ? '/' : '') + pieces.join(''))
/** The audit's shape, varied: a plain-looking start, dot segments, then what becomes a host. */
const dotted = fc
  .tuple(
    fc.array(fc.constantFrom('.', '..', '%2e', '%2E%2e', 'a', 'dashboard', 'blogs'), { minLength: 1, maxLength: 4 }),
    fc.constantFrom('//', '/\\', '/%2f', '/%5c', '/\t/', '///'),
    fc.constantFrom('evil.example', 'evil.example/x?y#z', '@evil.example', 'evil.example:443'),
  )
  .map(([segments, slashes, host]) => `/${segments.join('/')}${slashes}${host}`)
const target = fc.oneof(loose, dotted)

/** The one answer to a visit of `path`: its status and where a browser would go. */
async function visit(path: string) {
  const res = await app.request(`${TEST_ORIGIN}${path}`)
  await res.arrayBuffer()
  const location = res.headers.get('location')
  return { status: res.status, goesTo: location === null ? null : new URL(location, `${TEST_ORIGIN}${path}`) }
}

beforeAll(async () => {
  backend = createTestBackend()
  app = createTestApp(backend)
  await backend.identity.createStaff({ email: 'admin@example.test', password: 'kata-sandi-admin', displayName: 'Admin', role: 'admin' })
  admin = await signIn(app, 'admin@example.test', 'kata-sandi-admin')
})
afterAll(async () => {
  await backend.cleanup()
})

describe('fuzzing Pengalihan targets', () => {
  it('a target saved through the form is refused, or answered with a path on this site', async () => {
    await fc.assert(
      fc.asyncProperty(target, async (to) => {
        const from = `/simpan-${++serial}`
        const res = await postForm(app, '/dashboard/redirects', { from, to }, admin)
        expect([303, 400, 409], `${JSON.stringify(to)}: ${res.status}`).toContain(res.status)
        await res.arrayBuffer()
        const answer = await visit(from)
        if (res.status !== 303) {
          expect(answer.status).toBe(404)
          return
        }
        expect(answer.status).toBe(301)
        expect(answer.goesTo!.origin, `${JSON.stringify(to)} → ${answer.goesTo}`).toBe(TEST_ORIGIN)
      }),
      { numRuns: RUNS },
    )
  })

  it('a target stored around the form (an entry from before the rule) is never followed off the site', async () => {
    await fc.assert(
      fc.asyncProperty(target, fc.constantFrom('', '?utm_source=x', '?a=%2F%2Fevil.example'), async (to, query) => {
        const from = `/tersimpan-${++serial}`
        await backend.content.create('redirects', { from, to, kind: 'manual', collection: '', itemId: '' }, { actor: 'test' })
        const answer = await visit(`${from}${query}`)
        expect([301, 404], `${JSON.stringify(to)}: ${answer.status}`).toContain(answer.status)
        if (answer.status === 301) expect(answer.goesTo!.origin, `${JSON.stringify(to)} → ${answer.goesTo}`).toBe(TEST_ORIGIN)
      }),
      { numRuns: RUNS },
    )
  })
})

/** Where a browser goes from the page at `path` for each link of `html` matching `anchor`. */
const hrefsOf = (html: string, anchor: RegExp, path: string) =>
  [...html.matchAll(anchor)].map((match) => new URL(match[1]!.replace(/&amp;/g, '&'), `${TEST_ORIGIN}${path}`))

describe('fuzzing the links staff type', () => {
  it('a block button’s target saved through the form is refused, or leads to a path on this site in both languages', async () => {
    await fc.assert(
      fc.asyncProperty(target, async (to) => {
        const path = `/tujuan-${++serial}`
        const blocks = [{ type: 'cta', heading: 'Butuh bantuan?', buttonLabel: 'Hubungi', target: to }]
        const res = await postForm(app, '/dashboard/pages/create', { title: 'Tujuan', path, blocks: JSON.stringify(blocks), intent: 'publish' }, admin)
        expect([303, 400], `${JSON.stringify(to)}: ${res.status}`).toContain(res.status)
        await res.arrayBuffer()
        if (res.status !== 303) return
        for (const page of [path, `/en${path}`]) {
          const html = await (await app.request(`${TEST_ORIGIN}${page}`)).text()
          const links = hrefsOf(html, /<a class="button" href="([^"]*)"/g, page)
          expect(links, `${JSON.stringify(to)} on ${page}`).toHaveLength(1)
          expect(links[0]!.origin, `${JSON.stringify(to)} → ${links[0]}`).toBe(TEST_ORIGIN)
        }
      }),
      // Half the runs: each saves a page and renders two.
      { numRuns: RUNS / 2 },
    )
  })

  it('a Navigasi entry’s target saved through the form is refused, or is a path on this site or the http(s) address typed', async () => {
    await fc.assert(
      fc.asyncProperty(fc.oneof(target, target.map((to) => `https:${to}`), target.map((to) => `javascript:${to}`)), async (to) => {
        const label = `Tujuan ${++serial}`
        const version = (await backend.content.get('navigation', NAVIGATION_ID))?.version ?? 0
        const res = await postForm(app, '/dashboard/navigation', { version: String(version), headerLevel: ['0'], headerLabel: [label], headerLabelEn: [label], headerHref: [to], footerLevel: [], footerLabel: [], footerLabelEn: [], footerHref: [] }, admin)
        expect([303, 400], `${JSON.stringify(to)}: ${res.status}`).toContain(res.status)
        await res.arrayBuffer()
        if (res.status !== 303) return
        for (const page of ['/', '/en']) {
          const html = await (await app.request(`${TEST_ORIGIN}${page}`)).text()
          const links = hrefsOf(html, new RegExp(`<a href="([^"]*)"[^>]*>${label}</a>`, 'g'), page)
          expect(links.length, `${JSON.stringify(to)} on ${page}`).toBeGreaterThan(0)
          for (const link of links) {
            if (link.origin === TEST_ORIGIN) continue
            // Off the site only as typed: an http(s) address, to the host the URL parser reads in it.
            expect(to.trim(), `${JSON.stringify(to)} → ${link}`).toMatch(/^https?:/i)
            expect(link.protocol, `${JSON.stringify(to)} → ${link}`).toBe(new URL(to.trim()).protocol)
            expect(link.hostname, `${JSON.stringify(to)} → ${link}`).toBe(new URL(to.trim()).hostname)
          }
        }
      }),
      { numRuns: RUNS / 2 },
    )
  })
})
