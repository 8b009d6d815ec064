import type { Context } from 'hono'
import { withNotice, type NoticeKey } from '../../../../shared/notices'

/** The redirect after a successful save (303, so a reload does not post again), carrying a notice key. */
export function redirectWithNotice(c: Context, path: string, notice: NoticeKey) {
  return c.redirect(withNotice(path, notice), 303)
}
