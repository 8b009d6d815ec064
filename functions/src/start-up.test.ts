import { afterAll, afterEach, beforeAll, describe, expect, it, vi } from 'vitest'
import { StoreUnavailableError } from './backends/ports'
import { runStartUp, retryWhileUnavailable, StartUp, START_RETRY_MAX_MS, type StartStep } from './start-up'
import { createTestApp, createTestBackend, type TestBackend } from './testing/test-backend'
import { TEST_ORIGIN } from './testing/staff-session'

const down = () => new StoreUnavailableError('content store did not answer query within 3000 ms')

/** A step that fails for want of its service `failures` times, then answers. */
function flaky(failures: number, value = 'ok') {
  const tries: number[] = []
  const run = async () => {
    tries.push(Date.now())
    if (tries.length <= failures) throw down()
    return value
  }
  return { run, tries }
}

afterEach(() => {
  vi.useRealTimers()
})

describe('retryWhileUnavailable', () => {
  it('waits an outage out with a bounded backoff, logging the failure and the recovery once each', async () => {
    vi.useFakeTimers({ toFake: ['setTimeout', 'clearTimeout', 'Date'] })
    const step = flaky(7)
    const lines: string[] = []
    const result = retryWhileUnavailable(step.run, { what: 'akun admin pertama', log: (line) => lines.push(line) })
    await vi.advanceTimersByTimeAsync(120_000)
    expect(await result).toEqual({ stopped: false, value: 'ok' })
    const waits = step.tries.slice(1).map((at, i) => at - step.tries[i]!)
    // 1 s, doubled after each failure, never more than the cap.
    expect(waits).toEqual([1000, 2000, 4000, 8000, START_RETRY_MAX_MS, START_RETRY_MAX_MS, START_RETRY_MAX_MS])
    expect(lines).toHaveLength(2)
    expect(lines[0]).toMatch(/^Mulai: akun admin pertama belum dapat dijalankan \(content store did not answer query within 3000 ms\)\. Server tetap menerima permintaan/)
    expect(lines[1]).toBe('Mulai: akun admin pertama berhasil setelah 8 percobaan (45,0 detik).')
  })

  it('logs nothing when the step succeeds at once', async () => {
    const lines: string[] = []
    expect(await retryWhileUnavailable(async () => 42, { what: 'x', log: (line) => lines.push(line) })).toEqual({ stopped: false, value: 42 })
    expect(lines).toEqual([])
  })

  it('does not wait out an error that is not an outage: it is thrown at once', async () => {
    const refused = new Error('ADMIN_PASSWORD refused by the identity service')
    let tries = 0
    const run = async () => {
      tries++
      throw refused
    }
    await expect(retryWhileUnavailable(run, { what: 'akun admin pertama', log: () => {} })).rejects.toBe(refused)
    expect(tries).toBe(1)
  })

  it('stops during its wait when the server stops, without trying again', async () => {
    vi.useFakeTimers({ toFake: ['setTimeout', 'clearTimeout'] })
    const step = flaky(Infinity)
    const stop = new AbortController()
    const result = retryWhileUnavailable(step.run, { what: 'x', log: () => {}, signal: stop.signal })
    await vi.advanceTimersByTimeAsync(3500)
    expect(step.tries).toHaveLength(3)
    stop.abort()
    expect(await result).toEqual({ stopped: true })
    await vi.advanceTimersByTimeAsync(60_000)
    expect(step.tries).toHaveLength(3)
  })

  it('reports a failure that comes after the stop as the stop, not as an error', async () => {
    const stop = new AbortController()
    const run = async () => {
      stop.abort()
      throw new Error('The database connection is not open')
    }
    expect(await retryWhileUnavailable(run, { what: 'x', log: () => {}, signal: stop.signal })).toEqual({ stopped: true })
  })
})

