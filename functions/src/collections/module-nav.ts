/**
 * The dashboard's menu entries of the collections whose pages are the generic ones
 * (./module-routes.tsx), read from the registry on the server: the menu (web/src/dashboard/
 * components/app-shell.tsx) runs in the browser too, which never loads the registry.
 */
import { COLLECTION_MODULES, type CollectionName } from '../../../shared/collections'
import { rolesFor } from '../../../shared/collections/access'
import type { ModuleNavEntry } from '../../../web/src/dashboard/types'

/**
 * The navigation entries of the modules with `genericDashboard`, in the registry's order: each
 * its list's address under the module's title, for the roles that may edit the collection's
 * items (shared/collections/access.ts).
 */
export function moduleNavEntries(modules: Record<string, object> = COLLECTION_MODULES): ModuleNavEntry[] {
  return (Object.values(modules) as { name?: CollectionName; genericDashboard?: true; list?: { path: string }; labels?: { title: string } }[]).flatMap((module) =>
    module.genericDashboard && module.list && module.name && module.labels ? [{ href: module.list.path, label: module.labels.title, roles: rolesFor(module.name, 'edit') }] : [],
  )
}
