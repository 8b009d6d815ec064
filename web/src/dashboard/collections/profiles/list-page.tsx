import { TRASH_NOTE } from '../../../../../shared/collections/trash'
import type { ProfileKind } from '../../../../../shared/schemas/types'
import { profiles } from '../../../../../shared/collections/profiles'
import { ConfirmButton } from '../../components/confirm-button'
import { useLiveList } from '../../live/use-live-list'
import type { ItemLanguages } from '../../../../../shared/collections/translation-status'
import { LanguageMarks } from '../../components/language-marks'
import { submitOnChange } from '../../components/submit-on-change'

export interface ProfileListItem {
  id: string
  name: string
  slug: string
  position: string
  kind: ProfileKind
  version: number
  /** A small resized portrait, or null when the profile has none. */
  thumb: string | null
  areaNames: string[]
  /** /attorneys/{slug} for attorneys; staff have no public page. */
  publicUrl: string | null
  /** Its languages, once profiles have English fields (issue 15). */
  languages?: ItemLanguages
}

export interface ProfileListPageProps {
  items: ProfileListItem[]
  /** Profiles matching the filters, on all pages. */
  total: number
  /** All profiles, filters aside (tells "none yet" from "none match"). */
  all: number
  page: number
  pages: number
  filters: { q: string; kind: '' | ProfileKind; area: string }
  areas: { id: string; name: string }[]
  /** A delete refused because the person still authors content. */
  blocked?: { id: string; name: string; usage: { count: number; items: { title: string; href: string; type: string }[] } }
  staleDelete?: string
}

export const KIND_LABEL: Record<ProfileKind, string> = { attorney: 'Advokat', staff: 'Staf' }

/** The list's address with these filters (empty ones left out). */
function listUrl(filters: ProfileListPageProps['filters'], page = 1): string {
  const search = new URLSearchParams()
  if (filters.q) search.set('q', filters.q)
  if (filters.kind) search.set('kind', filters.kind)
  if (filters.area) search.set('area', filters.area)
  if (page > 1) search.set('page', String(page))
  const query = search.toString()
  return query ? `/dashboard/profiles?${query}` : '/dashboard/profiles'
}

