/**
 * Riwayat: staff-only routes beside each edit form (targets.ts), answering JSON for the form's
 * history panel (`Accept: application/json`) and a page otherwise:
 *
 *   GET {base}/{id}/history                 the revisions, newest first
 *   GET {base}/{id}/history/{revisionId}    one revision compared with the one before it, or
 *                                           with the item now (`?against=current`), and its
 *                                           values for Pulihkan
 *
 * Nothing here writes: Pulihkan loads a revision into the form, which saves it as a new save.
 */
import { Hono, type Context } from 'hono'
import type { Field } from '../../../shared/collections/define'
import { formValues } from '../../../shared/collections/define'
import { itemName } from '../../../shared/collections/item-names'
import { CLI_ACTOR, type RevisionSummary } from '../../../shared/history'
import { historyHref, type HistoryList, type RevisionDetail, type RevisionView } from '../../../shared/history-view'
import type { StoredFile } from '../../../shared/schemas/types'
import type { HistoryPageProps } from '../../../web/src/dashboard/history/history-page'
import type { AppEnv } from '../app-env'
import { collectionGuard } from '../auth/guards'
import type { Backend } from '../backends/ports'
import { fieldOptions } from '../collections/module-form'
import { renderDashboard } from '../render/dashboard-renderer'
import { notFound } from '../routes/not-found'
import { compareDocuments, type ReferenceNames } from './compare'
import { HISTORY_TARGETS, type HistoryTarget } from './targets'
import { isReviewedCollection } from '../../../shared/collections/reviews'
import { readReview } from '../review/review-store'

/** Revisions listed at most (thinning keeps far fewer for all but the busiest items). */
export const HISTORY_LIST_LIMIT = 200

/** What system writers are called in the history and the log. */
const SYSTEM_NAMES: Record<string, string> = {
  seed: 'Data contoh',
  system: 'Sistem',
  migration: 'Migrasi',
  retention: 'Sistem',
  visitor: 'Pengunjung',
  [CLI_ACTOR]: 'Baris perintah (npm run staff)',
}

const wantsJson = (c: Context<AppEnv>) => (c.req.header('accept') ?? '').includes('application/json')

/** Staff names by uid, for "who". */
export async function actorNames(backend: Backend): Promise<(uid: string) => string> {
  const staff = await backend.identity.listStaff()
  const names = new Map(staff.map((user) => [user.uid, user.displayName || user.email]))
  return (uid) => names.get(uid) ?? SYSTEM_NAMES[uid] ?? (uid ? `(${uid})` : 'Tidak dikenal')
}

function view(revision: RevisionSummary, name: (uid: string) => string): RevisionView {
  const { id, at, collection, docId, version, action, actor } = revision
  return { id, at, collection, docId, version, action, actor, actorName: name(actor) }
}

/** The names of what each reference field points to, for the comparison. */
async function referenceNames(backend: Backend, fields: Record<string, Field>): Promise<ReferenceNames> {
  const options = await fieldOptions(backend.content, fields)
  return Object.fromEntries(Object.entries(options).map(([name, list]) => [name, new Map(list.map((option) => [option.id, option.label]))]))
}

async function loadList(c: Context<AppEnv>, target: HistoryTarget, id: string): Promise<HistoryList> {
  const backend = c.get('backend')
  if (!target.fields(id)) notFound()
  const [current, summaries, name, review] = await Promise.all([
    backend.content.get(target.collection, id),
    backend.content.listRevisions(target.collection, id, { limit: HISTORY_LIST_LIMIT }),
    actorNames(backend),
    isReviewedCollection(target.collection) ? readReview(backend.content, target.collection, id) : null,
  ])
  if (!current && summaries.length === 0) notFound()
  const newest = current ? null : summaries[0] ? await backend.content.getRevision(summaries[0].id) : null
  const doc = (current ?? newest?.doc ?? null) as Record<string, unknown> | null
  return {
    collection: target.collection,
    docId: id,
    title: itemName(target.collection, doc, id) ?? id,
    href: historyHref(target.base, id),
    editHref: current ? target.edit(id) : null,
    currentVersion: current?.version ?? null,
    revisions: summaries.map((summary) => view(summary, name)),
    ...(review ? { reviewSteps: review.steps } : {}),
  }
}

async function loadDetail(c: Context<AppEnv>, target: HistoryTarget, id: string, revisionId: string, against: 'previous' | 'current'): Promise<RevisionDetail> {
  const backend = c.get('backend')
  const fields = target.fields(id)
  const revision = revisionId ? await backend.content.getRevision(revisionId) : null
  if (!fields || !revision || revision.collection !== target.collection || revision.docId !== id) notFound()
  const name = await actorNames(backend)
  let other: RevisionDetail['other'] = null
  let before: Record<string, unknown> | null
  let after: Record<string, unknown> | null
  if (against === 'current') {
    // What restoring would change: from the item now to this revision.
    const current = (await backend.content.get(target.collection, id)) as unknown as (Record<string, unknown> & { version: number; updatedAt: string; updatedBy: string }) | null
    before = current
    after = revision.doc
    if (current) other = { version: current.version, at: current.updatedAt, actorName: name(current.updatedBy) }
  } else {
    // What this save changed: from the revision before it.
    const [previous] = await backend.content.listRevisions(target.collection, id, { before: revision.id, limit: 1 })
    const full = previous ? await backend.content.getRevision(previous.id) : null
    before = full?.doc ?? null
    after = revision.action === 'delete' ? null : revision.doc
    if (revision.action === 'delete') before = revision.doc
    if (previous) other = { version: previous.version, at: previous.at, actorName: name(previous.actor) }
  }
  const files = Object.fromEntries(
    Object.entries(fields)
      .filter(([, field]) => field.upload)
      .map(([field]) => [field, (revision.doc[field] as StoredFile | null | undefined) ?? null]),
  )
  return {
    revision: view(revision, name),
    against,
    other,
    changes: compareDocuments(fields, before, after, await referenceNames(backend, fields)),
    values: target.formValues ? target.formValues(revision.doc) : (formValues({ fields }, revision.doc) as Record<string, string | string[]>),
    files,
  }
}

export function historyRoutes() {
  const app = new Hono<AppEnv>()

  for (const target of HISTORY_TARGETS) {
    // The history of what only admins edit (settings, offices) is theirs too.
    const guard = collectionGuard('edit', target.collection)

    const page = async (c: Context<AppEnv>, revisionId: string | null) => {
      const id = c.req.param('id') ?? ''
      const against = c.req.query('against') === 'current' ? 'current' : 'previous'
      const list = await loadList(c, target, id)
      const chosen = revisionId ?? list.revisions[0]?.id ?? null
      if (wantsJson(c) && revisionId === null) return c.json(list, 200, { 'Cache-Control': 'no-store' })
      const detail = chosen ? await loadDetail(c, target, id, chosen, against) : null
      if (wantsJson(c)) return c.json(detail, 200, { 'Cache-Control': 'no-store' })
      const props: HistoryPageProps = { list, detail }
      return renderDashboard(c, 'history', props, { title: `Riwayat: ${list.title}` })
    }

    app.get(`${target.base}/:id/history`, guard, (c) => page(c, null))
    app.get(`${target.base}/:id/history/:revision`, guard, (c) => page(c, c.req.param('revision')))
  }
  return app
}
