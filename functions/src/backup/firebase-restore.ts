/**
 * Puts a Firebase backup (firebase-backup.ts) back into a project: documents with their ids,
 * files with their content types and metadata, accounts with their uid, claims and (given the
 * source project's hash parameters) their passwords.
 *
 * Rules:
 *  - Nothing is written until the backup is proven whole: every file's SHA-256 and every count
 *    is checked against the manifest first, and a backup that does not match is refused.
 *  - The target must be empty (no document in the backed-up collections, no object under the
 *    upload folders, no account), unless `force`: then the backup's documents and files replace
 *    what is there, and documents and files the backup does not have are deleted, so the project
 *    is the backup's state. Accounts are never deleted or replaced: those that exist are left as
 *    they are (password, role, authenticator), only missing ones are imported.
 *  - The search index is not in the backup: `npm run search:reindex` rebuilds it afterwards.
 */
import { createReadStream } from 'node:fs'
import { readFile } from 'node:fs/promises'
import path from 'node:path'
import { createInterface } from 'node:readline'
import type { UserImportOptions, UserImportRecord } from 'firebase-admin/auth'
import { FieldPath, type Firestore } from 'firebase-admin/firestore'
import { sha256File } from './backup-files'
import type { FirebaseServices } from './firebase-backup'
import { AUTH_USERS_FILE, STORAGE_DIR, decodeValue, readFirebaseManifest, safeObjectPath, type BackedUpUser, type FirebaseManifest } from './firebase-format'
import { RestoreRefusedError } from './restore'

/** The source project's password hash parameters (Authentication → Users → ⋮ → Password hash parameters). */
export interface PasswordHashConfig {
  /** base64_signer_key */
  key: string
  /** base64_salt_separator */
  saltSeparator: string
  rounds: number
  /** mem_cost */
  memoryCost: number
}

export interface FirebaseRestoreOptions extends FirebaseServices {
  backupDir: string
  /** Replace what the project holds (see the rules above). */
  force?: boolean
  passwordHashConfig?: PasswordHashConfig
  /**
   * The Auth emulator's `host:port` when restoring into it: the emulator keeps hashes as text
   * (`fakeHash:…`), which the Admin SDK's import would re-encode, so there the accounts go in
   * through the emulator's own import endpoint unchanged.
   */
  authEmulatorHost?: string
  /** Writes per batch (Firestore's limit is 500). */
  batchSize?: number
  log?: (line: string) => void
}

export interface FirebaseRestoreResult {
  manifest: FirebaseManifest
  documents: number
  files: number
  users: number
  /** Accounts restored without a password (no hash in the backup, or no hash parameters given). */
  usersWithoutPassword: number
  ms: number
}

async function* lines(file: string): AsyncGenerator<unknown> {
  const reader = createInterface({ input: createReadStream(file), crlfDelay: Infinity })
  for await (const line of reader) if (line) yield JSON.parse(line) as unknown
}

async function countLines(file: string): Promise<number> {
  let count = 0
  for await (const _ of lines(file)) count++
  return count
}

/** Every check of the backup against its manifest, before anything is written. */
async function verifyBackup(dir: string, manifest: FirebaseManifest): Promise<void> {
  const mismatch = (what: string) => new RestoreRefusedError(`Cadangan rusak: ${what} tidak cocok dengan manifest; tidak ada yang diubah.`)
  const hashOf = async (relative: string) => {
    try {
      return await sha256File(path.join(dir, relative))
    } catch (error) {
      if ((error as NodeJS.ErrnoException).code === 'ENOENT') throw new RestoreRefusedError(`Cadangan tidak lengkap: ${relative} tidak ada; tidak ada yang diubah.`)
      throw error
    }
  }
  for (const [collection, entry] of Object.entries(manifest.firestore.collections)) {
    if (entry.file.includes('..') || !entry.file.startsWith('firestore/')) throw new RestoreRefusedError(`Cadangan tidak sah: jalur ${entry.file}.`)
    if ((await hashOf(entry.file)) !== entry.sha256) throw mismatch(entry.file)
    if ((await countLines(path.join(dir, entry.file))) !== entry.documents) throw mismatch(`jumlah dokumen ${collection}`)
  }
  if (manifest.storage.files.length !== manifest.storage.count) throw mismatch('jumlah file Storage')
  for (const file of manifest.storage.files) {
    if (!safeObjectPath(file.path)) throw new RestoreRefusedError(`Cadangan tidak sah: jalur ${file.path}.`)
    if ((await hashOf(`${STORAGE_DIR}/${file.path}`)) !== file.sha256) throw mismatch(`${STORAGE_DIR}/${file.path}`)
  }
  if ((await hashOf(AUTH_USERS_FILE)) !== manifest.auth.sha256) throw mismatch(AUTH_USERS_FILE)
  if ((await countLines(path.join(dir, AUTH_USERS_FILE))) !== manifest.auth.users) throw mismatch('jumlah akun')
}

