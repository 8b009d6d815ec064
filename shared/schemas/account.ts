/**
 * Akun Saya: the forms a staff member fills about their own account. Shared by the
 * server and the page (web/src/dashboard/pages/account-page.tsx), messages in Indonesian.
 */
import * as z from 'zod'
import { SECOND_STEP_CODE_MAX, TOTP_DIGITS, TWO_FACTOR_MESSAGES } from '../two-factor'
import { StaffCreateSchema, staffPassword } from './staff'

/** Any password typed to prove who one is; its rules are the sign-in form's. */
const currentPassword = (required: string) => z.string({ error: required }).min(1, required).max(1024, TWO_FACTOR_MESSAGES.wrongPassword)

export const DisplayNameSchema = z.object({ displayName: StaffCreateSchema.shape.displayName })

export const PasswordChangeSchema = z
  .object({
    currentPassword: currentPassword('Kata sandi saat ini harus diisi'),
    newPassword: staffPassword(),
    confirmPassword: z.string({ error: 'Kata sandi baru harus diketik ulang' }).min(1, 'Kata sandi baru harus diketik ulang'),
  })
  .superRefine((value, ctx) => {
    if (value.confirmPassword && value.newPassword && value.confirmPassword !== value.newPassword) {
      ctx.addIssue({ code: 'custom', path: ['confirmPassword'], message: 'Kata sandi baru dan ulangannya tidak sama' })
    }
    if (value.newPassword && value.newPassword === value.currentPassword) {
      ctx.addIssue({ code: 'custom', path: ['newPassword'], message: 'Kata sandi baru harus berbeda dari kata sandi saat ini' })
    }
  })

/** Starting an enrolment, turning two-step verification off, new recovery codes: the password again. */
export const PasswordConfirmSchema = z.object({ password: currentPassword('Kata sandi harus diisi') })

/** The first code of a new authenticator secret. */
export const EnrolmentCodeSchema = z.object({
  code: z
    .string({ error: TWO_FACTOR_MESSAGES.codeRequired })
    .transform((value) => value.replace(/[\s-]/g, ''))
    .pipe(z.string().min(1, TWO_FACTOR_MESSAGES.codeRequired).regex(new RegExp(`^\\d{${TOTP_DIGITS}}$`), TWO_FACTOR_MESSAGES.totpFormat)),
})

/** The second step of a sign-in: a code of the app, or a recovery code (told apart on the server). */
export const SecondStepSchema = z.object({
  code: z.string({ error: TWO_FACTOR_MESSAGES.codeRequired }).trim().min(1, TWO_FACTOR_MESSAGES.codeRequired).max(SECOND_STEP_CODE_MAX, TWO_FACTOR_MESSAGES.codeFormat),
})

/** Admins: two-step verification required for every account, or not. */
export const TwoFactorPolicySchema = z.object({ required: z.enum(['on', 'off'], { error: 'Pilihan tidak dikenal' }) })
