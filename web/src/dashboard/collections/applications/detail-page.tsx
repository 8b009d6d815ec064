import type { ReactNode } from 'react'
import { APPLICATION_STATUS_LABELS, APPLICATION_STATUSES, type ApplicationStatus } from '../../../../../shared/collections/applications'
import { NOTE_MAX, type InquiryMail, type InquiryNote } from '../../../../../shared/collections/inquiries'
import { formatFileSize } from '../../../../../shared/format'
import { ConfirmButton } from '../../components/confirm-button'
import { ReplyPanel, type ReplyFormState, type ReplyStart } from '../../components/reply-panel'
import type { Reply } from '../../../../../shared/collections/replies'
import { formatStamp } from '../inquiries/paths'
import { applicationCvPath, APPLICATIONS_PATH } from './paths'

export interface ApplicationDetail {
  id: string
  version: number
  name: string
  email: string
  /** As people read it (formatted on the server, which knows every country's grouping), '' when none. */
  phone: string
  /** Its `tel:` link. */
  phoneHref: string
  linkedinUrl: string
  coverLetter: string
  /** The opening's title when it came, '' for an open application. */
  openingTitle: string
  /** The opening's edit page while it exists. */
  openingHref: string | null
  cv: { name: string; size: number } | null
  status: ApplicationStatus
  receivedAt: string
  /** The profile handling it, '' while no one is. */
  assigneeId: string
  notes: InquiryNote[]
  /** Balas: what staff wrote back, oldest first. */
  replies: Reply[]
  /** Why the spam guard set it aside, as sentences. */
  spamReasons: string[]
  /** Each email, with what the mail queue reports where it reports later (Firebase). */
  mail: (InquiryMail & { delivery?: string })[]
}

export interface ApplicationDetailPageProps {
  application: ApplicationDetail
  /** Months an application is kept before it is deleted by itself. */
  retentionMonths: number
  /** Profiles it can be assigned to, by name. */
  people: { id: string; name: string }[]
  /** Deleting (for good, with the CV) is for admins (its route refuses editors). */
  canDelete: boolean
  /** A refused action (someone changed it meanwhile, an empty note). */
  error?: string
  /** The note typed, kept when it was refused. */
  note?: string
  /** The Balas form: where it starts (empty, a template), or what was typed when refused. */
  reply: ReplyFormState
  /** Undang wawancara, Tolak dengan sopan: links that fill the form. */
  replyTemplates: ReplyStart[]
}

const MAIL_KIND: Record<InquiryMail['kind'], string> = { notification: 'Pemberitahuan ke kantor', acknowledgement: 'Konfirmasi ke pelamar' }
const MAIL_STATE: Record<InquiryMail['state'], string> = { pending: 'Menunggu dikirim ulang', sent: 'Terkirim', failed: 'Gagal' }

/** One hidden-field form posting an action on the application. */
function Action({ id, version, intent, children }: { id: string; version: number; intent: string; children: ReactNode }) {
  return (
    <form method="post" action={`${APPLICATIONS_PATH}/${id}`} className="inline-form">
      <input type="hidden" name="intent" value={intent} />
      <input type="hidden" name="version" value={String(version)} />
      {children}
    </form>
  )
}

