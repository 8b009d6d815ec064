/**
 * Which languages a list row's item has: a small "ID" and, once written, "EN" mark,
 * each named in full for screen readers, and "Perlu diperbarui" when the Indonesian text changed
 * after the English version was written. The same marks on every translated collection's list.
 */
import { LANG_NAMES } from '../../../../shared/i18n/langs'
import type { ItemLanguages } from '../../../../shared/collections/translation-status'

export function LanguageMarks({ languages }: { languages: ItemLanguages }) {
  return (
    <span className="lang-marks">
      <span className="visually-hidden">Bahasa: </span>
      <span className="lang-mark lang-mark-id" title={LANG_NAMES.id}>
        <span aria-hidden="true">ID</span>
        <span className="visually-hidden">{LANG_NAMES.id}</span>
      </span>
      {languages.en ? (
        <span className="lang-mark lang-mark-en" title={LANG_NAMES.en}>
          <span aria-hidden="true">EN</span>
          <span className="visually-hidden">{`, ${LANG_NAMES.en}`}</span>
        </span>
      ) : (
        <span className="visually-hidden">, belum ada bahasa Inggris</span>
      )}
      {languages.stale ? <span className="status-badge lang-stale">Perlu diperbarui</span> : null}
    </span>
  )
}
