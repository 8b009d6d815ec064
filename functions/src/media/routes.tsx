/**
 * Pustaka Media in the dashboard (docs/decisions/0043-media-library.md): the list of every file
 * (searchable by name and alternative text, filtered by kind, paged), the upload of one file per
 * request (the page sends each chosen file on its own, so a refused one never costs the others),
 * an entry's form (alternative text, caption, focal point) with where the file is used, its
 * delete (refused while an item uses it) and the clean-up of files no item uses.
 */
import { parseWithZod } from '@conform-to/zod/v4'
import { Hono, type Context } from 'hono'
import { MEDIA_KIND_LABELS, media } from '../../../shared/collections/media'
import type { ListAlert } from '../../../shared/collections/list'
import { mayDo } from '../../../shared/collections/access'
import { formatFileSize as formatBytes } from '../../../shared/file-size'
import { imageUrl } from '../../../shared/urls'
import type { MediaFormPageProps } from '../../../web/src/dashboard/collections/media/form-page'
import type { AppEnv } from '../app-env'
import { collectionGuard } from '../auth/guards'
import { StaleVersionError } from '../backends/ports'
import { renderDashboard } from '../render/dashboard-renderer'
import { readBoundedForm, readForm, refusalReply, refusedReply } from '../routes/dashboard/form-helpers'
import { redirectWithNotice } from '../routes/dashboard/notice-redirect'
import { notFound } from '../routes/not-found'
import { renderList, type ListSource } from '../collections/list-route'
import { MSG } from '../../../shared/schemas/messages'
import { backfillLibrary, deleteMedia, deleteUnused, usagesOf, usedMessage, type MediaEntry } from './library'
import { searchMedia } from './search-list'
import { LIBRARY_ACCEPT, storeLibraryUpload, MEDIA_UPLOAD_PATH } from './library-upload'
import { MEDIA_PICK_PATH, readMediaPickQuery } from '../../../shared/media-pick'
import { pickPage } from './pick'

export const MEDIA_PATH = media.list.path

/** Stores whose backfill has run (or found it done): one meta read per store, not per request. */
const backfilled = new WeakSet<object>()

/**
 * The newest first: what staff just uploaded is what they look for. ISO instants and ids
 * compare as plain strings (localeCompare costs a hundred times more, over 10,000 files).
 */
const byText = (a: string, b: string) => (a < b ? -1 : a > b ? 1 : 0)
const newestFirst = (a: MediaEntry, b: MediaEntry) => byText(b.createdAt, a.createdAt) || byText(a.id, b.id)

