/**
 * The editor's own blocks, each written in the one form the server's sanitizer keeps
 * (functions/src/content/sanitize-html.ts) and the public pages render
 * (shared/rich-text/render.ts): a callout card, a footnote, a video embed's placeholder and a
 * link card. Tiptap has no maintained extension for these forms; tables come from
 * @tiptap/extension-table (docs/decisions/0044-rich-text-blocks.md).
 */
import { Node, mergeAttributes } from '@tiptap/core'

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
