/**
 * An item's own number on its form: how often its pages (both languages) were viewed in the
 * last 30 days, from Statistik's counters (functions/src/insights/item-views.ts). Nothing when
 * the item is new or nothing counts on this site.
 */
export function ItemViews({ views }: { views?: number | null | undefined }) {
  if (views === null || views === undefined) return null
  return (
    <p className="item-views" data-item-views={views}>
      Dilihat {views.toLocaleString('id-ID')} kali dalam 30 hari terakhir
    </p>
  )
}
