import fc from 'fast-check'
import { Parser } from 'htmlparser2'
import { describe, expect, it } from 'vitest'
import { htmlToText } from './html-to-text'

describe('htmlToText', () => {
  it('keeps what readers see of the editor’s markup', () => {
    expect(htmlToText('<h2>Latar belakang</h2><p>Putusan <strong>MK</strong> &amp; <em>DPR</em></p><ul><li><p>PKWT</p></li><li>PHK</li></ul>')).toBe(
      'Latar belakang Putusan MK & DPR PKWT PHK',
    )
    expect(htmlToText('<p>satu<br>dua<br />tiga</p><blockquote>kutipan</blockquote>akhir')).toBe('satu dua tiga kutipan akhir')
    expect(htmlToText('<p><a href="https://example.test/?a=1&amp;b=2" rel="noopener">tautan</a></p>')).toBe('tautan')
    expect(htmlToText('&lt;b&gt; bukan tag, &quot;kutip&quot; &#39;tunggal&#39;&nbsp;spasi')).toBe(`<b> bukan tag, "kutip" 'tunggal' spasi`)
  })

  it('keeps the words of table cells, callouts and footnotes apart', () => {
    expect(htmlToText('<table><tbody><tr><th><p>Pasal</p></th><th>Isi</th></tr><tr><td>1</td><td>Ketentuan</td></tr></tbody></table>')).toBe('Pasal Isi 1 Ketentuan')
    expect(htmlToText('<p>Putusan<sup class="footnote">MK No. 1</sup>berlaku</p><aside class="callout"><p>Penting</p></aside>akhir')).toBe('Putusan MK No. 1 berlaku Penting akhir')
  })

  it('drops scripts, styles and comments with their content', () => {
    expect(htmlToText('a<script type="x">if (a < b) alert("</p>")</script>b<STYLE>p{}</Style >c<!-- <p>catatan</p> -->d')).toBe('a b cd')
    expect(htmlToText('a<!---->b<!-->c<!--->d')).toBe('abcd')
    expect(htmlToText('a<!DOCTYPE html>b<?xml x?>c<![CDATA[x]]>d</>e</ x>f')).toBe('abcdef')
  })

  it('reads `<` that starts no tag as text, and `>` inside quoted attributes as part of the tag', () => {
    expect(htmlToText('1 < 2 dan 3 <4, a <= b')).toBe('1 < 2 dan 3 <4, a <= b')
    expect(htmlToText('<a title="x > y" data-a=\'>\'>teks</a>')).toBe('teks')
    // Quotes open a value only after a name and `=` (as in `<p =">">`, a name "=" and text).
    expect(htmlToText('a<p =">y">b')).toBe('ay">b')
    expect(htmlToText('a<b c=d"e>f">g')).toBe('af">g')
  })

  it('ends where unfinished markup ends, as browsers do', () => {
    expect(htmlToText('teks <script>alert(1)')).toBe('teks')
    expect(htmlToText('teks <!-- tidak ditutup')).toBe('teks')
    expect(htmlToText('teks <a href="tidak ditutup>lagi')).toBe('teks')
    expect(htmlToText('teks <p')).toBe('teks')
    expect(htmlToText('teks </')).toBe('teks </')
  })

  it('decodes each reference once (`&amp;lt;` is the text "&lt;")', () => {
    expect(htmlToText('&amp;lt;b&amp;gt;')).toBe('&lt;b&gt;')
  })

  it('reads hostile input of 2 MB in linear time', () => {
    const size = 2 * 1024 * 1024
    const fill = (unit: string) => unit.repeat(Math.floor(size / unit.length))
    const inputs = [
      fill('<script'),
      fill('<script>'),
      fill('<'),
      fill('<!--'),
      fill('</'),
      fill('<br'),
      fill('<a href="'),
      fill("<a b='"),
      fill('<a b='),
      fill('<p>'),
      fill('</p>'),
      fill('&amp;'),
      fill('&'),
      `<script>${fill('</scrip')}`,
      `<p>a${' '.repeat(size)}b</p>`,
    ]
    for (const html of inputs) {
      const started = performance.now()
      htmlToText(html)
      // The regular expressions this replaces took 15 s on a tenth of this.
      expect(performance.now() - started, html.slice(0, 12)).toBeLessThan(500)
    }
  })
})

