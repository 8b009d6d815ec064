import { MSG } from '../schemas/messages'
import { defineCollection, upload } from './define'
import { postFields } from './post-fields'

/** Publications: the blog fields plus the publication PDF. */
export const publications = defineCollection({
  name: 'publications',
  labels: { title: 'Publikasi', noun: 'publikasi', create: 'Buat publikasi', edit: 'Ubah publikasi', notices: { created: 'publication-created', saved: 'publication-saved', deleted: 'publication-deleted' } },
  fields: {
    ...postFields(),
    cover: upload('publication_images', { label: 'Gambar sampul', required: MSG.coverRequired }),
    file: upload('publications', { label: 'File publikasi', required: MSG.publicationRequired }),
  },
  composite: [['categoryId', 'publishedAt']],
  publish: 'publishedAt',
})
