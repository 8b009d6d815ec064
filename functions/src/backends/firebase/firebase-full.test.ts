/**
 * The WHOLE ContentStore and FileStore contracts against the official Firestore and Storage
 * emulators, nothing skipped (FIRESTORE_JS_EMULATOR_GAPS included), plus a migration round trip.
 *
 * Skipped unless FIREBASE_FULL_SUITE=1. `npm run test:firebase` runs it under
 * `firebase emulators:exec`, which starts the emulators (Java 21) and sets
 * FIRESTORE_EMULATOR_HOST, FIREBASE_STORAGE_EMULATOR_HOST and GCLOUD_PROJECT, e.g.
 *
 *   firebase emulators:exec --only firestore,storage --project demo-kantor-hukum \
 *     "FIREBASE_FULL_SUITE=1 vitest run functions/src/backends/firebase/firebase-full.test.ts"
 */
import { randomUUID } from 'node:crypto'
import { mkdtempSync, rmSync } from 'node:fs'
import os from 'node:os'
import path from 'node:path'
import type { Bucket } from '@google-cloud/storage'
import { deleteApp, initializeApp, type App } from 'firebase-admin/app'
import { getFirestore, type Firestore } from 'firebase-admin/firestore'
import { getStorage } from 'firebase-admin/storage'
import { afterAll, beforeAll, describe, expect, it } from 'vitest'
import { COLLECTIONS } from '../../../../shared/schemas/types'
import { ChangeEmitter } from '../change-emitter'
import { describeContentStoreContract } from '../content-store.contract'
import { createEmbeddedBackend } from '../embedded'
import { describeFileStoreContract } from '../file-store.contract'
import { describeAlertsContract } from '../alerts.contract'
import { runMigrateCommand } from '../../migrate/command'
import { openBackendFor } from '../../migrate/open-backend-for'
import { FirestoreContentStore } from './firestore-content-store'
import { CloudStorageFileStore } from './storage-file-store'

const enabled = process.env.FIREBASE_FULL_SUITE === '1'
const projectId = process.env.GCLOUD_PROJECT ?? process.env.GOOGLE_CLOUD_PROJECT ?? 'demo-kantor-hukum'
const bucketName = process.env.FIREBASE_STORAGE_BUCKET ?? `${projectId}.appspot.com`

function requireEmulatorHosts(): { firestore: string; storage: string } {
  const firestore = process.env.FIRESTORE_EMULATOR_HOST
  const storage = process.env.FIREBASE_STORAGE_EMULATOR_HOST ?? process.env.STORAGE_EMULATOR_HOST?.replace(/^https?:\/\//, '')
  if (!firestore || !storage) {
    throw new Error(
      'FIREBASE_FULL_SUITE=1 needs the official emulators: run it through `npm run test:firebase` ' +
        '(firebase emulators:exec sets FIRESTORE_EMULATOR_HOST and FIREBASE_STORAGE_EMULATOR_HOST).',
    )
  }
  return { firestore, storage }
}

describe.skipIf(!enabled)('Firebase adapters against the official emulators (npm run test:firebase)', () => {
  let app: App
  let db: Firestore
  let bucket: Bucket
  let hosts: { firestore: string; storage: string }

  beforeAll(() => {
    hosts = requireEmulatorHosts()
    app = initializeApp({ projectId, storageBucket: bucketName }, `firebase-full-${randomUUID()}`)
    db = getFirestore(app)
    bucket = getStorage(app).bucket()
  })
  afterAll(async () => {
    if (app) await deleteApp(app)
  })

  /** The emulator's own endpoint that drops every document of the project. */
  async function clearFirestore() {
    const response = await fetch(`http://${hosts.firestore}/emulator/v1/projects/${projectId}/databases/(default)/documents`, { method: 'DELETE' })
    if (!response.ok) throw new Error(`clearing the Firestore emulator failed: ${response.status}`)
  }

  describeContentStoreContract('FirestoreContentStore (official Firestore emulator)', async () => {
    await clearFirestore()
    const events = new ChangeEmitter()
    return { store: new FirestoreContentStore({ db, events }), events, cleanup: async () => {} }
  })

  // The client alerts' contract, its concurrency checks included (issue 18).
  describeAlertsContract('FirestoreContentStore (official Firestore emulator)', async (now) => {
    await clearFirestore()
    return { store: new FirestoreContentStore({ db, events: new ChangeEmitter(), now }), cleanup: async () => {} }
  })

  describeFileStoreContract('CloudStorageFileStore (official Storage emulator)', async () => {
    await bucket.deleteFiles({ force: true })
    return { files: new CloudStorageFileStore(bucket), cleanup: async () => {} }
  })

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
      const documents = Object.fromEntries(await Promise.all(COLLECTIONS.map(async (c) => [c, await source.content.query(c)] as const)))
      await source.close()

      const env = { FIREBASE_PROJECT_ID: projectId, FIREBASE_STORAGE_BUCKET: bucketName, FIRESTORE_EMULATOR_HOST: hosts.firestore, FIREBASE_STORAGE_EMULATOR_HOST: hosts.storage }
      const there = await runMigrateCommand(['--from', 'embedded', '--to', 'firebase', '--from-data-dir', path.join(scratch, 'source')], env, () => {})
      expect(there).toMatchObject({ documentCount: 3, files: { copied: 2 } })
      expect((await runMigrateCommand(['--from', 'embedded', '--to', 'firebase', '--from-data-dir', path.join(scratch, 'source')], env, () => {})).files.copied).toBe(0)
      await runMigrateCommand(['--from', 'firebase', '--to', 'embedded', '--to-data-dir', path.join(scratch, 'back')], env, () => {})

      const back = await openBackendFor('embedded', {}, { dataDir: path.join(scratch, 'back'), role: 'source' })
      try {
        for (const collection of COLLECTIONS) expect(await back.content.query(collection), collection).toEqual(documents[collection])
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
