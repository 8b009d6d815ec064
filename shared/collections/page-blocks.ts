/**
 * The blocks of a block page (shared/collections/block-pages.ts, decision 47): an ordered list of
 * typed blocks, each text with its English twin beside it (`heading`/`headingEn`). The dashboard's
 * block editor sends the list as one JSON text in one hidden input (the form reader drops names
 * with `.` or `[`), and this one parser reads it in the browser and on the server, with a message
 * naming the block for every problem ("Blok 3 (Tanya-jawab): pertanyaan 2 harus diisi"). Rich
 * text is checked here for size only; the server sanitizes it on save (save-document.ts).
 */
import { htmlToText } from '../schemas/common'
import { isMultiLineText, isSingleLineText, normalizeLineBreaks } from '../schemas/text-fields'
import { isUploadPath } from '../schemas/file-paths'
import type { UploadFolder } from '../schemas/uploads'
import { sameSitePath } from '../site-path'
import { groupDigits } from '../group-digits'

/** The block types, in the order the editor's **Tambah blok** offers them. */
export const BLOCK_TYPES = ['text', 'image', 'hero', 'cta', 'attorneys', 'practiceAreas', 'publications', 'faq', 'quote', 'columns'] as const
export type BlockType = (typeof BLOCK_TYPES)[number]

/** What staff call each type. */
export const BLOCK_LABELS: Record<BlockType, string> = {
  text: 'Teks',
  image: 'Gambar',
  hero: 'Hero',
  cta: 'Ajakan',
  attorneys: 'Daftar advokat',
  practiceAreas: 'Daftar bidang praktik',
  publications: 'Publikasi terbaru',
  faq: 'Tanya-jawab',
  quote: 'Kutipan',
  columns: 'Kolom',
}

/** Blocks of one page: more than any page reads well, few enough to bound a save and a render. */
export const BLOCKS_MAX = 40
export const FAQ_ITEMS_MAX = 30
export const PUBLICATIONS_COUNT_MAX = 12
/** Chosen attorneys of one block. */
export const BLOCK_IDS_MAX = 60
export const BLOCK_HEADING_MAX = 160
export const BLOCK_LABEL_MAX = 60
export const BLOCK_SHORT_MAX = 600
export const BLOCK_ANSWER_MAX = 3_000
/** One rich text of a block, in characters of markup (a long article is one text block). */
export const BLOCK_HTML_MAX = 60_000
/** The whole list as sent: bounds the parse before any block is read. */
export const BLOCKS_JSON_MAX = 600_000
/** Where a block's image is uploaded: the fixed pages' hero images share its rule (a JPEG or PNG). */
export const BLOCK_IMAGE_FOLDER: UploadFolder = 'hero_images'

export interface TextBlock { type: 'text'; html: string; htmlEn: string }
export interface ImageBlock { type: 'image'; image: string; alt: string; altEn: string; caption: string; captionEn: string }
export interface HeroBlock {
  type: 'hero'
  heading: string; headingEn: string; lead: string; leadEn: string
  image: string; alt: string; altEn: string
  buttonLabel: string; buttonLabelEn: string; target: string
}
export interface CtaBlock { type: 'cta'; heading: string; headingEn: string; text: string; textEn: string; buttonLabel: string; buttonLabelEn: string; target: string }
export interface AttorneysBlock { type: 'attorneys'; heading: string; headingEn: string; source: 'chosen' | 'area'; ids: string[]; area: string }
export interface PracticeAreasBlock { type: 'practiceAreas'; heading: string; headingEn: string }
export interface PublicationsBlock { type: 'publications'; heading: string; headingEn: string; category: string; count: number }
export interface FaqItem { question: string; questionEn: string; answer: string; answerEn: string }
export interface FaqBlock { type: 'faq'; heading: string; headingEn: string; items: FaqItem[] }
export interface QuoteBlock { type: 'quote'; text: string; textEn: string; cite: string; citeEn: string }
export interface ColumnsBlock { type: 'columns'; left: string; leftEn: string; right: string; rightEn: string }

