/**
 * The dashboard list of any collection that declares one (shared/collections/list.ts): the
 * query read by the declaration, the items read as the collection's store query serves them,
 * its filters, search, order and page applied, and the view the one list page shows
 * (web/src/dashboard/collections/list-page.tsx). A collection says here only what its
 * declaration cannot: how its store serves the read (an indexed query), values computed for
 * its rows, and what its rows offer beyond Ubah, Lihat and Hapus.
 */
import type { Context } from 'hono'
import { mayDo } from '../../../shared/collections/access'
import type { CollectionLabels, Field } from '../../../shared/collections/define'
import type { CollectionName } from '../../../shared/collections'
import { CLOSING_SOON_DAYS, type Cell, type HeadLink, type ListAlert, type ListDefinition, type ListFilter, type ListOption, type ListPageProps, type ListRow, type ListView, type RowAction } from '../../../shared/collections/list'
import { itemLanguages, passesLanguageFilter, readLanguageFilter } from '../../../shared/collections/translation-status'
import { isTrashable, TRASH_NOTE } from '../../../shared/collections/trash'
import { publishStatus } from '../../../shared/publish-rule'
import { jakartaDay, OPEN_STATUS } from '../../../shared/opening-rule'
import { withQuery } from '../../../shared/urls'
import type { PageName } from '../../../web/src/dashboard/pages/registry'
import type { AppEnv } from '../app-env'
import { renderDashboard } from '../render/dashboard-renderer'

/** A module with a declared list. */
export interface ListedModule {
  name: CollectionName
  labels: CollectionLabels
  fields: Record<string, Field>
  stored?: Record<string, Field>
  list?: ListDefinition
}

/** The list's query as the declaration reads it: anything it does not know is no filter. */
export interface ListQuery {
  q: string
  /** Each filter's value ('' for none). */
  filters: Record<string, string>
  sort: string
  page: number
}

/** What a collection's list makes of one item; its actions follow from the declaration unless given. */
export interface RowParts {
  id: string
  name: string
  version?: number
  collection?: string
  unread?: boolean
  cells: Record<string, Cell>
  /** Lihat: its public page; Pratinjau: its preview while it is not public; null: the slot stays empty. */
  view?: { href: string } | { preview: string } | null
  /** What its Hapus dialog says, when more than the list's; or what the row offers instead (a link to what blocks it). */
  remove?: { message?: string; fields?: Record<string, string | number> } | { instead: RowAction }
  /** The row's actions, when they are none of the declared ones. */
  actions?: RowAction[]
  /** What the collection's own parts of the page need of the item. */
  data?: ListRow['data']
}

/** What the rows of one page are made with. */
export interface RowContext {
  /** The filters' options, by filter name (a reference's items: ids and names). */
  options: Record<string, ListOption[]>
  query: ListQuery
}

export interface ListSource<D extends { id: string }> {
  module: ListedModule
  /** The page that shows it: the one list page, unless the collection adds parts of its own. */
  page?: PageName
  /** The items as the store serves them, in the list's order (default: every item, as stored). */
  read?(c: Context<AppEnv>, query: ListQuery): Promise<D[]>
  /**
   * One page read by the store itself (an indexed query with a limit, and a count), for a list
   * too long to read whole: null where the query needs every item (a search). `page` is the
   * query's, within the pages there are.
   */
  readPage?(c: Context<AppEnv>, query: ListQuery, size: number): Promise<{ items: D[]; total: number; page: number } | null>
  /** The ids the query's search finds, when it goes through the search index rather than the declared fields. */
  search?(c: Context<AppEnv>, query: ListQuery): Promise<ReadonlySet<string> | null>
  /** The order of the items, when the read does not give it. */
  order?: (a: D, b: D) => number
  /** Every item, whatever the filters ("3 dari 40"); without it the count is of what matches. */
  all?(c: Context<AppEnv>, docs: D[]): Promise<number> | number
  /** A filter's options read its own way (by filter name), where a referenced collection's items by name are not them. */
  options?: Record<string, (c: Context<AppEnv>) => Promise<ListOption[]>>
  /** The rows of one page's items. */
  rows(c: Context<AppEnv>, docs: D[], context: RowContext): Promise<RowParts[]> | RowParts[]
  /** Links in the page's head before the create button. */
  head?(c: Context<AppEnv>, query: ListQuery): Promise<HeadLink[]> | HeadLink[]
  /** What the list says when a search or filter matches nothing, when it says more than the declared text. */
  noMatch?(query: ListQuery, options: Record<string, ListOption[]>): string
  /** For a live list of other collections' items (Sampah): the item collections the session reads, by live collection (ListView.liveScope). */
  liveScope?(c: Context<AppEnv>): Record<string, string[]> | null
}

