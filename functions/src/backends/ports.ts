/**
 * The ports the app talks to. Adapters live in `embedded/` and `firebase/`;
 * nothing outside `backends/` knows which one runs (docs/layout.md).
 */
import type { CollectionName, CollectionTypes, DocMeta } from '../../../shared/schemas/types'
import type { StaffRole, StaffUser } from '../../../shared/schemas/staff'
import type { SearchHit, SearchRecord, SearchType } from '../../../shared/search'
import type { Lang } from '../../../shared/i18n/langs'
import type { ActivityEntry, ActivityFilter, HistoryKind, HistoryRecords, NewActivity, Revision, RevisionSummary } from '../../../shared/history'
import type { DayCount, InsightsDay, InsightsIncrement, InsightsPeriod, InsightsRow, InsightsSummary } from '../../../shared/insights/types'
import type { OnceClaims } from './once-claims'

export type { CollectionName, CollectionTypes }

export type DocOf<C extends CollectionName> = CollectionTypes[C]
export type DataOf<C extends CollectionName> = Omit<CollectionTypes[C], keyof DocMeta>
/** Some fields of a document, and its id (`ContentStore.queryFields`). */
export type Projected<C extends CollectionName, F extends keyof DocOf<C>> = Pick<DocOf<C>, F> & { id: string }

export type WhereOp = '==' | '<' | '<=' | '>' | '>=' | 'array-contains' | 'array-contains-any'
export type Where =
  | {
      field: string
      op: Exclude<WhereOp, 'array-contains-any'>
      value: string | number | boolean
    }
  | {
      field: string
      /** An array field holding any of `value` (Firestore takes at most 30 values). */
      op: 'array-contains-any'
      value: readonly string[]
    }

/** At most this many values in one `array-contains-any` (Firestore's limit). */
export const ARRAY_CONTAINS_ANY_MAX = 30
export interface OrderBy {
  field: string
  direction?: 'asc' | 'desc'
}
export interface Query {
  where?: Where[]
  orderBy?: OrderBy[]
  limit?: number
  offset?: number
}

export interface WriteOptions {
  /** Who writes (staff uid or "seed"), stored as `updatedBy`. */
  actor: string
  /** The version the writer read; a different stored version is refused with StaleVersionError. */
  expectedVersion?: number
}

/** One document's new data in `updateMany`, at the version its writer read. */
export interface BatchUpdate<C extends CollectionName = CollectionName> {
  collection: C
  id: string
  data: DataOf<C>
  expectedVersion: number
}

/**
 * The most documents `updateMany` writes in one Firestore transaction: a commit takes at most
 * 500 writes and Firestore advises at most about 100 documents per transaction; each document
 * costs three (itself, its revision, its log line).
 */
export const UPDATE_MANY_CHUNK = 100

export interface PutOptions {
  expectedVersion?: number
  /** Who restores the item from Sampah: the put keeps a `restore` revision and log line. */
  restoredBy?: string
}

/**
 * The editorial history (shared/history.ts, docs/decisions/0026): revisions and the activity
 * log, kept beside the collections. create, update and remove write a change's revision and
 * log line in the transaction of the change; put (seed, migration, backup restore) writes
 * neither, except a restore from Sampah (`restoredBy`).
 */
