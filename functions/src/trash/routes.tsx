import { Hono, type Context } from 'hono'
import { COLLECTION_MODULES } from '../../../shared/collections'
import { mayDo, mayReadCopy } from '../../../shared/collections/access'
import type { ListAlert } from '../../../shared/collections/list'
import { trash, trashCollectionsReadBy, TRASH_TYPE_LABELS } from '../../../shared/collections/trash'
import { noticeOf } from '../../../shared/notices'
import { SlugSchema } from '../../../shared/schemas/common'
import type { TrashEntry } from '../../../shared/schemas/types'
import { formatStamp } from '../../../web/src/dashboard/collections/inquiries/paths'
import type { TrashConflict } from '../../../web/src/dashboard/collections/trash/list-page'
import type { AppEnv } from '../app-env'
import { guards, requireAccess } from '../auth/guards'
import { renderList, type ListSource } from '../collections/list-route'
import { readForm } from '../routes/dashboard/form-helpers'
import { redirectWithNotice } from '../routes/dashboard/notice-redirect'
import { listTrash, purgeFromTrash, restoreFromTrash, slugConflict } from './trash-item'
import { actorOf } from './trash-route'

const TRASH_PATH = trash.list.path

/** What the list calls an item's type: its collection's word, else its module's noun ("Penghargaan"), for a collection named nowhere else. */
function typeLabel(collection: string): string {
  const label = (TRASH_TYPE_LABELS as Record<string, string>)[collection]
  if (label) return label
  const noun = (COLLECTION_MODULES as Record<string, { labels: { noun: string } } | undefined>)[collection]?.labels.noun ?? collection
  return noun.charAt(0).toUpperCase() + noun.slice(1)
}

const GONE: ListAlert = { text: 'Item itu sudah dipulihkan atau dihapus permanen oleh orang lain. Daftar di bawah sudah diperbarui.' }

/**
 * Sampah's list: what is left of each deleted item (its type, title and first address), who
 * deleted it and when it goes for good; Pulihkan for whoever may edit its collection, Hapus
 * permanen for admins.
 */
const trashList: ListSource<TrashEntry> = {
  module: trash,
  page: 'trash-list',
  // A role sees the entries of its areas' items only, by the check firestore.rules and the live
  // changes apply (mayReadCopy): HR sees deleted openings, not posts, and only admins see a
  // deleted office, as its screen is theirs (docs/roles.md).
  read: async (c) => {
    const role = c.get('session')!.user.role
    return (await listTrash(c.get('backend').content)).filter((entry) => mayReadCopy(role, entry.collection))
  },
  // On Firebase the browser listens to the entries itself, and firestore.rules let a role read
  // its areas' entries only: its query names them. Admins read every entry.
  liveScope: (c) => {
    const role = c.get('session')!.user.role
    return role === 'admin' ? null : { trash: trashCollectionsReadBy(role) }
  },
  rows(c, entries) {
    const role = c.get('session')!.user.role
    return entries.map((entry) => ({
      id: entry.id,
      name: entry.title,
      cells: {
        title: { text: entry.title, kind: typeLabel(entry.collection), ...(entry.paths[0] ? { sub: entry.paths[0] } : {}) },
        deletedAt: { text: formatStamp(entry.deletedAt), below: `oleh ${entry.deletedByName || 'staf'}` },
        purgeAt: formatStamp(entry.purgeAt),
      },
      actions: [
        ...(mayDo(role, 'edit', entry.collection) ? [{ kind: 'post' as const, label: 'Pulihkan', action: `${TRASH_PATH}/${entry.id}/restore`, name: `Pulihkan ${entry.title}` }] : []),
        ...(role === 'admin'
          ? [
              {
                kind: 'confirm' as const,
                label: 'Hapus permanen',
                action: `${TRASH_PATH}/${entry.id}/purge`,
                name: `Hapus permanen ${entry.title}`,
                title: `Hapus permanen “${entry.title}”?`,
                message: 'Item ini dan file-nya dihapus untuk selamanya. Tindakan ini tidak dapat dibatalkan.',
                confirm: 'Hapus permanen',
              },
            ]
          : []),
      ],
    }))
  },
}

/**
 * /dashboard/trash (Sampah): the list; restore, by whoever may edit the item's collection in its
 * own routes (an office is restored by admins only: shared/collections/access.ts); purge, by
 * admins.
 */
