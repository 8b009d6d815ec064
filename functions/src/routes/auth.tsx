import { Hono, type Context } from 'hono'
import { getCookie } from 'hono/cookie'
import { renderToString } from 'react-dom/server'
import { z } from 'zod'
import { LOGIN_MESSAGES } from '../../../shared/login-messages'
import type { LoginPageProps } from '../../../web/src/dashboard/login-page'
import type { AppEnv } from '../app-env'
import { SignInRefusedError, browserSignIn, firebaseWebConfig, type SignInRefusal } from '../auth/firebase-sign-in'
import type { SecondStepPageProps } from '../../../web/src/dashboard/second-step-page'
import { SecondStepSchema } from '../../../shared/schemas/account'
import { TWO_FACTOR_MESSAGES } from '../../../shared/two-factor'
import { codeWaitMessage, MAX_CODES_PER_SIGN_IN, SecondStepThrottle } from '../auth/second-step-throttle'
import { normalizeTotpCode } from '../auth/totp-code'
import { normalizeRecoveryCode } from '../auth/recovery-codes'
import { withNotice } from '../../../shared/notices'
import { guards } from '../auth/guards'
import { LoginThrottle, waitMessage } from '../auth/login-throttle'
import { sameOrigin } from '../auth/same-origin'
import { SESSION_COOKIE, SESSION_TTL_MS, clearSessionCookie, safeNextPath, setSessionCookie } from '../auth/session'
import { addressKey, requestAddress } from '../security/client-address'
import { readForm } from './dashboard/form-helpers'
import { logActivity } from '../history/activity'
import { FailedSignInLog } from '../history/failed-sign-ins'
import { dashboardBrand } from '../render/dashboard-brand'

/** One message whatever was wrong, so the form never reveals which emails have accounts. */
export const WRONG_CREDENTIALS = LOGIN_MESSAGES.wrongCredentials

/** How Log Aktivitas names each reason a Firebase sign-in was refused. */
const REFUSALS_LOGGED: Record<SignInRefusal, string> = {
  'invalid-token': 'token masuk tidak sah',
  'stale-sign-in': 'masuk lebih dari 5 menit sebelumnya',
  revoked: 'sesi sudah dicabut',
  'not-staff': 'bukan akun staf',
  disabled: 'akun dinonaktifkan',
  'second-factor-required': 'tanpa verifikasi dua langkah',
}

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

/** The sign-in pages' components load with the first one shown: a site instance serving visitors never needs them. */
const loadDocument = async () => (await import('../../../web/src/dashboard/dashboard-document')).DashboardDocument

