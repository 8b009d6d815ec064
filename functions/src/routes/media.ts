import type { Publication } from '../../../shared/schemas/types'
import { publicationPdf } from '../../../shared/collections/publications'
import { HTML_LANG } from '../../../shared/i18n/langs'
import { Hono, type Context } from 'hono'
import { getCookie } from 'hono/cookie'
import { mkdir, readFile, rename, writeFile } from 'node:fs/promises'
import path from 'node:path'
import { isStoredName } from '../../../shared/schemas/file-paths'
import { PUBLIC_IMAGE_FOLDERS } from '../../../shared/collections/uploads'
import { attorneyUrl, IMAGE_WIDTHS, ITEM_FILES, itemRoute } from '../../../shared/urls'
import type { AppEnv } from '../app-env'
import { SESSION_COOKIE } from '../auth/session'
import { findBySlug, getPublishedPost, isPublicProfile } from '../content/public-content'
import { PublicImageIndex } from '../content/public-image-index'
import { siteFor } from '../content/site'
import { notFound } from './not-found'
import { noQuery, rawQuery } from './exact-query'
import { profileVcard } from '../render/vcard'
import { vcardPhoto } from '../render/vcard-photo'
import type { Backend, FileInfo } from '../backends/ports'
import { countConversion, isNewDownload } from '../insights/count'

/**
 * The width segments `/img/` answers, exactly as `imageUrl` writes them: `0640`, `640.0`,
 * `6.4e2` or ` 640` would each be one more cache entry (here, in browsers and at the CDN)
 * for the same bytes.
 */
const WIDTH_SEGMENTS = new Map<string, number>(IMAGE_WIDTHS.map((width) => [String(width), width]))
/** What an image answer may be cached as: by anyone, or only by nobody (a staff member's look at an unpublished file). */
const STAFF_ONLY_CACHE = 'private, no-store'

