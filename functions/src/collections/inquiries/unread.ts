import type { ContentStore } from '../../backends/ports'

/** The unread count beside Pesan Masuk in the dashboard's navigation (render/dashboard-renderer.tsx). */
export async function unreadInquiries(store: ContentStore): Promise<number> {
  return store.count('inquiries', { where: [{ field: 'unread', op: '==', value: true }] })
}
