import { Hono, type Context } from 'hono'
import { isDeepStrictEqual } from 'node:util'
import { HTTPException } from 'hono/http-exception'
import { INQUIRY_MSG, INQUIRY_STATUS_LABELS, INQUIRY_STATUSES, NOTE_MAX, type InquiryStatus } from '../../../../shared/collections/inquiries'
import { DASHBOARD_PER_PAGE } from '../../../../shared/schemas/limits'
import { isMultiLineText, normalizeLineBreaks } from '../../../../shared/schemas/text-fields'
import type { Inquiry } from '../../../../shared/schemas/types'
import type { InquiryDetailPageProps } from '../../../../web/src/dashboard/collections/inquiries/detail-page'
import type { InquiryListPageProps } from '../../../../web/src/dashboard/collections/inquiries/list-page'
import { EXPORT_PATH, INBOX_PATH, PERSON_PATH, type InboxFilters, type StatusFilter } from '../../../../web/src/dashboard/collections/inquiries/paths'
import type { PersonDataPageProps } from '../../../../web/src/dashboard/collections/inquiries/person-page'
import type { AppEnv } from '../../app-env'
import { mayDo, PERSON_DATA_COLLECTIONS } from '../../../../shared/collections/access'
import { collectionGuard, guards } from '../../auth/guards'
import { NotFoundError, StaleVersionError, type ContentStore } from '../../backends/ports'
import { siteFor } from '../../content/site'
import { completeMail, deliverInquiryMail, planInquiryMail } from '../../inbox/inquiry-mail'
import { inquiryRecipients } from '../../inbox/recipients'
import { deletePersonData, findPersonData } from '../../inbox/person-data'
import { SPAM_REASON_LABELS, type SpamReason } from '../../inbox/spam-guard'
import type { Mailer } from '../../mail/mailer'
import { renderDashboard } from '../../render/dashboard-renderer'
import { readForm } from '../../routes/dashboard/form-helpers'
import { redirectWithNotice } from '../../routes/dashboard/notice-redirect'
import type { NoticeKey } from '../../../../shared/notices'
import { notFound } from '../../routes/not-found'
import { toCsv } from './csv'
import { formatPhone, telHref } from '../../../../shared/schemas/phone'

/** Inquiries a list or an export reads at most (a firm receives far fewer in its retention period). */
export const INBOX_READ_MAX = 5_000

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

/** The list filters from the query, each checked (anything else is no filter). */
export function readFilters(query: (name: string) => string | undefined): InboxFilters {
  const status = query('status') ?? ''
  return {
    status: (['', 'all', ...INQUIRY_STATUSES] as string[]).includes(status) ? (status as StatusFilter) : '',
    q: (query('q') ?? '').trim().slice(0, 200),
    assignee: /^[\w-]{1,100}$/.test(query('assignee') ?? '') ? query('assignee')! : '',
  }
}

/** Newest first: one status (an indexed query), or every one. */
async function readInbox(store: ContentStore, status: StatusFilter): Promise<Inquiry[]> {
  if (status && status !== 'all') {
    return store.query('inquiries', { where: [{ field: 'status', op: '==', value: status }], orderBy: [{ field: 'createdAt', direction: 'desc' }], limit: INBOX_READ_MAX })
  }
  const all = await store.query('inquiries', { orderBy: [{ field: 'createdAt', direction: 'desc' }], limit: INBOX_READ_MAX })
  return status === 'all' ? all : all.filter((doc) => doc.status !== 'spam')
}

/** The inquiries matching the filters: search is a case-insensitive match in the sender and the message (never a search index: they stay out of it). */
export function applyFilters(docs: Inquiry[], filters: InboxFilters): Inquiry[] {
  const q = filters.q.toLocaleLowerCase('id-ID')
  return docs.filter((doc) => {
    if (filters.assignee === 'none' ? doc.assigneeId !== '' : filters.assignee && doc.assigneeId !== filters.assignee) return false
    if (!q) return true
    return [doc.name, doc.email, doc.company, doc.message, doc.otherParties].some((text) => text.toLocaleLowerCase('id-ID').includes(q))
  })
}