function notModified(c: Context, etag: string): boolean {
  const header = c.req.header('if-none-match')
  return !!header && header.split(',').some((tag) => tag.trim().replace(/^W\//, '') === etag)
}

/** Streams a stored file with its validator, or 304 when the browser has it. */
export async function serveFile(c: Context<AppEnv>, info: FileInfo, headers: Record<string, string>) {
  const common = { ETag: info.etag, 'Last-Modified': new Date(info.updatedAt).toUTCString(), ...headers }
  if (notModified(c, info.etag)) return c.body(null, 304, common)
  const stream = await c.get('backend').files.stream(info.path)
  if (!stream) notFound()
  return c.body(stream, 200, {
    'Content-Type': info.contentType,
    'Content-Length': String(info.size),
    ...common,
  })
}

/** RFC 6266 filename with an ASCII fallback and the UTF-8 form (RFC 5987 `ext-value`). */
export function contentDisposition(kind: 'inline' | 'attachment', filename: string): string {
  // Lone surrogate halves (text stored before the schemas refused them) would make
  // encodeURIComponent throw; control characters never belong in a header.
  const text = filename
    .replace(/[\ud800-\udbff](?![\udc00-\udfff])|(?<![\ud800-\udbff])[\udc00-\udfff]/g, '\ufffd')
    .replace(/[\u0000-\u001f\u007f-\u009f\u2028\u2029]/g, '')
  const ascii = text.normalize('NFKD').replace(/[^\x20-\x7e]/g, '').replace(/["\\]/g, '')
  // attr-char excludes ' ( ) * which encodeURIComponent leaves as they are; ' is the field's separator.
  const encoded = encodeURIComponent(text).replace(/['()*]/g, (ch) => `%${ch.charCodeAt(0).toString(16).toUpperCase()}`)
  return `${kind}; filename="${ascii}"; filename*=UTF-8''${encoded}`
}

export interface MediaOptions {
  /** Where resized images are kept between requests. */
  imageCacheDir: string
}

/**
 * A path with escapes (`%36%340`, `%62.jpg`) names the same file as its plain spelling: one
 * more cache key for it. Stored names never need escaping (isStoredName), so any `%` is refused.
 */
function hasEscapes(c: Context): boolean {
  return new URL(c.req.url).pathname.includes('%')
}

/** The signed-in staff member behind the request's session cookie, if any (any role may look). */
async function isStaff(c: Context<AppEnv>): Promise<boolean> {
  const cookie = getCookie(c, SESSION_COOKIE)
  return !!cookie && !!(await c.get('backend').identity.verifySession(cookie))
}

/** Uploaded files for visitors: images (original and resized WebP), CVs, vCards, publication PDFs. */
export function mediaRoutes(options: MediaOptions) {
  const app = new Hono<AppEnv>()
  const inFlight = new Map<string, Promise<Buffer>>()
  const indexes = new WeakMap<Backend, PublicImageIndex>()

  const imageIndex = (c: Context<AppEnv>) => {
    const backend = c.get('backend')
    let index = indexes.get(backend)
    if (!index) {
      index = new PublicImageIndex(backend.content, backend.events, { maxAgeMs: c.get('config').renderCacheMaxAgeMs })
      indexes.set(backend, index)
    }
    return index
  }

  /**
   * Who may have an image: everyone when an item that is public now uses it (a published
   * post's cover, an attorney's portrait), signed-in staff otherwise (previews of scheduled
   * items, staff portraits, uploads not saved yet), nobody else: for them it does not exist,
   * so a file name never tells whether an unpublished item has it.
   */
  async function audience(c: Context<AppEnv>, storePath: string): Promise<'public' | 'staff'> {
    const files = c.get('backend').files
    if (await imageIndex(c).isPublic(storePath, c.get('now'), async () => !!(await files.stat(storePath)))) return 'public'
    if (await isStaff(c)) return 'staff'
    notFound()
  }

  app.get('/media/:folder/:name', noQuery, async (c) => {
    const { folder, name } = c.req.param()
    if (!PUBLIC_IMAGE_FOLDERS.has(folder) || !isStoredName(name) || hasEscapes(c)) notFound()
    const storePath = `${folder}/${name}`
    const who = await audience(c, storePath)
    const info = await c.get('backend').files.stat(storePath)
    if (!info) notFound()
    return serveFile(c, info, {
      'Cache-Control': who === 'public' ? 'public, max-age=86400' : STAFF_ONLY_CACHE,
      'X-Content-Type-Options': 'nosniff',
    })
  })

  /** The `v` imageUrl writes for a file whose size it was not given. */
  const UNKNOWN_SIZE_QUERY = '?v=0'

  app.get('/img/:width/:folder/:name', async (c) => {
    const { folder, name } = c.req.param()
    const width = WIDTH_SEGMENTS.get(c.req.param('width'))
    if (!width || !PUBLIC_IMAGE_FOLDERS.has(folder) || !isStoredName(name) || hasEscapes(c)) notFound()
    const storePath = `${folder}/${name}`
    const who = await audience(c, storePath)
    const info = await c.get('backend').files.stat(storePath)
    if (!info || !info.contentType.startsWith('image/')) notFound()
    // `?v=` with the file's size (imageUrl), or nothing: any other query (another `v`, another
    // parameter, a second `v`) would be one more cache entry, the `v` one for a year. `?v=0` is a
    // URL written without the size (a page block stores its image as a path, decision 47): served
    // as the unversioned URL is, cached a day.
    const query = rawQuery(c)
    const version = query === `?v=${info.size.toString(36)}`
    if (query !== '' && !version && query !== UNKNOWN_SIZE_QUERY) notFound()
    const etag = `"${width}-${info.etag.replace(/"/g, '')}"`
    const headers = {
      ETag: etag,
      'Cache-Control':
        who === 'staff' ? STAFF_ONLY_CACHE : version ? 'public, max-age=31536000, immutable' : 'public, max-age=86400',
      Vary: 'Accept',
    }
    if (notModified(c, etag)) return c.body(null, 304, headers)
    const cacheFile = path.join(options.imageCacheDir, String(width), folder, `${name}.${info.etag.replace(/\W/g, '')}.webp`)
    let bytes: Buffer
    try {
      bytes = await readFile(cacheFile)
    } catch {
      // One resize per image and width at a time, however many visitors ask at once.
      let pending = inFlight.get(cacheFile)
      if (!pending) {
        pending = (async () => {
          const original = await c.get('backend').files.read(storePath)
          if (!original) notFound()
          // Loaded by the first resize, not at start (the site's cold start).
          const { default: sharp } = await import('sharp')
          const out = await sharp(original, { limitInputPixels: 40_000_000 })
            .rotate()
            .resize({ width, withoutEnlargement: true })
            .webp({ quality: 76, effort: 4 })
            .toBuffer()
          await mkdir(path.dirname(cacheFile), { recursive: true })
          const temp = `${cacheFile}.${process.pid}.tmp`
          await writeFile(temp, out)
          await rename(temp, cacheFile)
          return out
        })().finally(() => inFlight.delete(cacheFile))
        inFlight.set(cacheFile, pending)
      }
      bytes = await pending
    }
    return c.body(new Uint8Array(bytes), 200, {
      ...headers,
      'Content-Type': 'image/webp',
      'Content-Length': String(bytes.length),
    })
  })

  // Downloads are as fresh as the pages that link them (config.publicCacheControl): revalidated
  // every time on the embedded backend; on Firebase kept by Hosting's CDN as pages are, so a
  // download no longer runs the function for every visitor.
  app.get(itemRoute('profiles', ITEM_FILES.cv), noQuery, async (c) => {
    const profile = await findBySlug(c.get('backend').content, 'profiles', c.req.param('slug'))
    if (!profile || !isPublicProfile(profile) || !profile.cv) notFound()
    const info = await c.get('backend').files.stat(profile.cv.path)
    if (!info) notFound()
    return serveFile(c, info, {
      'Content-Type': 'application/pdf',
      'Content-Disposition': contentDisposition('attachment', `CV ${profile.name}.pdf`),
      'Cache-Control': c.get('config').publicCacheControl,
    })
  })

  app.get(itemRoute('profiles', ITEM_FILES.vcard), noQuery, async (c) => {
    const profile = await findBySlug(c.get('backend').content, 'profiles', c.req.param('slug'))
    if (!profile || !isPublicProfile(profile)) notFound()
    const url = `${c.get('config').publicBaseUrl}${attorneyUrl(profile.slug)}`
    const [site, photo] = await Promise.all([siteFor(c), vcardPhoto(c.get('backend').files, profile.picture, options.imageCacheDir)])
    if (isNewDownload(c)) countConversion(c, 'vcard-download')
    return c.body(profileVcard(profile, url, site, photo), 200, {
      'Content-Type': 'text/vcard; charset=utf-8',
      'Content-Disposition': contentDisposition('attachment', `${profile.slug}.vcf`),
      'Cache-Control': c.get('config').publicCacheControl,
    })
  })

  return app
}

/**
 * A published publication's PDF, at its page's address + `/download`: under /en by its English
 * slug (decision 30), so the English page's link and the English sitemap name a working URL.
 * Under /en it is the English PDF when there is one, named by the English slug; else the
 * Indonesian PDF under its Indonesian name, as the English page says.
 */
export function publicationDownloadRoutes() {
  const app = new Hono<AppEnv>()
  app.get(itemRoute('publications', ITEM_FILES.download), noQuery, async (c) => {
    const found = await getPublishedPost(c.get('backend').content, 'publications', c.req.param('slug'), c.get('now'), c.get('lang'))
    if (!found) notFound()
    const stored = found.stored as Publication
    const pdf = publicationPdf(stored, c.get('lang'))
    const info = await c.get('backend').files.stat(pdf.file.path)
    if (!info) notFound()
    const name = pdf.lang === 'en' && stored.slugEn ? stored.slugEn : stored.slug
    // Statistik: from the page that linked it (its Referer).
    if (isNewDownload(c)) countConversion(c, 'pdf-download')
    return serveFile(c, info, {
      'Content-Type': 'application/pdf',
      'Content-Disposition': contentDisposition('attachment', `${name}.pdf`),
      'Content-Language': HTML_LANG[pdf.lang],
      'Cache-Control': c.get('config').publicCacheControl,
    })
  })

  return app
}
