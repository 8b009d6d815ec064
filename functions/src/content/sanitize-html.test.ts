import fc from 'fast-check'
import { Parser } from 'htmlparser2'
import { describe, expect, it } from 'vitest'
import { EMBED_HOST_REFUSED, STORED_EMBED_SRC } from '../../../shared/rich-text/embeds'
import { renderRichText, RICH_TEXT_LABELS } from '../../../shared/rich-text/render'
import { ALLOWED_TAGS, CONTENT_TOO_COMPLEX, CONTENT_TOO_DEEP, ContentTooDeepError, EXTERNAL_REL, MAX_MARKUP, MAX_NESTING, markupCount, nestedTooDeeply, richTextProblem, sanitizePostHtml, sanitizeRichText } from './sanitize-html'

/** Payloads from the usual XSS cheat sheets, each with what must not survive. */
const XSS_PAYLOADS: { html: string; forbidden: RegExp[] }[] = [
  { html: '<p>Halo <script>alert("xss-1")</script>dunia</p>', forbidden: [/<script/i, /xss-1/] },
  { html: '<img src=x onerror=alert("xss-2")>', forbidden: [/<img/i, /onerror/i, /xss-2/] },
  { html: '<a href="javascript:alert(\'xss-3\')">klik</a>', forbidden: [/javascript:/i, /href/] },
  { html: '<a href="JaVaScRiPt:alert(1)">klik</a><a href="java&#x09;script:alert(1)">tab</a>', forbidden: [/javascript/i, /href/] },
  { html: '<svg onload=alert("xss-4")><circle r="1"/></svg>', forbidden: [/<svg/i, /onload/i, /xss-4/] },
  { html: '<style>body{display:none}</style><p style="color:red">teks</p>', forbidden: [/<style/i, /display:none/, /style=/] },
  { html: '<a href="data:text/html;base64,PHNjcmlwdD5hbGVydCgxKTwvc2NyaXB0Pg==">data</a>', forbidden: [/data:/i, /href/] },
  { html: '<img src="data:image/svg+xml;base64,PHN2Zz4=">', forbidden: [/data:/i, /<img/i] },
  { html: '<iframe src="https://evil.example/"></iframe>', forbidden: [/<iframe/i, /evil/] },
  { html: '<p onclick="alert(1)" onmouseover="alert(2)">p</p>', forbidden: [/onclick/i, /onmouseover/i] },
  { html: '<<script>script>alert("xss-5")<</script>/script>', forbidden: [/<script/i] },
  { html: '<p>tidak ditutup <strong>tebal <a href="https://ok.example/" onfocus="x()">tautan', forbidden: [/onfocus/i] },
  { html: '<math><mtext><table><mglyph><style><img src=x onerror=alert(6)>', forbidden: [/<img/i, /onerror/i, /<math/i] },
  { html: '<object data="https://evil.example/x.swf"></object><embed src="x">', forbidden: [/<object/i, /<embed/i] },
  { html: '<a href="//evil.example/">protokol relatif</a>', forbidden: [/href/] },
  { html: '<form action="https://evil.example"><input name="p"><button>kirim</button></form>', forbidden: [/<form/i, /<input/i, /<button/i] },
  { html: '<div><p>a</p></div><!-- <script>alert(7)</script> -->', forbidden: [/<div/i, /<!--/, /<script/i] },
  { html: '<a href="https://ok.example/" target="_blank" rel="opener">keluar</a>', forbidden: [/target=/, /"opener"/] },
]

