/**
 * A consistent copy of the store and the uploads, taken while the site runs.
 *
 * Consistency: the database is copied first, in one read transaction (SQLite's online backup
 * API asked to copy every page in one step), so the copy is one committed state however many
 * writes the site makes meanwhile; writers are not blocked (WAL). The uploads are copied next.
 * An uploaded file is written whole before any save can refer to it, and the app never changes
 * or deletes one afterwards (new files get new random names), so every file the copied
 * database refers to is already there when the folder is copied; files uploaded after the
 * snapshot come along unreferenced, which is harmless. The manifest lists any reference that
 * is missing all the same.
 */
import { existsSync } from 'node:fs'
import { chmod, mkdir, rename, rm, stat, writeFile } from 'node:fs/promises'
import { TWO_FACTOR_KEY_FILE } from '../auth/secret-box'
import path from 'node:path'
import { openDatabaseCopy, snapshotDatabase } from '../backends/embedded/database-file'
import { UPLOAD_FOLDERS } from '../../../shared/schemas/uploads'
import {
  DATABASE_FILE,
  MANIFEST_FILE,
  MANIFEST_FORMAT,
  UPLOADS_DIR,
  copyDurably,
  fsyncPath,
  listUploads,
  sha256File,
  stampOf,
  type BackupFileEntry,
  type BackupManifest,
} from './backup-files'

export interface BackupOptions {
  /** The site's DATA_DIR (content.db and uploads/). */
  dataDir: string
  /** Where backup folders go; created if missing. */
  outDir: string
  now?: () => Date
  log?: (line: string) => void
}

export interface BackupResult {
  dir: string
  manifest: BackupManifest
}

export async function createBackup(options: BackupOptions): Promise<BackupResult> {
  const started = Date.now()
  const now = options.now ?? (() => new Date())
  const log = options.log ?? (() => {})
  const dataDir = path.resolve(options.dataDir)
  const outDir = path.resolve(options.outDir)
  const liveDb = path.join(dataDir, DATABASE_FILE)
  if (!existsSync(liveDb)) throw new Error(`Tidak ada basis data di ${liveDb}.`)

  const createdAt = now()
  let name = stampOf(createdAt)
  for (let n = 2; existsSync(path.join(outDir, name)); n++) name = `${stampOf(createdAt)}-${n}`
  const finalDir = path.join(outDir, name)
  const partial = path.join(outDir, `.${name}.partial`)
  await rm(partial, { recursive: true, force: true })
  await mkdir(path.join(partial, UPLOADS_DIR), { recursive: true })

  try {
    // 1. The database: one snapshot through SQLite, never a file copy (a copy of content.db
    //    misses what is still in the WAL, and can catch a checkpoint half-way).
    const copyDb = path.join(partial, DATABASE_FILE)
    await snapshotDatabase(liveDb, copyDb)
    const copy = openDatabaseCopy(copyDb)
    let tables: Record<string, number>
    let referenced: Set<string>
    try {
      // One self-contained file (no -wal/-shm beside it); the server turns WAL back on at start.
      copy.selfContained()
      const integrity = copy.integrity()
      if (integrity !== 'ok') throw new Error(`Salinan basis data tidak utuh: ${integrity}`)
      tables = copy.tableCounts()
      const folders = new Set<string>([...UPLOAD_FOLDERS, ...(await listUploads(path.join(dataDir, UPLOADS_DIR))).map((p) => p.split('/')[0]!)])
      referenced = copy.referencedUploads([...folders])
    } finally {
      copy.close()
    }
    await fsyncPath(copyDb)
    const databaseMs = Date.now() - started
    log(`Basis data disalin (${((await stat(copyDb)).size / 1024).toFixed(0)} KB) dalam ${databaseMs} ms.`)

    // 2. The uploads, after the snapshot (see above for why this order is consistent).
    const uploadsStarted = Date.now()
    const files: BackupFileEntry[] = []
    for (const relative of await listUploads(path.join(dataDir, UPLOADS_DIR))) {
      try {
        const copied = await copyDurably(path.join(dataDir, UPLOADS_DIR, relative), path.join(partial, UPLOADS_DIR, relative))
        files.push({ path: relative, ...copied })
      } catch (error) {
        // Listed a moment ago and gone now: nothing the app does, but not the backup's to fail on.
        if ((error as NodeJS.ErrnoException).code !== 'ENOENT') throw error
      }
    }
    const uploadsMs = Date.now() - uploadsStarted
    // 3. The key of the authenticator secrets, beside the database it opens (decision 32).
    let twoFactorKey: BackupManifest['twoFactorKey']
    if (existsSync(path.join(dataDir, TWO_FACTOR_KEY_FILE))) {
      const copied = await copyDurably(path.join(dataDir, TWO_FACTOR_KEY_FILE), path.join(partial, TWO_FACTOR_KEY_FILE))
      await chmod(path.join(partial, TWO_FACTOR_KEY_FILE), 0o600)
      twoFactorKey = { file: TWO_FACTOR_KEY_FILE, sha256: copied.sha256 }
    }
    const present = new Set(files.map((f) => f.path))
    const missingReferences = [...referenced].filter((p) => !present.has(p)).sort()
    if (missingReferences.length > 0) {
      log(`Peringatan: ${missingReferences.length} file yang dirujuk konten tidak ada di folder unggahan: ${missingReferences.slice(0, 5).join(', ')}`)
    }

    const manifest: BackupManifest = {
      format: MANIFEST_FORMAT,
      createdAt: createdAt.toISOString(),
      source: dataDir,
      database: {
        file: DATABASE_FILE,
        bytes: (await stat(copyDb)).size,
        sha256: await sha256File(copyDb),
        integrity: 'ok',
        tables,
      },
      uploads: { count: files.length, bytes: files.reduce((sum, f) => sum + f.bytes, 0), files },
      missingReferences,
      ...(twoFactorKey ? { twoFactorKey } : {}),
      timings: { databaseMs, uploadsMs, totalMs: Date.now() - started },
    }
    await writeFile(path.join(partial, MANIFEST_FILE), JSON.stringify(manifest, null, 2) + '\n')
    await fsyncPath(path.join(partial, MANIFEST_FILE))
    for (const dir of new Set(files.map((f) => path.dirname(path.join(partial, UPLOADS_DIR, f.path))))) await fsyncPath(dir)
    await fsyncPath(path.join(partial, UPLOADS_DIR))
    await fsyncPath(partial)
    // Complete: the folder gets its real name in one rename.
    await rename(partial, finalDir)
    await fsyncPath(outDir)
    log(
      `Cadangan selesai: ${finalDir} (${files.length} file unggahan, ${(manifest.uploads.bytes / 1024 / 1024).toFixed(1)} MB; ` +
        `basis data ${(manifest.database.bytes / 1024 / 1024).toFixed(1)} MB) dalam ${manifest.timings.totalMs} ms.`,
    )
    return { dir: finalDir, manifest }
  } catch (error) {
    await rm(partial, { recursive: true, force: true })
    throw error
  }
}