export interface HistoryStore {
  /** The revisions of one document, newest first, without their documents (`before`: an id, for the next page). */
  listRevisions(collection: CollectionName, docId: string, options?: { limit?: number; before?: string }): Promise<RevisionSummary[]>
  getRevision(id: string): Promise<Revision | null>
  /** Writes a line of the log (sign-ins, staff accounts, a trash's purge). */
  appendActivity(entry: NewActivity): Promise<ActivityEntry>
  /**
   * One more of what a line of repeated failures stands for (history/failed-sign-ins.ts): its
   * `count` (1 when absent) goes up by one and `lastAt` becomes `at`; `detail` is replaced when
   * given. Atomic, so two requests counting at once both count. Null when there is no such line.
   */
  tallyActivity(id: string, update: { at: string; detail?: string }): Promise<ActivityEntry | null>
  /** Lines of the log, newest first. */
  queryActivity(filter: ActivityFilter): Promise<ActivityEntry[]>
  /** Records in id (time) order: after `after`, before `before`, at most `limit` (sweeps, migration). */
  scanHistory<K extends HistoryKind>(kind: K, options: { after?: string; before?: string; limit: number }): Promise<HistoryRecords[K][]>
  /** Writes records as they are, replacing any with the same id (migration). */
  putHistory<K extends HistoryKind>(kind: K, records: readonly HistoryRecords[K][]): Promise<void>
  /** Deletes records by id (thinning, the log's retention). */
  deleteHistory(kind: HistoryKind, ids: readonly string[]): Promise<void>
}

/** Documents and queries (SQLite or Firestore), and their history. */
export interface ContentStore extends HistoryStore {
  get<C extends CollectionName>(collection: C, id: string): Promise<DocOf<C> | null>
  /** Documents in the order of `ids`; ids not found are skipped. */
  getMany<C extends CollectionName>(collection: C, ids: readonly string[]): Promise<DocOf<C>[]>
  /** Only fields the collection declares as indexed may be used in `where` and `orderBy`. */
  query<C extends CollectionName>(collection: C, query?: Query): Promise<DocOf<C>[]>
  /**
   * `query`'s documents with only `fields` and their id, in its order: what a page needs of many
   * documents (a sitemap's addresses and dates) without reading their bodies. A field a document
   * does not hold (stored before the field existed) is null, on both backends.
   */
  queryFields<C extends CollectionName, F extends keyof DocOf<C> & string>(collection: C, query: Query, fields: readonly F[]): Promise<Projected<C, F>[]>
  count<C extends CollectionName>(collection: C, query?: Pick<Query, 'where'>): Promise<number>
  /**
   * Whether any document matches: where a page needs only "is there one" (a filter worth
   * offering), which a count answers by walking every match.
   */
  exists<C extends CollectionName>(collection: C, query?: Pick<Query, 'where'>): Promise<boolean>
  create<C extends CollectionName>(
    collection: C,
    data: DataOf<C>,
    options: WriteOptions & { id?: string },
  ): Promise<DocOf<C>>
  /** Replaces the data of a document, increments its version. */
  update<C extends CollectionName>(
    collection: C,
    id: string,
    data: DataOf<C>,
    options: WriteOptions,
  ): Promise<DocOf<C>>
  remove<C extends CollectionName>(collection: C, id: string, options: WriteOptions): Promise<void>
  /**
   * Several updates written together, each as `update` writes it (a new version, its revision
   * and log line): SQLite in one transaction, Firestore in one transaction per UPDATE_MANY_CHUNK
   * documents. A stale, missing or conflicting document refuses its transaction whole
   * (StaleVersionError, NotFoundError, UniqueConstraintError): nothing of it is written. Change
   * events follow the commit, one per document. Returns the documents as stored, in order.
   */
  updateMany(writes: readonly BatchUpdate[], options: { actor: string }): Promise<DocOf<CollectionName>[]>
  /**
   * Writes a whole document as it is, metadata included (seed, migration, restore). With
   * `expectedVersion` the write is refused (StaleVersionError) unless the stored document still
   * has that version, and a document that is gone stays gone (NotFoundError): a schema migration
   * rewrites a document without overwriting a save made since it read it. With `restoredBy` (a
   * staff member putting an item back from Sampah) the write is an edit: its `restore` revision
   * and log line are written in its transaction, as create, update and remove write theirs.
   */
  put<C extends CollectionName>(collection: C, doc: DocOf<C>, options?: PutOptions): Promise<void>
  /** True when no collection holds a document. */
  isEmpty(): Promise<boolean>
  /**
   * A small record the store keeps about itself, outside the content collections (the schema
   * version of the stored documents: backends/migrations.ts). Null when never written.
   */
  readMeta(key: string): Promise<Record<string, unknown> | null>
  writeMeta(key: string, value: Record<string, unknown>): Promise<void>
}

