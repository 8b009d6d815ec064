import { Hono, type Context } from 'hono'
import { isDeepStrictEqual } from 'node:util'
import { HTTPException } from 'hono/http-exception'
import { INQUIRY_MSG, INQUIRY_STATUS_LABELS, INQUIRY_STATUSES, inquiries, NOTE_MAX, type InquiryStatus } from '../../../../shared/collections/inquiries'
import { isMultiLineText, normalizeLineBreaks } from '../../../../shared/schemas/text-fields'
import type { Inquiry } from '../../../../shared/schemas/types'
import type { InquiryDetailPageProps } from '../../../../web/src/dashboard/collections/inquiries/detail-page'
import { INBOX_PATH, PERSON_PATH } from '../../../../web/src/dashboard/collections/inquiries/paths'
import type { PersonDataPageProps } from '../../../../web/src/dashboard/collections/inquiries/person-page'
import type { AppEnv } from '../../app-env'
import { mayDo, PERSON_DATA_COLLECTIONS } from '../../../../shared/collections/access'
import { collectionGuard } from '../../auth/guards'
import { NotFoundError, StaleVersionError } from '../../backends/ports'
import { siteFor } from '../../content/site'
import { completeMail, deliverInquiryMail, planInquiryMail } from './inquiry-mail'
import { inquiryRecipients } from './recipients'
import { deletePersonData, findPersonData } from './person-data'
import { SPAM_REASON_LABELS, type SpamReason } from '../../security/spam-guard'
import type { Mailer } from '../../mail/mailer'
import { renderDashboard } from '../../render/dashboard-renderer'
import { readForm } from '../../routes/dashboard/form-helpers'
import { redirectWithNotice } from '../../routes/dashboard/notice-redirect'
import type { NoticeKey } from '../../../../shared/notices'
import { notFound } from '../../routes/not-found'
import { renderList } from '../list-route'
import { INBOX_READ_MAX, inboxExport, inboxSource, exportPath, people } from '../inbox-list'
import { formatPhone, telHref } from '../../../../shared/schemas/phone'
import { sendReply } from '../../inbox/reply'
import { tellAssignee } from '../../inbox/assignment-mail'
import { replySubject } from '../../../../shared/collections/replies'

const STALE = 'Pesan ini baru saja diubah orang lain. Periksa keadaannya sekarang, lalu ulangi.'

/** What each action on a message did, as its confirmation says it. */
const INQUIRY_NOTICES = {
  status: 'inquiry-status',
  assign: 'inquiry-assigned',
  note: 'inquiry-note',
  spam: 'inquiry-spam',
  'not-spam': 'inquiry-not-spam',
  unread: 'inquiry-unread',
} as const satisfies Record<string, NoticeKey>

/**
 * Newest first: one folder by its indexed status, or every one (Spam left out unless asked
 * for). The search is a plain match in the sender's words, never a search index: inquiries stay
 * out of it.
 */
const inbox = inboxSource<Inquiry>({
  module: inquiries,
  async read(c, query) {
    const store = c.get('backend').content
    const status = query.filters.status
    if (status && status !== 'all') {
      return store.query('inquiries', { where: [{ field: 'status', op: '==', value: status }], orderBy: [{ field: 'createdAt', direction: 'desc' }], limit: INBOX_READ_MAX })
    }
    return store.query('inquiries', { orderBy: [{ field: 'createdAt', direction: 'desc' }], limit: INBOX_READ_MAX })
  },
  meta: (doc) => [doc.email, doc.company].filter(Boolean).join(' · '),
  // The start of the message, under whom (or which practice area) it was addressed to.
  async detail(c) {
    const areas = new Map((await c.get('backend').content.query('practiceAreas')).map((a) => [a.id, a.name]))
    return (doc) => {
      const about = doc.target.kind !== 'firm' ? `Untuk ${doc.target.name}` : (areas.get(doc.practiceAreaId) ?? '')
      return { text: doc.message.length > 140 ? `${doc.message.slice(0, 139)}…` : doc.message, ...(about ? { above: about } : {}) }
    }
  },
  // Hapus data seseorang is for admins (its route refuses editors).
  head: (c) => (mayDo(c.get('session')!.user.role, 'delete', ...PERSON_DATA_COLLECTIONS) ? [{ label: 'Hapus data seseorang', href: PERSON_PATH }] : []),
})

