/**
 * `/about/` → 301 `/about`, and never a redirect to another site: hostile paths are
 * sent through the app and through the real Node server as raw request lines, since the request
 * line a client writes is not always what a URL object would hold.
 */
import { connect } from 'node:net'
import { afterAll, beforeAll, describe, expect, it } from 'vitest'
import type { App } from '../app'
import { createTestApp, createTestBackend, type TestBackend } from '../testing/test-backend'
import { serveOnLoopback, type LoopbackServer } from '../testing/loopback-server'
import { trimmedLocation } from './trailing-slash'

const BASE = 'https://www.example.test'

/** Whether a Location, resolved as a browser resolves it against the page, stays on the site. */
function staysOnSite(location: string): boolean {
  return new URL(location, `${BASE}/somewhere/page`).origin === BASE
}

describe('trimmedLocation', () => {
  it('drops every trailing slash and keeps the query; the root and paths without a slash are left alone', () => {
    expect(trimmedLocation(new URL(`${BASE}/about/`))).toBe('/about')
    expect(trimmedLocation(new URL(`${BASE}/blogs///?page=2&category=pajak`))).toBe('/blogs?page=2&category=pajak')
    expect(trimmedLocation(new URL(`${BASE}/en/`))).toBe('/en')
    expect(trimmedLocation(new URL(`${BASE}/`))).toBeNull()
    expect(trimmedLocation(new URL(`${BASE}/?q=1`))).toBeNull()
    expect(trimmedLocation(new URL(`${BASE}/about`))).toBeNull()
  })

  it('never answers a network-path reference (//host), whatever the spelling of the path', () => {
    const hostile = [
      '//evil.com/',
      '///evil.com/',
      '////evil.com//',
      '/\\evil.com/',
      '/\\/evil.com/',
      '/%09/evil.com/',
      '/\t/evil.com/',
      '/%2F%2Fevil.com/',
      '/%5C%5Cevil.com/',
      '/./evil.com//',
      '/../evil.com/',
      '//evil.com/?next=//evil.com/',
      '//',
      '///',
    ]
    for (const path of hostile) {
      const location = trimmedLocation(new URL(`${BASE}${path}`))
      expect(location, path).not.toBeNull()
      expect(location!.startsWith('//'), `${path} → ${location}`).toBe(false)
      expect(location!.startsWith('/\\'), `${path} → ${location}`).toBe(false)
      expect(staysOnSite(location!), `${path} → ${location}`).toBe(true)
    }
    expect(trimmedLocation(new URL(`${BASE}//evil.com/`))).toBe('/evil.com')
    expect(trimmedLocation(new URL(`${BASE}//`))).toBe('/')
  })
})

describe('paths with a trailing slash', () => {
  let backend: TestBackend
  let app: App
  let server: LoopbackServer
  beforeAll(async () => {
    backend = createTestBackend()
    app = createTestApp(backend)
    server = await serveOnLoopback(app)
  })
  afterAll(async () => {
    await server.close()
    await backend.cleanup()
  })

  it('answers 301 to the path without it, query kept, in both languages; the root is served as it is', async () => {
    for (const [from, to] of [
      ['/about/', '/about'],
      ['/blogs/?page=2&category=pajak', '/blogs?page=2&category=pajak'],
      ['/en/', '/en'],
      ['/en/blogs/', '/en/blogs'],
      ['/attorneys/budi-santoso/', '/attorneys/budi-santoso'],
      ['/dashboard/', '/dashboard'],
    ]) {
      const res = await app.request(`${BASE}${from}`)
      expect(res.status, from).toBe(301)
      expect(res.headers.get('location'), from).toBe(to)
      const head = await app.request(`${BASE}${from}`, { method: 'HEAD' })
      expect(head.status, `HEAD ${from}`).toBe(301)
    }
    expect((await app.request(`${BASE}/`)).status).toBe(200)
    expect((await app.request(`${BASE}/about`)).status).toBe(200)
    expect((await app.request(`${BASE}/en`)).status).toBe(200)
  })

  it('does not redirect a form sent to such a path (a browser would turn the POST into a GET)', async () => {
    const res = await app.request(`${BASE}/contact-us/`, { method: 'POST', headers: { origin: BASE }, body: new URLSearchParams({ name: 'x' }) })
    expect(res.status).toBe(404)
    expect(res.headers.get('location')).toBeNull()
  })

  /** One raw HTTP/1.1 request on a socket: the status line and the Location header. */
  function rawRequest(target: string): Promise<{ status: number; location: string | null }> {
    return new Promise((resolve, reject) => {
      const socket = connect(server.port, '127.0.0.1')
      let data = ''
      socket.setEncoding('latin1')
      socket.on('data', (chunk) => (data += chunk))
      socket.on('error', reject)
      socket.on('end', () => {
        const status = Number(/^HTTP\/1\.1 (\d{3})/.exec(data)?.[1] ?? 0)
        resolve({ status, location: /\r\nlocation: ([^\r]*)\r\n/i.exec(data)?.[1] ?? null })
      })
      socket.write(`GET ${target} HTTP/1.1\r\nHost: www.example.test\r\nConnection: close\r\n\r\n`)
    })
  }

  it('sends hostile request lines to a path on this site, or refuses them, never to another host', async () => {
    const targets = ['//evil.com/', '///evil.com/', '/\\evil.com/', '/%09/evil.com/', '/%5C%5Cevil.com/', '//evil.com/?x=1', '/./evil.com//', 'http://evil.com/about/']
    for (const target of targets) {
      const { status, location } = await rawRequest(target)
      expect([301, 400, 404], `${target}: ${status}`).toContain(status)
      if (location !== null) expect(staysOnSite(location), `${target} → ${location}`).toBe(true)
      if (location !== null) expect(location.startsWith('//') || location.startsWith('/\\'), `${target} → ${location}`).toBe(false)
    }
    expect(await rawRequest('//evil.com/')).toEqual({ status: 301, location: '/evil.com' })
  })
})