export interface FileInfo {
  path: string
  size: number
  contentType: string
  /** Strong validator of the bytes (hash or generation). */
  etag: string
  updatedAt: string
}

/** Uploaded files (`DATA_DIR/uploads` or Cloud Storage). Paths are `{folder}/{name}`. */
export interface FileStore {
  put(path: string, bytes: Uint8Array, contentType: string): Promise<FileInfo>
  stat(path: string): Promise<FileInfo | null>
  read(path: string): Promise<Uint8Array | null>
  /** A stream of the bytes (for serving large files without holding them). */
  stream(path: string): Promise<ReadableStream<Uint8Array> | null>
  delete(path: string): Promise<void>
  list(prefix?: string): Promise<FileInfo[]>
}

export interface ChangeEvent<C extends CollectionName = CollectionName> {
  collection: C
  id: string
  before: DocOf<C> | null
  after: DocOf<C> | null
  /**
   * Who made the change where the documents do not say it: who deleted (a delete has no `after`
   * to carry `updatedBy`), who restored an item from Sampah (its `updatedBy` is its last editor's).
   */
  actor?: string
}
export type ChangeListener = (event: ChangeEvent) => void | Promise<void>

/** Emitted after a write is committed. */
export interface ChangeEvents {
  subscribe(listener: ChangeListener): () => void
}

export type { StaffRole, StaffUser }

export interface StaffSession {
  /** Opaque id of the session (never the cookie value itself). */
  id: string
  user: StaffUser
  expiresAt: number
}

/**
 * Staff accounts and sessions (SQLite with scrypt hashes, or Firebase Authentication with
 * session cookies). The cookie value is what `createSession` returns; it is named `__session`
 * on both backends because Firebase Hosting forwards only that cookie.
 */
export interface IdentityPort {
  /** How the sign-in form proves who the user is. */
  readonly signInMethod: 'password' | 'firebase-id-token'
  listStaff(): Promise<StaffUser[]>
  getStaff(uid: string): Promise<StaffUser | null>
  findStaffByEmail(email: string): Promise<StaffUser | null>
  createStaff(input: { email: string; password: string; displayName: string; role: StaffRole }): Promise<StaffUser>
  setPassword(uid: string, password: string): Promise<void>
  setDisabled(uid: string, disabled: boolean): Promise<void>
  setRole(uid: string, role: StaffRole): Promise<void>
  /** The account if the password is right and the account is enabled, else null (same time either way). */
  verifyPassword(email: string, password: string): Promise<StaffUser | null>
  /** Starts a session for a verified user (or an ID token) and returns the cookie value. */
  createSession(proof: { uid: string } | { idToken: string }, ttlMs: number): Promise<{ cookie: string; expiresAt: number }>
  /** The session behind a cookie value, or null when unknown, expired, revoked or disabled. */
  verifySession(cookie: string): Promise<StaffSession | null>
  revokeSession(cookie: string): Promise<void>
  /** Ends every session of a user (password reset, account disabled). */
  revokeUserSessions(uid: string): Promise<void>
  /** The name the dashboard shows for the account (Akun Saya). */
  setDisplayName(uid: string, displayName: string): Promise<void>
  /**
   * A staff member's own new password (Akun Saya): every session of theirs ends, and the one
   * making the change (`current`, its cookie value) goes on under a new cookie, returned. Null
   * where the backend cannot start that session without the second step (Firebase with
   * two-step verification on): the user signs in again.
   */
  changeOwnPassword(uid: string, password: string, current: string): Promise<{ cookie: string; expiresAt: number } | null>
  /**
   * Where the second step of a sign-in is checked (docs/decisions/0032):
   * - `server`: by the app, with `serverTwoFactor` (embedded: secrets in SQLite);
   * - `firebase`: by Firebase Authentication's TOTP multi-factor in the browser; the app only
   *   refuses sessions from ID tokens that lack the second factor.
   */
  readonly twoFactorMethod: 'server' | 'firebase'
  /** Two-step verification of an account: on or off, since when, recovery codes left. */
  twoFactorState(uid: string): Promise<TwoFactorState>
  /** Turns two-step verification off: the secret (or enrolled factors) and recovery codes are forgotten. */
  resetTwoFactor(uid: string): Promise<void>
  /** Replaces an account's recovery codes with these (stored as hashes only). */
  replaceRecoveryCodes(uid: string, codes: readonly string[]): Promise<void>
  /** Uses one recovery code: true the first time a code of this account is given, never again. */
  useRecoveryCode(uid: string, code: string): Promise<boolean>
  /** Present where the app checks codes itself (`twoFactorMethod: 'server'`). */
  readonly serverTwoFactor?: ServerTwoFactor
  /** Invitations and password-reset links sent by email (docs/decisions/0049). */
  readonly passwordLinks: PasswordLinks
}

