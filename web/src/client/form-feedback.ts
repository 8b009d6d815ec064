/**
 * What the public form scripts share (inquiry-form.ts, application-form.ts): their own lines as
 * the form carries them, and the server's messages put next to their fields. A module of its own,
 * so the application form's chunk does not bring the contact form's code.
 */

/** Sets an element's text (nothing when the element is missing). */
export function setText(element: Element | null, text: string) {
  if (element) element.textContent = text
}

/** The script's own lines, as the form carries them in the page's language (none when unreadable: the lines stay empty). */
export function scriptText<T>(form: HTMLFormElement): Partial<T> {
  try {
    return JSON.parse(form.dataset.scriptText ?? '{}') as Partial<T>
  } catch {
    return {}
  }
}

/** Shows each field's message (or clears it), marks the field invalid, and returns the first invalid control. */
export function showErrors(form: HTMLFormElement, errors: Record<string, string[]>): HTMLElement | null {
  let first: HTMLElement | null = null
  for (const slot of form.querySelectorAll<HTMLElement>('[data-error-for]')) {
    const name = slot.dataset.errorFor!
    const message = errors[name]?.[0] ?? ''
    slot.textContent = message
    // The server's answer is in the page's language (a message the page showed marked otherwise is gone).
    slot.removeAttribute('lang')
    const control = form.elements.namedItem(name)
    const wrapper = slot.closest('.form-field')
    wrapper?.classList.toggle('has-error', Boolean(message))
    if (control instanceof HTMLElement) {
      if (message) control.setAttribute('aria-invalid', 'true')
      else control.removeAttribute('aria-invalid')
      if (message && !first) first = control
    }
  }
  return first
}
