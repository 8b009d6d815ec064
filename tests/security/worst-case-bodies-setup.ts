/**
 * What the worst-case body files share (worst-case-bodies.test.ts for the editors of posts and
 * pages, worst-case-bodies-forms.test.ts for every other form): the endpoints, a test app with
 * every item they act on, and the clock each case is held to. The sweep is split in two files of
 * about the same length so the timed group runs them side by side, one per core; each file
 * builds its own app (docs/decisions/0063-test-run-speed.md).
 *
 * WORST_CASE_SCALE (default 1) shrinks every body, to measure code too slow for the real
 * limits; WORST_CASE_BUDGET_MS (default 1000) is the time allowed per case.
 */
import { monitorEventLoopDelay, type IntervalHistogram } from 'node:perf_hooks'
import { describe, expect, it } from 'vitest'
import { COLLECTION_MODULES } from '../../shared/collections'
import { PAGE_MODULES } from '../../shared/collections/pages'
import type { App } from '../../functions/src/app'
import { LoginThrottle } from '../../functions/src/auth/login-throttle'
import { RateLimiter } from '../../functions/src/security/rate-limit'
import { totpCode } from '../../functions/src/auth/totp'
import { ACCOUNT_BODY_LIMIT } from '../../functions/src/routes/dashboard/account'
import { FORM_LIMITS, LIST_FIELDS, RICH_TEXT_FIELDS } from '../../functions/src/routes/dashboard/form-helpers'
import { FORM_BODY_LIMIT } from '../../functions/src/routes/dashboard/index'
import { INQUIRY_BODY_LIMIT } from '../../functions/src/collections/inquiries/public-routes'
import { CANCEL_BODY_LIMIT, REGISTRATION_BODY_LIMIT } from '../../functions/src/collections/registrations/public-routes'
import { exampleData } from '../../functions/src/testing/example-data'
import { APPLICATION_BODY_LIMIT } from '../../functions/src/collections/applications/submit'
import { LINK_BODY_LIMIT, SUBSCRIBE_BODY_LIMIT } from '../../functions/src/alerts/public-routes'
import { linkKey, signLink } from '../../functions/src/alerts/links'
import { fixtures } from '../../functions/src/testing/fixtures'
import { fromAddress, signIn, TEST_ORIGIN } from '../../functions/src/testing/staff-session'
import { createTestApp, createTestBackend, type TestBackend } from '../../functions/src/testing/test-backend'

/**
 * A sign-in throttle that counts failures but never slows: the fuzzer signs in thousands of times
 * with random passwords from one address, and the slowing has its own tests (sign-in-lockout).
 */
class NeverSlowing extends LoginThrottle {
  override waitFor(): number {
    return 0
  }
}


export const SCALE = Number(process.env.WORST_CASE_SCALE ?? 1)
export const BUDGET_MS = Number(process.env.WORST_CASE_BUDGET_MS ?? 1000)
/** Sign-in and sign-out bodies (app.ts). */
const SMALL_FORM_LIMIT = 16 * 1024

export let backend: TestBackend
export let app: App
export let cookie: string
/** A session of its own for /logout, which ends it. */
let logoutCookie: string
/** A sign-in waiting for its second step (/login/two-factor). */
let pendingCookie: string
export const ids: Record<string, string> = {}

export interface Endpoint {
  name: string
  path: () => string
  /** The route's body limit in bytes. */
  limit: number
  /** The fields its form sends. */
  fields: readonly string[]
  /** The session it is sent with (the admin's unless said). */
  cookie?: () => string
  /**
   * Sent from a client address, as through the Node server: routes that check a password (and
   * slow it per address) refuse a request whose address is unknown, before reading much of it.
   */
  fromAddress?: boolean
}

const POST_FIELDS = ['title', 'slug', 'content', 'excerpt', 'categoryId', 'tagIds', 'authorIds', 'publishedAt', 'cover', 'file', 'version', 'coverName', 'fileName'] as const
const PROFILE_FIELDS = ['name', 'slug', 'position', 'kind', 'email', 'phone', 'bio', 'education', 'barAdmissions', 'languages', 'practiceAreaIds', 'picture', 'cv', 'linkedinUrl', 'version', 'pictureName', 'cvName'] as const
/** The settings and office forms: their modules' fields (with the version), and the upload names. */
const SETTINGS_FIELDS = [...Object.keys(COLLECTION_MODULES.settings.formSchema.shape), 'logoName', 'shareImageName']
const OFFICE_FIELDS = Object.keys(COLLECTION_MODULES.offices.formSchema.shape)
/** The contact form's fields and its hidden ones (the token, the honeypot, whom it is addressed to). */
const INQUIRY_FIELDS = [...Object.keys(COLLECTION_MODULES.inquiries.formSchema.shape).filter((name) => name !== 'version'), 'formToken', 'website', 'target']
const DASHBOARD = FORM_BODY_LIMIT
/** The client alerts' subscription form and its hidden fields. */
const SUBSCRIPTION_FIELDS = [...Object.keys(COLLECTION_MODULES.subscribers.formSchema.shape).filter((name) => name !== 'version'), 'formToken', 'website']
/** The registration form of an event's page and its hidden fields. */
const REGISTRATION_FIELDS = [...Object.keys(COLLECTION_MODULES.registrations.formSchema.shape).filter((name) => name !== 'version'), 'formToken', 'website']
/** A link page's query: its signed token. */
const linkQuery = (name: string) => `?t=${encodeURIComponent(ids[name]!)}`
const OPENING_FIELDS = Object.keys(COLLECTION_MODULES.openings.formSchema.shape)
/** The application form's text fields and its hidden ones (the CV travels as a file, see below). */
const APPLICATION_FIELDS = [...Object.keys(COLLECTION_MODULES.applications.formSchema.shape).filter((name) => name !== 'version'), 'opening', 'formToken', 'website', 'cvKept']

