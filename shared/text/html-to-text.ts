/**
 * The visible text of an HTML fragment, for rules measured on what readers see (the content's
 * minimum length, the derived excerpt, the search text). It runs on whatever a form sent,
 * before sanitizing, in the browser and on the server, so it reads the input in one pass: every
 * character is looked at a bounded number of times, whatever the input holds (regular
 * expressions over raw markup backtracked quadratically on `<script` or `<` repeated).
 *
 * Tokenizing follows the HTML standard where it decides what is text
 * (https://html.spec.whatwg.org/multipage/parsing.html#tokenization): a tag starts with `<`
 * and a letter (`</` and a letter for an end tag), else `<` is text; quoted attribute values
 * may hold `>`; comments run to `-->`; `<!…>` and `<?…>` are bogus comments; script and
 * style content is not text; input that ends inside a tag or comment ends there.
 */

/** Start tags that separate the words on either side (a footnote's text from the words it follows). */
const BREAK_START_TAGS = new Set(['br', 'sup'])
/** End tags that separate the words on either side (blocks, table cells, a footnote). */
const BREAK_END_TAGS = new Set(['p', 'h1', 'h2', 'h3', 'h4', 'h5', 'h6', 'li', 'blockquote', 'div', 'br', 'td', 'th', 'aside', 'sup'])
/** Raw text elements: their content is code, never text (HTML standard, 13.1.2). */
const RAW_TEXT_ELEMENTS = new Set(['script', 'style'])

