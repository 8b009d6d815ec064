import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest'
import type { FormAppCheck } from './app-check'

/** The real module stands in: the test sees whether (and when) the forms load it. */
const real = vi.hoisted(() => ({ loaded: 0, appCheck: null as unknown as FormAppCheck }))
vi.mock('./app-check', () => {
  real.loaded++
  return { formAppCheck: () => real.appCheck }
})

const SETTINGS = { siteKey: 'site-key', apiKey: 'web-key', projectId: 'p', appId: '1:123:web:abc' }
const page = (appCheck: unknown) => ({ getElementById: (id: string) => (id === 'app-config' ? ({ textContent: JSON.stringify({ buildId: 'b', appCheck }) } as HTMLElement) : null) })

beforeEach(() => {
  vi.resetModules()
  real.loaded = 0
  real.appCheck = { prepare: vi.fn(), headers: vi.fn(async () => ({ 'X-Firebase-AppCheck': 'token' })) }
})
afterEach(() => {
  vi.unstubAllGlobals()
})

describe('the forms’ App Check', () => {
  it('asks only whether the page names a site key', async () => {
    const { namesSiteKey } = await import('./form-app-check')
    expect(namesSiteKey(page(SETTINGS))).toBe(true)
    for (const appCheck of [undefined, null, 'key', { siteKey: '' }, { siteKey: 7 }]) expect(namesSiteKey(page(appCheck)), JSON.stringify(appCheck)).toBe(false)
    expect(namesSiteKey({ getElementById: () => ({ textContent: '{not json' }) as unknown as HTMLElement })).toBe(false)
    expect(namesSiteKey(undefined)).toBe(false)
  })

  it('loads nothing where the page names no site key, and sends no header', async () => {
    vi.stubGlobal('document', page(undefined))
    const { formAppCheck } = await import('./form-app-check')
    formAppCheck().prepare()
    expect(await formAppCheck().headers()).toEqual({})
    expect(real.loaded).toBe(0)
  })

  it('loads App Check at the first ask where the page names one, once, and sends its header', async () => {
    vi.stubGlobal('document', page(SETTINGS))
    const { formAppCheck } = await import('./form-app-check')
    expect(real.loaded).toBe(0)
    formAppCheck().prepare()
    expect(await formAppCheck().headers()).toEqual({ 'X-Firebase-AppCheck': 'token' })
    expect(real.appCheck.prepare).toHaveBeenCalledTimes(1)
    expect(real.loaded).toBe(1)
  })

  it('sends without a header when App Check fails to give one (it never throws)', async () => {
    vi.stubGlobal('document', page(SETTINGS))
    real.appCheck = { prepare: vi.fn(), headers: vi.fn(async () => ({})) }
    const { formAppCheck } = await import('./form-app-check')
    expect(await formAppCheck().headers()).toEqual({})
  })
})
