import { parseWithZod } from '@conform-to/zod/v4'
import type { SubmissionResult } from '@conform-to/react'
import { Hono, type Context, type MiddlewareHandler } from 'hono'
import { bodyLimit } from 'hono/body-limit'
import { getCookie } from 'hono/cookie'
import { HTTPException } from 'hono/http-exception'
import {
  DisplayNameSchema,
  EnrolmentCodeSchema,
  PasswordChangeSchema,
  PasswordConfirmSchema,
} from '../../../../shared/schemas/account'
import { TWO_FACTOR_MESSAGES } from '../../../../shared/two-factor'
import type { AccountForm, AccountPageProps } from '../../../../web/src/dashboard/pages/account-page'
import type { AppEnv } from '../../app-env'
import { browserSignIn, SignInRefusedError } from '../../auth/firebase-sign-in'
import { guards } from '../../auth/guards'
import { waitMessage, type LoginThrottle } from '../../auth/login-throttle'
import { isTotpUri, qrSvg } from '../../auth/qr-svg'
import { generateRecoveryCodes } from '../../auth/recovery-codes'
import { SESSION_COOKIE, SESSION_TTL_MS, clearSessionCookie, setSessionCookie } from '../../auth/session'
import { twoFactorRequired } from '../../auth/two-factor-policy'
import { logActivity, type ActivityAction } from '../../history/activity'
import { dashboardBrand } from '../../render/dashboard-brand'
import { renderDashboard } from '../../render/dashboard-renderer'
import { RateLimiter } from '../../security/rate-limit'
import { addressKey, requestAddress } from '../../security/client-address'
import { readForm } from './form-helpers'
import { redirectWithNotice } from './notice-redirect'

/** Akun Saya's forms are a few short fields: anything bigger is refused unread. */
export const ACCOUNT_BODY_LIMIT = 16 * 1024

/**
 * Writes per account: a burst of 10, then 20 a minute. Each may hash a password (about 100 ms)
 * or write a new secret; nobody changes their own account faster than this by hand.
 */
export const ACCOUNT_RATE_LIMIT = { burst: 10, perMinute: 20 } as const

/** The name authenticator apps show above the code: the firm's, else "Dasbor". */
async function issuerOf(c: Context<AppEnv>): Promise<string> {
  return (await dashboardBrand(c))?.name || 'Dasbor'
}

type Reply = SubmissionResult<string[]>

const NEEDS_JAVASCRIPT = 'Pendaftaran aplikasi autentikator memerlukan JavaScript. Aktifkan JavaScript di peramban Anda, lalu muat ulang halaman ini.'

/**
 * /dashboard/account (Akun Saya), for every signed-in staff member: their name, their password,
 * and two-step verification with an authenticator app (docs/decisions/0032). Every route needs
 * the session (dashboard guard) and a same-site request (app.ts); passwords typed here are
 * slowed with the sign-in throttle, per account and address.
 */
