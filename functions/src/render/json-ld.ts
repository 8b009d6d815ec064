/**
 * Structured data (schema.org JSON-LD) for search engines: the firm as LegalService,
 * attorneys as Person, posts as BlogPosting / ScholarlyArticle, and breadcrumbs.
 */
import { ldImage } from './seo-head'
import { imageAlt } from '../../../shared/collections/seo-fields'
import type { PracticeArea, Profile, Publication } from '../../../shared/schemas/types'
import { publicationPdf } from '../../../shared/collections/publications'
import type { PostView } from '../content/public-content'
import type { Breadcrumb } from '../../../web/src/components/head'
import type { OfficeView, SiteView } from '../../../shared/site-view'
import { localePath, type Lang } from '../../../shared/i18n/langs'
import { attorneyUrl, mediaUrl, postUrl, publicationDownloadUrl } from '../../../shared/urls'
import { storedE164 } from '../../../shared/schemas/phone'

const CONTEXT = 'https://schema.org'

/** JSON-LD `inLanguage` of each language, as the site's nodes write it. */
export const LD_LANG: Record<Lang, string> = { id: 'id-ID', en: 'en' }

export function firmId(baseUrl: string) {
  return `${baseUrl}/#firm`
}

/**
 * The firm's logo: the one uploaded in the settings (its original bytes), else the built-in
 * icon, a raster image of at least 112×112 px as search engines ask for one.
 */
export function firmLogo(baseUrl: string, site?: SiteView) {
  const logo = site?.logo
  if (logo?.width && logo.height) return { '@type': 'ImageObject', url: `${baseUrl}${mediaUrl(logo)}`, width: logo.width, height: logo.height }
  return { '@type': 'ImageObject', url: `${baseUrl}/apple-touch-icon.png`, width: 180, height: 180 }
}

/** An office's postal address (schema.org PostalAddress). */
function postalAddress(office: OfficeView) {
  return {
    '@type': 'PostalAddress',
    streetAddress: office.street.join(', ') || undefined,
    addressLocality: office.city || undefined,
    addressRegion: office.region || undefined,
    postalCode: office.postalCode || undefined,
    addressCountry: 'ID',
  }
}

/** An office as a schema.org Place: address, telephone (E.164), coordinates and opening hours. */
function officePlace(office: OfficeView) {
  return {
    '@type': 'Place',
    name: office.name,
    address: postalAddress(office),
    telephone: office.phone?.e164,
    email: office.email || undefined,
    geo: office.geo ? { '@type': 'GeoCoordinates', latitude: office.geo.latitude, longitude: office.geo.longitude } : undefined,
    hasMap: office.mapUrl ?? undefined,
    openingHoursSpecification: office.openingHours.length ? office.openingHours : undefined,
  }
}

/**
 * The firm as a LegalService: its name and contacts from the site settings, the main office's
 * address, telephone and hours as its own, and every office as a `location`. Null while the
 * firm has no name (a LegalService without one says nothing a search engine can use).
 */
export function legalServiceLd(baseUrl: string, site: SiteView, lang: Lang, areas: PracticeArea[] = []) {
  if (!site.name) return null
  const main = site.main
  return {
    '@context': CONTEXT,
    '@type': 'LegalService',
    '@id': firmId(baseUrl),
    name: site.name,
    legalName: site.legalName,
    description: site.description || undefined,
    // The firm is one node in both languages (its @id); its URL is the page language's home.
    url: `${baseUrl}${lang === 'id' ? '/' : localePath(lang, '/')}`,
    logo: firmLogo(baseUrl, site),
    image: site.shareImage ? `${baseUrl}${mediaUrl(site.shareImage)}` : `${baseUrl}/og-default.png`,
    telephone: main?.phone?.e164,
    email: site.email || undefined,
    foundingDate: site.foundingYear || undefined,
    priceRange: '$$$',
    address: main ? postalAddress(main) : undefined,
    geo: main?.geo ? { '@type': 'GeoCoordinates', latitude: main.geo.latitude, longitude: main.geo.longitude } : undefined,
    openingHoursSpecification: main?.openingHours.length ? main.openingHours : undefined,
    location: site.offices.length ? site.offices.map(officePlace) : undefined,
    areaServed: { '@type': 'Country', name: 'Indonesia' },
    knowsAbout: areas.map((a) => a.name),
    sameAs: site.social.length ? site.social.map((link) => link.url) : undefined,
  }
}

/** The firm as an author's employer or a publisher: its id and name (null while it has none). */
function firmRef(baseUrl: string, site: SiteView) {
  return site.name ? { '@type': 'LegalService', '@id': firmId(baseUrl), name: site.name } : undefined
}

/**
 * An attorney as a Person, as the page in `lang` reads them (a localized profile and areas):
 * one node in both languages (its @id, as posts' authors name it), its URL the page's own.
 */
