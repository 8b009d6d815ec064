import { recipientsOfArea, SETTINGS_ID } from '../../../../shared/collections/settings'
import type { ContentStore } from '../../backends/ports'
import { uniqueAddresses } from './inquiry-mail'

/**
 * Who is told about a new inquiry: the recipients Pengaturan Situs names for the
 * chosen practice area, else the main email (`mainEmail`: the settings' or ADMIN_EMAIL), and the
 * attorney the form was addressed to.
 */
export async function inquiryRecipients(store: ContentStore, input: { mainEmail: string; practiceAreaId: string; attorneyEmail: string }): Promise<string[]> {
  let firm = [input.mainEmail]
  if (input.practiceAreaId) {
    const [settings, area] = await Promise.all([store.get('settings', SETTINGS_ID), store.get('practiceAreas', input.practiceAreaId)])
    const named = area ? recipientsOfArea(settings?.areaInquiryEmails, area) : undefined
    if (named?.length) firm = named
  }
  return uniqueAddresses([...firm, input.attorneyEmail])
}
