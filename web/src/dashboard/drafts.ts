/**
 * In-progress drafts of the create and edit forms, kept in localStorage per path as the user
 * types and offered back on return to the same path. Any other path's draft is cleared when a
 * page loads (spec section 2). Storage failures (private mode, quota) are ignored: drafts
 * are a convenience, the form itself never depends on them.
 */
const PREFIX = 'draft:'

export interface Draft {
  savedAt: number
  /** The version of the item the draft was typed against. */
  version: string | null
  values: Record<string, string | string[]>
}

function storage(): Storage | null {
  try {
    return typeof window === 'undefined' ? null : window.localStorage
  } catch {
    return null
  }
}

export function draftKey(path: string): string {
  return `${PREFIX}${path}`
}

export function saveDraft(path: string, draft: Draft): void {
  try {
    storage()?.setItem(draftKey(path), JSON.stringify(draft))
  } catch {
    // Quota exceeded or storage disabled: keep working without a draft.
  }
}

export function readDraft(path: string): Draft | null {
  try {
    const raw = storage()?.getItem(draftKey(path))
    if (!raw) return null
    const draft = JSON.parse(raw) as Draft
    return draft && typeof draft === 'object' && draft.values ? draft : null
  } catch {
    return null
  }
}

export function clearDraft(path: string): void {
  try {
    storage()?.removeItem(draftKey(path))
  } catch {
    // ignore
  }
}

/** Removes every draft whose path is not `path`. */
export function clearDraftsExcept(path: string, store: Storage | null = storage()): void {
  if (!store) return
  try {
    const keys: string[] = []
    for (let i = 0; i < store.length; i++) {
      const key = store.key(i)
      if (key?.startsWith(PREFIX) && key !== draftKey(path)) keys.push(key)
    }
    for (const key of keys) store.removeItem(key)
  } catch {
    // ignore
  }
}

/** The form's current values, as a draft stores them (files and hidden technical fields excluded). */
export function formValues(form: HTMLFormElement, skip: readonly string[] = ['version', 'intent']): Record<string, string | string[]> {
  const values: Record<string, string | string[]> = {}
  for (const [name, value] of new FormData(form)) {
    if (typeof value !== 'string' || skip.includes(name)) continue
    const existing = values[name]
    if (existing === undefined) values[name] = value
    else values[name] = Array.isArray(existing) ? [...existing, value] : [existing, value]
  }
  return values
}