const ID_VALUE = /^[\w-]{1,100}$/

const declared = (module: ListedModule): ListDefinition => {
  if (!module.list) throw new Error(`${module.name} declares no list`)
  return module.list
}

const fieldOf = (module: ListedModule, name: string): Field | undefined => module.fields[name] ?? module.stored?.[name]

/** The fixed options of a filter: its own, or its field's choices; null when they are read from the store. */
function fixedOptions(module: ListedModule, filter: ListFilter): ListOption[] | null {
  if (filter.options) return [...filter.options]
  const choices = fieldOf(module, filter.field ?? filter.name)?.choices
  return choices ? choices.map(({ value, label }) => ({ value, label })) : null
}

/** Reads `?q=&{filters}&sort=&page=` leniently: a value the list does not offer is no filter, a page out of range the first. */
export function readListQuery(module: ListedModule, params: (name: string) => string | undefined): ListQuery {
  const list = declared(module)
  const filters: Record<string, string> = {}
  for (const filter of list.filters ?? []) {
    const raw = (params(filter.name) ?? '').trim()
    const fixed = fixedOptions(module, filter)
    const allowed = [...(fixed ?? []).map((o) => o.value), filter.none?.value, filter.except?.option.value]
    const known = fixed ? allowed.includes(raw) : raw === filter.none?.value || ID_VALUE.test(raw)
    filters[filter.name] = filter.computed === 'languages' ? readLanguageFilter(raw) : known ? raw : ''
  }
  const sort = list.sort?.options.find((o) => o.value === params('sort'))?.value ?? list.sort?.options[0]?.value ?? ''
  const page = Number.parseInt(params('page') ?? '1', 10)
  return { q: list.search ? (params('q') ?? '').trim().slice(0, 200) : '', filters, sort, page: Number.isInteger(page) && page > 0 ? Math.min(page, 100_000) : 1 }
}

/** Lowercase without diacritics, so "sitompul" finds "Sitompul" and "jose" finds "José". */
export function foldForSearch(text: string): string {
  return text
    .normalize('NFKD')
    .replace(/[\u0300-\u036f]/g, '')
    .toLowerCase()
    .replace(/\s+/g, ' ')
    .trim()
}

/** The query's values as its address carries them: empty ones and the default sort left out. */
function queryParams(list: ListDefinition, query: ListQuery): Record<string, string | undefined> {
  return { q: query.q || undefined, ...query.filters, sort: query.sort === list.sort?.options[0]?.value ? undefined : query.sort }
}

/** The list's address with this query (and page), for links that keep it. */
export function listHref(module: ListedModule, query: ListQuery, changes: Record<string, string | number | undefined> = {}, base = declared(module).path): string {
  return withQuery(base, { ...queryParams(declared(module), query), ...changes })
}

/** Items of another collection by name, for a filter of references ("Semua bidang praktik", then each area). */
async function referenceOptions(c: Context<AppEnv>, collection: CollectionName): Promise<ListOption[]> {
  const store = c.get('backend').content
  const items = (await store.query(collection)) as unknown as { id: string; name?: string; title?: string }[]
  return items.map((item) => ({ value: item.id, label: item.name ?? item.title ?? item.id })).sort((a, b) => a.label.localeCompare(b.label, 'id', { sensitivity: 'base' }))
}

