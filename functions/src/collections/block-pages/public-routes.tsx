/**
 * A published block page at its path and at `/en` + its path (decision 47): one route at the end
 * of each edition's routes, so every address the site's own pages answer is theirs first (and
 * shared/collections/block-pages.ts reserves their first segments). A path without a block
 * page's shape (`/wp-login.php`, `/about/x`) is a 404 without a read; one with it costs one
 * indexed query on `path`, and the page is kept in the render cache as every public page is.
 */
import type { Context } from 'hono'
import { Hono } from 'hono'
import { blockPages } from '../../../../shared/collections/block-pages'
import { publishedPageId } from '../../content/block-pages'
import { blockText, type PageBlock } from '../../../../shared/collections/page-blocks'
import { localizeWithFallbacks } from '../../../../shared/i18n/localize'
import { localePath } from '../../../../shared/i18n/langs'
import type { BlockPage } from '../../../../shared/schemas/types'
import { imageUrl } from '../../../../shared/urls'
import { UI } from '../../../../web/src/i18n/ui'
import type { PreviewInfo } from '../../../../web/src/components/preview-banner'
import { BlockPageView } from '../../../../web/src/pages/block-page'
import type { AppEnv } from '../../app-env'
import { faqLd, resolveBlocks } from '../../content/block-views'
import { breadcrumbLd } from '../../render/json-ld'
import { cachedPage } from '../../render/cached-page'
import { pageRenderer } from '../../render/page-renderer'
import { seoHead } from '../../render/seo-head'
import { notFound } from '../../routes/not-found'
import { truncate } from '../../routes/page-head'

/** The route of every block page: a path of lowercase words (the shape is checked again before reading). */
export const BLOCK_PAGE_ROUTE = '/:blockPath{[a-z0-9][a-z0-9/-]*}'

/** The page in the request's language: its blocks read, its head (title, description, canonical, hreflang, breadcrumbs). */
export async function renderBlockPage(c: Context<AppEnv>, stored: BlockPage, preview?: PreviewInfo) {
  const lang = c.get('lang') ?? 'id'
  const { doc: page, fallbacks } = localizeWithFallbacks(blockPages, stored, lang)
  const blocks = await resolveBlocks(c.get('backend').content, stored.blocks, c.get('now'), lang)
  const breadcrumbs = [
    { name: UI[lang].nav.home, path: '/' },
    { name: page.title, path: stored.path },
  ]
  const baseUrl = c.get('config').publicBaseUrl
  const text = stored.blocks.map((block) => blockText(block, lang) || blockText(block, 'id')).join(' ').replace(/\s+/g, ' ').trim()
  const heroImage = stored.blocks.find((block) => block.type === 'hero' && block.image) as Extract<PageBlock, { type: 'hero' }> | undefined
  if (preview) c.header('Cache-Control', 'private, no-store')
  return c.render(<BlockPageView page={page} titleFallback={fallbacks.includes('title')} blocks={blocks} breadcrumbs={breadcrumbs} {...(preview ? { preview } : {})} />, {
    head: {
      ...seoHead(page, lang, {
        title: preview ? `Pratinjau: ${page.title}` : page.title,
        description: truncate(text || page.title, 160),
        ...(heroImage ? { image: { path: imageUrl({ path: heroImage.image, size: 0 }, 1280), width: 1280, height: 960, alt: lang === 'en' ? heroImage.altEn : heroImage.alt } } : {}),
      }),
      path: stored.path,
      breadcrumbs,
      // The same path in both editions: the English one is always there (its texts fall back).
      alternates: { id: stored.path, en: localePath('en', stored.path) },
      jsonLd: [breadcrumbLd(baseUrl, breadcrumbs, lang), faqLd(stored.blocks, lang)].filter((block): block is object => block !== null),
      ...(preview ? { noindex: true } : {}),
    },
  })
}

/**
 * The block pages' route, mounted last at `/` and under `/en` in app.ts. An address that is no
 * published page goes on to the app's 404 untouched (nothing read, nothing rendered or cached);
 * a page's goes through the page renderer and the render cache as every public page does.
 */
export function blockPagePublicRoutes() {
  const app = new Hono<AppEnv>()
  const keep = cachedPage()
  app.get(BLOCK_PAGE_ROUTE, async (c, next) => {
    const id = await publishedPageId(c, `/${c.req.param('blockPath')}`)
    if (!id) return next()
    await pageRenderer(c, async () => {
      // The cache answers a hit itself, and keeps a render it lets through.
      const hit = await keep(c, async () => {
        const page = (await c.get('backend').content.get('blockPages', id)) as BlockPage | null
        // Deleted since the addresses were read (its event clears them): an unknown address.
        c.res = page ? await renderBlockPage(c, page) : notFound()
      })
      if (hit) c.res = hit
    })
    return c.res
  })
  return app
}
