import type { SubmissionResult } from '@conform-to/react'
import { Hono, type Context } from 'hono'
import { LEGAL_PAGE_IDS, PAGE_IDS, PAGE_MODULES, pages, PAGES_PATH, type LegalPageId, type PageId } from '../../../../shared/collections/pages'
import { LEGAL_BODY, legalTemplate } from '../../content/legal-pages'
import type { Page } from '../../../../shared/schemas/types'
import type { CollectionFormPageProps } from '../../../../web/src/dashboard/collections/collection-form-page'
import { formatJakartaDateTime } from '../../../../web/src/dashboard/components/post-dates'
import { renderList, type ListSource } from '../list-route'
import type { AppEnv } from '../../app-env'
import { collectionGuard } from '../../auth/guards'
import { renderDashboard } from '../../render/dashboard-renderer'
import { readBoundedForm, readForm } from '../../routes/dashboard/form-helpers'
import { redirectWithNotice } from '../../routes/dashboard/notice-redirect'
import { notFound } from '../../routes/not-found'
import { moduleFormContext } from '../module-form'
import { refuseDocument, saveDocument } from '../save-document'
import { MARK_STALE, markTranslationCurrent, translationState } from '../translation-current'
import { EN_SUFFIX, englishFields } from '../../../../shared/collections/define'
import { itemLanguages } from '../../../../shared/collections/translation-status'
import { COLLECTION_PATHS, SITE_PATHS } from '../../../../shared/urls'
import { BLOCK_PAGES_PATH, blockPages } from '../../../../shared/collections/block-pages'
import { TRASH_NOTE } from '../../../../shared/collections/trash'
import { isPublishedAt } from '../../../../shared/publish-rule'
import type { BlockPage } from '../../../../shared/schemas/types'
import { blockPageRoutes } from '../block-pages/routes'

/** Where each page is shown on the site. */
export const PAGE_PATHS: Record<PageId, string> = {
  home: SITE_PATHS.home,
  about: SITE_PATHS.about,
  career: COLLECTION_PATHS.openings,
  contact: SITE_PATHS.contact,
  privacy: SITE_PATHS.privacy,
  disclaimer: SITE_PATHS.disclaimer,
}

const isPageId = (value: string | undefined): value is PageId => (PAGE_IDS as readonly string[]).includes(value ?? '')
const isLegalPage = (page: PageId): page is LegalPageId => (LEGAL_PAGE_IDS as readonly string[]).includes(page)

/** A legal page's form values before its first save: the default notice in both languages, placeholders kept. */
async function legalStart(page: LegalPageId): Promise<Record<string, string>> {
  const field = LEGAL_BODY[page]
  const [id, en] = await Promise.all([legalTemplate(page, 'id'), legalTemplate(page, 'en')])
  return { [field]: id, [`${field}${EN_SUFFIX}`]: en }
}


/**
 * /dashboard/pages and /dashboard/pages/{home|about|career|contact|privacy|disclaimer}: the copy of the fixed pages.
 * A page's document is created by its first save (a site without one shows its empty state).
 */
