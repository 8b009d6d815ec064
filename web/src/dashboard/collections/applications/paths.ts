/** Addresses of Lamaran, shared by its pages and routes. */
import { dashboardPath } from '../../../../../shared/dashboard-path'

export const APPLICATIONS_PATH = dashboardPath('applications')
/** The staff-only address of an application's CV (never a public URL, never cached). */
export const applicationCvPath = (id: string) => `${APPLICATIONS_PATH}/${id}/cv`
