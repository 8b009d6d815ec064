import { parseWithZod } from '@conform-to/zod/v4'
import { Hono, type Context } from 'hono'
import { HTTPException } from 'hono/http-exception'
import { StaffActionSchema, StaffCreateSchema, StaffInviteSchema, type StaffUser } from '../../../../shared/schemas/staff'
import type { StaffPageProps } from '../../../../web/src/dashboard/pages/staff-page'
import type { AppEnv } from '../../app-env'
import { guards } from '../../auth/guards'
import { generatePassword } from '../../auth/password-hash'
import { EmailTakenError } from '../../backends/ports'
import { renderDashboard } from '../../render/dashboard-renderer'
import { notFound } from '../not-found'
import { readForm, refusedReply } from './form-helpers'
import { redirectWithNotice } from './notice-redirect'
import { logActivity, type ActivityAction } from '../../history/activity'
import { setTwoFactorRequired, twoFactorRequired } from '../../auth/two-factor-policy'
import { TwoFactorPolicySchema } from '../../../../shared/schemas/account'
import { sendPasswordLink } from '../../auth/password-links'
import { dashboardBrand } from '../../render/dashboard-brand'

/**
 * /dashboard/staff: staff accounts, admins only (docs/decisions/0008-staff-roles.md).
 * **Undang staf** emails a colleague a link to choose their own password
 * (docs/decisions/0049-invites-and-password-reset.md); the older way, a generated password shown
 * once to the admin who passes it on, remains for adding an account and resetting a password.
 */
