/**
 * The copy of the site's fixed pages (Halaman): Beranda, Tentang Kami, Karier, Kontak, the
 * privacy notice and the disclaimer, one document each in the `pages` collection (`pages/home`,
 * `pages/about`, …). Each page has its own fields, so each is its own module over the same
 * collection; the registry holds their union (every page field, stored) for the store and the
 * form bounds. About, Career and Contact end with blocks as block pages are built of (decision 48).
 */
import * as z from 'zod'
import { CONTENT_MIN } from '../schemas/limits'
import { multiLineText, oneParagraph, singleLineText } from '../schemas/text-fields'
import { custom, defineCollection, EN_SUFFIX, enumeration, optionalUpload, richText, text, translated, type StoredData } from './define'
import { MSG } from '../schemas/messages'
import { BlocksRule } from './block-pages'
import { BLOCKS_MAX } from './page-blocks'
import { DISCLAIMER_TEMPLATE, LEGAL_MSG, LEGAL_PLACEHOLDERS, missingPrivacySections, PRIVACY_REQUIRED_SECTIONS, unknownPlaceholders } from './legal-pages'

export const PAGE_IDS = ['home', 'about', 'career', 'contact', 'privacy', 'disclaimer'] as const

/** The dashboard's list of pages; each page's form is at `{PAGES_PATH}/{id}`. */
export const PAGES_PATH = '/dashboard/pages'
export type PageId = (typeof PAGE_IDS)[number]
/** The pages whose text is a legal notice: shown from the code's default until staff first save them. */
export const LEGAL_PAGE_IDS = ['privacy', 'disclaimer'] as const satisfies readonly PageId[]
export type LegalPageId = (typeof LEGAL_PAGE_IDS)[number]
/** The pages of the firm's own copy (the demo firm's seed writes these). */
export type CopyPageId = Exclude<PageId, LegalPageId>

export const HERO_HEADING_MAX = 120
export const LEAD_MAX = 600
export const BUTTON_LABEL_MAX = 40
export const PATH_MAX = 200
export const FIGURE_VALUE_MAX = 12
export const FIGURE_LABEL_MAX = 60
export const VALUE_TITLE_MAX = 60
export const VALUE_TEXT_MAX = 300
/** Alternative text of an image: a sentence, read aloud by screen readers. */
export const ALT_TEXT_MAX = 160
/** Figures in the home page's row, and values on the About page. */
export const FIGURES = 4
export const VALUES = 6
const FIGURE_NUMBERS = [1, 2, 3, 4] as const satisfies { length: typeof FIGURES }
const VALUE_NUMBERS = [1, 2, 3, 4, 5, 6] as const satisfies { length: typeof VALUES }

export const PAGE_MSG = {
  heroHeadingRequired: 'Judul utama harus diisi',
  heroHeadingMax: `Judul utama maksimal ${HERO_HEADING_MAX} karakter`,
  introRequired: 'Teks pembuka harus diisi',
  leadMax: `Teks pembuka maksimal ${LEAD_MAX} karakter`,
  bodyMin: `Isi halaman minimal ${CONTENT_MIN} karakter`,
  buttonLabelMax: `Teks tombol maksimal ${BUTTON_LABEL_MAX} karakter`,
  path: 'Tujuan harus berupa alamat di situs ini yang diawali “/”, misalnya /contact-us',
  buttonPair: 'Teks tombol dan tujuannya harus diisi bersama, atau kosongkan keduanya',
  figureValueMax: `Angka maksimal ${FIGURE_VALUE_MAX} karakter, misalnya 20+`,
  figureLabelMax: `Keterangan angka maksimal ${FIGURE_LABEL_MAX} karakter`,
  figurePair: 'Angka dan keterangannya harus diisi bersama, atau kosongkan keduanya',
  figureCountLabel: 'Isi keterangan angka yang dihitung otomatis, misalnya “bidang praktik”',
  figureCount: 'Pilih salah satu hitungan yang tersedia',
  valueTitleMax: `Nama nilai maksimal ${VALUE_TITLE_MAX} karakter`,
  valueTextMax: `Uraian nilai maksimal ${VALUE_TEXT_MAX} karakter`,
  valuePair: 'Nama nilai dan uraiannya harus diisi bersama, atau kosongkan keduanya',
  heroImageAltRequired: 'Teks alternatif harus diisi untuk gambar utama',
  altTextMax: `Teks alternatif maksimal ${ALT_TEXT_MAX} karakter`,
} as const

