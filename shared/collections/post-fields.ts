import * as z from 'zod'
import { CONTENT_MIN, COVER_MAX_HEIGHT, COVER_MAX_WIDTH, DASHBOARD_PER_PAGE, IMAGE_MAX_BYTES, MB, TITLE_MAX, TITLE_MIN } from '../schemas/limits'
import { MSG } from '../schemas/messages'
import { EXCERPT_MAX, EXCERPT_MAX_MESSAGE } from '../schemas/post'
import { multiLineText } from '../schemas/text-fields'
import { custom, enumeration, ids, optionalDate, reference, richText, slug, storedInstant, text } from './define'
import { SEND_ALERT_CHOICES, SEND_ALERT_LABELS } from './alerts'
import { LANGUAGE_FILTER, MINE_FILTER, PUBLISH_STATUS_FILTER, type ListDefinition } from './list'
import { dashboardPath } from '../dashboard-path'
import { ENGLISH_STATES } from '../post-list-order'

/** What the cover field of a blog or publication says about the image it takes. */
export const POST_COVER_HELP = `JPEG atau PNG, maksimal ${IMAGE_MAX_BYTES / MB} MB dan ${COVER_MAX_WIDTH}×${COVER_MAX_HEIGHT} piksel; disarankan minimal 1200×675.`

/**
 * Fields blogs and publications share (spec section 5). The content rule is measured on the
 * visible text; the server measures it again after sanitizing, so markup cannot pad it.
 * A function, so each collection gets fields of its own. Labels and help texts are what the
 * dashboard form shows (web/src/dashboard/collections/posts/form-page.tsx names none itself).
 */
/**
 * The post fields with an English version: the rest (category, tags, authors, date,
 * files) is shared. The cover's alternative text and the SEO texts too (./seo-fields.ts).
 */
export const POST_TRANSLATED = ['title', 'slug', 'content', 'excerpt', 'coverAlt', 'seoTitle', 'seoDescription'] as const

/**
 * What a post stores besides its form: the date a draft will be published at, typed before it
 * is; and `publishedAtEn`, its publication date while it has an English version (null
 * otherwise), so English lists ask the one publish rule of that field (decision 30); and the
 * date and draft flag the dashboard's list reads its pages by (shared/post-list-order.ts).
 */
export function postStoredFields() {
  return {
    plannedAt: storedInstant({ label: 'Tanggal rencana terbit' }),
    publishedAtEn: storedInstant({ label: 'Terbit dalam bahasa Inggris sejak', indexed: true }),
    // The dashboard list's order and its Draf and language filters, written by the stores at
    // every write (shared/post-list-order.ts); absent until migration steps 82 to 85 have run.
    listedAt: { ...storedInstant({ label: 'Tanggal urutan daftar', indexed: true }), absentIsDefault: true as const },
    isDraft: { ...custom('text', z.boolean(), { label: 'Draf', indexed: true }, { default: false, example: false }), absentIsDefault: true as const },
    englishState: { ...custom('text', z.enum(ENGLISH_STATES), { label: 'Keadaan versi bahasa Inggris', indexed: true }, { default: 'none', example: 'none' }), absentIsDefault: true as const },
  }
}

export function postFields() {
  return {
    title: text({ label: 'Judul', indexed: true, searchable: true, translatable: true, min: [TITLE_MIN, MSG.titleMin], max: [TITLE_MAX, MSG.titleMax] }),
    // A new post's slug follows its title until the user edits it.
    slug: slug({ from: 'title' }),
    content: richText({ label: 'Konten', help: `Minimal ${CONTENT_MIN} karakter teks.`, searchable: true, translatable: true, min: [CONTENT_MIN, MSG.contentMin] }),
    // A textarea, stored as one line; an empty excerpt is derived from the content on save.
    excerpt: custom(
      'textarea',
      multiLineText()
        .optional()
        .transform((value) => (value ?? '').replace(/\s+/g, ' ').trim())
        .refine((value) => value.length <= EXCERPT_MAX, EXCERPT_MAX_MESSAGE),
      { label: 'Ringkasan', help: `Opsional, maksimal ${EXCERPT_MAX} karakter. Bila kosong, diambil dari awal konten.`, searchable: true, translatable: true },
      { default: '', maxLength: EXCERPT_MAX },
    ),
    categoryId: reference({ label: 'Kategori', references: 'categories', indexed: true, required: MSG.categoryRequired }),
    tagIds: ids({ label: 'Tag', references: 'tags', indexed: true }),
    authorIds: ids({ label: 'Penulis', references: 'profiles', indexed: true }),
    // The regulations the post discusses: its page lists the post (docs/decisions/0056-regulations.md).
    // Absent from a post written before the field: read as none.
    regulationIds: { ...ids({ label: 'Peraturan terkait', help: 'Peraturan yang dibahas tulisan ini; halaman peraturannya menautkan tulisan ini.', references: 'regulations', indexed: true }), absentIsDefault: true as const },
    /**
     * `YYYY-MM-DDTHH:mm` in Jakarta time, stored as a UTC instant; null while the post is a draft
     * (its typed date then waits in `plannedAt`). Empty on Terbitkan means now.
     */
    publishedAt: optionalDate({
      label: 'Tanggal publikasi',
      help: 'Tanggal (misalnya 31/01/2027, atau pilih di kalender) dan jam dalam WIB. Kosongkan untuk terbit saat Terbitkan ditekan; tanggal yang akan datang menjadwalkan terbit.',
      indexed: true,
    }),
    // The item goes out to matching subscribers once, when it is published.
    sendAlert: enumeration(SEND_ALERT_CHOICES, {
      label: 'Kirim sebagai peringatan klien',
      help: 'Dikirim sekali, saat item terbit (juga saat tanggal terjadwalnya tiba), ke pelanggan yang minatnya cocok. Laporannya ada di Pelanggan.',
      message: 'Pilihan peringatan klien tidak dikenal: pilih dari daftar',
      default: 'auto',
      labels: SEND_ALERT_LABELS,
    }),
  }
}

/**
 * A blog's or publication's list: newest first (drafts with the newest), the title searched
 * through the search index, filtered by category, status and languages, in pages.
 */
export function postList(collection: 'blogs' | 'publications', title: string, noun: string) {
  return {
    path: dashboardPath(collection),
    columns: [
      { name: 'title', label: 'Judul', cell: 'title' },
      { name: 'categoryId', label: 'Kategori', phoneLabel: true, blank: '—' },
      // The date above its status: scheduled, published, or a draft with its planned date.
      { name: 'status', label: 'Tanggal dan status', cell: 'badge' },
      { name: 'languages', label: 'Bahasa', cell: 'languages', phoneLabel: true },
    ],
    search: { label: 'Cari judul' },
    filters: [{ name: 'category', field: 'categoryId', label: 'Kategori', all: 'Semua kategori' }, PUBLISH_STATUS_FILTER, LANGUAGE_FILTER, MINE_FILTER],
    sort: {
      label: 'Urutkan',
      options: [
        { value: 'newest', label: 'Tanggal terbaru' },
        { value: 'oldest', label: 'Tanggal terlama' },
      ],
    },
    pageSize: DASHBOARD_PER_PAGE,
    empty: `Belum ada ${noun}.`,
    create: true,
    actions: { view: 'Lihat di situs', remove: `${title} ini akan hilang dari situs dan dari sorotan beranda.` },
    live: true,
  } as const satisfies ListDefinition
}
