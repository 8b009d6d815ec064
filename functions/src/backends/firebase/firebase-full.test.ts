/**
 * The WHOLE ContentStore and client alerts contracts against the official Cloud Firestore
 * emulator, nothing skipped (FIRESTORE_JS_EMULATOR_GAPS included: cursors, offset, ordering by
 * document id, replacing fields, concurrent writers), plus a migration round trip.
 *
 * In `npm test` the emulator is the one the run starts (tests/setup/official-firestore-emulator.ts;
 * the file is skipped, and named, where it is not installed), and Cloud Storage is firebase-tools'
 * Storage emulator started in-process without its Java rules runtime
 * (functions/src/testing/storage-test-emulator.ts). Under `npm run test:firebase`
 * (FIREBASE_FULL_SUITE=1 inside `firebase emulators:exec`) both are the emulators firebase-tools
 * started, and the FileStore contract runs here too, on the Storage emulator as deployed (its
 * in-process run is storage-file-store.test.ts).
 */
import { randomUUID } from 'node:crypto'
import { mkdtempSync, rmSync } from 'node:fs'
import os from 'node:os'
import path from 'node:path'
import type { Bucket } from '@google-cloud/storage'
import { deleteApp, initializeApp, type App } from 'firebase-admin/app'
import type { Firestore } from 'firebase-admin/firestore'
import { getStorage } from 'firebase-admin/storage'
import { afterAll, beforeAll, describe, expect, it } from 'vitest'
import { COLLECTION_NAMES } from '../../../../shared/collections'
import { ChangeEmitter } from '../change-emitter'
import { CONTENT_CHECKS, describeContentStoreContract } from '../content-store.contract'
import { createEmbeddedBackend } from '../embedded'
import { describeFileStoreContract } from '../file-store.contract'
import { describeAlertsContract } from '../alerts.contract'
import { describeRegistrationsContract } from '../registrations.contract'
import { runMigrateCommand } from '../../migrate/command'
import { openBackendFor } from '../../migrate/open-backend-for'
import { connectFirestore } from '../../testing/firestore-js-emulator'
import { clearOfficialFirestore, officialFirestoreHost, officialFirestoreReady, officialProjectId } from '../../testing/official-firestore-emulator'
import { startStorageTestEmulator, type StorageTestEmulator } from '../../testing/storage-test-emulator'
import { FirestoreContentStore } from './firestore-content-store'
import { CloudStorageFileStore } from './storage-file-store'

/** Inside `firebase emulators:exec`, with its Storage emulator (npm run test:firebase). */
const full = process.env.FIREBASE_FULL_SUITE === '1'
const firestoreHost = officialFirestoreHost()
const projectId = full ? (process.env.GCLOUD_PROJECT ?? process.env.GOOGLE_CLOUD_PROJECT ?? 'demo-kantor-hukum') : officialProjectId('firebase-full')