/** Optional one-line text of at most `max` characters, stored as '' when left empty. */
function line(label: string, max: number, message: string) {
  const rule = singleLineText()
    .trim()
    .optional()
    .transform((value) => value ?? '')
    .refine((value) => value.length <= max, message)
  return custom('text', rule, { label }, { default: '', maxLength: max, example: '' })
}

/**
 * Optional text of at most `max` characters, longer than a one-line input shows (a value's
 * description): typed in a text box of three lines, stored as one line, '' when left empty.
 */
function wrappedLine(label: string, max: number, message: string) {
  const rule = oneParagraph()
    .trim()
    .optional()
    .transform((value) => value ?? '')
    .refine((value) => value.length <= max, message)
  return custom('textarea', rule, { label }, { default: '', maxLength: max, example: '', rows: 3 })
}

/** A paragraph typed in a textarea (line breaks kept), required, at most `max` characters. */
function paragraph(label: string, options: { required?: string; max: number; message: string; help?: string }) {
  const base = multiLineText(options.required ? { error: options.required } : undefined).trim()
  // An optional paragraph left empty arrives as nothing at all (Conform drops empty values).
  const rule = options.required
    ? base.min(1, options.required).max(options.max, options.message)
    : base.max(options.max, options.message).optional().transform((value) => value ?? '')
  return custom('textarea', rule, { label, required: Boolean(options.required), ...(options.help ? { help: options.help } : {}) }, {
    default: '',
    maxLength: options.max,
    example: `${label} contoh.`,
  })
}

/**
 * A path on this site (`/contact-us`, `/practice-area/pajak#tim`): never another site, never
 * `//host` or `/\host`, which browsers read as another site.
 */
export function isSitePath(value: string): boolean {
  if (!value.startsWith('/') || value.startsWith('//') || value.includes('\\') || /\s/.test(value)) return false
  try {
    return new URL(value, 'https://situs.invalid').origin === 'https://situs.invalid'
  } catch {
    return false
  }
}

function path(label: string) {
  const rule = singleLineText()
    .trim()
    .optional()
    .transform((value) => value ?? '')
    .refine((value) => value === '' || (value.length <= PATH_MAX && isSitePath(value)), PAGE_MSG.path)
  // What a target may be is said once for both buttons (PAGE_SECTIONS), and by the refusal.
  return custom('text', rule, { label }, { default: '', maxLength: PATH_MAX, example: '' })
}

type LineField = ReturnType<typeof line> | ReturnType<typeof wrappedLine>

/** The names of numbered pairs (`figure1Value` + `figure1Label`, …), one pair per number. */
function pairNames<const P extends string, const N extends number, const A extends string, const B extends string>(prefix: P, numbers: readonly N[], a: A, b: B) {
  return numbers.map((n) => [`${prefix}${n}${a}`, `${prefix}${n}${b}`] as [`${P}${N}${A}`, `${P}${N}${B}`])
}

/** Numbered pairs of fields (`figure1Value`, `figure1Label`, …), one pair per number. */
function numbered<const P extends string, const N extends number, const A extends string, const B extends string>(
  prefix: P,
  numbers: readonly N[],
  a: [A, (n: number) => LineField],
  b: [B, (n: number) => LineField],
) {
  return Object.fromEntries(
    pairNames(prefix, numbers, a[0], b[0]).flatMap(([first, second], i) => [
      [first, a[1](numbers[i]!)],
      [second, b[1](numbers[i]!)],
    ]),
  ) as Record<`${P}${N}${A | B}`, LineField>
}

