/**
 * The params reach `loadConfig` as the environment it parses: the App Check site key is passed
 * on when set, and an empty one counts as unset (the dashboard then sends no App Check tokens).
 */
import { afterEach, describe, expect, it } from 'vitest'
import { envFromParams } from './firebase-params'

afterEach(() => {
  delete process.env.APP_CHECK_SITE_KEY
})

describe('envFromParams', () => {
  it('passes APP_CHECK_SITE_KEY on, and leaves it out when empty', () => {
    process.env.APP_CHECK_SITE_KEY = '6LcTestSiteKey_for-the-dashboard-000000'
    expect(envFromParams().APP_CHECK_SITE_KEY).toBe('6LcTestSiteKey_for-the-dashboard-000000')
    process.env.APP_CHECK_SITE_KEY = ''
    expect(envFromParams().APP_CHECK_SITE_KEY).toBeUndefined()
    delete process.env.APP_CHECK_SITE_KEY
    expect(envFromParams().APP_CHECK_SITE_KEY).toBeUndefined()
  })
})
