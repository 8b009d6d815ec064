import { parseWithZod } from '@conform-to/zod/v4'
import { Hono, type Context } from 'hono'
import { MSG } from '../../../../shared/schemas/messages'
import { profiles as profileCollection, type ProfileInput } from '../../../../shared/collections/profiles'
import type { Profile, ProfileData, StoredFile } from '../../../../shared/schemas/types'
import { attorneyUrl, imageUrl } from '../../../../web/src/lib/urls'
import type { ProfileFormPageProps, ProfileFormValues } from '../../../../web/src/dashboard/pages/profile-form-page'
import type { ProfileListPageProps } from '../../../../web/src/dashboard/pages/profile-list-page'
import type { AppEnv } from '../../app-env'
import { NotFoundError, StaleVersionError, type ContentStore } from '../../backends/ports'
import { guards } from '../../auth/guards'
import { renderDashboard } from '../../render/dashboard-renderer'
import { resolveUpload } from '../../uploads/resolve-upload'
import { readBoundedForm, readForm, refusalReply, storeErrorReply, refusedReply } from './form-helpers'
import { redirectWithNotice } from './notice-redirect'
import { notFound } from '../not-found'
import { authoredContent, removeFromOrderings } from './profiles-cleanup'
import { filterProfiles, parseProfileFilters } from './profiles-list'
import { staffSearchIds } from '../../search/staff-search'

const BASE = '/dashboard/profiles'


/** A stored profile as the form's inputs hold it. */
function formValues(profile: Profile): ProfileFormValues {
  return {
    name: profile.name,
    slug: profile.slug,
    position: profile.position,
    kind: profile.kind,
    email: profile.email,
    phone: profile.phone,
    bio: profile.bio,
    education: profile.education.join('\n'),
    barAdmissions: profile.barAdmissions.join('\n'),
    languages: profile.languages.join('\n'),
    practiceAreaIds: profile.practiceAreaIds,
    picture: profile.picture?.path ?? '',
    cv: profile.cv?.path ?? '',
    linkedinUrl: profile.linkedinUrl,
  }
}

const EMPTY: ProfileFormValues = {
  name: '',
  slug: '',
  position: '',
  kind: 'attorney',
  email: '',
  phone: '',
  bio: '',
  education: '',
  barAdmissions: '',
  languages: '',
  practiceAreaIds: [],
  picture: '',
  cv: '',
  linkedinUrl: '',
}

async function areaOptions(store: ContentStore) {
  const areas = await store.query('practiceAreas', { orderBy: [{ field: 'name' }] })
  return areas.map((area) => ({ id: area.id, name: area.name }))
}

type Reply = NonNullable<ProfileFormPageProps['lastResult']>

/**
 * Checks what the schema cannot: the uploaded files exist and pass their folder's rule, and
 * the slug is free. Answers the data to write, or the field errors to show.
 */
