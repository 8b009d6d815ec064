/**
 * A home figure that counts the content ("9 bidang praktik") is counted when the page
 * is shown, so it follows a ninth area at once (the render cache dropped by the write), on the
 * home page and on About's "Dalam angka", in each language by what that edition lists.
 */
import { afterAll, beforeAll, describe, expect, it } from 'vitest'
import type { App } from '../app'
import { exampleData } from '../testing/example-data'
import { fixtures } from '../testing/fixtures'
import { TEST_ORIGIN } from '../testing/staff-session'
import { createTestApp, createTestBackend, TestClock, type TestBackend } from '../testing/test-backend'

let backend: TestBackend
let app: App
let f: ReturnType<typeof fixtures>

async function facts(path: string): Promise<string[]> {
  const html = await (await app.request(`${TEST_ORIGIN}${path}`)).text()
  // Each figure: its number in <strong>, then its label (React may put a comment between).
  const list = /<(?:ul|dl)[^>]*class="(?:hero-facts|fact-grid)"[^>]*>([\s\S]*?)<\/(?:ul|dl)>/.exec(html)?.[1] ?? ''
  return [...list.matchAll(/<(?:li|div)[^>]*>([\s\S]*?)<\/(?:li|div)>/g)].map((m) => m[1]!.replace(/<!-- -->/g, '').replace(/<[^>]+>/g, ' ').replace(/\s+/g, ' ').trim())
}

beforeAll(async () => {
  const clock = new TestClock()
  backend = createTestBackend({ now: clock.now })
  app = createTestApp(backend, { now: clock.now })
  f = fixtures(backend)
  await f.practiceArea('Litigasi')
  await f.practiceArea('Pajak')
  await f.profile({ name: 'Rina Advokat' })
  await f.profile({ name: 'Sari Staf', kind: 'staff' })
  await backend.content.create(
    'pages',
    exampleData('pages', {
      heroHeading: 'Nasihat hukum yang jelas',
      figure1Value: '20+',
      figure1Label: 'tahun berpraktik',
      // Typed "8" before the count was chosen: the count wins.
      figure2Value: '8',
      figure2Label: 'bidang praktik',
      figure2Count: 'practiceAreas',
      figure3Value: '',
      figure3Label: 'advokat',
      figure3Count: 'attorneys',
      figure2LabelEn: 'practice areas',
    } as never),
    { actor: 'seed', id: 'home' },
  )
})

afterAll(async () => {
  await backend.cleanup()
})

describe('home figures counted from the content', () => {
  it('shows the counts, not the typed number, on the home page and About', async () => {
    expect(await facts('/')).toEqual(['20+ tahun berpraktik', '2 bidang praktik', '1 advokat'])
    expect(await facts('/about')).toEqual(['20+ tahun berpraktik', '2 bidang praktik', '1 advokat'])
  })

  it('follows a new practice area at once (the cached page dropped), and never counts a draft', async () => {
    await facts('/')
    await f.practiceArea('Pasar Modal')
    expect(await facts('/')).toContain('3 bidang praktik')
    await backend.content.create('practiceAreas', exampleData('practiceAreas', { name: 'Draf', slug: 'draf', publishedAt: null } as never), { actor: 'test' })
    expect(await facts('/')).toContain('3 bidang praktik')
  })

  it('counts in English what the English edition lists: areas with an English version', async () => {
    expect(await facts('/en')).toContain('0 practice areas')
  })
})
