/**
 * FirebaseIdentity with Firebase Authentication unreachable (a closed loopback port as the Auth
 * emulator's address): every call fails with the port's StoreUnavailableError, which requests
 * answer with 503 and Retry-After and the standalone server's start-up waits out. Before, the
 * Admin SDK's own network error came through: a 500, and `npm start` exited at its first-admin
 * check.
 */
import { randomUUID } from 'node:crypto'
import { deleteApp, initializeApp, type App } from 'firebase-admin/app'
import { getAuth } from 'firebase-admin/auth'
import { afterAll, beforeAll, describe, expect, it } from 'vitest'
import { StoreUnavailableError } from '../ports'
import { freePort } from '../../testing/firestore-js-emulator'
import { FirebaseIdentity } from './firebase-identity'

let app: App
let identity: FirebaseIdentity
let saved: string | undefined

beforeAll(async () => {
  saved = process.env.FIREBASE_AUTH_EMULATOR_HOST
  // Bound, then closed: nothing listens there, so every connection is refused.
  const closed = `127.0.0.1:${await freePort()}`
  process.env.FIREBASE_AUTH_EMULATOR_HOST = closed
  app = initializeApp({ projectId: 'demo-alr' }, `identity-outage-${randomUUID()}`)
  identity = new FirebaseIdentity({
    auth: getAuth(app),
    webConfig: { apiKey: 'demo-api-key', authDomain: 'demo-alr.firebaseapp.com', projectId: 'demo-alr', authEmulatorHost: closed },
  })
})

afterAll(async () => {
  if (saved === undefined) delete process.env.FIREBASE_AUTH_EMULATOR_HOST
  else process.env.FIREBASE_AUTH_EMULATOR_HOST = saved
  await deleteApp(app)
})

describe('FirebaseIdentity with Authentication unreachable', () => {
  it.each([
    ['listStaff (the first-admin check at start)', () => identity.listStaff()],
    ['createStaff', () => identity.createStaff({ email: 'ops@example.test', password: 'rahasia-ops-123', displayName: 'Ops', role: 'admin' })],
    ['getStaff', () => identity.getStaff('some-uid')],
    ['findStaffByEmail', () => identity.findStaffByEmail('ops@example.test')],
    ['setRole', () => identity.setRole('some-uid', 'editor')],
    ['verifyPassword (the REST sign-in)', () => identity.verifyPassword('ops@example.test', 'rahasia-ops-123')],
  ])('%s fails with StoreUnavailableError', async (_name, call) => {
    const error = await call().then(
      () => null,
      (e: unknown) => e,
    )
    expect(error).toBeInstanceOf(StoreUnavailableError)
    expect((error as Error).message).toMatch(/^identity service unavailable/)
  })

  it('keeps the answers that are not outages: an unknown user is still null', async () => {
    // The Admin SDK checks a uid's form before any request: no network needed to refuse it.
    await expect(identity.getStaff('')).resolves.toBeNull()
  })
})
