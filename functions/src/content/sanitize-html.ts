import sanitizeHtml from 'sanitize-html'

/** The markup the editor produces and the public pages show; anything else is dropped. */
export const ALLOWED_TAGS = ['p', 'h2', 'h3', 'ul', 'ol', 'li', 'strong', 'em', 'b', 'i', 'a', 'blockquote', 'br'] as const

/** Link targets a reader can follow safely: web pages and e-mail addresses only. */
const SAFE_HREF = /^(https?:\/\/[^\s/$.?#][^\s]*|mailto:[^\s]+)$/i

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
      if (!SAFE_HREF.test(href)) return { tagName, attribs: {} }
      const kept: sanitizeHtml.Attributes = /^mailto:/i.test(href) ? { href } : { href, rel: EXTERNAL_REL }
      return { tagName, attribs: kept }
    },
  },
  // A link left without a target keeps its words, not the <a>.
  exclusiveFilter: (frame) => (frame.tag === 'a' && !frame.attribs.href ? 'excludeTag' : false),
}

/**
 * The stored form of rich text: only the tags of ALLOWED_TAGS, links only to http, https and
 * mailto (external ones with rel="noopener noreferrer nofollow"), no attributes otherwise.
 * Run on every save; the public pages print the result as it is.
 */
export function sanitizePostHtml(html: string): string {
  return sanitizeHtml(html, OPTIONS)
    .replace(/<p>(?:\s|&nbsp;|<br \/>)*<\/p>/g, '')
    .trim()
}
