/**
 * The Cloud Storage emulator of firebase-tools for `npm run dev:firebase`, in this process.
 *
 * `firebase emulators:start --only storage` needs its security-rules runtime, a Java program
 * the CLI downloads on first use; without it (offline, or no Java 21) the emulator does not
 * start. The emulator itself is Node code, so this starts its HTTP app without the runtime, as
 * the tests do (functions/src/testing/storage-test-emulator.ts), and answers the
 * browser's requests (the dashboard's resumable uploads) with a stand-in of `storage.rules`
 * written from the same source the rules are held to (shared/schemas/uploads.ts, checked by
 * tests/firebase/storage-rules.test.ts): only staff (the `staff.role` claim) may create an
 * object, in an upload folder, under a plain name, of the folder's types and within its size,
 * and read one. Everything else is refused. The real rules run in `npm run test:firebase`.
 * Requests of firebase-admin (the app, the migration) come as the owner and skip rules, as on
 * Google's servers.
 */
import { mkdtempSync, rmSync } from 'node:fs'
import type { Server } from 'node:http'
import { createRequire } from 'node:module'
import os from 'node:os'
import path from 'node:path'
import { can } from '../shared/collections/access'
import { isStaffRole } from '../shared/schemas/staff'
import { UPLOAD_FOLDERS, UPLOAD_RULES, type UploadFolder } from '../shared/schemas/uploads'
import { STORED_NAME_PATTERN } from '../shared/schemas/file-paths'

/** What firebase-tools' storage rules manager hands the emulator for a bucket. */
interface Ruleset {
  verify(request: RulesRequest): Promise<{ permitted: boolean; issues: { exist(): boolean; all: string[] } }>
}

interface RulesRequest {
  /** `b/{bucket}/o/{object name}` */
  path: string
  method: 'read' | 'write' | 'get' | 'list' | 'create' | 'update' | 'delete'
  file?: { before?: RulesResource; after?: RulesResource }
  /** The Firebase ID token the browser sent (the emulator's are unsigned JWTs). */
  token?: string
}

interface RulesResource {
  size?: number | string
  contentType?: string
}

/** The names the dashboard gives uploads (`{uuid}.{ext}`), as storage.rules' plainName(). */
const PLAIN_NAME = new RegExp(`^${STORED_NAME_PATTERN}$`)

function claims(token: string | undefined): Record<string, unknown> | null {
  const payload = token?.split('.')[1]
  if (!payload) return null
  try {
    return JSON.parse(Buffer.from(payload, 'base64url').toString('utf8')) as Record<string, unknown>
  } catch {
    return null
  }
}

/** A role whose uploads storage.rules takes: those that write content (docs/roles.md). */
function isStaff(token: string | undefined): boolean {
  const staff = claims(token)?.staff as { role?: unknown } | undefined
  return isStaffRole(staff?.role) && can(staff.role, 'content')
}

/** storage.rules, for what the dashboard does: staff create uploads and may read them back. */
export function permitted(request: RulesRequest): boolean {
  const match = /^b\/[^/]+\/o\/([^/]+)\/([^/]+)$/.exec(request.path)
  if (!match || !isStaff(request.token)) return false
  const folder = match[1] as UploadFolder
  if (!UPLOAD_FOLDERS.includes(folder)) return false
  if (request.method === 'get') return true
  if (request.method !== 'create' || !PLAIN_NAME.test(match[2]!)) return false
  const rule = UPLOAD_RULES[folder]
  const size = Number(request.file?.after?.size)
  const type = request.file?.after?.contentType ?? ''
  return size > 0 && size <= rule.maxBytes && rule.types.includes(type)
}

const STAFF_RULES: Ruleset = {
  async verify(request) {
    return { permitted: permitted(request), issues: { exist: () => false, all: [] } }
  },
}

interface StorageEmulatorInternals {
  getPersistenceTmpDir(): string
}
type StorageEmulatorClass = new (args: { projectId: string; host: string; port: number; auto_download: boolean; rules?: unknown }) => StorageEmulatorInternals
interface ExpressApp {
  listen(port: number, host: string): Server
}

export interface DevStorageEmulator {
  /** `127.0.0.1:{port}`, as FIREBASE_STORAGE_EMULATOR_HOST holds it. */
  host: string
  stop(): Promise<void>
}

export async function startDevStorageEmulator(projectId: string, port: number): Promise<DevStorageEmulator> {
  const require = createRequire(import.meta.url)
  const { StorageEmulator } = require('firebase-tools/lib/emulator/storage/index.js') as { StorageEmulator: StorageEmulatorClass }
  const { createApp } = require('firebase-tools/lib/emulator/storage/server.js') as {
    createApp(projectId: string, emulator: StorageEmulatorInternals): Promise<ExpressApp>
  }
  const { EmulatorRegistry } = require('firebase-tools/lib/emulator/registry.js') as {
    EmulatorRegistry: { set(name: string, instance: unknown): void; clear(name: string): void }
  }
  const blobs = mkdtempSync(path.join(os.tmpdir(), 'alr-dev-storage-'))
  const rulesManager = { getRuleset: () => STAFF_RULES, start: async () => {}, stop: async () => {} }
  class DevStorageEmulatorClass extends StorageEmulator {
    constructor(args: ConstructorParameters<StorageEmulatorClass>[0]) {
      super(args)
      // The emulator's browser-facing layer asks `_rulesManager` for the ruleset of each request.
      ;(this as unknown as { _rulesManager: unknown })._rulesManager = rulesManager
    }
    get rulesManager() {
      return rulesManager
    }
    override getPersistenceTmpDir() {
      return blobs
    }
  }
  const emulator = new DevStorageEmulatorClass({ projectId, host: '127.0.0.1', port, auto_download: false, rules: { name: 'storage.rules', content: '' } })
  // Object metadata asks the registry for the emulator's address (download links).
  EmulatorRegistry.set('storage', emulator)
  const server = (await createApp(projectId, emulator)).listen(port, '127.0.0.1')
  await new Promise<void>((resolve, reject) => {
    server.once('listening', resolve)
    server.once('error', reject)
  })
  return {
    host: `127.0.0.1:${port}`,
    async stop() {
      server.closeAllConnections()
      await new Promise<void>((resolve) => server.close(() => resolve()))
      EmulatorRegistry.clear('storage')
      rmSync(blobs, { recursive: true, force: true })
    },
  }
}
