import * as z from 'zod'
import { singleLineText } from './text-fields'

export const STAFF_PASSWORD_MIN = 10

/** Adding a staff account in the dashboard (admins only). */
export const StaffCreateSchema = z.object({
  email: singleLineText({ error: 'Email harus diisi' }).trim().min(1, 'Email harus diisi').email('Alamat email tidak valid'),
  displayName: singleLineText({ error: 'Nama harus diisi' }).trim().min(1, 'Nama harus diisi').max(120),
  role: z.enum(['admin', 'editor'], { error: 'Peran harus dipilih' }),
})
export type StaffCreateInput = z.infer<typeof StaffCreateSchema>

export const StaffActionSchema = z.object({
  intent: z.enum(['reset-password', 'disable', 'enable', 'make-admin', 'make-editor']),
})
