/**
 * Riwayat as a page (`/dashboard/{list}/{id}/history`, readable without JavaScript): the item's
 * revisions, and the chosen one compared with the one before it or with the item now. Pulihkan
 * opens the edit form with that revision loaded (`?pulihkan={id}`), to be checked and saved.
 */
import { REVIEW_STEP_LABELS } from '../../../../shared/collections/reviews'
import { formatStamp } from '../collections/inquiries/paths'
import type { HistoryList, RevisionDetail } from '../../../../shared/history-view'
import { revisionLine, RevisionChanges } from './revision-changes'

export interface HistoryPageProps {
  list: HistoryList
  detail: RevisionDetail | null
}

export default function HistoryPage({ props }: { props: HistoryPageProps }) {
  const { list, detail } = props
  const selected = detail?.revision.id ?? null
  const link = (id: string, against?: 'current') => `${list.href}/${encodeURIComponent(id)}${against ? '?against=current' : ''}`
  return (
    <div className="page-stack">
      <div className="page-head">
        <div>
          {list.editHref ? (
            <p className="post-breadcrumb">
              <a href={list.editHref}>{list.title}</a>
            </p>
          ) : null}
          <h1>Riwayat: {list.title}</h1>
        </div>
      </div>
      <div className="history-layout">
        <nav className="panel history-list" aria-label="Daftar versi">
          <h2>Versi tersimpan</h2>
          {list.revisions.length === 0 ? <p className="muted">Belum ada versi tersimpan.</p> : null}
          <ol>
            {list.revisions.map((revision) => (
              <li key={revision.id}>
                <a href={link(revision.id)} aria-current={revision.id === selected ? 'true' : undefined}>
                  {revisionLine(revision)}
                </a>
              </li>
            ))}
          </ol>
        </nav>
        {detail ? (
          <section className="panel history-detail" aria-labelledby="history-detail-title">
            <h2 id="history-detail-title">{revisionLine(detail.revision)}</h2>
            <p className="history-tabs">
              <a href={link(detail.revision.id)} aria-current={detail.against === 'previous' ? 'true' : undefined}>
                Perubahan pada versi ini
              </a>
              <a href={link(detail.revision.id, 'current')} aria-current={detail.against === 'current' ? 'true' : undefined}>
                Bandingkan dengan versi sekarang
              </a>
            </p>
            <RevisionChanges detail={detail} />
            {list.editHref && detail.revision.action !== 'delete' ? (
              <p>
                <a className="btn btn-primary" href={`${list.editHref}?pulihkan=${encodeURIComponent(detail.revision.id)}`}>
                  Pulihkan
                </a>{' '}
                <span className="muted">Versi ini dimuat ke formulir; periksa, lalu simpan sebagai simpanan baru.</span>
              </p>
            ) : null}
          </section>
        ) : null}
      </div>
      {list.reviewSteps?.length ? (
        <section className="panel" aria-labelledby="history-review">
          <h2 id="history-review">Tinjauan</h2>
          <ol className="inbox-notes inbox-thread">
            {list.reviewSteps.map((step, index) => (
              <li key={`${step.at}-${index}`}>
                <div className="inbox-meta">{`${step.byName} · ${formatStamp(step.at)} · ${REVIEW_STEP_LABELS[step.kind]}`}</div>
                {step.text ? <div className="inbox-message">{step.text}</div> : null}
              </li>
            ))}
          </ol>
        </section>
      ) : null}
    </div>
  )
}
