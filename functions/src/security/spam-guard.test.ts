import { describe, expect, it } from 'vitest'
import { checkFormToken, FORM_TOKEN_MAX_AGE_MS, formSecret, issueFormToken } from './form-token'
import { SlidingWindowLimiter } from './sliding-window'
import { createSpamGuard, textSignals } from './spam-guard'
import type { ContentStore } from '../backends/ports'

const secret = Buffer.alloc(32, 7)
const T0 = Date.parse('2026-11-25T01:00:00.000Z')

describe('the form token', () => {
  it('tells how long ago the form was rendered, and refuses what it did not sign', () => {
    const token = issueFormToken(secret, T0)
    expect(checkFormToken(secret, token, T0 + 4000)).toEqual({ ok: true, ageMs: 4000 })
    // An earlier time written over the signed one, or another key's signature: forged.
    const [, signature] = token.split('.')
    expect(checkFormToken(secret, `${(T0 - 60_000).toString(36)}.${signature}`, T0)).toEqual({ ok: false, reason: 'forged' })
    expect(checkFormToken(Buffer.alloc(32, 8), token, T0)).toEqual({ ok: false, reason: 'forged' })
    expect(checkFormToken(secret, '', T0)).toEqual({ ok: false, reason: 'missing' })
    expect(checkFormToken(secret, ['a'], T0)).toEqual({ ok: false, reason: 'missing' })
    expect(checkFormToken(secret, 'x'.repeat(5000), T0)).toEqual({ ok: false, reason: 'forged' })
    expect(checkFormToken(secret, token, T0 + FORM_TOKEN_MAX_AGE_MS + 1)).toEqual({ ok: false, reason: 'expired' })
  })

  it('keeps one key per store, made once and read back', async () => {
    const meta = new Map<string, Record<string, unknown>>()
    const store = { readMeta: async (key: string) => meta.get(key) ?? null, writeMeta: async (key: string, value: Record<string, unknown>) => void meta.set(key, value) } as unknown as ContentStore
    const first = await formSecret(store)
    expect(first.length).toBe(32)
    expect(await formSecret(store)).toBe(first)
    const other = { ...store } as ContentStore
    expect((await formSecret(other)).equals(first)).toBe(true)
  })
})

describe('the sliding window', () => {
  it('refuses the 6th event in any minute, whatever the spacing of the first five, and lets it go once the first leaves the window', () => {
    const limiter = new SlidingWindowLimiter({ limit: 5, windowMs: 60_000 })
    for (let i = 0; i < 5; i++) expect(limiter.hit('a', T0 + i * 11_000)).toBe(0)
    expect(limiter.hit('a', T0 + 59_000)).toBe(1000)
    expect(limiter.hit('b', T0 + 59_000)).toBe(0)
    expect(limiter.hit('a', T0 + 60_001)).toBe(0)
  })

  it('forgets the least recently seen key past its bound', () => {
    const limiter = new SlidingWindowLimiter({ limit: 1, windowMs: 60_000, maxKeys: 2 })
    limiter.hit('a', T0)
    limiter.hit('b', T0)
    limiter.hit('c', T0)
    expect(limiter.size).toBe(2)
    expect(limiter.hit('a', T0)).toBe(0)
  })
})

describe('the spam guard', async () => {
  const submit = (guard: ReturnType<typeof createSpamGuard>, over: Partial<Parameters<ReturnType<typeof createSpamGuard>['check']>[0]> = {}) =>
    guard.check({ secret, token: issueFormToken(secret, T0 - 10_000), honeypot: '', addressKey: '10.0.0.1', email: 'budi@example.test', nowMs: T0, text: { name: 'Budi', message: 'Kami perlu bantuan hukum.' }, ...over })

  it('accepts a person: honeypot empty, form open long enough, plain text', async () => {
    expect(await submit(createSpamGuard())).toEqual({ kind: 'accept', spamReasons: [] })
  })

  it('sets aside a filled honeypot, a form sent too fast, a missing or forged token, links and forum markup', async () => {
    const guard = createSpamGuard()
    expect(await submit(guard, { honeypot: 'https://spam.example', addressKey: '1' })).toEqual({ kind: 'accept', spamReasons: ['honeypot'] })
    expect(await submit(guard, { token: issueFormToken(secret, T0 - 2_000), addressKey: '2' })).toEqual({ kind: 'accept', spamReasons: ['too-fast'] })
    expect(await submit(guard, { token: undefined, addressKey: '3' })).toEqual({ kind: 'accept', spamReasons: ['token'] })
    expect(await submit(guard, { token: 'abc.def', addressKey: '4' })).toEqual({ kind: 'accept', spamReasons: ['token'] })
    expect(await submit(guard, { honeypot: ['x'], addressKey: '5' })).toEqual({ kind: 'accept', spamReasons: ['honeypot'] })
    expect(textSignals({ name: 'Promo www.murah.example', message: 'x' })).toEqual(['link-in-name'])
    expect(textSignals({ message: 'https://a.example https://b.example http://c.example www.d.example' })).toEqual(['many-links'])
    expect(textSignals({ message: 'Lihat https://a.example dan https://b.example.' })).toEqual([])
    expect(textSignals({ message: '[url=https://x.example]murah[/url]' })).toEqual(['markup'])
  })

  it('asks again, without calling it spam, when the form is older than a token may be', async () => {
    expect(await submit(createSpamGuard(), { token: issueFormToken(secret, T0 - FORM_TOKEN_MAX_AGE_MS - 1) })).toMatchObject({ kind: 'expired' })
  })

  it('answers 429 to the 6th submission in a minute from one address, and to a 6th in an hour from one email', async () => {
    const guard = createSpamGuard()
    for (let i = 0; i < 5; i++) expect((await submit(guard, { email: `orang${i}@example.test`, nowMs: T0 + i })).kind).toBe('accept')
    const sixth = await submit(guard, { email: 'lain@example.test', nowMs: T0 + 5 })
    expect(sixth).toMatchObject({ kind: 'limited', status: 429, retryAfterS: 60 })
    expect(sixth.kind === 'limited' && sixth.message).toContain('Tunggu 1 menit')
    for (let i = 0; i < 5; i++) expect((await submit(guard, { addressKey: `10.1.0.${i}`, email: 'Sama@Example.test', nowMs: T0 + i })).kind).toBe('accept')
    const again = await submit(guard, { addressKey: '10.1.0.9', email: 'sama@example.test', nowMs: T0 + 10 })
    expect(again.kind === 'limited' && again.message).toContain('alamat email ini')
  })
})
