/**
 * The inquiries' part of the periodic sweep (every minute on the embedded backend, every ten minutes
 * on Firebase, beside the search sweep): emails still due are tried again, and inquiries past
 * their retention period are deleted, spam included (the privacy notice promises both), and
 * counted in one line of Log Aktivitas (history/retention-log.ts).
 */
import type { ContentStore } from '../../backends/ports'
import { inquiryRetentionMonths, SETTINGS_ID } from '../../../../shared/collections/settings'
import { retentionCutoff } from './retention'
import { readSite } from '../../content/site'
import type { Mailer } from '../../mail/mailer'
import { deliverInquiryMail } from './inquiry-mail'
import { logRetentionRun } from '../../history/retention-log'
import { RETENTION_ACTOR } from '../../../../shared/history'

/** Inquiries handled per sweep (the rest wait for the next one). */
export const SWEEP_BATCH = 100

export interface InboxSweepDeps {
  store: ContentStore
  mailer: Mailer
  now: () => Date
  baseUrl: string
  /** Months inquiries are kept (default: the settings' period, else 12). */
  retentionMonths?: number
}

export async function sweepInbox(deps: InboxSweepDeps): Promise<{ retried: number; deleted: number }> {
  const now = deps.now()
  let retried = 0
  const due = await deps.store.query('inquiries', { where: [{ field: 'mailDue', op: '==', value: true }], limit: SWEEP_BATCH })
  if (due.length) {
    const site = await readSite(deps.store)
    const firm = { name: site.name, email: site.email, baseUrl: deps.baseUrl }
    for (const inquiry of due) {
      const after = await deliverInquiryMail(inquiry, { store: deps.store, mailer: deps.mailer, firm, now })
      if (after !== inquiry) retried++
    }
  }
  const months = deps.retentionMonths ?? inquiryRetentionMonths((await deps.store.get('settings', SETTINGS_ID))?.inquiryRetentionMonths)
  const cutoff = retentionCutoff(now, months).toISOString()
  const expired = await deps.store.query('inquiries', { where: [{ field: 'createdAt', op: '<', value: cutoff }], limit: SWEEP_BATCH })
  let deleted = 0
  try {
    for (const inquiry of expired) {
      try {
        await deps.store.remove('inquiries', inquiry.id, { actor: RETENTION_ACTOR })
        deleted++
      } catch (error) {
        // Deleted by another run meanwhile: that run counts it.
        if ((error as Error).name !== 'NotFoundError') throw error
      }
    }
  } finally {
    // What this run deleted, even when a failure ends it early.
    await logRetentionRun(deps.store, { collection: 'inquiries', deleted, months, at: deps.now() })
  }
  return { retried, deleted }
}
