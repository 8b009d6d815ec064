import { reactRenderer } from '@hono/react-renderer'
import { Document } from '../../../web/src/components/document'
import type { PageHead } from '../../../web/src/components/head'
import { publicConfig } from '../config'
import type { AppEnv } from '../app-env'
import { siteForRender } from '../content/site'
import type { Context } from 'hono'

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
  const site = await siteForRender(context)
  return (
    <Document
      head={head}
      site={site}
      baseUrl={config.publicBaseUrl}
      assets={config.assets.files}
      clientConfig={publicConfig(config)}
    >
      {children}
    </Document>
  )
})
