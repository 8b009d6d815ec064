/**
 * How long applications are kept (issue 14): 6 months from receipt unless the site settings say
 * otherwise (`applicationRetentionMonths`, when that setting exists), then the sweep deletes them
 * with their CVs, spam included. The privacy notice states the period.
 */
import { APPLICATION_RETENTION_MONTHS } from '../../../../shared/collections/applications'
import { SETTINGS_ID } from '../../../../shared/collections/settings'
import type { ContentStore } from '../../backends/ports'

/** The longest period the setting may ask for (ten years): past it, the default stands. */
const RETENTION_MONTHS_MAX = 120

/** The retention period in months: the settings' value when it is a whole number of months, else 6. */
export async function applicationRetentionMonths(store: ContentStore): Promise<number> {
  const settings = (await store.get('settings', SETTINGS_ID).catch(() => null)) as { applicationRetentionMonths?: unknown } | null
  const months = settings?.applicationRetentionMonths
  return typeof months === 'number' && Number.isInteger(months) && months >= 1 && months <= RETENTION_MONTHS_MAX ? months : APPLICATION_RETENTION_MONTHS
}

/** The instant before which an application received is past its retention. */
export function applicationCutoff(now: Date, months: number): Date {
  const cutoff = new Date(now)
  cutoff.setUTCMonth(cutoff.getUTCMonth() - months)
  return cutoff
}
