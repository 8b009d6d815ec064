import { describe, expect, it, vi } from 'vitest'
import { APP_CHECK_HEADER, createFormAppCheck, FORMS_APP_NAME, loadAppCheckSdk, readAppCheckSettings, type AppCheckSdk, type AppCheckSettings } from './app-check'

const SETTINGS: AppCheckSettings = { siteKey: '6LcTestSiteKey_for-the-forms-0000000000', apiKey: 'web-key', projectId: 'p', appId: '1:123:web:abc' }

/** The SDK's four functions, recording what the forms ask of them. */
function sdkStandIn(getToken: () => Promise<{ token: string }> = async () => ({ token: 'app-check-token' })) {
  const app = { name: FORMS_APP_NAME }
  const appCheck = { app }
  class ReCaptchaEnterpriseProvider {
    constructor(readonly siteKey: string) {}
  }
  const sdk = {
    initializeApp: vi.fn(() => app),
    initializeAppCheck: vi.fn(() => appCheck),
    ReCaptchaEnterpriseProvider,
    getToken: vi.fn(getToken),
  }
  return { sdk: sdk as unknown as AppCheckSdk & typeof sdk, app, appCheck }
}

const pageWith = (text: string | null) => ({
  getElementById: (id: string) => (id === 'app-config' && text !== null ? ({ textContent: text } as HTMLElement) : null),
})

describe('the App Check settings of the page configuration', () => {
  it('are read only when all four are non-empty strings', () => {
    expect(readAppCheckSettings(pageWith(JSON.stringify({ baseURL: '/', buildId: 'b1', appCheck: SETTINGS })))).toEqual(SETTINGS)
    for (const broken of [null, 'key', { ...SETTINGS, siteKey: '' }, { ...SETTINGS, appId: 7 }, { siteKey: SETTINGS.siteKey }]) {
      expect(readAppCheckSettings(pageWith(JSON.stringify({ buildId: 'b1', appCheck: broken }))), JSON.stringify(broken)).toBeUndefined()
    }
    for (const text of [null, '{not json', 'null', '{"buildId":"b1"}']) expect(readAppCheckSettings(pageWith(text)), String(text)).toBeUndefined()
    expect(readAppCheckSettings(undefined)).toBeUndefined()
  })
})

describe('App Check on the public forms', () => {
  it('without a site key loads nothing and sends no header', async () => {
    const load = vi.fn()
    const forms = createFormAppCheck(undefined, { load })
    forms.prepare()
    expect(await forms.headers()).toEqual({})
    expect(load).not.toHaveBeenCalled()
  })

  it('with a key: loads the SDK once, on the first ask, sets up reCAPTCHA Enterprise without background refreshes, and sends the token', async () => {
    const { sdk, app, appCheck } = sdkStandIn()
    const load = vi.fn(async () => sdk)
    const forms = createFormAppCheck(SETTINGS, { load })
    expect(load).not.toHaveBeenCalled()
    forms.prepare()
    forms.prepare()
    expect(await forms.headers()).toEqual({ [APP_CHECK_HEADER]: 'app-check-token' })
    expect(await forms.headers()).toEqual({ [APP_CHECK_HEADER]: 'app-check-token' })
    expect(load).toHaveBeenCalledTimes(1)
    expect(sdk.initializeApp).toHaveBeenCalledTimes(1)
    expect(sdk.initializeApp).toHaveBeenCalledWith({ apiKey: 'web-key', projectId: 'p', appId: '1:123:web:abc' }, FORMS_APP_NAME)
    const [appArg, options] = sdk.initializeAppCheck.mock.calls[0] as unknown as [unknown, { provider: { siteKey: string }; isTokenAutoRefreshEnabled: boolean }]
    expect(appArg).toBe(app)
    expect(options.provider).toBeInstanceOf(sdk.ReCaptchaEnterpriseProvider)
    expect(options.provider.siteKey).toBe(SETTINGS.siteKey)
    expect(options.isTokenAutoRefreshEnabled).toBe(false)
    // The SDK's cached token is used (no forced refresh, which would be another assessment).
    expect(sdk.getToken).toHaveBeenCalledWith(appCheck, false)
  })

  it('sends no header when no token can be had, and tries again at the next submission', async () => {
    let fail = true
    const { sdk } = sdkStandIn(async () => {
      if (fail) throw new Error('appCheck/recaptcha-error')
      return { token: 'later-token' }
    })
    const forms = createFormAppCheck(SETTINGS, { load: async () => sdk })
    expect(await forms.headers()).toEqual({})
    fail = false
    expect(await forms.headers()).toEqual({ [APP_CHECK_HEADER]: 'later-token' })
  })

  it('loads the chunk again after a failed load (offline, a new deploy)', async () => {
    const { sdk } = sdkStandIn()
    const load = vi.fn<() => Promise<AppCheckSdk>>().mockRejectedValueOnce(new Error('chunk failed')).mockResolvedValue(sdk)
    const forms = createFormAppCheck(SETTINGS, { load })
    expect(await forms.headers()).toEqual({})
    expect(await forms.headers()).toEqual({ [APP_CHECK_HEADER]: 'app-check-token' })
    expect(load).toHaveBeenCalledTimes(2)
  })

  it('sends without a token rather than wait past its time for one (reCAPTCHA blocked or slow)', async () => {
    const { sdk } = sdkStandIn(() => new Promise(() => {}))
    const forms = createFormAppCheck(SETTINGS, { load: async () => sdk, timeoutMs: 50 })
    const started = Date.now()
    expect(await forms.headers()).toEqual({})
    expect(Date.now() - started).toBeLessThan(2_000)
  })

  it('the real SDK chunk has what the forms use', async () => {
    const sdk = await loadAppCheckSdk()
    for (const name of ['initializeApp', 'initializeAppCheck', 'ReCaptchaEnterpriseProvider', 'getToken'] as const) expect(typeof sdk[name], name).toBe('function')
  })
})
