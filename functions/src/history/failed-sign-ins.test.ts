import { afterEach, beforeEach, describe, expect, it } from 'vitest'
import { createTestBackend, type TestBackend } from '../testing/test-backend'
import { FailedSignInLog, GROUP_WINDOW_MS, MAX_DOMAIN, MAX_OPEN_LINES, maskEmail } from './failed-sign-ins'

let backend: TestBackend
beforeEach(() => {
  backend = createTestBackend()
})
afterEach(async () => {
  await backend.cleanup()
})

const start = Date.parse('2026-06-15T03:00:00.000Z')
const at = (ms: number) => new Date(start + ms)
const lines = () => backend.content.queryActivity({ action: 'sign-in-failed', limit: 500 })

describe('maskEmail', () => {
  it('keeps the first character and the domain, in lower case', () => {
    expect(maskEmail(' Budi.Santoso@Firma.co.id ')).toBe('b…@firma.co.id')
  })

  it('never keeps more than a line of what was typed', () => {
    const typed = `${'a'.repeat(64)}@${'sangat-panjang-'.repeat(12)}example.test`.slice(0, 254)
    const masked = maskEmail(typed)
    expect(masked.length).toBeLessThanOrEqual(MAX_DOMAIN + 3)
    expect(masked).toMatch(/^a…@sangat-panjang-.*…$/)
  })
})

describe('FailedSignInLog', () => {
  it('counts an hour of failures for one account from one address on one line', async () => {
    const log = new FailedSignInLog()
    for (let i = 0; i < 40; i++) await log.record(backend.content, { actor: 'uid-a', address: '203.0.113.7', email: 'a@firma.test' }, at(i * 60_000))
    const [line, ...rest] = await lines()
    expect(rest).toEqual([])
    expect(line).toMatchObject({ actor: 'uid-a', address: '203.0.113.7', count: 40, at: at(0).toISOString(), lastAt: at(39 * 60_000).toISOString() })
    // The email named the account: the line is under it, the email is not kept again.
    expect(line!.detail).toBeUndefined()
  })

  it('starts a new line for another address, account or kind, and after the hour', async () => {
    const log = new FailedSignInLog()
    const failed = (actor: string, address: string, ms: number, kind?: string) => log.record(backend.content, { actor, address, ...(kind ? { kind } : {}) }, at(ms))
    await failed('uid-a', '203.0.113.7', 0)
    await failed('uid-a', '203.0.113.8', 1)
    await failed('uid-b', '203.0.113.7', 2)
    await failed('uid-a', '203.0.113.7', 3, 'dengan kode pemulihan')
    await failed('uid-a', '203.0.113.7', GROUP_WINDOW_MS - 1)
    await failed('uid-a', '203.0.113.7', GROUP_WINDOW_MS)
    // An IPv6 client counts per /64, as the sign-in slowing does.
    await failed('uid-a', '2001:db8:1:2::1', 4)
    await failed('uid-a', '2001:db8:1:2::ffff', 5)
    const view = (await lines()).map((l) => `${l.actor} ${l.address} ${l.detail ?? '-'} ${l.count ?? 1}`)
    expect(view.sort()).toEqual(
      [
        'uid-a 203.0.113.7 - 2',
        'uid-a 203.0.113.7 - 1',
        'uid-a 203.0.113.8 - 1',
        'uid-b 203.0.113.7 - 1',
        'uid-a 203.0.113.7 dengan kode pemulihan 1',
        'uid-a 2001:db8:1:2::1 - 2',
      ].sort(),
    )
  })

  it('keeps an unknown email masked, and says when the line stands for several', async () => {
    const log = new FailedSignInLog()
    const typed = (i: number) => `${String.fromCharCode(97 + (i % 26))}${'x'.repeat(200)}@${'domain-penyerang-'.repeat(3)}${i}.example`
    for (let i = 0; i < 30; i++) await log.record(backend.content, { actor: '', address: '198.51.100.9', email: typed(i) }, at(i * 1000))
    const [line, ...rest] = await lines()
    expect(rest).toEqual([])
    expect(line).toMatchObject({ actor: '', count: 30 })
    expect(line!.detail).toBe(`email tidak terdaftar ${maskEmail(typed(0))}, dan lainnya`)
    expect(maskEmail(typed(0))).toMatch(/^a…@domain-penyerang-.*…$/)
    expect(line!.detail!.length).toBeLessThan(120)
  })

  it('writes one line for failures of one group arriving at once', async () => {
    const log = new FailedSignInLog()
    await Promise.all(Array.from({ length: 10 }, (_, i) => log.record(backend.content, { actor: 'uid-a', address: '203.0.113.7' }, at(i))))
    const all = await lines()
    expect(all.map((l) => l.count)).toEqual([10])
  })

  it('starts a new line when the one it counted on is gone, or when its write failed', async () => {
    const log = new FailedSignInLog()
    const first = await log.record(backend.content, { actor: 'uid-a', address: '203.0.113.7' }, at(0))
    await backend.content.deleteHistory('activity', [first.id])
    await log.record(backend.content, { actor: 'uid-a', address: '203.0.113.7' }, at(1))
    expect((await lines()).map((l) => l.count ?? 1)).toEqual([1])

    const failing = { ...backend.content, appendActivity: () => Promise.reject(new Error('store down')), tallyActivity: backend.content.tallyActivity.bind(backend.content) }
    await expect(log.record(failing, { actor: 'uid-b', address: '203.0.113.7' }, at(2))).rejects.toThrow('store down')
    await log.record(backend.content, { actor: 'uid-b', address: '203.0.113.7' }, at(3))
    expect((await lines()).filter((l) => l.actor === 'uid-b').map((l) => l.count ?? 1)).toEqual([1])
  })

  it('remembers a bounded number of open lines under a flood of addresses', async () => {
    expect(MAX_OPEN_LINES).toBe(10_000)
    const log = new FailedSignInLog({ maxOpenLines: 100 })
    for (let i = 0; i < 150; i++) await log.record(backend.content, { actor: '', address: `10.0.${i >> 8}.${i & 255}` }, at(i))
    expect(log.size).toBe(100)
    // A forgotten line is not counted on again: its address starts another.
    await log.record(backend.content, { actor: '', address: '10.0.0.0' }, at(200))
    expect((await lines()).filter((l) => l.address === '10.0.0.0').map((l) => l.count ?? 1)).toEqual([1, 1])
  })
})
