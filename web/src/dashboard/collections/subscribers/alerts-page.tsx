import { ALERT_REASON_LABELS, ALERT_STATE_LABELS, DELIVERY_STATE_LABELS, type AlertState, type DeliveryState } from '../../../../../shared/collections/alerts'
import { formatStamp } from '../inquiries/paths'
import { ALERTS_PATH, SUBSCRIBERS_PATH } from './paths'

/** Sent, failed, bounced, skipped and still to go: of one alert. */
export type AlertTally = Record<DeliveryState, number>

export interface AlertListItem {
  id: string
  title: string
  collection: 'blogs' | 'publications'
  reason: keyof typeof ALERT_REASON_LABELS
  state: AlertState
  createdAt: string
  finishedAt: string | null
  recipients: number
  tally: AlertTally
}

export interface AlertListPageProps {
  items: AlertListItem[]
}

const KIND = { blogs: 'Blog', publications: 'Publikasi' } as const

/** The tally as one line: each state with a count, in the order a reader asks. */
export function tallyLine(tally: AlertTally): string {
  const order: DeliveryState[] = ['sent', 'failed', 'bounced', 'skipped', 'pending', 'sending']
  return order.filter((state) => tally[state] > 0).map((state) => `${DELIVERY_STATE_LABELS[state]}: ${tally[state]}`).join(' · ') || 'Tidak ada penerima'
}

/** The client alerts sent, newest first, each with its counts and a link to its report. */
export default function AlertListPage({ props }: { props: AlertListPageProps }) {
  return (
    <div className="page-stack">
      <div className="page-head">
        <h1>Laporan peringatan klien</h1>
        <div className="profile-head-actions">
          <a className="btn" href={SUBSCRIBERS_PATH}>
            Kembali ke Pelanggan
          </a>
        </div>
      </div>
      <section className="panel" aria-labelledby="alert-list-title">
        <h2 id="alert-list-title" className="visually-hidden">
          Daftar peringatan
        </h2>
        {props.items.length === 0 ? (
          <div className="empty">
            <p>Belum ada peringatan yang dikirim. Pilih Kirim sebagai peringatan klien pada blog atau publikasi, atau pilih kategorinya di Pengaturan Situs.</p>
          </div>
        ) : (
          <table className="data-table inbox-table">
            <thead>
              <tr>
                <th scope="col">Item</th>
                <th scope="col">Keadaan</th>
                <th scope="col">Penerima</th>
                <th scope="col">Dibuat</th>
              </tr>
            </thead>
            <tbody>
              {props.items.map((item) => (
                <tr key={item.id}>
                  <td>
                    <a className="profile-name" href={`${ALERTS_PATH}/${item.id}`}>
                      {item.title}
                    </a>
                    <div className="inbox-meta">{`${KIND[item.collection]} · ${ALERT_REASON_LABELS[item.reason]}`}</div>
                  </td>
                  <td>
                    <span className={`status-badge alert-state-${item.state}`}>{ALERT_STATE_LABELS[item.state]}</span>
                    {item.finishedAt ? <div className="inbox-meta">{formatStamp(item.finishedAt)}</div> : null}
                  </td>
                  <td>
                    {item.recipients}
                    <div className="inbox-meta">{tallyLine(item.tally)}</div>
                  </td>
                  <td className="inbox-when">{formatStamp(item.createdAt)}</td>
                </tr>
              ))}
            </tbody>
          </table>
        )}
      </section>
    </div>
  )
}
