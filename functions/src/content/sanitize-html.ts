import sanitizeHtml from 'sanitize-html'
import { htmlNestingDepth } from './html-nesting'

/** The markup the editor produces and the public pages show; anything else is dropped. */
export const ALLOWED_TAGS = ['p', 'h2', 'h3', 'ul', 'ol', 'li', 'strong', 'em', 'b', 'i', 'a', 'blockquote', 'br'] as const

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
  allowedAttributes: { a: ['href', 'rel'] },
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
      // The bare <a> left is then unwrapped (unwrapBareLinks).
      if (!SAFE_HREF.test(href)) return { tagName, attribs: {} }
      const kept: sanitizeHtml.Attributes = /^mailto:/i.test(href) ? { href } : { href, rel: EXTERNAL_REL }
      return { tagName, attribs: kept }
    },
  },
}

/**
 * A link left without a target keeps its words, not the <a>. The sanitizer's output is
 * balanced and escaped (every `<` in it starts a tag, every <a> has its </a>), so one pass
 * with a stack of "was this <a> bare?" finds them. (sanitize-html's exclusiveFilter would cut
 * its output so far at every such link, quadratic in their number; transforming them into a
 * tag it discards leaves a wrong end tag behind, sanitize-html 2.17.)
 */
function unwrapBareLinks(html: string): string {
  if (!html.includes('<a>')) return html
  const parts: string[] = []
  const bare: boolean[] = []
  let copied = 0
  for (let lt = html.indexOf('<'); lt !== -1; lt = html.indexOf('<', lt + 1)) {
    if (html.startsWith('<a>', lt)) {
      bare.push(true)
      parts.push(html.slice(copied, lt))
      copied = lt + 3
    } else if (html.startsWith('<a ', lt)) {
      bare.push(false)
    } else if (html.startsWith('</a>', lt) && bare.pop()) {
      parts.push(html.slice(copied, lt))
      copied = lt + 4
    }
  }
  parts.push(html.slice(copied))
  return parts.join('')
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
export const CONTENT_TOO_COMPLEX = `Isi memuat terlalu banyak tag atau karakter khusus (lebih dari ${MAX_MARKUP.toLocaleString('id-ID')} tanda <, > dan &). Bagi tulisan ini menjadi beberapa bagian, atau tempel ulang isi sebagai teks biasa lalu format kembali.`

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
 * mailto (external ones with rel="noopener noreferrer nofollow"), no attributes otherwise.
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
  return problem ? { problem } : { html: sanitizeChecked(html) }
}

function sanitizeChecked(html: string): string {
  return unwrapBareLinks(sanitizeHtml(html, OPTIONS))
    .replace(/<p>(?:\s|&nbsp;|<br \/>)*<\/p>/g, '')
    .trim()
}
