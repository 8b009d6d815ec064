/**
 * Log Aktivitas' account of the retention sweeps: personal data deleted because its period
 * ended (inquiries, applications with their CVs, event registrations) is deleted as the system's
 * (`RETENTION_ACTOR`), which logs no line per record; instead each run that deleted something
 * appends one line per kind saying how many and after how long, so the firm's admin sees that the
 * privacy notice's promise is kept. The line names no one: no names, no emails, no ids.
 *
 * Each run counts only the records its own deletes removed (one that another run deleted first
 * is not counted), so runs that overlap write lines that add up to what was deleted.
 */
import { RETENTION_ACTOR } from '../../../shared/history'
import type { ContentStore } from '../backends/ports'
import { logActivity } from './activity'

export type RetainedCollection = 'inquiries' | 'applications' | 'registrations'

const WHAT: Record<RetainedCollection, (count: number, months: number) => string> = {
  inquiries: (count, months) => `${count} pesan masuk (lebih dari ${months} bulan)`,
  applications: (count, months) => `${count} lamaran beserta CV-nya (lebih dari ${months} bulan)`,
  registrations: (count, months) => `${count} pendaftar acara (${months} bulan setelah acaranya selesai)`,
}

/** What the line says after its action: "3 pesan masuk (lebih dari 12 bulan)". */
export function retentionSummary(collection: RetainedCollection, count: number, months: number): string {
  return WHAT[collection](count, months)
}

/**
 * Appends the run's line when it deleted anything (nothing otherwise):
 *
 *   await logRetentionRun(store, { collection: 'inquiries', deleted, months, at: deps.now() })
 */
export async function logRetentionRun(
  store: Pick<ContentStore, 'appendActivity'>,
  run: { collection: RetainedCollection; deleted: number; months: number; at: Date },
): Promise<void> {
  if (run.deleted <= 0) return
  await logActivity(store, {
    action: 'retention-delete',
    actor: RETENTION_ACTOR,
    collection: run.collection,
    detail: retentionSummary(run.collection, run.deleted, run.months),
    at: run.at.toISOString(),
  })
}
