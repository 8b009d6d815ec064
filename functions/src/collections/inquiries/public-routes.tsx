import { Hono, type Context } from 'hono'
import { bodyLimit } from 'hono/body-limit'
import { HTTPException } from 'hono/http-exception'
import { INQUIRY_ACTION, INQUIRY_THANKS_PATH, INQUIRY_TOKEN_PATH, SITE_PATHS } from '../../../../shared/urls'
import { InquiryRetryPage, InquiryThanksPage } from '../../../../web/src/pages/inquiry-pages'
import { PrivacyPage } from '../../../../web/src/pages/privacy-page'
import { readLegalPage } from '../../content/legal-pages'
import { retentionFromSetting } from '../applications/retention'
import type { AppEnv } from '../../app-env'
import { sameOrigin } from '../../auth/same-origin'
import { siteFor, siteSettingsFor } from '../../content/site'
import { formSecret, issueFormToken } from '../../security/form-token'
import { deliverInquiryMail } from './inquiry-mail'
import { createSpamGuard, type SpamGuard } from '../../security/spam-guard'
import type { Mailer } from '../../mail/mailer'
import { cachedPage } from '../../render/cached-page'
import { pageRenderer } from '../../render/page-renderer'
import { inquiryRetentionMonths, insightsRetentionMonths, registrationRetentionMonths } from '../../../../shared/collections/settings'
import { localePath, type Lang } from '../../../../shared/i18n/langs'
import { formErrorsIn, formMessageText } from '../../../../shared/i18n/form-messages-en'
import { UI } from '../../../../web/src/i18n/ui'
import { languagePaths } from '../../routes/language-paths'
import { submitInquiry } from './submit'
import { countConversion } from '../../insights/count'

/**
 * Largest contact form body: the longest message and list of parties in 3-byte characters (the
 * most bytes per character the length rules count: 9 once percent-encoded), about 55 KB with
 * the other fields, and room to spare.
 */
export const INQUIRY_BODY_LIMIT = 128 * 1024

export const SENT_MESSAGE = UI.id.contact.sentMessage

/** Home and Contact, the trail above the form's own pages, in the page's language. */
function contactTrail(lang: Lang) {
  const ui = UI[lang]
  return [
    { name: ui.nav.home, path: '/' },
    { name: ui.contact.heading, path: SITE_PATHS.contact },
  ]
}

export interface InquiryPublicRoutesOptions {
  mailer: Mailer
  /** Tests pass their own (limits, minimum fill time); one per app otherwise. */
  guard?: SpamGuard
}

const wantsJson = (c: Context<AppEnv>) => (c.req.header('accept') ?? '').includes('application/json')

/**
 * The contact form's endpoint (POST /contact-us: the page itself is routes/site-pages.tsx's), the
 * thank-you page it redirects to, a fresh token for forms that scripts enhance, and /privacy.
 * Mounted under /en too: the English form posts to /en/contact-us and is answered in
 * English, its messages included (shared/i18n/form-messages-en.ts).
 */
