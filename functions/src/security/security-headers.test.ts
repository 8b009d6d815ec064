import { afterAll, beforeAll, describe, expect, it } from 'vitest'
import { createTestApp, createTestBackend, type TestBackend } from '../testing/test-backend'
import { signIn } from '../testing/staff-session'
import type { App } from '../app'
import { loadConfig } from '../config'

let backend: TestBackend
let app: App
let cookie: string

beforeAll(async () => {
  backend = createTestBackend()
  const config = loadConfig(
    { PUBLIC_BASE_URL: 'https://www.example.test', SEED_DEMO: '0' },
    { buildId: 't', builtAt: '2026-01-01T00:00:00.000Z', files: { 'dashboard.js': '/assets/dashboard-T.js', 'site.js': '/assets/site-T.js' } },
  )
  app = createTestApp(backend, { config })
  await backend.identity.createStaff({ email: 'editor@example.test', password: 'kata-sandi-editor', displayName: 'Editor', role: 'editor' })
  cookie = await signIn(app, 'editor@example.test', 'kata-sandi-editor')
})
afterAll(async () => {
  await backend.cleanup()
})

const csp = (res: Response) =>
  Object.fromEntries(
    (res.headers.get('content-security-policy') ?? '').split(';').map((part) => {
      const [name, ...values] = part.trim().split(/\s+/)
      return [name, values.join(' ')]
    }),
  )

describe('security headers', () => {
  it.each(['/', '/blogs', '/tidak-ada', '/robots.txt', '/_build/latest.json', '/login'])('%s carries the basic protections', async (path) => {
    const res = await app.request(`https://www.example.test${path}`)
    expect(res.headers.get('x-content-type-options')).toBe('nosniff')
    expect(res.headers.get('referrer-policy')).toBe('strict-origin-when-cross-origin')
    expect(res.headers.get('permissions-policy')).toContain('camera=()')
    expect(res.headers.get('strict-transport-security')).toBe('max-age=31536000; includeSubDomains')
    expect(res.headers.get('content-security-policy')).toBeTruthy()
  })

  it('gives public pages a CSP without any inline script allowance', async () => {
    const policy = csp(await app.request('/blogs'))
    expect(policy['script-src']).toBe("'self'")
    expect(policy['style-src']).toBe("'self'")
    expect(policy['object-src']).toBe("'none'")
    expect(policy['frame-ancestors']).toBe("'self'")
    const html = await (await app.request('/blogs')).text()
    // Every script on a public page is a file or a data block; none would run inline.
    for (const tag of html.match(/<script\b[^>]*>/g) ?? []) expect(tag).toMatch(/type="application\/(ld\+)?json"|src="/)
  })

  it('lets only the pages whose rich text may hold a video frame the two video players, nothing else', async () => {
    const players = "'self' https://www.youtube-nocookie.com https://player.vimeo.com"
    for (const path of ['/blogs/contoh', '/publications/contoh', '/practice-area/contoh', '/career', '/career/associate', '/about', '/en/blogs/example', '/en/about', '/en/career', '/dashboard/blogs/abc/preview', '/dashboard/practice-areas/preview']) {
      expect(csp(await app.request(`https://www.example.test${path}`, { headers: { cookie } }))['frame-src'], path).toBe(players)
    }
    for (const path of ['/', '/blogs', '/contact-us', '/attorneys/contoh', '/search', '/en', '/blogs/contoh/lain', '/dashboard/blogs', '/login']) {
      expect(csp(await app.request(`https://www.example.test${path}`, { headers: { cookie } }))['frame-src'], path).toBeUndefined()
    }
  })

  it('gives dashboard pages a fresh nonce, the only way their scripts run, and forbids framing', async () => {
    const first = await app.request('/dashboard/tags', { headers: { cookie } })
    const second = await app.request('/dashboard/tags', { headers: { cookie } })
    const policy = csp(first)
    const nonce = /'nonce-([^']+)'/.exec(policy['script-src']!)?.[1]
    expect(nonce).toMatch(/^[A-Za-z0-9+/=]{20,}$/)
    expect(policy['script-src']).toContain("'strict-dynamic'")
    expect(policy['script-src']).not.toContain('unsafe-inline')
    expect(csp(second)['script-src']).not.toContain(nonce)
    expect(policy['frame-ancestors']).toBe("'none'")
    expect(first.headers.get('x-frame-options')).toBe('DENY')
    const html = await first.text()
    const scripts = html.match(/<script\b[^>]*\bsrc="[^"]*"[^>]*>/g) ?? []
    expect(scripts.length).toBeGreaterThan(0)
    for (const tag of scripts) expect(tag).toContain(`nonce="${nonce}"`)
  })

  it('forbids framing the login page', async () => {
    const res = await app.request('/login')
    expect(csp(res)['frame-ancestors']).toBe("'none'")
    expect(res.headers.get('x-frame-options')).toBe('DENY')
  })

  it('sends no HSTS over plain http', async () => {
    const plain = createTestApp(backend, { config: { ...(await import('../testing/test-backend')).testConfig({ PUBLIC_BASE_URL: 'http://localhost:3000' }) } })
    const res = await plain.request('http://localhost:3000/')
    expect(res.headers.get('strict-transport-security')).toBeNull()
  })
})

