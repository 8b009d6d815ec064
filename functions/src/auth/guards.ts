import type { Context, MiddlewareHandler } from 'hono'
import { HTTPException } from 'hono/http-exception'
import { mayDo, rolesWith, type Capability, type StaffAction } from '../../../shared/collections/access'
import { STAFF_ROLE_LABELS, STAFF_ROLES, type StaffRole } from '../../../shared/schemas/staff'
import type { CollectionName } from '../../../shared/schemas/types'
import type { AppEnv } from '../app-env'

/** The login page's address for a path that needs a session. */
export function loginRedirect(path: string): string {
  return `/login?next=${encodeURIComponent(path)}`
}

/** Any signed-in staff member; others are sent to /login?next={path}. */
const auth: MiddlewareHandler<AppEnv> = async (c, next) => {
  if (!c.get('session')) {
    const url = new URL(c.req.url)
    // A form sent after the session ended goes back to its page after sign-in; the browser
    // kept the input as a draft for that path, so nothing typed is lost.
    return c.redirect(loginRedirect(url.pathname + url.search), c.req.method === 'GET' || c.req.method === 'HEAD' ? 302 : 303)
  }
  await next()
}

/** What any other role is told on a route for admins only. */
export const ADMIN_ONLY_MESSAGE = 'Halaman ini hanya untuk admin.'

/**
 * What a staff member whose role is not among `allowed` is told: who the page is for, and the
 * role they have, so they know whom to ask (docs/roles.md).
 */
export function refusalMessage(allowed: readonly StaffRole[], role: StaffRole): string {
  if (allowed.length === 1 && allowed[0] === 'admin') return ADMIN_ONLY_MESSAGE
  const names = allowed.map((id) => STAFF_ROLE_LABELS[id])
  const list = names.length > 1 ? `${names.slice(0, -1).join(', ')} dan ${names.at(-1)}` : (names[0] ?? 'admin')
  return `Halaman ini hanya untuk peran ${list}. Peran Anda: ${STAFF_ROLE_LABELS[role] ?? role}.`
}

/** Staff whose role is among `allowed`; others get 403 with refusalMessage, visitors go to sign in. */
function rolesGuard(allowed: readonly StaffRole[]): MiddlewareHandler<AppEnv> {
  return async (c, next) => {
    const session = c.get('session')
    if (!session) return auth(c, next)
    if (!allowed.includes(session.user.role)) throw new HTTPException(403, { message: refusalMessage(allowed, session.user.role) })
    await next()
  }
}

/** Admins only (staff accounts, Aktivitas); every other role gets 403. */
const admin = rolesGuard(['admin'])

/** Signed-in staff visiting /login go straight to the dashboard's Ringkasan. */
const guest: MiddlewareHandler<AppEnv> = async (c, next) => {
  if (c.get('session')) return c.redirect('/dashboard', 302)
  await next()
}

export const GUARDS = { auth, admin, guest } as const
export type GuardName = keyof typeof GUARDS

/**
 * Route guards by name, as a page's metadata lists them. An unknown name throws when the
 * route is declared, so a typo stops the server at start-up instead of leaving a page open
 * (spec section 8: "Unknown middleware name: an error is thrown").
 */
export function guards(...names: string[]): MiddlewareHandler<AppEnv> {
  const list = names.map((name) => {
    const guard = (GUARDS as Record<string, MiddlewareHandler<AppEnv>>)[name]
    if (!guard) throw new Error(`Unknown middleware "${name}". Known: ${Object.keys(GUARDS).join(', ')}`)
    return guard
  })
  // Runs the guards in order; the first one that answers (a redirect, an error) stops the chain.
  return async function guarded(c, next) {
    const run = async (index: number): Promise<Response | void> => {
      const guard = list[index]
      if (!guard) return next()
      return guard(c, () => run(index + 1).then(() => undefined))
    }
    return run(0)
  }
}

/**
 * The guard of `action` on the items of `collections`: the roles the matrix
 * (shared/collections/access.ts) lets do it on every one of them. Every route of a collection
 * takes its guard from here, so the table is the one place a role is decided.
 */
export function collectionGuard(action: StaffAction, ...collections: CollectionName[]): MiddlewareHandler<AppEnv> {
  return rolesGuard(STAFF_ROLES.filter((role) => mayDo(role, action, ...collections)))
}

/** The guard of a screen that is no collection's: the roles with `capability` in the matrix. */
export function capabilityGuard(capability: Capability): MiddlewareHandler<AppEnv> {
  return rolesGuard(rolesWith(capability))
}

/**
 * For a route that learns the collection from the item it acts on (Sampah): refuses, as the
 * admin guard does, a staff member who may not `action` items of `collection` in their own
 * routes. Call it after the route's own guard.
 */
export function requireAccess(c: Context<AppEnv>, action: StaffAction, collection: CollectionName): void {
  const session = c.get('session')
  if (!session || !mayDo(session.user.role, action, collection)) {
    const allowed = STAFF_ROLES.filter((role) => mayDo(role, action, collection))
    throw new HTTPException(403, { message: session ? refusalMessage(allowed, session.user.role) : ADMIN_ONLY_MESSAGE })
  }
}
