/**
 * Statistik (`/dashboard/insights`): what visitors read, searched for in vain and sent, counted
 * by the site itself without cookies (docs/insights.md). The filter is a GET form, so every view
 * has its address and works without JavaScript; a calendar helps with the custom range.
 */
import { useEffect, useState, type FormEvent } from 'react'
import { DateInput } from '../components/date-input'
import { submitOnChange } from '../components/submit-on-change'
import type { InsightsEntry, InsightsPageProps } from './insights-types'
import { ViewsChart } from './views-chart'

const PERIODS: [value: string, label: string][] = [
  ['7d', '7 hari'],
  ['30d', '30 hari'],
  ['90d', '90 hari'],
  ['12m', '12 bulan'],
  ['custom', 'Rentang tanggal'],
]
const LANGS: [value: string, label: string][] = [
  ['all', 'Semua'],
  ['id', 'Indonesia'],
  ['en', 'English'],
]

const numberText = (n: number) => n.toLocaleString('id-ID')

/** A day of the custom range: typed (`31/01/2027`) or picked from the calendar. */
function RangeDay({ id, name, label, initial, now }: { id: string; name: string; label: string; initial: string; now: string }) {
  const [value, setValue] = useState(initial)
  return (
    <div className="form-field date-field">
      <label htmlFor={id}>{label}</label>
      <div className="date-row">
        <DateInput id={id} name={name} value={value} onChange={setValue} now={now} />
      </div>
    </div>
  )
}

/**
 * A choice applies at once, as on the lists (submitOnChange), except "Rentang tanggal": that
 * waits for its days and Terapkan.
 */
function applyChoice(event: FormEvent<HTMLFormElement>) {
  if (event.target instanceof HTMLSelectElement && event.target.name === 'period' && event.target.value === 'custom') return
  submitOnChange(event)
}

function Filter({ filter, now }: Pick<InsightsPageProps, 'filter' | 'now'>) {
  const [period, setPeriod] = useState(filter.period)
  // Until the script runs (and without it) the days are always there: they count once
  // "Rentang tanggal" is chosen. With it, they show only for that choice.
  const [scripted, setScripted] = useState(false)
  useEffect(() => setScripted(true), [])
  const showRange = !scripted || period === 'custom'
  return (
    <form method="get" action="/dashboard/insights" className="panel list-toolbar insights-filter" role="search" aria-label="Saring statistik" onChange={applyChoice}>
      <div className="form-field">
        <label htmlFor="insights-period">Periode</label>
        <select id="insights-period" name="period" value={period} onChange={(event) => setPeriod(event.target.value)}>
          {PERIODS.map(([value, label]) => (
            <option key={value} value={value}>
              {label}
            </option>
          ))}
        </select>
      </div>
      <div className="form-field">
        <label htmlFor="insights-lang">Bahasa</label>
        <select id="insights-lang" name="lang" defaultValue={filter.lang}>
          {LANGS.map(([value, label]) => (
            <option key={value} value={value}>
              {label}
            </option>
          ))}
        </select>
      </div>
      {showRange ? (
        <>
          <RangeDay id="insights-from" name="from" label="Dari tanggal" initial={filter.from} now={now} />
          <RangeDay id="insights-to" name="to" label="Sampai tanggal" initial={filter.to} now={now} />
        </>
      ) : null}
      <button type="submit" className="btn">
        Terapkan
      </button>
    </form>
  )
}

/** One list of the page: a heading, its rows with their counts, and what it says when empty. */
function EntryList({ id, title, entries, empty, note }: { id: string; title: string; entries: InsightsEntry[]; empty: string; note?: string }) {
  return (
    <section className="panel insights-list" aria-labelledby={`insights-${id}`} data-list={id}>
      <h2 id={`insights-${id}`}>{title}</h2>
      {note ? <p className="muted insights-note">{note}</p> : null}
      {entries.length === 0 ? (
        <p className="muted">{empty}</p>
      ) : (
        <ol className="insights-entries">
          {entries.map((entry, index) => (
            <li key={`${entry.label}-${entry.detail ?? ''}-${index}`}>
              <span className="insights-entry-name">
                {entry.href ? (
                  <a href={entry.href} target="_blank" rel="noopener">
                    {entry.label}
                    <span className="visually-hidden"> (situs, tab baru)</span>
                  </a>
                ) : (
                  <span>{entry.label}</span>
                )}
                {entry.detail ? <small>{entry.detail}</small> : null}
                {entry.editHref ? (
                  <a className="insights-edit" href={entry.editHref}>
                    Ubah<span className="visually-hidden"> {entry.label}</span>
                  </a>
                ) : null}
              </span>
              <span className="insights-count">{numberText(entry.count)}</span>
            </li>
          ))}
        </ol>
      )}
    </section>
  )
}

