/**
 * The English version of a demo post, written the way compose-post.ts writes the Indonesian
 * one: the same slug-keyed random draws, in the same order, over the translated topic bank,
 * so the English text is a translation of its Indonesian post paragraph for paragraph.
 */
import { composeHtml, composeSections, escapeHtml, type ComposedPost, type FrameWords, type PostAuthor } from '../compose-post'
import { FIRM_NAME } from '../firm-people'
import type { PostSpec } from '../posts-catalog'
import type { TopicBank } from '../posts-text'
import { randomFor, type Random } from '../seeded-random'
import type { EnglishPost } from './posts'
import { TOPICS_EN } from './topics'

export interface EnglishPostContext {
  /** The Indonesian slug: it keys the random draws, so both versions choose alike. */
  slug: string
  publishedAt: Date
  /** The practice area's English name, for "our … team"; null for firm news. */
  areaName: string | null
  /** Names and English positions. */
  authors: PostAuthor[]
}

const DAY_MS = 86_400_000

/** The firm writes British English, as most international firms in Jakarta do. */
const JAKARTA_DATE_EN = new Intl.DateTimeFormat('en-GB', { day: 'numeric', month: 'long', year: 'numeric', timeZone: 'Asia/Jakarta' })

/** "12 March 2026", the calendar day in Jakarta. */
export function formatJakartaDateEn(date: Date): string {
  return JAKARTA_DATE_EN.format(date)
}

/** "A", "A and B", "A, B and C" (British usage, no serial comma). */
export function joinEnglish(items: string[]): string {
  if (items.length <= 1) return items.join('')
  return `${items.slice(0, -1).join(', ')} and ${items[items.length - 1]}`
}

const FRAME_EN: FrameWords = {
  background: 'Background',
  agenda: 'Topics to be discussed',
  aboutFirm: `About ${FIRM_NAME}`,
  introduction: 'Introduction',
  conclusion: 'Conclusion',
}

function introParagraph(spec: PostSpec, english: EnglishPost, topic: TopicBank, context: EnglishPostContext, random: Random): string {
  if (english.lead) return escapeHtml(english.lead)
  const firm = escapeHtml(FIRM_NAME)
  const opener = random.pick(topic.openers)
  const focus = escapeHtml(english.focus)
  switch (spec.angle) {
    case 'analysis':
      return `${opener} This article examines ${focus} and what businesses should bear in mind.`
    case 'guide':
      return `${opener} This short guide sets out the practical steps concerning ${focus}.`
    case 'update':
      return `${opener} Below is a summary of the provisions to watch concerning ${focus}.`
    case 'case':
      return `${opener} The following case study, anonymised to protect client confidentiality, illustrates ${focus}.`
    case 'report':
      return `${opener} This publication examines ${focus}, with practical recommendations for businesses.`
    case 'event': {
      const held = formatJakartaDateEn(new Date(context.publishedAt.getTime() - 3 * DAY_MS))
      const audience = random.pick([120, 150, 180, 200, 250])
      return `On ${held}, ${firm} held a webinar attended by more than ${audience} directors, in-house counsel and compliance practitioners. The speakers discussed ${focus}. ${opener}`
    }
    case 'invitation': {
      const held = formatJakartaDateEn(new Date(context.publishedAt.getTime() + 7 * DAY_MS))
      return `${firm} cordially invites you to a webinar on ${focus} on ${held}, from 2.00 to 4.00 pm Western Indonesian Time (WIB, UTC+7), online via Zoom. ${opener}`
    }
    case 'news':
      return `${opener} We are pleased to share news of ${focus}.`
  }
}

function closingParagraph(spec: PostSpec, topic: TopicBank, context: EnglishPostContext, random: Random): string {
  const firm = escapeHtml(FIRM_NAME)
  const team = context.areaName ? `our ${escapeHtml(context.areaName)} team` : 'our team'
  const speakers = escapeHtml(joinEnglish(context.authors.map((a) => `${a.name} (${a.position})`)))
  switch (spec.angle) {
    case 'event':
      return `The speakers were ${speakers}. The presentation materials are available from ${team}. We thank all participants for a lively and rewarding discussion.`
    case 'invitation':
      return `The webinar will be presented by ${speakers}. It is open to the public and free of charge; to register, please send your name, position and company to <strong>acara@adiwarsalubis.co.id</strong> no later than two days before the event.`
    case 'news':
      return random.pick([
        `For more information about ${firm} and our practice areas, please contact our Jakarta office.`,
        `We look forward to continuing to serve our clients and the community ever better. Thank you for your support and your trust in ${firm}.`,
      ])
    default: {
      // The same options in the same order as the Indonesian closings, so the same one is drawn.
      const closings = [
        `This article is for general information only and is not intended as legal advice on any particular matter. To discuss its implications for your business, please contact ${team}.`,
        `The rules in this area will continue to develop as implementing regulations are issued and enforcement practice settles. ${team.charAt(0).toUpperCase()}${team.slice(1)} follows these developments closely and stands ready to help you adapt.`,
        `Every company has its own risk profile, so the right course for one company is not necessarily right for another. We recommend a thorough review with legal counsel before any decision is taken; ${team} would be glad to assist.`,
      ]
      if (topic.source) {
        closings.push(
          `The full text of the regulations discussed is available from <a href="${topic.source.href}">${escapeHtml(topic.source.name)}</a>. Should you need a more detailed analysis for your business, ${team} would be pleased to help.`,
        )
      }
      return random.pick(closings)
    }
  }
}

/**
 * The English HTML of a post that has an English version, and the sections of its English PDF
 * (a publication's, where it has one); its topic must have an English bank.
 */
export function composeEnglishPost(spec: PostSpec, english: EnglishPost, context: EnglishPostContext): ComposedPost {
  const topic = TOPICS_EN[spec.topic]
  if (!topic) throw new Error(`no English topic bank for "${spec.topic}" (post "${spec.title}")`)
  const random = randomFor(context.slug)
  const intro = introParagraph(spec, english, topic, context, random)
  const closing = closingParagraph(spec, topic, context, random)
  return { html: composeHtml(spec, topic, intro, closing, random, FRAME_EN), sections: composeSections(intro, closing, topic, FRAME_EN) }
}
