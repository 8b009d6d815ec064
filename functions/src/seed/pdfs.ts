/**
 * The demo PDFs: an attorney's CV and a publication paper. Real documents (text, pages,
 * metadata) rather than placeholders, so downloads, previews and size checks behave as
 * they will with files staff upload.
 */
import type { TextSection } from './compose-post'
import { FIRM_ADDRESS, FIRM_DOMAIN, FIRM_NAME, FIRM_PHONE } from './firm-people'
import { A4, ACCENT, MUTED, PdfFlow, toWinAnsi } from './pdf-layout'
import { formatJakartaDate } from './publish-dates'
import { formatJakartaDateEn } from './english/compose-post-en'
import type { Lang } from '../../../shared/i18n/langs'

export interface CvInput {
  name: string
  position: string
  email: string
  phone: string
  linkedinUrl: string
  bio: string
  education: string[]
  barAdmissions: string[]
  languages: string[]
  practiceAreas: string[]
  /** The portrait JPEG, shown in the header. */
  portrait: Uint8Array
  created: Date
}

export async function renderCvPdf(input: CvInput): Promise<Uint8Array> {
  const flow = await PdfFlow.create({
    title: `Curriculum Vitae - ${input.name}`,
    author: FIRM_NAME,
    subject: `${input.position}, ${FIRM_NAME}`,
    created: input.created,
  })
  flow.newPage()
  const top = flow.y

  const photo = await flow.embedJpeg(input.portrait)
  const photoWidth = 96
  const photoHeight = (photoWidth * photo.height) / photo.width
  flow.page.drawImage(photo, { x: A4.width - flow.left - photoWidth, y: top - photoHeight, width: photoWidth, height: photoHeight })

  flow.text(FIRM_NAME.toUpperCase(), { font: flow.bold, size: 9, color: ACCENT, after: 10 })
  flow.text(input.name, { font: flow.bold, size: 22, after: 2 })
  flow.text(input.position, { size: 12.5, color: MUTED, after: 10 })
  const contact = [input.email, input.phone, input.linkedinUrl].filter(Boolean)
  for (const line of contact) flow.text(line, { size: 9.5, color: MUTED, after: 0 })
  flow.y = Math.min(flow.y, top - photoHeight) - 14
  flow.rule(ACCENT, 1)
  flow.space(8)

  flow.heading('Profil')
  for (const paragraph of input.bio.split(/\n\n+/)) flow.text(paragraph, { after: 8 })
  if (input.practiceAreas.length > 0) {
    flow.heading('Bidang Praktik')
    flow.bullets(input.practiceAreas)
  }
  flow.heading('Pendidikan')
  flow.bullets(input.education)
  if (input.barAdmissions.length > 0) {
    flow.heading('Izin Praktik dan Keanggotaan')
    flow.bullets(input.barAdmissions)
  }
  flow.heading('Bahasa')
  flow.text(input.languages.join(', '))

  return flow.finish(`Curriculum Vitae - ${input.name} | ${FIRM_NAME}`)
}

export interface PublicationAuthor {
  name: string
  position: string
  bio: string
}

export interface PublicationPdfInput {
  /** The document's language (some demo publications have an English PDF too). */
  lang: Lang
  title: string
  excerpt: string
  publishedAt: Date
  authors: PublicationAuthor[]
  sections: TextSection[]
  /** The cover JPEG, across the top of the title page. */
  cover: Uint8Array
}

