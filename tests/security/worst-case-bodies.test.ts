/**
 * The worst body each POST endpoint can be sent, at that route's body limit: repeated list
 * fields, repeated and unknown names, form-path names (`tagIds[99999999]`), the longest value
 * each field accepts and one past it, pathological HTML in rich text. Every case must answer
 * (never a 500) in under a second while a `/healthz` asked at the same time keeps answering,
 * and the event loop is never blocked that long.
 *
 * This file: the editors of posts and pages (blogs, publications, the fixed pages, block pages),
 * whose rich text is about half the sweep's time. Every other form, the uploads and Statistik's
 * beacon are in worst-case-bodies-forms.test.ts; what both share (the endpoints, the app and its
 * items, the clock, WORST_CASE_SCALE and WORST_CASE_BUDGET_MS) in worst-case-bodies-setup.ts.
 */
import { afterAll, beforeAll, describe, expect, it } from 'vitest'
import { formBody } from '../../functions/src/testing/form-bodies'
import { check, describeAtBodyLimit, encode, ENDPOINTS, fill, ids, isPostOrPageEditor, reportAndCleanUp, room, startApp } from './worst-case-bodies-setup'

const POSTS_AND_PAGES = ENDPOINTS.filter(isPostOrPageEditor)

beforeAll(() => startApp(POSTS_AND_PAGES), 120_000)

afterAll(reportAndCleanUp)

describeAtBodyLimit(POSTS_AND_PAGES)

describe('a real post at the body limit', () => {
  it('is saved in under a second', async () => {
    const paragraph = `<p>${'Mahkamah Konstitusi memerintahkan pembentuk undang-undang menyusun aturan baru. '.repeat(20)}</p>`
    const endpoint = ENDPOINTS.find((e) => e.name === 'blog create')!
    const base = formBody('blogs', {
      title: 'Tulisan terpanjang yang diterima',
      slug: 'tulisan-terpanjang',
      categoryId: ids.category!,
      tagIds: ids.tag!,
      authorIds: ids.attorney!,
      publishedAt: '2026-01-01T08:00',
      cover: ids.cover!,
    })
    const overhead = Buffer.byteLength(encode({ ...base, content: '' }))
    const content = fill(paragraph, Math.floor((room(endpoint) - overhead) / 1.3))
    const m = await check(endpoint, 'a valid post', encode({ ...base, content }))
    expect(m.status).toBe(303)
  })
})
