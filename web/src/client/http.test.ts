import { createServer, type Server } from 'node:http'
import type { AddressInfo } from 'node:net'
import { afterAll, beforeAll, beforeEach, describe, expect, it } from 'vitest'
import { createHttp } from './http'

/** A local server answering `/status/{code}` with that code, counting requests per method and path. */
let server: Server
let origin = ''
const hits = new Map<string, number>()
const count = (method: string, path: string) => hits.get(`${method} ${path}`) ?? 0

beforeAll(async () => {
  server = createServer((req, res) => {
    const key = `${req.method} ${req.url}`
    hits.set(key, (hits.get(key) ?? 0) + 1)
    const status = Number(/\/status\/(\d+)$/.exec(req.url ?? '')?.[1] ?? 200)
    req.resume()
    res.writeHead(status, { 'content-type': 'application/json' })
    res.end(req.method === 'HEAD' ? undefined : JSON.stringify({ path: req.url }))
  })
  await new Promise<void>((resolve) => server.listen(0, '127.0.0.1', resolve))
  origin = `http://127.0.0.1:${(server.address() as AddressInfo).port}`
})

afterAll(async () => {
  await new Promise((resolve) => server.close(resolve))
})

beforeEach(() => hits.clear())

const RETRIED = [408, 409, 425, 429, 500, 502, 503, 504]

describe('browser HTTP client (the policy of ofetch defaults, spec section 7)', () => {
  it.each(RETRIED)('retries a GET once on %i (2 requests in all)', async (status) => {
    const client = createHttp({ baseURL: origin })
    await expect(client(`/status/${status}`)).rejects.toMatchObject({ status })
    expect(count('GET', `/status/${status}`)).toBe(2)
  })

  it('retries a HEAD once as well', async () => {
    const client = createHttp({ baseURL: origin })
    await expect(client('/status/503', { method: 'HEAD' })).rejects.toMatchObject({ status: 503 })
    expect(count('HEAD', '/status/503')).toBe(2)
  })

  it('does not retry other error statuses (404: 1 request)', async () => {
    const client = createHttp({ baseURL: origin })
    await expect(client('/status/404')).rejects.toMatchObject({ status: 404 })
    expect(count('GET', '/status/404')).toBe(1)
  })

  it.each(['POST', 'PUT', 'PATCH', 'DELETE'])('never retries %s (503: 1 request)', async (method) => {
    const client = createHttp({ baseURL: origin })
    await expect(client('/status/503', { method, body: 'a=1' })).rejects.toMatchObject({ status: 503 })
    expect(count(method, '/status/503')).toBe(1)
  })

  it('retries a GET once after a network failure, and never a POST', async () => {
    const closed = createServer((req) => {
      hits.set(`${req.method} closed`, (hits.get(`${req.method} closed`) ?? 0) + 1)
      req.socket.destroy()
    })
    await new Promise<void>((resolve) => closed.listen(0, '127.0.0.1', resolve))
    const client = createHttp({ baseURL: `http://127.0.0.1:${(closed.address() as AddressInfo).port}` })
    await expect(client('/x')).rejects.toMatchObject({ status: 0 })
    await expect(client('/x', { method: 'POST', body: 'a=1' })).rejects.toMatchObject({ status: 0 })
    await new Promise((resolve) => closed.close(resolve))
    expect(hits.get('GET closed')).toBe(2)
    expect(hits.get('POST closed')).toBe(1)
  })

  it('applies the base URL from the configuration', async () => {
    const client = createHttp({ baseURL: `${origin}/id/` })
    await expect(client('/blogs')).resolves.toEqual({ path: '/id/blogs' })
    expect(count('GET', '/id/blogs')).toBe(1)
  })
})
