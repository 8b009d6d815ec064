import { describe, expect, it } from 'vitest'
import { AlgoliaSearchIndex } from './backends/firebase/algolia-search-index'
import { startAlgoliaStandIn } from './testing/algolia-stand-in'
import { dashboardConfig, functionsProcessSettings, loadConfig, publicConfig } from './config'

const FIREBASE = {
  BACKEND: 'firebase',
  GOOGLE_CLOUD_PROJECT: 'p',
  STORAGE_BUCKET: 'b',
  WEB_API_KEY: 'k',
  ALGOLIA_APP_ID: 'a',
  ALGOLIA_ADMIN_KEY: 's',
}

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

describe('MAIL_FROM', () => {
  it('is the sender when set; unset, noreply@ the site over SMTP or the outbox, and none on Firebase (the mail extension’s default)', () => {
    expect(loadConfig({ MAIL_FROM: 'kantor@firma.example' }).mail?.from).toBe('kantor@firma.example')
    expect(loadConfig({ PUBLIC_BASE_URL: 'https://www.firma.example' }).mail?.from).toBe('noreply@www.firma.example')
    expect(loadConfig({ ...FIREBASE, PUBLIC_BASE_URL: 'https://p.web.app' }).mail?.from).toBeUndefined()
    // An empty param is unset.
    expect(loadConfig({ ...FIREBASE, PUBLIC_BASE_URL: 'https://p.web.app', MAIL_FROM: '' }).mail?.from).toBeUndefined()
    expect(loadConfig({ ...FIREBASE, MAIL_FROM: 'noreply@firma.example' }).mail?.from).toBe('noreply@firma.example')
    // SMTP on Firebase needs a sender of its own.
    expect(loadConfig({ ...FIREBASE, PUBLIC_BASE_URL: 'https://www.firma.example', SMTP_URL: 'smtps://u:p@smtp.example:465' }).mail?.from).toBe('noreply@www.firma.example')
    expect(() => loadConfig({ MAIL_FROM: 'noreply' })).toThrow(/MAIL_FROM must be an email address/)
  })
})

describe('ALGOLIA_HOSTS', () => {
  it('becomes the Algolia client hosts: scheme, host name and port', () => {
    expect(loadConfig({ ...FIREBASE, ALGOLIA_HOSTS: 'http://127.0.0.1:7700' }).firebase!.algolia.hosts).toEqual([
      { url: '127.0.0.1', port: 7700, protocol: 'http', accept: 'readWrite' },
    ])
    expect(loadConfig({ ...FIREBASE, ALGOLIA_HOSTS: 'https://APPID-dsn.algolia.net/, https://APPID-1.algolianet.com' }).firebase!.algolia.hosts).toEqual([
      { url: 'appid-dsn.algolia.net', protocol: 'https', accept: 'readWrite' },
      { url: 'appid-1.algolianet.com', protocol: 'https', accept: 'readWrite' },
    ])
  })

  it("leaves Algolia's own hosts when unset or empty", () => {
    expect(loadConfig(FIREBASE).firebase!.algolia).not.toHaveProperty('hosts')
    expect(loadConfig({ ...FIREBASE, ALGOLIA_HOSTS: '' }).firebase!.algolia).not.toHaveProperty('hosts')
  })

  it('refuses anything but origins, naming the variable', () => {
    for (const value of ['127.0.0.1:7700', 'ftp://127.0.0.1', 'http://127.0.0.1:7700/1/indexes', 'http://user:pw@127.0.0.1', 'http://h?x=1', 'http://a,']) {
      expect(() => loadConfig({ ...FIREBASE, ALGOLIA_HOSTS: value }), value).toThrow(/ALGOLIA_HOSTS: ALGOLIA_HOSTS holds origins/)
    }
  })

  it('sends the real client to the hosts it names', async () => {
    const standIn = await startAlgoliaStandIn()
    try {
      const config = loadConfig({ ...FIREBASE, ALGOLIA_APP_ID: standIn.appId, ALGOLIA_ADMIN_KEY: standIn.apiKey, ALGOLIA_HOSTS: standIn.url })
      const index = new AlgoliaSearchIndex({ ...config.firebase!.algolia, waitForTasks: false })
      await index.clear('public')
      expect(standIn.requests.map((r) => `${r.method} ${r.path}`)).toContain('POST /1/indexes/alr_public/clear')
    } finally {
      await standIn.stop()
    }
  })
})

