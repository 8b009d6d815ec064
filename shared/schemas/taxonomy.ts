import * as z from 'zod'
import { MSG } from './messages'
import { CATEGORY_NAME_MAX, CATEGORY_NAME_MIN, TAG_NAME_MAX, TAG_NAME_MIN } from './limits'
import { tidyName, VersionSchema } from './common'
import { singleLineText } from './text-fields'

/**
 * Category form. The spec's rule is "min 4" while its message says "more than 4";
 * we enforce the rule (4 is accepted) and keep the message word for word
 * (docs/decisions/0004-category-name-length.md). Spaces are tidied before the rules apply,
 * so "  Analisis   Hukum " is stored as "Analisis Hukum".
 */
export const CategorySchema = z.object({
  name: singleLineText({ error: MSG.categoryMin })
    .overwrite(tidyName)
    .min(CATEGORY_NAME_MIN, MSG.categoryMin)
    .max(CATEGORY_NAME_MAX, MSG.categoryMax),
  version: VersionSchema,
})
export type CategoryInput = z.infer<typeof CategorySchema>

/** Tag form. The spec gives no rule for tags; we use the category's voice. */
export const TagSchema = z.object({
  name: singleLineText({ error: MSG.tagMin }).overwrite(tidyName).min(TAG_NAME_MIN, MSG.tagMin).max(TAG_NAME_MAX, MSG.tagMax),
  version: VersionSchema,
})
export type TagInput = z.infer<typeof TagSchema>
