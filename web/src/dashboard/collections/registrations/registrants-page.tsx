import { REGISTRATION_STATE_LABELS, type RegistrationState } from '../../../../../shared/collections/registrations'
import { formatDate } from '../../../../../shared/format'
import { formatStamp } from '../inquiries/paths'

export interface RegistrantRow {
  id: string
  name: string
  email: string
  company: string
  position: string
  /** Grouped for reading by the server. */
  phone: string
  questions: string
  state: RegistrationState
  createdAt: string
}

export interface RegistrantsPageProps {
  event: { id: string; title: string; startsAt: string; capacity: number; recordingUrl: string; editHref: string }
  counts: Record<RegistrationState, number>
  rows: RegistrantRow[]
  /** Where this page's forms post and its CSV is. */
  base: string
  /** The event has begun: attendance can be marked. */
  started: boolean
  /** The event is over and has a recording: the thanks can be sent. */
  thanksReady: boolean
  /** Registrants who already had the thanks. */
  thanked: number
  notice: string
  /** How long the registrations are kept (Pengaturan Situs) and when the sweep deletes them. */
  retention: { months: number; deletedFrom: string }
}

/** Pendaftar: one event's registrants, their counts, attendance, the CSV and the thanks with the recording. */
export default function RegistrantsPage({ props }: { props: RegistrantsPageProps }) {
  const { event, counts, rows, base, started } = props
  return (
    <div className="page-stack">
      <div className="page-head">
        <h1>{`Pendaftar: ${event.title}`}</h1>
        <div className="profile-head-actions">
          <a className="btn" href={`${base}.csv`}>
            Unduh CSV
          </a>
          <a className="btn" href={event.editHref}>
            Ubah acara
          </a>
        </div>
      </div>
      {props.notice ? (
        <p className="notice" role="status">
          {props.notice}
        </p>
      ) : null}
      <section className="panel" aria-labelledby="registrant-counts-title">
        <h2 id="registrant-counts-title">Ringkasan</h2>
        <dl className="alert-summary">
          <dt>Mulai</dt>
          <dd>{formatStamp(event.startsAt)}</dd>
          <dt>Kapasitas</dt>
          <dd>{event.capacity > 0 ? event.capacity : 'Tanpa batas'}</dd>
          <dt>Terdaftar</dt>
          <dd data-count="confirmed">{counts.confirmed}</dd>
          <dt>Daftar tunggu</dt>
          <dd data-count="waitlisted">{counts.waitlisted}</dd>
          <dt>Batal</dt>
          <dd data-count="cancelled">{counts.cancelled}</dd>
          <dt>Hadir</dt>
          <dd data-count="attended">{counts.attended}</dd>
          <dt>Tidak hadir</dt>
          <dd data-count="absent">{counts.absent}</dd>
        </dl>
        {props.thanksReady ? (
          <form method="post" action={`${base}/terima-kasih`}>
            <p>{`Kirim ucapan terima kasih dengan tautan rekaman kepada peserta yang belum menerimanya (sudah dikirim: ${props.thanked}).`}</p>
            <button type="submit" className="btn btn-primary">
              Kirim ucapan terima kasih
            </button>
          </form>
        ) : (
          <p className="muted">Ucapan terima kasih dapat dikirim setelah acara selesai dan tautan rekaman diisi.</p>
        )}
        <p className="muted" data-retention>{`Data pendaftar dihapus otomatis ${props.retention.months} bulan setelah acara selesai, pada ${formatDate(props.retention.deletedFrom)}. Lama penyimpanan diatur di Pengaturan Situs.`}</p>
      </section>
      {rows.length === 0 ? (
        <p className="empty">Belum ada pendaftar.</p>
      ) : (
        <table className="data-table">
          <thead>
            <tr>
              <th scope="col">Nama</th>
              <th scope="col">Kontak</th>
              <th scope="col">Perusahaan</th>
              <th scope="col">Pertanyaan</th>
              <th scope="col">Status</th>
              <th scope="col">Didaftarkan</th>
              {started ? <th scope="col">Kehadiran</th> : null}
            </tr>
          </thead>
          <tbody>
            {rows.map((row) => (
              <tr key={row.id}>
                <td>{row.name}</td>
                <td>
                  {row.email}
                  {row.phone ? <div className="muted">{row.phone}</div> : null}
                </td>
                <td>
                  {row.company}
                  {row.position ? <div className="muted">{row.position}</div> : null}
                </td>
                <td className="inbox-excerpt">{row.questions}</td>
                <td>
                  <span className={`badge status-${row.state}`}>{REGISTRATION_STATE_LABELS[row.state]}</span>
                </td>
                <td>{formatStamp(row.createdAt)}</td>
                {started ? (
                  <td>
                    {row.state === 'cancelled' || row.state === 'waitlisted' ? null : (
                      <form method="post" action={`${base}/kehadiran`} className="inline-actions">
                        <input type="hidden" name="id" value={row.id} />
                        <button type="submit" name="state" value="attended" className="btn btn-small" aria-pressed={row.state === 'attended'}>
                          Hadir
                        </button>
                        <button type="submit" name="state" value="absent" className="btn btn-small" aria-pressed={row.state === 'absent'}>
                          Tidak hadir
                        </button>
                      </form>
                    )}
                  </td>
                ) : null}
              </tr>
            ))}
          </tbody>
        </table>
      )}
    </div>
  )
}