/** Every POST route that reads a form (see the routers in functions/src/routes). */
export const ENDPOINTS: Endpoint[] = [
  { name: 'login', path: () => '/login', limit: SMALL_FORM_LIMIT, fields: ['email', 'password', 'next'] },
  { name: 'login session', path: () => '/login/session', limit: SMALL_FORM_LIMIT, fields: ['idToken', 'next'] },
  { name: 'logout', path: () => '/logout', limit: SMALL_FORM_LIMIT, fields: ['next'], cookie: () => logoutCookie },
  { name: 'category create', path: () => '/dashboard/categories', limit: DASHBOARD, fields: ['name', 'version'] },
  { name: 'category rename', path: () => `/dashboard/categories/${ids.category}`, limit: DASHBOARD, fields: ['name', 'version'] },
  { name: 'category delete', path: () => `/dashboard/categories/${ids.spareCategory}/delete`, limit: DASHBOARD, fields: ['version'] },
  { name: 'tag create', path: () => '/dashboard/tags', limit: DASHBOARD, fields: ['name', 'version'] },
  { name: 'tag rename', path: () => `/dashboard/tags/${ids.tag}`, limit: DASHBOARD, fields: ['name', 'version'] },
  { name: 'tag delete', path: () => `/dashboard/tags/${ids.spareTag}/delete`, limit: DASHBOARD, fields: ['version'] },
  { name: 'blog create', path: () => '/dashboard/blogs/create', limit: DASHBOARD, fields: POST_FIELDS },
  { name: 'blog edit', path: () => `/dashboard/blogs/${ids.blog}/edit`, limit: DASHBOARD, fields: POST_FIELDS },
  { name: 'blog delete', path: () => `/dashboard/blogs/${ids.spareBlog}/delete`, limit: DASHBOARD, fields: ['version'] },
  { name: 'publication create', path: () => '/dashboard/publications/create', limit: DASHBOARD, fields: POST_FIELDS },
  { name: 'publication edit', path: () => `/dashboard/publications/${ids.publication}/edit`, limit: DASHBOARD, fields: POST_FIELDS },
  { name: 'publication delete', path: () => `/dashboard/publications/${ids.sparePublication}/delete`, limit: DASHBOARD, fields: ['version'] },
  { name: 'profile create', path: () => '/dashboard/profiles/create', limit: DASHBOARD, fields: PROFILE_FIELDS },
  { name: 'profile edit', path: () => `/dashboard/profiles/${ids.attorney}/edit`, limit: DASHBOARD, fields: PROFILE_FIELDS },
  { name: 'profile delete', path: () => `/dashboard/profiles/${ids.spareProfile}/delete`, limit: DASHBOARD, fields: ['version', 'back'] },
  { name: 'order settings', path: () => '/dashboard/profiles/order-settings', limit: DASHBOARD, fields: ['type', 'key', 'ids', 'version'] },
  { name: 'staff create', path: () => '/dashboard/staff', limit: DASHBOARD, fields: ['email', 'displayName', 'role'] },
  { name: 'staff action', path: () => `/dashboard/staff/${ids.staff}`, limit: DASHBOARD, fields: ['intent'] },
  { name: 'settings save', path: () => '/dashboard/settings', limit: DASHBOARD, fields: SETTINGS_FIELDS },
  { name: 'office create', path: () => '/dashboard/settings/offices/create', limit: DASHBOARD, fields: OFFICE_FIELDS },
  { name: 'office edit', path: () => `/dashboard/settings/offices/${ids.office}/edit`, limit: DASHBOARD, fields: OFFICE_FIELDS },
  { name: 'office delete', path: () => `/dashboard/settings/offices/${ids.spareOffice}/delete`, limit: DASHBOARD, fields: ['version'] },
  { name: 'contact form', path: () => '/contact-us', limit: INQUIRY_BODY_LIMIT, fields: INQUIRY_FIELDS },
  { name: 'inquiry action', path: () => `/dashboard/inquiries/${ids.inquiry}`, limit: DASHBOARD, fields: ['intent', 'status', 'assigneeId', 'note', 'version'] },
  { name: 'inquiry reply', path: () => `/dashboard/inquiries/${ids.inquiry}/reply`, limit: DASHBOARD, fields: ['subject', 'text'] },
  { name: 'inquiry delete', path: () => `/dashboard/inquiries/${ids.spareInquiry}/delete`, limit: DASHBOARD, fields: ['version'] },
  { name: 'inquiry person delete', path: () => '/dashboard/inquiries/person', limit: DASHBOARD, fields: ['email'] },
  // Tinjauan (decision 51): the four steps of a blog's review.
  { name: 'review request', path: () => `/dashboard/blogs/${ids.blog}/review/request`, limit: DASHBOARD, fields: ['reviewers', 'text'] },
  { name: 'review comment', path: () => `/dashboard/blogs/${ids.blog}/review/comment`, limit: DASHBOARD, fields: ['text'] },
  { name: 'review approve', path: () => `/dashboard/blogs/${ids.blog}/review/approve`, limit: DASHBOARD, fields: ['text', 'version'] },
  { name: 'review changes', path: () => `/dashboard/blogs/${ids.blog}/review/changes`, limit: DASHBOARD, fields: ['text'] },
  { name: 'office main', path: () => `/dashboard/settings/offices/${ids.office}/main`, limit: DASHBOARD, fields: ['version'] },
  { name: 'office move', path: () => `/dashboard/settings/offices/${ids.office}/move`, limit: DASHBOARD, fields: ['direction'] },
  { name: 'opening create', path: () => '/dashboard/openings/create', limit: DASHBOARD, fields: OPENING_FIELDS },
  { name: 'opening edit', path: () => `/dashboard/openings/${ids.opening}/edit`, limit: DASHBOARD, fields: OPENING_FIELDS },
  { name: 'opening delete', path: () => `/dashboard/openings/${ids.spareOpening}/delete`, limit: DASHBOARD, fields: ['version'] },
  { name: 'application form', path: () => '/career/lamaran', limit: APPLICATION_BODY_LIMIT, fields: APPLICATION_FIELDS },
  { name: 'application action', path: () => `/dashboard/applications/${ids.application}`, limit: DASHBOARD, fields: ['intent', 'status', 'note', 'version'] },
  { name: 'application reply', path: () => `/dashboard/applications/${ids.application}/reply`, limit: DASHBOARD, fields: ['subject', 'text'] },
  { name: 'application delete', path: () => `/dashboard/applications/${ids.spareApplication}/delete`, limit: DASHBOARD, fields: ['version'] },
  { name: 'trash restore', path: () => `/dashboard/trash/${ids.trash}/restore`, limit: DASHBOARD, fields: ['slug'] },
  { name: 'trash purge', path: () => `/dashboard/trash/${ids.spareTrash}/purge`, limit: DASHBOARD, fields: ['version'] },
  { name: 'practice area create', path: () => '/dashboard/practice-areas/create', limit: DASHBOARD, fields: Object.keys(COLLECTION_MODULES.practiceAreas.formSchema.shape) },
  { name: 'practice area edit', path: () => `/dashboard/practice-areas/${ids.area}/edit`, limit: DASHBOARD, fields: Object.keys(COLLECTION_MODULES.practiceAreas.formSchema.shape) },
  { name: 'practice area delete', path: () => `/dashboard/practice-areas/${ids.spareArea}/delete`, limit: DASHBOARD, fields: ['version'] },
  { name: 'page home save', path: () => '/dashboard/pages/home', limit: DASHBOARD, fields: Object.keys(PAGE_MODULES.home.formSchema.shape) },
  { name: 'page about save', path: () => '/dashboard/pages/about', limit: DASHBOARD, fields: Object.keys(PAGE_MODULES.about.formSchema.shape) },
  // The legal pages (decision 48): a rich text per language, checked for the notice's sections and placeholders.
  { name: 'page privacy save', path: () => '/dashboard/pages/privacy', limit: DASHBOARD, fields: Object.keys(PAGE_MODULES.privacy.formSchema.shape) },
  { name: 'page disclaimer save', path: () => '/dashboard/pages/disclaimer', limit: DASHBOARD, fields: Object.keys(PAGE_MODULES.disclaimer.formSchema.shape) },
  { name: 'block page create', path: () => '/dashboard/pages/create', limit: DASHBOARD, fields: Object.keys(COLLECTION_MODULES.blockPages.formSchema.shape) },
  { name: 'block page preview', path: () => '/dashboard/pages/preview', limit: DASHBOARD, fields: Object.keys(COLLECTION_MODULES.blockPages.formSchema.shape) },
  { name: 'block page edit', path: () => `/dashboard/pages/${ids.blockPage}/edit`, limit: DASHBOARD, fields: Object.keys(COLLECTION_MODULES.blockPages.formSchema.shape) },
  { name: 'block page saved preview', path: () => `/dashboard/pages/${ids.blockPage}/preview`, limit: DASHBOARD, fields: Object.keys(COLLECTION_MODULES.blockPages.formSchema.shape) },
  { name: 'block page translation current', path: () => `/dashboard/pages/${ids.blockPage}/translation-current`, limit: DASHBOARD, fields: ['version'] },
  { name: 'block page delete', path: () => `/dashboard/pages/${ids.spareBlockPage}/delete`, limit: DASHBOARD, fields: ['version'] },
  { name: 'navigation save', path: () => '/dashboard/navigation', limit: DASHBOARD, fields: ['version', ...['header', 'footer'].flatMap((menu) => ['Level', 'Label', 'LabelEn', 'Href'].map((field) => `${menu}${field}`))] },
  { name: 'redirect create', path: () => '/dashboard/redirects', limit: DASHBOARD, fields: Object.keys(COLLECTION_MODULES.redirects.formSchema.shape) },
  { name: 'redirect delete', path: () => `/dashboard/redirects/${ids.spareRedirect}/delete`, limit: DASHBOARD, fields: ['version'] },
  { name: 'media edit', path: () => `/dashboard/media/${ids.media}/edit`, limit: DASHBOARD, fields: Object.keys(COLLECTION_MODULES.media.formSchema.shape) },
  { name: 'media delete', path: () => `/dashboard/media/${ids.spareMedia}/delete`, limit: DASHBOARD, fields: ['version'] },
  // Deletes only files no item uses: the entry edited above is a blog's cover, so it stays.
  { name: 'media cleanup', path: () => '/dashboard/media/cleanup', limit: DASHBOARD, fields: [] },
  { name: 'account name', path: () => '/dashboard/account/name', limit: ACCOUNT_BODY_LIMIT, fields: ['displayName'] },
  { name: 'account password', path: () => '/dashboard/account/password', limit: ACCOUNT_BODY_LIMIT, fields: ['currentPassword', 'newPassword', 'confirmPassword'], fromAddress: true },
  { name: 'two-factor start', path: () => '/dashboard/account/two-factor/start', limit: ACCOUNT_BODY_LIMIT, fields: ['password'], fromAddress: true },
  { name: 'two-factor confirm', path: () => '/dashboard/account/two-factor/confirm', limit: ACCOUNT_BODY_LIMIT, fields: ['code'] },
  { name: 'two-factor off', path: () => '/dashboard/account/two-factor/off', limit: ACCOUNT_BODY_LIMIT, fields: ['password'], fromAddress: true },
  { name: 'two-factor recovery codes', path: () => '/dashboard/account/two-factor/recovery-codes', limit: ACCOUNT_BODY_LIMIT, fields: ['password'], fromAddress: true },
  { name: 'two-factor rule', path: () => '/dashboard/staff/two-factor-policy', limit: DASHBOARD, fields: ['required'] },
  { name: 'staff invite', path: () => '/dashboard/staff/invite', limit: DASHBOARD, fields: ['email', 'displayName', 'role'] },
  // Answered no sooner than FORGOT_ANSWER_MS, whatever the address (a wait, not work).
  { name: 'forgot password', path: () => '/login/forgot', limit: SMALL_FORM_LIMIT, fields: ['email'], fromAddress: true },
  { name: 'set password', path: () => `/login/password/${ids.passwordToken}`, limit: SMALL_FORM_LIMIT, fields: ['newPassword', 'confirmPassword', 'username'], fromAddress: true },
  // A sign-in waiting for its code (ended after five wrong ones: later cases are sent to /login).
  { name: 'second step', path: () => '/login/two-factor', limit: SMALL_FORM_LIMIT, fields: ['code', 'next'], cookie: () => pendingCookie, fromAddress: true },
  { name: 'subscribe form', path: () => '/subscribe', limit: SUBSCRIBE_BODY_LIMIT, fields: SUBSCRIPTION_FIELDS },
  { name: 'subscription confirm', path: () => `/subscribe/confirm${linkQuery('confirmToken')}`, limit: LINK_BODY_LIMIT, fields: ['intent'] },
  { name: 'subscription manage', path: () => `/subscribe/manage${linkQuery('manageToken')}`, limit: LINK_BODY_LIMIT, fields: ['name', 'lang', 'categoryIds', 'practiceAreaIds', 'regulationIds'] },
  { name: 'one-click unsubscribe', path: () => `/subscribe/unsubscribe${linkQuery('unsubscribeToken')}`, limit: LINK_BODY_LIMIT, fields: ['List-Unsubscribe', 'intent'] },
  { name: 'subscriber delete', path: () => `/dashboard/subscribers/${ids.spareSubscriber}/delete`, limit: DASHBOARD, fields: ['version'] },
  // Decision 53: the CSV import's two steps (its own body reader) and a Buletin's preview and send.
  { name: 'subscriber import preview', path: () => '/dashboard/subscribers/import/preview', limit: DASHBOARD, fields: ['csv', 'consentNote', 'file'] },
  { name: 'subscriber import', path: () => '/dashboard/subscribers/import', limit: DASHBOARD, fields: ['csv', 'consentNote', 'file'] },
  { name: 'digest', path: () => '/dashboard/digest', limit: DASHBOARD, fields: ['intent', 'intro', 'items', 'practiceAreaIds'] },
  // Event registration (decision 59): the form, the cancel link's page, Pendaftar's attendance and thanks.
  { name: 'event registration', path: () => `/events/${ids.eventSlug}/daftar`, limit: REGISTRATION_BODY_LIMIT, fields: REGISTRATION_FIELDS },
  { name: 'registration cancel', path: () => '/events/daftar/batal', limit: CANCEL_BODY_LIMIT, fields: ['t'] },
  { name: 'registrant attendance', path: () => `/dashboard/acara/${ids.event}/pendaftar/kehadiran`, limit: DASHBOARD, fields: ['id', 'state'] },
  { name: 'event thanks', path: () => `/dashboard/acara/${ids.event}/pendaftar/terima-kasih`, limit: DASHBOARD, fields: ['intent'] },
]