/** An opening still open whose last day (a Jakarta date) is today or within CLOSING_SOON_DAYS. */
function closesSoon(doc: Record<string, unknown>, now: Date): boolean {
  const closesOn = typeof doc.closesOn === 'string' ? doc.closesOn : ''
  return doc.status === OPEN_STATUS && closesOn >= jakartaDay(now) && closesOn <= jakartaDay(new Date(now.getTime() + CLOSING_SOON_DAYS * 86_400_000))
}

/** Whether an item passes one filter with this value (`uid`: the signed-in staff member's). */
function passes(module: ListedModule, filter: ListFilter, doc: Record<string, unknown>, value: string, now: Date, uid: string): boolean {
  if (filter.computed === 'publish-status') return !value || publishStatus(doc as never, now) === value
  // Without a value nothing is compared: whether an English version needs updating is costly to tell.
  if (filter.computed === 'languages') return !value || passesLanguageFilter(itemLanguages(module, doc), value as never)
  if (filter.computed === 'mine') return !value || doc.updatedBy === uid
  if (filter.computed === 'closing-soon') return !value || closesSoon(doc, now)
  if (filter.computed === 'mail-failed') return !value || (Array.isArray(doc.mail) && doc.mail.some((mail: { state?: string }) => mail.state === 'failed'))
  const field = doc[filter.field ?? filter.name]
  if (!value) return !filter.except || !filter.except.values.includes(String(field))
  if (value === filter.except?.option.value) return true
  const wanted = value === filter.none?.value ? '' : value
  // A yes/no field (an inquiry's `unread`) is compared as its address writes it: `true`.
  return Array.isArray(field) ? field.includes(wanted) : (typeof field === 'boolean' ? String(field) : (field ?? '')) === wanted
}

/** The row's actions as the list declares them, for the signed-in role (shared/collections/access.ts). */
function actionsOf(module: ListedModule, row: RowParts, role: Parameters<typeof mayDo>[0]): RowAction[] {
  if (row.actions) return row.actions
  const { path, actions = {} } = declared(module)
  const out: RowAction[] = []
  if (actions.edit !== false) out.push({ kind: 'link', label: 'Ubah', href: `${path}/${row.id}/edit`, name: `Ubah ${row.name}` })
  if (actions.view) {
    const view = row.view
    out.push(
      !view
        ? { kind: 'slot' }
        : 'href' in view
          ? { kind: 'link', label: actions.view, href: view.href, name: `Lihat di situs: ${row.name} (tab baru)`, newTab: true, slot: true }
          : { kind: 'link', label: 'Pratinjau', href: view.preview, name: `Pratinjau: ${row.name} (tab baru)`, newTab: true, slot: true },
    )
  }
  if (actions.remove && mayDo(role, 'delete', module.name)) {
    const remove = row.remove
    if (remove && 'instead' in remove) out.push(remove.instead)
    else {
      out.push({
        kind: 'confirm',
        label: 'Hapus',
        action: `${path}/${row.id}/delete`,
        fields: { ...(row.version === undefined ? {} : { version: row.version }), ...remove?.fields },
        name: `Hapus ${row.name}`,
        title: `Hapus ${module.labels.noun} “${row.name}”?`,
        // Only what goes to Sampah can be restored: another collection's dialog says what its delete does.
        message: [remove?.message ?? actions.remove, isTrashable(module.name) ? TRASH_NOTE : ''].filter(Boolean).join(' '),
        confirm: actions.confirm ?? 'Hapus',
      })
    }
  }
  return out
}

/**
 * The items the query's search and filters keep, in the list's order: every page's, as a list's
 * CSV export takes them. `docs` is what the read gave, filters aside where the read applied none.
 */
export async function listItems<D extends { id: string }>(c: Context<AppEnv>, source: ListSource<D>, query: ListQuery): Promise<{ docs: D[]; matching: D[] }> {
  const { module } = source
  const [docs, found] = await Promise.all([
    source.read ? source.read(c, query) : (c.get('backend').content.query(module.name) as unknown as Promise<D[]>),
    query.q && source.search ? source.search(c, query) : Promise.resolve(null),
  ])
  const matching = keepMatching(c, module, query, docs, source.search ? found ?? undefined : null)
  if (source.order) matching.sort(source.order)
  return { docs, matching }
}

