/**
 * The English versions of the settings' visitor-facing texts (firm-site.ts), under the
 * Indonesian field names (shared/collections/settings.ts `SETTINGS_TRANSLATED`); stored as
 * `taglineEn`, `shortDescriptionEn`, `disclaimerEn`. The firm's name, emails and numbers are
 * the same in both languages.
 */
import type { SETTINGS_TRANSLATED } from '../../../../shared/collections/settings'

export const ENGLISH_SETTINGS: { [K in (typeof SETTINGS_TRANSLATED)[number]]: string } = {
  tagline: 'Corporate, litigation and regulatory counsel in Jakarta',
  shortDescription:
    'Adiwarsa Lubis & Rekan is a Jakarta law firm that has advised national and multinational companies on corporate transactions, capital markets, disputes and regulatory compliance since 2004.',
  disclaimer: 'The information on this website is general in nature and does not constitute legal advice.',
}
