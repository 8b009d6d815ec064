/**
 * The two routes behind direct uploads (the browser sends the file to Cloud Storage itself):
 * the storage credential and the check once the object has landed. The backend here is the
 * embedded one given a DirectUploads of its own; the Firebase one mints Firebase custom tokens
 * and keeps refusals in Firestore (backends/firebase/direct-uploads.ts).
 */
import { afterAll, beforeAll, describe, expect, it } from 'vitest'
import { MSG } from '../../../../shared/schemas/messages'
import type { DirectUploads, StaffUser } from '../../backends/ports'
import { tinyJpeg, tinyPdf } from '../../testing/fixtures'
import { signIn, TEST_ORIGIN } from '../../testing/staff-session'
import { createTestApp, createTestBackend, testConfig, type TestBackend } from '../../testing/test-backend'
import type { App } from '../../app'
import { dashboardConfig } from '../../config'

let backend: TestBackend
let app: App
let plain: { backend: TestBackend; app: App; cookie: string }
let cookie: string
const refusals = new Map<string, string>()
const tokensFor: StaffUser[] = []

const direct: DirectUploads = {
  browserToken: async (user) => {
    tokensFor.push(user)
    return `token-for-${user.uid}`
  },
  recordRejection: async (path, message) => void refusals.set(path, message),
  rejection: async (path) => refusals.get(path) ?? null,
}

const request = (target: App, path: string, init: RequestInit = {}, withCookie = cookie) =>
  target.request(`${TEST_ORIGIN}${path}`, { ...init, headers: { origin: TEST_ORIGIN, accept: 'application/json', cookie: withCookie, ...(init.headers ?? {}) } })

beforeAll(async () => {
  backend = Object.assign(createTestBackend(), { directUploads: direct })
  app = createTestApp(backend)
  await backend.identity.createStaff({ email: 'editor@example.test', password: 'kata-sandi-editor', displayName: 'Editor', role: 'editor' })
  cookie = await signIn(app, 'editor@example.test', 'kata-sandi-editor')

  const other = createTestBackend()
  const otherApp = createTestApp(other)
  await other.identity.createStaff({ email: 'editor@example.test', password: 'kata-sandi-editor', displayName: 'Editor', role: 'editor' })
  plain = { backend: other, app: otherApp, cookie: await signIn(otherApp, 'editor@example.test', 'kata-sandi-editor') }
})

afterAll(async () => {
  await backend.cleanup()
  await plain.backend.cleanup()
})

describe('POST /dashboard/uploads/token', () => {
  it('gives the signed-in staff member a storage credential, never cached', async () => {
    const res = await request(app, '/dashboard/uploads/token', { method: 'POST' })
    expect(res.status).toBe(200)
    expect(res.headers.get('cache-control')).toBe('no-store')
    const user = await backend.identity.findStaffByEmail('editor@example.test')
    expect(await res.json()).toEqual({ token: `token-for-${user!.uid}` })
    expect(tokensFor.at(-1)).toMatchObject({ uid: user!.uid, role: 'editor' })
  })

  it('is for signed-in staff only, from this site', async () => {
    const anonymous = await request(app, '/dashboard/uploads/token', { method: 'POST' }, '')
    expect([302, 303]).toContain(anonymous.status)
    const foreign = await request(app, '/dashboard/uploads/token', { method: 'POST', headers: { origin: 'https://evil.example' } })
    expect(foreign.status).toBe(403)
  })

  it('does not exist where uploads go through the app', async () => {
    expect((await request(plain.app, '/dashboard/uploads/token', { method: 'POST' }, plain.cookie)).status).toBe(404)
    expect((await request(plain.app, '/dashboard/uploads/result?path=blog_images/a.jpg', {}, plain.cookie)).status).toBe(404)
  })
})

describe('GET /dashboard/uploads/result', () => {
  it('answers the stored file when the object passes its folder rule', async () => {
    const bytes = await tinyJpeg(1200, 630)
    await backend.files.put('blog_images/3f0c2a9e.jpg', bytes, 'image/jpeg')
    const res = await request(app, '/dashboard/uploads/result?path=blog_images%2F3f0c2a9e.jpg')
    expect(res.status).toBe(200)
    expect(await res.json()).toEqual({ file: { path: 'blog_images/3f0c2a9e.jpg', contentType: 'image/jpeg', size: bytes.length, width: 1200, height: 630 } })
  })

  it('answers the refusal the upload trigger recorded, once the object is gone', async () => {
    refusals.set('profile_pictures/gone.png', MSG.pictureType)
    const res = await request(app, '/dashboard/uploads/result?path=profile_pictures/gone.png')
    expect(res.status).toBe(400)
    expect(await res.json()).toEqual({ error: MSG.pictureType })
  })

  it('checks the bytes itself when the trigger has not run yet', async () => {
    await backend.files.put('cv/not-a-pdf.pdf', new TextEncoder().encode('bukan PDF'), 'application/pdf')
    const res = await request(app, '/dashboard/uploads/result?path=cv/not-a-pdf.pdf')
    expect(await res.json()).toEqual({ error: MSG.cvType })
  })

  it('refuses paths the upload field never makes', async () => {
    // An applicant's CV, valid and stored: no staff upload lands there.
    await backend.files.put('application_cvs/3f0c2a9e.pdf', await tinyPdf(), 'application/pdf')
    for (const path of ['application_cvs/3f0c2a9e.pdf', 'exports/a.json', 'blog_images/../cv/a.pdf', 'blog_images/sub/a.jpg', 'blog_images/', 'blog_images/.hidden']) {
      expect((await request(app, `/dashboard/uploads/result?path=${encodeURIComponent(path)}`)).status, path).toBe(404)
    }
    expect((await request(app, '/dashboard/uploads/result?path=blog_images/missing.jpg')).status).toBe(400)
  })
})

describe('the dashboard configuration', () => {
  it('names the upload transport and, on Firebase, only the public web config', () => {
    expect(dashboardConfig(testConfig()).upload).toEqual({ transport: 'app' })
    const firebase = dashboardConfig(
      testConfig({
        BACKEND: 'firebase',
        GOOGLE_CLOUD_PROJECT: 'demo-alr',
        STORAGE_BUCKET: 'gs://demo-alr.appspot.com',
        WEB_API_KEY: 'web-key',
        ALGOLIA_APP_ID: 'APP',
        ALGOLIA_ADMIN_KEY: 'very-secret-admin-key',
      }),
    )
    expect(firebase.upload).toEqual({
      transport: 'cloud-storage',
      firebase: { apiKey: 'web-key', authDomain: 'demo-alr.firebaseapp.com', projectId: 'demo-alr', storageBucket: 'demo-alr.appspot.com' },
    })
    expect(JSON.stringify(firebase)).not.toContain('very-secret-admin-key')
  })

  it('is rendered into dashboard pages', async () => {
    const res = await request(app, '/dashboard/blogs')
    const html = await res.text()
    const data = JSON.parse(/<script type="application\/json" id="dashboard-data">(.*?)<\/script>/s.exec(html)![1]!)
    expect(data.config.upload).toEqual({ transport: 'app' })
  })
})
