/**
 * The history's part of the periodic sweep (every minute beside the inbox's on the embedded
 * server, in the scheduled sweep on Firebase): revisions past the keep-all age are thinned
 * (thinning.ts), and log lines older than a year are deleted.
 *
 * Thinning walks the revisions older than the keep-all age in time order, a page per sweep,
 * remembering where it stopped (`_meta/history-sweep`); once through, it rests for a day, since
 * a revision only becomes thinnable by ageing.
 */
import type { ContentStore } from '../backends/ports'
import type { CollectionName } from '../../../shared/schemas/types'
import { DEFAULT_THINNING, revisionsToDrop, type ThinningRule } from './thinning'

/** Revisions (and log lines) looked at per sweep: a sweep stays short whatever the backlog. */
export const HISTORY_SWEEP_BATCH = 200
/** How long the activity log keeps a line. */
export const ACTIVITY_KEEP_DAYS = 365
export const HISTORY_SWEEP_META = 'history-sweep'
const REST_MS = 86_400_000

export interface HistorySweepDeps {
  store: ContentStore
  now: () => Date
  thinning?: Partial<ThinningRule>
  activityKeepDays?: number
}

interface SweepState {
  /** The id thinning continues after ('' from the start). */
  after: string
  /** Thinning rests until this instant once it went through every old revision. */
  restUntil?: string
}

export async function sweepHistory(deps: HistorySweepDeps): Promise<{ thinned: number; expired: number }> {
  const now = deps.now()
  const rule: ThinningRule = { ...DEFAULT_THINNING, ...deps.thinning }
  const expiredBefore = new Date(now.getTime() - (deps.activityKeepDays ?? ACTIVITY_KEEP_DAYS) * 86_400_000).toISOString()
  const old = await deps.store.scanHistory('activity', { before: expiredBefore, limit: HISTORY_SWEEP_BATCH })
  await deps.store.deleteHistory('activity', old.map((entry) => entry.id))

  const state = ((await deps.store.readMeta(HISTORY_SWEEP_META)) ?? { after: '' }) as unknown as SweepState
  if (state.restUntil && state.restUntil > now.toISOString()) return { thinned: 0, expired: old.length }
  const cutoff = new Date(now.getTime() - rule.keepAllDays * 86_400_000).toISOString()
  const page = await deps.store.scanHistory('revisions', { after: state.after, before: cutoff, limit: HISTORY_SWEEP_BATCH })
  const items = new Map<string, { collection: CollectionName; docId: string }>()
  for (const revision of page) items.set(`${revision.collection}/${revision.docId}`, { collection: revision.collection, docId: revision.docId })
  let thinned = 0
  for (const { collection, docId } of items.values()) {
    const drop = revisionsToDrop(await deps.store.listRevisions(collection, docId), now, rule)
    await deps.store.deleteHistory('revisions', drop)
    thinned += drop.length
  }
  const next: SweepState =
    page.length < HISTORY_SWEEP_BATCH ? { after: '', restUntil: new Date(now.getTime() + REST_MS).toISOString() } : { after: page.at(-1)!.id }
  await deps.store.writeMeta(HISTORY_SWEEP_META, next as unknown as Record<string, unknown>)
  return { thinned, expired: old.length }
}
