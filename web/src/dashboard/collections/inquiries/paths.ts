/** Addresses of Pesan Masuk, shared by its pages and routes. */
import { dashboardPath } from '../../../../../shared/dashboard-path'

export const INBOX_PATH = dashboardPath('inquiries')
export const PERSON_PATH = `${INBOX_PATH}/person`

/** Instants as staff read them: "25 Nov 2026 08.30" in Jakarta time. */
const stamp = new Intl.DateTimeFormat('id-ID', { timeZone: 'Asia/Jakarta', day: 'numeric', month: 'short', year: 'numeric', hour: '2-digit', minute: '2-digit' })
export const formatStamp = (iso: string) => (iso ? stamp.format(new Date(iso)) : '')