/** The rows of the export, headings first. */
function csvRows(docs: Inquiry[], names: Map<string, string>): string[][] {
  return [
    ['Diterima', 'Status', 'Nama', 'Email', 'Telepon', 'Perusahaan', 'Bidang praktik', 'Ditujukan kepada', 'Pesan', 'Pihak lain yang terlibat', 'Ditangani oleh', 'Catatan internal'],
    ...docs.map((doc) => [
      doc.createdAt,
      INQUIRY_STATUS_LABELS[doc.status],
      doc.name,
      doc.email,
      doc.phone,
      doc.company,
      names.get(doc.practiceAreaId) ?? '',
      doc.target.kind === 'firm' ? '' : doc.target.name,
      doc.message,
      doc.otherParties,
      names.get(doc.assigneeId) ?? '',
      doc.notes.map((note) => `${note.byName}: ${note.text}`).join('\n'),
    ]),
  ]
}

/**
 * Pesan Masuk (/dashboard/inquiries): the list with its folders, filters, search and CSV export,
 * an inquiry's page (status, assignee, notes, spam, email delivery, delete), and the deletion of
 * one person's data. Every route needs a staff session (dashboardRoutes' guard as well); deleting
 * (an inquiry, or a person's data everywhere) is for admins (shared/collections/access.ts).
 */
