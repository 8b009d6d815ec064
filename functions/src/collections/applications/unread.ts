import type { ContentStore } from '../../backends/ports'

/** The unread count beside Lamaran in the dashboard's navigation (render/dashboard-renderer.tsx). */
export async function unreadApplications(store: ContentStore): Promise<number> {
  return store.count('applications', { where: [{ field: 'unread', op: '==', value: true }] })
}

/** Applications received per opening id (spam aside), for the Lowongan list. */
export async function applicationsPerOpening(store: ContentStore): Promise<Map<string, number>> {
  const counts = new Map<string, number>()
  for (const application of await store.query('applications', { limit: 5_000 })) {
    if (application.openingId && application.status !== 'spam') counts.set(application.openingId, (counts.get(application.openingId) ?? 0) + 1)
  }
  return counts
}
