/**
 * Pendaftar (docs/decisions/0059-event-registration.md): an event's registrants at
 * /dashboard/acara/{id}/pendaftar, for the roles that handle inquiries (personal data, the role
 * matrix's `inquiries` area through the registrations' collection): the list with each state,
 * the counts, attendance marked once the event has begun, the CSV (cells that would be formulas
 * kept as text) and the thanks with the recording, sent once per registrant. Each change is a
 * line in Log Aktivitas (the store writes attendance's; the CSV and the thanks log their own).
 */
import { Hono, type Context } from 'hono'
import { HTTPException } from 'hono/http-exception'
import { events } from '../../../../shared/collections/events'
import { registrationRetentionMonths } from '../../../../shared/collections/settings'
import { REGISTRATION_STATE_LABELS } from '../../../../shared/collections/registrations'
import { formatPhone } from '../../../../shared/schemas/phone'
import type { EventDoc, Registration } from '../../../../shared/schemas/types'
import type { RegistrantsPageProps } from '../../../../web/src/dashboard/collections/registrations/registrants-page'
import type { AppEnv } from '../../app-env'
import { collectionGuard } from '../../auth/guards'
import { StaleVersionError } from '../../backends/ports'
import { siteFor, siteSettingsFor } from '../../content/site'
import { logActivity } from '../../history/activity'
import type { Mailer } from '../../mail/mailer'
import { renderDashboard } from '../../render/dashboard-renderer'
import { readForm } from '../../routes/dashboard/form-helpers'
import { toCsv } from '../inquiries/csv'
import { mailRegistration } from './registration-mail'
import { registrationCutoff, retainedFrom } from './retention'
import { countByState, registrationsOf } from './seats'

/**
 * When the registrations sweep deletes registrations retained from `from` (retainedFrom): the
 * first instant whose cutoff (registrationCutoff) is past it. Found by bisection rather than by
 * adding the months, which month ends make differ by a few days (31 August plus six months).
 */
export function deletionDate(from: string, months: number): string {
  const start = Date.parse(from)
  const past = (t: number) => registrationCutoff(new Date(t), months).getTime() > start
  let low = start
  let high = start + (months + 1) * 31 * 86_400_000
  while (high - low > 1) {
    const middle = Math.floor((low + high) / 2)
    if (past(middle)) high = middle
    else low = middle
  }
  return new Date(high).toISOString()
}

/** The page of an event's registrants. */
export const registrantsPath = (eventId: string) => `${events.list.path}/${eventId}/pendaftar`

const NOTICES: Record<string, string> = {
  attendance: 'Kehadiran dicatat.',
  thanks: 'Ucapan terima kasih dikirim.',
  'thanks-none': 'Tidak ada peserta yang belum menerima ucapan terima kasih.',
}

async function eventOf(c: Context<AppEnv>): Promise<EventDoc> {
  const event = await c.get('backend').content.get('events', c.req.param('id') ?? '')
  if (!event) throw new HTTPException(404, { message: 'Acara tidak ditemukan.' })
  return event
}

const byName = (a: Registration, b: Registration) => a.createdAt.localeCompare(b.createdAt) || a.id.localeCompare(b.id)

/** Who may receive the thanks: registrants not cancelled, waiting or marked absent. */
const thanksFor = (r: Registration) => r.state === 'confirmed' || r.state === 'attended'

