/**
 * The editor's blocks, from the toolbar to the public page:
 *   - in a blog's form, the buttons named Tabel, Sematkan and Catatan kaki insert a table, a
 *     video (another host refused with its Indonesian message) and a footnote; a text pasted
 *     with three h2, a callout and a link card joins them; Simpan saves it;
 *   - the public page shows the table, the numbered footnote linking to its note and back, a
 *     table of contents, and the video as a preview: no frame and no request to any other host
 *     until the visitor clicks it, then the player from youtube-nocookie.com, which the page's
 *     CSP lets in; a page without a video loads no script for one;
 *   - a page with a video stays within the public pages' 6 KB of JavaScript (decision 11), its
 *     player's script included;
 *   - pasting what Word and Google Docs put on the clipboard keeps headings, lists, bold and
 *     italics, links and tables, and drops classes, styles, fonts and spans.
 * Screenshots of the public article at 390 and 1366 px, and of the editor holding the blocks:
 * artifacts/screenshots/rich-text-blocks-*.
 */
import { mkdirSync, readFileSync } from 'node:fs'
import path from 'node:path'
import type { Browser, Locator, Page } from 'playwright-core'
import { afterAll, beforeAll, describe, expect, it } from 'vitest'
import { EMBED_HOST_REFUSED } from '../../shared/rich-text/embeds'
import { clickAndWaitForNavigation, expectNoErrors, expectToast, hydrated, launchBrowser, newPage, prepareRun, ROOT, SCREENSHOT_QUALITY, screenshot, signIn, startSite, type Site } from './harness'

let site: Site
let browser: Browser
let staff: Page

beforeAll(async () => {
  ;[site, browser] = await Promise.all([startSite(), launchBrowser()])
  staff = await newPage(browser, { baseURL: site.baseUrl })
  await signIn(staff)
}, 120_000)

afterAll(async () => {
  await browser?.close()
  await site?.stop()
}, 30_000)

/** The newest blog on the public site (a published one): its title and address. */
async function newestPublishedBlog(page: Page) {
  await page.goto('/blogs')
  const card = page.locator('main article').first()
  return { title: (await card.locator('h2').innerText()).trim(), path: (await card.locator('h2 a').getAttribute('href'))! }
}

/** Opens a blog's form (the first one listed unless named) and waits for its editor; the Konten field's area, toolbar and panel. */
async function openBlog(page: Page, title?: string) {
  await page.goto('/dashboard/blogs')
  await clickAndWaitForNavigation(page, title ? page.getByRole('link', { name: `Ubah ${title}`, exact: true }) : page.getByRole('link', { name: /^Ubah / }).first())
  await page.locator('.editor-frame[data-ready="true"]').first().waitFor()
  await hydrated(page.locator('.form-actions button[name="intent"]'))
  const area = page.getByRole('textbox', { name: 'Konten', exact: true })
  const frame = page.locator('.editor-frame', { has: area })
  return { area, frame, button: (name: string) => frame.getByRole('toolbar').getByRole('button', { name, exact: true }) }
}

/** Puts `html` on the clipboard and pastes it where the editor's cursor is, as Word or Docs would. */
async function paste(area: Locator, html: string) {
  await area.evaluate((element, markup) => {
    const data = new DataTransfer()
    data.setData('text/html', markup)
    data.setData('text/plain', markup.replace(/<[^>]*>/g, ''))
    element.dispatchEvent(new ClipboardEvent('paste', { clipboardData: data, bubbles: true, cancelable: true }))
  }, html)
}

/** The Tiptap editor on its area (Tiptap sets it on the element), as far as these tests use it. */
interface AreaEditor {
  state: { doc: { descendants(visit: (node: { isTextblock: boolean; textContent: string; nodeSize: number }, pos: number) => boolean | void): void } }
  chain(): { focus(at?: string): { setTextSelection(pos: number): { run(): boolean }; run(): boolean } }
}

