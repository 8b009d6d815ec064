/**
 * A change another dashboard session made, as both transports deliver it (server-sent events
 * on the embedded backend, Firestore listeners on Firebase), and the Indonesian sentences
 * lists and forms show for it.
 */
export type LiveKind = 'create' | 'update' | 'delete'

export interface LiveChange {
  collection: string
  id: string
  kind: LiveKind
  /** The version the item has now (for a delete: the last one it had). */
  version: number
  /** Its title or name, as saved. */
  title: string
  /** Display name of who saved or deleted; null when unknown (writes from outside the dashboard, deletes seen by Firestore listeners). */
  by: string | null
  /** Saved by the signed-in user themself (another tab, or this page's own save). */
  byYou: boolean
}

const KINDS = new Set<string>(['create', 'update', 'delete'])

/** A change from the wire, checked field by field; anything else is ignored (null). */
export function parseLiveChange(value: unknown): LiveChange | null {
  if (!value || typeof value !== 'object') return null
  const v = value as Record<string, unknown>
  if (typeof v.collection !== 'string' || typeof v.id !== 'string' || typeof v.kind !== 'string' || !KINDS.has(v.kind)) return null
  if (typeof v.version !== 'number' || !Number.isFinite(v.version)) return null
  return {
    collection: v.collection,
    id: v.id,
    kind: v.kind as LiveKind,
    version: v.version,
    title: typeof v.title === 'string' ? v.title : '',
    by: typeof v.by === 'string' && v.by.trim() ? v.by.trim() : null,
    byYou: v.byYou === true,
  }
}

const SOMEONE = 'Staf lain'

function quoted(title: string): string {
  return title ? `“${title}”` : 'satu item'
}

/** One change in a list's words: "Budi menyimpan “Judul”". */
export function describeChange(change: LiveChange): string {
  const who = change.by ?? SOMEONE
  // Sampah's entries come and go by other actions: an item deleted into it, restored or deleted
  // for good out of it (a restore is no deletion).
  if (change.collection === 'trash') {
    if (change.kind === 'create') return `${who} memindahkan ${quoted(change.title)} ke Sampah`
    if (change.kind === 'delete') return `${quoted(change.title)} tidak lagi di Sampah`
  }
  if (change.kind === 'delete') return change.by ? `${change.by} menghapus ${quoted(change.title)}` : `${quoted(change.title)} dihapus`
  if (change.kind === 'create') return `${who} menambahkan ${quoted(change.title)}`
  return `${who} menyimpan ${quoted(change.title)}`
}

/**
 * The small notice of a list refreshed because of other people's changes ("Daftar diperbarui:
 * Budi menyimpan “Judul”."); several changes at once are counted rather than listed. When the
 * list could not be fetched again (`refreshed` false), it asks for a reload instead.
 */
export function listNotice(changes: readonly LiveChange[], refreshed = true): string | null {
  const text = listChanges(changes)
  if (refreshed) return text ? `Daftar diperbarui: ${text}.` : null
  return `${text ? `Ada perubahan: ${text}.` : 'Daftar ini berubah.'} Muat ulang halaman untuk melihatnya.`
}

function listChanges(changes: readonly LiveChange[]): string | null {
  // The same item saved twice in a burst is one change to the reader.
  const latest = new Map<string, LiveChange>()
  for (const change of changes) if (!change.byYou) latest.set(`${change.collection}/${change.id}`, change)
  const list = [...latest.values()]
  if (list.length === 0) return null
  if (list.length === 1) return describeChange(list[0]!)
  const names = [...new Set(list.map((change) => change.by).filter((by): by is string => by !== null))]
  const who = names.length === 1 && list.every((change) => change.by === names[0]) ? ` oleh ${names[0]}` : ''
  return `${list.length} perubahan${who}`
}

/** The open edit form's banner when someone else saved or deleted the item. */
export function formBannerText(change: LiveChange): string {
  const who = change.by ?? SOMEONE
  if (change.kind === 'delete') {
    const lead = change.by ? `${change.by} baru saja menghapus konten ini.` : 'Konten ini baru saja dihapus oleh staf lain.'
    return `${lead} Isian Anda masih ada di formulir, tetapi tidak dapat disimpan lagi; salin bagian yang masih Anda perlukan.`
  }
  return `${who} baru saja menyimpan konten ini. Muat versi mereka di samping isian Anda?`
}
