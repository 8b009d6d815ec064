/**
 * The Firebase restore rehearsal, on the emulators: the demo content, its files and two staff
 * accounts (an admin and an editor) in project A; `npm run backup -- --backend firebase` (the
 * CLI, as an operator runs it); `npm run restore -- --backend firebase` into an empty project B.
 * Every document of every collection, every file (bytes, content type) and every account (uid,
 * email, role claim, password) comes back, and the site built on B serves the same public pages
 * as the site on A. A backup whose files do not match its manifest, and a target that is not
 * empty, are refused before anything is written.
 *
 * The same again through a bucket of its own (`--to gs://…`, `--from gs://…`), apart from both
 * projects' buckets: the backup lands there manifest last, one cut off before its manifest or
 * with a damaged file is refused, and a restore from it into an empty project C gives the same
 * documents, files, accounts and pages. A bucket address without a bucket, a bucket that does
 * not exist and a bucket the account may not read stop either command with a plain sentence.
 *
 * Firestore is the official emulator of the run (tests/setup/official-firestore-emulator.ts:
 * the paging by document id and the read-only snapshot need it); Storage and Authentication are
 * firebase-tools' emulators. Both projects share each emulator, under their own ids and buckets.
 */
import { spawn } from 'node:child_process'
import { createServer, type Server } from 'node:http'
import type { AddressInfo } from 'node:net'
import { createHash, randomUUID } from 'node:crypto'
import { cpSync, mkdtempSync, readFileSync, rmSync, writeFileSync } from 'node:fs'
import os from 'node:os'
import path from 'node:path'
import type { Bucket } from '@google-cloud/storage'
import { deleteApp } from 'firebase-admin/app'
import { getAuth, type Auth } from 'firebase-admin/auth'
import { getStorage } from 'firebase-admin/storage'
import type { Firestore } from 'firebase-admin/firestore'
import { afterAll, beforeAll, describe, expect, it } from 'vitest'
import { createApp } from '../../functions/src/app'
import { createFirebaseBackend, type FirebaseBackend } from '../../functions/src/backends/firebase'
import { BULK_DEADLINES } from '../../functions/src/backends/with-deadline'
import { BACKED_UP_COLLECTIONS, BACKED_UP_FOLDERS } from '../../functions/src/backup/firebase-collections'
import type { FirebaseManifest } from '../../functions/src/backup/firebase-format'
import { encodeValue } from '../../functions/src/backends/firebase/backup-values'
import { seedDemoContent } from '../../functions/src/seed'
import { startAlgoliaStandIn, type AlgoliaStandIn } from '../../functions/src/testing/algolia-stand-in'
import { useAuthEmulator } from '../../functions/src/testing/firebase-identity-emulator'
import { connectFirestore } from '../../functions/src/testing/firestore-js-emulator'
import { officialFirestoreHost, officialFirestoreReady } from '../../functions/src/testing/official-firestore-emulator'
import { startStorageTestEmulator, type StorageTestEmulator } from '../../functions/src/testing/storage-test-emulator'
import { testConfig } from '../../functions/src/testing/test-backend'

const ROOT = path.resolve(__dirname, '../..')
const run = randomUUID().slice(0, 8)
const A = `demo-backup-a-${run}`
const B = `demo-backup-b-${run}`
const C = `demo-backup-c-${run}`
/** The backups' own bucket: neither project's. */
const BACKUP_BUCKET = `demo-backups-${run}`
const NOW = new Date('2026-06-15T03:00:00.000Z')
const STAFF = [
  { email: `admin-${run}@example.test`, password: 'sandi-admin-cadangan', displayName: 'Admin Cadangan', role: 'admin' as const },
  { email: `editor-${run}@example.test`, password: 'sandi-editor-cadangan', displayName: 'Editor Cadangan', role: 'editor' as const },
]

interface Project {
  id: string
  bucketName: string
  backend: FirebaseBackend
  db: Firestore
  bucket: Bucket
  auth: Auth
}

let firestoreHost: string
let storage: StorageTestEmulator
let algolia: AlgoliaStandIn
let authHost: string
let scratch: string
const projects: Project[] = []

