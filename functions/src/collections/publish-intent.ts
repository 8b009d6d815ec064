/**
 * Drafts (docs/decisions/0029-drafts.md): what a save of an item that can be a draft
 * writes to its publish field, from the button pressed. A draft stores null there, so the one
 * publish rule (shared/publish-rule.ts) keeps it off every public read; a post's typed date
 * waits in `plannedAt` meanwhile, so returning to draft and publishing again keeps it.
 */
import { readPublishIntent } from '../../../shared/publish-rule'
import { EN_SUFFIX, hasEnglish, type Field } from '../../../shared/collections/define'

interface PublishModule {
  publish?: string
  fields: Record<string, Field>
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
  const result =
    intent === 'draft'
      ? { ...data, [field]: null, ...(keepsPlan ? { [PLANNED_FIELD]: typedDate } : {}) }
      : { ...data, [field]: publishedAt(typed, typedDate, existing?.[field], now), ...(keepsPlan ? { [PLANNED_FIELD]: null } : {}) }
  return withEnglishDate(module, result)
}

function publishedAt(typed: boolean, typedDate: string | null, previous: unknown, now: Date): string {
  if (typed) return typedDate ?? now.toISOString()
  return typeof previous === 'string' ? previous : now.toISOString()
}

/**
 * The English edition's publish field (`publishedAtEn`, decision 30): the item's own date while
 * it has an English version, null otherwise, so English lists ask the one publish rule of it.
 */
export function withEnglishDate(module: PublishModule, data: Record<string, unknown>): Record<string, unknown> {
  const field = module.publish
  const englishField = `${field}${EN_SUFFIX}`
  if (!field || !(englishField in (module.stored ?? {}))) return data
  return { ...data, [englishField]: hasEnglish(module, data) ? (data[field] ?? null) : null }
}
