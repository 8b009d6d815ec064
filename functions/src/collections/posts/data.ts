/** Reads and small writes behind the dashboard's blog and publication pages. */
import type { PostCollection } from '../../../../shared/schemas/post'
import type { FieldOption } from '../../../../web/src/dashboard/collections/module-fields'
import { StaleVersionError, type ContentStore } from '../../backends/ports'
import { orderingId } from '../../content/orderings'

export const EXCERPT_LENGTH = 180

/**
 * The excerpt of a post whose author left it empty: its first words, about EXCERPT_LENGTH
 * characters, cut at a word boundary and marked with an ellipsis when cut.
 */
export function deriveExcerpt(text: string, max = EXCERPT_LENGTH): string {
  const clean = text.replace(/\s+/g, ' ').trim()
  if (clean.length <= max) return clean
  const cut = clean.slice(0, max + 1)
  const boundary = cut.lastIndexOf(' ')
  // A single very long word: cut inside it rather than return nothing.
  const head = (boundary > max * 0.6 ? cut.slice(0, boundary) : clean.slice(0, max)).replace(/[\s,.;:!?–—-]+$/, '')
  return `${head}…`
}

/**
 * The authors the form offers: the attorneys, plus authors already chosen who are no longer
 * attorneys (they stay visible and can be unticked). Not every profile, as the generic choices
 * of a reference would be (functions/src/collections/module-form.ts): staff do not write.
 */
export async function authorOptions(store: ContentStore, chosenAuthorIds: readonly string[] = []): Promise<FieldOption[]> {
  const attorneys = await store.query('profiles', { where: [{ field: 'kind', op: '==', value: 'attorney' }], orderBy: [{ field: 'name' }] })
  const missing = [...new Set(chosenAuthorIds)].filter((id) => !attorneys.some((a) => a.id === id))
  const others = missing.length ? await store.getMany('profiles', missing) : []
  return [...attorneys, ...others].map((p) => ({ id: p.id, label: p.name, ...(p.position ? { detail: p.position } : {}) }))
}

/**
 * Removes a deleted post from the pinned home content. The ordering is written with the
 * version it was read at; when someone saved it meanwhile, it is read again (a few times).
 */
export async function unpinFromHome(store: ContentStore, collection: PostCollection, id: string, actor: string): Promise<void> {
  const ref = `${collection}/${id}`
  for (let attempt = 0; attempt < 3; attempt++) {
    const ordering = await store.get('orderings', orderingId('home_pinned'))
    if (!ordering || !ordering.ids.includes(ref)) return
    try {
      await store.update(
        'orderings',
        ordering.id,
        { type: ordering.type, key: ordering.key, ids: ordering.ids.filter((r) => r !== ref) },
        { actor, expectedVersion: ordering.version },
      )
      return
    } catch (error) {
      if (!(error instanceof StaleVersionError)) throw error
    }
  }
}
