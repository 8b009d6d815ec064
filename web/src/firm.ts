/**
 * The site's navigation. Everything else a visitor reads is content: the firm's facts (name,
 * offices, phone numbers, emails, opening hours, social links, disclaimer) are the site settings
 * and offices (Pengaturan Situs, read through content/site.ts), and the fixed pages' copy is the
 * `pages` collection (Halaman, read through content/pages.ts). Each entry's label is the
 * interface text of the page's language (web/src/i18n/ui.ts), its path the Indonesian one.
 */
import type { UiText } from './i18n/ui'
import { COLLECTION_PATHS, SITE_PATHS } from '../../shared/urls'

export const NAV_LINKS = [
  { href: '/', key: 'home' },
  { href: SITE_PATHS.about, key: 'about' },
  { href: COLLECTION_PATHS.practiceAreas, key: 'practiceAreas' },
  { href: COLLECTION_PATHS.profiles, key: 'attorneys' },
  { href: COLLECTION_PATHS.blogs, key: 'blogs' },
  { href: COLLECTION_PATHS.publications, key: 'publications' },
  { href: COLLECTION_PATHS.openings, key: 'career' },
  { href: SITE_PATHS.contact, key: 'contact' },
] as const satisfies readonly { href: string; key: keyof UiText['nav'] }[]
