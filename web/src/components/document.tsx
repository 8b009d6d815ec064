import type { ReactNode } from 'react'
import { feedUrl, mediaUrl, withQuery } from '../../../shared/urls'
import { INSIGHTS_PIXEL_PATH } from '../../../shared/insights/beacon'
import { ofFirm, withSiteName, type SiteView } from '../../../shared/site-view'
import { Footer } from './footer'
import type { PageHead } from './head'
import { Header } from './header'
import { useLang } from '../i18n/lang-context'
import { HTML_LANG, LANGS, localePath, OG_LOCALE, otherLang, splitLangPath, type Lang } from '../../../shared/i18n/langs'

export interface DocumentProps {
  head: PageHead
  /** The site settings and offices (header, footer, site name in the head). */
  site: SiteView
  baseUrl: string
  assets: Record<string, string>
  /** Configuration the browser scripts read (JSON data block, not an inline script). */
  clientConfig: Record<string, unknown>
  /** Statistik counts views by the hidden image (INSIGHTS_COUNTING=image); otherwise the server counts them where it serves the page. */
  insightsImage?: boolean
  children: ReactNode
}

/**
 * The brand's two web fonts (web/src/styles/brand.css), by their name in the manifest: preloaded
 * on every page, so they arrive with the stylesheet rather than after it is parsed, and the
 * fallback is rarely seen at all.
 */
export const PRELOADED_FONTS = ['source-serif-4-latin-600-normal.woff2', 'inter-latin-400-normal.woff2'] as const

/** Serializes JSON for a <script> data block: `<` is escaped so content can never close the tag. */
export function jsonForScript(value: unknown): string {
  return JSON.stringify(value).replace(/</g, '\\u003c').replace(/\u2028/g, '\\u2028').replace(/\u2029/g, '\\u2029')
}

/**
 * The page's path in each language: what the page says (`alternates`), else the same path in
 * both (`/about` and `/en/about`). Null where the page has no version in that language.
 */
export function alternatePaths(head: Pick<PageHead, 'path' | 'alternates'>): Record<Lang, string | null> {
  const { path } = splitLangPath(head.path)
  const paths = Object.fromEntries(LANGS.map((lang) => [lang, localePath(lang, path)])) as Record<Lang, string | null>
  return { ...paths, ...head.alternates }
}

