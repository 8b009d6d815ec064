/**
 * The migration step giving a translated collection's stored items their `translationSource`
 * (decision 30): an item that already has English gets its Indonesian text as it is
 * today, so the first change of the Indonesian after the migration flags the English (Perlu
 * diperbarui) instead of nothing ever being flagged; an item without English gets null.
 * Idempotent: an item that has the field, whatever its value, is left alone.
 */
import { COLLECTION_MODULES } from '../../../shared/collections'
import { hasEnglish, TRANSLATION_SOURCE, type Field } from '../../../shared/collections/define'
import { translationSnapshot } from '../../../shared/collections/translation-status'
import type { MigrationStep } from './migrations'
import type { CollectionName } from './ports'

export function snapshotTranslations(step: { version: number; collection: CollectionName; description: string }): MigrationStep {
  const module = COLLECTION_MODULES[step.collection] as unknown as { fields: Record<string, Field> }
  return {
    ...step,
    up: (data) => (TRANSLATION_SOURCE in data ? data : { ...data, [TRANSLATION_SOURCE]: hasEnglish(module, data) ? translationSnapshot(module, data) : null }),
  }
}
