/**
 * Turns a post spec and its topic bank into the stored HTML and, for publications, the
 * longer plain-text sections of the PDF. Choices are seeded by the slug so each post reads
 * differently from its siblings on the same topic, yet the same on every seed.
 */
import { htmlToText } from '../../../shared/schemas/common'
import { FIRM_NAME } from './firm-people'
import type { PostSpec } from './posts-catalog'
import { TOPICS, type TopicBank } from './posts-text'
import { formatJakartaDate } from './publish-dates'
import { randomFor, type Random } from './seeded-random'

export interface PostAuthor {
  name: string
  position: string
}

export interface PostContext {
  slug: string
  publishedAt: Date
  /** The practice area's display name, for "tim … kami"; null for firm news. */
  areaName: string | null
  authors: PostAuthor[]
}

/** Plain-text sections, as the publication PDF lays them out. */
export interface TextSection {
  heading: string
  paragraphs: string[]
  bullets: string[]
}

export interface ComposedPost {
  html: string
  sections: TextSection[]
}

const DAY_MS = 86_400_000

export function escapeHtml(text: string): string {
  return text.replace(/&/g, '&amp;').replace(/</g, '&lt;').replace(/>/g, '&gt;').replace(/"/g, '&quot;')
}

/** "A", "A dan B", "A, B, dan C". */
export function joinIndonesian(items: string[]): string {
  if (items.length <= 1) return items.join('')
  if (items.length === 2) return `${items[0]} dan ${items[1]}`
  return `${items.slice(0, -1).join(', ')}, dan ${items[items.length - 1]}`
}

function speakerList(authors: PostAuthor[]): string {
  return joinIndonesian(authors.map((a) => `${a.name} (${a.position})`))
}

function introParagraph(spec: PostSpec, topic: TopicBank, context: PostContext, random: Random): string {
  if (spec.lead) return escapeHtml(spec.lead)
  const firm = escapeHtml(FIRM_NAME)
  const opener = random.pick(topic.openers)
  const focus = escapeHtml(spec.focus)
  switch (spec.angle) {
    case 'analysis':
      return `${opener} Tulisan ini menguraikan ${focus} serta hal-hal yang perlu diperhatikan pelaku usaha.`
    case 'guide':
      return `${opener} Panduan singkat ini merangkum langkah praktis mengenai ${focus}.`
    case 'update':
      return `${opener} Berikut ringkasan ketentuan yang perlu dicermati mengenai ${focus}.`
    case 'case':
      return `${opener} Studi kasus berikut, yang telah disamarkan untuk menjaga kerahasiaan klien, menggambarkan ${focus}.`
    case 'report':
      return `${opener} Publikasi ini mengkaji ${focus}, disertai rekomendasi praktis bagi pelaku usaha.`
    case 'event': {
      const held = formatJakartaDate(new Date(context.publishedAt.getTime() - 3 * DAY_MS))
      const audience = random.pick([120, 150, 180, 200, 250])
      return `Pada ${held}, ${firm} menyelenggarakan webinar yang diikuti lebih dari ${audience} peserta dari kalangan direksi, penasihat hukum internal, dan praktisi kepatuhan. Para pembicara membahas ${focus}. ${opener}`
    }
    case 'invitation': {
      const held = formatJakartaDate(new Date(context.publishedAt.getTime() + 7 * DAY_MS))
      return `${firm} mengundang Bapak dan Ibu untuk mengikuti webinar mengenai ${focus} pada ${held}, pukul 14.00 sampai 16.00 WIB, secara daring melalui Zoom. ${opener}`
    }
    case 'news':
      return `${opener} Kami dengan senang hati menyampaikan kabar mengenai ${focus}.`
  }
}

function closingParagraph(spec: PostSpec, topic: TopicBank, context: PostContext, random: Random): string {
  const firm = escapeHtml(FIRM_NAME)
  const team = context.areaName ? `tim ${escapeHtml(context.areaName)} kami` : 'tim kami'
  const speakers = escapeHtml(speakerList(context.authors))
  switch (spec.angle) {
    case 'event':
      return `Webinar ini menghadirkan ${speakers} sebagai pembicara. Materi presentasi dapat diperoleh dengan menghubungi ${team}. Terima kasih kepada seluruh peserta atas diskusi yang hangat dan bermanfaat.`
    case 'invitation':
      return `Webinar ini akan dibawakan oleh ${speakers}. Acara terbuka untuk umum dan tidak dipungut biaya; pendaftaran dilakukan dengan mengirimkan nama, jabatan, dan nama perusahaan ke <strong>acara@adiwarsalubis.co.id</strong> paling lambat dua hari sebelum acara.`
    case 'news':
      return random.pick([
        `Informasi lebih lanjut mengenai ${firm} dan bidang praktik kami dapat diperoleh dengan menghubungi kantor kami di Jakarta.`,
        `Kami menantikan kesempatan untuk terus melayani klien dan masyarakat dengan lebih baik. Terima kasih atas dukungan dan kepercayaan Anda kepada ${firm}.`,
      ])
    default: {
      const closings = [
        `Tulisan ini bersifat informasi umum dan tidak dimaksudkan sebagai nasihat hukum atas keadaan tertentu. Untuk mendiskusikan dampaknya bagi kegiatan usaha Anda, silakan menghubungi ${team}.`,
        `Pengaturan di bidang ini masih akan berkembang seiring terbitnya peraturan pelaksana dan praktik penegakannya. ${team.charAt(0).toUpperCase()}${team.slice(1)} terus memantau perkembangan tersebut dan siap membantu Anda menyesuaikan diri.`,
        `Setiap perusahaan memiliki profil risiko yang berbeda, sehingga langkah yang tepat bagi satu perusahaan belum tentu sesuai bagi yang lain. Kami menyarankan peninjauan menyeluruh bersama penasihat hukum sebelum mengambil keputusan; ${team} siap membantu.`,
      ]
      if (topic.source) {
        closings.push(
          `Teks lengkap peraturan yang dibahas dapat diakses melalui <a href="${topic.source.href}">${escapeHtml(topic.source.name)}</a>. Bila Anda memerlukan kajian yang lebih rinci untuk kegiatan usaha Anda, ${team} dengan senang hati membantu.`,
        )
      }
      return random.pick(closings)
    }
  }
}

const p = (inner: string) => `<p>${inner}</p>`
const h2 = (text: string) => `<h2>${escapeHtml(text)}</h2>`
const h3 = (text: string) => `<h3>${escapeHtml(text)}</h3>`
const ul = (items: string[]) => `<ul>${items.map((item) => `<li>${escapeHtml(item)}</li>`).join('')}</ul>`

/** Body paragraph indexes, ascending so a section keeps the bank's train of thought. */
function chooseBody(spec: PostSpec, topic: TopicBank, random: Random): number[] {
  const count = spec.angle === 'report' ? 4 : random.int(2, 4)
  const all = topic.paragraphs.map((_, index) => index)
  return random
    .shuffle(all)
    .slice(0, count)
    .sort((a, b) => a - b)
}

/** The few words of the post frame that are not in a topic bank, per language. */
export interface FrameWords {
  /** An invitation's two headings. */
  background: string
  agenda: string
  /** Firm news opens its body with the firm. */
  aboutFirm: string
  /** The PDF's first and last sections. */
  introduction: string
  conclusion: string
}

const INDONESIAN_FRAME: FrameWords = {
  background: 'Latar belakang',
  agenda: 'Materi yang akan dibahas',
  aboutFirm: `Tentang ${FIRM_NAME}`,
  introduction: 'Pendahuluan',
  conclusion: 'Penutup',
}

/**
 * The body around an intro and a closing. It draws from `random` in a fixed order, so the
 * English version of a post (same slug-keyed random, a translated bank) takes the same
 * paragraphs, list and quote as the Indonesian one: a translation, not a sibling post.
 */
export function composeHtml(spec: PostSpec, topic: TopicBank, intro: string, closing: string, random: Random, words: FrameWords = INDONESIAN_FRAME): string {
  const parts: string[] = [p(intro)]
  const body = chooseBody(spec, topic, random)

  if (spec.angle === 'invitation') {
    // An invitation gives background, then the agenda, rather than commentary.
    parts.push(h2(words.background), ...body.slice(0, 2).map((i) => p(topic.paragraphs[i] ?? '')))
    parts.push(h2(words.agenda), ul(topic.headings.slice(0, 4)))
  } else {
    const split = Math.ceil(body.length / 2)
    const groups = [body.slice(0, split), body.slice(split)]
    const withList = spec.angle === 'guide' || random.next() < 0.5
    const withQuote = spec.angle === 'event' || random.next() < 0.45
    groups.forEach((group, groupIndex) => {
      const first = group[0]
      if (first === undefined) return
      // Firm news opens its body with the firm itself, whichever bank paragraph comes first.
      const heading = spec.angle === 'news' && groupIndex === 0 ? words.aboutFirm : (topic.headings[first] ?? topic.label)
      parts.push(h2(heading))
      for (const index of group) parts.push(p(topic.paragraphs[index] ?? ''))
      if (groupIndex === 0 && withList) parts.push(h3(topic.list.heading), ul(topic.list.items))
    })
    if (withQuote) parts.push(`<blockquote>\u201c${escapeHtml(topic.quote)}\u201d</blockquote>`)
  }

  parts.push(p(closing))
  return parts.join('\n')
}

/** The whole bank in order, for a publication's PDF: longer than the web page, as a paper is. */
export function composeSections(intro: string, closing: string, topic: TopicBank, words: FrameWords = INDONESIAN_FRAME): TextSection[] {
  const text = (html: string) => htmlToText(html)
  const sections: TextSection[] = [{ heading: words.introduction, paragraphs: [text(intro)], bullets: [] }]
  for (let i = 0; i < topic.paragraphs.length; i += 2) {
    sections.push({
      heading: topic.headings[i] ?? topic.label,
      paragraphs: topic.paragraphs.slice(i, i + 2).map(text),
      bullets: [],
    })
    if (i === 0) sections.push({ heading: topic.list.heading, paragraphs: [], bullets: topic.list.items })
  }
  sections.push({ heading: words.conclusion, paragraphs: [`\u201c${topic.quote}\u201d`, text(closing)], bullets: [] })
  return sections
}

export function composePost(spec: PostSpec, context: PostContext): ComposedPost {
  const topic = TOPICS[spec.topic]
  const random = randomFor(context.slug)
  const intro = introParagraph(spec, topic, context, random)
  const closing = closingParagraph(spec, topic, context, random)
  return {
    html: composeHtml(spec, topic, intro, closing, random),
    sections: composeSections(intro, closing, topic),
  }
}
