/**
 * The dashboard pages of a collection that needs none of its own (`genericDashboard` in its
 * module, shared/collections/define.ts): its list from the module's `list` declaration (every
 * column a field's value, the title column linking to the item's form), its create and edit
 * form from its fields (the module-driven form page), saved through the one save, the
 * English flag's "Tandai sudah diperbarui", and its delete, which moves the item to Sampah as
 * every content collection's does (the list's Hapus). Each route's guard is the collection's
 * role rule (shared/collections/access.ts). The dashboard mounts them for every such module of
 * the registry, and its navigation lists them (./module-nav.ts), so a new collection of that
 * kind has its pages with no route file.
 */
import type { SubmissionResult } from '@conform-to/react'
import { Hono, type Context } from 'hono'
import { COLLECTION_MODULES, type CollectionName } from '../../../shared/collections'
import type { Collection, Field } from '../../../shared/collections/define'
import type { Cell, ListDefinition } from '../../../shared/collections/list'
import { isTrashable, TRASH_NOTE, type TrashableCollection } from '../../../shared/collections/trash'
import { itemLanguages } from '../../../shared/collections/translation-status'
import type { CollectionFormPageProps, FormCollection } from '../../../web/src/dashboard/collections/collection-form-page'
import type { AppEnv } from '../app-env'
import { collectionGuard } from '../auth/guards'
import type { DocOf } from '../backends/ports'
import { renderDashboard } from '../render/dashboard-renderer'
import { readBoundedForm, readForm } from '../routes/dashboard/form-helpers'
import { redirectWithNotice } from '../routes/dashboard/notice-redirect'
import { notFound } from '../routes/not-found'
import { trashFromRoute } from '../trash/trash-route'
import { renderList, staleDelete, type ListSource } from './list-route'
import { moduleFormContext } from './module-form'
import { refuseDocument, saveDocument } from './save-document'
import { translationCurrentRoute, translationState } from './translation-current'

/** A module whose dashboard pages are these: a declared list, and its fields. */
export type GenericModule = Collection<string, Record<string, Field>, Record<string, Field>> & { name: CollectionName; list: ListDefinition; genericDashboard?: true }

type Item = { id: string; version: number } & Record<string, unknown>

/** What a cell shows of a field's value: text as it is, a list as its entries, anything else as nothing. */
function cellText(value: unknown): string | null {
  if (typeof value === 'string') return value || null
  if (typeof value === 'number') return String(value)
  if (Array.isArray(value)) return value.filter((entry) => typeof entry === 'string').join(', ') || null
  return null
}

/** The item's name: the value of its title column, or its id. */
function nameOf(module: GenericModule, item: Item): string {
  const title = module.list.columns.find((column) => column.cell === 'title')
  return cellText(title ? item[title.name] : null) ?? item.id
}

