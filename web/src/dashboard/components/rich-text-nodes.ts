/**
 * The editor's own blocks, each written in the one form the server's sanitizer keeps
 * (functions/src/content/sanitize-html.ts) and the public pages render
 * (shared/rich-text/render.ts): a callout card, a footnote, a video embed's placeholder, a
 * link card and an image of Pustaka Media with its caption. Tiptap has no maintained extension for these forms; tables come from
 * @tiptap/extension-table (docs/decisions/0044-rich-text-blocks.md).
 */
import { Node, mergeAttributes } from '@tiptap/core'
import { richImagePath } from '../../../../shared/rich-text/images'

/** A highlighted card around paragraphs: `<aside class="callout">`. */
export const Callout = Node.create({
  name: 'callout',
  group: 'block',
  content: 'block+',
  defining: true,
  parseHTML: () => [{ tag: 'aside.callout' }],
  renderHTML: ({ HTMLAttributes }) => ['aside', mergeAttributes(HTMLAttributes, { class: 'callout' }), 0],
})

/** A footnote where its reference stands: `<sup class="footnote">its text</sup>`, numbered on the public page. */
export const Footnote = Node.create({
  name: 'footnote',
  group: 'inline',
  inline: true,
  atom: true,
  selectable: true,
  addAttributes: () => ({ text: { default: '', parseHTML: (element) => (element.textContent ?? '').trim(), rendered: false } }),
  parseHTML: () => [{ tag: 'sup.footnote' }],
  renderHTML: ({ node }) => ['sup', { class: 'footnote' }, String(node.attrs.text)],
})

/** A YouTube or Vimeo video, by its checked address (shared/rich-text/embeds.ts) and title. */
export const Embed = Node.create({
  name: 'embed',
  group: 'block',
  atom: true,
  draggable: true,
  addAttributes: () => ({
    src: { default: '', parseHTML: (element) => element.getAttribute('data-src') ?? '', rendered: false },
    title: { default: '', parseHTML: (element) => element.getAttribute('data-title') ?? '', rendered: false },
  }),
  parseHTML: () => [{ tag: 'div.embed[data-src]' }],
  renderHTML: ({ node }) => ['div', { class: 'embed', 'data-src': String(node.attrs.src), ...(node.attrs.title ? { 'data-title': String(node.attrs.title) } : {}) }],
})

/** A card for a link staff want seen (a registration page): its title, address and a short text. */
export const LinkCard = Node.create({
  name: 'linkCard',
  group: 'block',
  atom: true,
  draggable: true,
  addAttributes: () => ({
    href: { default: '', parseHTML: (element) => element.querySelector('a')?.getAttribute('href') ?? '', rendered: false },
    title: { default: '', parseHTML: (element) => element.querySelector('a')?.textContent ?? '', rendered: false },
    text: { default: '', parseHTML: (element) => element.querySelector('p')?.textContent ?? '', rendered: false },
  }),
  parseHTML: () => [{ tag: 'div.link-card' }],
  renderHTML: ({ node }) => [
    'div',
    { class: 'link-card' },
    ['a', { href: String(node.attrs.href), rel: 'noopener noreferrer nofollow' }, String(node.attrs.title)],
    ...(node.attrs.text ? [['p', {}, String(node.attrs.text)]] : []),
  ],
})

/**
 * The attributes of an image the text may hold, read from a pasted or loaded `<figure>` or
 * `<img>`, or false: a source that is not a file of this site's image folders (another site's
 * image, a `data:` or `file:` image from Word or Google Docs) is no node, so the paste drops it.
 */
export function figureImageAttrs(element: HTMLElement): Record<string, string> | false {
  const image = element.tagName === 'IMG' ? element : element.querySelector('img')
  const src = image?.getAttribute('src') ?? ''
  if (!image || !richImagePath(src)) return false
  const caption = element.tagName === 'IMG' ? '' : (element.querySelector('figcaption')?.textContent ?? '')
  return {
    src,
    alt: (image.getAttribute('alt') ?? '').replace(/\s+/g, ' ').trim(),
    caption: caption.replace(/\s+/g, ' ').trim(),
    width: image.getAttribute('width') ?? '',
    height: image.getAttribute('height') ?? '',
  }
}

/** An image of Pustaka Media: `<figure><img src alt><figcaption>…</figcaption></figure>`, the caption optional. */
export const FigureImage = Node.create({
  name: 'figureImage',
  group: 'block',
  atom: true,
  draggable: true,
  addAttributes: () => ({
    src: { default: '', rendered: false },
    alt: { default: '', rendered: false },
    caption: { default: '', rendered: false },
    width: { default: '', rendered: false },
    height: { default: '', rendered: false },
  }),
  parseHTML: () => [
    { tag: 'figure', getAttrs: (element) => figureImageAttrs(element) },
    { tag: 'img[src]', getAttrs: (element) => figureImageAttrs(element) },
  ],
  renderHTML: ({ node }) => {
    const { src, alt, caption, width, height } = node.attrs as Record<string, string>
    const size = width && height ? { width, height } : {}
    return ['figure', {}, ['img', { src, alt, ...size }], ...(caption ? [['figcaption', {}, caption]] : [])]
  },
})
