/**
 * What an item will look like in a search result and as a shared link: the SEO
 * title, description and sharing image as typed, or, where left empty, what the page derives
 * today (functions/src/render/seo-head.ts), updated as the form changes. A search result shows
 * about 60 characters of a title and 160 of a description: the preview cuts them there.
 */
import { useEffect, useState } from 'react'
import { SEO_DESCRIPTION_SHOWN, SEO_TITLE_SHOWN } from '../../../../shared/collections/seo-fields'
import type { Lang } from '../../../../shared/i18n/langs'
import { useFirmName } from './brand-context'

/** What the page shows without SEO fields, from the form's values now. */
export interface SeoDerived {
  /** The page's own title, before the firm's name is added. */
  title: string
  description: string
  /** An upload path (the cover, the portrait), or '' for none. */
  image: string
  /** The page's path on the site. */
  path: string
}

/** The form's values by name (the last of several), read from its inputs. */
export type FormTexts = Record<string, string>

interface SeoPreviewProps {
  /** The form whose inputs are read. */
  formId: string
  lang: Lang
  derive(values: FormTexts): SeoDerived
}

/** Text cut at a word before `max` characters with an ellipsis, as a result shows it. */
export function cut(text: string, max: number): string {
  const clean = text.replace(/\s+/g, ' ').trim()
  if (clean.length <= max) return clean
  const slice = clean.slice(0, max - 1)
  const space = slice.lastIndexOf(' ')
  return `${(space > max * 0.6 ? slice.slice(0, space) : slice).trimEnd()}…`
}

/** The title, description and image the page's head will carry (seo-head.ts does the same on the server). */
export function seoShown(values: FormTexts, lang: Lang, derived: SeoDerived, firm: string) {
  const suffix = lang === 'en' ? 'En' : ''
  const typedTitle = (values[`seoTitle${suffix}`] ?? '').trim()
  const typedDescription = (values[`seoDescription${suffix}`] ?? '').trim()
  const title = typedTitle || (firm && derived.title ? `${derived.title} | ${firm}` : derived.title || firm)
  const image = (values.seoImage ?? '').trim() || derived.image
  return { title, description: typedDescription || derived.description, image }
}

function readForm(formId: string): FormTexts {
  const form = typeof document === 'undefined' ? null : (document.getElementById(formId) as HTMLFormElement | null)
  if (!form) return {}
  const values: FormTexts = {}
  for (const [name, value] of new FormData(form)) if (typeof value === 'string') values[name] = value
  return values
}

export function SeoPreview({ formId, lang, derive }: SeoPreviewProps) {
  const firm = useFirmName()
  const [values, setValues] = useState<FormTexts>({})
  const [host, setHost] = useState('')
  useEffect(() => {
    setHost(window.location.host)
    const form = document.getElementById(formId)
    let last = ''
    const read = () => {
      const next = readForm(formId)
      const key = JSON.stringify(next)
      if (key !== last) {
        last = key
        setValues(next)
      }
    }
    read()
    form?.addEventListener('input', read)
    form?.addEventListener('change', read)
    // Uploads and the rich-text editor write their hidden inputs without always firing input.
    const timer = window.setInterval(read, 1000)
    return () => {
      form?.removeEventListener('input', read)
      form?.removeEventListener('change', read)
      window.clearInterval(timer)
    }
  }, [formId])
  const derived = derive(values)
  const shown = seoShown(values, lang, derived, firm)
  const crumbs = [host, ...derived.path.split('/').filter(Boolean)].filter(Boolean).join(' › ')
  return (
    <section className="seo-preview" aria-labelledby={`${formId}-seo-preview-${lang}`} lang={lang === 'en' ? 'en' : undefined}>
      <p className="seo-preview-title" id={`${formId}-seo-preview-${lang}`} lang="id">
        {lang === 'en' ? 'Pratinjau (bahasa Inggris)' : 'Pratinjau'}
      </p>
      <div className="seo-preview-grid">
        <figure className="serp-preview">
          <figcaption lang="id">Hasil mesin pencari</figcaption>
          <p className="serp-url">{crumbs || derived.path}</p>
          <p className="serp-title" data-seo-title="">
            {cut(shown.title, SEO_TITLE_SHOWN) || '…'}
          </p>
          <p className="serp-description" data-seo-description="">
            {cut(shown.description, SEO_DESCRIPTION_SHOWN) || '…'}
          </p>
        </figure>
        <figure className="social-preview">
          <figcaption lang="id">Kartu saat dibagikan</figcaption>
          {shown.image ? <img src={`/media/${shown.image}`} alt="" data-seo-image="" /> : <div className="social-preview-empty" lang="id">Gambar berbagi situs</div>}
          <div className="social-preview-text">
            <p className="social-preview-host">{host}</p>
            <p className="social-preview-title">{cut(shown.title, 90) || '…'}</p>
            <p className="social-preview-description">{cut(shown.description, 120)}</p>
          </div>
        </figure>
      </div>
    </section>
  )
}
