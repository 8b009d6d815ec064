/**
 * Acara in the dashboard (docs/decisions/0058-events.md): the list (judul, jenis, mulai, mode,
 * status, soonest first), the form of the module's fields with Terbitkan / Simpan draf,
 * Pratinjau of a draft, the English flag, and Hapus to Sampah. The form is the module-driven
 * one (web/src/dashboard/collections/collection-form-page.tsx); these routes add what the
 * generic pages lack: drafts, a preview and readable cells.
 */
import type { SubmissionResult } from '@conform-to/react'
import { Hono, type Context } from 'hono'
import { EVENT_KIND_LABELS, EVENT_MODE_LABELS, events } from '../../../../shared/collections/events'
import { itemLanguages } from '../../../../shared/collections/translation-status'
import { isPublishedAt, PUBLISH_STATUS_LABELS, publishStatus } from '../../../../shared/publish-rule'
import type { EventDoc } from '../../../../shared/schemas/types'
import { eventUrl } from '../../../../shared/urls'
import type { CollectionFormPageProps } from '../../../../web/src/dashboard/collections/collection-form-page'
import { formatJakartaDate, formatJakartaDateTime } from '../../../../web/src/dashboard/components/post-dates'
import type { AppEnv } from '../../app-env'
import { collectionGuard } from '../../auth/guards'
import { mayDo } from '../../../../shared/collections/access'
import type { DocOf } from '../../backends/ports'
import { renderDashboard } from '../../render/dashboard-renderer'
import { itemViews } from '../../insights/item-views'
import { pageRenderer } from '../../render/page-renderer'
import { readBoundedForm, readForm } from '../../routes/dashboard/form-helpers'
import { notFound } from '../../routes/not-found'
import { trashFromRoute } from '../../trash/trash-route'
import { renderList, type ListSource } from '../list-route'
import { moduleFormContext } from '../module-form'
import { previewDocument, UNTITLED } from '../preview-document'
import { refuseDocument, saveDocument } from '../save-document'
import { translationCurrentRoute, translationState } from '../translation-current'
import { publicEvent } from './public-events'
import { withSuggestions } from '../posts/regulation-suggestions'
import { renderEventPage } from './public-routes'

const PATH = events.list.path

/** The list: the latest start first, drafts among them by their dates. */
function eventList(): ListSource<EventDoc> {
  return {
    module: events,
    order: (a, b) => b.startsAt.localeCompare(a.startsAt),
    rows: (c, docs) => {
      const now = c.get('now')
      return docs.map((event) => {
        const status = publishStatus(event, now)
        return {
          id: event.id,
          name: event.title,
          version: event.version,
          cells: {
            title: { text: event.title, href: `${PATH}/${event.id}/edit`, sub: eventUrl(event.slug), code: true, languages: itemLanguages(events, event as unknown as Record<string, unknown>) },
            kind: EVENT_KIND_LABELS[event.kind],
            startsAt: formatJakartaDateTime(event.startsAt),
            mode: event.mode === 'online' && event.platform ? `${EVENT_MODE_LABELS.online} (${event.platform})` : EVENT_MODE_LABELS[event.mode],
            status: { text: PUBLISH_STATUS_LABELS[status], tone: `status-${status}`, ...(event.publishedAt ? { date: { iso: event.publishedAt, text: formatJakartaDate(event.publishedAt), title: formatJakartaDateTime(event.publishedAt) } } : {}) },
          },
          view: isPublishedAt(event, now) ? { href: eventUrl(event.slug) } : { preview: `${PATH}/${event.id}/preview` },
        }
      })
    },
  }
}