/** The character references the editor and the sanitizer write; others are left as typed. */
const ENTITIES: Record<string, string> = { '&nbsp;': ' ', '&amp;': '&', '&lt;': '<', '&gt;': '>', '&quot;': '"', '&#39;': "'" }
/** Literal alternatives, each starting with `&`: matched in linear time. */
const ENTITY = /&(?:nbsp|amp|lt|gt|quot|#39);/g

const isAsciiAlpha = (code: number) => (code >= 65 && code <= 90) || (code >= 97 && code <= 122)
/** Tab, line feed, form feed, carriage return, space: what ends a tag name. */
const isTagSpace = (code: number) => code === 9 || code === 10 || code === 12 || code === 13 || code === 32
const SLASH = 47
const GT = 62
const EQUALS = 61
const DOUBLE_QUOTE = 34
const SINGLE_QUOTE = 39

/** Where a tag name that starts at `from` ends (whitespace, `/`, `>` or the end). */
function tagNameEnd(html: string, from: number): number {
  let i = from
  while (i < html.length) {
    const code = html.charCodeAt(i)
    if (isTagSpace(code) || code === SLASH || code === GT) break
    i++
  }
  return i
}

/**
 * Where a tag whose attributes start at `from` ends: just after its `>`, or the end of the
 * input when it never closes. Follows the standard's attribute states, so a quoted value
 * (which may hold `>`) starts only after a name and `=`.
 */
function tagEnd(html: string, from: number): number {
  const n = html.length
  let i = from
  while (i < n) {
    // Before an attribute name.
    while (i < n && (isTagSpace(html.charCodeAt(i)) || html.charCodeAt(i) === SLASH)) i++
    if (i >= n) return n
    if (html.charCodeAt(i) === GT) return i + 1
    // The name: its first character may be `=`.
    i++
    while (i < n) {
      const code = html.charCodeAt(i)
      if (isTagSpace(code) || code === SLASH || code === GT || code === EQUALS) break
      i++
    }
    while (i < n && isTagSpace(html.charCodeAt(i))) i++
    if (html.charCodeAt(i) !== EQUALS) continue
    // The value.
    i++
    while (i < n && isTagSpace(html.charCodeAt(i))) i++
    const quote = html.charCodeAt(i)
    if (quote === DOUBLE_QUOTE || quote === SINGLE_QUOTE) {
      const close = html.indexOf(quote === DOUBLE_QUOTE ? '"' : "'", i + 1)
      if (close === -1) return n
      i = close + 1
    } else {
      while (i < n) {
        const code = html.charCodeAt(i)
        if (isTagSpace(code) || code === GT) break
        i++
      }
    }
  }
  return n
}

/**
 * Where the raw text of a `name` element that starts at `from` ends: after its end tag
 * (`</name` followed by whitespace, `/` or `>`, any case), or the end of the input.
 * Each `</` is looked at once.
 */
function rawTextEnd(html: string, from: number, name: string): number {
  let i = from
  for (;;) {
    const close = html.indexOf('</', i)
    if (close === -1) return html.length
    const nameEnd = close + 2 + name.length
    if (html.slice(close + 2, nameEnd).toLowerCase() === name) {
      const after = html.charCodeAt(nameEnd)
      if (Number.isNaN(after) || isTagSpace(after) || after === SLASH || after === GT) return tagEnd(html, nameEnd)
    }
    i = close + 2
  }
}

/** Where a comment whose text starts at `from` (after `<!--`) ends. `<!-->` and `<!--->` are empty comments. */
function commentEnd(html: string, from: number): number {
  if (html.charCodeAt(from) === GT) return from + 1
  if (html.startsWith('->', from)) return from + 2
  const close = html.indexOf('-->', from)
  return close === -1 ? html.length : close + 3
}

/**
 * The last few conversions of long fragments. One save reads the same rich text's words four or
 * five times (the form's rule, the shortest-text check, the excerpt, the search records), which
 * for a 1.6 MB article was about 0.3 s; comparing a string with itself is immediate.
 */
const recent: { html: string; text: string }[] = []
const RECENT_SIZE = 4
const WORTH_KEEPING = 10_000

/** Visible text of an HTML fragment: tags dropped, blocks and line breaks separating words, spaces collapsed. */
export function htmlToText(html: string): string {
  if (html.length < WORTH_KEEPING) return convert(html)
  const known = recent.find((entry) => entry.html === html)
  if (known) return known.text
  const text = convert(html)
  recent.unshift({ html, text })
  recent.length = Math.min(recent.length, RECENT_SIZE)
  return text
}

function convert(html: string): string {
  const parts: string[] = []
  const text = (from: number, to: number) => {
    if (to > from) parts.push(html.slice(from, to).replace(ENTITY, (entity) => ENTITIES[entity]!))
  }
  let i = 0
  while (i < html.length) {
    const lt = html.indexOf('<', i)
    if (lt === -1) {
      text(i, html.length)
      break
    }
    text(i, lt)
    const next = html.charCodeAt(lt + 1)
    if (isAsciiAlpha(next)) {
      const nameEnd = tagNameEnd(html, lt + 1)
      const name = html.slice(lt + 1, nameEnd).toLowerCase()
      const end = tagEnd(html, nameEnd)
      if (RAW_TEXT_ELEMENTS.has(name)) {
        parts.push(' ')
        i = rawTextEnd(html, end, name)
      } else {
        if (BREAK_START_TAGS.has(name)) parts.push(' ')
        i = end
      }
    } else if (next === SLASH && isAsciiAlpha(html.charCodeAt(lt + 2))) {
      const nameEnd = tagNameEnd(html, lt + 2)
      if (BREAK_END_TAGS.has(html.slice(lt + 2, nameEnd).toLowerCase())) parts.push(' ')
      i = tagEnd(html, nameEnd)
    } else if (html.startsWith('<!--', lt)) {
      i = commentEnd(html, lt + 4)
    } else if (next === 33 /* ! */ || next === 63 /* ? */ || (next === SLASH && lt + 2 < html.length)) {
      // `<!DOCTYPE …>`, `<![CDATA[…>`, `<?…>`, `</>` and `</ …>`: bogus comments, up to the next `>`.
      const gt = html.indexOf('>', lt + 2)
      i = gt === -1 ? html.length : gt + 1
    } else {
      parts.push('<')
      i = lt + 1
    }
  }
  // `\s+` alone, replaced in one left-to-right pass: linear.
  return parts.join('').replace(/\s+/g, ' ').trim()
}
