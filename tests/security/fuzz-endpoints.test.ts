/**
 * Hostile and random input thrown at every form and JSON endpoint (fast-check). For every
 * case: never a 500, a refused request changes nothing in the store, and what the user sees
 * is an Indonesian message.
 */
import { createHash } from 'node:crypto'
import type Database from 'better-sqlite3'
import { linkKey, signLink } from '../../functions/src/alerts/links'
import fc from 'fast-check'
import { afterAll, beforeAll, describe, expect, it } from 'vitest'
import { COLLECTION_MODULES } from '../../shared/collections'
import { PAGE_MODULES } from '../../shared/collections/pages'
import { MSG } from '../../shared/schemas/messages'
import type { App } from '../../functions/src/app'
import { LoginThrottle } from '../../functions/src/auth/login-throttle'
import { RateLimiter } from '../../functions/src/security/rate-limit'
import { FORM_LIMITS, LIST_FIELDS } from '../../functions/src/routes/dashboard/form-helpers'
import { exampleData } from '../../functions/src/testing/example-data'
import { fixtures } from '../../functions/src/testing/fixtures'
import { signIn, TEST_ORIGIN, fromAddress } from '../../functions/src/testing/staff-session'
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

const RUNS = Number(process.env.FUZZ_RUNS ?? 60)

let backend: TestBackend
let app: App
let cookie: string
const ids: Record<string, string> = {}
/** Cases run per endpoint, reported at the end (the note quotes these figures). */
export const casesRun: Record<string, number> = {}

/**
 * A fingerprint of every row of every table (documents, memberships, staff, sessions aside, and
 * the activity log, which records a refused sign-in by design: docs/decisions/0026).
 */
function storeFingerprint(options: { fresh?: boolean } = {}): string {
  const db = backend.content.db
  // Prepared once per table: preparing them again for each of the ~10,000 fingerprints was a
  // tenth of this file's time. The list of tables is still read every time.
  if (statements?.db !== db) {
    statements = {
      db,
      // Not the search index's tables (the text's and the titles'), nor `meta`: the background
      // jobs' own state (the search sweep's and the upload pruning's last runs), which their
      // timers write whatever a request does.
      tables: db.prepare(`SELECT name FROM sqlite_master WHERE type = 'table' AND name NOT LIKE 'sqlite_%' AND name NOT LIKE 'search_text%' AND name NOT LIKE 'search_titles%' AND name NOT IN ('sessions', 'activity', 'meta') ORDER BY name`),
      rows: new Map(),
      writes: db.prepare('SELECT total_changes() AS rows'),
    }
  }
  // Rows change only by a write: while this connection has made none (total_changes counts
  // every row inserted, updated or deleted, by triggers too), no other connection has committed
  // (data_version) and no table was created or altered (schema_version), the last fingerprint
  // still holds. Most refused requests write nothing: the tables are hashed again only after
  // a write, where they were hashed twice for every refused case.
  const writes = `${(statements.writes.get() as { rows: number }).rows}/${db.pragma('data_version', { simple: true })}/${db.pragma('schema_version', { simple: true })}`
  if (!options.fresh && lastFingerprint?.db === db && lastFingerprint.writes === writes) return lastFingerprint.hash
  const { tables, rows } = statements
  const hash = createHash('sha256')
  for (const { name: table } of tables.all() as { name: string }[]) {
    let select = rows.get(table)
    if (!select) rows.set(table, (select = db.prepare(`SELECT * FROM "${table}" ORDER BY 1`)))
    hash.update(table).update(JSON.stringify(select.all()))
  }
  lastFingerprint = { db, writes, hash: hash.digest('hex') }
  return lastFingerprint.hash
}
let statements: { db: Database.Database; tables: Database.Statement<[]>; rows: Map<string, Database.Statement<[]>>; writes: Database.Statement<[]> } | undefined
let lastFingerprint: { db: Database.Database; writes: string; hash: string } | undefined

const hostileString = fc.oneof(
  fc.string({ maxLength: 40 }),
  fc.string({ unit: 'binary', maxLength: 80 }),
  fc.constantFrom(
    '',
    ' ',
    '\u0000',
    '<script>alert(1)</script>',
    '"><img src=x onerror=alert(1)>',
    "' OR 1=1 --",
    '../../../etc/passwd',
    '%00',
    '\u202e\u0644',
    'a'.repeat(5000),
    'NaN',
    '-1',
    '1e309',
    '2026-02-30',
    '9999-99-99T99:99',
    'javascript:alert(1)',
    'https://www.linkedin.com/in/',
    '{"__proto__":{"x":1}}',
    'blog_images/../../content.db',
    'cv/x.pdf',
  ),
)

/** A form body: the endpoint's own field names (some repeated), plus random ones. */
function formBody(fields: readonly string[]) {
  return fc
    .tuple(
      fc.array(fc.tuple(fc.constantFrom(...fields), hostileString), { maxLength: fields.length * 2 }),
      fc.array(fc.tuple(fc.string({ maxLength: 12 }), hostileString), { maxLength: 3 }),
    )
    .map(([known, extra]) => {
      const body = new URLSearchParams()
      for (const [name, value] of [...known, ...extra]) body.append(name, value)
      return body
    })
}

const KNOWN_MESSAGES: string[] = [...(Object.values(MSG) as unknown[]).filter((m): m is string => typeof m === 'string'), MSG.linkedin('https://www.linkedin.com')]
/** Indonesian words every refusal page or message carries at least one of. */
const INDONESIAN = /(harus|minimal|maksimal|paling banyak|paling sedikit|tidak|sudah|salah|terlalu|formulir|ditolak|diubah|dipakai|ditemukan|halaman|hanya boleh|bukan)/i

/**
 * The messages a refusal shows the user, where the user reads them: under a field, above the
 * form, on the login form, on the error page, or in a JSON `error`. The rest of the page does
 * not count: every dashboard page carries Indonesian text (the no-JavaScript banner, the menu),
 * so finding an Indonesian word anywhere on it would prove nothing.
 */
