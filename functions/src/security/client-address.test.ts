import { Hono } from 'hono'
import { describe, expect, it, vi } from 'vitest'
import type { AppEnv } from '../app-env'
import type { AppConfig } from '../config'
import { addressKey, clientAddress, requestAddress, socketAddress } from './client-address'

/** What the app would read for a request with these forwarded entries from this socket. */
async function resolve(options: { hops: number; forwardedFor?: string | string[]; socket?: string }): Promise<string | null> {
  const app = new Hono()
  app.get('/', (c) => c.json({ address: clientAddress(c, { trustedProxyHops: options.hops }) }))
  const headers = new Headers()
  for (const value of [options.forwardedFor ?? []].flat()) headers.append('X-Forwarded-For', value)
  const env = options.socket === undefined ? undefined : { incoming: { socket: { remoteAddress: options.socket } } }
  const res = await app.request('/', { headers }, env)
  return ((await res.json()) as { address: string | null }).address
}

describe('the socket address (the embedded server reached directly)', () => {
  it('is the TCP peer the Node adapter passes as env.incoming', async () => {
    expect(await resolve({ hops: 0, socket: '203.0.113.7' })).toBe('203.0.113.7')
    expect(await resolve({ hops: 0, socket: '2001:DB8::7' })).toBe('2001:db8::7')
  })

  it('maps IPv4 on a dual-stack socket (::ffff:a.b.c.d, also in hex) to the IPv4 client', async () => {
    expect(await resolve({ hops: 0, socket: '::ffff:127.0.0.2' })).toBe('127.0.0.2')
    expect(await resolve({ hops: 0, socket: '::FFFF:192.0.2.1' })).toBe('192.0.2.1')
    expect(await resolve({ hops: 0, socket: '::ffff:c000:201' })).toBe('192.0.2.1')
  })

  it('ignores X-Forwarded-For when no proxy is trusted: any client can write it', async () => {
    expect(await resolve({ hops: 0, socket: '203.0.113.7', forwardedFor: '198.51.100.1' })).toBe('203.0.113.7')
  })

  it('is null without a socket (app.request, another runtime) or with one that is not an address', async () => {
    expect(await resolve({ hops: 0 })).toBeNull()
    expect(await resolve({ hops: 0, socket: '' })).toBeNull()
    expect(await resolve({ hops: 0, socket: 'localhost' })).toBeNull()
    const app = new Hono()
    app.get('/', (c) => c.text(String(socketAddress(c))))
    expect(await (await app.request('/')).text()).toBe('null')
  })
})

