/**
 * The attorney directory filters by practice area, position and language and finds a person by
 * name: on the server, through the URL, so it works without JavaScript, in both
 * languages (each edition's own words for positions and languages).
 */
import { afterAll, beforeAll, describe, expect, it } from 'vitest'
import type { App } from '../../app'
import { fixtures } from '../../testing/fixtures'
import { TEST_ORIGIN } from '../../testing/staff-session'
import { createTestApp, createTestBackend, TestClock, type TestBackend } from '../../testing/test-backend'

let backend: TestBackend
let app: App
let areaSlug = ''

beforeAll(async () => {
  const clock = new TestClock()
  backend = createTestBackend({ now: clock.now })
  app = createTestApp(backend, { now: clock.now })
  const f = fixtures(backend)
  const area = await f.practiceArea('Ketenagakerjaan')
  areaSlug = area.slug
  await f.profile({ name: 'Rina Maharani Lubis', position: 'Managing Partner', positionEn: 'Managing Partner', languages: ['Indonesia', 'Inggris', 'Belanda'], languagesEn: ['Indonesian', 'English', 'Dutch'], practiceAreaIds: [area.id] })
  await f.profile({ name: 'Budi Santoso', position: 'Partner', positionEn: 'Partner', languages: ['Indonesia', 'Inggris'], languagesEn: ['Indonesian', 'English'] })
  await f.profile({ name: 'Ayu Pérez Wijaya', position: 'Partner', positionEn: 'Partner', languages: ['Indonesia', 'Inggris', 'Jepang'], languagesEn: ['Indonesian', 'English', 'Japanese'], practiceAreaIds: [area.id] })
  await f.profile({ name: 'Made Wirawan', position: 'Rekanan', positionEn: 'Associate', languages: ['Indonesia', 'Bali'], languagesEn: ['Indonesian', 'Balinese'] })
  await f.profile({ name: 'Yusuf Hakim', kind: 'staff', position: 'Paralegal', languages: ['Indonesia', 'Arab'] })
})

afterAll(async () => {
  await backend.cleanup()
})

async function get(path: string) {
  const res = await app.request(`${TEST_ORIGIN}${path}`)
  return { res, html: await res.text() }
}

