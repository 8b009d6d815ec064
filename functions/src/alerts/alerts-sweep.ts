/**
 * The client alerts' part of the periodic sweep (every minute on the embedded server, every ten
 * minutes on Firebase's alert schedule), beside the inbox's: scheduled items whose date came get
 * their alert, subscription emails still due are tried again, subscriptions past their keeping
 * are deleted (a request never confirmed a day after its link expired, an address that left or
 * bounced after 30 days), and per-recipient records older than the inbox's retention period
 * (Simpan pesan masuk) are deleted; a finished alert keeps its counts. Each part is bounded per
 * run; what a run leaves is the next run's.
 */
import { inquiryRetentionMonths, SETTINGS_ID } from '../../../shared/collections/settings'
import type { ContentStore } from '../backends/ports'
import { retentionCutoff } from '../collections/inquiries/retention'
import { deleteSubscriber } from '../collections/inquiries/person-data'
import type { Mailer } from '../mail/mailer'
import { firmForAlerts } from './alert-context'
import { sweepNewlyPublished } from './alert-planner'
import { deliverSubscriptionMail } from './subscription-mail'

/** Records handled per part and run. */
export const ALERT_SWEEP_BATCH = 200

export interface AlertSweepDeps {
  store: ContentStore
  mailer: Mailer
  now: () => Date
  baseUrl: string
}

export interface AlertSweepResult {
  alertsCreated: number
  mailRetried: number
  subscribersDeleted: number
  recordsDeleted: number
}

export async function sweepAlerts(deps: AlertSweepDeps): Promise<AlertSweepResult> {
  const { store } = deps
  const now = deps.now()
  const alertsCreated = await sweepNewlyPublished(store, now)

  let mailRetried = 0
  const due = await store.query('subscribers', { where: [{ field: 'mailDue', op: '==', value: true }], limit: ALERT_SWEEP_BATCH })
  if (due.length) {
    const firm = await firmForAlerts(store, deps.baseUrl)
    for (const subscriber of due) {
      const after = await deliverSubscriptionMail(subscriber, { store, mailer: deps.mailer, firm, now })
      if (after !== subscriber) mailRetried++
    }
  }

  let subscribersDeleted = 0
  const expired = await store.query('subscribers', { where: [{ field: 'purgeAt', op: '<=', value: now.toISOString() }], limit: ALERT_SWEEP_BATCH })
  const stillExpired = (subscriber: { purgeAt: string | null }) => subscriber.purgeAt !== null && subscriber.purgeAt <= now.toISOString()
  for (const subscriber of expired) {
    // Read again by the delete: an address confirmed since this query is kept.
    if (await deleteSubscriber(store, subscriber.id, 'retention', { mailer: deps.mailer, onlyIf: stillExpired })) subscribersDeleted++
  }

  const months = inquiryRetentionMonths((await store.get('settings', SETTINGS_ID))?.inquiryRetentionMonths)
  const cutoff = retentionCutoff(now, months).toISOString()
  const old = await store.query('alertDeliveries', { where: [{ field: 'createdAt', op: '<', value: cutoff }], limit: ALERT_SWEEP_BATCH })
  let recordsDeleted = 0
  for (const record of old) {
    // A record still due is the queue's until it settles.
    if (record.state === 'pending' || record.state === 'sending') continue
    try {
      await store.remove('alertDeliveries', record.id, { actor: 'retention' })
      recordsDeleted++
    } catch (error) {
      if ((error as Error).name !== 'NotFoundError') throw error
    }
  }
  return { alertsCreated, mailRetried, subscribersDeleted, recordsDeleted }
}
