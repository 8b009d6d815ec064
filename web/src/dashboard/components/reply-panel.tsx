import { REPLY_SUBJECT_MAX, REPLY_TEXT_MAX, type Reply } from '../../../../shared/collections/replies'
import { formatStamp } from '../collections/inquiries/paths'

/** The Balas form as shown: what it starts from, or what was typed and why it was refused. */
export interface ReplyFormState {
  subject: string
  text: string
  error?: string
  fieldErrors?: Partial<Record<'subject' | 'text', string>>
}

/** A way to start the reply (the application templates): a link that fills the form. */
export interface ReplyStart {
  label: string
  href: string
}

/**
 * Percakapan and Balas on an inquiry's or an application's page: what staff wrote back (when,
 * who, to whom, the text), then the form. It posts without JavaScript; a template is a link that
 * shows the page again with the form filled, to be edited before sending.
 */
export function ReplyPanel({ action, to, replies, form, starts = [], noun }: { action: string; to: string; replies: Reply[]; form: ReplyFormState; starts?: ReplyStart[]; noun: string }) {
  const subjectError = form.fieldErrors?.subject
  const textError = form.fieldErrors?.text
  return (
    <section className="panel" aria-labelledby="inbox-thread">
      <h2 id="inbox-thread">Percakapan</h2>
      {replies.length === 0 ? <p className="muted">{`Belum ada balasan untuk ${noun} ini.`}</p> : null}
      <ol className="inbox-notes inbox-thread">
        {replies.map((reply) => (
          <li key={reply.mailId}>
            <div className="inbox-meta">{`${reply.byName} · ${formatStamp(reply.at)} · ke ${reply.to}`}</div>
            <div>
              <strong>{reply.subject}</strong>
            </div>
            <div className="inbox-message">{reply.text}</div>
          </li>
        ))}
      </ol>
      <h3 id="inbox-reply">Balas</h3>
      {form.error ? (
        <div className="alert alert-error" role="alert">
          <p>{form.error}</p>
        </div>
      ) : null}
      {starts.length ? (
        <p className="inline-actions">
          <span>Mulai dari templat:</span>
          {starts.map((start) => (
            <a key={start.href} className="btn btn-quiet" href={start.href}>
              {start.label}
            </a>
          ))}
        </p>
      ) : null}
      <form method="post" action={action} className="inbox-action" aria-labelledby="inbox-reply">
        <p className="field-help">{`Dikirim ke ${to} dari alamat email kantor; balasan penerima kembali ke alamat kantor.`}</p>
        <div className="form-field">
          <label htmlFor="reply-subject">Subjek</label>
          <input id="reply-subject" name="subject" type="text" required maxLength={REPLY_SUBJECT_MAX} defaultValue={form.subject} aria-invalid={subjectError ? true : undefined} aria-describedby="reply-subject-error" />
          <div className="field-error" id="reply-subject-error" aria-live="polite">
            {subjectError ? <p>{subjectError}</p> : null}
          </div>
        </div>
        <div className="form-field">
          <label htmlFor="reply-text">Isi balasan</label>
          <textarea id="reply-text" name="text" rows={8} required maxLength={REPLY_TEXT_MAX} defaultValue={form.text} aria-invalid={textError ? true : undefined} aria-describedby="reply-text-error" />
          <div className="field-error" id="reply-text-error" aria-live="polite">
            {textError ? <p>{textError}</p> : null}
          </div>
        </div>
        <button type="submit" className="btn btn-primary">
          Kirim balasan
        </button>
      </form>
    </section>
  )
}
