import * as z from 'zod'
import { MSG } from './messages'
import { CONTENT_MIN, TITLE_MAX, TITLE_MIN, type UploadFolder } from './limits'
import { htmlToText, IdListSchema, PublishedDateSchema, SlugSchema, VersionSchema } from './common'
import { multiLineText, singleLineText } from './text-fields'
import { isUploadPath } from './file-paths'

export type PostCollection = 'blogs' | 'publications'

/** Upload folders of each post collection's file fields (spec section 3). */
export const POST_FOLDERS = {
  blogs: { cover: 'blog_images' },
  publications: { cover: 'publication_images', file: 'publications' },
} as const satisfies Record<PostCollection, { cover: UploadFolder; file?: UploadFolder }>

/** What the dashboard calls each post collection: page titles, nouns in sentences, buttons. */
export const POST_TEXT = {
  blogs: { title: 'Blog', noun: 'blog', create: 'Buat blog', edit: 'Ubah blog' },
  publications: { title: 'Publikasi', noun: 'publikasi', create: 'Buat publikasi', edit: 'Ubah publikasi' },
} as const satisfies Record<PostCollection, { title: string; noun: string; create: string; edit: string }>

/** Excerpts longer than this are refused; an empty excerpt is derived from the content. */
export const EXCERPT_MAX = 300
/** Ours: the spec has no excerpt. (Candidate for messages.ts.) */
export const EXCERPT_MAX_MESSAGE = `Ringkasan maksimal ${EXCERPT_MAX} karakter`

/** A reference to a file already uploaded to the file store (`{folder}/{name}`). */
export function uploadedFileRef(folder: UploadFolder, requiredMessage: string) {
  return singleLineText({ error: requiredMessage })
    .trim()
    .min(1, requiredMessage)
    .refine((path) => isUploadPath(folder, path), requiredMessage)
}

/**
 * Fields shared by blogs and publications. The content rule is measured on the visible text;
 * the server measures it again after sanitizing, so markup cannot pad it.
 */
export const PostFields = {
  title: singleLineText({ error: MSG.titleMin })
    .trim()
    .min(TITLE_MIN, MSG.titleMin)
    .max(TITLE_MAX, MSG.titleMax),
  slug: SlugSchema,
  // Rich text: the editor's line breaks are markup, but text pasted into it may bring controls.
  content: multiLineText({ error: MSG.contentMin })
    .refine((html) => htmlToText(html).length >= CONTENT_MIN, MSG.contentMin),
  // A textarea, stored as one line.
  excerpt: multiLineText()
    .optional()
    .transform((value) => (value ?? '').replace(/\s+/g, ' ').trim())
    .refine((value) => value.length <= EXCERPT_MAX, EXCERPT_MAX_MESSAGE),
  categoryId: singleLineText({ error: MSG.categoryRequired }).trim().min(1, MSG.categoryRequired),
  tagIds: IdListSchema,
  authorIds: IdListSchema,
  /** `YYYY-MM-DDTHH:mm` in Jakarta time, stored as a UTC instant. */
  publishedAt: PublishedDateSchema,
  version: VersionSchema,
}

/** Blog form: create and edit (spec section 5). */
export const BlogSchema = z.object({
  ...PostFields,
  cover: uploadedFileRef(POST_FOLDERS.blogs.cover, MSG.coverRequired),
})
export type BlogInput = z.infer<typeof BlogSchema>

/** Publication form: the blog fields plus the publication PDF. */
export const PublicationSchema = z.object({
  ...PostFields,
  cover: uploadedFileRef(POST_FOLDERS.publications.cover, MSG.coverRequired),
  file: uploadedFileRef(POST_FOLDERS.publications.file, MSG.publicationRequired),
})
export type PublicationInput = z.infer<typeof PublicationSchema>

/** The form schema of a collection, for the browser and the server alike. */
export function postSchema(collection: PostCollection): typeof BlogSchema | typeof PublicationSchema {
  return collection === 'blogs' ? BlogSchema : PublicationSchema
}