describe('X-Forwarded-For behind trusted proxies', () => {
  it('one proxy (nginx, Caddy): the entry it appended, the rightmost', async () => {
    expect(await resolve({ hops: 1, socket: '10.0.0.2', forwardedFor: '203.0.113.9' })).toBe('203.0.113.9')
    // Entries on the left were written by the client: never read.
    expect(await resolve({ hops: 1, socket: '10.0.0.2', forwardedFor: '198.51.100.66, 127.0.0.1, 203.0.113.9' })).toBe('203.0.113.9')
  })

  it('two proxies (Hosting, then Google’s front end): the second entry from the right', async () => {
    expect(await resolve({ hops: 2, socket: '169.254.1.1', forwardedFor: '203.0.113.9, 35.191.0.1' })).toBe('203.0.113.9')
    expect(await resolve({ hops: 2, socket: '169.254.1.1', forwardedFor: '1.1.1.1, 8.8.8.8, 203.0.113.9, 35.191.0.1' })).toBe('203.0.113.9')
  })

  it('reads repeated headers as one list, in order (RFC 9110 section 5.3)', async () => {
    expect(await resolve({ hops: 1, socket: '10.0.0.2', forwardedFor: ['198.51.100.66', '203.0.113.9'] })).toBe('203.0.113.9')
  })

  it('with fewer entries than hops (the outer proxy was skipped), the leftmost, which the nearest proxy wrote', async () => {
    expect(await resolve({ hops: 2, socket: '169.254.1.1', forwardedFor: '203.0.113.9' })).toBe('203.0.113.9')
  })

  it('without the header, the socket (a request that came through no proxy)', async () => {
    expect(await resolve({ hops: 1, socket: '203.0.113.7' })).toBe('203.0.113.7')
    expect(await resolve({ hops: 1, socket: '203.0.113.7', forwardedFor: ' , ' })).toBe('203.0.113.7')
  })

  it('accepts bracketed and port forms, maps IPv4-in-IPv6', async () => {
    expect(await resolve({ hops: 1, forwardedFor: '[2001:db8::1]:443' })).toBe('2001:db8::1')
    expect(await resolve({ hops: 1, forwardedFor: '[2001:db8::1]' })).toBe('2001:db8::1')
    expect(await resolve({ hops: 1, forwardedFor: '192.0.2.1:8080' })).toBe('192.0.2.1')
    expect(await resolve({ hops: 1, forwardedFor: '::ffff:192.0.2.1' })).toBe('192.0.2.1')
  })

  it.each(['unknown', '1.2.3', '300.1.1.1', '1.2.3.4.5', '01.2.3.4', '<script>', '_hidden', 'dead::beef::1'])(
    'a read entry that is no address (%s) is null, never a key some clients would share',
    async (entry) => {
      expect(await resolve({ hops: 1, socket: '10.0.0.2', forwardedFor: `203.0.113.9, ${entry}` })).toBeNull()
    },
  )

  it('requestAddress reads the hops from the configuration', async () => {
    const app = new Hono<AppEnv>()
    app.use('*', async (c, next) => {
      c.set('config', { trustedProxyHops: Number(c.req.query('hops')) } as AppConfig)
      await next()
    })
    app.get('/', (c) => c.text(String(requestAddress(c))))
    const ask = async (hops: number) =>
      (await app.request(`/?hops=${hops}`, { headers: { 'X-Forwarded-For': '198.51.100.1, 203.0.113.9' } }, { incoming: { socket: { remoteAddress: '10.0.0.2' } } })).text()
    expect(await ask(0)).toBe('10.0.0.2')
    expect(await ask(1)).toBe('203.0.113.9')
    expect(await ask(2)).toBe('198.51.100.1')
  })
})

describe('addressKey', () => {
  it('keeps IPv4 addresses whole', () => {
    expect(addressKey('203.0.113.9')).toBe('203.0.113.9')
  })

  it('gives an IPv6 client its /64 (one host usually holds a whole /64, RFC 4291 section 2.5.1)', () => {
    expect(addressKey('2001:db8:1:2:3:4:5:6')).toBe('2001:0db8:0001:0002::/64')
    expect(addressKey('2001:db8:1:2::1')).toBe('2001:0db8:0001:0002::/64')
    expect(addressKey('2001:db8:1:2:ffff:ffff:ffff:ffff')).toBe('2001:0db8:0001:0002::/64')
    expect(addressKey('2001:db8:1:3::1')).not.toBe(addressKey('2001:db8:1:2::1'))
    expect(addressKey('2001:db8::')).toBe('2001:0db8:0000:0000::/64')
    expect(addressKey('::1')).toBe('0000:0000:0000:0000::/64')
    expect(addressKey('64:ff9b::192.0.2.1')).toBe('0064:ff9b:0000:0000::/64')
  })
})

describe('a proxy that was not configured', () => {
  it('is named once in the log: every visitor would otherwise look like the proxy', async () => {
    const warn = vi.spyOn(console, 'warn').mockImplementation(() => {})
    try {
      const app = new Hono<AppEnv>()
      app.use('*', async (c, next) => {
        c.set('config', { trustedProxyHops: 0 } as AppConfig)
        await next()
      })
      app.get('/', (c) => c.text(String(requestAddress(c))))
      const env = { incoming: { socket: { remoteAddress: '127.0.0.1' } } }
      for (let i = 0; i < 3; i++) {
        expect(await (await app.request('/', { headers: { 'x-forwarded-for': '203.0.113.9' } }, env)).text()).toBe('127.0.0.1')
      }
      expect(warn).toHaveBeenCalledTimes(1)
      expect(String(warn.mock.calls[0]![0])).toContain('TRUSTED_PROXY_HOPS=1')
    } finally {
      warn.mockRestore()
    }
  })
})
