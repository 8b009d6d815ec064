/**
 * Puts a backup back into a data folder.
 *
 * Rules:
 *  - Nothing is touched until the backup is proven whole: every file is copied into a staging
 *    folder inside DATA_DIR and its SHA-256 checked against the manifest, and the staged
 *    database must pass `PRAGMA integrity_check` with the manifest's row counts.
 *  - Refused while anything holds the store open (the site, a CLI): the live content.db must
 *    give this process an exclusive lock at once. The lock is kept until the swap is done, so a
 *    site started meanwhile fails to open the store instead of serving half a restore.
 *  - Sessions are not restored: a session signed out or revoked after the backup must not come
 *    back to life. Everyone signs in again.
 *  - The swap happens inside DATA_DIR (which may be a mount point): the staged content.db
 *    replaces the live one in one rename, never leaving the folder without a database; the
 *    uploads folder is swapped just before it. What was there is kept in
 *    `DATA_DIR/.replaced-{timestamp}/` for the operator to delete once satisfied.
 */
import { existsSync } from 'node:fs'
import { chmod, link, mkdir, rename, rm, rmdir } from 'node:fs/promises'
import { TWO_FACTOR_KEY_FILE } from '../auth/secret-box'
import path from 'node:path'
import { lockDatabaseFile, openDatabaseCopy, type DatabaseLock } from '../backends/embedded/database-file'
import {
  DATABASE_FILE,
  UPLOADS_DIR,
  copyDurably,
  fsyncPath,
  readManifest,
  stampOf,
  type BackupManifest,
} from './backup-files'

export interface RestoreOptions {
  backupDir: string
  dataDir: string
  now?: () => Date
  log?: (line: string) => void
}

export interface RestoreResult {
  manifest: BackupManifest
  /** Where the data that was replaced now is (absent when the data folder was empty). */
  replacedDir?: string
  ms: number
}

/** The restore was refused before anything in the data folder changed. */
export class RestoreRefusedError extends Error {
  constructor(message: string) {
    super(message)
    this.name = 'RestoreRefusedError'
  }
}

/** Tables whose rows are not restored (see the rules above). */
const NOT_RESTORED = new Set(['sessions', 'pending_sign_ins'])

