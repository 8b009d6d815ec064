import { ConfirmButton } from '../../components/confirm-button'
import { formatStamp, INBOX_PATH, PERSON_PATH } from './paths'

export interface PersonDataPageProps {
  email: string
  /** Every record holding that email (found once an email is given). */
  found: { id: string; kind: string; name: string; receivedAt: string }[] | null
  error?: string
}

/**
 * A person's request to delete their data (UU No. 27 Tahun 2022, as /privacy promises): every
 * record with their email is listed, then deleted at once after a confirmation.
 */
export default function PersonDataPage({ props }: { props: PersonDataPageProps }) {
  const { email, found, error } = props
  return (
    <div className="page-stack">
      <p>
        <a href={INBOX_PATH}>← Pesan Masuk</a>
      </p>
      <div className="page-head">
        <h1>Hapus data seseorang</h1>
      </div>
      <p>Untuk permintaan penghapusan data pribadi: cari alamat email orang itu, periksa datanya, lalu hapus semuanya sekaligus.</p>
      <section className="panel">
        <form className="list-toolbar" method="get" action={PERSON_PATH}>
          <div className="form-field">
            <label htmlFor="person-email">Email</label>
            <input id="person-email" type="email" name="email" defaultValue={email} autoComplete="off" aria-describedby={error ? 'person-error' : undefined} aria-invalid={error ? true : undefined} />
            {error ? (
              <p className="field-error" id="person-error">
                {error}
              </p>
            ) : null}
          </div>
          <div className="inline-actions">
            <button type="submit" className="btn">
              Cari
            </button>
          </div>
        </form>
      </section>
      {found ? (
        <section className="panel" aria-labelledby="person-found">
          <h2 id="person-found">{found.length ? `${found.length} data dengan email ${email}` : `Tidak ada data dengan email ${email}`}</h2>
          {found.length ? (
            <>
              <ul>
                {found.map((item) => (
                  <li key={`${item.kind}-${item.id}`}>
                    {`${item.kind}: ${item.name}, ${formatStamp(item.receivedAt)}`}
                  </li>
                ))}
              </ul>
              <ConfirmButton
                action={PERSON_PATH}
                fields={{ email }}
                label={`Hapus ${found.length} data`}
                className="btn btn-danger"
                title={`Hapus semua data ${email}?`}
                message={<p>{`${found.length} data dihapus permanen, termasuk catatan internalnya. Tindakan ini tidak dapat dibatalkan.`}</p>}
                confirmLabel="Hapus semuanya"
              />
            </>
          ) : null}
        </section>
      ) : null}
    </div>
  )
}
