import type { ReactNode } from 'react'
import { Breadcrumbs } from '../components/breadcrumbs'
import type { Breadcrumb } from '../components/head'

export interface CareerOpeningView {
  title: string
  location: string
  /** The employment type's Indonesian label. */
  type: string
  /** The last day applications are taken, as readers read it, and as `YYYY-MM-DD`. */
  closes: string
  closesOn: string
  /** Sanitized when saved (functions/src/collections/save-document.ts). */
  description: string
}

/** /career/{slug}: one open position, what it asks and offers, and how to apply. */
export function CareerOpeningPage({ opening, breadcrumbs, application }: { opening: CareerOpeningView; breadcrumbs: Breadcrumb[]; application?: ReactNode }) {
  return (
    <div className="container page">
      <Breadcrumbs items={breadcrumbs} />
      <article className="opening-detail" aria-labelledby="opening-title">
        <header>
          <p className="eyebrow">Lowongan</p>
          <h1 id="opening-title">{opening.title}</h1>
          <dl className="opening-facts">
            <div>
              <dt>Jenis</dt>
              <dd>{opening.type}</dd>
            </div>
            <div>
              <dt>Lokasi</dt>
              <dd>{opening.location}</dd>
            </div>
            <div>
              <dt>Lamaran diterima sampai</dt>
              <dd>
                <time dateTime={opening.closesOn}>{opening.closes}</time>
              </dd>
            </div>
          </dl>
        </header>
        <div className="prose" dangerouslySetInnerHTML={{ __html: opening.description }} />
      </article>
      {application}
      <p>
        <a href="/career">Semua posisi yang dibuka</a>
      </p>
    </div>
  )
}
