/**
 * Bahasa Indonesia / English tabs over a form's translated fields: the WAI-ARIA tabs
 * pattern (arrow keys move between the tabs, the panel follows). Both panels stay in the form,
 * the inactive one hidden, so one save sends both languages. A tab whose fields hold an error
 * says how many, and a refused save opens the first tab with one, so no message is out of sight.
 */
import { useEffect, useId, useRef, useState, type KeyboardEvent, type ReactNode } from 'react'
import { LANG_NAMES, LANGS, type Lang } from '../../../../shared/i18n/langs'

export interface LanguageTabsProps {
  /** Each language's fields. */
  panels: Record<Lang, ReactNode>
  /** Errors under each language's fields (counted on its tab). */
  errors: Record<Lang, number>
  /** Optional words after a tab's name (English: "belum ada", "Perlu diperbarui"). */
  notes?: Partial<Record<Lang, string>>
  /** The tab open at first (a refused "Tandai sudah diperbarui" shows its message in English). */
  initial?: Lang
}

export function LanguageTabs({ panels, errors, notes = {}, initial = 'id' }: LanguageTabsProps) {
  const [active, setActive] = useState<Lang>(initial)
  // HTML ids must begin with a letter; React's begin with an underscore.
  const id = `lang${useId().replace(/[^A-Za-z0-9_-]/g, '')}`
  const tabs = useRef<Record<string, HTMLButtonElement | null>>({})
  const erring = LANGS.find((lang) => errors[lang] > 0)
  const total = errors.id + errors.en
  // A refused save shows the first language with an error, once per new set of errors.
  useEffect(() => {
    if (erring) setActive(erring)
    // eslint-disable-next-line react-hooks/exhaustive-deps
  }, [total])

  const onKeyDown = (event: KeyboardEvent<HTMLButtonElement>) => {
    if (event.key !== 'ArrowRight' && event.key !== 'ArrowLeft' && event.key !== 'Home' && event.key !== 'End') return
    event.preventDefault()
    const index = LANGS.indexOf(active)
    const next = event.key === 'Home' ? LANGS[0] : event.key === 'End' ? LANGS[LANGS.length - 1] : LANGS[(index + (event.key === 'ArrowRight' ? 1 : LANGS.length - 1)) % LANGS.length]
    setActive(next!)
    tabs.current[next!]?.focus()
  }

  return (
    <div className="language-tabs">
      <div role="tablist" aria-label="Bahasa isian" className="language-tablist">
        {LANGS.map((lang) => (
          <button
            key={lang}
            ref={(element) => {
              tabs.current[lang] = element
            }}
            type="button"
            role="tab"
            id={`${id}-tab-${lang}`}
            aria-controls={`${id}-panel-${lang}`}
            aria-selected={active === lang}
            tabIndex={active === lang ? 0 : -1}
            className="language-tab"
            onClick={() => setActive(lang)}
            onKeyDown={onKeyDown}
          >
            {LANG_NAMES[lang]}
            {notes[lang] ? <span className={notes[lang] === 'Perlu diperbarui' ? 'language-tab-note is-stale' : 'language-tab-note'}>{` · ${notes[lang]}`}</span> : null}
            {errors[lang] > 0 ? <span className="language-tab-errors">{` · ${errors[lang]} kesalahan`}</span> : null}
          </button>
        ))}
      </div>
      {LANGS.map((lang) => (
        <div key={lang} role="tabpanel" id={`${id}-panel-${lang}`} aria-labelledby={`${id}-tab-${lang}`} hidden={active !== lang} className="language-panel">
          {panels[lang]}
        </div>
      ))}
    </div>
  )
}
