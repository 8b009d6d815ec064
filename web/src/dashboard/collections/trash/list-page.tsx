import { TRASH_DAYS, TRASH_TYPE_LABELS, type TrashableCollection } from '../../../../../shared/collections/trash'
import { formatStamp } from '../inquiries/paths'
import { ConfirmButton } from '../../components/confirm-button'
import { Field } from '../../components/field'
import { useLiveList } from '../../live/use-live-list'
import { TRASH_PATH } from './paths'

export interface TrashListItem {
  id: string
  collection: TrashableCollection
  title: string
  slug: string
  deletedAt: string
  deletedByName: string
  purgeAt: string
  /** Public addresses it had: they answer 410 Gone until it is restored. */
  paths: string[]
  /** Whether the signed-in staff member may restore it (an office: admins only, as its own screen). */
  canRestore: boolean
}

/** A restore refused because the slug is another item's now: the user picks another. */
export interface TrashConflict {
  id: string
  title: string
  slug: string
  takenBy: string
  /** What the slug field shows: the suggestion, or what the user typed. */
  value: string
  /** The typed slug's problem, when it had one. */
  error?: string
}

export interface TrashListPageProps {
  items: TrashListItem[]
  /** Admins delete for good; editors restore only. */
  canPurge: boolean
  conflict?: TrashConflict
  /** The entry was restored or purged by someone else meanwhile. */
  gone?: boolean
}

function ConflictForm({ conflict }: { conflict: TrashConflict }) {
  const errorId = 'trash-slug-error'
  return (
    <section className="panel trash-conflict" aria-labelledby="trash-conflict-title">
      <h2 id="trash-conflict-title">{`Pilih slug lain untuk “${conflict.title}”`}</h2>
      <div className="alert alert-error" role="alert">
        <p>
          {conflict.takenBy
            ? `Slug “${conflict.slug}” sekarang dipakai oleh “${conflict.takenBy}”, jadi “${conflict.title}” tidak dapat dipulihkan dengan alamat lamanya. `
            : `“${conflict.title}” tidak dipulihkan: slug barunya tidak dapat dipakai. `}
          Pilih slug baru; alamat lamanya tetap milik item yang sekarang memakainya.
        </p>
      </div>
      <form method="post" action={`${TRASH_PATH}/${conflict.id}/restore`} className="inline-form">
        <Field label="Slug baru" htmlFor="trash-slug" errorId={errorId} errors={conflict.error ? [conflict.error] : undefined} help="Huruf kecil, angka, dan tanda hubung." helpId="trash-slug-help" required>
          <input
            id="trash-slug"
            name="slug"
            type="text"
            defaultValue={conflict.value}
            autoComplete="off"
            required
            aria-invalid={conflict.error ? true : undefined}
            aria-describedby={conflict.error ? `trash-slug-help ${errorId}` : 'trash-slug-help'}
          />
        </Field>
        <div className="inline-actions">
          <button type="submit" className="btn btn-primary">
            Pulihkan dengan slug ini
          </button>
          <a className="btn" href={TRASH_PATH}>
            Batal
          </a>
        </div>
      </form>
    </section>
  )
}

/** /dashboard/trash (Sampah): what staff deleted in the last 30 days, restored by whoever may edit its kind, deleted for good by admins. */
export default function TrashListPage({ props }: { props: TrashListPageProps }) {
  const { items, canPurge, conflict, gone } = props
  useLiveList(['trash'], items.map((item) => ({ collection: 'trash', id: item.id })))
  return (
    <div className="page-stack">
      <div className="page-head">
        <h1>Sampah</h1>
      </div>
      <p className="page-intro">
        {`Item yang dihapus disimpan di sini selama ${TRASH_DAYS} hari, lalu dihapus permanen dengan sendirinya. Selama di Sampah, item tidak tampil di situs dan alamatnya menjawab “410 Gone”; file-nya tetap disimpan. `}
        {canPurge ? 'Admin dapat menghapus permanen lebih awal.' : 'Hanya admin yang dapat menghapus permanen lebih awal.'}
      </p>

      {gone ? (
        <div className="alert alert-error" role="alert">
          <p>Item itu sudah dipulihkan atau dihapus permanen oleh orang lain. Daftar di bawah sudah diperbarui.</p>
        </div>
      ) : null}
      {conflict ? <ConflictForm conflict={conflict} /> : null}

      <section className="panel" aria-labelledby="trash-list-title">
        <h2 id="trash-list-title" className="visually-hidden">
          Isi Sampah
        </h2>
        <p className="profile-count" role="status">{`${items.length} item`}</p>
        {items.length === 0 ? (
          <div className="empty">
            <p>Sampah kosong. Item yang Anda hapus akan muncul di sini dan dapat dipulihkan.</p>
          </div>
        ) : (
          <table className="data-table trash-table">
            <thead>
              <tr>
                <th scope="col">Item</th>
                <th scope="col">Dihapus</th>
                <th scope="col">Dihapus permanen</th>
                <th scope="col">
                  <span className="visually-hidden">Aksi</span>
                </th>
              </tr>
            </thead>
            <tbody>
              {items.map((item) => (
                <tr key={item.id}>
                  <td>
                    <span className="trash-type">{TRASH_TYPE_LABELS[item.collection]}</span>
                    <div className="profile-name">{item.title}</div>
                    {item.paths.length ? <div className="profile-slug">{item.paths[0]}</div> : null}
                  </td>
                  <td data-label="Dihapus">
                    {formatStamp(item.deletedAt)}
                    <div className="profile-slug">{`oleh ${item.deletedByName || 'staf'}`}</div>
                  </td>
                  <td data-label="Dihapus permanen">{formatStamp(item.purgeAt)}</td>
                  <td className="row-actions">
                    {item.canRestore ? (
                      <form method="post" action={`${TRASH_PATH}/${item.id}/restore`}>
                        <button type="submit" className="btn btn-quiet" aria-label={`Pulihkan ${item.title}`}>
                          Pulihkan
                        </button>
                      </form>
                    ) : (
                      <span className="muted">Hanya admin yang dapat memulihkan</span>
                    )}
                    {canPurge ? (
                      <ConfirmButton
                        action={`${TRASH_PATH}/${item.id}/purge`}
                        label="Hapus permanen"
                        ariaLabel={`Hapus permanen ${item.title}`}
                        title={`Hapus permanen “${item.title}”?`}
                        message="Item ini dan file-nya dihapus untuk selamanya. Tindakan ini tidak dapat dibatalkan."
                        confirmLabel="Hapus permanen"
                      />
                    ) : null}
                  </td>
                </tr>
              ))}
            </tbody>
          </table>
        )}
      </section>
    </div>
  )
}
