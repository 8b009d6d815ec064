/**
 * The privacy notice and the disclaimer as the public pages and the dashboard read them
 * (decision 48): a saved text with its placeholders filled from today's settings, the template a
 * form starts from while the page was never saved, and the placeholders' values.
 */
import { renderToStaticMarkup } from 'react-dom/server'
import { DISCLAIMER_TEMPLATE, escapeHtml, fillPlaceholders, periodText, placeholder, type PlaceholderValues } from '../../../shared/collections/legal-pages'
import { PAGE_MODULES, type LegalPageId } from '../../../shared/collections/pages'
import { CONFIRM_LINK_DAYS, INACTIVE_KEEP_DAYS } from '../../../shared/collections/subscribers'
import { fallbackLang, withFallbacks } from '../../../shared/i18n/fallbacks'
import { localePath, type Lang } from '../../../shared/i18n/langs'
import type { SiteView } from '../../../shared/site-view'
import { SITE_PATHS } from '../../../shared/urls'
import { PrivacyNoticeBody } from '../../../web/src/pages/privacy-page'
import type { ContentStore } from '../backends/ports'
import { INSIGHTS_RETENTION_DEFAULT_MONTHS, REGISTRATION_RETENTION_DEFAULT_MONTHS } from '../../../shared/collections/settings'

/** The rich-text field of each legal page. */
export const LEGAL_BODY: Record<LegalPageId, 'privacyBody' | 'disclaimerBody'> = { privacy: 'privacyBody', disclaimer: 'disclaimerBody' }

/** What the settings say, as the numbers the privacy notice gives. */
export interface LegalSettings {
  site: Pick<SiteView, 'legalName' | 'name' | 'email'>
  retentionMonths: number
  applicationRetentionMonths: number
  /** Statistik's retention (Simpan Statistik): its default where a caller does not read the settings. */
  insightsRetentionMonths?: number
  /** How long registrations are kept after their event ends (Simpan data pendaftar acara): its default where a caller does not read the settings. */
  registrationRetentionMonths?: number
}

/** Each placeholder's markup in `lang`, escaped: the email a link, or where to find it when the settings have none. */
export function placeholderValues({ site, retentionMonths, applicationRetentionMonths, insightsRetentionMonths = INSIGHTS_RETENTION_DEFAULT_MONTHS, registrationRetentionMonths = REGISTRATION_RETENTION_DEFAULT_MONTHS }: LegalSettings, lang: Lang): PlaceholderValues {
  const email = site.email
  const subject = lang === 'id' ? 'Permintaan%20data%20pribadi' : 'Personal%20data%20request'
  const noEmail =
    lang === 'id'
      ? 'alamat email kantor kami yang tercantum di halaman Hubungi Kami,'
      : `our office email address, shown on our <a href="${localePath('en', SITE_PATHS.contact)}">Contact</a> page,`
  return {
    nama_firma: escapeHtml(site.legalName || site.name || (lang === 'id' ? 'Firma kami' : 'Our firm')),
    email_kantor: email ? `<a href="mailto:${escapeHtml(email)}?subject=${subject}">${escapeHtml(email)}</a>` : noEmail,
    retensi_pertanyaan: periodText(retentionMonths, lang, 'month'),
    retensi_lamaran: periodText(applicationRetentionMonths, lang, 'month'),
    hari_konfirmasi: periodText(CONFIRM_LINK_DAYS + 1, lang, 'day'),
    hari_berhenti: periodText(INACTIVE_KEEP_DAYS, lang, 'day'),
    retensi_statistik: periodText(insightsRetentionMonths, lang, 'month'),
    retensi_acara: periodText(registrationRetentionMonths, lang, 'month'),
  }
}

/** Every placeholder as typed: the template keeps them, to be filled when shown. */
const AS_TYPED = {
  firm: placeholder('nama_firma'),
  email: placeholder('email_kantor'),
  inquiryRetention: placeholder('retensi_pertanyaan'),
  applicationRetention: placeholder('retensi_lamaran'),
  unconfirmedDays: placeholder('hari_konfirmasi'),
  inactiveDays: placeholder('hari_berhenti'),
  insightsRetention: placeholder('retensi_statistik'),
  registrationRetention: placeholder('retensi_acara'),
}

/**
 * The text a legal page's form starts from while the page was never saved: today's notice (the
 * code's, with placeholders where the settings give a number), as the rich-text editor keeps it.
 */
export async function legalTemplate(page: LegalPageId, lang: Lang): Promise<string> {
  const html = page === 'privacy' ? renderToStaticMarkup(<PrivacyNoticeBody lang={lang} facts={AS_TYPED} />) : DISCLAIMER_TEMPLATE[lang]
  // The sanitizer loads with the first form that needs it, not with the site.
  const { sanitizeRichText } = await import('./sanitize-html')
  const clean = sanitizeRichText(html)
  return 'html' in clean ? clean.html : html
}

/** A saved legal page in `lang` with its placeholders filled, or null while never saved (the page shows its default). */
export async function readLegalPage(store: ContentStore, page: LegalPageId, lang: Lang, settings: LegalSettings): Promise<{ html: string; fallback: boolean } | null> {
  const doc = await store.get('pages', page)
  if (!doc) return null
  const field = LEGAL_BODY[page]
  const copy = withFallbacks(PAGE_MODULES[page], doc, lang) as unknown as Record<string, unknown>
  const html = copy[field]
  if (typeof html !== 'string' || html === '') return null
  return { html: fillPlaceholders(html, placeholderValues(settings, lang)), fallback: fallbackLang(copy, field) === 'id' }
}

/** The disclaimer never saved: the template in `lang`, filled. */
export function defaultDisclaimer(lang: Lang, settings: LegalSettings): string {
  return fillPlaceholders(DISCLAIMER_TEMPLATE[lang], placeholderValues(settings, lang))
}
