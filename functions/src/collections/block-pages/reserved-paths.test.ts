/**
 * A block page may not take a path the site's own routes answer at: the reserved first segments
 * (shared/collections/block-pages.ts) are held here to the app's routes, so a route added under a
 * new first segment fails this test until the segment is reserved.
 */
import { afterAll, describe, expect, it } from 'vitest'
import { isReservedSegment } from '../../../../shared/collections/block-pages'
import { createTestApp, createTestBackend } from '../../testing/test-backend'
import { BLOCK_PAGE_ROUTE } from './public-routes'

describe('the reserved first segments of block page paths', () => {
  const backend = createTestBackend()
  afterAll(() => backend.cleanup())

  it('cover the first segment of every route of the app', () => {
    const app = createTestApp(backend)
    // The block pages' own route aside: it is what the reserved segments keep apart from the rest.
    const routes = app.routes.filter((route) => route.path !== BLOCK_PAGE_ROUTE && route.path !== `/en${BLOCK_PAGE_ROUTE}`)
    const firsts = new Set(routes.map((route) => route.path.split('/')[1] ?? '').filter((segment) => segment !== '' && segment !== '*'))
    expect(firsts.size).toBeGreaterThan(10)
    // A parameter (`/:file{…\\.(svg|png|…)}`, the root's files) is safe only when it needs a dot, which no page segment has.
    const needsDot = (segment: string) => {
      const pattern = /^:\w+\{(.*)\}$/.exec(segment)?.[1]
      return pattern !== undefined && pattern.includes('\\.') && !['pro-bono', 'a', '2026'].some((sample) => new RegExp(`^(?:${pattern})$`).test(sample))
    }
    const missing = [...firsts].filter((segment) => (segment.startsWith(':') ? !needsDot(segment) : !isReservedSegment(segment)))
    expect(missing).toEqual([])
  })
})