/** What a case measured. */
interface Measure {
  status: number
  ms: number
  /** Every /healthz answer while the case ran was a 200. */
  healthy: boolean
  /** The slowest of those answers, counted from when it was due. */
  healthMs: number
  /** The longest the event loop was blocked while the case ran. */
  blockedMs: number
}
const measured: { endpoint: string; kind: string; bytes: number; m: Measure }[] = []

const tick = (ms: number) => new Promise((resolve) => setTimeout(resolve, ms))

/**
 * A monitor asking GET /healthz every few milliseconds until `done` settles. Each answer is
 * timed from when the question was due, so an event loop blocked while it waits shows in full.
 * The last question is asked as soon as `done` settles, not at the end of the interval: a case
 * that answers in 2 ms no longer waits 5 (on some 3,000 cases).
 */
async function probeHealth(done: Promise<unknown>): Promise<{ healthy: boolean; worstMs: number }> {
  let finished = false
  // Registered before the race below, so `finished` is set by the time the race settles.
  void done.finally(() => (finished = true))
  const settled = done.then(
    () => undefined,
    () => undefined,
  )
  let healthy = true
  let worstMs = 0
  do {
    const due = performance.now() + 5
    await Promise.race([tick(5), settled])
    // Asked early (the case ended first): timed from when it was asked.
    const asked = Math.min(due, performance.now())
    const res = await app.request('/healthz')
    await res.arrayBuffer()
    healthy &&= res.status === 200
    worstMs = Math.max(worstMs, performance.now() - asked)
  } while (!finished)
  return { healthy, worstMs }
}

