import * as z from 'zod'
import type { CollectionName } from '../schemas/types'
import type { StaffRole } from '../schemas/staff'
import { mayReadCopy } from './access'
import { custom, defineCollection, enumeration, text } from './define'
import { dashboardPath } from '../dashboard-path'

/** Days a deleted item waits in Sampah before it is deleted for good. */
export const TRASH_DAYS = 30

/** What every delete confirmation says about where the item goes. */
export const TRASH_NOTE = `Item ini dipindahkan ke Sampah dan dapat dipulihkan selama ${TRASH_DAYS} hari.`

/**
 * The collections whose delete moves an item to Sampah (every collection staff delete content
 * of): each delete route names its collection from this list (functions/src/trash/trash-route.ts),
 * and a generic dashboard's Hapus (functions/src/collections/module-routes.tsx) is a delete to
 * Sampah too, so its collection is named here (functions/src/trash/routes.test.ts checks it).
 * firestore.rules' areaOf names each one, with its area, for who reads its entries.
 */
export const TRASHABLE = ['blogs', 'publications', 'profiles', 'practiceAreas', 'categories', 'tags', 'openings', 'offices', 'events', 'blockPages', 'regulations'] as const satisfies readonly CollectionName[]
export type TrashableCollection = (typeof TRASHABLE)[number]

export function isTrashable(name: string): name is TrashableCollection {
  return (TRASHABLE as readonly string[]).includes(name)
}

/**
 * The collections whose Sampah entries a staff member with `role` reads: its areas' (HR, the
 * openings; the content roles, the content), all of them for admins. What its Sampah lists to
 * restore, and what its live list on Firebase names in its query (firestore.rules read an entry
 * by its item's area, and refuse a list query that does not name the collections it reads).
 */
export function trashCollectionsReadBy(role: StaffRole): TrashableCollection[] {
  return TRASHABLE.filter((collection) => mayReadCopy(role, collection))
}

/** What the trash list calls each collection's items (the modules' titles are plural headings). */
export const TRASH_TYPE_LABELS: Record<TrashableCollection, string> = {
  blogs: 'Blog',
  publications: 'Publikasi',
  profiles: 'Profil',
  practiceAreas: 'Bidang praktik',
  categories: 'Kategori',
  tags: 'Tag',
  openings: 'Lowongan',
  offices: 'Kantor',
  events: 'Acara',
  blockPages: 'Halaman',
  regulations: 'Peraturan',
}

const strings = z.array(z.string())

/**
 * Sampah: an item staff deleted, kept whole for `TRASH_DAYS` days so it can be
 * restored, then deleted for good by the sweep (or at once by an admin). One entry per delete;
 * the item's own document is gone from its collection, so no public page, feed, sitemap or
 * search index reads it. Its files stay in the file store until the entry is purged (the
 * unused-upload pruning reads `files`). Staff only in firestore.rules; written by the server.
 */
export const trash = defineCollection({
  name: 'trash',
  labels: { title: 'Sampah', noun: 'item', create: 'Hapus', edit: 'Pulihkan' },
  fields: {},
  stored: {
    collection: enumeration(TRASHABLE, { label: 'Jenis', indexed: true, message: 'Jenis item tidak dikenal' }),
    /** The item's id in its collection, kept on restore. */
    itemId: text({ label: 'Id item', indexed: true, required: 'Id item harus ada' }),
    /** Its title or name, for the list. */
    title: text({ label: 'Judul', required: 'Judul harus ada' }),
    /** Its slug ('' for items without one), to explain a conflict before restoring. */
    slug: custom('text', z.string(), { label: 'Slug' }, { default: '' }),
    /** The whole stored document, metadata included, as it was when deleted. */
    doc: custom('text', z.record(z.string(), z.unknown()), { label: 'Dokumen' }, { default: {}, example: { id: 'contoh' } }),
    /** Upload paths the item refers to: kept by the unused-upload pruning until the entry is purged. */
    files: custom('lines', strings, { label: 'File' }, { default: [] }),
    /** Public paths the item had when deleted (they answer 410 Gone meanwhile). */
    paths: custom('lines', strings, { label: 'Alamat publik' }, { default: [] }),
    deletedAt: custom('date', z.string(), { label: 'Dihapus pada', indexed: true }, { default: '', example: '2026-01-01T00:00:00.000Z' }),
    deletedBy: custom('text', z.string(), { label: 'Dihapus oleh' }, { default: '' }),
    /** The name shown in the list, kept in case the account is removed later. */
    deletedByName: custom('text', z.string(), { label: 'Nama penghapus' }, { default: '' }),
    /** When the sweep deletes it for good. */
    purgeAt: custom('date', z.string(), { label: 'Dihapus permanen pada', indexed: true }, { default: '', example: '2026-01-31T00:00:00.000Z' }),
  },
  // Restored by whoever may edit the item's collection, purged by admins (shared/collections/access.ts).
  list: {
    path: dashboardPath('trash'),
    heading: 'Isi Sampah',
    columns: [
      { name: 'title', label: 'Item', cell: 'title' },
      { name: 'deletedAt', label: 'Dihapus', phoneLabel: true },
      { name: 'purgeAt', label: 'Dihapus permanen', phoneLabel: true },
    ],
    intro: `Item yang dihapus disimpan di sini selama ${TRASH_DAYS} hari, lalu dihapus permanen dengan sendirinya. Selama di Sampah, item tidak tampil di situs dan alamatnya menjawab “410 Gone”; file-nya tetap disimpan. Hanya admin yang dapat menghapus permanen lebih awal.`,
    empty: 'Sampah kosong. Item yang Anda hapus akan muncul di sini dan dapat dipulihkan.',
    live: true,
    className: 'trash-table',
  },
})
