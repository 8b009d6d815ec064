/**
 * Blocks after the fixed pages' copy (decision 48): Tentang Kami, Karier and Kontak take the block
 * pages' blocks, read by the same parser, shown by the same views in both languages.
 */
import { afterAll, beforeAll, describe, expect, it } from 'vitest'
import type { App } from '../../app'
import { postForm, signIn, TEST_ORIGIN } from '../../testing/staff-session'
import { createTestApp, createTestBackend, TestClock, type TestBackend } from '../../testing/test-backend'

let backend: TestBackend
let app: App
let cookie: string

async function get(path: string, withCookie = true) {
  const res = await app.request(`${TEST_ORIGIN}${path}`, withCookie ? { headers: { cookie } } : {})
  return { res, html: await res.text() }
}

const BODY = `<p>${'Firma kami berpraktik sejak 2004 dan melayani klien korporasi. '.repeat(3)}</p>`
const FAQ = {
  type: 'faq',
  heading: 'Pertanyaan umum',
  headingEn: 'Common questions',
  items: [{ question: 'Apakah konsultasi pertama berbayar?', questionEn: 'Is the first consultation paid?', answer: 'Konsultasi pertama tidak dipungut biaya.', answerEn: 'The first consultation is free of charge.' }],
}

beforeAll(async () => {
  const clock = new TestClock()
  backend = createTestBackend({ now: clock.now })
  app = createTestApp(backend, { now: clock.now })
  await backend.identity.createStaff({ email: 'editor@example.test', password: 'kata-sandi-editor', displayName: 'Editor', role: 'editor' })
  cookie = await signIn(app, 'editor@example.test', 'kata-sandi-editor')
})
afterAll(async () => {
  await backend.cleanup()
})

describe('blocks after a fixed page’s copy', () => {
  it('offers the block editor in the forms of Tentang Kami, Karier and Kontak', async () => {
    for (const page of ['about', 'career', 'contact']) {
      const { html } = await get(`/dashboard/pages/${page}`)
      expect(html, page).toContain('Blok tambahan')
      expect(html, page).toContain('block-editor')
    }
  })

  it('shows a Tanya-jawab block on /about and /en/about, after the copy, with its FAQPage data', async () => {
    const res = await postForm(app, '/dashboard/pages/about', { aboutIntro: 'Sejak 2004 bersama klien.', aboutBody: BODY, blocks: JSON.stringify([FAQ]) }, cookie)
    expect(res.status).toBe(303)
    const html = (await get('/about', false)).html
    expect(html).toContain('Pertanyaan umum')
    expect(html).toContain('Apakah konsultasi pertama berbayar?')
    expect(html.indexOf('Sejak 2004 bersama klien.')).toBeLessThan(html.indexOf('Pertanyaan umum'))
    expect(html).toContain('"@type":"FAQPage"')
    const english = (await get('/en/about', false)).html
    expect(english).toContain('Is the first consultation paid?')
    expect(english).not.toContain('Apakah konsultasi pertama berbayar?')
  })

  it('shows a Kutipan on /contact-us and an Ajakan on /career', async () => {
    const quote = { type: 'quote', text: 'Mereka menjawab dalam sehari.', textEn: '', cite: 'Klien korporasi', citeEn: '' }
    expect((await postForm(app, '/dashboard/pages/contact', { contactIntro: 'Hubungi kami.', blocks: JSON.stringify([quote]) }, cookie)).status).toBe(303)
    expect((await get('/contact-us', false)).html).toContain('Mereka menjawab dalam sehari.')
    const cta = { type: 'cta', heading: 'Magang di firma kami', headingEn: '', text: 'Program magang dibuka setiap Juni.', textEn: '', buttonLabel: 'Kirim lamaran', buttonLabelEn: '', target: '/contact-us' }
    expect((await postForm(app, '/dashboard/pages/career', { careerIntro: 'Bergabunglah.', careerBody: BODY, blocks: JSON.stringify([cta]) }, cookie)).status).toBe(303)
    expect((await get('/career', false)).html).toContain('Magang di firma kami')
  })

  it('refuses a block the parser refuses, naming the block, and keeps the page as it was', async () => {
    const before = await backend.content.get('pages', 'about')
    const broken = { ...FAQ, items: [{ question: '', questionEn: '', answer: 'Tanpa pertanyaan.', answerEn: '' }] }
    const res = await postForm(app, '/dashboard/pages/about', { aboutIntro: 'Diubah.', aboutBody: BODY, blocks: JSON.stringify([broken]), version: String(before!.version) }, cookie)
    expect(res.status).toBe(400)
    expect(await res.text()).toContain('Blok 1 (Tanya-jawab)')
    expect((await backend.content.get('pages', 'about'))!.version).toBe(before!.version)
  })

  it('refuses a block image that is not in the file store', async () => {
    const before = await backend.content.get('pages', 'about')
    const image = { type: 'image', image: 'hero_images/tidak-ada.jpg', alt: 'Kantor', altEn: '', caption: '', captionEn: '' }
    const res = await postForm(app, '/dashboard/pages/about', { aboutIntro: 'Diubah.', aboutBody: BODY, blocks: JSON.stringify([image]), version: String(before!.version) }, cookie)
    expect(res.status).toBe(400)
    expect(await res.text()).toContain('Blok 1 (Gambar)')
  })
})
