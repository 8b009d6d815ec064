import type { Context } from 'hono'
import { EMPLOYMENT_TYPES, openings as openingsModule } from '../../../../shared/collections/openings'
import { validThrough } from '../../../../shared/opening-rule'
import { htmlToText } from '../../../../shared/schemas/common'
import type { Opening } from '../../../../shared/schemas/types'
import type { Breadcrumb } from '../../../../web/src/components/head'
import { formatDate } from '../../../../shared/format'
import { UI } from '../../../../web/src/i18n/ui'
import { localePath, type Lang } from '../../../../shared/i18n/langs'
import { localizeWithFallbacks } from '../../../../shared/i18n/localize'
import type { SiteView } from '../../../../shared/site-view'
import { careerUrl, COLLECTION_PATHS } from '../../../../shared/urls'
import type { OpeningCard } from '../../../../web/src/pages/career-openings'
import { CareerOpeningPage, type CareerOpeningView } from '../../../../web/src/pages/career-opening-page'
import { CareerPage } from '../../../../web/src/pages/career-page'
import { faqLd, resolveBlocks } from '../../content/block-views'
import { ApplicationForm, type ApplicationFormProps } from '../../../../web/src/components/application-form'
import { formSecret, issueFormToken } from '../../security/form-token'
import type { AppEnv } from '../../app-env'
import { siteFor } from '../../content/site'
import { readPage } from '../../content/pages'
import { breadcrumbLd, firmLogo, legalServiceLd } from '../../render/json-ld'
import { ld } from '../../routes/page-head'
import { englishSlug } from '../../content/english-edition'
import { findOpenOpening, openOpenings } from './read'
import { publicRoutes } from '../public-route'

/** What a meta description holds before search engines cut it. */
const DESCRIPTION_MAX = 155
/** The other openings an opening's page lists beside its text. */
const OTHER_OPENINGS_SHOWN = 3

/** Home and Careers, the trail above every career page, in the page's language. */
function careerTrail(lang: Lang): Breadcrumb[] {
  const ui = UI[lang]
  return [
    { name: ui.nav.home, path: '/' },
    { name: ui.career.title, path: COLLECTION_PATHS.openings },
  ]
}

/** A closing day (`YYYY-MM-DD`, Jakarta) as readers read it: "31 Desember 2026" ("31 December 2026"). */
export function closingDay(closesOn: string, lang: Lang = 'id'): string {
  return formatDate(`${closesOn}T12:00:00+07:00`, lang)
}

/** `text` cut at a word to fit a meta description, with an ellipsis when cut. */
function clip(text: string, max = DESCRIPTION_MAX): string {
  if (text.length <= max) return text
  const cut = text.slice(0, max - 1)
  return `${cut.slice(0, Math.max(cut.lastIndexOf(' '), max / 2)).trimEnd()}…`
}

/**
 * An opening as a page in `lang` reads it: on an English page its English title, slug
 * and description in place, and the fields still in Indonesian named (an opening whose English
 * went while its English form was open: the form is shown again on it, its text marked).
 */
export function localizeOpening(opening: Opening, lang: Lang): { opening: Opening; fallbacks: string[] } {
  const { doc, fallbacks } = localizeWithFallbacks(openingsModule, opening, lang)
  return { opening: doc, fallbacks }
}

/** An opening as a list shows it, in the page's language (its own words, the type and the date). */
export function openingCard(opening: Opening, lang: Lang = 'id'): OpeningCard {
  const { opening: shown, fallbacks } = localizeOpening(opening, lang)
  return {
    title: shown.title,
    slug: shown.slug,
    location: shown.location,
    type: lang === 'id' ? EMPLOYMENT_TYPES[shown.employmentType].label : UI[lang].career.employmentTypes[shown.employmentType],
    closes: closingDay(shown.closesOn, lang),
    closesOn: shown.closesOn,
    ...(fallbacks.includes('title') ? { titleLang: 'id' as const } : {}),
  }
}

function openingView(opening: Opening, lang: Lang): CareerOpeningView {
  const card = openingCard(opening, lang)
  const { opening: shown, fallbacks } = localizeOpening(opening, lang)
  return {
    title: card.title,
    location: card.location,
    type: card.type,
    closes: card.closes,
    closesOn: card.closesOn,
    description: shown.description,
    ...(fallbacks.length ? { textLang: 'id' as const } : {}),
  }
}

/** The opening's page in each language it has: the Indonesian one always, the English one while it has English. */
function openingAlternates(opening: Opening): { id: string; en: string | null } {
  const slugEn = englishSlug('openings', opening)
  return { id: careerUrl(opening.slug), en: slugEn ? localePath('en', careerUrl(slugEn)) : null }
}

/** The office in the opening's city, when the firm has one there: its full address for `jobLocation`. */
function officeIn(site: SiteView, location: string) {
  const city = location.trim().toLowerCase()
  return site.offices.find((office) => office.city.trim().toLowerCase() === city) ?? null
}

/**
 * schema.org `JobPosting` with the properties Google's job search requires (title, description,
 * datePosted, hiringOrganization, jobLocation, and validThrough for a posting that expires) and
 * the recommended employmentType and directApply (developers.google.com/search/docs/appearance/
 * structured-data/job-posting). Null while the firm has no name: a posting without its hiring
 * organization is invalid there.
 */
