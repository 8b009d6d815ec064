import { Hono } from 'hono'
import type { AppEnv } from '../../app-env'

/** /dashboard/profiles/order-settings: attorney orders and pinned home content. (Being built.) */
export function orderingRoutes() {
  return new Hono<AppEnv>()
}
