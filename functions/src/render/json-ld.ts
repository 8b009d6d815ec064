/**
 * Structured data (schema.org JSON-LD) for search engines: the firm as LegalService,
 * attorneys as Person, posts as BlogPosting / ScholarlyArticle, and breadcrumbs.
 */
import type { PracticeArea, Profile } from '../../../shared/schemas/types'
import type { PostView } from '../content/public-content'
import type { Breadcrumb } from '../../../web/src/components/head'
import { FIRM } from '../../../web/src/firm'
import { attorneyUrl, imageUrl, postUrl, publicationDownloadUrl } from '../../../web/src/lib/urls'

const CONTEXT = 'https://schema.org'

export function firmId(baseUrl: string) {
  return `${baseUrl}/#firm`
}

/** The firm's logo: a raster image of at least 112×112 px, as search engines ask for one. */
export function firmLogo(baseUrl: string) {
  return { '@type': 'ImageObject', url: `${baseUrl}/apple-touch-icon.png`, width: 180, height: 180 }
}

const DAYS: Record<string, string> = { Mo: 'Monday', Tu: 'Tuesday', We: 'Wednesday', Th: 'Thursday', Fr: 'Friday', Sa: 'Saturday', Su: 'Sunday' }

/** "Mo-Fr 08:30-17:30" as OpeningHoursSpecification (the form search engines read for a business). */
export function openingHoursSpecification(schema: string) {
  const match = /^(Mo|Tu|We|Th|Fr|Sa|Su)(?:-(Mo|Tu|We|Th|Fr|Sa|Su))? (\d{2}:\d{2})-(\d{2}:\d{2})$/.exec(schema)
  if (!match) return []
  const keys = Object.keys(DAYS)
  const from = keys.indexOf(match[1]!)
  const to = match[2] ? keys.indexOf(match[2]) : from
  return [{ '@type': 'OpeningHoursSpecification', dayOfWeek: keys.slice(from, to + 1).map((key) => DAYS[key]), opens: match[3], closes: match[4] }]
}

export function legalServiceLd(baseUrl: string, areas: PracticeArea[] = []) {
  return {
    '@context': CONTEXT,
    '@type': 'LegalService',
    '@id': firmId(baseUrl),
    name: FIRM.name,
    legalName: FIRM.legalName,
    description: FIRM.description,
    url: `${baseUrl}/`,
    logo: firmLogo(baseUrl),
    image: `${baseUrl}/og-default.png`,
    telephone: FIRM.phone,
    email: FIRM.email,
    foundingDate: String(FIRM.foundingYear),
    priceRange: '$$$',
    address: {
      '@type': 'PostalAddress',
      streetAddress: `${FIRM.address.building}, ${FIRM.address.street}`,
      addressLocality: FIRM.address.locality,
      addressRegion: FIRM.address.region,
      postalCode: FIRM.address.postalCode,
      addressCountry: FIRM.address.country,
    },
    geo: { '@type': 'GeoCoordinates', latitude: FIRM.geo.latitude, longitude: FIRM.geo.longitude },
    openingHours: FIRM.hours.flatMap((h) => (h.schema ? [h.schema] : [])),
    openingHoursSpecification: FIRM.hours.flatMap((h) => (h.schema ? openingHoursSpecification(h.schema) : [])),
    areaServed: { '@type': 'Country', name: 'Indonesia' },
    knowsAbout: areas.map((a) => a.name),
    sameAs: [FIRM.social.linkedin],
  }
}

export function personLd(baseUrl: string, profile: Profile, areas: PracticeArea[]) {
  return {
    '@context': CONTEXT,
    '@type': 'Person',
    '@id': `${baseUrl}${attorneyUrl(profile.slug)}#person`,
    name: profile.name,
    jobTitle: profile.position,
    url: `${baseUrl}${attorneyUrl(profile.slug)}`,
    image: profile.picture ? `${baseUrl}${imageUrl(profile.picture, 640)}` : undefined,
    email: profile.email || undefined,
    telephone: profile.phone || undefined,
    description: profile.bio.split(/\n{2,}/)[0],
    worksFor: { '@type': 'LegalService', '@id': firmId(baseUrl), name: FIRM.name },
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

export function postLd(baseUrl: string, view: PostView) {
  const { post, collection, category, tags, authors } = view
  const url = `${baseUrl}${postUrl(collection, post.slug)}`
  return {
    '@context': CONTEXT,
    '@type': collection === 'blogs' ? 'BlogPosting' : 'ScholarlyArticle',
    '@id': `${url}#article`,
    headline: headline(post.title),
    name: post.title,
    description: post.excerpt,
    url,
    mainEntityOfPage: url,
    inLanguage: 'id-ID',
    datePublished: post.publishedAt,
    dateModified: post.updatedAt > post.publishedAt ? post.updatedAt : post.publishedAt,
    image: [`${baseUrl}${imageUrl(post.cover, 1280)}`],
    articleSection: category?.name,
    keywords: tags.map((t) => t.name).join(', ') || undefined,
    author: authors.map((a) => ({
      '@type': 'Person',
      '@id': `${baseUrl}${attorneyUrl(a.slug)}#person`,
      name: a.name,
      url: `${baseUrl}${attorneyUrl(a.slug)}`,
    })),
    publisher: { '@type': 'LegalService', '@id': firmId(baseUrl), name: FIRM.name, url: `${baseUrl}/`, logo: firmLogo(baseUrl) },
    ...(collection === 'publications'
      ? {
          encoding: {
            '@type': 'MediaObject',
            encodingFormat: 'application/pdf',
            contentUrl: `${baseUrl}${publicationDownloadUrl(post.slug)}`,
          },
        }
      : {}),
  }
}

export function breadcrumbLd(baseUrl: string, items: Breadcrumb[]) {
  return {
    '@context': CONTEXT,
    '@type': 'BreadcrumbList',
    itemListElement: items.map((item, index) => ({
      '@type': 'ListItem',
      position: index + 1,
      name: item.name,
      item: `${baseUrl}${item.path}`,
    })),
  }
}
