import { useEffect, useRef, useState } from 'react'
import { findMentions } from '../../../../shared/regulations/mentions'
import { htmlToText } from '../../../../shared/text/html-to-text'
import type { FieldOption } from './module-fields'

/**
 * The field whose text is read for citations (its hidden input, kept in step by the editor): a
 * post's content, else an event's description. Looked up in that order: a post's form may hold
 * a field named description too.
 */
function sourceField(form: HTMLFormElement): HTMLInputElement | HTMLTextAreaElement | null {
  return form.querySelector<HTMLInputElement | HTMLTextAreaElement>('[name="content"]') ?? form.querySelector<HTMLInputElement | HTMLTextAreaElement>('[name="description"]')
}

/** The choices the text cites, by the scanner's key (shared/regulations/mentions.ts). */
function citedKeys(form: HTMLFormElement): Set<string> {
  return new Set(findMentions(htmlToText(sourceField(form)?.value ?? '')).map((mention) => mention.key))
}

/**
 * Beside a list of regulations to tick (Peraturan terkait): those the text cites and the list
 * leaves unticked, each with a button that ticks it. The server's render shows those it found
 * (`suggested`, computed with the same scanner: functions/src/collections/posts/regulation-suggestions.ts),
 * so a form saved before any script ran, or pasted into and saved at once, comes back with them;
 * in the browser they are read again as the text changes (the editor writes its hidden input) and
 * as boxes are ticked, so a suggestion goes once taken.
 */
export function MentionSuggestions({ name, options }: { name: string; options: FieldOption[] }) {
  const ref = useRef<HTMLDivElement>(null)
  const [suggested, setSuggested] = useState<FieldOption[]>(() => options.filter((option) => option.suggested))

  useEffect(() => {
    const form = ref.current?.closest('form')
    if (!form) return
    const checkbox = (id: string) => form.querySelector<HTMLInputElement>(`input[type="checkbox"][name="${name}"][value="${CSS.escape(id)}"]`)
    const read = () => {
      const keys = citedKeys(form)
      setSuggested(options.filter((option) => option.mentionKey && keys.has(option.mentionKey) && checkbox(option.id)?.checked === false))
    }
    read()
    const source = sourceField(form)
    const observer = new MutationObserver(read)
    if (source) observer.observe(source, { attributes: true, attributeFilter: ['value'] })
    form.addEventListener('input', read)
    form.addEventListener('change', read)
    return () => {
      observer.disconnect()
      form.removeEventListener('input', read)
      form.removeEventListener('change', read)
    }
  }, [name, options])

  const link = (option: FieldOption) => {
    const box = ref.current?.closest('form')?.querySelector<HTMLInputElement>(`input[type="checkbox"][name="${name}"][value="${CSS.escape(option.id)}"]`)
    if (box && !box.checked) box.click()
  }

  return (
    <div ref={ref} className="mention-suggestions" role="status">
      {suggested.length > 0 ? (
        <>
          <p className="field-help">Disebut dalam konten, belum ditautkan:</p>
          <ul className="mention-suggestion-list">
            {suggested.map((option) => (
              <li key={option.id}>
                <button type="button" className="btn btn-quiet" onClick={() => link(option)}>
                  {`Tautkan ${option.detail ?? option.label}`}
                </button>
              </li>
            ))}
          </ul>
        </>
      ) : null}
    </div>
  )
}