describe('runStartUp', () => {
  it('marks each phase done after its last step; a step that succeeded is not run again', async () => {
    vi.useFakeTimers({ toFake: ['setTimeout', 'clearTimeout'] })
    const startUp = new StartUp()
    const ran: string[] = []
    const step = (what: string, failures = 0): StartStep => {
      const inner = flaky(failures)
      return {
        what,
        run: async () => {
          ran.push(what)
          return inner.run()
        },
      }
    }
    const finished = runStartUp(startUp, { content: [step('seed'), step('prepare', 2)], staff: [step('admin', 1)] }, { log: () => {} })
    expect(startUp.pending()).toEqual(['content', 'staff'])
    await vi.advanceTimersByTimeAsync(3000)
    expect(startUp.pending()).toEqual(['staff'])
    await vi.advanceTimersByTimeAsync(1000)
    expect(await finished).toBe(true)
    expect(startUp.pending()).toEqual([])
    expect(ran).toEqual(['seed', 'prepare', 'prepare', 'prepare', 'admin', 'admin'])
    await expect(startUp.whenDone('content')).resolves.toBeUndefined()
  })

  it('resolves false when stopped, the pending phases left pending', async () => {
    const startUp = new StartUp()
    const stop = new AbortController()
    const finished = runStartUp(startUp, { content: [{ what: 'prepare', run: () => Promise.reject(down()) }], staff: [] }, { log: () => {}, signal: stop.signal })
    stop.abort()
    expect(await finished).toBe(false)
    expect(startUp.pending()).toEqual(['content', 'staff'])
  })

  it('leaves a phase pending when its last step succeeds after the stop: nothing starts on a closing backend', async () => {
    const startUp = new StartUp()
    const stop = new AbortController()
    const run = async () => {
      stop.abort()
      return 'done anyway'
    }
    expect(await runStartUp(startUp, { content: [{ what: 'prepare', run }], staff: [] }, { log: () => {}, signal: stop.signal })).toBe(false)
    expect(startUp.pending()).toEqual(['content', 'staff'])
  })
})

describe('requests while the server starts', () => {
  let backend: TestBackend
  beforeAll(() => {
    backend = createTestBackend()
  })
  afterAll(async () => {
    await backend.cleanup()
  })

  it('answer the 503 page (no-store, Retry-After) until the content phase is done, staff routes until the staff phase is', async () => {
    const startUp = new StartUp()
    const app = createTestApp(backend, { startUp })

    // Content pending: every page, staff route and API waits; the build file and /healthz answer.
    for (const path of ['/', '/attorneys', '/login', '/dashboard/blogs', '/en']) {
      const res = await app.request(path)
      expect(res.status, path).toBe(503)
      expect(res.headers.get('cache-control'), path).toBe('no-store')
      expect(res.headers.get('retry-after'), path).toBe('30')
    }
    const api = await app.request('/api/search?q=merger')
    expect(api.status).toBe(503)
    expect(api.headers.get('cache-control')).toBe('no-store')
    expect(api.headers.get('retry-after')).toBe('30')
    expect(await api.json()).toMatchObject({ code: 503 })
    expect((await app.request('/_build/latest.json')).status).toBe(200)
    const starting = await app.request('/healthz')
    expect(starting.status).toBe(503)
    expect(starting.headers.get('retry-after')).toBe('30')
    expect(await starting.json()).toMatchObject({ status: 'starting', checks: { content: 'ok', search: 'ok', files: 'ok' }, starting: ['content', 'staff'] })
    // Staff who sent a form are told why nothing was saved.
    const post = await app.request('/dashboard/blogs/new', { method: 'POST', headers: { origin: TEST_ORIGIN, 'content-type': 'application/x-www-form-urlencoded' }, body: 'title=x' })
    expect(post.status).toBe(503)
    expect(await post.text()).toContain('Perubahan Anda belum disimpan karena server masih bersiap setelah dinyalakan.')

    // Content done, the first admin pending: pages are served, sign-in and the dashboard wait.
    startUp.done('content')
    expect((await app.request('/')).status).toBe(200)
    expect((await app.request('/attorneys')).status).toBe(200)
    for (const path of ['/login', '/logout', '/dashboard', '/dashboard/blogs']) expect((await app.request(path)).status, path).toBe(503)
    const staffPending = await app.request('/healthz')
    expect(staffPending.status).toBe(200)
    expect(await staffPending.json()).toMatchObject({ status: 'degraded', checks: { content: 'ok', search: 'ok', files: 'ok' }, starting: ['staff'] })

    // Both done: everything as without a start-up, /healthz without `starting`.
    startUp.done('staff')
    expect((await app.request('/login')).status).toBe(200)
    const up = await app.request('/healthz')
    expect(up.status).toBe(200)
    expect(await up.json()).toEqual({ status: 'ok', build: 'dev', checks: { content: 'ok', search: 'ok', files: 'ok' } })
  })
})