/** Attorneys and staff: search by name, filter by kind and practice area, paged, sorted by name. */
export default function ProfileListPage({ props }: { props: ProfileListPageProps }) {
  const { items, total, all, page, pages, filters, areas, blocked, staleDelete } = props
  const filtered = Boolean(filters.q || filters.kind || filters.area)
  // Other people's creates, saves and deletes refresh these rows (with these filters and page).
  useLiveList(['profiles'], items.map((item) => ({ collection: 'profiles', id: item.id })))
  const back = listUrl(filters, page).replace('/dashboard/profiles', '')
  const { title, noun, create } = profiles.labels
  return (
    <div className="page-stack">
      <div className="page-head">
        <h1>{title}</h1>
        <div className="profile-head-actions">
          <a className="btn" href="/dashboard/profiles/order-settings">
            Atur urutan
          </a>
          <a className="btn btn-primary" href="/dashboard/profiles/create">
            {create}
          </a>
        </div>
      </div>

      {blocked ? (
        <div className="alert alert-error" role="alert">
          <p>
            <strong>{`${title} “${blocked.name}” tidak dapat dihapus`}</strong>
            {` karena masih tercantum sebagai penulis ${blocked.usage.count} konten. Ganti penulis konten berikut terlebih dahulu:`}
          </p>
          <ul>
            {blocked.usage.items.map((item) => (
              <li key={item.href}>
                {item.type}: <a href={item.href}>{item.title}</a>
              </li>
            ))}
          </ul>
          {blocked.usage.count > blocked.usage.items.length ? <p>{`…dan ${blocked.usage.count - blocked.usage.items.length} lainnya.`}</p> : null}
        </div>
      ) : null}
      {staleDelete ? (
        <div className="alert alert-error" role="alert">
          <p>{`“${staleDelete}” baru saja diubah orang lain. Periksa kembali sebelum menghapus.`}</p>
        </div>
      ) : null}

      <section className="panel" aria-labelledby="profile-list-title">
        <h2 id="profile-list-title" className="visually-hidden">
          {`Daftar ${noun}`}
        </h2>
        <form className="list-toolbar" method="get" action="/dashboard/profiles" role="search" aria-label="Cari dan saring profil" onChange={submitOnChange}>
          <div className="form-field">
            <label htmlFor="profile-q">Cari nama</label>
            <input id="profile-q" type="search" name="q" defaultValue={filters.q} autoComplete="off" />
          </div>
          <div className="form-field">
            <label htmlFor="profile-kind">Jenis</label>
            <select id="profile-kind" name="kind" defaultValue={filters.kind}>
              <option value="">Semua jenis</option>
              <option value="attorney">Advokat</option>
              <option value="staff">Staf</option>
            </select>
          </div>
          <div className="form-field">
            <label htmlFor="profile-area">Bidang praktik</label>
            <select id="profile-area" name="area" defaultValue={filters.area}>
              <option value="">Semua bidang praktik</option>
              {areas.map((area) => (
                <option key={area.id} value={area.id}>
                  {area.name}
                </option>
              ))}
            </select>
          </div>
          <div className="inline-actions profile-filter-actions">
            <button type="submit" className="btn">
              Terapkan
            </button>
            {filtered ? (
              <a className="btn btn-quiet" href="/dashboard/profiles">
                Hapus filter
              </a>
            ) : null}
          </div>
        </form>

        <p className="profile-count" role="status">
          {filtered ? `${total} dari ${all} ${noun}` : `${all} ${noun}`}
        </p>

        {items.length === 0 ? (
          all === 0 ? (
            <div className="empty">
              <p>Belum ada profil. Tambahkan advokat atau staf pertama.</p>
              <p>
                <a className="btn btn-primary" href="/dashboard/profiles/create">
                  {create}
                </a>
              </p>
            </div>
          ) : (
            <div className="empty">
              <p>Tidak ada profil yang cocok dengan pencarian atau filter ini.</p>
              <p>
                <a href="/dashboard/profiles">Tampilkan semua profil</a>
              </p>
            </div>
          )
        ) : (
          <table className="data-table profile-table">
            <thead>
              <tr>
                <th scope="col">
                  <span className="visually-hidden">Foto</span>
                </th>
                <th scope="col">Nama</th>
                <th scope="col">Jabatan</th>
                <th scope="col">Jenis</th>
                <th scope="col">Bidang praktik</th>
                <th scope="col">
                  <span className="visually-hidden">Aksi</span>
                </th>
              </tr>
            </thead>
            <tbody>
              {items.map((item) => (
                <tr key={item.id}>
                  <td className="profile-thumb-cell">
                    {item.thumb ? (
                      <img className="profile-thumb" src={item.thumb} alt="" width={40} height={46} loading="lazy" />
                    ) : (
                      <span className="profile-thumb profile-thumb-empty" aria-hidden="true">
                        {item.name.slice(0, 1)}
                      </span>
                    )}
                  </td>
                  <td>
                    <a href={`/dashboard/profiles/${item.id}/edit`} className="profile-name">
                      {item.name}
                    </a>
                    <div className="profile-slug">
                      <code>{item.slug}</code>
                    </div>
                    {/* On a line of their own: a long slug would push them out of line with the other rows'. */}
                    {item.languages ? (
                      <div className="row-badges">
                        <LanguageMarks languages={item.languages} />
                      </div>
                    ) : null}
                  </td>
                  <td>{item.position}</td>
                  <td>
                    <span className={`status-badge profile-kind-${item.kind}`}>{KIND_LABEL[item.kind]}</span>
                  </td>
                  <td className="profile-areas">{item.areaNames.length ? item.areaNames.join(', ') : <span className="muted">–</span>}</td>
                  <td className="row-actions">
                    <a className="btn btn-quiet" href={`/dashboard/profiles/${item.id}/edit`} aria-label={`Ubah ${item.name}`}>
                      Ubah
                    </a>
                    {item.publicUrl ? (
                      <a className="btn btn-quiet row-action-view" href={item.publicUrl} target="_blank" rel="noopener" aria-label={`Lihat di situs: ${item.name} (tab baru)`}>
                        Lihat di situs
                      </a>
                    ) : (
                      // Staff have no public page: the slot stays, so Hapus keeps its column.
                      <span className="btn btn-quiet row-action-view row-action-empty" aria-hidden="true" />
                    )}
                    <ConfirmButton
                      action={`/dashboard/profiles/${item.id}/delete`}
                      fields={{ version: item.version, back }}
                      label="Hapus"
                      ariaLabel={`Hapus ${item.name}`}
                      title={`Hapus ${noun} “${item.name}”?`}
                      message={
                        <p>
                          {`Profil ini hilang dari situs dan dari urutan advokat. Profil yang masih tercantum sebagai penulis blog atau publikasi tidak akan dihapus. ${TRASH_NOTE}`}
                        </p>
                      }
                      confirmLabel="Hapus"
                    />
                  </td>
                </tr>
              ))}
            </tbody>
          </table>
        )}

        {pages > 1 ? (
          <nav className="pager" aria-label="Halaman daftar profil">
            {page > 1 ? (
              <a className="btn" href={listUrl(filters, page - 1)} rel="prev">
                Sebelumnya
              </a>
            ) : null}
            <span>{`Halaman ${page} dari ${pages}`}</span>
            {page < pages ? (
              <a className="btn" href={listUrl(filters, page + 1)} rel="next">
                Berikutnya
              </a>
            ) : null}
          </nav>
        ) : null}
      </section>
    </div>
  )
}
