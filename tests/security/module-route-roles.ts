/**
 * The least role of each route of the collections whose dashboard pages are the generic ones
 * (functions/src/collections/module-routes.tsx), stated once for all of them: opening, creating,
 * saving and marking the English version current is the collection's `edit`, deleting its
 * `delete`, each for any staff member unless shared/collections/access.ts keeps it for admins.
 * tests/security/route-roles.test.ts holds every registered route to it, as to its own table.
 */
import { mayDo, type StaffAction } from '../../shared/collections/access'
import type { CollectionName } from '../../shared/collections'

type Least = 'editor' | 'admin'

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

/** Each generic route of `modules` (`METHOD path`) with its least role. */
export function moduleRouteRoles(modules: Record<string, object>): Record<string, Least> {
  const roles: Record<string, Least> = {}
  for (const module of Object.values(modules) as GenericModuleLike[]) {
    if (!module.genericDashboard || !module.list || !module.name) continue
    const translated = Object.values(module.fields ?? {}).some((field) => field.translates)
    for (const [route, action, onlyTranslated] of ROUTES) {
      if (onlyTranslated && !translated) continue
      const [method, rest] = route.split(' ')
      roles[`${method} ${module.list.path}${rest}`] = mayDo('editor', action, module.name) ? 'editor' : 'admin'
    }
  }
  return roles
}