/**
 * The sanitizer's parser (htmlparser2) as a reference: the same words, breaks and dropped
 * elements, on well-formed markup (where block nesting implies no closes).
 */
function referenceText(html: string): string {
  const parts: string[] = []
  let raw = 0
  const parser = new Parser(
    {
      onopentag(name) {
        if (name === 'script' || name === 'style') raw++
        else if (name === 'br' || name === 'sup') parts.push(' ')
      },
      onclosetag(name) {
        if (name === 'script' || name === 'style') raw--
        if (['script', 'style', 'p', 'h2', 'li', 'blockquote', 'div', 'br', 'td', 'th', 'aside', 'sup'].includes(name)) parts.push(' ')
      },
      ontext(text) {
        if (raw === 0) parts.push(text)
      },
    },
    { decodeEntities: true },
  )
  parser.write(html)
  parser.end()
  return parts.join('').replace(/\s+/g, ' ').trim()
}

const textPiece = fc.constantFrom('kata', 'Hukum', ' ', '\n', '>', '"', "'", '=', '< ', '<3', '& ', '&amp;', '&lt;', '&gt;', '&quot;', '&#39;', '&nbsp;', '1')
const text = fc.array(textPiece, { maxLength: 6 }).map((pieces) => pieces.join(''))
const attribute = fc.constantFrom('', ' href="https://a.test/?x=1&amp;y=2"', ' title="a > b"', " data-x='>'", ' data-y=z', ' disabled', ' class = "c"')
const tagCase = (name: string) => fc.constantFrom(name, name.toUpperCase())
const comment = fc.array(fc.constantFrom('a', ' ', '<p>', '>', '<'), { maxLength: 5 }).map((pieces) => `<!-- ${pieces.join('')} -->`)
const rawText = fc.tuple(fc.constantFrom('script', 'style', 'SCRIPT'), fc.array(fc.constantFrom('x', ' ', '<b>', '</b>', '"</p>"', 'a < b', '</scrip'), { maxLength: 5 })).map(
  ([name, pieces]) => `<${name}>${pieces.join('')}</${name}>`,
)
const br = fc.constantFrom('<br>', '<br/>', '<br />', '<BR>')

const { inline, block } = fc.letrec((tie) => ({
  inline: fc.oneof(
    { depthSize: 'small', withCrossShrink: true },
    text,
    br,
    comment,
    fc
      .tuple(fc.constantFrom('b', 'em', 'a', 'span', 'strong', 'sup'), attribute, fc.array(tie('inline') as fc.Arbitrary<string>, { maxLength: 3 }))
      .chain(([name, attrs, children]) => tagCase(name).map((tag) => `<${tag}${attrs}>${children.join('')}</${tag}>`)),
  ),
  block: fc.oneof(
    { depthSize: 'small', withCrossShrink: true },
    fc
      .tuple(fc.constantFrom('p', 'h2', 'li', 'td', 'th'), attribute, fc.array(tie('inline') as fc.Arbitrary<string>, { maxLength: 4 }))
      .chain(([name, attrs, children]) => tagCase(name).map((tag) => `<${tag}${attrs}>${children.join('')}</${tag}>`)),
    fc
      .tuple(fc.constantFrom('blockquote', 'div', 'aside'), fc.array(tie('block') as fc.Arbitrary<string>, { maxLength: 3 }))
      .map(([name, children]) => `<${name}>${children.join('')}</${name}>`),
    rawText,
    comment,
    fc.constant('<!DOCTYPE html>'),
  ),
}))

describe('htmlToText against the sanitizer’s parser', () => {
  it('reads generated markup as htmlparser2 does', () => {
    fc.assert(
      fc.property(fc.array(fc.oneof(block, inline as fc.Arbitrary<string>), { maxLength: 6 }), (pieces) => {
        const html = pieces.join('')
        expect(htmlToText(html)).toBe(referenceText(html))
      }),
      { numRuns: Number(process.env.HTML_TEXT_RUNS ?? 400) },
    )
  })
})
