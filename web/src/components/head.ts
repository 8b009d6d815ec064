/** What each page tells the document shell about itself (title, description, SEO). */
export interface Breadcrumb {
  name: string
  path: string
}

export interface PageHead {
  /** The page's own title; the firm name is appended by the shell (except on the home page). */
  title: string
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
}
