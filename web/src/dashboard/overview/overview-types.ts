/** What Ringkasan (`/dashboard`) shows: plain data the server reads (functions/src/overview/). */

/** One item a card names: its title, a link to it, and a line about it (a date, a position). */
export interface OverviewItem {
  label: string
  href: string
  detail?: string
}

/** A card: how many of something need attention, the first few, and the list that holds them all. */
export interface OverviewCard {
  /** Its slot (shared order; see functions/src/overview/overview-cards.ts). */
  id: string
  title: string
  count: number
  /**
   * The count is of a bounded scan (the latest changes), not of the whole collection: the card
   * says "at least" rather than a number it cannot vouch for.
   */
  atLeast?: boolean
  /** What the count says it counts, after the number ("belum dibaca"). */
  unit: string
  items: OverviewItem[]
  /** The filtered lists that hold every counted item (one per collection where a card spans several). */
  links: { label: string; href: string }[]
  /** What the card says while its count is zero. */
  empty: string
}

export interface OverviewPageProps {
  cards: OverviewCard[]
}
