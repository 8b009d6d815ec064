import { Hono, type Context } from 'hono'
import { APPLICATION_ACTION, APPLICATION_ACTION_EN, APPLICATION_THANKS_PATH, APPLICATION_TOKEN_PATH, COLLECTION_PATHS } from '../../../../shared/urls'
import { ApplicationThanksPage } from '../../../../web/src/pages/application-thanks-page'
import type { AppEnv } from '../../app-env'
import { sameOrigin } from '../../auth/same-origin'
import { siteFor } from '../../content/site'
import { formSecret, issueFormToken } from '../../security/form-token'
import { createSpamGuard, type SpamGuard } from '../../security/spam-guard'
import type { Mailer } from '../../mail/mailer'
import { cachedPage } from '../../render/cached-page'
import { pageRenderer } from '../../render/page-renderer'
import { renderCareer, renderOpening } from '../openings/public-routes'
import { deliverApplicationMail } from './application-mail'
import { submitApplication } from './submit'
import { localePath } from '../../../../shared/i18n/langs'
import { formErrorsIn, formMessageText } from '../../../../shared/i18n/form-messages-en'
import { languagePaths } from '../../routes/language-paths'
import { UI } from '../../../../web/src/i18n/ui'
import { countConversion } from '../../insights/count'

export const SENT_MESSAGE = 'Terima kasih, lamaran Anda telah terkirim. Konfirmasinya kami kirim ke email Anda; kami menghubungi kandidat yang sesuai, biasanya dalam dua minggu.'
/** The same in English, for the form of an English page. */
export const SENT_MESSAGE_EN = 'Thank you, your application has been sent. We have emailed you a confirmation; we contact the candidates who match, usually within two weeks.'

export interface ApplicationPublicRoutesOptions {
  mailer: Mailer
  /** Tests pass their own (limits, minimum fill time); one per app otherwise. */
  guard?: SpamGuard
}

const wantsJson = (c: Context<AppEnv>) => (c.req.header('accept') ?? '').includes('application/json')

/**
 * The application form's endpoint (POST /career/lamaran, from an opening's page or as an open
 * application from /career), the thank-you page it redirects to, and a fresh token for forms
 * that scripts enhance. The pages the form is on are openings/public-routes.tsx's. Mounted
 * under /en too: an English page's form is answered in English, its messages included
 * (shared/i18n/form-messages-en.ts).
 */
export function applicationPublicRoutes(options: ApplicationPublicRoutesOptions) {
  const app = new Hono<AppEnv>()
  const guard = options.guard ?? createSpamGuard()
  app.use('*', pageRenderer)

  // Each language at its own words (/career/lamaran, /en/career/apply: routes/language-paths.ts).
  const action = languagePaths(APPLICATION_ACTION, APPLICATION_ACTION_EN)
  const thanksPaths = languagePaths(APPLICATION_THANKS_PATH)
  const tokenPaths = languagePaths(APPLICATION_TOKEN_PATH)

  app.on('POST', action.paths, action.guard, sameOrigin, async (c) => {
    const site = await siteFor(c)
    const recipients = [site.careerEmail || c.get('config').adminEmail || '']
    const outcome = await submitApplication(c, { guard, recipients })
    c.header('Cache-Control', 'no-store')
    if (outcome.kind === 'refused') {
      const { status, values, errors, formError, token, keptCv, opening } = outcome
      // `opening`: the opening the form is for from now on ('' once it closed: an open application).
      // A script puts these next to the fields as they are: in the page's language.
      const lang = c.get('lang')
      if (wantsJson(c)) return c.json({ ok: false, errors: formErrorsIn(lang, errors), formError: formError ? formMessageText(lang, formError) : null, token, keptCv, ...(status === 413 ? {} : { opening: opening?.slug ?? '' }) }, status)
      c.status(status)
      const form = { values, errors, token, keptCv, ...(formError ? { formError } : {}) }
      return opening ? renderOpening(c, opening, form) : renderCareer(c, form)
    }
    // Statistik: one application sent, from the page whose form it was (spam is not a visitor's).
    if (outcome.application.status !== 'spam') countConversion(c, 'application')
    // Stored: the emails go now, or later by the sweep; a failure here never loses the application.
    try {
      await deliverApplicationMail(outcome.application, {
        store: c.get('backend').content,
        mailer: options.mailer,
        firm: { name: site.name, email: site.careerEmail, baseUrl: c.get('config').publicBaseUrl },
        now: c.get('now'),
      })
    } catch (error) {
      console.error('application email not recorded; the sweep tries again', { id: outcome.application.id, error })
    }
    const lang = c.get('lang')
    const thanks = localePath(lang, APPLICATION_THANKS_PATH)
    if (wantsJson(c)) return c.json({ ok: true, message: lang === 'id' ? SENT_MESSAGE : SENT_MESSAGE_EN, redirect: thanks })
    // POST, redirect, GET: refreshing the thank-you page sends nothing again.
    return c.redirect(thanks, 303)
  })

  app.on('GET', thanksPaths.paths, thanksPaths.guard, cachedPage(), async (c) => {
    const site = await siteFor(c)
    const lang = c.get('lang')
    const ui = UI[lang]
    const breadcrumbs = [
      { name: ui.nav.home, path: '/' },
      { name: ui.career.title, path: COLLECTION_PATHS.openings },
      { name: ui.career.sentTitle, path: APPLICATION_THANKS_PATH },
    ]
    return c.render(<ApplicationThanksPage breadcrumbs={breadcrumbs} email={site.careerEmail} />, {
      head: { title: ui.career.sentTitle, description: lang === 'id' ? SENT_MESSAGE : SENT_MESSAGE_EN, path: APPLICATION_THANKS_PATH, noindex: true, section: COLLECTION_PATHS.openings },
    })
  })

  // A form enhanced by scripts asks for a token as its page is shown, so its fill time counts
  // from then, not from when a cached copy of the page was rendered.
  app.on('GET', tokenPaths.paths, tokenPaths.guard, async (c) => {
    const secret = await formSecret(c.get('backend').content)
    c.header('Cache-Control', 'no-store')
    return c.json({ token: issueFormToken(secret, c.get('now').getTime()) })
  })

  return app
}