describe('the emulators in the browser', () => {
  const connectSrc = (env: NodeJS.ProcessEnv) => loadConfig(env).cspConnectOrigins

  it('lets browser code reach Firebase only, unless the configuration names emulators', () => {
    expect(connectSrc({})).toEqual([])
    expect(connectSrc(FIREBASE)).toEqual([
      'https://identitytoolkit.googleapis.com',
      'https://securetoken.googleapis.com',
      'https://firebasestorage.googleapis.com',
      'https://firestore.googleapis.com',
    ])
  })

  it('adds the Auth and Storage emulators the browser SDKs are sent to, and those only', () => {
    const config = loadConfig({ ...FIREBASE, FIREBASE_AUTH_EMULATOR_HOST: '127.0.0.1:9099', FIREBASE_STORAGE_EMULATOR_HOST: '127.0.0.1:9199' })
    expect(config.cspConnectOrigins.filter((origin) => origin.startsWith('http:'))).toEqual(['http://127.0.0.1:9099', 'http://127.0.0.1:9199'])
    expect(config.firebase!.emulators).toEqual({ auth: '127.0.0.1:9099', storage: '127.0.0.1:9199' })
    const authOnly = loadConfig({ ...FIREBASE, FIREBASE_AUTH_EMULATOR_HOST: '127.0.0.1:9099' })
    expect(authOnly.cspConnectOrigins.filter((origin) => origin.startsWith('http:'))).toEqual(['http://127.0.0.1:9099'])
  })

  it('takes the emulators and ALGOLIA_HOSTS from a Functions instance’s process, nothing else', () => {
    const processEnv = {
      FIREBASE_AUTH_EMULATOR_HOST: '127.0.0.1:9099',
      FIREBASE_STORAGE_EMULATOR_HOST: '127.0.0.1:9199',
      ALGOLIA_HOSTS: 'http://127.0.0.1:7700',
      FIRESTORE_EMULATOR_HOST: '127.0.0.1:8080',
      PUBLIC_BASE_URL: 'https://not-from-here.example',
      ALGOLIA_ADMIN_KEY: 'not-from-here',
    }
    expect(functionsProcessSettings(processEnv)).toEqual({
      FIREBASE_AUTH_EMULATOR_HOST: '127.0.0.1:9099',
      FIREBASE_STORAGE_EMULATOR_HOST: '127.0.0.1:9199',
      ALGOLIA_HOSTS: 'http://127.0.0.1:7700',
    })
    expect(functionsProcessSettings({})).toEqual({})
  })
})

