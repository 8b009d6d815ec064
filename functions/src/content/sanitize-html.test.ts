import { describe, expect, it } from 'vitest'
import { CONTENT_TOO_COMPLEX, CONTENT_TOO_DEEP, ContentTooDeepError, EXTERNAL_REL, MAX_MARKUP, MAX_NESTING, markupCount, nestedTooDeeply, richTextProblem, sanitizePostHtml, sanitizeRichText } from './sanitize-html'

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
    /** `unit` repeated to the most markup accepted, then plain text to 2 MB. */
    const most = (unit: string) => {
      const markup = unit.repeat(Math.floor(MAX_MARKUP / markupCount(unit)))
      return markup + 'a'.repeat(Math.max(0, size - markup.length))
    }
    const units = [
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

  it('maps other heading levels into h2 and h3', () => {
    expect(sanitizePostHtml('<h1>A</h1><h4>B</h4><h6>C</h6>')).toBe('<h2>A</h2><h3>B</h3><h3>C</h3>')
  })

  it('closes broken markup and drops empty paragraphs', () => {
    expect(sanitizePostHtml('<p>a <strong>b <em>c</p><p></p><p> </p>')).toBe('<p>a <strong>b <em>c</em></strong></p>')
    expect(sanitizePostHtml('')).toBe('')
  })
})