/** Why a link lets someone set a password: an invitation, or a forgotten password. */
export type PasswordLinkPurpose = 'invite' | 'reset'

/** What the app would put in an email, and where the link lands after the password is set. */
export interface PasswordLinkTarget {
  /** The app's own page for a token (`handler: 'app'`). */
  appLink: (token: string) => string
  /** Where Firebase's page sends the browser once the password is set (`handler: 'firebase'`). */
  continueUrl: string
}

/**
 * Links that let a staff member set their own password, so no password is ever handed over:
 * - `app` (embedded): random tokens, stored as SHA-256 only, each with an expiry and used once,
 *   checked by the app's `/login/password` page;
 * - `firebase`: Firebase Authentication's own email action links (`generatePasswordResetLink`),
 *   whose page, expiry (1 hour) and single use are Firebase's; the app sends them by its mailer.
 */
export interface PasswordLinks {
  readonly handler: 'app' | 'firebase'
  /** An account with no usable password, marked invited until its first password is set. */
  invite(input: { email: string; displayName: string; role: StaffRole }): Promise<StaffUser>
  /**
   * A new link for the account. The app's tokens live `ttlMs`; a new one ends the account's
   * earlier links of every purpose (a re-sent invitation kills the first one).
   */
  issue(uid: string, purpose: PasswordLinkPurpose, ttlMs: number, target: PasswordLinkTarget): Promise<string>
  /** Withdraws an invitation not yet used: the account is removed. False when it is no longer an invitation. */
  revokeInvite(uid: string): Promise<boolean>
  /** The app's handler only: what a token is for, while it is unused and unexpired. */
  peek?(token: string): Promise<{ uid: string; purpose: PasswordLinkPurpose; email: string } | null>
  /**
   * The app's handler only: sets the password once (the token is spent in the same transaction),
   * ends every session of the account, clears the invited mark. Null for an unknown, used or
   * expired token, or a disabled account.
   */
  redeem?(token: string, password: string): Promise<{ user: StaffUser; purpose: PasswordLinkPurpose } | null>
}

export interface TwoFactorState {
  enabled: boolean
  /** When it was turned on (ISO 8601). */
  enabledAt?: string
  /** Recovery codes not used yet. */
  recoveryCodesLeft: number
}

/** Why a code was refused: not the code of this moment, or one already used. */
export type CodeCheck = { ok: true } | { ok: false; reason: 'wrong' | 'reused' }

/** A sign-in whose password was right, waiting for its second step. It grants nothing. */
export interface PendingSignIn {
  uid: string
  /** Wrong codes given so far for it. */
  failures: number
  expiresAt: number
}

/**
 * Two-step verification checked by the app (embedded backend): the authenticator secret, the
 * replay guard, and the sign-ins waiting for their second step. Codes are RFC 6238 TOTP.
 */