export function shownMessages(body: string): string[] {
  if (body.trimStart().startsWith('{')) {
    try {
      const error = (JSON.parse(body) as { error?: unknown }).error
      return typeof error === 'string' ? [error] : []
    } catch {
      return []
    }
  }
  const messages: string[] = []
  const containers = /<(div|p|section)[^>]*class="[^"]*\b(field-error|form-error|error-description|alert-error)\b[^"]*"[^>]*>([\s\S]*?)<\/\1>/g
  for (const match of body.matchAll(containers)) {
    const text = match[3]!.replace(/<[^>]+>/g, ' ').replace(/\s+/g, ' ').trim()
    if (text) messages.push(text)
  }
  return messages
}

async function send(path: string, body: BodyInit, contentType = 'application/x-www-form-urlencoded') {
  // From a client address, as every request through the Node server is (sign-in refuses one without).
  return app.request(
    `${TEST_ORIGIN}${path}`,
    { method: 'POST', headers: { origin: TEST_ORIGIN, cookie, 'content-type': contentType, accept: 'text/html' }, body },
    fromAddress('10.200.0.1'),
  )
}

async function checkCase(name: string, path: string, body: BodyInit, contentType?: string) {
  casesRun[name] = (casesRun[name] ?? 0) + 1
  // Hashed afresh before each case: a write the counters missed (one finished after the last
  // case answered, on a loaded machine) was blamed on the next case. After it, the counters say
  // whether this case wrote anything at all.
  const before = storeFingerprint({ fresh: true })
  const res = await send(path, body, contentType)
  const text = await res.text()
  expect(res.status, `${name}: ${text.slice(0, 200)}`).toBeLessThan(500)
  if (res.status >= 400) {
    expect(storeFingerprint(), `${name}: a refused request changed the store`).toBe(before)
    const shown = shownMessages(text)
    // A 404 carries the spec's own words ("Page not found: {path}"); every other refusal an Indonesian message.
    expect(shown.join(' | '), `${name} (${res.status}): no message where the user reads it`).toMatch(res.status === 404 ? /Page not found: \// : INDONESIAN)
    expect(text).not.toMatch(/\n\s+at [\w.<>]+ \(|SqliteError|TypeError:|ZodError|node_modules\//)
  }
  return Object.assign(res, { bodyText: text })
}

beforeAll(async () => {
  backend = createTestBackend()
  // A throttle that never slows: the fuzzer signs in many times with random passwords.
  // Akun Saya's per-account rate lifted too: the fuzzer's cases reach the forms, not the limit.
  app = createTestApp(backend, {
    loginThrottle: new NeverSlowing(),
    accountLimiter: new RateLimiter({ burst: 1e9, perMinute: 1e9 }),
    // Lupa kata sandi?: answered at once and never limited, so the cases reach the form.
    passwordReset: { answerMs: 0, limits: { perAddress: { limit: 1e6, windowMs: 60_000 }, perEmail: { limit: 1e6, windowMs: 60_000 } } },
  })
  await backend.identity.createStaff({ email: 'admin@example.test', password: 'kata-sandi-admin', displayName: 'Admin', role: 'admin' })
  cookie = await signIn(app, 'admin@example.test', 'kata-sandi-admin')
  const f = fixtures(backend)
  const category = await f.category('Analisis Hukum')
  const tag = await f.tag('Pajak')
  const area = await f.practiceArea('Litigasi')
  const attorney = await f.profile({ name: 'Budi Santoso', practiceAreaIds: [area.id] })
  const blog = await f.blog({ title: 'Catatan hukum yang cukup panjang', categoryId: category.id, tagIds: [tag.id], authorIds: [attorney.id], publishedAt: '2026-01-01T00:00:00.000Z' })
  const publication = await f.publication({ title: 'Buletin hukum yang cukup panjang', categoryId: category.id, publishedAt: '2026-01-01T00:00:00.000Z' })
  const office = await f.office({ name: 'Kantor Jakarta' })
  await f.office({ name: 'Kantor Surabaya', main: false, sortOrder: 2 })
  await f.settings({ name: 'Firma Uji' })
  // Job openings and applications: an opening to apply for, an application to act on.
  const opening = await backend.content.create('openings', exampleData('openings', { title: 'Associate Uji', slug: 'associate-uji' }), { actor: 'test' })
  const application = await backend.content.create('applications', exampleData('applications', { openingId: opening.id }), { actor: 'visitor' })
  Object.assign(ids, { opening: opening.id, application: application.id })
  // The public forms' signing key is made on first use: made now, so no refused case is the one that writes it.
  await app.request('/career/lamaran/token')
  const inquiry = await backend.content.create('inquiries', exampleData('inquiries'), { actor: 'visitor' })
  Object.assign(ids, { category: category.id, tag: tag.id, area: area.id, attorney: attorney.id, blog: blog.id, publication: publication.id, office: office.id, inquiry: inquiry.id })
  // An event open for registration (decision 59), in a month.
  const registrable = await backend.content.create(
    'events',
    exampleData('events', { slug: 'acara-uji', startsAt: new Date(Date.now() + 30 * 86_400_000).toISOString(), endsAt: new Date(Date.now() + 30 * 86_400_000 + 7_200_000).toISOString(), capacity: 3, publishedAt: '2026-01-01T00:00:00.000Z' }),
    { actor: 'test' },
  )
  Object.assign(ids, { event: registrable.id, eventSlug: registrable.slug })
  // A block page to edit, preview and mark translated (Halaman).
  ids.blockPage = (await backend.content.create('blockPages', exampleData('blockPages', { path: '/uji-fuzz', titleEn: 'Fuzz' }), { actor: 'test' })).id
  // A regulation to edit (Peraturan, decision 56).
  ids.regulation = (await backend.content.create('regulations', exampleData('regulations', { slug: 'uu-27-2022' }), { actor: 'test' })).id
  // A file of Pustaka Media to edit: the blog's cover.
  const { addToLibrary } = await import('../../functions/src/media/library')
  ids.media = (await addToLibrary(backend.content, blog.cover, 'test'))!.id
  // The public forms' signing key is made on first use: made now, so no refused case is the one that writes it.
  await app.request('/contact-us/token')
  // Sampah: an entry whose slug another item took meanwhile (a restore needs a new slug), and
  // redirects the 404 path reads (a renamed item's, a gone one's, a filter's, a manual chain).
  const spare = await f.tag('Tag Cadangan')
  const { moveToTrash } = await import('../../functions/src/trash/trash-item')
  const trashed = await moveToTrash(backend.content, 'tags', spare.id, { uid: 'admin', name: 'Admin' }, { now: new Date() })
  await f.tag('Tag Cadangan')
  for (const [from, to, kind] of [
    ['/blogs/nama-lama', '/blogs/catatan-hukum-yang-cukup-panjang', 'slug'],
    ['/blogs/terhapus', '', 'gone'],
    ['/blogs?category=lama', '/blogs?category=analisis-hukum', 'slug'],
    ['/satu', '/dua', 'manual'],
    ['/dua', '/blogs', 'manual'],
  ] as const) {
    await backend.content.create('redirects', { from, to, kind, collection: '', itemId: '' }, { actor: 'test' })
  }
  const [redirect] = await backend.content.query('redirects', { where: [{ field: 'from', op: '==', value: '/satu' }] })
  Object.assign(ids, { trash: trashed.id, redirect: redirect!.id })
  // An invitation whose link the set-password page is sent with.
  const invited = await backend.identity.passwordLinks.invite({ email: 'diundang@example.test', displayName: 'Diundang', role: 'editor' })
  ids.passwordToken = await backend.identity.passwordLinks.issue(invited.uid, 'invite', 7 * 24 * 60 * 60_000, { appLink: (token) => token, continueUrl: '' })
  // A subscriber of the client alerts, whose signed links the link pages are sent with.
  const subscriber = await backend.content.create('subscribers', exampleData('subscribers', { status: 'active', confirmNonce: 'nonce-uji', linkKey: 'kunci-uji' }), { actor: 'visitor' })
  const key = await linkKey(backend.content)
  Object.assign(ids, {
    confirmToken: signLink(key, 'confirm', subscriber, Date.now()),
    manageToken: signLink(key, 'manage', subscriber, Date.now()),
    unsubscribeToken: signLink(key, 'unsubscribe', subscriber, Date.now()),
  })
}, 60_000)

afterAll(async () => {
  const total = Object.values(casesRun).reduce((a, b) => a + b, 0)
  console.log(`fuzz cases: ${total} in all; ${Object.entries(casesRun).map(([k, v]) => `${k} ${v}`).join(', ')}`)
  await backend.cleanup()
})

/** Each form's own field names, from its collection module: a field added to a module is fuzzed at once. */
const formFields = (module: { formSchema: { shape: object } }) => Object.keys(module.formSchema.shape)
const POST_FIELDS = [...new Set([...formFields(COLLECTION_MODULES.blogs), ...formFields(COLLECTION_MODULES.publications)])]
const PROFILE_FIELDS = formFields(COLLECTION_MODULES.profiles)
const CATEGORY_FIELDS = formFields(COLLECTION_MODULES.categories)
const TAG_FIELDS = formFields(COLLECTION_MODULES.tags)
const SETTINGS_FIELDS = formFields(COLLECTION_MODULES.settings)
const OFFICE_FIELDS = formFields(COLLECTION_MODULES.offices)
const OPENING_FIELDS = formFields(COLLECTION_MODULES.openings)
/** The application form: the module's fields (not the dashboard's version) and its hidden ones. */
const APPLICATION_FIELDS = [...formFields(COLLECTION_MODULES.applications).filter((name) => name !== 'version'), 'opening', 'formToken', 'website', 'cvKept']
/** The contact form: the module's fields (not the dashboard's version) and its hidden ones. */
const INQUIRY_FIELDS = [...formFields(COLLECTION_MODULES.inquiries).filter((name) => name !== 'version'), 'formToken', 'website', 'target']

/** The client alerts' subscription form and its hidden fields. */
const SUBSCRIPTION_FIELDS = [...formFields(COLLECTION_MODULES.subscribers).filter((name) => name !== 'version'), 'formToken', 'website']
/** The registration form of an event's page and its hidden fields. */
const REGISTRATION_FIELDS = [...formFields(COLLECTION_MODULES.registrations).filter((name) => name !== 'version'), 'formToken', 'website']
const linkQuery = (name: string) => `?t=${encodeURIComponent(ids[name]!)}`

const FORM_ENDPOINTS: { name: string; path: () => string; fields: readonly string[] }[] = [
  { name: 'login', path: () => '/login', fields: ['email', 'password', 'next'] },
  { name: 'category create', path: () => '/dashboard/categories', fields: CATEGORY_FIELDS },
  { name: 'category rename', path: () => `/dashboard/categories/${ids.category}`, fields: CATEGORY_FIELDS },
  { name: 'category delete', path: () => `/dashboard/categories/${ids.category}/delete`, fields: ['version'] },
  { name: 'tag create', path: () => '/dashboard/tags', fields: TAG_FIELDS },
  { name: 'tag rename', path: () => `/dashboard/tags/${ids.tag}`, fields: TAG_FIELDS },
  { name: 'blog create', path: () => '/dashboard/blogs/create', fields: POST_FIELDS },
  { name: 'blog edit', path: () => `/dashboard/blogs/${ids.blog}/edit`, fields: POST_FIELDS },
  { name: 'publication create', path: () => '/dashboard/publications/create', fields: POST_FIELDS },
  { name: 'publication edit', path: () => `/dashboard/publications/${ids.publication}/edit`, fields: POST_FIELDS },
  { name: 'profile create', path: () => '/dashboard/profiles/create', fields: PROFILE_FIELDS },
  { name: 'profile edit', path: () => `/dashboard/profiles/${ids.attorney}/edit`, fields: PROFILE_FIELDS },
  { name: 'order settings', path: () => '/dashboard/profiles/order-settings', fields: ['type', 'key', 'ids', 'version', 'area'] },
  { name: 'staff create', path: () => '/dashboard/staff', fields: ['email', 'displayName', 'role'] },
  { name: 'staff invite', path: () => '/dashboard/staff/invite', fields: ['email', 'displayName', 'role'] },
  { name: 'forgot password', path: () => '/login/forgot', fields: ['email'] },
  { name: 'set password', path: () => `/login/password/${ids.passwordToken}`, fields: ['newPassword', 'confirmPassword', 'username'] },
  { name: 'forged password link', path: () => '/login/password/AAAA', fields: ['newPassword', 'confirmPassword'] },
  { name: 'settings save', path: () => '/dashboard/settings', fields: SETTINGS_FIELDS },
  { name: 'office create', path: () => '/dashboard/settings/offices/create', fields: OFFICE_FIELDS },
  { name: 'office edit', path: () => `/dashboard/settings/offices/${ids.office}/edit`, fields: OFFICE_FIELDS },
  { name: 'office main', path: () => `/dashboard/settings/offices/${ids.office}/main`, fields: ['version'] },
  { name: 'office move', path: () => `/dashboard/settings/offices/${ids.office}/move`, fields: ['direction'] },
  { name: 'practice area create', path: () => '/dashboard/practice-areas/create', fields: Object.keys(COLLECTION_MODULES.practiceAreas.formSchema.shape) },
  { name: 'practice area edit', path: () => `/dashboard/practice-areas/${ids.area}/edit`, fields: Object.keys(COLLECTION_MODULES.practiceAreas.formSchema.shape) },
  { name: 'regulation create', path: () => '/dashboard/regulations/create', fields: Object.keys(COLLECTION_MODULES.regulations.formSchema.shape) },
  { name: 'regulation edit', path: () => `/dashboard/regulations/${ids.regulation}/edit`, fields: Object.keys(COLLECTION_MODULES.regulations.formSchema.shape) },
  { name: 'regulation delete', path: () => '/dashboard/regulations/tidak-ada/delete', fields: ['version'] },
  { name: 'page home save', path: () => '/dashboard/pages/home', fields: Object.keys(PAGE_MODULES.home.formSchema.shape) },
  { name: 'page about save', path: () => '/dashboard/pages/about', fields: Object.keys(PAGE_MODULES.about.formSchema.shape) },
  // The legal pages (decision 48): a rich text per language, checked for the notice's sections and placeholders.
  { name: 'page privacy save', path: () => '/dashboard/pages/privacy', fields: Object.keys(PAGE_MODULES.privacy.formSchema.shape) },
  { name: 'page disclaimer save', path: () => '/dashboard/pages/disclaimer', fields: Object.keys(PAGE_MODULES.disclaimer.formSchema.shape) },
  { name: 'block page create', path: () => '/dashboard/pages/create', fields: Object.keys(COLLECTION_MODULES.blockPages.formSchema.shape) },
  { name: 'block page preview', path: () => '/dashboard/pages/preview', fields: Object.keys(COLLECTION_MODULES.blockPages.formSchema.shape) },
  { name: 'block page edit', path: () => `/dashboard/pages/${ids.blockPage}/edit`, fields: Object.keys(COLLECTION_MODULES.blockPages.formSchema.shape) },
  { name: 'block page saved preview', path: () => `/dashboard/pages/${ids.blockPage}/preview`, fields: Object.keys(COLLECTION_MODULES.blockPages.formSchema.shape) },
  { name: 'block page translation current', path: () => `/dashboard/pages/${ids.blockPage}/translation-current`, fields: ['version'] },
  { name: 'block page delete', path: () => '/dashboard/pages/tidak-ada/delete', fields: ['version'] },
  { name: 'navigation save', path: () => '/dashboard/navigation', fields: ['version', ...['header', 'footer'].flatMap((menu) => ['Level', 'Label', 'LabelEn', 'Href'].map((field) => `${menu}${field}`))] },
  { name: 'opening create', path: () => '/dashboard/openings/create', fields: OPENING_FIELDS },
  { name: 'opening edit', path: () => `/dashboard/openings/${ids.opening}/edit`, fields: OPENING_FIELDS },
  { name: 'application form', path: () => '/career/lamaran', fields: APPLICATION_FIELDS },
  { name: 'application action', path: () => `/dashboard/applications/${ids.application}`, fields: ['intent', 'status', 'assigneeId', 'note', 'version'] },
  { name: 'application reply', path: () => `/dashboard/applications/${ids.application}/reply`, fields: ['subject', 'text'] },
  { name: 'contact form', path: () => '/contact-us', fields: INQUIRY_FIELDS },
  { name: 'inquiry action', path: () => `/dashboard/inquiries/${ids.inquiry}`, fields: ['intent', 'status', 'assigneeId', 'note', 'version'] },
  { name: 'inquiry reply', path: () => `/dashboard/inquiries/${ids.inquiry}/reply`, fields: ['subject', 'text'] },
  { name: 'inquiry person delete', path: () => '/dashboard/inquiries/person', fields: ['email'] },
  // Tinjauan (decision 51): the four steps of a blog's review, and a block page's request.
  { name: 'review request', path: () => `/dashboard/blogs/${ids.blog}/review/request`, fields: ['reviewers', 'text'] },
  { name: 'review comment', path: () => `/dashboard/blogs/${ids.blog}/review/comment`, fields: ['text'] },
  { name: 'review approve', path: () => `/dashboard/blogs/${ids.blog}/review/approve`, fields: ['text', 'version'] },
  { name: 'review changes', path: () => `/dashboard/blogs/${ids.blog}/review/changes`, fields: ['text'] },
  { name: 'block page review request', path: () => `/dashboard/pages/${ids.blockPage}/review/request`, fields: ['reviewers', 'text'] },
  { name: 'trash restore', path: () => `/dashboard/trash/${ids.trash}/restore`, fields: ['slug'] },
  { name: 'trash purge', path: () => '/dashboard/trash/tidak-ada/purge', fields: ['version'] },
  { name: 'redirect create', path: () => '/dashboard/redirects', fields: formFields(COLLECTION_MODULES.redirects) },
  { name: 'redirect delete', path: () => '/dashboard/redirects/tidak-ada/delete', fields: ['version'] },
  { name: 'media edit', path: () => `/dashboard/media/${ids.media}/edit`, fields: formFields(COLLECTION_MODULES.media) },
  { name: 'media delete', path: () => '/dashboard/media/tidak-ada/delete', fields: ['version'] },
  // Deletes only files no item uses: the entry edited above is the blog's cover, so it stays.
  { name: 'media cleanup', path: () => '/dashboard/media/cleanup', fields: ['unread'] },
  { name: 'account name', path: () => '/dashboard/account/name', fields: ['displayName'] },
  { name: 'account password', path: () => '/dashboard/account/password', fields: ['currentPassword', 'newPassword', 'confirmPassword'] },
  { name: 'two-factor start', path: () => '/dashboard/account/two-factor/start', fields: ['password'] },
  { name: 'two-factor confirm', path: () => '/dashboard/account/two-factor/confirm', fields: ['code'] },
  { name: 'two-factor off', path: () => '/dashboard/account/two-factor/off', fields: ['password'] },
  { name: 'two-factor recovery codes', path: () => '/dashboard/account/two-factor/recovery-codes', fields: ['password'] },
  { name: 'two-factor rule', path: () => '/dashboard/staff/two-factor-policy', fields: ['required'] },
  { name: 'second step', path: () => '/login/two-factor', fields: ['code', 'next'] },
  { name: 'subscribe form', path: () => '/subscribe', fields: SUBSCRIPTION_FIELDS },
  { name: 'subscription confirm', path: () => `/subscribe/confirm${linkQuery('confirmToken')}`, fields: ['intent'] },
  { name: 'subscription manage', path: () => `/subscribe/manage${linkQuery('manageToken')}`, fields: ['name', 'lang', 'categoryIds', 'practiceAreaIds', 'regulationIds'] },
  { name: 'one-click unsubscribe', path: () => `/subscribe/unsubscribe${linkQuery('unsubscribeToken')}`, fields: ['List-Unsubscribe', 'intent'] },
  { name: 'forged link', path: () => '/subscribe/manage?t=m.x.1.AAAA', fields: ['name', 'lang', 'categoryIds'] },
  { name: 'subscriber delete', path: () => '/dashboard/subscribers/tidak-ada/delete', fields: ['version'] },
  // Decision 53: the CSV import's two steps and a Buletin's preview and send.
  { name: 'subscriber import preview', path: () => '/dashboard/subscribers/import/preview', fields: ['csv', 'consentNote'] },
  { name: 'subscriber import', path: () => '/dashboard/subscribers/import', fields: ['csv', 'consentNote'] },
  { name: 'digest', path: () => '/dashboard/digest', fields: ['intent', 'intro', 'items', 'practiceAreaIds'] },
  // Event registration (decision 59): the form, the cancel link's page, Pendaftar's attendance and thanks.
  { name: 'event registration', path: () => `/events/${ids.eventSlug}/daftar`, fields: REGISTRATION_FIELDS },
  { name: 'registration cancel', path: () => '/events/daftar/batal', fields: ['t'] },
  { name: 'registrant attendance', path: () => `/dashboard/acara/${ids.event}/pendaftar/kehadiran`, fields: ['id', 'state'] },
  { name: 'event thanks', path: () => `/dashboard/acara/${ids.event}/pendaftar/terima-kasih`, fields: ['intent'] },
]

describe('fuzzing the forms', () => {
  it.each(FORM_ENDPOINTS)('$name never answers 500, and a refusal changes nothing', async ({ name, path, fields }) => {
    await fc.assert(
      fc.asyncProperty(formBody(fields), async (body) => {
        const res = await checkCase(name, path(), body)
        if (res.status === 400 && name.includes('create')) {
          // A form refused for what was typed shows a message the user can act on.
          const html = await (await send(path(), body)).text()
          expect(KNOWN_MESSAGES.some((m) => html.includes(m)) || INDONESIAN.test(html)).toBe(true)
        }
      }),
      { numRuns: RUNS },
    )
  })

  it.each([...FORM_ENDPOINTS.slice(0, 8), ...FORM_ENDPOINTS.filter((e) => e.path().startsWith('/subscribe'))])('$name survives bodies that are not forms', async ({ name, path }) => {
    const bodies: [BodyInit, string][] = [
      ['{"title": ["x"], "__proto__": {"polluted": true}}', 'application/json'],
      [new Uint8Array([0xff, 0xfe, 0x00, 0x01, 0x80]) as unknown as BodyInit, 'application/octet-stream'],
      ['--x\r\nContent-Disposition: form-data; name="title"\r\n\r\nbroken multipart', 'multipart/form-data; boundary=x'],
      ['title=%E0%A4%A&slug=%ZZ', 'application/x-www-form-urlencoded'],
      ['', 'text/plain'],
    ]
    for (const [body, type] of bodies) await checkCase(`${name} (raw)`, path(), body, type)
    expect(({} as Record<string, unknown>).polluted).toBeUndefined()
  })

  it('keeps the deletes of posts and profiles safe with any version', async () => {
    for (const [name, path] of [
      ['blog delete', () => `/dashboard/blogs/${ids.blog}/delete`],
      ['profile delete', () => `/dashboard/profiles/${ids.attorney}/delete`],
      ['office delete', () => `/dashboard/settings/offices/${ids.office}/delete`],
    ] as const) {
      await fc.assert(
        fc.asyncProperty(hostileString.filter((v) => !/^\s*\d+\s*$/.test(v)), async (version) => {
          // Only a non-numeric version: a real one would delete, which is not a refusal.
          await checkCase(name, path(), new URLSearchParams({ version }))
        }),
        { numRuns: Math.ceil(RUNS / 2) },
      )
    }
  })
})

/**
 * A field name as forms send it, or as a crafted request might: conform's path syntax
 * (`tagIds[99999999]` once made a sparse array the schema walked element by element) and its
 * reserved names.
 */
function hostileName(fields: readonly string[]) {
  return fc.oneof(
    { weight: 3, arbitrary: fc.constantFrom(...fields) },
    fc.tuple(fc.constantFrom(...fields), fc.oneof(fc.nat(), fc.constant(99_999_999), fc.constant(4_294_967_294))).map(([field, index]) => `${field}[${index}]`),
    fc.constantFrom(...fields).map((field) => `${field}.a.b`),
    fc.constantFrom(...fields).map((field) => `${field}[]`),
    fc.constantFrom('__intent__', '__state__'),
  )
}

/**
 * One field repeated: a list near and past its bound, or a single field (whose first value
 * counts), among the endpoint's other fields. Form parsing once grew such arrays quadratically.
 */
function repeatedFieldBody(fields: readonly string[]) {
  const lists = [...LIST_FIELDS]
  return fc
    .tuple(
      fc.oneof(hostileName(fields), fc.constantFrom(...lists)),
      fc.oneof(fc.integer({ min: 1, max: 5 }), fc.integer({ min: FORM_LIMITS.listItems - 2, max: FORM_LIMITS.listItems + 2 }), fc.integer({ min: 1, max: 3 * FORM_LIMITS.listItems })),
      fc.oneof(fc.constant('1'), hostileString),
      formBody(fields),
    )
    .map(([name, times, value, body]) => {
      for (let i = 0; i < times; i++) body.append(name, value)
      return body
    })
}

/** Markup that made text extraction or the sanitizer backtrack or nest: pieces repeated. */
const pathologicalHtml = fc
  .tuple(
    fc.boolean(),
    fc.array(
      fc.tuple(
        fc.constantFrom('<script', '<script>', '</script>', '<', '<!--', '-->', '<b>', '</b>', '</i>', '<a>', '</a>', '<a href="', '<a href="https://x.test/<!---->">', '"', '<p>', '</p>', '<br', '&amp;', '&', ' ', 'kata ', '<svg>', '<math><mi>', '<style>', '<![CDATA[', '<li>', '<b/>'),
        fc.integer({ min: 1, max: 3000 }),
      ),
      { minLength: 1, maxLength: 5 },
    ),
  )
  // Enough words in front, at times, to pass the length rule so the sanitizer sees the rest.
  .map(([words, pieces]) => (words ? `<p>${'kata '.repeat(25)}</p>` : '') + pieces.map(([piece, times]) => piece.repeat(times)).join(''))

describe('fuzzing repeated fields and pathological HTML', () => {
  it.each(FORM_ENDPOINTS)('$name never answers 500 to repeated fields and form-path names', async ({ name, path, fields }) => {
    await fc.assert(
      fc.asyncProperty(repeatedFieldBody(fields), async (body) => {
        await checkCase(`${name} (repeated)`, path(), body)
      }),
      { numRuns: Math.ceil(RUNS / 6) },
    )
  })

  it.each(FORM_ENDPOINTS.filter((e) => e.fields.includes('content')))('$name never answers 500, nor takes a second, for pathological HTML', async ({ name, path }) => {
    await fc.assert(
      fc.asyncProperty(pathologicalHtml, async (content) => {
        const body = new URLSearchParams({ title: 'Judul yang cukup panjang', slug: `uji-${casesRun[name] ?? 0}`, content, categoryId: ids.category!, publishedAt: '2026-01-01T08:00', cover: 'blog_images/tidak-ada.jpg' })
        const started = performance.now()
        await checkCase(`${name} (HTML)`, path(), body)
        expect(performance.now() - started, content.slice(0, 40)).toBeLessThan(1000)
      }),
      { numRuns: Math.ceil(RUNS / 4) },
    )
  })
})

/** Characters that end or hide a line somewhere: vCards, feeds, headers, logs, terminals. */
const CONTROL_CHARACTERS = ['\r', '\n', '\r\n', '\u0000', '\u0007', '\u001b[2J', '\u007f', '\u0085', '\u009b', '\u2028', '\u2029']

describe('fuzzing control characters in one-line fields', () => {
  /** Valid bodies of forms whose one-line fields all carry the rule; one field gets a control character. */
  const VALID: { name: string; path: () => string; body: () => Record<string, string>; lineFields: string[] }[] = [
    { name: 'category create', path: () => '/dashboard/categories', body: () => ({ name: 'Hukum Kontrol' }), lineFields: ['name'] },
    { name: 'tag create', path: () => '/dashboard/tags', body: () => ({ name: 'Tag Kontrol' }), lineFields: ['name'] },
    { name: 'staff create', path: () => '/dashboard/staff', body: () => ({ email: 'kontrol@example.test', displayName: 'Staf Kontrol', role: 'editor' }), lineFields: ['email', 'displayName'] },
    { name: 'staff invite', path: () => '/dashboard/staff/invite', body: () => ({ email: 'undangan-kontrol@example.test', displayName: 'Undangan Kontrol', role: 'editor' }), lineFields: ['email', 'displayName'] },
    { name: 'forgot password', path: () => '/login/forgot', body: () => ({ email: 'lupa-kontrol@example.test' }), lineFields: ['email'] },
    {
      name: 'profile create',
      path: () => '/dashboard/profiles/create',
      body: () => ({ name: 'Rina Kontrol', slug: 'rina-kontrol', position: 'Partner', kind: 'attorney', email: 'rina@example.test', phone: '+62 21 555', bio: 'Advokat. '.repeat(15), linkedinUrl: '', version: '' }),
      lineFields: ['name', 'slug', 'position', 'email', 'phone'],
    },
    {
      name: 'office create',
      path: () => '/dashboard/settings/offices/create',
      body: () => ({ name: 'Kantor Kontrol', address: 'Jl. Kontrol 1', city: 'Jakarta', postalCode: '12190', phone: '021 5088 7700', email: 'kantor@example.test', openMo: '08:30', closeMo: '17:30', hoursNote: 'Tutup hari libur' }),
      lineFields: ['name', 'city', 'postalCode', 'phone', 'email', 'openMo', 'hoursNote'],
    },
  ]

  it.each(VALID)('$name refuses them with a message and stores nothing', async ({ name, path, body, lineFields }) => {
    await fc.assert(
      fc.asyncProperty(fc.constantFrom(...lineFields), fc.constantFrom(...CONTROL_CHARACTERS), fc.boolean(), async (field, control, atEnd) => {
        const fields = body()
        fields[field] = atEnd ? `${fields[field]}${control}` : `${fields[field]!.slice(0, 3)}${control}${fields[field]!.slice(3)}`
        const res = await checkCase(`${name} (control characters)`, path(), new URLSearchParams(fields))
        expect(res.status, `${field} ${JSON.stringify(control)}`).toBeGreaterThanOrEqual(400)
        // Refused for the control character itself, not for something else in the body.
        expect(res.bodyText, `${field} ${JSON.stringify(control)}`).toContain(MSG.controlCharacters)
      }),
      { numRuns: Math.ceil(RUNS / 3) },
    )
  })
})

describe('fuzzing redirect targets after sign-in', () => {
  const piece = fc.constantFrom('/', '//', '\\', '.', '..', '%2e', '%2f', '%5c', '%09', '@', ':', '?', '#', 'evil.example', 'dashboard', 'https:', '\t', ' ')
  it('never sends a signed-in browser off the site, whatever `next` says', async () => {
    await fc.assert(
      fc.asyncProperty(fc.array(piece, { maxLength: 8 }), async (pieces) => {
        casesRun['login next'] = (casesRun['login next'] ?? 0) + 1
        const next = pieces.join('')
        const res = await send('/login', new URLSearchParams({ email: 'admin@example.test', password: 'kata-sandi-admin', next }))
        expect(res.status, next).toBe(303)
        const target = new URL(res.headers.get('location')!, `${TEST_ORIGIN}/login`)
        expect(target.origin, `${JSON.stringify(next)} → ${res.headers.get('location')}`).toBe(TEST_ORIGIN)
      }),
      { numRuns: RUNS },
    )
  })
})

describe('fuzzing the uploads', () => {
  it('POST /dashboard/media/upload (Pustaka Media) never answers 500 and stores nothing it refuses', async () => {
    await fc.assert(
      fc.asyncProperty(fc.uint8Array({ maxLength: 2048 }), hostileString, async (bytes, name) => {
        casesRun['media upload'] = (casesRun['media upload'] ?? 0) + 1
        const before = (await backend.files.list()).length
        const res = await app.request(`${TEST_ORIGIN}/dashboard/media/upload`, {
          method: 'POST',
          headers: { origin: TEST_ORIGIN, cookie, accept: 'application/json', 'x-file-name': encodeURIComponent(name) },
          body: bytes as unknown as BodyInit,
        })
        expect(res.status).toBeLessThan(500)
        if (res.status >= 400) {
          expect((await backend.files.list()).length).toBe(before)
          expect(((await res.json()) as { error?: string }).error).toMatch(INDONESIAN)
        }
      }),
      { numRuns: RUNS },
    )
  })

  it.each(['profile_pictures', 'cv', 'blog_images', 'publications', 'publication_images', 'site_logos', 'share_images', '..', 'x'])(
    'POST /dashboard/uploads/%s never answers 500 and stores nothing it refuses',
    async (folder) => {
      await fc.assert(
        fc.asyncProperty(fc.uint8Array({ maxLength: 2048 }), hostileString, async (bytes, name) => {
          casesRun[`upload ${folder}`] = (casesRun[`upload ${folder}`] ?? 0) + 1
          const before = (await backend.files.list()).length
          const res = await app.request(`${TEST_ORIGIN}/dashboard/uploads/${folder}`, {
            method: 'POST',
            headers: { origin: TEST_ORIGIN, cookie, accept: 'application/json', 'x-file-name': encodeURIComponent(name) },
            body: bytes as unknown as BodyInit,
          })
          expect(res.status).toBeLessThan(500)
          if (res.status >= 400) {
            expect((await backend.files.list()).length).toBe(before)
            const text = await res.text()
            // JSON `{ error }` from the upload route, or the error page for a path that is none.
            const message = res.headers.get('content-type')?.includes('json') ? (JSON.parse(text) as { error?: string }).error : text
            expect(message).toMatch(INDONESIAN)
          }
        }),
        { numRuns: RUNS },
      )
    },
  )
})

describe('fuzzing the staff JSON endpoints', () => {
  it('GET /dashboard/media/pick (the media picker) never answers 500: a page of results, or a refusal in Indonesian', async () => {
    // A session of its own: the sign-in sweeps before this one may have ended the shared one.
    await backend.identity.createStaff({ email: 'pemilih@example.test', password: 'kata-sandi-pemilih', displayName: 'Pemilih', role: 'editor' })
    const cookie = await signIn(app, 'pemilih@example.test', 'kata-sandi-pemilih')
    await fc.assert(
      fc.asyncProperty(fc.dictionary(fc.constantFrom('q', 'page', 'kind', 'folder', 'x'), hostileString, { maxKeys: 4 }), async (params) => {
        casesRun['GET media pick'] = (casesRun['GET media pick'] ?? 0) + 1
        const res = await app.request(`${TEST_ORIGIN}/dashboard/media/pick?${new URLSearchParams(params)}`, { headers: { cookie, accept: 'application/json' } })
        expect(res.status, JSON.stringify(params)).toBeLessThan(500)
        expect(res.headers.get('content-type'), `${res.status} ${res.headers.get('location')} ${JSON.stringify(params)}`).toMatch(/^application\/json/)
        const body = (await res.json()) as { entries?: unknown[]; error?: string }
        if (res.status === 200) expect(Array.isArray(body.entries)).toBe(true)
        else expect(body.error).toMatch(INDONESIAN)
      }),
      { numRuns: RUNS },
    )
  })
})

let visitors = 0
/** A fresh client address for each request (10.0.0.0/8, never sent anywhere: app.request only). */
const nextVisitor = () => {
  const n = ++visitors
  return fromAddress(`10.${(n >> 16) & 255}.${(n >> 8) & 255}.${n & 255}`)
}

describe('fuzzing the public GET endpoints', () => {
  // Values the lists know among the hostile ones, so a list's own page (a regulation type's,
  // a page that exists) is fuzzed too, not only its refusal.
  const listValue = fc.oneof(hostileString, fc.constantFrom('uu', 'pbi', 'UU', '1', '2', '0'))
  it.each(['/search', '/api/search', '/blogs', '/publications', '/attorneys', '/regulations', '/en/regulations', '/events', '/en/events'])('%s never answers 500 for any query', async (path) => {
    await fc.assert(
      fc.asyncProperty(
        fc.dictionary(fc.constantFrom('q', 'page', 'category', 'tag', 'area', 'type', 'sort', 'x'), listValue, { maxKeys: 4 }),
        async (params) => {
          casesRun[`GET ${path}`] = (casesRun[`GET ${path}`] ?? 0) + 1
          // Each case from its own address, so search renders every case instead of rate-limiting them.
          const res = await app.request(`${path}?${new URLSearchParams(params)}`, {}, nextVisitor())
          expect(res.status).toBeLessThan(500)
          expect(res.status).not.toBe(429)
        },
      ),
      { numRuns: RUNS },
    )
  })

  it('the redirect table never answers 500 nor sends a visitor off the site, whatever the path and query', async () => {
    const piece = fc.constantFrom('/', '//', '\\', '.', '..', '%2e', '%2f', '%5c', '%00', '@', 'evil.example', 'blogs', 'nama-lama', 'terhapus', 'satu', '?', '&', '#', 'category=lama', 'page=2', 'tag=', '%E0%A4%A')
    await fc.assert(
      fc.asyncProperty(fc.array(piece, { minLength: 1, maxLength: 8 }), async (pieces) => {
        casesRun['GET redirect table'] = (casesRun['GET redirect table'] ?? 0) + 1
        const path = `/${pieces.join('')}`
        const res = await app.request(`${TEST_ORIGIN}${path}`)
        expect(res.status, path).toBeLessThan(500)
        if (res.status === 301) expect(new URL(res.headers.get('location')!, `${TEST_ORIGIN}${path}`).origin, path).toBe(TEST_ORIGIN)
        if (res.status === 410) expect(shownMessages(await res.text()).join(' ')).toMatch(INDONESIAN)
      }),
      { numRuns: RUNS * 2 },
    )
  })

  it('never answers 500 for any path', async () => {
    await fc.assert(
      fc.asyncProperty(fc.webPath(), async (path) => {
        casesRun['GET any path'] = (casesRun['GET any path'] ?? 0) + 1
        const res = await app.request(path || '/')
        expect(res.status).toBeLessThan(500)
      }),
      { numRuns: RUNS * 2 },
    )
  })
})

/** Bytes a CV part may carry: junk, a PDF's start without its end, an image, a PDF with junk after, nothing. */
const cvBytes = fc.oneof(
  fc.uint8Array({ maxLength: 4096 }),
  fc.uint8Array({ maxLength: 512 }).map((tail) => new Uint8Array([...Buffer.from('%PDF-1.7\n'), ...tail])),
  fc.uint8Array({ maxLength: 512 }).map((tail) => new Uint8Array([...Buffer.from('%PDF-1.4\n1 0 obj\n<<>>\nendobj\n'), ...tail, ...Buffer.from('\n%%EOF')])),
  fc.constant(new Uint8Array([0xff, 0xd8, 0xff, 0xe0, 0x00, 0x10, 0x4a, 0x46, 0x49, 0x46])),
  fc.constant(new Uint8Array()),
)

describe('fuzzing the application form with its CV', () => {
  it('POST /career/lamaran (multipart) never answers 500 and keeps no application it refuses', async () => {
    await fc.assert(
      fc.asyncProperty(formBody(APPLICATION_FIELDS), cvBytes, hostileString, fc.constantFrom('application/pdf', 'image/jpeg', 'text/html', ''), async (fields, bytes, name, type) => {
        casesRun['application form (multipart)'] = (casesRun['application form (multipart)'] ?? 0) + 1
        const body = new FormData()
        for (const [field, value] of fields) body.append(field, value)
        body.append('cv', new File([bytes as Uint8Array<ArrayBuffer>], name, { type }))
        const applications = (await backend.content.query('applications')).length
        // From a fresh address each time: the per-address limit is not what is fuzzed here.
        const res = await app.request(`${TEST_ORIGIN}/career/lamaran`, { method: 'POST', headers: { origin: TEST_ORIGIN, accept: 'text/html' }, body }, nextVisitor())
        const text = await res.text()
        expect(res.status, text.slice(0, 200)).toBeLessThan(500)
        if (res.status >= 400) {
          expect((await backend.content.query('applications')).length).toBe(applications)
          expect(shownMessages(text).join(' | ')).toMatch(INDONESIAN)
          expect(text).not.toMatch(/\n\s+at [\w.<>]+ \(|SqliteError|TypeError:|ZodError|node_modules\//)
        }
      }),
      { numRuns: RUNS },
    )
  })
})

describe("fuzzing Statistik's beacon and image", () => {
  const beaconBody = fc.oneof(
    hostileString,
    // The script's own form: the shown page's path and query as plain text.
    fc.tuple(fc.constantFrom('/', '/en', '/search?q=', '/en/search?q=', '/blogs/', '/dashboard', '//evil.example', '/blogs/../'), hostileString).map(([path, rest]) => path + rest),
    fc.json(),
    fc.record(
      {
        p: fc.oneof(hostileString, fc.constantFrom('/', '/en', '/blogs/satu', '/dashboard', '//evil.example', '/blogs/../dashboard', '/search')),
        r: fc.oneof(hostileString, fc.constantFrom('google.com', 'https://evil.example/a?b=c', 'javascript:alert(1)', '')),
        q: fc.oneof(hostileString, fc.constant(null)),
        n: fc.oneof(fc.integer(), fc.double(), fc.constant('0')),
      },
      { requiredKeys: [] },
    ).map((value) => JSON.stringify(value)),
  )

  it('POST /api/insights never answers 500 and keeps only public paths and bounded keys', async () => {
    await fc.assert(
      fc.asyncProperty(beaconBody, async (body) => {
        casesRun['POST /api/insights'] = (casesRun['POST /api/insights'] ?? 0) + 1
        const res = await app.request(
          `${TEST_ORIGIN}/api/insights`,
          { method: 'POST', headers: { origin: TEST_ORIGIN, 'content-type': 'text/plain;charset=UTF-8', 'user-agent': 'Mozilla/5.0 Firefox/120.0' }, body },
          nextVisitor(),
        )
        expect([204, 400, 413]).toContain(res.status)
      }),
      { numRuns: RUNS },
    )
    await backend.insightsCounter.flush()
    const rows = await backend.insights.rows({ from: '2000-01-01', to: '2099-12-31' })
    for (const row of rows.filter((r) => r.dimension === 'view')) expect(row.key).toMatch(/^\/(en)?[a-z0-9/-]*$/)
    for (const row of rows) expect(row.key.length).toBeLessThanOrEqual(160)
  })

  it('GET /api/insights/p.gif answers its image whatever the Referer', async () => {
    await fc.assert(
      fc.asyncProperty(fc.oneof(hostileString, fc.webUrl()), async (referer) => {
        const headers = new Headers({ 'user-agent': 'Mozilla/5.0 Firefox/120.0' })
        try {
          headers.set('referer', referer)
        } catch {
          // A value no Headers object takes cannot be sent either.
        }
        const res = await app.request(`${TEST_ORIGIN}/api/insights/p.gif`, { headers }, nextVisitor())
        expect(res.status).toBe(200)
        expect(res.headers.get('content-type')).toBe('image/gif')
      }),
      { numRuns: RUNS },
    )
  })
})
