/**
 * What backup and restore share: the layout of a backup folder, its manifest, and the few
 * file operations both need (hashing, copying with a hash, making a rename durable).
 *
 * A backup is a folder `{timestamp}/` holding
 *   content.db     the SQLite store, copied with SQLite's online backup API (one consistent
 *                  snapshot, taken while the site runs), in rollback-journal mode: one file
 *   uploads/       every uploaded file, copied (not linked: a backup must survive the loss of
 *                  the disk the site runs on)
 *   manifest.json  row counts per table, size and SHA-256 of every file, integrity result
 * It is built under `.{timestamp}.partial/` and renamed when complete, so a folder without the
 * dot is always a whole backup.
 *
 * What is done to the database file itself (the snapshot, its checks, the restore's lock) is the
 * embedded backend's (functions/src/backends/embedded/database-file.ts): no driver here.
 */
import { createHash } from 'node:crypto'
import { constants, createReadStream } from 'node:fs'
import { copyFile, mkdir, open, readdir, readFile, stat } from 'node:fs/promises'
import path from 'node:path'

export const MANIFEST_FILE = 'manifest.json'
export const DATABASE_FILE = 'content.db'
export const UPLOADS_DIR = 'uploads'
export const MANIFEST_FORMAT = 'kantor-hukum-backup/1'

export interface BackupFileEntry {
  /** Relative to `uploads/`, with forward slashes (`blog_images/….jpg`). */
  path: string
  bytes: number
  sha256: string
}

export interface BackupManifest {
  format: typeof MANIFEST_FORMAT
  createdAt: string
  /** The data folder the backup was taken from (informational). */
  source: string
  database: {
    file: typeof DATABASE_FILE
    bytes: number
    sha256: string
    /** `PRAGMA integrity_check` of the copy. */
    integrity: 'ok'
    /** Rows per table (search index tables included, SQLite's and FTS5's internal ones not). */
    tables: Record<string, number>
  }
  uploads: { count: number; bytes: number; files: BackupFileEntry[] }
  /**
   * The key that seals the authenticator secrets (`two-factor.key`, decision 32), when the data
   * folder has one: without it a restored store could not check anyone's codes.
   */
  twoFactorKey?: { file: string; sha256: string }
  /** Upload paths the content mentions that were not in the uploads folder (normally none). */
  missingReferences: string[]
  timings: { databaseMs: number; uploadsMs: number; totalMs: number }
}

/** A folder-safe timestamp: `2026-06-15T03-00-00-000Z`. */
export function stampOf(date: Date): string {
  return date.toISOString().replace(/[:.]/g, '-')
}

export async function sha256File(file: string): Promise<string> {
  const hash = createHash('sha256')
  for await (const chunk of createReadStream(file)) hash.update(chunk as Buffer)
  return hash.digest('hex')
}

/** fsync a file or a folder (a folder's fsync makes the names created or renamed in it durable). */
export async function fsyncPath(target: string): Promise<void> {
  const handle = await open(target, 'r')
  try {
    await handle.sync()
  } finally {
    await handle.close()
  }
}

/** Copies a file (a reflink where the filesystem can), fsyncs the copy and returns its size and hash. */
export async function copyDurably(from: string, to: string): Promise<{ bytes: number; sha256: string }> {
  await mkdir(path.dirname(to), { recursive: true })
  await copyFile(from, to, constants.COPYFILE_FICLONE)
  await fsyncPath(to)
  return { bytes: (await stat(to)).size, sha256: await sha256File(to) }
}

/**
 * Every file under `uploads/` as a relative path, sorted. Temporary files of writes in
 * progress (`*.part`, see LocalFileStore) are not uploads yet and are left out.
 */
export async function listUploads(root: string): Promise<string[]> {
  const out: string[] = []
  const walk = async (dir: string, prefix: string) => {
    let entries
    try {
      entries = await readdir(dir, { withFileTypes: true })
    } catch (error) {
      if ((error as NodeJS.ErrnoException).code === 'ENOENT') return
      throw error
    }
    for (const entry of entries) {
      const relative = prefix ? `${prefix}/${entry.name}` : entry.name
      if (entry.isDirectory()) await walk(path.join(dir, entry.name), relative)
      else if (entry.isFile() && !entry.name.endsWith('.part')) out.push(relative)
    }
  }
  await walk(root, '')
  return out.sort()
}

export async function readManifest(backupDir: string): Promise<BackupManifest> {
  let text: string
  try {
    text = await readFile(path.join(backupDir, MANIFEST_FILE), 'utf8')
  } catch {
    throw new Error(`${backupDir} bukan folder cadangan: ${MANIFEST_FILE} tidak ada.`)
  }
  const manifest = JSON.parse(text) as BackupManifest
  if (manifest.format !== MANIFEST_FORMAT) throw new Error(`Format cadangan tidak dikenal: ${String(manifest.format)}.`)
  return manifest
}
