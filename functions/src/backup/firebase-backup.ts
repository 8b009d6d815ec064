/**
 * A backup of the Firebase backend into a folder: every document of the collections the app
 * keeps, every object under its upload folders, every Authentication account with its claims and
 * (where the credentials may read them) its password hash. Layout: firebase-format.ts.
 *
 * Consistency: all documents are read at one instant (a read-only transaction at a fixed read
 * time), so the copy is one committed state of the database however long the paging takes;
 * Firestore keeps old versions for an hour (seven days with point-in-time recovery), which
 * bounds how long a backup may take. Files are listed after that instant: an uploaded object is
 * written before any save refers to it and never changed afterwards (new files get new names), so
 * every file the copied documents refer to is there; newer ones come along unreferenced.
 * Accounts are read last; a staff change made meanwhile may or may not be in.
 *
 * Large collections are read in bounded pages (ordered by document id, `pageSize` at a time) and
 * streamed to their file, so memory stays flat whatever the size of the project.
 */
import { createHash } from 'node:crypto'
import { createWriteStream, existsSync } from 'node:fs'
import { mkdir, rename, rm, stat, writeFile } from 'node:fs/promises'
import path from 'node:path'
import type { FirebaseBackupAccess, PageReader } from '../backends/firebase/backup-access'
import { MANIFEST_FILE, fsyncPath, sha256File, stampOf } from './backup-files'
import { BACKED_UP_COLLECTIONS, BACKED_UP_FOLDERS, NOT_BACKED_UP_COLLECTIONS } from './firebase-collections'
import {
  AUTH_USERS_FILE,
  FIREBASE_MANIFEST_FORMAT,
  STORAGE_DIR,
  collectionFile,
  safeObjectPath,
  type FirebaseFileEntry,
  type FirebaseManifest,
} from './firebase-format'

export interface FirebaseBackupOptions {
  /** The project's Firestore, Storage and Authentication (backends/firebase/backup-access.ts). */
  access: FirebaseBackupAccess
  outDir: string
  /** Documents, objects or accounts read per request (default 300). */
  pageSize?: number
  now?: () => Date
  log?: (line: string) => void
  /** Where the folder goes next (a bucket's address), when `outDir` is only a staging place: named in the last line instead of the folder. */
  uploadTo?: string
}

/** A file written line by line, with its SHA-256 computed on the way. */
function lineFile(file: string) {
  const stream = createWriteStream(file)
  const hash = createHash('sha256')
  let bytes = 0
  let lines = 0
  return {
    async write(value: unknown) {
      const line = JSON.stringify(value) + '\n'
      hash.update(line)
      bytes += Buffer.byteLength(line)
      lines++
      if (!stream.write(line)) await new Promise<void>((resolve) => stream.once('drain', () => resolve()))
    },
    async close() {
      await new Promise<void>((resolve, reject) => stream.end((error?: Error | null) => (error ? reject(error) : resolve())))
      await fsyncPath(file)
      return { bytes, lines, sha256: hash.digest('hex') }
    },
  }
}

/** The collections to copy: the known ones, then any other the project holds (not the excluded). */
async function collectionsToCopy(access: FirebaseBackupAccess): Promise<{ copy: string[]; notCopied: string[] }> {
  const present = await access.collectionIds()
  const others = present.filter((id) => !BACKED_UP_COLLECTIONS.includes(id) && !NOT_BACKED_UP_COLLECTIONS.has(id)).sort()
  return { copy: [...BACKED_UP_COLLECTIONS, ...others], notCopied: present.filter((id) => NOT_BACKED_UP_COLLECTIONS.has(id)).sort() }
}

/** Every document of one collection, a page at a time, through `read` (the snapshot's). */
async function copyCollection(read: PageReader, collection: string, file: string, pageSize: number) {
  const out = lineFile(file)
  let after: string | null = null
  for (;;) {
    const page = await read(collection, after, pageSize)
    for (const doc of page) await out.write(doc)
    if (page.length < pageSize) break
    after = page[page.length - 1]!.id
  }
  return out.close()
}

async function copyFirestore(options: FirebaseBackupOptions, dir: string, pageSize: number, log: (line: string) => void) {
  const { copy, notCopied } = await collectionsToCopy(options.access)
  await mkdir(path.join(dir, 'firestore'), { recursive: true })
  const collections: FirebaseManifest['firestore']['collections'] = {}
  const { readTime } = await options.access.atOneInstant(async (read) => {
    for (const collection of copy) {
      const file = collectionFile(collection)
      const written = await copyCollection(read, collection, path.join(dir, file), pageSize)
      collections[collection] = { file, documents: written.lines, bytes: written.bytes, sha256: written.sha256 }
    }
  })
  const total = Object.values(collections).reduce((sum, c) => sum + c.documents, 0)
  log(`Firestore: ${total} dokumen dari ${copy.length} koleksi (dibaca pada ${readTime}).`)
  if (notCopied.length) log(`Tidak disalin (sengaja): ${notCopied.join(', ')}.`)
  return { collections, notCopied, readTime }
}