/** The names on the attorney cards, in order. */
function names(html: string): string[] {
  return [...html.matchAll(/<h2 class="attorney-card-name"><a href="[^"]+">([^<]+)<\/a>/g)].map((m) => m[1]!)
}

/** The options of a select, by its id. */
function options(html: string, id: string): string[] {
  const select = new RegExp(`<select id="${id}"[^>]*>([\\s\\S]*?)</select>`).exec(html)?.[1] ?? ''
  return [...select.matchAll(/<option value="([^"]*)"/g)].map((m) => m[1]!)
}

describe('the attorney directory', () => {
  it('offers a name field and position and language filters, every value taken from the attorneys', async () => {
    const { res, html } = await get('/attorneys')
    expect(res.status).toBe(200)
    expect(names(html)).toEqual(['Ayu Pérez Wijaya', 'Budi Santoso', 'Made Wirawan', 'Rina Maharani Lubis'])
    expect(html).toMatch(/<label for="filter-name">Nama<\/label><input id="filter-name" type="search" [^>]*name="q"/)
    expect(options(html, 'filter-position')).toEqual(['', 'Partner', 'Rekanan', 'Managing Partner'])
    expect(options(html, 'filter-language')).toEqual(['', 'Indonesia', 'Inggris', 'Bali', 'Belanda', 'Jepang'])
    // Staff are not attorneys: their position and languages are not offered.
    expect(options(html, 'filter-position')).not.toContain('Paralegal')
    expect(options(html, 'filter-language')).not.toContain('Arab')
    expect(html).toContain('<button type="submit" class="button button-small filters-apply">Terapkan</button>')
  })

  it('names each attorney’s practice areas and languages on the card, with Email and vCard, each named for its attorney', async () => {
    const { html } = await get('/attorneys')
    const card = html.slice(html.indexOf('Rina Maharani Lubis</a>'), html.indexOf('</article>', html.indexOf('Rina Maharani Lubis</a>')))
    expect(card).toContain('<dt>Bidang praktik</dt><dd>Ketenagakerjaan</dd>')
    expect(card).toContain('<dt>Bahasa</dt><dd>Indonesia, Inggris, Belanda</dd>')
    expect(card).toContain('<a href="mailto:rina-maharani-lubis@example.test">Email<span class="visually-hidden"> Rina Maharani Lubis</span></a>')
    expect(card).toContain('<a href="/attorneys/rina-maharani-lubis/vcard" download="">vCard<span class="visually-hidden"> Rina Maharani Lubis</span></a>')
    // An attorney with no practice area: only the languages.
    const budi = html.slice(html.indexOf('Budi Santoso</a>'), html.indexOf('</article>', html.indexOf('Budi Santoso</a>')))
    expect(budi).not.toContain('Bidang praktik')
    expect(budi).toContain('<dt>Bahasa</dt><dd>Indonesia, Inggris</dd>')
    const en = (await get('/en/attorneys')).html
    const enCard = en.slice(en.indexOf('Rina Maharani Lubis</a>'), en.indexOf('</article>', en.indexOf('Rina Maharani Lubis</a>')))
    expect(enCard).toContain('<dt>Languages</dt><dd>Indonesian, English, Dutch</dd>')
    expect(enCard).toContain('/attorneys/rina-maharani-lubis/vcard')
  })

  it('filters by position, by language and by both, through the URL', async () => {
    expect(names((await get('/attorneys?position=Partner')).html)).toEqual(['Ayu Pérez Wijaya', 'Budi Santoso'])
    expect(names((await get('/attorneys?language=Jepang')).html)).toEqual(['Ayu Pérez Wijaya'])
    expect(names((await get('/attorneys?position=partner&language=inggris')).html)).toEqual(['Ayu Pérez Wijaya', 'Budi Santoso'])
    expect(names((await get(`/attorneys?area=${areaSlug}&position=Partner`)).html)).toEqual(['Ayu Pérez Wijaya'])
    const none = await get('/attorneys?position=Rekanan&language=Jepang')
    expect(none.res.status).toBe(200)
    expect(names(none.html)).toEqual([])
    expect(none.html).toContain('Tidak ada advokat yang cocok dengan filter ini.')
    expect(none.html).toContain('<p class="result-count" role="status">0 advokat</p>')
  })

  it('finds a person by any part of the name, accents and case aside', async () => {
    expect(names((await get('/attorneys?q=budi')).html)).toEqual(['Budi Santoso'])
    expect(names((await get('/attorneys?q=PEREZ')).html)).toEqual(['Ayu Pérez Wijaya'])
    expect(names((await get('/attorneys?q=wij+ayu')).html)).toEqual(['Ayu Pérez Wijaya'])
    expect(names((await get('/attorneys?q=ma')).html)).toEqual(['Made Wirawan', 'Rina Maharani Lubis'])
    const typed = await get('/attorneys?q=%3Cscript%3Ealert(1)%3C%2Fscript%3E')
    expect(typed.res.status).toBe(200)
    expect(typed.html).not.toContain('<script>alert(1)')
    expect(names(typed.html)).toEqual([])
  })

  it('keeps what was chosen in the form, titles the page by it and keeps such combinations out of search engines', async () => {
    const { html } = await get('/attorneys?position=Partner&language=Jepang&q=ayu')
    expect(html).toMatch(/<option value="Partner" selected="">Partner<\/option>/)
    expect(html).toMatch(/<option value="Jepang" selected="">Jepang<\/option>/)
    expect(html).toContain('value="ayu"')
    expect(html).toMatch(/<title>Advokat: Partner, berbahasa Jepang, “ayu”/)
    expect(html).toContain('<meta name="robots" content="noindex"')
    expect(html).toContain('>Hapus filter</a>')
    expect((await get('/attorneys')).html).not.toContain('<meta name="robots" content="noindex"')
  })

  it('answers 404 for a position or language no attorney has', async () => {
    expect((await get('/attorneys?position=Hakim')).res.status).toBe(404)
    expect((await get('/attorneys?language=Klingon')).res.status).toBe(404)
    expect((await get('/attorneys?language=Arab')).res.status).toBe(404)
  })

  it('does the same in English, with the English words', async () => {
    const all = await get('/en/attorneys')
    expect(options(all.html, 'filter-position')).toEqual(['', 'Partner', 'Associate', 'Managing Partner'])
    expect(options(all.html, 'filter-language')).toEqual(['', 'Indonesian', 'English', 'Balinese', 'Dutch', 'Japanese'])
    expect(all.html).toMatch(/<label for="filter-name">Name<\/label>/)
    expect(names((await get('/en/attorneys?position=Associate')).html)).toEqual(['Made Wirawan'])
    expect(names((await get('/en/attorneys?language=Dutch&q=rina')).html)).toEqual(['Rina Maharani Lubis'])
    const none = await get('/en/attorneys?language=Japanese&q=budi')
    expect(none.html).toContain('No lawyers match these filters.')
    // An Indonesian word is no English filter.
    expect((await get('/en/attorneys?language=Jepang')).res.status).toBe(404)
  })

  it('keeps the pages of typed names out of the page cache', async () => {
    const before = app.cache.size
    for (let n = 0; n < 20; n++) await get(`/attorneys?q=nama${n}`)
    expect(app.cache.size).toBe(before)
    expect(app.searchCache.size).toBeGreaterThanOrEqual(20)
  })
})
