import { SUBSCRIBERS_IMPORT_PATH, SUBSCRIBERS_IMPORT_PREVIEW_PATH, SUBSCRIBERS_PATH } from './paths'

export interface ImportPreviewRow {
  line: number
  email: string
  name: string
  lang: 'id' | 'en'
  areas: string[]
  consentNote: string
  status: 'new' | 'existing' | 'invalid'
  reasons: string[]
}

export interface SubscriberImportPageProps {
  /** The file's text, carried by the preview's confirmation. */
  csv: string
  consentNote: string
  /** Why the whole file was refused. */
  refusal: string | null
  /** `rows`: the invalid ones first, then the known addresses, then the new ones, up to a bound; `total`: every row of the file. */
  preview: { counts: { new: number; existing: number; invalid: number }; total: number; rows: ImportPreviewRow[] } | null
  result: { created: number; existing: number; invalid: number } | null
}

const STATUS = { new: 'Baru: menunggu konfirmasi', existing: 'Sudah ada', invalid: 'Tidak valid' } as const

/** Upload a CSV, see each row, then import the valid new addresses as pending subscribers. */
export default function SubscriberImportPage({ props }: { props: SubscriberImportPageProps }) {
  const { csv, consentNote, refusal, preview, result } = props
  return (
    <div className="page-stack">
      <p>
        <a href={SUBSCRIBERS_PATH}>← Pelanggan</a>
      </p>
      <div className="page-head">
        <h1>Impor pelanggan</h1>
      </div>
      {result ? (
        <section className="panel" aria-labelledby="import-result">
          <h2 id="import-result">Impor selesai</h2>
          <p>{`${result.created} alamat baru disimpan dan menunggu konfirmasi: masing-masing dikirimi email konfirmasi, dan baru menerima peringatan setelah mengonfirmasi. ${result.existing} alamat sudah ada dan tidak diubah. ${result.invalid} baris tidak valid dilewati.`}</p>
          <p>
            <a className="btn" href={`${SUBSCRIBERS_PATH}?status=pending`}>
              Lihat pelanggan yang menunggu konfirmasi
            </a>
          </p>
        </section>
      ) : null}
      {!preview ? (
        <section className="panel" aria-labelledby="import-upload">
          <h2 id="import-upload">Unggah CSV</h2>
          <p>
            Kolom: email, nama, bahasa (id atau en), bidang praktik (dipisah titik koma), catatan persetujuan. Baris pertama berisi judul kolom. Setiap alamat baru menerima email konfirmasi
            dan baru berlangganan setelah pemiliknya mengonfirmasi. Alamat yang sudah ada tidak diubah.
          </p>
          {refusal ? (
            <p className="form-error" role="alert">
              {refusal}
            </p>
          ) : null}
          <form method="post" action={SUBSCRIBERS_IMPORT_PREVIEW_PATH} encType="multipart/form-data">
            <div className="form-field">
              <label htmlFor="import-file">Berkas CSV</label>
              <input id="import-file" type="file" name="file" accept=".csv,text/csv" required />
            </div>
            <div className="form-field">
              <label htmlFor="import-consent">Sumber persetujuan</label>
              <input id="import-consent" type="text" name="consentNote" defaultValue={consentNote} maxLength={300} />
              <p className="field-help">Dipakai untuk baris yang catatan persetujuannya kosong, misalnya “Formulir seminar 12 Mei 2026”.</p>
            </div>
            <div className="inline-actions">
              <button type="submit" className="btn">
                Periksa berkas
              </button>
            </div>
          </form>
        </section>
      ) : (
        <section className="panel" aria-labelledby="import-preview">
          <h2 id="import-preview">Periksa sebelum mengimpor</h2>
          <p>{`${preview.counts.new} alamat baru akan diimpor, ${preview.counts.existing} sudah ada (tidak diubah), ${preview.counts.invalid} baris tidak valid (dilewati).`}</p>
          {preview.rows.length < preview.total ? <p>{`Menampilkan ${preview.rows.length} dari ${preview.total} baris: yang tidak valid dan yang sudah ada lebih dulu.`}</p> : null}
          <table className="data-table inbox-table">
            <thead>
              <tr>
                <th scope="col">Baris</th>
                <th scope="col">Email</th>
                <th scope="col">Keadaan</th>
                <th scope="col">Keterangan</th>
              </tr>
            </thead>
            <tbody>
              {preview.rows.map((row) => (
                <tr key={row.line}>
                  <td>{row.line}</td>
                  <td>
                    {row.email}
                    {row.name ? <div className="inbox-meta">{row.name}</div> : null}
                  </td>
                  <td>
                    <span className={`status-badge import-row-${row.status}`}>{STATUS[row.status]}</span>
                  </td>
                  <td className="inbox-excerpt">
                    {row.status === 'invalid'
                      ? row.reasons.join(' ')
                      : [row.lang === 'en' ? 'English' : 'Bahasa Indonesia', row.areas.length ? row.areas.join(', ') : 'Semua bidang praktik', row.consentNote, ...row.reasons].filter(Boolean).join(' · ')}
                  </td>
                </tr>
              ))}
            </tbody>
          </table>
          <form method="post" action={SUBSCRIBERS_IMPORT_PATH} className="inline-actions">
            <input type="hidden" name="csv" value={csv} />
            <input type="hidden" name="consentNote" value={consentNote} />
            {preview.counts.new > 0 ? (
              <button type="submit" className="btn btn-primary">
                {`Impor ${preview.counts.new} alamat`}
              </button>
            ) : null}
            <a className="btn" href={SUBSCRIBERS_IMPORT_PATH}>
              Unggah berkas lain
            </a>
          </form>
        </section>
      )}
    </div>
  )
}