export function pageRoutes() {
  const app = new Hono<AppEnv>()

  const pageOf = (c: Context<AppEnv>): PageId => {
    const page = c.req.param('page')
    return isPageId(page) ? page : notFound()
  }

  const renderForm = async (
    c: Context<AppEnv>,
    page: PageId,
    existing: Page | null,
    submitted?: { form: FormData; reply: SubmissionResult<string[]>; status: number },
    refusedMark?: string,
  ) => {
    const module = PAGE_MODULES[page]
    // A legal page never saved starts from the text the site shows meanwhile (decision 48).
    const start = existing ?? (isLegalPage(page) && !submitted ? await legalStart(page) : null)
    const context = await moduleFormContext(c.get('backend'), module, start, c.get('now'), submitted?.form)
    const submittedVersion = Number(submitted?.form.get('version'))
    const props: CollectionFormPageProps = {
      collection: 'pages',
      page,
      // A page is always edited, never created by hand: its first save writes its document.
      mode: 'edit',
      action: `${PAGES_PATH}/${page}`,
      listHref: PAGES_PATH,
      version: existing ? (Number.isInteger(submittedVersion) && submittedVersion >= 0 ? submittedVersion : existing.version) : null,
      ...context,
      ...(submitted ? { result: submitted.reply } : {}),
      publicUrl: PAGE_PATHS[page],
      ...(englishFields(module).length ? { translation: translationState(module, existing as unknown as Record<string, unknown> | null, `${PAGES_PATH}/${page}/translation-current`) } : {}),
      ...(refusedMark ? { translationError: refusedMark } : {}),
    }
    return renderDashboard(c, 'collection-form', props, { title: module.labels.edit, status: submitted?.status ?? (refusedMark ? 409 : 200) })
  }

  /**
   * Each fixed page with when it was last saved (a page never saved shows the site's empty
   * state), then the pages built from blocks (../block-pages/routes.tsx), newest first.
   */
  type Row = { id: string; fixed: { id: PageId; doc: Page | null } | null; block: BlockPage | null }
  const list: ListSource<Row> = {
    module: pages,
    read: async (c) => {
      const store = c.get('backend').content
      const [docs, built] = await Promise.all([store.getMany('pages', PAGE_IDS), store.query('blockPages')])
      const fixed = PAGE_IDS.map((id) => ({ id, fixed: { id, doc: docs.find((one) => one.id === id) ?? null }, block: null }))
      const blocks = (built as BlockPage[]).sort((a, b) => b.updatedAt.localeCompare(a.updatedAt)).map((page) => ({ id: `block-${page.id}`, fixed: null, block: page }))
      return [...fixed, ...blocks]
    },
    head: () => [{ label: blockPages.labels.create, href: `${BLOCK_PAGES_PATH}/create`, primary: true }],
    rows: (c, items) =>
      items.map(({ id: rowId, fixed, block }) => {
        if (block) {
          const published = isPublishedAt(block, c.get('now'))
          const edit = `${BLOCK_PAGES_PATH}/${block.id}/edit`
          return {
            id: rowId,
            name: block.title,
            version: block.version,
            cells: {
              page: { text: block.title, href: edit, sub: block.path, code: true, languages: itemLanguages(blockPages, block as unknown as Record<string, unknown>) },
              updatedAt: `${formatJakartaDateTime(block.updatedAt)}${published ? '' : ' · Draf'}`,
            },
            actions: [
              { kind: 'link', label: 'Ubah', href: edit, name: `Ubah halaman ${block.title}` },
              published ? { kind: 'link', label: 'Lihat', href: block.path, name: `Lihat di situs: ${block.title} (tab baru)`, newTab: true } : { kind: 'slot' },
              {
                kind: 'confirm',
                label: 'Hapus',
                action: `${BLOCK_PAGES_PATH}/${block.id}/delete`,
                fields: { version: block.version },
                name: `Hapus halaman ${block.title}`,
                title: `Hapus halaman “${block.title}”?`,
                message: `Halaman ini hilang dari situs. ${TRASH_NOTE}`,
                confirm: 'Hapus',
              },
            ],
          }
        }
        const { id, doc } = fixed!
        const module = PAGE_MODULES[id]
        const name = module.labels.title
        return {
          id,
          name,
          cells: {
            page: {
              text: name,
              href: `${PAGES_PATH}/${id}`,
              sub: PAGE_PATHS[id],
              code: true,
              // Its languages once saved, when the page has English fields.
              ...(doc && englishFields(module).length ? { languages: itemLanguages(module, doc as unknown as Record<string, unknown>) } : {}),
            },
            // A legal page never saved is not empty: the site shows its default text.
            updatedAt: doc ? formatJakartaDateTime(doc.updatedAt) : isLegalPage(id) ? 'Teks bawaan' : null,
          },
          actions: [
            { kind: 'link', label: 'Ubah', href: `${PAGES_PATH}/${id}`, name: `Ubah halaman ${name}` },
            { kind: 'link', label: 'Lihat', href: PAGE_PATHS[id], name: `Lihat di situs: ${name} (tab baru)`, newTab: true },
          ],
        }
      }),
  }

  app.get(PAGES_PATH, collectionGuard('edit', 'pages'), (c) => renderList(c, list))

  app.get(`${PAGES_PATH}/:page`, collectionGuard('edit', 'pages'), async (c, next) => {
    // Not a fixed page's id: the block pages' routes after these (../block-pages/routes.tsx).
    if (!isPageId(c.req.param('page'))) return next()
    const page = pageOf(c)
    return renderForm(c, page, await c.get('backend').content.get('pages', page))
  })

  app.post(`${PAGES_PATH}/:page`, collectionGuard('edit', 'pages'), async (c, next) => {
    if (!isPageId(c.req.param('page'))) return next()
    const page = pageOf(c)
    const module = PAGE_MODULES[page]
    const existing = await c.get('backend').content.get('pages', page)
    const { form, refusal } = await readBoundedForm(c)
    const actor = c.get('session')!.user.uid
    const outcome = refusal
      ? refuseDocument(module, form, refusal)
      : await saveDocument({ backend: c.get('backend'), module, form, existing, actor, id: page })
    if (!outcome.ok) return renderForm(c, page, existing, { form, reply: outcome.reply, status: outcome.status })
    return redirectWithNotice(c, PAGES_PATH, 'page-saved')
  })

  // Tandai sudah diperbarui: the page's English copy checked against the Indonesian changed since.
  app.post(`${PAGES_PATH}/:page/translation-current`, collectionGuard('edit', 'pages'), async (c, next) => {
    if (!isPageId(c.req.param('page'))) return next()
    const page = pageOf(c)
    const version = Number((await readForm(c)).get('version'))
    const store = c.get('backend').content
    const outcome = await markTranslationCurrent(store, 'pages', PAGE_MODULES[page], page, Number.isInteger(version) ? version : undefined, c.get('session')!.user.uid)
    if (outcome === 'gone') notFound()
    if (outcome === 'stale') return renderForm(c, page, await store.get('pages', page), undefined, MARK_STALE)
    return c.redirect(`${PAGES_PATH}/${page}`, 303)
  })

  // The block pages' form, after the fixed pages' routes, which take only their four ids: their
  // /dashboard/pages/{id}/translation-current would otherwise be taken for a block page's.
  app.route('/', blockPageRoutes())
  return app
}