/** Two fields filled together or left empty together; the message goes next to the empty one. */
function pair(value: Record<string, unknown>, ctx: z.RefinementCtx, first: string, second: string, message: string) {
  const filled = (name: string) => typeof value[name] === 'string' && value[name] !== ''
  if (filled(first) !== filled(second)) ctx.addIssue({ code: 'custom', path: [filled(first) ? second : first], message })
}

/**
 * What a figure may count instead of a number typed by hand: a count that would go
 * stale ("8 bidang praktik" after a ninth area) is taken from the content when the page is shown
 * (functions/src/content/pages.ts). '' is the number as typed.
 */
export const FIGURE_COUNTS = ['', 'practiceAreas', 'attorneys', 'offices'] as const
export type FigureCount = Exclude<(typeof FIGURE_COUNTS)[number], ''>
export const FIGURE_COUNT_LABELS: Record<(typeof FIGURE_COUNTS)[number], string> = {
  '': 'Tidak, pakai angka yang diketik',
  practiceAreas: 'Jumlah bidang praktik yang terbit',
  attorneys: 'Jumlah advokat',
  offices: 'Jumlah kantor',
}

/** A figure's count: absent on a page saved before it existed (read as typed; its migration step writes ''). */
const figureCount = (n: number) => ({
  ...enumeration(FIGURE_COUNTS, {
    label: `Angka ${n} dihitung otomatis`,
    message: PAGE_MSG.figureCount,
    default: '',
    labels: FIGURE_COUNT_LABELS,
  }),
  absentIsDefault: true as const,
})

const homeFields = {
  heroHeading: text({ label: 'Judul utama', required: PAGE_MSG.heroHeadingRequired, max: [HERO_HEADING_MAX, PAGE_MSG.heroHeadingMax] }),
  heroLead: paragraph('Teks pembuka', { max: LEAD_MAX, message: PAGE_MSG.leadMax, help: 'Satu atau dua kalimat di bawah judul utama.' }),
  // The hero's image: optional; without it the hero is the heading on the navy band.
  heroImage: optionalUpload('hero_images', {
    label: 'Gambar utama',
    help: 'Opsional. JPEG atau PNG, maksimal 10 MB dan 6000×4000 piksel; disarankan foto mendatar minimal 1600×1200.',
    invalid: MSG.coverType,
  }),
  heroImageAlt: {
    ...line('Teks alternatif gambar utama', ALT_TEXT_MAX, PAGE_MSG.altTextMax),
    help: 'Apa yang tampak pada gambar, dalam satu kalimat, untuk pembaca layar: misalnya “Ruang rapat kantor dengan pemandangan kota Jakarta”.',
  },
  primaryLabel: line('Tombol utama: teks', BUTTON_LABEL_MAX, PAGE_MSG.buttonLabelMax),
  primaryPath: path('Tombol utama: tujuan'),
  secondaryLabel: line('Tombol kedua: teks', BUTTON_LABEL_MAX, PAGE_MSG.buttonLabelMax),
  secondaryPath: path('Tombol kedua: tujuan'),
  ...numbered(
    'figure',
    FIGURE_NUMBERS,
    ['Value', (n) => line(`Angka ${n}`, FIGURE_VALUE_MAX, PAGE_MSG.figureValueMax)],
    ['Label', (n) => line(`Keterangan angka ${n}`, FIGURE_LABEL_MAX, PAGE_MSG.figureLabelMax)],
  ),
  figure1Count: figureCount(1),
  figure2Count: figureCount(2),
  figure3Count: figureCount(3),
  figure4Count: figureCount(4),
}

/**
 * Blocks after a page's fixed copy (a FAQ, a quote, a call to act): the block pages' field, its
 * parser and editor (decision 47). Absent on a page saved before it (read as none).
 */
const extraBlocks = () => ({
  // Absent from a form that never showed the editor (a page saved by a script, an old draft): none.
  ...custom('blocks', BlocksRule.optional().transform((blocks) => blocks ?? []), { label: 'Blok tambahan', help: `Opsional. Tampil di bawah isi halaman, dalam urutan ini. Paling banyak ${BLOCKS_MAX} blok.` }, {
    default: [],
    example: [{ type: 'faq', heading: 'Tanya-jawab', headingEn: '', items: [{ question: 'Pertanyaan contoh?', questionEn: '', answer: 'Jawaban contoh.', answerEn: '' }] }],
  }),
  absentIsDefault: true as const,
})

