/**
 * Pengalihan can never send a visitor off the site: generated targets, each saved
 * through the dashboard form (refused, or answered with a path here), and each written straight
 * into the store as an entry saved before the rule would be (never followed off the site).
 */
import fc from 'fast-check'
import { afterAll, beforeAll, describe, expect, it } from 'vitest'
import type { App } from '../../functions/src/app'
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
