import { Hono, type Context } from 'hono'
import { HTTPException } from 'hono/http-exception'
import { APPLICATION_MSG, APPLICATION_STATUS_LABELS, APPLICATION_STATUSES, applications, OPEN_APPLICATION, type ApplicationStatus } from '../../../../shared/collections/applications'
import { INQUIRY_MSG, NOTE_MAX } from '../../../../shared/collections/inquiries'
import { isMultiLineText, normalizeLineBreaks } from '../../../../shared/schemas/text-fields'
import type { Application } from '../../../../shared/schemas/types'
import type { ApplicationDetailPageProps } from '../../../../web/src/dashboard/collections/applications/detail-page'
import { APPLICATIONS_PATH } from '../../../../web/src/dashboard/collections/applications/paths'
import type { AppEnv } from '../../app-env'
import { mayDo } from '../../../../shared/collections/access'
import { collectionGuard } from '../../auth/guards'
import { NotFoundError, StaleVersionError } from '../../backends/ports'
import { siteFor } from '../../content/site'
import { SPAM_REASON_LABELS, type SpamReason } from '../../security/spam-guard'
import type { Mailer } from '../../mail/mailer'
import { renderDashboard } from '../../render/dashboard-renderer'
import { readForm } from '../../routes/dashboard/form-helpers'
import { contentDisposition, serveFile } from '../../routes/media'
import { redirectWithNotice } from '../../routes/dashboard/notice-redirect'
import type { NoticeKey } from '../../../../shared/notices'
import { notFound } from '../../routes/not-found'
import { renderList } from '../list-route'
import { INBOX_READ_MAX, inboxExport, inboxSource, exportPath, people } from '../inbox-list'
import { deliverApplicationMail, planApplicationMail } from './application-mail'
import { completeMail } from '../inquiries/inquiry-mail'
import { applicationRetentionMonths } from './retention'
import { deleteApplication } from './delete-application'
import { formatPhone, telHref } from '../../../../shared/schemas/phone'
import { sendReply } from '../../inbox/reply'
import { tellAssignee } from '../../inbox/assignment-mail'
import { APPLICATION_REPLY_TEMPLATES, replySubject, type ApplicationTemplateName } from '../../../../shared/collections/replies'

const STALE = 'Lamaran ini baru saja diubah orang lain. Periksa keadaannya sekarang, lalu ulangi.'

/** What each action on an application did, as its confirmation says it. */
const APPLICATION_NOTICES = {
  status: 'application-status',
  assign: 'application-assigned',
  note: 'application-note',
  spam: 'application-spam',
  'not-spam': 'application-not-spam',
  unread: 'application-unread',
} as const satisfies Record<string, NoticeKey>

/**
 * Newest first, by equality filters only (status, opening): Firestore merges single-field
 * indexes for those, so no composite index is needed; the order is made here. The assignee and
 * the search (a plain match in the candidate's words, never a search index) are applied after.
 */
const inbox = inboxSource<Application>({
  module: applications,
  async read(c, { filters }) {
    const where = [
      ...(filters.status && filters.status !== 'all' ? [{ field: 'status', op: '==' as const, value: filters.status }] : []),
      ...(filters.opening ? [{ field: 'openingId', op: '==' as const, value: filters.opening === OPEN_APPLICATION ? '' : filters.opening }] : []),
    ]
    const docs = await c.get('backend').content.query('applications', { where, limit: INBOX_READ_MAX })
    return docs.sort((a, b) => b.createdAt.localeCompare(a.createdAt))
  },
  meta: (doc) => doc.email,
  detail: async () => (doc) => position(doc),
})

const position = (doc: Application) => doc.openingTitle || 'Lamaran terbuka'

