/**
 * The block pages' dashboard routes (decision 47): their form at /dashboard/pages/create and
 * /dashboard/pages/{id}/edit, saved through the one save with Terbitkan / Simpan draf, Pratinjau,
 * the English flag, and Hapus to Sampah. Their list is the fixed pages' list at /dashboard/pages
 * (../pages/routes.tsx), which shows them under the four fixed pages, so the menu has one
 * "Halaman". Mounted by that file before the fixed pages' `/dashboard/pages/{home|about|career|contact}`.
 */
import type { SubmissionResult } from '@conform-to/react'
import { Hono, type Context } from 'hono'
import { BLOCK_PAGES_PATH, blockPages } from '../../../../shared/collections/block-pages'
import { BLOCKS_JSON_MAX, parseBlocks } from '../../../../shared/collections/page-blocks'
import { isPublishedAt, publishStatus } from '../../../../shared/publish-rule'
import type { BlockPage } from '../../../../shared/schemas/types'
import type { CollectionFormPageProps } from '../../../../web/src/dashboard/collections/collection-form-page'
import type { AppEnv } from '../../app-env'
import { collectionGuard } from '../../auth/guards'
import type { DocOf } from '../../backends/ports'
import { renderDashboard } from '../../render/dashboard-renderer'
import { itemViews } from '../../insights/item-views'
import { pageRenderer } from '../../render/page-renderer'
import { readBoundedForm, readForm } from '../../routes/dashboard/form-helpers'
import { notFound } from '../../routes/not-found'
import { trashFromRoute } from '../../trash/trash-route'
import { moduleFormContext } from '../module-form'
import { previewDocument, UNTITLED } from '../preview-document'
import { refuseDocument, saveDocument } from '../save-document'
import { translationCurrentRoute, translationState } from '../translation-current'
import { renderBlockPage } from './public-routes'
import { awaitsApproval, reviewPanel } from '../../review/panel'

const PATH = BLOCK_PAGES_PATH

/**
 * A refusal of blocks that are no list the editor can read (not JSON, or past BLOCKS_JSON_MAX)
 * shows its message without sending the text back: the editor could show none of it, and
 * echoing up to 2 MB of markup twice (the hidden input and the form's state), escaped, took the
 * worst-case body past a second. The editor's own JSON is always readable, so nothing typed is lost.
 */
function withoutUnreadableBlocks(reply: SubmissionResult<string[]>, form: FormData): SubmissionResult<string[]> {
  const sent = form.get('blocks')
  if (typeof sent !== 'string' || !isUnreadableList(sent)) return reply
  form.set('blocks', '[]')
  return { ...reply, initialValue: { ...(reply.initialValue ?? {}), blocks: '[]' } }
}

const isUnreadableList = (sent: string) => {
  if (sent.length > BLOCKS_JSON_MAX) return true
  try {
    return !Array.isArray(JSON.parse(sent))
  } catch {
    return true
  }
}

