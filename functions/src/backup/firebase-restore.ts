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
import type { FirebaseBackupAccess, PasswordHashConfig, StoredDocument } from '../backends/firebase/backup-access'
import { sha256File } from './backup-files'
import { AUTH_USERS_FILE, STORAGE_DIR, readFirebaseManifest, safeObjectPath, type BackedUpUser, type FirebaseManifest } from './firebase-format'
import { RestoreRefusedError } from './restore'

export type { PasswordHashConfig } from '../backends/firebase/backup-access'

export interface FirebaseRestoreOptions {
  /** The target project's Firestore, Storage and Authentication (backends/firebase/backup-access.ts). */
  access: FirebaseBackupAccess
  backupDir: string
  /** How the backup is named in the last line (default: its folder), e.g. the bucket address it was downloaded from. */
  sourceLabel?: string
  /** Replace what the project holds (see the rules above). */
  force?: boolean
  passwordHashConfig?: PasswordHashConfig
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
async function whatTargetHolds(access: FirebaseBackupAccess, manifest: FirebaseManifest): Promise<string[]> {
  const found: string[] = []
  for (const collection of Object.keys(manifest.firestore.collections)) {
    if (await access.hasDocuments(collection)) found.push(`koleksi ${collection}`)
  }
  for (const folder of manifest.storage.folders) {
    if ((await access.listObjects(`${folder}/`, 1)).objects.length) found.push(`folder Storage ${folder}/`)
  }
  if ((await access.listUsers(1)).users.length) found.push('akun Authentication')
  return found
}

/** Deletes the documents of `collection` whose ids are not in `keep`, a page at a time. */
async function deleteOthers(access: FirebaseBackupAccess, collection: string, keep: Set<string>, batchSize: number): Promise<number> {
  let deleted = 0
  let after: string | null = null
  for (;;) {
    const ids = await access.documentIds(collection, after, batchSize)
    const extra = ids.filter((id) => !keep.has(id))
    if (extra.length) await access.deleteDocuments(collection, extra)
    deleted += extra.length
    if (ids.length < batchSize) return deleted
    after = ids[ids.length - 1]!
  }
}

async function restoreFirestore(options: FirebaseRestoreOptions, manifest: FirebaseManifest, batchSize: number, log: (line: string) => void): Promise<number> {
  const { access } = options
  let total = 0
  let replaced = 0
  for (const [collection, entry] of Object.entries(manifest.firestore.collections)) {
    const ids = new Set<string>()
    let batch: StoredDocument[] = []
    for await (const line of lines(path.join(options.backupDir, entry.file))) {
      const document = line as StoredDocument
      ids.add(document.id)
      batch.push(document)
      if (batch.length === batchSize) {
        await access.writeDocuments(collection, batch)
        batch = []
      }
    }
    if (batch.length) await access.writeDocuments(collection, batch)
    total += ids.size
    if (options.force) replaced += await deleteOthers(access, collection, ids, batchSize)
  }
  log(`Firestore: ${total} dokumen dipulihkan${replaced ? `, ${replaced} dokumen yang tidak ada di cadangan dihapus` : ''}.`)
  return total
}

async function restoreStorage(options: FirebaseRestoreOptions, manifest: FirebaseManifest, log: (line: string) => void): Promise<number> {
  const { access } = options
  for (const file of manifest.storage.files) {
    const { path: name, bytes: _bytes, sha256: _sha256, ...details } = file
    await access.uploadObject(name, await readFile(path.join(options.backupDir, STORAGE_DIR, name)), details)
  }
  let deleted = 0
  if (options.force) {
    const keep = new Set(manifest.storage.files.map((f) => f.path))
    for (const folder of manifest.storage.folders) {
      let pageToken: string | undefined
      do {
        const page = await access.listObjects(`${folder}/`, 500, pageToken)
        for (const object of page.objects.filter((o) => !keep.has(o.name))) {
          await access.deleteObject(object.name)
          deleted++
        }
        pageToken = page.next
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

async function restoreAuth(options: FirebaseRestoreOptions, manifest: FirebaseManifest, log: (line: string) => void): Promise<{ users: number; withoutPassword: number }> {
  const all: BackedUpUser[] = []
  for await (const line of lines(path.join(options.backupDir, AUTH_USERS_FILE))) all.push(line as BackedUpUser)
  const backedUp = new Set(all.map((u) => u.uid))
  const { access } = options
  // With --force an account that exists keeps its current password, role and authenticator:
  // after a loss of documents, Authentication is usually intact, and re-importing would drop the
  // TOTP enrolments. Only the missing accounts are imported.
  const existing = options.force ? await access.existingUids([...backedUp]) : new Set<string>()
  const missing = all.filter((u) => !existing.has(u.uid))
  const hash = options.passwordHashConfig
  let withoutPassword = 0
  let viaEmulator = false
  for (let start = 0; start < missing.length; start += 1000) {
    const imported = await access.importUsers(missing.slice(start, start + 1000), hash)
    withoutPassword += imported.withoutPassword
    viaEmulator ||= imported.viaEmulator
  }
  const others: string[] = []
  let pageToken: string | undefined
  do {
    const page = await access.listUsers(1000, pageToken)
    others.push(...page.users.filter((u) => !backedUp.has(u.uid)).map((u) => u.email ?? u.uid))
    pageToken = page.next
  } while (pageToken)
  log(
    `Authentication: ${missing.length} akun dipulihkan dengan peran (claims)${withoutPassword ? `; ${withoutPassword} tanpa sandi (mereka memakai "Lupa sandi")` : ''}` +
      `${existing.size ? `; ${existing.size} akun yang sudah ada dibiarkan apa adanya` : ''}.`,
  )
  const reEnrol = missing.filter((u) => (u.secondFactors ?? 0) > 0).length
  if (reEnrol) log(`${reEnrol} akun memakai aplikasi autentikator: Google tidak mengekspornya, jadi mereka mendaftarkannya lagi saat masuk.`)
  if (withoutPassword && !hash && !viaEmulator && manifest.auth.withPasswordHash) {
    log('Hash sandi ada di cadangan tetapi parameter hash proyek asal tidak diberikan (--hash-config): sandi tidak dipulihkan.')
  }
  if (others.length) log(`Akun yang tidak ada di cadangan dibiarkan: ${others.slice(0, 10).join(', ')}${others.length > 10 ? ', …' : ''}.`)
  return { users: all.length, withoutPassword }
}

export async function restoreFirebaseBackup(options: FirebaseRestoreOptions): Promise<FirebaseRestoreResult> {
  const started = Date.now()
  const log = options.log ?? (() => {})
  const backupDir = path.resolve(options.backupDir)
  const manifest = await readFirebaseManifest(backupDir)
  await verifyBackup(backupDir, manifest)
  if (!options.force) {
    const held = await whatTargetHolds(options.access, manifest)
    if (held.length) {
      throw new RestoreRefusedError(
        `Proyek ${options.access.projectId} tidak kosong (${held.slice(0, 5).join(', ')}${held.length > 5 ? ', …' : ''}). ` +
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
  log(`Dipulihkan dari ${options.sourceLabel ?? backupDir} (dibuat ${manifest.createdAt}, proyek ${manifest.source.projectId}) ke proyek ${options.access.projectId} dalam ${ms} ms.`)
  log('Bangun ulang indeks pencarian: npm run search:reindex.')
  return { manifest, documents, files, users: auth.users, usersWithoutPassword: auth.withoutPassword, ms }
}
