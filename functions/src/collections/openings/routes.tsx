import type { SubmissionResult } from '@conform-to/react'
import { Hono, type Context } from 'hono'
import { EMPLOYMENT_TYPES, openings } from '../../../../shared/collections/openings'
import { isOpenAt, OPEN_STATUS } from '../../../../shared/opening-rule'
import type { Opening } from '../../../../shared/schemas/types'
import { careerUrl } from '../../../../shared/urls'
import type { CollectionFormPageProps } from '../../../../web/src/dashboard/collections/collection-form-page'
import type { Badge } from '../../../../shared/collections/list'
import type { AppEnv } from '../../app-env'
import { collectionGuard } from '../../auth/guards'
import { trashFromRoute } from '../../trash/trash-route'
import { renderDashboard } from '../../render/dashboard-renderer'
import { readBoundedForm, readForm } from '../../routes/dashboard/form-helpers'
import { redirectWithNotice } from '../../routes/dashboard/notice-redirect'
import { notFound } from '../../routes/not-found'
import { moduleFormContext } from '../module-form'
import { refuseDocument, saveDocument } from '../save-document'
import { translationCurrentRoute, translationState } from '../translation-current'
import { renderList, staleDelete, type ListSource } from '../list-route'
import { itemLanguages } from '../../../../shared/collections/translation-status'
import { closingDay } from './public-routes'

/** Where an opening stands for visitors now (shared/opening-rule.ts), as its list's badge says it. */
export function openingState(opening: Opening, now: Date): Badge {
  // The post list's colours: green while visitors see it, amber otherwise.
  if (isOpenAt(opening, now)) return { text: 'Tampil di situs', tone: 'status-published' }
  return opening.status === OPEN_STATUS ? { text: 'Lewat batas', tone: 'status-scheduled' } : { text: 'Ditutup', tone: 'status-scheduled' }
}

export interface OpeningRoutesOptions {
  /** Applications received per opening id, and where they are read (the Lamaran screen). */
  applications?: { count: (c: Context<AppEnv>) => Promise<Map<string, number>>; href: string }
}

const LIST_PATH = openings.list.path