/**
 * Puts the cursor at the end of the paragraph holding `words` (or of the text, without them)
 * through the editor: a click and End now and then left it elsewhere (a click right after
 * typing in a table stayed in its cell; End after a click mid-line stayed mid-line).
 */
async function cursorAtEnd(area: Locator, words?: string) {
  await area.evaluate((element, text) => {
    const editor = (element as HTMLElement & { editor: AreaEditor }).editor
    if (text === undefined) return void editor.chain().focus('end').run()
    let end = -1
    editor.state.doc.descendants((node, pos) => {
      if (end === -1 && node.isTextblock && node.textContent.includes(text)) end = pos + node.nodeSize - 1
    })
    editor.chain().focus().setTextSelection(end).run()
  }, words)
}

/** What the field sends when the form is saved. */
const fieldValue = (page: Page) => page.locator('input[type="hidden"][name="content"]').inputValue()

const ARTICLE =
  '<h2>Latar belakang</h2><p>Peraturan baru tentang pelindungan data pribadi mengubah cara perusahaan menengah mengelola data pelanggan dan karyawan mereka.</p>' +
  '<aside class="callout"><p>Batas waktu penyesuaian adalah 17 Oktober 2026.</p></aside>' +
  '<h2>Kewajiban utama</h2><p>Pengendali data wajib menunjuk pejabat pelindungan data.</p>' +
  '<h2>Langkah berikutnya</h2><p>Daftarkan tim Anda pada lokakarya kami.</p>' +
  '<div class="link-card"><a href="https://contoh.co.id/lokakarya">Pendaftaran lokakarya PDP</a><p>Dua jam, daring, gratis untuk klien.</p></div><p>Penutup.</p>'

