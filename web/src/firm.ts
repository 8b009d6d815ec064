/**
 * The site's navigation. Everything else a visitor reads is content: the firm's facts (name,
 * offices, phone numbers, emails, opening hours, social links, disclaimer) are the site settings
 * and offices (Pengaturan Situs, read through content/site.ts), and the fixed pages' copy is the
 * `pages` collection (Halaman, read through content/pages.ts). Each entry's label is the
 * interface text of the page's language (web/src/i18n/ui.ts), its path the Indonesian one.
 */
import type { UiText } from './i18n/ui'

export const NAV_LINKS = [
  { href: '/', key: 'home' },
  { href: '/about', key: 'about' },
  { href: '/practice-area', key: 'practiceAreas' },
  { href: '/attorneys', key: 'attorneys' },
  { href: '/blogs', key: 'blogs' },
  { href: '/publications', key: 'publications' },
  { href: '/career', key: 'career' },
  { href: '/contact-us', key: 'contact' },
] as const satisfies readonly { href: string; key: keyof UiText['nav'] }[]
