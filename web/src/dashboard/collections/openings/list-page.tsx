import { TRASH_NOTE } from '../../../../../shared/collections/trash'
import { openings } from '../../../../../shared/collections/openings'
import { ConfirmButton } from '../../components/confirm-button'
import { LanguageMarks } from '../../components/language-marks'
import type { ItemLanguages } from '../../../../../shared/collections/translation-status'
import { useLiveList } from '../../live/use-live-list'
import { LIST_PATH } from './paths'

/** Where an opening stands for visitors now (shared/opening-rule.ts). */
export type OpeningState = 'shown' | 'closed' | 'past'

export interface OpeningListItem {
  id: string
  title: string
  slug: string
  /** "Penuh waktu · Jakarta Selatan". */
  detail: string
  /** The closing day as readers read it. */
  closes: string
  state: OpeningState
  version: number
  /** Applications received for it. */
  applications: number
  /** Its languages (issue 27: an opening may have an English version). */
  languages?: ItemLanguages
}

export interface OpeningListPageProps {
  /** Latest closing day first. */
  items: OpeningListItem[]
  /** Where the applications are read, when that screen exists. */
  applicationsHref: string | null
  /** A delete refused because someone changed the opening since the list was shown. */
  staleDelete?: string
}


const STATE_TEXT: Record<OpeningState, string> = {
  shown: 'Tampil di situs',
  closed: 'Ditutup',
  past: 'Lewat batas',
}

/** /dashboard/openings: every opening, whether visitors see it, and its applications. */
export default function OpeningListPage({ props }: { props: OpeningListPageProps }) {
  const { items, applicationsHref, staleDelete } = props
  const { title, noun, create } = openings.labels
  useLiveList(['openings'], items.map((item) => ({ collection: 'openings', id: item.id })))
  return (
    <div className="page-stack">
      <div className="page-head">
        <h1>{title}</h1>
        <div className="profile-head-actions">
          <a className="btn btn-primary" href={`${LIST_PATH}/create`}>
            {create}
          </a>
        </div>
      </div>

      {staleDelete !== undefined ? (
        <div className="alert alert-error" role="alert">
          <p>{`“${staleDelete}” baru saja diubah orang lain dan tidak dihapus. Periksa kembali sebelum menghapus.`}</p>
        </div>
      ) : null}

      <section className="panel" aria-labelledby="opening-list-title">
        <h2 id="opening-list-title" className="visually-hidden">{`Daftar ${noun}`}</h2>
        <p className="profile-count" role="status">{`${items.length} ${noun}`}</p>
        {items.length === 0 ? (
          <div className="empty">
            <p>Belum ada lowongan. Lowongan yang dibuka tampil di halaman Karier dengan formulir lamarannya.</p>
            <p>
              <a className="btn btn-primary" href={`${LIST_PATH}/create`}>
                {create}
              </a>
            </p>
          </div>
        ) : (
          <table className="data-table opening-table">
            <thead>
              <tr>
                <th scope="col">Judul</th>
                <th scope="col">Batas lamaran</th>
                <th scope="col">Status</th>
                <th scope="col">Lamaran</th>
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
                      {item.title}
                    </a>
                    <div className="profile-slug">{item.detail}</div>
                    {item.languages ? (
                      <div className="row-badges">
                        <LanguageMarks languages={item.languages} />
                      </div>
                    ) : null}
                  </td>
                  <td data-label="Batas lamaran">{item.closes}</td>
                  <td>
                    {/* The post list's colours: green while visitors see it, amber otherwise. */}
                    <span className={`status-badge ${item.state === 'shown' ? 'status-published' : 'status-scheduled'}`}>{STATE_TEXT[item.state]}</span>
                  </td>
                  <td data-label="Lamaran">{applicationsHref ? <a href={`${applicationsHref}?opening=${item.id}`}>{item.applications}</a> : item.applications}</td>
                  <td className="row-actions">
                    <a className="btn btn-quiet" href={`${LIST_PATH}/${item.id}/edit`} aria-label={`Ubah ${item.title}`}>
                      Ubah
                    </a>
                    {item.state === 'shown' ? (
                      <a className="btn btn-quiet row-action-view" href={`/career/${item.slug}`} target="_blank" rel="noopener" aria-label={`Lihat di situs: ${item.title} (tab baru)`}>
                        Lihat
                      </a>
                    ) : (
                      <span className="btn btn-quiet row-action-view row-action-empty" aria-hidden="true" />
                    )}
                    <ConfirmButton
                      action={`${LIST_PATH}/${item.id}/delete`}
                      fields={{ version: item.version }}
                      label="Hapus"
                      ariaLabel={`Hapus ${item.title}`}
                      title={`Hapus ${noun} “${item.title}”?`}
                      message={
                        item.applications > 0
                          ? `Lowongan ini hilang dari situs. ${item.applications} lamaran untuknya tetap tersimpan di Lamaran. ${TRASH_NOTE}`
                          : `Lowongan ini hilang dari situs. ${TRASH_NOTE}`
                      }
                      confirmLabel="Hapus"
                    />
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