/** Resolves once the histogram has recorded another delay (its timer ran since the call). */
async function sampled(delay: IntervalHistogram): Promise<void> {
  const count = delay.count
  while (delay.count === count) await tick(1)
}

/** Sends the body while /healthz is being asked, and measures both and the event loop's delay. */
export async function measure(endpoint: Endpoint, body: string | Uint8Array, contentType: string): Promise<Measure> {
  // A timer every millisecond: a finer measure of a blocked loop than every 5, and the wait
  // below is two of its periods, about 2 ms, where it was 10 ms on each of some 3,000 cases.
  const delay = monitorEventLoopDelay({ resolution: 1 })
  delay.enable()
  // The histogram measures from its first timer, and records from its second: wait for that
  // first record before the request (a fixed wait cost more).
  await sampled(delay)
  const started = performance.now()
  const hostile = Promise.resolve(
    app.request(
      `${TEST_ORIGIN}${endpoint.path()}`,
      {
        method: 'POST',
        headers: { origin: TEST_ORIGIN, cookie: endpoint.cookie?.() ?? cookie, 'content-type': contentType, accept: 'text/html' },
        body: body as BodyInit,
      },
      endpoint.fromAddress ? fromAddress('10.200.0.2') : undefined,
    ),
  ).then(async (res) => {
    await res.arrayBuffer()
    return { status: res.status, ms: performance.now() - started }
  })
  const [answer, health] = await Promise.all([hostile, probeHealth(hostile)])
  // The histogram records a blocked loop when its timer next runs: wait for one more record.
  await sampled(delay)
  delay.disable()
  return { status: answer.status, ms: answer.ms, healthy: health.healthy, healthMs: health.worstMs, blockedMs: delay.max / 1e6 }
}