async function renderLogin(c: Context<AppEnv>, props: LoginPageProps, status = 200) {
  const assets = c.get('config').assets.files
  const [brand, DashboardDocument, { LoginPage }] = await Promise.all([dashboardBrand(c), loadDocument(), import('../../../web/src/dashboard/login-page')])
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

/** How long the second step may take after the right password (the code changes every 30 s). */
export const PENDING_SIGN_IN_TTL_MS = 5 * 60_000

/** Messages of /login?reason=… (the second step ended, the password changed). */
const REASONS: Record<string, string> = {
  'signed-out': 'Anda telah keluar.',
  'two-factor-expired': TWO_FACTOR_MESSAGES.pendingExpired,
  'two-factor-failed': TWO_FACTOR_MESSAGES.tooManyCodes,
  'password-changed': 'Kata sandi Anda sudah diganti dan semua sesi diakhiri. Masuk kembali dengan kata sandi baru.',
  'password-set': 'Kata sandi baru tersimpan dan sesi lain akun Anda diakhiri. Masuk dengan kata sandi baru.',
  'invite-accepted': 'Kata sandi Anda tersimpan. Masuk dengan email dan kata sandi itu.',
}

async function renderSecondStep(c: Context<AppEnv>, props: Omit<SecondStepPageProps, 'brand'>, status = 200) {
  const assets = c.get('config').assets.files
  const [brand, DashboardDocument, { SecondStepPage }] = await Promise.all([dashboardBrand(c), loadDocument(), import('../../../web/src/dashboard/second-step-page')])
  const html =
    '<!DOCTYPE html>' +
    renderToString(
      <DashboardDocument title="Verifikasi dua langkah" assets={assets} hydrate={false}>
        <SecondStepPage {...props} brand={brand} />
      </DashboardDocument>,
    )
  return c.html(html, status as 200, { 'Cache-Control': 'no-store' })
}

/** `/login/two-factor`, carrying where to go after it (only a same-site path, as /login). */
function secondStepPath(next: string): string {
  return next === safeNextPath(undefined) ? '/login/two-factor' : `/login/two-factor?next=${encodeURIComponent(next)}`
}

/**
 * /login (its own layout) and /logout. Two ways to sign in, as the identity port says:
 * - `password` (embedded): the form posts email and password to /login, slowed per account and
 *   per address;
 * - `firebase-id-token` (Firebase Authentication): the page's script signs in with the Firebase
 *   browser SDK (which applies Firebase's own attempt limits) and posts the fresh ID token to
 *   /login/session, which turns it into the session cookie.
 */
export function authRoutes(options: { throttle?: LoginThrottle; secondStep?: SecondStepThrottle; failures?: FailedSignInLog } = {}) {
  const app = new Hono<AppEnv>()
  const throttle = options.throttle ?? new LoginThrottle()
  const secondStep = options.secondStep ?? new SecondStepThrottle()
  // Failed sign-ins in the log: bounded and counted per account, address and hour.
  const failures = options.failures ?? new FailedSignInLog()

  app.get('/login', guards('guest'), (c) => {
    const next = c.req.query('next')
    const reason = c.req.query('reason')
    const info = (reason && Object.prototype.hasOwnProperty.call(REASONS, reason) ? REASONS[reason] : undefined) ?? (next ? 'Silakan masuk untuk melanjutkan.' : undefined)
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
      await failures.record(c.get('backend').content, { actor: named?.uid ?? '', address: resolved, email: parsed.data.email }, c.get('now'))
      return renderLogin(c, { email, next, error: WRONG_CREDENTIALS }, 401)
    }
    throttle.recordSuccess(parsed.data.email, address)
    // A new session id at every sign-in; any session the browser carried is ended (no fixation).
    const previous = getCookie(c, SESSION_COOKIE)
    if (previous) await identity.revokeSession(previous)
    if (user.twoFactor && identity.serverTwoFactor) {
      // The password was right; the cookie now names a sign-in waiting for its code, which
      // grants nothing (verifySession does not know it) until /login/two-factor succeeds.
      const pending = await identity.serverTwoFactor.startPendingSignIn(user.uid, PENDING_SIGN_IN_TTL_MS)
      setSessionCookie(c, pending.cookie, pending.expiresAt)
      return c.redirect(secondStepPath(next), 303)
    }
    const session = await identity.createSession({ uid: user.uid }, SESSION_TTL_MS)
    await logActivity(c.get('backend').content, { action: 'sign-in', actor: user.uid, address: resolved })
    setSessionCookie(c, session.cookie, session.expiresAt)
    return c.redirect(next, 303)
  })

  /** The waiting sign-in of this request, or null (then the password is asked again). */
  const pendingOf = async (c: Context<AppEnv>) => {
    const two = c.get('backend').identity.serverTwoFactor
    const cookie = getCookie(c, SESSION_COOKIE)
    if (!two || !cookie) return null
    const pending = await two.pendingSignIn(cookie)
    return pending ? { two, cookie, pending } : null
  }

  app.get('/login/two-factor', async (c) => {
    if (!c.get('backend').identity.serverTwoFactor) return c.notFound()
    if (c.get('session')) return c.redirect(safeNextPath(c.req.query('next')), 302)
    const waiting = await pendingOf(c)
    if (!waiting) return c.redirect('/login?reason=two-factor-expired', 302)
    const user = await c.get('backend').identity.getStaff(waiting.pending.uid)
    const next = c.req.query('next')
    return renderSecondStep(c, { email: user?.email ?? '', next: next ? safeNextPath(next) : undefined })
  })

  // Not under the app's '/login' middleware (exact path): same-site check here.
  app.post('/login/two-factor', sameOrigin, async (c) => {
    const identity = c.get('backend').identity
    if (!identity.serverTwoFactor) return c.notFound()
    const form = await readForm(c)
    const nextField = typeof form.get('next') === 'string' ? (form.get('next') as string) : undefined
    const next = safeNextPath(nextField)
    const waiting = await pendingOf(c)
    if (!waiting) {
      clearSessionCookie(c)
      return c.redirect('/login?reason=two-factor-expired', 303)
    }
    const { two, cookie, pending } = waiting
    const user = await identity.getStaff(pending.uid)
    if (!user) return c.redirect('/login?reason=two-factor-expired', 303)
    const page = (props: Partial<SecondStepPageProps>, status: number) => renderSecondStep(c, { email: user.email, next: nextField ? next : undefined, ...props }, status)
    const parsed = SecondStepSchema.safeParse({ code: form.get('code') ?? undefined })
    if (!parsed.success) return page({ fieldError: parsed.error.issues[0]?.message }, 400)
    const totp = normalizeTotpCode(parsed.data.code)
    const recovery = totp ? null : normalizeRecoveryCode(parsed.data.code)
    // Neither kind of code: a typing slip, not a guess; said beside the field, not counted.
    if (!totp && !recovery) return page({ fieldError: TWO_FACTOR_MESSAGES.codeFormat }, 400)
    const resolved = requestAddress(c)
    if (!resolved) {
      console.error('sign-in: the client address is unknown (is the app served without its socket, or behind an unconfigured proxy?)')
      return page({ error: LOGIN_MESSAGES.serviceFailed }, 503)
    }
    const address = addressKey(resolved)
    const wait = secondStep.waitFor(user.uid, address)
    if (wait > 0) {
      c.header('Retry-After', String(Math.ceil(wait / 1000)))
      return page({ error: codeWaitMessage(wait) }, 429)
    }
    const content = c.get('backend').content
    const ok = totp ? (await two.verifyCode(user.uid, totp)).ok : await identity.useRecoveryCode(user.uid, recovery!)
    if (!ok) {
      secondStep.recordFailure(user.uid, address)
      const failures = await two.recordPendingFailure(cookie)
      await logActivity(content, { action: 'two-factor-failed', actor: user.uid, address: resolved, detail: totp ? 'kode autentikator' : 'kode pemulihan' })
      if (failures >= MAX_CODES_PER_SIGN_IN) {
        // Enough guesses for one password: the password is asked again.
        await two.endPendingSignIn(cookie)
        clearSessionCookie(c)
        return c.redirect('/login?reason=two-factor-failed', 303)
      }
      // A code already used within its window is refused with the same words as a wrong one:
      // the message never tells a guesser more than "not this code".
      return page({ error: totp ? TWO_FACTOR_MESSAGES.wrongCode : TWO_FACTOR_MESSAGES.wrongRecoveryCode }, 401)
    }
    secondStep.recordSuccess(user.uid, address)
    await two.endPendingSignIn(cookie)
    const session = await identity.createSession({ uid: user.uid }, SESSION_TTL_MS)
    await logActivity(content, { action: 'sign-in', actor: user.uid, address: resolved, detail: totp ? 'dengan kode autentikator' : 'dengan kode pemulihan' })
    setSessionCookie(c, session.cookie, session.expiresAt)
    if (recovery) {
      const left = (await identity.twoFactorState(user.uid)).recoveryCodesLeft
      await logActivity(content, { action: 'recovery-code-used', actor: user.uid, address: resolved, detail: `sisa ${left} kode` })
      // Akun Saya shows how many are left and offers new ones.
      return c.redirect(withNotice('/dashboard/account', 'recovery-code-used'), 303)
    }
    return c.redirect(next, 303)
  })

  /**
   * Firebase: a recovery code instead of the authenticator (the browser cannot pass Firebase's
   * second step without it). The password comes here with the code: Firebase says whether it is
   * right (a second factor pending), the code is checked and used, the enrolled factor is removed
   * (the phone is gone) and the session is minted from the password alone; Akun Saya then asks
   * to enrol again. Slowed like both steps: per account and address for the password, and per
   * account everywhere for the code.
   */
  app.post('/login/recovery', sameOrigin, async (c) => {
    const identity = browserSignIn(c.get('backend').identity)
    if (!identity) return c.notFound()
    const form = await readForm(c)
    const next = safeNextPath(typeof form.get('next') === 'string' ? (form.get('next') as string) : undefined)
    const parsed = LoginSchema.safeParse(Object.fromEntries([...form].filter(([key, v]) => typeof v === 'string' && key !== 'code')))
    const code = typeof form.get('code') === 'string' ? (form.get('code') as string) : ''
    const email = parsed.success ? parsed.data.email : ''
    if (!parsed.success || !normalizeRecoveryCode(code)) return renderLogin(c, { email, next, error: TWO_FACTOR_MESSAGES.wrongRecoveryCode }, 400)
    const resolved = requestAddress(c)
    if (!resolved) return renderLogin(c, { email, next, error: LOGIN_MESSAGES.serviceFailed }, 503)
    const address = addressKey(resolved)
    const named = await identity.findStaffByEmail(email)
    const wait = Math.max(throttle.waitFor(email, address), named ? secondStep.waitFor(named.uid, address) : 0)
    if (wait > 0) {
      c.header('Retry-After', String(Math.ceil(wait / 1000)))
      return renderLogin(c, { email, next, error: waitMessage(wait) }, 429)
    }
    const content = c.get('backend').content
    const account = await identity.passwordNeedsSecondFactor(email, parsed.data.password)
    if (!account) {
      throttle.recordFailure(email, address)
      await failures.record(content, { actor: named?.uid ?? '', address: resolved, kind: 'dengan kode pemulihan', email }, c.get('now'))
      return renderLogin(c, { email, next, error: WRONG_CREDENTIALS }, 401)
    }
    throttle.recordSuccess(email, address)
    if (!(await identity.useRecoveryCode(account.uid, code))) {
      secondStep.recordFailure(account.uid, address)
      await logActivity(content, { action: 'two-factor-failed', actor: account.uid, address: resolved, detail: 'kode pemulihan' })
      return renderLogin(c, { email, next, error: TWO_FACTOR_MESSAGES.wrongRecoveryCode }, 401)
    }
    secondStep.recordSuccess(account.uid, address)
    await identity.resetTwoFactor(account.uid)
    await logActivity(content, { action: 'recovery-code-used', actor: account.uid, address: resolved, detail: 'verifikasi dua langkah dimatikan; daftar ulang' })
    const session = await identity.sessionFromPassword(email, parsed.data.password, SESSION_TTL_MS)
    if (!session) return renderLogin(c, { email, next, error: LOGIN_MESSAGES.serviceFailed }, 503)
    await logActivity(content, { action: 'sign-in', actor: account.uid, address: resolved, detail: 'dengan kode pemulihan' })
    setSessionCookie(c, session.cookie, session.expiresAt)
    return c.redirect(withNotice('/dashboard/account', 'two-factor-recovered'), 303)
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
        await failures.record(c.get('backend').content, { actor: '', ...(address ? { address } : {}), kind: REFUSALS_LOGGED[error.reason] }, c.get('now'))
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
