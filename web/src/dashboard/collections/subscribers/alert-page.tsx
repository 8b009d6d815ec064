import { ALERT_REASON_LABELS, ALERT_STATE_LABELS, DELIVERY_STATE_LABELS, DELIVERY_STATES, type AlertState, type DeliveryState } from '../../../../../shared/collections/alerts'
import { formatStamp } from '../inquiries/paths'
import { tallyLine, type AlertTally } from './alert-tally'
import { ALERTS_PATH } from './paths'

export interface AlertRecipientRow {
  id: string
  /** The address, or '' when the subscriber's data was deleted since. */
  email: string
  state: DeliveryState
  attempts: number
  lang: string
  sentAt: string | null
  lastError: string
  /** What the transport reports later (the Trigger Email extension's delivery state), where it does. */
  delivery?: string
}

export interface AlertReportPageProps {
  alert: {
    id: string
    title: string
    collection: 'blogs' | 'publications'
    reason: keyof typeof ALERT_REASON_LABELS
    state: AlertState
    createdAt: string
    finishedAt: string | null
    recipients: number
    /** Where the item is now ('' once deleted). */
    itemHref: string
  }
  tally: AlertTally
  /** Counts kept when it finished (they stay when per-recipient records are deleted by retention). */
  kept: { sent: number; failed: number; bounced: number; skipped: number } | null
  rows: AlertRecipientRow[]
  state: '' | DeliveryState
  page: number
  pages: number
}

const KIND = { blogs: 'Blog', publications: 'Publikasi' } as const

function reportUrl(id: string, state: string, page = 1): string {
  const search = new URLSearchParams()
  if (state) search.set('state', state)
  if (page > 1) search.set('page', String(page))
  const query = search.toString()
  return `${ALERTS_PATH}/${id}${query ? `?${query}` : ''}`
}

/** One alert's report: who it went to, who it failed for or bounced, who was skipped, and each try's error. */
export default function AlertReportPage({ props }: { props: AlertReportPageProps }) {
  const { alert, tally, kept, rows, state, page, pages } = props
  return (
    <div className="page-stack">
      <div className="page-head">
        <h1>{`Laporan: ${alert.title}`}</h1>
        <div className="profile-head-actions">
          {alert.itemHref ? (
            <a className="btn" href={alert.itemHref}>
              Buka item
            </a>
          ) : null}
          <a className="btn" href={ALERTS_PATH}>
            Semua laporan
          </a>
        </div>
      </div>
      <section className="panel" aria-labelledby="alert-summary-title">
        <h2 id="alert-summary-title">Ringkasan</h2>
        <dl className="alert-summary">
          <dt>Jenis</dt>
          {/* A Buletin fills the item fields with its own id: its reason says what it is. */}
          <dd>{alert.reason === 'digest' ? ALERT_REASON_LABELS.digest : `${KIND[alert.collection]} · ${ALERT_REASON_LABELS[alert.reason]}`}</dd>
          <dt>Keadaan</dt>
          <dd>{`${ALERT_STATE_LABELS[alert.state]}${alert.finishedAt ? `, ${formatStamp(alert.finishedAt)}` : ''}`}</dd>
          <dt>Dibuat</dt>
          <dd>{formatStamp(alert.createdAt)}</dd>
          <dt>Penerima</dt>
          <dd>{alert.recipients}</dd>
          <dt>Hasil</dt>
          <dd>{tallyLine(tally)}</dd>
          {kept ? (
            <>
              <dt>Saat selesai</dt>
              <dd>{`Terkirim ${kept.sent} · Gagal ${kept.failed} · Ditolak ${kept.bounced} · Dilewati ${kept.skipped}`}</dd>
            </>
          ) : null}
        </dl>
      </section>
      <section className="panel" aria-labelledby="alert-rows-title">
        <h2 id="alert-rows-title">Penerima</h2>
        <nav className="inbox-folders" aria-label="Saring menurut keadaan">
          <ul>
            {(['', ...DELIVERY_STATES] as const).map((s) => (
              <li key={s || 'all'}>
                <a href={reportUrl(alert.id, s)} aria-current={state === s ? 'page' : undefined}>
                  {s ? DELIVERY_STATE_LABELS[s] : 'Semua'} <span className="inbox-count">{s ? tally[s] : DELIVERY_STATES.reduce((sum, x) => sum + tally[x], 0)}</span>
                </a>
              </li>
            ))}
          </ul>
        </nav>
        {rows.length === 0 ? (
          <div className="empty">
            <p>Tidak ada penerima dalam daftar ini.</p>
          </div>
        ) : (
          <table className="data-table inbox-table">
            <thead>
              <tr>
                <th scope="col">Email</th>
                <th scope="col">Keadaan</th>
                <th scope="col">Percobaan</th>
                <th scope="col">Keterangan</th>
              </tr>
            </thead>
            <tbody>
              {rows.map((row) => (
                <tr key={row.id}>
                  <td>{row.email || <em>Data pelanggan sudah dihapus</em>}</td>
                  <td>
                    <span className={`status-badge delivery-state-${row.state}`}>{DELIVERY_STATE_LABELS[row.state]}</span>
                    {row.sentAt ? <div className="inbox-meta">{formatStamp(row.sentAt)}</div> : null}
                  </td>
                  <td>{row.attempts}</td>
                  <td className="inbox-excerpt">
                    {[row.lang ? `Bahasa ${row.lang === 'en' ? 'Inggris' : 'Indonesia'}` : '', row.delivery ? `Layanan email: ${row.delivery}` : '', row.lastError].filter(Boolean).join(' · ')}
                  </td>
                </tr>
              ))}
            </tbody>
          </table>
        )}
        {pages > 1 ? (
          <nav className="pager" aria-label="Halaman daftar penerima">
            {page > 1 ? (
              <a className="btn" href={reportUrl(alert.id, state, page - 1)} rel="prev">
                Sebelumnya
              </a>
            ) : null}
            <span>{`Halaman ${page} dari ${pages}`}</span>
            {page < pages ? (
              <a className="btn" href={reportUrl(alert.id, state, page + 1)} rel="next">
                Berikutnya
              </a>
            ) : null}
          </nav>
        ) : null}
      </section>
    </div>
  )
}
