import { describe, expect, it } from 'vitest'
import { firestoreTransport, restOnEmulatorSettings } from './firestore-transport'

describe('firestoreTransport', () => {
  it('is REST in production, whatever FIRESTORE_PREFER_REST says', () => {
    expect(firestoreTransport({})).toBe('rest')
    expect(firestoreTransport({ FIRESTORE_PREFER_REST: '0' })).toBe('rest')
  })

  it('is gRPC against an emulator (the pure-JS one speaks nothing else), REST when FIRESTORE_PREFER_REST asks for it', () => {
    const emulator = { FIRESTORE_EMULATOR_HOST: '127.0.0.1:8080' }
    expect(firestoreTransport(emulator)).toBe('grpc')
    expect(firestoreTransport({ ...emulator, FIRESTORE_PREFER_REST: 'false' })).toBe('grpc')
    expect(firestoreTransport({ ...emulator, FIRESTORE_PREFER_REST: '1' })).toBe('rest')
    expect(firestoreTransport({ ...emulator, FIRESTORE_PREFER_REST: ' TRUE ' })).toBe('rest')
  })

  it('follows the backend option over the environment', () => {
    expect(firestoreTransport({}, false)).toBe('grpc')
    expect(firestoreTransport({ FIRESTORE_EMULATOR_HOST: '127.0.0.1:8080' }, true)).toBe('rest')
  })
})

describe('restOnEmulatorSettings', () => {
  it("gives REST the emulator's owner token as credentials, and gRPC credentials that load nothing", async () => {
    const settings = restOnEmulatorSettings() as { auth: { getRequestHeaders(): Promise<Record<string, string>> }; grpc: { credentials: { createInsecure(): unknown } } }
    expect(await settings.auth.getRequestHeaders()).toEqual({ Authorization: 'Bearer owner' })
    expect(settings.grpc.credentials.createInsecure()).toEqual({})
  })
})
