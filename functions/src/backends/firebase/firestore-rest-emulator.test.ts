/**
 * Firestore over REST against the official emulator (FIRESTORE_PREFER_REST=1, firestore-transport.ts),
 * as `npm run bench:cold` measures a first request on the transport production uses. The
 * emulator is reached through a plain HTTP/1.1 proxy that counts what passes: a gRPC call
 * (HTTP/2) could not pass it, so a read that succeeds went over REST.
 */
import { createServer, request, type Server } from 'node:http'
import type { AddressInfo } from 'node:net'
import { afterAll, beforeAll, describe, expect, it } from 'vitest'
import { clearOfficialFirestore, officialFirestoreHost, officialFirestoreReady, officialProjectId } from '../../testing/official-firestore-emulator'
import type { Firestore } from './firestore-sdk'
import { firestoreTransport, openFirestore } from './firestore-transport'

const host = officialFirestoreHost()
const PROJECT = officialProjectId('firestore-rest')

/** Forwards every request to the emulator and notes its path. */
function countingProxy(target: string): Promise<{ server: Server; host: string; paths: string[] }> {
  const [hostname, port] = target.split(':')
  const paths: string[] = []
  const server = createServer((incoming, outgoing) => {
    paths.push(`${incoming.method} ${incoming.url}`)
    const forwarded = request({ hostname, port: Number(port), path: incoming.url, method: incoming.method, headers: incoming.headers }, (answer) => {
      outgoing.writeHead(answer.statusCode ?? 502, answer.headers)
      answer.pipe(outgoing)
    })
    forwarded.on('error', () => outgoing.destroy())
    incoming.pipe(forwarded)
  })
  return new Promise((resolve) => server.listen(0, '127.0.0.1', () => resolve({ server, host: `127.0.0.1:${(server.address() as AddressInfo).port}`, paths })))
}

describe.skipIf(!host)('Firestore over REST on the official emulator', () => {
  let proxy: Awaited<ReturnType<typeof countingProxy>>
  let db: Firestore | undefined

  beforeAll(async () => {
    const emulator = await officialFirestoreReady()
    await clearOfficialFirestore(emulator, PROJECT)
    proxy = await countingProxy(emulator)
  })

  afterAll(async () => {
    await db?.terminate()
    await new Promise((resolve) => proxy?.server.close(resolve))
  })

  it('writes and reads with the emulator as owner, asking for no Google account', async () => {
    const env = { FIRESTORE_EMULATOR_HOST: proxy.host, FIRESTORE_PREFER_REST: '1' }
    expect(firestoreTransport(env)).toBe('rest')
    // The Firestore client reads the emulator's address from the process's environment as it is set up.
    const saved = { host: process.env.FIRESTORE_EMULATOR_HOST, rest: process.env.FIRESTORE_PREFER_REST }
    Object.assign(process.env, env)
    try {
      db = openFirestore(PROJECT, 'rest', env)
      await db.collection('categories').doc('pajak').set({ name: 'Pajak', slug: 'pajak' })
      const read = await db.collection('categories').doc('pajak').get()
      expect(read.data()).toEqual({ name: 'Pajak', slug: 'pajak' })
      const listed = await db.collection('categories').where('slug', '==', 'pajak').get()
      expect(listed.size).toBe(1)
    } finally {
      for (const [name, value] of [['FIRESTORE_EMULATOR_HOST', saved.host], ['FIRESTORE_PREFER_REST', saved.rest]] as const) {
        if (value === undefined) delete process.env[name]
        else process.env[name] = value
      }
    }
    // The write, the read and the query all went through the HTTP/1.1 proxy.
    expect(proxy.paths.some((line) => line.includes(':commit'))).toBe(true)
    expect(proxy.paths.some((line) => line.includes(':batchGet'))).toBe(true)
    expect(proxy.paths.some((line) => line.includes(':runQuery'))).toBe(true)
  })
})
