/**
 * Stored rich text (the sanitizer's output, functions/src/content/sanitize-html.ts) as the public
 * pages show it:
 * - headings get ids from their words, unique in the text, and a text with at least
 *   TOC_MIN_HEADINGS h2 gets a table of contents before it;
 * - footnotes (`<sup class="footnote">`) become numbered references, their notes a list at the
 *   end, linked both ways;
 * - a video embed becomes a preview that loads nothing from its provider: a link to the video's
 *   page, turned into the player's frame on click (web/src/client/embed-preview.ts);
 * - a table scrolls sideways on its own on narrow screens, reachable by keyboard;
 * - an image of Pustaka Media gets resized renditions, its pixel size and lazy loading
 *   (shared/rich-text/images.ts).
 *
 * It reads only what the sanitizer writes (balanced tags, attributes in double quotes, text
 * escaped), in passes that each look at every character a bounded number of times.
 */
import { embedProvider, embedWatchUrl, type EmbedProvider } from './embeds'
import { responsiveImages } from './images'

/** The words the rendered text adds, in the page's language. */
export interface RichTextLabels {
  contents: string
  footnotes: string
  /** The reference's name for screen readers ("Catatan kaki 2"). */
  footnoteRef: (n: number) => string
  backToReference: (n: number) => string
  playVideo: (provider: string) => string
  /** Said on the preview: nothing is loaded from the provider before the click. */
  videoNotice: (provider: string) => string
  table: (n: number) => string
}

export const RICH_TEXT_LABELS: Record<'id' | 'en', RichTextLabels> = {
  id: {
    contents: 'Daftar isi',
    footnotes: 'Catatan kaki',
    footnoteRef: (n) => `Catatan kaki ${n}`,
    backToReference: (n) => `Kembali ke rujukan ${n}`,
    playVideo: (provider) => `Putar video ${provider}`,
    videoNotice: (provider) => `Video dimuat dari ${provider} setelah Anda mengekliknya.`,
    table: (n) => `Tabel ${n}`,
  },
  en: {
    contents: 'Contents',
    footnotes: 'Notes',
    footnoteRef: (n) => `Note ${n}`,
    backToReference: (n) => `Back to reference ${n}`,
    playVideo: (provider) => `Play ${provider} video`,
    videoNotice: (provider) => `The video loads from ${provider} only once you click it.`,
    table: (n) => `Table ${n}`,
  },
}

/** How many h2 make a text long enough for a table of contents. */
export const TOC_MIN_HEADINGS = 3

const PROVIDER_NAMES: Record<EmbedProvider, string> = { youtube: 'YouTube', vimeo: 'Vimeo' }

/** The attribute the public page's script looks for (and the CSP check): only this renderer writes it. */
export const EMBED_MARKER = 'data-embed-src'

export interface RenderedRichText {
  html: string
  /** Whether the text holds a video preview (the page then loads the script that plays it). */
  hasEmbed: boolean
}

/** Stored rich text as the public pages print it (see the module's comment). */
export function renderRichText(stored: string, labels: RichTextLabels): RenderedRichText {
  if (!stored) return { html: '', hasEmbed: false }
  const withNotes = footnotes(stored, labels)
  // The ids the renderer gives its own elements: no heading takes one.
  const reserved = new Set(['toc-title', 'fn-title'])
  for (let n = 1; n <= withNotes.count; n++) reserved.add(`fn-${n}`).add(`fnref-${n}`)
  const { html: withIds, entries } = headingIds(withNotes.html, reserved)
  const withEmbeds = embeds(withIds, labels)
  const html = responsiveImages(tables(withEmbeds.html, labels))
  return { html: tableOfContents(entries, labels) + html + withNotes.notes, hasEmbed: withEmbeds.count > 0 }
}

const ENTITIES: Record<string, string> = { '&nbsp;': ' ', '&amp;': '&', '&lt;': '<', '&gt;': '>', '&quot;': '"', '&#39;': "'" }

