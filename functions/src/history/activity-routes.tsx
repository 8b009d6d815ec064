/**
 * Log Aktivitas (`/dashboard/activity`, admins only; an editor gets the admin-only refusal):
 * the log newest first, 50 lines a page, filtered by person, action and dates (days in Jakarta
 * time). Read only: no route changes or deletes a line (the sweep deletes them after a year).
 */
import { Hono } from 'hono'
import { COLLECTION_MODULES } from '../../../shared/collections'
import { fixedItemName, itemName } from '../../../shared/collections/item-names'
import type { CollectionName } from '../../../shared/schemas/types'
import { readTypedDay, TYPED_DAY_EXAMPLE } from '../../../shared/schemas/typed-date'
import type { ContentStore } from '../backends/ports'
import { ACTIVITY_ACTIONS, CLI_ACTOR, RETENTION_ACTOR, type ActivityAction, type ActivityEntry } from '../../../shared/history'
import { historyHref } from '../../../shared/history-view'
import type { ActivityPageProps, ActivityRow } from '../../../web/src/dashboard/history/activity-page'
import type { AppEnv } from '../app-env'
import { guards } from '../auth/guards'
import { renderDashboard } from '../render/dashboard-renderer'
import { actorNames } from './routes'
import { TARGET_BY_COLLECTION } from './targets'

export const ACTIVITY_PATH = '/dashboard/activity'
export const ACTIVITY_PAGE_SIZE = 50

/** A day typed as Indonesian forms write it (`31/01/2027`) or picked (`2027-01-31`), as `YYYY-MM-DD`; null for none (2026-02-30). */
function day(value: string | undefined): string | null {
  return value ? readTypedDay(value) : null
}
/** Midnight of a Jakarta day as an instant; `next` for the day after (an inclusive end). */
function startOf(value: string, next = false): string {
  const instant = new Date(`${value}T00:00:00+07:00`)
  if (next) instant.setTime(instant.getTime() + 86_400_000)
  return instant.toISOString()
}

/** The names of the items fixed documents belong to (an area's ordering: the area), in one read per collection. */
async function ownerNames(store: ContentStore, entries: readonly ActivityEntry[]): Promise<(collection: CollectionName, id: string) => string | null> {
  const wanted = new Map<CollectionName, Set<string>>()
  for (const entry of entries) {
    const of = entry.collection && entry.itemId ? fixedItemName(entry.collection, entry.itemId)?.of : undefined
    if (of) wanted.set(of.collection, (wanted.get(of.collection) ?? new Set()).add(of.id))
  }
  const names = new Map<string, string>()
  for (const [collection, ids] of wanted) {
    for (const doc of await store.getMany(collection, [...ids])) {
      const name = itemName(collection, doc as unknown as Record<string, unknown>, doc.id)
      if (name) names.set(`${collection}/${doc.id}`, name)
    }
  }
  return (collection, id) => names.get(`${collection}/${id}`) ?? null
}

/**
 * What a line is about, with a link to its history where it has one. A fixed document (a page,
 * an ordering) is named as the dashboard names it, whatever the line stored when written (lines
 * written before kept its id: "about").
 */
function itemOf(entry: ActivityEntry, staffName: (uid: string) => string, ownerName: (collection: CollectionName, id: string) => string | null): ActivityRow['item'] {
  if (entry.collection) {
    const module = COLLECTION_MODULES[entry.collection]
    // A line about a kind rather than one item (subscribers imported, records deleted past their retention): the kind alone.
    if (!entry.itemId && !entry.itemTitle) return { kind: '', title: module?.labels.title ?? entry.collection, href: null }
    const target = TARGET_BY_COLLECTION.get(entry.collection)
    const fixed = entry.itemId ? fixedItemName(entry.collection, entry.itemId) : null
    const owner = fixed?.of ? ownerName(fixed.of.collection, fixed.of.id) : null
    return {
      kind: module?.labels.title ?? entry.collection,
      title: (fixed?.of && owner ? fixed.of.named(owner) : fixed?.name) ?? entry.itemTitle ?? entry.itemId ?? '',
      href: target && entry.itemId ? historyHref(target.base, entry.itemId) : null,
    }
  }
  if (entry.itemId) return { kind: 'Akun staf', title: entry.itemTitle ?? staffName(entry.itemId), href: null }
  return null
}

