import { afterEach, beforeEach, describe, expect, it } from 'vitest'
import type { PracticeArea } from '../../../shared/schemas/types'
import type { ContentStore } from '../backends/ports'
import { fixtures } from '../testing/fixtures'
import { createTestBackend, type TestBackend } from '../testing/test-backend'
import { orderingId } from './orderings'
import { removeFromPracticeAreaOrder } from './practice-area-order'
import { practiceAreas } from './public-content'

let backend: TestBackend
let f: ReturnType<typeof fixtures>
let tax: PracticeArea
let labour: PracticeArea
let litigation: PracticeArea

beforeEach(async () => {
  backend = createTestBackend()
  f = fixtures(backend)
  tax = await f.practiceArea('Pajak')
  labour = await f.practiceArea('Ketenagakerjaan')
  litigation = await f.practiceArea('Litigasi')
})

afterEach(async () => {
  await backend.cleanup()
})

const order = async () => (await backend.content.get('orderings', 'practice_areas'))?.ids

describe('removeFromPracticeAreaOrder', () => {
  it("takes the area out of the order, keeping the others' places, and deletes its team order", async () => {
    const profile = await f.profile({ name: 'Citra Lestari', practiceAreaIds: [labour.id, tax.id] })
    await f.ordering('practice_areas', [litigation.id, labour.id, tax.id])
    await f.ordering('practice_area_attorneys', [profile.id], labour.id)
    await f.ordering('practice_area_attorneys', [profile.id], tax.id)

    expect(await removeFromPracticeAreaOrder(backend.content, labour.id, 'editor-1')).toEqual({ order: true, team: true })

    expect(await backend.content.get('orderings', 'practice_areas')).toMatchObject({ ids: [litigation.id, tax.id], version: 2, updatedBy: 'editor-1' })
    expect(await backend.content.get('orderings', orderingId('practice_area_attorneys', labour.id))).toBeNull()
    // Another area's team is untouched.
    expect((await backend.content.get('orderings', orderingId('practice_area_attorneys', tax.id)))?.ids).toEqual([profile.id])
  })

  it('does nothing, and does not fail, when neither ordering lists the area', async () => {
    expect(await removeFromPracticeAreaOrder(backend.content, labour.id, 'editor-1')).toEqual({ order: false, team: false })
    expect(await order()).toBeUndefined()
    await f.ordering('practice_areas', [litigation.id, tax.id])
    expect(await removeFromPracticeAreaOrder(backend.content, labour.id, 'editor-1')).toEqual({ order: false, team: false })
    expect(await backend.content.get('orderings', 'practice_areas')).toMatchObject({ ids: [litigation.id, tax.id], version: 1 })
  })

  it('keeps a reorder saved between its read and its write', async () => {
    await f.ordering('practice_areas', [litigation.id, labour.id, tax.id])
    // Someone saves a new order right after the cleanup read the old one: its first write is stale.
    let raced = false
    const store: ContentStore = new Proxy(backend.content, {
      get(target, property) {
        const value = Reflect.get(target, property)
        if (property !== 'update' || raced) return typeof value === 'function' ? value.bind(target) : value
        return async (...args: Parameters<ContentStore['update']>) => {
          raced = true
          const saved = (await target.get('orderings', 'practice_areas'))!
          await target.update('orderings', 'practice_areas', { ...saved, ids: [tax.id, labour.id, litigation.id] }, { actor: 'editor-2', expectedVersion: saved.version })
          return target.update(...args)
        }
      },
    })

    expect(await removeFromPracticeAreaOrder(store, labour.id, 'editor-1')).toEqual({ order: true, team: false })
    expect(raced).toBe(true)
    expect(await backend.content.get('orderings', 'practice_areas')).toMatchObject({ ids: [tax.id, litigation.id], version: 3 })
  })

  it('leaves the public order without the deleted area', async () => {
    await f.ordering('practice_areas', [tax.id, labour.id, litigation.id])
    await backend.content.remove('practiceAreas', labour.id, { actor: 'editor-1' })
    await removeFromPracticeAreaOrder(backend.content, labour.id, 'editor-1')
    expect((await practiceAreas(backend.content, new Date(), 'id')).map((area) => area.name)).toEqual(['Pajak', 'Litigasi'])
    expect(await order()).toEqual([tax.id, litigation.id])
  })
})