/** A heading's id from its words: lower-case letters and digits joined by dashes, accents dropped. */
export function slugFromText(html: string): string {
  const text = html.replace(/<[^>]*>/g, '').replace(/&(?:nbsp|amp|lt|gt|quot|#39);/g, (entity) => ENTITIES[entity]!)
  return text
    .normalize('NFKD')
    .replace(/[\u0300-\u036f]/g, '')
    .toLowerCase()
    .replace(/[^a-z0-9]+/g, '-')
    .slice(0, 60)
    .replace(/^-+|-+$/g, '')
}

/** The references and the list of notes. Nested footnotes (never the editor's) lose their markup. */
function footnotes(html: string, labels: RichTextLabels): { html: string; notes: string; count: number } {
  if (!html.includes('<sup class="footnote">')) return { html, notes: '', count: 0 }
  const out: string[] = []
  const notes: string[] = []
  const tag = /<sup class="footnote">|<sup>|<\/sup>/g
  let copied = 0
  let depth = 0
  let noteStart = 0
  for (let match = tag.exec(html); match; match = tag.exec(html)) {
    if (match[0] === '</sup>') {
      if (depth === 0) continue
      depth--
      if (depth > 0) continue
      const n = notes.length + 1
      const text = html.slice(noteStart, match.index).replace(/<\/?sup[^>]*>/g, '')
      notes.push(`<li id="fn-${n}">${text} <a href="#fnref-${n}" class="footnote-back" aria-label="${labels.backToReference(n)}">↩</a></li>`)
      out.push(`<sup class="footnote-ref"><a href="#fn-${n}" id="fnref-${n}" aria-label="${labels.footnoteRef(n)}">${n}</a></sup>`)
      copied = tag.lastIndex
    } else if (depth > 0) {
      depth++
    } else if (match[0] !== '<sup>') {
      out.push(html.slice(copied, match.index))
      noteStart = tag.lastIndex
      depth = 1
    }
  }
  out.push(html.slice(copied))
  const list = `<section class="footnotes" aria-labelledby="fn-title"><h2 id="fn-title">${labels.footnotes}</h2><ol>${notes.join('')}</ol></section>`
  return { html: out.join(''), notes: list, count: notes.length }
}

interface TocEntry {
  level: 2 | 3
  id: string
  html: string
}

/** Ids on every h2 and h3, from their words, unique in the text (a second "Latar" is "latar-2"). */
function headingIds(html: string, reserved: ReadonlySet<string>): { html: string; entries: TocEntry[] } {
  const used = new Set(reserved)
  const suffixes = new Map<string, number>()
  const entries: TocEntry[] = []
  const out: string[] = []
  const tag = /<(\/?)h([23])>/g
  let copied = 0
  let open: { level: 2 | 3; start: number } | null = null
  for (let match = tag.exec(html); match; match = tag.exec(html)) {
    const level = Number(match[2]) as 2 | 3
    if (!match[1]) {
      // A heading inside a heading (never the editor's) keeps no id of its own.
      if (!open) open = { level, start: tag.lastIndex }
      continue
    }
    if (!open || open.level !== level) continue
    const inner = html.slice(open.start, match.index)
    const base = slugFromText(inner.replace(/<sup class="footnote-ref">.*?<\/sup>/g, '')) || 'bagian'
    // The next number to try per base, so thousands of equal headings stay linear.
    let id = base
    for (let n = suffixes.get(base) ?? 2; used.has(id); n++) {
      id = `${base}-${n}`
      suffixes.set(base, n + 1)
    }
    used.add(id)
    // The words only: a link or a footnote reference inside a contents entry would nest links.
    entries.push({ level, id, html: inner.replace(/<sup class="footnote-ref">.*?<\/sup>/g, '').replace(/<\/?a\b[^>]*>/g, '') })
    out.push(html.slice(copied, open.start - 1), ` id="${id}">`, inner)
    copied = match.index
    open = null
  }
  out.push(html.slice(copied))
  return { html: out.join(''), entries }
}

/** The contents of a long text: its h2, each with its h3 beneath. */
function tableOfContents(entries: TocEntry[], labels: RichTextLabels): string {
  if (entries.filter((entry) => entry.level === 2).length < TOC_MIN_HEADINGS) return ''
  const items: string[] = []
  let sub: string[] = []
  let openItem = false
  const closeItem = () => {
    if (!openItem) return
    items.push(sub.length ? `<ol>${sub.join('')}</ol></li>` : '</li>')
    sub = []
    openItem = false
  }
  for (const entry of entries) {
    const link = `<a href="#${entry.id}">${entry.html}</a>`
    if (entry.level === 2 || !openItem) {
      closeItem()
      items.push(`<li>${link}`)
      openItem = true
    } else {
      sub.push(`<li>${link}</li>`)
    }
  }
  closeItem()
  return `<nav class="article-toc" aria-labelledby="toc-title"><h2 id="toc-title">${labels.contents}</h2><ol>${items.join('')}</ol></nav>`
}

/** Video placeholders as previews: a link to the video's page, the player's address kept for the script. */
function embeds(html: string, labels: RichTextLabels): { html: string; count: number } {
  if (!html.includes('<div class="embed"')) return { html, count: 0 }
  let count = 0
  const out = html.replace(/<div class="embed" data-src="([^"]*)"(?: data-title="([^"]*)")?><\/div>/g, (whole, src: string, title: string | undefined) => {
    const provider = embedProvider(src)
    if (!provider) return ''
    count++
    const name = PROVIDER_NAMES[provider]
    const label = title ? `${labels.playVideo(name)}: ${title}` : labels.playVideo(name)
    return (
      `<figure class="embed embed-${provider}" ${EMBED_MARKER}="${src}" data-embed-title="${title ?? labels.playVideo(name)}">` +
      `<a class="embed-preview" href="${embedWatchUrl(src)}" rel="noopener noreferrer nofollow">` +
      `<span class="embed-play" aria-hidden="true"></span><span class="embed-label">${label}</span>` +
      `<span class="embed-note">${labels.videoNotice(name)}</span></a>` +
      (title ? `<figcaption>${title}</figcaption>` : '') +
      `</figure>`
    )
  })
  return { html: out, count }
}

/** Each table in a region of its own that scrolls sideways and can be reached by keyboard to do so. */
function tables(html: string, labels: RichTextLabels): string {
  if (!html.includes('<table>')) return html
  let n = 0
  return html
    .replace(/<table>/g, () => `<div class="table-scroll" role="region" tabindex="0" aria-label="${labels.table(++n)}"><table>`)
    .replace(/<\/table>/g, '</table></div>')
}