describe('rich-text blocks', { timeout: 120_000 }, () => {
  it('inserts a table, a video and a footnote from the toolbar; the public page shows them, the video only after a click', async () => {
    const published = await newestPublishedBlog(staff)
    const { area, frame, button } = await openBlog(staff, published.title)
    await area.click()
    await staff.keyboard.press('ControlOrMeta+a')
    await staff.keyboard.press('Delete')
    await paste(area, ARTICLE)
    await expect.poll(() => area.locator('h2').count()).toBe(3)

    // A footnote at the end of the first paragraph.
    await cursorAtEnd(area, 'Peraturan baru')
    await button('Catatan kaki').click()
    await frame.getByLabel('Isi catatan kaki').fill('Undang-Undang Nomor 27 Tahun 2022 tentang Pelindungan Data Pribadi.')
    await frame.getByRole('button', { name: 'Terapkan' }).click()
    await expect.poll(() => area.locator('sup.footnote').count()).toBe(1)

    // A table in a new paragraph after the second section's text: header row and two more.
    await cursorAtEnd(area, 'Pengendali data wajib')
    await staff.keyboard.press('Enter')
    await button('Tabel').click()
    await expect.poll(() => area.locator('table th').count()).toBe(3)
    const cells = ['Kewajiban', 'Dasar', 'Tenggat', 'Pejabat PDP', 'Pasal 53', 'Okt 2026', 'Catatan pemrosesan', 'Pasal 31', 'Okt 2026']
    for (const [index, cell] of cells.entries()) {
      if (index > 0) await staff.keyboard.press('Tab')
      await staff.keyboard.type(cell)
    }
    await expect.poll(() => frame.getByRole('group', { name: 'Alat tabel' }).count()).toBe(1)

    // A video after the closing words: another host is refused, in Indonesian; YouTube's address is kept as its nocookie player.
    await cursorAtEnd(area)
    await staff.keyboard.press('Enter')
    await button('Sematkan').click()
    const address = frame.getByLabel('Alamat video YouTube atau Vimeo')
    await address.fill('https://video.contoh.example/tonton/123')
    await frame.getByRole('button', { name: 'Terapkan' }).click()
    expect(await frame.getByRole('alert').innerText()).toBe(EMBED_HOST_REFUSED)
    await address.fill('https://www.youtube.com/watch?v=dQw4w9WgXcQ')
    await frame.getByLabel('Judul video').fill('Webinar pelindungan data pribadi')
    await frame.getByRole('button', { name: 'Terapkan' }).click()
    await expect.poll(() => area.locator('div.embed').count()).toBe(1)

    mkdirSync(path.join(ROOT, 'artifacts', 'screenshots'), { recursive: true })
    await frame.screenshot({ path: path.join(ROOT, 'artifacts', 'screenshots', 'rich-text-blocks-editor.jpg'), type: 'jpeg', quality: SCREENSHOT_QUALITY, animations: 'disabled' })
    // Each block where it was put: the table after its paragraph, whole; the video after the closing words, not in the table.
    expect(await area.locator('table div.embed').count()).toBe(0)
    expect(await area.locator('p', { hasText: 'Pengendali data wajib menunjuk pejabat pelindungan data.' }).count()).toBe(1)
    const saved = await fieldValue(staff)
    expect(saved).toContain('<div class="embed" data-src="https://www.youtube-nocookie.com/embed/dQw4w9WgXcQ" data-title="Webinar pelindungan data pribadi"></div>')
    expect(saved).toContain('<sup class="footnote">Undang-Undang Nomor 27 Tahun 2022 tentang Pelindungan Data Pribadi.</sup>')
    await clickAndWaitForNavigation(staff, staff.getByRole('button', { name: 'Simpan', exact: true }))
    await expectToast(staff, 'Blog tersimpan.')
    expectNoErrors(staff)

    // The public page, as a visitor sees it; every request to another host is recorded (and answered here).
    const visitor = await newPage(browser, { baseURL: site.baseUrl, viewport: { width: 1366, height: 900 } })
    const elsewhere: string[] = []
    await visitor.route(
      (url) => url.host !== new URL(site.baseUrl).host,
      async (route) => {
        elsewhere.push(route.request().url())
        await route.fulfill({ status: 200, contentType: 'text/html', body: '<!doctype html><title>player</title><p>player</p>' })
      },
    )
    const response = await visitor.goto(published.path)
    const csp = response!.headers()['content-security-policy'] ?? ''
    expect(csp).toContain("frame-src 'self' https://www.youtube-nocookie.com https://player.vimeo.com")
    await visitor.waitForLoadState('networkidle')
    const prose = visitor.locator('.prose')
    expect(await prose.getByRole('table').locator('th').allInnerTexts()).toEqual(['Kewajiban', 'Dasar', 'Tenggat'])
    expect(await prose.getByRole('region', { name: 'Tabel 1' }).count()).toBe(1)
    const reference = prose.getByRole('link', { name: 'Catatan kaki 1' })
    expect(await reference.getAttribute('href')).toBe('#fn-1')
    expect(await prose.locator('[id="fn-1"]').innerText()).toContain('Undang-Undang Nomor 27 Tahun 2022')
    expect(await prose.getByRole('link', { name: 'Kembali ke rujukan 1' }).getAttribute('href')).toBe('#fnref-1')
    const contents = prose.getByRole('navigation', { name: 'Daftar isi' })
    expect(await contents.getByRole('link').allInnerTexts()).toEqual(['Latar belakang', 'Kewajiban utama', 'Langkah berikutnya'])
    expect(await prose.locator('aside.callout').innerText()).toContain('17 Oktober 2026')
    expect(await prose.locator('.link-card a').getAttribute('href')).toBe('https://contoh.co.id/lokakarya')
    const preview = prose.getByRole('link', { name: /^Putar video YouTube: Webinar pelindungan data pribadi/ })
    expect(await preview.count()).toBe(1)

    // Before the click: no frame, no image, nothing asked of another host.
    expect(await visitor.locator('iframe').count()).toBe(0)
    expect(await prose.locator('img').count()).toBe(0)
    expect(elsewhere).toEqual([])
    await screenshot(visitor, 'rich-text-blocks-1366')
    await visitor.setViewportSize({ width: 390, height: 844 })
    await screenshot(visitor, 'rich-text-blocks-390')
    // The table scrolls in its own region; the page never scrolls sideways.
    expect(await visitor.evaluate(() => document.documentElement.scrollWidth <= window.innerWidth)).toBe(true)

    await preview.click()
    const player = prose.locator('iframe')
    await player.waitFor()
    expect(await player.getAttribute('src')).toBe('https://www.youtube-nocookie.com/embed/dQw4w9WgXcQ?autoplay=1')
    expect(await player.getAttribute('title')).toBe('Webinar pelindungan data pribadi')
    await expect.poll(() => elsewhere).toEqual(['https://www.youtube-nocookie.com/embed/dQw4w9WgXcQ?autoplay=1'])
    expectNoErrors(visitor)

    // A page without a video loads one script fewer: the player's is not fetched there.
    const scriptPaths = (page: Page) => page.evaluate(() => [...new Set(performance.getEntriesByType('resource').map((entry) => new URL(entry.name).pathname).filter((p) => p.endsWith('.js')))])
    const scripts = async (page: Page) => (await scriptPaths(page)).length
    const withVideo = await scripts(visitor)
    // Weighed as the site serves them (brotli), as public-js-budget.e2e.test.ts weighs every page type.
    const assets = path.join((await prepareRun()).distDir, 'public')
    const brotli = (await scriptPaths(visitor)).reduce((sum, script) => sum + readFileSync(path.join(assets, `${script}.br`)).length, 0)
    console.info(`public JavaScript on a page with a video: ${brotli} B brotli`)
    expect(brotli).toBeLessThanOrEqual(6 * 1024)
    const plain = await newPage(browser, { baseURL: site.baseUrl })
    await plain.goto('/about')
    await plain.waitForLoadState('networkidle')
    expect(await plain.locator('figure[data-embed-src]').count()).toBe(0)
    expect(await scripts(plain)).toBe(withVideo - 1)
    await plain.close()
    await visitor.close()
  })

  it('keeps headings, lists, bold, italics, links and tables pasted from Word and Google Docs, and nothing else', async () => {
    const { area } = await openBlog(staff)
    await area.click()
    await staff.keyboard.press('ControlOrMeta+a')
    await staff.keyboard.press('Delete')
    await paste(area, WORD_CLIPBOARD)
    const fromWord = await fieldValue(staff)
    expect(fromWord).toContain('<h2>Ketentuan Umum</h2>')
    expect(fromWord).toContain('<h3>Ruang lingkup</h3>')
    expect(fromWord).toMatch(/<strong>Pengendali data<\/strong>|<b>Pengendali data<\/b>/)
    expect(fromWord).toMatch(/<em>lex specialis<\/em>|<i>lex specialis<\/i>/)
    expect(fromWord).toContain('<ol><li><p>Menunjuk pejabat pelindungan data;</p></li><li><p>Mencatat kegiatan pemrosesan.</p><ul><li><p>termasuk data karyawan</p></li></ul></li></ol>')
    expect(fromWord).toMatch(/<a [^>]*href="https:\/\/peraturan\.go\.id\/uu-27-2022"[^>]*>UU 27\/2022<\/a>/)
    expect(fromWord).toMatch(/<table[^>]*>.*Pasal<.*Kewajiban<.*<p>Pasal 53<\/p>.*<\/table>/)
    expect(fromWord).not.toMatch(/class="Mso|style=".*mso-|<span|<o:p|font-family|1\.\u00a0/)

    await area.click()
    await staff.keyboard.press('ControlOrMeta+a')
    await staff.keyboard.press('Delete')
    await paste(area, DOCS_CLIPBOARD)
    const fromDocs = await fieldValue(staff)
    expect(fromDocs).toContain('<h2>Ringkasan Putusan</h2>')
    expect(fromDocs).toMatch(/<p>Mahkamah <strong>mengabulkan<\/strong> sebagian permohonan dengan pertimbangan <em>ultra petita<\/em>\.<\/p>/)
    expect(fromDocs).toContain('<ul><li><p>Amar pertama</p></li><li><p>Amar kedua</p></li></ul>')
    expect(fromDocs).toContain('href="https://www.mkri.id/putusan"')
    expect(fromDocs).toMatch(/<table[^>]*>.*Perkara<.*<p>Nomor 1\/PUU-XXIII\/2025<\/p>.*<\/table>/)
    // Docs' wrapper is not bold (font-weight:normal), and its spans, ids and styles go.
    expect(fromDocs).not.toMatch(/docs-internal-guid|<span|font-size|<strong><h2|dir="ltr"/)
    expect(fromDocs.startsWith('<h2>')).toBe(true)
    expectNoErrors(staff)
  })
})

