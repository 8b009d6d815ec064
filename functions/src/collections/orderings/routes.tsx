import { Hono, type Context } from 'hono'
import { HTTPException } from 'hono/http-exception'
import { MSG } from '../../../../shared/schemas/messages'
import { SECTION_ANCHORS } from '../../../../shared/order-section-anchors'
import type { OrderSettingsPageProps } from '../../../../web/src/dashboard/collections/orderings/settings-page'
import type { AppEnv } from '../../app-env'
import { NotFoundError, StaleVersionError, UniqueConstraintError } from '../../backends/ports'
import { collectionGuard } from '../../auth/guards'
import { orderingId } from '../../content/orderings'
import { renderDashboard } from '../../render/dashboard-renderer'
import { readForm } from '../../routes/dashboard/form-helpers'
import { redirectWithNotice } from '../../routes/dashboard/notice-redirect'
import { loadOrderSettings, type SectionOverride } from './data'
import { checkOrderingIds, parseOrderingForm, type OrderingSubmission } from './validate'

const PATH = '/dashboard/profiles/order-settings'

/** An area id as it may appear in the page's address (ids are UUIDs or slugs). */
function cleanAreaId(value: string | undefined | null): string | undefined {
  return value && /^[\w-]{1,100}$/.test(value) ? value : undefined
}

/** The page's address with `?area=`, as forms post to it and redirects return to it. */
function pagePath(areaId: string | undefined): string {
  const search = new URLSearchParams(areaId ? { area: areaId } : {}).toString()
  return search ? `${PATH}?${search}` : PATH
}

/**
 * Saves an ordering against the version the page was loaded with. Version 0 means "never
 * saved": the document is created, and someone else having created it meanwhile is stale too.
 */
async function saveOrdering(c: Context<AppEnv>, submission: OrderingSubmission): Promise<'saved' | 'stale'> {
  const store = c.get('backend').content
  const actor = c.get('session')!.user.uid
  const id = orderingId(submission.type, submission.key)
  const data = { type: submission.type, key: submission.key, ids: submission.ids }
  try {
    if (submission.version === 0) await store.create('orderings', data, { actor, id })
    else await store.update('orderings', id, data, { actor, expectedVersion: submission.version })
    return 'saved'
  } catch (error) {
    if (error instanceof StaleVersionError || error instanceof UniqueConstraintError || error instanceof NotFoundError) return 'stale'
    throw error
  }
}

/**
 * /dashboard/profiles/order-settings: the `attorneys`, `home_attorneys`, `practice_areas`,
 * `practice_area_attorneys:{areaId}` and `home_pinned` orderings. The public pages read them
 * on every render; the save's change event clears the render cache, so the site shows the
 * new order at once.
 */
export function orderingRoutes() {
  const app = new Hono<AppEnv>()

  const render = async (c: Context<AppEnv>, areaId: string | undefined, override?: SectionOverride, status = 200) => {
    const data = await loadOrderSettings(c.get('backend').content, c.get('now'), areaId, override)
    const props: OrderSettingsPageProps = { action: pagePath(data.area?.id), ...data }
    return renderDashboard(c, 'order-settings', props, { title: 'Urutan & Sorotan', status })
  }

  app.get(PATH, collectionGuard('edit', 'orderings'), (c) => render(c, cleanAreaId(c.req.query('area'))))

  app.post(PATH, collectionGuard('edit', 'orderings'), async (c) => {
    const form = await readForm(c)
    const parsed = parseOrderingForm(form)
    const queryArea = cleanAreaId(c.req.query('area'))
    if (!parsed.ok) {
      if (!parsed.type) throw new HTTPException(400, { message: parsed.message })
      const key = parsed.type === 'practice_area_attorneys' ? (cleanAreaId(String(form.get('key') ?? '')) ?? null) : null
      return render(c, key ?? queryArea, { type: parsed.type, key, error: parsed.message }, 400)
    }
    const submission = parsed.value
    const areaId = submission.type === 'practice_area_attorneys' ? (cleanAreaId(submission.key) ?? queryArea) : queryArea
    const problem = await checkOrderingIds(c.get('backend').content, submission)
    if (problem) return render(c, areaId, { type: submission.type, key: submission.key, ids: submission.ids, error: problem }, 400)
    if ((await saveOrdering(c, submission)) === 'stale') {
      // The submitted order stays on the page, with the version it was made from.
      return render(c, areaId, { type: submission.type, key: submission.key, ids: submission.ids, version: submission.version, error: MSG.stale }, 409)
    }
    // Back to the section that was saved (browsers keep a redirect's fragment).
    return redirectWithNotice(c, `${pagePath(areaId)}#${SECTION_ANCHORS[submission.type]}`, 'order-saved')
  })

  return app
}
