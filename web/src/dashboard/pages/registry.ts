import type { ComponentType } from 'react'

/**
 * Every dashboard page by name. The server awaits the same loader the browser does, so both
 * render the same component tree (hydration matches); in the browser each page is its own
 * chunk, so the rich-text editor is loaded only by the pages that use it.
 */
export const PAGE_LOADERS = {
  overview: () => import('../overview/overview-page'),
  insights: () => import('../insights/insights-page'),
  'collection-list': () => import('../collections/list-page'),
  taxonomy: () => import('../collections/taxonomy/list-page'),
  'post-form': () => import('../collections/posts/form-page'),
  'profile-form': () => import('../collections/profiles/form-page'),
  'order-settings': () => import('../collections/orderings/settings-page'),
  staff: () => import('./staff-page'),
  account: () => import('./account-page'),
  settings: () => import('../collections/settings/settings-page'),
  navigation: () => import('../collections/navigation/navigation-page'),
  'office-form': () => import('../collections/settings/office-form-page'),
  'collection-form': () => import('../collections/collection-form-page'),
  'inquiry-detail': () => import('../collections/inquiries/detail-page'),
  'inquiry-person': () => import('../collections/inquiries/person-page'),
  'application-detail': () => import('../collections/applications/detail-page'),
  history: () => import('../history/history-page'),
  activity: () => import('../history/activity-page'),
  'trash-list': () => import('../collections/trash/list-page'),
  'redirect-list': () => import('../collections/redirects/list-page'),
  'media-list': () => import('../collections/media/list-page'),
  'media-form': () => import('../collections/media/form-page'),
  'alert-report': () => import('../collections/subscribers/alert-page'),
  'subscriber-import': () => import('../collections/subscribers/import-page'),
  digest: () => import('../collections/subscribers/digest-page'),
  registrants: () => import('../collections/registrations/registrants-page'),
} satisfies Record<string, () => Promise<{ default: ComponentType<never> }>>

export type PageName = keyof typeof PAGE_LOADERS

export async function loadPage(name: string): Promise<ComponentType<{ props: unknown }>> {
  const loader = (PAGE_LOADERS as Record<string, () => Promise<{ default: ComponentType<never> }>>)[name]
  if (!loader) throw new Error(`unknown dashboard page ${name}`)
  return (await loader()).default as unknown as ComponentType<{ props: unknown }>
}
