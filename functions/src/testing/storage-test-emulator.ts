/**
 * For tests: the official Cloud Storage emulator of firebase-tools, started in-process.
 *
 * `firebase emulators:start --only storage` needs Java, but only for its security-rules runtime
 * (a downloaded jar). The emulator itself is Node code, and the requests firebase-admin sends
 * (as the owner, "Bearer owner") go through its admin storage layer, which never consults the
 * rules. So this starts the same HTTP app on a free port without the rules runtime. It reaches
 * into firebase-tools internals (lib/emulator/storage), which may move between firebase-tools
 * releases: if an upgrade breaks this, the Storage contract still runs in `npm run test:firebase`.
 */
import { mkdtempSync, rmSync } from 'node:fs'
import type { Server } from 'node:http'
import { createRequire } from 'node:module'
import os from 'node:os'
import path from 'node:path'
import { randomUUID } from 'node:crypto'
import { deleteApp, initializeApp, type App } from 'firebase-admin/app'
import { getStorage } from 'firebase-admin/storage'
import type { Bucket } from '@google-cloud/storage'
import { freePort } from './firestore-js-emulator'

interface StorageEmulatorInternals {
  getPersistenceTmpDir(): string
}
type StorageEmulatorClass = new (args: { projectId: string; host: string; port: number; auto_download: boolean }) => StorageEmulatorInternals
interface ExpressApp {
  listen(port: number, host: string): Server
}

export interface StorageTestEmulator {
  /** `127.0.0.1:{port}`, as FIREBASE_STORAGE_EMULATOR_HOST would hold it. */
  host: string
  projectId: string
  bucketName: string
  /** The default bucket through a firebase-admin app of its own. */
  bucket(): Bucket
  stop(): Promise<void>
}

export async function startStorageTestEmulator(projectId = 'demo-kantor-hukum'): Promise<StorageTestEmulator> {
  const require = createRequire(import.meta.url)
  const { StorageEmulator } = require('firebase-tools/lib/emulator/storage/index.js') as { StorageEmulator: StorageEmulatorClass }
  const { createApp } = require('firebase-tools/lib/emulator/storage/server.js') as {
    createApp(projectId: string, emulator: StorageEmulatorInternals): Promise<ExpressApp>
  }
  const { EmulatorRegistry } = require('firebase-tools/lib/emulator/registry.js') as {
    EmulatorRegistry: { set(name: string, instance: unknown): void; clear(name: string): void }
  }

  // The emulator keeps object bytes under os.tmpdir()/firebase/storage/blobs, shared by every
  // process; give this one its own folder.
  const blobs = mkdtempSync(path.join(os.tmpdir(), 'storage-emulator-'))
  class ScopedStorageEmulator extends StorageEmulator {
    override getPersistenceTmpDir() {
      return blobs
    }
  }
  const port = await freePort()
  const emulator = new ScopedStorageEmulator({ projectId, host: '127.0.0.1', port, auto_download: false })
  // Object metadata asks the registry for the emulator's address (mediaLink, selfLink).
  EmulatorRegistry.set('storage', emulator)
  const server = (await createApp(projectId, emulator)).listen(port, '127.0.0.1')
  await new Promise<void>((resolve, reject) => {
    server.once('listening', resolve)
    server.once('error', reject)
  })

  const host = `127.0.0.1:${port}`
  const bucketName = `${projectId}.appspot.com`
  const apps: App[] = []
  return {
    host,
    projectId,
    bucketName,
    bucket() {
      // firebase-admin reads the emulator address from the environment when it creates the client.
      const saved = { firebase: process.env.FIREBASE_STORAGE_EMULATOR_HOST, gcs: process.env.STORAGE_EMULATOR_HOST }
      process.env.FIREBASE_STORAGE_EMULATOR_HOST = host
      delete process.env.STORAGE_EMULATOR_HOST
      try {
        const app = initializeApp({ projectId, storageBucket: bucketName }, `storage-test-emulator-${randomUUID()}`)
        apps.push(app)
        return getStorage(app).bucket()
      } finally {
        for (const [name, value] of [['FIREBASE_STORAGE_EMULATOR_HOST', saved.firebase], ['STORAGE_EMULATOR_HOST', saved.gcs]] as const) {
          if (value === undefined) delete process.env[name]
          else process.env[name] = value
        }
      }
    },
    async stop() {
      await Promise.all(apps.map((app) => deleteApp(app)))
      server.closeAllConnections()
      await new Promise<void>((resolve) => server.close(() => resolve()))
      EmulatorRegistry.clear('storage')
      rmSync(blobs, { recursive: true, force: true })
    },
  }
}