export function registrantRoutes(options: { mailer: Mailer }) {
  const app = new Hono<AppEnv>()
  const base = `${events.list.path}/:id/pendaftar`
  app.use(base, collectionGuard('edit', 'registrations'))
  app.use(`${base}/*`, collectionGuard('edit', 'registrations'))
  app.use(`${events.list.path}/:id/pendaftar.csv`, collectionGuard('edit', 'registrations'))

  app.get(base, async (c) => {
    const event = await eventOf(c)
    const now = c.get('now')
    const [registrations, settings] = await Promise.all([registrationsOf(c.get('backend').content, event.id), siteSettingsFor(c)])
    const list = registrations.sort(byName)
    const retentionMonths = registrationRetentionMonths(settings?.registrationRetentionMonths)
    const props: RegistrantsPageProps = {
      event: { id: event.id, title: event.title, startsAt: event.startsAt, capacity: event.capacity, recordingUrl: event.recordingUrl, editHref: `${events.list.path}/${event.id}/edit` },
      counts: countByState(list),
      rows: list.map((r) => ({ id: r.id, name: r.name, email: r.email, company: r.company, position: r.position, phone: r.phone ? formatPhone(r.phone) : '', questions: r.questions, state: r.state, createdAt: r.createdAt })),
      base: registrantsPath(event.id),
      started: Date.parse(event.startsAt) <= now.getTime(),
      thanksReady: Boolean(event.recordingUrl) && Date.parse(event.endsAt) <= now.getTime(),
      thanked: list.filter((r) => r.thanksSentAt).length,
      notice: NOTICES[c.req.query('notice') ?? ''] ?? '',
      retention: { months: retentionMonths, deletedFrom: deletionDate(retainedFrom({ createdAt: now.toISOString() }, event), retentionMonths) },
    }
    return renderDashboard(c, 'registrants', props, { title: `Pendaftar: ${event.title}` })
  })

  app.get(`${events.list.path}/:id/pendaftar.csv`, async (c) => {
    const event = await eventOf(c)
    const list = (await registrationsOf(c.get('backend').content, event.id)).sort(byName)
    const rows = [
      ['Nama', 'Email', 'Perusahaan', 'Jabatan', 'Telepon', 'Pertanyaan', 'Status', 'Bahasa', 'Didaftarkan'],
      ...list.map((r) => [r.name, r.email, r.company, r.position, r.phone ? formatPhone(r.phone) : '', r.questions, REGISTRATION_STATE_LABELS[r.state], r.lang, r.createdAt]),
    ]
    const session = c.get('session')!
    await logActivity(c.get('backend').content, { action: 'registrants-export', actor: session.user.uid, collection: 'events', itemId: event.id, itemTitle: event.title, detail: `${list.length} pendaftar`, at: c.get('now').toISOString() })
    c.header('Content-Type', 'text/csv; charset=utf-8')
    c.header('Content-Disposition', `attachment; filename="pendaftar-${event.slug}.csv"`)
    c.header('Cache-Control', 'private, no-store')
    return c.body(toCsv(rows))
  })

  app.post(`${base}/kehadiran`, async (c) => {
    const event = await eventOf(c)
    const form = await readForm(c)
    const state = form.get('state')
    if (state !== 'attended' && state !== 'absent') throw new HTTPException(400, { message: 'Pilih Hadir atau Tidak hadir.' })
    if (Date.parse(event.startsAt) > c.get('now').getTime()) throw new HTTPException(400, { message: 'Kehadiran belum dapat dicatat: acara harus sudah dimulai.' })
    const store = c.get('backend').content
    const registration = await store.get('registrations', String(form.get('id') ?? ''))
    if (!registration || registration.eventId !== event.id) throw new HTTPException(404, { message: 'Pendaftar tidak ditemukan.' })
    if (registration.state === 'cancelled' || registration.state === 'waitlisted') throw new HTTPException(400, { message: 'Hanya peserta terdaftar yang dapat dicatat kehadirannya.' })
    const { id, version, createdAt: _c, updatedAt: _u, updatedBy: _b, ...data } = registration
    try {
      await store.update('registrations', id, { ...data, state, attendanceAt: c.get('now').toISOString() }, { actor: c.get('session')!.user.uid, expectedVersion: version })
    } catch (error) {
      if (error instanceof StaleVersionError) throw new HTTPException(409, { message: 'Data pendaftar ini baru saja berubah. Muat ulang halaman lalu coba lagi.' })
      throw error
    }
    return c.redirect(`${registrantsPath(event.id)}?notice=attendance`, 303)
  })

  app.post(`${base}/terima-kasih`, async (c) => {
    const event = await eventOf(c)
    const now = c.get('now')
    if (!event.recordingUrl || Date.parse(event.endsAt) > now.getTime()) throw new HTTPException(400, { message: 'Ucapan terima kasih belum dapat dikirim: acara harus sudah selesai dan tautan rekaman harus diisi.' })
    const store = c.get('backend').content
    const site = await siteFor(c)
    const deps = { store, mailer: options.mailer, baseUrl: c.get('config').publicBaseUrl, firm: { name: site.name, email: site.email }, now }
    let sent = 0
    for (const registration of await registrationsOf(store, event.id)) {
      if (!thanksFor(registration) || registration.thanksSentAt) continue
      if (await mailRegistration(deps, event, registration, 'thanks')) sent += 1
    }
    if (sent > 0) await logActivity(store, { action: 'event-thanks-send', actor: c.get('session')!.user.uid, collection: 'events', itemId: event.id, itemTitle: event.title, detail: `${sent} penerima`, at: now.toISOString() })
    return c.redirect(`${registrantsPath(event.id)}?notice=${sent > 0 ? 'thanks' : 'thanks-none'}`, 303)
  })

  return app
}