describe('sanitizePostHtml', () => {
  it.each(XSS_PAYLOADS.map((p) => [p.html, p.forbidden] as const))('cleans %s', (html, forbidden) => {
    const clean = sanitizePostHtml(html)
    for (const pattern of forbidden) expect(clean).not.toMatch(pattern)
  })

  it('keeps the markup the editor makes', () => {
    const html =
      '<h2>Latar</h2><p>Teks <strong>tebal</strong>, <em>miring</em>, <b>b</b>, <i>i</i>.<br>Baris baru.</p>' +
      '<h3>Rincian</h3><ul><li><p>satu</p></li></ul><ol><li><p>dua</p></li></ol><blockquote><p>kutipan</p></blockquote>'
    expect(sanitizePostHtml(html)).toBe(html.replace('<br>', '<br />'))
  })

  it('keeps http, https and mailto links, marking the external ones', () => {
    expect(sanitizePostHtml('<a href="https://peraturan.go.id/x">UU</a>')).toBe(`<a href="https://peraturan.go.id/x" rel="${EXTERNAL_REL}">UU</a>`)
    expect(sanitizePostHtml('<a href="http://contoh.id">c</a>')).toBe(`<a href="http://contoh.id" rel="${EXTERNAL_REL}">c</a>`)
    expect(sanitizePostHtml('<a href="mailto:info@contoh.id">surel</a>')).toBe('<a href="mailto:info@contoh.id">surel</a>')
  })

  it('keeps the words of links and tags it removes', () => {
    expect(sanitizePostHtml('<p><a href="javascript:x()">baca</a> <span>ini</span></p>')).toBe('<p>baca ini</p>')
    expect(sanitizePostHtml('<p><a href="/relatif">relatif</a></p>')).toBe('<p>relatif</p>')
  })

  it('unwraps links without a safe target wherever they are, keeping every other tag', () => {
    expect(sanitizePostHtml('<p><em><a>x</a></em><strong>y <em>z</em></strong></p><p><a href="https://ok.example/"><a href="x">dalam</a> luar</a></p>')).toBe(
      `<p><em>x</em><strong>y <em>z</em></strong></p><p><a href="https://ok.example/" rel="${EXTERNAL_REL}">dalam luar</a></p>`,
    )
    expect(sanitizePostHtml('<p><a href="https://ok.example/<!-- -->x">komentar</a></p>')).toBe('<p>komentar</p>')
  })

  it('refuses to sanitize markup nested past MAX_NESTING', () => {
    const deep = `${'<b>'.repeat(MAX_NESTING + 1)}x`
    expect(nestedTooDeeply(deep)).toBe(true)
    expect(nestedTooDeeply(`${'<b>'.repeat(MAX_NESTING)}x`)).toBe(false)
    expect(() => sanitizePostHtml(deep)).toThrow(ContentTooDeepError)
  })

  it('refuses rich text with more than MAX_MARKUP tags and entities, saying so in Indonesian', () => {
    expect(markupCount('<p>a &amp; b</p>')).toBe(5)
    expect(richTextProblem(`${'<'.repeat(MAX_MARKUP - 2)}&>`)).toBeNull()
    expect(richTextProblem(`${'<'.repeat(MAX_MARKUP - 1)}&>`)).toBe(CONTENT_TOO_COMPLEX)
    expect(richTextProblem('>'.repeat(MAX_MARKUP + 1))).toBe(CONTENT_TOO_COMPLEX)
    expect(richTextProblem('&'.repeat(MAX_MARKUP + 1))).toBe(CONTENT_TOO_COMPLEX)
    expect(richTextProblem(`${'<b>'.repeat(MAX_NESTING + 1)}x`)).toBe(CONTENT_TOO_DEEP)
    expect(CONTENT_TOO_COMPLEX).toMatch(/^Isi memuat terlalu banyak tag/)
    expect(() => sanitizePostHtml('<'.repeat(MAX_MARKUP + 1))).toThrow(ContentTooDeepError)
    // What saves and previews call: the sentence, or the stored form, after one check.
    expect(sanitizeRichText('<'.repeat(MAX_MARKUP + 1))).toEqual({ problem: CONTENT_TOO_COMPLEX })
    expect(sanitizeRichText('<p>a <script>x</script>b</p>')).toEqual({ html: '<p>a b</p>' })
    // A long real article is far below: 3,000 paragraphs with some bold, italics and links.
    const article = '<p>Pasal 1 <strong>ayat (2)</strong> &amp; <em>penjelasannya</em> <a href="https://peraturan.go.id/">di sini</a>.</p>'.repeat(3000)
    expect(richTextProblem(article)).toBeNull()
  })

  it('refuses or sanitizes any 2 MB of hostile markup in linear time', () => {
    const size = 2 * 1024 * 1024
    const fill = (unit: string) => unit.repeat(Math.floor(size / unit.length))
    /** `unit` repeated to the most markup accepted (or to 2 MB, for a long unit), then plain text to 2 MB. */
    const most = (unit: string) => {
      const markup = unit.repeat(Math.min(Math.floor(MAX_MARKUP / markupCount(unit)), Math.floor(size / unit.length)))
      return markup + 'a'.repeat(Math.max(0, size - markup.length))
    }
    const units = [
      // Tables, footnotes, embeds, callouts and the tags unwrapped without their class.
      '<table><tr><td>x</td></tr></table>',
      '<td>',
      '<sup class="footnote">n</sup>',
      '<sup>',
      '<div class="embed" data-src="https://www.youtube-nocookie.com/embed/dQw4w9WgXcQ" data-title="t"></div>',
      '<div class="embed" data-src="https://evil.example/x"></div>',
      '<div>',
      '<aside class="callout">',
      // Links without a target (quadratic through exclusiveFilter), and comments in a target
      // (quadratic in sanitize-html's scheme check): 18 s and minutes before.
      '<a>x</a>',
      '<p>',
      '<script',
      // Each `<` that opens no tag, and each entity, is an event of the parser's: 2 MB of them took 2.4 s.
      '<',
      '&',
      '</',
      '<!',
      '&amp;',
      '<i></i>',
      '>',
      ']]>',
    ]
    const inputs = [
      `<a href="https://example.test/${fill('<!---->')}">x</a>`,
      `${'<b>'.repeat(MAX_NESTING)}${fill('</i>')}`,
      `${'<b>'.repeat(MAX_NESTING - 1)}${fill('<i></i>')}`,
      ...units.map(fill),
      ...units.map(most),
    ]
    for (const html of inputs) {
      const started = performance.now()
      if (richTextProblem(html) === null) sanitizePostHtml(html)
      expect(performance.now() - started, html.slice(0, 20)).toBeLessThan(1500)
    }
  })

  it('keeps the tables, callouts, footnotes, embeds and link cards the editor makes, in their one form', () => {
    const html =
      '<table><tbody><tr><th><p>Pasal</p></th><th><p>Isi</p></th></tr><tr><td><p>1</p></td><td><p>Ketentuan</p></td></tr></tbody></table>' +
      '<aside class="callout"><p>Penting</p></aside>' +
      '<p>Teks<sup class="footnote">UU No. 13 Tahun 2003.</sup> lanjut</p>' +
      '<div class="embed" data-src="https://www.youtube-nocookie.com/embed/dQw4w9WgXcQ" data-title="Webinar"></div>' +
      '<div class="embed" data-src="https://player.vimeo.com/video/76979871?dnt=1"></div>' +
      `<div class="link-card"><a href="https://contoh.id/daftar" rel="${EXTERNAL_REL}">Daftar</a><p>Seminar</p></div>`
    expect(sanitizePostHtml(html)).toBe(html)
    // Tiptap's own table markup: widths, colgroup and spans go.
    expect(
      sanitizePostHtml('<table style="min-width: 50px"><colgroup><col style="min-width: 25px"><col></colgroup><tbody><tr><th colspan="1" rowspan="1"><p>A</p></th><td colspan="2" rowspan="1" colwidth="100"><p>B</p></td></tr></tbody></table>'),
    ).toBe('<table><tbody><tr><th><p>A</p></th><td><p>B</p></td></tr></tbody></table>')
  })

  it('unwraps an aside, sup or div without its one class, keeping the words, and drops every other attribute', () => {
    expect(sanitizePostHtml('<div class="WordSection1"><p>a</p></div><div><p>b</p></div><aside><p>c</p></aside><aside class="callout x"><p>d</p></aside><p>m<sup>2</sup></p>')).toBe(
      '<p>a</p><p>b</p><p>c</p><p>d</p><p>m2</p>',
    )
    expect(sanitizePostHtml('<aside class="callout" style="color:red" onclick="x()" id="a"><p>e</p></aside><sup class="footnote" title="t">f</sup>')).toBe(
      '<aside class="callout"><p>e</p></aside><sup class="footnote">f</sup>',
    )
    expect(sanitizePostHtml('<div class="link-card" data-src="https://www.youtube-nocookie.com/embed/dQw4w9WgXcQ"><p>g</p></div><div class="embed link-card"><p>h</p></div>')).toBe(
      '<div class="link-card"><p>g</p></div><p>h</p>',
    )
    // Nested: each end tag finds its own start (an unwrapped one inside a kept one, and the reverse).
    expect(sanitizePostHtml('<div class="link-card"><div><p>i</p></div></div><div><div class="link-card"><p>j</p></div></div>')).toBe(
      '<div class="link-card"><p>i</p></div><div class="link-card"><p>j</p></div>',
    )
  })

  it('keeps embeds only from youtube-nocookie.com and Vimeo’s player with dnt=1, and says so in Indonesian', () => {
    const refused = [
      'https://www.youtube.com/embed/dQw4w9WgXcQ',
      'https://evil.example/embed/dQw4w9WgXcQ',
      'https://www.youtube-nocookie.com/embed/dQw4w9WgXcQ?autoplay=1',
      'https://www.youtube-nocookie.com/embed/dQw4w9WgXcQ/../../x',
      'https://www.youtube-nocookie.com.evil.example/embed/dQw4w9WgXcQ',
      'http://www.youtube-nocookie.com/embed/dQw4w9WgXcQ',
      'https://player.vimeo.com/video/76979871',
      'https://player.vimeo.com/video/76979871?dnt=1&x=1',
      'javascript:alert(1)//https://player.vimeo.com/video/1?dnt=1',
      '',
    ]
    for (const src of refused) {
      const html = `<p>a</p><div class="embed" data-src="${src}" data-title="x"></div>`
      expect(sanitizePostHtml(html), src).toBe('<p>a</p>')
      expect(sanitizeRichText(html), src).toEqual({ problem: EMBED_HOST_REFUSED })
    }
    expect(EMBED_HOST_REFUSED).toMatch(/^Hanya video YouTube atau Vimeo/)
    // A title is text: escaped, spaces collapsed, cut to a length.
    expect(sanitizePostHtml(`<div class="embed" data-src="https://player.vimeo.com/video/1?dnt=1" data-title='a "b" <script>  c ${'x'.repeat(300)}'></div>`)).toMatch(
      /^<div class="embed" data-src="https:\/\/player\.vimeo\.com\/video\/1\?dnt=1" data-title="a &quot;b&quot; &lt;script&gt; c x{183}"><\/div>$/,
    )
  })

  it('reads what Word and Google Docs put on the clipboard into the stored form', () => {
    const word =
      '<html xmlns:o="urn:schemas-microsoft-com:office:office"><head><style>p.MsoNormal{font-family:Calibri}</style></head><body lang=EN-US>' +
      "<div class=WordSection1><h1 style='mso-fareast-font-family:Calibri'><span lang=IN>Judul</span></h1>" +
      "<p class=MsoNormal><b><span style='font-family:Arial'>Tebal</span></b><o:p></o:p></p>" +
      "<table class=MsoTableGrid border=1 cellspacing=0 style='border-collapse:collapse'><tr><td width=200 valign=top style='width:150pt'><p class=MsoNormal>Sel<o:p></o:p></p></td></tr></table>" +
      '<!--[if gte mso 9]><xml><w:WordDocument></w:WordDocument></xml><![endif]--></div></body></html>'
    expect(sanitizePostHtml(word)).toBe('<h2>Judul</h2><p><b>Tebal</b></p><table><tr><td><p>Sel</p></td></tr></table>')
    const docs =
      '<meta charset="utf-8"><b style="font-weight:normal;" id="docs-internal-guid-1a2b"><h2 dir="ltr" style="line-height:1.38"><span style="font-size:16pt;font-family:Arial">Bagian</span></h2>' +
      '<ul style="margin-top:0"><li dir="ltr" style="list-style-type:disc" aria-level="1"><p dir="ltr" role="presentation"><a href="https://contoh.id" style="text-decoration:none"><span style="color:#1155cc">tautan</span></a></p></li></ul></b>'
    expect(sanitizePostHtml(docs)).toBe(`<b><h2>Bagian</h2><ul><li><p><a href="https://contoh.id" rel="${EXTERNAL_REL}">tautan</a></p></li></ul></b>`)
  })

  it('maps other heading levels into h2 and h3', () => {
    expect(sanitizePostHtml('<h1>A</h1><h4>B</h4><h6>C</h6>')).toBe('<h2>A</h2><h3>B</h3><h3>C</h3>')
  })

  it('closes broken markup and drops empty paragraphs', () => {
    expect(sanitizePostHtml('<p>a <strong>b <em>c</p><p></p><p> </p>')).toBe('<p>a <strong>b <em>c</em></strong></p>')
    expect(sanitizePostHtml('')).toBe('')
  })
})