export function mediaRoutes() {
  const app = new Hono<AppEnv>()
  const mayEdit = collectionGuard('edit', 'media')
  const mayDelete = collectionGuard('delete', 'media')

  const ensureBackfill = async (c: Context<AppEnv>) => {
    const { content, files } = c.get('backend')
    if (backfilled.has(content)) return
    await backfillLibrary(content, files)
    backfilled.add(content)
  }

  const list: ListSource<MediaEntry> = {
    module: media,
    page: 'media-list',
    order: newestFirst,
    // The store serves the page itself (newest first, by kind): a page of a library of 10,000
    // files reads its 48 entries and a count, not every entry.
    readPage: async (c, query, size) => {
      const store = c.get('backend').content
      if (query.q) {
        // A search goes through the names and alternative texts kept in memory, then reads its page.
        const ids = await searchMedia(c.get('backend'), query.q, query.filters.kind ?? '')
        const page = Math.min(query.page, Math.max(1, Math.ceil(ids.length / size)))
        return { items: await store.getMany('media', ids.slice((page - 1) * size, page * size)), total: ids.length, page }
      }
      const where = query.filters.kind ? [{ field: 'kind', op: '==' as const, value: query.filters.kind }] : []
      const total = await store.count('media', { where })
      const page = Math.min(query.page, Math.max(1, Math.ceil(total / size)))
      const items = await store.query('media', { where, orderBy: [{ field: 'createdAt', direction: 'desc' }], limit: size, offset: (page - 1) * size })
      return { items, total, page }
    },
    rows: (_c, entries) =>
      entries.map((entry) => ({
        id: entry.id,
        name: entry.originalName,
        version: entry.version,
        cells: {
          thumb: entry.kind === 'image' ? { src: imageUrl({ path: entry.path, size: entry.size ?? 0 }, 160), letter: 'G' } : { src: null, letter: 'PDF' },
          originalName: { text: entry.originalName, href: `${MEDIA_PATH}/${entry.id}/edit`, below: entry.width && entry.height ? `${entry.width}×${entry.height} piksel` : undefined },
          kind: MEDIA_KIND_LABELS[entry.kind],
          size: entry.size === null ? null : formatBytes(entry.size),
          alt: entry.alt || null,
        },
      })),
  }

  const renderMediaList = async (c: Context<AppEnv>, extra: { alerts?: ListAlert[]; status?: number } = {}) => {
    await ensureBackfill(c)
    const role = c.get('session')!.user.role
    return renderList(c, list, { ...extra, props: { uploadPath: MEDIA_UPLOAD_PATH, accept: LIBRARY_ACCEPT, cleanupPath: mayDo(role, 'delete', 'media') ? `${MEDIA_PATH}/cleanup` : null } })
  }

  app.get(MEDIA_PATH, mayEdit, (c) => renderMediaList(c))

  // One file per request, its bytes as the body (as the upload fields send theirs).
  app.post(MEDIA_UPLOAD_PATH, mayEdit, async (c) => {
    const outcome = await storeLibraryUpload(c)
    if (!outcome.ok) return c.json({ error: outcome.message }, outcome.status)
    return c.json({ entry: { id: outcome.entry.id, path: outcome.entry.path, originalName: outcome.entry.originalName, href: `${MEDIA_PATH}/${outcome.entry.id}/edit` } }, 201)
  })

  // The media picker's results (an upload field's "Pilih dari Pustaka Media", the rich text's
  // images): JSON for the dashboard's own script, never cached (the session decides).
  app.get(MEDIA_PICK_PATH, mayEdit, async (c) => {
    c.header('Cache-Control', 'private, no-store')
    const read = readMediaPickQuery(new URL(c.req.url).searchParams)
    if (!read.ok) return c.json({ error: read.message }, 400)
    await ensureBackfill(c)
    return c.json(await pickPage(c.get('backend'), read.query))
  })

  const load = async (c: Context<AppEnv>): Promise<MediaEntry> => (await c.get('backend').content.get('media', c.req.param('id') ?? '')) ?? notFound()

  const renderForm = async (c: Context<AppEnv>, entry: MediaEntry, extra: Partial<MediaFormPageProps> = {}, status = 200) => {
    const usages = await usagesOf(c.get('backend').content, entry.path)
    const role = c.get('session')!.user.role
    const props: MediaFormPageProps = {
      entry: {
        id: entry.id,
        path: entry.path,
        originalName: entry.originalName,
        kind: entry.kind,
        kindLabel: MEDIA_KIND_LABELS[entry.kind],
        size: entry.size === null ? '' : formatBytes(entry.size),
        width: entry.width,
        height: entry.height,
        preview: entry.kind === 'image' ? imageUrl({ path: entry.path, size: entry.size ?? 0 }, 640) : null,
        file: `/media/${entry.path}`,
        createdAt: entry.createdAt,
      },
      values: { alt: entry.alt, altEn: entry.altEn ?? '', caption: entry.caption, captionEn: entry.captionEn ?? '', focalX: String(entry.focalX), focalY: String(entry.focalY) },
      version: entry.version,
      action: `${MEDIA_PATH}/${entry.id}/edit`,
      listHref: MEDIA_PATH,
      usages: usages.map((usage) => ({ name: usage.name, field: usage.field, href: usage.href })),
      deleteAction: mayDo(role, 'delete', 'media') ? `${MEDIA_PATH}/${entry.id}/delete` : null,
      ...extra,
    }
    return renderDashboard(c, 'media-form', props, { title: `${media.labels.edit}: ${entry.originalName}`, status })
  }

  app.get(`${MEDIA_PATH}/:id/edit`, mayEdit, async (c) => renderForm(c, await load(c)))

  app.post(`${MEDIA_PATH}/:id/edit`, mayEdit, async (c) => {
    const entry = await load(c)
    const { form, refusal } = await readBoundedForm(c)
    const submission = parseWithZod(form, { schema: media.formSchema })
    if (refusal) return renderForm(c, entry, { result: refusalReply(submission, refusal) }, 400)
    if (submission.status !== 'success') return renderForm(c, entry, { result: refusedReply(submission.reply()) }, 400)
    const { version, ...values } = submission.value
    const { id: _id, createdAt: _ca, updatedAt: _ua, updatedBy: _ub, version: _v, ...data } = entry
    try {
      await c.get('backend').content.update('media', entry.id, { ...data, ...values }, { actor: c.get('session')!.user.uid, expectedVersion: version })
    } catch (error) {
      if (!(error instanceof StaleVersionError)) throw error
      return renderForm(c, await load(c), { result: submission.reply({ formErrors: [MSG.stale] }) }, 409)
    }
    return redirectWithNotice(c, `${MEDIA_PATH}/${entry.id}/edit`, 'media-saved')
  })

  app.post(`${MEDIA_PATH}/:id/delete`, mayDelete, async (c) => {
    await readForm(c)
    const id = c.req.param('id')
    const { content, files } = c.get('backend')
    const outcome = await deleteMedia(content, files, id, c.get('session')!.user.uid)
    if (outcome.ok) return redirectWithNotice(c, MEDIA_PATH, 'media-deleted')
    if (outcome.reason === 'missing') notFound()
    const entry = await load(c)
    return renderForm(c, entry, { refused: usedMessage(entry.originalName, outcome.usages) }, 409)
  })

  // "Hapus yang tidak dipakai": the list's button asks first (its confirmation dialog).
  app.post(`${MEDIA_PATH}/cleanup`, mayDelete, async (c) => {
    await readForm(c)
    const { content, files } = c.get('backend')
    await deleteUnused(content, files, c.get('session')!.user.uid)
    return redirectWithNotice(c, MEDIA_PATH, 'media-cleaned')
  })
  return app
}
