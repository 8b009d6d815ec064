/**
 * A Firebase backup in a bucket (`--to gs://bucket/prefix`, `--from gs://bucket/prefix/{timestamp}`):
 * the folder layout of firebase-format.ts, one object per file, under `{prefix}/{timestamp}/`.
 *
 * Writing: the backup is made in a temporary folder first (the same code, checks and hashes as
 * the folder mode), then uploaded with `manifest.json` last. A bucket has no rename, so the
 * manifest is what makes a backup whole: one cut off halfway has no manifest, and a restore
 * refuses it. The temporary folder needs room for one backup and is removed afterwards.
 *
 * Restoring: the manifest is read, every file it lists is downloaded into a temporary folder,
 * and the folder restore runs on it, so every SHA-256 and count is checked before anything is
 * written, as from a folder.
 */
import { mkdir, mkdtemp, readdir, rm } from 'node:fs/promises'
import os from 'node:os'
import path from 'node:path'
import type { BackupBucket } from '../backends/firebase/backup-bucket'
import type { FirebaseBackupAccess, PasswordHashConfig } from '../backends/firebase/backup-access'
import { MANIFEST_FILE } from './backup-files'
import { createFirebaseBackup } from './firebase-backup'
import { AUTH_USERS_FILE, STORAGE_DIR, readFirebaseManifest, safeObjectPath, type FirebaseManifest } from './firebase-format'
import { restoreFirebaseBackup, type FirebaseRestoreResult } from './firebase-restore'
import { RestoreRefusedError } from './restore'

/** GCS bucket names: 3 to 63 lowercase letters, digits, dashes, underscores and dots, starting and ending with a letter or digit. */
const BUCKET_NAME = /^[a-z0-9][a-z0-9._-]{1,61}[a-z0-9]$/

export interface BucketAddress {
  bucket: string
  /** Without slashes at either end; '' for the bucket's top. */
  prefix: string
}

