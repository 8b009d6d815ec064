import { useCallback, useEffect, useRef, useState } from 'react'
import { clearDraft, formValues, readDraft, saveDraft, type Draft } from '../drafts'

/**
 * Keeps a create/edit form's input in the browser as the user types (debounced), and offers a
 * saved draft back when the user returns to the same path. The draft is cleared when the form
 * is submitted successfully (the next page is another path, which clears it anyway) or
 * discarded. While the form holds input not yet sent, leaving the page (a link, closing the
 * tab) asks first: the browser's own "leave this page?" prompt.
 *
 * Usage: `const draft = useFormDraft(path, version)`; put `ref={draft.formRef}` and
 * `onInput={draft.onInput}` `onChange={draft.onInput}` on the <form>, render <DraftBanner draft={draft} />,
 * and when the user chooses to restore, `draft.restore()` returns the values to apply.
 */
export function useFormDraft(
  path: string,
  version: string | null,
  options: { skip?: readonly string[]; debounceMs?: number; /** The page shows input the server sent back (a refused save). */ unsaved?: boolean } = {},
) {
  const formRef = useRef<HTMLFormElement>(null)
  const [offered, setOffered] = useState<Draft | null>(null)
  const timer = useRef<number | undefined>(undefined)
  const enabled = useRef(true)
  const dirty = useRef(options.unsaved ?? false)

  useEffect(() => {
    const draft = readDraft(path)
    if (draft) setOffered(draft)
  }, [path])

  const save = useCallback(() => {
    const form = formRef.current
    if (!form || !enabled.current) return
    saveDraft(path, { savedAt: Date.now(), version, values: formValues(form, options.skip) })
  }, [path, version, options.skip])

  const onInput = useCallback(() => {
    dirty.current = true
    // While a draft is on offer, typing would overwrite it; the user decides first.
    if (offered) return
    window.clearTimeout(timer.current)
    timer.current = window.setTimeout(save, options.debounceMs ?? 400)
  }, [save, offered, options.debounceMs])

  useEffect(() => () => window.clearTimeout(timer.current), [])

  useEffect(() => {
    // Opening another dashboard page clears this draft (decision 9): ask before the input goes.
    const warn = (event: BeforeUnloadEvent) => {
      if (!dirty.current) return
      event.preventDefault()
      event.returnValue = ''
    }
    window.addEventListener('beforeunload', warn)
    return () => window.removeEventListener('beforeunload', warn)
  }, [])

  return {
    formRef,
    onInput,
    /** The draft found on arrival, until restored or discarded. */
    offered,
    restore(): Draft['values'] | null {
      const values = offered?.values ?? null
      if (values) dirty.current = true
      setOffered(null)
      return values
    },
    discard() {
      clearDraft(path)
      setOffered(null)
    },
    /** Call on submit: the input is on its way to the server. */
    clear() {
      enabled.current = false
      dirty.current = false
      window.clearTimeout(timer.current)
      clearDraft(path)
    },
    saveNow: save,
  }
}

export type FormDraft = ReturnType<typeof useFormDraft>

/** "A draft from 14:05 was found" with Restore / Discard. */
export function DraftBanner({ draft, onRestore }: { draft: FormDraft; onRestore: (values: Draft['values']) => void }) {
  if (!draft.offered) return null
  const time = new Intl.DateTimeFormat('id-ID', { dateStyle: 'medium', timeStyle: 'short', timeZone: 'Asia/Jakarta' }).format(
    new Date(draft.offered.savedAt),
  )
  return (
    <div className="alert alert-info draft-banner" role="status">
      <span>Ada draf yang belum disimpan dari {time}. Pulihkan isiannya?</span>
      <button
        type="button"
        className="btn btn-primary"
        onClick={() => {
          const values = draft.restore()
          if (values) onRestore(values)
        }}
      >
        Pulihkan draf
      </button>
      <button type="button" className="btn" onClick={() => draft.discard()}>
        Buang draf
      </button>
    </div>
  )
}
