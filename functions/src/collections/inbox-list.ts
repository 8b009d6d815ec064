/**
 * What Pesan Masuk and Lamaran share in the dashboard (their list is declared by `inboxList` in
 * shared/collections/inquiries.ts): each row's sender, status with who handles it and an email
 * that failed, and when it came; the CSV of the filtered list; the staff an item can be
 * assigned to. Each collection says how its store reads it and what its own column and export
 * hold.
 */
import type { Context } from 'hono'
import { INQUIRY_STATUS_LABELS, type InquiryStatus } from '../../../shared/collections/inquiries'
import type { Cell, HeadLink } from '../../../shared/collections/list'
import { formatStamp } from '../../../web/src/dashboard/collections/inquiries/paths'
import type { AppEnv } from '../app-env'
import type { ContentStore } from '../backends/ports'
import { toCsv } from './inquiries/csv'
import { listHref, listItems, readListQuery, type ListedModule, type ListQuery, type ListSource } from './list-route'

/** Inquiries or applications a list or an export reads at most (a firm receives far fewer in its retention period). */
export const INBOX_READ_MAX = 5_000

/** What both collections' items hold that their list shows. */
export interface InboxItem {
  id: string
  name: string
  email: string
  status: InquiryStatus
  unread: boolean
  createdAt: string
  assigneeId: string
  mail: readonly { state: string }[]
}

/** Staff who can take an item: every profile, by name. */
export async function people(store: ContentStore) {
  const profiles = await store.query('profiles')
  return profiles.map((p) => ({ id: p.id, name: p.name })).sort((a, b) => a.name.localeCompare(b.name, 'id'))
}

export interface InboxOptions<D extends InboxItem> {
  module: ListedModule
  /** Newest first, as the store serves the query's folder (and filters) with its indexes. */
  read(c: Context<AppEnv>, query: ListQuery): Promise<D[]>
  /** Under the sender's name: how to reach them. */
  meta(item: D): string
  /** The value of the column between the sender and the status, given the items of the page. */
  detail(c: Context<AppEnv>, items: D[]): Promise<(item: D) => Cell>
  /** Links of the head besides the export (by role). */
  head?(c: Context<AppEnv>): HeadLink[]
}

export const exportPath = (module: ListedModule) => `${module.list!.path}/export.csv`

/** An inbox's list: its rows as both collections show them. */
export function inboxSource<D extends InboxItem>(options: InboxOptions<D>): ListSource<D> {
  const { module } = options
  const path = module.list!.path
  return {
    module,
    read: options.read,
    head: (c, query) => [{ label: 'Ekspor CSV', href: listHref(module, query, {}, exportPath(module)), download: true }, ...(options.head?.(c) ?? [])],
    async rows(c, items, { options: filters }) {
      const names = new Map(filters.assignee!.map((person) => [person.value, person.label]))
      const detail = await options.detail(c, items)
      return items.map((item) => {
        const assignee = names.get(item.assigneeId)
        return {
          id: item.id,
          name: item.name,
          unread: item.unread,
          cells: {
            name: { text: item.name, href: `${path}/${item.id}`, meta: options.meta(item) },
            [module.list!.columns[1]!.name]: detail(item),
            status: {
              text: INQUIRY_STATUS_LABELS[item.status],
              tone: `inbox-status-${item.status}`,
              // Who handles it, and an email about it that failed (staff send it again or reply themselves).
              notes: [...(assignee ? [{ text: assignee }] : []), ...(item.mail.some((m) => m.state === 'failed') ? [{ text: 'Email gagal terkirim', warn: true }] : [])],
            },
            createdAt: formatStamp(item.createdAt),
          },
          actions: [],
        }
      })
    },
  }
}

/** The CSV of an inbox's filtered list (every page), its cells neutralised against formulas by toCsv. */
export async function inboxExport<D extends InboxItem>(c: Context<AppEnv>, source: ListSource<D>, name: string, rows: (items: D[]) => Promise<string[][]>) {
  const { matching } = await listItems(c, source, readListQuery(source.module, (param) => c.req.query(param)))
  const day = c.get('now').toISOString().slice(0, 10)
  return c.body(toCsv(await rows(matching)), 200, {
    'Content-Type': 'text/csv; charset=utf-8',
    'Content-Disposition': `attachment; filename="${name}-${day}.csv"`,
    'Cache-Control': 'private, no-store',
    'X-Content-Type-Options': 'nosniff',
  })
}