/** Every tag of the stored form and the attributes each may carry, with the values they may have. */
const STORED_ATTRIBUTES: Record<string, Record<string, (value: string) => boolean>> = {
  a: { href: (v) => /^(https?:\/\/|mailto:)/i.test(v), rel: (v) => v === EXTERNAL_REL },
  aside: { class: (v) => v === 'callout' },
  sup: { class: (v) => v === 'footnote' },
  div: { class: (v) => v === 'embed' || v === 'link-card', 'data-src': (v) => STORED_EMBED_SRC.test(v), 'data-title': (v) => v.length <= 200 },
}

/**
 * The tags and attributes of sanitized markup, read by the sanitizer's own parser, and whether
 * its tags balance as written (every start tag closed by its own end tag, in order: the
 * parser's implied closes, as of a <td> in a <th>, are its reading, not the text's).
 */
function parsed(html: string): { tags: { name: string; attribs: Record<string, string> }[]; balanced: boolean } {
  const tags: { name: string; attribs: Record<string, string> }[] = []
  const parser = new Parser({ onopentag: (name, attribs) => void tags.push({ name, attribs }) }, { decodeEntities: true })
  parser.write(html)
  parser.end()
  const open: string[] = []
  let balanced = !/<(?![a-z/])/.test(html)
  for (const [, closing, name] of html.matchAll(/<(\/?)([a-z0-9]+)[^>]*>/g)) {
    if (name === 'br') continue
    if (!closing) open.push(name!)
    else if (open.pop() !== name) balanced = false
  }
  return { tags, balanced: balanced && open.length === 0 }
}

