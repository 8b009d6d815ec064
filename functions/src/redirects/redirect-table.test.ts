import { describe, expect, it } from 'vitest'
import type { RedirectKind } from '../../../shared/collections/redirects'
import { MAX_HOPS, resolveRedirect, type RedirectTable } from './redirect-table'

const table = (entries: [string, string, RedirectKind?][]): RedirectTable => new Map(entries.map(([from, to, kind]) => [from, { to, kind: kind ?? 'slug' }]))
const resolve = (t: RedirectTable, url: string) => {
  const parsed = new URL(url, 'http://x')
  return resolveRedirect(t, parsed.pathname, parsed.searchParams)
}

describe('resolveRedirect', () => {
  it('answers a moved path with one 301 to its target, keeping the request’s query', () => {
    const t = table([['/blogs/lama', '/blogs/baru']])
    expect(resolve(t, '/blogs/lama')).toEqual({ status: 301, location: '/blogs/baru' })
    expect(resolve(t, '/blogs/lama?utm_source=linkedin')).toEqual({ status: 301, location: '/blogs/baru?utm_source=linkedin' })
    expect(resolve(t, '/blogs/lain')).toBeNull()
  })

  it('collapses a chain a→b→c into one 301 to c', () => {
    const t = table([
      ['/a', '/b', 'manual'],
      ['/b', '/c', 'manual'],
    ])
    expect(resolve(t, '/a')).toEqual({ status: 301, location: '/c' })
    expect(resolve(t, '/b')).toEqual({ status: 301, location: '/c' })
  })

  it('answers 410 when the address or the end of its chain is gone', () => {
    const t = table([
      ['/blogs/terhapus', '', 'gone'],
      ['/blogs/nama-lama', '/blogs/terhapus'],
    ])
    expect(resolve(t, '/blogs/terhapus')).toEqual({ status: 410 })
    expect(resolve(t, '/blogs/nama-lama')).toEqual({ status: 410 })
  })

  it('treats a loop, or a chain longer than the hop limit, as no redirect (404)', () => {
    expect(resolve(table([['/a', '/b'], ['/b', '/a']]), '/a')).toBeNull()
    expect(resolve(table([['/a', '/a']]), '/a')).toBeNull()
    const long = table(Array.from({ length: MAX_HOPS + 3 }, (_, i) => [`/p${i}`, `/p${i + 1}`] as [string, string]))
    expect(resolve(long, '/p0')).toBeNull()
    const fits = table(Array.from({ length: MAX_HOPS }, (_, i) => [`/p${i}`, `/p${i + 1}`] as [string, string]))
    expect(resolve(fits, '/p0')).toEqual({ status: 301, location: `/p${MAX_HOPS}` })
  })

  it('redirects a list filtered by an old category, tag or area slug, keeping the other parameters', () => {
    const t = table([
      ['/blogs?category=lama', '/blogs?category=baru'],
      ['/publications?tag=lama', '/publications?tag=baru'],
      ['/attorneys?area=pajak-lama', '/attorneys?area=pajak'],
    ])
    expect(resolve(t, '/blogs?category=lama')).toEqual({ status: 301, location: '/blogs?category=baru' })
    expect(resolve(t, '/blogs?category=lama&page=2')).toEqual({ status: 301, location: '/blogs?category=baru&page=2' })
    expect(resolve(t, '/publications?tag=lama&category=x')).toEqual({ status: 301, location: '/publications?tag=baru&category=x' })
    expect(resolve(t, '/attorneys?area=pajak-lama')).toEqual({ status: 301, location: '/attorneys?area=pajak' })
    expect(resolve(t, '/blogs?tag=lama')).toBeNull()
  })

  it('follows a filter’s chain too, and keeps a target’s fragment last', () => {
    const t = table([
      ['/blogs?category=a', '/blogs?category=b'],
      ['/blogs?category=b', '/blogs?category=c'],
      ['/lama', '/baru#bagian', 'manual'],
    ])
    expect(resolve(t, '/blogs?category=a&page=3')).toEqual({ status: 301, location: '/blogs?category=c&page=3' })
    expect(resolve(t, '/lama?x=1')).toEqual({ status: 301, location: '/baru?x=1#bagian' })
  })
})

describe('loopThrough (a manual redirect’s check)', () => {
  it('names the loop a new entry would close, and nothing otherwise', async () => {
    const { loopThrough } = await import('./redirect-table')
    const t = table([['/b', '/c', 'manual'], ['/c', '/a', 'manual']])
    expect(loopThrough(t, '/a', '/b')).toEqual(['/a', '/b', '/c', '/a'])
    expect(loopThrough(t, '/a', '/a?x=1')).toEqual(['/a', '/a'])
    expect(loopThrough(t, '/d', '/b')).toBeNull()
    expect(loopThrough(table([['/x', '/y'], ['/y', '/x']]), '/d', '/x')).toEqual(['/d', '/x', '/y', '/x'])
    expect(loopThrough(table([['/b', '', 'gone']]), '/a', '/b')).toBeNull()
  })
})