/** The HTML document of every public page: head with SEO, header, main, footer, scripts. */
export function Document({ head, site, baseUrl, assets, clientConfig, insightsImage, children }: DocumentProps) {
  const { lang, t, href } = useLang()
  const alternates = alternatePaths(head)
  const other = otherLang(lang)
  // The switch leads to this page in the other language, or, where it has none, to its
  // section's list there, which then says so.
  const switchHref = alternates[other] ?? `${localePath(other, head.section ?? '/')}${head.section ? '?untranslated=1' : ''}`
  // The home page of either language (`/`, `/en`) is titled by the firm and its slogan.
  const title = head.fullTitle || (splitLangPath(head.path).path === '/' && site.name ? [site.name, site.tagline].filter(Boolean).join(' | ') : withSiteName(head.title, site))
  // An SEO title is also what a shared link shows.
  const shareTitle = head.fullTitle || head.title
  const canonical = `${baseUrl}${head.path}`
  // A page without an image of its own is shared with the site's sharing image, or the built-in one.
  const shared = head.image ?? (site.shareImage?.width && site.shareImage.height ? { path: mediaUrl(site.shareImage), width: site.shareImage.width, height: site.shareImage.height, alt: site.name } : null)
  const image = shared ? `${baseUrl}${shared.path}` : `${baseUrl}${assets['og-default.png'] ?? '/og-default.png'}`
  return (
    <html lang={HTML_LANG[lang]}>
      <head>
        <meta charSet="utf-8" />
        <meta name="viewport" content="width=device-width, initial-scale=1" />
        <title>{title}</title>
        <meta name="description" content={head.description} data-head="" />
        <link rel="canonical" href={canonical} data-head="" />
        {/* Each language's version, and Indonesian for every other reader (x-default). */}
        {alternates.id && alternates.en
          ? [
              ...LANGS.map((code) => <link key={code} rel="alternate" hrefLang={HTML_LANG[code]} href={`${baseUrl}${alternates[code]}`} data-head="" />),
              <link key="x-default" rel="alternate" hrefLang="x-default" href={`${baseUrl}${alternates.id}`} data-head="" />,
            ]
          : null}
        {head.noindex ? <meta name="robots" content="noindex" data-head="" /> : null}
        {site.name ? <meta property="og:site_name" content={site.name} data-head="" /> : null}
        <meta property="og:locale" content={OG_LOCALE[lang]} data-head="" />
        {alternates[other] ? <meta property="og:locale:alternate" content={OG_LOCALE[other]} data-head="" /> : null}
        <meta property="og:type" content={head.type ?? 'website'} data-head="" />
        <meta property="og:title" content={shareTitle} data-head="" />
        <meta property="og:description" content={head.description} data-head="" />
        <meta property="og:url" content={canonical} data-head="" />
        <meta property="og:image" content={image} data-head="" />
        {shared ? <meta property="og:image:width" content={String(shared.width)} data-head="" /> : null}
        {shared ? <meta property="og:image:height" content={String(shared.height)} data-head="" /> : null}
        <meta property="og:image:alt" content={shared?.alt || site.name || head.title} data-head="" />
        {head.publishedTime ? <meta property="article:published_time" content={head.publishedTime} data-head="" /> : null}
        {head.modifiedTime ? <meta property="article:modified_time" content={head.modifiedTime} data-head="" /> : null}
        <meta name="twitter:card" content="summary_large_image" data-head="" />
        <meta name="twitter:title" content={shareTitle} data-head="" />
        <meta name="twitter:description" content={head.description} data-head="" />
        <meta name="twitter:image" content={image} data-head="" />
        <meta name="theme-color" content="#12304f" />
        <link rel="icon" href={assets['favicon.svg'] ?? '/favicon.svg'} type="image/svg+xml" />
        <link rel="apple-touch-icon" href={assets['apple-touch-icon.png'] ?? '/apple-touch-icon.png'} />
        {PRELOADED_FONTS.map((name) => (assets[name] ? <link key={name} rel="preload" href={assets[name]} as="font" type="font/woff2" crossOrigin="" /> : null))}
        <link rel="stylesheet" href={assets['site.css'] ?? '/assets/site.css'} />
        <link rel="alternate" type="application/rss+xml" title={ofFirm(t.nav.blogs, site)} href={href(feedUrl('blogs'))} data-head="" />
        <link rel="alternate" type="application/rss+xml" title={ofFirm(t.nav.publications, site)} href={href(feedUrl('publications'))} data-head="" />
        {(head.jsonLd ?? []).map((data, index) => (
          <script key={index} type="application/ld+json" data-head="" dangerouslySetInnerHTML={{ __html: jsonForScript(data) }} />
        ))}
      </head>
      <body>
        <a className="skip-link" href="#main">
          {t.skipLink}
        </a>
        <Header section={head.section} site={site} switchHref={switchHref} />
        <main id="main" tabIndex={-1}>
          {children}
        </main>
        <Footer site={site} />
        {/* Statistik in image mode (Firebase): the image counts the page shown, whatever cache served it, and each page the script swaps in (its address names the page, so a browser does not reuse another page's); no script is needed (functions/src/insights/beacon-routes.ts). Hidden images are still fetched. */}
        {head.noindex || !insightsImage ? null : <img src={withQuery(INSIGHTS_PIXEL_PATH, { p: head.path })} alt="" width={1} height={1} hidden />}
        <script type="application/json" id="app-config" dangerouslySetInnerHTML={{ __html: jsonForScript(clientConfig) }} />
        {assets['site.js'] ? <script type="module" src={assets['site.js']} /> : null}
        {(head.scripts ?? []).map((name) => (assets[name] ? <script key={name} type="module" src={assets[name]} /> : null))}
      </body>
    </html>
  )
}
