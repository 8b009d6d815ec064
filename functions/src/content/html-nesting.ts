/**
 * How deep the sanitizer's parser nests an HTML fragment, computed in linear time.
 *
 * sanitize-html parses with htmlparser2, whose Parser keeps open elements in an array it
 * grows with `unshift` and searches with `indexOf` at every end tag: each costs the current
 * depth, so 100,000 nested `<b>` (300 KB) take seconds and a stray end tag after them scans
 * them all again. Bounding the depth bounds that cost. This runs htmlparser2's own Tokenizer
 * (linear, and the same tokens the sanitizer sees) and replays the Parser's stack rules
 * (htmlparser2 10, src/Parser.ts: void elements, implied end tags, self-closing tags in SVG
 * and MathML, `</p>` without `<p>`), finding an element on the stack by count rather than by
 * search.
 */
import { Tokenizer } from 'htmlparser2'

/** htmlparser2's `voidElements`: never on the stack. */
const VOID_ELEMENTS = new Set(['area', 'base', 'basefont', 'br', 'col', 'command', 'embed', 'frame', 'hr', 'img', 'input', 'isindex', 'keygen', 'link', 'meta', 'param', 'source', 'track', 'wbr'])

const FORM_TAGS = new Set(['input', 'option', 'optgroup', 'select', 'button', 'datalist', 'textarea'])
const P_TAG = new Set(['p'])
const TABLE_SECTION_TAGS = new Set(['thead', 'tbody'])
const DDT_TAGS = new Set(['dd', 'dt'])
const RTP_TAGS = new Set(['rt', 'rp'])

/** htmlparser2's `openImpliesClose`: opening the key closes these while they are on top. */
const OPEN_IMPLIES_CLOSE = new Map<string, Set<string>>([
  ['tr', new Set(['tr', 'th', 'td'])],
  ['th', new Set(['th'])],
  ['td', new Set(['thead', 'th', 'td'])],
  ['body', new Set(['head', 'link', 'script'])],
  ['li', new Set(['li'])],
  ['p', P_TAG],
  ['h1', P_TAG],
  ['h2', P_TAG],
  ['h3', P_TAG],
  ['h4', P_TAG],
  ['h5', P_TAG],
  ['h6', P_TAG],
  ['select', FORM_TAGS],
  ['input', FORM_TAGS],
  ['output', FORM_TAGS],
  ['button', FORM_TAGS],
  ['datalist', FORM_TAGS],
  ['textarea', FORM_TAGS],
  ['option', new Set(['option'])],
  ['optgroup', new Set(['optgroup', 'option'])],
  ['dd', DDT_TAGS],
  ['dt', DDT_TAGS],
  ['address', P_TAG],
  ['article', P_TAG],
  ['aside', P_TAG],
  ['blockquote', P_TAG],
  ['details', P_TAG],
  ['div', P_TAG],
  ['dl', P_TAG],
  ['fieldset', P_TAG],
  ['figcaption', P_TAG],
  ['figure', P_TAG],
  ['footer', P_TAG],
  ['form', P_TAG],
  ['header', P_TAG],
  ['hr', P_TAG],
  ['main', P_TAG],
  ['nav', P_TAG],
  ['ol', P_TAG],
  ['pre', P_TAG],
  ['section', P_TAG],
  ['table', P_TAG],
  ['ul', P_TAG],
  ['rt', RTP_TAGS],
  ['rp', RTP_TAGS],
  ['tbody', TABLE_SECTION_TAGS],
  ['tfoot', TABLE_SECTION_TAGS],
])

const FOREIGN_CONTEXT_ELEMENTS = new Set(['math', 'svg'])
const HTML_INTEGRATION_ELEMENTS = new Set(['mi', 'mo', 'mn', 'ms', 'mtext', 'annotation-xml', 'foreignobject', 'desc', 'title'])

/** The open elements, with how many of each name are open (so "is `x` open?" costs nothing). */
class OpenElements {
  private readonly names: string[] = []
  private readonly counts = new Map<string, number>()
  deepest = 0

  get depth() {
    return this.names.length
  }
  top(): string | undefined {
    return this.names[this.names.length - 1]
  }
  push(name: string) {
    this.names.push(name)
    this.counts.set(name, (this.counts.get(name) ?? 0) + 1)
    this.deepest = Math.max(this.deepest, this.names.length)
  }
  pop(): string | undefined {
    const name = this.names.pop()
    if (name !== undefined) this.counts.set(name, this.counts.get(name)! - 1)
    return name
  }
  has(name: string) {
    return (this.counts.get(name) ?? 0) > 0
  }
}

/**
 * The greatest number of elements htmlparser2 (as sanitize-html runs it: HTML mode, default
 * options) holds open at once while parsing `html`. Stops counting once past `stopAbove`.
 */
export function htmlNestingDepth(html: string, stopAbove = Number.POSITIVE_INFINITY): number {
  const open = new OpenElements()
  // Whether the current element is in SVG or MathML, where `<x/>` closes itself; htmlparser2
  // starts from [false] and drops an entry at every end tag of those elements.
  const foreign: boolean[] = [false]
  let tagName = ''

  const openTag = (name: string) => {
    tagName = name
    const closes = OPEN_IMPLIES_CLOSE.get(name)
    if (closes) while (open.depth > 0 && closes.has(open.top()!)) open.pop()
    if (!VOID_ELEMENTS.has(name)) {
      open.push(name)
      if (FOREIGN_CONTEXT_ELEMENTS.has(name)) foreign.push(true)
      else if (HTML_INTEGRATION_ELEMENTS.has(name)) foreign.push(false)
    }
    if (open.depth > stopAbove) tokenizer.pause()
  }
  const closeCurrent = () => {
    if (open.top() === tagName) open.pop()
    tagName = ''
  }

  const tokenizer = new Tokenizer(
    { xmlMode: false, decodeEntities: true },
    {
      onopentagname(start, end) {
        openTag(html.slice(start, end).toLowerCase())
      },
      onopentagend() {
        tagName = ''
      },
      onselfclosingtag() {
        if (foreign[foreign.length - 1]) closeCurrent()
        else tagName = ''
      },
      onclosetag(start, end) {
        const name = html.slice(start, end).toLowerCase()
        if (FOREIGN_CONTEXT_ELEMENTS.has(name) || HTML_INTEGRATION_ELEMENTS.has(name)) foreign.pop()
        if (VOID_ELEMENTS.has(name)) return
        if (open.has(name)) {
          while (open.pop() !== name);
        } else if (name === 'p') {
          // `</p>` without `<p>` opens and closes one.
          openTag('p')
          closeCurrent()
        }
      },
      onattribdata() {},
      onattribentity() {},
      onattribend() {},
      onattribname() {},
      oncdata() {},
      oncomment() {},
      ondeclaration() {},
      onend() {},
      onprocessinginstruction() {},
      ontext() {},
      ontextentity() {},
    },
  )
  tokenizer.write(html)
  tokenizer.end()
  return open.deepest
}