export function jobPostingLd(baseUrl: string, stored: Opening, site: SiteView, lang: Lang = 'id') {
  if (!site.name) return null
  // In the page's language: the English page's posting is the English one, at its address.
  const { opening } = localizeOpening(stored, lang)
  const office = officeIn(site, opening.location)
  return {
    '@context': 'https://schema.org',
    '@type': 'JobPosting',
    title: opening.title,
    description: opening.description,
    datePosted: opening.createdAt,
    validThrough: validThrough(opening.closesOn),
    employmentType: EMPLOYMENT_TYPES[opening.employmentType].schema,
    hiringOrganization: { '@type': 'Organization', name: site.name, sameAs: `${baseUrl}/`, logo: firmLogo(baseUrl, site).url },
    jobLocation: {
      '@type': 'Place',
      address: {
        '@type': 'PostalAddress',
        ...(office?.street.length ? { streetAddress: office.street.join(', ') } : {}),
        addressLocality: office?.city || opening.location,
        ...(office?.region ? { addressRegion: office.region } : {}),
        ...(office?.postalCode ? { postalCode: office.postalCode } : {}),
        addressCountry: 'ID',
      },
    },
    directApply: true,
    url: `${baseUrl}${localePath(lang, careerUrl(opening.slug))}`,
  }
}

/** The application form's state when it is shown again after a refusal (without it: a fresh form). */
export type ApplicationFormState = Omit<ApplicationFormProps, 'opening'>

/** A fresh form: empty, with this render's signed time. */
async function freshForm(c: Context<AppEnv>): Promise<ApplicationFormState> {
  return { token: issueFormToken(await formSecret(c.get('backend').content), c.get('now').getTime()) }
}

/** /career: the open positions above the firm's copy, and the open application form. */
export async function renderCareer(c: Context<AppEnv>, form?: ApplicationFormState) {
  const lang = c.get('lang')
  const ui = UI[lang].career
  const [site, openings, state, page] = await Promise.all([
    siteFor(c),
    openOpenings(c.get('backend').content, c.get('now'), lang),
    form ?? freshForm(c),
    readPage(c.get('backend').content, 'career', lang),
  ])
  const breadcrumbs = careerTrail(lang)
  const baseUrl = c.get('config').publicBaseUrl
  // English pages list only the openings with an English version, by their English titles.
  const cards = openings.map((opening) => openingCard(opening, lang))
  const titles = cards.map((card) => card.title).join(', ')
  const untranslated = !form && c.req.query('untranslated') === '1'
  const blocks = await resolveBlocks(c.get('backend').content, page?.blocks ?? [], c.get('now'), lang)
  return c.render(<CareerPage breadcrumbs={breadcrumbs} site={site} page={page} untranslated={untranslated} blocks={blocks} careers={{ openings: cards, application: <ApplicationForm {...state} headingLevel={3} /> }} />, {
    head: {
      title: ui.title,
      description: clip(ui.description(site.name, titles)),
      path: COLLECTION_PATHS.openings,
      section: COLLECTION_PATHS.openings,
      breadcrumbs,
      jsonLd: ld(legalServiceLd(baseUrl, site, lang), breadcrumbLd(baseUrl, breadcrumbs, lang), faqLd(page?.blocks ?? [], lang)),
      ...(form ? { noindex: true } : {}),
    },
  })
}

/**
 * /career/{slug} and /en/career/{slugEn}: one open opening in the page's language with its
 * JSON-LD and the application form, naming its version in the other language both ways
 *. An opening without English has no English page: its language switch leads to
 * /en/career, which says so, as a post's does (decision 30).
 */
export async function renderOpening(c: Context<AppEnv>, opening: Opening, form?: ApplicationFormState) {
  const lang = c.get('lang')
  const ui = UI[lang].career
  const [site, state, open] = await Promise.all([siteFor(c), form ?? freshForm(c), openOpenings(c.get('backend').content, c.get('now'), lang)])
  const baseUrl = c.get('config').publicBaseUrl
  const { opening: shown } = localizeOpening(opening, lang)
  const breadcrumbs = [...careerTrail(lang), { name: shown.title, path: careerUrl(shown.slug) }]
  const view = openingView(opening, lang)
  // The form names the opening in the page's language; it sends the Indonesian slug, which the
  // endpoint looks the opening up by whichever page it came from (./read.ts).
  const application = <ApplicationForm {...state} opening={{ slug: opening.slug, title: shown.title }} />
  const alternates = openingAlternates(opening)
  // A form shown again on an opening whose English went meanwhile: its Indonesian text, not offered as English.
  const translated = lang === 'id' || alternates.en !== null
  // Beside it, the firm's other open positions in the page's edition (a few; all of them on /career).
  const others = open
    .filter((other) => other.id !== opening.id)
    .slice(0, OTHER_OPENINGS_SHOWN)
    .map((other) => openingCard(other, lang))
  return c.render(<CareerOpeningPage opening={view} breadcrumbs={breadcrumbs} application={application} others={others} />, {
    head: {
      title: ui.openingTitle(shown.title),
      description: clip(ui.openingDescription(view.type, view.location, view.closes, htmlToText(shown.description))),
      path: careerUrl(shown.slug),
      section: COLLECTION_PATHS.openings,
      breadcrumbs,
      jsonLd: ld(translated ? jobPostingLd(baseUrl, opening, site, lang) : null, breadcrumbLd(baseUrl, breadcrumbs, lang)),
      alternates,
      ...(form || !translated ? { noindex: true } : {}),
    },
  })
}

/** /career (the open positions above the firm's copy) and /career/{slug} (one opening). */
export function openingPublicRoutes() {
  return publicRoutes({
    collection: 'openings',
    // `untranslated`: the language switch of an opening without English leads to the English list, which says so.
    list: { query: ['untranslated'], render: (c) => renderCareer(c) },
    // Under /en by the English slug: an opening without English has no English page, as a post has none.
    detail: {
      load: (c, slug) => findOpenOpening(c.get('backend').content, slug, c.get('now'), c.get('lang')),
      render: (c, opening) => renderOpening(c, opening),
    },
  })
}
