import { connect } from 'node:net'
import { afterAll, beforeAll, describe, expect, it, vi } from 'vitest'
import { serveOnLoopback, type LoopbackServer } from '../testing/loopback-server'
import { signIn, TEST_ORIGIN } from '../testing/staff-session'
import { createTestApp, createTestBackend, type TestBackend } from '../testing/test-backend'
import { ClientAbortedError, isClientAbort } from './client-aborted'

let backend: TestBackend
let server: LoopbackServer
let port: number
let cookie: string

beforeAll(async () => {
  backend = createTestBackend()
  await backend.identity.createStaff({ email: 'editor@example.test', password: 'kata-sandi-editor', displayName: 'Editor', role: 'editor' })
  const app = createTestApp(backend)
  cookie = await signIn(app, 'editor@example.test', 'kata-sandi-editor')
  server = await serveOnLoopback(app)
  port = server.port
})

afterAll(async () => {
  await server.close()
  await backend.cleanup()
})

describe('a client that disconnects mid-upload', () => {
  it('is logged as one info line, not as a server failure with a stack', async () => {
    const info = vi.spyOn(console, 'info').mockImplementation(() => {})
    try {
      // Headers promise 3 MB; 64 KB arrive, then the connection is dropped.
      const socket = connect(port, '127.0.0.1')
      await new Promise((resolve) => socket.once('connect', resolve))
      socket.write(
        'POST /dashboard/uploads/blog_images HTTP/1.1\r\nHost: 127.0.0.1\r\n' +
          `Origin: ${TEST_ORIGIN}\r\nCookie: ${cookie}\r\nContent-Type: application/octet-stream\r\nContent-Length: 3000000\r\n\r\n`,
      )
      socket.write(Buffer.alloc(64 * 1024, 1))
      await new Promise((resolve) => setTimeout(resolve, 100))
      socket.destroy()
      await vi.waitFor(() => expect(info).toHaveBeenCalled(), { timeout: 5000 })
      expect(info).toHaveBeenCalledTimes(1)
      const line = String(info.mock.calls[0]![0])
      expect(line).toMatch(/POST \/dashboard\/uploads\/blog_images: the client disconnected before the request ended$/)
      expect(line).not.toContain('\n')
      // No console.error: the test setup fails the test on one.
    } finally {
      info.mockRestore()
    }
  })
})

describe('isClientAbort', () => {
  it('knows the shapes an early end of the request takes, and nothing else', () => {
    expect(isClientAbort(new ClientAbortedError())).toBe(true)
    expect(isClientAbort(Object.assign(new Error('aborted'), { code: 'ECONNRESET' }))).toBe(true)
    expect(isClientAbort(new Error('wrapped', { cause: Object.assign(new Error('x'), { code: 'ERR_STREAM_PREMATURE_CLOSE' }) }))).toBe(true)
    expect(isClientAbort(new TypeError('Cannot read properties of undefined'))).toBe(false)
    expect(isClientAbort(Object.assign(new Error('disk'), { code: 'ENOSPC' }))).toBe(false)
  })
})
