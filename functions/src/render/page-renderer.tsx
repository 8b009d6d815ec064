import { reactRenderer } from '@hono/react-renderer'
import { Document } from '../../../web/src/components/document'
import type { PageHead } from '../../../web/src/components/head'
import { publicConfig } from '../config'
import type { AppEnv } from '../app-env'
import { siteForRender } from '../content/site'
import type { Context } from 'hono'
import { InquiryFormContext } from '../../../web/src/components/inquiry-form'
import { inquiryFormContext } from '../collections/inquiries/form-context'
import { SubscribeFormContext } from '../../../web/src/components/subscribe-form'
import { subscribeFormContext } from '../alerts/form-context'
import { LangProvider, langValue } from '../../../web/src/i18n/lang-context'
import { localePath } from '../../../shared/i18n/langs'

declare module '@hono/react-renderer' {
  interface Props {
    head: PageHead
  }
}

/**
 * Renders every public page (and the error page) inside the document shell, with the site
 * settings and offices (read once per render cache generation: content/site.ts).
 */
export const pageRenderer = reactRenderer(async ({ children, head, c }) => {
  const context = c as Context<AppEnv>
  const config = context.get('config')
  // The contact forms' signed render time and practice areas (collections/inquiries/form-context.ts).
  // The client alerts' form in every footer: its categories (alerts/form-context.ts).
  const [site, forms, subscribe] = await Promise.all([siteForRender(context), inquiryFormContext(context), subscribeFormContext(context)])
  // Handlers name their page by its Indonesian path (an English item by its English slug's);
  // on an English page it is the same path under /en.
  const lang = context.get('lang') ?? 'id'
  const localized = lang === 'id' || head.path.startsWith('/en') ? head : { ...head, path: localePath(lang, head.path) }
  return (
    <LangProvider value={langValue(lang)}>
    <InquiryFormContext.Provider value={forms}>
    <SubscribeFormContext.Provider value={subscribe}>
      <Document
        head={localized}
        site={site}
        baseUrl={config.publicBaseUrl}
        assets={config.assets.files}
        clientConfig={publicConfig(config)}
      >
        {children}
      </Document>
    </SubscribeFormContext.Provider>
    </InquiryFormContext.Provider>
    </LangProvider>
  )
})
