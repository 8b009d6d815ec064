/**
 * The published practice areas, read once per request and language: a page and the forms it
 * holds (the contact form's area choice, the alerts form's interests) each list them, and the
 * home page counts them too. Without this the home page read them three times, each a query and
 * an ordering read: on Firebase six of a new instance's first request's Firestore calls.
 */
import type { Context } from 'hono'
import type { Lang } from '../../../shared/i18n/langs'
import type { AppEnv } from '../app-env'
import { practiceAreas } from './public-content'

type Areas = ReturnType<typeof practiceAreas>

const byRequest = new WeakMap<Context<AppEnv>, Map<Lang, Areas>>()

/** `practiceAreas` of this request's store and time, shared by everything the request renders. */
export function practiceAreasOfRequest(c: Context<AppEnv>, lang: Lang): Areas {
  let read = byRequest.get(c)
  if (!read) byRequest.set(c, (read = new Map()))
  let areas = read.get(lang)
  if (!areas) read.set(lang, (areas = practiceAreas(c.get('backend').content, c.get('now'), lang)))
  return areas
}
