import { Hono } from 'hono'
import type { AppEnv } from '../../app-env'

/** Blogs and publications in the dashboard: list, create, edit, delete. (Being built.) */
export function postRoutes(_collection: 'blogs' | 'publications') {
  return new Hono<AppEnv>()
}
