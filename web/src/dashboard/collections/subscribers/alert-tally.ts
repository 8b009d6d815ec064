import { DELIVERY_STATE_LABELS, type DeliveryState } from '../../../../../shared/collections/alerts'

/** Sent, failed, bounced, skipped and still to go: of one alert. */
export type AlertTally = Record<DeliveryState, number>

/** The tally as one line: each state with a count, in the order a reader asks. */
export function tallyLine(tally: AlertTally): string {
  const order: DeliveryState[] = ['sent', 'failed', 'bounced', 'skipped', 'pending', 'sending']
  return order.filter((state) => tally[state] > 0).map((state) => `${DELIVERY_STATE_LABELS[state]}: ${tally[state]}`).join(' · ') || 'Tidak ada penerima'
}