export function activityRoutes() {
  const app = new Hono<AppEnv>()

  app.get(ACTIVITY_PATH, guards('auth', 'admin'), async (c) => {
    const backend = c.get('backend')
    const query = c.req.query()
    const problems: string[] = []
    const staff = await backend.identity.listStaff()
    // A staff member, the command line, the system (the retention sweeps' counted deletions), or '-' for lines under no account (failed sign-ins with an unknown email).
    const known = query.actor === '-' || query.actor === CLI_ACTOR || query.actor === RETENTION_ACTOR
    const actor = query.actor && (known || staff.some((user) => user.uid === query.actor)) ? query.actor : undefined
    const action = (ACTIVITY_ACTIONS as readonly string[]).includes(query.action ?? '') ? (query.action as ActivityAction) : undefined
    const from = day(query.from)
    const to = day(query.to)
    if (query.from && !from) problems.push(`Tanggal “dari” tidak dikenali; tulis misalnya ${TYPED_DAY_EXAMPLE}, atau pilih di kalender.`)
    if (query.to && !to) problems.push(`Tanggal “sampai” tidak dikenali; tulis misalnya ${TYPED_DAY_EXAMPLE}, atau pilih di kalender.`)
    const before = typeof query.before === 'string' && /^\d{4}-\d{2}-\d{2}T[\d:.]+Z~[a-z0-9]{1,20}$/.test(query.before) ? query.before : undefined
    // One line more than a page: whether there is a next page, without counting.
    const entries = await backend.content.queryActivity({
      ...(actor ? { actor: actor === '-' ? '' : actor } : {}),
      ...(action ? { action } : {}),
      ...(from ? { from: startOf(from) } : {}),
      ...(to ? { to: startOf(to, true) } : {}),
      ...(before ? { before } : {}),
      limit: ACTIVITY_PAGE_SIZE + 1,
    })
    const name = await actorNames(backend)
    const shown = entries.slice(0, ACTIVITY_PAGE_SIZE)
    const ownerName = await ownerNames(backend.content, shown)
    // The days as typed (31/01/2027 stays so in its box), read again on the next page.
    const filter = { actor: actor ?? '', action: action ?? '', from: (query.from ?? '').slice(0, 40), to: (query.to ?? '').slice(0, 40) }
    const nextQuery = entries.length > ACTIVITY_PAGE_SIZE ? new URLSearchParams({ ...Object.fromEntries(Object.entries(filter).filter(([, v]) => v)), before: shown.at(-1)!.id }).toString() : null
    const props: ActivityPageProps = {
      rows: shown.map((entry) => ({
        id: entry.id,
        at: entry.at,
        action: entry.action,
        actorName: entry.actor ? name(entry.actor) : 'Tidak dikenal',
        item: itemOf(entry, name, ownerName),
        address: entry.address ?? null,
        detail: entry.detail ?? null,
        count: entry.count ?? 1,
        lastAt: entry.lastAt ?? null,
      })),
      people: staff.map((user) => ({ id: user.uid, name: user.displayName || user.email })).sort((a, b) => a.name.localeCompare(b.name, 'id')),
      filter,
      problems,
      next: nextQuery ? `${ACTIVITY_PATH}?${nextQuery}` : null,
      now: c.get('now').toISOString(),
      first: before ? `${ACTIVITY_PATH}?${new URLSearchParams(Object.fromEntries(Object.entries(filter).filter(([, v]) => v))).toString()}` : null,
    }
    return renderDashboard(c, 'activity', props, { title: 'Log Aktivitas', status: problems.length ? 400 : 200 })
  })

  return app
}
