/**
 * The public pages list practice areas in the saved `practice_areas` ordering (areas it does not
 * name after, by name). Saving that order through the dashboard: collections/orderings/routes.test.ts.
 */
import { afterAll, beforeAll, describe, expect, it } from 'vitest'
import type { PracticeArea } from '../../../../shared/schemas/types'
import type { App } from '../../app'
import { fixtures } from '../../testing/fixtures'
import { createTestApp, createTestBackend, TestClock, type TestBackend } from '../../testing/test-backend'

let backend: TestBackend
let app: App
const areas: Record<string, PracticeArea> = {}

beforeAll(async () => {
  const clock = new TestClock()
  backend = createTestBackend()
  app = createTestApp(backend, { now: clock.now })
  const f = fixtures(backend)
  for (const [key, name] of [['tax', 'Pajak'], ['corporate', 'Korporasi dan Komersial'], ['labour', 'Ketenagakerjaan'], ['banking', 'Perbankan']] as const) {
    areas[key] = await f.practiceArea(name)
  }
  // Banking is left out of the order; a deleted area's id is still in it.
  await f.ordering('practice_areas', [areas.tax!.id, 'bidang-yang-dihapus', areas.corporate!.id, areas.labour!.id])
})

afterAll(async () => {
  await backend.cleanup()
})

/** The `id`s of the sections of /practice-area, in page order. */
function sectionIds(html: string): string[] {
  return [...html.matchAll(/<section\b([^>]*)>/g)]
    .map((m) => m[1]!)
    .filter((attributes) => /\bclass="area( area-with-image)?"/.test(attributes))
    .map((attributes) => /\bid="([^"]+)"/.exec(attributes)![1]!)
}

describe('/practice-area', () => {
  it('follows the saved order, then the areas it does not name, by name', async () => {
    const res = await app.request('/practice-area')
    expect(res.status).toBe(200)
    const html = await res.text()
    const expected = ['pajak', 'korporasi-dan-komersial', 'ketenagakerjaan', 'perbankan']
    expect(sectionIds(html)).toEqual(expected)
    // The table of contents and the description follow it too.
    const toc = [...html.matchAll(/<li><a href="#([^"]+)">/g)].map((m) => m[1])
    expect(toc).toEqual(expected)
    expect(html).toContain('Pajak, Korporasi dan Komersial, Ketenagakerjaan, Perbankan.')
  })
})