async function prepare(
  c: Context<AppEnv>,
  value: ProfileInput,
  previous: Profile | null,
  form: FormData,
): Promise<{ data: ProfileData; files: { picture: StoredFile | null; cv: StoredFile | null } } | { fieldErrors: Record<string, string[]>; status: 400 | 409; files: { picture: StoredFile | null; cv: StoredFile | null } }> {
  const { content, files } = c.get('backend')
  const [picture, cv, sameSlug, areas] = await Promise.all([
    value.picture ? resolveUpload(files, 'profile_pictures', value.picture, previous?.picture, form.get('pictureName')) : null,
    value.cv ? resolveUpload(files, 'cv', value.cv, previous?.cv, form.get('cvName')) : null,
    content.query('profiles', { where: [{ field: 'slug', op: '==', value: value.slug }], limit: 1 }),
    content.getMany('practiceAreas', value.practiceAreaIds),
  ])
  const resolved = { picture: picture?.ok ? picture.file : null, cv: cv?.ok ? cv.file : null }
  const fieldErrors: Record<string, string[]> = {}
  if (picture && !picture.ok) fieldErrors.picture = [picture.message]
  if (cv && !cv.ok) fieldErrors.cv = [cv.message]
  if (Object.keys(fieldErrors).length) return { fieldErrors, status: 400, files: resolved }
  if (sameSlug[0] && sameSlug[0].id !== previous?.id) return { fieldErrors: { slug: [MSG.slugTaken] }, status: 409, files: resolved }
  return {
    files: resolved,
    data: {
      name: value.name,
      slug: value.slug,
      position: value.position,
      kind: value.kind,
      email: value.email,
      phone: value.phone,
      bio: value.bio,
      education: value.education,
      barAdmissions: value.barAdmissions,
      languages: value.languages,
      // A practice area removed while the form was open is dropped, not refused.
      practiceAreaIds: areas.map((area) => area.id),
      picture: resolved.picture,
      cv: resolved.cv,
      linkedinUrl: value.linkedinUrl,
    },
  }
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

  const renderForm = async (
    c: Context<AppEnv>,
    profile: Profile | null,
    extra: { lastResult?: Reply; version?: number | null; files?: { picture: StoredFile | null; cv: StoredFile | null } } = {},
    status = 200,
  ) => {
    const store = c.get('backend').content
    const props: ProfileFormPageProps = {
      mode: profile ? 'edit' : 'create',
      action: profile ? `${BASE}/${profile.id}/edit` : `${BASE}/create`,
      defaults: profile ? formValues(profile) : EMPTY,
      version: extra.version !== undefined ? extra.version : (profile?.version ?? null),
      picture: extra.files?.picture ?? profile?.picture ?? null,
      cv: extra.files?.cv ?? profile?.cv ?? null,
      practiceAreas: await areaOptions(store),
      lastResult: extra.lastResult,
      publicUrl: profile && profile.kind === 'attorney' ? attorneyUrl(profile.slug) : null,
    }
    return renderDashboard(c, 'profile-form', props, { title: profile ? `${profileCollection.labels.edit}: ${profile.name}` : profileCollection.labels.create, status })
  }

  app.get(BASE, guards('auth'), (c) => renderList(c))

  app.get(`${BASE}/create`, guards('auth'), (c) => renderForm(c, null))

  app.post(`${BASE}/create`, guards('auth'), async (c) => {
    const store = c.get('backend').content
    const { form, refusal } = await readBoundedForm(c)
    const submission = parseWithZod(form, { schema: profileCollection.formSchema })
    if (refusal) return renderForm(c, null, { lastResult: refusalReply(submission, refusal) }, 400)
    if (submission.status !== 'success') return renderForm(c, null, { lastResult: refusedReply(submission.reply()) }, 400)
    const prepared = await prepare(c, submission.value, null, form)
    if ('fieldErrors' in prepared) {
      return renderForm(c, null, { lastResult: submission.reply({ fieldErrors: prepared.fieldErrors }), files: prepared.files }, prepared.status)
    }
    try {
      await store.create('profiles', prepared.data, { actor: c.get('session')!.user.uid })
    } catch (error) {
      const reply = storeErrorReply(error)
      if (!reply) throw error
      return renderForm(c, null, { lastResult: submission.reply(reply), files: prepared.files }, 409)
    }
    return redirectWithNotice(c, BASE, profileCollection.labels.notices.created)
  })

  app.get(`${BASE}/:id/edit`, guards('auth'), async (c) => {
    const profile = await c.get('backend').content.get('profiles', c.req.param('id'))
    if (!profile) notFound()
    return renderForm(c, profile)
  })

  app.post(`${BASE}/:id/edit`, guards('auth'), async (c) => {
    const store = c.get('backend').content
    const profile = await store.get('profiles', c.req.param('id'))
    if (!profile) notFound()
    const { form, refusal } = await readBoundedForm(c)
    const submission = parseWithZod(form, { schema: profileCollection.formSchema })
    // The page keeps the version it was loaded with: a stale form stays stale until reloaded.
    const posted = Number(form.get('version') ?? Number.NaN)
    const version = Number.isInteger(posted) ? posted : profile.version
    if (refusal) return renderForm(c, profile, { lastResult: refusalReply(submission, refusal), version }, 400)
    if (submission.status !== 'success') return renderForm(c, profile, { lastResult: refusedReply(submission.reply()), version }, 400)
    const prepared = await prepare(c, submission.value, profile, form)
    if ('fieldErrors' in prepared) {
      return renderForm(c, profile, { lastResult: submission.reply({ fieldErrors: prepared.fieldErrors }), version, files: prepared.files }, prepared.status)
    }
    try {
      await store.update('profiles', profile.id, prepared.data, {
        actor: c.get('session')!.user.uid,
        expectedVersion: submission.value.version,
      })
    } catch (error) {
      const reply = storeErrorReply(error)
      if (!reply) throw error
      return renderForm(c, profile, { lastResult: submission.reply(reply), version, files: prepared.files }, 409)
    }
    return redirectWithNotice(c, BASE, profileCollection.labels.notices.saved)
  })

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
    const actor = c.get('session')!.user.uid
    try {
      await store.remove('profiles', profile.id, { actor, expectedVersion: Number.isInteger(version) && version > 0 ? version : undefined })
    } catch (error) {
      if (error instanceof StaleVersionError) return renderList(c, { staleDelete: profile.name }, 409)
      if (!(error instanceof NotFoundError)) throw error
    }
    await removeFromOrderings(store, profile.id, actor)
    return redirectWithNotice(c, listPath, profileCollection.labels.notices.deleted)
  })

  return app
}
