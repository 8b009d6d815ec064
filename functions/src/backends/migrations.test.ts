import { describe, expect, it } from 'vitest'
import { createTestBackend } from '../testing/test-backend'
import { addFieldDefault, latestSchemaVersion, MIGRATIONS, runMigrations, warnIfSchemaBehind } from './migrations'

const description = addFieldDefault({ version: 1, collection: 'categories', field: 'description', value: '', description: 'deskripsi kosong' })

describe('schema migrations', () => {
  it('lists its steps in increasing versions', () => {
    const versions = MIGRATIONS.map((step) => step.version)
    expect(versions).toEqual([...new Set(versions)].sort((a, b) => a - b))
    expect(latestSchemaVersion()).toBe(versions.at(-1) ?? 0)
  })

  it('adds a default only where the field is missing, as a copy', () => {
    const list = addFieldDefault({ version: 1, collection: 'blogs', field: 'tags', value: [], description: '' })
    const added = list.up({ title: 't' })
    expect(added).toEqual({ title: 't', tags: [] })
    expect(list.up({ title: 't' }).tags).not.toBe(added.tags)
    expect(list.up({ title: 't', tags: ['a'] })).toEqual({ title: 't', tags: ['a'] })
    expect(description.up({ name: 'n', description: null })).toEqual({ name: 'n', description: null })
  })

  it('warns, naming the command, while the store is behind the code, and not after', async () => {
    const backend = createTestBackend()
    const lines: string[] = []
    expect(await warnIfSchemaBehind(backend.content, lines.push.bind(lines), [])).toBe(0)
    expect(await warnIfSchemaBehind(backend.content, lines.push.bind(lines), [description])).toBe(1)
    expect(lines).toEqual(['Peringatan: skema data tersimpan versi 0, kode mengharapkan versi 1; jalankan `npm run migrate:schema`.'])
    await runMigrations(backend.content, { steps: [description] })
    expect(await warnIfSchemaBehind(backend.content, lines.push.bind(lines), [description])).toBe(0)
    expect(lines).toHaveLength(1)
    await backend.cleanup()
  })
})