const aboutFields = {
  aboutIntro: paragraph('Pembuka', { required: PAGE_MSG.introRequired, max: LEAD_MAX, message: PAGE_MSG.leadMax, help: 'Paragraf pertama, ditampilkan lebih besar.' }),
  aboutBody: richText({ label: 'Isi', help: `Minimal ${CONTENT_MIN} karakter teks.`, min: [CONTENT_MIN, PAGE_MSG.bodyMin] }),
  ...numbered(
    'value',
    VALUE_NUMBERS,
    ['Title', (n) => line(`Nilai ${n}`, VALUE_TITLE_MAX, PAGE_MSG.valueTitleMax)],
    ['Text', (n) => wrappedLine(`Uraian nilai ${n}`, VALUE_TEXT_MAX, PAGE_MSG.valueTextMax)],
  ),
  blocks: extraBlocks(),
}

const careerFields = {
  careerIntro: paragraph('Pembuka', { required: PAGE_MSG.introRequired, max: LEAD_MAX, message: PAGE_MSG.leadMax }),
  careerBody: richText({ label: 'Isi', help: `Yang firma tawarkan dan cara melamar. Minimal ${CONTENT_MIN} karakter teks.`, min: [CONTENT_MIN, PAGE_MSG.bodyMin] }),
  blocks: extraBlocks(),
}

const contactFields = {
  contactIntro: paragraph('Pembuka', { required: PAGE_MSG.introRequired, max: LEAD_MAX, message: PAGE_MSG.leadMax }),
  blocks: extraBlocks(),
}

/** The placeholders a legal page's text may hold, as its form's help lists them. */
const placeholderHelp = Object.entries(LEGAL_PLACEHOLDERS)
  .map(([name, meaning]) => `{{${name}}}: ${meaning}`)
  .join('; ')

/** A legal page's text: the starting template's sections, so an example passes the page's rules. */
const PRIVACY_EXAMPLE = PRIVACY_REQUIRED_SECTIONS.map((heading) => `<h2>${heading}</h2><p>${heading} untuk contoh kebijakan privasi.</p>`).join('')

const privacyFields = {
  privacyBody: {
    ...richText({ label: 'Isi kebijakan privasi', min: [CONTENT_MIN, PAGE_MSG.bodyMin] }),
    example: PRIVACY_EXAMPLE,
  },
}

const disclaimerFields = {
  disclaimerBody: {
    ...richText({ label: 'Isi penafian', min: [CONTENT_MIN, PAGE_MSG.bodyMin] }),
    example: DISCLAIMER_TEMPLATE.id,
  },
}

/** A legal page's text refers only to placeholders that exist (a typo would reach visitors as typed). */
function knownPlaceholders(value: Record<string, unknown>, ctx: z.RefinementCtx, name: string) {
  const html = value[name]
  if (typeof html !== 'string') return
  for (const unknown of unknownPlaceholders(html)) ctx.addIssue({ code: 'custom', path: [name], message: LEGAL_MSG.unknownPlaceholder(unknown) })
}

const labels = (title: string) => ({ title, noun: `halaman ${title}`, create: `Ubah halaman ${title}`, edit: `Ubah halaman ${title}` })

/**
 * What each page has in English (decision 30): the words a visitor reads. The buttons'
 * targets and the figures' numbers are shared; an English page turns a target into its /en path.
 */
export const PAGE_TRANSLATED = {
  home: ['heroHeading', 'heroLead', 'heroImageAlt', 'primaryLabel', 'secondaryLabel', ...FIGURE_NUMBERS.map((n) => `figure${n}Label` as const)],
  about: ['aboutIntro', 'aboutBody', ...VALUE_NUMBERS.flatMap((n) => [`value${n}Title` as const, `value${n}Text` as const])],
  career: ['careerIntro', 'careerBody'],
  contact: ['contactIntro'],
  privacy: ['privacyBody'],
  disclaimer: ['disclaimerBody'],
} as const satisfies { [P in PageId]: readonly string[] }

