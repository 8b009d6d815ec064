/**
 * The site's sections, and its menus until staff arrange their own in Navigasi. Everything else
 * a visitor reads is content: the firm's facts (name, offices, phone numbers, emails, opening
 * hours, social links, disclaimer) are the site settings and offices (Pengaturan Situs, read
 * through content/site.ts), and the fixed pages' copy is the `pages` collection (Halaman, read
 * through content/pages.ts). Each section's label is the interface text of the page's language
 * (web/src/i18n/ui.ts), its path the Indonesian one.
 */
import { UI, type UiText } from './i18n/ui'
import type { MenuEntry } from '../../shared/collections/navigation'
import { COLLECTION_PATHS, feedUrl, SITE_PATHS } from '../../shared/urls'

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

/**
 * The menus before staff arrange their own in Navigasi (shared/collections/navigation.ts): the
 * header lists every section but the home page (the logo leads there), the footer one column,
 * Jelajahi, with every section, the events and regulations, the feeds and the privacy notice. The Navigasi page starts from
 * these, so saving it unchanged changes nothing on the site.
 */
export function defaultMenus(): { header: MenuEntry[]; footer: MenuEntry[] } {
  const link = (href: string, id: string, en: string) => ({ label: id, labelEn: en, href })
  const section = (entry: (typeof NAV_LINKS)[number]) => link(entry.href, UI.id.nav[entry.key], UI.en.nav[entry.key])
  return {
    header: NAV_LINKS.filter((entry) => entry.href !== '/').map((entry) => ({ ...section(entry), children: [] })),
    footer: [
      {
        ...link('', UI.id.footer.explore, UI.en.footer.explore),
        children: [
          ...NAV_LINKS.map(section),
          link(COLLECTION_PATHS.events, UI.id.footer.events, UI.en.footer.events),
          link(COLLECTION_PATHS.regulations, UI.id.footer.regulations, UI.en.footer.regulations),
          link(feedUrl('blogs'), UI.id.footer.blogFeed, UI.en.footer.blogFeed),
          link(feedUrl('publications'), UI.id.footer.publicationFeed, UI.en.footer.publicationFeed),
          link(SITE_PATHS.privacy, UI.id.footer.privacy, UI.en.footer.privacy),
        ],
      },
    ],
  }
}
