import type { FormEvent } from 'react'

/**
 * A list's filter form applies a choice as soon as it is made: put on the form's
 * `onChange`. Only a select submits: a search box applies on Enter, as typed text would
 * otherwise reload the list at every pause, and a date field changes as each part is typed.
 * The form keeps its submit button (Terapkan) for pages without JavaScript.
 */
export function submitOnChange(event: FormEvent<HTMLFormElement>): void {
  if (event.target instanceof HTMLSelectElement) event.currentTarget.requestSubmit()
}
