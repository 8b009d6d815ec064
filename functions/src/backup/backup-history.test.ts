/**
 * Backup and restore carry the editorial history: the backup is one snapshot of the SQLite
 * file, so revisions and the activity log come with the content they describe (and the
 * manifest counts them); a restored folder has every revision and log line.
 */
import { mkdirSync, mkdtempSync, rmSync } from 'node:fs'
import os from 'node:os'
import path from 'node:path'
import { afterAll, describe, expect, it } from 'vitest'
import { ChangeEmitter } from '../backends/change-emitter'
import { SqliteContentStore } from '../backends/embedded/sqlite-content-store'
import { createBackup } from './backup'
import { restoreBackup } from './restore'

const scratch = mkdtempSync(path.join(os.tmpdir(), 'alr-backup-history-'))
afterAll(() => rmSync(scratch, { recursive: true, force: true }))

function open(dir: string): SqliteContentStore {
  mkdirSync(dir, { recursive: true })
  return new SqliteContentStore({ file: path.join(dir, 'content.db'), events: new ChangeEmitter() })
}

describe('backup and restore of the history', () => {
  it('takes every revision and log line into the backup, and puts them back', async () => {
    const live = path.join(scratch, 'live')
    const store = open(live)
    await store.create('tags', { name: 'Merger', slug: 'merger' }, { actor: 'u1', id: 't1' })
    await store.update('tags', 't1', { name: 'Merger dan Akuisisi', slug: 'merger' }, { actor: 'u2' })
    await store.remove('tags', 't1', { actor: 'u1' })
    await store.appendActivity({ action: 'sign-in-failed', actor: '', address: '203.0.113.5', detail: 'orang@lain.test' })
    const revisions = await store.scanHistory('revisions', { limit: 100 })
    const activity = await store.scanHistory('activity', { limit: 100 })

    // Taken while the store is open, as the site runs.
    const { dir, manifest } = await createBackup({ dataDir: live, outDir: path.join(scratch, 'backups') })
    store.close()
    expect(manifest.database.tables).toMatchObject({ revisions: 3, activity: 4 })

    const restored = path.join(scratch, 'restored')
    await restoreBackup({ backupDir: dir, dataDir: restored })
    const back = open(restored)
    expect(await back.scanHistory('revisions', { limit: 100 })).toEqual(revisions)
    expect(await back.scanHistory('activity', { limit: 100 })).toEqual(activity)
    expect((await back.listRevisions('tags', 't1')).map((r) => r.action)).toEqual(['delete', 'update', 'create'])
    back.close()
  })
})
