import { Hono } from 'hono'
import type { AppEnv } from '../../app-env'

/** /dashboard/staff: staff accounts, admins only. (Being built.) */
export function staffRoutes() {
  return new Hono<AppEnv>()
}