export type PageBlock = TextBlock | ImageBlock | HeroBlock | CtaBlock | AttorneysBlock | PracticeAreasBlock | PublicationsBlock | FaqBlock | QuoteBlock | ColumnsBlock
export type BlockOf<T extends BlockType> = Extract<PageBlock, { type: T }>

/** The rich-text fields of each type: sanitized on save, rendered as HTML. */
export const BLOCK_RICH_TEXT: { [T in BlockType]: readonly (keyof BlockOf<T> & string)[] } = {
  text: ['html', 'htmlEn'],
  image: [],
  hero: [],
  cta: [],
  attorneys: [],
  practiceAreas: [],
  publications: [],
  faq: [],
  quote: [],
  columns: ['left', 'leftEn', 'right', 'rightEn'],
}

/** A new block of a type, as **Tambah blok** adds it: every text empty. */
export function emptyBlock<T extends BlockType>(type: T): BlockOf<T> {
  const blocks: { [K in BlockType]: BlockOf<K> } = {
    text: { type: 'text', html: '', htmlEn: '' },
    image: { type: 'image', image: '', alt: '', altEn: '', caption: '', captionEn: '' },
    hero: { type: 'hero', heading: '', headingEn: '', lead: '', leadEn: '', image: '', alt: '', altEn: '', buttonLabel: '', buttonLabelEn: '', target: '' },
    cta: { type: 'cta', heading: '', headingEn: '', text: '', textEn: '', buttonLabel: '', buttonLabelEn: '', target: '' },
    attorneys: { type: 'attorneys', heading: '', headingEn: '', source: 'chosen', ids: [], area: '' },
    practiceAreas: { type: 'practiceAreas', heading: '', headingEn: '' },
    publications: { type: 'publications', heading: '', headingEn: '', category: '', count: 3 },
    faq: { type: 'faq', heading: '', headingEn: '', items: [{ question: '', questionEn: '', answer: '', answerEn: '' }] },
    quote: { type: 'quote', text: '', textEn: '', cite: '', citeEn: '' },
    columns: { type: 'columns', left: '', leftEn: '', right: '', rightEn: '' },
  }
  return blocks[type] as BlockOf<T>
}

export const BLOCK_MSG = {
  unreadable: 'Isi blok tidak dapat dibaca. Muat ulang halaman dan coba lagi.',
  tooLarge: `Isi blok terlalu besar (paling banyak ${groupDigits(BLOCKS_JSON_MAX)} karakter). Bagi isi halaman ini menjadi beberapa halaman.`,
  tooMany: `Satu halaman paling banyak ${BLOCKS_MAX} blok`,
  unknownType: 'jenis blok tidak dikenal',
  check: (blocks: string[]) => `Periksa isian yang ditandai di ${blocks.join(', ')}.`,
} as const

/**
 * One problem of the list: `path` names where it is, from the list (`[]`: the whole list; `[2]`:
 * block 3 itself; `[2, 'alt']`, `[2, 'items', 1, 'question']`: one of its fields), so the editor
 * shows the message at the field it concerns. The message always names its block.
 */
export interface BlockIssue {
  path: (string | number)[]
  message: string
}

export type BlocksParse = { ok: true; blocks: PageBlock[] } | { ok: false; problems: string[]; issues: BlockIssue[] }

/** The failed parse of `issues`: their messages in order, and the issues themselves. */
const refused = (issues: BlockIssue[]): BlocksParse => ({ ok: false, problems: issues.map((issue) => issue.message), issues })

/**
 * The blocks sent (the editor's JSON text, or an already parsed list), checked and normalized:
 * every text trimmed, absent texts empty, nothing but each type's own fields kept. A problem of
 * one block never hides another's: every problem is reported.
 */
