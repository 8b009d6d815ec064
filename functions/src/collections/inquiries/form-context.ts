import type { Context } from 'hono'
import type { InquiryFormContextValue } from '../../../../web/src/components/inquiry-form'
import type { AppEnv } from '../../app-env'
import { localizePracticeArea } from '../../content/public-content'
import { practiceAreasOfRequest } from '../../content/request-practice-areas'
import { formSecret, issueFormToken } from '../../security/form-token'
import { recipientsOfArea } from '../../../../shared/collections/settings'
import { siteSettingsFor } from '../../content/site'

const EMPTY: InquiryFormContextValue = { token: '', areas: [] }

/**
 * What the contact forms of a public page render need (web/src/components/inquiry-form.tsx): a
 * token signed with this render's time, and the practice areas in the site's order, named in the
 * page's language (on an English page, every published area, by its English name where it has
 * one: a client may write about any of the firm's practices), each with whether the settings route
 * its messages to a team of its own. Never fails
 * a page: on an error page (the store may be what failed) it asks nothing, and a failed read
 * gives forms without a token, which the spam guard then sets aside rather than refuses.
 */
export async function inquiryFormContext(c: Context<AppEnv>): Promise<InquiryFormContextValue> {
  if (c.error) return EMPTY
  try {
    const store = c.get('backend').content
    const [secret, areas, settings] = await Promise.all([formSecret(store), practiceAreasOfRequest(c, 'id'), siteSettingsFor(c)]) // every area, named below in the page's language
    const lang = c.get('lang') ?? 'id'
    return {
      token: issueFormToken(secret, c.get('now').getTime()),
      // Whether Pengaturan Situs names the area's own recipients: only then does the form promise
      // that a message about it goes to that team (the settings' save clears the render cache).
      areas: areas.map((area) => ({ id: area.id, name: localizePracticeArea(area, lang).name, routed: recipientsOfArea(settings?.areaInquiryEmails, area).length > 0 })),
    }
  } catch {
    return EMPTY
  }
}
