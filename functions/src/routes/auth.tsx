import { Hono, type Context } from 'hono'
import { getCookie } from 'hono/cookie'
import { renderToString } from 'react-dom/server'
import { z } from 'zod'
import { DashboardDocument } from '../../../web/src/dashboard/dashboard-document'
import { LOGIN_MESSAGES } from '../../../shared/login-messages'
import { LoginPage, type LoginPageProps } from '../../../web/src/dashboard/login-page'
import type { AppEnv } from '../app-env'
import { SignInRefusedError, firebaseWebConfig, type SignInRefusal } from '../auth/firebase-sign-in'
import { guards } from '../auth/guards'
import { LoginThrottle, waitMessage } from '../auth/login-throttle'
import { sameOrigin } from '../auth/same-origin'
import { SESSION_COOKIE, SESSION_TTL_MS, clearSessionCookie, safeNextPath, setSessionCookie } from '../auth/session'
import { addressKey, requestAddress } from '../security/client-address'
import { readForm } from './dashboard/form-helpers'
import { logActivity } from '../history/activity'
import { dashboardBrand } from '../render/dashboard-brand'

/** One message whatever was wrong, so the form never reveals which emails have accounts. */
export const WRONG_CREDENTIALS = LOGIN_MESSAGES.wrongCredentials

/** How /login/session answers each reason Firebase sign-in is refused. */
const REFUSALS: Record<SignInRefusal, { status: 400 | 401 | 403; message: string }> = {
  'invalid-token': { status: 401, message: LOGIN_MESSAGES.invalidToken },
  'stale-sign-in': { status: 401, message: LOGIN_MESSAGES.staleSignIn },
  revoked: { status: 401, message: LOGIN_MESSAGES.revoked },
  'not-staff': { status: 403, message: LOGIN_MESSAGES.notStaff },
  disabled: { status: 403, message: LOGIN_MESSAGES.userDisabled },
  'second-factor-required': { status: 401, message: LOGIN_MESSAGES.secondFactorRequired },
}

const LoginSchema = z.object({
  email: z
    .string({ error: 'Email harus diisi' })
    .trim()
    .min(1, 'Email harus diisi')
    .max(254, 'Alamat email tidak valid')
    .email('Alamat email tidak valid'),
  password: z.string({ error: 'Kata sandi harus diisi' }).min(1, 'Kata sandi harus diisi').max(1024, WRONG_CREDENTIALS),
  next: z.string().optional(),
})

async function renderLogin(c: Context<AppEnv>, props: LoginPageProps, status = 200) {
  const assets = c.get('config').assets.files
  const brand = await dashboardBrand(c)
  const firebase = firebaseWebConfig(c.get('backend').identity)
  // The Content-Security-Policy is the app's (security-headers.ts): its connect-src holds the
  // Auth emulator's origin exactly when the configuration sends the browser SDK there
  // (FIREBASE_AUTH_EMULATOR_HOST, config.ts), and Firebase's own origins otherwise.
  const headers: Record<string, string> = { 'Cache-Control': 'no-store' }
  const html =
    '<!DOCTYPE html>' +
    renderToString(
      <DashboardDocument title="Masuk" assets={assets} hydrate={false}>
        <LoginPage {...props} brand={brand} firebase={firebase ? { config: firebase, script: assets['firebase-login.js'] } : undefined} />
      </DashboardDocument>,
    )
  return c.html(html, status as 200, headers)
}

