import { Hono } from 'hono'
import { describe, expect, it } from 'vitest'
import type { AppEnv } from '../app-env'
import { loadConfig, type AppConfig } from '../config'
import { errorHandler } from '../render/error-handling'
import { sameOrigin } from './same-origin'

const firebaseEnv = {
  BACKEND: 'firebase',
  GOOGLE_CLOUD_PROJECT: 'firma-hukum',
  STORAGE_BUCKET: 'firma-hukum.firebasestorage.app',
  WEB_API_KEY: 'k',
  ALGOLIA_APP_ID: 'a',
  ALGOLIA_ADMIN_KEY: 's',
  PUBLIC_BASE_URL: 'https://www.firma.example',
}

/** The middleware alone, as the function behind Hosting sees requests (its own URL, not the site's). */
function appWith(config: AppConfig) {
  const app = new Hono<AppEnv>()
  app.use('*', async (c, next) => {
    c.set('config', config)
    await next()
  })
  app.post('/login', sameOrigin, (c) => c.text('ok'))
  app.onError((error, c) => (error instanceof Error && 'status' in error ? c.text('refused', (error as { status: 403 }).status) : errorHandler(error, c)))
  return app
}

const post = (app: Hono<AppEnv>, origin: string) =>
  app.request('https://app-abc123-as.a.run.app/login', { method: 'POST', headers: { origin } })

describe('sameOrigin on Firebase', () => {
  const app = appWith(loadConfig(firebaseEnv))

  it("accepts the project's Hosting domains, so the first admin can sign in before the custom domain exists", async () => {
    expect((await post(app, 'https://firma-hukum.web.app')).status).toBe(200)
    expect((await post(app, 'https://firma-hukum.firebaseapp.com')).status).toBe(200)
    expect((await post(app, 'https://www.firma.example')).status).toBe(200)
  })

  it('refuses other sites, look-alikes included', async () => {
    for (const origin of ['https://evil.example', 'https://firma-hukum.web.app.evil.example', 'https://other-project.web.app', 'http://firma-hukum.web.app', 'null']) {
      expect((await post(app, origin)).status, origin).toBe(403)
    }
  })

  it('accepts the origins listed in EXTRA_ORIGINS, and refuses a malformed list at start-up', async () => {
    const extra = appWith(loadConfig({ ...firebaseEnv, EXTRA_ORIGINS: 'https://kantor.example, https://staf.kantor.example' }))
    expect((await post(extra, 'https://staf.kantor.example')).status).toBe(200)
    expect(() => loadConfig({ ...firebaseEnv, EXTRA_ORIGINS: 'https://kantor.example/path' })).toThrow(/EXTRA_ORIGINS/)
    expect(() => loadConfig({ ...firebaseEnv, EXTRA_ORIGINS: 'kantor.example' })).toThrow(/EXTRA_ORIGINS/)
  })
})

describe('sameOrigin on the embedded backend', () => {
  it("has no Hosting domains to accept", async () => {
    const app = appWith(loadConfig({ PUBLIC_BASE_URL: 'https://www.firma.example' }))
    expect((await post(app, 'https://firma-hukum.web.app')).status).toBe(403)
  })
})
