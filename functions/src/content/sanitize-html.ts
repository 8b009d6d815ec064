import sanitizeHtml from 'sanitize-html'
import { EMBED_HOST_REFUSED, STORED_EMBED_SRC } from '../../../shared/rich-text/embeds'
import { RICH_IMAGE_ALT_MAX, richImagePath, richImageSrc } from '../../../shared/rich-text/images'
import { htmlNestingDepth } from './html-nesting'
import { groupDigits } from '../../../shared/group-digits'

/** The markup the editor produces and the public pages show; anything else is dropped. */
export const ALLOWED_TAGS = [
  'p', 'h2', 'h3', 'ul', 'ol', 'li', 'strong', 'em', 'b', 'i', 'a', 'blockquote', 'br',
  // Tables: a header row of <th>, no merged cells (colspan and rowspan are dropped).
  'table', 'thead', 'tbody', 'tr', 'th', 'td',
  // Each only with its one class (see BLOCK_CLASSES), else unwrapped: a callout card, a
  // footnote, a video embed's placeholder, a link card.
  'aside', 'sup', 'div',
  // An image of Pustaka Media with its caption (shared/rich-text/images.ts): the source only a
  // file of the site's own image folders, a figure without its image unwrapped.
  'figure', 'img', 'figcaption',
] as const

/**
 * The classes kept, one per tag and meaning: <aside class="callout">, <sup class="footnote">
 * (the note's text, numbered on the public page), <div class="embed" data-src data-title>
 * (a video, loaded only after a click) and <div class="link-card"> (a link with a title and a
 * short text). Pasted markup carries classes of its own (MsoNormal, WordSection1): those tags
 * lose them and are unwrapped, their words kept.
 */
const BLOCK_CLASSES: Record<string, readonly string[]> = { aside: ['callout'], sup: ['footnote'], div: ['embed', 'link-card'] }

/** The longest video title kept (it names the frame for screen readers). */
export const MAX_EMBED_TITLE = 200

/**
 * Link targets a reader can follow safely: web pages and e-mail addresses only, without `<`
 * (a URL carries it percent-encoded). sanitize-html's scheme check strips `<!--…-->` from an
 * href one comment at a time, rebuilding the string each time: quadratic in their number.
 */
