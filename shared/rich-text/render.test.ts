import { describe, expect, it } from 'vitest'
import { EMBED_MARKER, renderRichText, RICH_TEXT_LABELS, slugFromText } from './render'

const id = RICH_TEXT_LABELS.id
const en = RICH_TEXT_LABELS.en
const render = (html: string, labels = id) => renderRichText(html, labels).html

describe('renderRichText', () => {
  it('leaves text without new blocks as it is', () => {
    expect(render('<p>Teks <strong>tebal</strong></p><ul><li><p>a</p></li></ul>')).toBe('<p>Teks <strong>tebal</strong></p><ul><li><p>a</p></li></ul>')
    expect(renderRichText('', id)).toEqual({ html: '', hasEmbed: false })
  })

  it('gives every heading an id from its words, unique in the text', () => {
    const html = render('<h2>Latar Belakang</h2><h3>Dasar hukum &amp; <em>asas</em></h3><h2>Latar Belakang</h2><h2>Pasal 1 — Ketentuan Umum</h2><h3>Éléments</h3><h2>!!!</h2>')
    expect(html).toContain('<h2 id="latar-belakang">Latar Belakang</h2>')
    expect(html).toContain('<h3 id="dasar-hukum-asas">Dasar hukum &amp; <em>asas</em></h3>')
    expect(html).toContain('<h2 id="latar-belakang-2">Latar Belakang</h2>')
    expect(html).toContain('<h2 id="pasal-1-ketentuan-umum">')
    expect(html).toContain('<h3 id="elements">')
    expect(html).toContain('<h2 id="bagian">!!!</h2>')
    expect(slugFromText('  Hak &amp; Kewajiban  ')).toBe('hak-kewajiban')
    // The renderer's own ids are never a heading's.
    const own = render('<h2>Toc title</h2><h2>FN 1</h2><p>a<sup class="footnote">n</sup></p>')
    expect(own).toContain('<h2 id="toc-title-2">Toc title</h2><h2 id="fn-1-2">FN 1</h2>')
  })

  it('puts a table of contents before a text with three or more h2, in the page’s language', () => {
    const two = '<h2>Satu</h2><p>a</p><h2>Dua</h2>'
    expect(render(two)).not.toContain('<nav')
    const three = `${two}<h3>Rinci</h3><h2>Tiga <a href="https://contoh.id" rel="noopener noreferrer nofollow">tautan</a></h2>`
    const html = render(three)
    expect(html.startsWith('<nav class="article-toc" aria-labelledby="toc-title"><h2 id="toc-title">Daftar isi</h2><ol>')).toBe(true)
    expect(html).toContain('<li><a href="#satu">Satu</a></li><li><a href="#dua">Dua</a><ol><li><a href="#rinci">Rinci</a></li></ol></li><li><a href="#tiga-tautan">Tiga tautan</a></li>')
    expect(render(three, en)).toContain('<h2 id="toc-title">Contents</h2>')
  })

  it('numbers footnotes, linking each reference to its note and back', () => {
    const html = render('<p>Satu<sup class="footnote">UU No. 13 Tahun 2003, Pasal 1.</sup> dua<sup class="footnote">Lihat <em>putusan</em>.</sup></p>')
    expect(html).toContain('<p>Satu<sup class="footnote-ref"><a href="#fn-1" id="fnref-1" aria-label="Catatan kaki 1">1</a></sup> dua<sup class="footnote-ref"><a href="#fn-2" id="fnref-2" aria-label="Catatan kaki 2">2</a></sup></p>')
    expect(html).toMatch(/<section class="footnotes" aria-labelledby="fn-title"><h2 id="fn-title">Catatan kaki<\/h2><ol><li id="fn-1">UU No. 13 Tahun 2003, Pasal 1. <a href="#fnref-1" class="footnote-back" aria-label="Kembali ke rujukan 1">↩<\/a><\/li><li id="fn-2">Lihat <em>putusan<\/em>. .*<\/ol><\/section>$/)
    expect(render('<p>a<sup class="footnote">n</sup></p>', en)).toContain('<h2 id="fn-title">Notes</h2>')
    // A footnote in a footnote (never the editor's) is one note, its markup dropped.
    expect(render('<p>a<sup class="footnote">x<sup class="footnote">y</sup>z</sup></p>')).toContain('<li id="fn-1">xyz <a href="#fnref-1"')
  })

  it('turns a video into a preview that loads nothing from the provider: a link, no frame, no image', () => {
    const rendered = renderRichText('<div class="embed" data-src="https://www.youtube-nocookie.com/embed/dQw4w9WgXcQ" data-title="Webinar &quot;PKWT&quot;"></div>', id)
    expect(rendered.hasEmbed).toBe(true)
    expect(rendered.html).toContain(`${EMBED_MARKER}="https://www.youtube-nocookie.com/embed/dQw4w9WgXcQ"`)
    expect(rendered.html).toContain('<a class="embed-preview" href="https://www.youtube.com/watch?v=dQw4w9WgXcQ" rel="noopener noreferrer nofollow">')
    expect(rendered.html).toContain('Putar video YouTube: Webinar &quot;PKWT&quot;')
    expect(rendered.html).toContain('<figcaption>Webinar &quot;PKWT&quot;</figcaption>')
    expect(rendered.html).not.toMatch(/<iframe|<img|\ssrc=/)
    const vimeo = render('<div class="embed" data-src="https://player.vimeo.com/video/76979871?dnt=1"></div>', en)
    expect(vimeo).toContain('href="https://vimeo.com/76979871"')
    expect(vimeo).toContain('Play Vimeo video')
    expect(vimeo).toContain('The video loads from Vimeo only once you click it.')
    // An address that is not a stored one (the sanitizer never keeps it) is dropped.
    expect(renderRichText('<div class="embed" data-src="https://evil.example/x"></div>', id)).toEqual({ html: '', hasEmbed: false })
  })

  it('puts each table in a region that scrolls sideways and takes the keyboard', () => {
    const html = render('<table><tbody><tr><th><p>A</p></th></tr></tbody></table><table><tbody><tr><td>b</td></tr></tbody></table>')
    expect(html).toBe(
      '<div class="table-scroll" role="region" tabindex="0" aria-label="Tabel 1"><table><tbody><tr><th><p>A</p></th></tr></tbody></table></div>' +
        '<div class="table-scroll" role="region" tabindex="0" aria-label="Tabel 2"><table><tbody><tr><td>b</td></tr></tbody></table></div>',
    )
  })

  it('renders the largest texts the sanitizer accepts in linear time', () => {
    // Each filled to about 100,000 `<` and `>` (MAX_MARKUP) or 2 MB.
    const inputs = [
      '<h2>Sama</h2>'.repeat(25_000),
      '<p>a<sup class="footnote">Catatan</sup></p>'.repeat(12_500),
      `<table><tbody>${'<tr><td><p>sel</p></td><td><p>sel</p></td></tr>'.repeat(5_000)}</tbody></table>`,
      '<div class="embed" data-src="https://www.youtube-nocookie.com/embed/dQw4w9WgXcQ" data-title="t"></div>'.repeat(25_000),
      `<h2>${'x'.repeat(2 * 1024 * 1024)}</h2>`,
      `<sup class="footnote">${'<sup class="footnote">'.repeat(99)}${'x'.repeat(1024 * 1024)}`,
    ]
    for (const html of inputs) {
      const started = performance.now()
      renderRichText(html, id)
      // As the sanitizer's own worst cases: far under on a quiet machine (about 150 ms each), bounded on a busy one.
      expect(performance.now() - started, html.slice(0, 30)).toBeLessThan(1500)
    }
  })
})

describe('images of the text', () => {
  const PATH = 'blog_images/0f8e4c2a-1b2c-4d5e-8f90-a1b2c3d4e5f6.jpg'

  it('get resized renditions no wider than the file, its pixel size, lazy loading; the caption stays', () => {
    const html = render(`<figure><img src="/media/${PATH}" alt="Ruang sidang" width="700" height="400" /><figcaption>Ruang sidang</figcaption></figure>`)
    expect(html).toBe(
      `<figure><img src="/img/640/${PATH}" srcset="/img/320/${PATH} 320w, /img/480/${PATH} 480w, /img/640/${PATH} 640w" sizes="(min-width: 860px) 760px, 92vw" alt="Ruang sidang" width="700" height="400" loading="lazy" decoding="async" /><figcaption>Ruang sidang</figcaption></figure>`,
    )
  })

  it('offer every width up to 1600 for a large file, 960 as the fallback source', () => {
    const html = render(`<figure><img src="/media/${PATH}" alt="a" width="4000" height="3000" /></figure>`)
    expect(html).toContain(`src="/img/960/${PATH}"`)
    expect(html).toContain(`/img/1600/${PATH} 1600w"`)
  })
})
