import { TAG_NAME_MAX, TAG_NAME_MIN } from '../schemas/limits'
import { MSG } from '../schemas/messages'
import { defineCollection, slug, text, translated } from './define'
import { englishTermSlug, slugByHandFlag, termList } from './taxonomy-fields'

/** Tags of blogs and publications. The spec gives no rule for tags; we use the category's voice. */
export const tags = defineCollection({
  name: 'tags',
  labels: { title: 'Tag', noun: 'tag', create: 'Tambah tag', edit: 'Ubah tag', notices: { created: 'tag-created', saved: 'tag-saved', deleted: 'tag-deleted' } },
  fields: translated({
    // Searchable: a post's search record carries its tags' names.
    name: text({ label: 'Nama tag', indexed: true, searchable: true, tidy: true, min: [TAG_NAME_MIN, MSG.tagMin], max: [TAG_NAME_MAX, MSG.tagMax] }),
  }, ['name']),
  // The slugs follow a rename unless fixed by hand (./taxonomy-fields.ts).
  stored: {
    slug: slug(),
    slugEn: englishTermSlug(),
    slugByHand: slugByHandFlag('Slug ditetapkan sendiri'),
    slugEnByHand: slugByHandFlag('Slug (English) ditetapkan sendiri'),
  },
  list: termList('tags', 'tag'),
})
