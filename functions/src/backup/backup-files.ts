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
 */
import Database from 'better-sqlite3'
import { createHash } from 'node:crypto'
import { constants, createReadStream } from 'node:fs'
import { copyFile, mkdir, open, readdir, readFile, stat } from 'node:fs/promises'
import path from 'node:path'
import { STORED_NAME_PATTERN } from '../../../shared/schemas/file-paths'
import { COLLECTIONS } from '../../../shared/schemas/types'

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

/** Rows per ordinary table of the main schema (not SQLite's own, not FTS5 shadow tables). */
export function tableCounts(db: Database.Database): Record<string, number> {
  const tables = (db.pragma('table_list') as { schema: string; name: string; type: string }[])
    .filter((t) => t.schema === 'main' && (t.type === 'table' || t.type === 'virtual') && !t.name.startsWith('sqlite_'))
    .map((t) => t.name)
    .sort()
  const counts: Record<string, number> = {}
  for (const name of tables) {
    counts[name] = (db.prepare(`SELECT count(*) AS n FROM "${name.replace(/"/g, '""')}"`).get() as { n: number }).n
  }
  return counts
}

/** `PRAGMA integrity_check` as one string: 'ok' when the file is sound. */
export function integrityOf(db: Database.Database): string {
  const rows = db.pragma('integrity_check') as { integrity_check: string }[]
  return rows.map((r) => r.integrity_check).join('; ')
}

/**
 * Upload paths (`folder/name`) the stored content mentions: file fields and links in rich
 * text alike. `folders` are the upload folders to look for.
 */
export function referencedUploads(db: Database.Database, folders: readonly string[]): Set<string> {
  const found = new Set<string>()
  if (folders.length === 0) return found
  const escaped = folders.map((f) => f.replace(/[^A-Za-z0-9_]/g, '')).filter(Boolean)
  const pattern = new RegExp(`(?<![A-Za-z0-9_])(?:${escaped.join('|')})/${STORED_NAME_PATTERN}`, 'g')
  const existing = new Set((db.pragma('table_list') as { name: string }[]).map((t) => t.name))
  for (const collection of COLLECTIONS) {
    if (!existing.has(collection)) continue
    for (const row of db.prepare(`SELECT data FROM "${collection}"`).iterate() as Iterable<{ data: string }>) {
      for (const match of row.data.matchAll(pattern)) {
        // Stored files always have an extension; `publications/{id}` alone is a document reference.
        const candidate = match[0].replace(/\.+$/, '')
        if (/\.[A-Za-z0-9]+$/.test(candidate)) found.add(candidate)
      }
    }
  }
  return found
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