/**
 * The items of `docs` the query's filters keep, in their order: searched by the declared fields,
 * or, where the collection searches its own way, kept when `found` (the ids its search found)
 * has them (`undefined`: no search asked). For a page read that narrows by an index first and
 * judges the rest in hand.
 */
export function keepMatching<D extends { id: string }>(c: Context<AppEnv>, module: ListedModule, query: ListQuery, docs: D[], found: ReadonlySet<string> | null | undefined): D[] {
  const list = declared(module)
  const filters = list.filters ?? []
  const now = c.get('now')
  const uid = c.get('session')?.user.uid ?? ''
  const needle = found === null ? foldForSearch(query.q) : ''
  const searched = list.search?.fields ?? []
  return docs.filter((doc) => {
    const record = doc as unknown as Record<string, unknown>
    if (found && !found.has(doc.id)) return false
    if (needle && !searched.some((name) => foldForSearch(String(record[name] ?? '')).includes(needle))) return false
    return filters.every((filter) => passes(module, filter, record, query.filters[filter.name] ?? '', now, uid))
  })
}

/** The props of a collection's list page for this request. */
export async function listProps<D extends { id: string }>(c: Context<AppEnv>, source: ListSource<D>, alerts?: ListAlert[]): Promise<ListPageProps> {
  const { module } = source
  const list = declared(module)
  const { noun, title, create } = module.labels
  const query = readListQuery(module, (name) => c.req.query(name))
  const store = c.get('backend').content
  const filters = list.filters ?? []
  const references = filters.filter((f) => !fixedOptions(module, f))
  const direct = list.pageSize && source.readPage ? await source.readPage(c, query, list.pageSize) : null
  const [{ docs, matching }, read, counts] = await Promise.all([
    direct ? { docs: [] as D[], matching: [] as D[] } : listItems(c, source, query),
    Promise.all(references.map((f) => source.options?.[f.name]?.(c) ?? referenceOptions(c, fieldOf(module, f.field ?? f.name)!.references!))),
    // Each folder's count, filters aside (an indexed count per value).
    Promise.all(
      filters.map((f) =>
        f.folders ? Promise.all(fixedOptions(module, f)!.map((o) => store.count(module.name, { where: [{ field: f.field ?? f.name, op: '==', value: o.value }] }))) : Promise.resolve(null),
      ),
    ),
  ])
  const options: Record<string, ListOption[]> = {}
  for (const filter of filters) options[filter.name] = fixedOptions(module, filter) ?? read[references.indexOf(filter)] ?? []

  const total = direct ? direct.total : matching.length
  const size = list.pageSize ?? Math.max(1, total)
  const pages = Math.max(1, Math.ceil(total / size))
  // A page past the end (after deletions) shows the last page rather than an empty table.
  const page = direct ? direct.page : Math.min(query.page, pages)
  const shown = direct ? direct.items : matching.slice((page - 1) * size, page * size)
  const role = c.get('session')!.user.role
  const parts = await source.rows(c, shown, { options, query })
  const rows: ListRow[] = parts.map((row) => ({
    id: row.id,
    ...(row.collection ? { collection: row.collection } : {}),
    name: row.name,
    ...(row.unread ? { unread: true } : {}),
    cells: row.cells,
    actions: actionsOf(module, row, role),
    ...(row.data ? { data: row.data } : {}),
  }))

  const filtered = Boolean(query.q) || Object.values(query.filters).some(Boolean)
  const all = filtered && source.all ? await source.all(c, docs) : undefined
  const createLink = list.create && mayDo(role, 'edit', module.name) ? { href: `${list.path}/create`, text: create } : null
  const heading = list.heading ?? `Daftar ${noun}`
  const liveScope = source.liveScope?.(c) ?? null
  const view: ListView = {
    path: list.path,
    title: list.title ?? title,
    noun,
    heading: list.countInHeading ? `${heading} (${total})` : heading,
    headingShown: Boolean(list.countInHeading),
    ...(list.countInHeading ? {} : { count: all === undefined ? `${total} ${noun}` : `${total} dari ${all} ${noun}` }),
    head: [...(source.head ? await source.head(c, query) : []), ...(createLink ? [{ label: createLink.text, href: createLink.href, primary: true }] : [])],
    ...(list.intro ? { intro: list.intro } : {}),
    ...folderView(module, query, options, counts),
    ...(list.search ? { search: { label: list.search.label, ...(list.search.placeholder ? { placeholder: list.search.placeholder } : {}), value: query.q } } : {}),
    filters: [
      ...filters.map((filter) => ({
        name: filter.name,
        label: filter.label,
        value: query.filters[filter.name] ?? '',
        options: [{ value: '', label: filter.all }, ...(filter.none ? [filter.none] : []), ...options[filter.name]!, ...(filter.except ? [filter.except.option] : [])],
      })),
      ...(list.sort ? [{ name: 'sort', label: list.sort.label, value: query.sort, options: [...list.sort.options] }] : []),
    ],
    filtered,
    columns: list.columns.map((column) => ({
      name: column.name,
      label: column.label ?? fieldOf(module, column.name)?.label ?? column.name,
      cell: column.cell ?? 'text',
      ...(column.phoneLabel ? { phoneLabel: true } : {}),
      ...(column.labelHidden ? { labelHidden: true } : {}),
      ...(column.blank ? { blank: column.blank } : {}),
      ...(column.className ? { className: column.className } : {}),
    })),
    empty: filtered
      ? { text: source.noMatch?.(query, options) ?? list.noMatch ?? `Tidak ada ${noun} yang cocok dengan pencarian atau filter ini.`, link: { href: list.path, text: `Tampilkan semua ${noun}.` } }
      : { text: list.empty, ...(createLink ? { link: { ...createLink, button: true } } : {}) },
    ...(pages > 1
      ? {
          pager: {
            page,
            pages,
            ...(page > 1 ? { prev: listHref(module, query, { page: page - 1 > 1 ? page - 1 : undefined }) } : {}),
            ...(page < pages ? { next: listHref(module, query, { page: page + 1 }) } : {}),
          },
        }
      : {}),
    ...(list.live ? { live: [module.name] } : {}),
    ...(list.live && liveScope ? { liveScope } : {}),
    ...(list.className ? { className: list.className } : {}),
  }
  return { view, rows, ...(alerts?.length ? { alerts } : {}) }
}

