import { parseWithZod } from '@conform-to/zod/v4'
import { Hono, type Context } from 'hono'
import { REDIRECT_KIND_LABELS, REDIRECT_MSG, redirects } from '../../../shared/collections/redirects'
import type { Redirect } from '../../../shared/schemas/types'
import type { RedirectListPageProps } from '../../../web/src/dashboard/collections/redirects/list-page'
import { formatStamp } from '../../../web/src/dashboard/collections/inquiries/paths'
import { renderList, type ListSource } from '../collections/list-route'
import type { AppEnv } from '../app-env'
import { collectionGuard } from '../auth/guards'
import { NotFoundError, StaleVersionError, UniqueConstraintError } from '../backends/ports'
import { readBoundedForm, readForm, refusalReply, refusedReply } from '../routes/dashboard/form-helpers'
import { redirectWithNotice } from '../routes/dashboard/notice-redirect'
import { loopThrough, readRedirectTable } from './redirect-table'
import { entryFrom } from './redirect-writes'

const REDIRECTS_PATH = redirects.list.path

/** Entries listed at most (a firm has tens; the table beyond that is still served, only not listed). */
export const REDIRECTS_LISTED = 1000

/** /dashboard/redirects (Pengalihan): admins see every entry, add manual ones, delete any. */
export function redirectRoutes() {
  const app = new Hono<AppEnv>()
  // An admin screen (shared/collections/access.ts): a redirect speaks for the whole site.
  const admin = collectionGuard('edit', 'redirects')

  const list: ListSource<Redirect> = {
    module: redirects,
    page: 'redirect-list',
    read: (c) => c.get('backend').content.query('redirects', { orderBy: [{ field: 'from' }], limit: REDIRECTS_LISTED }),
    rows: (_c, entries) =>
      entries.map((entry) => ({
        id: entry.id,
        name: entry.from,
        cells: { from: entry.from, to: entry.kind === 'gone' ? '' : entry.to, kind: { text: REDIRECT_KIND_LABELS[entry.kind], below: formatStamp(entry.updatedAt) } },
        actions: [
          {
            kind: 'confirm',
            label: 'Hapus',
            action: `${REDIRECTS_PATH}/${entry.id}/delete`,
            fields: { version: entry.version },
            name: `Hapus pengalihan ${entry.from}`,
            title: `Hapus pengalihan dari ${entry.from}?`,
            message: 'Alamat lama ini akan menjawab “404 Page Not Found”, kecuali ada halaman yang memakainya.',
            confirm: 'Hapus',
          },
        ],
      })),
  }
  const render = (c: Context<AppEnv>, props: Partial<RedirectListPageProps> = {}, status = 200) => renderList(c, list, { props, status })

  app.get(REDIRECTS_PATH, admin, (c) => render(c))

  app.post(REDIRECTS_PATH, admin, async (c) => {
    const { form, refusal } = await readBoundedForm(c)
    const submission = parseWithZod(form, { schema: redirects.formSchema })
    if (refusal) return render(c, { result: refusalReply(submission, refusal) }, 400)
    if (submission.status !== 'success') return render(c, { result: refusedReply(submission.reply()) }, 400)
    const { from, to } = submission.value
    const store = c.get('backend').content
    if (await entryFrom(store, from)) return render(c, { result: submission.reply({ fieldErrors: { from: [REDIRECT_MSG.taken] } }) }, 409)
    const loop = loopThrough(await readRedirectTable(store), from, to)
    if (loop) return render(c, { result: submission.reply({ fieldErrors: { to: [REDIRECT_MSG.loop(loop.join(' → '))] } }) }, 400)
    try {
      await store.create('redirects', { from, to, kind: 'manual', collection: '', itemId: '' }, { actor: c.get('session')!.user.uid })
    } catch (error) {
      if (!(error instanceof UniqueConstraintError)) throw error
      return render(c, { result: submission.reply({ fieldErrors: { from: [REDIRECT_MSG.taken] } }) }, 409)
    }
    return redirectWithNotice(c, REDIRECTS_PATH, 'redirect-created')
  })

  app.post(`${REDIRECTS_PATH}/:id/delete`, admin, async (c) => {
    const form = await readForm(c)
    const version = Number(form.get('version'))
    try {
      await c.get('backend').content.remove('redirects', c.req.param('id'), {
        actor: c.get('session')!.user.uid,
        ...(Number.isInteger(version) && version > 0 ? { expectedVersion: version } : {}),
      })
    } catch (error) {
      // Gone already: nothing to do. Changed meanwhile (a slug moved it): shown again to decide.
      if (error instanceof StaleVersionError) return render(c, {}, 409)
      if (!(error instanceof NotFoundError)) throw error
    }
    return redirectWithNotice(c, REDIRECTS_PATH, 'redirect-deleted')
  })

  return app
}
