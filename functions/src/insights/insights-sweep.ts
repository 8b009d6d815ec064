/**
 * Statistik's retention (docs/insights.md): the daily counters of months before the setting's
 * **Simpan Statistik (bulan)** (25 by default) are deleted, whole months at a time, so a month
 * is never shown half. Run by the minute sweep (embedded) and the ten-minute schedule (Firebase):
 * after the first run of a month it finds nothing, at the cost of one query.
 */
import { insightsRetentionMonths, SETTINGS_ID } from '../../../shared/collections/settings'
import { insightsDay, retentionStart } from '../../../shared/insights/types'
import type { ContentStore, InsightsStore } from '../backends/ports'

export async function sweepInsights(deps: { store: ContentStore; insights: InsightsStore; now: () => Date }): Promise<{ deleted: number; keptFrom: string }> {
  const settings = await deps.store.get('settings', SETTINGS_ID)
  const keptFrom = retentionStart(insightsDay(deps.now()), insightsRetentionMonths(settings?.insightsRetentionMonths))
  return { deleted: await deps.insights.deleteBefore(keptFrom), keptFrom }
}