/** One application: the candidate, the CV (through the staff-only route), and what staff do with it. */
export default function ApplicationDetailPage({ props }: { props: ApplicationDetailPageProps }) {
  const { application: a, error, people, canDelete } = props
  const pending = a.mail.some((m) => m.state === 'failed' || m.state === 'pending')
  return (
    <div className="page-stack inbox-detail">
      <p>
        <a href={APPLICATIONS_PATH}>← Lamaran</a>
      </p>
      <div className="page-head">
        <h1>{`Lamaran dari ${a.name}`}</h1>
        <span className={`status-badge inbox-status-${a.status}`}>{APPLICATION_STATUS_LABELS[a.status]}</span>
      </div>
      {error ? (
        <div className="alert alert-error" role="alert">
          <p>{error}</p>
        </div>
      ) : null}
      {a.status === 'spam' && a.spamReasons.length ? (
        <div className="alert alert-info">
          <p>Ditandai sebagai spam karena:</p>
          <ul>
            {a.spamReasons.map((reason) => (
              <li key={reason}>{reason}</li>
            ))}
          </ul>
        </div>
      ) : null}

      <div className="inbox-columns">
        <section className="panel" aria-labelledby="application-candidate">
          <h2 id="application-candidate">Pelamar</h2>
          <dl className="inbox-facts">
            <dt>Posisi</dt>
            <dd>{a.openingHref ? <a href={a.openingHref}>{a.openingTitle}</a> : a.openingTitle || 'Lamaran terbuka'}</dd>
            <dt>Nama</dt>
            <dd>{a.name}</dd>
            <dt>Email</dt>
            <dd>
              <a href={`mailto:${a.email}`}>{a.email}</a>
            </dd>
            <dt>Telepon</dt>
            <dd>{a.phone ? <a href={a.phoneHref}>{a.phone}</a> : '–'}</dd>
            <dt>URL LinkedIn</dt>
            <dd>
              {/* A link only to a web address: the form stores LinkedIn's https address, and anything else (a stored value from elsewhere) stays text. */}
              {/^https:\/\//i.test(a.linkedinUrl) ? (
                <a href={a.linkedinUrl} target="_blank" rel="noopener noreferrer">
                  {a.linkedinUrl}
                </a>
              ) : (
                a.linkedinUrl || '–'
              )}
            </dd>
            <dt>CV</dt>
            <dd>
              {a.cv ? (
                <a className="btn" href={applicationCvPath(a.id)} download>
                  {`Unduh CV (${a.cv.name}, ${formatFileSize(a.cv.size)})`}
                </a>
              ) : (
                '–'
              )}
            </dd>
            <dt>Diterima</dt>
            <dd>{formatStamp(a.receivedAt)}</dd>
          </dl>
          <h2>Surat lamaran</h2>
          <div className="inbox-message">{a.coverLetter || '–'}</div>
          <p className="inbox-meta">{`Lamaran dihapus otomatis ${props.retentionMonths} bulan setelah diterima, beserta CV-nya.`}</p>
        </section>

        <div className="page-stack">
          <section className="panel" aria-labelledby="application-handling">
            <h2 id="application-handling">Tindak lanjut</h2>
            <Action id={a.id} version={a.version} intent="status">
              <div className="form-field">
                <label htmlFor="application-set-status">Status</label>
                <select id="application-set-status" name="status" defaultValue={a.status}>
                  {APPLICATION_STATUSES.map((status) => (
                    <option key={status} value={status}>
                      {APPLICATION_STATUS_LABELS[status]}
                    </option>
                  ))}
                </select>
              </div>
              <button type="submit" className="btn">
                Simpan status
              </button>
            </Action>
            <Action id={a.id} version={a.version} intent="assign">
              <div className="form-field">
                <label htmlFor="application-assignee">Ditangani oleh</label>
                <select id="application-assignee" name="assigneeId" defaultValue={a.assigneeId}>
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
              {a.status === 'spam' ? (
                <Action id={a.id} version={a.version} intent="not-spam">
                  <button type="submit" className="btn">
                    Bukan spam
                  </button>
                </Action>
              ) : (
                <Action id={a.id} version={a.version} intent="spam">
                  <button type="submit" className="btn">
                    Tandai spam
                  </button>
                </Action>
              )}
              <Action id={a.id} version={a.version} intent="unread">
                <button type="submit" className="btn btn-quiet">
                  Tandai belum dibaca
                </button>
              </Action>
              {canDelete ? (
                <ConfirmButton
                  action={`${APPLICATIONS_PATH}/${a.id}/delete`}
                  fields={{ version: a.version }}
                  label="Hapus"
                  ariaLabel={`Hapus lamaran dari ${a.name}`}
                  title={`Hapus lamaran dari “${a.name}”?`}
                  message={<p>Lamaran ini, CV-nya, dan catatannya dihapus permanen. Tindakan ini tidak dapat dibatalkan.</p>}
                  confirmLabel="Hapus"
                />
              ) : null}
            </div>
          </section>

          <ReplyPanel action={`${APPLICATIONS_PATH}/${a.id}/reply`} to={a.email} replies={a.replies} form={props.reply} starts={props.replyTemplates} noun="lamaran" />

          <section className="panel" aria-labelledby="application-notes">
            <h2 id="application-notes">Catatan internal</h2>
            {a.notes.length === 0 ? <p className="muted">Belum ada catatan.</p> : null}
            <ol className="inbox-notes">
              {a.notes.map((note, index) => (
                <li key={`${note.at}-${index}`}>
                  <div className="inbox-meta">{`${note.byName} · ${formatStamp(note.at)}`}</div>
                  <div className="inbox-message">{note.text}</div>
                </li>
              ))}
            </ol>
            <Action id={a.id} version={a.version} intent="note">
              <div className="form-field">
                <label htmlFor="application-note">Tambah catatan</label>
                <textarea id="application-note" name="note" rows={3} maxLength={NOTE_MAX} defaultValue={props.note ?? ''} aria-describedby="application-note-help" />
                <p className="field-help" id="application-note-help">
                  Hanya terlihat oleh staf.
                </p>
              </div>
              <button type="submit" className="btn">
                Simpan catatan
              </button>
            </Action>
          </section>

          <section className="panel" aria-labelledby="application-mail">
            <h2 id="application-mail">Email</h2>
            {a.mail.length === 0 ? <p className="muted">Tidak ada email yang dikirim untuk lamaran ini.</p> : null}
            <ul className="inbox-mail-list">
              {a.mail.map((mail) => (
                <li key={mail.id}>
                  <strong>{MAIL_KIND[mail.kind]}</strong>
                  {mail.to.length ? ` ke ${mail.to.join(', ')}` : ''}: <span className={`inbox-mail-${mail.state}`}>{MAIL_STATE[mail.state]}</span>
                  {mail.delivery ? ` (antrean email: ${mail.delivery})` : ''}
                  {mail.state === 'sent' && mail.sentAt ? <div className="inbox-meta">{formatStamp(mail.sentAt)}</div> : null}
                  {mail.lastError ? <div className="inbox-meta">{`${mail.attempts}× dicoba. Terakhir: ${mail.lastError}`}</div> : null}
                </li>
              ))}
            </ul>
            {pending ? (
              <Action id={a.id} version={a.version} intent="resend">
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
