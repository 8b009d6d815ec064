import type { ReactNode } from 'react'
import { jsonForScript } from '../components/document'

/** The HTML document of dashboard and login pages: never indexed, never cached. */
export function DashboardDocument({
  title,
  assets,
  data,
  children,
  hydrate = true,
  nonce,
}: {
  title: string
  assets: Record<string, string>
  data?: unknown
  children: ReactNode
  hydrate?: boolean
  /** The response's CSP nonce: only scripts carrying it run. */
  nonce?: string
}) {
  return (
    <html lang="id">
      <head>
        <meta charSet="utf-8" />
        <meta name="viewport" content="width=device-width, initial-scale=1" />
        <meta name="robots" content="noindex, nofollow" />
        <title>{`${title} | Dasbor Adiwarsa Lubis & Rekan`}</title>
        <link rel="icon" href={assets['favicon.svg'] ?? '/favicon.svg'} type="image/svg+xml" />
        <link rel="stylesheet" href={assets['dashboard.css'] ?? '/assets/dashboard.css'} />
      </head>
      <body className="dash-body-root">
        {hydrate ? (
          <noscript>
            <p className="noscript-banner">
              Dasbor memerlukan JavaScript: editor, unggahan dan pengurutan tidak berjalan tanpanya. Aktifkan JavaScript di peramban Anda, lalu muat ulang halaman.
            </p>
          </noscript>
        ) : null}
        <div id="dashboard-root">{children}</div>
        {hydrate && data !== undefined ? (
          <>
            <script type="application/json" id="dashboard-data" dangerouslySetInnerHTML={{ __html: jsonForScript(data) }} />
            {assets['dashboard.js'] ? <script type="module" src={assets['dashboard.js']} nonce={nonce} /> : null}
          </>
        ) : null}
      </body>
    </html>
  )
}
