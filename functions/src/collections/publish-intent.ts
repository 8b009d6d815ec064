/**
 * Drafts (issue 16, docs/decisions/0029-drafts.md): what a save of an item that can be a draft
 * writes to its publish field, from the button pressed. A draft stores null there, so the one
 * publish rule (shared/publish-rule.ts) keeps it off every public read; a post's typed date
 * waits in `plannedAt` meanwhile, so returning to draft and publishing again keeps it.
 */
import { readPublishIntent } from '../../../shared/publish-rule'

interface PublishModule {
  publish?: string
  fields: Record<string, unknown>
  stored?: Record<string, unknown>
}

/** The field where a draft keeps the date typed for it. */
export const PLANNED_FIELD = 'plannedAt'

/**
 * The data to write, with the publish field (and the planned date) set for the intent sent:
 * `publish` dates the item by the date typed (a post), else by its first publication (kept on
 * later saves), else now; `draft` clears it. A module without a publish field is unchanged.
 */
export function applyPublishIntent(
  module: PublishModule,
  sentIntent: unknown,
  data: Record<string, unknown>,
  existing: Record<string, unknown> | null,
  now: Date,
): Record<string, unknown> {
  const field = module.publish
  if (!field) return data
  const intent = readPublishIntent(sentIntent, existing as { publishedAt?: string | null } | null)
  const typed = field in module.fields
  const keepsPlan = PLANNED_FIELD in (module.stored ?? {})
  const typedDate = typed && typeof data[field] === 'string' ? (data[field] as string) : null
  if (intent === 'draft') {
    return { ...data, [field]: null, ...(keepsPlan ? { [PLANNED_FIELD]: typedDate } : {}) }
  }
  const previous = typeof existing?.[field] === 'string' ? (existing[field] as string) : null
  const at = typed ? (typedDate ?? now.toISOString()) : (previous ?? now.toISOString())
  return { ...data, [field]: at, ...(keepsPlan ? { [PLANNED_FIELD]: null } : {}) }
}
