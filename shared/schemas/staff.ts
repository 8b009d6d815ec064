import * as z from 'zod'
import { singleLineText } from './text-fields'

export const STAFF_PASSWORD_MIN = 10

/** What a staff account may do: admins also manage accounts (decision 8). */
export const STAFF_ROLES = ['admin', 'editor'] as const
export type StaffRole = (typeof STAFF_ROLES)[number]

/** A staff account, as the identity port gives it and the dashboard shows it. */
export interface StaffUser {
  uid: string
  email: string
  displayName: string
  role: StaffRole
  disabled: boolean
  createdAt: string
}

/** Adding a staff account in the dashboard (admins only). */
export const StaffCreateSchema = z.object({
  email: singleLineText({ error: 'Email harus diisi' }).trim().min(1, 'Email harus diisi').email('Alamat email tidak valid'),
  displayName: singleLineText({ error: 'Nama harus diisi' }).trim().min(1, 'Nama harus diisi').max(120),
  role: z.enum(STAFF_ROLES, { error: 'Peran harus dipilih' }),
})
export type StaffCreateInput = z.infer<typeof StaffCreateSchema>

export const StaffActionSchema = z.object({
  intent: z.enum(['reset-password', 'disable', 'enable', 'make-admin', 'make-editor']),
})