export function blockPageRoutes(): Hono<AppEnv> {
  const app = new Hono<AppEnv>()
  const mayEdit = collectionGuard('edit', 'blockPages')
  const load = async (c: Context<AppEnv>): Promise<BlockPage> => ((await c.get('backend').content.get('blockPages', c.req.param('id') ?? '')) as BlockPage | null) ?? notFound()

  const renderForm = async (c: Context<AppEnv>, existing: BlockPage | null, submitted?: { form: FormData; reply: SubmissionResult<string[]>; status: number }, refusedMark?: string) => {
    const now = c.get('now')
    const [context, review, views] = await Promise.all([
      moduleFormContext(c.get('backend'), blockPages, existing, now, submitted?.form),
      existing ? reviewPanel(c, 'blockPages', existing) : null,
      itemViews(c.get('backend'), 'blockPages', existing, now),
    ])
    const submittedVersion = Number(submitted?.form.get('version'))
    const props: CollectionFormPageProps = {
      collection: 'blockPages',
      mode: existing ? 'edit' : 'create',
      action: existing ? `${PATH}/${existing.id}/edit` : `${PATH}/create`,
      listHref: PATH,
      version: existing ? (Number.isInteger(submittedVersion) && submittedVersion >= 0 ? submittedVersion : existing.version) : null,
      ...context,
      ...(submitted ? { result: submitted.reply } : {}),
      publicUrl: existing && isPublishedAt(existing, now) ? existing.path : null,
      publish: {
        status: existing ? publishStatus(existing, now) : null,
        previewAction: existing ? `${PATH}/${existing.id}/preview` : `${PATH}/preview`,
        savedPreview: existing && !isPublishedAt(existing, now) ? `${PATH}/${existing.id}/preview` : null,
        awaitsApproval: await awaitsApproval(c, review, existing),
      },
      translation: translationState(blockPages, existing as unknown as Record<string, unknown> | null, existing ? `${PATH}/${existing.id}/translation-current` : ''),
      ...(refusedMark ? { translationError: refusedMark } : {}),
      ...(review ? { review } : {}),
      views,
    }
    const title = existing ? `${blockPages.labels.edit}: ${existing.title}` : blockPages.labels.create
    return renderDashboard(c, 'collection-form', props, { title, status: submitted?.status ?? (refusedMark ? 409 : 200) })
  }

  const submit = async (c: Context<AppEnv>, existing: BlockPage | null) => {
    const { form, refusal } = await readBoundedForm(c)
    const actor = c.get('session')!.user.uid
    const outcome = refusal
      ? refuseDocument(blockPages, form, refusal)
      : await saveDocument({ backend: c.get('backend'), module: blockPages, form, existing: existing as DocOf<'blockPages'> | null, actor, now: c.get('now') })
    if (!outcome.ok) return renderForm(c, existing, { form, reply: withoutUnreadableBlocks(outcome.reply, form), status: outcome.status })
    return c.redirect(PATH, 303)
  }

  app.get(`${PATH}/create`, mayEdit, (c) => renderForm(c, null))
  app.post(`${PATH}/create`, mayEdit, (c) => submit(c, null))
  app.get(`${PATH}/:id/edit`, mayEdit, async (c) => renderForm(c, await load(c)))
  app.post(`${PATH}/:id/edit`, mayEdit, async (c) => submit(c, await load(c)))

  // To Sampah, as every content collection's Hapus; the list says so in its dialog.
  app.post(`${PATH}/:id/delete`, collectionGuard('delete', 'blockPages'), async (c) => {
    const version = Number((await readForm(c)).get('version'))
    await trashFromRoute(c, 'blockPages', c.req.param('id'), Number.isInteger(version) ? version : undefined)
    return c.redirect(PATH, 303)
  })

  app.use(`${PATH}/:id/translation-current`, mayEdit)
  translationCurrentRoute(app, { base: PATH, collection: 'blockPages', module: blockPages, refused: async (c, message) => renderForm(c, await load(c), undefined, message) })

  // Pratinjau: the saved version of a draft, or the form's unsaved text, as visitors would see it.
  app.get(`${PATH}/:id/preview`, mayEdit, pageRenderer, async (c) => {
    const page = await load(c)
    return renderBlockPage(c, page, { status: publishStatus(page, c.get('now')), editHref: `${PATH}/${page.id}/edit` })
  })
  const previewUnsaved = async (c: Context<AppEnv>, existing: BlockPage | null) => {
    const { form } = await readBoundedForm(c)
    const built = (await previewDocument(c.get('backend'), blockPages, form, existing as unknown as Record<string, unknown> | null)) as unknown as BlockPage
    // The blocks as a save would store them; blocks a save would refuse are left out of the preview.
    const parsed = parseBlocks(form.get('blocks'))
    // The sanitizer loads with the first preview or save, not with the site (an instance serving pages never needs it).
    const clean = parsed.ok ? (await import('../../content/sanitize-blocks')).sanitizeBlocks(parsed.blocks) : null
    const page = { ...built, title: built.title || UNTITLED, path: existing?.path ?? built.path ?? '/', blocks: clean && 'blocks' in clean ? clean.blocks : [] } as BlockPage
    return renderBlockPage(c, page, { status: 'unsaved' })
  }
  app.post(`${PATH}/preview`, mayEdit, pageRenderer, (c) => previewUnsaved(c, null))
  app.post(`${PATH}/:id/preview`, mayEdit, pageRenderer, async (c) => previewUnsaved(c, await load(c)))
  return app
}
