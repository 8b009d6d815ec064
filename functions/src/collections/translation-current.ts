/**
 * "Tandai sudah diperbarui" (decision 30): staff who checked an item's English version
 * against the Indonesian text that changed since say it is still right. The item's snapshot of
 * its Indonesian text becomes today's, so the Perlu diperbarui flag goes, with the version the
 * form was loaded at (a save made meanwhile may have changed what they checked: refused).
 * Also what a form shows of the flag: the word-level difference of the Indonesian since.
 */
import { TRANSLATION_SOURCE, type Field } from '../../../shared/collections/define'
import { needsUpdate, sourceFields, translationSnapshot, translationSourceOf } from '../../../shared/collections/translation-status'
import type { TranslationState } from '../../../web/src/dashboard/components/translation-panel'
import type { CollectionName } from '../../../shared/schemas/types'
import { NotFoundError, StaleVersionError, type ContentStore, type DataOf, type DocOf } from '../backends/ports'
import { dataOf } from '../routes/dashboard/form-helpers'
import { compareDocuments } from '../history/compare'
import type { Context, Hono } from 'hono'
import type { AppEnv } from '../app-env'
import { collectionGuard } from '../auth/guards'
import { readForm } from '../routes/dashboard/form-helpers'
import { notFound } from '../routes/not-found'

type Module = { fields: Record<string, Field> }

/** The translation state of a stored item (null for a new one). */
export function translationState(module: Module, doc: Record<string, unknown> | null, action: string): TranslationState | null {
  if (!doc) return null
  const stale = needsUpdate(module, doc)
  const fields = Object.fromEntries(sourceFields(module))
  return { stale, changes: stale ? compareDocuments(fields, translationSourceOf(doc), doc) : [], action }
}

export type MarkOutcome = 'done' | 'stale' | 'gone'

/** Marks the English version of `id` current, if the item is still at `version`. */
export async function markTranslationCurrent<C extends CollectionName>(
  store: ContentStore,
  collection: C,
  module: Module,
  id: string,
  version: number | undefined,
  actor: string,
): Promise<MarkOutcome> {
  const doc = await store.get(collection, id)
  if (!doc) return 'gone'
  if (version === undefined || doc.version !== version) return 'stale'
  const data = dataOf(doc as DocOf<C> & { id: string; version: number; createdAt: string; updatedAt: string; updatedBy: string }) as Record<string, unknown>
  // Nothing to mark: a second press, or the flag already gone; not a write (no revision).
  if (!needsUpdate(module, data)) return 'done'
  try {
    await store.update(collection, id, { ...data, [TRANSLATION_SOURCE]: translationSnapshot(module, data) } as unknown as DataOf<C>, { actor, expectedVersion: version })
    return 'done'
  } catch (error) {
    if (error instanceof StaleVersionError) return 'stale'
    if (error instanceof NotFoundError) return 'gone'
    throw error
  }
}

/** What the form says when the mark was refused because the item changed meanwhile. */
export const MARK_STALE = 'Item ini baru saja diubah orang lain. Periksa lagi versi bahasa Inggrisnya, lalu tandai lagi bila sudah sesuai.'

/**
 * POST `{base}/:id/translation-current` on a dashboard app (staff only; the dashboard's
 * same-origin check covers it): marks the English version current and goes back to the form,
 * or shows the form again with why not (409) when the item changed since the form was loaded.
 */
export function translationCurrentRoute<C extends CollectionName>(
  app: Hono<AppEnv>,
  options: { base: string; collection: C; module: Module; refused: (c: Context<AppEnv>, message: string) => Promise<Response> },
): void {
  app.post(`${options.base}/:id/translation-current`, collectionGuard('edit', options.collection), async (c) => {
    const id = c.req.param('id') ?? ''
    const version = Number((await readForm(c)).get('version'))
    const outcome = await markTranslationCurrent(c.get('backend').content, options.collection, options.module, id, Number.isInteger(version) ? version : undefined, c.get('session')!.user.uid)
    if (outcome === 'gone') notFound()
    if (outcome === 'stale') return options.refused(c, MARK_STALE)
    return c.redirect(`${options.base}/${id}/edit`, 303)
  })
}
