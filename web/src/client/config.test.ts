import { describe, expect, it } from 'vitest'
import { parseConfig, readConfig } from './config'

const fakeDocument = (text: string | null) => ({
  getElementById: (id: string) => (id === 'app-config' && text !== null ? ({ textContent: text } as HTMLElement) : null),
})

describe('readConfig', () => {
  it('reads baseURL and buildId from the JSON data block', () => {
    expect(readConfig(fakeDocument('{"baseURL":"/id/","buildId":"abc123"}'))).toEqual({ baseURL: '/id/', buildId: 'abc123', countViews: false })
  })

  it('falls back when the block is missing, broken or has the wrong shape', () => {
    const fallback = { baseURL: '/', buildId: '', countViews: false }
    expect(readConfig(fakeDocument(null))).toEqual(fallback)
    expect(readConfig(fakeDocument('{not json'))).toEqual(fallback)
    expect(readConfig(fakeDocument('null'))).toEqual(fallback)
    expect(readConfig(fakeDocument('[1,2]'))).toEqual(fallback)
    expect(readConfig(fakeDocument('{"baseURL":42,"buildId":7}'))).toEqual(fallback)
    expect(readConfig(fakeDocument('{"baseURL":""}'))).toEqual(fallback)
  })

  it('keeps the valid field when only the other one is invalid', () => {
    expect(parseConfig('{"buildId":"b1"}')).toEqual({ baseURL: '/', buildId: 'b1', countViews: false })
  })

  it('does not throw without a document (server, tests)', () => {
    expect(readConfig(undefined)).toEqual({ baseURL: '/', buildId: '', countViews: false })
    expect(readConfig()).toEqual({ baseURL: '/', buildId: '', countViews: false })
  })

  it('says whether a swapped-in page is reported to Statistik: only when the server counts where it serves (countViews true)', () => {
    expect(parseConfig('{"buildId":"b1","countViews":true}').countViews).toBe(true)
    for (const value of ['false', '"true"', '1', 'null']) expect(parseConfig(`{"buildId":"b1","countViews":${value}}`).countViews, value).toBe(false)
  })
})
