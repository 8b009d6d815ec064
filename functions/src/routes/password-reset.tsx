import { Hono, type Context } from 'hono'
import { renderToString } from 'react-dom/server'
import { ForgotPasswordSchema, SetPasswordSchema } from '../../../shared/schemas/staff'
import type { ForgotPasswordPageProps, SetPasswordPageProps } from '../../../web/src/dashboard/password-pages'
import type { AppEnv } from '../app-env'
import { FORGOT_PASSWORD_PATH, SET_PASSWORD_PATH, sendPasswordLink } from '../auth/password-links'
import { sameOrigin } from '../auth/same-origin'
import { MemoryRateCounters } from '../backends/memory-rate-counters'
import type { RateCounters, RateWindow } from '../backends/ports'
import { logActivity } from '../history/activity'
import type { Mailer } from '../mail/mailer'
import { dashboardBrand } from '../render/dashboard-brand'
import { addressKey, requestAddress } from '../security/client-address'
import { formSecret } from '../security/form-token'
import { SharedWindow } from '../security/shared-window'
import { readForm } from './dashboard/form-helpers'

/**
 * Limits of **Lupa kata sandi?**: per address, so one client cannot mail many accounts; per
 * email, so no one's mailbox is flooded. An address over its limit is told to wait (that says
 * nothing about any account); an email over its limit gets the usual answer and no email.
 */
export const FORGOT_LIMITS = {
  perAddress: { limit: 5, windowMs: 15 * 60_000 },
  perEmail: { limit: 3, windowMs: 60 * 60_000 },
} as const satisfies Record<string, RateWindow>

/**
 * Every answer to a request takes at least this long, known address or not, so the time does
 * not tell which emails have accounts; the email goes on being sent after it if the mail server
 * is slow (a failure is logged, and the owner can ask again).
 */
export const FORGOT_ANSWER_MS = 400

const delay = (ms: number) => new Promise<void>((resolve) => setTimeout(resolve, ms))

export interface PasswordResetRouteOptions {
  mailer: Mailer
  /** Where the limits count: the backend's shared counters on Firebase; by default in memory. */
  counters?: RateCounters
  limits?: { perAddress: RateWindow; perEmail: RateWindow }
  /** The answer's minimum time (tests shorten it). */
  answerMs?: number
}

const loadDocument = async () => (await import('../../../web/src/dashboard/dashboard-document')).DashboardDocument

/**
 * One of the password pages: never cached, and the link's token never leaves the site in a
 * Referer (`same-origin`, as the subscription's link pages: `no-referrer` made browsers send
 * `Origin: null` with the page's own form, which the same-site check refuses).
 */
async function renderPasswordPage(c: Context<AppEnv>, title: string, page: (brand: Awaited<ReturnType<typeof dashboardBrand>>) => Promise<React.ReactElement>, status: number) {
  const assets = c.get('config').assets.files
  const [brand, DashboardDocument] = await Promise.all([dashboardBrand(c), loadDocument()])
  const body = await page(brand)
  const html =
    '<!DOCTYPE html>' +
    renderToString(
      <DashboardDocument title={title} assets={assets} hydrate={false}>
        {body}
      </DashboardDocument>,
    )
  return c.html(html, status as 200, { 'Cache-Control': 'no-store', 'Referrer-Policy': 'same-origin' })
}

const pages = () => import('../../../web/src/dashboard/password-pages')

/**
 * **Lupa kata sandi?** (`/login/forgot`) and the page of an invitation or reset link
 * (`/login/password/:token`, the embedded backend's; on Firebase the link is Firebase's own page).
 * docs/decisions/0049-invites-and-password-reset.md.
 */
