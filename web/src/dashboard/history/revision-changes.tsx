/**
 * A revision's comparison as the history panel and page show it: each changed field under its
 * label, words removed struck through and words added underlined (with their meaning said to
 * screen readers), files by name with a thumbnail.
 */
import type { FieldChange, FileView, RevisionDetail, RevisionView, TextPart } from '../../../../shared/history-view'
import { REVISION_ACTION_LABELS } from '../../../../shared/history-view'
import { formatJakartaDateTime } from '../components/post-dates'

/** "Versi 3 · Disimpan oleh Budi, 22 November 2026 pukul 08.00 WIB". */
export function revisionLine(revision: Pick<RevisionView, 'version' | 'action' | 'actorName' | 'at'>): string {
  return `Versi ${revision.version} · ${REVISION_ACTION_LABELS[revision.action]} oleh ${revision.actorName}, ${formatJakartaDateTime(revision.at)}`
}

function Words({ parts, long, label }: { parts: TextPart[]; long: boolean; label: string }) {
  // A long text scrolls in its box: reachable by keyboard, named by its field.
  return (
    <div className={long ? 'history-text history-text-long' : 'history-text'} {...(long ? { tabIndex: 0, role: 'region', 'aria-label': label } : {})}>
      {parts.map((part, i) =>
        part.removed ? (
          <del key={i}>
            <span className="visually-hidden">[dihapus: </span>
            {part.value}
            <span className="visually-hidden">]</span>
          </del>
        ) : part.added ? (
          <ins key={i}>
            <span className="visually-hidden">[ditambahkan: </span>
            {part.value}
            <span className="visually-hidden">]</span>
          </ins>
        ) : part.gap ? (
          <span key={i} className="history-gap">
            {' … '}
            <span className="visually-hidden">(teks yang tidak berubah dilewati)</span>{' '}
          </span>
        ) : (
          <span key={i}>{part.value}</span>
        ),
      )}
    </div>
  )
}

function FileCard({ file, side }: { file: FileView | null; side: string }) {
  return (
    <figure className="history-file">
      <figcaption>{side}</figcaption>
      {file ? (
        <>
          {file.image ? <img src={file.href} alt="" width={96} height={64} loading="lazy" /> : null}
          <a href={file.href} target="_blank" rel="noopener">
            {file.name}
          </a>
        </>
      ) : (
        <span className="muted">Tidak ada file</span>
      )}
    </figure>
  )
}

export function Change({ change }: { change: FieldChange }) {
  return (
    <div className="history-change">
      <dt>{change.label}</dt>
      <dd>
        {change.parts ? <Words parts={change.parts} long={Boolean(change.long)} label={change.label} /> : null}
        {change.files ? (
          <div className="history-files">
            <FileCard file={change.files.before} side="Sebelum" />
            <FileCard file={change.files.after} side="Sesudah" />
          </div>
        ) : null}
      </dd>
    </div>
  )
}

/** What the comparison is of, in a sentence. */
export function comparisonText(detail: RevisionDetail): string {
  const { revision, against, other } = detail
  if (against === 'current') {
    if (!other) return `Item ini sudah dihapus; yang tampil adalah isi versi ${revision.version}.`
    return `Yang berubah bila versi ${revision.version} dipulihkan, dibandingkan dengan versi ${other.version} yang tersimpan sekarang.`
  }
  if (revision.action === 'delete') return `Item dihapus pada versi ${revision.version}.`
  if (!other) return `Versi ${revision.version} adalah versi paling awal yang tersimpan: semua isiannya ditampilkan.`
  return `Yang berubah dari versi ${other.version} ke versi ${revision.version}.`
}

export function RevisionChanges({ detail }: { detail: RevisionDetail }) {
  return (
    <div className="history-detail-body">
      <p className="history-against">{comparisonText(detail)}</p>
      {detail.changes.length === 0 ? (
        <p className="muted">{detail.revision.action === 'delete' ? 'Isi item saat dihapus sama dengan versi sebelumnya.' : 'Tidak ada isian yang berbeda.'}</p>
      ) : (
        <dl className="history-changes">
          {detail.changes.map((change) => (
            <Change key={change.name} change={change} />
          ))}
        </dl>
      )}
    </div>
  )
}