/** What the target already holds, named for the refusal message (empty when nothing). */
async function whatTargetHolds(options: FirebaseRestoreOptions, manifest: FirebaseManifest): Promise<string[]> {
  const found: string[] = []
  for (const collection of Object.keys(manifest.firestore.collections)) {
    if (!(await options.db.collection(collection).limit(1).get()).empty) found.push(`koleksi ${collection}`)
  }
  for (const folder of manifest.storage.folders) {
    const [files] = await options.bucket.getFiles({ prefix: `${folder}/`, autoPaginate: false, maxResults: 1 })
    if (files.length) found.push(`folder Storage ${folder}/`)
  }
  if ((await options.auth.listUsers(1)).users.length) found.push('akun Authentication')
  return found
}

/** Deletes the documents of `collection` whose ids are not in `keep`, a page at a time. */
async function deleteOthers(db: Firestore, collection: string, keep: Set<string>, batchSize: number): Promise<number> {
  let deleted = 0
  let after: string | null = null
  for (;;) {
    let query = db.collection(collection).orderBy(FieldPath.documentId()).select().limit(batchSize)
    if (after !== null) query = query.startAfter(after)
    const page = await query.get()
    const extra = page.docs.filter((doc) => !keep.has(doc.id))
    if (extra.length) {
      const batch = db.batch()
      for (const doc of extra) batch.delete(doc.ref)
      await batch.commit()
      deleted += extra.length
    }
    if (page.size < batchSize) return deleted
    after = page.docs[page.docs.length - 1]!.id
  }
}

async function restoreFirestore(options: FirebaseRestoreOptions, manifest: FirebaseManifest, batchSize: number, log: (line: string) => void): Promise<number> {
  const { db } = options
  let total = 0
  let replaced = 0
  for (const [collection, entry] of Object.entries(manifest.firestore.collections)) {
    const ids = new Set<string>()
    let batch = db.batch()
    let pending = 0
    for await (const line of lines(path.join(options.backupDir, entry.file))) {
      const { id, data } = line as { id: string; data: unknown }
      ids.add(id)
      batch.set(db.collection(collection).doc(id), decodeValue(data, db) as Record<string, unknown>)
      if (++pending === batchSize) {
        await batch.commit()
        batch = db.batch()
        pending = 0
      }
    }
    if (pending) await batch.commit()
    total += ids.size
    if (options.force) replaced += await deleteOthers(db, collection, ids, batchSize)
  }
  log(`Firestore: ${total} dokumen dipulihkan${replaced ? `, ${replaced} dokumen yang tidak ada di cadangan dihapus` : ''}.`)
  return total
}

async function restoreStorage(options: FirebaseRestoreOptions, manifest: FirebaseManifest, log: (line: string) => void): Promise<number> {
  const { bucket } = options
  for (const file of manifest.storage.files) {
    const bytes = await readFile(path.join(options.backupDir, STORAGE_DIR, file.path))
    await bucket.file(file.path).save(bytes, {
      resumable: false,
      contentType: file.contentType ?? 'application/octet-stream',
      metadata: { ...(file.metadata ? { metadata: file.metadata } : {}), ...(file.cacheControl ? { cacheControl: file.cacheControl } : {}) },
    })
  }
  let deleted = 0
  if (options.force) {
    const keep = new Set(manifest.storage.files.map((f) => f.path))
    for (const folder of manifest.storage.folders) {
      let pageToken: string | undefined
      do {
        const [page, next] = await bucket.getFiles({ prefix: `${folder}/`, autoPaginate: false, maxResults: 500, ...(pageToken ? { pageToken } : {}) })
        for (const object of page.filter((o) => !keep.has(o.name))) {
          await object.delete({ ignoreNotFound: true })
          deleted++
        }
        pageToken = (next as { pageToken?: string } | null)?.pageToken
      } while (pageToken)
    }
  }
  log(`Storage: ${manifest.storage.count} file dipulihkan${deleted ? `, ${deleted} file yang tidak ada di cadangan dihapus` : ''}.`)
  return manifest.storage.count
}