/** The list, create, edit and English-flag routes of one module. */
export function moduleRoutes(module: GenericModule): Hono<AppEnv> {
  const app = new Hono<AppEnv>()
  const collection = module.name
  const path = module.list.path
  const { labels } = module
  const translated = Object.values(module.fields).some((field) => field.translates)

  const load = async (c: Context<AppEnv>): Promise<Item> =>
    ((await c.get('backend').content.get(collection, c.req.param('id') ?? '')) as unknown as Item | null) ?? notFound()

  // Hapus is a row action of every such list, its dialog saying the item goes to Sampah (the
  // list adds that note itself for the collections shared/collections/trash.ts names).
  const removeText = module.list.actions?.remove
  const removeMessage = isTrashable(collection) ? (removeText ?? '') : [removeText, TRASH_NOTE].filter(Boolean).join(' ')
  const list: ListSource<Item> = {
    // Every item, as stored: the list's own read (no query of its own, so no index).
    module: { ...module, list: { ...module.list, actions: { ...module.list.actions, remove: removeText ?? TRASH_NOTE } } },
    rows: (_c, items) =>
      items.map((item) => ({
        id: item.id,
        name: nameOf(module, item),
        version: item.version,
        remove: { message: removeMessage },
        cells: Object.fromEntries(
          module.list.columns.map((column): [string, Cell] => {
            if (column.cell !== 'title') return [column.name, cellText(item[column.name])]
            return [column.name, { text: nameOf(module, item), href: `${path}/${item.id}/edit`, ...(translated ? { languages: itemLanguages(module, item) } : {}) }]
          }),
        ),
        view: null,
      })),
  }
  const mayEdit = collectionGuard('edit', collection)
  app.get(path, mayEdit, (c) => renderList(c, list))

  const renderForm = async (c: Context<AppEnv>, existing: Item | null, submitted?: { form: FormData; reply: SubmissionResult<string[]>; status: number }, refusedMark?: string) => {
    const context = await moduleFormContext(c.get('backend'), module, existing, c.get('now'), submitted?.form)
    const submittedVersion = Number(submitted?.form.get('version'))
    const props: CollectionFormPageProps = {
      collection: collection as FormCollection,
      mode: existing ? 'edit' : 'create',
      action: existing ? `${path}/${existing.id}/edit` : `${path}/create`,
      listHref: path,
      version: existing ? (Number.isInteger(submittedVersion) && submittedVersion >= 0 ? submittedVersion : existing.version) : null,
      ...context,
      ...(submitted ? { result: submitted.reply } : {}),
      publicUrl: null,
      translation: translationState(module, existing, existing ? `${path}/${existing.id}/translation-current` : ''),
      ...(refusedMark ? { translationError: refusedMark } : {}),
    }
    const title = existing ? `${labels.edit}: ${nameOf(module, existing)}` : labels.create
    return renderDashboard(c, 'collection-form', props, { title, status: submitted?.status ?? (refusedMark ? 409 : 200) })
  }

  const submit = async (c: Context<AppEnv>, existing: Item | null) => {
    const { form, refusal } = await readBoundedForm(c)
    const actor = c.get('session')!.user.uid
    const outcome = refusal
      ? refuseDocument(module, form, refusal)
      : await saveDocument({ backend: c.get('backend'), module, form, existing: existing as DocOf<CollectionName> | null, actor, now: c.get('now') })
    if (!outcome.ok) return renderForm(c, existing, { form, reply: outcome.reply, status: outcome.status })
    return c.redirect(path, 303)
  }

  app.get(`${path}/create`, mayEdit, (c) => renderForm(c, null))
  app.post(`${path}/create`, mayEdit, (c) => submit(c, null))
  app.get(`${path}/:id/edit`, mayEdit, async (c) => renderForm(c, await load(c)))
  app.post(`${path}/:id/edit`, mayEdit, async (c) => submit(c, await load(c)))

  // To Sampah, at the version the list showed: changed by someone else since, it stays, and the list says so.
  app.post(`${path}/:id/delete`, collectionGuard('delete', collection), async (c) => {
    const version = Number((await readForm(c)).get('version'))
    const id = c.req.param('id')
    if ((await trashFromRoute(c, collection as TrashableCollection, id, Number.isInteger(version) ? version : undefined)) === 'stale') {
      const current = (await c.get('backend').content.get(collection, id)) as unknown as Item | null
      return renderList(c, list, { alerts: [staleDelete(current ? nameOf(module, current) : id)], status: 409 })
    }
    return labels.notices ? redirectWithNotice(c, path, labels.notices.deleted) : c.redirect(path, 303)
  })
  // The English flag's route admits any staff member: the collection's rule goes first.
  if (translated) app.use(`${path}/:id/translation-current`, mayEdit)
  if (translated) translationCurrentRoute(app, { base: path, collection, module, refused: async (c, message) => renderForm(c, await load(c), undefined, message) })
  return app
}

/** The generic pages of every module of the registry that asks for them (`genericDashboard`). */
export function genericModuleRoutes(modules: Record<string, object> = COLLECTION_MODULES): Hono<AppEnv> {
  const app = new Hono<AppEnv>()
  for (const module of Object.values(modules) as Partial<GenericModule>[]) {
    if (module.genericDashboard && module.list) app.route('/', moduleRoutes(module as GenericModule))
  }
  return app
}
