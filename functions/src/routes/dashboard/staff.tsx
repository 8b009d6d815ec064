import { parseWithZod } from '@conform-to/zod/v4'
import { Hono, type Context } from 'hono'
import { HTTPException } from 'hono/http-exception'
import { StaffActionSchema, StaffCreateSchema } from '../../../../shared/schemas/staff'
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

/**
 * /dashboard/staff: staff accounts, admins only (docs/decisions/0008-staff-roles.md).
 * New and reset passwords are generated and shown once to the admin, who passes them on.
 */
export function staffRoutes() {
  const app = new Hono<AppEnv>()

  const render = async (c: Context<AppEnv>, extra: Partial<StaffPageProps> = {}, status = 200) => {
    const staff = await c.get('backend').identity.listStaff()
    const props: StaffPageProps = { staff, currentUid: c.get('session')!.user.uid, ...extra }
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
    if (self && (intent === 'disable' || intent === 'make-editor')) {
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
    if (intent === 'disable') await identity.setDisabled(uid, true).then(() => log('staff-disable', user.email))
    if (intent === 'enable') await identity.setDisabled(uid, false).then(() => log('staff-enable', user.email))
    if (intent === 'make-admin') await identity.setRole(uid, 'admin').then(() => log('staff-role', 'admin'))
    if (intent === 'make-editor') await identity.setRole(uid, 'editor').then(() => log('staff-role', 'editor'))
    return redirectWithNotice(c, '/dashboard/staff', 'staff-saved')
  })

  return app
}
