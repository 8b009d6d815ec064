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

export function legalServiceLd(baseUrl: string, areas: PracticeArea[] = []) {
  return {
    '@context': CONTEXT,
    '@type': 'LegalService',
    '@id': firmId(baseUrl),
    name: FIRM.name,
    legalName: FIRM.legalName,
    description: FIRM.description,
    url: `${baseUrl}/`,
    logo: `${baseUrl}/favicon.svg`,
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

/** "Sarjana Hukum, Universitas Indonesia (2008)" → "Universitas Indonesia". */
export function institutionOf(entry: string): string {
  const withoutYear = entry.replace(/\s*\(\d{4}\)\s*$/, '')
  const parts = withoutYear.split(',').map((p) => p.trim()).filter(Boolean)
  return parts.length > 1 ? parts.slice(1).join(', ') : withoutYear
}

export function postLd(baseUrl: string, view: PostView) {
  const { post, collection, category, tags, authors } = view
  const url = `${baseUrl}${postUrl(collection, post.slug)}`
  return {
    '@context': CONTEXT,
    '@type': collection === 'blogs' ? 'BlogPosting' : 'ScholarlyArticle',
    '@id': `${url}#article`,
    headline: post.title.slice(0, 110),
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
    publisher: { '@type': 'LegalService', '@id': firmId(baseUrl), name: FIRM.name, logo: `${baseUrl}/favicon.svg` },
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
