import { Hono } from 'hono'
import { compress } from 'hono/compress'
import { etag } from 'hono/etag'
import { bodyLimit } from 'hono/body-limit'
import { HTTPException } from 'hono/http-exception'
import { requestId } from 'hono/request-id'
import path from 'node:path'
import os from 'node:os'
import { PRIVATE_COLLECTIONS } from '../../shared/collections/private'
import type { AppEnv } from './app-env'
import type { Backend } from './backends/ports'
import { publicConfig, type AppConfig } from './config'
import { errorHandler, notFoundHandler } from './render/error-handling'
import { pageRenderer } from './render/page-renderer'
import { RenderCache } from './render/render-cache'
import { createCacheFastPath, type CacheFastPath } from './render/cache-fast-path'
import { keepFresh } from './render/content-freshness'
import { feedRoutes, rssFeedRoutes } from './routes/feeds'
import { healthRoutes } from './routes/health'
import { clientCheckRoutes } from './routes/client-check'
import { publicationDownloadRoutes, mediaRoutes } from './routes/media'
import { sitePages } from './routes/site-pages'
import { postPublicRoutes } from './collections/posts/public-routes'
import { profilePublicRoutes } from './collections/profiles/public-routes'
import { practiceAreaPublicRoutes } from './collections/practice-areas/public-routes'
import { regulationPublicRoutes } from './collections/regulations/public-routes'
import { eventPublicRoutes } from './collections/events/public-routes'
import { blockPagePublicRoutes } from './collections/block-pages/public-routes'
import { inquiryPublicRoutes } from './collections/inquiries/public-routes'
import { registrationPublicRoutes } from './collections/registrations/public-routes'
import { createMailer } from './mail/create-mailer'
import type { Mailer } from './mail/mailer'
import { passwordResetRoutes, type PasswordResetRouteOptions } from './routes/password-reset'
import { createSpamGuard, type SpamGuard } from './security/spam-guard'
import { openingPublicRoutes } from './collections/openings/public-routes'
import { applicationPublicRoutes } from './collections/applications/public-routes'
import { createSearchCache, searchRoutes } from './routes/search'
import { authRoutes } from './routes/auth'
import { lazyRoutes, type LazyRoutes } from './routes/lazy-routes'
import { loadSession } from './auth/session'
import { sameOrigin } from './auth/same-origin'
import { insightsBeaconRoutes } from './insights/beacon-routes'
import { createPageViewCounter } from './insights/page-views'
import { LoginThrottle } from './auth/login-throttle'
import type { SecondStepThrottle } from './auth/second-step-throttle'
import type { RateLimiter } from './security/rate-limit'
import { securityHeaders } from './security/security-headers'
import { staticAssets } from './routes/static-assets'
import { trimTrailingSlash } from './routes/trailing-slash'
import { subscriptionPublicRoutes } from './alerts/public-routes'
import { watchPublishing } from './alerts/watch-publishing'
import type { AlertQueue } from './alerts/alert-queue'
import { startUpGate, type StartUp } from './start-up'
import { installPhoneRules } from './content/phone-numbers'

export interface CreateAppOptions {
  /** The clock; tests move it to see scheduled items appear. */
  now?: () => Date
  /** The built public folder (dist/public); without it only dynamic routes answer. */
  staticDir?: string
  /** Where resized images are kept. */
  imageCacheDir?: string
  /** Sign-in slowing; tests pass one with their own clock. */
  loginThrottle?: LoginThrottle
  /** Slowing of wrong codes at the second step of a sign-in (auth/second-step-throttle.ts). */
  secondStepThrottle?: SecondStepThrottle
  /** How often one account may change itself in Akun Saya; fuzz and worst-case tests lift it. */
  accountLimiter?: RateLimiter
  /** Where email goes; by default SMTP, the outbox folder or the mail collection (mail/create-mailer.ts). */
  mailer?: Mailer
  /** Lupa kata sandi?'s limits and answer time; fuzz and worst-case tests shorten them. */
  passwordReset?: Pick<PasswordResetRouteOptions, 'limits' | 'answerMs'>
  /** The public forms' spam guard; tests pass one with their own limits. */
  spamGuard?: SpamGuard
  /** The client alerts' queue, woken when an item is published (the embedded server's); without it alerts wait for the sweep. */
  alertQueue?: Pick<AlertQueue, 'kick'>
  /**
   * The standalone server's start-up (start-up.ts): while a phase is pending, the requests that
   * need it answer 503 and /healthz says so. Cloud Functions does nothing at start that needs a
   * service, so it passes none.
   */
  startUp?: StartUp
}

export type App = Hono<AppEnv> & {
  cache: RenderCache
  searchCache: RenderCache
  fastPath: CacheFastPath
  /** The /dashboard routes, loaded with their first request (routes/lazy-routes.ts). */
  dashboard: LazyRoutes
}

