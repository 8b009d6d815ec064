import type { SubmissionResult } from '@conform-to/react'
import { Hono, type Context } from 'hono'
import { EMPLOYMENT_TYPES, openings } from '../../../../shared/collections/openings'
import { isOpenAt, OPEN_STATUS } from '../../../../shared/opening-rule'
import type { Opening } from '../../../../shared/schemas/types'
import { careerUrl } from '../../../../shared/urls'
import type { CollectionFormPageProps } from '../../../../web/src/dashboard/collections/collection-form-page'
import type { OpeningListItem, OpeningListPageProps, OpeningState } from '../../../../web/src/dashboard/collections/openings/list-page'
import { LIST_PATH } from '../../../../web/src/dashboard/collections/openings/paths'
import type { AppEnv } from '../../app-env'
import { guards } from '../../auth/guards'
import { trashFromRoute } from '../../trash/trash-route'
import { renderDashboard } from '../../render/dashboard-renderer'
import { readBoundedForm, readForm } from '../../routes/dashboard/form-helpers'
import { redirectWithNotice } from '../../routes/dashboard/notice-redirect'
import { notFound } from '../../routes/not-found'
import { moduleFormContext } from '../module-form'
import { refuseDocument, saveDocument } from '../save-document'
import { translationCurrentRoute, translationState } from '../translation-current'
import { itemLanguages } from '../../../../shared/collections/translation-status'
import { closingDay } from './public-routes'

/** Whether visitors see the opening at `now`, and if not, why. */
export function openingState(opening: Opening, now: Date): OpeningState {
  if (isOpenAt(opening, now)) return 'shown'
  return opening.status === OPEN_STATUS ? 'past' : 'closed'
}

export interface OpeningRoutesOptions {
  /** Applications received per opening id, and where they are read (the Lamaran screen). */
  applications?: { count: (c: Context<AppEnv>) => Promise<Map<string, number>>; href: string }
}

/** /dashboard/openings (Lowongan): list, create, edit, delete. */
export function openingRoutes(options: OpeningRoutesOptions = {}) {
  const app = new Hono<AppEnv>()
  const { labels } = openings
  const notices = labels.notices

  const load = async (c: Context<AppEnv>): Promise<Opening> => (await c.get('backend').content.get('openings', c.req.param('id') ?? '')) ?? notFound()

  const renderList = async (c: Context<AppEnv>, extra: Partial<OpeningListPageProps> = {}, status = 200) => {
    const now = c.get('now')
    const [all, counts] = await Promise.all([
      c.get('backend').content.query('openings', { orderBy: [{ field: 'closesOn', direction: 'desc' }] }),
      options.applications ? options.applications.count(c) : Promise.resolve(new Map<string, number>()),
    ])
    const items: OpeningListItem[] = all.map((opening) => ({
      id: opening.id,
      title: opening.title,
      slug: opening.slug,
      detail: `${EMPLOYMENT_TYPES[opening.employmentType]?.label ?? opening.employmentType} · ${opening.location}`,
      closes: closingDay(opening.closesOn),
      state: openingState(opening, now),
      version: opening.version,
      applications: counts.get(opening.id) ?? 0,
      // Its languages and whether its English needs updating (issue 27), as every translated list shows.
      languages: itemLanguages(openings, opening as unknown as Record<string, unknown>),
    }))
    const props: OpeningListPageProps = { items, applicationsHref: options.applications?.href ?? null, ...extra }
    return renderDashboard(c, 'opening-list', props, { title: labels.title, status })
  }

  app.get(LIST_PATH, guards('auth'), (c) => renderList(c))

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
      slugPattern: '/career/{slug}',
      ...(submitted ? { result: submitted.reply } : {}),
      publicUrl: existing && isOpenAt(existing, c.get('now')) ? careerUrl(existing.slug) : null,
      ...(existing && options.applications ? { links: [{ href: `${options.applications.href}?opening=${existing.id}`, label: 'Lihat lamaran' }] } : {}),
      // Perlu diperbarui and what changed in the Indonesian since the English was written (issue 27).
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

  app.get(`${LIST_PATH}/create`, guards('auth'), (c) => renderForm(c, null))
  app.post(`${LIST_PATH}/create`, guards('auth'), (c) => submit(c, null))
  app.get(`${LIST_PATH}/:id/edit`, guards('auth'), async (c) => renderForm(c, await load(c)))
  app.post(`${LIST_PATH}/:id/edit`, guards('auth'), async (c) => submit(c, await load(c)))
  // Tandai sudah diperbarui: the English version checked against the Indonesian changed since.
  translationCurrentRoute(app, { base: LIST_PATH, collection: 'openings', module: openings, refused: async (c, message) => renderForm(c, await load(c), undefined, message) })

  // Applications keep the opening's title, so they stay readable after it is deleted.
  app.post(`${LIST_PATH}/:id/delete`, guards('auth'), async (c) => {
    const form = await readForm(c)
    const version = Number(form.get('version'))
    const id = c.req.param('id')
    // To Sampah. Changed by someone else since the list was shown: not deleted, and said so.
    if ((await trashFromRoute(c, 'openings', id, Number.isInteger(version) ? version : undefined)) === 'stale') {
      return renderList(c, { staleDelete: (await c.get('backend').content.get('openings', id))?.title ?? '' }, 409)
    }
    return redirectWithNotice(c, LIST_PATH, notices.deleted)
  })

  return app
}
