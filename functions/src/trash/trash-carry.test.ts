/**
 * Backup, restore and migration carry Sampah and the redirects: a trashed item can be restored
 * after a backup was put back or after the content moved to another backend, and its old
 * addresses still answer 301 and 410 there.
 */
import { mkdirSync, mkdtempSync, rmSync } from 'node:fs'
import os from 'node:os'
import path from 'node:path'
import type { Firestore } from 'firebase-admin/firestore'
import { afterAll, beforeAll, describe, expect, it } from 'vitest'
import { createBackup } from '../backup/backup'
import { restoreBackup } from '../backup/restore'
import { ChangeEmitter } from '../backends/change-emitter'
import { LocalFileStore } from '../backends/embedded/local-file-store'
import { SqliteContentStore } from '../backends/embedded/sqlite-content-store'
import { FirestoreContentStore } from '../backends/firebase/firestore-content-store'
import type { ContentStore } from '../backends/ports'
import { migrate } from '../migrate/migrate'
import { readRedirectTable, resolveRedirect } from '../redirects/redirect-table'
import { followSave } from '../redirects/redirect-writes'
import { exampleData } from '../testing/example-data'
import { startFirestoreJsEmulator, type FirestoreJsEmulator } from '../testing/firestore-js-emulator'
import { moveToTrash, restoreFromTrash } from './trash-item'

const NOW = new Date('2026-06-15T03:00:00.000Z')
const ACTOR = { uid: 'editor-1', name: 'Budi Editor' }
const scratch = mkdtempSync(path.join(os.tmpdir(), 'alr-trash-carry-'))
let emulator: FirestoreJsEmulator
let db: Firestore

beforeAll(async () => {
  emulator = await startFirestoreJsEmulator('demo-trash-carry')
  db = emulator.firestore()
})
afterAll(async () => {
  await emulator?.stop()
  rmSync(scratch, { recursive: true, force: true })
})

function openSqlite(dir: string): SqliteContentStore {
  mkdirSync(dir, { recursive: true })
  return new SqliteContentStore({ file: path.join(dir, 'content.db'), events: new ChangeEmitter() })
}

/** A store with a renamed published blog (a 301) and a trashed one (a 410), and their files. */
async function fill(store: ContentStore, files: LocalFileStore) {
  for (const name of ['kept', 'trashed']) await files.put(`blog_images/${name}.jpg`, new Uint8Array([0xff, 0xd8, 0xff, 0xd9]), 'image/jpeg')
  const kept = await store.create('blogs', exampleData('blogs', { slug: 'nama-lama', publishedAt: '2026-05-01T00:00:00.000Z', cover: { path: 'blog_images/kept.jpg', contentType: 'image/jpeg', size: 4 }, seoImage: null }), { actor: 'u', id: 'b1' })
  const renamed = await store.update('blogs', 'b1', { ...kept, slug: 'nama-baru' }, { actor: 'u' })
  await followSave(store, 'blogs', kept, renamed, NOW, 'u')
  await store.create('blogs', exampleData('blogs', { slug: 'dihapus', publishedAt: '2026-05-02T00:00:00.000Z', cover: { path: 'blog_images/trashed.jpg', contentType: 'image/jpeg', size: 4 }, seoImage: null }), { actor: 'u', id: 'b2' })
  return moveToTrash(store, 'blogs', 'b2', ACTOR, { now: NOW })
}

async function expectCarried(store: ContentStore, entryId: string) {
  const table = await readRedirectTable(store)
  expect(resolveRedirect(table, '/blogs/nama-lama', new URLSearchParams())).toEqual({ status: 301, location: '/blogs/nama-baru' })
  expect(resolveRedirect(table, '/blogs/dihapus', new URLSearchParams())).toEqual({ status: 410 })
  expect((await store.get('trash', entryId))?.files).toEqual(['blog_images/trashed.jpg'])
  // Restored where it now lives.
  expect((await restoreFromTrash(store, entryId, ACTOR, { now: NOW })).ok).toBe(true)
  expect((await store.get('blogs', 'b2'))?.slug).toBe('dihapus')
  expect(resolveRedirect(await readRedirectTable(store), '/blogs/dihapus', new URLSearchParams())).toBeNull()
}

describe('Sampah and redirects travel with the content', () => {
  it('a backup holds them and a restore puts them back', async () => {
    const live = path.join(scratch, 'live')
    const store = openSqlite(live)
    const entry = await fill(store, new LocalFileStore(path.join(live, 'uploads')))
    const { dir, manifest } = await createBackup({ dataDir: live, outDir: path.join(scratch, 'backups') })
    store.close()
    expect(manifest.database.tables).toMatchObject({ trash: 1, redirects: 2 })
    expect(manifest.uploads.files.map((file) => file.path)).toContain('blog_images/trashed.jpg')

    const restored = path.join(scratch, 'restored')
    await restoreBackup({ backupDir: dir, dataDir: restored })
    const back = openSqlite(restored)
    try {
      await expectCarried(back, entry.id)
    } finally {
      back.close()
    }
  })

  it('the migration copies them to Firestore and back', async () => {
    const source = path.join(scratch, 'source')
    const store = openSqlite(source)
    const files = new LocalFileStore(path.join(source, 'uploads'))
    const entry = await fill(store, files)
    const firestore = new FirestoreContentStore({ db, events: new ChangeEmitter() })
    const cloudFiles = new LocalFileStore(path.join(scratch, 'cloud-files'))
    const summary = await migrate({ content: store, files }, { content: firestore, files: cloudFiles }, { log: () => {} })
    expect(summary.documents).toMatchObject({ trash: 1, redirects: 2, blogs: 1 })
    expect(await firestore.query('trash')).toEqual(await store.query('trash'))
    expect((await firestore.query('redirects')).sort((a, b) => a.from.localeCompare(b.from))).toEqual((await store.query('redirects')).sort((a, b) => a.from.localeCompare(b.from)))

    const backDir = path.join(scratch, 'back')
    const back = openSqlite(backDir)
    try {
      await migrate({ content: firestore, files: cloudFiles }, { content: back, files: new LocalFileStore(path.join(backDir, 'uploads')) }, { log: () => {} })
      await expectCarried(back, entry.id)
      // And on Firestore itself: the redirect's unique `from` came along with it.
      await expectCarried(firestore, entry.id)
    } finally {
      back.close()
      store.close()
    }
  })
})
