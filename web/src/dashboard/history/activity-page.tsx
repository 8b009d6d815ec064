/**
 * Log Aktivitas: who did what, on what, from where, newest first; filtered by person, action
 * and dates through the address (a plain GET form). Nothing here changes the log.
 */
import { ACTIVITY_ACTIONS, ACTIVITY_LABELS, CLI_ACTOR, RETENTION_ACTOR, type ActivityAction } from '../../../../shared/history'
import { formatJakartaDateTime, jakartaParts } from '../components/post-dates'
import { useState } from 'react'
import { DateInput } from '../components/date-input'
import { submitOnChange } from '../components/submit-on-change'

export interface ActivityRow {
  id: string
  at: string
  action: ActivityAction
  actorName: string
  /** What the line is about: an item (its kind, '' for a line about a whole kind, which `title` names). */
  item: { kind: string; title: string; href: string | null } | null
  address: string | null
  detail: string | null
  /** A line of repeated failed sign-ins: how many (1 for any other line), and the last one's instant. */
  count: number
  lastAt: string | null
}

export interface ActivityPageProps {
  rows: ActivityRow[]
  people: { id: string; name: string }[]
  filter: { actor: string; action: string; from: string; to: string }
  /** Filter values that could not be read, said above the list. */
  problems: string[]
  /** The next (older) page, and the first page when this is not it. */
  next: string | null
  first: string | null
  /** The server's clock at render (ISO), for the calendars' today. */
  now: string
}

/** A day of the filter: typed (`31/01/2027`) or picked from the calendar, which applies it at once. */
function FilterDay({ id, name, label, initial, now }: { id: string; name: string; label: string; initial: string; now: string }) {
  const [value, setValue] = useState(initial)
  return (
    <div className="form-field date-field">
      <label htmlFor={id}>{label}</label>
      <div className="date-row">
        <DateInput id={id} name={name} value={value} onChange={setValue} now={now} onPick={(input) => input.form?.requestSubmit()} />
      </div>
    </div>
  )
}

export default function ActivityPage({ props }: { props: ActivityPageProps }) {
  const { rows, people, filter, problems } = props
  return (
    <div className="page-stack">
      <div className="page-head">
        <div>
          <h1>Log Aktivitas</h1>
          <p className="muted">
            Masuk dan keluar, perubahan akun staf, serta setiap pembuatan, perubahan, dan penghapusan konten. Percobaan masuk yang gagal dihitung dalam satu baris per
            akun dan alamat selama satu jam. Data pribadi yang dihapus otomatis karena masa simpannya habis dicatat sebagai jumlahnya, tanpa nama. Disimpan satu tahun;
            tidak dapat diubah.
          </p>
        </div>
      </div>
      <form method="get" action="/dashboard/activity" className="panel list-toolbar" role="search" aria-label="Saring log" onChange={submitOnChange}>
        <div className="form-field">
          <label htmlFor="activity-actor">Orang</label>
          <select id="activity-actor" name="actor" defaultValue={filter.actor}>
            <option value="">Semua orang</option>
            {people.map((person) => (
              <option key={person.id} value={person.id}>
                {person.name}
              </option>
            ))}
            <option value={CLI_ACTOR}>Baris perintah</option>
            <option value={RETENTION_ACTOR}>Sistem</option>
            <option value="-">Tidak dikenal</option>
          </select>
        </div>
        <div className="form-field">
          <label htmlFor="activity-action">Tindakan</label>
          <select id="activity-action" name="action" defaultValue={filter.action}>
            <option value="">Semua tindakan</option>
            {ACTIVITY_ACTIONS.map((action) => (
              <option key={action} value={action}>
                {ACTIVITY_LABELS[action]}
              </option>
            ))}
          </select>
        </div>
        <FilterDay id="activity-from" name="from" label="Dari tanggal" initial={filter.from} now={props.now} />
        <FilterDay id="activity-to" name="to" label="Sampai tanggal" initial={filter.to} now={props.now} />
        <button type="submit" className="btn">
          Saring
        </button>
        {filter.actor || filter.action || filter.from || filter.to ? (
          <a className="btn btn-quiet" href="/dashboard/activity">
            Hapus saringan
          </a>
        ) : null}
      </form>
      {problems.length ? (
        <div className="alert alert-error" role="alert">
          {problems.map((problem) => (
            <p key={problem}>{problem}</p>
          ))}
        </div>
      ) : null}
      <section className="panel" aria-label="Catatan aktivitas">
        {rows.length === 0 ? (
          <p className="muted">Tidak ada aktivitas yang cocok dengan saringan ini.</p>
        ) : (
          <table className="activity-table">
            <thead>
              <tr>
                <th scope="col">Waktu</th>
                <th scope="col">Orang</th>
                <th scope="col">Tindakan</th>
                <th scope="col">Item</th>
                <th scope="col">Alamat</th>
              </tr>
            </thead>
            <tbody>
              {rows.map((row) => (
                <tr key={row.id}>
                  <td data-label="Waktu" className="activity-when">
                    {formatJakartaDateTime(row.at)}
                  </td>
                  <td data-label="Orang">{row.actorName}</td>
                  <td data-label="Tindakan">
                    {ACTIVITY_LABELS[row.action]}
                    {row.count > 1 ? <small>{repeated(row.count, row.at, row.lastAt)}</small> : null}
                    {row.detail ? <small>{row.detail}</small> : null}
                  </td>
                  <td data-label="Item" className={row.item ? undefined : 'activity-none'}>
                    {row.item ? (
                      <>
                        {row.item.kind ? <small>{row.item.kind}</small> : null}
                        {row.item.href ? <a href={row.item.href}>{row.item.title}</a> : row.item.title}
                      </>
                    ) : (
                      '—'
                    )}
                  </td>
                  <td data-label="Alamat" className={row.address ? undefined : 'activity-none'}>
                    {row.address ?? '—'}
                  </td>
                </tr>
              ))}
            </tbody>
          </table>
        )}
        <p className="history-tabs">
          {props.first ? <a href={props.first}>Terbaru</a> : null}
          {props.next ? <a href={props.next}>Lebih lama</a> : null}
        </p>
      </section>
    </div>
  )
}

/** "12 kali, terakhir pukul 08.47 WIB" (the date too when the last was on another day). */
function repeated(count: number, at: string, lastAt: string | null): string {
  if (!lastAt) return `${count} kali`
  const last = jakartaParts(lastAt)
  const when = last.date === jakartaParts(at).date ? `pukul ${last.time.replace(':', '.')} WIB` : formatJakartaDateTime(lastAt)
  return `${count} kali, terakhir ${when}`
}
