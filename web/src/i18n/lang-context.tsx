/**
 * The language of the page being rendered, for every public component: its
 * interface text, its links (an Indonesian path made English under /en) and its dates. Set
 * once by the page renderer from the request's path (functions/src/render/page-renderer.tsx).
 */
import { createContext, useContext } from 'react'
import { localePath, type Lang } from '../../../shared/i18n/langs'
import { formatDate } from '../../../shared/format'
import { UI, type UiAll } from './ui'

export interface LangValue {
  lang: Lang
  /** The interface text in this language. */
  t: UiAll
  /** An Indonesian path in this language: `/blogs` → `/en/blogs` on an English page. */
  href: (path: string) => string
  /** "22 November 2026" as this language writes it. */
  date: (iso: string) => string
}

export function langValue(lang: Lang): LangValue {
  return { lang, t: UI[lang], href: (path) => localePath(lang, path), date: (iso) => formatDate(iso, lang) }
}

const LangContext = createContext<LangValue>(langValue('id'))

export const LangProvider = LangContext.Provider

export function useLang(): LangValue {
  return useContext(LangContext)
}
