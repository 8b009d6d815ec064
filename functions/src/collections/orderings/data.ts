/** The order-settings page's data: each ordering with the items it can hold, as the page shows them. */
import { byName } from '../../../../shared/schemas/common'
import type { Blog, OrderingType, PracticeArea, Profile, Publication } from '../../../../shared/schemas/types'
import type { OrderItem, OrderSectionData, OrderSettingsPageProps } from '../../../../web/src/dashboard/collections/orderings/settings-page'
import { formatDate } from '../../../../shared/format'
import type { ContentStore } from '../../backends/ports'
import { applyOrdering, orderingId } from '../../content/orderings'
import { isPublishedAt } from '../../../../shared/publish-rule'


/** A submitted order to show again instead of the stored one (a refused save keeps its input). */
export interface SectionOverride {
  type: OrderingType
  key: string | null
  ids?: string[]
  version?: number
  error: string
}

const attorneyItem = (p: Profile): OrderItem => ({ id: p.id, label: p.name, detail: p.position })

/** A practice area with the size of its team, so staff see which areas are staffed as they order them. */
function areaItem(area: PracticeArea, attorneys: Profile[]): OrderItem {
  const members = attorneys.filter((p) => p.practiceAreaIds.includes(area.id)).length
  return { id: area.id, label: area.name, detail: members === 0 ? 'Belum ada advokat' : `${members} advokat` }
}

function postItem(collection: 'blogs' | 'publications', post: Blog | Publication, now: Date): OrderItem {
  const type = collection === 'blogs' ? 'Blog' : 'Publikasi'
  const date = post.publishedAt === null ? '' : formatDate(post.publishedAt)
  return {
    id: `${collection}/${post.id}`,
    label: post.title,
    detail: isPublishedAt(post, now) ? `${type} · ${date}` : type,
    // Pinned but not public (scheduled, or a draft): said on the row; the home page skips it until then.
    ...(isPublishedAt(post, now) ? {} : { scheduled: post.publishedAt === null ? 'Draf' : `Terjadwal ${date}` }),
  }
}

/** The listed items in the ordering's order (ids that no longer fit are left out), and the rest. */
function choose(all: OrderItem[], ids: string[]): { items: OrderItem[]; available: OrderItem[] } {
  const byId = new Map(all.map((item) => [item.id, item]))
  const items = ids.flatMap((id) => byId.get(id) ?? [])
  const chosen = new Set(items.map((item) => item.id))
  return { items, available: all.filter((item) => !chosen.has(item.id)) }
}

/**
 * Reads everything the page shows. `areaId` picks the practice area (the first one when
 * absent or unknown); `override` puts a refused submission back into its section.
 */
export async function loadOrderSettings(
  store: ContentStore,
  now: Date,
  areaId: string | undefined,
  override?: SectionOverride,
): Promise<Omit<OrderSettingsPageProps, 'action'>> {
  const [attorneys, unorderedAreas, blogs, publications, orderings] = await Promise.all([
    store.query('profiles', { where: [{ field: 'kind', op: '==', value: 'attorney' }] }),
    store.query('practiceAreas', { orderBy: [{ field: 'name' }] }),
    store.query('blogs', { orderBy: [{ field: 'publishedAt', direction: 'desc' }] }),
    store.query('publications', { orderBy: [{ field: 'publishedAt', direction: 'desc' }] }),
    store.getMany('orderings', ['attorneys', 'home_attorneys', 'home_pinned', 'practice_areas']),
  ])
  // The picker lists the areas in the site's order (the stored one, not a refused submission).
  const savedAreaIds = orderings.find((o) => o.id === orderingId('practice_areas'))?.ids ?? []
  const areas = applyOrdering(unorderedAreas, savedAreaIds, byName)
  const area = areas.find((a) => a.id === areaId) ?? areas[0] ?? null
  const areaOrdering = area ? await store.get('orderings', orderingId('practice_area_attorneys', area.id)) : null
  const stored = new Map([...orderings, ...(areaOrdering ? [areaOrdering] : [])].map((o) => [o.id, o]))

  /** The ids and version a section starts from: the refused submission, or what is stored. */
  const state = (type: OrderingType, key: string | null) => {
    const saved = stored.get(orderingId(type, key))
    const mine = override && override.type === type ? override : null
    // A practice area that was not found shows its error on the area shown instead.
    const same = mine && (mine.key ?? null) === key ? mine : null
    return {
      ids: same?.ids ?? saved?.ids ?? [],
      version: same?.version ?? saved?.version ?? 0,
      ...(mine ? { error: mine.error } : {}),
    }
  }

  const attorneysState = state('attorneys', null)
  const ordered = applyOrdering(attorneys, attorneysState.ids, byName)
  const attorneySection: OrderSectionData = {
    type: 'attorneys',
    key: null,
    version: attorneysState.version,
    items: ordered.map(attorneyItem),
    ...(attorneysState.error ? { error: attorneysState.error } : {}),
  }

  const homeState = state('home_attorneys', null)
  const homeSection: OrderSectionData = {
    type: 'home_attorneys',
    key: null,
    version: homeState.version,
    // Attorneys not on the home page are offered in the site's attorney order.
    ...choose(ordered.map(attorneyItem), homeState.ids),
    ...(homeState.error ? { error: homeState.error } : {}),
  }

  // Every area is always listed (nothing to add or remove): the order of all of them.
  const areasState = state('practice_areas', null)
  const areasSection: OrderSectionData = {
    type: 'practice_areas',
    key: null,
    version: areasState.version,
    items: applyOrdering(unorderedAreas, areasState.ids, byName).map((a) => areaItem(a, attorneys)),
    ...(areasState.error ? { error: areasState.error } : {}),
  }

  let areaSection: OrderSectionData | null = null
  if (area) {
    const areaState = state('practice_area_attorneys', area.id)
    const members = attorneys.filter((p) => p.practiceAreaIds.includes(area.id))
    areaSection = {
      type: 'practice_area_attorneys',
      key: area.id,
      version: areaState.version,
      items: applyOrdering(members, areaState.ids, byName).map(attorneyItem),
      ...(areaState.error ? { error: areaState.error } : {}),
    }
  }

  const pinnedState = state('home_pinned', null)
  const posts = [
    ...blogs.map((post) => ({ at: post.publishedAt, item: postItem('blogs', post, now) })),
    ...publications.map((post) => ({ at: post.publishedAt, item: postItem('publications', post, now) })),
  ]
    .sort((a, b) => (b.at ?? '').localeCompare(a.at ?? ''))
    .map((entry) => entry.item)
  const pinnedSection: OrderSectionData = {
    type: 'home_pinned',
    key: null,
    version: pinnedState.version,
    ...choose(posts, pinnedState.ids),
    ...(pinnedState.error ? { error: pinnedState.error } : {}),
  }

  return {
    attorneys: attorneySection,
    homeAttorneys: homeSection,
    practiceAreas: areasSection,
    areas: areas.map((a) => ({ id: a.id, name: a.name })),
    area: area ? { id: area.id, name: area.name } : null,
    areaSection,
    homePinned: pinnedSection,
  }
}
