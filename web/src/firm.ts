/**
 * The site's navigation. Everything else a visitor reads is content: the firm's facts (name,
 * offices, phone numbers, emails, opening hours, social links, disclaimer) are the site settings
 * and offices (Pengaturan Situs, read through content/site.ts), and the fixed pages' copy is the
 * `pages` collection (Halaman, read through content/pages.ts).
 */
export const NAV_LINKS = [
  { href: '/', label: 'Beranda' },
  { href: '/about', label: 'Tentang Kami' },
  { href: '/practice-area', label: 'Bidang Praktik' },
  { href: '/attorneys', label: 'Advokat' },
  { href: '/blogs', label: 'Blog' },
  { href: '/publications', label: 'Publikasi' },
  { href: '/career', label: 'Karier' },
  { href: '/contact-us', label: 'Kontak' },
] as const
