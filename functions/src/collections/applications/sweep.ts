/**
 * Applications' part of the periodic sweep (beside the inquiries', collections/inquiries/sweep.ts):
 * emails whose next try is due are sent again, and applications past their retention period are
 * deleted with their CVs, spam included (the privacy notice promises both), and counted in one
 * line of Log Aktivitas (history/retention-log.ts). Each part is bounded per run; what a run
 * leaves is the next run's work.
 */
import type { ContentStore, FileStore } from '../../backends/ports'
import { readSite } from '../../content/site'
import type { Mailer } from '../../mail/mailer'
import { deliverApplicationMail } from './application-mail'
import { applicationCutoff, applicationRetentionMonths } from './retention'
import { logRetentionRun } from '../../history/retention-log'
import { RETENTION_ACTOR } from '../../../../shared/history'

/** Applications handled per run and part (the rest wait for the next run). */
export const SWEEP_BATCH = 100

export interface ApplicationSweepDeps {
  store: ContentStore
  files: FileStore
  mailer: Mailer
  now: () => Date
  baseUrl: string
}

export async function sweepApplications(deps: ApplicationSweepDeps): Promise<{ retried: number; deleted: number }> {
  const { store } = deps
  const now = deps.now()
  let retried = 0
  const due = await store.query('applications', { where: [{ field: 'mailDue', op: '==', value: true }], limit: SWEEP_BATCH })
  if (due.length) {
    const site = await readSite(store)
    const firm = { name: site.name, email: site.careerEmail, baseUrl: deps.baseUrl }
    for (const application of due) {
      const after = await deliverApplicationMail(application, { store, mailer: deps.mailer, firm, now })
      if (after !== application) retried++
    }
  }
  const months = await applicationRetentionMonths(store)
  const cutoff = applicationCutoff(now, months).toISOString()
  const expired = await store.query('applications', { where: [{ field: 'createdAt', op: '<', value: cutoff }], limit: SWEEP_BATCH })
  let deleted = 0
  for (const application of expired) {
    // The application, then its CV, as deleteApplication does; counted once the application is
    // gone, whatever becomes of its CV (a CV left by a failure goes with the unused uploads).
    try {
      await store.remove('applications', application.id, { actor: RETENTION_ACTOR })
    } catch (error) {
      // Deleted meanwhile (another run counts it): what was due is done. Anything else waits for the next run.
      if ((error as Error).name !== 'NotFoundError') console.error('application retention: not deleted this run', { id: application.id, error })
      continue
    }
    deleted++
    if (application.cv?.path) {
      await deps.files.delete(application.cv.path).catch((error: unknown) => console.error('application retention: CV left for the unused-upload pruning', { id: application.id, error }))
    }
  }
  await logRetentionRun(store, { collection: 'applications', deleted, months, at: deps.now() })
  return { retried, deleted }
}