export interface ServerTwoFactor {
  /** A new secret (base32) waiting for its first code; replaces one already waiting. */
  beginEnrolment(uid: string): Promise<string>
  /** The secret waiting for its first code (the page shown again), or null. */
  pendingEnrolment(uid: string): Promise<string | null>
  /** With a valid code of the waiting secret, turns two-step verification on. */
  confirmEnrolment(uid: string, code: string): Promise<CodeCheck>
  /** Checks a code of an account's secret; an accepted code's time step cannot be used again. */
  verifyCode(uid: string, code: string): Promise<CodeCheck>
  /** Records a sign-in waiting for its second step; the value goes in the `__session` cookie. */
  startPendingSignIn(uid: string, ttlMs: number): Promise<{ cookie: string; expiresAt: number }>
  /** The waiting sign-in behind a cookie value, or null (unknown, expired, a real session). */
  pendingSignIn(cookie: string): Promise<PendingSignIn | null>
  /** Counts one wrong code against a waiting sign-in; returns the count. */
  recordPendingFailure(cookie: string): Promise<number>
  endPendingSignIn(cookie: string): Promise<void>
}

export class EmailTakenError extends Error {
  constructor(readonly email: string) {
    super(`email already in use: ${email}`)
    this.name = 'EmailTakenError'
  }
}

export type SearchIndexName = 'public' | 'public-en' | 'staff'

/**
 * Each language's public index: `public` holds the Indonesian of what visitors may
 * see, `public-en` the English of what has an English version, each searched with its
 * language's rules (stemming, stop words, synonyms). `staff` holds the Indonesian only.
 */
export const PUBLIC_SEARCH_INDEX: Record<Lang, SearchIndexName> = { id: 'public', en: 'public-en' }

/** The language of an index's text. */
export function searchIndexLang(index: SearchIndexName): Lang {
  return index === 'public-en' ? 'en' : 'id'
}

export type { SearchHit, SearchRecord, SearchType }

export interface SearchQuery {
  q: string
  types?: SearchType[]
  categoryId?: string
  /** Match the title only (the dashboard lists search by title). */
  titleOnly?: boolean
  /** Count matches per type and category (costs a pass over every match; off by default). */
  withFacets?: boolean
  /** 0-based page. */
  page?: number
  /** Hits per page: 1 to SEARCH_PAGE_MAX (10 by default), or to SEARCH_IDS_PAGE_MAX with `idsOnly`. */
  perPage?: number
  /**
   * Only the records of the hits are wanted, without marked titles and snippets (a dashboard
   * list, which matches ids): a page may then hold up to SEARCH_IDS_PAGE_MAX hits, so one search
   * answers a whole list instead of one per 50 hits. A record's `text`, `summary` and `tags` may
   * come back empty.
   */
  idsOnly?: boolean
}

/** The most hits of a page that shows them (titles and snippets marked). */
export const SEARCH_PAGE_MAX = 50
/** The most hits of an `idsOnly` page (Algolia's hitsPerPage allows 1000). */
export const SEARCH_IDS_PAGE_MAX = 1000

export interface SearchResult {
  hits: SearchHit[]
  total: number
  /** With `withFacets`: counts per type and category id for the query, before the type/category filters. */
  facets: { type: Record<string, number>; category: Record<string, number> }
}

/**
 * Full-text search (SQLite FTS5 or Algolia). Three indexes: `public` and `public-en` hold only
 * what visitors may see, in Indonesian and in English; `staff` holds everything, for the
 * dashboard lists.
 */