export function parseBlocks(input: unknown): BlocksParse {
  let raw: unknown = input
  if (input === undefined || input === null || input === '') return { ok: true, blocks: [] }
  if (typeof input === 'string') {
    if (input.length > BLOCKS_JSON_MAX) return refused([{ path: [], message: BLOCK_MSG.tooLarge }])
    try {
      raw = JSON.parse(input)
    } catch {
      return refused([{ path: [], message: BLOCK_MSG.unreadable }])
    }
  }
  if (!Array.isArray(raw)) return refused([{ path: [], message: BLOCK_MSG.unreadable }])
  if (raw.length > BLOCKS_MAX) return refused([{ path: [], message: BLOCK_MSG.tooMany }])
  const issues: BlockIssue[] = []
  const blocks: PageBlock[] = []
  raw.forEach((sent, index) => {
    const type = isRecord(sent) && typeof sent.type === 'string' && (BLOCK_TYPES as readonly string[]).includes(sent.type) ? (sent.type as BlockType) : null
    if (!type || !isRecord(sent)) return void issues.push({ path: [index], message: `Blok ${index + 1}: ${BLOCK_MSG.unknownType}` })
    const reader = new BlockReader(sent, (message, field = []) => issues.push({ path: [index, ...field], message: blockMessage(index, type, message) }))
    blocks.push(READERS[type](reader) as PageBlock)
  })
  return issues.length ? refused(issues) : { ok: true, blocks }
}

/** A problem's sentence, naming its block by number and type ("Blok 3 (Tanya-jawab): …"). */
export function blockMessage(index: number, type: BlockType, message: string): string {
  return `Blok ${index + 1} (${BLOCK_LABELS[type]}): ${message}`
}

/**
 * The issues as the form shows them: a field's at its path (the editor shows it at that input);
 * the whole list's and a block's as such at the list itself (`[]`), with one line there naming the
 * blocks to check, so the list's own message (and the language tab's count) never misses them.
 */
export function formIssues(issues: readonly BlockIssue[]): BlockIssue[] {
  const atFields = issues.filter((issue) => typeof issue.path[0] === 'number' && issue.path.length > 1)
  const atList = issues.filter((issue) => !atFields.includes(issue)).map((issue) => ({ path: [], message: issue.message }))
  const marked = [...new Set(atFields.map((issue) => issue.path[0] as number))].sort((a, b) => a - b)
  return [...atList, ...(marked.length ? [{ path: [], message: BLOCK_MSG.check(marked.map((index) => `Blok ${index + 1}`)) }] : []), ...atFields]
}

/** The issues as Conform keys a field's errors: `blocks`, `blocks[2].alt`, `blocks[2].items[1].question`. */
export function blockFieldErrors(field: string, issues: readonly BlockIssue[]): Record<string, string[]> {
  const errors: Record<string, string[]> = {}
  for (const issue of formIssues(issues)) {
    const key = field + issue.path.map((part) => (typeof part === 'number' ? `[${part}]` : `.${part}`)).join('')
    ;(errors[key] ??= []).push(issue.message)
  }
  return errors
}

const isRecord = (value: unknown): value is Record<string, unknown> => typeof value === 'object' && value !== null && !Array.isArray(value)

/** Reads one block's fields, reporting each problem in a sentence about the block. */
class BlockReader {
  constructor(
    private readonly sent: Record<string, unknown>,
    /** A problem of the block, at the field `path` names within it (the block as such without one). */
    readonly fail: (message: string, path?: (string | number)[]) => void,
  ) {}

  /** One line of text: `required` its message when it must be filled. */
  line(name: string, label: string, max: number, required = false): string {
    return this.textOf(this.sent[name], label, max, required, 'line', [name])
  }

  /** A text that may hold line breaks (an answer, a lead). */
  paragraph(name: string, label: string, max: number, required = false): string {
    return this.textOf(this.sent[name], label, max, required, 'paragraph', [name])
  }