/** What the page says before anything is counted: what is counted, and what is not. */
function EmptyState() {
  return (
    <section className="panel insights-empty" aria-labelledby="insights-empty">
      <h2 id="insights-empty">Belum ada yang terhitung untuk periode ini</h2>
      <p>Statistik dihitung oleh situs ini sendiri, tanpa layanan pihak ketiga dan tanpa cookie. Yang dihitung, per hari:</p>
      <ul>
        <li>tayangan setiap halaman publik, per bahasa;</li>
        <li>situs asal pengunjung (hanya nama situsnya), jenis perangkat (ponsel, tablet, komputer) dan negara bila diketahui;</li>
        <li>kata yang dicari, termasuk pencarian tanpa hasil;</li>
        <li>pesan, lamaran, langganan, pendaftaran acara dan unduhan, beserta halaman asalnya.</li>
      </ul>
      <p>Tidak ada yang disimpan per pengunjung: tidak ada alamat IP, tidak ada cookie, tidak ada pengenal. Angka muncul di sini begitu ada kunjungan.</p>
    </section>
  )
}

export default function InsightsPage({ props }: { props: InsightsPageProps }) {
  return (
    <div className="page-stack">
      <div className="page-head">
        <div>
          <h1>Statistik</h1>
          <p className="muted">{props.caption}</p>
        </div>
        <div className="list-head-actions">
          <a className="btn" href={props.csvHref} download>
            Unduh CSV
          </a>
        </div>
      </div>
      <Filter filter={props.filter} now={props.now} />
      {props.problems.length ? (
        <div className="alert alert-error" role="alert">
          {props.problems.map((problem) => (
            <p key={problem}>{problem}</p>
          ))}
        </div>
      ) : null}
      {props.empty ? (
        <EmptyState />
      ) : (
        <>
          <section className="panel insights-views" aria-labelledby="insights-views">
            <h2 id="insights-views">Tayangan</h2>
            <p className="insights-total">
              <strong>{numberText(props.totalViews)}</strong> tayangan halaman
            </p>
            <ViewsChart daily={props.daily} table={props.table} />
          </section>
          <div className="insights-grid">
            <EntryList id="pages" title="Halaman teratas" entries={props.topPages} empty="Belum ada tayangan." />
            <EntryList
              id="searches-empty"
              title="Pencarian tanpa hasil"
              note="Dicari pengunjung, tidak ada yang cocok: bahan tulisan berikutnya."
              entries={props.searchesWithoutResults}
              empty={props.totalSearches ? 'Setiap pencarian menemukan sesuatu.' : 'Belum ada pencarian.'}
            />
            <EntryList id="conversions" title="Konversi per halaman" note="Pesan, lamaran, langganan, pendaftaran acara dan unduhan, dari halaman tempat dilakukan." entries={props.conversions} empty="Belum ada konversi." />
            <EntryList id="conversion-kinds" title="Konversi per jenis" entries={props.conversionsByKind} empty="Belum ada konversi." />
            <EntryList id="languages" title="Bahasa" entries={props.languages} empty="Belum ada tayangan." />
            <EntryList id="referrers" title="Perujuk" note="Situs lain yang mengirim pengunjung (hanya nama situsnya)." entries={props.referrers} empty="Belum ada pengunjung dari situs lain." />
            <EntryList id="devices" title="Perangkat" entries={props.devices} empty="Belum ada tayangan." />
            {props.countries.length ? <EntryList id="countries" title="Negara" entries={props.countries} empty="" /> : null}
          </div>
        </>
      )}
    </div>
  )
}
