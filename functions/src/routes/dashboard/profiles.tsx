import { Hono } from 'hono'
import type { AppEnv } from '../../app-env'

/** Attorney and staff profiles in the dashboard: list, create, edit, delete. (Being built.) */
export function profileRoutes() {
  return new Hono<AppEnv>()
}
