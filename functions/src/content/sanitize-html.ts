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

/** Rich text refused by nestedTooDeeply reached the sanitizer: a caller's bug, never sanitized. */
export class ContentTooDeepError extends Error {
  constructor() {
    super(`rich text nested deeper than ${MAX_NESTING} elements`)
  }
}

/**
 * The stored form of rich text: only the tags of ALLOWED_TAGS, links only to http, https and
 * mailto (external ones with rel="noopener noreferrer nofollow"), no attributes otherwise.
 * Run on every save; the public pages print the result as it is. Content nested past
 * MAX_NESTING throws ContentTooDeepError: check nestedTooDeeply first.
 */
export function sanitizePostHtml(html: string): string {
  // Callers refuse such content first, with CONTENT_TOO_DEEP; sanitizing it would block the server.
  if (nestedTooDeeply(html)) throw new ContentTooDeepError()
  return unwrapBareLinks(sanitizeHtml(html, OPTIONS))
    .replace(/<p>(?:\s|&nbsp;|<br \/>)*<\/p>/g, '')
    .trim()
}