/** Staff who can take an inquiry: every profile, by name. */
async function people(store: ContentStore) {
  const profiles = await store.query('profiles')
  return profiles.map((p) => ({ id: p.id, name: p.name })).sort((a, b) => a.name.localeCompare(b.name, 'id'))
}

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

  app.get(INBOX_PATH, guards('auth'), async (c) => {
    const store = c.get('backend').content
    const filters = readFilters((name) => c.req.query(name))
    const [docs, everyone, areas, counts] = await Promise.all([
      readInbox(store, filters.status),
      people(store),
      store.query('practiceAreas'),
      Promise.all(INQUIRY_STATUSES.map((status) => store.count('inquiries', { where: [{ field: 'status', op: '==', value: status }] }))),
    ])
    const matching = applyFilters(docs, filters)
    const pages = Math.max(1, Math.ceil(matching.length / DASHBOARD_PER_PAGE))
    const requested = Number(c.req.query('page') ?? '1')
    const page = Number.isInteger(requested) && requested >= 1 ? Math.min(requested, pages) : 1
    const names = new Map([...everyone.map((p) => [p.id, p.name] as const), ...areas.map((a) => [a.id, a.name] as const)])
    const props: InquiryListPageProps = {
      items: matching.slice((page - 1) * DASHBOARD_PER_PAGE, page * DASHBOARD_PER_PAGE).map((doc) => ({
        id: doc.id,
        name: doc.name,
        email: doc.email,
        company: doc.company,
        excerpt: doc.message.length > 140 ? `${doc.message.slice(0, 139)}…` : doc.message,
        status: doc.status,
        unread: doc.unread,
        receivedAt: doc.createdAt,
        about: doc.target.kind !== 'firm' ? `Untuk ${doc.target.name}` : doc.practiceAreaId ? (names.get(doc.practiceAreaId) ?? '') : '',
        assignee: names.get(doc.assigneeId) ?? '',
        mailFailed: doc.mail.some((m) => m.state === 'failed'),
      })),
      total: matching.length,
      page,
      pages,
      filters,
      counts: Object.fromEntries(INQUIRY_STATUSES.map((status, i) => [status, counts[i]!])) as Record<InquiryStatus, number>,
      people: everyone,
      canErasePerson: may(c).canErasePerson,
    }
    return renderDashboard(c, 'inquiry-list', props, { title: 'Pesan Masuk' })
  })

  app.get(EXPORT_PATH, guards('auth'), async (c) => {
    const store = c.get('backend').content
    const filters = readFilters((name) => c.req.query(name))
    const [docs, everyone, areas] = await Promise.all([readInbox(store, filters.status), people(store), store.query('practiceAreas')])
    const names = new Map([...everyone.map((p) => [p.id, p.name] as const), ...areas.map((a) => [a.id, a.name] as const)])
    const day = c.get('now').toISOString().slice(0, 10)
    return c.body(toCsv(csvRows(applyFilters(docs, filters), names)), 200, {
      'Content-Type': 'text/csv; charset=utf-8',
      'Content-Disposition': `attachment; filename="pesan-masuk-${day}.csv"`,
      'Cache-Control': 'no-store',
      'X-Content-Type-Options': 'nosniff',
    })
  })

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
    const [everyone, area, deliveries] = await Promise.all([
      people(store),
      inquiry.practiceAreaId ? store.get('practiceAreas', inquiry.practiceAreaId) : Promise.resolve(null),
      Promise.all(inquiry.mail.map((m) => (options.mailer.status ? options.mailer.status(m.id).catch(() => null) : Promise.resolve(null)))),
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
        spamReasons: inquiry.spamReasons.map((reason) => SPAM_REASON_LABELS[reason as SpamReason] ?? reason),
        mail: inquiry.mail.map((m, i) => ({ ...m, ...(deliveries[i] ? { delivery: deliveries[i]!.error ? `${deliveries[i]!.state}: ${deliveries[i]!.error}` : deliveries[i]!.state } : {}) })),
      },
      people: everyone,
      ...may(c),
      ...extra,
    }
    return renderDashboard(c, 'inquiry-detail', props, { title: `Pesan dari ${inquiry.name}`, status })
  }

  app.get(`${INBOX_PATH}/:id`, guards('auth'), async (c) => {
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

  app.post(`${INBOX_PATH}/:id`, guards('auth'), async (c) => {
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
    return redirectWithNotice(c, intent === 'spam' ? INBOX_PATH : `${INBOX_PATH}/${id}`, INQUIRY_NOTICES[intent as keyof typeof INQUIRY_NOTICES])
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
