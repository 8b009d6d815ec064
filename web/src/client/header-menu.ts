/**
 * The phone header's Menu is a <details> disclosure that works without scripts
 * (web/src/components/header.tsx), and so is each header entry with children. With scripts they
 * also close as menus do: Escape closes the innermost open one (the focus back on its button,
 * WAI-ARIA disclosure pattern), and a click or tap outside closes those it was outside of, so
 * opening one entry's children closes another's.
 */
export function enhanceHeaderMenu(doc: Document): void {
  const open = () => [...doc.querySelectorAll<HTMLDetailsElement>('details.submenu[open], details.site-menu[open]')]
  doc.addEventListener('keydown', (event) => {
    if (event.key !== 'Escape') return
    // An entry's children sit inside the phone Menu: close them first.
    const menu = open().find((details) => details.classList.contains('submenu')) ?? open()[0]
    if (!menu) return
    menu.open = false
    menu.querySelector('summary')?.focus()
  })
  doc.addEventListener('click', (event) => {
    for (const menu of open()) if (!menu.contains(event.target as Node)) menu.open = false
  })
}