export function eventDashboardRoutes(): Hono<AppEnv> {
  const app = new Hono<AppEnv>()
  const mayEdit = collectionGuard('edit', 'events')
  const load = async (c: Context<AppEnv>): Promise<EventDoc> => ((await c.get('backend').content.get('events', c.req.param('id') ?? '')) as EventDoc | null) ?? notFound()
  const list = eventList()

  app.get(PATH, mayEdit, (c) => renderList(c, list))

  const renderForm = async (c: Context<AppEnv>, existing: EventDoc | null, submitted?: { form: FormData; reply: SubmissionResult<string[]>; status: number }, refusedMark?: string) => {
    const now = c.get('now')
    const [context, views] = await Promise.all([moduleFormContext(c.get('backend'), events, existing, now, submitted?.form), itemViews(c.get('backend'), 'events', existing, now)])
    // Tautkan: the regulations the description cites and Peraturan terkait leaves unticked, as a post's form suggests them.
    if (context.options?.regulationIds) {
      const form = submitted?.form
      const description = form ? form.get('description') : (existing?.description ?? '')
      const linked = form ? form.getAll('regulationIds').filter((v): v is string => typeof v === 'string') : (existing?.regulationIds ?? [])
      context.options.regulationIds = withSuggestions(context.options.regulationIds, typeof description === 'string' ? description : '', linked)
    }
    const submittedVersion = Number(submitted?.form.get('version'))
    const props: CollectionFormPageProps = {
      collection: 'events',
      mode: existing ? 'edit' : 'create',
      action: existing ? `${PATH}/${existing.id}/edit` : `${PATH}/create`,
      listHref: PATH,
      version: existing ? (Number.isInteger(submittedVersion) && submittedVersion >= 0 ? submittedVersion : existing.version) : null,
      ...context,
      slugPattern: eventUrl('{slug}'),
      ...(submitted ? { result: submitted.reply } : {}),
      publicUrl: existing && isPublishedAt(existing, now) ? eventUrl(existing.slug) : null,
      publish: {
        status: existing ? publishStatus(existing, now) : null,
        previewAction: existing ? `${PATH}/${existing.id}/preview` : `${PATH}/preview`,
        savedPreview: existing && !isPublishedAt(existing, now) ? `${PATH}/${existing.id}/preview` : null,
      },
      translation: translationState(events, existing as unknown as Record<string, unknown> | null, existing ? `${PATH}/${existing.id}/translation-current` : ''),
      ...(refusedMark ? { translationError: refusedMark } : {}),
      views,
      // Pendaftar, for the roles that may see who registered (the inquiries' area).
      ...(existing && mayDo(c.get('session')!.user.role, 'edit', 'registrations') ? { links: [{ href: `${PATH}/${existing.id}/pendaftar`, label: 'Pendaftar' }] } : {}),
    }
    const title = existing ? `${events.labels.edit}: ${existing.title}` : events.labels.create
    return renderDashboard(c, 'collection-form', props, { title, status: submitted?.status ?? (refusedMark ? 409 : 200) })
  }

  const submit = async (c: Context<AppEnv>, existing: EventDoc | null) => {
    const { form, refusal } = await readBoundedForm(c)
    const actor = c.get('session')!.user.uid
    const outcome = refusal
      ? refuseDocument(events, form, refusal)
      : await saveDocument({ backend: c.get('backend'), module: events, form, existing: existing as DocOf<'events'> | null, actor, now: c.get('now') })
    if (!outcome.ok) return renderForm(c, existing, { form, reply: outcome.reply, status: outcome.status })
    return c.redirect(PATH, 303)
  }

  app.get(`${PATH}/create`, mayEdit, (c) => renderForm(c, null))
  app.post(`${PATH}/create`, mayEdit, (c) => submit(c, null))
  app.get(`${PATH}/:id/edit`, mayEdit, async (c) => renderForm(c, await load(c)))
  app.post(`${PATH}/:id/edit`, mayEdit, async (c) => submit(c, await load(c)))

  // To Sampah, as every content collection's Hapus; the list says so in its dialog.
  app.post(`${PATH}/:id/delete`, collectionGuard('delete', 'events'), async (c) => {
    const version = Number((await readForm(c)).get('version'))
    await trashFromRoute(c, 'events', c.req.param('id'), Number.isInteger(version) ? version : undefined)
    return c.redirect(PATH, 303)
  })

  app.use(`${PATH}/:id/translation-current`, mayEdit)
  translationCurrentRoute(app, { base: PATH, collection: 'events', module: events, refused: async (c, message) => renderForm(c, await load(c), undefined, message) })

  // Pratinjau: the saved version of a draft, or the form's unsaved text, as visitors would see it.
  const previewOf = (event: EventDoc) => publicEvent({ ...event, publishedAt: event.publishedAt ?? '' })
  app.get(`${PATH}/:id/preview`, mayEdit, pageRenderer, async (c) => {
    const event = await load(c)
    return renderEventPage(c, previewOf(event), { status: publishStatus(event, c.get('now')), editHref: `${PATH}/${event.id}/edit` })
  })
  const previewUnsaved = async (c: Context<AppEnv>, existing: EventDoc | null) => {
    const { form } = await readBoundedForm(c)
    const built = (await previewDocument(c.get('backend'), events, form, existing as unknown as Record<string, unknown> | null)) as unknown as EventDoc
    const now = c.get('now').toISOString()
    const event = { ...built, title: built.title || UNTITLED, slug: built.slug || existing?.slug || 'pratinjau', startsAt: built.startsAt || now, endsAt: built.endsAt || now, guestSpeakers: built.guestSpeakers ?? [], speakerIds: built.speakerIds ?? [], practiceAreaIds: built.practiceAreaIds ?? [], regulationIds: built.regulationIds ?? [] } as EventDoc
    return renderEventPage(c, previewOf(event), { status: 'unsaved' })
  }
  app.post(`${PATH}/preview`, mayEdit, pageRenderer, (c) => previewUnsaved(c, null))
  app.post(`${PATH}/:id/preview`, mayEdit, pageRenderer, async (c) => previewUnsaved(c, await load(c)))
  return app
}
