import type { Context } from 'hono'
import { isIP } from 'node:net'
import type { AppEnv } from '../app-env'

/**
 * Where the visitor's address comes from, decided once by configuration, never by the request:
 * - `trustedProxyHops: 0`: the TCP peer (the embedded server reached directly);
 * - `trustedProxyHops: n`: the entry that the outermost of the n trusted proxies appended to
 *   `X-Forwarded-For`, counted from the right. Each proxy appends the address it received the
 *   request from, so entries left of that one were written by the client and are never read
 *   (anyone can send `X-Forwarded-For: 1.2.3.4`).
 *
 * On Firebase the chain is Hosting's CDN (appends the visitor) then Google's front end in front
 * of Cloud Functions (appends the CDN's address): two hops. Behind nginx or Caddy on the
 * embedded backend it is one.
 */
export interface ClientAddressOptions {
  trustedProxyHops: number
}

/** The Node request the @hono/node-server adapter passes as `env.incoming`. */
interface NodeBindings {
  incoming?: { socket?: { remoteAddress?: string } }
}

/** `::ffff:127.0.0.1` (IPv4 on a dual-stack socket) and `127.0.0.1` are one client. */
function normalise(address: string | undefined): string | null {
  if (!address) return null
  let value = address.trim()
  // RFC 7239-style brackets and ports sometimes appear in forwarded lists: "[::1]:443", "1.2.3.4:80".
  const bracketed = /^\[([^\]]+)\](?::\d+)?$/.exec(value)
  if (bracketed) value = bracketed[1]!
  else if (/^\d{1,3}(\.\d{1,3}){3}:\d+$/.test(value)) value = value.slice(0, value.lastIndexOf(':'))
  if (value.toLowerCase().startsWith('::ffff:') && isIP(value.slice(7)) === 4) value = value.slice(7)
  const version = isIP(value)
  if (version === 6) return mappedIpv4(value.toLowerCase()) ?? value.toLowerCase()
  return version === 4 ? value : null
}

/**
 * The IPv4 address of an IPv4-mapped IPv6 address written in hex (`::ffff:7f00:1`, RFC 4291
 * section 2.5.5.2), or null. Without this every such client would fall in one /64 key.
 */
function mappedIpv4(address: string): string | null {
  if (address.includes('.') || address.includes('%')) return null
  const groups = expandIpv6(address)
  if (groups.length !== 8 || !groups.slice(0, 5).every((g) => g === '0000') || groups[5] !== 'ffff') return null
  const [high, low] = [parseInt(groups[6]!, 16), parseInt(groups[7]!, 16)]
  return [high >> 8, high & 255, low >> 8, low & 255].join('.')
}

/** The TCP peer's address, when the request came through the Node adapter. */
export function socketAddress(c: Context): string | null {
  return normalise((c.env as NodeBindings | undefined)?.incoming?.socket?.remoteAddress)
}

/**
 * The client's address, or null when it cannot be known (a request that did not come through
 * a socket, or a forwarded entry that is not an address). Callers refuse the request on null
 * rather than file it under a key every such request would share.
 */
export function clientAddress(c: Context, options: ClientAddressOptions): string | null {
  if (options.trustedProxyHops <= 0) return socketAddress(c)
  const entries = (c.req.header('x-forwarded-for') ?? '')
    .split(',')
    .map((entry) => entry.trim())
    .filter(Boolean)
  if (entries.length === 0) return socketAddress(c)
  // Fewer entries than trusted hops: the request skipped the outer proxies (for example straight
  // to the function's own URL); the leftmost is then the one the nearest proxy wrote.
  return normalise(entries[Math.max(0, entries.length - options.trustedProxyHops)])
}

/** The client's address as this deployment's configuration says to read it (see above). */
export function requestAddress(c: Context<AppEnv>): string | null {
  const hops = c.get('config').trustedProxyHops
  const address = clientAddress(c, { trustedProxyHops: hops })
  if (hops === 0 && !warnedAboutProxy && address && isLoopback(address) && c.req.header('x-forwarded-for')) {
    // Every visitor arriving from a local proxy looks like one client to the limits.
    warnedAboutProxy = true
    console.warn(
      'Requests arrive through a proxy on this machine (X-Forwarded-For from a loopback address): set TRUSTED_PROXY_HOPS=1 so sign-in slowing and rate limits see each visitor, not the proxy.',
    )
  }
  return address
}

let warnedAboutProxy = false

function isLoopback(address: string): boolean {
  return address === '::1' || address.startsWith('127.')
}

/** A key for per-address limits: IPv6 clients get a /64 each, as one host usually holds one. */
export function addressKey(address: string): string {
  if (isIP(address) !== 6) return address
  const groups = expandIpv6(address)
  return `${groups.slice(0, 4).join(':')}::/64`
}

function expandIpv6(address: string): string[] {
  const [head, tail] = address.split('::') as [string, string | undefined]
  const left = head ? head.split(':') : []
  const right = tail ? tail.split(':') : []
  // An embedded IPv4 tail (::ffff:1.2.3.4 that was not mapped) counts as two groups.
  const last = right.length ? right[right.length - 1]! : left[left.length - 1]
  const extra = last && last.includes('.') ? 1 : 0
  const missing = tail === undefined ? 0 : 8 - left.length - right.length - extra
  return [...left, ...Array<string>(Math.max(0, missing)).fill('0'), ...right].map((g) => g.padStart(4, '0'))
}
