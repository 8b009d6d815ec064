import type { Context } from 'hono'
import { HTTPException } from 'hono/http-exception'
import { MSG } from '../../../../shared/schemas/messages'
import type { AppEnv } from '../../app-env'
import { StaleVersionError, UniqueConstraintError } from '../../backends/ports'

/**
 * The submitted form, or a 400 with a message when the body is not a form at all
 * (a user never gets a 500 for what their browser sent).
 */
export async function readForm(c: Context<AppEnv>): Promise<FormData> {
  let form: FormData
  try {
    form = await c.req.formData()
  } catch {
    throw new HTTPException(400, { message: 'Formulir tidak dapat dibaca. Muat ulang halaman dan coba lagi.' })
  }
  return singleValued(form)
}

/** Fields a form may legitimately repeat (checkbox lists, orderings). */
export const LIST_FIELDS = new Set(['tagIds', 'authorIds', 'practiceAreaIds', 'ids'])

/**
 * Keeps the first value of every field that is not a list. Browsers never repeat them; a
 * crafted request that does would otherwise reach the schemas and the re-rendered form as
 * arrays where strings are expected.
 */
export function singleValued(form: FormData): FormData {
  const out = new FormData()
  const seen = new Set<string>()
  for (const [name, value] of form) {
    if (!LIST_FIELDS.has(name)) {
      if (seen.has(name)) continue
      seen.add(name)
    }
    out.append(name, value)
  }
  return out
}

/** A form-level or field-level error for failures the schema could not know about. */
export function storeErrorReply(error: unknown, slugField = 'slug'): { formErrors?: string[]; fieldErrors?: Record<string, string[]> } | null {
  if (error instanceof StaleVersionError) return { formErrors: [MSG.stale] }
  if (error instanceof UniqueConstraintError) return { fieldErrors: { [slugField]: [MSG.slugTaken] } }
  return null
}

/** The redirect after a successful save, carrying a notice key. */
export function redirectWithNotice(c: Context<AppEnv>, path: string, notice: string) {
  const url = new URL(path, 'http://x')
  url.searchParams.set('notice', notice)
  return c.redirect(url.pathname + url.search, 303)
}

/** Strips the metadata from a stored document, leaving what an update writes back. */
export function dataOf<T extends { id: string; version: number; createdAt: string; updatedAt: string; updatedBy: string }>(doc: T) {
  const { id: _i, version: _v, createdAt: _c, updatedAt: _u, updatedBy: _b, ...data } = doc
  return data
}