export function inquiryPublicRoutes(options: InquiryPublicRoutesOptions) {
  const app = new Hono<AppEnv>()
  const guard = options.guard ?? createSpamGuard()
  app.use('*', pageRenderer)

  const limit = bodyLimit({
    maxSize: INQUIRY_BODY_LIMIT,
    onError: () => {
      throw new HTTPException(413, { message: 'Pesan terlalu panjang untuk dikirim. Persingkat isian Anda lalu kirim lagi.' })
    },
  })

  app.post(INQUIRY_ACTION, sameOrigin, limit, async (c) => {
    const site = await siteFor(c)
    const outcome = await submitInquiry(c, { guard, mainEmail: site.email || c.get('config').adminEmail || '' })
    const lang = c.get('lang')
    const ui = UI[lang].contact
    c.header('Cache-Control', 'no-store')
    if (outcome.kind === 'refused') {
      // A script puts these next to the fields as they are: in the page's language.
      if (wantsJson(c)) return c.json({ ok: false, errors: formErrorsIn(lang, outcome.errors), formError: outcome.formError ? formMessageText(lang, outcome.formError) : null, token: outcome.token }, outcome.status)
      c.status(outcome.status)
      const breadcrumbs = contactTrail(lang)
      return c.render(
        <InquiryRetryPage
          breadcrumbs={breadcrumbs}
          limited={outcome.status === 429}
          form={{ values: outcome.values, errors: outcome.errors, ...(outcome.formError ? { formError: outcome.formError } : {}), token: outcome.token, idPrefix: 'retry', ...(outcome.values.practiceAreaId ? { areaId: outcome.values.practiceAreaId } : {}) }}
        />,
        { head: { title: ui.retryTitle, description: ui.retryDescription, path: SITE_PATHS.contact, noindex: true, section: SITE_PATHS.contact } },
      )
    }
    // Statistik: one inquiry sent, from the page whose form it was (spam is not a visitor's).
    if (outcome.inquiry.status !== 'spam') countConversion(c, 'inquiry')
    // Stored: the emails go now, or later by the sweep; a failure here never loses the inquiry.
    try {
      await deliverInquiryMail(outcome.inquiry, { store: c.get('backend').content, mailer: options.mailer, firm: { name: site.name, email: site.email, baseUrl: c.get('config').publicBaseUrl }, now: c.get('now') })
    } catch (error) {
      console.error('inquiry email not recorded; the sweep tries again', { id: outcome.inquiry.id, error })
    }
    if (wantsJson(c)) return c.json({ ok: true, message: ui.sentMessage })
    // POST, redirect, GET: refreshing the thank-you page sends nothing again.
    return c.redirect(localePath(lang, INQUIRY_THANKS_PATH), 303)
  })

  // /contact-us/terima-kasih, /en/contact-us/thank-you (routes/language-paths.ts).
  const thanksPaths = languagePaths(INQUIRY_THANKS_PATH)
  app.on('GET', thanksPaths.paths, thanksPaths.guard, cachedPage(), async (c) => {
    const site = await siteFor(c)
    const lang = c.get('lang')
    const ui = UI[lang].contact
    const breadcrumbs = [...contactTrail(lang), { name: ui.sentTitle, path: INQUIRY_THANKS_PATH }]
    return c.render(<InquiryThanksPage breadcrumbs={breadcrumbs} email={site.email} />, {
      head: { title: ui.sentTitle, description: ui.sentMessage, path: INQUIRY_THANKS_PATH, noindex: true, section: SITE_PATHS.contact },
    })
  })

  // A form enhanced by scripts asks for a token as its page is shown, so its fill time counts
  // from then, not from when a cached copy of the page was rendered.
  app.get(INQUIRY_TOKEN_PATH, async (c) => {
    const secret = await formSecret(c.get('backend').content)
    c.header('Cache-Control', 'no-store')
    return c.json({ token: issueFormToken(secret, c.get('now').getTime()) })
  })

  app.get(SITE_PATHS.privacy, cachedPage(), async (c) => {
    const [site, settings] = await Promise.all([siteFor(c), siteSettingsFor(c)])
    const ui = UI[c.get('lang')]
    const breadcrumbs = [
      { name: ui.nav.home, path: '/' },
      { name: ui.privacy.title, path: SITE_PATHS.privacy },
    ]
    const retentionMonths = inquiryRetentionMonths(settings?.inquiryRetentionMonths)
    const applicationRetentionMonths = retentionFromSetting(settings?.applicationRetentionMonths)
    // The notice staff saved under Halaman, its numbers from today's settings; the code's until then.
    const statisticsMonths = insightsRetentionMonths(settings?.insightsRetentionMonths)
    const registrationMonths = registrationRetentionMonths(settings?.registrationRetentionMonths)
    const numbers = { site, retentionMonths, applicationRetentionMonths, insightsRetentionMonths: statisticsMonths, registrationRetentionMonths: registrationMonths }
    const saved = await readLegalPage(c.get('backend').content, 'privacy', c.get('lang'), numbers)
    return c.render(<PrivacyPage breadcrumbs={breadcrumbs} saved={saved} {...numbers} />, {
      head: {
        title: ui.privacy.title,
        description: ui.privacy.description,
        path: SITE_PATHS.privacy,
        breadcrumbs,
      },
    })
  })

  return app
}