/**
 * /login (its own layout) and /logout. Two ways to sign in, as the identity port says:
 * - `password` (embedded): the form posts email and password to /login, slowed per account and
 *   per address;
 * - `firebase-id-token` (Firebase Authentication): the page's script signs in with the Firebase
 *   browser SDK (which applies Firebase's own attempt limits) and posts the fresh ID token to
 *   /login/session, which turns it into the session cookie.
 */
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
    const next = safeNextPath(typeof form.get('next') === 'string' ? (form.get('next') as string) : undefined)
    const email = typeof form.get('email') === 'string' ? (form.get('email') as string).trim() : ''
    if (c.get('backend').identity.signInMethod === 'firebase-id-token') {
      // The form reached the server itself: the browser ran no script. In Firebase mode the
      // password is never checked here; it goes from the browser to Firebase only.
      return renderLogin(c, { email: email.slice(0, 254), next, error: LOGIN_MESSAGES.needsJavaScript }, 400)
    }
    const parsed = LoginSchema.safeParse(Object.fromEntries([...form].filter(([, v]) => typeof v === 'string')))
    if (!parsed.success) {
      const fieldErrors: LoginPageProps['fieldErrors'] = {}
      for (const issue of parsed.error.issues) {
        const key = issue.path[0]
        if ((key === 'email' || key === 'password') && !fieldErrors[key]) fieldErrors[key] = issue.message
      }
      return renderLogin(c, { email, next, fieldErrors }, 400)
    }
    const resolved = requestAddress(c)
    if (!resolved) {
      // Never file unknown clients under one shared key: that key would be everyone's lockout.
      console.error('sign-in: the client address is unknown (is the app served without its socket, or behind an unconfigured proxy?)')
      return renderLogin(c, { email, next, error: LOGIN_MESSAGES.serviceFailed }, 503)
    }
    const address = addressKey(resolved)
    const wait = throttle.waitFor(parsed.data.email, address)
    if (wait > 0) {
      c.header('Retry-After', String(Math.ceil(wait / 1000)))
      return renderLogin(c, { email, next, error: waitMessage(wait) }, 429)
    }
    const identity = c.get('backend').identity
    const user = await identity.verifyPassword(parsed.data.email, parsed.data.password)
    if (!user) {
      throttle.recordFailure(parsed.data.email, address)
      // Logged under the account the email names, when there is one: its owner's history shows
      // the attempts on it (docs/decisions/0026).
      const named = await identity.findStaffByEmail(parsed.data.email)
      await logActivity(c.get('backend').content, { action: 'sign-in-failed', actor: named?.uid ?? '', address: resolved, detail: parsed.data.email })
      return renderLogin(c, { email, next, error: WRONG_CREDENTIALS }, 401)
    }
    throttle.recordSuccess(parsed.data.email, address)
    // A new session id at every sign-in; any session the browser carried is ended (no fixation).
    const previous = getCookie(c, SESSION_COOKIE)
    if (previous) await identity.revokeSession(previous)
    const session = await identity.createSession({ uid: user.uid }, SESSION_TTL_MS)
    await logActivity(c.get('backend').content, { action: 'sign-in', actor: user.uid, address: resolved })
    setSessionCookie(c, session.cookie, session.expiresAt)
    return c.redirect(next, 303)
  })

  // Not under the app's '/login' middleware (exact path): same-site check here.
  app.post('/login/session', sameOrigin, async (c) => {
    const identity = c.get('backend').identity
    if (identity.signInMethod !== 'firebase-id-token') return c.notFound()
    const form = await readForm(c)
    const idToken = form.get('idToken')
    const next = safeNextPath(typeof form.get('next') === 'string' ? (form.get('next') as string) : undefined)
    if (typeof idToken !== 'string' || idToken.length === 0 || idToken.length > 8192) {
      return renderLogin(c, { next, error: LOGIN_MESSAGES.invalidToken }, 400)
    }
    let session: { cookie: string; expiresAt: number }
    try {
      session = await identity.createSession({ idToken }, SESSION_TTL_MS)
    } catch (error) {
      if (error instanceof SignInRefusedError) {
        const { status, message } = REFUSALS[error.reason]
        // A wrong password never gets here (Firebase refuses it in the browser); what does is a
        // token refused for a reason: logged with that reason.
        const address = requestAddress(c)
        await logActivity(c.get('backend').content, { action: 'sign-in-failed', actor: '', ...(address ? { address } : {}), detail: error.reason })
        return renderLogin(c, { next, error: message }, status)
      }
      // Firebase unreachable or failing: say so on the form rather than on an error page.
      console.error('sign-in: creating the session failed', error)
      return renderLogin(c, { next, error: LOGIN_MESSAGES.serviceFailed }, 503)
    }
    // No revocation of a session the browser carried: a Firebase session cookie is a fresh
    // signed token (nothing to fixate), and revoking would end every session of that user,
    // possibly including the one just made.
    const signedIn = await identity.verifySession(session.cookie)
    const address = requestAddress(c)
    if (signedIn) await logActivity(c.get('backend').content, { action: 'sign-in', actor: signedIn.user.uid, ...(address ? { address } : {}) })
    setSessionCookie(c, session.cookie, session.expiresAt)
    return c.redirect(next, 303)
  })

  app.post('/logout', async (c) => {
    const cookie = getCookie(c, SESSION_COOKIE)
    const session = c.get('session')
    if (session) {
      const address = requestAddress(c)
      await logActivity(c.get('backend').content, { action: 'sign-out', actor: session.user.uid, ...(address ? { address } : {}) })
    }
    if (cookie) await c.get('backend').identity.revokeSession(cookie)
    clearSessionCookie(c)
    return c.redirect('/login?reason=signed-out', 303)
  })

  return app
}