/** The backend of one project, as an instance opens it (the Storage client made with the emulator's address). */
async function openProject(id: string): Promise<Project> {
  const { app, db } = connectFirestore(firestoreHost, id)
  const bucketName = `${id}.appspot.com`
  const saved = process.env.FIREBASE_STORAGE_EMULATOR_HOST
  process.env.FIREBASE_STORAGE_EMULATOR_HOST = storage.host
  try {
    const backend = createFirebaseBackend({
      app,
      projectId: id,
      storageBucket: bucketName,
      webApiKey: 'demo-api-key',
      algolia: { appId: algolia.appId, adminApiKey: algolia.apiKey, indexPrefix: id, hosts: [algolia.host] },
      emulators: { auth: authHost },
      // Seeding a whole site on a busy machine: the deadlines of bulk work, not of a visitor's page.
      deadlines: BULK_DEADLINES,
    })
    const bucket = getStorage(app).bucket(bucketName)
    await bucket.getFiles({ maxResults: 1 })
    const project = { id, bucketName, backend, db, bucket, auth: getAuth(app) }
    projects.push(project)
    return project
  } finally {
    if (saved === undefined) delete process.env.FIREBASE_STORAGE_EMULATOR_HOST
    else process.env.FIREBASE_STORAGE_EMULATOR_HOST = saved
  }
}

/** Runs a CLI of this project with tsx, as `npm run …` does, against one project on the emulators. */
function cli(script: string, args: string[], project: string, overrides: NodeJS.ProcessEnv = {}): Promise<{ code: number; stdout: string; stderr: string; ms: number }> {
  const started = Date.now()
  const env: NodeJS.ProcessEnv = {
    ...process.env,
    FIREBASE_PROJECT_ID: project,
    FIREBASE_STORAGE_BUCKET: `${project}.appspot.com`,
    FIRESTORE_EMULATOR_HOST: firestoreHost,
    FIREBASE_STORAGE_EMULATOR_HOST: storage.host,
    FIREBASE_AUTH_EMULATOR_HOST: authHost,
    ...overrides,
  }
  delete env.STORAGE_EMULATOR_HOST
  return new Promise((resolve, reject) => {
    const child = spawn(path.join(ROOT, 'node_modules/.bin/tsx'), [script, ...args], { cwd: ROOT, env, stdio: ['ignore', 'pipe', 'pipe'] })
    let stdout = ''
    let stderr = ''
    child.stdout.on('data', (chunk) => (stdout += chunk))
    child.stderr.on('data', (chunk) => (stderr += chunk))
    child.on('error', reject)
    child.on('exit', (code) => resolve({ code: code ?? -1, stdout, stderr: withoutMetadataWarning(stderr), ms: Date.now() - started }))
  })
}

/**
 * The Google auth library looks for a metadata server (a Google machine) and warns when there is
 * none; off Google Cloud, as here, that warning is all it says.
 */
function withoutMetadataWarning(stderr: string): string {
  return stderr
    .split('\n')
    .filter((line) => !/MetadataLookupWarning|node --trace-warnings/.test(line))
    .join('\n')
    .trim()
}

/** Every document of the known collections, as id → encoded data, per collection. */
async function documents(db: Firestore): Promise<Record<string, Record<string, unknown>>> {
  const out: Record<string, Record<string, unknown>> = {}
  for (const collection of BACKED_UP_COLLECTIONS) {
    const snapshot = await db.collection(collection).get()
    out[collection] = Object.fromEntries(snapshot.docs.map((doc) => [doc.id, encodeValue(doc.data())]))
  }
  return out
}

/** Every object under the upload folders: path → SHA-256 and content type. */
async function files(bucket: Bucket): Promise<Record<string, string>> {
  const out: Record<string, string> = {}
  for (const folder of BACKED_UP_FOLDERS) {
    const [objects] = await bucket.getFiles({ prefix: `${folder}/` })
    for (const object of objects) {
      const [bytes] = await object.download()
      out[object.name] = `${createHash('sha256').update(bytes).digest('hex')} ${object.metadata.contentType}`
    }
  }
  return out
}

async function accounts(auth: Auth) {
  const { users } = await auth.listUsers(1000)
  return users
    .map((u) => ({ uid: u.uid, email: u.email, displayName: u.displayName, disabled: u.disabled, claims: u.customClaims, hash: u.passwordHash, salt: u.passwordSalt }))
    .sort((a, b) => a.uid.localeCompare(b.uid))
}