/** /dashboard/openings (Lowongan): list, create, edit, delete. */
export function openingRoutes(options: OpeningRoutesOptions = {}) {
  const app = new Hono<AppEnv>()
  const { labels } = openings
  const notices = labels.notices

  const load = async (c: Context<AppEnv>): Promise<Opening> => (await c.get('backend').content.get('openings', c.req.param('id') ?? '')) ?? notFound()

  /** Latest closing day first, each with whether visitors see it and its applications. */
  const list: ListSource<Opening> = {
    module: openings,
    read: (c) => c.get('backend').content.query('openings', { orderBy: [{ field: 'closesOn', direction: 'desc' }] }),
    async rows(c, items) {
      const counts = options.applications ? await options.applications.count(c) : new Map<string, number>()
      const now = c.get('now')
      return items.map((opening) => {
        const applications = counts.get(opening.id) ?? 0
        return {
          id: opening.id,
          name: opening.title,
          version: opening.version,
          cells: {
            title: {
              text: opening.title,
              href: `${LIST_PATH}/${opening.id}/edit`,
              sub: `${EMPLOYMENT_TYPES[opening.employmentType]?.label ?? opening.employmentType} · ${opening.location}`,
              // Its languages and whether its English needs updating, as every translated list shows.
              languages: itemLanguages(openings, opening as unknown as Record<string, unknown>),
            },
            closesOn: closingDay(opening.closesOn),
            state: openingState(opening, now),
            applications: { count: applications, ...(options.applications ? { href: `${options.applications.href}?opening=${opening.id}` } : {}) },
          },
          view: isOpenAt(opening, now) ? { href: careerUrl(opening.slug) } : null,
          // Applications keep the opening's title, so they stay readable after it is deleted.
          ...(applications > 0 ? { remove: { message: `Lowongan ini hilang dari situs. ${applications} lamaran untuknya tetap tersimpan di Lamaran.` } } : {}),
        }
      })
    },
  }

  app.get(LIST_PATH, collectionGuard('edit', 'openings'), (c) => renderList(c, list))

  const renderForm = async (
    c: Context<AppEnv>,
    existing: Opening | null,
    submitted?: { form: FormData; reply: SubmissionResult<string[]>; status: number },
    refusedMark?: string,
  ) => {
    const context = await moduleFormContext(c.get('backend'), openings, existing, c.get('now'), submitted?.form)
    const submittedVersion = Number(submitted?.form.get('version'))
    const props: CollectionFormPageProps = {
      collection: 'openings',
      mode: existing ? 'edit' : 'create',
      action: existing ? `${LIST_PATH}/${existing.id}/edit` : `${LIST_PATH}/create`,
      listHref: LIST_PATH,
      version: existing ? (Number.isInteger(submittedVersion) && submittedVersion >= 0 ? submittedVersion : existing.version) : null,
      ...context,
      slugPattern: careerUrl('{slug}'),
      ...(submitted ? { result: submitted.reply } : {}),
      publicUrl: existing && isOpenAt(existing, c.get('now')) ? careerUrl(existing.slug) : null,
      ...(existing && options.applications ? { links: [{ href: `${options.applications.href}?opening=${existing.id}`, label: 'Lihat lamaran' }] } : {}),
      // Perlu diperbarui and what changed in the Indonesian since the English was written.
      translation: translationState(openings, existing as unknown as Record<string, unknown> | null, existing ? `${LIST_PATH}/${existing.id}/translation-current` : ''),
      ...(refusedMark ? { translationError: refusedMark } : {}),
    }
    const title = existing ? `${labels.edit}: ${existing.title}` : labels.create
    return renderDashboard(c, 'collection-form', props, { title, status: submitted?.status ?? (refusedMark ? 409 : 200) })
  }

  const submit = async (c: Context<AppEnv>, existing: Opening | null) => {
    const { form, refusal } = await readBoundedForm(c)
    const actor = c.get('session')!.user.uid
    const outcome = refusal ? refuseDocument(openings, form, refusal) : await saveDocument({ backend: c.get('backend'), module: openings, form, existing, actor, now: c.get('now') })
    if (!outcome.ok) return renderForm(c, existing, { form, reply: outcome.reply, status: outcome.status })
    return redirectWithNotice(c, LIST_PATH, existing ? notices.saved : notices.created)
  }

  app.get(`${LIST_PATH}/create`, collectionGuard('edit', 'openings'), (c) => renderForm(c, null))
  app.post(`${LIST_PATH}/create`, collectionGuard('edit', 'openings'), (c) => submit(c, null))
  app.get(`${LIST_PATH}/:id/edit`, collectionGuard('edit', 'openings'), async (c) => renderForm(c, await load(c)))
  app.post(`${LIST_PATH}/:id/edit`, collectionGuard('edit', 'openings'), async (c) => submit(c, await load(c)))
  // Tandai sudah diperbarui: the English version checked against the Indonesian changed since.
  translationCurrentRoute(app, { base: LIST_PATH, collection: 'openings', module: openings, refused: async (c, message) => renderForm(c, await load(c), undefined, message) })

  // Applications keep the opening's title, so they stay readable after it is deleted.
  app.post(`${LIST_PATH}/:id/delete`, collectionGuard('delete', 'openings'), async (c) => {
    const form = await readForm(c)
    const version = Number(form.get('version'))
    const id = c.req.param('id')
    // To Sampah. Changed by someone else since the list was shown: not deleted, and said so.
    if ((await trashFromRoute(c, 'openings', id, Number.isInteger(version) ? version : undefined)) === 'stale') {
      return renderList(c, list, { alerts: [staleDelete((await c.get('backend').content.get('openings', id))?.title ?? '')], status: 409 })
    }
    return redirectWithNotice(c, LIST_PATH, notices.deleted)
  })

  return app
}
