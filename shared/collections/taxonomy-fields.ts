/**
 * What categories and tags share for the English edition (issue 15, decision 30): their name has
 * an English version (`nameEn`), and their English slug is made from it on save as the
 * Indonesian slug is from the name (functions/src/collections/taxonomy/routes.tsx), unique among
 * English slugs, null while the item has no English name.
 */
import { SlugSchema } from '../schemas/common'
import { custom } from './define'

export function englishTermSlug() {
  // `translates`: the English version of the slug, so a document written before has none (optional).
  return { ...custom('slug', SlugSchema.nullable(), { label: 'Slug (English)', indexed: true, unique: true }, { default: null }), translates: 'slug' as const }
}