export interface SearchIndex {
  upsert(index: SearchIndexName, records: SearchRecord[]): Promise<void>
  /** Removes every record of these documents (`{collection}/{id}`). */
  removeParents(index: SearchIndexName, parentIds: string[]): Promise<void>
  search(index: SearchIndexName, query: SearchQuery): Promise<SearchResult>
  /**
   * Several searches of one index, answered in their order: what a page showing several groups
   * of results asks for. Algolia receives them as one multi-query request (one round trip and
   * one HTTP request however many groups; each query still counts as a search operation).
   */
  searchMany(index: SearchIndexName, queries: readonly SearchQuery[]): Promise<SearchResult[]>
  clear(index: SearchIndexName): Promise<void>
  /** The parent ids currently in an index (for sweeps and reindex checks). */
  parentIds(index: SearchIndexName): Promise<Set<string>>
  /**
   * Proves the search service answers, without a search (Algolia bills those), for /healthz.
   * Adapters without one are checked with a search.
   */
  check?(): Promise<void>
}

/**
 * Uploads the browser sends straight to the file store (Cloud Storage), checked once they
 * land by the upload trigger. A backend without it receives uploads through the app.
 */
export interface DirectUploads {
  /** A short-lived credential the browser's storage SDK signs in with, for this staff member. */
  browserToken(user: StaffUser): Promise<string>
  /** Keeps why the upload check refused (and deleted) an object, for the form that sent it. */
  recordRejection(path: string, message: string): Promise<void>
  /** The refusal recorded for an object, or null. */
  rejection(path: string): Promise<string | null>
}

/**
 * A signal of public changes committed by any process serving the same store (decision 36): on
 * Firebase every Functions instance has its own render cache, and a save made on one must reach
 * the others. The version says only that something changed, never what.
 */
export interface ContentVersion {
  /**
   * Calls `onChange` with the version each time another process changes it (the first call gives
   * the current one; this process's own changes are in `events`); returns the unsubscribe.
   */
  watch(onChange: (version: string | null) => void): () => void
  /** The current version, read once, and whether this process wrote it (a check for when a watch may have missed a change). */
  read(): Promise<{ version: string | null; own: boolean }>
  /**
   * Where set, `watch` opens no listener: a request reads the version (off its path) when it has
   * not been read for this many milliseconds (docs/decisions/0057-scale-and-cold-start.md).
   */
  readonly pollMs?: number
  /**
   * The render cache's next change at `now` (content/public-content.ts, `nextScheduledAt`): where
   * set, a value kept beside the version and read with it, `compute` only when the kept one does
   * not hold for the current version and `now` (which then keeps it for the next reader). Without
   * it a generation's first render computes it each time.
   */
  nextChange?(now: Date, compute: () => Promise<string | null>): Promise<string | null>
}

/** At most `limit` events per key in any `windowMs`. */
export interface RateWindow {
  limit: number
  windowMs: number
}

/**
 * Counts of recent events per key, for the limits on public forms (security/shared-window.ts,
 * docs/decisions/0046-shared-form-limits.md). `shared` says where the counts live: in this process only (embedded: one
 * process serves the site) or in the store every instance shares (Firestore).
 */
export interface RateCounters {
  readonly shared: boolean
  /** The highest `rule.limit` these counters take; a limit above it is counted in memory by the caller. */
  readonly maxLimit: number
  /**
   * Records one event of `key` under `name` when fewer than `rule.limit` of its events fall in
   * the `rule.windowMs` before `nowMs`, and answers 0; otherwise answers the milliseconds until
   * the oldest leaves the window, and records nothing. Atomic: two instances counting the last
   * free event at once do not both get it. `key` is opaque: callers hash what identifies a person.
   */
  hit(name: string, key: string, rule: RateWindow, nowMs: number): Promise<number>
}

/**
 * Statistik's counters (docs/decisions/0061-private-insights.md, docs/insights.md): daily
 * totals per language, dimension and key (shared/insights/types.ts), nothing per visitor.
 * The app never writes one view at a time: each process sums what it counts in memory
 * (backends/insights-buffer.ts) and `add`s the sums every few seconds and at shutdown.
 * SQLite keeps one row per counter; Firestore one document per day and shard.
 */
