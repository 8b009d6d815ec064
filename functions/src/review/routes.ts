/**
 * Tinjauan's routes beside each reviewed item's form (docs/decisions/0051-review-before-publishing.md):
 *
 *   POST /dashboard/{blogs|publications|pages}/{id}/review/request   Ajukan tinjauan
 *   POST …/review/comment                                           Komentar
 *   POST …/review/approve                                           Setujui (publishes or schedules)
 *   POST …/review/changes                                           Minta perubahan
 *
 * Behind the dashboard's session and same-origin check, and the collection's own guard. Each
 * parses its form with the shared schema, takes the step on the store (./review-store.ts), which
 * checks who may take it and where the review stands, then logs it and emails whom it concerns.
 * A refusal is an Indonesian message with its status, never a 500.
 */
import { Hono, type Context } from 'hono'
import { HTTPException } from 'hono/http-exception'
import type * as z from 'zod'
import { BLOCK_PAGES_PATH } from '../../../shared/collections/block-pages'
import {
  mayApprove,
  REVIEW_MSG,
  ReviewApproveSchema,
  ReviewChangesSchema,
  ReviewCommentSchema,
  ReviewRequestSchema,
  type ReviewedCollection,
  type ReviewStepKind,
} from '../../../shared/collections/reviews'
import { dashboardPath } from '../../../shared/dashboard-path'
import { isPublishedAt } from '../../../shared/publish-rule'
import type { AppEnv } from '../app-env'
import { collectionGuard } from '../auth/guards'
import { logActivity } from '../history/activity'
import { readForm } from '../routes/dashboard/form-helpers'
import { redirectWithNotice } from '../routes/dashboard/notice-redirect'
import { formatNoticeTime } from '../../../shared/notices'
import { reviewIsOn } from './publish-gate'
import { mailReviewStep } from './review-mail'
import { addStep, approve, requestReview, type ReviewActor, type StepOutcome } from './review-store'

/** Where each reviewed collection's items are edited. */
export const REVIEW_BASES: Record<ReviewedCollection, string> = {
  blogs: dashboardPath('blogs'),
  publications: dashboardPath('publications'),
  blockPages: BLOCK_PAGES_PATH,
}

/** The activity log's action of each step. */
const ACTIONS = { request: 'review-request', comment: 'review-comment', approve: 'review-approve', changes: 'review-changes' } as const satisfies Record<ReviewStepKind, string>

/** The form's fields as the schema reads them: a repeated field as a list. */
function formObject(form: FormData): Record<string, unknown> {
  const reviewers = form.getAll('reviewers').filter((value): value is string => typeof value === 'string')
  const value = (name: string) => {
    const sent = form.get(name)
    return typeof sent === 'string' ? sent : undefined
  }
  return { reviewers: reviewers.length ? reviewers : undefined, text: value('text'), version: value('version') }
}

/** The parsed form, or a 400 with the first message. */
async function parse<S extends z.ZodType>(c: Context<AppEnv>, schema: S): Promise<z.output<S>> {
  const parsed = schema.safeParse(formObject(await readForm(c)))
  if (!parsed.success) throw new HTTPException(400, { message: parsed.error.issues[0]?.message ?? REVIEW_MSG.textRequired })
  return parsed.data
}

function actorOf(c: Context<AppEnv>): ReviewActor {
  const user = c.get('session')!.user
  return { uid: user.uid, name: user.displayName || user.email, role: user.role }
}

/**
 * The reviewers sent, each an active staff account whose role may approve, else a 400: a list
 * edited by hand names nobody who could not approve.
 */
async function checkedReviewers(c: Context<AppEnv>, uids: string[]): Promise<string[]> {
  const staff = await Promise.all(uids.map((uid) => c.get('backend').identity.getStaff(uid)))
  if (staff.some((user) => !user || user.disabled || user.invited || !mayApprove(user.role))) throw new HTTPException(400, { message: REVIEW_MSG.reviewerUnknown })
  return uids
}

export function reviewRoutes(): Hono<AppEnv> {
  const app = new Hono<AppEnv>()
  for (const [collection, base] of Object.entries(REVIEW_BASES) as [ReviewedCollection, string][]) {
    const mayEdit = collectionGuard('edit', collection)
    const edit = (id: string) => `${base}/${id}/edit`

    /** After a step stands: the log line, the emails, then back to the item's form with a notice. */
    const finish = async (c: Context<AppEnv>, outcome: StepOutcome) => {
      if (!outcome.ok) throw new HTTPException(outcome.status, { message: outcome.error })
      const { review, item, step, kind } = outcome
      const now = c.get('now')
      const title = 'title' in item && typeof item.title === 'string' ? item.title : item.id
      await logActivity(c.get('backend').content, { action: ACTIONS[kind], actor: step.by, collection, itemId: item.id, itemTitle: title, at: step.at, ...(step.text ? { detail: step.text } : {}) })
      const scheduled = kind === 'approve' && item.publishedAt !== null && !isPublishedAt(item, now)
      const published = kind === 'approve' ? (scheduled ? `Dijadwalkan terbit pada ${formatNoticeTime(item.publishedAt!)}.` : 'Sekarang tampil di situs.') : undefined
      await mailReviewStep(c, { collection, review, item, step, editPath: edit(item.id), ...(published ? { published } : {}) })
      if (kind === 'approve') return redirectWithNotice(c, edit(item.id), scheduled ? 'review-approved-scheduled' : 'review-approved', scheduled ? { at: item.publishedAt! } : {})
      return redirectWithNotice(c, edit(item.id), kind === 'request' ? 'review-requested' : kind === 'changes' ? 'review-changes' : 'review-commented')
    }

    app.post(`${base}/:id/review/request`, mayEdit, async (c) => {
      const input = await parse(c, ReviewRequestSchema)
      const store = c.get('backend').content
      if (!(await reviewIsOn(store))) throw new HTTPException(409, { message: REVIEW_MSG.off })
      const actor = actorOf(c)
      if (input.reviewers.includes(actor.uid)) throw new HTTPException(400, { message: REVIEW_MSG.reviewerSelf })
      const reviewers = await checkedReviewers(c, input.reviewers)
      return finish(c, await requestReview(store, { collection, itemId: c.req.param('id'), actor, reviewers, text: input.text, now: c.get('now') }))
    })

    app.post(`${base}/:id/review/comment`, mayEdit, async (c) => {
      const input = await parse(c, ReviewCommentSchema)
      return finish(c, await addStep(c.get('backend').content, { collection, itemId: c.req.param('id'), actor: actorOf(c), kind: 'comment', text: input.text, now: c.get('now') }))
    })

    app.post(`${base}/:id/review/changes`, mayEdit, async (c) => {
      const input = await parse(c, ReviewChangesSchema)
      return finish(c, await addStep(c.get('backend').content, { collection, itemId: c.req.param('id'), actor: actorOf(c), kind: 'changes', text: input.text, now: c.get('now') }))
    })

    app.post(`${base}/:id/review/approve`, mayEdit, async (c) => {
      const input = await parse(c, ReviewApproveSchema)
      return finish(c, await approve(c.get('backend').content, { collection, itemId: c.req.param('id'), actor: actorOf(c), version: input.version, text: input.text, now: c.get('now') }))
    })
  }
  return app
}
