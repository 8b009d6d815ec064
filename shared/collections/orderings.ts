import * as z from 'zod'
import { ORDERING_TYPES, type OrderingType } from '../schemas/types'
import { singleLineText } from '../schemas/text-fields'
import { custom, defineCollection, enumeration, ids, type ItemName } from './define'

/**
 * Orderings: `orderings/{type}` or, for practice areas, `orderings/practice_area_attorneys:{areaId}`.
 * `ids` are profile ids, practice-area ids for `practice_areas`, or `blogs/{id}` /
 * `publications/{id}` references for `home_pinned`.
 * Written by the order-settings page, which has its own form (type, key, ids).
 */
/** Each ordering as Urutan & Sorotan heads its section. */
export const ORDERING_NAMES: Record<OrderingType, string> = {
  attorneys: 'Urutan advokat',
  home_attorneys: 'Advokat di beranda',
  practice_areas: 'Urutan bidang praktik',
  practice_area_attorneys: 'Urutan per bidang praktik',
  home_pinned: 'Konten yang disorot di beranda',
}

/** An ordering's name from its id (`attorneys`, `practice_area_attorneys:{areaId}`), or null. */
function orderingName(id: string): ItemName | null {
  const [type, key] = id.split(':', 2) as [string, string | undefined]
  if (!(ORDERING_TYPES as readonly string[]).includes(type)) return null
  const name = ORDERING_NAMES[type as OrderingType]
  if (type === 'practice_area_attorneys' && key) return { name, of: { collection: 'practiceAreas', id: key, named: (area) => `Advokat bidang ${area}` } }
  return { name }
}

export const orderings = defineCollection({
  name: 'orderings',
  labels: { title: 'Urutan & Sorotan', noun: 'urutan', create: 'Atur urutan', edit: 'Atur urutan', item: orderingName },
  fields: {},
  stored: {
    type: enumeration(ORDERING_TYPES, { label: 'Jenis urutan', indexed: true, message: 'Jenis urutan tidak dikenal' }),
    key: custom('reference', z.union([singleLineText(), z.null()]), { label: 'Kunci' }, { default: null }),
    ids: ids({ label: 'Item urutan' }),
  },
})