/** A public page's HTML, without what differs per render (CSP nonces, the forms' signed time). */
async function publicPage(project: Project, pagePath: string): Promise<{ status: number; html: string }> {
  const config = testConfig({ BACKEND: 'firebase', GOOGLE_CLOUD_PROJECT: project.id, STORAGE_BUCKET: project.bucketName, WEB_API_KEY: 'demo-api-key', ALGOLIA_APP_ID: algolia.appId, ALGOLIA_ADMIN_KEY: algolia.apiKey })
  const app = createApp(project.backend, config, { imageCacheDir: path.join(scratch, `img-${project.id}`), now: () => NOW })
  const res = await app.request(`https://www.example.test${pagePath}`)
  const html = (await res.text()).replace(/nonce="[^"]*"/g, 'nonce=""').replace(/name="formToken" value="[^"]*"/g, 'name="formToken" value=""')
  return { status: res.status, html }
}

/** The pages a site built on `other` serves are A's, byte for byte. */
async function expectSamePages(other: Project) {
  const blog = (await a.backend.content.query('blogs', { where: [{ field: 'publishedAt', op: '<=', value: NOW.toISOString() }], limit: 1 }))[0]!
  for (const pagePath of ['/', `/blogs/${blog.slug}`, '/attorneys', '/en']) {
    const [onA, onOther] = [await publicPage(a, pagePath), await publicPage(other, pagePath)]
    expect(onA.status, pagePath).toBe(200)
    expect(onOther.status, pagePath).toBe(200)
    // Where they part, first (a whole page in a failure message says little).
    const at = [...onA.html].findIndex((char, i) => onOther.html[i] !== char)
    if (at !== -1) expect(onOther.html.slice(Math.max(0, at - 120), at + 240), pagePath).toBe(onA.html.slice(Math.max(0, at - 120), at + 240))
    expect(onOther.html, pagePath).toBe(onA.html)
  }
}

/**
 * Google Cloud Storage as it answers a bucket that does not exist (404) or an account without a
 * role on it (403), for the commands' messages: the emulator makes any bucket it is asked for
 * and lets the owner do anything.
 */
function startRefusingStorage(): Promise<{ host: string; server: Server }> {
  const server = createServer((req, res) => {
    const missing = /\/b\/missing-/.test(req.url ?? '')
    const code = missing ? 404 : 403
    const message = missing ? 'The specified bucket does not exist.' : 'backup@example.iam.gserviceaccount.com does not have storage.objects.list access to the Google Cloud Storage bucket.'
    res.writeHead(code, { 'content-type': 'application/json' }).end(JSON.stringify({ error: { code, message, errors: [{ message, reason: missing ? 'notFound' : 'forbidden' }] } }))
  })
  return new Promise((resolve) => server.listen(0, '127.0.0.1', () => resolve({ host: `127.0.0.1:${(server.address() as AddressInfo).port}`, server })))
}

let a: Project
let b: Project
let c: Project
let backups: Bucket
let bucketBackup = ''
let backupDir = ''
let backupMs = 0
let restoreMs = 0
let bucketBackupMs = 0
let bucketRestoreMs = 0
let before: { documents: Awaited<ReturnType<typeof documents>>; files: Record<string, string>; accounts: Awaited<ReturnType<typeof accounts>> }

