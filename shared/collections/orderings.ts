import * as z from 'zod'
import { ORDERING_TYPES } from '../schemas/types'
import { singleLineText } from '../schemas/text-fields'
import { custom, defineCollection, enumeration, ids } from './define'

/**
 * Orderings: `orderings/{type}` or, for practice areas, `orderings/practice_area_attorneys:{areaId}`.
 * `ids` are profile ids, practice-area ids for `practice_areas`, or `blogs/{id}` /
 * `publications/{id}` references for `home_pinned`.
 * Written by the order-settings page, which has its own form (type, key, ids).
 */
export const orderings = defineCollection({
  name: 'orderings',
  labels: { title: 'Urutan', noun: 'urutan', create: 'Atur urutan', edit: 'Atur urutan' },
  fields: {},
  stored: {
    type: enumeration(ORDERING_TYPES, { label: 'Jenis urutan', indexed: true, message: 'Jenis urutan tidak dikenal' }),
    key: custom('reference', z.union([singleLineText(), z.null()]), { label: 'Kunci' }, { default: null }),
    ids: ids({ label: 'Item urutan' }),
  },
})
