/**
 * The params reach `loadConfig` as the environment it parses: the App Check site key is passed
 * on when set, and an empty one counts as unset (the dashboard then sends no App Check tokens).
 */
import { afterEach, describe, expect, it } from 'vitest'
import { loadConfig } from '../../config'
import { envFromParams } from './firebase-params'

afterEach(() => {
  for (const name of ['APP_CHECK_SITE_KEY', 'MAIL_FROM', 'TRUSTED_PROXY_HOPS', 'REVISIONS_KEEP_ALL_DAYS', 'FORM_LIMIT_PER_ADDRESS', 'FORM_LIMIT_PER_EMAIL']) delete process.env[name]
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

  it('passes MAIL_FROM, TRUSTED_PROXY_HOPS, REVISIONS_KEEP_ALL_DAYS and the forms’ limits on to the configuration; an empty MAIL_FROM counts as unset', () => {
    const firebase = { GOOGLE_CLOUD_PROJECT: 'p', STORAGE_BUCKET: 'b', WEB_API_KEY: 'k', ALGOLIA_APP_ID: 'a', ALGOLIA_ADMIN_KEY: 's', PUBLIC_BASE_URL: 'https://p.web.app' }
    Object.assign(process.env, { MAIL_FROM: 'noreply@firma.example', TRUSTED_PROXY_HOPS: '3', REVISIONS_KEEP_ALL_DAYS: '90', FORM_LIMIT_PER_ADDRESS: '10', FORM_LIMIT_PER_EMAIL: '3' })
    const config = loadConfig({ ...envFromParams(), ...firebase })
    expect([config.mail?.from, config.trustedProxyHops, config.revisionsKeepAllDays]).toEqual(['noreply@firma.example', 3, 90])
    expect(config.formLimits).toEqual({ perAddressPerMinute: 10, perEmailPerHour: 3 })
    process.env.MAIL_FROM = ''
    expect(envFromParams().MAIL_FROM).toBeUndefined()
    expect(loadConfig({ ...envFromParams(), ...firebase }).mail?.from).toBeUndefined()
  })
})