describe.skipIf(!officialFirestoreHost())('Firebase backup and restore rehearsal (emulators)', () => {
  beforeAll(async () => {
    scratch = mkdtempSync(path.join(os.tmpdir(), 'firebase-backup-'))
    let auth: Awaited<ReturnType<typeof useAuthEmulator>>
    ;[firestoreHost, storage, algolia, auth] = await Promise.all([officialFirestoreReady(), startStorageTestEmulator(A), startAlgoliaStandIn(), useAuthEmulator()])
    authHost = auth.host
    a = await openProject(A)
    b = await openProject(B)
    c = await openProject(C)
    backups = getStorage(a.backend.app).bucket(BACKUP_BUCKET)
    await seedDemoContent(a.backend, { now: NOW, log: () => {} })
    for (const staff of STAFF) await a.backend.identity.createStaff(staff)
    before = { documents: await documents(a.db), files: await files(a.bucket), accounts: await accounts(a.auth) }
  }, 600_000)

  afterAll(async () => {
    for (const project of projects) await deleteApp(project.backend.app)
    await Promise.all([storage?.stop(), algolia?.stop()])
    if (scratch) rmSync(scratch, { recursive: true, force: true })
  })

  it('backs up project A with the CLI: every collection, file and account, counted and hashed', async () => {
    // Small pages, so every collection, folder and the account list is read over several of them.
    const result = await cli('functions/src/cli/backup.ts', ['--backend', 'firebase', '--out', path.join(scratch, 'backups'), '--page-size', '7'], A)
    expect(result.stderr).toBe('')
    expect(result.code).toBe(0)
    backupMs = result.ms
    backupDir = result.stdout.trim().split('\n').at(-1)!
    const manifest = JSON.parse(readFileSync(path.join(backupDir, 'manifest.json'), 'utf8')) as FirebaseManifest
    for (const collection of BACKED_UP_COLLECTIONS) {
      expect(manifest.firestore.collections[collection]?.documents, collection).toBe(Object.keys(before.documents[collection]!).length)
    }
    expect(manifest.firestore.collections.blogs!.documents).toBeGreaterThan(7)
    expect(manifest.storage.count).toBe(Object.keys(before.files).length)
    expect(manifest.storage.count).toBeGreaterThan(7)
    expect(manifest.auth).toMatchObject({ users: 2, withPasswordHash: 2 })
    expect(manifest.readTime).not.toBeNull()
  }, 300_000)

  it('backs up project A into a bucket of its own with --to gs://…: the same layout, manifest last', async () => {
    const result = await cli('functions/src/cli/backup.ts', ['--backend', 'firebase', '--to', `gs://${BACKUP_BUCKET}/nightly/`], A)
    expect(result.stderr).toBe('')
    expect(result.code).toBe(0)
    bucketBackupMs = result.ms
    bucketBackup = result.stdout.trim().split('\n').at(-1)!
    expect(bucketBackup).toMatch(new RegExp(`^gs://${BACKUP_BUCKET}/nightly/2026-[0-9T-]+Z$`))
    const root = bucketBackup.slice(`gs://${BACKUP_BUCKET}/`.length)
    const [objects] = await backups.getFiles({ prefix: `${root}/` })
    const [manifestText] = await backups.file(`${root}/manifest.json`).download()
    const manifest = JSON.parse(manifestText.toString('utf8')) as FirebaseManifest
    const expected = [
      ...Object.values(manifest.firestore.collections).map((c) => c.file),
      ...manifest.storage.files.map((f) => `storage/${f.path}`),
      manifest.auth.file,
      'manifest.json',
    ]
    expect(objects.map((o) => o.name.slice(root.length + 1)).sort()).toEqual(expected.sort())
    const folderManifest = JSON.parse(readFileSync(path.join(backupDir, 'manifest.json'), 'utf8')) as FirebaseManifest
    expect(manifest.firestore.collections).toEqual(folderManifest.firestore.collections)
    expect(manifest.storage.files).toEqual(folderManifest.storage.files)
    expect(manifest.auth).toEqual(folderManifest.auth)
    // Written last: no other object of the backup is newer than its manifest.
    const created = (name: string) => Number(objects.find((o) => o.name === `${root}/${name}`)!.metadata.generation)
    for (const file of expected) expect(created(file), file).toBeLessThanOrEqual(created('manifest.json'))
    // Neither project's bucket holds any of it.
    for (const project of [a, b, c]) expect((await project.bucket.getFiles({ prefix: 'nightly/' }))[0]).toEqual([])
  }, 300_000)

  it('refuses a backup whose files do not match the manifest, writing nothing', async () => {
    const broken = path.join(scratch, 'broken')
    cpSync(backupDir, broken, { recursive: true })
    const file = path.join(broken, 'firestore', 'blogs.ndjson')
    writeFileSync(file, readFileSync(file, 'utf8').replace('"title":"', '"title":"X'))
    const result = await cli('functions/src/cli/restore.ts', ['--backend', 'firebase', broken], B)
    expect(result.code, result.stdout + result.stderr).toBe(3)
    expect(result.stderr).toContain('firestore/blogs.ndjson tidak cocok dengan manifest')
    expect((await b.db.collection('blogs').limit(1).get()).empty).toBe(true)
    expect(await accounts(b.auth)).toEqual([])
  }, 300_000)

  it('restores into an empty project B: the same documents, files and staff accounts', async () => {
    const result = await cli('functions/src/cli/restore.ts', ['--backend', 'firebase', backupDir], B)
    expect(result.stderr).toBe('')
    expect(result.code).toBe(0)
    restoreMs = result.ms
    const after = await documents(b.db)
    for (const collection of BACKED_UP_COLLECTIONS) expect(after[collection], collection).toEqual(before.documents[collection])
    expect(await files(b.bucket)).toEqual(before.files)
    const restored = await accounts(b.auth)
    expect(restored).toEqual(before.accounts)
    // The role claim each staff member signs in with, and their password: the Auth emulator's
    // hash is `fakeHash:salt={salt}:password={password}`, so an equal hash is the same password.
    for (const staff of STAFF) {
      const account = restored.find((u) => u.email === staff.email)!
      expect(account.claims).toEqual({ staff: { role: staff.role } })
      expect(account.hash).toBe(`fakeHash:salt=${account.salt}:password=${staff.password}`)
    }
    const staffOnB = await b.backend.identity.listStaff()
    expect(staffOnB.map((s) => [s.email, s.role]).sort()).toEqual(STAFF.map((s) => [s.email, s.role]).sort())
    const manifest = JSON.parse(readFileSync(path.join(backupDir, 'manifest.json'), 'utf8')) as FirebaseManifest
    const documentCount = Object.values(manifest.firestore.collections).reduce((sum, c) => sum + c.documents, 0)
    console.log(
      `Demo content (${documentCount} documents, ${manifest.storage.count} files, ${(manifest.storage.bytes / 1024 / 1024).toFixed(1)} MB, ${manifest.auth.users} accounts): ` +
        `backup ${backupMs} ms, restore ${restoreMs} ms (CLI, tsx start-up included).`,
    )
  }, 300_000)

  it('the site built on B serves the same public pages as on A', async () => {
    await expectSamePages(b)
  }, 120_000)

  it('refuses a project that is not empty without --force; --force makes documents and files the backup again and imports missing accounts', async () => {
    // A staff account lost since: --force imports it again, and leaves the one that exists as it is.
    const editor = before.accounts.find((u) => u.email === STAFF[1]!.email)!
    await b.auth.deleteUser(editor.uid)
    const extra = await b.backend.content.create('tags', { name: 'Setelah cadangan', slug: 'setelah-cadangan' }, { actor: 'test' })
    await b.bucket.file('blog_images/setelah-cadangan.jpg').save(Buffer.from([0xff, 0xd8, 0xff, 0]), { contentType: 'image/jpeg', resumable: false })
    const refused = await cli('functions/src/cli/restore.ts', ['--backend', 'firebase', backupDir], B)
    expect(refused.code).toBe(3)
    expect(refused.stderr).toContain('tidak kosong')
    const forced = await cli('functions/src/cli/restore.ts', ['--backend', 'firebase', backupDir, '--force'], B)
    expect(forced.stderr).toBe('')
    expect(forced.code).toBe(0)
    expect((await b.db.collection('tags').doc(extra.id).get()).exists).toBe(false)
    expect(await documents(b.db)).toEqual(before.documents)
    expect(await files(b.bucket)).toEqual(before.files)
    expect(await accounts(b.auth)).toEqual(before.accounts)
  }, 300_000)

  it('refuses a bucket backup cut off before its manifest, or with a damaged file, writing nothing', async () => {
    const root = bucketBackup.slice(`gs://${BACKUP_BUCKET}/`.length)
    const [objects] = await backups.getFiles({ prefix: `${root}/` })
    // Cut off: the documents went up, the rest never did. Damaged: whole, one line changed.
    await Promise.all(
      objects.map(async (object) => {
        const relative = object.name.slice(root.length + 1)
        let [bytes] = await object.download()
        if (relative.startsWith('firestore/')) await backups.file(`cut-off/${relative}`).save(bytes, { resumable: false })
        if (relative === 'firestore/blogs.ndjson') bytes = Buffer.from(bytes.toString('utf8').replace('"title":"', '"title":"X'))
        await backups.file(`damaged/${relative}`).save(bytes, { resumable: false })
      }),
    )
    const cutOff = await cli('functions/src/cli/restore.ts', ['--backend', 'firebase', '--from', `gs://${BACKUP_BUCKET}/cut-off`], C)
    expect(cutOff.code, cutOff.stdout + cutOff.stderr).toBe(3)
    expect(cutOff.stderr).toContain(`gs://${BACKUP_BUCKET}/cut-off bukan cadangan utuh: manifest.json tidak ada`)
    // The operator is shown the whole ones under an address that holds several.
    const parent = await cli('functions/src/cli/restore.ts', ['--backend', 'firebase', '--from', `gs://${BACKUP_BUCKET}/nightly`], C)
    expect(parent.code).toBe(3)
    expect(parent.stderr).toContain(`Cadangan utuh terbaru di bawahnya: ${bucketBackup}`)
    const damaged = await cli('functions/src/cli/restore.ts', ['--backend', 'firebase', '--from', `gs://${BACKUP_BUCKET}/damaged`], C)
    expect(damaged.code, damaged.stdout + damaged.stderr).toBe(3)
    expect(damaged.stderr).toContain('firestore/blogs.ndjson tidak cocok dengan manifest')
    expect((await c.db.collection('blogs').limit(1).get()).empty).toBe(true)
    expect(await files(c.bucket)).toEqual({})
    expect(await accounts(c.auth)).toEqual([])
  }, 300_000)

  it('restores from the bucket into an empty project C: the same documents, files, staff accounts and pages', async () => {
    const result = await cli('functions/src/cli/restore.ts', ['--backend', 'firebase', '--from', bucketBackup], C)
    expect(result.stderr).toBe('')
    expect(result.code).toBe(0)
    expect(result.stdout).toContain(`Dipulihkan dari ${bucketBackup} (dibuat`)
    bucketRestoreMs = result.ms
    const after = await documents(c.db)
    for (const collection of BACKED_UP_COLLECTIONS) expect(after[collection], collection).toEqual(before.documents[collection])
    expect(await files(c.bucket)).toEqual(before.files)
    const restored = await accounts(c.auth)
    expect(restored).toEqual(before.accounts)
    for (const staff of STAFF) {
      const account = restored.find((u) => u.email === staff.email)!
      expect(account.claims).toEqual({ staff: { role: staff.role } })
      expect(account.hash).toBe(`fakeHash:salt=${account.salt}:password=${staff.password}`)
    }
    await expectSamePages(c)
    console.log(`Through the bucket: backup ${bucketBackupMs} ms, restore ${bucketRestoreMs} ms (CLI, tsx start-up included).`)
  }, 300_000)

  it('a gs:// address without a bucket, a bucket that does not exist, a bucket it may not read: a plain sentence and exit code 1', async () => {
    const refusing = await startRefusingStorage()
    try {
      const cases = [
        { script: 'backup', args: ['--to', 'gs://'], env: {}, says: 'Alamat gs:// tanpa nama bucket' },
        { script: 'backup', args: ['--to'], env: {}, says: '--to menerima alamat bucket' },
        { script: 'backup', args: ['--to', `gs://missing-${run}/nightly`], env: { FIREBASE_STORAGE_EMULATOR_HOST: refusing.host }, says: `Bucket missing-${run} tidak ada` },
        { script: 'backup', args: ['--to', `gs://forbidden-${run}/nightly`], env: { FIREBASE_STORAGE_EMULATOR_HOST: refusing.host }, says: `tidak punya izin ke bucket forbidden-${run} (403)` },
        { script: 'restore', args: ['--from', `gs://missing-${run}/nightly/x`], env: { FIREBASE_STORAGE_EMULATOR_HOST: refusing.host }, says: `Bucket missing-${run} tidak ada` },
        { script: 'restore', args: ['--from', `gs://forbidden-${run}/nightly/x`], env: { FIREBASE_STORAGE_EMULATOR_HOST: refusing.host }, says: `tidak punya izin ke bucket forbidden-${run} (403)` },
      ]
      for (const { script, args, env, says } of cases) {
        const result = await cli(`functions/src/cli/${script}.ts`, ['--backend', 'firebase', ...args], C, env)
        expect(result.code, `${script} ${args.join(' ')}: ${result.stderr}`).toBe(1)
        expect(result.stderr, `${script} ${args.join(' ')}`).toContain(says)
        expect(result.stderr, `${script} ${args.join(' ')}`).toMatch(/^(Pencadangan|Pemulihan) gagal: /)
        expect(result.stderr, `${script} ${args.join(' ')}: no stack trace`).not.toMatch(/\n\s+at |Error:/)
      }
    } finally {
      await new Promise((resolve) => refusing.server.close(resolve))
    }
    expect((await c.db.collection('blogs').limit(1).get()).empty).toBe(false)
  }, 300_000)
})