export function accountRoutes(options: { throttle: LoginThrottle; limiter?: RateLimiter }) {
  const app = new Hono<AppEnv>()
  const throttle = options.throttle
  const limiter = options.limiter ?? new RateLimiter(ACCOUNT_RATE_LIMIT)

  const small = bodyLimit({
    maxSize: ACCOUNT_BODY_LIMIT,
    onError: () => {
      throw new HTTPException(413, { message: 'Isian formulir terlalu besar.' })
    },
  })
  const limited: MiddlewareHandler<AppEnv> = async (c, next) => {
    const wait = limiter.take(c.get('session')!.user.uid, c.get('now').getTime())
    if (wait > 0) {
      c.header('Retry-After', String(Math.ceil(wait / 1000)))
      throw new HTTPException(429, { message: 'Terlalu banyak perubahan akun dalam waktu singkat. Tunggu sebentar, lalu coba lagi.' })
    }
    await next()
  }
  app.use('/dashboard/account/*', small)
  app.use('/dashboard/account/*', async (c, next) => (c.req.method === 'POST' && c.get('session') ? limited(c, next) : next()))

  const log = (c: Context<AppEnv>, action: ActivityAction, detail?: string) => {
    const address = requestAddress(c)
    return logActivity(c.get('backend').content, { action, actor: c.get('session')!.user.uid, ...(address ? { address } : {}), ...(detail ? { detail } : {}) })
  }

  const render = async (c: Context<AppEnv>, extra: Partial<AccountPageProps> = {}, status = 200) => {
    const session = c.get('session')!
    const identity = c.get('backend').identity
    const [state, required] = await Promise.all([identity.twoFactorState(session.user.uid), twoFactorRequired(c.get('backend').content, c.get('now').getTime())])
    let enrolment = extra.enrolment
    // A secret still waiting for its first code is shown again (the page was reloaded).
    if (!enrolment && !extra.recoveryCodes && !state.enabled && identity.serverTwoFactor) {
      const waiting = await identity.serverTwoFactor.pendingEnrolment(session.user.uid)
      if (waiting) enrolment = await enrolmentView(c, waiting)
    }
    const firebase = browserSignIn(identity)
    const props: AccountPageProps = {
      account: { email: session.user.email, displayName: session.user.displayName, role: session.user.role },
      twoFactor: { method: identity.twoFactorMethod, ...state, required },
      ...(firebase ? { firebase: { config: firebase.webConfig, issuer: await issuerOf(c) } } : {}),
      ...extra,
      ...(enrolment ? { enrolment } : {}),
    }
    return renderDashboard(c, 'account', props, { title: 'Akun Saya', status })
  }

  const enrolmentView = async (c: Context<AppEnv>, secret: string) => {
    // otpauth loads with the first enrolment (auth/totp.ts), never at the site's start.
    const { totpUri } = await import('../../auth/totp')
    const uri = totpUri(secret, c.get('session')!.user.email, await issuerOf(c))
    return { qrSvg: await qrSvg(uri), secret }
  }

  const refused = (c: Context<AppEnv>, form: AccountForm, reply: Reply, status: number, extra: Partial<AccountPageProps> = {}) =>
    render(c, { ...extra, results: { [form]: reply } }, status)

  /**
   * The session's own password, slowed like the sign-in form (same throttle, same keys): a
   * stolen session gives no faster way to guess it. `wrong` and a wait are said in the form.
   */
  async function checkPassword(c: Context<AppEnv>, password: string): Promise<{ ok: true } | { ok: false; status: number; message: string }> {
    const session = c.get('session')!
    const resolved = requestAddress(c)
    if (!resolved) return { ok: false, status: 503, message: 'Alamat perangkat Anda tidak dapat dibaca server. Coba lagi beberapa saat lagi.' }
    const address = addressKey(resolved)
    const wait = throttle.waitFor(session.user.email, address)
    if (wait > 0) {
      c.header('Retry-After', String(Math.ceil(wait / 1000)))
      return { ok: false, status: 429, message: waitMessage(wait) }
    }
    const user = await c.get('backend').identity.verifyPassword(session.user.email, password)
    if (!user || user.uid !== session.user.uid) {
      throttle.recordFailure(session.user.email, address)
      return { ok: false, status: 401, message: TWO_FACTOR_MESSAGES.wrongPassword }
    }
    return { ok: true }
  }

  app.get('/dashboard/account', guards('auth'), (c) => render(c))

  app.post('/dashboard/account/name', async (c) => {
    const submission = parseWithZod(await readForm(c), { schema: DisplayNameSchema })
    if (submission.status !== 'success') return refused(c, 'name', submission.reply(), 400)
    const session = c.get('session')!
    const before = session.user.displayName
    await c.get('backend').identity.setDisplayName(session.user.uid, submission.value.displayName)
    await log(c, 'name-change', `${before} → ${submission.value.displayName}`)
    return redirectWithNotice(c, '/dashboard/account', 'account-name-saved')
  })

  app.post('/dashboard/account/password', async (c) => {
    const hide = ['currentPassword', 'newPassword', 'confirmPassword']
    const submission = parseWithZod(await readForm(c), { schema: PasswordChangeSchema })
    if (submission.status !== 'success') return refused(c, 'password', submission.reply({ hideFields: hide }), 400)
    const check = await checkPassword(c, submission.value.currentPassword)
    if (!check.ok) return refused(c, 'password', submission.reply({ hideFields: hide, fieldErrors: { currentPassword: [check.message] } }), check.status)
    const session = c.get('session')!
    const current = getCookie(c, SESSION_COOKIE) ?? ''
    const next = await c.get('backend').identity.changeOwnPassword(session.user.uid, submission.value.newPassword, current)
    await log(c, 'password-change', next ? 'sesi lain diakhiri' : 'semua sesi diakhiri')
    if (!next) {
      // Firebase with a second factor: the new session needs the code, typed at sign-in.
      clearSessionCookie(c)
      return c.redirect('/login?reason=password-changed&next=%2Fdashboard%2Faccount', 303)
    }
    setSessionCookie(c, next.cookie, next.expiresAt)
    return redirectWithNotice(c, '/dashboard/account', 'account-password-changed')
  })

  /** Embedded: the password again, then a new secret shown as a QR code and as text. */
  app.post('/dashboard/account/two-factor/start', async (c) => {
    const identity = c.get('backend').identity
    const submission = parseWithZod(await readForm(c), { schema: PasswordConfirmSchema })
    if (!identity.serverTwoFactor) {
      // Firebase: the page's script enrols with the Firebase SDK; this form was sent without it.
      return refused(c, 'start', submission.reply({ hideFields: ['password'], formErrors: [NEEDS_JAVASCRIPT] }), 400)
    }
    const uid = c.get('session')!.user.uid
    if ((await identity.twoFactorState(uid)).enabled) return refused(c, 'start', submission.reply({ hideFields: ['password'], formErrors: [TWO_FACTOR_MESSAGES.alreadyOn] }), 409)
    if (submission.status !== 'success') return refused(c, 'start', submission.reply({ hideFields: ['password'] }), 400)
    const check = await checkPassword(c, submission.value.password)
    if (!check.ok) return refused(c, 'start', submission.reply({ hideFields: ['password'], fieldErrors: { password: [check.message] } }), check.status)
    const secret = await identity.serverTwoFactor.beginEnrolment(uid)
    return render(c, { enrolment: await enrolmentView(c, secret) })
  })

  /** Embedded: the first code of the new secret turns it on; the recovery codes are shown once. */
  app.post('/dashboard/account/two-factor/confirm', async (c) => {
    const identity = c.get('backend').identity
    if (!identity.serverTwoFactor) throw new HTTPException(404, { message: 'Tidak ditemukan.' })
    const uid = c.get('session')!.user.uid
    const submission = parseWithZod(await readForm(c), { schema: EnrolmentCodeSchema })
    // Nothing waiting (the page was old, or the 30 minutes passed): said first, whatever was typed.
    const waiting = await identity.serverTwoFactor.pendingEnrolment(uid)
    if (!waiting) return refused(c, 'confirm', submission.reply({ formErrors: [TWO_FACTOR_MESSAGES.noEnrolment] }), 409)
    if (submission.status !== 'success') return refused(c, 'confirm', submission.reply(), 400)
    const check = await identity.serverTwoFactor.confirmEnrolment(uid, submission.value.code)
    if (!check.ok) return refused(c, 'confirm', submission.reply({ fieldErrors: { code: [TWO_FACTOR_MESSAGES.wrongCode] } }), 400)
    const codes = generateRecoveryCodes()
    await identity.replaceRecoveryCodes(uid, codes)
    await log(c, 'two-factor-on', 'aplikasi autentikator')
    return render(c, { recoveryCodes: codes, enrolled: true })
  })

  /** Firebase: before the browser enrols, the account's email is marked verified (Firebase requires it). */
  app.post('/dashboard/account/two-factor/prepare', async (c) => {
    const identity = browserSignIn(c.get('backend').identity)
    if (!identity) throw new HTTPException(404, { message: 'Tidak ditemukan.' })
    await identity.prepareTotpEnrolment(c.get('session')!.user.uid)
    return c.body(null, 204)
  })

  /**
   * Firebase: the browser made the secret with Firebase and sends the otpauth address here for its
   * QR code (drawn on the server like the embedded one; nothing is stored).
   */
  app.post('/dashboard/account/two-factor/qr', async (c) => {
    if (c.get('backend').identity.twoFactorMethod !== 'firebase') throw new HTTPException(404, { message: 'Tidak ditemukan.' })
    const uri = (await readForm(c)).get('uri')
    if (typeof uri !== 'string' || !isTotpUri(uri)) return c.json({ error: 'Alamat kode QR tidak valid.' }, 400)
    return c.json({ svg: await qrSvg(uri) }, 200, { 'Cache-Control': 'no-store' })
  })

  /**
   * Firebase: the browser enrolled the TOTP factor with Firebase (TotpMultiFactorGenerator) and
   * sends a fresh ID token of that sign-in. The session goes on under a cookie minted from it
   * (which createSession refuses unless it carries the second factor), then the recovery codes.
   */
  app.post('/dashboard/account/two-factor/firebase', async (c) => {
    const identity = c.get('backend').identity
    if (identity.twoFactorMethod !== 'firebase') throw new HTTPException(404, { message: 'Tidak ditemukan.' })
    const uid = c.get('session')!.user.uid
    const idToken = (await readForm(c)).get('idToken')
    const failed = (message: string, status = 400) => render(c, { results: { confirm: { status: 'error', error: { '': [message] } } } }, status)
    if (typeof idToken !== 'string' || idToken.length < 20 || idToken.length > 8192) return failed('Pendaftaran tidak dapat diverifikasi. Muat ulang halaman dan coba lagi.')
    let session: { cookie: string; expiresAt: number }
    try {
      session = await identity.createSession({ idToken }, SESSION_TTL_MS)
    } catch (error) {
      if (!(error instanceof SignInRefusedError)) throw error
      return failed('Pendaftaran tidak dapat diverifikasi. Muat ulang halaman dan coba lagi.', 401)
    }
    const verified = await identity.verifySession(session.cookie)
    if (!verified || verified.user.uid !== uid || !verified.user.twoFactor) return failed('Pendaftaran tidak dapat diverifikasi. Muat ulang halaman dan coba lagi.', 401)
    setSessionCookie(c, session.cookie, session.expiresAt)
    c.set('session', verified)
    const codes = generateRecoveryCodes()
    await identity.replaceRecoveryCodes(uid, codes)
    await log(c, 'two-factor-on', 'aplikasi autentikator (Firebase)')
    return render(c, { recoveryCodes: codes, enrolled: true })
  })

  /** Turning it off asks for the password; refused while admins require it. */
  app.post('/dashboard/account/two-factor/off', async (c) => {
    const identity = c.get('backend').identity
    const uid = c.get('session')!.user.uid
    const submission = parseWithZod(await readForm(c), { schema: PasswordConfirmSchema })
    if (await twoFactorRequired(c.get('backend').content, c.get('now').getTime())) {
      return refused(c, 'off', submission.reply({ hideFields: ['password'], formErrors: [TWO_FACTOR_MESSAGES.requiredCannotTurnOff] }), 409)
    }
    if (!(await identity.twoFactorState(uid)).enabled) return refused(c, 'off', submission.reply({ hideFields: ['password'], formErrors: [TWO_FACTOR_MESSAGES.notOn] }), 409)
    if (submission.status !== 'success') return refused(c, 'off', submission.reply({ hideFields: ['password'] }), 400)
    const check = await checkPassword(c, submission.value.password)
    if (!check.ok) return refused(c, 'off', submission.reply({ hideFields: ['password'], fieldErrors: { password: [check.message] } }), check.status)
    await identity.resetTwoFactor(uid)
    await log(c, 'two-factor-off')
    return redirectWithNotice(c, '/dashboard/account', 'two-factor-off')
  })

  /** New recovery codes (the old ones stop working), shown once; asks for the password. */
  app.post('/dashboard/account/two-factor/recovery-codes', async (c) => {
    const identity = c.get('backend').identity
    const uid = c.get('session')!.user.uid
    const submission = parseWithZod(await readForm(c), { schema: PasswordConfirmSchema })
    if (!(await identity.twoFactorState(uid)).enabled) return refused(c, 'codes', submission.reply({ hideFields: ['password'], formErrors: [TWO_FACTOR_MESSAGES.notOn] }), 409)
    if (submission.status !== 'success') return refused(c, 'codes', submission.reply({ hideFields: ['password'] }), 400)
    const check = await checkPassword(c, submission.value.password)
    if (!check.ok) return refused(c, 'codes', submission.reply({ hideFields: ['password'], fieldErrors: { password: [check.message] } }), check.status)
    const codes = generateRecoveryCodes()
    await identity.replaceRecoveryCodes(uid, codes)
    await log(c, 'recovery-codes-new')
    return render(c, { recoveryCodes: codes })
  })

  return app
}
