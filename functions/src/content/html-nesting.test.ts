import fc from 'fast-check'
import { Parser } from 'htmlparser2'
import { describe, expect, it } from 'vitest'
import { htmlNestingDepth } from './html-nesting'

/** The deepest stack htmlparser2's Parser itself reaches (as sanitize-html runs it). */
function parserDepth(html: string): number {
  let deepest = 0
  const parser: Parser = new Parser({
    onopentagname() {
      deepest = Math.max(deepest, (parser as unknown as { stack: string[] }).stack.length)
    },
  })
  parser.write(html)
  parser.end()
  return deepest
}

describe('htmlNestingDepth', () => {
  it('counts open elements as the sanitizer’s parser does', () => {
    expect(htmlNestingDepth('')).toBe(0)
    expect(htmlNestingDepth('<p>a <strong>b <em>c</em></strong></p>')).toBe(3)
    expect(htmlNestingDepth('<blockquote><ul><li><p>x</p></li></ul></blockquote>')).toBe(4)
    // Void elements, implied ends (<p> closes <p>, <li> closes <li>), stray end tags.
    expect(htmlNestingDepth('<br><img><hr>'.repeat(50))).toBe(0)
    expect(htmlNestingDepth('<p>a'.repeat(500))).toBe(1)
    expect(htmlNestingDepth('<ul>' + '<li>a'.repeat(500))).toBe(2)
    expect(htmlNestingDepth('<b>'.repeat(300) + '</b>'.repeat(300) + '</i>'.repeat(300))).toBe(300)
    // Self-closing counts only in SVG and MathML.
    expect(htmlNestingDepth('<b/>'.repeat(10))).toBe(10)
    expect(htmlNestingDepth('<svg>' + '<g/>'.repeat(10) + '</svg>')).toBe(2)
  })

  it('stops counting past the bound it is given', () => {
    expect(htmlNestingDepth('<b>'.repeat(10_000), 100)).toBe(101)
  })

  it('agrees with htmlparser2 on generated tag soup', () => {
    const names = ['p', 'b', 'li', 'ul', 'div', 'a', 'br', 'img', 'svg', 'math', 'title', 'td', 'tr', 'option', 'select', 'h2', 'dd', 'dt', 'g', 'script', 'style']
    const token = fc.oneof(
      fc.constantFrom(...names).map((name) => `<${name}>`),
      fc.constantFrom(...names).map((name) => `</${name}>`),
      fc.constantFrom(...names).map((name) => `<${name}/>`),
      fc.constantFrom('x', ' ', '<!-- c -->', '<', '</ p>', '<P>', '</B>', '<a href="x>">', "<b title='</b>'>"),
    )
    fc.assert(
      fc.property(fc.array(token, { maxLength: 40 }), (tokens) => {
        const html = tokens.join('')
        expect(htmlNestingDepth(html)).toBe(parserDepth(html))
      }),
      { numRuns: Number(process.env.HTML_NESTING_RUNS ?? 500) },
    )
  })

  it('reads 2 MB in linear time', () => {
    const size = 2 * 1024 * 1024
    for (const unit of ['<b>', '</i>', '<p>', '<b></b>', '<svg><g/>', '<li>', '<a>x</a>']) {
      const started = performance.now()
      htmlNestingDepth(unit.repeat(Math.floor(size / unit.length)))
      expect(performance.now() - started, unit).toBeLessThan(1000)
    }
  })
})