export function passwordResetRoutes(options: PasswordResetRouteOptions) {
  const app = new Hono<AppEnv>()
  const counters = options.counters ?? new MemoryRateCounters()
  const limits = options.limits ?? FORGOT_LIMITS
  const perAddress = new SharedWindow('password-reset-address', limits.perAddress, counters)
  const perEmail = new SharedWindow('password-reset-email', limits.perEmail, counters)
  const answerMs = options.answerMs ?? FORGOT_ANSWER_MS

  const forgotPage = (c: Context<AppEnv>, props: Omit<ForgotPasswordPageProps, 'brand'>, status = 200) =>
    renderPasswordPage(c, 'Lupa kata sandi?', async (brand) => {
      const { ForgotPasswordPage } = await pages()
      return <ForgotPasswordPage {...props} brand={brand} />
    }, status)

  const expiredPage = (c: Context<AppEnv>) =>
    renderPasswordPage(c, 'Tautan tidak berlaku', async (brand) => {
      const { LinkExpiredPage } = await pages()
      return <LinkExpiredPage brand={brand} />
    }, 410)

  const setPage = (c: Context<AppEnv>, props: Omit<SetPasswordPageProps, 'brand'>, status = 200) =>
    renderPasswordPage(c, props.purpose === 'invite' ? 'Buat kata sandi' : 'Atur ulang kata sandi', async (brand) => {
      const { SetPasswordPage } = await pages()
      return <SetPasswordPage {...props} brand={brand} />
    }, status)

  app.get(FORGOT_PASSWORD_PATH, (c) => forgotPage(c, {}))

  app.post(FORGOT_PASSWORD_PATH, sameOrigin, async (c) => {
    const started = Date.now()
    const form = await readForm(c)
    const typed = form.get('email')
    const parsed = ForgotPasswordSchema.safeParse({ email: typeof typed === 'string' ? typed : undefined })
    if (!parsed.success) return forgotPage(c, { email: typeof typed === 'string' ? typed.slice(0, 254) : '', fieldError: parsed.error.issues[0]?.message }, 400)
    const email = parsed.data.email.toLowerCase()
    const resolved = requestAddress(c)
    if (!resolved) {
      console.error('password reset: the client address is unknown (is the app served without its socket, or behind an unconfigured proxy?)')
      return forgotPage(c, { email, error: 'Permintaan tidak dapat diproses sekarang. Coba lagi beberapa saat lagi.' }, 503)
    }
    const now = c.get('now').getTime()
    const backend = c.get('backend')
    const secret = await formSecret(backend.content)
    const waitAddress = await perAddress.hit(addressKey(resolved), now, secret)
    if (waitAddress > 0) {
      c.header('Retry-After', String(Math.ceil(waitAddress / 1000)))
      return forgotPage(c, { email, error: `Terlalu banyak permintaan dari jaringan Anda. Coba lagi dalam ${Math.ceil(waitAddress / 60_000)} menit.` }, 429)
    }
    const emailAllowed = (await perEmail.hit(email, now, secret)) === 0
    const work = (async () => {
      const user = emailAllowed ? await backend.identity.findStaffByEmail(email) : null
      if (!user || user.disabled) return
      const firm = (await dashboardBrand(c))?.name || 'Kantor Hukum'
      await sendPasswordLink({ identity: backend.identity, mailer: options.mailer, user, purpose: 'reset', baseUrl: c.get('config').publicBaseUrl, firm })
      await logActivity(backend.content, { action: 'password-reset-sent', actor: user.uid, itemId: user.uid, itemTitle: user.displayName, address: resolved })
    })().catch((error: unknown) => console.error('password reset: the link could not be sent', error))
    // The same answer at the same time for every address (see FORGOT_ANSWER_MS).
    await Promise.race([work, delay(answerMs)])
    await delay(Math.max(0, answerMs - (Date.now() - started)))
    return forgotPage(c, { email, sent: true })
  })

  const tokenPath = `${SET_PASSWORD_PATH}/:token`

  app.get(tokenPath, async (c) => {
    const links = c.get('backend').identity.passwordLinks
    if (!links.peek) return c.notFound()
    const link = await links.peek(c.req.param('token'))
    if (!link) return expiredPage(c)
    return setPage(c, { action: `${SET_PASSWORD_PATH}/${c.req.param('token')}`, email: link.email, purpose: link.purpose })
  })

  app.post(tokenPath, sameOrigin, async (c) => {
    const backend = c.get('backend')
    const links = backend.identity.passwordLinks
    if (!links.peek || !links.redeem) return c.notFound()
    const token = c.req.param('token')
    const link = await links.peek(token)
    if (!link) return expiredPage(c)
    const form = await readForm(c)
    const field = (name: string) => (typeof form.get(name) === 'string' ? (form.get(name) as string) : undefined)
    const parsed = SetPasswordSchema.safeParse({ newPassword: field('newPassword'), confirmPassword: field('confirmPassword') })
    if (!parsed.success) {
      const fieldErrors: SetPasswordPageProps['fieldErrors'] = {}
      for (const issue of parsed.error.issues) {
        const key = issue.path[0]
        if ((key === 'newPassword' || key === 'confirmPassword') && !fieldErrors[key]) fieldErrors[key] = issue.message
      }
      return setPage(c, { action: `${SET_PASSWORD_PATH}/${token}`, email: link.email, purpose: link.purpose, fieldErrors }, 400)
    }
    const done = await links.redeem(token, parsed.data.newPassword)
    // Used meanwhile by another request: spent once only.
    if (!done) return expiredPage(c)
    const address = requestAddress(c)
    await logActivity(backend.content, {
      action: 'password-set-by-link',
      actor: done.user.uid,
      itemId: done.user.uid,
      itemTitle: done.user.displayName,
      ...(address ? { address } : {}),
      detail: done.purpose === 'invite' ? 'undangan diterima' : 'lewat tautan atur ulang',
    })
    return c.redirect(`/login?reason=${done.purpose === 'invite' ? 'invite-accepted' : 'password-set'}`, 303)
  })

  return app
}