/** The folders of the filter that has them: every value with its count, the first folder all but the excepted. */
function folderView(module: ListedModule, query: ListQuery, options: Record<string, ListOption[]>, counts: (number[] | null)[]): Pick<ListView, 'folders'> {
  const filters = declared(module).filters ?? []
  const index = filters.findIndex((f) => f.folders)
  const filter = filters[index]
  if (!filter?.folders) return {}
  const values = options[filter.name]!
  const count = counts[index]!
  const folder = (value: string, label: string, n: number) => ({ label, href: listHref(module, query, { [filter.name]: value || undefined, page: undefined }), count: n, current: (query.filters[filter.name] ?? '') === value })
  const all = values.reduce((sum, option, i) => (filter.except?.values.includes(option.value) ? sum : sum + count[i]!), 0)
  return { folders: { label: filter.folders.label, items: [folder('', filter.folders.all, all), ...values.map((option, i) => folder(option.value, option.label, count[i]!))] } }
}

/** Renders a collection's list (with what the last action refused, and its status). */
export async function renderList<D extends { id: string }>(c: Context<AppEnv>, source: ListSource<D>, extra: { alerts?: ListAlert[]; props?: Record<string, unknown>; status?: number } = {}) {
  const props = { ...(await listProps(c, source, extra.alerts)), ...extra.props }
  return renderDashboard(c, source.page ?? 'collection-list', props, { title: props.view.title, status: extra.status ?? 200 })
}

/** The refusal of a delete someone else's change overtook. */
export const staleDelete = (name: string): ListAlert => ({ text: `“${name}” baru saja diubah orang lain dan tidak dihapus. Periksa kembali sebelum menghapus.` })