const SAFE_HREF = /^(https?:\/\/[^\s/$.?#<][^\s<]*|mailto:[^\s<]+)$/i

/** rel of links that leave the site: no window.opener, no referrer, no endorsement for search engines. */
export const EXTERNAL_REL = 'noopener noreferrer nofollow'

/**
 * Tags whose text is dropped with them (by default sanitize-html keeps the text of a removed
 * tag): code, styles and embedded documents never turn into visible words.
 */
const NON_TEXT_TAGS = ['script', 'style', 'textarea', 'option', 'noscript', 'svg', 'math', 'iframe', 'object', 'embed', 'template', 'title', 'select', 'frameset', 'noembed', 'xmp']

const OPTIONS: sanitizeHtml.IOptions = {
  allowedTags: [...ALLOWED_TAGS],
  allowedAttributes: { a: ['href', 'rel'], aside: ['class'], sup: ['class'], div: ['class', 'data-src', 'data-title'], img: ['src', 'alt', 'width', 'height'] },
  allowedSchemes: ['http', 'https', 'mailto'],
  allowedSchemesByTag: {},
  allowedSchemesAppliedToAttributes: ['href'],
  // `//evil.example` would inherit the page's scheme and leave the site unannounced.
  allowProtocolRelative: false,
  disallowedTagsMode: 'discard',
  nonTextTags: NON_TEXT_TAGS,
  parseStyleAttributes: false,
  transformTags: {
    // Pasted headings keep their place in the outline the site allows (h1 is the page title).
    h1: 'h2',
    h4: 'h3',
    h5: 'h3',
    h6: 'h3',
    a: (tagName, attribs): sanitizeHtml.Tag => {
      const href = (attribs.href ?? '').trim()
      // Relative and scheme-less hrefs are dropped too: the editor only makes absolute links.
      // The bare <a> left is then unwrapped (unwrapBareTags).
      if (!SAFE_HREF.test(href)) return { tagName, attribs: {} }
      const kept: sanitizeHtml.Attributes = /^mailto:/i.test(href) ? { href } : { href, rel: EXTERNAL_REL }
      return { tagName, attribs: kept }
    },
    aside: keepClassOnly,
    sup: keepClassOnly,
    img: (tagName, attribs): sanitizeHtml.Tag => {
      const path = richImagePath((attribs.src ?? '').trim())
      // Another host, `data:`, a path outside the image folders: the image goes, as a bare
      // <img /> removed after (renaming it to a tag the sanitizer discards leaves an end tag
      // behind, sanitize-html 2.17).
      if (!path) return { tagName, attribs: {} }
      const alt = (attribs.alt ?? '').replace(/\s+/g, ' ').trim().slice(0, RICH_IMAGE_ALT_MAX)
      // Pixel sizes as plain numbers only; the save writes the file's own (rich-text-images.ts).
      const size = (value: string | undefined) => (value && /^[1-9]\d{0,4}$/.test(value) ? { value } : null)
      const width = size(attribs.width)
      const height = size(attribs.height)
      return { tagName, attribs: { src: richImageSrc(path), alt, ...(width && height ? { width: width.value, height: height.value } : {}) } }
    },
    div: (tagName, attribs): sanitizeHtml.Tag => {
      if (attribs.class === 'link-card') return { tagName, attribs: { class: 'link-card' } }
      if (attribs.class !== 'embed') return { tagName, attribs: {} }
      const src = (attribs['data-src'] ?? '').trim()
      if (!STORED_EMBED_SRC.test(src)) {
        refusedEmbeds++
        return { tagName, attribs: {} }
      }
      const title = (attribs['data-title'] ?? '').replace(/\s+/g, ' ').trim().slice(0, MAX_EMBED_TITLE)
      return { tagName, attribs: { class: 'embed', 'data-src': src, ...(title ? { 'data-title': title } : {}) } }
    },
  },
}

/** Embeds refused during the current sanitizeChecked call (the sanitizer is synchronous). */
let refusedEmbeds = 0

/** An <aside> or <sup> keeps its one class (BLOCK_CLASSES) and nothing else; without it, it is unwrapped. */
function keepClassOnly(tagName: string, attribs: sanitizeHtml.Attributes): sanitizeHtml.Tag {
  return BLOCK_CLASSES[tagName]!.includes(attribs.class ?? '') ? { tagName, attribs: { class: attribs.class! } } : { tagName, attribs: {} }
}

/** Tags unwrapped when the sanitizer left them bare: without a target, or without their one class. */
const UNWRAPPED_WHEN_BARE = ['a', 'aside', 'sup', 'div'] as const

/**
 * A link left without a target keeps its words, not the <a>; an <aside>, <sup> or <div> left
 * without its class (BLOCK_CLASSES) keeps its content, not the tag. The sanitizer's output is
 * balanced and escaped (every `<` in it starts a tag, every start tag has its end tag), so one
 * pass with a stack per tag of "was this one bare?" finds them. (sanitize-html's
 * exclusiveFilter would cut its output so far at every such tag, quadratic in their number;
 * transforming them into a tag it discards leaves a wrong end tag behind, sanitize-html 2.17.)
 */
function unwrapBareTags(html: string): string {
  const names = UNWRAPPED_WHEN_BARE.filter((name) => html.includes(`<${name}>`))
  if (names.length === 0) return html
  const parts: string[] = []
  const bare = new Map<string, boolean[]>(names.map((name) => [name, []]))
  let copied = 0
  for (let lt = html.indexOf('<'); lt !== -1; lt = html.indexOf('<', lt + 1)) {
    const closing = html.charCodeAt(lt + 1) === 47 /* / */
    const nameStart = closing ? lt + 2 : lt + 1
    for (const name of names) {
      const after = html[nameStart + name.length]
      // `<a` also starts `<aside`: only the whole name counts.
      if ((after !== '>' && after !== ' ') || !html.startsWith(name, nameStart)) continue
      if (closing) {
        if (after === '>' && bare.get(name)!.pop()) {
          parts.push(html.slice(copied, lt))
          copied = nameStart + name.length + 1
        }
      } else if (after === '>') {
        bare.get(name)!.push(true)
        parts.push(html.slice(copied, lt))
        copied = nameStart + name.length + 1
      } else {
        bare.get(name)!.push(false)
      }
      break
    }
  }
  parts.push(html.slice(copied))
  return parts.join('')
}

/**
 * A figure keeps its tag only around an image: one whose image was dropped (another host,
 * `data:`) keeps its caption's words, not the figure; a caption outside a figure, its words.
 * One pass over the sanitizer's balanced output, a stack of open figures and captions.
 */
function unwrapEmptyFigures(sanitized: string): string {
  const html = sanitized.includes('<img />') ? sanitized.replaceAll('<img />', '') : sanitized
  if (!html.includes('<fig')) return html
  const drop = new Set<number>()
  const open: { tag: 'figure' | 'figcaption'; at: number; image: boolean; kept: boolean }[] = []
  for (const match of html.matchAll(/<(\/?)(figure|figcaption|img)\b[^>]*>/g)) {
    const [, closing, name] = match
    const at = match.index
    if (name === 'img') {
      for (let i = open.length - 1; i >= 0; i--) {
        if (open[i]!.tag !== 'figure') continue
        open[i]!.image = true
        break
      }
    } else if (!closing) {
      const inFigure = open.some((entry) => entry.tag === 'figure')
      open.push({ tag: name as 'figure' | 'figcaption', at, image: false, kept: name === 'figcaption' ? inFigure : true })
    } else {
      const entry = open.pop()
      if (!entry) continue
      const kept = entry.tag === 'figure' ? entry.image : entry.kept
      if (!kept) drop.add(entry.at).add(at)
      // A figure unwrapped takes its caption's tag with it.
      if (entry.tag === 'figure' && !entry.image) for (const [start, end] of captionsWithin(html, entry.at, at)) drop.add(start).add(end)
    }
  }
  if (drop.size === 0) return html
  return html.replace(/<\/?(?:figure|figcaption)>/g, (tag, at: number) => (drop.has(at) ? '' : tag))
}

/** The start and end tags of the captions between two positions. */
function captionsWithin(html: string, from: number, to: number): [number, number][] {
  const found: [number, number][] = []
  for (let start = html.indexOf('<figcaption>', from); start !== -1 && start < to; start = html.indexOf('<figcaption>', start + 1)) {
    const end = html.indexOf('</figcaption>', start)
    if (end !== -1 && end < to) found.push([start, end])
  }
  return found
}

/**
 * The most elements rich text may nest. The editor's deepest (a list in a quote in a list)
 * stays under 20; the sanitizer's parser costs the depth at every tag, so this bounds it.
 */
export const MAX_NESTING = 100

/** Ours: content nested past MAX_NESTING (never the editor's). */
export const CONTENT_TOO_DEEP = `Format isi bertingkat terlalu dalam (lebih dari ${MAX_NESTING} tingkat). Tempel ulang isi sebagai teks biasa lalu format kembali.`

/** Whether rich text nests past MAX_NESTING, found in linear time. */
export function nestedTooDeeply(html: string): boolean {
  return htmlNestingDepth(html, MAX_NESTING) > MAX_NESTING
}

/**
 * The most `<`, `>` and `&` rich text may hold. The sanitizer's parser pays a fixed cost per
 * tag, per entity and per `<` that starts no tag (each is an event of its own), and each of
 * the three in text comes out four or five characters long: 2 MB of `<` took 2.4 s, of `>`
 * 0.45 s, the same size of plain text 60 ms. A long legal publication (60,000 words, 3,000
 * paragraphs with bold, italics and links) holds about 25,000; this bound leaves four times
 * that and keeps the worst 2 MB body near 300 ms.
 */
export const MAX_MARKUP = 100_000

/** Ours: content with more than MAX_MARKUP tags and special characters (never a real article's). */
export const CONTENT_TOO_COMPLEX = `Isi memuat terlalu banyak tag atau karakter khusus (lebih dari ${groupDigits(MAX_MARKUP)} tanda <, > dan &). Bagi tulisan ini menjadi beberapa bagian, atau tempel ulang isi sebagai teks biasa lalu format kembali.`

/** How many `<`, `>` and `&` `html` holds, counting no further than `max + 1`. */
export function markupCount(html: string, max: number = MAX_MARKUP): number {
  let count = 0
  for (const mark of ['<', '>', '&']) {
    for (let i = html.indexOf(mark); i !== -1 && count <= max; i = html.indexOf(mark, i + 1)) count++
  }
  return count
}

/**
 * Why rich text cannot be sanitized within the time a request has, as the sentence to show
 * staff (CONTENT_TOO_DEEP, CONTENT_TOO_COMPLEX), or null when it can. Found in linear time.
 */
export function richTextProblem(html: string): string | null {
  if (nestedTooDeeply(html)) return CONTENT_TOO_DEEP
  if (markupCount(html) > MAX_MARKUP) return CONTENT_TOO_COMPLEX
  return null
}

/** Rich text refused by richTextProblem reached the sanitizer: a caller's bug, never sanitized. */
export class ContentTooDeepError extends Error {
  constructor() {
    super(`rich text nested deeper than ${MAX_NESTING} elements or with more than ${MAX_MARKUP} tags and entities`)
  }
}

/**
 * The stored form of rich text: only the tags of ALLOWED_TAGS, links only to http, https and
 * mailto (external ones with rel="noopener noreferrer nofollow"), the one class of a callout,
 * footnote, embed or link card and an embed's checked address and title, no attributes otherwise.
 * Run on every save; the public pages print the result as it is. Content nested past
 * MAX_NESTING or holding more than MAX_MARKUP tags and entities throws ContentTooDeepError:
 * check richTextProblem first.
 */
export function sanitizePostHtml(html: string): string {
  // Callers refuse such content first (richTextProblem); sanitizing it would block the server.
  if (richTextProblem(html) !== null) throw new ContentTooDeepError()
  return sanitizeChecked(html)
}

/**
 * Rich text as a save or a preview takes it: the sentence for staff when it cannot be sanitized
 * in time (richTextProblem), else its stored form. Checks once (the checks read the whole text).
 */
export function sanitizeRichText(html: string): { problem: string } | { html: string } {
  const problem = richTextProblem(html)
  if (problem) return { problem }
  const clean = sanitizeChecked(html)
  // A video from another host is never kept; staff are told rather than finding it gone.
  return refusedEmbeds > 0 ? { problem: EMBED_HOST_REFUSED } : { html: clean }
}

function sanitizeChecked(html: string): string {
  refusedEmbeds = 0
  return unwrapEmptyFigures(unwrapBareTags(sanitizeHtml(html, OPTIONS)))
    .replace(/<p>(?:\s|&nbsp;|<br \/>)*<\/p>/g, '')
    .trim()
}
