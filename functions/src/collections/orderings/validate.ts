/** What an order-settings form may save: its type, key and ids, checked against the store. */
import { z } from 'zod'
import { ORDERING_TYPES, type OrderingType } from '../../../../shared/schemas/types'
import type { ContentStore } from '../../backends/ports'

/** More entries than any ordering needs (the firm has tens of people); bounds the reads. */
export const ORDERING_MAX_IDS = 500

/** Messages of the order settings ("ours", in the voice of the spec's messages). */
export const ORDER_MSG = {
  type: 'Jenis urutan tidak dikenal.',
  area: 'Bidang praktik tidak ditemukan. Pilih bidang praktik dari daftar.',
  duplicate: 'Setiap item hanya boleh muncul sekali dalam urutan.',
  tooMany: `Urutan berisi lebih dari ${ORDERING_MAX_IDS} item.`,
  notAttorney: 'Daftar berisi profil yang sudah tidak ada atau bukan advokat. Muat ulang halaman lalu susun ulang.',
  notInArea: 'Daftar berisi advokat yang bukan anggota bidang praktik ini. Muat ulang halaman lalu susun ulang.',
  missingContent: 'Daftar berisi blog atau publikasi yang sudah tidak ada. Muat ulang halaman lalu susun ulang.',
  missingArea: 'Daftar berisi bidang praktik yang sudah tidak ada. Muat ulang halaman lalu susun ulang.',
} as const

const OrderingFormSchema = z.object({
  type: z.enum(ORDERING_TYPES, { error: ORDER_MSG.type }),
  key: z
    .string()
    .trim()
    .optional()
    .transform((value) => value || null),
  ids: z
    .array(z.string().trim().min(1).max(200))
    .max(ORDERING_MAX_IDS, ORDER_MSG.tooMany)
    .refine((ids) => new Set(ids).size === ids.length, ORDER_MSG.duplicate),
  version: z.coerce.number().int().min(0).catch(0),
})
export type OrderingSubmission = z.infer<typeof OrderingFormSchema>

/** Reads the posted form (`ids` repeated, in order). The type is checked first: it decides the rest. */
export function parseOrderingForm(form: FormData): { ok: true; value: OrderingSubmission } | { ok: false; message: string; type: OrderingType | null } {
  const input = {
    type: form.get('type'),
    key: form.get('key') ?? undefined,
    ids: form.getAll('ids').map(String).filter((id) => id.trim() !== ''),
    version: form.get('version') ?? 0,
  }
  const result = OrderingFormSchema.safeParse(input)
  if (result.success) return { ok: true, value: result.data }
  const type = (ORDERING_TYPES as readonly unknown[]).includes(input.type) ? (input.type as OrderingType) : null
  return { ok: false, message: result.error.issues[0]?.message ?? ORDER_MSG.type, type }
}

/** `blogs/{id}` or `publications/{id}`, the refs of `home_pinned`. */
export function parsePostRef(ref: string): { collection: 'blogs' | 'publications'; id: string } | null {
  const match = /^(blogs|publications)\/([^/]+)$/.exec(ref)
  return match ? { collection: match[1] as 'blogs' | 'publications', id: match[2]! } : null
}

/**
 * Checks that every id names what its ordering holds: attorneys (kind 'attorney'), for a
 * practice area its own attorneys, for the order of practice areas existing practice areas,
 * for the pinned home content existing blogs and publications. Answers the message to show,
 * or null when the list may be saved. A list that leaves some out is taken (as for attorneys):
 * an area created after the page was loaded is shown after the listed ones, by name.
 */
export async function checkOrderingIds(store: ContentStore, submission: OrderingSubmission): Promise<string | null> {
  const { type, key, ids } = submission
  if (type === 'practice_area_attorneys') {
    if (!key || !(await store.get('practiceAreas', key))) return ORDER_MSG.area
  } else if (key) {
    return ORDER_MSG.type
  }
  if (type === 'practice_areas') {
    const areas = await store.getMany('practiceAreas', ids)
    return areas.length === ids.length ? null : ORDER_MSG.missingArea
  }
  if (type === 'home_pinned') {
    const refs = ids.map(parsePostRef)
    if (refs.some((ref) => ref === null)) return ORDER_MSG.missingContent
    const wanted = refs as { collection: 'blogs' | 'publications'; id: string }[]
    const [blogs, publications] = await Promise.all([
      store.getMany('blogs', wanted.filter((r) => r.collection === 'blogs').map((r) => r.id)),
      store.getMany('publications', wanted.filter((r) => r.collection === 'publications').map((r) => r.id)),
    ])
    return blogs.length + publications.length === ids.length ? null : ORDER_MSG.missingContent
  }
  const profiles = await store.getMany('profiles', ids)
  if (profiles.length !== ids.length || profiles.some((p) => p.kind !== 'attorney')) return ORDER_MSG.notAttorney
  if (type === 'practice_area_attorneys' && profiles.some((p) => !p.practiceAreaIds.includes(key!))) return ORDER_MSG.notInArea
  return null
}
