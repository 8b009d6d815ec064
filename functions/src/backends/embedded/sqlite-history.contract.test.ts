import { mkdtempSync, rmSync } from 'node:fs'
import os from 'node:os'
import path from 'node:path'
import { describe, expect, it } from 'vitest'
import { ChangeEmitter } from '../change-emitter'
import { describeHistoryContract } from '../history.contract'
import { SqliteContentStore } from './sqlite-content-store'

function open() {
  const dir = mkdtempSync(path.join(os.tmpdir(), 'alr-history-'))
  const events = new ChangeEmitter()
  const store = new SqliteContentStore({ file: path.join(dir, 'content.db'), events })
  return {
    store,
    events,
    async cleanup() {
      store.close()
      rmSync(dir, { recursive: true, force: true })
    },
  }
}

describeHistoryContract('SqliteContentStore (embedded)', async () => open())

describe('SqliteContentStore history in the change’s transaction', () => {
  it('keeps no change whose revision could not be written (a restore from Sampah included), and emits nothing for it', async () => {
    const { store, events, cleanup } = open()
    try {
      const seen: string[] = []
      events.subscribe((event) => void seen.push(event.id))
      await store.create('tags', { name: 'Merger', slug: 'merger' }, { actor: 'u1', id: 't1' })
      // The revision's insert fails inside the transaction (as a full disk would fail it).
      store.db.exec(`CREATE TRIGGER refuse_revisions BEFORE INSERT ON revisions BEGIN SELECT RAISE(ABORT, 'no room'); END`)
      await expect(store.update('tags', 't1', { name: 'Akuisisi', slug: 'akuisisi' }, { actor: 'u1' })).rejects.toThrow('no room')
      await expect(store.remove('tags', 't1', { actor: 'u1' })).rejects.toThrow('no room')
      await expect(store.create('tags', { name: 'Pajak', slug: 'pajak' }, { actor: 'u1', id: 't2' })).rejects.toThrow('no room')
      // A restore from Sampah is an edit too: without its revision the item stays in the trash.
      const at = '2026-06-15T03:00:00.000Z'
      const restored = { id: 't3', name: 'Cukai', slug: 'cukai', version: 2, createdAt: at, updatedAt: at, updatedBy: 'u1' }
      await expect(store.put('tags', restored, { restoredBy: 'u1' })).rejects.toThrow('no room')
      expect(await store.get('tags', 't1')).toMatchObject({ name: 'Merger', version: 1 })
      expect(await store.get('tags', 't2')).toBeNull()
      expect(await store.get('tags', 't3')).toBeNull()
      expect(await store.query('tags', { where: [{ field: 'slug', op: '==', value: 'akuisisi' }] })).toEqual([])
      expect((await store.queryActivity({ limit: 10 })).map((e) => e.action)).toEqual(['create'])
      expect(seen).toEqual(['t1'])
    } finally {
      await cleanup()
    }
  })
})
