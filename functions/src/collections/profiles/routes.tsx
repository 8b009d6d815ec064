import type { SubmissionResult } from '@conform-to/react'
import { Hono, type Context } from 'hono'
import { profiles as profileCollection } from '../../../../shared/collections/profiles'
import type { Profile } from '../../../../shared/schemas/types'
import { attorneyUrl, imageUrl } from '../../../../shared/urls'
import type { ProfileFormPageProps, ProfileFormValues } from '../../../../web/src/dashboard/collections/profiles/form-page'
import type { ProfileListPageProps } from '../../../../web/src/dashboard/collections/profiles/list-page'
import type { AppEnv } from '../../app-env'
import type { ContentStore } from '../../backends/ports'
import { trashFromRoute } from '../../trash/trash-route'
import { guards } from '../../auth/guards'
import { moduleFormContext } from '../module-form'
import { refuseDocument, saveDocument } from '../save-document'
import { renderDashboard } from '../../render/dashboard-renderer'
import { readBoundedForm, readForm } from '../../routes/dashboard/form-helpers'
import { redirectWithNotice } from '../../routes/dashboard/notice-redirect'
import { notFound } from '../../routes/not-found'
import { authoredContent } from './cleanup'
import { filterProfiles, parseProfileFilters } from './list'
import { staffSearchIds } from '../../search/staff-search'
import { englishFields } from '../../../../shared/collections/define'
import { itemLanguages } from '../../../../shared/collections/translation-status'
import { translationCurrentRoute, translationState } from '../translation-current'
import { formatPhone } from '../../../../shared/schemas/phone'

const BASE = '/dashboard/profiles'

/** The practice areas by name, for the list's filter. */
async function areaOptions(store: ContentStore) {
  const areas = await store.query('practiceAreas', { orderBy: [{ field: 'name' }] })
  return areas.map((area) => ({ id: area.id, name: area.name }))
}

/** A refused save: the form as sent, the reply to show with it, and the status to answer. */
interface Submitted {
  form: FormData
  reply: SubmissionResult<string[]>
  status: number
}

