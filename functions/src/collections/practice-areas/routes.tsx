import type { SubmissionResult } from '@conform-to/react'
import { Hono, type Context } from 'hono'
import { ORDER_SETTINGS_PATH as ORDER_PATH, PRACTICE_AREAS_PATH as LIST_PATH, practiceAreas } from '../../../../shared/collections/practice-areas'
import type { PracticeArea } from '../../../../shared/schemas/types'
import type { CollectionFormPageProps } from '../../../../web/src/dashboard/collections/collection-form-page'
import type { AppEnv } from '../../app-env'
import { collectionGuard } from '../../auth/guards'
import { trashFromRoute } from '../../trash/trash-route'
import { practiceAreasInOrder } from '../../content/public-content'
import { isPublishedAt, PUBLISH_STATUS_LABELS, publishStatus } from '../../../../shared/publish-rule'
import { renderList, staleDelete, type ListSource } from '../list-route'
import { previewDocument, UNTITLED } from '../preview-document'
import { renderPracticeAreaPage } from './public-routes'
import { renderDashboard } from '../../render/dashboard-renderer'
import { itemViews } from '../../insights/item-views'
import { readBoundedForm, readForm } from '../../routes/dashboard/form-helpers'
import { redirectWithNotice } from '../../routes/dashboard/notice-redirect'
import { publishNotice } from '../publish-notice'
import { notFound } from '../../routes/not-found'
import { moduleFormContext } from '../module-form'
import { refuseDocument, saveDocument } from '../save-document'
import { translationCurrentRoute, translationState } from '../translation-current'
import { englishFields } from '../../../../shared/collections/define'
import { itemLanguages } from '../../../../shared/collections/translation-status'
import { practiceAreaUrl } from '../../../../shared/urls'

/** Profiles named in a refused delete; the rest are counted. */
const BLOCKING_SHOWN = 10

