import type { ReactNode } from 'react'
import { isExternalTarget, menuIn } from '../../../shared/collections/navigation'
import type { MenuItemView, SiteView } from '../../../shared/site-view'
import { defaultMenus } from '../firm'
import { useLang } from '../i18n/lang-context'

/** The menus of the page's language: as staff arranged them in Navigasi, or the site's default ones. */
export function useMenus(site: SiteView): { header: MenuItemView[]; footer: MenuItemView[] } {
  const { lang } = useLang()
  if (site.menus) return site.menus
  const defaults = defaultMenus()
  return { header: menuIn(defaults.header, lang), footer: menuIn(defaults.footer, lang) }
}

/**
 * A menu's link: a site path in the page's language (`/blogs` → `/en/blogs` on an English page),
 * or an address elsewhere as it was entered, opened without handing this page to it.
 */
export function MenuLink({ href: target, current, children }: { href: string; current?: boolean; children: ReactNode }) {
  const { href } = useLang()
  if (isExternalTarget(target)) {
    return (
      <a href={target} rel="noopener">
        {children}
      </a>
    )
  }
  return (
    <a href={href(target)} aria-current={current ? 'page' : undefined}>
      {children}
    </a>
  )
}
