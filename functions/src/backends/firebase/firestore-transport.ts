/**
 * How the process's own firebase-admin app reaches Firestore (docs/decisions/0057-scale-and-cold-start.md):
 * over REST (HTTP/1.1) in production, so a new instance's first request does not load gRPC's
 * libraries; over gRPC against an emulator, unless FIRESTORE_PREFER_REST says REST there too.
 *
 * The pure-JS emulator (`npm run dev:firebase`, most tests) speaks gRPC only, hence that default.
 * The official emulator answers REST as well, and `npm run bench:cold` measures a first request
 * on the transport production uses by setting FIRESTORE_PREFER_REST=1 (the Firestore client's own
 * variable). The client, though, does not reach an emulator over REST by itself:
 *
 * - its REST transport asks google-auth-library for Application Default Credentials before the
 *   first call ("Could not load the default credentials" on a machine without a Google account),
 *   where its gRPC transport sends the emulator's `Bearer owner` without asking;
 * - for an emulator (no TLS) it loads the whole of google-gax, gRPC included, only to build
 *   insecure gRPC credentials that the REST transport never uses.
 *
 * So on an emulator, REST gets the emulator's owner token as its credentials and a stand-in for
 * the gRPC credentials: the same libraries load as in production, and nothing asks for an account.
 */
import { Firestore } from './firestore-sdk'

export type FirestoreTransport = 'rest' | 'grpc'

/** True for the values the Firestore client itself accepts as "on" in FIRESTORE_PREFER_REST. */
function preferRestSet(env: NodeJS.ProcessEnv): boolean {
  const value = env.FIRESTORE_PREFER_REST?.trim().toLowerCase()
  return value === '1' || value === 'true'
}

/** REST in production; against an emulator (FIRESTORE_EMULATOR_HOST), gRPC unless FIRESTORE_PREFER_REST is set. */
export function firestoreTransport(env: NodeJS.ProcessEnv = process.env, preferRest?: boolean): FirestoreTransport {
  if (preferRest !== undefined) return preferRest ? 'rest' : 'grpc'
  if (!env.FIRESTORE_EMULATOR_HOST) return 'rest'
  return preferRestSet(env) ? 'rest' : 'grpc'
}

/** The emulator's admin token, as the client's gRPC transport sends it to an emulator. */
const EMULATOR_OWNER = { Authorization: 'Bearer owner' }

/**
 * The settings REST needs on an emulator: `auth` is handed to google-gax's REST client as its
 * credentials (an object with `getRequestHeaders` is used as is), and `grpc` is what the client
 * builds insecure credentials from when an emulator has no TLS (unused by REST).
 */
export function restOnEmulatorSettings(): Record<string, unknown> {
  return {
    auth: { getRequestHeaders: async () => ({ ...EMULATOR_OWNER }) },
    grpc: { credentials: { createInsecure: () => ({}) } },
  }
}

/**
 * The process's Firestore client on the given transport, made as firebase-admin makes it for an
 * app with Google's default credentials (the project, the default database), without the app:
 * a page view needs no firebase-admin app, and loading one is about 20 ms of a new instance's
 * first request (firestore-sdk.ts). Auth and Storage make the app when they are first used.
 */
export function openFirestore(projectId: string, transport: FirestoreTransport, env: NodeJS.ProcessEnv = process.env): Firestore {
  if (transport === 'grpc') return new Firestore({ projectId })
  const db = new Firestore({ projectId, preferRest: true })
  if (env.FIRESTORE_EMULATOR_HOST) db.settings(restOnEmulatorSettings())
  return db
}