/** What Word for Windows puts on the clipboard (trimmed of its long style sheet): lists are styled paragraphs. */
const WORD_CLIPBOARD = `<html xmlns:v="urn:schemas-microsoft-com:vml" xmlns:o="urn:schemas-microsoft-com:office:office" xmlns:w="urn:schemas-microsoft-com:office:word" xmlns="http://www.w3.org/TR/REC-html40">
<head><meta http-equiv=Content-Type content="text/html; charset=utf-8"><meta name=Generator content="Microsoft Word 15">
<style><!-- p.MsoNormal, li.MsoNormal {margin:0cm; font-size:11.0pt; font-family:"Calibri",sans-serif;} @list l0:level1 {mso-level-tab-stop:none;} --></style></head>
<body lang=EN-ID style='tab-interval:36.0pt;word-wrap:break-word'><!--StartFragment-->
<h1><span lang=IN style='font-family:"Times New Roman",serif'>Ketentuan Umum<o:p></o:p></span></h1>
<h4><span lang=IN>Ruang lingkup<o:p></o:p></span></h4>
<p class=MsoNormal><b><span lang=IN style='font-size:12.0pt;font-family:"Arial",sans-serif;color:#1F3864'>Pengendali data</span></b><span lang=IN style='font-size:12.0pt'> tunduk pada asas <i>lex specialis</i> menurut <a href="https://peraturan.go.id/uu-27-2022"><span style='color:#0563C1'>UU 27/2022</span></a>.<o:p></o:p></span></p>
<p class=MsoListParagraphCxSpFirst style='text-indent:-18.0pt;mso-list:l0 level1 lfo1'><![if !supportLists]><span lang=IN style='mso-fareast-font-family:Calibri'><span style='mso-list:Ignore'>1.<span style='font:7.0pt "Times New Roman"'>&nbsp;&nbsp;&nbsp;&nbsp;&nbsp; </span></span></span><![endif]><span lang=IN>Menunjuk pejabat pelindungan data;<o:p></o:p></span></p>
<p class=MsoListParagraphCxSpMiddle style='text-indent:-18.0pt;mso-list:l0 level1 lfo1'><![if !supportLists]><span lang=IN><span style='mso-list:Ignore'>2.<span style='font:7.0pt "Times New Roman"'>&nbsp;&nbsp;&nbsp;&nbsp;&nbsp; </span></span></span><![endif]><span lang=IN>Mencatat kegiatan pemrosesan.<o:p></o:p></span></p>
<p class=MsoListParagraphCxSpLast style='margin-left:72.0pt;text-indent:-18.0pt;mso-list:l0 level2 lfo1'><![if !supportLists]><span lang=IN style='font-family:"Courier New"'><span style='mso-list:Ignore'>o<span style='font:7.0pt "Times New Roman"'>&nbsp;&nbsp; </span></span></span><![endif]><span lang=IN>termasuk data karyawan<o:p></o:p></span></p>
<table class=MsoTableGrid border=1 cellspacing=0 cellpadding=0 style='border-collapse:collapse;border:none;mso-border-alt:solid windowtext .5pt'>
 <tr style='mso-yfti-irow:0;mso-yfti-firstrow:yes'><td width=301 valign=top style='width:225.4pt;border:solid windowtext 1.0pt;padding:0cm 5.4pt 0cm 5.4pt'><p class=MsoNormal><b><span lang=IN>Pasal<o:p></o:p></span></b></p></td>
  <td width=301 valign=top style='width:225.4pt;border:solid windowtext 1.0pt'><p class=MsoNormal><b><span lang=IN>Kewajiban<o:p></o:p></span></b></p></td></tr>
 <tr style='mso-yfti-irow:1;mso-yfti-lastrow:yes'><td width=301 valign=top style='width:225.4pt'><p class=MsoNormal><span lang=IN>Pasal 53<o:p></o:p></span></p></td>
  <td width=301 valign=top style='width:225.4pt'><p class=MsoNormal><span lang=IN>Menunjuk pejabat<o:p></o:p></span></p></td></tr>
</table>
<!--EndFragment--></body></html>`

