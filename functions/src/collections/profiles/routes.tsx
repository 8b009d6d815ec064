import type { SubmissionResult } from '@conform-to/react'
import { Hono, type Context } from 'hono'
import { profiles as profileCollection } from '../../../../shared/collections/profiles'
import type { Profile } from '../../../../shared/schemas/types'
import { attorneyUrl, imageUrl } from '../../../../shared/urls'
import type { ProfileFormPageProps, ProfileFormValues } from '../../../../web/src/dashboard/collections/profiles/form-page'
import type { AppEnv } from '../../app-env'
import { trashFromRoute } from '../../trash/trash-route'
import { collectionGuard } from '../../auth/guards'
import { moduleFormContext } from '../module-form'
import { refuseDocument, saveDocument } from '../save-document'
import { renderDashboard } from '../../render/dashboard-renderer'
import { itemViews } from '../../insights/item-views'
import { readBoundedForm, readForm } from '../../routes/dashboard/form-helpers'
import { redirectWithNotice } from '../../routes/dashboard/notice-redirect'
import { notFound } from '../../routes/not-found'
import { authoredContent } from './cleanup'
import { listHref, renderList, staleDelete, type ListSource } from '../list-route'
import { byName } from '../../../../shared/schemas/common'
import { ORDER_SETTINGS_PATH } from '../../../../shared/collections/practice-areas'
import { staffSearchIds } from '../../search/staff-search'
import { englishFields } from '../../../../shared/collections/define'
import { itemLanguages } from '../../../../shared/collections/translation-status'
import { translationCurrentRoute, translationState } from '../translation-current'
import { formatPhone } from '../../../../shared/schemas/phone'

const BASE = '/dashboard/profiles'

/** A refused save: the form as sent, the reply to show with it, and the status to answer. */
interface Submitted {
  form: FormData
  reply: SubmissionResult<string[]>
  status: number
}

/** Attorney and staff profiles in the dashboard: list, create, edit, delete. */
export function profileRoutes() {
  const app = new Hono<AppEnv>()

  /** Attorneys and staff by name, searched through the search index, filtered by kind and practice area. */
  const list: ListSource<Profile> = {
    // Every profile is read (a firm has tens to a few hundred people): the default read.
    module: profileCollection,
    search: (c, { q }) => staffSearchIds(c.get('backend').search, q, { types: ['attorney', 'profile'], titleOnly: true }),
    order: byName,
    all: (_c, profiles) => profiles.length,
    head: () => [{ label: 'Atur urutan', href: ORDER_SETTINGS_PATH }],
    rows(_c, profiles, { options, query }) {
      const areaName = new Map(options.area!.map((area) => [area.value, area.label]))
      // Back to the list page the delete was asked from (its filters and page).
      const back = listHref(profileCollection, query, { page: query.page > 1 ? query.page : undefined }, '')
      const translated = englishFields(profileCollection).length > 0
      return profiles.map((p) => ({
        id: p.id,
        name: p.name,
        version: p.version,
        cells: {
          picture: { src: p.picture ? imageUrl(p.picture, 96) : null, letter: p.name.slice(0, 1) },
          name: {
            text: p.name,
            href: `${BASE}/${p.id}/edit`,
            sub: p.slug,
            code: true,
            ...(translated ? { languages: itemLanguages(profileCollection, p as unknown as Record<string, unknown>) } : {}),
          },
          position: p.position,
          kind: { text: profileCollection.fields.kind.choices!.find((choice) => choice.value === p.kind)!.label, tone: `profile-kind-${p.kind}` },
          practiceAreaIds: p.practiceAreaIds.flatMap((id) => areaName.get(id) ?? []).join(', ') || null,
        },
        // Staff have no public page: the slot stays, so Hapus keeps its column.
        view: p.kind === 'attorney' ? { href: attorneyUrl(p.slug) } : null,
        ...(back ? { remove: { fields: { back } } } : {}),
      }))
    },
  }

  const renderForm = async (c: Context<AppEnv>, profile: Profile | null, submitted?: Submitted, refusedMark?: string) => {
    // Values, practice-area choices and the files behind upload paths, all from the module's fields.
    const [{ defaults, ...context }, views] = await Promise.all([
      moduleFormContext(c.get('backend'), profileCollection, profile, c.get('now'), submitted?.form),
      itemViews(c.get('backend'), 'profiles', profile, c.get('now')),
    ])
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
      views,
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

  app.get(BASE, collectionGuard('edit', 'profiles'), (c) => renderList(c, list))

  app.get(`${BASE}/create`, collectionGuard('edit', 'profiles'), (c) => renderForm(c, null))
  app.post(`${BASE}/create`, collectionGuard('edit', 'profiles'), (c) => submit(c, null))
  app.get(`${BASE}/:id/edit`, collectionGuard('edit', 'profiles'), async (c) => renderForm(c, await load(c)))
  app.post(`${BASE}/:id/edit`, collectionGuard('edit', 'profiles'), async (c) => submit(c, await load(c)))
  // Tandai sudah diperbarui: the English version checked against the Indonesian changed since.
  translationCurrentRoute(app, { base: BASE, collection: 'profiles', module: profileCollection, refused: async (c, message) => renderForm(c, await load(c), undefined, message) })

  app.post(`${BASE}/:id/delete`, collectionGuard('delete', 'profiles'), async (c) => {
    const store = c.get('backend').content
    const form = await readForm(c)
    // Back to the list page the delete was asked from (its filters and page), never elsewhere.
    const back = String(form.get('back') ?? '')
    const listPath = /^\?[\w=&%+.-]*$/.test(back) ? `${BASE}${back}` : BASE
    const profile = await store.get('profiles', c.req.param('id'))
    if (!profile) return redirectWithNotice(c, listPath, profileCollection.labels.notices.deleted)
    const usage = await authoredContent(store, profile.id)
    if (usage.count > 0) {
      const blocked = {
        title: `${profileCollection.labels.title} “${profile.name}” tidak dapat dihapus`,
        text: ` karena masih tercantum sebagai penulis ${usage.count} konten. Ganti penulis konten berikut terlebih dahulu:`,
        items: usage.items.map((item) => ({ text: item.title, href: item.href, type: item.type })),
        more: usage.count - usage.items.length,
      }
      return renderList(c, list, { alerts: [blocked], status: 409 })
    }
    const version = Number(form.get('version'))
    // To Sampah: the orderings keep the person's places until the purge, so a restore finds them.
    const outcome = await trashFromRoute(c, 'profiles', profile.id, Number.isInteger(version) && version > 0 ? version : undefined)
    if (outcome === 'stale') return renderList(c, list, { alerts: [staleDelete(profile.name)], status: 409 })
    return redirectWithNotice(c, listPath, profileCollection.labels.notices.deleted)
  })

  return app
}
