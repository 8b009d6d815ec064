import type { Lang } from '../../../shared/i18n/langs'

/** What each page tells the document shell about itself (title, description, SEO). */
export interface Breadcrumb {
  name: string
  path: string
}

export interface PageHead {
  /** The page's own title; the firm name is appended by the shell (except on the home page). */
  title: string
  /** The whole title as staff wrote it (an item's SEO title): `<title>` and the sharing titles, nothing appended. */
  fullTitle?: string
  description: string
  /** Canonical path (with the query that makes the page distinct, such as ?page=2). */
  path: string
  type?: 'website' | 'article' | 'profile'
  image?: { path: string; width: number; height: number; alt: string }
  jsonLd?: object[]
  breadcrumbs?: Breadcrumb[]
  noindex?: boolean
  publishedTime?: string
  modifiedTime?: string
  /** The navigation entry to mark as current. */
  section?: string
  /** Extra module scripts (manifest names) this page loads, e.g. the live search. */
  scripts?: string[]
  /**
   * The page's path in each language, when it is not the same path with or without `/en` (an
   * item with its own English slug), or null where the page does not exist in that language
   * (an item without an English version): the `hreflang` links and the language switch.
   */
  alternates?: Partial<Record<Lang, string | null>>
}