const EMBED_SOURCES = ['https://www.youtube-nocookie.com/embed/dQw4w9WgXcQ', 'https://player.vimeo.com/video/1?dnt=1', 'https://www.youtube.com/embed/dQw4w9WgXcQ', 'javascript:alert(1)', '']
const attribute = fc.oneof(
  fc.constantFrom('', ' class="callout"', ' class="footnote"', ' class="embed"', ' class="link-card"', ' class="MsoNormal"', ' style="color:red"', ' onclick="alert(1)"', ' colspan="2"', ' data-title="a &quot; b"', ' href="https://contoh.id/"', ' href="javascript:x()"'),
  fc.constantFrom(...EMBED_SOURCES).map((src) => ` class="embed" data-src="${src}"`),
)
const text = fc.constantFrom('kata', ' ', '&amp;', '<', '>', '"', 'é')
const markup = fc.letrec((tie) => ({
  node: fc.oneof(
    { depthSize: 'small', withCrossShrink: true },
    text,
    fc.constantFrom('<br>', '<img src=x onerror=alert(1)>', '<!-- c -->', '<script>alert(1)</script>'),
    fc
      .tuple(
        fc.constantFrom('p', 'h1', 'h2', 'h3', 'h4', 'ul', 'ol', 'li', 'strong', 'em', 'a', 'blockquote', 'table', 'thead', 'tbody', 'tr', 'th', 'td', 'aside', 'sup', 'div', 'span', 'iframe', 'col', 'colgroup'),
        attribute,
        fc.array(tie('node') as fc.Arbitrary<string>, { maxLength: 3 }),
        fc.boolean(),
      )
      .map(([name, attrs, children, closed]) => `<${name}${attrs}>${children.join('')}${closed ? `</${name}>` : ''}`),
  ),
}))

