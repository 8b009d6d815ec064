/**
 * What the history routes send the dashboard (functions/src/history/routes.tsx) and the history
 * panel and page show (web/src/dashboard/history/): plain data, importable by the browser.
 */
import type { ReviewStep } from './collections/reviews'
import type { RevisionAction, RevisionSummary } from './history'
import type { StoredFile } from './schemas/types'

/** A revision as listed: who by name, and the action in words. */
export interface RevisionView extends RevisionSummary {
  actorName: string
}

/** A file as a comparison shows it: by the name it was uploaded with, with a thumbnail when an image. */
export interface FileView {
  name: string
  path: string
  /** Where staff see it (the dashboard's media route); images get a thumbnail from it. */
  href: string
  image: boolean
}

/** A run of text in a word-level comparison: kept, added or removed. */
export interface TextPart {
  value: string
  added?: boolean
  removed?: boolean
  /** Unchanged words left out of a long text, far from any change (shown as "…"). */
  gap?: boolean
}

/** One field that differs between two versions, labelled from the module. */
export interface FieldChange {
  name: string
  label: string
  /** Text fields (rich text as its readable text): the words of both versions, changes marked. */
  parts?: TextPart[]
  /** Upload fields: the file before and after (null: none). */
  files?: { before: FileView | null; after: FileView | null }
  /** Long text (rich text, text areas): shown as a block. */
  long?: boolean
}

/** The history of one item (the list; JSON and the page alike). */
export interface HistoryList {
  collection: string
  docId: string
  /** What the item is called now (or was, when deleted). */
  title: string
  /** Where the history lives: `{this}/{revisionId}` shows one revision. */
  href: string
  /** The item's edit form (Pulihkan goes there), or null when it has none (deleted, no form). */
  editHref: string | null
  /** The version the item has now (null: deleted). */
  currentVersion: number | null
  revisions: RevisionView[]
  /** Tinjauan's steps of the item's latest review (docs/decisions/0051), oldest first; absent when never reviewed. */
  reviewSteps?: ReviewStep[]
}

/** One revision compared with another: what its save changed, or what restoring it would change. */
export interface RevisionDetail {
  revision: RevisionView
  /** `previous`: this revision against the one before it; `current`: the item now against this revision. */
  against: 'previous' | 'current'
  /** The other side: the previous revision, or the current document's version (null: none). */
  other: { version: number; at: string; actorName: string } | null
  changes: FieldChange[]
  /** The revision as form values (Pulihkan loads them into the form), and its files for previews. */
  values: Record<string, string | string[]>
  files: Record<string, StoredFile | null>
}

export const REVISION_ACTION_LABELS: Record<RevisionAction, string> = {
  create: 'Dibuat',
  update: 'Disimpan',
  delete: 'Dihapus',
  restore: 'Dipulihkan dari Sampah',
}

/** The history's address of an item, from its edit form's list path (`/dashboard/blogs` + id). */
export function historyHref(base: string, id: string): string {
  return `${base}/${encodeURIComponent(id)}/history`
}

/**
 * The history of an edit form's item, from the form's action: `/dashboard/blogs/{id}/edit` →
 * `/dashboard/blogs/{id}/history`, a fixed page's `/dashboard/pages/home` → `…/home/history`.
 */
export function historyOfForm(action: string): string {
  return action.endsWith('/edit') ? `${action.slice(0, -'/edit'.length)}/history` : `${action}/history`
}
