/**
 * The search projection in records.ts is written per collection (its order and separators are
 * what the FTS5 and Algolia indexes hold today); this keeps it in step with the fields the
 * collection modules mark `searchable`: each such field's text reaches a record, and the text
 * of no other field does. A field marked searchable without a change here fails the test.
 */
import { describe, expect, it } from 'vitest'
import { COLLECTION_MODULES } from '../../../shared/collections'
import type { Field } from '../../../shared/collections/define'
import type { Blog, Profile, Publication } from '../../../shared/schemas/types'
import { exampleData } from '../testing/example-data'
import { postRecords, profileRecords } from './records'

const META = { id: 'dok-1', version: 1, createdAt: '2026-01-01T00:00:00.000Z', updatedAt: '2026-01-01T00:00:00.000Z', updatedBy: 'test' }
const TEXT_KINDS = new Set(['text', 'textarea', 'richText', 'lines'])

/** A word of its own for each text field, so the record shows which fields reached it. */
function marked(collection: 'blogs' | 'publications' | 'profiles') {
  const module = COLLECTION_MODULES[collection]
  const fields = Object.entries(module.fields as Record<string, Field>).filter(([, f]) => TEXT_KINDS.has(f.kind))
  const values = Object.fromEntries(
    fields.map(([name, f]) => {
      const word = `penanda${name.toLowerCase()}`
      return [name, f.kind === 'richText' ? `<p>${word}</p>` : f.kind === 'lines' ? [word] : word]
    }),
  )
  return {
    doc: { ...META, ...exampleData(collection, values as never) },
    searchable: fields.filter(([, f]) => f.searchable).map(([name]) => `penanda${name.toLowerCase()}`),
    hidden: fields.filter(([, f]) => !f.searchable).map(([name]) => `penanda${name.toLowerCase()}`),
  }
}

function expectProjection(recordsText: string, { searchable, hidden }: { searchable: string[]; hidden: string[] }) {
  expect(searchable.length).toBeGreaterThan(0)
  for (const word of searchable) expect(recordsText, `${word} is marked searchable`).toContain(word)
  for (const word of hidden) expect(recordsText, `${word} is not marked searchable`).not.toContain(word)
}

describe('search records follow the searchable fields of the modules', () => {
  it.each(['blogs', 'publications'] as const)('%s', (collection) => {
    const m = marked(collection)
    const records = postRecords(collection, m.doc as Blog | Publication, null, [])
    expectProjection(records.map((r) => `${r.title} ${r.text}`).join(' '), m)
  })

  it('profiles', () => {
    const m = marked('profiles')
    const records = profileRecords(m.doc as Profile, [])
    expectProjection(records.map((r) => `${r.title} ${r.text}`).join(' '), m)
  })
})