const homeFieldsAll = translated(homeFields, PAGE_TRANSLATED.home)
const aboutFieldsAll = translated(aboutFields, PAGE_TRANSLATED.about)
const careerFieldsAll = translated(careerFields, PAGE_TRANSLATED.career)
const contactFieldsAll = translated(contactFields, PAGE_TRANSLATED.contact)
const privacyFieldsAll = translated(privacyFields, PAGE_TRANSLATED.privacy)
const disclaimerFieldsAll = translated(disclaimerFields, PAGE_TRANSLATED.disclaimer)

/** An English label (a button's, a figure's) is shown only with what it labels, which is shared. */
function englishNeeds(value: Record<string, unknown>, ctx: z.RefinementCtx, english: string, shared: string, message: string) {
  const filled = (name: string) => typeof value[name] === 'string' && value[name] !== ''
  if (filled(english) && !filled(shared)) ctx.addIssue({ code: 'custom', path: [english], message })
}

/** Each page's module: its form, rules and save. */
export const PAGE_MODULES = {
  home: defineCollection({
    name: 'pages',
    labels: { ...labels('Beranda'), notices: { created: 'page-saved', saved: 'page-saved', deleted: 'page-saved' } },
    fields: homeFieldsAll,
    rules: (value, ctx) => {
      // An image is described: its alternative text is what a screen reader says of it.
      if (value.heroImage && !value.heroImageAlt) ctx.addIssue({ code: 'custom', path: ['heroImageAlt'], message: PAGE_MSG.heroImageAltRequired })
      pair(value, ctx, 'primaryLabel', 'primaryPath', PAGE_MSG.buttonPair)
      pair(value, ctx, 'secondaryLabel', 'secondaryPath', PAGE_MSG.buttonPair)
      englishNeeds(value, ctx, `primaryLabel${EN_SUFFIX}`, 'primaryPath', PAGE_MSG.buttonPair)
      englishNeeds(value, ctx, `secondaryLabel${EN_SUFFIX}`, 'secondaryPath', PAGE_MSG.buttonPair)
      for (let n = 1; n <= FIGURES; n++) {
        // A counted figure needs its label only: its number comes from the content.
        if (value[`figure${n}Count`]) {
          if (!value[`figure${n}Label`]) ctx.addIssue({ code: 'custom', path: [`figure${n}Label`], message: PAGE_MSG.figureCountLabel })
          continue
        }
        pair(value, ctx, `figure${n}Value`, `figure${n}Label`, PAGE_MSG.figurePair)
        englishNeeds(value, ctx, `figure${n}Label${EN_SUFFIX}`, `figure${n}Value`, PAGE_MSG.figurePair)
      }
    },
  }),
  about: defineCollection({
    name: 'pages',
    labels: { ...labels('Tentang Kami'), notices: { created: 'page-saved', saved: 'page-saved', deleted: 'page-saved' } },
    fields: aboutFieldsAll,
    rules: (value, ctx) => {
      for (let n = 1; n <= VALUES; n++) {
        pair(value, ctx, `value${n}Title`, `value${n}Text`, PAGE_MSG.valuePair)
        pair(value, ctx, `value${n}Title${EN_SUFFIX}`, `value${n}Text${EN_SUFFIX}`, PAGE_MSG.valuePair)
      }
    },
  }),
  career: defineCollection({
    name: 'pages',
    labels: { ...labels('Karier'), notices: { created: 'page-saved', saved: 'page-saved', deleted: 'page-saved' } },
    fields: careerFieldsAll,
  }),
  contact: defineCollection({
    name: 'pages',
    labels: { ...labels('Kontak'), notices: { created: 'page-saved', saved: 'page-saved', deleted: 'page-saved' } },
    fields: contactFieldsAll,
  }),
  privacy: defineCollection({
    name: 'pages',
    labels: { ...labels('Kebijakan Privasi'), notices: { created: 'page-saved', saved: 'page-saved', deleted: 'page-saved' } },
    fields: privacyFieldsAll,
    rules: (value, ctx) => {
      // Refused, not warned: a notice without a section UU PDP asks for is a notice the firm
      // cannot publish; the Indonesian is the version the firm answers for (decision 48).
      if (typeof value.privacyBody === 'string' && value.privacyBody !== '') {
        for (const heading of missingPrivacySections(value.privacyBody)) ctx.addIssue({ code: 'custom', path: ['privacyBody'], message: LEGAL_MSG.missingSection(heading) })
      }
      knownPlaceholders(value, ctx, 'privacyBody')
      knownPlaceholders(value, ctx, `privacyBody${EN_SUFFIX}`)
    },
  }),
  disclaimer: defineCollection({
    name: 'pages',
    labels: { ...labels('Penafian'), notices: { created: 'page-saved', saved: 'page-saved', deleted: 'page-saved' } },
    fields: disclaimerFieldsAll,
    rules: (value, ctx) => {
      knownPlaceholders(value, ctx, 'disclaimerBody')
      knownPlaceholders(value, ctx, `disclaimerBody${EN_SUFFIX}`)
    },
  }),
} as const