/** Reads a hash parameter file: the console's `hash_config { … }` text or JSON with the same keys. */
export function parsePasswordHashConfig(text: string): PasswordHashConfig {
  const values = new Map<string, string>()
  for (const match of text.matchAll(/"?(\w+)"?\s*:\s*"?([^",\n}]+)"?/g)) values.set(match[1]!, match[2]!.trim())
  const key = values.get('base64_signer_key')
  const saltSeparator = values.get('base64_salt_separator') ?? ''
  const rounds = Number(values.get('rounds'))
  const memoryCost = Number(values.get('mem_cost'))
  if (!key || !Number.isInteger(rounds) || !Number.isInteger(memoryCost)) {
    throw new Error('Parameter hash sandi tidak lengkap: perlu base64_signer_key, base64_salt_separator, rounds dan mem_cost.')
  }
  return { key, saltSeparator, rounds, memoryCost }
}

async function importThroughEmulator(host: string, projectId: string, users: BackedUpUser[]): Promise<void> {
  const res = await fetch(`http://${host}/identitytoolkit.googleapis.com/v1/projects/${encodeURIComponent(projectId)}/accounts:batchCreate`, {
    method: 'POST',
    headers: { 'content-type': 'application/json', authorization: 'Bearer owner' },
    body: JSON.stringify({
      allowOverwrite: true,
      users: users.map((user) => ({
        localId: user.uid,
        email: user.email,
        emailVerified: user.emailVerified,
        displayName: user.displayName,
        photoUrl: user.photoURL,
        phoneNumber: user.phoneNumber,
        disabled: user.disabled,
        ...(user.customClaims ? { customAttributes: JSON.stringify(user.customClaims) } : {}),
        ...(user.passwordHash ? { passwordHash: user.passwordHash, salt: user.passwordSalt } : {}),
        ...(user.metadata.creationTime ? { createdAt: String(Date.parse(user.metadata.creationTime)) } : {}),
      })),
    }),
  })
  const body = (await res.json()) as { error?: unknown[] | { message?: string } }
  if (!res.ok || (Array.isArray(body.error) && body.error.length)) throw new Error(`Impor akun ke emulator gagal: ${JSON.stringify(body.error ?? res.status)}`)
}

/**
 * What `importUsers` is given for backed-up accounts: a password only where the backup has a hash
 * and the source project's parameters are known (a hash without them would import as a password
 * nobody can type), the claims, the original creation time.
 */
export function userImportOf(users: BackedUpUser[], hash: PasswordHashConfig | undefined): { records: UserImportRecord[]; options?: UserImportOptions; withoutPassword: number } {
  let withoutPassword = 0
  const records: UserImportRecord[] = users.map((user) => {
    const withPassword = Boolean(hash && user.passwordHash)
    if (!withPassword) withoutPassword++
    return {
      uid: user.uid,
      ...(user.email ? { email: user.email } : {}),
      emailVerified: user.emailVerified,
      ...(user.displayName ? { displayName: user.displayName } : {}),
      ...(user.photoURL ? { photoURL: user.photoURL } : {}),
      ...(user.phoneNumber ? { phoneNumber: user.phoneNumber } : {}),
      disabled: user.disabled,
      ...(user.customClaims ? { customClaims: user.customClaims as Record<string, unknown> } : {}),
      ...(withPassword
        ? { passwordHash: Buffer.from(user.passwordHash!, 'base64'), ...(user.passwordSalt ? { passwordSalt: Buffer.from(user.passwordSalt, 'base64') } : {}) }
        : {}),
      metadata: { ...(user.metadata.creationTime ? { creationTime: user.metadata.creationTime } : {}), ...(user.metadata.lastSignInTime ? { lastSignInTime: user.metadata.lastSignInTime } : {}) },
    }
  })
  if (!hash || !records.some((r) => r.passwordHash)) return { records, withoutPassword }
  return {
    records,
    withoutPassword,
    options: {
      hash: { algorithm: 'SCRYPT', key: Buffer.from(hash.key, 'base64'), saltSeparator: Buffer.from(hash.saltSeparator, 'base64'), rounds: hash.rounds, memoryCost: hash.memoryCost },
    },
  }
}

