/**
 * For tests: `@firestore-emulator/server`, the pure-JS Firestore emulator, started in-process on
 * a free port, and firebase-admin Firestore instances (each in its own named app) that talk to it.
 *
 * It speaks the Firestore gRPC API but ignores `offset`, cursors (`startAfter`…), ordering by
 * document name and update-time preconditions, and has no transaction isolation: the checks that
 * need those are listed in FIRESTORE_JS_EMULATOR_GAPS (content-store.contract.ts) and run against
 * the official emulator (official-firestore-emulator.ts) in firebase/firebase-full.test.ts.
 */
import { randomUUID } from 'node:crypto'
import net from 'node:net'
import { FirestoreServer } from '@firestore-emulator/server'
import { deleteApp, initializeApp, type App } from 'firebase-admin/app'
import { getFirestore, type Firestore } from 'firebase-admin/firestore'

export interface FirestoreJsEmulator {
  /** `127.0.0.1:{port}`, as FIRESTORE_EMULATOR_HOST would hold it. */
  host: string
  projectId: string
  /** A firebase-admin Firestore on its own app, connected to this emulator. */
  firestore(): Firestore
  /** Drops every document of every project. */
  clear(): void
  stop(): Promise<void>
}

export async function freePort(): Promise<number> {
  return new Promise((resolve, reject) => {
    const probe = net.createServer()
    probe.once('error', reject)
    probe.listen(0, '127.0.0.1', () => {
      const { port } = probe.address() as net.AddressInfo
      probe.close(() => resolve(port))
    })
  })
}

/**
 * Runs `fn` with FIRESTORE_EMULATOR_HOST unset: the Firestore client lets that variable override
 * its `host` setting, and under `firebase emulators:exec` it points at the official emulator.
 */
function withoutEmulatorEnv<T>(fn: () => T): T {
  const saved = process.env.FIRESTORE_EMULATOR_HOST
  delete process.env.FIRESTORE_EMULATOR_HOST
  try {
    return fn()
  } finally {
    if (saved !== undefined) process.env.FIRESTORE_EMULATOR_HOST = saved
  }
}

export function connectFirestore(host: string, projectId: string): { app: App; db: Firestore } {
  return withoutEmulatorEnv(() => {
    const app = initializeApp({ projectId }, `firestore-js-emulator-${randomUUID()}`)
    const db = getFirestore(app)
    db.settings({ host, ssl: false })
    return { app, db }
  })
}

export async function startFirestoreJsEmulator(projectId = 'demo-kantor-hukum'): Promise<FirestoreJsEmulator> {
  const server = new FirestoreServer()
  let port: number
  for (let attempt = 0; ; attempt++) {
    port = await freePort()
    try {
      await server.start(port)
      break
    } catch (error) {
      if (attempt >= 3) throw error
    }
  }
  const host = `127.0.0.1:${port}`
  const apps: App[] = []
  return {
    host,
    projectId,
    firestore() {
      const { app, db } = connectFirestore(host, projectId)
      apps.push(app)
      return db
    },
    clear() {
      server.state.clear()
    },
    async stop() {
      await Promise.all(apps.map((app) => deleteApp(app)))
      server.stop()
    },
  }
}
