import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest'
import { createPageCache, formGetUrl, isHtml, isPlainClick, isSwappableLink, swapTarget } from './navigation'

const current = new URL('https://firma.id/blogs?page=2')
const swappable = (href: string, attrs = {}) => isSwappableLink(new URL(href, current), current, attrs)

describe('isSwappableLink', () => {
  it.each(['/', '/about', '/blogs/hukum-perdata', '/attorneys/budi-santoso', '/publications?category=pajak', '/blogs?page=3', '/blogs?page=2', '/practice-area#litigasi', 'https://firma.id/career'])(
    'swaps %s',
    (href) => {
      expect(swappable(href)).toBe(true)
    },
  )

  it.each([
    'https://other.example/blogs',
    'http://firma.id/blogs', // another origin (scheme)
    'mailto:info@firma.id',
    'tel:+62215550100',
    '/dashboard',
    '/dashboard/blogs',
    '/login',
    '/login?next=/dashboard',
    '/media/blog_images/a.jpg',
    '/img/640/blog_images/a.jpg?v=1k',
    '/attorneys/budi-santoso/cv',
    '/attorneys/budi-santoso/vcard',
    '/publications/laporan-tahunan/download',
    '/assets/site-abc.css',
    '/publications/files/laporan.pdf',
    '/attorneys/budi-santoso.vcf',
    '/sitemap.xml',
    '/feed',
    '/blogs/feed.xml',
    '/robots.txt',
  ])('leaves %s to the browser', (href) => {
    expect(swappable(href)).toBe(false)
  })

  it('leaves fragment changes on the same page to the browser (including a bare #)', () => {
    expect(swappable('#main')).toBe(false)
    expect(swappable('/blogs?page=2#top')).toBe(false)
    expect(swappable('#')).toBe(false)
    expect(swappable('/blogs?page=3#top')).toBe(true)
  })

  it('respects target, download, rel=external and data-no-swap', () => {
    expect(swappable('/about', { target: '_blank' })).toBe(false)
    expect(swappable('/about', { target: 'frame' })).toBe(false)
    expect(swappable('/about', { target: '_self' })).toBe(true)
    expect(swappable('/about', { target: '' })).toBe(true)
    expect(swappable('/about', { download: true })).toBe(false)
    expect(swappable('/about', { rel: 'external' })).toBe(false)
    expect(swappable('/about', { rel: 'noopener external' })).toBe(false)
    expect(swappable('/about', { rel: 'externals' })).toBe(true)
    expect(swappable('/about', { noSwap: true })).toBe(false)
  })

  it('does not treat lookalike paths as excluded', () => {
    expect(swappable('/feeds')).toBe(true)
    expect(swappable('/blogs/login-ke-sistem')).toBe(true)
    expect(swappable('/blogs/dashboard')).toBe(true)
  })
})

describe('isPlainClick', () => {
  const click = { button: 0, metaKey: false, ctrlKey: false, shiftKey: false, altKey: false, defaultPrevented: false }
  it('accepts a plain left click', () => {
    expect(isPlainClick(click)).toBe(true)
  })
  it.each([{ button: 1 }, { button: 2 }, { metaKey: true }, { ctrlKey: true }, { shiftKey: true }, { altKey: true }, { defaultPrevented: true }])(
    'rejects %o',
    (change) => {
      expect(isPlainClick({ ...click, ...change })).toBe(false)
    },
  )
})

describe('formGetUrl', () => {
  it('replaces the action query with the form data, as a GET submission does', () => {
    const url = formGetUrl('/blogs?page=4', 'https://firma.id/blogs?page=4', [
      ['category', 'pajak'],
      ['tag', ''],
    ])
    expect(url.href).toBe('https://firma.id/blogs?category=pajak&tag=')
  })
  it('uses the current URL without an action', () => {
    const url = formGetUrl(null, 'https://firma.id/attorneys?q=a#list', [['q', 'budi santoso']])
    expect(url.href).toBe('https://firma.id/attorneys?q=budi+santoso#list')
  })
  it('leaves no dangling "?" for an empty form', () => {
    expect(formGetUrl('/publications', 'https://firma.id/', []).href).toBe('https://firma.id/publications')
  })
})

describe('swapTarget', () => {
  const requested = new URL('https://firma.id/attorneys#tim')
  it('gives the final URL with the requested fragment', () => {
    expect(swapTarget({ url: 'https://firma.id/attorneys', html: '<p>' }, requested, current)?.href).toBe('https://firma.id/attorneys#tim')
  })
  it('follows a redirect to another public page', () => {
    const page = { url: 'https://firma.id/blogs', html: '<p>' }
    expect(swapTarget(page, new URL('https://firma.id/blogs?page=1'), current)?.href).toBe('https://firma.id/blogs')
  })
  it('refuses non-HTML and redirects out of the public pages', () => {
    expect(swapTarget({ url: 'https://firma.id/attorneys', html: null }, requested, current)).toBeNull()
    expect(swapTarget({ url: 'https://firma.id/login', html: '<p>' }, requested, current)).toBeNull()
    expect(swapTarget({ url: 'https://sso.example/x', html: '<p>' }, requested, current)).toBeNull()
  })
  it('falls back to the requested URL when the response has none', () => {
    expect(swapTarget({ url: '', html: '' }, requested, current)?.href).toBe(requested.href)
  })
})

describe('isHtml', () => {
  it('accepts text/html with parameters only', () => {
    expect(isHtml('text/html; charset=utf-8')).toBe(true)
    expect(isHtml('TEXT/HTML')).toBe(true)
    expect(isHtml('application/json')).toBe(false)
    expect(isHtml('text/htmlx')).toBe(false)
    expect(isHtml(null)).toBe(false)
  })
})

describe('createPageCache (~30 s, ~20 entries)', () => {
  beforeEach(() => {
    vi.useFakeTimers({ now: 0 })
  })
  afterEach(() => {
    vi.useRealTimers()
  })

  it('serves the same fetch within 30 s and fetches again after', async () => {
    const load = vi.fn(async (key: string) => `page ${key}`)
    const get = createPageCache(load)
    const first = get('/a')
    vi.advanceTimersByTime(29_999)
    expect(get('/a')).toBe(first)
    expect(load).toHaveBeenCalledTimes(1)
    vi.advanceTimersByTime(1)
    await get('/a')
    expect(load).toHaveBeenCalledTimes(2)
  })

  it('keeps at most 20 entries, dropping the oldest', () => {
    const load = vi.fn(async (key: string) => key)
    const get = createPageCache(load)
    for (let i = 0; i < 21; i++) get(`/p${i}`)
    get('/p20')
    get('/p1')
    expect(load).toHaveBeenCalledTimes(21)
    get('/p0')
    expect(load).toHaveBeenCalledTimes(22)
  })

  it('forgets a failed fetch and never leaves an unhandled rejection', async () => {
    let fail = true
    const load = vi.fn(async () => {
      if (fail) throw new Error('offline')
      return 'ok'
    })
    const get = createPageCache(load)
    const prefetch = get('/a') // ignored, as a prefetch is
    await expect(prefetch).rejects.toThrow('offline')
    fail = false
    await expect(get('/a')).resolves.toBe('ok')
    expect(load).toHaveBeenCalledTimes(2)
  })

  it('an ignored failed prefetch does not surface', async () => {
    const get = createPageCache(() => Promise.reject(new Error('offline')))
    get('/a')
    await vi.advanceTimersByTimeAsync(0)
    // An unhandled rejection would fail the run.
  })
})
