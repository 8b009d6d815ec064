import { Hono, type Context } from 'hono'
import { SlugSchema } from '../../../shared/schemas/common'
import type { TrashEntry } from '../../../shared/schemas/types'
import type { TrashConflict, TrashListPageProps } from '../../../web/src/dashboard/collections/trash/list-page'
import { TRASH_PATH } from '../../../web/src/dashboard/collections/trash/paths'
import type { AppEnv } from '../app-env'
import { mayDo } from '../../../shared/collections/access'
import { guards, requireAccess } from '../auth/guards'
import { renderDashboard } from '../render/dashboard-renderer'
import { readForm } from '../routes/dashboard/form-helpers'
import { noticeOf } from '../../../shared/notices'
import { redirectWithNotice } from '../routes/dashboard/notice-redirect'
import { listTrash, purgeFromTrash, restoreFromTrash, slugConflict } from './trash-item'
import { actorOf } from './trash-route'

/**
 * /dashboard/trash (Sampah): the list; restore, by whoever may edit the item's collection in its
 * own routes (an office is restored by admins only: shared/collections/access.ts); purge, by
 * admins.
 */
export function trashRoutes() {
  const app = new Hono<AppEnv>()

  const render = async (c: Context<AppEnv>, extra: Partial<TrashListPageProps> = {}, status = 200) => {
    const entries = await listTrash(c.get('backend').content)
    const role = c.get('session')!.user.role
    const props: TrashListPageProps = {
      items: entries.map((entry) => ({
        id: entry.id,
        collection: entry.collection,
        title: entry.title,
        slug: entry.slug,
        deletedAt: entry.deletedAt,
        deletedByName: entry.deletedByName,
        purgeAt: entry.purgeAt,
        paths: entry.paths,
        canRestore: mayDo(role, 'edit', entry.collection),
      })),
      canPurge: role === 'admin',
      ...extra,
    }
    return renderDashboard(c, 'trash-list', props, { title: 'Sampah', status })
  }

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

function conflictOf(entry: TrashEntry, detail: Omit<TrashConflict, 'id' | 'title'>): TrashConflict {
  return { id: entry.id, title: entry.title, ...detail }
}
