/**
 * The least role of each route of the collections whose dashboard pages are the generic ones
 * (functions/src/collections/module-routes.tsx), stated once for all of them: opening, creating,
 * saving and marking the English version current is the collection's `edit`, deleting its
 * `delete`: the collection's area of the role matrix, or admins only where
 * shared/collections/access.ts keeps the action for them.
 * tests/security/route-roles.test.ts holds every registered route to it, as to its own table.
 */
import { areaOf, needsAdmin, type Capability, type StaffAction } from '../../shared/collections/access'
import type { CollectionName } from '../../shared/collections'

/** Whose a route is: any staff member's, or the roles with a capability of the matrix. */
export type RouteArea = 'staff' | Capability

const ROUTES: [route: string, action: StaffAction, translated?: true][] = [
  ['GET ', 'edit'],
  ['GET /create', 'edit'],
  ['POST /create', 'edit'],
  ['GET /:id/edit', 'edit'],
  ['POST /:id/edit', 'edit'],
  ['POST /:id/translation-current', 'edit', true],
  ['POST /:id/delete', 'delete'],
]

interface GenericModuleLike {
  name?: CollectionName
  genericDashboard?: true
  list?: { path: string }
  fields?: Record<string, { translates?: string }>
}

/** Each generic route of `modules` (`METHOD path`) with its area. */
export function moduleRouteRoles(modules: Record<string, object>): Record<string, RouteArea> {
  const roles: Record<string, RouteArea> = {}
  for (const module of Object.values(modules) as GenericModuleLike[]) {
    if (!module.genericDashboard || !module.list || !module.name) continue
    const translated = Object.values(module.fields ?? {}).some((field) => field.translates)
    for (const [route, action, onlyTranslated] of ROUTES) {
      if (onlyTranslated && !translated) continue
      const [method, rest] = route.split(' ')
      roles[`${method} ${module.list.path}${rest}`] = needsAdmin(module.name, action) ? 'admin' : areaOf(module.name)
    }
  }
  return roles
}
