/**
 * An item's public addresses in both languages (decision 30): the English ones exist
 * while it has an English version, wait for the English edition's own date, and a slug change
 * leads each language's old address to the new one of the same language, never across.
 */
import { describe, expect, it } from 'vitest'
import { addressPaths, movedPaths, publicPaths } from './public-paths'

const NOW = new Date('2026-06-15T03:00:00.000Z')
const post = { slug: 'putusan-mk', publishedAt: '2026-06-01T00:00:00.000Z', titleEn: '', slugEn: null, contentEn: '', excerptEn: '', publishedAtEn: null }
const inEnglish = { ...post, titleEn: 'Court ruling', slugEn: 'court-ruling', contentEn: '<p>The ruling.</p>', publishedAtEn: '2026-06-01T00:00:00.000Z' }

describe('addressPaths and publicPaths', () => {
  it('name the English addresses of a translated post, at its English slug', () => {
    expect(addressPaths('publications', inEnglish)).toEqual({
      page: '/publications/putusan-mk',
      download: '/publications/putusan-mk/download',
      'en:page': '/en/publications/court-ruling',
      'en:download': '/en/publications/court-ruling/download',
    })
    expect(addressPaths('blogs', post)).toEqual({ page: '/blogs/putusan-mk' })
  })

  it('leave the English addresses out until the English edition’s date has come', () => {
    expect(publicPaths('blogs', { ...inEnglish, publishedAtEn: '2026-07-01T00:00:00.000Z' }, NOW)).toEqual({ page: '/blogs/putusan-mk' })
    expect(publicPaths('blogs', inEnglish, NOW)).toEqual({ page: '/blogs/putusan-mk', 'en:page': '/en/blogs/court-ruling' })
  })

  it('give an attorney an English page at the one slug, and its CV and vCard no English twin', () => {
    expect(addressPaths('profiles', { slug: 'rina', kind: 'attorney', cv: { path: 'cv/rina.pdf' } })).toEqual({
      page: '/attorneys/rina',
      cv: '/attorneys/rina/cv',
      vcard: '/attorneys/rina/vcard',
      'en:page': '/en/attorneys/rina',
    })
  })

  it('give a category its English filters at its English slug where it has one, else at its own', () => {
    expect(addressPaths('categories', { slug: 'pajak', name: 'Pajak', nameEn: null, slugEn: null })).toMatchObject({ 'en:blogs': '/en/blogs?category=pajak' })
    expect(addressPaths('categories', { slug: 'pajak', name: 'Pajak', nameEn: 'Tax', slugEn: 'tax' })).toMatchObject({ 'en:blogs': '/en/blogs?category=tax', blogs: '/blogs?category=pajak' })
  })

  it('give a regulation its English page at the one slug, translated or not', () => {
    const regulation = { slug: 'uu-27-2022', title: 'Pelindungan Data Pribadi', titleEn: '' }
    expect(addressPaths('regulations', regulation)).toEqual({ page: '/regulations/uu-27-2022', 'en:page': '/en/regulations/uu-27-2022' })
    expect(publicPaths('regulations', { ...regulation, titleEn: 'Personal Data Protection' }, NOW)).toEqual({ page: '/regulations/uu-27-2022', 'en:page': '/en/regulations/uu-27-2022' })
  })

  it('give a block page its own path and the same under /en, while it is published', () => {
    const page = { path: '/layanan/japan-desk', title: 'Japan Desk', titleEn: '', publishedAt: '2026-06-01T00:00:00.000Z' }
    expect(publicPaths('blockPages', page, NOW)).toEqual({ page: '/layanan/japan-desk', 'en:page': '/en/layanan/japan-desk' })
    expect(publicPaths('blockPages', { ...page, publishedAt: null }, NOW)).toEqual({})
    expect(publicPaths('blockPages', { ...page, publishedAt: '2026-07-01T00:00:00.000Z' }, NOW)).toEqual({})
    // A draft still holds its addresses: a page moving there frees them of redirects.
    expect(addressPaths('blockPages', { ...page, publishedAt: null })).toEqual({ page: '/layanan/japan-desk', 'en:page': '/en/layanan/japan-desk' })
  })
})

describe('movedPaths', () => {
  it('leads each language’s old address to the same language’s new one, a lost role to that language’s page', () => {
    const before = { page: '/publications/a', download: '/publications/a/download', 'en:page': '/en/publications/x', 'en:download': '/en/publications/x/download' }
    expect(movedPaths(before, { page: '/publications/a', 'en:page': '/en/publications/y' })).toEqual([
      ['/publications/a/download', '/publications/a'],
      ['/en/publications/x', '/en/publications/y'],
      ['/en/publications/x/download', '/en/publications/y'],
    ])
  })

  it('never leads an English address to an Indonesian page when the English version is gone', () => {
    expect(movedPaths({ page: '/blogs/a', 'en:page': '/en/blogs/x' }, { page: '/blogs/b' })).toEqual([['/blogs/a', '/blogs/b']])
  })
})
