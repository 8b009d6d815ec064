/**
 * What the public pages show of the site settings and the offices, worked out once
 * per render from the two stored documents: links made, the main office found, hours grouped.
 * Every part may be missing (a fresh store, an office not entered yet): each field is then
 * empty, so a page shows its empty state instead of failing.
 */
import { openingHoursSpecification, hoursRows, type HoursRow } from './schemas/opening-hours'
import { formatPhone, telHref, whatsappHref } from './schemas/phone'
import { SOCIAL_NETWORKS, type SocialNetwork } from './schemas/social-links'
import type { NavigationData, OfficeData, SettingsData, StoredFile } from './schemas/types'
import { menuIn } from './collections/navigation'
import { settings as settingsModule } from './collections/settings'
import type { Lang } from './i18n/langs'
import { localizeWithFallbacks } from './i18n/localize'

export interface PhoneView {
  /** As people read it: `+62 21 5088 7700`. */
  shown: string
  /** E.164, for JSON-LD and vCards: `+622150887700`. */
  e164: string
  href: string
}

export interface OfficeView {
  id: string
  name: string
  /** The address lines as entered (building, street). */
  street: string[]
  /** The address lines, then "{city} {postal code}". */
  addressLines: string[]
  city: string
  region: string
  postalCode: string
  phone: PhoneView | null
  email: string
  geo: { latitude: number; longitude: number } | null
  /** The office on OpenStreetMap, when it has coordinates. */
  mapUrl: string | null
  hours: HoursRow[]
  hoursNote: string
  /** schema.org OpeningHoursSpecification of its open days. */
  openingHours: ReturnType<typeof openingHoursSpecification>
  main: boolean
}

export interface SocialLinkView {
  network: SocialNetwork
  label: string
  url: string
}

/** A menu entry in the page's language: its label, its target (a site path in Indonesian, or a full address) and its children. */
export interface MenuItemView {
  label: string
  href: string
  children: { label: string; href: string }[]
}

export interface SiteView {
  /**
   * The header menu and the footer's link columns as staff arranged them (Navigasi), in the
   * page's language; null until they are saved, when the site shows its default menus.
   */
  menus: { header: MenuItemView[]; footer: MenuItemView[] } | null
  /** The firm's name, '' until the settings are saved. */
  name: string
  /** The legal name, or the name. */
  legalName: string
  /** Initials of the name for the header's mark when there is no logo ("ALR"). */
  initials: string
  tagline: string
  description: string
  foundingYear: string
  email: string
  /** Where applications go: the career email, or the main email. */
  careerEmail: string
  whatsapp: { shown: string; href: string } | null
  logo: StoredFile | null
  shareImage: StoredFile | null
  social: SocialLinkView[]
  disclaimer: string
  /** Every office in its order. */
  offices: OfficeView[]
  /** The office marked main, or the first one; null without offices. */
  main: OfficeView | null
  /** On an English page: what is shown in Indonesian for want of an English text (marked `lang="id"`). */
  untranslated?: readonly ('description' | 'disclaimer')[]
}

/** "Adiwarsa Lubis & Rekan" → "ALR": the first letter of each word that starts with one, at most four. */
export function initialsOf(name: string): string {
  return (name.match(/(?<![\p{L}\p{N}])\p{L}/gu) ?? []).slice(0, 4).join('').toUpperCase()
}

function phoneView(e164: string): PhoneView | null {
  return e164 ? { shown: formatPhone(e164), e164, href: telHref(e164) } : null
}

function officeView(office: OfficeData & { id: string }, lang: Lang = 'id'): OfficeView {
  const geo = typeof office.latitude === 'number' && typeof office.longitude === 'number' ? { latitude: office.latitude, longitude: office.longitude } : null
  const place = [office.city, office.postalCode].filter(Boolean).join(' ')
  return {
    id: office.id,
    name: office.name,
    street: office.address ?? [],
    addressLines: [...(office.address ?? []), ...(place ? [place] : [])],
    city: office.city,
    region: office.region ?? '',
    postalCode: office.postalCode ?? '',
    phone: phoneView(office.phone),
    email: office.email ?? '',
    geo,
    mapUrl: geo ? `https://www.openstreetmap.org/?mlat=${geo.latitude}&mlon=${geo.longitude}#map=17/${geo.latitude}/${geo.longitude}` : null,
    hours: hoursRows(office, lang),
    hoursNote: office.hoursNote ?? '',
    openingHours: openingHoursSpecification(office),
    main: office.main === true,
  }
}

/**
 * The site as pages show it, from the settings document and the offices (already in their
 * order), in one language. In English (decision 30) the description and the disclaimer fall
 * back to their Indonesian text, named in `untranslated`; a slogan without English is left out,
 * since an Indonesian slogan in an English title reads as a mistake, not a name.
 */
export function siteView(
  settings: SettingsData | null,
  offices: readonly (OfficeData & { id: string })[],
  lang: Lang = 'id',
  navigation: NavigationData | null = null,
): SiteView {
  const localized = settings && lang !== 'id' ? localizeWithFallbacks(settingsModule, settings, lang) : null
  const s: Partial<SettingsData> = localized ? { ...localized.doc, ...(localized.fallbacks.includes('tagline') ? { tagline: '' } : {}) } : (settings ?? {})
  const untranslated = localized
    ? [...(localized.fallbacks.includes('shortDescription') && s.shortDescription ? ['description' as const] : []), ...(localized.fallbacks.includes('disclaimer') && s.disclaimer ? ['disclaimer' as const] : [])]
    : []
  const views = offices.map((office) => officeView(office, lang))
  const main = views.find((office) => office.main) ?? views[0] ?? null
  const name = s.name ?? ''
  return {
    menus: navigation ? { header: menuIn(navigation.header, lang), footer: menuIn(navigation.footer, lang) } : null,
    name,
    legalName: s.legalName || name,
    initials: initialsOf(name),
    tagline: s.tagline ?? '',
    description: s.shortDescription ?? '',
    foundingYear: s.foundingYear ?? '',
    email: s.email ?? '',
    careerEmail: s.careerEmail || s.email || '',
    whatsapp: s.whatsapp ? { shown: formatPhone(s.whatsapp), href: whatsappHref(s.whatsapp) } : null,
    logo: s.logo ?? null,
    shareImage: s.shareImage ?? null,
    social: (Object.keys(SOCIAL_NETWORKS) as SocialNetwork[]).flatMap((network) => {
      const url = s[`${network}Url` as const]
      return url ? [{ network, label: SOCIAL_NETWORKS[network].label, url }] : []
    }),
    disclaimer: s.disclaimer ?? '',
    offices: main ? views.map((office) => ({ ...office, main: office.id === main.id })) : views,
    main: main ? { ...main, main: true } : null,
    ...(untranslated.length ? { untranslated } : {}),
  }
}

/** A site with nothing entered yet: what pages show on a fresh store. */
export const EMPTY_SITE: SiteView = siteView(null, [])

/** "Judul | Nama firma", or the title alone while the firm has no name. */
export function withSiteName(title: string, site: SiteView): string {
  return site.name ? `${title} | ${site.name}` : title
}

/** "Blog Adiwarsa Lubis & Rekan" (feed titles, meta descriptions), or the words alone without a name. */
export function ofFirm(words: string, site: SiteView): string {
  return site.name ? `${words} ${site.name}` : words
}
