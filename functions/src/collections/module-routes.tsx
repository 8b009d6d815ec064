/**
 * The dashboard pages of a collection that needs none of its own (`genericDashboard` in its
 * module, shared/collections/define.ts): its list from the module's `list` declaration (every
 * column a field's value, the title column linking to the item's form), its create and edit
 * form from its fields (the module-driven form page), saved through the one save, and the
 * English flag's "Tandai sudah diperbarui". The dashboard mounts them for every such module of
 * the registry, so a new collection of that kind has its pages with no route file.
 */
import type { SubmissionResult } from '@conform-to/react'
import { Hono, type Context } from 'hono'
import { COLLECTION_MODULES, type CollectionName } from '../../../shared/collections'
import type { Collection, Field } from '../../../shared/collections/define'
import type { Cell, ListDefinition } from '../../../shared/collections/list'
import { itemLanguages } from '../../../shared/collections/translation-status'
import type { CollectionFormPageProps, FormCollection } from '../../../web/src/dashboard/collections/collection-form-page'
import type { AppEnv } from '../app-env'
import { guards } from '../auth/guards'
import type { DocOf } from '../backends/ports'
import { renderDashboard } from '../render/dashboard-renderer'
import { readBoundedForm } from '../routes/dashboard/form-helpers'
import { notFound } from '../routes/not-found'
import { renderList, type ListSource } from './list-route'
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

  const list: ListSource<Item> = {
    // Every item, as stored: the list's own read (no query of its own, so no index).
    module,
    rows: (_c, items) =>
      items.map((item) => ({
        id: item.id,
        name: nameOf(module, item),
        version: item.version,
        cells: Object.fromEntries(
          module.list.columns.map((column): [string, Cell] => {
            if (column.cell !== 'title') return [column.name, cellText(item[column.name])]
            return [column.name, { text: nameOf(module, item), href: `${path}/${item.id}/edit`, ...(translated ? { languages: itemLanguages(module, item) } : {}) }]
          }),
        ),
        view: null,
      })),
  }
  app.get(path, guards('auth'), (c) => renderList(c, list))

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

  app.get(`${path}/create`, guards('auth'), (c) => renderForm(c, null))
  app.post(`${path}/create`, guards('auth'), (c) => submit(c, null))
  app.get(`${path}/:id/edit`, guards('auth'), async (c) => renderForm(c, await load(c)))
  app.post(`${path}/:id/edit`, guards('auth'), async (c) => submit(c, await load(c)))
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
