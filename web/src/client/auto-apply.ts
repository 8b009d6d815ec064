/**
 * Filters that apply on change: the public lists' filter forms (`form[data-auto-apply]`:
 * blogs, publications, attorneys) are plain GET forms with a **Terapkan** button that works
 * without scripts. With this, choosing a category, tag, area, position or language, or leaving
 * the name field (or pressing Enter in it), sends the form at once; the navigation swaps the new
 * list in and keeps the focus on the field (navigation.ts). The button stays where it is, drawn
 * quieter (`.filters.is-auto .filters-apply`): removing it once the script has run, after the
 * first paint, would move the list below it (a layout shift on every list page).
 */

/** A pause after a change, so a keyboard user stepping through a list with the arrows is not sent every step. */
const AUTO_APPLY_DELAY_MS = 300

export function enhanceAutoApply(root: ParentNode, delayMs = AUTO_APPLY_DELAY_MS): void {
  for (const form of root.querySelectorAll<HTMLFormElement>('form[data-auto-apply]')) {
    if (form.dataset.autoApplyReady) continue
    form.dataset.autoApplyReady = '1'
    form.classList.add('is-auto')
    let timer: ReturnType<typeof setTimeout> | undefined
    let sentAt = 0
    // Enter in the name field submits the form itself (and may fire `change` as well): once is enough.
    form.addEventListener('submit', () => {
      clearTimeout(timer)
      sentAt = Date.now()
    })
    form.addEventListener('change', (event) => {
      const field = event.target
      if (!(field instanceof HTMLSelectElement || field instanceof HTMLInputElement)) return
      clearTimeout(timer)
      timer = setTimeout(() => {
        if (Date.now() - sentAt <= delayMs || !form.isConnected) return
        // The field the visitor changed: the navigation gives it the focus on the new page.
        form.dataset.appliedField = field.id
        form.requestSubmit()
      }, delayMs)
    })
  }
}
