/**
 * What is pasted from Word or Google Docs, made into what the editor keeps: headings, lists,
 * bold and italics, links and tables. The editor's schema drops the rest (classes, styles,
 * fonts, spans) by itself, and reads Google Docs' bold and italics from their styles; what it
 * cannot read is fixed here first:
 * - Word writes list items as paragraphs with an `mso-list` style and a typed marker ("1.",
 *   "·"): they become real lists, nested by their level;
 * - Word's and Docs' h1 is the page's title here, h4 to h6 are too deep: they become h2 and h3;
 * - Office's own elements (`o:p`), styles, comments and metadata go.
 * Runs in the browser only (DOMParser), on paste.
 */

const JUNK = 'style, meta, link, title, script, xml, o\\:p'

export function cleanPastedHtml(html: string): string {
  if (!/mso-|urn:schemas-microsoft-com|docs-internal-guid|<h[14-6]/i.test(html)) return html
  const doc = new DOMParser().parseFromString(html, 'text/html')
  for (const element of doc.querySelectorAll(JUNK)) element.remove()
  wordLists(doc)
  renameHeadings(doc)
  return doc.body.innerHTML
}

const LEVEL = /mso-list:\s*l\d+\s+level(\d+)/i
/** A marker that numbers: 1. a) iv. */
const NUMBERED = /^\s*(?:\d+|[a-z]|[ivxlc]+)[.)]/i

function wordLists(doc: Document): void {
  const items = [...doc.body.querySelectorAll<HTMLElement>('p')].filter((p) => LEVEL.test(p.getAttribute('style') ?? ''))
  // Which paragraphs start a new list, read before anything moves: those not right after another item.
  const starts = items.map((p, index) => index === 0 || items[index - 1]!.nextElementSibling !== p)
  let stack: { level: number; list: HTMLElement }[] = []
  items.forEach((p, index) => {
    const level = Number(LEVEL.exec(p.getAttribute('style') ?? '')![1])
    const markers = [...p.querySelectorAll<HTMLElement>('span')].filter((span) => /mso-list:\s*ignore/i.test(span.getAttribute('style') ?? ''))
    const marker = markers.map((span) => span.textContent ?? '').join('')
    for (const span of markers) span.remove()
    if (starts[index]) stack = []
    while (stack.length && stack[stack.length - 1]!.level > level) stack.pop()
    let top = stack[stack.length - 1]
    if (!top || top.level < level) {
      const list = doc.createElement(NUMBERED.test(marker) ? 'ol' : 'ul')
      const parentItem = top?.list.lastElementChild
      if (parentItem) parentItem.append(list)
      else p.before(list)
      top = { level, list }
      stack.push(top)
    }
    const item = doc.createElement('li')
    item.append(...p.childNodes)
    top.list.append(item)
    p.remove()
  })
}

function renameHeadings(doc: Document): void {
  for (const heading of doc.body.querySelectorAll('h1, h4, h5, h6')) {
    const renamed = doc.createElement(heading.tagName === 'H1' ? 'h2' : 'h3')
    renamed.append(...heading.childNodes)
    heading.replaceWith(renamed)
  }
}