/** The paper's own words in each language. */
const PAPER_WORDS: Record<Lang, { kind: string; authors: string; summary: string; aboutAuthors: string; aboutFirm: string; disclaimerHeading: string; date: (date: Date) => string; pageOf: (page: number, pages: number) => string; disclaimer: string; firm: string }> = {
  id: {
    kind: 'Publikasi',
    authors: 'Penulis',
    summary: 'Ringkasan',
    aboutAuthors: 'Tentang Penulis',
    aboutFirm: `Tentang ${FIRM_NAME}`,
    disclaimerHeading: 'Penafian',
    date: formatJakartaDate,
    pageOf: (page, pages) => `Halaman ${page} dari ${pages}`,
    disclaimer:
      'Publikasi ini disusun untuk tujuan informasi umum dan tidak merupakan nasihat hukum. Pembaca disarankan untuk memperoleh nasihat hukum atas keadaan spesifik sebelum mengambil tindakan berdasarkan informasi dalam publikasi ini. Hak cipta atas publikasi ini ada pada ' +
      `${FIRM_NAME}; sebagian atau seluruh isinya boleh dikutip dengan menyebutkan sumbernya.`,
    firm: `${FIRM_NAME} adalah firma hukum yang berkedudukan di Jakarta dan didirikan pada 2004. Firma melayani klien domestik dan internasional dalam bidang korporasi dan komersial, pasar modal, perbankan dan keuangan, ketenagakerjaan, penyelesaian sengketa, kekayaan intelektual, energi dan sumber daya alam, serta pajak.`,
  },
  en: {
    kind: 'Publication',
    authors: 'Authors',
    summary: 'Summary',
    aboutAuthors: 'About the Authors',
    aboutFirm: `About ${FIRM_NAME}`,
    disclaimerHeading: 'Disclaimer',
    date: formatJakartaDateEn,
    pageOf: (page, pages) => `Page ${page} of ${pages}`,
    disclaimer:
      'This publication is prepared for general information only and does not constitute legal advice. Readers should obtain legal advice on their specific circumstances before acting on any information in this publication. Copyright in this publication belongs to ' +
      `${FIRM_NAME}; it may be quoted in part or in full with acknowledgement of the source.`,
    firm: `${FIRM_NAME} is a law firm based in Jakarta, founded in 2004. The firm serves domestic and international clients in corporate and commercial matters, capital markets, banking and finance, employment, dispute resolution, intellectual property, energy and natural resources, and tax.`,
  },
}

function shorten(text: string, max: number): string {
  return text.length <= max ? text : `${text.slice(0, max - 3).replace(/\s+\S*$/, '')}...`
}

export async function renderPublicationPdf(input: PublicationPdfInput): Promise<Uint8Array> {
  const words = PAPER_WORDS[input.lang]
  const flow = await PdfFlow.create({
    title: input.title,
    author: input.authors.map((a) => a.name).join(', '),
    subject: input.excerpt,
    created: input.publishedAt,
    language: input.lang === 'en' ? 'en' : 'id-ID',
  })

  // Title page: cover band, firm, title, date, authors, contact. No footer.
  const page = flow.newPage({ footer: false })
  const cover = await flow.embedJpeg(input.cover)
  const bandHeight = (A4.width * cover.height) / cover.width
  page.drawImage(cover, { x: 0, y: A4.height - bandHeight, width: A4.width, height: bandHeight })
  flow.y = A4.height - bandHeight - 40
  flow.text(FIRM_NAME.toUpperCase(), { font: flow.bold, size: 10, color: ACCENT, after: 4 })
  flow.text(words.kind, { size: 10, color: MUTED, after: 18 })
  flow.text(input.title, { font: flow.bold, size: 23, after: 14 })
  flow.text(`Jakarta, ${words.date(input.publishedAt)}`, { size: 11, color: MUTED, after: 18 })
  flow.text(words.authors, { font: flow.bold, size: 10, color: ACCENT, after: 2 })
  for (const author of input.authors) flow.text(`${author.name}, ${author.position}`, { size: 11, after: 1 })
  const footerY = 70
  for (const [index, line] of [FIRM_ADDRESS, `${FIRM_PHONE}  |  www.${FIRM_DOMAIN}`].entries()) {
    page.drawText(toWinAnsi(line), { x: flow.left, y: footerY - index * 13, size: 9, font: flow.regular, color: MUTED })
  }

  // Body: summary, then the sections as a paper reads them.
  flow.newPage()
  flow.heading(words.summary)
  flow.text(input.excerpt, { font: flow.italic, after: 10 })
  for (const section of input.sections) {
    flow.heading(section.heading)
    for (const paragraph of section.paragraphs) {
      const quoted = paragraph.startsWith('\u201c')
      flow.text(paragraph, { font: quoted ? flow.italic : flow.regular, after: 8, indent: quoted ? 16 : 0 })
    }
    if (section.bullets.length > 0) flow.bullets(section.bullets)
  }

  // Back matter on its own page, as firms print it.
  flow.newPage()
  flow.heading(words.aboutAuthors)
  for (const author of input.authors) {
    flow.text(author.name, { font: flow.bold, after: 0 })
    flow.text(author.position, { size: 10, color: MUTED, after: 4 })
    for (const paragraph of author.bio.split(/\n\n+/)) flow.text(paragraph, { size: 10.5, after: 6 })
    flow.space(6)
  }
  flow.heading(words.aboutFirm)
  flow.text(words.firm, { size: 10.5 })
  flow.heading(words.disclaimerHeading)
  flow.text(words.disclaimer, { size: 9.5, color: MUTED })

  return flow.finish(`${FIRM_NAME} | ${shorten(input.title, 70)}`, words.pageOf)
}
