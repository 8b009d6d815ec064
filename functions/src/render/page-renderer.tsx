import type { Props } from '@hono/react-renderer'
import type { MiddlewareHandler } from 'hono'
import type { ReactElement } from 'react'
import { renderToString } from 'react-dom/server'
import { timedRender } from './render-timing'
import { Document } from '../../../web/src/components/document'
import type { PageHead } from '../../../web/src/components/head'
import { publicConfig } from '../config'
import type { AppEnv } from '../app-env'
import { isErrorPage, siteForRender } from '../content/site'
import { focalPointsFor } from '../content/focal-points'
import { FocalPointsContext } from '../../../web/src/components/focal-points'
import type { Context } from 'hono'
import { InquiryFormContext } from '../../../web/src/components/inquiry-form'
import { inquiryFormContext } from '../collections/inquiries/form-context'
import { SubscribeFormContext } from '../../../web/src/components/subscribe-form'
import { subscribeFormContext } from '../alerts/form-context'
import { LangProvider, langValue } from '../../../web/src/i18n/lang-context'
import { localePath } from '../../../shared/i18n/langs'
import { countablePath } from '../../../shared/insights/countable-path'
import { markPageView } from './page-view'
import { formSecret } from '../security/form-token'
import { categoriesFor } from '../content/held-categories'

declare module '@hono/react-renderer' {
  interface Props {
    head: PageHead
  }
}

/**
 * Renders every public page (and the error page) inside the document shell, with the site
 * settings and offices (read once per render cache generation: content/site.ts). What
 * @hono/react-renderer's `reactRenderer` does without a stream, with React's own work timed for
 * the bench (render-timing.ts).
 */
export const pageRenderer: MiddlewareHandler<AppEnv> = (c, next) => {
  c.setRenderer(async (children: ReactElement, props?: Props) => {
    const page = await documentOf({ children, head: props!.head, c })
    return c.html(`<!DOCTYPE html>${timedRender(() => renderToString(page))}`)
  })
  return next()
}

/**
 * Starts the reads of the document around every page that are kept per process or per render
 * cache generation (the forms' signing key, the categories of the alerts form, the focal points),
 * so that a cache miss sends them with the page's own first reads (render/cached-page.ts) rather
 * than after them, when the document is rendered: on a new instance that is one round trip less.
 * Nothing is read twice: the render takes the kept reads.
 */
export function startDocumentReads(c: Context<AppEnv>): void {
  formSecret(c.get('backend').content).catch(() => {})
  categoriesFor(c).catch(() => {})
  void focalPointsFor(c)
}

async function documentOf({ children, head, c }: { children: ReactElement; head: PageHead; c: Context<AppEnv> }) {
  const context = c
  const config = context.get('config')
  // The contact forms' signed render time and practice areas (collections/inquiries/form-context.ts).
  // The client alerts' form in every footer: its categories (alerts/form-context.ts).
  // The library's focal points for cropped images (content/focal-points.ts); an error page asks
  // the store nothing more for them.
  const [site, forms, subscribe, focalPoints] = await Promise.all([
    siteForRender(context),
    inquiryFormContext(context),
    subscribeFormContext(context),
    isErrorPage(context) ? new Map() : focalPointsFor(context),
  ])
  // Handlers name their page by its Indonesian path (an English item by its English slug's);
  // on an English page it is the same path under /en.
  const lang = context.get('lang') ?? 'id'
  const localized = lang === 'id' || head.path.startsWith('/en') ? head : { ...head, path: localePath(lang, head.path) }
  // Statistik counts an indexed public page where it is served (server mode): the page as it names itself.
  const counted = head.noindex ? null : countablePath(localized.path)
  if (counted) markPageView(context.req.raw, counted)
  return (
    <LangProvider value={langValue(lang)}>
    <InquiryFormContext.Provider value={forms}>
    <SubscribeFormContext.Provider value={subscribe}>
    <FocalPointsContext.Provider value={focalPoints}>
      <Document
        head={localized}
        site={site}
        baseUrl={config.publicBaseUrl}
        assets={config.assets.files}
        clientConfig={publicConfig(config)}
        insightsImage={config.insightsCounting === 'image'}
      >
        {children}
      </Document>
    </FocalPointsContext.Provider>
    </SubscribeFormContext.Provider>
    </InquiryFormContext.Provider>
    </LangProvider>
  )
}
