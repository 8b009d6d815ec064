import type { ReactNode } from 'react'
import type { DashboardBrand, DashboardUser, ModuleNavEntry } from '../types'
import { useLiveNotice } from '../live/live-page'
import { Toast } from './toast'

const NAV = [
  { href: '/dashboard/inquiries', label: 'Pesan Masuk' },
  { href: '/dashboard/applications', label: 'Lamaran' },
  { href: '/dashboard/subscribers', label: 'Pelanggan' },
  { href: '/dashboard/blogs', label: 'Blog' },
  { href: '/dashboard/publications', label: 'Publikasi' },
  { href: '/dashboard/profiles', label: 'Profil' },
  { href: '/dashboard/profiles/order-settings', label: 'Urutan & Sorotan' },
  { href: '/dashboard/practice-areas', label: 'Bidang Praktik' },
  { href: '/dashboard/pages', label: 'Halaman' },
  { href: '/dashboard/navigation', label: 'Navigasi' },
  { href: '/dashboard/openings', label: 'Lowongan' },
  { href: '/dashboard/categories', label: 'Kategori' },
  { href: '/dashboard/tags', label: 'Tag' },
  { href: '/dashboard/media', label: 'Pustaka Media' },
] as const

/** After the collections (the modules' entries come between). */
const NAV_END = [
  { href: '/dashboard/trash', label: 'Sampah' },
  { href: '/dashboard/account', label: 'Akun Saya' },
] as const

/** Screens for admins only (their routes refuse editors). */
const ADMIN_NAV = [
  { href: '/dashboard/settings', label: 'Pengaturan Situs' },
  { href: '/dashboard/staff', label: 'Akun Staf' },
  { href: '/dashboard/activity', label: 'Log Aktivitas' },
  { href: '/dashboard/redirects', label: 'Pengalihan' },
] as const

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
  const isAdmin = user.role === 'admin'
  const modules = moduleNav.filter((entry) => isAdmin || !entry.admin).map(({ href, label }) => ({ href, label }))
  const nav = [...NAV, ...modules, ...NAV_END, ...(isAdmin ? ADMIN_NAV : [])]
  const current = nav
    .filter((item) => path === item.href || path.startsWith(`${item.href}/`))
    .sort((a, b) => b.href.length - a.href.length)[0]?.href
  return (
    <div className="dash">
      <a className="skip-link" href="#dash-main">
        Langsung ke konten
      </a>
      <header className="dash-header">
        <a className="dash-brand" href="/dashboard/blogs">
          <BrandMark brand={brand} />
          Dasbor
        </a>
        <div className="dash-user">
          <span>
            {user.displayName} <span className="dash-role">({user.role === 'admin' ? 'Admin' : 'Editor'})</span>
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
        <nav className="dash-nav" aria-label="Menu dasbor">
          <ul>
            {nav.map((item) => (
              <li key={item.href}>
                <a href={item.href} aria-current={item.href === current ? 'page' : undefined}>
                  {item.label}
                  {badges?.[item.href] ? (
                    <span className="nav-badge">
                      {badges[item.href]}
                      <span className="visually-hidden"> belum dibaca</span>
                    </span>
                  ) : null}
                </a>
              </li>
            ))}
          </ul>
        </nav>
        <main id="dash-main" className="dash-main" tabIndex={-1}>
          <Toast message={notice ?? null} live={live.notice} onDismissLive={live.dismiss} />
          {children}
        </main>
      </div>
    </div>
  )
}