function fullSuiteStorageHost(): string {
  const storage = process.env.FIREBASE_STORAGE_EMULATOR_HOST ?? process.env.STORAGE_EMULATOR_HOST?.replace(/^https?:\/\//, '')
  if (!storage) {
    throw new Error(
      'FIREBASE_FULL_SUITE=1 needs the official emulators: run it through `npm run test:firebase` ' +
        '(firebase emulators:exec sets FIRESTORE_EMULATOR_HOST and FIREBASE_STORAGE_EMULATOR_HOST).',
    )
  }
  return storage
}

describe.skipIf(!firestoreHost)('Firebase adapters against the official Firestore emulator', () => {
  let apps: App[] = []
  let db: Firestore
  let host: string
  let bucket: Bucket
  let bucketName: string
  let storageHost: string
  let storage: StorageTestEmulator | undefined

  beforeAll(async () => {
    host = await officialFirestoreReady()
    const firestore = connectFirestore(host, projectId)
    db = firestore.db
    apps.push(firestore.app)
    if (full) {
      storageHost = fullSuiteStorageHost()
      bucketName = process.env.FIREBASE_STORAGE_BUCKET ?? `${projectId}.appspot.com`
      const app = initializeApp({ projectId, storageBucket: bucketName }, `firebase-full-${randomUUID()}`)
      apps.push(app)
      bucket = getStorage(app).bucket()
    } else {
      storage = await startStorageTestEmulator(projectId)
      storageHost = storage.host
      bucketName = storage.bucketName
      bucket = storage.bucket()
    }
  })
  afterAll(async () => {
    await Promise.all(apps.map((app) => deleteApp(app)))
    apps = []
    await storage?.stop()
  })

  const clearFirestore = () => clearOfficialFirestore(host, projectId)

  describeContentStoreContract(
    'FirestoreContentStore (official Firestore emulator)',
    async () => {
      await clearFirestore()
      const events = new ChangeEmitter()
      return { store: new FirestoreContentStore({ db, events }), events, cleanup: async () => {} }
    },
    {
      skip: {
        // Its filters on the id run below; no query of the app sorts by the id alone.
        [CONTENT_CHECKS.idField]:
          'the official emulator refuses a query sorted by document id descending with no filter (FAILED_PRECONDITION: "Firestore does not support descending key scans")',
      },
    },
  )

  it('filters on the document id (==, >) and sorts by it ascending, as the contract’s id check does', async () => {
    await clearFirestore()
    const store = new FirestoreContentStore({ db, events: new ChangeEmitter() })
    for (const id of ['c1', 'c2', 'c3']) await store.create('categories', { name: `Kategori ${id}`, slug: `kategori-${id}` }, { actor: 'u', id })
    expect((await store.query('categories', { where: [{ field: 'id', op: '==', value: 'c2' }] })).map((c) => c.id)).toEqual(['c2'])
    expect((await store.query('categories', { where: [{ field: 'id', op: '>', value: 'c1' }], orderBy: [{ field: 'id' }] })).map((c) => c.id)).toEqual(['c2', 'c3'])
  })

  // The client alerts' contract, its concurrency checks included.
  describeAlertsContract('FirestoreContentStore (official Firestore emulator)', async (now) => {
    await clearFirestore()
    return { store: new FirestoreContentStore({ db, events: new ChangeEmitter(), now }), cleanup: async () => {} }
  })

  // Event registration's contract, its concurrency checks included (seats, reminders).
  describeRegistrationsContract('FirestoreContentStore (official Firestore emulator)', async (now) => {
    await clearFirestore()
    return { store: new FirestoreContentStore({ db, events: new ChangeEmitter(), now }), cleanup: async () => {} }
  })

  // Here only on the Storage emulator firebase-tools starts; its in-process run is in storage-file-store.test.ts.
  if (full) {
    describeFileStoreContract('CloudStorageFileStore (official Storage emulator)', async () => {
      await bucket.deleteFiles({ force: true })
      return { files: new CloudStorageFileStore(bucket), cleanup: async () => {} }
    })
  }

  it('migrates embedded → firebase → embedded with the same documents and files', async () => {
    await clearFirestore()
    await bucket.deleteFiles({ force: true })
    const scratch = mkdtempSync(path.join(os.tmpdir(), 'firebase-full-'))
    try {
      const source = createEmbeddedBackend({ dataDir: path.join(scratch, 'source') })
      await source.content.create('categories', { name: 'Pajak', slug: 'pajak' }, { actor: 'u', id: 'c1' })
      await source.content.create('tags', { name: 'Merger', slug: 'merger' }, { actor: 'u', id: 't1' })
      await source.content.create('orderings', { type: 'attorneys', key: null, ids: ['p1'] }, { actor: 'u', id: 'attorneys' })
      await source.files.put('cv/a.pdf', new TextEncoder().encode('%PDF-1.7 a'), 'application/pdf')
      await source.files.put('blog_images/b.jpg', new Uint8Array([0xff, 0xd8, 0xff, 1, 2]), 'image/jpeg')
      const documents = Object.fromEntries(await Promise.all(COLLECTION_NAMES.map(async (c) => [c, await source.content.query(c)] as const)))
      await source.close()

      const env = { FIREBASE_PROJECT_ID: projectId, FIREBASE_STORAGE_BUCKET: bucketName, FIRESTORE_EMULATOR_HOST: host, FIREBASE_STORAGE_EMULATOR_HOST: storageHost }
      const there = await runMigrateCommand(['--from', 'embedded', '--to', 'firebase', '--from-data-dir', path.join(scratch, 'source')], env, () => {})
      expect(there).toMatchObject({ documentCount: 3, files: { copied: 2 } })
      expect((await runMigrateCommand(['--from', 'embedded', '--to', 'firebase', '--from-data-dir', path.join(scratch, 'source')], env, () => {})).files.copied).toBe(0)
      await runMigrateCommand(['--from', 'firebase', '--to', 'embedded', '--to-data-dir', path.join(scratch, 'back')], env, () => {})

      const back = await openBackendFor('embedded', {}, { dataDir: path.join(scratch, 'back'), role: 'source' })
      try {
        for (const collection of COLLECTION_NAMES) expect(await back.content.query(collection), collection).toEqual(documents[collection])
        expect(await back.files.read('blog_images/b.jpg')).toEqual(new Uint8Array([0xff, 0xd8, 0xff, 1, 2]))
        expect((await back.files.list()).map((f) => f.path)).toEqual(['blog_images/b.jpg', 'cv/a.pdf'])
      } finally {
        await back.close()
      }
    } finally {
      rmSync(scratch, { recursive: true, force: true })
    }
  })
})