  /** Rich text: its markup bounded; `required` when it must have visible text. */
  html(name: string, label: string, required = false): string {
    return this.textOf(this.sent[name], label, BLOCK_HTML_MAX, required, 'html', [name])
  }

  textOf(value: unknown, label: string, max: number, required: boolean, kind: 'line' | 'paragraph' | 'html', at: (string | number)[]): string {
    if (value !== undefined && value !== null && typeof value !== 'string') {
      this.fail(`${label} tidak dapat dibaca`, at)
      return ''
    }
    const text = kind === 'line' ? (value ?? '').replace(/\t/g, ' ').trim() : normalizeLineBreaks(value ?? '').trim()
    if (kind === 'line' ? !isSingleLineText(text) : !isMultiLineText(text)) {
      this.fail(`${label} memuat karakter yang tidak diizinkan`, at)
      return ''
    }
    const visible = kind === 'html' ? htmlToText(text).trim() : text
    if (required && visible === '') this.fail(`${label} harus diisi`, at)
    else if (text.length > max) this.fail(`${label} maksimal ${max.toLocaleString('id-ID')} karakter`, at)
    return text
  }

  /** A same-site path (`/kontak`) or '' when none is needed; `/en` is added on English pages. */
  target(name: string, label: string, required: boolean): string {
    const value = this.line(name, label, 300, required)
    if (!value) return ''
    const path = sameSitePath(value)
    if (!path || path.length > 300) {
      this.fail(`${label} harus berupa alamat di situs ini yang diawali “/”, misalnya /contact-us`, [name])
      return ''
    }
    return path
  }

  /** An uploaded image's path, or ''. */
  image(name: string, label: string): string {
    const value = this.line(name, label, 300)
    if (value && !isUploadPath(BLOCK_IMAGE_FOLDER, value)) {
      this.fail(`${label} tidak dikenal. Unggah ulang gambarnya.`, [name])
      return ''
    }
    return value
  }

  /** The alternative texts of an image: required while it is set, the English one too once any English is written. */
  altFor(image: string, english: boolean): { alt: string; altEn: string } {
    const alt = this.line('alt', 'Teks alternatif', 250, image !== '')
    const altEn = this.line('altEn', 'Teks alternatif (English)', 250, image !== '' && english)
    return { alt, altEn }
  }

  ids(name: string, label: string): string[] {
    const value = this.sent[name]
    if (value === undefined || value === null) return []
    if (!Array.isArray(value) || value.some((id) => typeof id !== 'string' || id.length > 200)) {
      this.fail(`${label} tidak dapat dibaca`, [name])
      return []
    }
    if (value.length > BLOCK_IDS_MAX) this.fail(`${label} paling banyak ${BLOCK_IDS_MAX}`, [name])
    return [...new Set(value as string[])].filter(Boolean).slice(0, BLOCK_IDS_MAX)
  }

  /** Whether any of `names` (English texts) is filled. */
  anyFilled(names: readonly string[]): boolean {
    return names.some((name) => typeof this.sent[name] === 'string' && (this.sent[name] as string).trim() !== '')
  }

  raw(name: string): unknown {
    return this.sent[name]
  }
}