/** What Google Docs puts on the clipboard: everything in a bold wrapper that is not bold, styles on spans. */
const DOCS_CLIPBOARD =
  '<meta charset="utf-8"><b style="font-weight:normal;" id="docs-internal-guid-5f1e2a3b-7fff-1c2d-8e9f-0a1b2c3d4e5f">' +
  '<h1 dir="ltr" style="line-height:1.38;margin-top:20pt;margin-bottom:6pt;"><span style="font-size:20pt;font-family:Arial,sans-serif;color:#000000;font-weight:400;font-style:normal;vertical-align:baseline;white-space:pre-wrap;">Ringkasan Putusan</span></h1>' +
  '<p dir="ltr" style="line-height:1.38;margin-top:0pt;margin-bottom:0pt;"><span style="font-size:11pt;font-family:Arial,sans-serif;font-weight:400;">Mahkamah </span><span style="font-size:11pt;font-family:Arial,sans-serif;font-weight:700;">mengabulkan</span><span style="font-size:11pt;font-family:Arial,sans-serif;font-weight:400;"> sebagian permohonan dengan pertimbangan </span><span style="font-size:11pt;font-family:Arial,sans-serif;font-weight:400;font-style:italic;">ultra petita</span><span style="font-size:11pt;font-family:Arial,sans-serif;font-weight:400;">.</span></p>' +
  '<ul style="margin-top:0;margin-bottom:0;padding-inline-start:48px;"><li dir="ltr" style="list-style-type:disc;font-size:11pt;font-family:Arial,sans-serif;" aria-level="1"><p dir="ltr" style="line-height:1.38;margin-top:0pt;margin-bottom:0pt;" role="presentation"><span style="font-size:11pt;font-weight:400;">Amar pertama</span></p></li>' +
  '<li dir="ltr" style="list-style-type:disc;font-size:11pt;" aria-level="1"><p dir="ltr" style="line-height:1.38;" role="presentation"><span style="font-size:11pt;font-weight:400;">Amar kedua</span></p></li></ul>' +
  '<p dir="ltr" style="line-height:1.38;"><a href="https://www.mkri.id/putusan" style="text-decoration:none;"><span style="font-size:11pt;color:#1155cc;font-weight:400;text-decoration:underline;">Baca putusan lengkap</span></a></p>' +
  '<div dir="ltr" style="margin-left:0pt;" align="left"><table style="border:none;border-collapse:collapse;"><colgroup><col width="200"><col width="200"></colgroup><tbody>' +
  '<tr style="height:0pt"><td style="border-left:solid #000000 1pt;vertical-align:top;padding:5pt 5pt 5pt 5pt;overflow:hidden;overflow-wrap:break-word;"><p dir="ltr" style="line-height:1.2;"><span style="font-size:11pt;font-weight:700;">Perkara</span></p></td>' +
  '<td style="border-left:solid #000000 1pt;vertical-align:top;"><p dir="ltr" style="line-height:1.2;"><span style="font-size:11pt;font-weight:400;">Nomor 1/PUU-XXIII/2025</span></p></td></tr></tbody></table></div><br /></b>'