describe('sanitized rich text, for any markup (property)', () => {
  it('holds only the stored form’s tags and attributes, balanced', () => {
    fc.assert(
      fc.property(fc.array(markup.node, { maxLength: 6 }), (nodes) => {
        const clean = sanitizePostHtml(nodes.join(''))
        const { tags, balanced } = parsed(clean)
        expect(balanced, clean).toBe(true)
        for (const { name, attribs } of tags) {
          expect(ALLOWED_TAGS as readonly string[], clean).toContain(name)
          for (const [attribute, value] of Object.entries(attribs)) expect(STORED_ATTRIBUTES[name]?.[attribute]?.(value), `${name} ${attribute}="${value}" in ${clean}`).toBe(true)
          // Only a tag with its class or target is left: the others were unwrapped.
          if (['aside', 'sup', 'div'].includes(name)) expect(attribs.class, clean).toBeTruthy()
          if (name === 'div' && attribs.class === 'embed') expect(attribs['data-src'], clean).toBeTruthy()
        }
      }),
      { numRuns: Number(process.env.SANITIZER_RUNS ?? 400) },
    )
  })

  it('renders for the public page as balanced markup that frames nothing and runs nothing', () => {
    fc.assert(
      fc.property(fc.array(markup.node, { maxLength: 6 }), (nodes) => {
        const clean = sanitizePostHtml(nodes.join(''))
        const { html } = renderRichText(clean, RICH_TEXT_LABELS.id)
        const { tags, balanced } = parsed(html)
        expect(balanced, html).toBe(true)
        for (const { name, attribs } of tags) {
          expect(['script', 'iframe', 'img', 'object', 'embed', 'style'], html).not.toContain(name)
          for (const [attribute, value] of Object.entries(attribs)) {
            expect(attribute, html).not.toMatch(/^on|^style$/)
            if (attribute === 'href') expect(value, html).toMatch(/^(https?:\/\/|mailto:|#)/)
            if (attribute === 'data-embed-src') expect(value, html).toMatch(STORED_EMBED_SRC)
          }
        }
        // Ids are unique.
        const ids = tags.flatMap(({ attribs }) => (attribs.id ? [attribs.id] : []))
        expect(new Set(ids).size, html).toBe(ids.length)
      }),
      { numRuns: Number(process.env.SANITIZER_RUNS ?? 400) },
    )
  })
})

describe('images in rich text (figure, img, figcaption)', () => {
  const PATH = 'blog_images/0f8e4c2a-1b2c-4d5e-8f90-a1b2c3d4e5f6.jpg'

  it('keeps an image of the site’s own image folders with its alternative text and caption', () => {
    expect(sanitizePostHtml(`<figure><img src="/media/${PATH}" alt="Ruang  sidang" width="1600" height="900"><figcaption>Ruang sidang</figcaption></figure>`)).toBe(
      `<figure><img src="/media/${PATH}" alt="Ruang sidang" width="1600" height="900" /><figcaption>Ruang sidang</figcaption></figure>`,
    )
  })

  it('refuses another host, a protocol-relative address and a path outside the image folders, keeping the caption’s words', () => {
    for (const src of ['https://evil.example/a.jpg', `//evil.example/${PATH}`, `https://www.example.test/media/${PATH}`, '/media/cv/a.pdf', '/media/blog_images/../x.jpg', `/media/${PATH}?v=1`, `/img/640/${PATH}`]) {
      const out = sanitizePostHtml(`<figure><img src="${src}" alt="x"><figcaption>Keterangan</figcaption></figure><p>lalu</p>`)
      expect(out, src).toBe('Keterangan<p>lalu</p>')
    }
  })

  it('refuses data: and javascript: sources', () => {
    expect(sanitizePostHtml('<p>a<img src="data:image/png;base64,iVBORw0KGgo=" alt="x">b</p>')).toBe('<p>ab</p>')
    expect(sanitizePostHtml('<p>a<img src="javascript:alert(1)" alt="x">b</p>')).toBe('<p>ab</p>')
  })

  it('strips srcset, style, class, event handlers and a pixel size that is no plain number', () => {
    const out = sanitizePostHtml(`<figure class="x" style="color:red" onclick="alert(1)"><img src="/media/${PATH}" alt="a" srcset="https://evil.example/a.jpg 2x" sizes="100vw" style="width:1px" class="y" onerror="alert(2)" loading="eager" width="100%" height="9"><figcaption style="x" onmouseover="alert(3)">k</figcaption></figure>`)
    expect(out).toBe(`<figure><img src="/media/${PATH}" alt="a" /><figcaption>k</figcaption></figure>`)
  })
})
