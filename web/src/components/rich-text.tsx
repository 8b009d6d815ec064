import { renderRichText, RICH_TEXT_LABELS } from '../../../shared/rich-text/render'
import { useLang } from '../i18n/lang-context'

/**
 * Stored rich text on a public page: headings with anchors and, when long, a table of contents;
 * numbered footnotes; video previews that load nothing from the provider before a click
 * (shared/rich-text/render.ts). The words it adds are in the page's language.
 */
export function RichText({ html, className = 'prose', lang }: { html: string; className?: string; lang?: string | undefined }) {
  const { lang: pageLang } = useLang()
  const rendered = renderRichText(html, RICH_TEXT_LABELS[pageLang])
  return <div className={className} lang={lang} dangerouslySetInnerHTML={{ __html: rendered.html }} />
}
