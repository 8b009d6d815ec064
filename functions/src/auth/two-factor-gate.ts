import type { MiddlewareHandler } from 'hono'
import { withNotice } from '../../../shared/notices'
import type { AppEnv } from '../app-env'
import { twoFactorRequired } from './two-factor-policy'

/** What a staff member who must still enrol may reach: Akun Saya and the enrolment's steps. */
export const ENROLMENT_PATHS: ReadonlySet<string> = new Set([
  '/dashboard/account',
  '/dashboard/account/two-factor/start',
  '/dashboard/account/two-factor/confirm',
  '/dashboard/account/two-factor/prepare',
  '/dashboard/account/two-factor/qr',
  '/dashboard/account/two-factor/firebase',
])

/**
 * When admins require two-step verification for every account, a signed-in staff member
 * without it reaches nothing but its enrolment (and sign-out, outside /dashboard) until it is
 * on: every other dashboard request goes to Akun Saya, which says why.
 */
export const requireEnrolment: MiddlewareHandler<AppEnv> = async (c, next) => {
  const session = c.get('session')
  if (!session || session.user.twoFactor || ENROLMENT_PATHS.has(c.req.path)) return next()
  if (!(await twoFactorRequired(c.get('backend').content, c.get('now').getTime()))) return next()
  const safe = c.req.method === 'GET' || c.req.method === 'HEAD'
  return c.redirect(withNotice('/dashboard/account', 'two-factor-required'), safe ? 302 : 303)
}
