/**
 * How long applications are kept: **Simpan lamaran (bulan)** in Pengaturan Situs, 6
 * months from receipt when it is empty; then the sweep deletes them with their CVs, spam
 * included. The privacy notice states the period.
 */
import { APPLICATION_RETENTION_MONTHS } from '../../../../shared/collections/applications'
import { INQUIRY_RETENTION_MAX_MONTHS, SETTINGS_ID } from '../../../../shared/collections/settings'
import type { ContentStore } from '../../backends/ports'
import { retentionCutoff } from '../inquiries/retention'

/** The retention period the settings give (months), or the default: what the settings field accepts, read the same way. */
export function retentionFromSetting(value: unknown): number {
  const months = typeof value === 'string' && /^\d{1,3}$/.test(value) ? Number(value) : NaN
  return Number.isInteger(months) && months >= 1 && months <= INQUIRY_RETENTION_MAX_MONTHS ? months : APPLICATION_RETENTION_MONTHS
}

/** The retention period in months, from the site settings. */
export async function applicationRetentionMonths(store: ContentStore): Promise<number> {
  const settings = await store.get('settings', SETTINGS_ID).catch(() => null)
  return retentionFromSetting(settings?.applicationRetentionMonths)
}

/** The instant before which an application received is past its retention. */
export function applicationCutoff(now: Date, months: number): Date {
  return retentionCutoff(now, months)
}