/** /dashboard/practice-areas: list, create, edit, delete (refused while profiles name the area). */
export function practiceAreaRoutes() {
  const app = new Hono<AppEnv>()
  const { labels } = practiceAreas
  const notices = labels.notices

  const load = async (c: Context<AppEnv>): Promise<PracticeArea> => (await c.get('backend').content.get('practiceAreas', c.req.param('id') ?? '')) ?? notFound()

  /** Every area in the site's order, with its team's size, its status and languages. */
  const list: ListSource<PracticeArea> = {
    module: practiceAreas,
    read: (c) => practiceAreasInOrder(c.get('backend').content),
    head: () => [{ label: 'Atur urutan', href: ORDER_PATH }],
    async rows(c, areas) {
      const profiles = await c.get('backend').content.query('profiles')
      const now = c.get('now')
      return areas.map((area) => {
        const people = profiles.filter((p) => p.practiceAreaIds.includes(area.id)).length
        const status = publishStatus(area, now)
        return {
          id: area.id,
          name: area.name,
          version: area.version,
          cells: {
            name: {
              text: area.name,
              href: `${LIST_PATH}/${area.id}/edit`,
              sub: area.slug,
              code: true,
              badges: [{ text: PUBLISH_STATUS_LABELS[status], tone: `status-${status}` }],
              ...(translated ? { languages: itemLanguages(practiceAreas, area as unknown as Record<string, unknown>) } : {}),
            },
            summary: area.summary,
            people: String(people),
          },
          view: status === 'published' ? { href: practiceAreaUrl(area.slug) } : { preview: `${LIST_PATH}/${area.id}/preview` },
          // A delete that cannot succeed is not offered: the profiles naming the area come first.
          ...(people > 0
            ? { remove: { instead: { kind: 'link' as const, label: `Dipakai ${people} profil`, href: `/dashboard/profiles?area=${area.id}`, hint: 'Hapus bidang praktik ini dari profil tersebut sebelum menghapusnya' } } }
            : {}),
        }
      })
    },
  }

  const translated = englishFields(practiceAreas).length > 0

  const renderForm = async (
    c: Context<AppEnv>,
    existing: PracticeArea | null,
    submitted?: { form: FormData; reply: SubmissionResult<string[]>; status: number },
    refusedMark?: string,
  ) => {
    const [context, views] = await Promise.all([
      moduleFormContext(c.get('backend'), practiceAreas, existing, c.get('now'), submitted?.form),
      itemViews(c.get('backend'), 'practiceAreas', existing, c.get('now')),
    ])
    const submittedVersion = Number(submitted?.form.get('version'))
    const props: CollectionFormPageProps = {
      collection: 'practiceAreas',
      mode: existing ? 'edit' : 'create',
      action: existing ? `${LIST_PATH}/${existing.id}/edit` : `${LIST_PATH}/create`,
      listHref: LIST_PATH,
      version: existing ? (Number.isInteger(submittedVersion) && submittedVersion >= 0 ? submittedVersion : existing.version) : null,
      ...context,
      slugPattern: practiceAreaUrl('{slug}'),
      ...(submitted ? { result: submitted.reply } : {}),
      publicUrl: existing && isPublishedAt(existing, c.get('now')) ? practiceAreaUrl(existing.slug) : null,
      publish: {
        status: existing ? publishStatus(existing, c.get('now')) : null,
        previewAction: existing ? `${LIST_PATH}/${existing.id}/preview` : `${LIST_PATH}/preview`,
        savedPreview: existing && !isPublishedAt(existing, c.get('now')) ? `${LIST_PATH}/${existing.id}/preview` : null,
      },
      ...(existing ? { links: [{ href: `${ORDER_PATH}?area=${existing.id}#urutan-bidang-praktik-daftar`, label: 'Atur urutan tim' }] } : {}),
      ...(translated ? { translation: translationState(practiceAreas, existing as unknown as Record<string, unknown> | null, existing ? `${LIST_PATH}/${existing.id}/translation-current` : '') } : {}),
      ...(refusedMark ? { translationError: refusedMark } : {}),
      views,
    }
    const title = existing ? `${labels.edit}: ${existing.name}` : labels.create
    return renderDashboard(c, 'collection-form', props, { title, status: submitted?.status ?? (refusedMark ? 409 : 200) })
  }

  const submit = async (c: Context<AppEnv>, existing: PracticeArea | null) => {
    const { form, refusal } = await readBoundedForm(c)
    const actor = c.get('session')!.user.uid
    const outcome = refusal
      ? refuseDocument(practiceAreas, form, refusal)
      : await saveDocument({ backend: c.get('backend'), module: practiceAreas, form, existing, actor, now: c.get('now') })
    if (!outcome.ok) return renderForm(c, existing, { form, reply: outcome.reply, status: outcome.status })
    // Saved as a draft, published, scheduled or taken back to a draft: the notice says which.
    const notice = publishNotice('practiceAreas', notices.saved, existing, outcome.doc, c.get('now'))
    return redirectWithNotice(c, LIST_PATH, notice.key, notice.detail)
  }

  app.get(LIST_PATH, collectionGuard('edit', 'practiceAreas'), (c) => renderList(c, list))
  app.get(`${LIST_PATH}/create`, collectionGuard('edit', 'practiceAreas'), (c) => renderForm(c, null))
  app.post(`${LIST_PATH}/create`, collectionGuard('edit', 'practiceAreas'), (c) => submit(c, null))
  app.get(`${LIST_PATH}/:id/edit`, collectionGuard('edit', 'practiceAreas'), async (c) => renderForm(c, await load(c)))
  app.post(`${LIST_PATH}/:id/edit`, collectionGuard('edit', 'practiceAreas'), async (c) => submit(c, await load(c)))
  // Tandai sudah diperbarui: the English version checked against the Indonesian changed since.
  translationCurrentRoute(app, { base: LIST_PATH, collection: 'practiceAreas', module: practiceAreas, refused: async (c, message) => renderForm(c, await load(c), undefined, message) })

  /** A draft as visitors will see it once published (staff only, never cached or indexed). */
  app.get(`${LIST_PATH}/:id/preview`, collectionGuard('edit', 'practiceAreas'), async (c) => {
    const area = await load(c)
    const status = publishStatus(area, c.get('now'))
    return renderPracticeAreaPage(c, { ...area, publishedAt: area.publishedAt ?? c.get('now').toISOString() }, { status, editHref: `${LIST_PATH}/${area.id}/edit` })
  })

  /** The form's unsaved text as visitors would see it once saved and published; nothing is written. */
  const previewUnsaved = async (c: Context<AppEnv>, existing: PracticeArea | null) => {
    const { form } = await readBoundedForm(c)
    const built = (await previewDocument(c.get('backend'), practiceAreas, form, existing as unknown as Record<string, unknown> | null)) as unknown as PracticeArea
    const area = { ...built, id: existing?.id ?? 'pratinjau', name: built.name || UNTITLED, cover: built.cover ?? null, publishedAt: existing?.publishedAt ?? c.get('now').toISOString() }
    return renderPracticeAreaPage(c, area, { status: 'unsaved' })
  }
  app.post(`${LIST_PATH}/preview`, collectionGuard('edit', 'practiceAreas'), (c) => previewUnsaved(c, null))
  app.post(`${LIST_PATH}/:id/preview`, collectionGuard('edit', 'practiceAreas'), async (c) => previewUnsaved(c, await load(c)))

  app.post(`${LIST_PATH}/:id/delete`, collectionGuard('delete', 'practiceAreas'), async (c) => {
    const store = c.get('backend').content
    const id = c.req.param('id')
    const form = await readForm(c)
    const area = await store.get('practiceAreas', id)
    if (area) {
      const people = await store.query('profiles', { where: [{ field: 'practiceAreaIds', op: 'array-contains', value: id }] })
      if (people.length > 0) {
        const blocked = {
          title: `${labels.title} “${area.name}” tidak dapat dihapus`,
          text: ` karena masih tercantum di ${people.length} profil. Hapus bidang praktik ini dari profil berikut terlebih dahulu:`,
          items: people.slice(0, BLOCKING_SHOWN).map((p) => ({ text: p.name, href: `/dashboard/profiles/${p.id}/edit` })),
          more: Math.max(0, people.length - BLOCKING_SHOWN),
        }
        return renderList(c, list, { alerts: [blocked], status: 409 })
      }
      const version = Number(form.get('version'))
      // To Sampah: its place in the order and its team's order stay until the purge, for a restore.
      if ((await trashFromRoute(c, 'practiceAreas', id, Number.isInteger(version) ? version : undefined)) === 'stale') return renderList(c, list, { alerts: [staleDelete(area.name)], status: 409 })
    }
    return redirectWithNotice(c, LIST_PATH, notices.deleted)
  })

  return app
}