export function staffRoutes() {
  const app = new Hono<AppEnv>()

  /** Emails a link for the account (an invitation, or a reset); false when the mailer refused it. */
  const mailLink = async (c: Context<AppEnv>, user: StaffUser, purpose: 'invite' | 'reset' = 'invite') => {
    try {
      const firm = (await dashboardBrand(c))?.name || 'Kantor Hukum'
      await sendPasswordLink({ identity: c.get('backend').identity, mailer: c.get('mailer'), user, purpose, baseUrl: c.get('config').publicBaseUrl, firm })
      return true
    } catch (error) {
      console.error(`staff: the ${purpose === 'invite' ? 'invitation' : 'reset link'} could not be sent`, error)
      return false
    }
  }
  const mailInvite = (c: Context<AppEnv>, user: StaffUser) => mailLink(c, user, 'invite')
  const mailFailed = 'Undangan tersimpan, tetapi emailnya gagal dikirim. Periksa pengaturan email situs, lalu pilih Kirim ulang undangan.'

  const render = async (c: Context<AppEnv>, extra: Partial<StaffPageProps> = {}, status = 200) => {
    const [staff, twoFactorRequiredForAll] = await Promise.all([c.get('backend').identity.listStaff(), twoFactorRequired(c.get('backend').content, c.get('now').getTime())])
    const props: StaffPageProps = { staff, currentUid: c.get('session')!.user.uid, twoFactorRequired: twoFactorRequiredForAll, ...extra }
    return renderDashboard(c, 'staff', props, { title: 'Akun Staf', status })
  }

  app.get('/dashboard/staff', guards('auth', 'admin'), (c) => render(c))

  app.post('/dashboard/staff', guards('auth', 'admin'), async (c) => {
    const submission = parseWithZod(await readForm(c), { schema: StaffCreateSchema })
    if (submission.status !== 'success') return render(c, { result: refusedReply(submission.reply()) }, 400)
    const password = generatePassword()
    try {
      const user = await c.get('backend').identity.createStaff({ ...submission.value, password })
      await logActivity(c.get('backend').content, {
        action: 'staff-create',
        actor: c.get('session')!.user.uid,
        itemId: user.uid,
        itemTitle: user.displayName,
        detail: `${user.email} (${user.role})`,
      })
      return render(c, { revealed: { email: user.email, password, reason: 'created' } }, 201)
    } catch (error) {
      if (!(error instanceof EmailTakenError)) throw error
      return render(c, { result: submission.reply({ fieldErrors: { email: ['Email ini sudah dipakai akun lain'] } }) }, 409)
    }
  })

  app.post('/dashboard/staff/invite', guards('auth', 'admin'), async (c) => {
    const submission = parseWithZod(await readForm(c), { schema: StaffInviteSchema })
    if (submission.status !== 'success') return render(c, { inviteResult: refusedReply(submission.reply()) }, 400)
    let user: StaffUser
    try {
      user = await c.get('backend').identity.passwordLinks.invite(submission.value)
    } catch (error) {
      if (!(error instanceof EmailTakenError)) throw error
      return render(c, { inviteResult: submission.reply({ fieldErrors: { email: ['Email ini sudah dipakai akun lain'] } }) }, 409)
    }
    await logActivity(c.get('backend').content, { action: 'staff-invite', actor: c.get('session')!.user.uid, itemId: user.uid, itemTitle: user.displayName, detail: `${user.email} (${user.role})` })
    if (!(await mailInvite(c, user))) return render(c, { actionError: mailFailed }, 502)
    return redirectWithNotice(c, '/dashboard/staff', 'staff-invited')
  })

  /** Two-step verification required for every account, or not (a setting of the whole dashboard). */
  app.post('/dashboard/staff/two-factor-policy', guards('auth', 'admin'), async (c) => {
    const parsed = TwoFactorPolicySchema.safeParse(Object.fromEntries(await readForm(c)))
    if (!parsed.success) throw new HTTPException(400, { message: 'Pilihan tidak dikenal.' })
    const required = parsed.data.required === 'on'
    const actor = c.get('session')!.user.uid
    // The rule would send the admin straight to the enrolment: theirs comes first, by choice.
    if (required && !c.get('session')!.user.twoFactor) {
      return render(c, { actionError: 'Verifikasi dua langkah akun Anda sendiri harus aktif dahulu: aktifkan di Akun Saya, lalu wajibkan untuk semua akun.' }, 409)
    }
    await setTwoFactorRequired(c.get('backend').content, required, actor, c.get('now').getTime())
    await logActivity(c.get('backend').content, { action: 'two-factor-policy', actor, detail: required ? 'wajib untuk semua akun' : 'tidak wajib' })
    return redirectWithNotice(c, '/dashboard/staff', 'two-factor-policy-saved')
  })

  app.post('/dashboard/staff/:uid', guards('auth', 'admin'), async (c) => {
    const identity = c.get('backend').identity
    const uid = c.req.param('uid')
    const parsed = StaffActionSchema.safeParse(Object.fromEntries(await readForm(c)))
    if (!parsed.success) throw new HTTPException(400, { message: 'Tindakan tidak dikenal.' })
    const user = await identity.getStaff(uid)
    if (!user) notFound()
    const self = uid === c.get('session')!.user.uid
    const intent = parsed.data.intent
    // An admin cannot lock themselves out (and so the last admin always remains).
    const newRole = intent === 'make-admin' ? 'admin' : intent === 'make-editor' ? 'editor' : intent === 'set-role' ? parsed.data.role : undefined
    if (intent === 'set-role' && !newRole) return render(c, { actionError: 'Pilih peran baru akun itu.' }, 400)
    if (self && (intent === 'disable' || (newRole !== undefined && newRole !== 'admin'))) {
      return render(c, { actionError: 'Anda tidak dapat menonaktifkan atau menurunkan peran akun Anda sendiri.' }, 409)
    }
    // Each change of an account is a line of the activity log, naming the account.
    const log = (action: ActivityAction, detail?: string) =>
      logActivity(c.get('backend').content, { action, actor: c.get('session')!.user.uid, itemId: uid, itemTitle: user.displayName, ...(detail ? { detail } : {}) })
    if (intent === 'reset-password') {
      const password = generatePassword()
      await identity.setPassword(uid, password)
      await log('staff-password', user.email)
      return render(c, { revealed: { email: user.email, password, reason: 'reset' } })
    }
    if (intent === 'send-reset-link') {
      // The owner chooses the new password from the email: nothing to hand over.
      if (user.invited) return render(c, { actionError: 'Akun ini masih undangan: pilih Kirim ulang undangan.' }, 409)
      if (user.disabled) return render(c, { actionError: 'Akun ini nonaktif: aktifkan dahulu.' }, 409)
      if (!(await mailLink(c, user, 'reset'))) return render(c, { actionError: 'Email tautan atur ulang gagal dikirim. Periksa pengaturan email situs, lalu coba lagi.' }, 502)
      await log('password-reset-sent', `${user.email} (oleh admin)`)
      return redirectWithNotice(c, '/dashboard/staff', 'staff-reset-link-sent')
    }
    if (intent === 'resend-invite' || intent === 'revoke-invite') {
      if (!user.invited) return render(c, { actionError: 'Akun ini sudah memakai kata sandinya sendiri: tidak ada undangan yang menunggu.' }, 409)
      if (intent === 'revoke-invite') {
        if (!(await identity.passwordLinks.revokeInvite(uid))) return render(c, { actionError: 'Undangan ini sudah dipakai.' }, 409)
        await log('staff-invite-revoked', user.email)
        return redirectWithNotice(c, '/dashboard/staff', 'staff-invite-revoked')
      }
      if (!(await mailInvite(c, user))) return render(c, { actionError: mailFailed }, 502)
      await log('staff-invite', `${user.email} (dikirim ulang)`)
      return redirectWithNotice(c, '/dashboard/staff', 'staff-invite-resent')
    }
    if (intent === 'reset-two-factor') {
      // For someone who lost their phone: their next sign-in asks only for the password (and,
      // when admins require it, sends them to enrol again). One's own is turned off in Akun Saya.
      if (self) return render(c, { actionError: 'Matikan verifikasi dua langkah akun Anda sendiri di Akun Saya.' }, 409)
      await identity.resetTwoFactor(uid)
      await log('two-factor-reset', user.email)
      return redirectWithNotice(c, '/dashboard/staff', 'staff-two-factor-reset')
    }
    if (intent === 'disable') await identity.setDisabled(uid, true).then(() => log('staff-disable', user.email))
    if (intent === 'enable') await identity.setDisabled(uid, false).then(() => log('staff-enable', user.email))
    if (newRole) await identity.setRole(uid, newRole).then(() => log('staff-role', newRole))
    const notice = ({ disable: 'staff-disabled', enable: 'staff-enabled', 'make-admin': 'staff-made-admin', 'make-editor': 'staff-made-editor', 'set-role': 'staff-role-changed' } as const)[
      intent as 'disable' | 'enable' | 'make-admin' | 'make-editor' | 'set-role'
    ]
    return redirectWithNotice(c, '/dashboard/staff', notice)
  })

  return app
}
