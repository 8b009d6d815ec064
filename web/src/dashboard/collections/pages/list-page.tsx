import { PAGE_MODULES, PAGES_PATH, type PageId } from '../../../../../shared/collections/pages'
import { formatJakartaDateTime } from '../../components/post-dates'
import type { ItemLanguages } from '../../../../../shared/collections/translation-status'
import { LanguageMarks } from '../../components/language-marks'

export interface PageListItem {
  id: PageId
  /** Its public address. */
  path: string
  /** When it was last saved (ISO), or null while the site shows no copy of its own yet. */
  updatedAt: string | null
  /** Its languages, once saved, when the page has English fields (issue 15). */
  languages?: ItemLanguages
}

export interface PageListPageProps {
  items: PageListItem[]
}


/** /dashboard/pages: the fixed pages whose copy staff write (Beranda, Tentang Kami, Karier, Kontak). */
export default function PageListPage({ props }: { props: PageListPageProps }) {
  return (
    <div className="page-stack">
      <div className="page-head">
        <h1>Halaman</h1>
      </div>
      <section className="panel" aria-labelledby="page-list-title">
        <h2 id="page-list-title" className="visually-hidden">
          Daftar halaman
        </h2>
        <p className="field-help">Teks halaman tetap situs. Daftar konten lain (blog, advokat, bidang praktik) diatur di menu masing-masing.</p>
        <table className="data-table">
          <thead>
            <tr>
              <th scope="col">Halaman</th>
              <th scope="col">Terakhir disimpan</th>
              <th scope="col">
                <span className="visually-hidden">Aksi</span>
              </th>
            </tr>
          </thead>
          <tbody>
            {props.items.map((item) => (
              <tr key={item.id}>
                <td>
                  <a href={`${PAGES_PATH}/${item.id}`} className="profile-name">
                    {PAGE_MODULES[item.id].labels.title}
                  </a>
                  <div className="profile-slug">
                    <code>{item.path}</code>
                    {item.languages ? (
                      <>
                        {' '}
                        <LanguageMarks languages={item.languages} />
                      </>
                    ) : null}
                  </div>
                </td>
                <td>{item.updatedAt ? formatJakartaDateTime(item.updatedAt) : <span className="muted">Belum diisi</span>}</td>
                <td className="row-actions">
                  <a className="btn btn-quiet" href={`${PAGES_PATH}/${item.id}`} aria-label={`Ubah halaman ${PAGE_MODULES[item.id].labels.title}`}>
                    Ubah
                  </a>
                  <a className="btn btn-quiet" href={item.path} target="_blank" rel="noopener" aria-label={`Lihat di situs: ${PAGE_MODULES[item.id].labels.title} (tab baru)`}>
                    Lihat
                  </a>
                </td>
              </tr>
            ))}
          </tbody>
        </table>
      </section>
    </div>
  )
}
