import { describe, expect, it } from 'vitest'
import { createEmbeddedBackend } from '.'
import { createTestBackend } from '../../testing/test-backend'
import { fixtures } from '../../testing/fixtures'
import { addFieldDefault, latestSchemaVersion, readSchemaMarker, SCHEMA_META_KEY } from '../migrations'

describe('embedded backend start-up', () => {
  it('rebuilds a missing search index from the content before serving', async () => {
    const backend = createTestBackend()
    const category = await fixtures(backend).category('Analisis Hukum')
    await fixtures(backend).blog({ title: 'Pembaruan aturan ketenagakerjaan', categoryId: category.id, publishedAt: '2026-01-01T00:00:00.000Z' })
    await backend.search.clear('public')
    await backend.search.clear('staff')
    await backend.close()
    const reopened = createEmbeddedBackend({ dataDir: backend.dataDir })
    const lines: string[] = []
    await reopened.prepare(lines.push.bind(lines))
    expect(lines).toEqual(['Indeks pencarian dibangun ulang: 1 dokumen.'])
    expect((await reopened.search.search('public', { q: 'ketenagakerjaan' })).total).toBe(1)
    await reopened.close()
    await backend.cleanup()
  })

  it('brings the stored documents up to the schema before serving, once', async () => {
    const backend = createTestBackend()
    const category = await fixtures(backend).category('Analisis Hukum')
    // A store written before any step existed.
    await backend.content.writeMeta(SCHEMA_META_KEY, { version: 0, step: null })
    await backend.close()
    const migrations = [addFieldDefault({ version: 1, collection: 'categories', field: 'description', value: '', description: 'deskripsi kosong' })]
    const reopened = createEmbeddedBackend({ dataDir: backend.dataDir, migrations })
    const lines: string[] = []
    await reopened.prepare(lines.push.bind(lines))
    expect(await reopened.content.get('categories', category.id)).toEqual({ ...category, description: '' })
    expect(await readSchemaMarker(reopened.content)).toEqual({ version: 1, step: null })
    expect(lines).toContain('Skema data diperbarui dari versi 0 ke 1.')
    lines.length = 0
    await reopened.prepare(lines.push.bind(lines))
    expect(lines.filter((line) => line.includes('Skema'))).toEqual([])
    await reopened.close()
    await backend.cleanup()
  })

  it('stamps a store it creates at the latest schema version: a new site runs no steps of the past', async () => {
    const backend = createTestBackend()
    expect(await readSchemaMarker(backend.content)).toEqual({ version: latestSchemaVersion(), step: null })
    await fixtures(backend).category('Analisis Hukum')
    const lines: string[] = []
    await backend.prepare(lines.push.bind(lines))
    expect(lines.filter((line) => line.includes('Skema') || line.includes('Migrasi'))).toEqual([])
    await backend.cleanup()
  })
})
