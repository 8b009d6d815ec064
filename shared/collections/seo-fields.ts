/**
 * Fields that blogs, publications, practice areas and profiles share for how their images read
 * and how they show in search results and shared links (decision 35):
 *
 * - **Teks alternatif** of the cover or portrait: what a reader who cannot see the image hears
 *   instead, used on every public `<img>` of it and in JSON-LD. Required while an image is set.
 * - **Judul SEO**, **Deskripsi SEO**, **Gambar berbagi**: optional; when empty the page keeps the
 *   title, description and image it derives today (functions/src/render/seo-head.ts).
 *
 * The texts have English versions where the collection is translated (each module lists them
 * in its translated keys); the sharing image is one file for both languages.
 */
import * as z from 'zod'
import { multiLineText, oneParagraph, singleLineText } from '../schemas/text-fields'
import { custom, optionalUpload, wrappedText } from './define'

/** The longest alternative text: one or two sentences (screen readers read it whole). */
export const ALT_MAX = 250
/** What a search result shows of a title and a description before cutting them (Google: about 600 px, ~60 and ~160 characters). */
export const SEO_TITLE_SHOWN = 60
export const SEO_DESCRIPTION_SHOWN = 160
/** The longest accepted (a bound, not advice: the counter says what shows). */
export const SEO_TITLE_MAX = 120
export const SEO_DESCRIPTION_MAX = 300

export const SEO_MSG = {
  altRequired: 'Teks alternatif harus diisi bila ada gambar',
  altMax: `Teks alternatif maksimal ${ALT_MAX} karakter`,
  titleMax: `Judul SEO maksimal ${SEO_TITLE_MAX} karakter`,
  descriptionMax: `Deskripsi SEO maksimal ${SEO_DESCRIPTION_MAX} karakter`,
  imageInvalid: 'Gambar berbagi harus berupa PNG atau JPEG',
} as const

/** The one-line hint under every alternative text field. */
export const ALT_HELP = 'Satu kalimat yang menggambarkan isi gambar bagi pembaca yang tidak dapat melihatnya, misalnya “Dua advokat berdiskusi di ruang rapat”. Jangan mengulang judul.'

/**
 * The alternative text of an image field. `required`: the image is always there (a post's
 * cover), so the text is too; otherwise the module's rule asks for it only while an image is set
 * (`altWithImage`).
 */
export function altText(options: { required: boolean }) {
  const label = 'Teks alternatif'
  // `absentIsDefault`: an item written before the SEO fields has none until its migration step runs.
  // Up to ALT_MAX characters, more than a one-line input shows: a text box of two lines, stored as one.
  const field = options.required
    ? wrappedText({ label, help: ALT_HELP, max: [ALT_MAX, SEO_MSG.altMax], required: SEO_MSG.altRequired, rows: 2 })
    : // The example is written, so an example item given an image by a test stays valid.
      custom('textarea', optionalParagraph(ALT_MAX, SEO_MSG.altMax), { label, help: ALT_HELP }, { default: '', example: 'Teks alternatif contoh', maxLength: ALT_MAX, rows: 2 })
  return { ...field, absentIsDefault: true as const }
}

/** One optional paragraph typed in a text box, stored as one line of at most `max` characters, '' when left empty. */
function optionalParagraph(max: number, message: string) {
  return oneParagraph()
    .trim()
    .max(max, message)
    .optional()
    .transform((value) => value ?? '')
}

/** One optional line of text, at most `max` characters, stored as '' when left empty. */
function optionalLine(max: number, message: string) {
  return singleLineText()
    .trim()
    .max(max, message)
    .optional()
    .transform((value) => value ?? '')
}

/** The SEO fields: a title and a description with the length a search result shows, and a sharing image. */
export function seoFields() {
  return {
    seoTitle: {
      ...custom(
        'text',
        optionalLine(SEO_TITLE_MAX, SEO_MSG.titleMax),
        {
          label: 'Judul SEO',
          help: `Opsional. Judul di hasil mesin pencari dan saat dibagikan, ditampilkan apa adanya; sekitar ${SEO_TITLE_SHOWN} karakter yang terlihat. Bila kosong, dipakai judul halaman dengan nama firma.`,
        },
        { default: '', maxLength: SEO_TITLE_MAX },
      ),
      counter: SEO_TITLE_SHOWN,
      absentIsDefault: true as const,
    },
    seoDescription: {
      ...custom(
        'textarea',
        multiLineText()
          .optional()
          .transform((value) => (value ?? '').replace(/\s+/g, ' ').trim())
          .refine((value) => value.length <= SEO_DESCRIPTION_MAX, SEO_MSG.descriptionMax),
        {
          label: 'Deskripsi SEO',
          help: `Opsional. Satu atau dua kalimat di bawah judul pada hasil mesin pencari; sekitar ${SEO_DESCRIPTION_SHOWN} karakter yang terlihat. Bila kosong, dipakai ringkasan halaman.`,
        },
        { default: '', maxLength: SEO_DESCRIPTION_MAX },
      ),
      counter: SEO_DESCRIPTION_SHOWN,
      absentIsDefault: true as const,
    },
    seoImage: {
      ...optionalUpload('share_images', {
        label: 'Gambar berbagi',
        help: 'Opsional. Gambar saat halaman dibagikan di media sosial, JPEG atau PNG; disarankan 1200×630 piksel. Bila kosong, dipakai gambar sampul atau foto.',
        invalid: SEO_MSG.imageInvalid,
      }),
      absentIsDefault: true as const,
    },
  }
}

/** The SEO fields with an English version (the image is shared). */
export const SEO_TRANSLATED = ['seoTitle', 'seoDescription'] as const

const blank = (value: unknown) => value === undefined || value === null || (typeof value === 'string' && value.trim() === '') || (Array.isArray(value) && value.length === 0)

/**
 * The rule between fields of an optional image: its alternative text is required while the image
 * is set, and its English version too once the item has English (any of `english` filled).
 */
export function altWithImage(image: string, alt: string, english: readonly string[]) {
  return (value: Record<string, unknown>, ctx: z.RefinementCtx) => {
    if (blank(value[image])) return
    if (blank(value[alt])) ctx.addIssue({ code: 'custom', path: [alt], message: SEO_MSG.altRequired })
    const altEn = `${alt}En`
    if (english.some((name) => name !== altEn && !blank(value[name])) && blank(value[altEn])) ctx.addIssue({ code: 'custom', path: [altEn], message: SEO_MSG.altRequired })
  }
}

/**
 * The alternative text of an item's image on a page in `lang`: the English one on an English
 * page, the Indonesian one otherwise, '' when none was written (decision 35: the image is then
 * decorative for covers, and a portrait reads "Foto {name}"). An Indonesian text is never used on
 * an English page: an attribute cannot be marked `lang="id"`, so a screen reader would read it
 * with English pronunciation.
 */
export function imageAlt(doc: object, field: string, lang: 'id' | 'en'): string {
  return textIn(doc, field, lang)
}

/** A text field of an item in one language (its `En` version on an English page), trimmed; '' when not written. */
export function textIn(doc: object, field: string, lang: 'id' | 'en'): string {
  const value = (doc as Record<string, unknown>)[lang === 'en' ? `${field}En` : field]
  return typeof value === 'string' ? value.trim() : ''
}