export async function check(endpoint: Endpoint, kind: string, body: string | Uint8Array, contentType = 'application/x-www-form-urlencoded') {
  const bytes = typeof body === 'string' ? Buffer.byteLength(body) : body.byteLength
  expect(bytes, `${endpoint.name} ${kind}: the body is within the route's limit`).toBeLessThanOrEqual(endpoint.limit)
  const m = await measure(endpoint, body, contentType)
  measured.push({ endpoint: endpoint.name, kind, bytes, m })
  const label = `${endpoint.name} ${kind} (${bytes} bytes): ${JSON.stringify(m)}`
  expect(m.status, label).toBeLessThan(500)
  expect(m.ms, label).toBeLessThan(BUDGET_MS)
  expect(m.healthy, label).toBe(true)
  expect(m.healthMs, label).toBeLessThan(BUDGET_MS)
  expect(m.blockedMs, label).toBeLessThan(BUDGET_MS)
  return m
}

/** The route's limit, scaled, less room for what the case adds around the repeated part. */
export const room = (endpoint: Endpoint, reserve = 0) => Math.floor(endpoint.limit * SCALE) - reserve

/** `unit` repeated to fill `bytes` (ASCII units). */
export const fill = (unit: string, bytes: number) => unit.repeat(Math.max(0, Math.floor(bytes / unit.length)))

/** `name=value&` pairs cycling through `names` until the body holds `bytes`. */
function repeatedPairs(names: readonly string[], value: string, bytes: number): string {
  const units = names.map((name) => `${name}=${value}&`)
  const perRound = units.join('')
  return fill(perRound, bytes)
}

export const BOUNDARY = 'wcb0123456789'
export const MULTIPART = `multipart/form-data; boundary=${BOUNDARY}`

/** A multipart body of `name`/`value` parts cycling through `names` until it holds `bytes`. */
function repeatedParts(names: readonly string[], value: string, bytes: number): string {
  const round = names.map((name) => `--${BOUNDARY}\r\nContent-Disposition: form-data; name="${name}"\r\n\r\n${value}\r\n`).join('')
  const end = `--${BOUNDARY}--\r\n`
  return fill(round, bytes - end.length) + end
}

/** A field's longest accepted value and one past it, as readForm bounds them. */
function valueBound(endpoint: Endpoint, field: string): number {
  const bound = LIST_FIELDS.has(field) ? FORM_LIMITS.listValueChars : RICH_TEXT_FIELDS.has(field) ? Infinity : FORM_LIMITS.valueChars
  return Math.min(bound, room(endpoint, 256))
}

/** Long values that made regular expressions backtrack: a run of spaces between letters, and markup. */
const LONG_VALUES: Record<string, (n: number) => string> = {
  spaces: (n) => `a${' '.repeat(Math.max(0, n - 2))}b`,
  '<script': (n) => fill('<script', n),
}

/** Pathological HTML for rich-text fields (each filled to the body limit). */
const HOSTILE_HTML: Record<string, (n: number) => string> = {
  '<script repeated': (n) => fill('<script', n),
  '<script> unclosed': (n) => fill('<script>', n),
  '< repeated': (n) => fill('<', n),
  'unclosed comments': (n) => fill('<!--', n),
  'comment then text': (n) => `<!--${fill('a', n - 4)}`,
  'nested tags': (n) => fill('<b>', n),
  'nested tags then stray closes': (n) => fill('<b>', n / 2) + fill('</i>', n / 2),
  'nested and closed': (n) => fill('<b>', n / 2) + fill('</b>', n / 2),
  'links without href': (n) => fill('<a>x</a>', n),
  'comments in a link': (n) => `<a href="https://example.test/${fill('<!---->', n - 40)}">x</a>`,
  'unclosed attributes': (n) => fill('<a href="', n),
  'many attributes': (n) => `<p ${fill('x ', n - 4)}>`,
  'unclosed paragraphs': (n) => fill('<p>', n),
  'empty paragraphs': (n) => fill('<p> </p>', n),
  'line breaks': (n) => fill('<br>', n),
  entities: (n) => fill('&amp;', n),
  'text with spaces': (n) => `<p>a${' '.repeat(n - 9)}b</p>`,
  // The editor's blocks: a table, footnotes and videos by the thousand, and the tags unwrapped without their class.
  'a large table': (n) => `<table><tbody>${fill('<tr><th><p>h</p></th><td><p>sel</p></td></tr>', n - 30)}</tbody></table>`,
  'thousands of footnotes': (n) => fill('<p>a<sup class="footnote">Catatan kaki.</sup></p>', n),
  'video embeds': (n) => fill('<div class="embed" data-src="https://www.youtube-nocookie.com/embed/dQw4w9WgXcQ" data-title="t"></div>', n),
  'embeds from other hosts': (n) => fill('<div class="embed" data-src="https://evil.example/x"></div>', n),
  'bare divs, asides and sups': (n) => fill('<div><aside><sup>', n),
}

