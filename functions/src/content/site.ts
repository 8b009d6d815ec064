/**
 * The site settings and offices behind every public page, read once and kept with
 * the render cache (docs/decisions/0006): three reads (`settings/site`, the offices in order,
 * the menus `navigation/main`) serve every render until a change event clears the cache, which
 * a save in Pengaturan Situs or Navigasi is, or until the cache's age limit passes on instances that do not receive every event.
 */
import type { Context } from 'hono'
import { SETTINGS_ID } from '../../../shared/collections/settings'
import { NAVIGATION_ID } from '../../../shared/collections/navigation'
import { EMPTY_SITE, siteView, type SiteView } from '../../../shared/site-view'
import type { Lang } from '../../../shared/i18n/langs'
import type { AppEnv } from '../app-env'
import { StoreUnavailableError, type ContentStore } from '../backends/ports'
import type { Settings } from '../../../shared/schemas/types'
import type { RenderCache } from '../render/render-cache'
import { keptPerGeneration } from '../render/generation-read'

export type { SiteView }

/** The site in each language, from one read (the English page's slogan, description, disclaimer, hours). */
export type SiteViews = Record<Lang, SiteView>

/** The settings document and the offices in their order, as pages in each language show them. */
export async function readSiteViews(store: ContentStore): Promise<SiteViews> {
  return (await readSiteDocuments(store)).views
}

/** One read of the two documents: the views pages show, and the settings as stored (what forms and the privacy page need besides). */
interface SiteRead {
  views: SiteViews
  settings: Settings | null
}

async function readSiteDocuments(store: ContentStore): Promise<SiteRead> {
  const [settings, offices, navigation] = await Promise.all([
    store.get('settings', SETTINGS_ID),
    store.query('offices', { orderBy: [{ field: 'sortOrder' }] }),
    store.get('navigation', NAVIGATION_ID),
  ])
  return { views: { id: siteView(settings, offices, 'id', navigation), en: siteView(settings, offices, 'en', navigation) }, settings }
}

/** The settings document and the offices in their order, as pages (Indonesian unless told) show them. */
export async function readSite(store: ContentStore, lang: Lang = 'id'): Promise<SiteView> {
  return (await readSiteViews(store))[lang]
}

const EMPTY_SITES: SiteViews = { id: EMPTY_SITE, en: EMPTY_SITE }

/** The last read that succeeded, for error pages while the store cannot be read. */
const lastGood = new WeakMap<RenderCache, SiteViews>()

/**
 * The site for this request, in its language: the read kept for the render cache's current
 * generation, or a new one (many requests arriving together share it). A failed read is not kept.
 */
export async function siteFor(c: Context<AppEnv>): Promise<SiteView> {
  return (await sitesFor(c)).views[c.get('lang') ?? 'id']
}

/**
 * The settings document as stored, from the same kept read as `siteFor` (per-area recipients,
 * retention periods): a page that needs it besides the site asks the store nothing more.
 */
export async function siteSettingsFor(c: Context<AppEnv>): Promise<Settings | null> {
  return (await sitesFor(c)).settings
}

/** The read kept for the render cache's current generation (render/generation-read.ts). */
const sitesFor = keptPerGeneration<SiteRead>(async (c) => {
  const site = await readSiteDocuments(c.get('backend').content)
  lastGood.set(c.get('cache'), site.views)
  return site
})

/** Requests answered with the error page (render/error-handling.tsx says so before rendering it). */
const errorPages = new WeakSet<Context>()

/** Marks the request as answered with the error page: its site read may not fail it again. */
export function renderingErrorPage(c: Context): void {
  errorPages.add(c)
}

/** True when the request is answered with the error page (failed, or its path unknown). */
export function isErrorPage(c: Context): boolean {
  return Boolean(c.error) || errorPages.has(c)
}

/**
 * The site for the document shell. On an error page (the request failed, or its path is
 * unknown) it never fails in turn: with the store unavailable it does not ask again (that would
 * double the wait for the 503) and takes the last site read, or an empty one; any other failure
 * to read gives the same, so an unknown path is a 404 whatever the store's state.
 */
export async function siteForRender(c: Context<AppEnv>): Promise<SiteView> {
  if (!isErrorPage(c)) return siteFor(c)
  const fallback = (lastGood.get(c.get('cache')) ?? EMPTY_SITES)[c.get('lang') ?? 'id']
  if (c.error instanceof StoreUnavailableError) return fallback
  try {
    return await siteFor(c)
  } catch {
    return fallback
  }
}
