/**
 * The Firebase restore rehearsal, on the emulators: the demo content, its files and two staff
 * accounts (an admin and an editor) in project A; `npm run backup -- --backend firebase` (the
 * CLI, as an operator runs it); `npm run restore -- --backend firebase` into an empty project B.
 * Every document of every collection, every file (bytes, content type) and every account (uid,
 * email, role claim, password) comes back, and the site built on B serves the same public pages
 * as the site on A. A backup whose files do not match its manifest, and a target that is not
 * empty, are refused before anything is written.
 *
 * Firestore is the official emulator of the run (tests/setup/official-firestore-emulator.ts:
 * the paging by document id and the read-only snapshot need it); Storage and Authentication are
 * firebase-tools' emulators. Both projects share each emulator, under their own ids and buckets.
 */
import { spawn } from 'node:child_process'
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
function cli(script: string, args: string[], project: string): Promise<{ code: number; stdout: string; stderr: string; ms: number }> {
  const started = Date.now()
  const env: NodeJS.ProcessEnv = {
    ...process.env,
    FIREBASE_PROJECT_ID: project,
    FIREBASE_STORAGE_BUCKET: `${project}.appspot.com`,
    FIRESTORE_EMULATOR_HOST: firestoreHost,
    FIREBASE_STORAGE_EMULATOR_HOST: storage.host,
    FIREBASE_AUTH_EMULATOR_HOST: authHost,
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

let a: Project
let b: Project
let backupDir = ''
let backupMs = 0
let restoreMs = 0
let before: { documents: Awaited<ReturnType<typeof documents>>; files: Record<string, string>; accounts: Awaited<ReturnType<typeof accounts>> }

describe.skipIf(!officialFirestoreHost())('Firebase backup and restore rehearsal (emulators)', () => {
  beforeAll(async () => {
    scratch = mkdtempSync(path.join(os.tmpdir(), 'firebase-backup-'))
    let auth: Awaited<ReturnType<typeof useAuthEmulator>>
    ;[firestoreHost, storage, algolia, auth] = await Promise.all([officialFirestoreReady(), startStorageTestEmulator(A), startAlgoliaStandIn(), useAuthEmulator()])
    authHost = auth.host
    a = await openProject(A)
    b = await openProject(B)
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
    const blog = (await a.backend.content.query('blogs', { where: [{ field: 'publishedAt', op: '<=', value: NOW.toISOString() }], limit: 1 }))[0]!
    for (const pagePath of ['/', `/blogs/${blog.slug}`, '/attorneys', '/en']) {
      const [onA, onB] = [await publicPage(a, pagePath), await publicPage(b, pagePath)]
      expect(onA.status, pagePath).toBe(200)
      expect(onB.status, pagePath).toBe(200)
      // Where they part, first (a whole page in a failure message says little).
      const at = [...onA.html].findIndex((char, i) => onB.html[i] !== char)
      if (at !== -1) expect(onB.html.slice(Math.max(0, at - 120), at + 240), pagePath).toBe(onA.html.slice(Math.max(0, at - 120), at + 240))
      expect(onB.html, pagePath).toBe(onA.html)
    }
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
})
