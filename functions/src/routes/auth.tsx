import { getConnInfo } from '@hono/node-server/conninfo'
import { Hono, type Context } from 'hono'
import { getCookie } from 'hono/cookie'
import { renderToString } from 'react-dom/server'
import { z } from 'zod'
import { DashboardDocument } from '../../../web/src/dashboard/dashboard-document'
import { LoginPage, type LoginPageProps } from '../../../web/src/dashboard/login-page'
import type { AppEnv } from '../app-env'
import { guards } from '../auth/guards'
import { LoginThrottle, waitMessage } from '../auth/login-throttle'
import { SESSION_COOKIE, SESSION_TTL_MS, clearSessionCookie, safeNextPath, setSessionCookie } from '../auth/session'
import { readForm } from './dashboard/form-helpers'

/** One message whatever was wrong, so the form never reveals which emails have accounts. */
export const WRONG_CREDENTIALS = 'Email atau kata sandi salah.'

const LoginSchema = z.object({
  email: z.string().trim().min(1, 'Email harus diisi').max(254, 'Alamat email tidak valid').email('Alamat email tidak valid'),
  password: z.string().min(1, 'Kata sandi harus diisi').max(1024, WRONG_CREDENTIALS),
  next: z.string().optional(),
})

function renderLogin(c: Context<AppEnv>, props: LoginPageProps, status = 200) {
  const html =
    '<!DOCTYPE html>' +
    renderToString(
      <DashboardDocument title="Masuk" assets={c.get('config').assets.files} hydrate={false}>
        <LoginPage {...props} />
      </DashboardDocument>,
    )
  return c.html(html, status as 200, { 'Cache-Control': 'no-store' })
}

/** The client's address: the socket's, or the first forwarded one behind Firebase Hosting. */
export function clientAddress(c: Context<AppEnv>): string {
  if (c.get('config').backend === 'firebase') {
    const forwarded = c.req.header('x-forwarded-for')?.split(',')[0]?.trim()
    if (forwarded) return forwarded
  }
  try {
    return getConnInfo(c).remote.address ?? 'unknown'
  } catch {
    return 'unknown'
  }
}

/** /login (its own layout), sign-in with per-account and per-address slowing, and /logout. */
export function authRoutes(options: { throttle?: LoginThrottle } = {}) {
  const app = new Hono<AppEnv>()
  const throttle = options.throttle ?? new LoginThrottle()

  app.get('/login', guards('guest'), (c) => {
    const next = c.req.query('next')
    const reason = c.req.query('reason')
    const info =
      reason === 'signed-out'
        ? 'Anda telah keluar.'
        : next
          ? 'Silakan masuk untuk melanjutkan.'
          : undefined
    return renderLogin(c, { next: next ? safeNextPath(next) : undefined, info })
  })

  app.post('/login', async (c) => {
    const form = await readForm(c)
    const parsed = LoginSchema.safeParse(Object.fromEntries([...form].filter(([, v]) => typeof v === 'string')))
    const next = safeNextPath(typeof form.get('next') === 'string' ? (form.get('next') as string) : undefined)
    const email = typeof form.get('email') === 'string' ? (form.get('email') as string).trim() : ''
    if (!parsed.success) {
      const fieldErrors: LoginPageProps['fieldErrors'] = {}
      for (const issue of parsed.error.issues) {
        const key = issue.path[0]
        if ((key === 'email' || key === 'password') && !fieldErrors[key]) fieldErrors[key] = issue.message
      }
      return renderLogin(c, { email, next, fieldErrors }, 400)
    }
    const address = clientAddress(c)
    const wait = throttle.waitFor(parsed.data.email, address)
    if (wait > 0) {
      c.header('Retry-After', String(Math.ceil(wait / 1000)))
      return renderLogin(c, { email, next, error: waitMessage(wait) }, 429)
    }
    const identity = c.get('backend').identity
    const user = await identity.verifyPassword(parsed.data.email, parsed.data.password)
    if (!user) {
      throttle.recordFailure(parsed.data.email, address)
      return renderLogin(c, { email, next, error: WRONG_CREDENTIALS }, 401)
    }
    throttle.recordSuccess(parsed.data.email)
    // A new session id at every sign-in; any session the browser carried is ended (no fixation).
    const previous = getCookie(c, SESSION_COOKIE)
    if (previous) await identity.revokeSession(previous)
    const session = await identity.createSession({ uid: user.uid }, SESSION_TTL_MS)
    setSessionCookie(c, session.cookie, session.expiresAt)
    return c.redirect(next, 303)
  })

  app.post('/logout', async (c) => {
    const cookie = getCookie(c, SESSION_COOKIE)
    if (cookie) await c.get('backend').identity.revokeSession(cookie)
    clearSessionCookie(c)
    return c.redirect('/login?reason=signed-out', 303)
  })

  return app
}
