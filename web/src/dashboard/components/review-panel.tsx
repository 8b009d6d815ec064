import { REVIEW_COMMENT_MAX, REVIEW_LABELS, REVIEW_STATE_LABELS, REVIEW_STEP_LABELS, type ReviewPanelProps } from '../../../../shared/collections/reviews'
import { formatStamp } from '../collections/inquiries/paths'

/**
 * Tinjauan under a blog's, a publication's or a block page's form (docs/decisions/0051-review-before-publishing.md):
 * where the review stands, its thread, and the forms the signed-in member may send: Setujui and
 * Minta perubahan for a reviewer chosen, Komentar for the reviewers and the one who asked, Ajukan
 * tinjauan for whoever edits the item. Plain forms beside the item's own (forms cannot nest),
 * so it all works without JavaScript.
 */
export function ReviewPanel({ review }: { review: ReviewPanelProps }) {
  const { may } = review
  return (
    <section className="panel" aria-labelledby="review-heading">
      <h2 id="review-heading">Tinjauan</h2>
      <p>
        {review.state ? <strong>{REVIEW_STATE_LABELS[review.state]}</strong> : 'Belum pernah ditinjau.'}
        {review.reviewerNames.length ? ` · Peninjau: ${review.reviewerNames.join(', ')}` : null}
      </p>
      {review.state === 'approved' && !review.approvedCurrent ? (
        <p className="field-help">Item ini diubah sejak disetujui: ajukan tinjauan lagi agar perubahannya dapat terbit.</p>
      ) : null}
      {review.steps.length ? (
        <ol className="inbox-notes inbox-thread" aria-label="Langkah tinjauan">
          {review.steps.map((step, index) => (
            <li key={`${step.at}-${index}`}>
              <div className="inbox-meta">{`${step.byName} · ${formatStamp(step.at)} · ${REVIEW_STEP_LABELS[step.kind]}`}</div>
              {step.text ? <div className="inbox-message">{step.text}</div> : null}
            </li>
          ))}
        </ol>
      ) : null}

      {may.decide ? (
        <form method="post" action={`${review.base}/approve`} className="inbox-action" aria-label="Keputusan peninjau">
          <input type="hidden" name="version" value={review.version} />
          <div className="form-field">
            <label htmlFor="review-decision-text">Catatan untuk pengaju</label>
            <p className="field-help">Opsional untuk Setujui; wajib untuk Minta perubahan. Setujui langsung menerbitkan item ini (atau menjadwalkannya bila bertanggal).</p>
            <textarea id="review-decision-text" name="text" rows={3} maxLength={REVIEW_COMMENT_MAX} />
          </div>
          <p className="inline-actions">
            <button type="submit" className="btn btn-primary">
              {REVIEW_LABELS.approve}
            </button>
            <button type="submit" className="btn btn-quiet" formAction={`${review.base}/changes`}>
              {REVIEW_LABELS.changes}
            </button>
          </p>
        </form>
      ) : null}

      {may.comment ? (
        <form method="post" action={`${review.base}/comment`} className="inbox-action" aria-label="Komentar tinjauan">
          <div className="form-field">
            <label htmlFor="review-comment-text">Isi komentar</label>
            <textarea id="review-comment-text" name="text" rows={3} required maxLength={REVIEW_COMMENT_MAX} />
          </div>
          <button type="submit" className="btn btn-quiet">
            {REVIEW_LABELS.comment}
          </button>
        </form>
      ) : null}

      {may.request ? (
        <form method="post" action={`${review.base}/request`} className="inbox-action" aria-label="Ajukan tinjauan">
          {review.choices.length === 0 ? (
            <p className="field-help">Belum ada rekan yang boleh menyetujui. Admin dapat memberi peran Peninjau di Akun Staf.</p>
          ) : (
            <fieldset className="form-field">
              <legend>Peninjau</legend>
              <ul className="checkbox-list">
                {review.choices.map((choice) => (
                  <li key={choice.uid}>
                    <label>
                      <input type="checkbox" name="reviewers" value={choice.uid} />
                      <span>{choice.name}</span>
                    </label>
                  </li>
                ))}
              </ul>
            </fieldset>
          )}
          <div className="form-field">
            <label htmlFor="review-request-text">Catatan untuk peninjau</label>
            <textarea id="review-request-text" name="text" rows={2} maxLength={REVIEW_COMMENT_MAX} />
          </div>
          <button type="submit" className="btn btn-quiet" disabled={review.choices.length === 0}>
            {REVIEW_LABELS.request}
          </button>
        </form>
      ) : null}
    </section>
  )
}
