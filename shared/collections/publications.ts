import type { Lang } from '../i18n/langs'
import { MB, PUBLICATION_MAX_BYTES } from '../schemas/limits'
import { MSG } from '../schemas/messages'
import type { StoredFile } from '../schemas/types'
import { defineCollection, optionalEnglish, optionalUpload, translated, upload } from './define'
import { POST_COVER_HELP, POST_TRANSLATED, postFields, postStoredFields, postList } from './post-fields'
import { altText, seoFields } from './seo-fields'

/** Publications: the blog fields plus the publication PDF, and its optional English version. */
export const publications = defineCollection({
  name: 'publications',
  labels: { title: 'Publikasi', noun: 'publikasi', create: 'Buat publikasi', edit: 'Ubah publikasi', notices: { created: 'publication-created', saved: 'publication-saved', deleted: 'publication-deleted' } },
  fields: {
    ...translated({
      ...postFields(),
      cover: upload('publication_images', { label: 'Gambar sampul', help: POST_COVER_HELP, required: MSG.coverRequired }),
      file: upload('publications', { label: 'File publikasi', help: `PDF, maksimal ${PUBLICATION_MAX_BYTES / MB} MB.`, required: MSG.publicationRequired }),
      // A post always has a cover, so always its alternative text.
      coverAlt: altText({ required: true }),
      ...seoFields(),
    }, POST_TRANSLATED),
    // The document in English, checked as the Indonesian one (same folder, same rules).
    // Optional even with the English text written: without it the English page offers the
    // Indonesian PDF and says so (publicationPdf below).
    fileEn: optionalEnglish(
      'file',
      optionalUpload('publications', {
        label: 'File PDF (English)',
        help: `Opsional. PDF, maksimal ${PUBLICATION_MAX_BYTES / MB} MB. Tanpa file ini, halaman bahasa Inggris menawarkan PDF bahasa Indonesia dan menyebutnya.`,
        invalid: MSG.publicationType,
      }),
    ),
  },
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
  list: postList('publications', 'Publikasi', 'publikasi'),
})

/** The PDF a publication's page offers, and the language the document is written in. */
export interface PublicationPdf {
  file: StoredFile
  lang: Lang
}

/**
 * The PDF a publication's page in `pageLang` offers: on an English page the English
 * PDF when there is one, else the Indonesian PDF, which the page then says is in Indonesian.
 * Reads a stored publication or one localized for the page alike (localizing keeps `fileEn`).
 */
export function publicationPdf(doc: { file: StoredFile; fileEn?: StoredFile | null | undefined }, pageLang: Lang): PublicationPdf {
  return pageLang === 'en' && doc.fileEn ? { file: doc.fileEn, lang: 'en' } : { file: doc.file, lang: 'id' }
}