export interface InsightsStore {
  /**
   * Adds increments to their counters (created at 0 when new). Atomic per call: increments of
   * the same counter in one call or from several processes at once are all counted.
   */
  add(increments: readonly InsightsIncrement[]): Promise<void>
  /** Everything the Statistik page shows for a period, from one read; `top`: entries per list (INSIGHTS_TOP_DEFAULT). */
  summary(period: InsightsPeriod, options?: { top?: number }): Promise<InsightsSummary>
  /** Views of one item (its pages in both languages: `paths`) per day of the period, days without views at 0. */
  pathViews(paths: readonly string[], period: InsightsPeriod): Promise<{ total: number; daily: DayCount[] }>
  /** Every counter of the period as stored (CSV export), ordered by day, language, dimension, key. */
  rows(period: InsightsPeriod): Promise<InsightsRow[]>
  /** Deletes the counters of days before `day` (retention); returns how many rows or documents went. */
  deleteBefore(day: InsightsDay): Promise<number>
}

/**
 * Statistik's counting in this process: sums in memory, written to the InsightsStore in one
 * `add` every few seconds and at `flush` (backends/insights-buffer.ts). Call sites go through
 * insights/count.ts or, for the pages served, insights/page-views.ts, which apply Do Not Track,
 * Global Privacy Control and the bot check.
 */
export interface InsightsCounter {
  /** Adds `count` (1 when absent) to a counter's sum in memory; never waits, never throws. */
  count(increment: Omit<InsightsIncrement, 'count'> & { count?: number }): void
  /** Writes the sums now (SIGTERM, tests). */
  flush(): Promise<void>
}

export interface Backend {
  name: 'embedded' | 'firebase'
  content: ContentStore
  files: FileStore
  events: ChangeEvents
  /** Present where several processes share the store (Firebase); one process sees every change in `events`. */
  contentVersion?: ContentVersion
  identity: IdentityPort
  search: SearchIndex
  /** Present where the browser uploads straight to the file store. */
  directUploads?: DirectUploads
  /**
   * The counters of one app's form limits: a fresh set in memory per call (embedded), or
   * Firestore's, which every instance shares (Firebase). Absent: in memory, as on embedded.
   */
  openRateCounters?(): RateCounters
  /** Statistik's counters (reads and retention). */
  insights: InsightsStore
  /** The process's buffer in front of `insights`, flushed by `close()`. */
  insightsCounter: InsightsCounter
  /** Work done once among every process serving the store (Statistik's weekly email: once-claims.ts). */
  onceClaims: OnceClaims
  /** Work to do once before serving (the embedded backend rebuilds a missing search index). */
  prepare?(log?: (line: string) => void): Promise<void>
  close(): Promise<void>
}

/** A write carried a version other than the stored one. */
export class StaleVersionError extends Error {
  constructor(
    readonly collection: string,
    readonly id: string,
    readonly expected: number,
    readonly actual: number,
  ) {
    super(`stale version for ${collection}/${id}: expected ${expected}, stored ${actual}`)
    this.name = 'StaleVersionError'
  }
}

/** A unique field (slug) already holds this value in the collection. */
export class UniqueConstraintError extends Error {
  constructor(
    readonly collection: string,
    readonly field: string,
  ) {
    super(`unique ${field} taken in ${collection}`)
    this.name = 'UniqueConstraintError'
  }
}

export class NotFoundError extends Error {
  constructor(
    readonly collection: string,
    readonly id: string,
  ) {
    super(`${collection}/${id} not found`)
    this.name = 'NotFoundError'
  }
}

/** The store cannot be reached or written (locked, disk full, permissions). */
export class StoreUnavailableError extends Error {
  constructor(message: string, options?: { cause?: unknown }) {
    super(message, options)
    this.name = 'StoreUnavailableError'
  }
}

/**
 * The search service cannot answer (unreachable, too slow, refusing the key or the request).
 * Only what needs search answers its unavailable state (503); every other page is served.
 */
export class SearchUnavailableError extends Error {
  constructor(message: string, options?: { cause?: unknown }) {
    super(message, options)
    this.name = 'SearchUnavailableError'
  }
}