describe('APP_CHECK_SITE_KEY', () => {
  const SITE_KEY = '6LcTestSiteKey_for-the-dashboard-000000'
  const WITH_KEY = { ...FIREBASE, WEB_APP_ID: '1:123:web:abc', APP_CHECK_SITE_KEY: SITE_KEY }

  it('gives the dashboard the site key on Firebase, and the key only', () => {
    const config = loadConfig(WITH_KEY)
    expect(config.firebase!.appCheckSiteKey).toBe(SITE_KEY)
    expect(dashboardConfig(config).upload).toEqual({
      transport: 'cloud-storage',
      firebase: { apiKey: 'k', authDomain: 'p.firebaseapp.com', projectId: 'p', storageBucket: 'b', appId: '1:123:web:abc' },
      appCheck: { siteKey: SITE_KEY },
    })
  })

  it('leaves App Check out when the key is unset or empty', () => {
    for (const env of [{ ...FIREBASE, WEB_APP_ID: '1:123:web:abc' }, { ...WITH_KEY, APP_CHECK_SITE_KEY: '' }, { ...WITH_KEY, APP_CHECK_SITE_KEY: '  ' }]) {
      const config = loadConfig(env)
      expect(config.firebase).not.toHaveProperty('appCheckSiteKey')
      expect(dashboardConfig(config).upload).not.toHaveProperty('appCheck')
    }
  })

  it('leaves App Check out on the emulators, which take no tokens', () => {
    for (const emulator of [{ FIREBASE_AUTH_EMULATOR_HOST: '127.0.0.1:9099' }, { FIREBASE_STORAGE_EMULATOR_HOST: '127.0.0.1:9199' }]) {
      const config = loadConfig({ ...WITH_KEY, ...emulator })
      expect(config.firebase).not.toHaveProperty('appCheckSiteKey')
      expect(dashboardConfig(config).upload).not.toHaveProperty('appCheck')
    }
  })

  it('is not given to the embedded backend, whose uploads go to the app', () => {
    expect(dashboardConfig(loadConfig({ APP_CHECK_SITE_KEY: SITE_KEY })).upload).toEqual({ transport: 'app' })
    expect(publicConfig(loadConfig({ APP_CHECK_SITE_KEY: SITE_KEY }))).not.toHaveProperty('appCheck')
  })

  it('gives the public pages what their forms need for App Check tokens, only on Firebase with a key and never on the emulators', () => {
    expect(publicConfig(loadConfig(WITH_KEY)).appCheck).toEqual({ siteKey: SITE_KEY, apiKey: 'k', projectId: 'p', appId: '1:123:web:abc' })
    // The dashboard keeps its own (with its uploads).
    expect(dashboardConfig(loadConfig(WITH_KEY))).not.toHaveProperty('appCheck')
    expect(publicConfig(loadConfig({ ...FIREBASE, WEB_APP_ID: '1:123:web:abc' }))).not.toHaveProperty('appCheck')
    expect(publicConfig(loadConfig({ ...WITH_KEY, FIREBASE_AUTH_EMULATOR_HOST: '127.0.0.1:9099' }))).not.toHaveProperty('appCheck')
  })

  it("tells the page's script to report a swapped-in page only where the server counts views", () => {
    expect(publicConfig(loadConfig({})).countViews).toBe(true)
    expect(publicConfig(loadConfig({ INSIGHTS_COUNTING: 'off' }))).not.toHaveProperty('countViews')
    expect(publicConfig(loadConfig({ INSIGHTS_COUNTING: 'image' }))).not.toHaveProperty('countViews')
    expect(publicConfig(loadConfig(FIREBASE))).not.toHaveProperty('countViews')
  })

  it('needs the App ID that App Check exchanges tokens for', () => {
    expect(() => loadConfig({ ...WITH_KEY, WEB_APP_ID: '' })).toThrow(/WEB_APP_ID: APP_CHECK_SITE_KEY needs WEB_APP_ID/)
  })

  it('refuses what is not a site key, naming the variable', () => {
    for (const value of [`"${SITE_KEY}"`, 'site key', 'short', `${SITE_KEY}\nx`]) {
      expect(() => loadConfig({ ...WITH_KEY, APP_CHECK_SITE_KEY: value }), value).toThrow(/APP_CHECK_SITE_KEY: APP_CHECK_SITE_KEY is the reCAPTCHA Enterprise site key/)
    }
  })
})

describe('INSIGHTS_COUNTING', () => {
  it('counts where the page is served on the embedded backend and by the image on Firebase, unless set', () => {
    expect(loadConfig({}).insightsCounting).toBe('server')
    expect(loadConfig(FIREBASE).insightsCounting).toBe('image')
    expect(loadConfig({ INSIGHTS_COUNTING: 'image' }).insightsCounting).toBe('image')
    expect(loadConfig({ INSIGHTS_COUNTING: 'off' }).insightsCounting).toBe('off')
    expect(() => loadConfig({ INSIGHTS_COUNTING: 'beacon' })).toThrow(/INSIGHTS_COUNTING: INSIGHTS_COUNTING is server, image or off/)
  })
})
