import { mkdtempSync, rmSync } from 'node:fs'
import os from 'node:os'
import path from 'node:path'
import { afterAll, beforeAll } from 'vitest'
import { ChangeEmitter } from '../change-emitter'
import { LocalFileStore } from '../embedded/local-file-store'
import { describeMediaContract } from '../media.contract'
import { FirestoreContentStore } from './firestore-content-store'
import { startFirestoreJsEmulator, type FirestoreJsEmulator } from '../../testing/firestore-js-emulator'

let emulator: FirestoreJsEmulator
beforeAll(async () => {
  emulator = await startFirestoreJsEmulator()
})
afterAll(async () => {
  await emulator?.stop()
})

// The library's store part is all Firestore reads and writes; the file store has its own
// contract (Cloud Storage's in storage-file-store.test.ts), so a folder stands in for it here.
describeMediaContract('FirestoreContentStore (@firestore-emulator/server)', async () => {
  emulator.clear()
  const dir = mkdtempSync(path.join(os.tmpdir(), 'media-firestore-'))
  return {
    store: new FirestoreContentStore({ db: emulator.firestore(), events: new ChangeEmitter() }),
    files: new LocalFileStore(dir),
    async cleanup() {
      rmSync(dir, { recursive: true, force: true })
    },
  }
})