/** Body of a URL-encoded form: the fields of a plausible submission plus `extra`. */
function plausible(endpoint: Endpoint): Record<string, string> {
  const values: Record<string, string> = {}
  for (const field of endpoint.fields) values[field] = field === 'version' ? '1' : 'x'
  return values
}

/** A list value is sent as repeated fields, as a form sends it. */
export const encode = (fields: Record<string, string | string[]>) =>
  Object.entries(fields)
    .flatMap(([name, value]) => (Array.isArray(value) ? value : [value]).map((v) => `${formEncode(name)}=${formEncode(v)}`))
    .join('&')

/**
 * What URLSearchParams#toString makes of a value (application/x-www-form-urlencoded), without
 * its cost on the 2 MB values here: up to a second and a half for a run of spaces, per case.
 * encodeURIComponent keeps !'()~ as they are, URLSearchParams does not; a space is a '+'.
 */
function formEncode(value: string): string {
  if (/^[\w*.\- ]*$/.test(value)) {
    const bytes = Buffer.from(value, 'latin1')
    for (let i = 0; i < bytes.length; i++) if (bytes[i] === 0x20) bytes[i] = 0x2b
    return bytes.toString('latin1')
  }
  return encodeURIComponent(value).replace(/%20|[!'()~]/g, (c) => (c === '%20' ? '+' : `%${c.charCodeAt(0).toString(16).toUpperCase()}`))
}

/**
 * The editors of posts and pages (blogs, publications, the fixed pages, block pages): their rich
 * text makes them about half the sweep's time, so they are worst-case-bodies.test.ts and every
 * other endpoint is worst-case-bodies-forms.test.ts.
 */
export const isPostOrPageEditor = (endpoint: Endpoint) => /^(blog|publication|page|block page) /.test(endpoint.name)

/**
 * Builds the app and every item the endpoints act on (run in beforeAll), then warms up
 * `endpoints`, the ones the file sends its cases to.
 */
export async function startApp(endpoints: readonly Endpoint[]): Promise<void> {
  // The bodies are the ones URLSearchParams would make, character for character.
  const sample = { 'a b': [' x !~*\'()-._', '<script>&=+%\r\n'], z: `é€😀${String.fromCharCode(...Array.from({ length: 128 }, (_, i) => i))}` }
  expect(encode(sample)).toBe(new URLSearchParams(Object.entries(sample).flatMap(([n, v]) => (Array.isArray(v) ? v : [v]).map((x) => [n, x]))).toString())
  backend = createTestBackend()
  app = createTestApp(backend, {
    loginThrottle: new NeverSlowing(),
    // Akun Saya's per-account rate lifted: each case reaches the form, not the limit.
    accountLimiter: new RateLimiter({ burst: 1e9, perMinute: 1e9 }),
    // Lupa kata sandi?'s limits lifted too (its answer time kept).
    passwordReset: { limits: { perAddress: { limit: 1e6, windowMs: 60_000 }, perEmail: { limit: 1e6, windowMs: 60_000 } } },
  })
  await backend.identity.createStaff({ email: 'admin@example.test', password: 'kata-sandi-admin', displayName: 'Admin', role: 'admin' })
  const other = await backend.identity.createStaff({ email: 'editor@example.test', password: 'kata-sandi-editor', displayName: 'Editor', role: 'editor' })
  // An account with two-step verification, and a sign-in of it waiting for its code.
  const second = await backend.identity.createStaff({ email: 'dua@example.test', password: 'kata-sandi-dua', displayName: 'Dua', role: 'editor' })
  const secret = await backend.identity.serverTwoFactor.beginEnrolment(second.uid)
  await backend.identity.serverTwoFactor.confirmEnrolment(second.uid, totpCode(secret, Date.now()))
  pendingCookie = `__session=${(await backend.identity.serverTwoFactor.startPendingSignIn(second.uid, 60 * 60_000)).cookie}`
  cookie = await signIn(app, 'admin@example.test', 'kata-sandi-admin')
  logoutCookie = await signIn(app, 'admin@example.test', 'kata-sandi-admin')
  // The dashboard's routes load with its first request (routes/lazy-routes.ts): loaded here, so
  // no case's budget times their one-time import.
  await app.dashboard.load()
  const f = fixtures(backend)
  const category = await f.category('Analisis Hukum')
  const tag = await f.tag('Pajak')
  const area = await f.practiceArea('Litigasi')
  const attorney = await f.profile({ name: 'Budi Santoso', practiceAreaIds: [area.id] })
  const blog = await f.blog({ title: 'Catatan hukum yang cukup panjang', categoryId: category.id, tagIds: [tag.id], authorIds: [attorney.id], publishedAt: '2026-01-01T00:00:00.000Z' })
  const publication = await f.publication({ title: 'Buletin hukum yang cukup panjang', categoryId: category.id, publishedAt: '2026-01-01T00:00:00.000Z' })
  // Items the delete endpoints may remove.
  const spareCategory = await f.category('Kategori Cadangan')
  const spareTag = await f.tag('Tag Cadangan')
  const spareProfile = await f.profile({ name: 'Profil Cadangan' })
  const spareBlog = await f.blog({ title: 'Blog cadangan untuk dihapus', categoryId: category.id, publishedAt: '2026-01-01T00:00:00.000Z' })
  const sparePublication = await f.publication({ title: 'Publikasi cadangan untuk dihapus', categoryId: category.id, publishedAt: '2026-01-01T00:00:00.000Z' })
  const office = await f.office({ name: 'Kantor Jakarta' })
  const spareOffice = await f.office({ name: 'Kantor Cadangan', main: false, sortOrder: 2 })
  Object.assign(ids, {
    category: category.id,
    tag: tag.id,
    area: area.id,
    attorney: attorney.id,
    blog: blog.id,
    publication: publication.id,
    cover: blog.cover.path,
    spareCategory: spareCategory.id,
    spareTag: spareTag.id,
    spareProfile: spareProfile.id,
    spareBlog: spareBlog.id,
    sparePublication: sparePublication.id,
    staff: other.uid,
    office: office.id,
    spareOffice: spareOffice.id,
    inquiry: (await backend.content.create('inquiries', exampleData('inquiries'), { actor: 'visitor' })).id,
    spareInquiry: (await backend.content.create('inquiries', exampleData('inquiries'), { actor: 'visitor' })).id,
  })
  // An event open for registration (decision 59), in a month.
  const registrable = await backend.content.create(
    'events',
    exampleData('events', { slug: 'acara-uji', startsAt: new Date(Date.now() + 30 * 86_400_000).toISOString(), endsAt: new Date(Date.now() + 30 * 86_400_000 + 7_200_000).toISOString(), capacity: 3, publishedAt: '2026-01-01T00:00:00.000Z' }),
    { actor: 'test' },
  )
  Object.assign(ids, { event: registrable.id, eventSlug: registrable.slug })
  const opening = await backend.content.create('openings', exampleData('openings', { title: 'Associate Uji', slug: 'associate-uji' }), { actor: 'test' })
  Object.assign(ids, {
    opening: opening.id,
    spareOpening: (await backend.content.create('openings', exampleData('openings', { slug: 'lowongan-cadangan' }), { actor: 'test' })).id,
    application: (await backend.content.create('applications', exampleData('applications', { openingId: opening.id }), { actor: 'visitor' })).id,
    spareApplication: (await backend.content.create('applications', exampleData('applications'), { actor: 'visitor' })).id,
    spareArea: (await f.practiceArea('Bidang Cadangan')).id,
  })
  // Sampah: an entry whose slug was taken meanwhile (each restore is refused and shown again), one
  // to purge; a redirect to delete.
  const { moveToTrash } = await import('../../functions/src/trash/trash-item')
  const actor = { uid: 'admin', name: 'Admin' }
  const conflicted = await f.tag('Tag Dipulihkan')
  ids.trash = (await moveToTrash(backend.content, 'tags', conflicted.id, actor, { now: new Date() })).id
  await f.tag('Tag Dipulihkan')
  ids.spareTrash = (await moveToTrash(backend.content, 'tags', (await f.tag('Tag Dibuang')).id, actor, { now: new Date() })).id
  ids.spareRedirect = (await backend.content.create('redirects', { from: '/cadangan', to: '/blogs', kind: 'manual', collection: '', itemId: '' }, { actor: 'test' })).id
  // Halaman: a block page to edit, preview and mark translated, and one to move to Sampah.
  ids.blockPage = (await backend.content.create('blockPages', exampleData('blockPages', { path: '/uji-terburuk', titleEn: 'Worst case' }), { actor: 'test' })).id
  ids.spareBlockPage = (await backend.content.create('blockPages', exampleData('blockPages', { path: '/uji-cadangan' }), { actor: 'test' })).id
  // Pustaka Media: a blog's cover (used, so never cleaned up) to edit, and an unused file to delete.
  const { addToLibrary } = await import('../../functions/src/media/library')
  const usedCover = (await backend.content.query('blogs'))[0]!.cover
  ids.media = (await addToLibrary(backend.content, usedCover, 'test'))!.id
  ids.spareMedia = (await addToLibrary(backend.content, { path: 'blog_images/cadangan.jpg', contentType: 'image/jpeg', size: 10 }, 'test'))!.id
  // A subscriber whose links the link pages are sent to, and one to delete.
  const subscriber = await backend.content.create('subscribers', exampleData('subscribers', { status: 'pending', confirmNonce: 'nonce-uji', linkKey: 'kunci-uji' }), { actor: 'visitor' })
  const key = await linkKey(backend.content)
  ids.confirmToken = signLink(key, 'confirm', subscriber, Date.now())
  ids.manageToken = signLink(key, 'manage', subscriber, Date.now())
  ids.unsubscribeToken = signLink(key, 'unsubscribe', subscriber, Date.now())
  ids.spareSubscriber = (await backend.content.create('subscribers', exampleData('subscribers', { email: 'cadangan@example.test', emailKey: 'cadangan@example.test' }), { actor: 'visitor' })).id
  // An invitation whose link the set-password page is sent with.
  const invited = await backend.identity.passwordLinks.invite({ email: 'diundang@example.test', displayName: 'Diundang', role: 'editor' })
  ids.passwordToken = await backend.identity.passwordLinks.issue(invited.uid, 'invite', 7 * 24 * 60 * 60_000, { appLink: (token) => token, continueUrl: '' })
  // Warm up: the first render of each page compiles its modules.
  for (const endpoint of endpoints) await measure(endpoint, encode(plausible(endpoint)), 'application/x-www-form-urlencoded')
}

/** Prints the worst case of each endpoint the file measured, with the budget's margin to read, and removes the app's store (run in afterAll). */
export async function reportAndCleanUp(): Promise<void> {
  const worst = new Map<string, { kind: string; ms: number; bytes: number; blockedMs: number }>()
  for (const { endpoint, kind, bytes, m } of measured) {
    const slowest = Math.max(m.ms, m.healthMs, m.blockedMs)
    const known = worst.get(endpoint)
    if (!known || slowest > Math.max(known.ms, known.blockedMs)) worst.set(endpoint, { kind, ms: Math.round(m.ms), bytes, blockedMs: Math.round(m.blockedMs) })
  }
  console.log(
    `worst case per endpoint (scale ${SCALE}, ${measured.length} cases):\n` +
      [...worst].map(([endpoint, w]) => `  ${endpoint}: ${w.ms} ms, loop blocked ${w.blockedMs} ms (${w.kind}, ${w.bytes} bytes)`).join('\n'),
  )
  await backend?.cleanup()
}

/** The cases every form endpoint is sent, at its body limit. */
export function describeAtBodyLimit(endpoints: readonly Endpoint[]): void {
  describe.each(endpoints)('$name at its body limit', (endpoint) => {
    const lists = endpoint.fields.filter((field) => LIST_FIELDS.has(field))
    // A form without list fields is sent its first field, repeated: only its first value counts.
    // A form of no fields (a confirmation's button) is sent a field it never reads, repeated.
    const repeated = lists.length > 0 ? lists : endpoint.fields.length > 0 ? endpoint.fields.slice(0, 1) : ['unread']

    it('answers a repeated field, URL-encoded and multipart', async () => {
      await check(endpoint, 'repeated (urlencoded)', repeatedPairs(repeated, '1', room(endpoint)))
      await check(endpoint, 'repeated (multipart)', repeatedParts(repeated, '1', room(endpoint)), MULTIPART)
    })

    it('answers list fields at their bounds: the most items, each the longest', async () => {
      if (lists.length === 0) return
      // As many of the longest items as the route's body takes (a small public form's limit is reached before the list bound).
      const perItem = FORM_LIMITS.listValueChars + Math.max(...lists.map((list) => list.length)) + 2
      const fits = Math.floor((room(endpoint, 512) - Buffer.byteLength(encode(plausible(endpoint)))) / (perItem * lists.length))
      const items = Array.from({ length: Math.min(FORM_LIMITS.listItems, fits) }, (_, i) => `${i}`.padStart(FORM_LIMITS.listValueChars, 'x'))
      const body = new URLSearchParams(plausible(endpoint))
      for (const list of lists) {
        body.delete(list)
        for (const item of items) body.append(list, item)
      }
      await check(endpoint, 'lists at their bounds', body.toString())
    })

    it('answers many distinct and form-path names', async () => {
      const pairs: string[] = []
      for (let i = 0, size = 0; size + 16 < room(endpoint); i++) {
        const pair = `f${i.toString(36)}=1`
        pairs.push(pair)
        size += pair.length + 1
      }
      await check(endpoint, 'distinct names', pairs.join('&'))
      const sparse = `tagIds[99999999]=x&title[99999999]=x&name[99999999]=x&ids[99999999]=x&__intent__=${encodeURIComponent('{"type":"update","payload":{"name":"tagIds[99999999]","value":"x"}}')}`
      const deep = `&${fill('a.', room(endpoint, sparse.length + 8))}a=1`
      await check(endpoint, 'form-path names', sparse + deep)
    })

    it.each(Object.keys(LONG_VALUES))('answers each field at its longest and one past it (%s)', async (pattern) => {
      for (const field of endpoint.fields) {
        const bound = valueBound(endpoint, field)
        for (const wanted of [bound, bound + 1]) {
          // URL-encoding may triple the value: the longest that fits the body limit once encoded.
          let length = wanted
          let body = encode({ ...plausible(endpoint), [field]: LONG_VALUES[pattern]!(length) })
          while (Buffer.byteLength(body) > room(endpoint)) {
            length = Math.floor((length * room(endpoint)) / Buffer.byteLength(body)) - 8
            body = encode({ ...plausible(endpoint), [field]: LONG_VALUES[pattern]!(length) })
          }
          if (length < wanted && wanted > bound) continue
          await check(endpoint, `${field} of ${length} characters (${pattern})`, body)
        }
      }
    })

    const rich = endpoint.fields.filter((field) => RICH_TEXT_FIELDS.has(field))
    // Only endpoints with rich text get these cases (none are declared, and so none reported skipped, elsewhere).
    const richTextCases = rich.length > 0 ? it.each(Object.keys(HOSTILE_HTML)) : () => {}
    richTextCases('answers rich text made of %s', async (pattern: string) => {
      for (const field of rich) {
        const base = { ...plausible(endpoint), title: 'Judul yang cukup panjang', slug: 'judul-uji', categoryId: ids.category!, publishedAt: '2026-01-01T08:00', cover: ids.cover! }
        const overhead = Buffer.byteLength(encode({ ...base, [field]: '' }))
        // Enough words to pass the schema's length rule, so the sanitizer sees the rest. URL
        // encoding triples markup characters: the field gets what fits once encoded.
        const words = `<p>${'kata '.repeat(30)}</p>`
        const html = words + HOSTILE_HTML[pattern]!(Math.floor((room(endpoint) - overhead) / 3) - words.length * 2)
        await check(endpoint, `${field}: ${pattern}`, encode({ ...base, [field]: html }))
      }
    })
  })
}
