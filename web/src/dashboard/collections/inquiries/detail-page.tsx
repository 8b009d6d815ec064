import type { ReactNode } from 'react'
import { INQUIRY_STATUS_LABELS, INQUIRY_STATUSES, NOTE_MAX, type InquiryMail, type InquiryNote, type InquiryStatus, type InquiryTarget } from '../../../../../shared/collections/inquiries'
import { ConfirmButton } from '../../components/confirm-button'
import { ReplyPanel, type ReplyFormState } from '../../components/reply-panel'
import type { Reply } from '../../../../../shared/collections/replies'
import { formatStamp, INBOX_PATH, PERSON_PATH } from './paths'

export interface InquiryDetail {
  id: string
  version: number
  name: string
  email: string
  /** As people read it (formatted on the server, which knows every country's grouping), '' when none. */
  phone: string
  /** Its `tel:` link. */
  phoneHref: string
  company: string
  message: string
  otherParties: string
  status: InquiryStatus
  receivedAt: string
  target: InquiryTarget
  /** The chosen practice area's name, '' when none. */
  areaName: string
  assigneeId: string
  notes: InquiryNote[]
  /** Balas: what staff wrote back, oldest first. */
  replies: Reply[]
  /** Why the spam guard set it aside, as sentences. */
  spamReasons: string[]
  /** Each email, with what the mail queue reports where it reports later (Firebase). */
  mail: (InquiryMail & { delivery?: string })[]
}

export interface InquiryDetailPageProps {
  inquiry: InquiryDetail
  people: { id: string; name: string }[]
  /** Deleting the inquiry, and a person's data everywhere, are for admins (their routes refuse editors). */
  canDelete: boolean
  canErasePerson: boolean
  /** A refused action (someone changed it meanwhile, an empty note). */
  error?: string
  /** The note typed, kept when it was refused. */
  note?: string
  /** The subject Balas starts from ("Re: …"). */
  replySubject: string
  /** The reply typed, kept when it was refused or could not be sent. */
  reply?: ReplyFormState
}

const MAIL_KIND: Record<InquiryMail['kind'], string> = { notification: 'Pemberitahuan ke kantor', acknowledgement: 'Konfirmasi ke pengirim' }
const MAIL_STATE: Record<InquiryMail['state'], string> = { pending: 'Menunggu dikirim ulang', sent: 'Terkirim', failed: 'Gagal' }

/** One hidden-field form posting an action on the inquiry. */
function Action({ id, version, intent, children, fields }: { id: string; version: number; intent: string; children: ReactNode; fields?: Record<string, string> }) {
  return (
    <form method="post" action={`${INBOX_PATH}/${id}`} className="inbox-action">
      <input type="hidden" name="intent" value={intent} />
      <input type="hidden" name="version" value={String(version)} />
      {Object.entries(fields ?? {}).map(([name, value]) => (
        <input key={name} type="hidden" name={name} value={value} />
      ))}
      {children}
    </form>
  )
}

