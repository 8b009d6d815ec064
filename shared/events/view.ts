import type { EventDoc } from '../schemas/types'

/** An event as public code may read it: everything but the join link, published (docs/decisions/0058-events.md). */
export type PublicEvent = Omit<EventDoc, 'joinUrl'> & { publishedAt: string }

/** An event localized for a page, with the translated fields shown in Indonesian for want of English. */
export interface EventView {
  event: PublicEvent
  fallbacks: string[]
}