/** The registry's view of the collection: every page's fields, stored (a page's document holds its own). */
export const pages = defineCollection({
  name: 'pages',
  labels: {
    title: 'Halaman',
    noun: 'halaman',
    create: 'Ubah halaman',
    edit: 'Ubah halaman',
    // Each page by the name its form and the Halaman list give it (Tentang Kami), never its id.
    item: (id: string) => ((PAGE_IDS as readonly string[]).includes(id) ? { name: PAGE_MODULES[id as PageId].labels.title } : null),
  },
  fields: {},
  stored: { ...homeFieldsAll, ...aboutFieldsAll, ...careerFieldsAll, ...contactFieldsAll, ...privacyFieldsAll, ...disclaimerFieldsAll },
  // The fixed pages, each opened at its own address; none is created or deleted by hand.
  list: {
    path: PAGES_PATH,
    columns: [
      { name: 'page', label: 'Halaman', cell: 'title' },
      { name: 'updatedAt', label: 'Terakhir disimpan', blank: 'Belum diisi', phoneLabel: true },
    ],
    intro: 'Teks halaman tetap situs. Daftar konten lain (blog, advokat, bidang praktik) diatur di menu masing-masing.',
    empty: 'Belum ada halaman.',
  },
})

/**
 * How a page's form groups its fields: a panel per section, in order. The module above names
 * and labels every field; a section only says where each goes, and a field no section names
 * is still shown, after them (collection-form-page.tsx). What a section's help says holds for
 * each of its fields, so it is said once, above them.
 */
export interface FormSection<K extends string = string> {
  /** The section's name (its legend); none for the page's first, untitled panel. */
  title?: string
  help?: string
  /** Fields one under another. */
  names?: readonly K[]
  /** Fields filled together (a rule of the module), side by side where the width allows (a third goes under the first). */
  pairs?: readonly (readonly [K, K, ...K[]])[]
}

type SectionsOf<F> = readonly FormSection<keyof F & string>[]

const BLOCKS_SECTION = {
  title: 'Blok tambahan',
  help: 'Bagian yang disusun dari blok, seperti di halaman dari blok: tanya-jawab, kutipan, ajakan, kolom, daftar advokat. Tampil di bawah isi tetap halaman ini, dalam kedua bahasa.',
  names: ['blocks'],
} as const

// Titled: a section's help is shown under its title (its legend).
const legalSection = (title: string, names: readonly string[], help: string) => ({ title, names, help: `${help} Penanda di bawah diganti saat halaman tampil, sehingga angka dan nama selalu sesuai Pengaturan Situs: ${placeholderHelp}.` })

