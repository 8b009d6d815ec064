import { describe, expect, it } from 'vitest'
import { loadConfig } from './config'

describe('loadConfig', () => {
  it('refuses production on plain http, naming the variable and the way out', () => {
    for (const env of [
      { NODE_ENV: 'production' },
      { NODE_ENV: 'production', PUBLIC_BASE_URL: 'http://www.firma.example' },
      { NODE_ENV: 'production', PUBLIC_BASE_URL: 'http://localhost:3000' },
    ]) {
      expect(() => loadConfig(env), JSON.stringify(env)).toThrow(/PUBLIC_BASE_URL: NODE_ENV=production needs the https:\/\/ address.*ALLOW_INSECURE_HTTP=1/)
    }
  })

  it('starts production on https, or on http when ALLOW_INSECURE_HTTP=1 says so', () => {
    expect(loadConfig({ NODE_ENV: 'production', PUBLIC_BASE_URL: 'https://www.firma.example' }).publicBaseUrl).toBe('https://www.firma.example')
    expect(loadConfig({ NODE_ENV: 'production', PUBLIC_BASE_URL: 'http://localhost:3000', ALLOW_INSECURE_HTTP: '1' }).publicBaseUrl).toBe('http://localhost:3000')
    // Outside production (npm start on a laptop) http is the default.
    expect(loadConfig({}).publicBaseUrl).toBe('http://localhost:3000')
  })

  it('reads the client address from the socket on the embedded backend and behind two proxies on Firebase', () => {
    expect(loadConfig({}).trustedProxyHops).toBe(0)
    expect(loadConfig({ TRUSTED_PROXY_HOPS: '1' }).trustedProxyHops).toBe(1)
    const firebase = loadConfig({
      BACKEND: 'firebase',
      GOOGLE_CLOUD_PROJECT: 'p',
      STORAGE_BUCKET: 'b',
      WEB_API_KEY: 'k',
      ALGOLIA_APP_ID: 'a',
      ALGOLIA_ADMIN_KEY: 's',
    })
    expect(firebase.trustedProxyHops).toBe(2)
    expect(() => loadConfig({ TRUSTED_PROXY_HOPS: 'many' })).toThrow(/TRUSTED_PROXY_HOPS/)
  })
})
