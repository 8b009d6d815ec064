/**
 * A minimal text flow on top of pdf-lib: headings, wrapped paragraphs and bullets that
 * break onto new A4 pages, plus a footer pass once the page count is known. pdf-lib has
 * no layout of its own, and the demo PDFs only need this much.
 */
import { PDFDocument, StandardFonts, rgb, type PDFFont, type PDFImage, type PDFPage, type RGB } from 'pdf-lib'

export const A4 = { width: 595.28, height: 841.89 } as const
const MARGIN_X = 68
const MARGIN_TOP = 72
const MARGIN_BOTTOM = 76

export const INK = rgb(0.13, 0.15, 0.19)
export const MUTED = rgb(0.42, 0.45, 0.5)
export const ACCENT = rgb(0.12, 0.25, 0.4)

/** Characters beyond Latin-1 that Windows-1252 (the standard fonts' WinAnsi encoding) still has. */
const CP1252_EXTRAS = new Set('€‚ƒ„…†‡ˆ‰Š‹ŒŽ‘’“”•–—˜™š›œžŸ')

/**
 * Makes text encodable by the standard 14 fonts: pdf-lib throws on any character WinAnsi
 * lacks, so letters with other diacritics are folded to their base letter and the rest
 * replaced, rather than failing a whole seed over one name.
 */
export function toWinAnsi(text: string): string {
  let out = ''
  for (const char of text.normalize('NFC').replace(/\t/g, ' ')) {
    const code = char.codePointAt(0) ?? 0
    if ((code >= 0x20 && code <= 0x7e) || (code >= 0xa0 && code <= 0xff) || CP1252_EXTRAS.has(char)) {
      out += char
      continue
    }
    const folded = char.normalize('NFKD').replace(/[\u0300-\u036f]/g, '')
    out += /^[\x20-\x7e]+$/.test(folded) ? folded : '?'
  }
  return out
}

export interface TextStyle {
  font?: PDFFont
  size?: number
  color?: RGB
  /** Space after the block, in points. */
  after?: number
  indent?: number
}

export class PdfFlow {
  readonly doc: PDFDocument
  readonly regular: PDFFont
  readonly bold: PDFFont
  readonly italic: PDFFont
  page!: PDFPage
  y = 0
  /** Pages that get the running footer (title pages do not). */
  #footed = new Set<PDFPage>()

  private constructor(doc: PDFDocument, regular: PDFFont, bold: PDFFont, italic: PDFFont) {
    this.doc = doc
    this.regular = regular
    this.bold = bold
    this.italic = italic
  }

  /** `language`: the document's BCP 47 tag (Indonesian unless told: an English publication's PDF is `en`). */
  static async create(meta: { title: string; author: string; subject: string; created: Date; language?: string }): Promise<PdfFlow> {
    const doc = await PDFDocument.create()
    doc.setTitle(toWinAnsi(meta.title))
    doc.setAuthor(toWinAnsi(meta.author))
    doc.setSubject(toWinAnsi(meta.subject))
    doc.setCreator('Adiwarsa Lubis & Rekan')
    doc.setProducer('pdf-lib')
    doc.setLanguage(meta.language ?? 'id-ID')
    doc.setCreationDate(meta.created)
    doc.setModificationDate(meta.created)
    const [regular, bold, italic] = await Promise.all([
      doc.embedFont(StandardFonts.Helvetica),
      doc.embedFont(StandardFonts.HelveticaBold),
      doc.embedFont(StandardFonts.HelveticaOblique),
    ])
    return new PdfFlow(doc, regular, bold, italic)
  }

  get contentWidth(): number {
    return A4.width - 2 * MARGIN_X
  }

  get left(): number {
    return MARGIN_X
  }

  /** A new page; `footer: false` for title pages. */
  newPage(options: { footer?: boolean } = {}): PDFPage {
    this.page = this.doc.addPage([A4.width, A4.height])
    this.y = A4.height - MARGIN_TOP
    if (options.footer !== false) this.#footed.add(this.page)
    return this.page
  }

