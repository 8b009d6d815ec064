/**
 * "Perlu diperbarui" on a translated item's form (decision 30): in the English tab,
 * what changed in the Indonesian text since the English version was written, word by word as
 * the history shows a revision, and "Tandai sudah diperbarui" for staff who checked the English
 * and found it still right. Saving changed English clears the flag too (the save snapshots the
 * Indonesian again).
 */
import type { FieldChange } from '../../../../shared/history-view'
import { Change } from '../history/revision-changes'

/** What the form of a stored item shows about its English version's standing. */
export interface TranslationState {
  /** Its Indonesian text changed since the English version was written (Perlu diperbarui). */
  stale: boolean
  /** What changed in the Indonesian since, word by word (empty unless stale). */
  changes: FieldChange[]
  /** Where "Tandai sudah diperbarui" posts. */
  action: string
}

/** The form the panel's button submits: outside the item's form (forms do not nest), by id. */
export const MARK_FORM_ID = 'translation-current-form'

/** The English tab's note: "Perlu diperbarui", "belum ada", or nothing. */
export function englishTabNote(translation: TranslationState | null | undefined, hasEnglishText: boolean): string | undefined {
  if (translation?.stale) return 'Perlu diperbarui'
  return hasEnglishText ? undefined : 'belum ada'
}

export function TranslationPanel({ translation, error }: { translation: TranslationState | null | undefined; error?: string }) {
  if (!translation || (!translation.stale && !error)) return null
  return (
    <section className="translation-panel" aria-labelledby="translation-panel-title">
      <h2 id="translation-panel-title">Perlu diperbarui</h2>
      {error ? (
        <p className="alert alert-error" role="alert">
          {error}
        </p>
      ) : null}
      {translation.stale ? (
        <>
          <p className="field-help">Teks bahasa Indonesia berubah sejak versi bahasa Inggris ini disimpan. Yang berubah:</p>
          <dl className="history-changes">
            {translation.changes.map((change) => (
              <Change key={change.name} change={change} />
            ))}
          </dl>
          <p className="field-help">Perbarui isian bahasa Inggris lalu simpan, atau tandai bila versi bahasa Inggris sudah sesuai.</p>
          <button type="submit" form={MARK_FORM_ID} className="btn">
            Tandai sudah diperbarui
          </button>
        </>
      ) : null}
    </section>
  )
}

/** The small form "Tandai sudah diperbarui" sends: the item's version, checked by the server. */
export function MarkTranslationForm({ translation, version }: { translation: TranslationState | null | undefined; version: number | null }) {
  if (!translation?.stale || version === null) return null
  return (
    <form id={MARK_FORM_ID} method="post" action={translation.action} hidden>
      <input type="hidden" name="version" value={String(version)} />
    </form>
  )
}
