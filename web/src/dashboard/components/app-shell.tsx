import { useEffect, useRef, type ReactNode, type RefObject } from 'react'
import type { DashboardBrand, DashboardUser, ModuleNavEntry } from '../types'
import { can, type Capability } from '../../../../shared/collections/access'
import { STAFF_ROLE_LABELS, type StaffRole } from '../../../../shared/schemas/staff'
import { useLiveNotice } from '../live/live-page'
import { Toast } from './toast'

/**
 * A menu entry; `area`: the part of the role matrix (shared/collections/access.ts) its route
 * asks for, so a role sees only what it may open. No area: every staff member.
 */
interface NavItem {
  href: string
  label: string
  area?: Capability
}

/** Ringkasan, above the groups: where staff land after signing in. */
export const OVERVIEW_ITEM: NavItem = { href: '/dashboard', label: 'Ringkasan' }

/**
 * The menu's groups under their headings (docs/decisions/0050-staff-overview.md): what staff
 * write, what visitors send, how the site is set up, and one's own account. The collections with
 * the generic pages join Konten before Sampah.
 */
export const NAV_GROUPS: readonly { id: string; heading: string; items: readonly NavItem[] }[] = [
  {
    id: 'konten',
    heading: 'Konten',
    items: [
      { href: '/dashboard/blogs', label: 'Blog', area: 'content' },
      { href: '/dashboard/publications', label: 'Publikasi', area: 'content' },
      { href: '/dashboard/profiles', label: 'Profil', area: 'content' },
      { href: '/dashboard/profiles/order-settings', label: 'Urutan & Sorotan', area: 'content' },
      { href: '/dashboard/practice-areas', label: 'Bidang Praktik', area: 'content' },
      { href: '/dashboard/pages', label: 'Halaman', area: 'content' },
      { href: '/dashboard/acara', label: 'Acara', area: 'content' },
      { href: '/dashboard/openings', label: 'Lowongan', area: 'openings' },
      { href: '/dashboard/categories', label: 'Kategori', area: 'content' },
      { href: '/dashboard/tags', label: 'Tag', area: 'content' },
      { href: '/dashboard/media', label: 'Pustaka Media', area: 'content' },
    ],
  },
  {
    id: 'kotak-masuk',
    heading: 'Kotak Masuk',
    items: [
      { href: '/dashboard/inquiries', label: 'Pesan Masuk', area: 'inquiries' },
      { href: '/dashboard/applications', label: 'Lamaran', area: 'applications' },
      { href: '/dashboard/subscribers', label: 'Pelanggan', area: 'subscribers' },
      { href: '/dashboard/digest', label: 'Buletin', area: 'alerts' },
    ],
  },
  {
    id: 'situs',
    heading: 'Situs',
    items: [
      { href: '/dashboard/navigation', label: 'Navigasi', area: 'content' },
      { href: '/dashboard/insights', label: 'Statistik', area: 'insights' },
      { href: '/dashboard/settings', label: 'Pengaturan Situs', area: 'admin' },
      { href: '/dashboard/redirects', label: 'Pengalihan', area: 'admin' },
      { href: '/dashboard/activity', label: 'Log Aktivitas', area: 'admin' },
    ],
  },
  {
    id: 'akun',
    heading: 'Akun',
    items: [
      { href: '/dashboard/account', label: 'Akun Saya' },
      { href: '/dashboard/staff', label: 'Akun Staf', area: 'admin' },
    ],
  },
]

/** Last in Konten, after the collections with the generic pages. */
const TRASH_ITEM: NavItem = { href: '/dashboard/trash', label: 'Sampah' }

/** The groups as `role` sees them, the modules' entries (those its role may open) in Konten. */
export function navGroups(role: StaffRole, moduleNav: readonly ModuleNavEntry[] = []) {
  const allowed = (item: NavItem) => !item.area || can(role, item.area)
  const modules = moduleNav.filter((entry) => entry.roles.includes(role))
  return NAV_GROUPS.map((group) => ({
    ...group,
    items: (group.id === 'konten' ? [...group.items, ...modules, TRASH_ITEM] : group.items).filter(allowed).map(({ href, label }) => ({ href, label })),
  })).filter((group) => group.items.length > 0)
}

