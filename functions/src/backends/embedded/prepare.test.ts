import { describe, expect, it } from 'vitest'
import { createEmbeddedBackend } from '.'
import { createTestBackend } from '../../testing/test-backend'
import { fixtures } from '../../testing/fixtures'

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
})
