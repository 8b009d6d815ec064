/**
 * The migration carries the editorial history: every revision and every line of the activity
 * log, ids and order kept, between SQLite and Firestore both ways; a second run doubles nothing.
 */
import { mkdtempSync, rmSync } from 'node:fs'
import os from 'node:os'
import path from 'node:path'
import { afterAll, beforeAll, describe, expect, it } from 'vitest'
import { ChangeEmitter } from '../backends/change-emitter'
import { SqliteContentStore } from '../backends/embedded/sqlite-content-store'
import { LocalFileStore } from '../backends/embedded/local-file-store'
import { FirestoreContentStore } from '../backends/firebase/firestore-content-store'
import type { ContentStore } from '../backends/ports'
import { startFirestoreJsEmulator, type FirestoreJsEmulator } from '../testing/firestore-js-emulator'
import { migrate } from './migrate'

const scratch = mkdtempSync(path.join(os.tmpdir(), 'alr-migrate-history-'))
let emulator: FirestoreJsEmulator

function sqlite(name: string): SqliteContentStore {
  return new SqliteContentStore({ file: path.join(scratch, `${name}.db`), events: new ChangeEmitter() })
}
const files = (name: string) => new LocalFileStore(path.join(scratch, `${name}-uploads`))

/** Every revision (with its document) and every log line, in time order. */
async function history(store: ContentStore) {
  return { revisions: await store.scanHistory('revisions', { limit: 1000 }), activity: await store.scanHistory('activity', { limit: 1000 }) }
}

beforeAll(async () => {
  emulator = await startFirestoreJsEmulator()
})
afterAll(async () => {
  await emulator?.stop()
  rmSync(scratch, { recursive: true, force: true })
})

describe('migrate carries revisions and the activity log', () => {
  it('embedded → Firestore → embedded, the same history, and again without doubling', async () => {
    const source = sqlite('source')
    await source.create('categories', { name: 'Pajak', slug: 'pajak' }, { actor: 'seed', id: 'c1' })
    await source.update('categories', 'c1', { name: 'Perpajakan', slug: 'pajak' }, { actor: 'u1' })
    await source.create('tags', { name: 'Merger', slug: 'merger' }, { actor: 'u1', id: 't1' })
    await source.remove('tags', 't1', { actor: 'u2' })
    await source.appendActivity({ action: 'sign-in', actor: 'u1', address: '203.0.113.5' })
    const original = await history(source)
    expect(original.revisions).toHaveLength(4)
    expect(original.activity).toHaveLength(4)

    const firestore = new FirestoreContentStore({ db: emulator.firestore(), events: new ChangeEmitter() })
    const lines: string[] = []
    const there = await migrate({ content: source, files: files('source') }, { content: firestore, files: files('firestore') }, { log: (line) => lines.push(line) })
    expect(there.history).toEqual({ revisions: 4, activity: 4 })
    expect(lines).toContain('Menyalin riwayat\u2026 versi 4')
    expect(await history(firestore)).toEqual(original)
    expect((await firestore.listRevisions('categories', 'c1')).map((r) => r.version)).toEqual([2, 1])
    expect((await firestore.queryActivity({ actor: 'u1', limit: 10 })).map((e) => e.action)).toEqual(['sign-in', 'create', 'update'])

    const back = sqlite('back')
    await migrate({ content: firestore, files: files('firestore') }, { content: back, files: files('back') }, { log: () => {} })
    await migrate({ content: firestore, files: files('firestore') }, { content: back, files: files('back') }, { log: () => {} })
    expect(await history(back)).toEqual(original)
    // The documents came with put (seed, migration): they write no revision of their own.
    expect(await back.get('categories', 'c1')).toMatchObject({ name: 'Perpajakan', version: 2 })
    source.close()
    back.close()
  })
})
