import { request } from 'node:http'
import { afterAll, beforeAll, describe, expect, it } from 'vitest'
import { FREE_FAILURES_PER_ADDRESS } from './auth/login-throttle'
import { serveOnLoopback, type LoopbackServer } from './testing/loopback-server'
import { TEST_ORIGIN } from './testing/staff-session'
import { createTestApp, createTestBackend, type TestBackend } from './testing/test-backend'

/**
 * The real Node server, over real sockets from several loopback source addresses
 * (127.0.0.0/8 is all loopback on Linux): the app must see each client's own address.
 */
let backend: TestBackend
let server: LoopbackServer
let port: number

function postLogin(from: string, email: string, password: string): Promise<number> {
  const body = new URLSearchParams({ email, password }).toString()
  return new Promise((resolve, reject) => {
    const req = request(
      {
        host: '127.0.0.1',
        port,
        localAddress: from,
        method: 'POST',
        path: '/login',
        headers: { origin: TEST_ORIGIN, 'content-type': 'application/x-www-form-urlencoded', 'content-length': Buffer.byteLength(body) },
      },
      (res) => {
        res.resume()
        res.on('end', () => resolve(res.statusCode ?? 0))
      },
    )
    req.on('error', reject)
    req.end(body)
  })
}

beforeAll(async () => {
  backend = createTestBackend()
  await backend.identity.createStaff({ email: 'admin@example.test', password: 'kata-sandi-admin', displayName: 'Admin', role: 'admin' })
  const app = createTestApp(backend)
  server = await serveOnLoopback(app)
  port = server.port
})

afterAll(async () => {
  await server.close()
  await backend.cleanup()
})

describe('the Node server', () => {
  it("gives the app each client's socket address: one address's failures never lock out another", async () => {
    // The audit's lockout: 21 failed sign-ins from one address with any emails...
    for (let i = 0; i <= FREE_FAILURES_PER_ADDRESS; i++) {
      expect(await postLogin('127.0.0.2', `siapa${i}@example.test`, 'salah')).toBe(401)
    }
    // ...slow that address...
    expect(await postLogin('127.0.0.2', 'admin@example.test', 'kata-sandi-admin')).toBe(429)
    // ...and no other: the admin signs in from a different address.
    expect(await postLogin('127.0.0.3', 'admin@example.test', 'kata-sandi-admin')).toBe(303)
  })
})
