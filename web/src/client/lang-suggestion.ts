/**
 * The one-line suggestion of the page's version in the visitor's language (lang-choice.ts), a
 * chunk of its own: most visits never need it. It is said in the language it offers (marked so,
 * WCAG 3.1.2), is a slim bar at the top of the page that pushes it down rather than covering it
 * (docs/public-site.md), comes right after the skip link in the reading and tab order, and is a
 * landmark of its own.
 * Its link leads to the other version; its close button dismisses it, which is choosing the page's
 * language, and moves the focus to the header's switch, where the language can be changed later.
 */
import type { Lang } from './lang-choice'

/** In the language offered: a visitor who wants it reads it. One line, a phone's width included. */
const TEXT: Record<Lang, { region: string; link: string; dismiss: string }> = {
  en: { region: 'Language', link: 'Read this page in English', dismiss: 'Dismiss' },
  id: { region: 'Bahasa', link: 'Baca versi bahasa Indonesia', dismiss: 'Tutup' },
}

export interface Suggestion {
  /** The page's language. */
  page: Lang
  /** The language offered. */
  wanted: Lang
  /** The page's version in it (a path on this site). */
  href: string
  /** Remembers a language as the visitor's choice (lang-choice.ts: passed in, so this chunk shares no module with the entry). */
  remember: (lang: Lang) => void
}

export function showSuggestion(doc: Document, { page, wanted, href, remember }: Suggestion): HTMLElement {
  doc.querySelector('.lang-suggestion')?.remove()
  const text = TEXT[wanted]
  const box = doc.createElement('aside')
  box.className = 'lang-suggestion'
  box.lang = wanted
  box.setAttribute('aria-label', text.region)
  const line = doc.createElement('p')
  const link = doc.createElement('a')
  link.href = href
  link.hreflang = wanted
  link.dataset.langChoice = ''
  link.textContent = text.link
  line.append(link)
  const close = doc.createElement('button')
  close.type = 'button'
  close.className = 'lang-suggestion-close'
  close.setAttribute('aria-label', text.dismiss)
  close.textContent = '×'
  close.addEventListener('click', () => {
    const byKeyboard = close.matches(':focus-visible')
    remember(page)
    box.remove()
    if (byKeyboard) doc.querySelector<HTMLElement>('a.lang-switch')?.focus()
  })
  box.append(line, close)
  const skip = doc.querySelector('.skip-link')
  if (skip) skip.after(box)
  else doc.body.prepend(box)
  return box
}
