/**
 * The phone header's Menu is a <details> disclosure that works without scripts
 * (web/src/components/header.tsx). With them it also closes as menus do: Escape (the focus
 * back on the button, WAI-ARIA disclosure pattern) and a click or tap outside it.
 */
export function enhanceHeaderMenu(doc: Document): void {
  const openMenu = () => doc.querySelector<HTMLDetailsElement>('details.site-menu[open]')
  doc.addEventListener('keydown', (event) => {
    const menu = event.key === 'Escape' ? openMenu() : null
    if (!menu) return
    menu.open = false
    menu.querySelector('summary')?.focus()
  })
  doc.addEventListener('click', (event) => {
    const menu = openMenu()
    if (menu && !menu.contains(event.target as Node)) menu.open = false
  })
}