/** Attorney and staff profiles in the dashboard: list, create, edit, delete. */
export function profileRoutes() {
  const app = new Hono<AppEnv>()

  const renderList = async (c: Context<AppEnv>, extra: Partial<ProfileListPageProps> = {}, status = 200) => {
    const store = c.get('backend').content
    const filters = parseProfileFilters((name) => c.req.query(name))
    const [profiles, areas, found] = await Promise.all([
      store.query('profiles'),
      areaOptions(store),
      // The search by name goes through the search port.
      staffSearchIds(c.get('backend').search, filters.q, { types: ['attorney', 'profile'], titleOnly: true }),
    ])
    const areaName = new Map(areas.map((area) => [area.id, area.name]))
    const { items, total, page, pages } = filterProfiles(found ? profiles.filter((p) => found.has(p.id)) : profiles, { ...filters, q: '' })
    const props: ProfileListPageProps = {
      items: items.map((p) => ({
        id: p.id,
        name: p.name,
        slug: p.slug,
        position: p.position,
        kind: p.kind,
        version: p.version,
        thumb: p.picture ? imageUrl(p.picture, 96) : null,
        areaNames: p.practiceAreaIds.flatMap((id) => areaName.get(id) ?? []),
        publicUrl: p.kind === 'attorney' ? attorneyUrl(p.slug) : null,
        // Its languages, once profiles have English fields (issue 15).
        ...(englishFields(profileCollection).length ? { languages: itemLanguages(profileCollection, p as unknown as Record<string, unknown>) } : {}),
      })),
      total,
      all: profiles.length,
      page,
      pages,
      filters: { q: filters.q, kind: filters.kind, area: filters.area },
      areas,
      ...extra,
    }
    return renderDashboard(c, 'profile-list', props, { title: profileCollection.labels.title, status })
  }

  const renderForm = async (c: Context<AppEnv>, profile: Profile | null, submitted?: Submitted, refusedMark?: string) => {
    // Values, practice-area choices and the files behind upload paths, all from the module's fields.
    const { defaults, ...context } = await moduleFormContext(c.get('backend'), profileCollection, profile, c.get('now'), submitted?.form)
    // The page keeps the version it was loaded with: a stale form stays stale until reloaded.
    const posted = Number(submitted?.form.get('version') ?? Number.NaN)
    const props: ProfileFormPageProps = {
      mode: profile ? 'edit' : 'create',
      action: profile ? `${BASE}/${profile.id}/edit` : `${BASE}/create`,
      // The phone as people read it (stored in E.164).
      defaults: { ...(defaults as ProfileFormValues), phone: defaults.phone ? formatPhone(String(defaults.phone)) : '' },
      ...context,
      version: profile ? (Number.isInteger(posted) ? posted : profile.version) : null,
      lastResult: submitted?.reply,
      publicUrl: profile && profile.kind === 'attorney' ? attorneyUrl(profile.slug) : null,
      ...(englishFields(profileCollection).length
        ? { translation: translationState(profileCollection, profile as unknown as Record<string, unknown> | null, profile ? `${BASE}/${profile.id}/translation-current` : '') }
        : {}),
      ...(refusedMark ? { translationError: refusedMark } : {}),
    }
    const title = profile ? `${profileCollection.labels.edit}: ${profile.name}` : profileCollection.labels.create
    return renderDashboard(c, 'profile-form', props, { title, status: submitted?.status ?? (refusedMark ? 409 : 200) })
  }

  /** Parses, checks and writes the form with the module's save (existing = null creates). */
  const submit = async (c: Context<AppEnv>, profile: Profile | null) => {
    const { form, refusal } = await readBoundedForm(c)
    const outcome = refusal
      ? refuseDocument(profileCollection, form, refusal)
      : await saveDocument({ backend: c.get('backend'), module: profileCollection, form, existing: profile, actor: c.get('session')!.user.uid, now: c.get('now') })
    if (!outcome.ok) return renderForm(c, profile, { form, reply: outcome.reply, status: outcome.status })
    return redirectWithNotice(c, BASE, profile ? profileCollection.labels.notices.saved : profileCollection.labels.notices.created)
  }

  const load = async (c: Context<AppEnv>): Promise<Profile> => (await c.get('backend').content.get('profiles', c.req.param('id') ?? '')) ?? notFound()

  app.get(BASE, guards('auth'), (c) => renderList(c))

  app.get(`${BASE}/create`, guards('auth'), (c) => renderForm(c, null))
  app.post(`${BASE}/create`, guards('auth'), (c) => submit(c, null))
  app.get(`${BASE}/:id/edit`, guards('auth'), async (c) => renderForm(c, await load(c)))
  app.post(`${BASE}/:id/edit`, guards('auth'), async (c) => submit(c, await load(c)))
  // Tandai sudah diperbarui: the English version checked against the Indonesian changed since.
  translationCurrentRoute(app, { base: BASE, collection: 'profiles', module: profileCollection, refused: async (c, message) => renderForm(c, await load(c), undefined, message) })

  app.post(`${BASE}/:id/delete`, guards('auth'), async (c) => {
    const store = c.get('backend').content
    const form = await readForm(c)
    // Back to the list page the delete was asked from (its filters and page), never elsewhere.
    const back = String(form.get('back') ?? '')
    const listPath = /^\?[\w=&%+.-]*$/.test(back) ? `${BASE}${back}` : BASE
    const profile = await store.get('profiles', c.req.param('id'))
    if (!profile) return redirectWithNotice(c, listPath, profileCollection.labels.notices.deleted)
    const usage = await authoredContent(store, profile.id)
    if (usage.count > 0) return renderList(c, { blocked: { id: profile.id, name: profile.name, usage } }, 409)
    const version = Number(form.get('version'))
    // To Sampah: the orderings keep the person's places until the purge, so a restore finds them.
    const outcome = await trashFromRoute(c, 'profiles', profile.id, Number.isInteger(version) && version > 0 ? version : undefined)
    if (outcome === 'stale') return renderList(c, { staleDelete: profile.name }, 409)
    return redirectWithNotice(c, listPath, profileCollection.labels.notices.deleted)
  })

  return app
}
