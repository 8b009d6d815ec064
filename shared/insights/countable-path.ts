/**
 * Which paths Statistik counts: the public pages' routes only, so a beacon cannot fill the
 * counters with made-up addresses. What stays is the path as the route reads it (no query, no
 * fragment, no trailing slash), with its language.
 */
import { COLLECTION_PATHS, SITE_PATHS } from '../urls'
import { hasPagePathShape } from '../collections/block-pages'
import type { Lang } from '../i18n/langs'

const SLUG = /^[a-z0-9]+(?:-[a-z0-9]+)*$/
const SLUG_MAX = 120
const FIXED = new Set<string>(Object.values(SITE_PATHS))
const LISTS = new Set<string>(Object.values(COLLECTION_PATHS))

/** A public page's path and its language, or null for anything else (dashboard, files, unknown shapes). */
export function countablePath(input: string): { path: string; lang: Lang } | null {
  if (typeof input !== 'string' || input.length > 300 || !input.startsWith('/')) return null
  let path = input.replace(/[?#].*$/s, '')
  if (path.length > 1 && path.endsWith('/')) path = path.slice(0, -1)
  let lang: Lang = 'id'
  let rest = path
  if (path === '/en' || path.startsWith('/en/')) {
    lang = 'en'
    rest = path === '/en' ? '/' : path.slice(3)
  }
  if (!isPublicRoute(rest)) return null
  return { path, lang }
}

function isPublicRoute(path: string): boolean {
  if (FIXED.has(path) || LISTS.has(path)) return true
  const slash = path.indexOf('/', 1)
  if (slash > 0 && LISTS.has(path.slice(0, slash))) {
    const slug = path.slice(slash + 1)
    return slug.length <= SLUG_MAX && SLUG.test(slug)
  }
  // Pages staff build from blocks live at any path of their shape that no route of the site holds.
  return hasPagePathShape(path)
}