export function trashRoutes() {
  const app = new Hono<AppEnv>()

  const render = (c: Context<AppEnv>, extra: { conflict?: TrashConflict; gone?: boolean; alert?: ListAlert } = {}, status = 200) =>
    renderList(c, trashList, { ...(extra.gone ? { alerts: [GONE] } : extra.alert ? { alerts: [extra.alert] } : {}), ...(extra.conflict ? { props: { conflict: extra.conflict } } : {}), status })

  app.get(TRASH_PATH, guards('auth'), (c) => render(c))

  // The address a refused restore is shown at: loaded again (a reload, the live list's refresh),
  // it shows the list with the entry's slug conflict while there is one.
  app.get(`${TRASH_PATH}/:id/restore`, guards('auth'), async (c) => {
    const entry = await c.get('backend').content.get('trash', c.req.param('id'))
    if (entry) requireAccess(c, 'edit', entry.collection)
    const conflict = entry ? await slugConflict(c.get('backend').content, entry) : null
    return render(c, entry && conflict ? { conflict: conflictOf(entry, { slug: conflict.slug, takenBy: conflict.takenBy, value: conflict.suggestion }) } : {})
  })

  app.post(`${TRASH_PATH}/:id/restore`, guards('auth'), async (c) => {
    const form = await readForm(c)
    const sent = form.get('slug')
    const store = c.get('backend').content
    // The item comes back into its collection: whoever may not save it there may not restore it.
    const restoring = await store.get('trash', c.req.param('id'))
    if (restoring) requireAccess(c, 'edit', restoring.collection)
    let slug: string | undefined
    if (typeof sent === 'string') {
      // The slug the user picked after a conflict, checked by the rule every slug field uses.
      const parsed = SlugSchema.safeParse(sent)
      if (!parsed.success) {
        const entry = await store.get('trash', c.req.param('id'))
        if (!entry) return render(c, { gone: true }, 409)
        return render(c, { conflict: conflictOf(entry, { slug: entry.slug, takenBy: '', value: sent.slice(0, 200), error: parsed.error.issues[0]?.message }) }, 400)
      }
      slug = parsed.data
    }
    const outcome = await restoreFromTrash(store, c.req.param('id'), actorOf(c), { now: c.get('now'), ...(slug ? { slug } : {}) })
    if (outcome.ok) return redirectWithNotice(c, TRASH_PATH, 'trash-restored', noticeOf(restoring?.collection))
    if (outcome.reason === 'gone') return render(c, { gone: true }, 409)
    if (outcome.reason === 'taken') return render(c, { alert: takenAlert(restoring?.title ?? '', outcome) }, 409)
    const entry = await store.get('trash', c.req.param('id'))
    if (!entry) return render(c, { gone: true }, 409)
    return render(c, { conflict: conflictOf(entry, { slug: outcome.slug, takenBy: outcome.takenBy, value: outcome.suggestion }) }, 409)
  })

  // Deleting for good is for admins (decision 8): an editor gets the admin-only refusal.
  app.post(`${TRASH_PATH}/:id/purge`, guards('admin'), async (c) => {
    await readForm(c)
    const store = c.get('backend').content
    const entry = await store.get('trash', c.req.param('id'))
    if (entry) requireAccess(c, 'delete', entry.collection)
    // Purged or restored by someone else meanwhile: the list shows what is left.
    if (entry) await purgeFromTrash(store, entry, c.get('session')!.user.uid)
    return redirectWithNotice(c, TRASH_PATH, 'trash-purged', noticeOf(entry?.collection))
  })

  return app
}

/** Why an item was not restored: another item holds its address (a block page's) or its English slug now. */
function takenAlert(title: string, taken: { label: string; value: string; takenBy: string }): ListAlert {
  return {
    title: `“${title}” tidak dipulihkan`,
    text: `${taken.label} “${taken.value}” sekarang dipakai oleh “${taken.takenBy}”. Ubah ${taken.label.charAt(0).toLowerCase()}${taken.label.slice(1)} “${taken.takenBy}” lebih dulu, lalu pulihkan lagi.`,
  }
}

function conflictOf(entry: TrashEntry, detail: Omit<TrashConflict, 'id' | 'title'>): TrashConflict {
  return { id: entry.id, title: entry.title, ...detail }
}
