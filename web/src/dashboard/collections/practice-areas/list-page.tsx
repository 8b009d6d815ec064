import { TRASH_NOTE } from '../../../../../shared/collections/trash'
import { ORDER_SETTINGS_PATH, PRACTICE_AREAS_PATH, practiceAreas } from '../../../../../shared/collections/practice-areas'
import { ConfirmButton } from '../../components/confirm-button'
import { useLiveList } from '../../live/use-live-list'
import { PUBLISH_STATUS_LABELS, type PublishStatus } from '../../../../../shared/publish-rule'
import type { ItemLanguages } from '../../../../../shared/collections/translation-status'
import { LanguageMarks } from '../../components/language-marks'

export interface PracticeAreaListItem {
  id: string
  name: string
  slug: string
  summary: string
  version: number
  /** Attorneys and staff whose profile names the area. */
  people: number
  /** Draf or Terbit (a practice area has no date to be scheduled by). */
  status: PublishStatus
  /** Its languages, once practice areas have English fields (issue 15). */
  languages?: ItemLanguages
}

export interface PracticeAreaListPageProps {
  /** In the order the site lists them. */
  items: PracticeAreaListItem[]
  /** A delete refused because profiles still name the area. */
  blocked?: { id: string; name: string; people: { name: string; href: string }[]; count: number }
  staleDelete?: string
}

export const LIST_PATH = PRACTICE_AREAS_PATH
/** Where the order of the areas and of each area's team is set. */
export const ORDER_PATH = ORDER_SETTINGS_PATH

/** /dashboard/practice-areas: every area in the site's order, with its team size and public page. */
export default function PracticeAreaListPage({ props }: { props: PracticeAreaListPageProps }) {
  const { items, blocked, staleDelete } = props
  const { title, noun, create } = practiceAreas.labels
  useLiveList(['practiceAreas'], items.map((item) => ({ collection: 'practiceAreas', id: item.id })))
  return (
    <div className="page-stack">
      <div className="page-head">
        <h1>{title}</h1>
        <div className="profile-head-actions">
          <a className="btn" href={ORDER_PATH}>
            Atur urutan
          </a>
          <a className="btn btn-primary" href={`${LIST_PATH}/create`}>
            {create}
          </a>
        </div>
      </div>

      {blocked ? (
        <div className="alert alert-error" role="alert">
          <p>
            <strong>{`${title} “${blocked.name}” tidak dapat dihapus`}</strong>
            {` karena masih tercantum di ${blocked.count} profil. Hapus bidang praktik ini dari profil berikut terlebih dahulu:`}
          </p>
          <ul>
            {blocked.people.map((person) => (
              <li key={person.href}>
                <a href={person.href}>{person.name}</a>
              </li>
            ))}
          </ul>
          {blocked.count > blocked.people.length ? <p>{`…dan ${blocked.count - blocked.people.length} lainnya.`}</p> : null}
        </div>
      ) : null}
      {staleDelete ? (
        <div className="alert alert-error" role="alert">
          <p>{`“${staleDelete}” baru saja diubah orang lain dan tidak dihapus. Periksa kembali sebelum menghapus.`}</p>
        </div>
      ) : null}

      <section className="panel" aria-labelledby="area-list-title">
        <h2 id="area-list-title" className="visually-hidden">{`Daftar ${noun}`}</h2>
        <p className="profile-count area-count" role="status">{`${items.length} ${noun}`}</p>
        {items.length === 0 ? (
          <div className="empty">
            <p>Belum ada bidang praktik. Tambahkan bidang praktik pertama firma.</p>
            <p>
              <a className="btn btn-primary" href={`${LIST_PATH}/create`}>
                {create}
              </a>
            </p>
          </div>
        ) : (
          <table className="data-table area-table">
            <thead>
              <tr>
                <th scope="col">Nama</th>
                <th scope="col">Ringkasan</th>
                <th scope="col">Profil</th>
                <th scope="col">
                  <span className="visually-hidden">Aksi</span>
                </th>
              </tr>
            </thead>
            <tbody>
              {items.map((item) => (
                <tr key={item.id}>
                  <td>
                    <a href={`${LIST_PATH}/${item.id}/edit`} className="profile-name">
                      {item.name}
                    </a>
                    <div className="profile-slug">
                      <code>{item.slug}</code>
                    </div>
                    <div className="row-badges">
                      <span className={`status-badge status-${item.status}`}>{PUBLISH_STATUS_LABELS[item.status]}</span>
                      {item.languages ? <LanguageMarks languages={item.languages} /> : null}
                    </div>
                  </td>
                  <td className="area-summary-cell">{item.summary}</td>
                  {/* On a phone the header row is hidden: the label names the bare number. */}
                  <td data-label="Profil">{item.people}</td>
                  <td className="row-actions">
                    <a className="btn btn-quiet" href={`${LIST_PATH}/${item.id}/edit`} aria-label={`Ubah ${item.name}`}>
                      Ubah
                    </a>
                    {item.status === 'published' ? (
                      <a className="btn btn-quiet row-action-view" href={`/practice-area/${item.slug}`} target="_blank" rel="noopener" aria-label={`Lihat di situs: ${item.name} (tab baru)`}>
                        Lihat
                      </a>
                    ) : (
                      <a className="btn btn-quiet row-action-view" href={`${LIST_PATH}/${item.id}/preview`} target="_blank" rel="noopener" aria-label={`Pratinjau: ${item.name} (tab baru)`}>
                        Pratinjau
                      </a>
                    )}
                    {item.people > 0 ? (
                      // A delete that cannot succeed is not offered: the profiles naming the area come first.
                      <a className="btn btn-quiet" href={`/dashboard/profiles?area=${item.id}`} title="Hapus bidang praktik ini dari profil tersebut sebelum menghapusnya">
                        {`Dipakai ${item.people} profil`}
                      </a>
                    ) : (
                      <ConfirmButton
                        action={`${LIST_PATH}/${item.id}/delete`}
                        fields={{ version: item.version }}
                        label="Hapus"
                        ariaLabel={`Hapus ${item.name}`}
                        title={`Hapus ${noun} “${item.name}”?`}
                        message={`Halaman bidang praktik ini akan hilang dari situs. ${TRASH_NOTE}`}
                        confirmLabel="Hapus"
                      />
                    )}
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
