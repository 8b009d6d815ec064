import { reactRenderer } from '@hono/react-renderer'
import { Document } from '../../../web/src/components/document'
import type { PageHead } from '../../../web/src/components/head'
import { publicConfig } from '../config'
import type { AppEnv } from '../app-env'
import type { Context } from 'hono'

declare module '@hono/react-renderer' {
  interface Props {
    head: PageHead
  }
}

/** Renders every public page (and the error page) inside the document shell. */
export const pageRenderer = reactRenderer(({ children, head, c }) => {
  const config = (c as Context<AppEnv>).get('config')
  return (
    <Document
      head={head}
      baseUrl={config.publicBaseUrl}
      assets={config.assets.files}
      clientConfig={publicConfig(config)}
    >
      {children}
    </Document>
  )
})