/** The entry of `path`: the longest href it is at or under (Ringkasan only at its own address). */
export function currentHref(path: string, hrefs: readonly string[]): string | undefined {
  return hrefs
    .filter((href) => path === href || (href !== OVERVIEW_ITEM.href && path.startsWith(`${href}/`)))
    .sort((a, b) => b.length - a.length)[0]
}

/**
 * Opens the folded menu on a wide screen in a browser that cannot lay out a closed <details>'
 * content (no ::details-content): there the CSS keeps the Menu button at every width.
 */
function useMenuOpenWhereWide(menu: RefObject<HTMLDetailsElement | null>) {
  useEffect(() => {
    const details = menu.current
    if (!details || (typeof CSS !== 'undefined' && CSS.supports('selector(::details-content)'))) return
    if (window.matchMedia('(min-width: 801px)').matches) details.open = true
  }, [menu])
}

/** The firm's mark (its initials, from the site settings), or nothing before a name is saved. */
export function BrandMark({ brand }: { brand?: DashboardBrand | null }) {
  return brand?.initials ? (
    <span className="dash-brand-mark" aria-hidden="true">
      {brand.initials}
    </span>
  ) : null
}

/** The dashboard frame: navigation, the signed-in user, sign-out, and the page. */
export function AppShell({
  user,
  path,
  notice,
  badges,
  brand,
  moduleNav = [],
  children,
}: {
  user: DashboardUser
  path: string
  notice?: string | null
  badges?: Record<string, number>
  brand?: DashboardBrand | undefined
  /** The entries of the collections with the generic pages, each under its module's title (the server reads them from the registry). */
  moduleNav?: ModuleNavEntry[] | undefined
  children: ReactNode
}) {
  const live = useLiveNotice()
  const menu = useRef<HTMLDetailsElement>(null)
  useMenuOpenWhereWide(menu)
  const groups = navGroups(user.role, moduleNav)
  const current = currentHref(path, [OVERVIEW_ITEM.href, ...groups.flatMap((group) => group.items.map((item) => item.href))])
  const link = (item: { href: string; label: string }) => (
    <a href={item.href} aria-current={item.href === current ? 'page' : undefined}>
      {item.label}
      {badges?.[item.href] ? (
        <span className="nav-badge">
          {badges[item.href]}
          <span className="visually-hidden"> belum dibaca</span>
        </span>
      ) : null}
    </a>
  )
  return (
    <div className="dash">
      <a className="skip-link" href="#dash-main">
        Langsung ke konten
      </a>
      <header className="dash-header">
        <a className="dash-brand" href={OVERVIEW_ITEM.href}>
          <BrandMark brand={brand} />
          Dasbor
        </a>
        <div className="dash-user">
          <span>
            {user.displayName} <span className="dash-role">({STAFF_ROLE_LABELS[user.role] ?? user.role})</span>
          </span>
          <a href="/dashboard/account" className="dash-site-link">
            Akun Saya
          </a>
          <a href="/" className="dash-site-link">
            Lihat situs
          </a>
          <form method="post" action="/logout">
            <button type="submit" className="btn btn-quiet">
              Keluar
            </button>
          </form>
        </div>
      </header>
      <div className="dash-body">
        {/*
          On a phone the menu folds behind one button: a <details> disclosure, so it opens
          without JavaScript and is a button with its expanded state. Wider, the CSS lays its
          content out as the sidebar and hides the button (dashboard.css, "Frame").
        */}
        <details className="dash-menu" ref={menu}>
          <summary className="dash-menu-button">Menu</summary>
          <nav className="dash-nav" aria-label="Menu dasbor">
            <ul className="dash-nav-top">
              <li>{link(OVERVIEW_ITEM)}</li>
            </ul>
            {groups.map((group) => (
              <div className="dash-nav-group" key={group.id}>
                <h2 className="dash-nav-heading" id={`menu-${group.id}`}>
                  {group.heading}
                </h2>
                <ul aria-labelledby={`menu-${group.id}`}>
                  {group.items.map((item) => (
                    <li key={item.href}>{link(item)}</li>
                  ))}
                </ul>
              </div>
            ))}
          </nav>
        </details>
        <main id="dash-main" className="dash-main" tabIndex={-1}>
          <Toast message={notice ?? null} live={live.notice} onDismissLive={live.dismiss} />
          {children}
        </main>
      </div>
    </div>
  )
}
