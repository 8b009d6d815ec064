import { z } from 'zod'
import { MSG } from './messages'
import { CONTENT_MIN, TITLE_MAX, TITLE_MIN } from './limits'
import { htmlToText, IdListSchema, PublishedDateSchema, SlugSchema, VersionSchema } from './common'

/** A reference to a file already uploaded to the file store (`{folder}/{name}`). */
export function uploadedFileRef(folder: string, requiredMessage: string) {
  return z
    .string({ error: requiredMessage })
    .trim()
    .min(1, requiredMessage)
    .refine((path) => path.startsWith(`${folder}/`) && !path.includes('..') && !path.includes('\\'), requiredMessage)
}

/** Fields shared by blogs and publications. */
export const PostFields = {
  title: z
    .string({ error: MSG.titleMin })
    .trim()
    .min(TITLE_MIN, MSG.titleMin)
    .max(TITLE_MAX, MSG.titleMax),
  slug: SlugSchema,
  content: z
    .string({ error: MSG.contentMin })
    .refine((html) => htmlToText(html).length >= CONTENT_MIN, MSG.contentMin),
  categoryId: z.string({ error: MSG.categoryRequired }).trim().min(1, MSG.categoryRequired),
  tagIds: IdListSchema,
  authorIds: IdListSchema,
  publishedAt: PublishedDateSchema,
  version: VersionSchema,
}

/** Blog form: create and edit (spec section 5). */
export const BlogSchema = z.object({
  ...PostFields,
  cover: uploadedFileRef('blog_images', MSG.coverRequired),
})
export type BlogInput = z.infer<typeof BlogSchema>

/** Publication form: the blog fields plus the publication PDF. */
export const PublicationSchema = z.object({
  ...PostFields,
  cover: uploadedFileRef('publication_images', MSG.coverRequired),
  file: uploadedFileRef('publications', MSG.publicationRequired),
})
export type PublicationInput = z.infer<typeof PublicationSchema>
