import { CATEGORY_NAME_MAX, CATEGORY_NAME_MIN } from '../schemas/limits'
import { MSG } from '../schemas/messages'
import { defineCollection, slug, text, translated } from './define'
import { englishTermSlug, slugByHandFlag, termList } from './taxonomy-fields'

/**
 * Categories of blogs and publications. The spec's rule is "min 4" while its message says
 * "more than 4"; we enforce the rule (4 is accepted) and keep the message word for word
 * (docs/decisions/0004-category-name-length.md). Spaces are tidied before the rules apply,
 * so "  Analisis   Hukum " is stored as "Analisis Hukum". The slug is made from the name, and the
 * English slug from the English name (./taxonomy-fields.ts).
 */
export const categories = defineCollection({
  name: 'categories',
  labels: { title: 'Kategori', noun: 'kategori', create: 'Tambah kategori', edit: 'Ubah kategori', notices: { created: 'category-created', saved: 'category-saved', deleted: 'category-deleted' } },
  fields: translated({
    // Searchable: a post's search record carries its category's name.
    name: text({
      label: 'Nama kategori',
      indexed: true,
      searchable: true,
      tidy: true,
      min: [CATEGORY_NAME_MIN, MSG.categoryMin],
      max: [CATEGORY_NAME_MAX, MSG.categoryMax],
    }),
  }, ['name']),
  // The slugs follow a rename unless fixed by hand (./taxonomy-fields.ts).
  stored: {
    slug: slug(),
    slugEn: englishTermSlug(),
    slugByHand: slugByHandFlag('Slug ditetapkan sendiri'),
    slugEnByHand: slugByHandFlag('Slug (English) ditetapkan sendiri'),
  },
  list: termList('categories', 'kategori'),
})
