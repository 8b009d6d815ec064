/**
 * The notice of a save of an item that can be a draft (blogs, publications, practice areas):
 * what the save did to where the item stands, in words (shared/notices.ts). Saved as a draft,
 * published, scheduled for a day and hour (or saved while so scheduled), taken back to a draft,
 * or saved while published.
 */
import { noticeOf, type NoticeDetail, type NoticeKey } from '../../../shared/notices'
import { publishStatus } from '../../../shared/publish-rule'

type Dated = { publishedAt: string | null }

export function publishNotice(collection: string, savedKey: NoticeKey, before: Dated | null, after: Dated, now: Date): { key: NoticeKey; detail: NoticeDetail } {
  const of = noticeOf(collection)
  const was = before ? publishStatus(before, now) : null
  switch (publishStatus(after, now)) {
    case 'draft':
      return { key: was === 'published' || was === 'scheduled' ? 'item-unpublished' : 'item-draft', detail: of }
    case 'scheduled':
      // Saved while scheduled for the same moment: kept so, which is not a new schedule.
      return { key: was === 'scheduled' && before?.publishedAt === after.publishedAt ? 'item-saved-scheduled' : 'item-scheduled', detail: { ...of, at: after.publishedAt! } }
    case 'published':
      return was === 'published' ? { key: savedKey, detail: {} } : { key: 'item-published', detail: of }
  }
}