describe('App Check (reCAPTCHA Enterprise) in the dashboard policy', () => {
  const SITE_KEY = '6LcTestSiteKey_for-the-dashboard-000000'
  const FIREBASE = {
    BACKEND: 'firebase',
    GOOGLE_CLOUD_PROJECT: 'demo-alr',
    STORAGE_BUCKET: 'demo-alr.appspot.com',
    WEB_API_KEY: 'web-key',
    WEB_APP_ID: '1:123:web:abc',
    ALGOLIA_APP_ID: 'APP',
    ALGOLIA_ADMIN_KEY: 'admin-key',
  }
  // The same store and session; only the configuration differs.
  const firebaseApp = async (env: NodeJS.ProcessEnv) => createTestApp(backend, { config: (await import('../testing/test-backend')).testConfig({ ...FIREBASE, ...env }) })
  const RECAPTCHA = /recaptcha|content-firebaseappcheck/

  it('allows reCAPTCHA and the token exchange on dashboard pages when a site key is configured', async () => {
    const site = await firebaseApp({ APP_CHECK_SITE_KEY: SITE_KEY })
    const res = await site.request('https://www.example.test/dashboard/tags', { headers: { cookie } })
    expect(res.status).toBe(200)
    const policy = csp(res)
    expect(policy['script-src']).toMatch(/^'nonce-[^']+' 'strict-dynamic' 'self' https:\/\/www\.google\.com\/recaptcha\/ https:\/\/www\.gstatic\.com\/recaptcha\/$/)
    expect(policy['frame-src']).toBe("'self' https://www.google.com/recaptcha/ https://recaptcha.google.com/recaptcha/")
    expect(policy['connect-src']!.split(' ')).toEqual(
      expect.arrayContaining(['https://content-firebaseappcheck.googleapis.com', 'https://www.google.com/recaptcha/', 'https://www.gstatic.com/recaptcha/', 'https://firebasestorage.googleapis.com']),
    )
    expect(policy['script-src']).not.toContain('unsafe-inline')
    // The page's browser configuration carries the key the policy was opened for.
    const data = JSON.parse(/<script type="application\/json" id="dashboard-data">(.*?)<\/script>/s.exec(await res.text())![1]!)
    expect(data.config.upload.appCheck).toEqual({ siteKey: SITE_KEY })
  })

  it('allows them on public pages too (their forms get tokens), and their browser configuration names the key; never on the sign-in page', async () => {
    const site = await firebaseApp({ APP_CHECK_SITE_KEY: SITE_KEY })
    for (const path of ['/', '/blogs', '/contact-us']) {
      const res = await site.request(`https://www.example.test${path}`)
      const policy = csp(res)
      // Public pages run no nonce: the host paths are what lets the SDK's reCAPTCHA script in.
      expect(policy['script-src'], path).toBe("'self' https://www.google.com/recaptcha/ https://www.gstatic.com/recaptcha/")
      expect(policy['frame-src'], path).toBe("'self' https://www.google.com/recaptcha/ https://recaptcha.google.com/recaptcha/")
      expect(policy['connect-src']!.split(' '), path).toContain('https://content-firebaseappcheck.googleapis.com')
      const config = JSON.parse(/<script type="application\/json" id="app-config">(.*?)<\/script>/s.exec(await res.text())![1]!)
      expect(config.appCheck, path).toEqual({ siteKey: SITE_KEY, apiKey: 'web-key', projectId: expect.any(String), appId: '1:123:web:abc' })
    }
    const login = (await site.request('https://www.example.test/login')).headers.get('content-security-policy')!
    expect(login).not.toMatch(RECAPTCHA)
    expect(login).not.toContain('frame-src')
  })

  it('keeps public pages without them when no key is configured', async () => {
    const site = await firebaseApp({})
    for (const path of ['/', '/contact-us']) {
      const res = await site.request(`https://www.example.test${path}`)
      expect(res.headers.get('content-security-policy'), path).not.toMatch(RECAPTCHA)
      expect(await res.text(), path).not.toContain('"appCheck"')
    }
  })

  it('leaves them out without a site key, on Firebase and on the embedded backend', async () => {
    const site = await firebaseApp({})
    for (const [name, target] of [['firebase', site], ['embedded', app]] as const) {
      const res = await target.request('https://www.example.test/dashboard/tags', { headers: { cookie } })
      expect(res.status, name).toBe(200)
      const header = res.headers.get('content-security-policy')!
      expect(header, name).not.toMatch(RECAPTCHA)
      expect(header, name).not.toContain('frame-src')
    }
  })
})

describe('caching headers', () => {
  it.each(['/', '/blogs', '/robots.txt', '/sitemap.xml', '/blogs/feed.xml', '/api/search?q=a', '/_build/latest.json', '/login', '/tidak-ada'])(
    '%s has Cache-Control, and 200 answers an ETag',
    async (path) => {
      const res = await app.request(path)
      expect(res.headers.get('cache-control'), path).toBeTruthy()
      if (res.status === 200 && path !== '/_build/latest.json' && path !== '/login') expect(res.headers.get('etag'), path).toMatch(/"/)
    },
  )
})

describe('body limits', () => {
  it('refuses an oversized sign-in body with 413 before reading it', async () => {
    const res = await app.request('https://www.example.test/login', {
      method: 'POST',
      headers: { origin: 'https://www.example.test', 'content-type': 'application/x-www-form-urlencoded' },
      body: `email=a%40b.c&password=${'x'.repeat(20_000)}`,
    })
    expect(res.status).toBe(413)
    expect(await res.text()).toContain('Isian formulir terlalu besar.')
  })
})
