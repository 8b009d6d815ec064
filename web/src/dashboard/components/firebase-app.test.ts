/**
 * The dashboard's shared Firebase app (the real firebase/app and firebase/auth, which need no
 * network to start) with a stand-in for the App Check SDK, whose reCAPTCHA provider needs a
 * browser and Google: with a site key, App Check is initialized with it before anyone gets the
 * app (so before Storage or Firestore are used); without one its SDK is never loaded.
 */
import { describe, expect, it, vi } from 'vitest'
import type { FirebaseApp } from 'firebase/app'
import { getStorage } from 'firebase/storage'
import { createDashboardFirebase, loadAppCheckSdk, type AppCheckSdk, type FirebaseWebConfig } from './firebase-app'

const CONFIG: FirebaseWebConfig = {
  transport: 'cloud-storage',
  firebase: { apiKey: 'k', authDomain: 'demo-alr.firebaseapp.com', projectId: 'demo-alr', storageBucket: 'demo-alr.appspot.com', appId: '1:1:web:1' },
}
const SITE_KEY = '6LcTestSiteKey_for-the-dashboard-000000'
const WITH_APP_CHECK: FirebaseWebConfig = { ...CONFIG, appCheck: { siteKey: SITE_KEY } }

let apps = 0
const uniqueName = () => `dashboard-test-${++apps}`

/** The App Check SDK as firebase-app.ts sees it; the load completes when the test says so. */
function appCheckStandIn(events: string[] = []) {
  class ReCaptchaEnterpriseProvider {
    constructor(readonly siteKey: string) {}
  }
  const initializeAppCheck = vi.fn((app: FirebaseApp, _options: unknown) => {
    events.push(`app check on ${app.name}`)
    return {}
  })
  const sdk = { initializeAppCheck, ReCaptchaEnterpriseProvider } as unknown as AppCheckSdk
  let finishLoad!: () => void
  const loaded = new Promise<AppCheckSdk>((resolve) => (finishLoad = () => resolve(sdk)))
  const loadAppCheck = vi.fn(() => loaded)
  return { initializeAppCheck, ReCaptchaEnterpriseProvider, loadAppCheck, finishLoad }
}

const settle = () => new Promise((resolve) => setTimeout(resolve, 0))

describe('dashboardFirebase', () => {
  it('with a site key, initializes App Check with it before the app is handed out, so before Storage is used', async () => {
    const events: string[] = []
    const standIn = appCheckStandIn(events)
    const name = uniqueName()
    const dashboardFirebase = createDashboardFirebase({ loadAppCheck: standIn.loadAppCheck, name })
    // What the upload transport does: get the shared app, then Storage on it.
    let resolved = false
    const uploads = dashboardFirebase(WITH_APP_CHECK).then(({ app }) => {
      resolved = true
      events.push('storage')
      return getStorage(app)
    })
    await settle()
    expect(standIn.loadAppCheck).toHaveBeenCalledOnce()
    expect(resolved).toBe(false)
    expect(events).toEqual([])

    standIn.finishLoad()
    const storage = await uploads
    expect(events).toEqual([`app check on ${name}`, 'storage'])
    const [app, options] = standIn.initializeAppCheck.mock.calls[0]!
    expect(app).toBe(storage.app)
    expect(options).toEqual({ provider: expect.any(standIn.ReCaptchaEnterpriseProvider), isTokenAutoRefreshEnabled: true })
    expect((options as { provider: { siteKey: string } }).provider.siteKey).toBe(SITE_KEY)

    // The live changes get the same app, and App Check is not initialized twice.
    expect((await dashboardFirebase(WITH_APP_CHECK)).app).toBe(app)
    expect(standIn.initializeAppCheck).toHaveBeenCalledOnce()
  })

  it('without a site key, never loads the App Check SDK', async () => {
    const standIn = appCheckStandIn()
    const dashboardFirebase = createDashboardFirebase({ loadAppCheck: standIn.loadAppCheck, name: uniqueName() })
    const { app, auth } = await dashboardFirebase(CONFIG)
    expect(auth.app).toBe(app)
    expect((await dashboardFirebase(CONFIG)).app).toBe(app)
    expect(standIn.loadAppCheck).not.toHaveBeenCalled()
  })

  it('a failed load of the App Check chunk fails that call only; the next one loads it again on the same app', async () => {
    const standIn = appCheckStandIn()
    const loadAppCheck = vi.fn<() => Promise<AppCheckSdk>>().mockRejectedValueOnce(new TypeError('Failed to fetch dynamically imported module'))
    loadAppCheck.mockImplementation(standIn.loadAppCheck)
    const dashboardFirebase = createDashboardFirebase({ loadAppCheck, name: uniqueName() })
    await expect(dashboardFirebase(WITH_APP_CHECK)).rejects.toThrow(/dynamically imported/)
    expect(standIn.initializeAppCheck).not.toHaveBeenCalled()
    standIn.finishLoad()
    const { app } = await dashboardFirebase(WITH_APP_CHECK)
    expect(loadAppCheck).toHaveBeenCalledTimes(2)
    expect(standIn.initializeAppCheck).toHaveBeenCalledWith(app, expect.objectContaining({ isTokenAutoRefreshEnabled: true }))
  })

  it('loads the real App Check SDK with the initializer and the reCAPTCHA Enterprise provider', async () => {
    const sdk = await loadAppCheckSdk()
    expect(typeof sdk.initializeAppCheck).toBe('function')
    expect(typeof sdk.ReCaptchaEnterpriseProvider).toBe('function')
  })
})