  /** Breaks the page when fewer than `height` points remain. */
  ensure(height: number): void {
    if (!this.page || this.y - height < MARGIN_BOTTOM) this.newPage()
  }

  space(points: number): void {
    this.y -= points
  }

  wrap(text: string, font: PDFFont, size: number, width: number): string[] {
    const lines: string[] = []
    for (const paragraph of toWinAnsi(text).split('\n')) {
      let line = ''
      for (const word of paragraph.split(/\s+/).filter(Boolean)) {
        const candidate = line ? `${line} ${word}` : word
        if (font.widthOfTextAtSize(candidate, size) <= width || !line) {
          line = candidate
        } else {
          lines.push(line)
          line = word
        }
      }
      lines.push(line)
    }
    return lines
  }

  /** Wrapped text; lines flow onto the next page as needed. */
  text(text: string, style: TextStyle = {}): void {
    const font = style.font ?? this.regular
    const size = style.size ?? 11
    const leading = size * 1.5
    const indent = style.indent ?? 0
    for (const line of this.wrap(text, font, size, this.contentWidth - indent)) {
      this.ensure(leading)
      this.y -= leading
      this.page.drawText(line, { x: MARGIN_X + indent, y: this.y + size * 0.3, size, font, color: style.color ?? INK })
    }
    this.y -= style.after ?? size * 0.6
  }

  heading(text: string, size = 13.5): void {
    // Keep a heading with at least two lines of what follows.
    this.ensure(size * 1.6 + 3 * 16.5)
    this.space(size * 0.5)
    this.text(text, { font: this.bold, size, color: ACCENT, after: 4 })
  }

  bullets(items: string[], size = 11): void {
    for (const item of items) {
      // Room for the first line now, so the bullet and its first line share a page.
      this.ensure(size * 1.5)
      const page = this.page
      const baseline = this.y - size * 1.5 + size * 0.3
      this.text(item, { size, indent: 16, after: 2 })
      page.drawCircle({ x: MARGIN_X + 5, y: baseline + size * 0.33, size: 2, color: ACCENT })
    }
    this.space(size * 0.6)
  }

  rule(color: RGB = MUTED, thickness = 0.6): void {
    this.page.drawLine({
      start: { x: MARGIN_X, y: this.y },
      end: { x: A4.width - MARGIN_X, y: this.y },
      thickness,
      color,
    })
  }

  async embedJpeg(bytes: Uint8Array): Promise<PDFImage> {
    return this.doc.embedJpg(bytes)
  }

  /**
   * Draws the running footer on every footed page, then serialises the document. `pageOf` words
   * the page number in the document's language ("Halaman 2 dari 9" unless told).
   */
  async finish(footerLeft: string, pageOf: (page: number, pages: number) => string = (page, pages) => `Halaman ${page} dari ${pages}`): Promise<Uint8Array> {
    const pages = this.doc.getPages().filter((page) => this.#footed.has(page))
    const left = toWinAnsi(footerLeft)
    pages.forEach((page, index) => {
      const right = pageOf(index + 1, pages.length)
      const size = 8.5
      page.drawLine({
        start: { x: MARGIN_X, y: MARGIN_BOTTOM - 26 },
        end: { x: A4.width - MARGIN_X, y: MARGIN_BOTTOM - 26 },
        thickness: 0.4,
        color: MUTED,
      })
      page.drawText(left, { x: MARGIN_X, y: MARGIN_BOTTOM - 40, size, font: this.regular, color: MUTED })
      page.drawText(right, {
        x: A4.width - MARGIN_X - this.regular.widthOfTextAtSize(right, size),
        y: MARGIN_BOTTOM - 40,
        size,
        font: this.regular,
        color: MUTED,
      })
    })
    return this.doc.save()
  }
}