/** The one place where routes are mounted. The app knows the backend only through its ports. */
export function createApp(backend: Backend, config: AppConfig, options: CreateAppOptions = {}): App {
  // Phone numbers checked against each country's numbering plan wherever the server parses one.
  installPhoneRules()
  const app = new Hono<AppEnv>()
  // A page's last good render is served for a day while rendering it again fails (render-cache.ts).
  const cache = new RenderCache({ maxAgeMs: config.renderCacheMaxAgeMs ?? undefined, staleIfErrorMs: config.renderCacheStaleIfErrorMs })
  // Search results apart, so unique queries can never push pages out (routes/search.tsx).
  const searchCache = createSearchCache(config)
  const now = options.now ?? (() => new Date())
  const mailer = options.mailer ?? createMailer(backend, config)

  // Every committed write drops the rendered pages, so a save shows on the public site at once.
  backend.events.subscribe((event) => {
    if (PRIVATE_COLLECTIONS.has(event.collection)) return
    cache.clear()
    searchCache.clear()
  })

  // A blog or publication published through the app becomes a client alert.
  watchPublishing(backend, { now, ...(options.alertQueue ? { queue: options.alertQueue } : {}) })

  app.use('*', securityHeaders({ connectOrigins: config.cspConnectOrigins, publicAppCheck: Boolean(publicConfig(config).appCheck) }))
  app.use('*', requestId({ headerName: 'X-Request-Id', generator: () => crypto.randomUUID().slice(0, 8) }))
  app.use('*', async (c, next) => {
    c.set('backend', backend)
    c.set('config', config)
    c.set('cache', cache)
    c.set('mailer', mailer)
    c.set('now', now())
    // Indonesian unless the path names English (the /en routes below set it).
    c.set('lang', 'id')
    await next()
  })
  // `/about/` → 301 `/about`, before any route or cache sees the path.
  app.use('*', trimTrailingSlash())
  // Responses not already compressed (cached pages and assets are) are compressed on the fly.
  app.use('*', compress())
  // Every GET answer has a validator and a caching rule: routes set their own; the rest get a
  // body hash and "revalidate every time".
  // A stream (server-sent events) has no end to hash: the middleware would wait on it forever.
  const bodyHashEtag = etag()
  app.use('*', async (c, next) => (c.req.path === '/dashboard/events' ? next() : bodyHashEtag(c, next)))
  app.use('*', async (c, next) => {
    await next()
    if ((c.req.method === 'GET' || c.req.method === 'HEAD') && !c.res.headers.has('Cache-Control')) {
      c.res.headers.set('Cache-Control', 'no-cache')
    }
  })
  app.use('*', pageRenderer)

  // The built assets and /healthz need no store: they answer while the server starts.
  app.route('/', staticAssets(options.staticDir))
  app.route('/', healthRoutes(options.startUp ? { startUp: options.startUp } : {}))
  app.route('/', clientCheckRoutes())
  // Statistik's beacon and image count in memory only: they answer while the server starts too.
  app.route('/', insightsBeaconRoutes({ searchCache }))
  // Everything else waits for the start-up work it depends on (start-up.ts), before any
  // session is read.
  if (options.startUp) app.use('*', startUpGate(options.startUp))

  // Staff routes: the session is read, and state-changing requests must come from this site.
  for (const path of ['/login', '/logout', '/dashboard', '/dashboard/*']) {
    app.use(path, loadSession, sameOrigin)
  }
  // Sign-in and sign-out bodies are a few fields: anything bigger is refused unread.
  const smallForm = bodyLimit({
    maxSize: 16 * 1024,
    onError: () => {
      throw new HTTPException(413, { message: 'Isian formulir terlalu besar.' })
    },
  })
  app.use('/login', smallForm)
  app.use('/login/*', smallForm)
  app.use('/logout', smallForm)

  // Each public form's own guard, with the limits the configuration sets, counted where the
  // backend keeps counts: in memory (embedded), in Firestore for every instance (Firebase).
  const formGuard = (form: 'inquiries' | 'applications' | 'subscriptions' | 'registrations') =>
    createSpamGuard({
      form,
      ...(backend.openRateCounters ? { counters: backend.openRateCounters() } : {}),
      ...(config.formLimits.perAddressPerMinute ? { perAddress: { limit: config.formLimits.perAddressPerMinute, windowMs: 60_000 } } : {}),
      ...(config.formLimits.perEmailPerHour ? { perEmail: { limit: config.formLimits.perEmailPerHour, windowMs: 60 * 60_000 } } : {}),
    })

  // One sign-in throttle for the login form and the password checks of Akun Saya.
  const loginThrottle = options.loginThrottle ?? new LoginThrottle()
  app.route('/', authRoutes({ throttle: loginThrottle, secondStep: options.secondStepThrottle }))
  // Lupa kata sandi? and the invitation and reset links (docs/decisions/0049).
  app.route('/', passwordResetRoutes({ mailer, ...(backend.openRateCounters ? { counters: backend.openRateCounters() } : {}), ...(options.passwordReset ?? {}) }))
  // The dashboard's modules load with its first request: a new instance starts with the public site's alone.
  const dashboard = lazyRoutes(async () =>
    (await import('./routes/dashboard')).dashboardRoutes({ mailer, loginThrottle, ...(options.accountLimiter ? { accountLimiter: options.accountLimiter } : {}) }),
  )
  app.all('/dashboard', dashboard.handler)
  app.all('/dashboard/*', dashboard.handler)
  app.route('/', feedRoutes())
  app.route('/', publicationDownloadRoutes())
  app.route('/', mediaRoutes({ imageCacheDir: options.imageCacheDir ?? path.join(os.tmpdir(), 'img-cache') }))
  app.route('/', searchRoutes({ cache: searchCache }))
  app.route('/', practiceAreaPublicRoutes())
  // Registration for events, before the events' pages: one instance for both languages, one spam guard.
  const registrationRoutes = registrationPublicRoutes({ mailer, guard: options.spamGuard ?? formGuard('registrations') })
  app.route('/', registrationRoutes)
  app.route('/', regulationPublicRoutes())
  app.route('/', eventPublicRoutes())
  // Before the public pages: POST /contact-us is the form; GET /contact-us stays the page.
  // One instance for both languages, so the two share their spam guard's limits.
  const inquiryRoutes = inquiryPublicRoutes({ mailer, guard: options.spamGuard ?? formGuard('inquiries') })
  app.route('/', inquiryRoutes)
  // Before the openings' pages: /career/lamaran is the application form's endpoint.
  const applicationRoutes = applicationPublicRoutes({ mailer, guard: options.spamGuard ?? formGuard('applications') })
  app.route('/', applicationRoutes)
  app.route('/', openingPublicRoutes())
  // The client alerts' subscription: one instance for both languages, one spam guard.
  const subscriptionRoutes = subscriptionPublicRoutes({ mailer, guard: options.spamGuard ?? formGuard('subscriptions') })
  app.route('/', subscriptionRoutes)
  app.route('/', postPublicRoutes('blogs'))
  app.route('/', postPublicRoutes('publications'))
  app.route('/', profilePublicRoutes({ queryCache: searchCache }))
  app.route('/', sitePages())

  // The English edition (decision 30): the same public routes under /en, reading
  // each item's English version. Never chosen for a visitor: only a URL that names it leads here.
  const english = new Hono<AppEnv>()
  english.use('*', async (c, next) => {
    c.set('lang', 'en')
    await next()
  })
  // Its own RSS feeds; robots.txt and the sitemap (both languages) are the root's alone.
  english.route('/', rssFeedRoutes())
  english.route('/', publicationDownloadRoutes())
  english.route('/', practiceAreaPublicRoutes())
  english.route('/', registrationRoutes)
  english.route('/', regulationPublicRoutes())
  english.route('/', eventPublicRoutes())
  english.route('/', searchRoutes({ cache: searchCache }))
  english.route('/', inquiryRoutes)
  english.route('/', applicationRoutes)
  english.route('/', openingPublicRoutes())
  english.route('/', subscriptionRoutes)
  english.route('/', postPublicRoutes('blogs'))
  english.route('/', postPublicRoutes('publications'))
  english.route('/', profilePublicRoutes({ queryCache: searchCache }))
  english.route('/', sitePages())
  english.route('/', blockPagePublicRoutes())
  app.route('/en', english)
  // Last, after the English edition too: a block page answers only at a path no route above has
  // (its pattern would otherwise take /en/… first); docs/decisions/0047-block-pages.md.
  app.route('/', blockPagePublicRoutes())

  app.notFound(notFoundHandler)
  app.onError(errorHandler)
  // A cached page's hit is answered before the chain above, with the headers the chain gave it
  // (render/cache-fast-path.ts, decision 36). A middleware whose answer to a cached public page
  // depends on the request beyond its URL, cookies and encoding must take part in that file's rules.
  const clock = options.now ? () => now().getTime() : Date.now
  // Statistik in server mode counts the pages served, the fast path's hits and the chain's
  // answers, from this one hook (insights/page-views.ts, decision 64).
  const onView = config.insightsCounting === 'server' ? createPageViewCounter({ counter: backend.insightsCounter, origins: config.allowedOrigins, now: clock }) : undefined
  const fastPath = createCacheFastPath(app.fetch, clock, onView ? { onView } : {})
  app.fetch = fastPath.fetch
  // Several processes on one store (Firebase): a save made by another instance clears this one's
  // caches too, within the listener's delay (decision 36).
  if (backend.contentVersion) {
    const freshness = keepFresh(backend.contentVersion, () => {
      cache.clear()
      searchCache.clear()
    }, clock)
    app.fetch = (request, env, executionCtx) => {
      freshness.touch()
      return fastPath.fetch(request, env, executionCtx)
    }
  }
  return Object.assign(app, { cache, searchCache, fastPath, dashboard })
}