/** The rows of the export, headings first (every cell neutralised against formulas by toCsv). */
function csvRows(docs: Application[], names: Map<string, string>): string[][] {
  return [
    ['Diterima', 'Status', 'Posisi', 'Nama', 'Email', 'Telepon', 'URL LinkedIn', 'Surat lamaran', 'Ditangani oleh', 'Catatan internal'],
    ...docs.map((doc) => [
      doc.createdAt,
      APPLICATION_STATUS_LABELS[doc.status],
      position(doc),
      doc.name,
      doc.email,
      doc.phone,
      doc.linkedinUrl,
      doc.coverLetter,
      names.get(doc.assigneeId) ?? '',
      doc.notes.map((note) => `${note.byName}: ${note.text}`).join('\n'),
    ]),
  ]
}

export { deleteApplication }

/**
 * Lamaran (/dashboard/applications): the list with its folders, filters by opening and assignee,
 * search and CSV export; an application's page (status, assignee, notes, spam, email delivery, delete) and its CV
 * through a staff-only route. Every route needs a staff session (dashboardRoutes' guard as well);
 * deleting one (for good, with its CV) is for admins (shared/collections/access.ts).
 */
export function applicationRoutes(options: { mailer: Mailer }) {
  const app = new Hono<AppEnv>()

  app.get(APPLICATIONS_PATH, collectionGuard('edit', 'applications'), (c) => renderList(c, inbox))

  app.get(exportPath(applications), collectionGuard('edit', 'applications'), (c) =>
    inboxExport(c, inbox, 'lamaran', async (docs) => csvRows(docs, new Map((await people(c.get('backend').content)).map((p) => [p.id, p.name] as const)))),
  )

  const load = async (c: Context<AppEnv>): Promise<Application> => (await c.get('backend').content.get('applications', c.req.param('id') ?? '')) ?? notFound()

  // The CV: staff only, never cached by anyone, always a download (never shown in the browser's
  // own viewer on the dashboard's origin), whatever the file is named.
  app.get(`${APPLICATIONS_PATH}/:id/cv`, collectionGuard('edit', 'applications'), async (c) => {
    const application = await load(c)
    const info = application.cv?.path ? await c.get('backend').files.stat(application.cv.path) : null
    if (!info) notFound()
    return serveFile(c, info, {
      'Content-Type': 'application/pdf',
      'Content-Disposition': contentDisposition('attachment', `CV ${application.name}.pdf`),
      'Cache-Control': 'private, no-store',
      'X-Content-Type-Options': 'nosniff',
    })
  })

  const renderDetail = async (c: Context<AppEnv>, application: Application, extra: Partial<ApplicationDetailPageProps> = {}, status = 200) => {
    const store = c.get('backend').content
    const [opening, everyone, deliveries, retentionMonths, site] = await Promise.all([
      application.openingId ? store.get('openings', application.openingId) : Promise.resolve(null),
      people(store),
      Promise.all(application.mail.map((m) => (options.mailer.status ? options.mailer.status(m.id).catch(() => null) : Promise.resolve(null)))),
      applicationRetentionMonths(store),
      siteFor(c),
    ])
    // Balas starts empty, or from a template asked for by its link (?template=), edited before sending.
    const about = { name: application.name, opening: application.openingTitle || 'lamaran terbuka', firm: site.name || 'kantor kami' }
    const templateName = c.req.query('template') ?? ''
    const template = Object.hasOwn(APPLICATION_REPLY_TEMPLATES, templateName) ? APPLICATION_REPLY_TEMPLATES[templateName as ApplicationTemplateName] : null
    const props: ApplicationDetailPageProps = {
      application: {
        id: application.id,
        version: application.version,
        name: application.name,
        email: application.email,
        phone: application.phone ? formatPhone(application.phone) : '',
        phoneHref: application.phone ? telHref(application.phone) : '',
        linkedinUrl: application.linkedinUrl,
        coverLetter: application.coverLetter,
        openingTitle: application.openingTitle,
        openingHref: opening ? `/dashboard/openings/${opening.id}/edit` : null,
        cv: application.cv ? { name: application.cv.originalName || 'CV.pdf', size: application.cv.size } : null,
        status: application.status,
        receivedAt: application.createdAt,
        assigneeId: application.assigneeId,
        notes: application.notes,
        replies: application.replies ?? [],
        spamReasons: application.spamReasons.map((reason) => SPAM_REASON_LABELS[reason as SpamReason] ?? reason),
        mail: application.mail.map((m, i) => ({ ...m, ...(deliveries[i] ? { delivery: deliveries[i]!.error ? `${deliveries[i]!.state}: ${deliveries[i]!.error}` : deliveries[i]!.state } : {}) })),
      },
      retentionMonths,
      people: everyone,
      canDelete: mayDo(c.get('session')!.user.role, 'delete', 'applications'),
      reply: template ? { subject: template.subject(about), text: template.text(about) } : { subject: replySubject(`Lamaran Anda: ${about.opening}`), text: '' },
      replyTemplates: Object.entries(APPLICATION_REPLY_TEMPLATES).map(([name, t]) => ({ label: t.label, href: `${APPLICATIONS_PATH}/${application.id}?template=${name}#inbox-reply` })),
      ...extra,
    }
    return renderDashboard(c, 'application-detail', props, { title: `Lamaran dari ${application.name}`, status })
  }

  app.get(`${APPLICATIONS_PATH}/:id`, collectionGuard('edit', 'applications'), async (c) => {
    let application = await load(c)
    if (application.unread) {
      // Opened: no longer counted as unread. Someone else's save meanwhile wins; it stays unread.
      const { id, version, createdAt: _c, updatedAt: _u, updatedBy: _b, ...data } = application
      application = await c
        .get('backend')
        .content.update('applications', id, { ...data, unread: false }, { actor: c.get('session')!.user.uid, expectedVersion: version })
        .catch((error: unknown) => {
          if (error instanceof StaleVersionError || error instanceof NotFoundError) return application
          throw error
        })
    }
    return renderDetail(c, application)
  })

  app.post(`${APPLICATIONS_PATH}/:id`, collectionGuard('edit', 'applications'), async (c) => {
    const store = c.get('backend').content
    const application = await load(c)
    const form = await readForm(c)
    const session = c.get('session')!
    const version = Number(form.get('version'))
    const intent = String(form.get('intent') ?? '')
    const { id, version: _v, createdAt: _c, updatedAt: _u, updatedBy: _b, ...data } = application
    let next = { ...data }
    switch (intent) {
      case 'status': {
        const status = String(form.get('status') ?? '')
        if (!(APPLICATION_STATUSES as readonly string[]).includes(status)) return renderDetail(c, application, { error: INQUIRY_MSG.status }, 400)
        next = { ...next, status: status as ApplicationStatus, unread: status === 'spam' ? false : next.unread }
        break
      }
      case 'assign': {
        // '' unassigns; any other value must be a profile that exists now.
        const assigneeId = String(form.get('assigneeId') ?? '')
        if (assigneeId && !(await store.get('profiles', assigneeId))) return renderDetail(c, application, { error: APPLICATION_MSG.assigneeUnknown }, 400)
        next = { ...next, assigneeId }
        break
      }
      case 'note': {
        const text = normalizeLineBreaks(String(form.get('note') ?? '')).trim()
        const refused = !text ? INQUIRY_MSG.noteRequired : text.length > NOTE_MAX ? INQUIRY_MSG.noteMax : !isMultiLineText(text) ? 'Catatan berisi karakter kontrol yang tidak terlihat. Ketik ulang catatan itu.' : null
        if (refused) return renderDetail(c, application, { error: refused, note: text.slice(0, NOTE_MAX * 2) }, 400)
        next = { ...next, notes: [...next.notes, { at: c.get('now').toISOString(), by: session.user.uid, byName: session.user.displayName, text }] }
        break
      }
      case 'spam':
        next = { ...next, status: 'spam', unread: false }
        break
      case 'not-spam': {
        next = { ...next, status: 'new' }
        // Set aside before the firm was told: it is told now, and the candidate acknowledged
        // unless that was done already (suspected spam is acknowledged when it arrives).
        if (!next.mail.some((m) => m.kind === 'notification')) {
          const site = await siteFor(c)
          next = { ...next, mail: completeMail(next.mail, planApplicationMail({ id, email: next.email, recipients: [site.careerEmail || c.get('config').adminEmail || ''], spam: 'none', nowIso: c.get('now').toISOString() })), mailDue: true }
        }
        break
      }
      case 'unread':
        next = { ...next, unread: true }
        break
      case 'resend':
        break
      default:
        throw new HTTPException(400, { message: 'Tindakan tidak dikenali. Muat ulang halaman.' })
    }
    let saved = application
    if (intent !== 'resend') {
      try {
        saved = await store.update('applications', id, next, { actor: session.user.uid, expectedVersion: Number.isInteger(version) ? version : undefined })
      } catch (error) {
        if (error instanceof StaleVersionError) return renderDetail(c, (await store.get('applications', id)) ?? application, { error: STALE }, 409)
        if (error instanceof NotFoundError) notFound()
        throw error
      }
    }
    if (intent === 'resend' || (intent === 'not-spam' && saved.mailDue)) {
      const site = await siteFor(c)
      await deliverApplicationMail(saved, { store, mailer: options.mailer, firm: { name: site.name, email: site.careerEmail, baseUrl: c.get('config').publicBaseUrl }, now: c.get('now'), resend: true })
      return redirectWithNotice(c, `${APPLICATIONS_PATH}/${id}`, intent === 'resend' ? 'application-resent' : 'application-not-spam-sent')
    }
    if (intent === 'assign') await tellAssignee(c, { collection: 'applications', id, assigneeId: saved.assigneeId, previousId: data.assigneeId, senderName: saved.name, what: saved.openingTitle ? `lamaran untuk ${saved.openingTitle}` : 'lamaran', path: `${APPLICATIONS_PATH}/${id}`, mailer: options.mailer })
    return redirectWithNotice(c, intent === 'spam' ? APPLICATIONS_PATH : `${APPLICATIONS_PATH}/${id}`, APPLICATION_NOTICES[intent as keyof typeof APPLICATION_NOTICES])
  })

  // Balas: an email to the candidate from the firm's careers address, kept in the thread (inbox/reply.ts).
  app.post(`${APPLICATIONS_PATH}/:id/reply`, collectionGuard('edit', 'applications'), async (c) => {
    const application = await load(c)
    const form = await readForm(c)
    const site = await siteFor(c)
    const firmEmail = site.careerEmail || site.email || c.get('config').adminEmail || ''
    const outcome = await sendReply(c, form, { collection: 'applications', id: application.id, to: application.email, prefix: 'application', firm: { name: site.name, email: firmEmail }, mailer: options.mailer })
    if (outcome.ok) return redirectWithNotice(c, `${APPLICATIONS_PATH}/${application.id}`, 'application-replied')
    return renderDetail(c, (await c.get('backend').content.get('applications', application.id)) ?? application, { reply: { ...outcome.draft, error: outcome.error, fieldErrors: outcome.fieldErrors ?? {} } }, outcome.status)
  })

  app.post(`${APPLICATIONS_PATH}/:id/delete`, collectionGuard('delete', 'applications'), async (c) => {
    const backend = c.get('backend')
    const form = await readForm(c)
    const id = c.req.param('id')
    const version = Number(form.get('version'))
    const application = await backend.content.get('applications', id)
    if (application) {
      try {
        await deleteApplication(backend, application, c.get('session')!.user.uid, Number.isInteger(version) ? version : undefined)
      } catch (error) {
        if (error instanceof StaleVersionError) {
          const current = await backend.content.get('applications', id)
          if (current) return renderDetail(c, current, { error: `${STALE} Lamaran tidak dihapus.` }, 409)
        } else if (!(error instanceof NotFoundError)) throw error
      }
    }
    return redirectWithNotice(c, APPLICATIONS_PATH, 'application-deleted')
  })

  return app
}
