import { CONTENT_MIN, TITLE_MAX, TITLE_MIN } from '../schemas/limits'
import { MSG } from '../schemas/messages'
import { EXCERPT_MAX, EXCERPT_MAX_MESSAGE } from '../schemas/post'
import { multiLineText } from '../schemas/text-fields'
import { custom, date, ids, reference, richText, slug, text } from './define'

/**
 * Fields blogs and publications share (spec section 5). The content rule is measured on the
 * visible text; the server measures it again after sanitizing, so markup cannot pad it.
 * A function, so each collection gets fields of its own.
 */
export function postFields() {
  return {
    title: text({ label: 'Judul', indexed: true, searchable: true, translatable: true, min: [TITLE_MIN, MSG.titleMin], max: [TITLE_MAX, MSG.titleMax] }),
    slug: slug(),
    content: richText({ label: 'Konten', searchable: true, translatable: true, min: [CONTENT_MIN, MSG.contentMin] }),
    // A textarea, stored as one line; an empty excerpt is derived from the content on save.
    excerpt: custom(
      'textarea',
      multiLineText()
        .optional()
        .transform((value) => (value ?? '').replace(/\s+/g, ' ').trim())
        .refine((value) => value.length <= EXCERPT_MAX, EXCERPT_MAX_MESSAGE),
      { label: 'Ringkasan', searchable: true, translatable: true },
      { default: '' },
    ),
    categoryId: reference({ label: 'Kategori', references: 'categories', indexed: true, required: MSG.categoryRequired }),
    tagIds: ids({ label: 'Tag', references: 'tags', indexed: true }),
    authorIds: ids({ label: 'Penulis', references: 'profiles', indexed: true }),
    /** `YYYY-MM-DDTHH:mm` in Jakarta time, stored as a UTC instant. */
    publishedAt: date({ label: 'Tanggal publikasi', indexed: true }),
  }
}
