/**
 * The site function's own duties around a deploy, served the way the Functions framework serves
 * it (Express with the body already read): its build's hashed assets, for the minutes when
 * Hosting still has the previous release (functions are released first), and App Check on
 * public writes as the APP_CHECK param says.
 */
import express from 'express'
import { mkdirSync, mkdtempSync, rmSync, writeFileSync } from 'node:fs'
import type { Server } from 'node:http'
import type { AddressInfo } from 'node:net'
import os from 'node:os'
import path from 'node:path'
import { afterAll, afterEach, beforeAll, describe, expect, it } from 'vitest'
import { defineCloudFunctions } from './all-functions'
import { APP_CHECK_HEADER, APP_CHECK_NEEDS_SCRIPT, APP_CHECK_REFUSED } from '../security/app-check'
import { createTestBackend, testConfig, type TestBackend } from '../testing/test-backend'

const staticDir = mkdtempSync(path.join(os.tmpdir(), 'fn-static-'))
let backend: TestBackend
const servers: Server[] = []

/** One instance of the site function, with the APP_CHECK param set as a deployed instance reads it. */
async function serve(appCheck: string | undefined) {
  if (appCheck === undefined) delete process.env.APP_CHECK
  else process.env.APP_CHECK = appCheck
  const fns = defineCloudFunctions({
    load: async () => ({ config: testConfig(), backend }),
    staticDir,
    verifyAppCheck: async (token) => {
      if (token !== 'valid-token') throw new Error('app-check/invalid-argument')
    },
  })
  const site = express()
  site.use(express.raw({ type: () => true, verify: (req, _res, buf) => void ((req as unknown as { rawBody: Buffer }).rawBody = buf) }))
  site.all('/{*path}', (req, res) => void fns.app(req as never, res))
  const server = site.listen(0)
  servers.push(server)
  return `http://127.0.0.1:${(server.address() as AddressInfo).port}`
}

beforeAll(() => {
  backend = createTestBackend()
  mkdirSync(path.join(staticDir, 'assets'), { recursive: true })
  writeFileSync(path.join(staticDir, 'assets', 'site-NEWBUILD.css'), 'body{color:#123}')
})
afterEach(() => {
  for (const server of servers.splice(0)) server.close()
  delete process.env.APP_CHECK
})
afterAll(async () => {
  await backend.cleanup()
  rmSync(staticDir, { recursive: true, force: true })
})

describe('the site function', () => {
  it('serves its own build’s hashed assets (Hosting rewrites paths it does not have to it), immutable', async () => {
    const origin = await serve(undefined)
    const res = await fetch(`${origin}/assets/site-NEWBUILD.css`)
    expect(res.status).toBe(200)
    expect(res.headers.get('cache-control')).toBe('public, max-age=31536000, immutable')
    expect(await res.text()).toBe('body{color:#123}')
    // A file it does not have is a 404 the CDN must not keep (Hosting keeps uncached 404s ten minutes).
    const missing = await fetch(`${origin}/assets/site-OTHER.css`)
    expect(missing.status).toBe(404)
    expect(missing.headers.get('cache-control')).toBe('no-store')
  })

  it('APP_CHECK=enforce: a public write without a valid token is refused before the app; staff routes are not affected', async () => {
    const origin = await serve('enforce')
    const refused = await fetch(`${origin}/other-public-write`, { method: 'POST', body: 'nama=A' })
    expect(refused.status).toBe(401)
    expect(await refused.json()).toEqual({ error: APP_CHECK_REFUSED })
    // A forged token on a form is refused there too (only a script can send one).
    const forged = await fetch(`${origin}/contact-us`, { method: 'POST', body: 'nama=A', headers: { [APP_CHECK_HEADER]: 'forged' } })
    expect(forged.status).toBe(401)
    // With a valid token the request reaches the app.
    const passed = await fetch(`${origin}/other-public-write`, { method: 'POST', body: 'nama=A', headers: { [APP_CHECK_HEADER]: 'valid-token' } })
    expect(passed.status).not.toBe(401)
    const login = await fetch(`${origin}/login`, { method: 'POST', redirect: 'manual', body: 'email=a', headers: { origin: 'https://www.example.test', 'content-type': 'application/x-www-form-urlencoded' } })
    expect(login.status).not.toBe(401)
  })

  it('APP_CHECK=enforce: the contact form sent without JavaScript is shown again by the app, asking for JavaScript (403), nothing stored', async () => {
    const origin = await serve('enforce')
    const res = await fetch(`${origin}/contact-us`, {
      method: 'POST',
      headers: { origin: testConfig().publicBaseUrl, 'content-type': 'application/x-www-form-urlencoded' },
      body: new URLSearchParams({ name: 'Tanpa Skrip', email: 'a@example.test', message: 'Pesan yang cukup panjang untuk dikirim.', consent: 'ya' }),
    })
    expect(res.status).toBe(403)
    const page = await res.text()
    expect(page).toContain(APP_CHECK_NEEDS_SCRIPT('Pesan'))
    expect(page).toContain('value="Tanpa Skrip"')
    expect(await backend.content.count('inquiries')).toBe(0)
  })

  it('APP_CHECK=enforce: the English forms sent without JavaScript are shown again in English, at their English words and the Indonesian ones a cached page may still post to', async () => {
    const origin = await serve('enforce')
    const headers = { origin: testConfig().publicBaseUrl, 'content-type': 'application/x-www-form-urlencoded' }
    const contact = await fetch(`${origin}/en/contact-us`, { method: 'POST', headers, body: new URLSearchParams({ name: 'No Script', email: 'a@example.test', message: 'A message long enough to be sent.', consent: 'ya' }) })
    expect(contact.status).toBe(403)
    const page = await contact.text()
    expect(page).toContain('<html lang="en">')
    expect(page).toContain('Your message has not been sent: this form needs JavaScript')
    expect(page).toContain('value="No Script"')
    for (const path of ['/en/career/apply', '/en/career/lamaran']) {
      const application = await fetch(`${origin}${path}`, { method: 'POST', headers, body: new URLSearchParams({ name: 'No Script' }) })
      expect(application.status, path).toBe(403)
      expect(await application.text(), path).toContain('Your application has not been sent: this form needs JavaScript')
    }
    // A forged token is refused before the app, in the page's language.
    const forged = await fetch(`${origin}/en/contact-us`, { method: 'POST', body: 'name=A', headers: { [APP_CHECK_HEADER]: 'forged' } })
    expect(forged.status).toBe(401)
    expect(await forged.json()).toEqual({ error: 'Your request could not be verified. Please reload the page, then send again.' })
    expect(await backend.content.count('inquiries')).toBe(0)
  })

  it('APP_CHECK unset (the default, off): nothing is checked', async () => {
    const origin = await serve(undefined)
    expect((await fetch(`${origin}/contact-us`, { method: 'POST', body: 'nama=A' })).status).not.toBe(401)
  })

  it('a mistyped APP_CHECK stops the instance with the server-error page rather than running unguarded', async () => {
    const origin = await serve('enforced')
    const res = await fetch(`${origin}/`)
    expect(res.status).toBe(500)
    expect(res.headers.get('cache-control')).toBe('no-store')
  })
})
