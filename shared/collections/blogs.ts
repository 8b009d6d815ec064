import { MSG } from '../schemas/messages'
import { defineCollection, translated, upload } from './define'
import { POST_COVER_HELP, POST_TRANSLATED, postFields, postStoredFields, postList } from './post-fields'
import { altText, seoFields } from './seo-fields'

/** Blogs: create and edit (spec section 5); public once `publishedAt` is not in the future. */
export const blogs = defineCollection({
  name: 'blogs',
  labels: { title: 'Blog', noun: 'blog', create: 'Buat blog', edit: 'Ubah blog', notices: { created: 'blog-created', saved: 'blog-saved', deleted: 'blog-deleted' } },
  fields: translated({
    ...postFields(),
    cover: upload('blog_images', { label: 'Gambar sampul', help: POST_COVER_HELP, required: MSG.coverRequired }),
    // A post always has a cover, so always its alternative text.
    coverAlt: altText({ required: true }),
    ...seoFields(),
  }, POST_TRANSLATED),
  stored: postStoredFields(),
  // The category filter of each edition's list (the English one by `publishedAtEn`, decision 30).
  composite: [
    ['categoryId', 'publishedAt'],
    ['categoryId', 'publishedAtEn'],
    // The dashboard list's pages by category, and its drafts (shared/post-list-order.ts).
    ['categoryId', 'listedAt'],
    ['isDraft', 'listedAt'],
    ['englishState', 'listedAt'],
    // Oleh saya: who saved last, in the list's order (a category or the drafts narrowed after it).
    ['updatedBy', 'listedAt'],
  ],
  publish: 'publishedAt',
  list: postList('blogs', 'Blog', 'blog'),
})