export async function restoreBackup(options: RestoreOptions): Promise<RestoreResult> {
  const started = Date.now()
  const log = options.log ?? (() => {})
  const backupDir = path.resolve(options.backupDir)
  const dataDir = path.resolve(options.dataDir)
  const manifest = await readManifest(backupDir)
  const stamp = stampOf((options.now ?? (() => new Date()))())

  await mkdir(dataDir, { recursive: true })
  const staging = path.join(dataDir, `.restore-${stamp}`)
  await rm(staging, { recursive: true, force: true })
  await mkdir(path.join(staging, UPLOADS_DIR), { recursive: true })
  let lock: DatabaseLock | null = null
  const replacedDir = path.join(dataDir, `.replaced-${stamp}`)
  const liveUploads = path.join(dataDir, UPLOADS_DIR)
  let replacedAnything = false
  const swap = { uploadsMoved: false, uploadsPlaced: false, keyMoved: false, keyPlaced: false, done: false }
  try {
    // 1. Stage and verify every byte before touching the live data.
    const stagedDb = path.join(staging, DATABASE_FILE)
    const db = await copyDurably(path.join(backupDir, DATABASE_FILE), stagedDb)
    if (db.sha256 !== manifest.database.sha256) throw new RestoreRefusedError(`Cadangan rusak: ${DATABASE_FILE} tidak cocok dengan manifest.`)
    for (const file of manifest.uploads.files) {
      if (file.path.split('/').some((part) => part === '..' || part === '')) throw new RestoreRefusedError(`Cadangan tidak sah: jalur ${file.path}.`)
      let copied
      try {
        copied = await copyDurably(path.join(backupDir, UPLOADS_DIR, file.path), path.join(staging, UPLOADS_DIR, file.path))
      } catch (error) {
        if ((error as NodeJS.ErrnoException).code === 'ENOENT') throw new RestoreRefusedError(`Cadangan tidak lengkap: ${UPLOADS_DIR}/${file.path} tidak ada.`)
        throw error
      }
      if (copied.sha256 !== file.sha256) throw new RestoreRefusedError(`Cadangan rusak: ${UPLOADS_DIR}/${file.path} tidak cocok dengan manifest.`)
    }
    const stagedKey = path.join(staging, TWO_FACTOR_KEY_FILE)
    if (manifest.twoFactorKey) {
      let key
      try {
        key = await copyDurably(path.join(backupDir, TWO_FACTOR_KEY_FILE), stagedKey)
      } catch (error) {
        if ((error as NodeJS.ErrnoException).code === 'ENOENT') throw new RestoreRefusedError(`Cadangan tidak lengkap: ${TWO_FACTOR_KEY_FILE} tidak ada.`)
        throw error
      }
      if (key.sha256 !== manifest.twoFactorKey.sha256) throw new RestoreRefusedError(`Cadangan rusak: ${TWO_FACTOR_KEY_FILE} tidak cocok dengan manifest.`)
      await chmod(stagedKey, 0o600)
    }
    const staged = openDatabaseCopy(stagedDb)
    try {
      let integrity: string
      try {
        staged.selfContained()
        integrity = staged.integrity()
      } catch (error) {
        integrity = error instanceof Error ? error.message : String(error)
      }
      if (integrity !== 'ok') throw new RestoreRefusedError(`Basis data dalam cadangan tidak utuh: ${integrity}`)
      const counts = staged.tableCounts()
      for (const [table, rows] of Object.entries(manifest.database.tables)) {
        if (counts[table] !== rows) throw new RestoreRefusedError(`Cadangan tidak cocok dengan manifest: tabel ${table} berisi ${counts[table] ?? 0} baris, bukan ${rows}.`)
      }
      for (const table of NOT_RESTORED) if (table in counts) staged.clearTable(table)
    } finally {
      staged.close()
    }
    await fsyncPath(stagedDb)
    await fsyncPath(staging)

    // 2. Nobody may be using the live store.
    const liveDb = path.join(dataDir, DATABASE_FILE)
    if (existsSync(liveDb)) {
      lock = lockDatabaseFile(liveDb)
      if (!lock) {
        throw new RestoreRefusedError(
          `Basis data ${liveDb} sedang dipakai (situs masih berjalan?). Hentikan server lalu jalankan pemulihan lagi; tidak ada yang diubah.`,
        )
      }
    }

    // 3. Swap: uploads first, then the database in one rename (the moment the restore takes effect).
    await mkdir(replacedDir, { recursive: true })
    if (existsSync(liveUploads)) {
      await rename(liveUploads, path.join(replacedDir, UPLOADS_DIR))
      swap.uploadsMoved = true
      replacedAnything = true
    }
    await rename(path.join(staging, UPLOADS_DIR), liveUploads)
    swap.uploadsPlaced = true
    if (existsSync(liveDb)) {
      await link(liveDb, path.join(replacedDir, DATABASE_FILE))
      replacedAnything = true
    }
    // Stale WAL files of a store closed uncleanly would be read as the new store's: move them.
    for (const suffix of ['-wal', '-shm', '-journal']) {
      if (existsSync(liveDb + suffix)) {
        await rename(liveDb + suffix, path.join(replacedDir, DATABASE_FILE + suffix))
        replacedAnything = true
      }
    }
    // The key goes with the database it opens; a backup without one leaves the live key alone.
    const liveKey = path.join(dataDir, TWO_FACTOR_KEY_FILE)
    if (manifest.twoFactorKey) {
      if (existsSync(liveKey)) {
        await rename(liveKey, path.join(replacedDir, TWO_FACTOR_KEY_FILE))
        swap.keyMoved = true
        replacedAnything = true
      }
      await rename(stagedKey, liveKey)
      swap.keyPlaced = true
    }
    await rename(stagedDb, liveDb)
    swap.done = true
    await fsyncPath(dataDir)
    if (replacedAnything) await fsyncPath(replacedDir)
    else await rmdir(replacedDir)
    lock?.release()
    lock = null
    await rm(staging, { recursive: true, force: true })

    const ms = Date.now() - started
    log(
      `Dipulihkan dari ${backupDir} (dibuat ${manifest.createdAt}): ${manifest.uploads.count} file unggahan, ` +
        `${Object.entries(manifest.database.tables)
          .filter(([table]) => !table.startsWith('search_') && !NOT_RESTORED.has(table))
          .map(([table, rows]) => `${rows} ${table}`)
          .join(', ')}; dalam ${ms} ms.`,
    )
    if (replacedAnything) log(`Data sebelumnya disimpan di ${replacedDir}; hapus folder itu bila tidak diperlukan lagi.`)
    log('Semua sesi diakhiri: staf perlu masuk kembali.')
    return { manifest, replacedDir: replacedAnything ? replacedDir : undefined, ms }
  } catch (error) {
    // Failed before the database was swapped: put the live uploads back where they were.
    if (!swap.done && swap.keyPlaced) await rm(path.join(dataDir, TWO_FACTOR_KEY_FILE), { force: true }).catch(() => {})
    if (!swap.done && swap.keyMoved) await rename(path.join(replacedDir, TWO_FACTOR_KEY_FILE), path.join(dataDir, TWO_FACTOR_KEY_FILE)).catch(() => {})
    if (!swap.done && swap.uploadsPlaced) await rename(liveUploads, path.join(staging, UPLOADS_DIR)).catch(() => {})
    if (!swap.done && swap.uploadsMoved) await rename(path.join(replacedDir, UPLOADS_DIR), liveUploads).catch(() => {})
    if (!swap.done) await rm(replacedDir, { recursive: true, force: true }).catch(() => {})
    lock?.release()
    await rm(staging, { recursive: true, force: true })
    throw error
  }
}