/** `gs://bucket/some/prefix` → bucket and prefix; a sentence the operator can act on when it is not one. */
export function parseBucketAddress(address: string): BucketAddress {
  const match = /^gs:\/\/([^/]*)\/*(.*)$/.exec(address.trim())
  if (!match) throw new Error(`${address} bukan alamat bucket: tulis gs://NAMA-BUCKET/awalan, mis. gs://kantor-cadangan/firebase.`)
  const [, bucket, rest] = match as unknown as [string, string, string]
  if (!bucket) throw new Error(`Alamat ${address} tanpa nama bucket: tulis gs://NAMA-BUCKET/awalan, mis. gs://kantor-cadangan/firebase.`)
  if (!BUCKET_NAME.test(bucket)) {
    throw new Error(`Nama bucket ${bucket} tidak sah: 3 sampai 63 huruf kecil, angka, tanda hubung, garis bawah atau titik.`)
  }
  const prefix = rest.replace(/\/+$/, '')
  if (prefix && !safeObjectPath(prefix)) throw new Error(`Awalan ${prefix} di ${address} tidak sah (bagian kosong, "." atau "..").`)
  return { bucket, prefix }
}

export function addressOf(bucket: string, prefix: string): string {
  return `gs://${bucket}${prefix ? `/${prefix}` : ''}`
}

const under = (prefix: string, name: string) => (prefix ? `${prefix}/${name}` : name)

/** Every file under `dir`, relative, with forward slashes. */
async function filesUnder(dir: string): Promise<string[]> {
  const entries = await readdir(dir, { recursive: true, withFileTypes: true })
  return entries.filter((e) => e.isFile()).map((e) => path.relative(dir, path.join(e.parentPath, e.name)).split(path.sep).join('/'))
}

/**
 * Runs `work` on every item, `width` at a time. After a failure no new item starts, and it
 * returns (throwing the first error) only once the items under way have ended, so a cleanup
 * that follows sees every object that was written.
 */
async function eachLimited<T>(items: T[], width: number, work: (item: T) => Promise<void>): Promise<void> {
  let next = 0
  let failed = false
  const lane = async () => {
    while (!failed && next < items.length) {
      try {
        await work(items[next++]!)
      } catch (error) {
        failed = true
        throw error
      }
    }
  }
  const lanes = await Promise.allSettled(Array.from({ length: Math.min(width, items.length) }, lane))
  const rejected = lanes.find((lane): lane is PromiseRejectedResult => lane.status === 'rejected')
  if (rejected) throw rejected.reason
}

export interface BucketBackupOptions {
  access: FirebaseBackupAccess
  bucket: BackupBucket
  /** Where in the bucket the timestamped backups go ('' for the top). */
  prefix: string
  pageSize?: number
  now?: () => Date
  log?: (line: string) => void
}

/** Backs the project up into `gs://{bucket}/{prefix}/{timestamp}/`; returns that address. */
export async function createFirebaseBackupInBucket(options: BucketBackupOptions): Promise<{ address: string; manifest: FirebaseManifest; uploadMs: number }> {
  const log = options.log ?? (() => {})
  const { bucket, prefix } = options
  const staging = await mkdtemp(path.join(os.tmpdir(), 'firebase-backup-'))
  const uploaded: string[] = []
  try {
    const { dir, manifest } = await createFirebaseBackup({
      access: options.access,
      outDir: staging,
      ...(options.pageSize ? { pageSize: options.pageSize } : {}),
      ...(options.now ? { now: options.now } : {}),
      log,
      uploadTo: addressOf(bucket.name, prefix),
    })
    // A name no other backup in the bucket has (two backups in the same millisecond, or a retry).
    const stamp = path.basename(dir)
    let name = stamp
    for (let n = 2; (await bucket.list(`${under(prefix, name)}/`)).length; n++) name = `${stamp}-${n}`
    const root = under(prefix, name)
    const started = Date.now()
    const files = (await filesUnder(dir)).filter((file) => file !== MANIFEST_FILE)
    try {
      await eachLimited(files, 4, async (file) => {
        await bucket.upload(path.join(dir, file), `${root}/${file}`)
        uploaded.push(`${root}/${file}`)
      })
      // Last: only a backup whose every file is in the bucket has a manifest.
      await bucket.upload(path.join(dir, MANIFEST_FILE), `${root}/${MANIFEST_FILE}`)
    } catch (error) {
      // Best effort: an account without delete permission leaves them to the bucket's lifecycle rule.
      await Promise.allSettled(uploaded.map((object) => bucket.delete(object)))
      throw error
    }
    const uploadMs = Date.now() - started
    const address = addressOf(bucket.name, root)
    log(`Diunggah ke ${address}: ${files.length + 1} file dalam ${uploadMs} ms (manifest terakhir).`)
    return { address, manifest, uploadMs }
  } finally {
    await rm(staging, { recursive: true, force: true })
  }
}

export interface BucketRestoreOptions {
  access: FirebaseBackupAccess
  bucket: BackupBucket
  /** The backup's own prefix: `{prefix}/{timestamp}`. */
  prefix: string
  force?: boolean
  passwordHashConfig?: PasswordHashConfig
  log?: (line: string) => void
}

/** The whole backups under `prefix` (those with a manifest), newest first. */
async function wholeBackupsUnder(bucket: BackupBucket, prefix: string): Promise<string[]> {
  const names = await bucket.list(prefix ? `${prefix}/` : '')
  return names
    .filter((n) => n.endsWith(`/${MANIFEST_FILE}`))
    .map((n) => addressOf(bucket.name, n.slice(0, -MANIFEST_FILE.length - 1)))
    .sort()
    .reverse()
}

/** Restores the backup at `gs://{bucket}/{prefix}` into the access's project (the rules of firebase-restore.ts). */
export async function restoreFirebaseBackupFromBucket(options: BucketRestoreOptions): Promise<FirebaseRestoreResult & { downloadMs: number }> {
  const { bucket, prefix } = options
  const address = addressOf(bucket.name, prefix)
  const staging = await mkdtemp(path.join(os.tmpdir(), 'firebase-restore-'))
  try {
    const started = Date.now()
    if (!(await bucket.download(under(prefix, MANIFEST_FILE), path.join(staging, MANIFEST_FILE)))) {
      const whole = (await wholeBackupsUnder(bucket, prefix)).slice(0, 3)
      throw new RestoreRefusedError(
        `${address} bukan cadangan utuh: ${MANIFEST_FILE} tidak ada (cadangan yang terputus di tengah tidak punya manifest); tidak ada yang diubah.` +
          (whole.length ? ` Cadangan utuh terbaru di bawahnya: ${whole.join(', ')}.` : ''),
      )
    }
    const manifest = await readFirebaseManifest(staging)
    const listed = [
      ...Object.values(manifest.firestore.collections).map((c) => c.file),
      ...manifest.storage.files.map((f) => `${STORAGE_DIR}/${f.path}`),
      AUTH_USERS_FILE,
    ]
    for (const file of listed) if (!safeObjectPath(file)) throw new RestoreRefusedError(`Cadangan tidak sah: jalur ${file}.`)
    await eachLimited(listed, 4, async (file) => {
      const target = path.join(staging, file)
      await mkdir(path.dirname(target), { recursive: true })
      if (!(await bucket.download(under(prefix, file), target))) {
        throw new RestoreRefusedError(`Cadangan tidak lengkap: ${file} tidak ada di ${address}; tidak ada yang diubah.`)
      }
    })
    const downloadMs = Date.now() - started
    options.log?.(`Diunduh dari ${address}: ${listed.length + 1} file dalam ${downloadMs} ms.`)
    const result = await restoreFirebaseBackup({
      access: options.access,
      backupDir: staging,
      sourceLabel: address,
      ...(options.force ? { force: true } : {}),
      ...(options.passwordHashConfig ? { passwordHashConfig: options.passwordHashConfig } : {}),
      ...(options.log ? { log: options.log } : {}),
    })
    return { ...result, downloadMs }
  } finally {
    await rm(staging, { recursive: true, force: true })
  }
}
