/**
 * Who a blog or publication reaches as a client alert (docs/alerts.md), one rule for the queue
 * that sends it (functions/src/alerts/alert-queue.ts), the form that says beforehand what its
 * choice will do, and the notice after the save that says what was queued.
 */
import type { SendAlertChoice } from './collections/alerts'

/** What a subscriber chose to receive (regulations followed: none on records written before). */
export interface Interests {
  categoryIds: readonly string[]
  practiceAreaIds: readonly string[]
  regulationIds?: readonly string[] | undefined
}

/** What an item is about, for matching: its category, its practice areas (its authors'), the regulations it links. */
export interface ItemInterests {
  categoryId: string
  areaIds: ReadonlySet<string>
  regulationIds?: readonly string[] | undefined
}

/**
 * Whether an item goes to a subscriber: one who chose nothing receives everything; otherwise
 * the item's category is among the chosen categories, or one of its practice areas (its authors')
 * among the chosen areas, or it links (Peraturan terkait) a regulation the subscriber follows.
 * One answer per subscriber, however many of these hold: an alert is one email per recipient.
 */
export function matchesInterests(subscriber: Interests, item: ItemInterests): boolean {
  const followed = subscriber.regulationIds ?? []
  if (subscriber.categoryIds.length === 0 && subscriber.practiceAreaIds.length === 0 && followed.length === 0) return true
  return subscriber.categoryIds.includes(item.categoryId) || subscriber.practiceAreaIds.some((id) => item.areaIds.has(id)) || followedRegulationsOf(subscriber, item).length > 0
}

/** The regulations an item links that the subscriber follows, in the item's order: why it reaches them, said in the email. */
export function followedRegulationsOf(subscriber: Pick<Interests, 'regulationIds'>, item: Pick<ItemInterests, 'regulationIds'>): string[] {
  const followed = subscriber.regulationIds ?? []
  if (followed.length === 0) return []
  return (item.regulationIds ?? []).filter((id) => followed.includes(id))
}

/**
 * Whether a Buletin sent to these practice-area lists goes to a subscriber: by the rule above, for
 * an item about those areas (so one who chose nothing receives it too); no area chosen sends it
 * to every active subscriber.
 */
export function matchesDigest(subscriber: Interests, practiceAreaIds: readonly string[]): boolean {
  return practiceAreaIds.length === 0 || matchesInterests(subscriber, { categoryId: '', areaIds: new Set(practiceAreaIds) })
}

/**
 * What the post form knows to say what its choice will do: never a subscriber's address, only
 * how many active subscribers share each set of interests.
 */
export interface AlertReach {
  /** The categories Pengaturan Situs sends on Otomatis. */
  autoCategoryIds: string[]
  /**
   * Active subscribers grouped by their interests and the language they read (the regulations
   * they follow included, left out where none: each subscriber is counted once, whatever matches).
   */
  groups: { categoryIds: string[]; practiceAreaIds: string[]; regulationIds?: string[]; lang: 'id' | 'en'; count: number }[]
  /** The practice areas of each author the form offers. */
  authorAreas: Record<string, string[]>
  /** The item's alert, when it went out already: it never goes again. */
  sent: { recipients: number; at: string } | null
  /** Pengaturan Situs, for an admin (the one who can change which categories go out). */
  settingsHref: string | null
}

/** How many active subscribers an item with this category, these authors and these linked regulations reaches, by the language they read. */
export function reachByLang(reach: Pick<AlertReach, 'groups' | 'authorAreas'>, categoryId: string, authorIds: readonly string[], regulationIds: readonly string[] = []): { id: number; en: number } {
  const areaIds = new Set(authorIds.flatMap((id) => reach.authorAreas[id] ?? []))
  const counts = { id: 0, en: 0 }
  for (const group of reach.groups) if (matchesInterests(group, { categoryId, areaIds, regulationIds })) counts[group.lang === 'en' ? 'en' : 'id'] += group.count
  return counts
}

/** How many active subscribers an item with this category, these authors and these linked regulations reaches. */
export function reachCount(reach: Pick<AlertReach, 'groups' | 'authorAreas'>, categoryId: string, authorIds: readonly string[], regulationIds: readonly string[] = []): number {
  const { id, en } = reachByLang(reach, categoryId, authorIds, regulationIds)
  return id + en
}

/** "12 pelanggan", the number as Indonesian writes it (1.234). */
export function subscribersCount(n: number): string {
  return `${String(n).replace(/\B(?=(\d{3})+(?!\d))/g, '.')} pelanggan`
}

/**
 * What the form's choice will do for this item, in a sentence or two: whether it goes out, to
 * how many subscribers, and why not when Otomatis sends nothing for its category.
 */
export function alertPlan(reach: AlertReach, item: { choice: SendAlertChoice; categoryId: string; categoryName: string | null; authorIds: readonly string[]; regulationIds?: readonly string[] }): string {
  if (reach.sent) return `Sudah dikirim sebagai peringatan klien ke ${subscribersCount(reach.sent.recipients)}; item ini tidak dikirim lagi.`
  if (item.choice === 'no') return 'Tidak dikirim sebagai peringatan klien.'
  if (!item.categoryId) return 'Pilih kategorinya untuk melihat berapa pelanggan yang akan menerimanya.'
  const byLang = reachByLang(reach, item.categoryId, item.authorIds, item.regulationIds ?? [])
  const count = byLang.id + byLang.en
  // Which version each reads: English subscribers get the English one where there is one (docs/alerts.md).
  const languages = [byLang.id ? `${byLang.id} Bahasa Indonesia` : '', byLang.en ? `${byLang.en} English` : ''].filter(Boolean).join(', ')
  const audience = count > 0 ? `ke ${subscribersCount(count)} yang minatnya cocok saat ini (${languages})` : 'ke pelanggan yang minatnya cocok (saat ini belum ada)'
  const category = item.categoryName ? `“${item.categoryName}”` : 'ini'
  if (item.choice === 'yes') return `Saat terbit, dikirim ${audience}.`
  if (reach.autoCategoryIds.includes(item.categoryId)) return `Kategori ${category} dikirim otomatis (Pengaturan Situs): saat terbit, dikirim ${audience}.`
  return `Tidak akan dikirim: kategori ${category} tidak termasuk kategori yang dikirim otomatis di Pengaturan Situs. Pilih “Ya, kirim saat terbit” untuk mengirimnya ${audience}.`
}
