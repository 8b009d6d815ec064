import type { MiddlewareHandler } from 'hono'
import { HTTPException } from 'hono/http-exception'
import { ENGLISH_FIXED_PATHS, LANG_PREFIX, type Lang } from '../../../shared/i18n/langs'
import type { AppEnv } from '../app-env'

/**
 * A route whose fixed path is said in words: its Indonesian path and, where it differs,
 * its English one. The same route module is mounted at `/` and under `/en`; it registers both
 * paths (`paths`) and puts `guard` first, so that each language answers at its own words only.
 */
export interface LanguagePaths {
  /** Both paths, as Hono's `app.on` takes them. */
  paths: string[]
  guard: MiddlewareHandler<AppEnv>
}

/**
 * `id`: the Indonesian path; `en`: its English one (by default from ENGLISH_FIXED_PATHS).
 * - `/x/terima-kasih` answers in Indonesian, `/en/x/thank-you` in English;
 * - `/en/x/terima-kasih`, an address from before the English words, answers 301 to
 *   `/en/x/thank-you` (query kept) for GET and HEAD, and is served as before for a POST, so a
 *   form on a page cached before still sends (a 301 would turn it into a GET and lose it);
 * - the other mix (`/x/thank-you`, Indonesian by its prefix) is a 404, as any unknown path.
 */
export function languagePaths(id: string, en: string = ENGLISH_FIXED_PATHS[id] ?? id): LanguagePaths {
  const own: Record<Lang, string> = { id, en: `${LANG_PREFIX.en}${en}` }
  const legacy = `${LANG_PREFIX.en}${id}`
  const guard: MiddlewareHandler<AppEnv> = async (c, next) => {
    const lang = c.get('lang')
    const path = c.req.path
    if (path === own[lang]) return next()
    if (lang === 'en' && path === legacy) {
      if (c.req.method !== 'GET' && c.req.method !== 'HEAD') return next()
      const query = new URL(c.req.url).search
      return c.body(null, 301, { Location: `${own.en}${query}`, 'Cache-Control': c.get('config').publicCacheControl })
    }
    throw new HTTPException(404)
  }
  return { paths: id === en ? [id] : [id, en], guard }
}