export const PAGE_SECTIONS: { home: SectionsOf<typeof homeFields>; about: SectionsOf<typeof aboutFields> } & { [P in PageId]?: readonly FormSection[] } = {
  home: [
    { names: ['heroHeading', 'heroLead'] },
    {
      title: 'Gambar utama',
      help: 'Foto di samping judul utama (di bawahnya pada ponsel). Tanpa gambar, bagian pembuka tampil sebagai teks di atas latar biru tua.',
      names: ['heroImage', 'heroImageAlt'],
    },
    {
      title: 'Tombol',
      help: 'Dua tombol di bawah teks pembuka. Tujuannya alamat di situs ini, misalnya /contact-us atau /practice-area; kosongkan teks dan tujuan untuk tidak menampilkan tombol.',
      pairs: [
        ['primaryLabel', 'primaryPath'],
        ['secondaryLabel', 'secondaryPath'],
      ],
    },
    {
      title: 'Angka',
      help: 'Deretan angka di bawah tombol, paling banyak empat, misalnya “20+” dengan keterangan “tahun berpraktik”. Untuk angka yang menghitung isi situs (bidang praktik, advokat, kantor), pilih hitungannya di “dihitung otomatis”: angkanya dihitung setiap kali halaman tampil, kolom Angka boleh dikosongkan, dan angkanya tidak tertinggal saat isinya bertambah.',
      pairs: FIGURE_NUMBERS.map((n) => [`figure${n}Value`, `figure${n}Label`, `figure${n}Count`] as const),
    },
  ],
  about: [
    { names: ['aboutIntro', 'aboutBody'] },
    { title: 'Nilai', help: 'Nilai-nilai firma, paling banyak enam, masing-masing dengan uraian singkat.', pairs: pairNames('value', VALUE_NUMBERS, 'Title', 'Text') },
    BLOCKS_SECTION,
  ],
  career: [{ names: ['careerIntro', 'careerBody'] }, BLOCKS_SECTION],
  contact: [{ names: ['contactIntro'] }, BLOCKS_SECTION],
  privacy: [
    legalSection(
      'Teks kebijakan',
      ['privacyBody'],
      `Sebelum disimpan pertama kali, situs menampilkan kebijakan bawaan, dan formulir ini dimulai dari teksnya. Judul bagian wajib UU PDP (${PRIVACY_REQUIRED_SECTIONS.join(', ')}) harus tetap ada; isinya boleh diubah.`,
    ),
  ],
  disclaimer: [legalSection('Teks penafian', ['disclaimerBody'], 'Halaman penafian lengkap, ditautkan dari penafian singkat di kaki situs. Sebelum disimpan pertama kali, situs menampilkan teks bawaan ini.')],
}

/** A page's stored copy, as its module describes it. */
export type PageData<P extends PageId> = StoredData<(typeof PAGE_MODULES)[P]>

/** How many of each countable thing the site shows now (functions/src/content/pages.ts counts them). */
export type FigureCounts = Record<FigureCount, number>

/** The home page's figures with each counted one's number taken from `counts` (the typed number otherwise). */
export function withCountedFigures<T extends Record<string, unknown>>(page: T, counts: Partial<FigureCounts>): T {
  const counted: Record<string, unknown> = { ...page }
  for (const n of FIGURE_NUMBERS) {
    const count = page[`figure${n}Count`] as FigureCount | '' | undefined
    if (count && counts[count] !== undefined) counted[`figure${n}Value`] = String(counts[count])
  }
  return counted as T
}

/** The counts the home page's figures ask for (none: nothing to count). */
export function countedFigures(page: Record<string, unknown> | null): FigureCount[] {
  return [...new Set(FIGURE_NUMBERS.map((n) => page?.[`figure${n}Count`]).filter((count): count is FigureCount => typeof count === 'string' && count !== ''))]
}

/**
 * The filled pairs of numbered fields, in order (`figure1Value` + `figure1Label`, …), each with
 * its number, so a page can ask whether one of its fields fell back to Indonesian.
 */
export function filledPairs(page: Record<string, unknown> | null, prefix: string, count: number, a: string, b: string): { a: string; b: string; n: number }[] {
  if (!page) return []
  return Array.from({ length: count }, (_, i) => i + 1).flatMap((n) => {
    const first = page[`${prefix}${n}${a}`]
    const second = page[`${prefix}${n}${b}`]
    return typeof first === 'string' && first && typeof second === 'string' && second ? [{ a: first, b: second, n }] : []
  })
}
