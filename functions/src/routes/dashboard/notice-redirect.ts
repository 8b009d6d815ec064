import type { Context } from 'hono'
import { withNotice, type NoticeDetail, type NoticeKey } from '../../../../shared/notices'

/** The redirect after a successful action (303, so a reload does not post again), carrying a notice key and its details. */
export function redirectWithNotice(c: Context, path: string, notice: NoticeKey, detail?: NoticeDetail) {
  return c.redirect(withNotice(path, notice, detail), 303)
}
