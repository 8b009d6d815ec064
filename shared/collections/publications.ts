import { MB, PUBLICATION_MAX_BYTES } from '../schemas/limits'
import { MSG } from '../schemas/messages'
import { defineCollection, translated, upload } from './define'
import { POST_COVER_HELP, POST_TRANSLATED, postFields, postStoredFields } from './post-fields'
import { altText, seoFields } from './seo-fields'

/** Publications: the blog fields plus the publication PDF. */
export const publications = defineCollection({
  name: 'publications',
  labels: { title: 'Publikasi', noun: 'publikasi', create: 'Buat publikasi', edit: 'Ubah publikasi', notices: { created: 'publication-created', saved: 'publication-saved', deleted: 'publication-deleted' } },
  fields: translated({
    ...postFields(),
    cover: upload('publication_images', { label: 'Gambar sampul', help: POST_COVER_HELP, required: MSG.coverRequired }),
    file: upload('publications', { label: 'File publikasi', help: `PDF, maksimal ${PUBLICATION_MAX_BYTES / MB} MB.`, required: MSG.publicationRequired }),
    // A post always has a cover, so always its alternative text (issue 17).
    coverAlt: altText({ required: true }),
    ...seoFields(),
  }, POST_TRANSLATED),
  stored: postStoredFields(),
  // The category filter of each edition's list (the English one by `publishedAtEn`, decision 30).
  composite: [
    ['categoryId', 'publishedAt'],
    ['categoryId', 'publishedAtEn'],
  ],
  publish: 'publishedAt',
})