async function copyStorage(options: FirebaseBackupOptions, dir: string, pageSize: number, log: (line: string) => void) {
  const files: FirebaseFileEntry[] = []
  for (const folder of BACKED_UP_FOLDERS) {
    let pageToken: string | undefined
    do {
      const page = await options.access.listObjects(`${folder}/`, pageSize, pageToken)
      for (const object of page.objects) {
        if (!safeObjectPath(object.name)) throw new Error(`Nama objek Storage tidak bisa disimpan sebagai file: ${object.name}`)
        const target = path.join(dir, STORAGE_DIR, object.name)
        await mkdir(path.dirname(target), { recursive: true })
        // Listed a moment ago and deleted since (an unused upload pruned): not the backup's to fail on.
        if (!(await options.access.downloadObject(object.name, target))) continue
        await fsyncPath(target)
        const { name, ...details } = object
        files.push({ path: name, bytes: (await stat(target)).size, sha256: await sha256File(target), ...details })
      }
      pageToken = page.next
    } while (pageToken)
  }
  files.sort((a, b) => a.path.localeCompare(b.path))
  const bytes = files.reduce((sum, f) => sum + f.bytes, 0)
  log(`Storage: ${files.length} file (${(bytes / 1024 / 1024).toFixed(1)} MB) dari ${BACKED_UP_FOLDERS.length} folder unggahan.`)
  return { folders: [...BACKED_UP_FOLDERS], count: files.length, bytes, files }
}

async function copyAuth(options: FirebaseBackupOptions, dir: string, pageSize: number, log: (line: string) => void) {
  await mkdir(path.join(dir, path.dirname(AUTH_USERS_FILE)), { recursive: true })
  const out = lineFile(path.join(dir, AUTH_USERS_FILE))
  let withPasswordHash = 0
  let pageToken: string | undefined
  do {
    const page = await options.access.listUsers(pageSize, pageToken)
    for (const user of page.users) {
      if (user.passwordHash) withPasswordHash++
      await out.write(user)
    }
    pageToken = page.next
  } while (pageToken)
  const written = await out.close()
  log(`Authentication: ${written.lines} akun, ${withPasswordHash} dengan hash sandi.`)
  if (written.lines > withPasswordHash) {
    log('Catatan: akun tanpa hash sandi dipulihkan tanpa sandi (kredensial ini tidak boleh membaca hash, atau akun memang tanpa sandi); pemiliknya memakai "Lupa sandi".')
  }
  return { file: AUTH_USERS_FILE, users: written.lines, withPasswordHash, bytes: written.bytes, sha256: written.sha256 }
}

export async function createFirebaseBackup(options: FirebaseBackupOptions): Promise<{ dir: string; manifest: FirebaseManifest }> {
  const started = Date.now()
  const log = options.log ?? (() => {})
  const pageSize = options.pageSize ?? 300
  const outDir = path.resolve(options.outDir)
  const createdAt = (options.now ?? (() => new Date()))()
  let name = stampOf(createdAt)
  for (let n = 2; existsSync(path.join(outDir, name)); n++) name = `${stampOf(createdAt)}-${n}`
  const finalDir = path.join(outDir, name)
  const partial = path.join(outDir, `.${name}.partial`)
  await rm(partial, { recursive: true, force: true })
  await mkdir(partial, { recursive: true })
  try {
    const firestore = await copyFirestore(options, partial, pageSize, log)
    const firestoreMs = Date.now() - started
    const storageStarted = Date.now()
    const storage = await copyStorage(options, partial, pageSize, log)
    const storageMs = Date.now() - storageStarted
    const authStarted = Date.now()
    const auth = await copyAuth(options, partial, pageSize, log)
    const authMs = Date.now() - authStarted
    const manifest: FirebaseManifest = {
      format: FIREBASE_MANIFEST_FORMAT,
      createdAt: createdAt.toISOString(),
      source: { projectId: options.access.projectId, bucket: options.access.bucketName },
      readTime: firestore.readTime,
      firestore: { collections: firestore.collections, notCopied: firestore.notCopied },
      storage,
      auth,
      timings: { firestoreMs, storageMs, authMs, totalMs: Date.now() - started },
    }
    await writeFile(path.join(partial, MANIFEST_FILE), JSON.stringify(manifest, null, 2) + '\n')
    await fsyncPath(path.join(partial, MANIFEST_FILE))
    await fsyncPath(partial)
    await mkdir(outDir, { recursive: true })
    // Complete: the folder gets its real name in one rename.
    await rename(partial, finalDir)
    await fsyncPath(outDir)
    log(
      options.uploadTo
        ? `Cadangan Firebase dibuat dalam ${manifest.timings.totalMs} ms; mengunggah ke ${options.uploadTo}…`
        : `Cadangan Firebase selesai: ${finalDir} dalam ${manifest.timings.totalMs} ms.`,
    )
    return { dir: finalDir, manifest }
  } catch (error) {
    await rm(partial, { recursive: true, force: true })
    throw error
  }
}