/** Each type's reader: its fields, and what it requires. */
const READERS: { [T in BlockType]: (r: BlockReader) => BlockOf<T> } = {
  text: (r) => ({ type: 'text', html: r.html('html', 'Teks', true), htmlEn: r.html('htmlEn', 'Teks (English)') }),
  image: (r) => {
    const image = r.image('image', 'Gambar')
    if (!image) r.fail('pilih gambar yang diunggah', ['image'])
    return { type: 'image', image, ...r.altFor(image, r.anyFilled(['captionEn', 'altEn'])), caption: r.line('caption', 'Keterangan', BLOCK_SHORT_MAX), captionEn: r.line('captionEn', 'Keterangan (English)', BLOCK_SHORT_MAX) }
  },
  hero: (r) => {
    const image = r.image('image', 'Gambar')
    const hero = {
      type: 'hero' as const,
      heading: r.line('heading', 'Judul', BLOCK_HEADING_MAX, true),
      headingEn: r.line('headingEn', 'Judul (English)', BLOCK_HEADING_MAX),
      lead: r.paragraph('lead', 'Pengantar', BLOCK_SHORT_MAX),
      leadEn: r.paragraph('leadEn', 'Pengantar (English)', BLOCK_SHORT_MAX),
      image,
      ...r.altFor(image, r.anyFilled(['headingEn', 'leadEn', 'buttonLabelEn'])),
      ...button(r, false),
    }
    return hero
  },
  cta: (r) => ({
    type: 'cta',
    heading: r.line('heading', 'Judul', BLOCK_HEADING_MAX, true),
    headingEn: r.line('headingEn', 'Judul (English)', BLOCK_HEADING_MAX),
    text: r.paragraph('text', 'Teks', BLOCK_SHORT_MAX),
    textEn: r.paragraph('textEn', 'Teks (English)', BLOCK_SHORT_MAX),
    ...button(r, true),
  }),
  attorneys: (r) => {
    const source = r.raw('source') === 'area' ? 'area' : 'chosen'
    const ids = r.ids('ids', 'Advokat yang dipilih')
    const area = r.line('area', 'Bidang praktik', 200)
    if (source === 'chosen' && ids.length === 0) r.fail('pilih setidaknya satu advokat', ['ids'])
    if (source === 'area' && !area) r.fail('pilih bidang praktik', ['area'])
    return { type: 'attorneys', ...headings(r), source, ids: source === 'chosen' ? ids : [], area: source === 'area' ? area : '' }
  },
  practiceAreas: (r) => ({ type: 'practiceAreas', ...headings(r) }),
  publications: (r) => {
    const sent = r.raw('count')
    const count = typeof sent === 'string' ? Number(sent) : sent
    const valid = typeof count === 'number' && Number.isInteger(count) && count >= 1 && count <= PUBLICATIONS_COUNT_MAX
    if (!valid) r.fail(`jumlah publikasi harus 1 sampai ${PUBLICATIONS_COUNT_MAX}`, ['count'])
    return { type: 'publications', ...headings(r), category: r.line('category', 'Kategori', 200), count: valid ? count : 3 }
  },
  faq: (r) => {
    const sent = r.raw('items')
    const list = Array.isArray(sent) ? sent : []
    if (!Array.isArray(sent)) r.fail('daftar pertanyaan tidak dapat dibaca', ['items'])
    if (list.length === 0) r.fail('isi setidaknya satu pertanyaan', ['items'])
    if (list.length > FAQ_ITEMS_MAX) r.fail(`paling banyak ${FAQ_ITEMS_MAX} pertanyaan`, ['items'])
    const items = list.slice(0, FAQ_ITEMS_MAX).map((item, index) => {
      const one = isRecord(item) ? item : {}
      const n = index + 1
      const at = (name: keyof FaqItem) => ['items', index, name]
      const question = r.textOf(one.question, `pertanyaan ${n}`, BLOCK_SHORT_MAX, true, 'line', at('question'))
      const answer = r.textOf(one.answer, `jawaban ${n}`, BLOCK_ANSWER_MAX, true, 'paragraph', at('answer'))
      const questionEn = r.textOf(one.questionEn, `pertanyaan ${n} (English)`, BLOCK_SHORT_MAX, false, 'line', at('questionEn'))
      const answerEn = r.textOf(one.answerEn, `jawaban ${n} (English)`, BLOCK_ANSWER_MAX, false, 'paragraph', at('answerEn'))
      // An English pair is whole or absent: half of it would show a question without its answer.
      if (questionEn && !answerEn) r.fail(`jawaban ${n} (English) harus diisi bila pertanyaannya diisi`, at('answerEn'))
      if (answerEn && !questionEn) r.fail(`pertanyaan ${n} (English) harus diisi bila jawabannya diisi`, at('questionEn'))
      return { question, questionEn, answer, answerEn }
    })
    return { type: 'faq', ...headings(r), items }
  },
  quote: (r) => ({
    type: 'quote',
    text: r.paragraph('text', 'Kutipan', BLOCK_SHORT_MAX, true),
    textEn: r.paragraph('textEn', 'Kutipan (English)', BLOCK_SHORT_MAX),
    cite: r.line('cite', 'Sumber', BLOCK_LABEL_MAX * 2),
    citeEn: r.line('citeEn', 'Sumber (English)', BLOCK_LABEL_MAX * 2),
  }),
  columns: (r) => ({
    type: 'columns',
    left: r.html('left', 'Kolom kiri', true),
    leftEn: r.html('leftEn', 'Kolom kiri (English)'),
    right: r.html('right', 'Kolom kanan', true),
    rightEn: r.html('rightEn', 'Kolom kanan (English)'),
  }),
}

