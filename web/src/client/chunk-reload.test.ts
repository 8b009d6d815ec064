import { describe, expect, it, vi } from 'vitest'
import { CHUNK_RELOAD_KEY, installChunkReload, isChunkElement, isChunkError, reloadOnce, shouldReload } from './chunk-reload'

const memoryStorage = (initial: Record<string, string> = {}) => {
  const data = new Map(Object.entries(initial))
  return {
    getItem: (key: string) => data.get(key) ?? null,
    setItem: (key: string, value: string) => void data.set(key, value),
    data,
  }
}

describe('shouldReload (10-second guard, spec section 9)', () => {
  const now = 1_700_000_000_000
  it('reloads when no reload was recorded', () => {
    expect(shouldReload(null, now)).toBe(true)
  })
  it('does not reload again within 10 s of the last reload', () => {
    expect(shouldReload(now, now)).toBe(false)
    expect(shouldReload(now - 5_000, now)).toBe(false)
    expect(shouldReload(now - 9_999, now)).toBe(false)
  })
  it('reloads again once the window has passed', () => {
    expect(shouldReload(now - 10_000, now)).toBe(true)
    expect(shouldReload(now - 60_000, now)).toBe(true)
  })
  it('a record in the future (clock set back) does not block forever', () => {
    expect(shouldReload(now + 60_000, now)).toBe(true)
  })
})

describe('reloadOnce', () => {
  it('records the time and reloads, then refuses within the window', () => {
    const store = memoryStorage()
    const reload = vi.fn()
    expect(reloadOnce(() => store, 1000, reload)).toBe(true)
    expect(store.data.get(CHUNK_RELOAD_KEY)).toBe('1000')
    expect(reloadOnce(() => store, 5000, reload)).toBe(false)
    expect(reload).toHaveBeenCalledTimes(1)
    expect(reloadOnce(() => store, 11_000, reload)).toBe(true)
    expect(reload).toHaveBeenCalledTimes(2)
  })

  it('treats a garbled record as none', () => {
    const reload = vi.fn()
    expect(reloadOnce(() => memoryStorage({ [CHUNK_RELOAD_KEY]: 'x' }), 1000, reload)).toBe(true)
    expect(reload).toHaveBeenCalledTimes(1)
  })

  it('tolerates blocked storage without throwing, and then does not reload (no loop guard)', () => {
    const reload = vi.fn()
    const blocked = () => {
      throw new DOMException('denied', 'SecurityError')
    }
    expect(reloadOnce(blocked, 1000, reload)).toBe(false)
    const full = { getItem: () => null, setItem: () => blocked() }
    expect(reloadOnce(() => full, 1000, reload)).toBe(false)
    expect(reload).not.toHaveBeenCalled()
  })
})

describe('isChunkError', () => {
  it.each([
    new TypeError('Failed to fetch dynamically imported module: https://x.id/assets/page-1a2b.js'),
    new TypeError('Importing a module script failed.'),
    new TypeError('error loading dynamically imported module: https://x.id/assets/a.js'),
    Object.assign(new Error('Loading chunk 42 failed.'), { name: 'ChunkLoadError' }),
    'Failed to fetch dynamically imported module',
  ])('recognises %s', (reason) => {
    expect(isChunkError(reason)).toBe(true)
  })

  it.each([new Error('boom'), new TypeError('Failed to fetch'), null, undefined, 42, { message: 7 }, 'chunk'])('ignores %s', (reason) => {
    expect(isChunkError(reason)).toBe(false)
  })
})

describe('isChunkElement', () => {
  it('matches scripts and modulepreload links under /assets/', () => {
    expect(isChunkElement('SCRIPT', '', 'https://firma.id/assets/site-abc.js')).toBe(true)
    expect(isChunkElement('LINK', 'modulepreload', 'https://firma.id/assets/chunk-1.js')).toBe(true)
    expect(isChunkElement('LINK', 'prefetch modulepreload', 'http://localhost:3000/assets/chunk-1.js')).toBe(true)
  })
  it('ignores other elements, other paths and missing URLs', () => {
    expect(isChunkElement('IMG', '', 'https://firma.id/assets/logo.png')).toBe(false)
    expect(isChunkElement('LINK', 'stylesheet', 'https://firma.id/assets/site.css')).toBe(false)
    expect(isChunkElement('SCRIPT', '', 'https://cdn.example/analytics.js')).toBe(false)
    expect(isChunkElement('SCRIPT', '', '')).toBe(false)
    expect(isChunkElement('SCRIPT', '', 'https://firma.id/media/assets/x.js')).toBe(false)
    expect(isChunkElement(undefined as unknown as string, undefined as unknown as string, undefined as unknown as string)).toBe(false)
  })
})

describe('installChunkReload', () => {
  const fakeWindow = () => {
    const reload = vi.fn()
    const win = Object.assign(new EventTarget(), {
      sessionStorage: memoryStorage(),
      location: { href: 'https://firma.id/blogs', reload },
    })
    installChunkReload(win as unknown as Window)
    const reject = (reason: unknown) => win.dispatchEvent(Object.assign(new Event('unhandledrejection'), { reason }))
    return { win, reload, reject }
  }

  it('reloads once on a failed dynamic import, not again within the window', () => {
    const { reload, reject } = fakeWindow()
    reject(new TypeError('Failed to fetch dynamically imported module: https://firma.id/assets/a.js'))
    reject(new TypeError('Failed to fetch dynamically imported module: https://firma.id/assets/a.js'))
    expect(reload).toHaveBeenCalledTimes(1)
  })

  it('ignores other rejections and runtime errors (whose target is the window)', () => {
    const { win, reload, reject } = fakeWindow()
    reject(new Error('boom'))
    win.dispatchEvent(new Event('error'))
    expect(reload).not.toHaveBeenCalled()
  })
})