export function personLd(baseUrl: string, profile: Profile, areas: PracticeArea[], site: SiteView, lang: Lang = 'id') {
  return {
    '@context': CONTEXT,
    '@type': 'Person',
    '@id': `${baseUrl}${attorneyUrl(profile.slug)}#person`,
    name: profile.name,
    jobTitle: profile.position,
    url: `${baseUrl}${localePath(lang, attorneyUrl(profile.slug))}`,
    image: profile.picture ? ldImage(baseUrl, profile.picture, imageAlt(profile, 'pictureAlt', lang), 640) : undefined,
    email: profile.email || undefined,
    telephone: storedE164(profile.phone) || undefined,
    description: profile.bio.split(/\n{2,}/)[0],
    worksFor: firmRef(baseUrl, site),
    alumniOf: profile.education.map((entry) => ({ '@type': 'EducationalOrganization', name: institutionOf(entry) })),
    knowsAbout: areas.map((a) => a.name),
    knowsLanguage: profile.languages,
    memberOf: profile.barAdmissions.map((name) => ({ '@type': 'Organization', name })),
    sameAs: profile.linkedinUrl ? [profile.linkedinUrl] : undefined,
  }
}

/** A trailing year in parentheses: matched on the entry's last six characters only. */
const YEAR_SUFFIX = /\(\d{4}\)$/

/** "Sarjana Hukum, Universitas Indonesia (2008)" → "Universitas Indonesia". */
export function institutionOf(entry: string): string {
  // Not `/\s*\(\d{4}\)\s*$/`: tried at every space of a run, it is quadratic in the run's length.
  const trimmed = entry.trimEnd()
  const withoutYear = YEAR_SUFFIX.test(trimmed.slice(-6)) ? trimmed.slice(0, -6).trimEnd() : entry
  const parts = withoutYear.split(',').map((p) => p.trim()).filter(Boolean)
  return parts.length > 1 ? parts.slice(1).join(', ') : withoutYear
}

/** Search engines show a headline of at most 110 characters: a longer title is cut at a word. */
export function headline(title: string, max = 110): string {
  if (title.length <= max) return title
  const cut = title.slice(0, max - 1)
  const space = cut.lastIndexOf(' ')
  return `${(space > max / 2 ? cut.slice(0, space) : cut).replace(/[\s,.:;–—-]+$/, '')}…`
}

/** A post's article node, in the page's language: its URL, `inLanguage` and links under /en for English. */
export function postLd(baseUrl: string, view: PostView, site: SiteView, lang: Lang = 'id') {
  const { post, collection, category, tags, authors } = view
  const at = (path: string) => `${baseUrl}${localePath(lang, path)}`
  const url = at(postUrl(collection, post.slug))
  return {
    '@context': CONTEXT,
    '@type': collection === 'blogs' ? 'BlogPosting' : 'ScholarlyArticle',
    '@id': `${url}#article`,
    headline: headline(post.title),
    name: post.title,
    description: post.excerpt,
    url,
    mainEntityOfPage: url,
    inLanguage: LD_LANG[lang],
    datePublished: post.publishedAt,
    dateModified: post.updatedAt > post.publishedAt ? post.updatedAt : post.publishedAt,
    image: [ldImage(baseUrl, post.cover, imageAlt(post, 'coverAlt', lang))],
    articleSection: category?.name,
    keywords: tags.map((t) => t.name).join(', ') || undefined,
    author: authors.map((a) => ({
      '@type': 'Person',
      '@id': `${baseUrl}${attorneyUrl(a.slug)}#person`,
      name: a.name,
      url: at(attorneyUrl(a.slug)),
    })),
    publisher: site.name ? { ...firmRef(baseUrl, site), url: `${baseUrl}/`, logo: firmLogo(baseUrl, site) } : undefined,
    ...(collection === 'publications'
      ? {
          encoding: {
            '@type': 'MediaObject',
            encodingFormat: 'application/pdf',
            contentUrl: at(publicationDownloadUrl(post.slug)),
            // The document's own language: an English page without an English PDF offers the Indonesian one.
            inLanguage: LD_LANG[publicationPdf(post as Publication, lang).lang],
          },
        }
      : {}),
  }
}

/** The page's breadcrumbs (Indonesian paths) as a BreadcrumbList, its URLs in the page's language. */
export function breadcrumbLd(baseUrl: string, items: Breadcrumb[], lang: Lang = 'id') {
  return {
    '@context': CONTEXT,
    '@type': 'BreadcrumbList',
    itemListElement: items.map((item, index) => ({
      '@type': 'ListItem',
      position: index + 1,
      name: item.name,
      item: `${baseUrl}${localePath(lang, item.path)}`,
    })),
  }
}