/** One inquiry: what was sent, whom it was for, and what staff do with it. */
export default function InquiryDetailPage({ props }: { props: InquiryDetailPageProps }) {
  const { inquiry: q, people, error, canDelete, canErasePerson } = props
  const target = q.target.kind === 'attorney' ? `${q.target.name} (advokat)` : q.target.kind === 'practiceArea' ? `${q.target.name} (bidang praktik)` : 'Firma (formulir umum)'
  const failed = q.mail.some((m) => m.state === 'failed' || m.state === 'pending')
  return (
    <div className="page-stack inbox-detail">
      <p>
        <a href={INBOX_PATH}>← Pesan Masuk</a>
      </p>
      <div className="page-head">
        <h1>{`Pesan dari ${q.name}`}</h1>
        <span className={`status-badge inbox-status-${q.status}`}>{INQUIRY_STATUS_LABELS[q.status]}</span>
      </div>
      {error ? (
        <div className="alert alert-error" role="alert">
          <p>{error}</p>
        </div>
      ) : null}
      {q.status === 'spam' && q.spamReasons.length ? (
        <div className="alert alert-info">
          <p>Ditandai sebagai spam karena:</p>
          <ul>
            {q.spamReasons.map((reason) => (
              <li key={reason}>{reason}</li>
            ))}
          </ul>
        </div>
      ) : null}

      <div className="inbox-columns">
        <section className="panel" aria-labelledby="inbox-sender">
          <h2 id="inbox-sender">Pengirim</h2>
          <dl className="inbox-facts">
            <dt>Nama</dt>
            <dd>{q.name}</dd>
            <dt>Email</dt>
            <dd>
              <a href={`mailto:${q.email}`}>{q.email}</a>
            </dd>
            <dt>Telepon</dt>
            <dd>{q.phone ? <a href={q.phoneHref}>{q.phone}</a> : '–'}</dd>
            <dt>Perusahaan</dt>
            <dd>{q.company || '–'}</dd>
            <dt>Bidang praktik</dt>
            <dd>{q.areaName || '–'}</dd>
            <dt>Ditujukan kepada</dt>
            <dd>{target}</dd>
            <dt>Dikirim dari</dt>
            <dd>
              <code>{q.target.path}</code>
            </dd>
            <dt>Diterima</dt>
            <dd>{formatStamp(q.receivedAt)}</dd>
          </dl>
          <h2>Pesan</h2>
          <div className="inbox-message">{q.message}</div>
          <h2>Pihak lain yang terlibat</h2>
          <div className="inbox-message">{q.otherParties || '–'}</div>
        </section>

        <div className="page-stack">
          <section className="panel" aria-labelledby="inbox-handling">
            <h2 id="inbox-handling">Tindak lanjut</h2>
            <Action id={q.id} version={q.version} intent="status">
              <div className="form-field">
                <label htmlFor="inbox-set-status">Status</label>
                <select id="inbox-set-status" name="status" defaultValue={q.status}>
                  {INQUIRY_STATUSES.map((status) => (
                    <option key={status} value={status}>
                      {INQUIRY_STATUS_LABELS[status]}
                    </option>
                  ))}
                </select>
              </div>
              <button type="submit" className="btn">
                Simpan status
              </button>
            </Action>
            <Action id={q.id} version={q.version} intent="assign">
              <div className="form-field">
                <label htmlFor="inbox-assignee">Ditangani oleh</label>
                <select id="inbox-assignee" name="assigneeId" defaultValue={q.assigneeId}>
                  <option value="">Belum ditugaskan</option>
                  {people.map((person) => (
                    <option key={person.id} value={person.id}>
                      {person.name}
                    </option>
                  ))}
                </select>
              </div>
              <button type="submit" className="btn">
                Tugaskan
              </button>
            </Action>
            <div className="inline-actions">
              {q.status === 'spam' ? (
                <Action id={q.id} version={q.version} intent="not-spam">
                  <button type="submit" className="btn">
                    Bukan spam
                  </button>
                </Action>
              ) : (
                <Action id={q.id} version={q.version} intent="spam">
                  <button type="submit" className="btn">
                    Tandai spam
                  </button>
                </Action>
              )}
              <Action id={q.id} version={q.version} intent="unread">
                <button type="submit" className="btn btn-quiet">
                  Tandai belum dibaca
                </button>
              </Action>
              {canDelete ? (
                <ConfirmButton
                  action={`${INBOX_PATH}/${q.id}/delete`}
                  fields={{ version: q.version }}
                  label="Hapus"
                  ariaLabel={`Hapus pesan dari ${q.name}`}
                  title={`Hapus pesan dari “${q.name}”?`}
                  message={<p>Pesan ini dan catatannya dihapus permanen. Tindakan ini tidak dapat dibatalkan.</p>}
                  confirmLabel="Hapus"
                />
              ) : null}
            </div>
            {canErasePerson ? (
              <p className="inbox-meta">
                <a href={`${PERSON_PATH}?email=${encodeURIComponent(q.email)}`}>Hapus semua data orang ini</a> (permintaan penghapusan data pribadi)
              </p>
            ) : null}
          </section>

          <ReplyPanel action={`${INBOX_PATH}/${q.id}/reply`} to={q.email} replies={q.replies} form={props.reply ?? { subject: props.replySubject, text: '' }} noun="pesan" />

          <section className="panel" aria-labelledby="inbox-notes">
            <h2 id="inbox-notes">Catatan internal</h2>
            {q.notes.length === 0 ? <p className="muted">Belum ada catatan.</p> : null}
            <ol className="inbox-notes">
              {q.notes.map((note, index) => (
                <li key={`${note.at}-${index}`}>
                  <div className="inbox-meta">{`${note.byName} · ${formatStamp(note.at)}`}</div>
                  <div className="inbox-message">{note.text}</div>
                </li>
              ))}
            </ol>
            <Action id={q.id} version={q.version} intent="note">
              <div className="form-field">
                <label htmlFor="inbox-note">Tambah catatan</label>
                <textarea id="inbox-note" name="note" rows={3} maxLength={NOTE_MAX} defaultValue={props.note ?? ''} aria-describedby="inbox-note-help" />
                <p className="field-help" id="inbox-note-help">
                  Hanya terlihat oleh staf.
                </p>
              </div>
              <button type="submit" className="btn">
                Simpan catatan
              </button>
            </Action>
          </section>

          <section className="panel" aria-labelledby="inbox-mail">
            <h2 id="inbox-mail">Email</h2>
            {q.mail.length === 0 ? <p className="muted">Tidak ada email yang dikirim untuk pesan ini.</p> : null}
            <ul className="inbox-mail-list">
              {q.mail.map((mail) => (
                <li key={mail.id}>
                  <strong>{MAIL_KIND[mail.kind]}</strong>
                  {mail.to.length ? ` ke ${mail.to.join(', ')}` : ''}: <span className={`inbox-mail-${mail.state}`}>{MAIL_STATE[mail.state]}</span>
                  {mail.delivery ? ` (antrean email: ${mail.delivery})` : ''}
                  {mail.state === 'sent' && mail.sentAt ? <div className="inbox-meta">{formatStamp(mail.sentAt)}</div> : null}
                  {mail.lastError ? <div className="inbox-meta">{`${mail.attempts}× dicoba. Terakhir: ${mail.lastError}`}</div> : null}
                </li>
              ))}
            </ul>
            {failed ? (
              <Action id={q.id} version={q.version} intent="resend">
                <button type="submit" className="btn">
                  Kirim ulang sekarang
                </button>
              </Action>
            ) : null}
          </section>
        </div>
      </div>
    </div>
  )
}
