import * as z from 'zod'
import { singleLineText } from './text-fields'

export const STAFF_PASSWORD_MIN = 10
/** Longer passphrases are welcome; past this a password is a pasted mistake (and costs hashing time). */
export const STAFF_PASSWORD_MAX = 200

/**
 * The rule of every password a person chooses for a staff account (Akun Saya, `npm run staff
 * -- add|reset-password --password`): at least STAFF_PASSWORD_MIN characters.
 */
export const staffPassword = (required = 'Kata sandi baru harus diisi') =>
  z
    .string({ error: required })
    .min(1, required)
    .min(STAFF_PASSWORD_MIN, `Kata sandi minimal ${STAFF_PASSWORD_MIN} karakter`)
    .max(STAFF_PASSWORD_MAX, `Kata sandi paling banyak ${STAFF_PASSWORD_MAX} karakter`)

/**
 * A staff account's role: admins also manage accounts (decision 8); what each other role may do is
 * the matrix in shared/collections/access.ts (docs/decisions/0052-staff-roles.md). The first two
 * ids are those accounts were stored with before the others came.
 */
export const STAFF_ROLES = ['admin', 'editor', 'reviewer', 'hr', 'marketing'] as const
export type StaffRole = (typeof STAFF_ROLES)[number]

/** Each role's name as staff read it. */
export const STAFF_ROLE_LABELS: Record<StaffRole, string> = {
  admin: 'Admin',
  editor: 'Editor',
  reviewer: 'Peninjau',
  hr: 'HR',
  marketing: 'Pemasaran',
}

/** Whether `value` is a role id (a stored account's, a claim's, a command line's). */
export function isStaffRole(value: unknown): value is StaffRole {
  return typeof value === 'string' && (STAFF_ROLES as readonly string[]).includes(value)
}

/** A staff account, as the identity port gives it and the dashboard shows it. */
export interface StaffUser {
  uid: string
  email: string
  displayName: string
  role: StaffRole
  disabled: boolean
  createdAt: string
  /** Two-step verification is on: signing in asks for a code after the password (decision 32). */
  twoFactor: boolean
  /** Invited and not yet in: no password of their own so far (docs/decisions/0049). */
  invited?: boolean
}

/** Adding a staff account in the dashboard (admins only). */
export const StaffCreateSchema = z.object({
  email: singleLineText({ error: 'Email harus diisi' }).trim().min(1, 'Email harus diisi').email('Alamat email tidak valid'),
  displayName: singleLineText({ error: 'Nama harus diisi' }).trim().min(1, 'Nama harus diisi').max(120),
  role: z.enum(STAFF_ROLES, { error: 'Peran harus dipilih' }),
})
export type StaffCreateInput = z.infer<typeof StaffCreateSchema>

/** An action on one account in Akun Staf; `set-role` names the new role (make-admin and make-editor: the older buttons' forms). */
export const StaffActionSchema = z.object({
  intent: z.enum(['reset-password', 'reset-two-factor', 'disable', 'enable', 'make-admin', 'make-editor', 'set-role', 'resend-invite', 'revoke-invite', 'send-reset-link']),
  role: z.enum(STAFF_ROLES, { error: 'Peran harus dipilih' }).optional(),
})

/** Inviting a colleague (**Undang staf**): the same fields as adding an account; they choose their password. */
export const StaffInviteSchema = StaffCreateSchema

/** **Lupa kata sandi?**: the address a reset link goes to, if it names an account. */
export const ForgotPasswordSchema = z.object({
  email: singleLineText({ error: 'Email harus diisi' }).trim().min(1, 'Email harus diisi').max(254, 'Alamat email tidak valid').email('Alamat email tidak valid'),
})

/** The page of an invitation or reset link: a new password, typed twice. */
export const SetPasswordSchema = z
  .object({
    newPassword: staffPassword(),
    confirmPassword: z.string({ error: 'Kata sandi baru harus diketik ulang' }).min(1, 'Kata sandi baru harus diketik ulang').max(STAFF_PASSWORD_MAX),
  })
  .superRefine((value, ctx) => {
    if (value.newPassword !== value.confirmPassword) ctx.addIssue({ code: 'custom', path: ['confirmPassword'], message: 'Kata sandi baru dan ulangannya tidak sama' })
  })