export function inquiryRoutes(options: { mailer: Mailer }) {
  const app = new Hono<AppEnv>()
  // Hapus data seseorang deletes the person's messages, applications and subscription for good.
  const erasePerson = collectionGuard('delete', ...PERSON_DATA_COLLECTIONS)
  const may = (c: Context<AppEnv>) => {
    const role = c.get('session')!.user.role
    return { canDelete: mayDo(role, 'delete', 'inquiries'), canErasePerson: mayDo(role, 'delete', ...PERSON_DATA_COLLECTIONS) }
  }

  app.get(INBOX_PATH, collectionGuard('edit', 'inquiries'), (c) => renderList(c, inbox))

  app.get(exportPath(inquiries), collectionGuard('edit', 'inquiries'), (c) =>
    inboxExport(c, inbox, 'pesan-masuk', async (docs) => {
      const store = c.get('backend').content
      const [everyone, areas] = await Promise.all([people(store), store.query('practiceAreas')])
      return csvRows(docs, new Map([...everyone.map((p) => [p.id, p.name] as const), ...areas.map((a) => [a.id, a.name] as const)]))
    }),
  )

  app.get(PERSON_PATH, erasePerson, async (c) => {
    const email = (c.req.query('email') ?? '').trim().slice(0, 254)
    const props: PersonDataPageProps = { email, found: null }
    if (email) {
      const found = await findPersonData(c.get('backend').content, email)
      props.found = found.map(({ id, kind, name, receivedAt }) => ({ id, kind, name, receivedAt }))
    }
    return renderDashboard(c, 'inquiry-person', props, { title: 'Hapus data seseorang' })
  })

  app.post(PERSON_PATH, erasePerson, async (c) => {
    const form = await readForm(c)
    const email = String(form.get('email') ?? '').trim()
    if (!email || email.length > 254) {
      return renderDashboard(c, 'inquiry-person', { email: email.slice(0, 254), found: null, error: 'Alamat email harus diisi: tulis email orang yang datanya dihapus.' } satisfies PersonDataPageProps, { title: 'Hapus data seseorang', status: 400 })
    }
    await deletePersonData(c.get('backend').content, email, c.get('session')!.user.uid, c.get('backend').files, options.mailer)
    return redirectWithNotice(c, INBOX_PATH, 'inquiry-person-deleted')
  })

  const load = async (c: Context<AppEnv>): Promise<Inquiry> => (await c.get('backend').content.get('inquiries', c.req.param('id') ?? '')) ?? notFound()

  const renderDetail = async (c: Context<AppEnv>, inquiry: Inquiry, extra: Partial<InquiryDetailPageProps> = {}, status = 200) => {
    const store = c.get('backend').content
    const [everyone, area, deliveries, site] = await Promise.all([
      people(store),
      inquiry.practiceAreaId ? store.get('practiceAreas', inquiry.practiceAreaId) : Promise.resolve(null),
      Promise.all(inquiry.mail.map((m) => (options.mailer.status ? options.mailer.status(m.id).catch(() => null) : Promise.resolve(null)))),
      siteFor(c),
    ])
    const props: InquiryDetailPageProps = {
      inquiry: {
        id: inquiry.id,
        version: inquiry.version,
        name: inquiry.name,
        email: inquiry.email,
        phone: inquiry.phone ? formatPhone(inquiry.phone) : '',
        phoneHref: inquiry.phone ? telHref(inquiry.phone) : '',
        company: inquiry.company,
        message: inquiry.message,
        otherParties: inquiry.otherParties,
        status: inquiry.status,
        receivedAt: inquiry.createdAt,
        target: inquiry.target,
        areaName: area?.name ?? '',
        assigneeId: inquiry.assigneeId,
        notes: inquiry.notes,
        replies: inquiry.replies ?? [],
        spamReasons: inquiry.spamReasons.map((reason) => SPAM_REASON_LABELS[reason as SpamReason] ?? reason),
        mail: inquiry.mail.map((m, i) => ({ ...m, ...(deliveries[i] ? { delivery: deliveries[i]!.error ? `${deliveries[i]!.state}: ${deliveries[i]!.error}` : deliveries[i]!.state } : {}) })),
      },
      people: everyone,
      replySubject: replySubject(`Pesan Anda kepada ${site.name || 'kami'}`),
      ...may(c),
      ...extra,
    }
    return renderDashboard(c, 'inquiry-detail', props, { title: `Pesan dari ${inquiry.name}`, status })
  }

  app.get(`${INBOX_PATH}/:id`, collectionGuard('edit', 'inquiries'), async (c) => {
    let inquiry = await load(c)
    if (inquiry.unread) {
      // Opened: no longer counted as unread. Someone else's save meanwhile wins; it stays unread.
      const { id, version, createdAt: _c, updatedAt: _u, updatedBy: _b, ...data } = inquiry
      inquiry = await c
        .get('backend')
        .content.update('inquiries', id, { ...data, unread: false }, { actor: c.get('session')!.user.uid, expectedVersion: version })
        .catch((error: unknown) => {
          if (error instanceof StaleVersionError || error instanceof NotFoundError) return inquiry
          throw error
        })
    }
    return renderDetail(c, inquiry)
  })

  app.post(`${INBOX_PATH}/:id`, collectionGuard('edit', 'inquiries'), async (c) => {
    const store = c.get('backend').content
    const inquiry = await load(c)
    const form = await readForm(c)
    const session = c.get('session')!
    const version = Number(form.get('version'))
    const intent = String(form.get('intent') ?? '')
    const { id, version: _v, createdAt: _c, updatedAt: _u, updatedBy: _b, ...data } = inquiry
    let next = { ...data }
    switch (intent) {
      case 'status': {
        const status = String(form.get('status') ?? '')
        if (!(INQUIRY_STATUSES as readonly string[]).includes(status)) return renderDetail(c, inquiry, { error: INQUIRY_MSG.status }, 400)
        next = { ...next, status: status as InquiryStatus, unread: status === 'spam' ? false : next.unread }
        break
      }
      case 'assign': {
        const assigneeId = String(form.get('assigneeId') ?? '')
        if (assigneeId && !(await store.get('profiles', assigneeId))) return renderDetail(c, inquiry, { error: 'Profil itu tidak ditemukan. Pilih lagi.' }, 400)
        next = { ...next, assigneeId }
        break
      }
      case 'note': {
        const text = normalizeLineBreaks(String(form.get('note') ?? '')).trim()
        const refused = !text ? INQUIRY_MSG.noteRequired : text.length > NOTE_MAX ? INQUIRY_MSG.noteMax : !isMultiLineText(text) ? 'Catatan berisi karakter kontrol yang tidak terlihat. Ketik ulang catatan itu.' : null
        if (refused) return renderDetail(c, inquiry, { error: refused, note: text.slice(0, NOTE_MAX * 2) }, 400)
        next = { ...next, notes: [...next.notes, { at: c.get('now').toISOString(), by: session.user.uid, byName: session.user.displayName, text }] }
        break
      }
      case 'spam':
        next = { ...next, status: 'spam', unread: false }
        break
      case 'not-spam': {
        next = { ...next, status: 'new' }
        // Set aside before the firm was told: it is told now, and the sender acknowledged unless
        // that was done already (suspected spam is acknowledged when it arrives).
        if (!next.mail.some((m) => m.kind === 'notification')) {
          const site = await siteFor(c)
          const attorney = next.target.kind === 'attorney' ? await store.get('profiles', next.target.id) : null
          const recipients = await inquiryRecipients(store, { mainEmail: site.email || c.get('config').adminEmail || '', practiceAreaId: next.practiceAreaId, attorneyEmail: attorney?.email ?? '' })
          next = { ...next, mail: completeMail(next.mail, planInquiryMail({ id, email: next.email, recipients, spam: 'none', nowIso: c.get('now').toISOString() })), mailDue: true }
        }
        break
      }
      case 'unread':
        next = { ...next, unread: true }
        break
      case 'resend': {
        // A notification that had nowhere to go (no main email then) gets the recipients of now.
        if (next.mail.some((m) => m.kind === 'notification' && m.to.length === 0)) {
          const site = await siteFor(c)
          const attorney = next.target.kind === 'attorney' ? await store.get('profiles', next.target.id) : null
          const to = await inquiryRecipients(store, { mainEmail: site.email || c.get('config').adminEmail || '', practiceAreaId: next.practiceAreaId, attorneyEmail: attorney?.email ?? '' })
          if (to.length) next = { ...next, mail: next.mail.map((m) => (m.kind === 'notification' && m.to.length === 0 ? { ...m, to, state: 'failed' as const } : m)) }
        }
        break
      }
      default:
        throw new HTTPException(400, { message: 'Tindakan tidak dikenali. Muat ulang halaman.' })
    }
    let saved = inquiry
    if (intent !== 'resend' || !isDeepStrictEqual(next.mail, data.mail)) {
      try {
        saved = await store.update('inquiries', id, next, { actor: session.user.uid, expectedVersion: Number.isInteger(version) ? version : undefined })
      } catch (error) {
        if (error instanceof StaleVersionError) return renderDetail(c, (await store.get('inquiries', id)) ?? inquiry, { error: STALE }, 409)
        if (error instanceof NotFoundError) notFound()
        throw error
      }
    }
    if (intent === 'resend' || (intent === 'not-spam' && saved.mailDue)) {
      const site = await siteFor(c)
      await deliverInquiryMail(saved, { store, mailer: options.mailer, firm: { name: site.name, email: site.email, baseUrl: c.get('config').publicBaseUrl }, now: c.get('now'), resend: true })
      return redirectWithNotice(c, `${INBOX_PATH}/${id}`, intent === 'resend' ? 'inquiry-resent' : 'inquiry-not-spam-sent')
    }
    if (intent === 'assign') await tellAssignee(c, { collection: 'inquiries', id, assigneeId: saved.assigneeId, previousId: data.assigneeId, senderName: saved.name, what: 'pesan', path: `${INBOX_PATH}/${id}`, mailer: options.mailer })
    return redirectWithNotice(c, intent === 'spam' ? INBOX_PATH : `${INBOX_PATH}/${id}`, INQUIRY_NOTICES[intent as keyof typeof INQUIRY_NOTICES])
  })

  // Balas: an email to the sender from the firm's address, kept in the thread (inbox/reply.ts).
  app.post(`${INBOX_PATH}/:id/reply`, collectionGuard('edit', 'inquiries'), async (c) => {
    const inquiry = await load(c)
    const form = await readForm(c)
    const site = await siteFor(c)
    const firmEmail = site.email || c.get('config').adminEmail || ''
    const outcome = await sendReply(c, form, { collection: 'inquiries', id: inquiry.id, to: inquiry.email, prefix: 'inquiry', firm: { name: site.name, email: firmEmail }, mailer: options.mailer })
    if (outcome.ok) return redirectWithNotice(c, `${INBOX_PATH}/${inquiry.id}`, 'inquiry-replied')
    return renderDetail(c, (await c.get('backend').content.get('inquiries', inquiry.id)) ?? inquiry, { reply: { ...outcome.draft, error: outcome.error, fieldErrors: outcome.fieldErrors ?? {} } }, outcome.status)
  })

  app.post(`${INBOX_PATH}/:id/delete`, collectionGuard('delete', 'inquiries'), async (c) => {
    const store = c.get('backend').content
    const form = await readForm(c)
    const id = c.req.param('id')
    const version = Number(form.get('version'))
    try {
      await store.remove('inquiries', id, { actor: c.get('session')!.user.uid, expectedVersion: Number.isInteger(version) ? version : undefined })
    } catch (error) {
      if (error instanceof StaleVersionError) {
        const current = await store.get('inquiries', id)
        if (current) return renderDetail(c, current, { error: `${STALE} Pesan tidak dihapus.` }, 409)
      } else if (!(error instanceof NotFoundError)) throw error
    }
    return redirectWithNotice(c, INBOX_PATH, 'inquiry-deleted')
  })

  return app
}
