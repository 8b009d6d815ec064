import type { SubmissionResult } from '@conform-to/react'
import { Hono, type Context } from 'hono'
import { PAGE_IDS, PAGE_MODULES, PAGES_PATH, type PageId } from '../../../../shared/collections/pages'
import type { Page } from '../../../../shared/schemas/types'
import type { CollectionFormPageProps } from '../../../../web/src/dashboard/collections/collection-form-page'
import type { PageListPageProps } from '../../../../web/src/dashboard/collections/pages/list-page'
import type { AppEnv } from '../../app-env'
import { guards } from '../../auth/guards'
import { renderDashboard } from '../../render/dashboard-renderer'
import { readBoundedForm } from '../../routes/dashboard/form-helpers'
import { redirectWithNotice } from '../../routes/dashboard/notice-redirect'
import { notFound } from '../../routes/not-found'
import { moduleFormContext } from '../module-form'
import { refuseDocument, saveDocument } from '../save-document'

/** Where each page is shown on the site. */
export const PAGE_PATHS: Record<PageId, string> = { home: '/', about: '/about', career: '/career', contact: '/contact-us' }

const isPageId = (value: string | undefined): value is PageId => (PAGE_IDS as readonly string[]).includes(value ?? '')

/**
 * /dashboard/pages and /dashboard/pages/{home|about|career|contact}: the copy of the fixed pages.
 * A page's document is created by its first save (a site without one shows its empty state).
 */
export function pageRoutes() {
  const app = new Hono<AppEnv>()

  const pageOf = (c: Context<AppEnv>): PageId => {
    const page = c.req.param('page')
    return isPageId(page) ? page : notFound()
  }

  const renderForm = async (c: Context<AppEnv>, page: PageId, existing: Page | null, submitted?: { form: FormData; reply: SubmissionResult<string[]>; status: number }) => {
    const module = PAGE_MODULES[page]
    const context = await moduleFormContext(c.get('backend'), module, existing, c.get('now'), submitted?.form)
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
    }
    return renderDashboard(c, 'collection-form', props, { title: module.labels.edit, status: submitted?.status ?? 200 })
  }

  app.get(PAGES_PATH, guards('auth'), async (c) => {
    const docs = await c.get('backend').content.getMany('pages', PAGE_IDS)
    const props: PageListPageProps = {
      items: PAGE_IDS.map((id) => ({ id, path: PAGE_PATHS[id], updatedAt: docs.find((doc) => doc.id === id)?.updatedAt ?? null })),
    }
    return renderDashboard(c, 'page-list', props, { title: 'Halaman' })
  })

  app.get(`${PAGES_PATH}/:page`, guards('auth'), async (c) => {
    const page = pageOf(c)
    return renderForm(c, page, await c.get('backend').content.get('pages', page))
  })

  app.post(`${PAGES_PATH}/:page`, guards('auth'), async (c) => {
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

  return app
}
