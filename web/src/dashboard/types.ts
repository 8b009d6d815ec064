/** What the server hands the dashboard page it renders (and the browser hydrates with). */
import type { StaffRole } from '../../../shared/schemas/staff'
import type { UploadTransportConfig } from '../../../shared/browser-config'

export interface DashboardUser {
  displayName: string
  email: string
  role: StaffRole
}

/**
 * The firm as the dashboard's header and the login page name it, from the site settings (its
 * name, and the mark's initials made from it). Absent while no name is saved: a neutral
 * "Dasbor" with no mark.
 */
export interface DashboardBrand {
  name: string
  initials: string
}

/** A menu entry of a collection: its list's address under its title; `admin` when only admins may open it. */
export interface ModuleNavEntry {
  href: string
  label: string
  /** The roles that may open it (shared/collections/access.ts). */
  roles: StaffRole[]
}

export interface DashboardData<P = unknown> {
  page: string
  props: P
  user: DashboardUser
  /** Path of the page, for the active navigation entry and drafts. */
  path: string
  title: string
  brand?: DashboardBrand
  /** The menu's entries of the collections with the generic pages (functions/src/collections/module-nav.ts), when there are any. */
  moduleNav?: ModuleNavEntry[]
  /** Counts shown beside navigation entries, by their path (unread inquiries beside Pesan Masuk). */
  badges?: Record<string, number>
  /** A short confirmation to show once ("Blog tersimpan."). */
  notice?: string | null
  /** Configuration for browser code: base URL, build, and how uploads travel. */
  config: { baseURL: string; buildId: string; upload?: UploadTransportConfig }
}