async function restoreAuth(options: FirebaseRestoreOptions, manifest: FirebaseManifest, log: (line: string) => void): Promise<{ users: number; withoutPassword: number }> {
  const all: BackedUpUser[] = []
  for await (const line of lines(path.join(options.backupDir, AUTH_USERS_FILE))) all.push(line as BackedUpUser)
  const backedUp = new Set(all.map((u) => u.uid))
  const { auth } = options
  let kept = 0
  if (options.force) {
    // An account that exists keeps its current password, role and authenticator: after a loss of
    // documents, Authentication is usually intact, and re-importing would drop the TOTP enrolments.
    const existing = new Set<string>()
    for (let start = 0; start < all.length; start += 100) {
      const { users } = await auth.getUsers(all.slice(start, start + 100).map((u) => ({ uid: u.uid })))
      for (const user of users) existing.add(user.uid)
    }
    kept = existing.size
    all.splice(0, all.length, ...all.filter((u) => !existing.has(u.uid)))
  }
  const emulated = options.authEmulatorHost && all.some((u) => u.passwordHash?.startsWith('fakeHash:'))
  const hash = options.passwordHashConfig
  let withoutPassword = 0
  for (let start = 0; start < all.length; start += 1000) {
    const chunk = all.slice(start, start + 1000)
    if (emulated) {
      await importThroughEmulator(options.authEmulatorHost!, options.projectId, chunk)
      withoutPassword += chunk.filter((u) => !u.passwordHash).length
      continue
    }
    const { records, options: importOptions, withoutPassword: chunkWithout } = userImportOf(chunk, hash)
    withoutPassword += chunkWithout
    const result = await auth.importUsers(records, importOptions)
    if (result.failureCount) {
      throw new Error(`Impor akun gagal untuk ${result.failureCount} akun: ${result.errors.slice(0, 3).map((e) => `${records[e.index]?.uid}: ${e.error.message}`).join('; ')}`)
    }
  }
  const others: string[] = []
  let pageToken: string | undefined
  do {
    const page = await auth.listUsers(1000, pageToken)
    others.push(...page.users.filter((u) => !backedUp.has(u.uid)).map((u) => u.email ?? u.uid))
    pageToken = page.pageToken
  } while (pageToken)
  log(
    `Authentication: ${all.length} akun dipulihkan dengan peran (claims)${withoutPassword ? `; ${withoutPassword} tanpa sandi (mereka memakai "Lupa sandi")` : ''}` +
      `${kept ? `; ${kept} akun yang sudah ada dibiarkan apa adanya` : ''}.`,
  )
  const reEnrol = all.filter((u) => (u.secondFactors ?? 0) > 0).length
  if (reEnrol) log(`${reEnrol} akun memakai aplikasi autentikator: Google tidak mengekspornya, jadi mereka mendaftarkannya lagi saat masuk.`)
  if (withoutPassword && !hash && !emulated && manifest.auth.withPasswordHash) {
    log('Hash sandi ada di cadangan tetapi parameter hash proyek asal tidak diberikan (--hash-config): sandi tidak dipulihkan.')
  }
  if (others.length) log(`Akun yang tidak ada di cadangan dibiarkan: ${others.slice(0, 10).join(', ')}${others.length > 10 ? ', …' : ''}.`)
  return { users: all.length + kept, withoutPassword }
}

export async function restoreFirebaseBackup(options: FirebaseRestoreOptions): Promise<FirebaseRestoreResult> {
  const started = Date.now()
  const log = options.log ?? (() => {})
  const backupDir = path.resolve(options.backupDir)
  const manifest = await readFirebaseManifest(backupDir)
  await verifyBackup(backupDir, manifest)
  if (!options.force) {
    const held = await whatTargetHolds(options, manifest)
    if (held.length) {
      throw new RestoreRefusedError(
        `Proyek ${options.projectId} tidak kosong (${held.slice(0, 5).join(', ')}${held.length > 5 ? ', …' : ''}). ` +
          'Pulihkan ke proyek kosong, atau tambahkan --force untuk menimpa isinya dengan cadangan; tidak ada yang diubah.',
      )
    }
  }
  const restoring = { ...options, backupDir }
  const batchSize = Math.min(options.batchSize ?? 400, 500)
  const documents = await restoreFirestore(restoring, manifest, batchSize, log)
  const files = await restoreStorage(restoring, manifest, log)
  const auth = await restoreAuth(restoring, manifest, log)
  const ms = Date.now() - started
  log(`Dipulihkan dari ${backupDir} (dibuat ${manifest.createdAt}, proyek ${manifest.source.projectId}) ke proyek ${options.projectId} dalam ${ms} ms.`)
  log('Bangun ulang indeks pencarian: npm run search:reindex.')
  return { manifest, documents, files, users: auth.users, usersWithoutPassword: auth.withoutPassword, ms }
}
