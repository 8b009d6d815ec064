/**
 * Public URL paths, built in one place so links, routes, redirects, search records and the
 * sitemap agree. Both sides use them: the server's routes and the pages they render, and the
 * browser's scripts. Paths are Indonesian; a page's English address is the same under `/en`
 * with the item's English slug (`localePath` in shared/i18n/langs.ts), and the few path words
 * that are Indonesian have their English in ENGLISH_FIXED_PATHS there.
 */
import type { CollectionName, StoredFile } from './schemas/types'

/** The search page: apart, for the live search's script, which needs nothing else from here. */
export const SEARCH_PATH = '/search'

/** The site's own pages that list no collection. */
export const SITE_PATHS = {
  home: '/',
  about: '/about',
  contact: '/contact-us',
  privacy: '/privacy',
  disclaimer: '/disclaimer',
  search: SEARCH_PATH,
} as const

/**
 * The public list of each collection that has pages; an item's page is `{list}/{slug}`. Practice
 * areas, the attorneys (profiles), blogs, publications and the openings (Karier, also a fixed
 * page's address); the other collections have no public address.
 */
export const COLLECTION_PATHS = {
  practiceAreas: '/practice-area',
  profiles: '/attorneys',
  blogs: '/blogs',
  publications: '/publications',
  openings: '/career',
  regulations: '/regulations',
  events: '/events',
} as const satisfies Partial<Record<CollectionName, string>>

export type PublicCollection = keyof typeof COLLECTION_PATHS

/** The page of an item of `collection`. */
export const itemUrl = (collection: PublicCollection, slug: string) => `${COLLECTION_PATHS[collection]}/${slug}`
/** The route of an item's page, or of something under it (`/attorneys/:slug/cv`), typed as written so routes know their `slug`. */
export const itemRoute = <C extends PublicCollection, U extends string = ''>(collection: C, under: U = '' as U) =>
  `${COLLECTION_PATHS[collection]}/:slug${under}` as `${(typeof COLLECTION_PATHS)[C]}/:slug${U}`

export const blogUrl = (slug: string) => itemUrl('blogs', slug)
export const publicationUrl = (slug: string) => itemUrl('publications', slug)
export const attorneyUrl = (slug: string) => itemUrl('profiles', slug)
export const practiceAreaUrl = (slug: string) => itemUrl('practiceAreas', slug)
/** A regulation's page: what the firm wrote about it (docs/decisions/0056-regulations.md). */
export const regulationUrl = (slug: string) => itemUrl('regulations', slug)
/** An event's page (docs/decisions/0058-events.md): one slug in both editions. */
export const eventUrl = (slug: string) => itemUrl('events', slug)
/** A job opening's page (and its application form). */
export const careerUrl = (slug: string) => itemUrl('openings', slug)
export const postUrl = (collection: 'blogs' | 'publications', slug: string) => itemUrl(collection, slug)

/** What is served under an item's address besides its page. */
export const ITEM_FILES = { cv: '/cv', vcard: '/vcard', download: '/download', slides: '/slides' } as const
export const attorneyCvUrl = (slug: string) => `${attorneyUrl(slug)}${ITEM_FILES.cv}`
export const attorneyVcardUrl = (slug: string) => `${attorneyUrl(slug)}${ITEM_FILES.vcard}`
export const publicationDownloadUrl = (slug: string) => `${publicationUrl(slug)}${ITEM_FILES.download}`
/** An ended event's slides (a PDF), served once the event's page is public. */
export const eventSlidesUrl = (slug: string) => `${eventUrl(slug)}${ITEM_FILES.slides}`
/** Registration for an event (docs/decisions/0059-event-registration.md): the form posts to `{event}/daftar`; a GET there shows the answer (`?status=`). */
export const REGISTRATION_FILE = '/daftar'
export const registrationAction = (slug: string) => `${eventUrl(slug)}${REGISTRATION_FILE}`
/** A cancel link's page (GET: a confirm button; POST: cancels): three segments, never an event's page. */
export const REGISTRATION_CANCEL_PATH = `${COLLECTION_PATHS.events}${REGISTRATION_FILE}/batal`

/** A post list's RSS feed. */
export const feedUrl = (collection: 'blogs' | 'publications') => `${COLLECTION_PATHS[collection]}/feed.xml`

/**
 * A list filtered by a category, tag or practice area (`/attorneys?area=pajak`): the list page
 * answers 404 for an unknown one.
 */
export const filteredListUrl = (collection: PublicCollection, name: string, slug: string) => `${COLLECTION_PATHS[collection]}?${name}=${encodeURIComponent(slug)}`

/*
 * The public forms' addresses, written out rather than built from the paths above: a browser
 * script imports this module (the live search), and a string built at the top of a module stays
 * in every script bundle that imports the module, where a plain string is dropped unless used
 * (shared/urls.test.ts checks they agree with the pages they belong to).
 */

/** The contact form (functions/src/collections/inquiries/public-routes.tsx) posts to the contact page. */
export const INQUIRY_ACTION = '/contact-us'
export const INQUIRY_THANKS_PATH = '/contact-us/terima-kasih'
/** A fresh render time for a form a script enhances (the page itself may come from the cache). */
export const INQUIRY_TOKEN_PATH = '/contact-us/token'

/**
 * Where every application is sent (functions/src/collections/applications/public-routes.tsx),
 * and its English words under /en. A pair of its own, not in ENGLISH_FIXED_PATHS: it is only
 * ever POSTed to, and an opening may be slugged `lamaran` (`GET /career/lamaran`).
 */
export const APPLICATION_ACTION = '/career/lamaran'
export const APPLICATION_ACTION_EN = '/career/apply'
export const APPLICATION_THANKS_PATH = '/career/lamaran/terima-kasih'
export const APPLICATION_TOKEN_PATH = '/career/lamaran/token'

/** Widths the image route will produce; anything else is refused (no resize-on-demand abuse). */
export const IMAGE_WIDTHS = [96, 160, 240, 320, 480, 640, 800, 960, 1280, 1600] as const
export type ImageWidth = (typeof IMAGE_WIDTHS)[number]

/** A resized WebP of an uploaded image. The size in the query busts caches when a file is replaced. */
export function imageUrl(file: Pick<StoredFile, 'path' | 'size'>, width: ImageWidth): string {
  return `/img/${width}/${file.path}?v=${file.size.toString(36)}`
}

/** The original bytes of an uploaded image. */
export function mediaUrl(file: Pick<StoredFile, 'path'>): string {
  return `/media/${file.path}`
}

/** Builds a query string from defined, non-empty values ("?a=1&b=2" or ""). */
export function withQuery(path: string, params: Record<string, string | number | undefined | null>): string {
  const search = new URLSearchParams()
  for (const [key, value] of Object.entries(params)) {
    if (value !== undefined && value !== null && value !== '') search.set(key, String(value))
  }
  const query = search.toString()
  return query ? `${path}?${query}` : path
}