/** An optional heading over a list block. */
function headings(r: BlockReader) {
  return { heading: r.line('heading', 'Judul', BLOCK_HEADING_MAX), headingEn: r.line('headingEn', 'Judul (English)', BLOCK_HEADING_MAX) }
}

/** A button: its label and its target go together; `required` when the block is the button (Ajakan). */
function button(r: BlockReader, required: boolean) {
  const buttonLabel = r.line('buttonLabel', 'Label tombol', BLOCK_LABEL_MAX, required)
  const buttonLabelEn = r.line('buttonLabelEn', 'Label tombol (English)', BLOCK_LABEL_MAX)
  const target = r.target('target', 'Tujuan tombol', required || buttonLabel !== '')
  if (!buttonLabel && target && !required) r.fail('Label tombol harus diisi bila tujuannya diisi', ['buttonLabel'])
  return { buttonLabel, buttonLabelEn, target }
}

/** The visible text of a block in one language (search records, the page's description). */
export function blockText(block: PageBlock, lang: 'id' | 'en'): string {
  const pick = (name: string) => {
    const value = (block as unknown as Record<string, unknown>)[lang === 'en' ? `${name}En` : name]
    return typeof value === 'string' ? value : ''
  }
  switch (block.type) {
    case 'text':
      return htmlToText(pick('html'))
    case 'columns':
      return `${htmlToText(pick('left'))} ${htmlToText(pick('right'))}`
    case 'faq':
      return [pick('heading'), ...block.items.flatMap((item) => (lang === 'en' ? [item.questionEn, item.answerEn] : [item.question, item.answer]))].join(' ')
    case 'image':
      return pick('caption')
    case 'quote':
      return `${pick('text')} ${pick('cite')}`
    default:
      return ['heading', 'lead', 'text'].map(pick).join(' ')
  }
}

/** The uploaded images a page's blocks show (kept from the unused-upload pruning, served while the page is public). */
export function blockImagePaths(blocks: readonly PageBlock[] | undefined | null): string[] {
  return (blocks ?? []).flatMap((block) => ((block.type === 'image' || block.type === 'hero') && block.image ? [block.image] : []))
}

/**
 * A block's text in a page's language: the English twin on an English page where written, else
 * the Indonesian text with `fallback` set, so the page marks it `lang="id"` (decision 30).
 */
export function blockField(block: PageBlock, name: string, lang: 'id' | 'en'): { text: string; fallback: boolean } {
  const value = (block as unknown as Record<string, unknown>)
  const id = typeof value[name] === 'string' ? (value[name] as string) : ''
  if (lang === 'id') return { text: id, fallback: false }
  const en = typeof value[`${name}En`] === 'string' ? (value[`${name}En`] as string) : ''
  return en.trim() !== '' ? { text: en, fallback: false } : { text: id, fallback: id !== '' }
}
