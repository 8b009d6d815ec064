import { INQUIRY_RETENTION_DEFAULT_MONTHS } from '../../../../shared/collections/settings'

/**
 * How long inquiries are kept: the months Pengaturan Situs gives (12 when it gives
 * none) from receipt, then the inbox sweep deletes them, spam included. The privacy notice
 * states the same period.
 */
export const INQUIRY_RETENTION_MONTHS = INQUIRY_RETENTION_DEFAULT_MONTHS

/** The instant before which an inquiry received is past its retention. */
export function retentionCutoff(now: Date, months: number = INQUIRY_RETENTION_MONTHS): Date {
  const cutoff = new Date(now)
  cutoff.setUTCMonth(cutoff.getUTCMonth() - months)
  return cutoff
}
